"""The element-wise ops with a Python scalar operand (promcast_model/
scalar_values.py), profile by profile, against outcomes worked out by hand
from each library's upstream source and the Array API standard; and the
family that writes them (every cell drawn, every position met)."""

import math
import struct
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.cases import evaluate
from promcast_families import scalar_operands as family
from promcast_model.array import Array
from promcast_model.elementwise import OPS
from promcast_model.errors import ModelError
from promcast_model.scalar_values import SCALAR_A, SCALAR_B, scalar_outcome


def _float32(value):
    """value rounded to float32 by the C library (struct), not the model."""
    return struct.unpack("f", struct.pack("f", value))[0]


# 1 + 2**-11 (float16's midpoint between 1 and its successor) + 2**-40: a
# double that float16 rounds up directly, but that float32 rounds to the
# midpoint, which float16 then rounds to even (1.0).
_ABOVE_HALF_TIE = 1.0 + 2.0 ** -11 + 2.0 ** -40


class ScalarCase(unittest.TestCase):
    profile = None

    def outcome(self, op, dtype, data, kind, value, position=SCALAR_B,
                inplace=False, default_float="float32", shape=None):
        shape = (len(data),) if shape is None else shape
        return scalar_outcome(op, Array(dtype, shape, list(data)), kind,
                              value, position, default_float, self.profile,
                              inplace)

    def assertArray(self, result, dtype, data):
        self.assertNotIsInstance(result, ModelError, result)
        self.assertEqual(result.dtype, dtype)
        self.assertEqual(len(result.data), len(data))
        for got, want in zip(result.data, data):
            if isinstance(want, float) and math.isnan(want):
                self.assertTrue(math.isnan(got))
            else:
                self.assertEqual(got, want)
                if isinstance(want, float) and want == 0.0:
                    self.assertEqual(math.copysign(1, got),
                                     math.copysign(1, want))

    def assertError(self, result, kind):
        self.assertIsInstance(result, ModelError)
        self.assertEqual(result.kind, kind)


class TorchTest(ScalarCase):
    profile = "torch"

    def test_int_wraps_into_the_tensor_dtype(self):
        # TensorIterator casts the wrapped int64 300 to uint8: 44.
        self.assertArray(self.outcome("add", "uint8", [1], "int", 300),
                         "uint8", [45])
        self.assertArray(self.outcome("subtract", "uint8", [1], "int", 300,
                                      SCALAR_A), "uint8", [43])
        self.assertArray(self.outcome("add", "int8", [1], "int", 300,
                                      inplace=True), "int8", [45])

    def test_comparisons_see_the_wrapped_value(self):
        # -1 becomes uint8 255; 257 becomes 1.
        self.assertArray(self.outcome("greater", "uint8", [1], "int", -1),
                         "bool", [False])
        self.assertArray(self.outcome("equal", "uint8", [1], "int", 257,
                                      SCALAR_A), "bool", [True])

    def test_int_beyond_int64_is_refused(self):
        for value in (1 << 63, 1 << 64, -(1 << 63) - 1):
            self.assertError(self.outcome("add", "int64", [1], "int", value),
                             "scalar_out_of_range")
        self.assertError(self.outcome("add", "float32", [], "int", 1 << 64),
                         "scalar_out_of_range")

    def test_functions_without_a_scalar_overload(self):
        for op in ("maximum", "minimum", "nextafter", "logical_and"):
            self.assertError(self.outcome(op, "float32", [1.0], "float",
                                          1.0), "invalid_argument")
        self.assertError(self.outcome("copysign", "float32", [1.0], "float",
                                      1.0, SCALAR_A), "invalid_argument")
        self.assertArray(self.outcome("copysign", "float32", [1.0], "int",
                                      -2), "float32", [-1.0])

    def test_bool_scalar_in_subtraction(self):
        # sub_check refuses a bool operand, the wrapped number's too.
        self.assertError(self.outcome("subtract", "int8", [1], "bool", True),
                         "unsupported_dtype_for_op")

    def test_in_place_cast_check(self):
        self.assertError(self.outcome("add", "int8", [1], "float", 1.5,
                                      inplace=True), "cannot_cast")

    def test_true_division_converts_the_int_to_the_float_dtype(self):
        # The common dtype is float32 (promote_integer_inputs_to_float):
        # 300 is not wrapped to int8 first.
        self.assertArray(self.outcome("divide", "int8", [1], "int", 300),
                         "float32", [_float32(1 / 300)])

    def test_half_formats_convert_through_float(self):
        # c10::Half(float): 65520.0 is float16's tie to infinity.
        self.assertArray(self.outcome("add", "float16", [0.0], "float",
                                      65520.0), "float16", [math.inf])
        self.assertArray(self.outcome("add", "float16", [0.0], "float",
                                      _ABOVE_HALF_TIE), "float16", [1.0])

    def test_reduced_float_kernels_read_the_scalar_in_float(self):
        # mul_kernel, div_true_kernel: b = original_scalar_value<float>;
        # 0.5 * 65520 = 32760 in float, which float16 rounds (a tie
        # between 32752 and 32768) to even: 32768. 1 / 70000 in float is
        # 1.4285714e-05, 240 float16 subnormal steps of 2**-24.
        self.assertArray(self.outcome("multiply", "float16", [0.5], "int",
                                      65520), "float16", [32768.0])
        self.assertArray(self.outcome("divide", "float16", [1.0], "float",
                                      70000.0), "float16", [240 * 2.0 ** -24])
        # As a (scalar op tensor) the scalar is cast to float16 first.
        self.assertArray(self.outcome("multiply", "float16", [0.5], "int",
                                      65520, SCALAR_A), "float16",
                         [math.inf])

    def test_zero_dim_and_empty_arrays(self):
        self.assertArray(self.outcome("add", "int8", [1], "int", 2,
                                      shape=()), "int8", [3])
        result = self.outcome("add", "uint8", [], "int", 300, shape=(2, 0))
        self.assertEqual(result.shape, (2, 0))


class NumpyTest(ScalarCase):
    profile = "numpy"

    def test_int_out_of_the_loop_range(self):
        self.assertError(self.outcome("add", "uint8", [1], "int", 300),
                         "scalar_out_of_range")
        self.assertError(self.outcome("add", "uint8", [], "int", -1,
                                      SCALAR_A), "scalar_out_of_range")
        self.assertError(self.outcome("add", "int64", [1], "int", 1 << 63),
                         "scalar_out_of_range")

    def test_integer_comparisons_are_exact(self):
        # special_integer_comparisons.cpp (NumPy 2).
        self.assertArray(self.outcome("less", "uint8", [1, 255], "int", 300),
                         "bool", [True, True])
        self.assertArray(self.outcome("greater", "uint64", [0, 1 << 63],
                                      "int", -1), "bool", [True, True])
        self.assertArray(self.outcome("equal", "int8", [44], "int", 300,
                                      SCALAR_A), "bool", [False])

    def test_kinds_and_values(self):
        self.assertArray(self.outcome("add", "int8", [1], "float", 1.5),
                         "float64", [2.5])
        self.assertArray(self.outcome("multiply", "float16", [1.0], "float",
                                      1e300), "float16", [math.inf])
        # Straight from the double: float16 rounds the tie's neighbour up.
        self.assertArray(self.outcome("add", "float16", [0.0], "float",
                                      _ABOVE_HALF_TIE), "float16",
                         [1.0 + 2.0 ** -10])
        self.assertArray(self.outcome("divide", "int8", [1], "int", 300),
                         "float64", [1 / 300])
        self.assertArray(self.outcome("add", "float32", [1.0], "complex",
                                      1j), "complex64", [1 + 1j])

    def test_logical_ops_take_the_bool_loop(self):
        self.assertArray(self.outcome("logical_and", "uint8", [0, 3], "int",
                                      -1), "bool", [False, True])
        self.assertArray(self.outcome("logical_or", "float16", [0.0],
                                      "float", 1e-8), "bool", [True])

    def test_in_place(self):
        self.assertError(self.outcome("add", "int8", [1], "float", 1.5,
                                      inplace=True), "cannot_cast")
        self.assertError(self.outcome("add", "uint8", [1], "int", 300,
                                      inplace=True), "scalar_out_of_range")


class JaxTest(ScalarCase):
    profile = "jax"

    def test_int_is_a_weak_int32_then_wraps(self):
        self.assertArray(self.outcome("add", "uint8", [1], "int", 300),
                         "uint8", [45])
        self.assertArray(self.outcome("add", "uint8", [1], "int", -1,
                                      SCALAR_A), "uint8", [0])
        for value in (1 << 31, -(1 << 31) - 1, 1 << 63):
            self.assertError(self.outcome("add", "float32", [1.0], "int",
                                          value), "scalar_out_of_range")

    def test_float_is_a_weak_float32(self):
        # Through float32 first: the tie's neighbour rounds to even.
        self.assertArray(self.outcome("add", "float16", [0.0], "float",
                                      _ABOVE_HALF_TIE), "float16", [1.0])

    def test_weak_kinds(self):
        self.assertArray(self.outcome("add", "bool", [True, False], "int",
                                      5), "int32", [6, 5])
        self.assertArray(self.outcome("add", "uint8", [1], "float", 0.5),
                         "float32", [1.5])
        self.assertArray(self.outcome("add", "float32", [1.0], "float",
                                      1e300), "float32", [math.inf])

    def test_in_place_is_undefined(self):
        self.assertError(self.outcome("add", "int8", [1], "int", 1,
                                      inplace=True), "undefined")


class ArrayApiTest(ScalarCase):
    profile = "array-api"

    def test_supported_mixes(self):
        self.assertArray(self.outcome("add", "int8", [1], "int", 3),
                         "int8", [4])
        self.assertArray(self.outcome("add", "float32", [1.0], "complex",
                                      1j), "complex64", [1 + 1j])
        self.assertArray(self.outcome("bitwise_and", "bool", [True], "bool",
                                      False), "bool", [False])

    def test_left_unspecified(self):
        for args in (("add", "uint8", [1], "int", 256),
                     ("add", "int32", [1], "float", 1.5),
                     ("add", "int32", [1], "complex", 1j),
                     ("add", "int8", [1], "bool", True),
                     ("logical_and", "bool", [True], "int", 1),
                     ("maximum", "float32", [1.0], "complex", 1j),
                     ("add", "float32", [1.0], "int", 10 ** 39)):
            self.assertError(self.outcome(*args), "undefined")

    def test_float_converts_as_ieee(self):
        # A Python float has no range condition in the clause: 1e300 is
        # float32's +inf, as IEEE 754 converts it.
        self.assertArray(self.outcome("add", "float32", [1.0], "float", 1e300),
                         "float32", [math.inf])


class MlxTest(ScalarCase):
    profile = "mlx"

    def test_to_array_range_check(self):
        self.assertError(self.outcome("add", "uint8", [1], "int", 300),
                         "scalar_out_of_range")
        # 64-bit dtypes are not checked: -1 is uint64's largest value.
        self.assertArray(self.outcome("add", "uint64", [0], "int", -1),
                         "uint64", [(1 << 64) - 1])
        # bool_ is promoted to int32, unchecked.
        self.assertArray(self.outcome("add", "bool", [True], "int", 5),
                         "int32", [6])

    def test_floats_through_c_float(self):
        self.assertArray(self.outcome("add", "float16", [0.0], "float",
                                      _ABOVE_HALF_TIE), "float16", [1.0])
        self.assertArray(self.outcome("add", "float32", [0.0], "float", 0.1),
                         "float32", [_float32(0.1)])
        # float64 takes the double itself (v0.32.1).
        self.assertArray(self.outcome("add", "float64", [0.0], "float", 0.1),
                         "float64", [0.1])

    def test_logical_ops_convert_the_scalar_alone(self):
        # to_array(1j) is complex64; complex64 -> bool reads the real part.
        self.assertArray(self.outcome("logical_or", "bool", [False],
                                      "complex", 1j), "bool", [False])


class EvaluateTest(unittest.TestCase):
    def test_scalar_inputs_are_read(self):
        inputs = {"a": {"dtype": "uint8", "shape": [1], "data": ["1"]},
                  "b": {"kind": "int", "value": "300"},
                  "default_float": "float32"}
        self.assertEqual(evaluate("add", inputs, "torch"),
                         {"array": {"dtype": "uint8", "shape": [1],
                                    "data": ["45"]}})
        swapped = {"a": inputs["b"], "b": inputs["a"],
                   "default_float": "float32"}
        self.assertEqual(evaluate("add", swapped, "numpy"),
                         {"error": "scalar_out_of_range"})


class FamilyTest(unittest.TestCase):
    def test_every_cell_once_and_every_position(self):
        count = len(family.COMBINATIONS)
        self.assertGreaterEqual(family.COMMITTED_COUNT, count)
        drawn = {family.COMBINATIONS[i % count]
                 for i in range(family.COMMITTED_COUNT)}
        self.assertEqual(drawn, set(family.COMBINATIONS))
        self.assertEqual({combination[1] for combination in drawn}, set(OPS))
        positions = {}
        for index in range(count):
            profile, op, dtype, kind = family.COMBINATIONS[index]
            positions.setdefault((profile, op, kind), set()).add(
                family.position(index))
        for key, seen in positions.items():
            self.assertEqual(seen, set(family._POSITIONS[key[0]]), key)


if __name__ == "__main__":
    unittest.main()
