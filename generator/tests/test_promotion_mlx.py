"""MLX promotion (promotion_mlx.py) against ml-explore/mlx's sources."""

import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.cases import evaluate
from promcast_model import elementwise, promotion_mlx
from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.operands import Operand
from promcast_model.promotion_mlx import (DTYPES, TYPE_RULES, can_cast,
                                          elementwise_dtypes, promote_types,
                                          result_type)
from promcast_spec import profile_mlx

# mlx/dtype.cpp type_rules, verbatim (ml-explore/mlx commit 70473704, the
# 13-type table without float64).
DTYPE_CPP_13 = """
// bool       uint8      uint16     uint32     uint64     int8       int16      int32      int64      float16    float32    bfloat16   complex64
  {bool_,     uint8,     uint16,    uint32,    uint64,    int8,      int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // bool
  {uint8,     uint8,     uint16,    uint32,    uint64,    int16,     int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // uint8
  {uint16,    uint16,    uint16,    uint32,    uint64,    int32,     int32,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // uint16
  {uint32,    uint32,    uint32,    uint32,    uint64,    int64,     int64,     int64,     int64,     float16,   float32,   bfloat16,  complex64}, // uint32
  {uint64,    uint64,    uint64,    uint64,    uint64,    float32,   float32,   float32,   float32,   float16,   float32,   bfloat16,  complex64}, // uint64
  {int8,      int16,     int32,     int64,     float32,   int8,      int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // int8
  {int16,     int16,     int32,     int64,     float32,   int16,     int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // int16
  {int32,     int32,     int32,     int64,     float32,   int32,     int32,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // int32
  {int64,     int64,     int64,     int64,     float32,   int64,     int64,     int64,     int64,     float16,   float32,   bfloat16,  complex64}, // int64
  {float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float32,   float32,   complex64}, // float16
  {float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   complex64}, // float32
  {bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  float32,   float32,   bfloat16,  complex64}, // bfloat16
  {complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64}, // complex64
"""

# The 14-type type_rules of a copy of MLX v0.31.1's dtype.cpp, verbatim: a
# CUDA fork whose header says it changed float32 with bfloat16 (its
# "PATCHED" cells); every other cell, float64's row and column among them,
# is v0.31.1's.
DTYPE_CPP_V0_31_1_FORK = """
// bool       uint8      uint16     uint32     uint64     int8       int16      int32      int64      float16    float32   float64    bfloat16   complex64
  {bool_,     uint8,     uint16,    uint32,    uint64,    int8,      int16,     int32,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // bool
  {uint8,     uint8,     uint16,    uint32,    uint64,    int16,     int16,     int32,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // uint8
  {uint16,    uint16,    uint16,    uint32,    uint64,    int32,     int32,     int32,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // uint16
  {uint32,    uint32,    uint32,    uint32,    uint64,    int64,     int64,     int64,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // uint32
  {uint64,    uint64,    uint64,    uint64,    uint64,    float32,   float32,   float32,   float32,   float16,   float32,  float64,   bfloat16,  complex64}, // uint64
  {int8,      int16,     int32,     int64,     float32,   int8,      int16,     int32,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // int8
  {int16,     int16,     int32,     int64,     float32,   int16,     int16,     int32,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // int16
  {int32,     int32,     int32,     int64,     float32,   int32,     int32,     int32,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // int32
  {int64,     int64,     int64,     int64,     float32,   int64,     int64,     int64,     int64,     float16,   float32,  float64,   bfloat16,  complex64}, // int64
  {float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float32,  float64,   float32,   complex64}, // float16
  {float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,  float64,   bfloat16,  complex64}, // float32  /* PATCHED: bf16 col only */
  {float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,  float64,   float64,   complex64}, // float64
  {bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  float32,   bfloat16, float64,   bfloat16,  complex64}, // bfloat16 /* PATCHED: fp32 col only, fp16 stays float32 */
  {complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64,complex64, complex64, complex64}, // complex64
"""


def parse_cpp_table(text):
    """{(row, column): cell} of a type_rules initializer as dtype.cpp
    writes it (header comment, then `{cells}, // row`)."""
    lines = text.strip().splitlines()
    name = {"bool_": "bool"}
    columns = [name.get(c, c) for c in lines[0].lstrip("/ ").split()]
    table = {}
    for line in lines[1:]:
        cells, comment = line.split("//", 1)
        row = comment.split()[0]
        cells = cells.strip(" {},").replace(" ", "").split(",")
        assert len(cells) == len(columns), line
        for column, cell in zip(columns, cells):
            table[(row, column)] = name.get(cell, cell)
    return table


def dim(dtype):
    return Operand("dimensioned", dtype, None)


def zero(dtype):
    return Operand("zero_dim", dtype, None)


def scalar(kind, value=None):
    return Operand("scalar", None, kind, value)


def error_kind(function, *arguments):
    try:
        function(*arguments)
    except ModelError as error:
        return error.kind
    return None


class PromoteTypesTest(unittest.TestCase):
    def test_the_13_type_table_of_dtype_cpp(self):
        upstream = parse_cpp_table(DTYPE_CPP_13)
        self.assertEqual(len(upstream), 169)
        for (a, b), cell in upstream.items():
            self.assertEqual(promote_types(a, b), cell, (a, b))

    def test_float64_row_and_column_of_v0_31_1(self):
        fork = parse_cpp_table(DTYPE_CPP_V0_31_1_FORK)
        self.assertEqual(len(fork), 196)
        differing = {pair for pair, cell in fork.items()
                     if TYPE_RULES[pair] != cell}
        # Exactly the fork's own PATCHED cells; they keep upstream's value.
        self.assertEqual(differing, {("float32", "bfloat16"),
                                     ("bfloat16", "float32")})
        upstream = parse_cpp_table(DTYPE_CPP_13)
        for pair in differing:
            self.assertEqual(TYPE_RULES[pair], upstream[pair])
        for dtype in DTYPES:
            expected = "complex64" if dtype == "complex64" else "float64"
            self.assertEqual(promote_types("float64", dtype), expected)
            self.assertEqual(promote_types(dtype, "float64"), expected)

    def test_every_pair_promotes_and_the_table_is_symmetric(self):
        self.assertEqual(len(DTYPES), 14)
        self.assertEqual(len(TYPE_RULES), 196)
        for a in DTYPES:
            for b in DTYPES:
                self.assertIn(promote_types(a, b), DTYPES)
                self.assertEqual(promote_types(a, b), promote_types(b, a))

    def test_notable_cells(self):
        self.assertEqual(promote_types("uint64", "int8"), "float32")
        self.assertEqual(promote_types("int64", "float16"), "float16")
        self.assertEqual(promote_types("uint32", "bfloat16"), "bfloat16")
        self.assertEqual(promote_types("float16", "bfloat16"), "float32")
        self.assertEqual(promote_types("uint32", "int32"), "int64")
        self.assertEqual(promote_types("float64", "complex64"), "complex64")
        self.assertEqual(promote_types("bool", "uint16"), "uint16")

    def test_not_associative(self):
        # docs/profiles/mlx.md: (uint64, int8), bfloat16 is float32, but
        # uint64, (int8, bfloat16) is bfloat16.
        left = promote_types(promote_types("uint64", "int8"), "bfloat16")
        right = promote_types("uint64", promote_types("int8", "bfloat16"))
        self.assertEqual((left, right), ("float32", "bfloat16"))

    def test_dtypes_mlx_lacks(self):
        for dtype in ("complex32", "complex128", "float8_e4m3fn",
                      "float8_e5m2"):
            self.assertNotIn(dtype, DTYPES)
            self.assertEqual(error_kind(promote_types, dtype, "int8"),
                             "unsupported_dtype_for_op")
            self.assertEqual(error_kind(promote_types, "int8", dtype),
                             "unsupported_dtype_for_op")
            self.assertEqual(error_kind(can_cast, dtype, dtype),
                             "unsupported_dtype_for_op")
            self.assertEqual(error_kind(result_type, [dim(dtype)], "float32"),
                             "unsupported_dtype_for_op")


class CanCastTest(unittest.TestCase):
    def test_promotion_reaches_the_target(self):
        for a in DTYPES:
            for b in DTYPES:
                self.assertEqual(can_cast(a, b), promote_types(a, b) == b)
        self.assertTrue(can_cast("int8", "int16"))
        self.assertTrue(can_cast("int64", "float16"))
        self.assertFalse(can_cast("uint64", "int64"))
        self.assertFalse(can_cast("float64", "float32"))
        self.assertTrue(can_cast("float64", "complex64"))


class PythonScalarTest(unittest.TestCase):
    """python/src/utils.cpp to_array, to_arrays."""

    def check(self, operands, expected):
        for default_float in ("float16", "float64"):  # never consulted
            if expected in DTYPES:
                self.assertEqual(result_type(operands, default_float),
                                 expected, operands)
            else:
                self.assertEqual(error_kind(result_type, operands,
                                            default_float), expected,
                                 operands)

    def test_bool_takes_the_array_dtype(self):
        for dtype in DTYPES:
            self.check([dim(dtype), scalar("bool", True)], dtype)
            self.check([scalar("bool"), zero(dtype)], dtype)

    def test_int_takes_the_array_dtype_but_bool_gives_int32(self):
        for dtype in DTYPES:
            expected = "int32" if dtype == "bool" else dtype
            self.check([dim(dtype), scalar("int", 1)], expected)
            self.check([scalar("int"), zero(dtype)], expected)

    def test_float_keeps_floating_dtypes_else_float32(self):
        for dtype in DTYPES:
            if dtype in ("float16", "bfloat16", "float32", "float64"):
                expected = dtype
            elif dtype == "complex64":
                expected = "complex64"  # float32, promoted with complex64
            else:
                expected = "float32"
            self.check([dim(dtype), scalar("float", 1.5)], expected)

    def test_complex_is_complex64(self):
        for dtype in DTYPES:
            self.check([dim(dtype), scalar("complex", 1 + 2j)], "complex64")

    def test_int_ranges_of_narrow_integers(self):
        # mx::iinfo of the dtypes of fewer than 8 bytes.
        ranges = {"int8": (-128, 127), "int16": (-32768, 32767),
                  "int32": (-2147483648, 2147483647), "uint8": (0, 255),
                  "uint16": (0, 65535), "uint32": (0, 4294967295)}
        for dtype, (low, high) in ranges.items():
            self.check([dim(dtype), scalar("int", high)], dtype)
            self.check([dim(dtype), scalar("int", low)], dtype)
            self.check([dim(dtype), scalar("int", high + 1)],
                       "scalar_out_of_range")
            self.check([dim(dtype), scalar("int", low - 1)],
                       "scalar_out_of_range")

    def test_nb_cast_long_bounds_every_int(self):
        # nb::cast<long>: outside int64, whatever the array.
        for dtype in DTYPES:
            expected = "int32" if dtype == "bool" else dtype
            if dtype not in ("int8", "int16", "uint8", "uint16", "int32",
                             "uint32"):
                self.check([dim(dtype), scalar("int", 2 ** 63 - 1)], expected)
            self.check([dim(dtype), scalar("int", 2 ** 63)],
                       "scalar_out_of_range")
            self.check([dim(dtype), scalar("int", -2 ** 63 - 1)],
                       "scalar_out_of_range")

    def test_unchecked_dtypes(self):
        self.check([dim("uint64"), scalar("int", -1)], "uint64")
        self.check([dim("int64"), scalar("int", -2 ** 63)], "int64")
        self.check([dim("bool"), scalar("int", 2 ** 40)], "int32")
        self.check([dim("float16"), scalar("int", 10 ** 6)], "float16")
        self.check([dim("float16"), scalar("float", 1e300)], "float16")
        self.check([dim("complex64"), scalar("int", -2 ** 63)], "complex64")

    def test_scalars_alone(self):
        self.check([scalar("int", 1)], "int32")
        self.check([scalar("int")], "int32")
        self.check([scalar("int", 2 ** 31)], "int64")
        self.check([scalar("int", -2 ** 31 - 1)], "int64")
        self.check([scalar("int", 2 ** 63)], "scalar_out_of_range")
        self.check([scalar("bool", True)], "bool")
        self.check([scalar("float", 1.5)], "float32")
        self.check([scalar("complex", 1j)], "complex64")
        self.check([scalar("int", 1), scalar("float", 1.5)], "float32")
        self.check([scalar("bool", True), scalar("int", 1)], "int32")
        self.check([scalar("int", 2 ** 31), scalar("bool", True)], "int64")

    def test_n_ary_extension(self):
        # Scalars meet the arrays' promoted dtype, wherever they stand.
        self.check([dim("int8"), scalar("int", 300), zero("uint8")], "int16")
        self.check([dim("int8"), scalar("int", 300)], "scalar_out_of_range")
        self.check([dim("uint64"), dim("int8"), scalar("float", 1.5)],
                   "float32")
        self.check([dim("int8"), zero("uint8"), dim("bfloat16")], "bfloat16")
        self.check([scalar("float", 1.5), dim("int32"), scalar("complex")],
                   "complex64")
        self.assertEqual(error_kind(result_type, [], "float32"),
                         "invalid_argument")


class ElementwiseDtypesTest(unittest.TestCase):
    def decide(self, op, a, b, inplace=False):
        return elementwise_dtypes(op, a, False, b, True, "float32", inplace)

    def test_arithmetic_promotes_every_dtype(self):
        for op in ("add", "subtract", "multiply", "maximum"):
            for a in DTYPES:
                for b in DTYPES:
                    decision = self.decide(op, a, b)
                    self.assertIsNone(decision.early_refusal)
                    self.assertIsNone(decision.late_refusal)
                    promoted = promote_types(a, b)
                    self.assertEqual(decision.compute_dtype, promoted)
                    self.assertEqual(decision.result_dtype, promoted)

    def test_comparisons_give_bool(self):
        for op in ("equal", "less"):
            for a in DTYPES:
                decision = self.decide(op, a, "complex64")
                self.assertEqual(decision.compute_dtype, "complex64")
                self.assertEqual(decision.result_dtype, "bool")

    def test_divide_at_least_float(self):
        cases = {("int32", "int32"): "float32", ("bool", "bool"): "float32",
                 ("uint64", "int64"): "float32", ("uint64", "int8"): "float32",
                 ("int8", "float16"): "float16",
                 ("bfloat16", "bool"): "bfloat16",
                 ("float64", "int8"): "float64",
                 ("complex64", "int8"): "complex64"}
        for (a, b), expected in cases.items():
            decision = self.decide("divide", a, b)
            self.assertEqual((decision.compute_dtype, decision.result_dtype),
                             (expected, expected), (a, b))

    def test_bitwise_and_refuses_inexact_early(self):
        for a in DTYPES:
            for b in DTYPES:
                promoted = promote_types(a, b)
                decision = self.decide("bitwise_and", a, b)
                if promoted in ("float16", "bfloat16", "float32", "float64",
                                "complex64"):
                    self.assertEqual(decision.early_refusal.kind,
                                     "unsupported_dtype_for_op", (a, b))
                else:
                    self.assertEqual(decision.compute_dtype, promoted)
        # uint64 with int8 promotes to float32: refused though both are ints
        self.assertIsNotNone(self.decide("bitwise_and", "uint64",
                                         "int8").early_refusal)

    def test_in_place_is_undefined_after_unknown_dtypes(self):
        for op in ("add", "divide", "equal", "bitwise_and"):
            decision = self.decide(op, "float32", "float32", inplace=True)
            self.assertEqual(decision.early_refusal.kind, "undefined")
            decision = self.decide(op, "float32", "complex128", inplace=True)
            self.assertEqual(decision.early_refusal.kind,
                             "unsupported_dtype_for_op")
        # and before bitwise_impl's check
        self.assertEqual(self.decide("bitwise_and", "float32", "int8",
                                     inplace=True).early_refusal.kind,
                         "undefined")

    def test_dtypes_before_shapes(self):
        a = Array("float32", (2,), [1.0, 2.0])
        b = Array("int32", (3,), [1, 2, 3])
        for op, expected in (("bitwise_and", "unsupported_dtype_for_op"),
                             ("add", "incompatible_shapes"),
                             ("add_inplace", "undefined")):
            compute = (elementwise.compute_inplace if op.endswith("_inplace")
                       else elementwise.compute)
            with self.assertRaises(ModelError) as caught:
                compute(op.replace("_inplace", ""), a, b, "float32", "mlx")
            self.assertEqual(caught.exception.kind, expected, op)
        c128 = Array("complex128", (2,), [1j, 2j])
        with self.assertRaises(ModelError) as caught:
            elementwise.compute("add", c128, b, "float32", "mlx")
        self.assertEqual(caught.exception.kind, "unsupported_dtype_for_op")


def compute(op, dtype, xs, ys, b_dtype=None):
    a = Array(dtype, (len(xs),), list(xs))
    b = Array(b_dtype or dtype, (len(ys),), list(ys))
    return elementwise.compute(op, a, b, "float32", "mlx")


def same(x, y):
    """Equal as the case format compares: NaN equals NaN, -0.0 is not
    0.0 (each part, for complex values)."""
    if isinstance(x, complex):
        return same(x.real, y.real) and same(x.imag, y.imag)
    if isinstance(x, float):
        return (x != x and y != y) or (x == y and math.copysign(1, x)
                                       == math.copysign(1, y))
    return x == y


class KernelTest(unittest.TestCase):
    def assertValues(self, result, dtype, expected):
        self.assertEqual(result.dtype, dtype)
        self.assertEqual(len(result.data), len(expected))
        for got, want in zip(result.data, expected):
            self.assertTrue(same(got, want), (result.data, expected))

    def test_real_maximum_ties_give_the_second_operand(self):
        nan = math.nan
        for dtype in ("float16", "bfloat16", "float32", "float64"):
            result = compute("maximum", dtype, [-0.0, 0.0, nan, 1.0, nan],
                             [0.0, -0.0, 1.0, nan, nan])
            self.assertValues(result, dtype, [0.0, -0.0, nan, nan, nan])
        result = compute("maximum", "int32", [0, 0], [-0.0, 0.0],
                         b_dtype="float64")
        self.assertValues(result, "float64", [-0.0, 0.0])

    def test_real_minimum_ties_give_the_second_operand(self):
        nan = math.nan
        for dtype in ("float16", "bfloat16", "float32", "float64"):
            result = compute("minimum", dtype, [-0.0, 0.0, nan, 1.0, nan],
                             [0.0, -0.0, 1.0, nan, nan])
            self.assertValues(result, dtype, [0.0, -0.0, nan, nan, nan])

    def test_complex_minimum(self):
        nan = math.nan
        xs = [complex(nan, 0), complex(0, nan), complex(1, 2),
              complex(-0.0, 0), complex(2, -1), complex(1, nan)]
        ys = [complex(1, 0), complex(1, 0), complex(1, 3),
              complex(0.0, 0), complex(1, 5), complex(nan, 0)]
        expected = [complex(nan, 0), complex(0, nan), complex(1, 2),
                    complex(0.0, 0), complex(1, 5), complex(nan, 0)]
        self.assertValues(compute("minimum", "complex64", xs, ys),
                          "complex64", expected)

    def test_complex_ordering_comparisons(self):
        nan = math.nan
        xs = [complex(1, 2), complex(1, 2), complex(2, nan), complex(nan, 0),
              complex(0.0, 1)]
        ys = [complex(1, 3), complex(1, 2), complex(1, 0), complex(1, 0),
              complex(-0.0, 1)]
        self.assertValues(compute("greater_equal", "complex64", xs, ys),
                          "bool", [False, True, True, False, True])
        self.assertValues(compute("greater", "complex64", xs, ys), "bool",
                          [False, False, True, False, False])
        self.assertValues(compute("less_equal", "complex64", xs, ys), "bool",
                          [True, True, False, False, True])
        self.assertValues(compute("not_equal", "complex64", xs, ys), "bool",
                          [True, False, True, True, False])

    def test_bitwise_or_xor_refuse_floats(self):
        for op in ("bitwise_or", "bitwise_xor"):
            self.assertEqual(promotion_mlx.elementwise_dtypes(
                op, "uint64", False, "int8", False, "float32",
                False).early_refusal.kind, "unsupported_dtype_for_op")

    def test_integer_and_bool_maximum(self):
        self.assertValues(compute("maximum", "int8", [-1, 5], [3, 2]),
                          "int8", [3, 5])
        self.assertValues(compute("maximum", "bool", [False, True, False],
                                  [True, False, False]),
                          "bool", [True, True, False])

    def test_complex_maximum(self):
        nan = math.nan
        xs = [complex(nan, 0), complex(0, nan), complex(1, 2),
              complex(-0.0, 0), complex(2, -1), complex(1, nan)]
        ys = [complex(1, 0), complex(1, 0), complex(1, 3),
              complex(0.0, 0), complex(1, 5), complex(nan, 0)]
        # Only a NaN real part of the first operand returns it.
        expected = [complex(nan, 0), complex(1, 0), complex(1, 3),
                    complex(0.0, 0), complex(2, -1), complex(nan, 0)]
        self.assertValues(compute("maximum", "complex64", xs, ys),
                          "complex64", expected)

    def test_complex_less_is_lexicographic(self):
        nan = math.nan
        xs = [complex(1, 2), complex(1, 2), complex(nan, 0), complex(0, 1),
              complex(2, 0), complex(1, nan)]
        ys = [complex(1, 3), complex(2, 0), complex(1, 0), complex(0, 1),
              complex(1, 9), complex(2, 0)]
        self.assertValues(compute("less", "complex64", xs, ys), "bool",
                          [True, True, False, False, False, True])

    def test_bool_arithmetic(self):
        xs, ys = [False, False, True, True], [False, True, False, True]
        self.assertValues(compute("subtract", "bool", xs, ys), "bool",
                          [False, True, True, False])
        self.assertValues(compute("add", "bool", xs, ys), "bool",
                          [False, True, True, True])
        self.assertValues(compute("multiply", "bool", xs, ys), "bool",
                          [False, False, False, True])
        self.assertValues(compute("bitwise_and", "bool", xs, ys), "bool",
                          [False, False, False, True])

    def test_kernel_overrides_only_where_mlx_differs(self):
        kernel = promotion_mlx.kernel
        self.assertIsNotNone(kernel("subtract", "bool"))
        self.assertIsNotNone(kernel("maximum", "float32"))
        self.assertIsNotNone(kernel("maximum", "complex64"))
        self.assertIsNotNone(kernel("less", "complex64"))
        for op, dtype in (("add", "float32"), ("maximum", "int8"),
                          ("less", "float32"), ("equal", "complex64"),
                          ("subtract", "int8"), ("divide", "complex64")):
            self.assertIsNone(kernel(op, dtype), (op, dtype))


class SpecLiteralsTest(unittest.TestCase):
    """promcast_spec/profile_mlx.py: literals read from upstream."""

    def test_model_agrees_with_every_literal(self):
        cases = profile_mlx.cases()
        for case in cases:
            self.assertEqual(case["profile"], "mlx")
            self.assertEqual(evaluate(case["op"], case["inputs"], "mlx"),
                             case["expect"], case["id"])
        ids = [case["id"] for case in cases]
        self.assertEqual(len(ids), len(set(ids)))

    def test_the_spec_transcribes_every_cell(self):
        cells = {tuple(c["inputs"]["dtypes"]): c["expect"]["dtype"]
                 for c in profile_mlx.cases() if c["op"] == "promote_types"}
        self.assertEqual(len(cells), 196)
        fork = parse_cpp_table(DTYPE_CPP_V0_31_1_FORK)
        upstream = parse_cpp_table(DTYPE_CPP_13)
        for pair, cell in cells.items():
            self.assertEqual(cell, upstream.get(pair, fork[pair]), pair)


if __name__ == "__main__":
    unittest.main()
