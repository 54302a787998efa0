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


def _texts_function(value_text):
    return lambda values: list(map(value_text, values))


_TEXTS = {dtype: _texts_function(value_text)
          for dtype, value_text in _VALUE_TEXT.items()}


def value_texts(dtype):
    """texts(values) -> the list of the texts of values of dtype, which
    data() joins."""
    return _TEXTS[dtype]


def data(dtype, texts):
    """An ARRAY's data from its values' texts (value_texts)."""
    if not texts:
        return "[]"
    opening, separator, closing = _BRACKETS[dtype]
    return opening + separator.join(texts) + closing


def _finish(text, strides, tolerance_ulp):
    """An ARRAY's text up to its data, completed."""
    if strides is not None:
        text += ',"strides":' + _INT_LISTS[tuple(strides)]
    if tolerance_ulp is not None:
        text += ',"tolerance":{"ulp":' + str(int(tolerance_ulp)) + "}"
    return text + "}"


def _array(dtype, shape, texts, strides, tolerance_ulp):
    """An ARRAY from its values' texts."""
    return _finish('{"dtype":' + _NAMES[dtype] + ',"shape":'
                   + _INT_LISTS[shape] + ',"data":' + data(dtype, texts),
                   strides, tolerance_ulp)


def array(array, strides=None, tolerance_ulp=None):
    """An ARRAY from a model Array (its shape a tuple): the text of
    encoding.encode_array's object."""
    dtype, values = array.dtype, array.data
    if values:
        opening, separator, closing = _BRACKETS[dtype]
        values = (opening + separator.join(map(_VALUE_TEXT[dtype], values))
                  + closing)
    else:
        values = "[]"
    text = ('{"dtype":' + _NAMES[dtype] + ',"shape":'
            + _INT_LISTS[array.shape] + ',"data":' + values)
    if strides is None and tolerance_ulp is None:
        return text + "}"
    return _finish(text, strides, tolerance_ulp)


def view(source, shape, positions, strides):
    """The ARRAY of a view of Array `source`: `shape` (a tuple), element i
    source.data[positions[i]], `strides`. Each source value is encoded once
    (a view repeats them)."""
    texts = _TEXTS[source.dtype](source.data)
    return _array(source.dtype, shape, [texts[position]
                                        for position in positions], strides,
                  None)


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
