"""The case format's pieces written straight as JSON text.

The generated families write millions of cases. Building each as objects
(cases.make_case, encoding.encode_array) and handing it to json's encoder
costs several times what drawing the case does, so they write each case's
line directly from the model's own values instead: the same text, byte for
byte, that files.render_case writes for the case built as objects
(tests/test_json_text.py checks it on every family).

What this module writes, and why it is exactly json's text:
  strings        json's own encode_basestring (names memoized: dtypes, ops,
                 keys and error kinds come back all the time)
  lists of ints  "[" + ",".join(str(size)) + "]": json writes an int as its
                 str(); shapes, strides and dimensions hold ints, never
                 bools; memoized by tuple (the same small shapes recur, and
                 formatting ints is slow)
  VALUEs         encoding.py's encoding of each value: its strings hold
                 digits, ".", "e", "+", "-", "nan", "inf", nothing JSON
                 escapes, so quoting is enough
"""

import json

from promcast_model import dtypes

from .encoding import encode_float

string = json.encoder.encode_basestring  # how json writes a str


class _Memo(dict):
    """A bounded memo: text(key) computed once for each of the first LIMIT
    keys, every time after."""

    LIMIT = 1 << 16

    def __init__(self, text):
        super().__init__()
        self.text = text

    def __missing__(self, key):
        text = self.text(key)
        if len(self) < self.LIMIT:
            self[key] = text
        return text


_NAMES = _Memo(string)
_INT_LISTS = _Memo(lambda key: "[" + ",".join(map(str, key)) + "]")


def name(text):
    """A string that recurs: a dtype, op, key, kind, error kind."""
    return _NAMES[text]


def names(texts):
    return "[" + ",".join([_NAMES[text] for text in texts]) + "]"


def ints(values):
    """A list of ints: a shape, strides, broadcast dimensions."""
    return _INT_LISTS[tuple(values)]


def shapes(values):
    """A list of shapes."""
    return "[" + ",".join([_INT_LISTS[tuple(shape)] for shape in values]) + "]"


def boolean(value):
    if value is True:
        return "true"
    if value is False:
        return "false"
    raise TypeError(f"not a bool: {value!r}")


# The data of an ARRAY, for each dtype kind (encoding.py "VALUE encoding"):
# the function that writes one value, and the brackets and separator that
# join them (inside the quotes of a string for integers and real floats).
# repr writes every NaN as "nan" and the infinities as "inf" and "-inf",
# as the encoding does; the others are C functions too, so whole arrays
# are written by map and join without a Python call per value.
def _complex_text(value):
    return ('["' + encode_float(value.real) + '","' + encode_float(value.imag)
            + '"]')


_QUOTED = ('["', '","', '"]')
_BARE = ("[", ",", "]")
_KINDS = {
    dtypes.KIND_BOOL: ({True: "true", False: "false"}.__getitem__, _BARE),
    dtypes.KIND_SIGNED: (str, _QUOTED),
    dtypes.KIND_UNSIGNED: (str, _QUOTED),
    dtypes.KIND_FLOATING: (repr, _QUOTED),
    dtypes.KIND_COMPLEX: (_complex_text, _BARE),
}
_VALUE_TEXT = {dtype: _KINDS[dtypes.kind(dtype)][0] for dtype in dtypes.DTYPES}
_BRACKETS = {dtype: _KINDS[dtypes.kind(dtype)][1] for dtype in dtypes.DTYPES}


def _data(dtype, items, text_of):
    """An ARRAY's data: text_of(item) for each of `items`, joined."""
    if not items:
        return "[]"
    opening, separator, closing = _BRACKETS[dtype]
    return opening + separator.join(map(text_of, items)) + closing


def _array(dtype, shape, data, strides=None, tolerance_ulp=None,
           tolerance_scale=None):
    """An ARRAY from its data's text (_data)."""
    text = ('{"dtype":' + _NAMES[dtype] + ',"shape":' + _INT_LISTS[shape]
            + ',"data":' + data)
    if strides is not None:
        text += ',"strides":' + _INT_LISTS[tuple(strides)]
    if tolerance_ulp is not None:
        text += ',"tolerance":{"ulp":' + str(int(tolerance_ulp))
        if tolerance_scale is not None:
            text += ',"scale":' + _data("float64", tolerance_scale, repr)
        text += "}"
    return text + "}"


def array(array, strides=None, tolerance_ulp=None, tolerance_scale=None):
    """An ARRAY from a model Array (its shape a tuple): the text of
    encoding.encode_array's object."""
    dtype = array.dtype
    return _array(dtype, array.shape,
                  _data(dtype, array.data, _VALUE_TEXT[dtype]), strides,
                  tolerance_ulp, tolerance_scale)


def view(source, shape, positions, strides):
    """The ARRAY of a view of Array `source`: `shape` (a tuple), element i
    source.data[positions[i]], `strides`. Each source value is encoded once
    (a view repeats them)."""
    dtype = source.dtype
    texts = list(map(_VALUE_TEXT[dtype], source.data))
    return _array(dtype, shape, _data(dtype, positions, texts.__getitem__),
                  strides)


def value(dtype, value):
    """A VALUE of dtype: an ARRAY's data of that one value, unbracketed."""
    return values(dtype, (value,))[0]


def values(dtype, items):
    """value() of each of `items`, as a list."""
    if _BRACKETS[dtype] is _QUOTED:
        return ['"' + text + '"' for text in map(_VALUE_TEXT[dtype], items)]
    return list(map(_VALUE_TEXT[dtype], items))


def members(texts):
    """An object from {key: its value's JSON text}, in that order."""
    return "{" + ",".join([_NAMES[key] + ":" + text
                           for key, text in texts.items()]) + "}"
