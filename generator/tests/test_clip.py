"""clip: the model's rules per profile against answers worked out by hand
from each library's source (promcast_model/clip.py cites them), the spec
cases of promcast_spec/functions_where_clip.py, and the family."""

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

# The profiles that have clip (stdlib's library has none).
ALL_PROFILES = tuple(name for name in PROFILE_NAMES
                     if not lacks(name, "clip"))

NAN, INF = math.nan, math.inf


def clip(x, minimum, maximum, profile, default_float="float32"):
    """The model's clip: (dtype, shape, data) or the error kind."""
    try:
        result = outcome(FunctionCall("clip", (x, minimum, maximum),
                                      AXIS_DEFAULT), profile, default_float)
    except ModelError as error:
        return error.kind
    array = result.array
    return array.dtype, tuple(array.shape), array.data


def same(got, want):
    """Equal outcomes, NaN equal to NaN."""
    if isinstance(got, str) or isinstance(want, str):
        return got == want
    return got[:2] == want[:2] and len(got[2]) == len(want[2]) and all(
        x == y or (x != x and y != y) for x, y in zip(got[2], want[2]))


class ClipRulesTest(unittest.TestCase):
    def check(self, got, want, message=None):
        self.assertTrue(same(got, want), f"{message}: {got} != {want}")

    def test_both_bounds_in_every_profile(self):
        x = Array("float32", (4,), [-2.0, 0.5, 3.0, NAN])
        low, high = Array("float32", (), [0.0]), Array("float32", (), [1.0])
        for profile in NAMES:
            self.check(clip(x, low, high, profile),
                       ("float32", (4,), [0.0, 0.5, 1.0, NAN]), profile)

    def test_no_bounds(self):
        x = Array("int16", (2,), [1, -5])
        want = ("int16", (2,), [1, -5])
        self.assertEqual(clip(x, None, None, "torch"), "invalid_argument")
        self.assertEqual(clip(x, None, None, "mlx"), "invalid_argument")
        for profile in ("numpy", "jax", "array-api"):
            self.assertEqual(clip(x, None, None, profile), want, profile)
        # NumPy's um.positive has no bool loop; jnp.clip returns x
        flags = Array("bool", (1,), [True])
        self.assertEqual(clip(flags, None, None, "numpy"),
                         "unsupported_dtype_for_op")
        self.assertEqual(clip(flags, None, None, "jax"),
                         ("bool", (1,), [True]))

    def test_min_greater_than_max(self):
        x = Array("int32", (3,), [0, 4, 9])
        low, high = Scalar("int", 6), Scalar("int", 2)
        for profile in ("torch", "numpy", "jax", "mlx"):
            # min(max(x, 6), 2) everywhere: max wins
            self.assertEqual(clip(x, low, high, profile),
                             ("int32", (3,), [2, 2, 2]), profile)
        self.assertEqual(clip(x, low, high, "array-api"), "undefined")

    def test_nan_bounds(self):
        x = Array("float64", (2,), [1.0, 2.0])
        nan = Scalar("float", NAN)
        for profile in NAMES:
            # jax computes float64 arrays as float32 with x64 off
            dtype = "float32" if profile == "jax" else "float64"
            self.check(clip(x, nan, None, profile),
                       (dtype, (2,), [NAN, NAN]), profile)
            self.check(clip(x, None, Array("float64", (2,), [NAN, 3.0]),
                            profile),
                       (dtype, (2,), [NAN, 2.0]), profile)

    def test_bounds_broadcast_x(self):
        x = Array("int32", (3,), [-1, 5, 9])
        low = Array("int32", (2, 1), [0, 6])
        for profile in NAMES:
            self.assertEqual(clip(x, low, Array("int32", (), [8]), profile),
                             ("int32", (2, 3), [0, 5, 8, 6, 6, 8]), profile)
            self.assertEqual(clip(x, Array("int32", (2,), [0, 1]), None,
                                  profile), "incompatible_shapes", profile)

    def test_promotion(self):
        x = Array("int8", (2,), [1, 9])
        low = Array("int16", (1,), [2])
        want = ("int16", (2,), [2, 9])
        for profile in ("torch", "numpy", "jax", "mlx"):
            self.assertEqual(clip(x, low, None, profile), want, profile)
        self.assertEqual(clip(x, low, None, "array-api"), "undefined")
        # a float scalar bound: torch and numpy promote an integer x
        # (default float, float64), mlx gives the scalar float32 and
        # promotes, jax's weak float is float32
        half = Scalar("float", 2.5)
        self.assertEqual(clip(x, half, None, "torch", "float64"),
                         ("float64", (2,), [2.5, 9.0]))
        self.assertEqual(clip(x, half, None, "numpy"),
                         ("float64", (2,), [2.5, 9.0]))
        self.assertEqual(clip(x, half, None, "jax"),
                         ("float32", (2,), [2.5, 9.0]))
        self.assertEqual(clip(x, half, None, "mlx"),
                         ("float32", (2,), [2.5, 9.0]))
        self.assertEqual(clip(x, half, None, "array-api"), "undefined")
        # a floating x keeps its dtype in PyTorch's Scalar overload
        self.assertEqual(clip(Array("float16", (1,), [5.0]), None,
                              Scalar("int", 3), "torch"),
                         ("float16", (1,), [3.0]))

    def test_torch_bounds_outside_the_dtype(self):
        x = Array("uint8", (2,), [0, 7])
        self.assertEqual(clip(x, Scalar("int", -1), Scalar("int", 5),
                              "torch"), ("uint8", (2,), [0, 5]))
        self.assertEqual(clip(x, Scalar("int", 3), Scalar("int", 300),
                              "torch"), ("uint8", (2,), [3, 7]))
        self.assertEqual(clip(x, None, Scalar("int", -1), "torch"),
                         "scalar_out_of_range")
        self.assertEqual(clip(x, Scalar("int", 300), None, "torch"),
                         "scalar_out_of_range")
        # both dropped: result.copy_(self), whatever the kernels take
        wide = Array("uint16", (1,), [7])
        self.assertEqual(clip(wide, Scalar("int", -1), None, "torch"),
                         ("uint16", (1,), [7]))
        self.assertEqual(clip(wide, Scalar("int", 1), None, "torch"),
                         "unsupported_dtype_for_op")
        # a float16 bound beyond float16's range is refused
        # (Scalar::to<Half>), an infinity is not
        half = Array("float16", (1,), [1.0])
        self.assertEqual(clip(half, None, Scalar("float", 1e5), "torch"),
                         "scalar_out_of_range")
        self.assertEqual(clip(half, None, Scalar("float", INF), "torch"),
                         ("float16", (1,), [1.0]))

    def test_torch_overloads(self):
        x = Array("int32", (2,), [1, 5])
        # a number beside a dimensioned tensor: no overload
        self.assertEqual(clip(x, Scalar("int", 0),
                              Array("int32", (1,), [3]), "torch"),
                         "invalid_argument")
        # beside a 0-d tensor: the Scalar overload, the tensor's value a
        # Scalar (its dtype then plays no part: int32 x stays int32)
        self.assertEqual(clip(x, Scalar("int", 0),
                              Array("int64", (), [3]), "torch"),
                         ("int32", (2,), [1, 3]))
        # two tensors: TensorIterator promotes (a 0-d int64 with a
        # dimensioned int32 is int32; a 0-d float32 wins over int32)
        self.assertEqual(clip(x, Array("float32", (), [2.0]), None,
                              "torch"), ("float32", (2,), [2.0, 5.0]))
        # bool: maximum's kernel takes it, clamp's does not
        flags = Array("bool", (2,), [True, False])
        self.assertEqual(clip(flags, Array("bool", (1,), [False]), None,
                              "torch"), ("bool", (2,), [True, False]))
        self.assertEqual(clip(flags, Array("bool", (1,), [False]),
                              Array("bool", (1,), [True]), "torch"),
                         "unsupported_dtype_for_op")
        self.assertEqual(clip(Array("complex64", (1,), [1j]), None,
                              Array("float32", (1,), [1.0]), "torch"),
                         "unsupported_dtype_for_op")

    def test_torch_settled_rules(self):
        # a 0-d tensor beside a number is the Scalar of its value: a bool
        # 0-d min with an int max promotes with a bool x as two wrapped
        # numbers (int64)
        flags = Array("bool", (), [True])
        self.assertEqual(clip(flags, Array("bool", (), [False]),
                              Scalar("int", -2147483649), "torch"),
                         ("int64", (), [-2147483649]))
        # ... and a bool result has no clamp kernel
        self.assertEqual(clip(flags, Array("bool", (), [False]),
                              Scalar("bool", True), "torch"),
                         "unsupported_dtype_for_op")
        # a number beside a dimensioned tensor fails while matching the
        # overloads, before the number is unpacked
        self.assertEqual(clip(Array("int32", (1,), [1]),
                              Scalar("int", 1 << 64),
                              Array("int32", (1,), [3]), "torch"),
                         "invalid_argument")
        # unpacking comes before clamp's own checks (a complex x)
        self.assertEqual(clip(Array("complex64", (1,), [1j]),
                              Scalar("int", 1 << 64), None, "torch"),
                         "scalar_out_of_range")
        # the clamp kernels have no uint16, uint32, uint64, whichever
        # overload
        for dtype in ("uint16", "uint32", "uint64"):
            x = Array(dtype, (1,), [3])
            self.assertEqual(clip(x, None, Scalar("int", 2), "torch"),
                             "unsupported_dtype_for_op", dtype)
            self.assertEqual(clip(x, Array(dtype, (), [1]),
                                  Array(dtype, (), [2]), "torch"),
                             "unsupported_dtype_for_op", dtype)
        # one Tensor bound: maximum's and minimum's kernels take no
        # complex, which the meta function (x alone) lets through
        self.assertEqual(clip(Array("int32", (1,), [1]), None,
                              Array("complex64", (), [2.5]), "torch"),
                         "unsupported_dtype_for_op")

    def test_numpy_python_int_bounds(self):
        x = Array("int8", (2,), [-100, 100])
        self.assertEqual(clip(x, Scalar("int", -200), Scalar("int", 200),
                              "numpy"), ("int8", (2,), [-100, 100]))
        self.assertEqual(clip(x, Scalar("int", -200), Scalar("int", 50),
                              "numpy"), ("int8", (2,), [-100, 50]))
        self.assertEqual(clip(x, Scalar("int", 200), None, "numpy"),
                         "scalar_out_of_range")
        # a Python bool is not an int here (`type(min) is int`)
        self.assertEqual(clip(x, Scalar("bool", True), None, "numpy"),
                         ("int8", (2,), [1, 100]))

    def test_numpy_complex_order(self):
        x = Array("complex128", (3,), [1 + 5j, 2 - 1j, complex(NAN, 0.0)])
        low = Scalar("complex", 2 + 0j)
        got = clip(x, low, Scalar("complex", 3 + 0j), "numpy")
        # lexicographic: 1+5j < 2 -> 2; 2-1j < 2+0j -> 2; NaN stays
        self.assertTrue(same(got, ("complex128", (3,),
                                   [2 + 0j, 2 + 0j, complex(NAN, 0.0)])),
                        got)

    def test_jax_jit_boundary(self):
        # jnp.clip is jitted: a Python int outside int32 overflows at the
        # boundary, before the body refuses a complex operand
        self.assertEqual(clip(Array("complex64", (1,), [1j]),
                              Scalar("int", 1 << 31), None, "jax"),
                         "scalar_out_of_range")
        self.assertEqual(clip(Array("int8", (1,), [1]),
                              Scalar("complex", 0.5 - 1j),
                              Scalar("int", 1 << 31), "jax"),
                         "scalar_out_of_range")
        # and x crosses it in its canonical dtype, bounds or none
        self.assertEqual(clip(Array("int64", (), [-6]), None, None, "jax"),
                         ("int32", (), [-6]))
        self.assertEqual(clip(Array("uint64", (), [2]), None, None, "jax"),
                         ("uint32", (), [2]))

    def test_jax_and_mlx_order(self):
        x = Array("float32", (1,), [1.0])
        self.assertEqual(clip(x, Scalar("int", 1 << 31), None, "jax"),
                         "scalar_out_of_range")
        self.assertEqual(clip(Array("complex64", (1,), [1j]), None, None,
                              "jax"), "unsupported_dtype_for_op")
        self.assertEqual(clip(Array("int8", (1,), [1]), None,
                              Scalar("int", 300), "mlx"),
                         "scalar_out_of_range")

    def test_array_api_open_cases(self):
        ints = Array("int32", (2,), [1, 5])
        self.assertEqual(clip(Array("complex64", (1,), [1j]), None, None,
                              "array-api"), "undefined")
        self.assertEqual(clip(ints, Scalar("bool", True), None,
                              "array-api"), "undefined")
        self.assertEqual(clip(ints, None, Scalar("int", 1 << 31),
                              "array-api"), "undefined")
        # the printed bounds: int32 stops at -(2**31 - 1), so -2**31 is
        # outside them
        self.assertEqual(clip(ints, Scalar("int", -(1 << 31)),
                              Array("int32", (), [3]), "array-api"),
                         "undefined")
        # an int outside the bounds leaves the promotion open, so it comes
        # before the shapes; an in-bounds int lets the shapes speak
        self.assertEqual(clip(ints, Array("int32", (3,), [9, 9, 9]),
                              Scalar("int", 1 << 31), "array-api"),
                         "undefined")
        self.assertEqual(clip(ints, Array("int32", (3,), [9, 9, 9]),
                              Scalar("int", 1), "array-api"),
                         "incompatible_shapes")
        # min > max is a value of the broadcast elements: after the shapes
        self.assertEqual(clip(ints, Array("int32", (3,), [9, 9, 9]),
                              Array("int32", (3,), [0, 0, 0]), "array-api"),
                         "incompatible_shapes")


class ClipCasesTest(unittest.TestCase):
    def test_spec_cases_agree_with_the_model(self):
        for case in spec_cases():
            if case["op"] != "clip":
                continue
            self.assertEqual(evaluate(case["op"], case["inputs"],
                                      case["profile"]), case["expect"],
                             case["id"])

    def test_family_reads_back_and_covers_every_profile(self):
        family = FAMILIES["clip"]
        profiles, kinds = set(), set()
        for index in range(0, family.COMMITTED_COUNT, 7):
            rng = random.Random(index)
            line = family.case_line(rng, 1, index)
            self.assertNotIn('"-0.0"', line)
            case = json.loads(line)
            self.assertEqual(evaluate("clip", case["inputs"],
                                      case["profile"]), case["expect"])
            profiles.add(case["profile"])
            kinds.add(case["expect"].get("error", "array"))
        self.assertEqual(profiles, set(ALL_PROFILES))
        self.assertLessEqual({"array", "incompatible_shapes", "undefined",
                              "scalar_out_of_range", "invalid_argument",
                              "unsupported_dtype_for_op"}, kinds)


if __name__ == "__main__":
    unittest.main()
