"""A faster rendering of cases: the same text as json's encoder.

The corpus writes millions of cases, and json's encoder spends several
microseconds on each, visiting every key and value. The format fixes a
case's layout (cases/README.md), so most of its text is constant: a renderer
here writes each op's layout with one format string and a few joins, about
twice as fast, and hands anything else it meets (a note, a key it does not
expect, keys in another order, a tolerance) to the encoder. tests/
test_fast_json.py checks that the two agree on every family and spec case.

What it writes without the encoder: names (ops, dtypes, error kinds) and
the other strings through json's own encode_basestring (names once each,
memoized); lists of ints with str(), as the encoder writes an int; VALUEs as
encoding.py makes them: decimal and float strings, which hold nothing JSON
escapes (digits, ".", "e", "+", "-", "nan", "inf"), bools and pairs of float
strings.
"""

import json

from promcast_model import dtypes
from promcast_model.elementwise import INPLACE_OPS, OPS

_string = json.encoder.encode_basestring  # how the encoder writes a str

_ARRAY_KEYS = ("dtype", "shape", "data")
_VIEW_KEYS = ("dtype", "shape", "data", "strides")
_CASE_KEYS = ("id", "op", "inputs", "expect", "source")
_ARRAY_OPERAND_KEYS = ("category", "dtype")
_SCALAR_OPERAND_KEYS = ("category", "kind")
_VALUED_OPERAND_KEYS = ("category", "kind", "value")
_PROFILE_CASE_KEYS = ("id", "op", "profile", "inputs", "expect", "source")


class _Names(dict):
    """The JSON text of each name, encoded once."""

    def __missing__(self, name):
        text = self[name] = _string(name)
        return text


class _IntLists(dict):
    """The JSON text of each list of ints, keyed by tuple, made once (the
    corpus repeats the same small shapes all the time; formatting ints is
    slow). Bounded: past LIMIT texts it stops keeping new ones."""

    LIMIT = 1 << 16

    def __missing__(self, key):
        text = "[" + ",".join(map(str, key)) + "]"
        if len(self) < self.LIMIT:
            self[key] = text
        return text


_INT_LISTS = _IntLists()


def _ints(values):
    """A shape, strides or broadcast_dimensions: a list of ints (never
    bools)."""
    return _INT_LISTS[tuple(values)]


def _strings(data):
    return '["' + '","'.join(data) + '"]' if data else "[]"


def _bools(data):
    return "[" + ",".join(["true" if value else "false"
                           for value in data]) + "]"


def _pairs(data):
    return "[" + ",".join(['["' + real + '","' + imag + '"]'
                           for real, imag in data]) + "]"


_DATA = {dtypes.KIND_BOOL: _bools, dtypes.KIND_SIGNED: _strings,
         dtypes.KIND_UNSIGNED: _strings, dtypes.KIND_FLOATING: _strings,
         dtypes.KIND_COMPLEX: _pairs}
_DATA_BY_DTYPE = {dtype: _DATA[dtypes.kind(dtype)] for dtype in dtypes.DTYPES}


def case_renderer(encoder):
    """render(case), the same text as encoder.encode(case) for an encoder
    with separators (",", ":") and ensure_ascii=False."""
    encode = encoder.encode
    name = _Names()

    def array(value):
        keys = tuple(value)
        if keys == _ARRAY_KEYS:
            end = "}"
        elif keys == _VIEW_KEYS:
            end = ',"strides":' + _ints(value["strides"]) + "}"
        else:
            return encode(value)
        dtype = value["dtype"]
        return ('{"dtype":%s,"shape":%s,"data":%s' % (
            name[dtype], _ints(value["shape"]),
            _DATA_BY_DTYPE[dtype](value["data"]))) + end

    def expect(value):
        if len(value) == 1:
            if "array" in value:
                return '{"array":' + array(value["array"]) + "}"
            if "error" in value:
                return '{"error":' + name[value["error"]] + "}"
            if "shape" in value:
                return '{"shape":' + _ints(value["shape"]) + "}"
            if "dtype" in value:
                return '{"dtype":' + name[value["dtype"]] + "}"
            answer = value.get("answer")
            if answer is True:
                return '{"answer":true}'
            if answer is False:
                return '{"answer":false}'
        return encode(value)

    # Each op's inputs, given the keys in the order the format lists them.
    def binary(value):
        return '{"a":%s,"b":%s,"default_float":%s}' % (
            array(value["a"]), array(value["b"]),
            name[value["default_float"]])

    def broadcast_shapes(value):
        return '{"shapes":[' + ",".join([_INT_LISTS[tuple(shape)] for shape
                                         in value["shapes"]]) + "]}"

    def broadcast_to(value):
        return ('{"array":' + array(value["array"]) + ',"shape":'
                + _ints(value["shape"]) + "}")

    def inplace_broadcast(value):
        return ('{"destination":' + _ints(value["destination"])
                + ',"source":' + _ints(value["source"]) + "}")

    def xla_broadcast(value):
        return '{"lhs":%s,"rhs":%s,"broadcast_dimensions":%s}' % (
            _ints(value["lhs"]), _ints(value["rhs"]),
            _ints(value["broadcast_dimensions"]))

    def promote_types(value):
        return '{"dtypes":[' + ",".join(map(name.__getitem__,
                                            value["dtypes"])) + "]}"

    def can_cast(value):
        return '{"from":' + name[value["from"]] + ',"to":' + \
            name[value["to"]] + "}"

    def operand(value):
        keys = tuple(value)
        if keys == _ARRAY_OPERAND_KEYS:
            return ('{"category":' + name[value["category"]] + ',"dtype":'
                    + name[value["dtype"]] + "}")
        if keys == _SCALAR_OPERAND_KEYS:
            return ('{"category":' + name[value["category"]] + ',"kind":'
                    + name[value["kind"]] + "}")
        if keys == _VALUED_OPERAND_KEYS:
            scalar = value["value"]
            if scalar.__class__ is str:
                text = _string(scalar)
            elif scalar is True or scalar is False:
                text = "true" if scalar else "false"
            else:
                text = encode(scalar)
            return ('{"category":' + name[value["category"]] + ',"kind":'
                    + name[value["kind"]] + ',"value":' + text + "}")
        return encode(value)

    def result_type(value):
        return ('{"operands":[' + ",".join(map(operand, value["operands"]))
                + '],"default_float":' + name[value["default_float"]] + "}")

    def sum_to_shape(value):
        return ('{"gradient":' + array(value["gradient"]) + ',"shape":'
                + _ints(value["shape"]) + "}")

    layouts = {
        "broadcast_shapes": (("shapes",), broadcast_shapes),
        "broadcast_to": (("array", "shape"), broadcast_to),
        "inplace_broadcast": (("destination", "source"), inplace_broadcast),
        "xla_broadcast": (("lhs", "rhs", "broadcast_dimensions"),
                          xla_broadcast),
        "promote_types": (("dtypes",), promote_types),
        "can_cast": (("from", "to"), can_cast),
        "sum_to_shape": (("gradient", "shape"), sum_to_shape),
        "result_type": (("operands", "default_float"), result_type),
    }
    layouts.update((op, (("a", "b", "default_float"), binary))
                   for op in OPS + INPLACE_OPS)

    def inputs(op, value):
        keys, write = layouts.get(op, (None, None))
        if keys is None or tuple(value) != keys:
            return encode(value)
        return write(value)

    def render(case):
        keys = tuple(case)
        if keys == _PROFILE_CASE_KEYS:
            profile = ',"profile":' + name[case["profile"]]
        elif keys == _CASE_KEYS:
            profile = ""
        else:
            return encode(case)
        op = case["op"]
        return '{"id":%s,"op":%s%s,"inputs":%s,"expect":%s,"source":%s}' % (
            _string(case["id"]), name[op], profile, inputs(op, case["inputs"]),
            expect(case["expect"]), _string(case["source"]))
    return render
