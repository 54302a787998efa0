"""where: the model's rules per profile against answers worked out by hand
from each library's source (promcast_model/where.py cites them), the
spec cases of promcast_spec/functions_where_clip.py, and the family."""

import json
import math
import random
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.cases import evaluate
from promcast_families import FAMILIES
from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.function_call import AXIS_DEFAULT, FunctionCall, Scalar
from promcast_model.functions import outcome
# The rule tests below use dtypes the first profiles share (int8, int16,
# ...), which tfjs lacks, and promotion and Python scalars, which onnx
# lacks: their where and clip are tested in test_promotion_tfjs.py and
# test_promotion_onnx.py; the family tests cover every profile.
from promcast_families.common import FIRST_PROFILES as NAMES
from promcast_families.common import lacks
from promcast_model.profiles import NAMES as PROFILE_NAMES
from promcast_spec.functions_where_clip import cases as spec_cases

# The profiles that have where (stdlib's library has none).
ALL_PROFILES = tuple(name for name in PROFILE_NAMES
                     if not lacks(name, "where"))

NAN = math.nan


def where(condition, x1, x2, profile, default_float="float32"):
    """The model's where: (dtype, shape, data) or the error kind."""
    try:
        result = outcome(FunctionCall("where", (condition, x1, x2),
                                      AXIS_DEFAULT), profile, default_float)
    except ModelError as error:
        return error.kind
    array = result.array
    return array.dtype, tuple(array.shape), array.data


def bools(*values):
    return Array("bool", (len(values),), list(values))


class WhereRulesTest(unittest.TestCase):
    def test_selects_and_promotes_in_every_profile(self):
        condition = bools(True, False)
        x1 = Array("int8", (2,), [1, 2])
        x2 = Array("int16", (2,), [3, 4])
        for profile in NAMES:
            self.assertEqual(where(condition, x1, x2, profile),
                             ("int16", (2,), [1, 4]), profile)

    def test_three_way_broadcast(self):
        condition = Array("bool", (2, 1), [True, False])
        x1 = Array("float32", (3,), [1.0, 2.0, 3.0])
        x2 = Array("float32", (), [0.0])
        for profile in NAMES:
            self.assertEqual(where(condition, x1, x2, profile),
                             ("float32", (2, 3),
                              [1.0, 2.0, 3.0, 0.0, 0.0, 0.0]), profile)
            self.assertEqual(where(bools(True, False, True), x1,
                                   Array("float32", (2,), [0.0, 1.0]),
                                   profile), "incompatible_shapes", profile)

    def test_size_zero(self):
        condition = Array("bool", (0, 1), [])
        x1 = Array("int32", (3,), [1, 2, 3])
        for profile in NAMES:
            self.assertEqual(where(condition, x1, Scalar("int", 1), profile),
                             ("int32", (0, 3), []), profile)

    def test_condition_dtypes(self):
        x1, x2 = Array("int32", (3,), [1, 2, 3]), Scalar("int", 0)
        uint8 = Array("uint8", (3,), [1, 0, 2])
        floats = Array("float32", (3,), [NAN, 0.0, -0.0])
        self.assertEqual(where(uint8, x1, x2, "torch"),
                         ("int32", (3,), [1, 0, 3]))
        self.assertEqual(where(floats, x1, x2, "torch"),
                         "unsupported_dtype_for_op")
        for profile in ("numpy", "jax", "mlx"):
            # nonzero is true: NaN true, both zeros false
            self.assertEqual(where(floats, x1, x2, profile),
                             ("int32", (3,), [1, 0, 0]), profile)
        self.assertEqual(where(uint8, x1, x2, "array-api"), "undefined")
        # MLX's complex64 -> bool reads the real part
        complexes = Array("complex64", (3,), [1j, 1 + 0j, 0j])
        self.assertEqual(where(complexes, x1, x2, "mlx"),
                         ("int32", (3,), [0, 2, 0]))
        self.assertEqual(where(complexes, x1, x2, "numpy"),
                         ("int32", (3,), [1, 2, 0]))

    def test_jax_condition_held_in_32_bits(self):
        # x64 off: a float64 1e-300 is a float32 0.0, a uint64 2**32 a
        # uint32 0: both false
        x1, x2 = Array("int32", (2,), [1, 2]), Array("int32", (2,), [3, 4])
        for condition in (Array("float64", (2,), [1e-300, 1.0]),
                          Array("uint64", (2,), [1 << 32, 1])):
            self.assertEqual(where(condition, x1, x2, "jax"),
                             ("int32", (2,), [3, 2]))
            self.assertEqual(where(condition, x1, x2, "numpy"),
                             ("int32", (2,), [1, 2]))

    def test_python_scalars(self):
        condition = bools(True, False)
        uint8 = Array("uint8", (2,), [1, 2])
        # 300 with uint8: the result is uint8 everywhere but in the
        # standard, which leaves the value open; PyTorch's scalar_tensor
        # and NumPy's SETITEM refuse it, MLX's to_array too, JAX wraps it
        # (convert_element_type of the weak int32).
        big = Scalar("int", 300)
        self.assertEqual(where(condition, uint8, big, "torch"),
                         "scalar_out_of_range")
        self.assertEqual(where(condition, uint8, big, "numpy"),
                         "scalar_out_of_range")
        self.assertEqual(where(condition, uint8, big, "mlx"),
                         "scalar_out_of_range")
        self.assertEqual(where(condition, uint8, big, "jax"),
                         ("uint8", (2,), [1, 44]))
        self.assertEqual(where(condition, uint8, big, "array-api"),
                         "undefined")
        # -1 with uint8 in PyTorch: checked_convert lets a negative down to
        # -255 wrap into an unsigned type
        self.assertEqual(where(condition, uint8, Scalar("int", -1), "torch"),
                         ("uint8", (2,), [1, 255]))

    def test_two_scalars(self):
        condition = bools(True, False)
        one, half = Scalar("int", 1), Scalar("float", 2.5)
        self.assertEqual(where(condition, one, half, "torch", "float64"),
                         ("float64", (2,), [1.0, 2.5]))
        self.assertEqual(where(condition, one, half, "numpy"),
                         ("float64", (2,), [1.0, 2.5]))
        self.assertEqual(where(condition, one, half, "jax"),
                         ("float32", (2,), [1.0, 2.5]))
        self.assertEqual(where(condition, one, half, "mlx"),
                         ("float32", (2,), [1.0, 2.5]))
        self.assertEqual(where(condition, one, half, "array-api"),
                         "undefined")
        self.assertEqual(where(condition, one, Scalar("int", 2), "torch"),
                         ("int64", (2,), [1, 2]))
        self.assertEqual(where(condition, Scalar("bool", True),
                               Scalar("bool", False), "numpy"),
                         ("bool", (2,), [True, False]))

    def test_torch_order_of_checks(self):
        # the scalar's conversion before the condition, the condition
        # before the shapes, the shapes before the kernel's dtypes
        floats = Array("float32", (3,), [1.0, 0.0, 1.0])
        self.assertEqual(where(floats, Array("uint8", (2,), [1, 2]),
                               Scalar("int", 300), "torch"),
                         "scalar_out_of_range")
        self.assertEqual(where(floats, Array("int8", (2,), [1, 2]),
                               Scalar("int", 3), "torch"),
                         "unsupported_dtype_for_op")
        self.assertEqual(where(bools(True, False, True),
                               Array("uint16", (2,), [1, 2]),
                               Scalar("int", 3), "torch"),
                         "incompatible_shapes")
        self.assertEqual(where(bools(True, False),
                               Array("uint16", (2,), [1, 2]),
                               Scalar("int", 3), "torch"),
                         "unsupported_dtype_for_op")
        self.assertEqual(where(bools(True), Array("uint16", (1,), [1]),
                               Array("int8", (1,), [1]), "torch"),
                         "no_promotion")
        # a float16 result refuses a float beyond its finite range, not an
        # infinity
        half = Array("float16", (1,), [1.0])
        self.assertEqual(where(bools(False), half, Scalar("float", 1e5),
                               "torch"), "scalar_out_of_range")
        self.assertEqual(where(bools(False), half,
                               Scalar("float", math.inf), "torch"),
                         ("float16", (1,), [math.inf]))

    def test_array_api_order(self):
        # open promotions before the shapes: mixed kinds, and an int
        # outside the array's printed bounds ("Mixing arrays with Python
        # scalars"), which leaves the promotion itself open
        int8 = Array("int8", (2,), [1, 2])
        self.assertEqual(where(bools(True, False, True), int8,
                               Array("float32", (2,), [1.0, 2.0]),
                               "array-api"), "undefined")
        self.assertEqual(where(bools(True, False, True), int8,
                               Scalar("int", 300), "array-api"),
                         "undefined")
        # the printed bounds: int32 stops at -(2**31 - 1)
        self.assertEqual(where(bools(True), Array("int32", (1,), [1]),
                               Scalar("int", -(1 << 31)), "array-api"),
                         "undefined")
        self.assertEqual(where(bools(True, False, True), int8,
                               Scalar("int", 3), "array-api"),
                         "incompatible_shapes")


class WhereCasesTest(unittest.TestCase):
    def test_spec_cases_agree_with_the_model(self):
        for case in spec_cases():
            if case["op"] != "where":
                continue
            self.assertEqual(evaluate(case["op"], case["inputs"],
                                      case["profile"]), case["expect"],
                             case["id"])

    def test_family_reads_back_and_covers_every_profile(self):
        family = FAMILIES["where"]
        profiles, kinds = set(), set()
        for index in range(0, family.COMMITTED_COUNT, 7):
            rng = random.Random(index)
            case = json.loads(family.case_line(rng, 1, index))
            self.assertEqual(case["op"], "where")
            self.assertEqual(evaluate("where", case["inputs"],
                                      case["profile"]), case["expect"])
            profiles.add(case["profile"])
            kinds.add(case["expect"].get("error", "array"))
        self.assertEqual(profiles, set(ALL_PROFILES))
        self.assertLessEqual({"array", "incompatible_shapes", "undefined",
                              "scalar_out_of_range",
                              "unsupported_dtype_for_op"}, kinds)


if __name__ == "__main__":
    unittest.main()
