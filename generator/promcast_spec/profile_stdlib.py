"""The stdlib profile's spec cases: @stdlib/ndarray 0.4.1's own rules, read
from stdlib-js/stdlib, lib/node_modules/@stdlib/ndarray/.

Every expectation below is a literal read from the library's files (cited
per case by package, file and section), never computed by the model:
  @stdlib/ndarray/promotion-rules  promotion_rules.json, cell for cell
                                   (promote_types; -1 is no_promotion)
  @stdlib/ndarray/safe-casts,      safe_casts.json, cell for cell, and
  base/assert/is-safe-data-type-cast  isSafeCast's `from === to` (can_cast)
  @stdlib/ndarray/concat           main.js and what it requires: the order of
                                   its checks, the default dim, broadcasting
                                   except along dim, promote-dtypes' fold
The case format's axis is what a stdlib caller writes as `dim`: the axis
left out is stdlib's default dim -1 (the last dimension), a negative axis
is the dim, a non-negative axis k is dim k - R, R the largest rank among
the arrays (promcast_model/joining.py).

A profile states the library's rules, not its accidents: a result dtype
stdlib cannot allocate (int64, from int32 with uint32) is still the
table's result, and a lone array with a dim beyond its rank (a lone 0-d
array's dim -1 included) is invalid_axis although main.js never looks at
normalizeIndex's -1. The notes say so where it applies.

Each concat row is (name, inputs, expect, file §section, note?).
"""

from promcast_corpus.cases import make_case

from .builder import (array, expect_array, expect_dtype, expect_answer,
                      expect_error, function_inputs)

PREFIX = "spec/profile-stdlib"
VERSION = "@stdlib/ndarray 0.4.1"
_TREE = "https://github.com/stdlib-js/ndarray/tree/v0.4.1/"
SOURCE = (f"{VERSION}, github.com/stdlib-js/stdlib lib/node_modules/"
          "@stdlib/ndarray/: promotion-rules/lib/promotion_rules.json, "
          "safe-casts/lib/safe_casts.json, base/assert/"
          "is-safe-data-type-cast, concat/lib and the modules it requires")


def _cite(package, path, section):
    """"@stdlib/ndarray 0.4.1: <package> (<file in the repository>,
    <the package's tree>) §<section>"."""
    return (f"{VERSION}: {package} (lib/node_modules/{package}/{path}, "
            f"{_TREE}{package.removeprefix('@stdlib/ndarray/')}) §{section}")


# promotion_rules.json, the rows and cells of the case format's 15 dtypes,
# in the file's own order (transcribed apart from the model's copy, which
# is a matrix in the case format's dtype order).
PROMOTION_RULES = """
float64    float64=float64 float32=float64 float16=float64 int64=-1
           int32=float64 int16=float64 int8=float64 uint64=-1 uint32=float64
           uint16=float64 uint8=float64 complex32=complex128
           complex64=complex128 complex128=complex128 bool=-1
float32    float64=float64 float32=float32 float16=float32 int64=-1
           int32=float64 int16=float32 int8=float32 uint64=-1 uint32=float64
           uint16=float32 uint8=float32 complex32=complex64
           complex64=complex64 complex128=complex128 bool=-1
float16    float64=float64 float32=float32 float16=float16 int64=-1
           int32=float64 int16=float32 int8=float32 uint64=-1 uint32=float64
           uint16=float32 uint8=float32 complex32=complex32
           complex64=complex64 complex128=complex128 bool=-1
int64      float64=-1 float32=-1 float16=-1 int64=int64 int32=int64
           int16=int64 int8=int64 uint64=-1 uint32=int64 uint16=int64
           uint8=int64 complex32=-1 complex64=-1 complex128=-1 bool=-1
int32      float64=float64 float32=float64 float16=float64 int64=int64
           int32=int32 int16=int32 int8=int32 uint64=-1 uint32=int64
           uint16=int32 uint8=int32 complex32=complex128 complex64=complex128
           complex128=complex128 bool=-1
int16      float64=float64 float32=float32 float16=float32 int64=int64
           int32=int32 int16=int16 int8=int16 uint64=-1 uint32=int64
           uint16=int32 uint8=int16 complex32=complex64 complex64=complex64
           complex128=complex128 bool=-1
int8       float64=float64 float32=float32 float16=float16 int64=int64
           int32=int32 int16=int16 int8=int8 uint64=-1 uint32=int64
           uint16=int32 uint8=int16 complex32=complex32 complex64=complex64
           complex128=complex128 bool=-1
uint64     float64=-1 float32=-1 float16=-1 int64=-1 int32=-1 int16=-1
           int8=-1 uint64=uint64 uint32=uint64 uint16=uint64 uint8=uint64
           complex32=-1 complex64=-1 complex128=-1 bool=-1
uint32     float64=float64 float32=float64 float16=float64 int64=-1
           int32=int64 int16=int64 int8=int64 uint64=uint64 uint32=uint32
           uint16=uint32 uint8=uint32 complex32=complex128
           complex64=complex128 complex128=complex128 bool=-1
uint16     float64=float64 float32=float32 float16=float32 int64=int64
           int32=int32 int16=int32 int8=int32 uint64=uint64 uint32=uint32
           uint16=uint16 uint8=uint16 complex32=complex64 complex64=complex64
           complex128=complex128 bool=-1
uint8      float64=float64 float32=float32 float16=float16 int64=int64
           int32=int32 int16=int16 int8=int16 uint64=uint64 uint32=uint32
           uint16=uint16 uint8=uint8 complex32=complex32 complex64=complex64
           complex128=complex128 bool=-1
complex128 float64=complex128 float32=complex128 float16=complex128 int64=-1
           int32=complex128 int16=complex128 int8=complex128 uint64=-1
           uint32=complex128 uint16=complex128 uint8=complex128
           complex32=complex128 complex64=complex128 complex128=complex128
           bool=-1
complex64  float64=complex128 float32=complex64 float16=complex64 int64=-1
           int32=complex128 int16=complex64 int8=complex64 uint64=-1
           uint32=complex128 uint16=complex64 uint8=complex64
           complex32=complex64 complex64=complex64 complex128=complex128
           bool=-1
complex32  float64=complex128 float32=complex64 float16=complex32 int64=-1
           int32=complex128 int16=complex64 int8=complex64 uint64=-1
           uint32=complex128 uint16=complex64 uint8=complex64
           complex32=complex32 complex64=complex64 complex128=complex128
           bool=-1
bool       float64=-1 float32=-1 float16=-1 int64=-1 int32=-1 int16=-1
           int8=-1 uint64=-1 uint32=-1 uint16=-1 uint8=-1 complex32=-1
           complex64=-1 complex128=-1 bool=bool
"""

# safe_casts.json, rows `from`, cells `to`, in the file's own order.
SAFE_CASTS = """
float64    float64=1 float32=0 float16=0 int64=0 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=0
           complex32=0 bool=0
float32    float64=1 float32=1 float16=0 int64=0 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=1
           complex32=0 bool=0
float16    float64=1 float32=1 float16=1 int64=0 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=1
           complex32=1 bool=0
int64      float64=0 float32=0 float16=0 int64=1 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=0 complex64=0
           complex32=0 bool=0
int32      float64=1 float32=0 float16=0 int64=1 int32=1 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=0
           complex32=0 bool=0
int16      float64=1 float32=1 float16=0 int64=1 int32=1 int16=1 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=1
           complex32=0 bool=0
int8       float64=1 float32=1 float16=1 int64=1 int32=1 int16=1 int8=1
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=1
           complex32=1 bool=0
uint64     float64=0 float32=0 float16=0 int64=0 int32=0 int16=0 int8=0
           uint64=1 uint32=0 uint16=0 uint8=0 complex128=0 complex64=0
           complex32=0 bool=0
uint32     float64=1 float32=0 float16=0 int64=1 int32=0 int16=0 int8=0
           uint64=1 uint32=1 uint16=0 uint8=0 complex128=1 complex64=0
           complex32=0 bool=0
uint16     float64=1 float32=1 float16=0 int64=1 int32=1 int16=0 int8=0
           uint64=1 uint32=1 uint16=1 uint8=0 complex128=1 complex64=1
           complex32=0 bool=0
uint8      float64=1 float32=1 float16=1 int64=1 int32=1 int16=1 int8=0
           uint64=1 uint32=1 uint16=1 uint8=1 complex128=1 complex64=1
           complex32=1 bool=0
complex128 float64=0 float32=0 float16=0 int64=0 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=0
           complex32=0 bool=0
complex64  float64=0 float32=0 float16=0 int64=0 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=1
           complex32=0 bool=0
complex32  float64=0 float32=0 float16=0 int64=0 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=1 complex64=1
           complex32=1 bool=0
bool       float64=0 float32=0 float16=0 int64=0 int32=0 int16=0 int8=0
           uint64=0 uint32=0 uint16=0 uint8=0 complex128=0 complex64=0
           complex32=0 bool=1
"""


def _rows(text):
    """[(row, column, cell)] of a table above, in its order."""
    cells = []
    row = None
    for line in text.strip().splitlines():
        if not line.startswith(" "):
            row, line = line.split(maxsplit=1)
        for cell in line.split():
            column, value = cell.split("=")
            cells.append((row, column, value))
    return cells


def _promotion():
    table = _rows(PROMOTION_RULES)
    cells = {(row, column): value for row, column, value in table}
    cases = []
    for row, column, value in table:
        expect = (expect_error("no_promotion") if value == "-1"
                  else expect_dtype(value))
        other = cells[(column, row)]
        note = None
        if other != value:
            note = (f"promotionRules('{column}', '{row}') is {other}: the "
                    "table is not symmetric here, and promote_types reads "
                    "row dtypes[0]")
        cases.append(make_case(
            f"{PREFIX}/promote/{row}-{column}", "promote_types",
            {"dtypes": [row, column]}, expect,
            _cite("@stdlib/ndarray/promotion-rules",
                  "lib/promotion_rules.json", f"{row}.{column}"),
            note=note, profile="stdlib"))
    return cases


def _can_cast():
    return [make_case(
        f"{PREFIX}/can-cast/{row}-{column}", "can_cast",
        {"from": row, "to": column}, expect_answer(value == "1"),
        _cite("@stdlib/ndarray/safe-casts", "lib/safe_casts.json",
              f"{row}.{column}")
        if row != column else
        _cite("@stdlib/ndarray/base/assert/is-safe-data-type-cast",
              "lib/main.js", "isSafeCast (from === to)"),
        profile="stdlib")
        for row, column, value in _rows(SAFE_CASTS)]


def _concat_inputs(arrays, **axis):
    return function_inputs("concat", arrays, **axis)


CONCAT = "@stdlib/ndarray/concat"
# The files of @stdlib/ndarray/concat and of the modules it requires, as
# (package, file) for _cite.
MAIN = (CONCAT, "lib/main.js")
VALIDATE = (CONCAT, "lib/validate.js")
BROADCAST = (CONCAT, "lib/broadcast_arrays.js")
EXCEPT = ("@stdlib/ndarray/base/broadcast-array-except-dimensions",
          "lib/main.js")
PROMOTE = ("@stdlib/ndarray/base/promote-dtypes", "lib/main.js")

CONCAT_ROWS = (
    # The dim: stdlib's default, and the case format's axis as a dim.
    ('concat/default-dim-is-last',
     _concat_inputs([array("int8", [2, 2], [1, 2, 3, 4]),
                     array("int8", [2, 1], [5, 6])]),
     expect_array("int8", [2, 3], [1, 2, 5, 3, 4, 6]),
     MAIN, "concat (opts.dim = -1)",
     "the axis left out is stdlib's default dim -1, the last dimension "
     "(not the case format's 0)"),
    ('concat/axis-0-is-dim-minus-rank',
     _concat_inputs([array("int8", [2, 2], [1, 2, 3, 4]),
                     array("int8", [1, 2], [5, 6])], axis=0),
     expect_array("int8", [3, 2], [1, 2, 3, 4, 5, 6]),
     VALIDATE, "validate (dim a negative integer)",
     "axis 0 of rank-2 arrays is what a stdlib caller writes as dim -2"),
    ('concat/negative-axis-is-dim',
     _concat_inputs([array("int8", [2, 2], [1, 2, 3, 4]),
                     array("int8", [1, 2], [5, 6])], axis=-2),
     expect_array("int8", [3, 2], [1, 2, 3, 4, 5, 6]),
     MAIN, "concat (normalizeIndex of dim)"),
    ('concat/axis-at-rank-is-no-negative-dim',
     _concat_inputs([array("int8", [2], [1, 2]),
                     array("int8", [1], [3])], axis=1),
     expect_error("invalid_axis"),
     VALIDATE, "validate (dim a negative integer)",
     "axis 1 of rank-1 arrays would be dim 0, which validate.js refuses"),
    ('concat/validate-before-dtypes',
     _concat_inputs([array("bool", [2], [True, False]),
                     array("int8", [1], [3])], axis=3),
     expect_error("invalid_axis"),
     MAIN, "concat (validate before promoteDataTypes)"),
    ('concat/0d-arrays-axis-0',
     _concat_inputs([array("float64", [], [1.5]),
                     array("float64", [], [2.5])], axis=0),
     expect_error("invalid_axis"),
     VALIDATE, "validate (dim a negative integer)",
     "0-d arrays: axis 0 is dim 0"),
    ('concat/no-arrays',
     _concat_inputs([]),
     expect_error("invalid_argument"),
     MAIN, "concat (arrays.length < 1: TypeError)"),
    ('concat/axis-none',
     _concat_inputs([array("int8", [2], [1, 2])], axis=None),
     expect_error("undefined"),
     MAIN, "concat (options.dim an integer)",
     "stdlib's concat has no flattening form"),
    # Broadcasting to the first largest-rank array, except along dim.
    ('concat/lower-rank-broadcast',
     _concat_inputs([array("int16", [2, 3], [1, 2, 3, 4, 5, 6]),
                     array("int16", [3], [7, 8, 9])]),
     expect_array("int16", [2, 6],
                  [1, 2, 3, 7, 8, 9, 4, 5, 6, 7, 8, 9]),
     BROADCAST, "broadcastArrays",
     "the rank-1 array is broadcast to (2, 3) but along dim -1"),
    ('concat/lower-rank-first',
     _concat_inputs([array("int16", [3], [1, 2, 3]),
                     array("int16", [2, 3], [4, 5, 6, 7, 8, 9])]),
     expect_array("int16", [2, 6],
                  [1, 2, 3, 4, 5, 6, 1, 2, 3, 7, 8, 9]),
     BROADCAST, "broadcastArrays"),
    ('concat/size-one-broadcast',
     _concat_inputs([array("int8", [2, 1], [1, 2]),
                     array("int8", [1, 2], [3, 4])]),
     expect_array("int8", [2, 3], [1, 3, 4, 2, 3, 4]),
     EXCEPT, "broadcastArrayExceptDimensions (d === 1: stride 0)"),
    ('concat/size-one-along-other-dim',
     _concat_inputs([array("int8", [2, 2], [1, 2, 3, 4]),
                     array("int8", [1, 1], [9])], axis=-2),
     expect_array("int8", [3, 2], [1, 2, 3, 4, 9, 9]),
     EXCEPT, "broadcastArrayExceptDimensions (d === 1: stride 0)"),
    ('concat/first-largest-is-the-target',
     _concat_inputs([array("float64", [1, 3], [1.0, 2.0, 3.0]),
                     array("float64", [2, 3], [4.0, 5.0, 6.0, 7.0, 8.0,
                                               9.0])]),
     expect_error("incompatible_shapes"),
     BROADCAST, "broadcastArrays (the first array of the most dimensions)",
     "one-way broadcasting: (2, 3) cannot become the first array's (1, 3); "
     "the other order joins (spec case size-one-broadcast)"),
    ('concat/target-first-joins',
     _concat_inputs([array("float64", [2, 3], [4.0, 5.0, 6.0, 7.0, 8.0,
                                               9.0]),
                     array("float64", [1, 3], [1.0, 2.0, 3.0])]),
     expect_array("float64", [2, 6],
                  [4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 7.0, 8.0, 9.0, 1.0, 2.0,
                   3.0]),
     BROADCAST, "broadcastArrays (the first array of the most dimensions)"),
    ('concat/size-one-to-zero',
     _concat_inputs([array("float32", [0, 3], []),
                     array("float32", [1, 1], [1.0])]),
     expect_array("float32", [0, 4], []),
     EXCEPT, "broadcastArrayExceptDimensions (d === 1: stride 0)"),
    ('concat/size-two-to-zero',
     _concat_inputs([array("float32", [0, 3], []),
                     array("float32", [2, 1], [1.0, 2.0])]),
     expect_error("incompatible_shapes"),
     EXCEPT, "broadcastArrayExceptDimensions (broadcast incompatible)"),
    ('concat/lower-rank-lacks-dim',
     _concat_inputs([array("int8", [2, 3], [1, 2, 3, 4, 5, 6]),
                     array("int8", [3], [7, 8, 9])], axis=-2),
     expect_error("invalid_axis"),
     EXCEPT, "broadcastArrayExceptDimensions (out-of-bounds dimension "
     "index)",
     "dim -2 is checked against each array's own rank: the rank-1 array "
     "has no dimension -2"),
    ('concat/lower-rank-lacks-axis-0',
     _concat_inputs([array("int8", [2, 3], [1, 2, 3, 4, 5, 6]),
                     array("int8", [3], [7, 8, 9])], axis=0),
     expect_error("invalid_axis"),
     EXCEPT, "broadcastArrayExceptDimensions (out-of-bounds dimension "
     "index)",
     "axis 0 is dim -2, beyond the rank-1 array's"),
    ('concat/0d-among-others',
     _concat_inputs([array("uint8", [2], [1, 2]),
                     array("uint8", [], [3])]),
     expect_error("invalid_axis"),
     EXCEPT, "broadcastArrayExceptDimensions (out-of-bounds dimension "
     "index)"),
    ('concat/two-0d',
     _concat_inputs([array("uint8", [], [1]), array("uint8", [], [3])]),
     expect_error("invalid_axis"),
     EXCEPT, "broadcastArrayExceptDimensions (out-of-bounds dimension "
     "index)"),
    ('concat/lone-0d',
     _concat_inputs([array("uint8", [], [1])]),
     expect_error("invalid_axis"),
     MAIN, "concat (normalizeIndex's -1 unchecked)",
     "one 0-d array has no dimension -1; main.js does not check "
     "normalizeIndex's -1 (stdlib fails by accident inside a module it "
     "calls, a TypeError of @stdlib/ndarray/iter/stacks): the profile "
     "keeps the rule every other array is held to"),
    ('concat/lone-array-dim-beyond',
     _concat_inputs([array("int8", [2, 3], [1, 2, 3, 4, 5, 6])], axis=-3),
     expect_error("invalid_axis"),
     MAIN, "concat (normalizeIndex of dim)",
     "normalizeIndex answers -1 for dim -3 of rank 2; main.js does not "
     "check it (stdlib fails later, inside a module it calls): the "
     "profile keeps the "
     "rule every other array is held to"),
    ('concat/lone-array-copied',
     _concat_inputs([array("uint16", [2], [65535, 0])], axis=0),
     expect_array("uint16", [2], [65535, 0]),
     MAIN, "concat"),
    # The order of the checks: array by array, then the dtypes.
    ('concat/shapes-before-dtypes',
     _concat_inputs([array("bool", [2, 3], [True] * 6),
                     array("int8", [3, 3], [1] * 9)]),
     expect_error("incompatible_shapes"),
     MAIN, "concat (broadcastArrays before promoteDataTypes)"),
    ('concat/first-bad-array-decides-shape',
     _concat_inputs([array("float64", [2, 3], [0.0] * 6),
                     array("float64", [3, 3], [0.0] * 9),
                     array("float64", [], [0.0])]),
     expect_error("incompatible_shapes"),
     BROADCAST, "broadcastArrays (in order)"),
    ('concat/first-bad-array-decides-axis',
     _concat_inputs([array("float64", [2, 3], [0.0] * 6),
                     array("float64", [], [0.0]),
                     array("float64", [3, 3], [0.0] * 9)]),
     expect_error("invalid_axis"),
     BROADCAST, "broadcastArrays (in order)"),
    # The dtype: promoteDataTypes, left to right, and the values.
    ('concat/int8-uint8',
     _concat_inputs([array("int8", [2], [-1, -128]),
                     array("uint8", [1], [255])]),
     expect_array("int16", [3], [-1, -128, 255]),
     PROMOTE, "promoteDataTypes"),
    ('concat/int16-uint16',
     _concat_inputs([array("int16", [2], [-1, -32768]),
                     array("uint16", [1], [65535])]),
     expect_array("int32", [3], [-1, -32768, 65535]),
     PROMOTE, "promoteDataTypes"),
    ('concat/uint16-int8',
     _concat_inputs([array("uint16", [1], [65535]),
                     array("int8", [1], [-128])]),
     expect_array("int32", [2], [65535, -128]),
     PROMOTE, "promoteDataTypes"),
    ('concat/int32-float32',
     _concat_inputs([array("int32", [1], [2147483647]),
                     array("float32", [1], [0.10000000149011612])]),
     expect_array("float64", [2], [2147483647.0, 0.10000000149011612]),
     PROMOTE, "promoteDataTypes",
     "int32 with float32 is float64: every value exact"),
    ('concat/uint8-float32',
     _concat_inputs([array("uint8", [1], [255]),
                     array("float32", [1], [-0.0])]),
     expect_array("float32", [2], [255.0, -0.0]),
     PROMOTE, "promoteDataTypes"),
    ('concat/float32-complex64',
     _concat_inputs([array("float32", [2], [1.5, float("nan")]),
                     array("complex64", [1], [complex(1.0, 2.0)])]),
     expect_array("complex64", [3], [complex(1.5, 0.0),
                                     complex(float("nan"), 0.0),
                                     complex(1.0, 2.0)]),
     PROMOTE, "promoteDataTypes"),
    ('concat/int16-complex64',
     _concat_inputs([array("int16", [1], [-7]),
                     array("complex64", [1], [complex(0.5, -1.0)])]),
     expect_array("complex64", [2], [complex(-7.0, 0.0),
                                     complex(0.5, -1.0)]),
     PROMOTE, "promoteDataTypes"),
    ('concat/int32-uint32-is-int64',
     _concat_inputs([array("int32", [1], [-1]),
                     array("uint32", [1], [4294967295])]),
     expect_array("int64", [2], [-1, 4294967295]),
     PROMOTE, "promoteDataTypes",
     "the table's int64, which stdlib cannot allocate (empty() refuses "
     "int64): the library's failure, not a rule"),
    ('concat/uint32-int8-is-int64',
     _concat_inputs([array("uint32", [1], [7]),
                     array("int8", [1], [-1])]),
     expect_array("int64", [2], [7, -1]),
     PROMOTE, "promoteDataTypes",
     "the table's int64, which stdlib cannot allocate"),
    ('concat/fold-ends-at-minus-one',
     _concat_inputs([array("int32", [1], [1]),
                     array("uint32", [1], [2]),
                     array("float32", [1], [3.0])]),
     expect_error("no_promotion"),
     PROMOTE, "promoteDataTypes",
     "int32 with uint32 is int64, and int64 with float32 is -1"),
    ('concat/fold-in-order',
     _concat_inputs([array("float32", [1], [0.5]),
                     array("int32", [1], [-3]),
                     array("uint32", [1], [4294967295])]),
     expect_array("float64", [3], [0.5, -3.0, 4294967295.0]),
     PROMOTE, "promoteDataTypes",
     "float32 with int32 is float64, float64 with uint32 float64: the "
     "same arrays in another order end in no_promotion"),
    ('concat/bool-int8',
     _concat_inputs([array("bool", [2], [True, False]),
                     array("int8", [1], [1])]),
     expect_error("no_promotion"),
     PROMOTE, "promoteDataTypes",
     "bool promotes with bool alone"),
    ('concat/bool-bool',
     _concat_inputs([array("bool", [2], [True, False]),
                     array("bool", [1], [True])]),
     expect_array("bool", [3], [True, False, True]),
     PROMOTE, "promoteDataTypes"),
    # Arrays stdlib cannot make.
    ('concat/int64-array',
     _concat_inputs([array("int64", [1], [1]), array("int64", [1], [2])]),
     expect_error("undefined"),
     ("@stdlib/ndarray/base/dtype-strings", "lib/dtypes.json"), "all",
     "int64 is not among stdlib's ndarray dtypes: no such array can be "
     "passed"),
    ('concat/float16-array',
     _concat_inputs([array("float16", [1], [1.0])]),
     expect_error("undefined"),
     ("@stdlib/ndarray/empty", "lib/main.js"), "empty",
     "a float16 ndarray cannot be allocated (no float16 typed array "
     "constructor)"),
)


def _concat():
    return [make_case(f"{PREFIX}/{name}", "concat", inputs, expect,
                      _cite(package, path, section),
                      note=note[0] if note else None, profile="stdlib")
            for name, inputs, expect, (package, path), section, *note
            in CONCAT_ROWS]


def cases():
    return _promotion() + _can_cast() + _concat()
