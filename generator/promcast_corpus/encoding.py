"""The VALUE encoding of the case format (cases/README.md "Values").

  bool                  JSON true / false
  integers              a JSON string of the decimal value: "-128",
                        "18446744073709551615"
  real floats           a JSON string: "nan", "inf", "-inf", or Python's repr()
                        of the value as a double ("-0.0", "1e-05", "65504.0")
  complex               [real, imag], each a real-float string

Every value of every dtype is exactly a double or an integer, and repr()
round-trips doubles, so decode(encode(v)) == v for every dtype, sign of zero
included (NaN payloads are not kept: all NaNs encode as "nan").
"""

from promcast_model import dtypes
from promcast_model.array import Array

# Scalar operands of result_type carry a kind, not a dtype; the kind picks
# the encoding the way a dtype of that kind would.
SCALAR_KIND_DTYPE = {"bool": "bool", "int": "int64", "float": "float64",
                     "complex": "complex128"}


def encode_float(value):
    return "nan" if value != value else repr(value)


def _encode_complex(value):
    return [encode_float(value.real), encode_float(value.imag)]


def _decode_complex(pair):
    return complex(float(pair[0]), float(pair[1]))


# Many values of one kind at a time: the corpus encodes millions.
def _encode_floats(values):
    return ["nan" if value != value else repr(value) for value in values]


def _encode_complexes(values):
    return [_encode_complex(value) for value in values]


# (encoder, decoder, encoder of a list) for each dtype kind.
_CODECS = {
    dtypes.KIND_BOOL: (bool, bool, lambda values: list(map(bool, values))),
    dtypes.KIND_SIGNED: (str, int, lambda values: list(map(str, values))),
    dtypes.KIND_UNSIGNED: (str, int, lambda values: list(map(str, values))),
    dtypes.KIND_FLOATING: (encode_float, float, _encode_floats),
    dtypes.KIND_COMPLEX: (_encode_complex, _decode_complex,
                          _encode_complexes),
}
_CODECS_BY_DTYPE = {dtype: _CODECS[dtypes.kind(dtype)]
                    for dtype in dtypes.DTYPES}


def encode_value(dtype, value):
    return _CODECS_BY_DTYPE[dtype][0](value)


def decode_value(dtype, encoded):
    return _CODECS_BY_DTYPE[dtype][1](encoded)


def encode_values(dtype, values):
    return _CODECS_BY_DTYPE[dtype][2](values)


def decode_values(dtype, encoded):
    decoder = _CODECS_BY_DTYPE[dtype][1]
    return [decoder(item) for item in encoded]


def encode_array(array, strides=None, tolerance_ulp=None,
                 tolerance_scale=None):
    """An ARRAY object; `strides` for views, `tolerance_ulp` for an expected
    array that libraries may legitimately compute a few ulp apart, and
    `tolerance_scale` the magnitude of each element's terms (powers of two,
    promcast_model/tolerances.py)."""
    encoded = {"dtype": array.dtype, "shape": list(array.shape),
               "data": encode_values(array.dtype, array.data)}
    if strides is not None:
        encoded["strides"] = list(strides)
    if tolerance_ulp is not None:
        encoded["tolerance"] = {"ulp": tolerance_ulp}
        if tolerance_scale is not None:
            encoded["tolerance"]["scale"] = [encode_float(scale)
                                             for scale in tolerance_scale]
    return encoded


def decode_array(encoded):
    return Array(encoded["dtype"], tuple(encoded["shape"]),
                 decode_values(encoded["dtype"], encoded["data"]))
