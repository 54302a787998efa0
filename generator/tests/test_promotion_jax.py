"""The jax profile (promotion_jax.py) against JAX's printed promotion
table, the lattice's properties, x64, the element-wise refusals and their
order, and JAX's own kernels."""

import itertools
import math
import re
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model import promotion_jax as jax
from promcast_model.array import Array
from promcast_model.elementwise import compute, compute_inplace
from promcast_model.errors import ModelError
from promcast_model.operands import Operand
from promcast_spec import profile_jax as spec

# jax-ml/jax docs/type_promotion.rst, the binary promotion table's rows,
# copied verbatim (generated with dtypes._lattice_result_type; printed with
# x64 on).
RST_ROWS = """
    <tr><th></th><th>b1</th><th>u1</th><th>u2</th><th>u4</th><th>u8</th><th>i1</th><th>i2</th><th>i4</th><th>i8</th><th>bf</th><th>f2</th><th>f4</th><th>f8</th><th>c8</th><th>c16</th><th>i*</th><th>f*</th><th>c*</th></tr>
    <tr><td>b1</td><td>b1</td><td>u1</td><td>u2</td><td>u4</td><td>u8</td><td>i1</td><td>i2</td><td>i4</td><td>i8</td><td class="d">bf</td><td>f2</td><td>f4</td><td>f8</td><td>c8</td><td>c16</td><td>i*</td><td>f*</td><td>c*</td></tr>
    <tr><td>u1</td><td>u1</td><td>u1</td><td>u2</td><td>u4</td><td>u8</td><td>i2</td><td>i2</td><td>i4</td><td>i8</td><td class="d">bf</td><td>f2</td><td>f4</td><td>f8</td><td>c8</td><td>c16</td><td class="d">u1</td><td>f*</td><td>c*</td></tr>
    <tr><td>u2</td><td>u2</td><td>u2</td><td>u2</td><td>u4</td><td>u8</td><td>i4</td><td>i4</td><td>i4</td><td>i8</td><td class="d">bf</td><td class="d">f2</td><td>f4</td><td>f8</td><td>c8</td><td>c16</td><td class="d">u2</td><td>f*</td><td>c*</td></tr>
    <tr><td>u4</td><td>u4</td><td>u4</td><td>u4</td><td>u4</td><td>u8</td><td>i8</td><td>i8</td><td>i8</td><td>i8</td><td class="d">bf</td><td class="d">f2</td><td class="d">f4</td><td>f8</td><td class="d">c8</td><td>c16</td><td class="d">u4</td><td>f*</td><td>c*</td></tr>
    <tr><td>u8</td><td>u8</td><td>u8</td><td>u8</td><td>u8</td><td>u8</td><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td class="d">bf</td><td class="d">f2</td><td class="d">f4</td><td>f8</td><td class="d">c8</td><td>c16</td><td class="d">u8</td><td>f*</td><td>c*</td></tr>
    <tr><td>i1</td><td>i1</td><td>i2</td><td>i4</td><td>i8</td><td>f*</td><td>i1</td><td>i2</td><td>i4</td><td>i8</td><td class="d">bf</td><td>f2</td><td>f4</td><td>f8</td><td>c8</td><td>c16</td><td class="d">i1</td><td>f*</td><td>c*</td></tr>
    <tr><td>i2</td><td>i2</td><td>i2</td><td>i4</td><td>i8</td><td>f*</td><td>i2</td><td>i2</td><td>i4</td><td>i8</td><td class="d">bf</td><td class="d">f2</td><td>f4</td><td>f8</td><td>c8</td><td>c16</td><td class="d">i2</td><td>f*</td><td>c*</td></tr>
    <tr><td>i4</td><td>i4</td><td>i4</td><td>i4</td><td>i8</td><td>f*</td><td>i4</td><td>i4</td><td>i4</td><td>i8</td><td class="d">bf</td><td class="d">f2</td><td class="d">f4</td><td>f8</td><td class="d">c8</td><td>c16</td><td class="d">i4</td><td>f*</td><td>c*</td></tr>
    <tr><td>i8</td><td>i8</td><td>i8</td><td>i8</td><td>i8</td><td>f*</td><td>i8</td><td>i8</td><td>i8</td><td>i8</td><td class="d">bf</td><td class="d">f2</td><td class="d">f4</td><td>f8</td><td class="d">c8</td><td>c16</td><td>i8</td><td>f*</td><td>c*</td></tr>
    <tr><td>bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">bf</td><td class="d">f4</td><td class="d">f4</td><td class="d">f8</td><td class="d">c8</td><td class="d">c16</td><td class="d">bf</td><td class="d">bf</td><td class="d">c8</td></tr>
    <tr><td>f2</td><td>f2</td><td>f2</td><td class="d">f2</td><td class="d">f2</td><td class="d">f2</td><td>f2</td><td class="d">f2</td><td class="d">f2</td><td class="d">f2</td><td class="d">f4</td><td>f2</td><td>f4</td><td>f8</td><td>c8</td><td>c16</td><td class="d">f2</td><td class="d">f2</td><td class="d">c8</td></tr>
    <tr><td>f4</td><td>f4</td><td>f4</td><td>f4</td><td class="d">f4</td><td class="d">f4</td><td>f4</td><td>f4</td><td class="d">f4</td><td class="d">f4</td><td class="d">f4</td><td>f4</td><td>f4</td><td>f8</td><td>c8</td><td>c16</td><td class="d">f4</td><td class="d">f4</td><td class="d">c8</td></tr>
    <tr><td>f8</td><td>f8</td><td>f8</td><td>f8</td><td>f8</td><td>f8</td><td>f8</td><td>f8</td><td>f8</td><td>f8</td><td class="d">f8</td><td>f8</td><td>f8</td><td>f8</td><td>c16</td><td>c16</td><td>f8</td><td>f8</td><td>c16</td></tr>
    <tr><td>c8</td><td>c8</td><td>c8</td><td>c8</td><td class="d">c8</td><td class="d">c8</td><td>c8</td><td>c8</td><td class="d">c8</td><td class="d">c8</td><td class="d">c8</td><td>c8</td><td>c8</td><td>c16</td><td>c8</td><td>c16</td><td class="d">c8</td><td class="d">c8</td><td class="d">c8</td></tr>
    <tr><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td class="d">c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td><td>c16</td></tr>
    <tr><td>i*</td><td>i*</td><td class="d">u1</td><td class="d">u2</td><td class="d">u4</td><td class="d">u8</td><td class="d">i1</td><td class="d">i2</td><td class="d">i4</td><td>i8</td><td class="d">bf</td><td class="d">f2</td><td class="d">f4</td><td>f8</td><td class="d">c8</td><td>c16</td><td>i*</td><td>f*</td><td>c*</td></tr>
    <tr><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td>f*</td><td class="d">bf</td><td class="d">f2</td><td class="d">f4</td><td>f8</td><td class="d">c8</td><td>c16</td><td>f*</td><td>f*</td><td>c*</td></tr>
    <tr><td>c*</td><td>c*</td><td>c*</td><td>c*</td><td>c*</td><td>c*</td><td>c*</td><td>c*</td><td>c*</td><td>c*</td><td class="d">c8</td><td class="d">c8</td><td class="d">c8</td><td>c16</td><td class="d">c8</td><td>c16</td><td>c*</td><td>c*</td><td>c*</td></tr>
"""

# The RST's codes (np.dtype kind and bytes; i*, f*, c* the weak types).
RST_DTYPES = {
    "b1": "bool", "u1": "uint8", "u2": "uint16", "u4": "uint32",
    "u8": "uint64", "i1": "int8", "i2": "int16", "i4": "int32",
    "i8": "int64", "bf": "bfloat16", "f2": "float16", "f4": "float32",
    "f8": "float64", "c8": "complex64", "c16": "complex128",
}
RST_WEAK = {"i*": "int", "f*": "float", "c*": "complex"}
# What result_type makes of a weak result with x64 (default_types).
WEAK_DEFAULT_X64 = {"i*": "int64", "f*": "float64", "c*": "complex128"}


def parse_rst_table(text):
    """{(row code, column code): cell code} from the <tr> lines."""
    cell = re.compile(r"<t[hd][^>]*>([^<]*)</t[hd]>")
    lines = [cell.findall(line) for line in text.strip().splitlines()]
    columns = lines[0][1:]
    return {(row[0], column): value
            for row in lines[1:] for column, value in zip(columns, row[1:])}


TABLE = parse_rst_table(RST_ROWS)


def dim(dtype):
    return Operand("dimensioned", dtype, None)


def zero(dtype):
    return Operand("zero_dim", dtype, None)


def scalar(kind, value=None):
    return Operand("scalar", None, kind, value)


def operand(code):
    if code in RST_WEAK:
        return scalar(RST_WEAK[code])
    return dim(RST_DTYPES[code])


def arr(dtype, values, shape=None):
    return Array(dtype, tuple(shape if shape is not None else (len(values),)),
                 list(values))


def kind_of(function, *arguments, **keywords):
    try:
        function(*arguments, **keywords)
    except ModelError as error:
        return error.kind
    return None


class RstTableTest(unittest.TestCase):
    def test_table_is_complete(self):
        self.assertEqual(len(TABLE), 18 * 18)

    def test_spec_transcription_matches_the_verbatim_rows(self):
        for row in spec.TABLE_ORDER:
            for column, value in zip(spec.TABLE_ORDER,
                                     spec.TABLE_ROWS[row].split()):
                self.assertEqual(TABLE[(row, column)], value, (row, column))

    def test_strong_cells_with_x64(self):
        # jnp.promote_types; an f* cell is np.dtype(float).
        for (row, column), value in TABLE.items():
            if row in RST_WEAK or column in RST_WEAK:
                continue
            expected = RST_DTYPES.get(value, "float64")
            self.assertEqual(jax.promote_types(RST_DTYPES[row],
                                               RST_DTYPES[column], x64=True),
                             expected, (row, column))

    def test_strong_cells_without_x64(self):
        # Only uint32 with int8/16/32 moves: the x32 lattice's u32 edge.
        moved = {}
        for (row, column), value in TABLE.items():
            if row in RST_WEAK or column in RST_WEAK:
                continue
            answer = jax.promote_types(RST_DTYPES[row], RST_DTYPES[column])
            if answer != RST_DTYPES.get(value, "float64"):
                moved[(row, column)] = answer
        self.assertEqual(moved, {
            ("u4", "i1"): "int32", ("u4", "i2"): "int32",
            ("u4", "i4"): "int32", ("i1", "u4"): "int32",
            ("i2", "u4"): "int32", ("i4", "u4"): "int32"})

    def test_weak_cells_with_x64(self):
        for (row, column), value in TABLE.items():
            if row not in RST_WEAK and column not in RST_WEAK:
                continue
            expected = RST_DTYPES.get(value) or WEAK_DEFAULT_X64[value]
            self.assertEqual(jax.result_type([operand(row), operand(column)],
                                             "float32", x64=True),
                             expected, (row, column))

    def test_weak_cells_are_joins_on_the_lattice(self):
        # The table's own reading: the join of the two nodes, weak or not.
        node = {code: jax._DTYPE_NODE[dtype]
                for code, dtype in RST_DTYPES.items()}
        node.update({"i*": "i_", "f*": "f_", "c*": "c_"})
        for (row, column), value in TABLE.items():
            self.assertEqual(jax.least_upper_bound(
                frozenset((node[row], node[column])), True), node[value],
                (row, column))


NODES = tuple(jax._LATTICE_X64)


class LatticeTest(unittest.TestCase):
    def join(self, nodes, x64):
        try:
            return jax.least_upper_bound(frozenset(nodes), x64)
        except ModelError:
            return None

    def test_lattices_differ_only_at_uint32(self):
        self.assertEqual({n for n in NODES
                          if jax._LATTICE_X64[n] != jax._LATTICE_X32[n]},
                         {"u32"})
        self.assertEqual(jax._LATTICE_X32["u32"], ("i32", "u64"))

    def test_every_node_is_a_promcast_dtype_or_weak(self):
        self.assertEqual(set(jax._NODE_DTYPE.values()), set(jax.DTYPES))
        self.assertEqual(set(NODES), set(jax._NODE_DTYPE) | {"i_", "f_", "c_"})

    def test_no_cycle(self):
        for x64 in (False, True):
            bounds = jax._UPPER_BOUNDS[x64]
            for a, b in itertools.permutations(NODES, 2):
                self.assertFalse(b in bounds[a] and a in bounds[b], (a, b))

    def test_join_commutative_and_idempotent(self):
        for x64 in (False, True):
            for a in NODES:
                self.assertEqual(self.join((a,), x64), a)
                for b in NODES:
                    self.assertEqual(self.join((a, b), x64),
                                     self.join((b, a), x64))

    def test_join_associative(self):
        # A lattice (every set with an upper bound has a least one): the
        # join folds in any order and equals the join of all at once.
        for x64 in (False, True):
            for a, b, c in itertools.product(NODES, repeat=3):
                whole = self.join((a, b, c), x64)
                ab, bc = self.join((a, b), x64), self.join((b, c), x64)
                left = None if ab is None else self.join((ab, c), x64)
                right = None if bc is None else self.join((a, bc), x64)
                self.assertEqual(left, whole, (a, b, c, x64))
                self.assertEqual(right, whole, (a, b, c, x64))

    def test_float8_promotes_with_integers_only(self):
        for float8 in ("float8_e4m3fn", "float8_e5m2"):
            for other in jax.DTYPES:
                answer = kind_of(jax.promote_types, float8, other)
                if other == "bool" or other in ("int8", "int16", "int32",
                                                "int64", "uint8", "uint16",
                                                "uint32", "uint64", float8):
                    self.assertIsNone(answer, other)
                    self.assertEqual(jax.promote_types(float8, other), float8)
                else:
                    self.assertEqual(answer, "no_promotion", other)

    def test_notable_cells(self):
        self.assertEqual(jax.promote_types("int64", "uint64"), "float64")
        self.assertEqual(jax.promote_types("float16", "bfloat16"), "float32")
        self.assertEqual(jax.promote_types("float64", "complex64"),
                         "complex128")
        self.assertEqual(jax.promote_types("uint64", "bfloat16"), "bfloat16")
        self.assertEqual(jax.promote_types("int32", "float16"), "float16")
        # Not canonicalized: 64-bit types stay with x64 off.
        self.assertEqual(jax.promote_types("int64", "int8"), "int64")
        self.assertEqual(jax.promote_types("uint32", "int64"), "int64")


class ResultTypeTest(unittest.TestCase):
    def rt(self, operands, x64=False):
        return jax.result_type(operands, "float32", x64)

    def test_weak_scalars_take_the_array_dtype(self):
        self.assertEqual(self.rt([dim("int8"), scalar("int")]), "int8")
        self.assertEqual(self.rt([dim("float16"), scalar("float")]), "float16")
        self.assertEqual(self.rt([dim("bfloat16"), scalar("complex")]),
                         "complex64")
        self.assertEqual(self.rt([dim("float8_e5m2"), scalar("float")]),
                         "float8_e5m2")

    def test_weak_results_take_the_default_dtype(self):
        for x64, int_, float_, complex_ in ((False, "int32", "float32",
                                             "complex64"),
                                            (True, "int64", "float64",
                                             "complex128")):
            self.assertEqual(self.rt([dim("bool"), scalar("int")], x64), int_)
            self.assertEqual(self.rt([dim("int8"), scalar("float")], x64),
                             float_)
            self.assertEqual(self.rt([dim("uint16"), scalar("complex")], x64),
                             complex_)
            self.assertEqual(self.rt([scalar("int"), scalar("float")], x64),
                             float_)
            self.assertEqual(self.rt([scalar("int")], x64), int_)
            self.assertEqual(self.rt([scalar("complex"), scalar("int")], x64),
                             complex_)

    def test_python_bool_is_not_weak_and_0d_arrays_are_strong(self):
        self.assertEqual(self.rt([scalar("bool")]), "bool")
        self.assertEqual(self.rt([dim("bool"), scalar("bool")]), "bool")
        self.assertEqual(self.rt([dim("int8"), scalar("bool")]), "int8")
        self.assertEqual(self.rt([dim("int8"), zero("int16")]), "int16")
        self.assertEqual(self.rt([dim("float16"), zero("float32")]), "float32")
        self.assertEqual(self.rt([zero("uint8"), scalar("int")]), "uint8")

    def test_canonicalization_without_x64(self):
        self.assertEqual(self.rt([dim("int64")]), "int32")
        self.assertEqual(self.rt([dim("int64")], True), "int64")
        self.assertEqual(self.rt([dim("int64"), dim("uint64")]), "int32")
        self.assertEqual(self.rt([dim("int64"), dim("uint64")], True),
                         "float64")
        self.assertEqual(self.rt([dim("float64"), scalar("complex")]),
                         "complex64")
        self.assertEqual(self.rt([dim("float64"), scalar("complex")], True),
                         "complex128")
        self.assertEqual(self.rt([dim("uint32"), dim("int8")]), "int32")
        self.assertEqual(self.rt([dim("uint32"), dim("int8")], True), "int64")
        self.assertEqual(self.rt([zero("complex128"), dim("int8")]),
                         "complex64")

    def test_values_are_never_looked_at(self):
        self.assertEqual(self.rt([dim("uint8"), scalar("int", 300)]), "uint8")
        self.assertEqual(self.rt([dim("int8"), scalar("int", -1 << 70)]),
                         "int8")

    def test_associative_in_any_order(self):
        for operands in itertools.permutations(
                [dim("uint64"), dim("int16"), dim("float16")]):
            for x64 in (False, True):
                self.assertEqual(self.rt(list(operands), x64), "float16")

    def test_default_float_is_ignored(self):
        for default in ("float16", "float64", "anything"):
            self.assertEqual(jax.result_type([dim("int8"), scalar("float")],
                                             default), "float32")

    def test_errors(self):
        for operands in ([dim("float8_e4m3fn"), scalar("complex")],
                         [dim("float8_e4m3fn"), dim("float8_e5m2")],
                         [dim("float8_e5m2"), zero("float16")]):
            self.assertEqual(kind_of(self.rt, operands), "no_promotion")
        self.assertEqual(kind_of(self.rt, [dim("complex32")]),
                         "unsupported_dtype_for_op")
        self.assertEqual(kind_of(jax.promote_types, "complex32", "int8"),
                         "unsupported_dtype_for_op")


class CanCastTest(unittest.TestCase):
    def test_numpy_safe_casts(self):
        self.assertTrue(jax.can_cast("int64", "float64"))
        self.assertTrue(jax.can_cast("uint64", "complex128"))
        self.assertTrue(jax.can_cast("int8", "float16"))
        self.assertTrue(jax.can_cast("bool", "uint64"))
        self.assertFalse(jax.can_cast("int32", "float32"))
        self.assertFalse(jax.can_cast("uint64", "int64"))
        self.assertFalse(jax.can_cast("float32", "int64"))
        self.assertFalse(jax.can_cast("int8", "bool"))

    def test_ml_dtypes_registrations(self):
        for reduced in ("bfloat16", "float8_e4m3fn", "float8_e5m2"):
            for target in jax.DTYPES:
                self.assertEqual(jax.can_cast(reduced, target),
                                 target in (reduced, "float32", "float64",
                                            "complex64", "complex128"),
                                 (reduced, target))
            for source in jax.DTYPES:
                if source != reduced:
                    self.assertEqual(jax.can_cast(source, reduced),
                                     source in ("bool", "uint8", "int8"),
                                     (source, reduced))

    def test_safe_casts_never_narrow(self):
        # A safe cast's target is where promotion with x64 takes the pair,
        # but for float8 sources: they cast safely to float32 and up
        # without promoting with them.
        for source, target in itertools.product(jax.DTYPES, repeat=2):
            if jax.can_cast(source, target) and "float8" not in source:
                self.assertEqual(jax.promote_types(source, target, x64=True),
                                 target, (source, target))


class ElementwiseDtypesTest(unittest.TestCase):
    def plan(self, op, a, b, inplace=False, a_0d=False, b_0d=False):
        return jax.elementwise_dtypes(op, a, a_0d, b, b_0d, "float32", inplace)

    def test_promotion_is_the_result_dtype(self):
        self.assertEqual(self.plan("add", "int8", "uint8")[2:],
                         ("int16", "int16"))
        self.assertEqual(self.plan("add", "uint32", "int8")[2:],
                         ("int32", "int32"))
        self.assertEqual(self.plan("multiply", "int64", "int64")[2:],
                         ("int32", "int32"))
        self.assertEqual(self.plan("add", "float64", "int8", b_0d=True)[2:],
                         ("float32", "float32"))
        self.assertEqual(self.plan("maximum", "complex64", "float32")[2:],
                         ("complex64", "complex64"))

    def test_comparisons_give_bool(self):
        self.assertEqual(self.plan("equal", "float16", "int8")[2:],
                         ("float16", "bool"))
        self.assertEqual(self.plan("less", "complex64", "complex128")[2:],
                         ("complex64", "bool"))

    def test_divide_is_inexact(self):
        for a, b, expected in (("int8", "int8", "float32"),
                               ("bool", "bool", "float32"),
                               ("int32", "uint32", "float32"),
                               ("int64", "int64", "float32"),
                               ("uint8", "float16", "float16"),
                               ("bfloat16", "int8", "bfloat16"),
                               ("float8_e4m3fn", "int8", "float8_e4m3fn"),
                               ("complex128", "int8", "complex64")):
            self.assertEqual(self.plan("divide", a, b)[2:],
                             (expected, expected), (a, b))
        self.assertEqual(jax._DTYPE_TO_INEXACT["int64"], "float64")

    def test_refusals(self):
        cases = (
            ("add", "complex32", "int8", True, "unsupported_dtype_for_op"),
            ("add", "int8", "complex32", True, "unsupported_dtype_for_op"),
            ("add", "float8_e4m3fn", "float32", True, "no_promotion"),
            ("less", "float8_e5m2", "complex64", True, "no_promotion"),
            ("subtract", "bool", "bool", False, "unsupported_dtype_for_op"),
            ("bitwise_and", "float32", "int8", False,
             "unsupported_dtype_for_op"),
            ("bitwise_and", "complex64", "bool", False,
             "unsupported_dtype_for_op"),
            ("bitwise_and", "float8_e4m3fn", "int8", False,
             "unsupported_dtype_for_op"),
        )
        for op, a, b, early, kind in cases:
            plan = self.plan(op, a, b)
            refusal = plan.early_refusal if early else plan.late_refusal
            self.assertEqual(refusal.kind, kind, (op, a, b))
            self.assertIsNone(plan.late_refusal if early
                              else plan.early_refusal)

    def test_accepted(self):
        for op, a, b in (("subtract", "bool", "int8"),
                         ("subtract", "float8_e4m3fn", "float8_e4m3fn"),
                         ("add", "bool", "bool"), ("multiply", "bool", "bool"),
                         ("maximum", "complex64", "complex64"),
                         ("less", "complex128", "bool"),
                         ("maximum", "bool", "bool"),
                         ("bitwise_and", "bool", "bool"),
                         ("bitwise_and", "uint64", "int8")):
            plan = self.plan(op, a, b)
            self.assertIsNone(plan.early_refusal, (op, a, b))
            self.assertIsNone(plan.late_refusal, (op, a, b))

    def test_inplace_is_undefined_after_the_dtype_check_only(self):
        for op in ("add", "subtract", "equal", "bitwise_and"):
            self.assertEqual(self.plan(op, "int8", "int8", True)
                             .early_refusal.kind, "undefined")
        self.assertEqual(self.plan("add", "float8_e4m3fn", "float32", True)
                         .early_refusal.kind, "undefined")
        self.assertEqual(self.plan("add", "complex32", "int8", True)
                         .early_refusal.kind, "unsupported_dtype_for_op")


class ElementwiseOrderTest(unittest.TestCase):
    """The order of faults through the engine (elementwise.py)."""

    def kind(self, op, a, b, inplace=False):
        run = compute_inplace if inplace else compute
        return kind_of(run, op, a, b, "float32", profile="jax")

    def test_promotion_before_shapes(self):
        self.assertEqual(self.kind("add", arr("float8_e4m3fn", [1.0, 2.0]),
                                   arr("float32", [1.0, 2.0, 3.0])),
                         "no_promotion")

    def test_shapes_before_the_lax_dtype_rule(self):
        self.assertEqual(self.kind("subtract", arr("bool", [True, False]),
                                   arr("bool", [True, True, False])),
                         "incompatible_shapes")
        self.assertEqual(self.kind("subtract", arr("bool", [True, False]),
                                   arr("bool", [True, True])),
                         "unsupported_dtype_for_op")
        self.assertEqual(self.kind("bitwise_and", arr("float32", [1.0, 2.0]),
                                   arr("float32", [1.0, 2.0, 3.0])),
                         "incompatible_shapes")

    def test_missing_dtype_and_inplace_before_everything(self):
        self.assertEqual(self.kind("add", arr("complex32", [0j, 0j]),
                                   arr("complex32", [0j, 0j, 0j])),
                         "unsupported_dtype_for_op")
        self.assertEqual(self.kind("add", arr("int8", [1, 2]),
                                   arr("float8_e4m3fn", [1.0, 2.0, 3.0]),
                                   inplace=True),
                         "undefined")
        self.assertEqual(self.kind("add", arr("int8", [1, 2]),
                                   arr("int8", [1, 2])), None)


class KernelTest(unittest.TestCase):
    def values(self, op, a, b):
        return compute(op, a, b, "float32", profile="jax").data

    def assertSameFloats(self, got, want):
        self.assertEqual(len(got), len(want))
        for g, w in zip(got, want):
            if w != w:
                self.assertTrue(g != g, (got, want))
            else:
                self.assertEqual((g, math.copysign(1.0, g)),
                                 (w, math.copysign(1.0, w)), (got, want))

    def test_float_maximum_nan_and_signed_zeros(self):
        nan = math.nan
        got = self.values("maximum",
                          arr("float32", [-0.0, 0.0, -0.0, nan, 1.0, nan]),
                          arr("float32", [0.0, -0.0, -0.0, 1.0, nan, nan]))
        self.assertSameFloats(got, [0.0, 0.0, -0.0, nan, nan, nan])
        got = self.values("maximum", arr("bfloat16", [2.0, -3.0]),
                          arr("bfloat16", [-1.0, 4.0]))
        self.assertSameFloats(got, [2.0, 4.0])

    def test_float_minimum_nan_and_signed_zeros(self):
        nan = math.nan
        got = self.values("minimum",
                          arr("float32", [-0.0, 0.0, 0.0, nan, 1.0, nan]),
                          arr("float32", [0.0, -0.0, 0.0, 1.0, nan, nan]))
        self.assertSameFloats(got, [-0.0, -0.0, 0.0, nan, nan, nan])

    def test_complex_ordering_comparisons(self):
        nan = math.nan
        a = arr("complex64", [1 + 2j, 2 + 0j, complex(2, nan), complex(nan, 0)])
        b = arr("complex64", [1 + 2j, 1 + 5j, 1 + 0j, 1 + 0j])
        self.assertEqual(self.values("greater_equal", a, b),
                         [True, True, True, False])
        self.assertEqual(self.values("greater", a, b),
                         [False, True, True, False])
        self.assertEqual(self.values("less_equal", a, b),
                         [True, False, False, False])

    def test_complex_maximum_and_minimum_ties_and_nan_give_the_second(self):
        nan = math.nan
        a = [complex(1, 2), complex(1, 2), complex(nan, 0), complex(1, 0),
             complex(0.0, 1), complex(2, nan), complex(1, nan)]
        b = [complex(1, 3), complex(1, 2), complex(1, 0), complex(nan, 0),
             complex(-0.0, 1), complex(1, 5), complex(1, 0)]
        # The first operand only where the comparison holds: 2+nanj > 1+5j
        # (the real parts decide), 1+2j < 1+3j.
        for op, firsts in (("maximum", {5}), ("minimum", {0})):
            got = self.values(op, arr("complex64", a), arr("complex128", b))
            want = [a[i] if i in firsts else b[i] for i in range(len(a))]
            self.assertEqual([repr(g) for g in got], [repr(w) for w in want],
                             op)

    def test_complex_less_is_lexicographic(self):
        nan = math.nan
        got = self.values("less",
                          arr("complex64", [1 + 2j, 1 + 2j, 2 + 0j,
                                            complex(nan, 0), complex(1, nan),
                                            1 + 9j]),
                          arr("complex64", [1 + 3j, 1 + 2j, 1 + 5j,
                                            1 + 0j, 1 + 0j, 2 + 0j]))
        self.assertEqual(got, [True, False, False, False, False, True])

    def test_bool_add_multiply_are_or_and(self):
        a = arr("bool", [False, False, True, True])
        b = arr("bool", [False, True, False, True])
        self.assertEqual(self.values("add", a, b), [False, True, True, True])
        self.assertEqual(self.values("multiply", a, b),
                         [False, False, False, True])
        self.assertEqual(self.values("maximum", a, b),
                         [False, True, True, True])
        self.assertEqual(self.values("less", a, b),
                         [False, True, False, False])

    def test_shared_kernels_elsewhere(self):
        self.assertIsNone(jax.kernel("add", "int8"))
        self.assertIsNone(jax.kernel("maximum", "int32"))
        self.assertIsNone(jax.kernel("equal", "complex64"))
        self.assertEqual(self.values("add", arr("int8", [127, -128]),
                                     arr("int8", [1, -1])), [-128, 127])
        # int64 arrays are int32 without x64: values wrap into int32.
        result = compute("add", arr("int64", [2 ** 31 - 1]),
                         arr("int64", [1]), "float32", profile="jax")
        self.assertEqual((result.dtype, result.data), ("int32", [-2 ** 31]))
        self.assertSameFloats(self.values("divide", arr("int8", [1, 0]),
                                          arr("int8", [0, 0])),
                              [math.inf, math.nan])


if __name__ == "__main__":
    unittest.main()
