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


# (encoder, decoder) for each dtype kind.
_CODECS = {
    dtypes.KIND_BOOL: (bool, bool),
    dtypes.KIND_SIGNED: (str, int),
    dtypes.KIND_UNSIGNED: (str, int),
    dtypes.KIND_FLOATING: (encode_float, float),
    dtypes.KIND_COMPLEX: (_encode_complex, _decode_complex),
}


def _encoder(dtype):
    return _CODECS[dtypes.kind(dtype)][0]


def _decoder(dtype):
    return _CODECS[dtypes.kind(dtype)][1]


def encode_value(dtype, value):
    return _encoder(dtype)(value)


def decode_value(dtype, encoded):
    return _decoder(dtype)(encoded)


def encode_values(dtype, values):
    encoder = _encoder(dtype)
    return [encoder(value) for value in values]


def decode_values(dtype, encoded):
    decoder = _decoder(dtype)
    return [decoder(item) for item in encoded]


def encode_array(array, strides=None, tolerance_ulp=None):
    """An ARRAY object; `strides` for views, `tolerance_ulp` for an expected
    array that libraries may legitimately compute a few ulp apart."""
    encoded = {"dtype": array.dtype, "shape": list(array.shape),
               "data": encode_values(array.dtype, array.data)}
    if strides is not None:
        encoded["strides"] = list(strides)
    if tolerance_ulp is not None:
        encoded["tolerance"] = {"ulp": tolerance_ulp}
    return encoded


def decode_array(encoded):
    return Array(encoded["dtype"], tuple(encoded["shape"]),
                 decode_values(encoded["dtype"], encoded["data"]))
