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
# each value's text, and the brackets and separator that join them (inside
# the quotes of a string for integers and real floats).
def _complex_text(value):
    return ('["' + encode_float(value.real) + '","' + encode_float(value.imag)
            + '"]')


_QUOTED = ('["', '","', '"]')
_BARE = ("[", ",", "]")
_KINDS = {
    dtypes.KIND_BOOL: (lambda values: ["true" if value else "false"
                                       for value in values], _BARE),
    dtypes.KIND_SIGNED: (lambda values: list(map(str, values)), _QUOTED),
    dtypes.KIND_UNSIGNED: (lambda values: list(map(str, values)), _QUOTED),
    dtypes.KIND_FLOATING: (lambda values: [
        "nan" if value != value else repr(value) for value in values],
        _QUOTED),
    dtypes.KIND_COMPLEX: (lambda values: list(map(_complex_text, values)),
                          _BARE),
}
_TEXTS = {dtype: _KINDS[dtypes.kind(dtype)][0] for dtype in dtypes.DTYPES}
_BRACKETS = {dtype: _KINDS[dtypes.kind(dtype)][1] for dtype in dtypes.DTYPES}


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


def _array(dtype, shape, texts, strides, tolerance_ulp):
    """An ARRAY from its values' texts."""
    text = ('{"dtype":' + _NAMES[dtype] + ',"shape":' + _INT_LISTS[shape]
            + ',"data":' + data(dtype, texts))
    if strides is not None:
        text += ',"strides":' + _INT_LISTS[tuple(strides)]
    if tolerance_ulp is not None:
        text += ',"tolerance":{"ulp":' + str(int(tolerance_ulp)) + "}"
    return text + "}"


def array(array, strides=None, tolerance_ulp=None):
    """An ARRAY from a model Array (its shape a tuple): the text of
    encoding.encode_array's object."""
    return _array(array.dtype, array.shape, _TEXTS[array.dtype](array.data),
                  strides, tolerance_ulp)


def array_of_texts(dtype, shape, value_texts):
    """An ARRAY of `shape` (a tuple) from its values' texts, each value()'s
    text."""
    return ('{"dtype":' + _NAMES[dtype] + ',"shape":' + _INT_LISTS[shape]
            + ',"data":[' + ",".join(value_texts) + "]}")


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
    opening, separator, closing = _BRACKETS[dtype]
    return (opening + _TEXTS[dtype]([value])[0] + closing)[1:-1]


def members(texts):
    """An object from {key: its value's JSON text}, in that order."""
    return "{" + ",".join([_NAMES[key] + ":" + text
                           for key, text in texts.items()]) + "}"
