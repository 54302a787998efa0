"""concat and stack in every profile against hand-worked answers from
each library's rules (promcast_model/joining.py)."""

import unittest

from function_support import arr, run
from promcast_model.function_call import AXIS_DEFAULT

PROFILES = ("torch", "numpy", "jax", "mlx", "array-api")


class ConcatTest(unittest.TestCase):
    def check(self, profile, arrays, axis, dtype, shape, data,
              function="concat"):
        result = run(function, profile, arrays, axis)
        self.assertNotIsInstance(result, str, (profile, result))
        self.assertEqual((result.array.dtype, result.array.shape,
                          result.array.data), (dtype, tuple(shape), data))

    def test_axes(self):
        a = arr("int16", [2, 1], [1, 2])
        b = arr("int16", [2, 2], [3, 4, 5, 6])
        for profile in PROFILES:
            self.check(profile, (a, b), -1, "int16", [2, 3],
                       [1, 3, 4, 2, 5, 6])
            self.check(profile, (a, a), AXIS_DEFAULT, "int16", [4, 1],
                       [1, 2, 1, 2])
            self.assertEqual(run("concat", profile, (a, b), 0),
                             "incompatible_shapes")
            self.assertEqual(run("concat", profile, (a, b), 2),
                             "invalid_axis")

    def test_axis_none(self):
        arrays = (arr("int8", [2, 2], [1, 2, 3, 4]), arr("int8", [], [5]))
        for profile in ("numpy", "jax", "mlx", "array-api"):
            self.check(profile, arrays, None, "int8", [5], [1, 2, 3, 4, 5])
        self.assertEqual(run("concat", "torch", arrays, None),
                         "invalid_argument")

    def test_no_arrays_and_zero_dimensional(self):
        for profile in ("torch", "numpy", "jax", "mlx"):
            self.assertEqual(run("concat", profile, ()), "invalid_argument")
        self.assertEqual(run("concat", "array-api", ()), "undefined")
        zeros = (arr("int8", [], [1]), arr("int8", [], [2]))
        for profile in ("torch", "numpy", "jax"):
            self.assertEqual(run("concat", profile, zeros), "invalid_rank")
        self.assertEqual(run("concat", "mlx", zeros), "invalid_axis")
        self.assertEqual(run("concat", "array-api", zeros), "invalid_axis")
        # torch refuses a 0-d tensor anywhere, before the empty list and
        # the axis.
        self.assertEqual(run("concat", "torch", (
            arr("int8", [1], [1]), arr("int8", [], [2])), 9), "invalid_rank")

    def test_mlx_one_array(self):
        self.check("mlx", (arr("int8", [], [7]),), 3, "int8", [], [7])

    def test_torch_legacy_empty(self):
        empty = arr("float32", [0], [])
        matrix = arr("int8", [2, 2], [1, 2, 3, 4])
        self.check("torch", (empty, matrix, empty), 1, "float32", [2, 2],
                   [1.0, 2.0, 3.0, 4.0])
        # NumPy wraps the axis against the first array, [0].
        self.assertEqual(run("concat", "numpy", (empty, matrix), 1),
                         "invalid_axis")
        self.assertEqual(run("concat", "numpy", (matrix, empty), 1),
                         "incompatible_shapes")
        # Only empty 1-D tensors: the dim is never checked.
        self.check("torch", (empty, arr("int8", [0], [])), 5, "float32",
                   [0], [])
        # A [0, 2] tensor is not skipped.
        self.assertEqual(run("concat", "torch", (
            arr("int8", [0, 2], []), matrix), 1), "incompatible_shapes")

    def test_promotion_and_order(self):
        self.check("numpy", (arr("int8", [1], [-1]),
                             arr("uint8", [1], [255])), 0, "int16", [2],
                   [-1, 255])
        self.assertEqual(run("concat", "torch", (
            arr("uint16", [1], [1]), arr("int8", [2], [1, 2])), 0),
            "no_promotion")
        # JAX promotes before the shapes, NumPy after (and never fails).
        f8, f16 = arr("float8_e4m3fn", [1, 1], [1.0]), arr("float16", [2],
                                                            [1.0, 2.0])
        self.assertEqual(run("concat", "jax", (f8, f16)), "no_promotion")
        self.assertEqual(run("concat", "mlx", (
            arr("int8", [1, 1], [1]), arr("int8", [2], [1, 2]))),
            "incompatible_shapes")
        self.assertEqual(run("concat", "array-api", (
            arr("int8", [1], [1]), arr("float32", [1], [1.0]))), "undefined")


class StackTest(unittest.TestCase):
    check = ConcatTest.check

    def test_positions(self):
        a, b = arr("int8", [2], [1, 2]), arr("int8", [2], [3, 4])
        for profile in ("torch", "numpy", "jax", "mlx"):
            self.check(profile, (a, b), 0, "int8", [2, 2], [1, 2, 3, 4],
                       "stack")
            self.check(profile, (a, b), 1, "int8", [2, 2], [1, 3, 2, 4],
                       "stack")
            self.check(profile, (a, b), -2, "int8", [2, 2], [1, 2, 3, 4],
                       "stack")
            self.assertEqual(run("stack", profile, (a, b), 2),
                             "invalid_axis")
            self.assertEqual(run("stack", profile, (a, b), -3),
                             "invalid_axis")
        self.check("array-api", (a, b), -1, "int8", [2, 2], [1, 3, 2, 4],
                   "stack")
        for axis in (1, -2):
            self.assertEqual(run("stack", "array-api", (a, b), axis),
                             "undefined")

    def test_zero_dimensional_and_empty(self):
        zeros = (arr("int32", [], [1]), arr("int32", [], [2]))
        for profile in ("torch", "numpy", "jax", "mlx"):
            self.check(profile, zeros, 0, "int32", [2], [1, 2], "stack")
            self.assertEqual(run("stack", profile, ()), "invalid_argument")
        legacy = (arr("float32", [0], []), arr("float32", [0], []))
        self.check("torch", legacy, 0, "float32", [2, 0], [], "stack")

    def test_shapes_and_order(self):
        a, c = arr("int8", [2], [1, 2]), arr("uint16", [1], [3])
        self.assertEqual(run("stack", "numpy", (a, c)),
                         "incompatible_shapes")
        self.assertEqual(run("stack", "torch", (a, c), 1),
                         "incompatible_shapes")
        # JAX promotes first (int8 with uint16 is int32 there), then the
        # axis, then the shapes.
        self.assertEqual(run("stack", "jax", (a, c), 5), "invalid_axis")
        self.assertEqual(run("stack", "jax", (a, c)), "incompatible_shapes")

    def test_array_api_leaves_open_before_it_raises(self):
        # What the standard leaves open (mixed kinds, stack's disputed
        # axes N and -(N + 1)) leaves the whole outcome open: it comes
        # before the exceptions it requires (docs/profiles/array-api.md).
        a, b = arr("int8", [2], [1, 2]), arr("int8", [1, 2], [3, 4])
        self.assertEqual(run("stack", "array-api", (a, b), 1), "undefined")
        self.assertEqual(run("stack", "array-api", (a, b), -2), "undefined")
        self.assertEqual(run("stack", "array-api", (a, b), 5), "invalid_axis")
        self.assertEqual(run("stack", "array-api", (a, b), 0),
                         "incompatible_shapes")
        mixed = (arr("int8", [], [1]), arr("float32", [2], [1.0, 2.0]))
        for function in ("concat", "stack"):
            self.assertEqual(run(function, "array-api", mixed, 7), "undefined")
        # concat of 0-d arrays: no axis in [-0, 0) is valid.
        zeros = (arr("int8", [], [1]), arr("int8", [], [2]))
        self.assertEqual(run("concat", "array-api", zeros, 0), "invalid_axis")


if __name__ == "__main__":
    unittest.main()
