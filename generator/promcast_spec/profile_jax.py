"""The jax profile's cases, transcribed from JAX's own sources.

Expectations are literals read from upstream, never computed by the model:
  - jax-ml/jax docs/type_promotion.rst: every cell of the printed binary
    promotion table (18 x 18, weak types included). Strong x strong cells
    are promote_types cases; a cell with a weak type (i*, f*, c*) is a
    result_type case with Python scalar operands, answered with x64 on,
    as the table was printed (its u4 x i1 cell is i8, its u8 x i1 cell f*).
  - jax-ml/jax jax/_src/dtypes.py: result_type with x64 off and on, the
    canonicalization rules of docs/profiles/jax.md.
  - ml_dtypes/_src/custom_float.h and NumPy's safe casts: can_cast.
  - jax-ml/jax jax/_src/numpy/ufuncs.py docstrings, jax/_src/lax/lax.py and
    jax/_src/interpreters/mlir.py: element-wise values, dtypes, refusals.
Where JAX's current source differs from the printed table, the case follows
the source and its note says what the table prints.
"""

from .builder import (SpecCases, array, binary_inputs, expect_answer,
                      expect_array, expect_dtype, expect_error)

RST = "jax-ml/jax docs/type_promotion.rst"
DTYPES_PY = "jax-ml/jax jax/_src/dtypes.py"
UFUNCS_PY = "jax-ml/jax jax/_src/numpy/ufuncs.py"
LAX_PY = "jax-ml/jax jax/_src/lax/lax.py"
MLIR_PY = "jax-ml/jax jax/_src/interpreters/mlir.py"
CUSTOM_FLOAT_H = "jax-ml/ml_dtypes ml_dtypes/_src/custom_float.h"
LLVM_UTIL_CC = "openxla/xla xla/service/llvm_ir/llvm_util.cc"
OTHER_PY = "jax-ml/jax jax/_src/lax/other.py"
# Every document a case's source cites ("<document> §<section>").
DOCUMENTS = (RST, DTYPES_PY, UFUNCS_PY, LAX_PY, MLIR_PY, CUSTOM_FLOAT_H,
             LLVM_UTIL_CC, OTHER_PY)
SOURCE = (f"{RST} (binary promotion table), {DTYPES_PY} (result_type, "
          f"canonicalization), {CUSTOM_FLOAT_H} (can_cast), {UFUNCS_PY}, "
          f"{LAX_PY}, {MLIR_PY} (element-wise ops)")
PREFIX = "spec/profile-jax"
TABLE_SECTION = "Type promotion semantics (binary promotion table)"

# docs/type_promotion.rst, the table's rows as printed (row label, then one
# cell per column of TABLE_ORDER). Codes: kind and bytes (u4 is uint32,
# c8 complex64), bf bfloat16, and i*, f*, c* "Python int, float, complex or
# weakly-typed" ones.
TABLE_ORDER = ("b1 u1 u2 u4 u8 i1 i2 i4 i8 bf f2 f4 f8 c8 c16 "
               "i* f* c*").split()
TABLE_ROWS = {
    "b1": "b1 u1 u2 u4 u8 i1 i2 i4 i8 bf f2 f4 f8 c8 c16 i* f* c*",
    "u1": "u1 u1 u2 u4 u8 i2 i2 i4 i8 bf f2 f4 f8 c8 c16 u1 f* c*",
    "u2": "u2 u2 u2 u4 u8 i4 i4 i4 i8 bf f2 f4 f8 c8 c16 u2 f* c*",
    "u4": "u4 u4 u4 u4 u8 i8 i8 i8 i8 bf f2 f4 f8 c8 c16 u4 f* c*",
    "u8": "u8 u8 u8 u8 u8 f* f* f* f* bf f2 f4 f8 c8 c16 u8 f* c*",
    "i1": "i1 i2 i4 i8 f* i1 i2 i4 i8 bf f2 f4 f8 c8 c16 i1 f* c*",
    "i2": "i2 i2 i4 i8 f* i2 i2 i4 i8 bf f2 f4 f8 c8 c16 i2 f* c*",
    "i4": "i4 i4 i4 i8 f* i4 i4 i4 i8 bf f2 f4 f8 c8 c16 i4 f* c*",
    "i8": "i8 i8 i8 i8 f* i8 i8 i8 i8 bf f2 f4 f8 c8 c16 i8 f* c*",
    "bf": "bf bf bf bf bf bf bf bf bf bf f4 f4 f8 c8 c16 bf bf c8",
    "f2": "f2 f2 f2 f2 f2 f2 f2 f2 f2 f4 f2 f4 f8 c8 c16 f2 f2 c8",
    "f4": "f4 f4 f4 f4 f4 f4 f4 f4 f4 f4 f4 f4 f8 c8 c16 f4 f4 c8",
    "f8": "f8 f8 f8 f8 f8 f8 f8 f8 f8 f8 f8 f8 f8 c16 c16 f8 f8 c16",
    "c8": "c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c16 c8 c16 c8 c8 c8",
    "c16": "c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 "
           "c16 c16 c16",
    "i*": "i* u1 u2 u4 u8 i1 i2 i4 i8 bf f2 f4 f8 c8 c16 i* f* c*",
    "f*": "f* f* f* f* f* f* f* f* f* bf f2 f4 f8 c8 c16 f* f* c*",
    "c*": "c* c* c* c* c* c* c* c* c* c8 c8 c8 c16 c8 c16 c* c* c*",
}
TABLE_KEY = {
    "b1": "bool", "u1": "uint8", "u2": "uint16", "u4": "uint32",
    "u8": "uint64", "i1": "int8", "i2": "int16", "i4": "int32",
    "i8": "int64", "bf": "bfloat16", "f2": "float16", "f4": "float32",
    "f8": "float64", "c8": "complex64", "c16": "complex128",
}
# The weak codes: the Python scalar kind, and what np.dtype makes of it
# (jnp.promote_types returns np.dtype(float) for f*; result_type with x64
# gives the 64-bit default of the kind: default_int_dtype() and so on).
WEAK_KIND = {"i*": "int", "f*": "float", "c*": "complex"}
WEAK_DTYPE_X64 = {"i*": "int64", "f*": "float64", "c*": "complex128"}

# Cells where JAX's current source answers promote_types (x64 off, as the
# promote_types cases are) otherwise than the table prints: dtypes.py
# _type_promotion_lattice, "if not x64: out[u32] = [i32, u64]".
X32_LATTICE_NOTE = (
    "the table prints i8 (int64): it was built with x64 on; with x64 off "
    "dtypes.py _type_promotion_lattice replaces the edge u32 -> [i64, u64] "
    "by u32 -> [i32, u64] ('avoid any promotions that form 64-bit types "
    "from non-64-bit inputs'), so jnp.promote_types gives int32")
X32_LATTICE_CELLS = {
    ("u4", "i1"): "int32", ("u4", "i2"): "int32", ("u4", "i4"): "int32",
    ("i1", "u4"): "int32", ("i2", "u4"): "int32", ("i4", "u4"): "int32",
}


def cases():
    cases_ = []
    for build in (_promotion_table, _canonicalization, _can_cast,
                  _elementwise):
        cases_.extend(build())
    return cases_


def _table_operand(code):
    if code in WEAK_KIND:
        return {"category": "scalar", "kind": WEAK_KIND[code]}
    return {"category": "dimensioned", "dtype": TABLE_KEY[code]}


def _name(code):
    return TABLE_KEY.get(code) or WEAK_KIND[code]


def _promotion_table():
    spec = SpecCases(PREFIX, RST, profile="jax")
    for row in TABLE_ORDER:
        for column, cell in zip(TABLE_ORDER, TABLE_ROWS[row].split()):
            name = f"{_name(row)}-{_name(column)}"
            if row in WEAK_KIND or column in WEAK_KIND:
                spec.add(f"table/{name}", "result_type",
                         {"operands": [_table_operand(row),
                                       _table_operand(column)],
                          "default_float": "float32", "x64": True},
                         expect_dtype(TABLE_KEY.get(cell)
                                      or WEAK_DTYPE_X64[cell]),
                         TABLE_SECTION, note=_weak_cell_note(row, column,
                                                             cell))
                continue
            note = None
            expected = TABLE_KEY.get(cell)
            if cell == "f*":
                expected = "float64"
                note = ("the table prints f*, the weak float: "
                        "jnp.promote_types returns np.dtype(float), float64, "
                        "whatever x64 says")
            if (row, column) in X32_LATTICE_CELLS:
                expected = X32_LATTICE_CELLS[(row, column)]
                note = X32_LATTICE_NOTE
            spec.add(f"promote/{name}", "promote_types",
                     {"dtypes": [TABLE_KEY[row], TABLE_KEY[column]]},
                     expect_dtype(expected), TABLE_SECTION, note=note)
    return spec.cases


def _weak_cell_note(row, column, cell):
    kinds = [WEAK_KIND[c] for c in (row, column) if c in WEAK_KIND]
    plural = "s" if len(kinds) > 1 else ""
    note = (f"Python {' and '.join(kinds)} scalar{plural} (weak), with x64 "
            "as the table was printed")
    if cell in WEAK_KIND:
        note += (f"; the table prints {cell}, the weak result, which "
                 f"result_type makes the default {WEAK_KIND[cell]} dtype, "
                 f"{WEAK_DTYPE_X64[cell]} with x64")
    return note


# dtypes.py result_type, x64 off and on: (name, operands, x64 off, x64 on,
# section, note). An operand is "dtype:dim", "dtype:zero" (a 0-d array) or
# "kind:scalar" (a Python scalar); None is no_promotion.
CANONICALIZATION = (
    ("int-alone", ["int:scalar"], "int32", "int64", "result_type",
     "a weak result is the default dtype of its kind (default_types)"),
    ("float-alone", ["float:scalar"], "float32", "float64", "result_type",
     None),
    ("complex-alone", ["complex:scalar"], "complex64", "complex128",
     "result_type", None),
    ("bool-scalar-alone", ["bool:scalar"], "bool", "bool", "result_type",
     "Python bool is not weak: np.dtype(bool)"),
    ("int-int", ["int:scalar", "int:scalar"], "int32", "int64",
     "lattice_result_type", "all weak: the join of the strongly-typed "
     "counterparts, weak"),
    ("int-float", ["int:scalar", "float:scalar"], "float32", "float64",
     "lattice_result_type", "all weak: the join of the strongly-typed "
     "counterparts (int32 and float32 without x64), weak"),
    ("float-complex", ["float:scalar", "complex:scalar"], "complex64",
     "complex128", "lattice_result_type", None),
    ("bool-scalar-int", ["bool:scalar", "int:scalar"], "int32", "int64",
     "lattice_result_type", "Python bool is strong bool; bool with i* is "
     "i*, weak"),
    ("bool-int", ["bool:dim", "int:scalar"], "int32", "int64",
     "result_type", "b1 with i* is i*, weak: the default int"),
    ("bool-float", ["bool:dim", "float:scalar"], "float32", "float64",
     "result_type", None),
    ("bool-complex", ["bool:dim", "complex:scalar"], "complex64",
     "complex128", "result_type", None),
    ("int8-int", ["int8:dim", "int:scalar"], "int8", "int8",
     "lattice_result_type", None),
    ("uint8-300", ["uint8:dim", "int:scalar=300"], "uint8", "uint8",
     "lattice_result_type", "values are never looked at: 300 does not fit "
     "uint8"),
    ("int8-float", ["int8:dim", "float:scalar"], "float32", "float64",
     "result_type", "i1 with f* is f*, weak: the default float"),
    ("float16-float", ["float16:dim", "float:scalar"], "float16", "float16",
     "lattice_result_type", None),
    ("bfloat16-complex", ["bfloat16:dim", "complex:scalar"], "complex64",
     "complex64", "lattice_result_type", None),
    ("float32-complex", ["float32:dim", "complex:scalar"], "complex64",
     "complex64", "lattice_result_type", None),
    ("float64-complex", ["float64:dim", "complex:scalar"], "complex64",
     "complex128", "dtype", "without x64 dtype() makes the float64 "
     "specifier float32 (_dtype_to_32bit_dtype)"),
    ("int64-alone", ["int64:dim"], "int32", "int64", "dtype",
     "canonicalize_dtype: _dtype_to_32bit_dtype without x64"),
    ("uint64-alone", ["uint64:dim"], "uint32", "uint64", "dtype", None),
    ("float64-alone", ["float64:dim"], "float32", "float64", "dtype", None),
    ("complex128-zero-alone", ["complex128:zero"], "complex64",
     "complex128", "dtype", None),
    ("int64-uint64", ["int64:dim", "uint64:dim"], "int32", "float64",
     "dtype", "without x64 the operands are int32 and uint32 (x32 lattice: "
     "int32); with x64 i8 with u8 is f*, weak, so the default float"),
    ("uint64-int8", ["uint64:dim", "int8:dim"], "int32", "float64", "dtype",
     "without x64 uint32 with int8 (x32 lattice: int32)"),
    ("uint32-int8", ["uint32:dim", "int8:dim"], "int32", "int64",
     "_type_promotion_lattice", "the table prints i8 (with x64)"),
    ("uint32-int16", ["uint32:dim", "int16:dim"], "int32", "int64",
     "_type_promotion_lattice", "the table prints i8 (with x64)"),
    ("uint32-int32", ["uint32:dim", "int32:dim"], "int32", "int64",
     "_type_promotion_lattice", "the table prints i8 (with x64)"),
    ("uint64-int", ["uint64:dim", "int:scalar"], "uint32", "uint64",
     "dtype", None),
    ("int64-float", ["int64:dim", "float:scalar"], "float32", "float64",
     "result_type", None),
    ("uint64-float16", ["uint64:dim", "float16:dim"], "float16", "float16",
     "_type_promotion_lattice", None),
    ("int8-zero-int64", ["int8:dim", "int64:zero"], "int32", "int64",
     "lattice_result_type", "a 0-d array is strong, not weak"),
    ("float16-zero-float64", ["float16:dim", "float64:zero"], "float32",
     "float64", "lattice_result_type", "a 0-d array is strong, not weak"),
    ("bool-bool-scalar", ["bool:dim", "bool:scalar"], "bool", "bool",
     "lattice_result_type", None),
    ("int8-bool-scalar", ["int8:dim", "bool:scalar"], "int8", "int8",
     "lattice_result_type", "Python bool is not weak, but b1 is below "
     "every integer"),
    ("int-uint8-int8", ["int:scalar", "uint8:dim", "int8:dim"], "int16",
     "int16", "_least_upper_bound", None),
    ("int8-uint8-float", ["int8:dim", "uint8:dim", "float:scalar"],
     "float32", "float64", "_least_upper_bound", "the join of i1, u1 and "
     "f* is f*, weak"),
    ("uint64-int16-float16", ["uint64:dim", "int16:dim", "float16:dim"],
     "float16", "float16", "_least_upper_bound",
     "the join of all operands at once is associative (JEP 9407)"),
    ("float16-uint64-int16", ["float16:dim", "uint64:dim", "int16:dim"],
     "float16", "float16", "_least_upper_bound", None),
    ("int16-float16-uint64", ["int16:dim", "float16:dim", "uint64:dim"],
     "float16", "float16", "_least_upper_bound", None),
    ("float8-float", ["float8_e4m3fn:dim", "float:scalar"], "float8_e4m3fn",
     "float8_e4m3fn", "_type_promotion_lattice",
     "f* -> [*small_float_types, ...]"),
    ("float8-int8", ["float8_e4m3fn:dim", "int8:dim"], "float8_e4m3fn",
     "float8_e4m3fn", "_type_promotion_lattice", None),
    ("float8-complex", ["float8_e5m2:dim", "complex:scalar"], None, None,
     "_least_upper_bound", "8-bit floats do not support implicit "
     "promotion: c* is not above them"),
    ("float8-float8", ["float8_e4m3fn:dim", "float8_e5m2:dim"], None, None,
     "_least_upper_bound", None),
    ("float8-bfloat16", ["float8_e5m2:dim", "bfloat16:dim"], None, None,
     "_least_upper_bound", None),
    ("complex32", ["complex32:dim", "int:scalar"], "unsupported", 
     "unsupported", "_complex_types", "JAX has no complex32"),
    ("thirty-six-operands", ["int8:dim", "uint8:dim"] * 18,
     "int16", "int16", "_least_upper_bound",
     "36 operands of two dtypes: the join is over the set of their nodes, "
     "each met eighteen times (more operands than the lattice has nodes)"),
)


def _operand(text):
    spelled, category = text.split(":")
    if category.startswith("scalar"):
        operand = {"category": "scalar", "kind": spelled}
        if "=" in category:
            operand["value"] = category.split("=")[1]
        return operand
    return {"category": "zero_dim" if category == "zero" else "dimensioned",
            "dtype": spelled}


def _expect(answer):
    if answer is None:
        return expect_error("no_promotion")
    if answer == "unsupported":
        return expect_error("unsupported_dtype_for_op")
    return expect_dtype(answer)


def _canonicalization():
    spec = SpecCases(PREFIX, DTYPES_PY, profile="jax")
    for name, operands, x32, x64, section, note in CANONICALIZATION:
        for x64_on, answer in ((False, x32), (True, x64)):
            inputs = {"operands": [_operand(o) for o in operands],
                      "default_float": "float32"}
            if x64_on:
                inputs["x64"] = True
            spec.add(f"result-type/{name}-{'x64' if x64_on else 'x32'}",
                     "result_type", inputs, _expect(answer), section,
                     note=note)
    return spec.cases


# jnp.can_cast is np.can_cast(from, to, casting="safe") (dtypes.py
# can_cast = np.can_cast): (from, to, answer, source, section, note).
CAN_CAST = (
    ("bfloat16", "float32", True, CUSTOM_FLOAT_H, "RegisterFloatCasts",
     "Safe casts from T to other types: NPY_FLOAT"),
    ("float8_e4m3fn", "complex64", True, CUSTOM_FLOAT_H,
     "RegisterFloatCasts", "Safe casts from T to other types: NPY_CFLOAT"),
    ("int8", "bfloat16", True, CUSTOM_FLOAT_H, "RegisterFloatCasts",
     "Safe casts to T from other types: NPY_BYTE"),
    ("uint8", "float8_e5m2", True, CUSTOM_FLOAT_H, "RegisterFloatCasts",
     "Safe casts to T from other types: NPY_UBYTE"),
    ("bool", "float8_e4m3fn", True, CUSTOM_FLOAT_H, "RegisterFloatCasts",
     "Safe casts to T from other types: NPY_BOOL"),
    ("int16", "bfloat16", False, CUSTOM_FLOAT_H, "RegisterFloatCasts",
     "only bool, uint8 and int8 are registered as safe to T"),
    ("float16", "bfloat16", False, CUSTOM_FLOAT_H, "RegisterFloatCasts",
     "float16 is not registered as safe to T"),
    ("bfloat16", "float16", False, CUSTOM_FLOAT_H, "RegisterFloatCasts",
     "T is registered as safe to float32, float64 and complex only"),
    ("float8_e4m3fn", "float8_e5m2", False, CUSTOM_FLOAT_H,
     "RegisterFloatCasts", None),
    ("bfloat16", "bfloat16", True, DTYPES_PY, "can_cast",
     "a type casts safely to itself"),
    ("int64", "float64", True, DTYPES_PY, "can_cast",
     "np.can_cast(int64, float64) is safe"),
    ("uint64", "float64", True, DTYPES_PY, "can_cast", None),
    ("int32", "float32", False, DTYPES_PY, "can_cast",
     "np.can_cast(int32, float32) is not safe"),
    ("int8", "float16", True, DTYPES_PY, "can_cast", None),
    ("float64", "float32", False, DTYPES_PY, "can_cast", None),
    ("complex64", "float64", False, DTYPES_PY, "can_cast", None),
)


def _can_cast():
    specs = {path: SpecCases(PREFIX, path, profile="jax")
             for path in (CUSTOM_FLOAT_H, DTYPES_PY)}
    for source, target, answer, path, section, note in CAN_CAST:
        specs[path].add(f"can-cast/{source}-{target}", "can_cast",
                        {"from": source, "to": target}, expect_answer(answer),
                        section, note=note)
    return specs[CUSTOM_FLOAT_H].cases + specs[DTYPES_PY].cases


SCALAR_AS_0D = ("the docstring's Python int is weak; a 0-d int32 array "
                "(strong) gives the same int32 here")


def _elementwise():
    nan = float("nan")
    docstrings = SpecCases(PREFIX, UFUNCS_PY, profile="jax")
    # Docstring examples (jnp.array of Python ints is int32, of floats
    # float32: x64 off).
    docstrings.add(
        "elementwise/add-arange-10", "add",
        binary_inputs(array("int32", (4,), [0, 1, 2, 3]),
                      array("int32", (), [10])),
        expect_array("int32", (4,), [10, 11, 12, 13]), "_add",
        note="x = jnp.arange(4); jnp.add(x, 10); " + SCALAR_AS_0D)
    docstrings.add(
        "elementwise/multiply-arange-10", "multiply",
        binary_inputs(array("int32", (4,), [0, 1, 2, 3]),
                      array("int32", (), [10])),
        expect_array("int32", (4,), [0, 10, 20, 30]), "_multiply",
        note="jnp.multiply(x, 10); " + SCALAR_AS_0D)
    docstrings.add(
        "elementwise/bitwise-and-arange-1", "bitwise_and",
        binary_inputs(array("int32", (4,), [0, 1, 2, 3]),
                      array("int32", (), [1])),
        expect_array("int32", (4,), [0, 1, 0, 1]), "_bitwise_and",
        note="jnp.bitwise_and(x, 1); " + SCALAR_AS_0D)
    docstrings.add(
        "elementwise/maximum-same-shape", "maximum",
        binary_inputs(array("int32", (4,), [1, -5, 3, 2]),
                      array("int32", (4,), [-2, 4, 7, -6])),
        expect_array("int32", (4,), [1, 4, 7, 2]), "maximum")
    docstrings.add(
        "elementwise/maximum-broadcast", "maximum",
        binary_inputs(array("int32", (2, 4), [-2, 5, 7, 4, 1, -6, 3, 8]),
                      array("int32", (4,), [-5, 3, 6, 9])),
        expect_array("int32", (2, 4), [-2, 5, 7, 9, 1, 3, 6, 9]), "maximum")
    docstrings.add(
        "elementwise/maximum-nan", "maximum",
        binary_inputs(array("float32", (3,), [nan, -3.0, 9.0]),
                      array("float32", (2, 3),
                            [4.0, -2.0, nan, -3.0, -5.0, 10.0])),
        expect_array("float32", (2, 3), [nan, -2.0, nan, nan, -3.0, 10.0]),
        "maximum", note="nan if one element is nan")
    docstrings.add(
        "elementwise/less-same-shape", "less",
        binary_inputs(array("int32", (3,), [5, 9, -3]),
                      array("int32", (3,), [1, 6, 4])),
        expect_array("bool", (3,), [False, False, True]), "less")
    docstrings.add(
        "elementwise/less-broadcast", "less",
        binary_inputs(array("int32", (2, 4), [2, -4, 6, -8, -1, 5, -3, 7]),
                      array("int32", (4,), [0, 3, -5, 9])),
        expect_array("bool", (2, 4),
                     [False, True, False, True, True, False, False, True]),
        "less")
    docstrings.add(
        "elementwise/divide-int", "divide",
        binary_inputs(array("int32", (3,), [3, 4, 5]),
                      array("int32", (), [2])),
        expect_array("float32", (3,), [1.5, 2.0, 2.5]), "true_divide",
        note="promote_dtypes_inexact: int32 to float32; " + SCALAR_AS_0D)
    docstrings.add(
        "elementwise/add-bool", "add",
        binary_inputs(array("bool", (4,), [False, False, True, True]),
                      array("bool", (4,), [False, True, False, True])),
        expect_array("bool", (4,), [False, True, True, True]), "_add",
        note="lax.bitwise_or for bools; values are ours")
    docstrings.add(
        "elementwise/multiply-bool", "multiply",
        binary_inputs(array("bool", (4,), [False, False, True, True]),
                      array("bool", (4,), [False, True, False, True])),
        expect_array("bool", (4,), [False, False, False, True]), "_multiply",
        note="lax.bitwise_and for bools; values are ours")
    docstrings.add(
        "elementwise/less-complex", "less",
        binary_inputs(array("complex64", (5,),
                            [1 + 2j, 1 + 2j, 2 + 0j, complex(nan, 0.0),
                             complex(1.0, nan)]),
                      array("complex64", (5,),
                            [1 + 3j, 1 + 2j, 1 + 5j, 1 + 0j, 1 + 0j])),
        expect_array("bool", (5,), [True, False, False, False, False]),
        "_complex_comparison",
        note="select(re(x) == re(y), im(x) < im(y), re(x) < re(y)); values "
             "are ours")
    docstrings.add(
        "elementwise/divide-int64-x32", "divide",
        binary_inputs(array("int64", (2,), [7, -1]),
                      array("int64", (2,), [2, 4])),
        expect_array("float32", (2,), [3.5, -0.25]), "true_divide",
        note="without x64 an int64 array is int32, which "
             "promote_dtypes_inexact makes float32 (dtypes.py "
             "_dtype_to_inexact); values are ours")

    for op, result in (("bitwise_or", [1, 1, 3, 3]),
                       ("bitwise_xor", [1, 0, 3, 2])):
        docstrings.add(
            f"elementwise/{op.replace('_', '-')}-arange-1", op,
            binary_inputs(array("int32", (4,), [0, 1, 2, 3]),
                          array("int32", (), [1])),
            expect_array("int32", (4,), result), op,
            note=f"x = jnp.arange(4); jnp.{op}(x, 1); " + SCALAR_AS_0D)
    docstrings.add(
        "elementwise/minimum-same-shape", "minimum",
        binary_inputs(array("int32", (4,), [2, 3, 5, 1]),
                      array("int32", (4,), [-3, 6, -4, 7])),
        expect_array("int32", (4,), [-3, 3, -4, 1]), "minimum")
    docstrings.add(
        "elementwise/minimum-broadcast", "minimum",
        binary_inputs(array("int32", (2, 3), [1, 5, 2, -3, 4, 7]),
                      array("int32", (3,), [-2, 3, 6])),
        expect_array("int32", (2, 3), [-2, 3, 2, -3, 3, 6]), "minimum")
    docstrings.add(
        "elementwise/minimum-nan", "minimum",
        binary_inputs(array("float32", (3, 3),
                            [2.5, nan, -2.0, nan, 5.0, 6.0, -4.0, 3.0, 7.0]),
                      array("float32", (3,), [1.0, nan, 5.0])),
        expect_array("float32", (3, 3),
                     [1.0, nan, -2.0, nan, nan, 5.0, -4.0, nan, 5.0]),
        "minimum", note="nan if one element is nan")
    docstrings.add(
        "elementwise/not-equal-broadcast", "not_equal",
        binary_inputs(array("int32", (3, 3), [1, 2, 3, 4, 5, 6, 7, 8, 9]),
                      array("int32", (3,), [1, 5, 9])),
        expect_array("bool", (3, 3), [False, True, True, True, False, True,
                                      True, True, False]), "not_equal")
    docstrings.add(
        "elementwise/not-equal-signed-zero", "not_equal",
        binary_inputs(array("float32", (), [0.0]),
                      array("float32", (), [-0.0])),
        expect_array("bool", (), [False]), "not_equal",
        note="jnp.not_equal(0., -0.) is False; the docstring's Python "
             "floats are weak, 0-d float32 arrays give the same")
    for op, x, y, result in (
            ("greater_equal", [2, 5, -1], [-6, 4, 3], [True, True, False]),
            ("greater", [5, 9, -2], [4, -1, 6], [True, True, False]),
            ("less_equal", [-4, 1, 7], [2, -3, 8], [True, False, True])):
        docstrings.add(
            f"elementwise/{op.replace('_', '-')}-same-shape", op,
            binary_inputs(array("int32", (3,), x), array("int32", (3,), y)),
            expect_array("bool", (3,), result), op)
    docstrings.add(
        "elementwise/greater-equal-broadcast", "greater_equal",
        binary_inputs(array("int32", (2, 3), [3, -1, 4, 5, 9, -6]),
                      array("int32", (3,), [-1, 4, 2])),
        expect_array("bool", (2, 3), [True, False, True, True, True, False]),
        "greater_equal")
    docstrings.add(
        "elementwise/greater-broadcast", "greater",
        binary_inputs(array("int32", (2, 3), [5, -6, 7, -2, 5, 9]),
                      array("int32", (3,), [-4, 3, 10])),
        expect_array("bool", (2, 3), [True, False, False, True, True, False]),
        "greater")
    docstrings.add(
        "elementwise/less-equal-broadcast", "less_equal",
        binary_inputs(array("int32", (3,), [2, -5, 9]),
                      array("int32", (2, 3), [1, -6, 5, -2, 4, -6])),
        expect_array("bool", (2, 3),
                     [False, False, False, False, True, False]),
        "less_equal")
    docstrings.add(
        "elementwise/greater-equal-complex", "greater_equal",
        binary_inputs(array("complex64", (4,),
                            [1 + 2j, 2 + 0j, complex(nan, 0.0),
                             complex(2.0, nan)]),
                      array("complex64", (4,),
                            [1 + 3j, 1 + 5j, 1 + 0j, 1 + 0j])),
        expect_array("bool", (4,), [False, True, False, True]),
        "_complex_comparison",
        note="select(re(x) == re(y), im(x) >= im(y), re(x) >= re(y)): a NaN "
             "imaginary part does not matter when the real parts differ; "
             "values are ours")

    lax = SpecCases(PREFIX, LAX_PY, profile="jax")
    lax.add("elementwise/subtract-bool", "subtract",
            binary_inputs(array("bool", (2,), [True, False]),
                          array("bool", (2,), [True, True])),
            expect_error("unsupported_dtype_for_op"), "sub_p",
            note="sub_p = standard_naryop([_num, _num], 'sub'): bool is not "
                 "a _num")
    lax.add("elementwise/subtract-bool-bad-shapes", "subtract",
            binary_inputs(array("bool", (2,), [True, False]),
                          array("bool", (3,), [True, True, False])),
            expect_error("incompatible_shapes"), "sub_p",
            note="the primitive's shape rule runs before its dtype rule "
                 "(lax/utils.py call_shape_dtype_sharding_rule)")
    lax.add("elementwise/subtract-bool-int8", "subtract",
            binary_inputs(array("bool", (2,), [True, False]),
                          array("int8", (2,), [1, -1])),
            expect_array("int8", (2,), [0, 1]), "sub_p",
            note="bool and int8 promote to int8, which sub accepts")
    lax.add("elementwise/bitwise-and-float32", "bitwise_and",
            binary_inputs(array("float32", (1,), [1.0]),
                          array("float32", (1,), [1.0])),
            expect_error("unsupported_dtype_for_op"), "and_p",
            note="and_p accepts _bool_or_int")
    for op, primitive in (("bitwise_or", "or_p"), ("bitwise_xor", "xor_p")):
        lax.add(f"elementwise/{op.replace('_', '-')}-float32", op,
                binary_inputs(array("float32", (1,), [1.0]),
                              array("int8", (1,), [1])),
                expect_error("unsupported_dtype_for_op"), primitive,
                note=f"{primitive} accepts _bool_or_int")
    lax.add("elementwise/bitwise-xor-bad-shapes", "bitwise_xor",
            binary_inputs(array("float32", (2,), [1.0, 2.0]),
                          array("float32", (3,), [1.0, 2.0, 3.0])),
            expect_error("incompatible_shapes"), "xor_p",
            note="the primitive's shape rule runs before its dtype rule")
    lax.add("elementwise/bitwise-xor-bool", "bitwise_xor",
            binary_inputs(array("bool", (2,), [True, True]),
                          array("bool", (2,), [True, False])),
            expect_array("bool", (2,), [False, True]), "xor_p")
    lax.add("elementwise/bitwise-and-bool", "bitwise_and",
            binary_inputs(array("bool", (2,), [True, True]),
                          array("bool", (2,), [True, False])),
            expect_array("bool", (2,), [True, False]), "and_p")

    dtypes_py = SpecCases(PREFIX, DTYPES_PY, profile="jax")
    dtypes_py.add("elementwise/add-float8-float32-bad-shapes", "add",
                  binary_inputs(array("float8_e4m3fn", (2,), [1.0, 2.0]),
                                array("float32", (3,), [1.0, 2.0, 3.0])),
                  expect_error("no_promotion"), "_least_upper_bound",
                  note="promote_args promotes the dtypes before the shapes "
                       "(numpy/util.py): the promotion error comes first")
    dtypes_py.add("elementwise/add-float8-int8", "add",
                  binary_inputs(array("float8_e4m3fn", (2,), [1.0, 2.0]),
                                array("int8", (2,), [1, 3])),
                  expect_array("float8_e4m3fn", (2,), [2.0, 5.0]),
                  "_type_promotion_lattice",
                  note="float8 is above f*, itself above every integer")

    mlir = SpecCases(PREFIX, MLIR_PY, profile="jax")
    xs = [1 + 2j, 1 + 2j, complex(nan, 0.0), 1 + 0j, complex(0.0, 1.0)]
    ys = [1 + 3j, 1 + 2j, 1 + 0j, complex(nan, 0.0), complex(-0.0, 1.0)]
    # _minmax_hlo: select(which, x, y), which "GT" for maximum, "LT" for
    # minimum: only 1+3j against 1+2j is decided by the comparison.
    for op, cmp, first in (("maximum", ">", False), ("minimum", "<", True)):
        mlir.add(f"elementwise/{op}-complex", op,
                 binary_inputs(array("complex64", (5,), xs),
                               array("complex64", (5,), ys)),
                 expect_array("complex64", (5,),
                              [xs[0] if first else ys[0]] + ys[1:]),
                 "_minmax_hlo",
                 note=f"select(re(x) == re(y) ? im(x) {cmp} im(y) : re(x) "
                      f"{cmp} re(y), x, y): ties and NaN give y; values are "
                      "ours")

    llvm = SpecCases(PREFIX, LLVM_UTIL_CC, profile="jax")
    llvm.add("elementwise/maximum-signed-zero", "maximum",
             binary_inputs(array("float32", (2,), [-0.0, 0.0]),
                           array("float32", (2,), [0.0, -0.0])),
             expect_array("float32", (2,), [0.0, 0.0]), "EmitFloatMax",
             note="JAX compiles with xla_cpu_enable_fast_min_max=false, so "
                  "XLA's CPU backend emits llvm.maximum: IEEE 754-2019 "
                  "maximum, -0.0 below +0.0; values are ours")
    llvm.add("elementwise/minimum-signed-zero", "minimum",
             binary_inputs(array("float32", (3,), [-0.0, 0.0, nan]),
                           array("float32", (3,), [0.0, -0.0, 1.0])),
             expect_array("float32", (3,), [-0.0, -0.0, nan]), "EmitFloatMin",
             note="llvm.minimum: IEEE 754-2019 minimum, -0.0 below +0.0, NaN "
                  "propagates; values are ours")
    # logaddexp of complex values: amax + log1p(exp(x1 + x2 - 2 amax)),
    # amax = lax.max (lexicographic), its imaginary part wrapped into
    # [-pi, pi] by _wrap_between. (-1-3j) and (-1.5+2.5j): amax -1-3j,
    # -1-3j + log1p(exp(-0.5+5.5j)) = -0.59955123 - 3.29080403j, past -pi:
    # wrapped, + 2 pi, to 2.99238133. The tolerance is the corpus's for
    # complex logaddexp, 8 ulp at the largest magnitude (3.16) to a power
    # of two.
    other = SpecCases(PREFIX, OTHER_PY, profile="jax")
    other.add("elementwise/logaddexp-complex-wraps", "logaddexp",
              binary_inputs(array("complex64", (1,), [complex(-1, -3)]),
                            array("complex64", (1,), [complex(-1.5, 2.5)])),
              expect_array("complex64", (1,),
                           [complex(-0.599551260471344, 2.9923813343048096)],
                           tolerance_ulp=8, tolerance_scale=[4.0]),
              "logaddexp",
              note="the imaginary part -3.29080403 is wrapped into [-pi, "
                   "pi] (_wrap_between): 2.99238133; values are ours")
    return (docstrings.cases + lax.cases + dtypes_py.cases + mlir.cases
            + llvm.cases + other.cases)
