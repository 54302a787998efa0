"""vecdot in every profile against hand-worked answers from each
library's rules (promcast_model/vecdot.py)."""

import unittest

from function_support import arr, run


class VecdotTest(unittest.TestCase):
    def check(self, profile, x1, x2, axis, dtype, shape, data):
        result = run("vecdot", profile, (x1, x2), axis)
        self.assertNotIsInstance(result, str, (profile, result))
        self.assertEqual((result.array.dtype, result.array.shape,
                          result.array.data), (dtype, tuple(shape), data))
        return result

    def test_default_axis_broadcasts_the_others(self):
        x1 = arr("float32", [2, 3], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
        x2 = arr("float32", [3], [1.0, 1.0, 1.0])
        for profile in ("numpy", "jax", "torch", "array-api"):
            result = self.check(profile, x1, x2, -1, "float32", [2],
                                [6.0, 15.0])
            self.assertEqual(result.tolerance, (4, [8.0, 16.0]))
        # MLX: a negative axis must name the same axis of both from the
        # start, so the ranks must be equal.
        self.assertEqual(run("vecdot", "mlx", (x1, x2)), "invalid_axis")

    def test_conjugates_x1(self):
        x = arr("complex64", [2], [1j, 2.0])
        y = arr("complex64", [2], [1j, 1j])
        # conj(i) i + 2 i = 1 + 2i
        for profile in ("numpy", "jax", "mlx", "torch", "array-api"):
            self.check(profile, x, y, -1, "complex64", [],
                       [complex(1.0, 2.0)])

    def test_non_negative_axis_per_operand(self):
        x1 = arr("int32", [3, 2], [1, 2, 3, 4, 5, 6])
        x2 = arr("int32", [3], [1, 1, 1])
        # NumPy and JAX index each operand from its own start.
        self.check("numpy", x1, x2, 0, "int32", [2], [9, 12])
        self.check("jax", x1, x2, 0, "int32", [2], [9, 12])
        # MLX: axis 0 of both, then the product broadcasts (3, 2) with
        # (3,): 3 != 2.
        self.assertEqual(run("vecdot", "mlx", (x1, x2), 0),
                         "incompatible_shapes")
        # The standard: negative axes only.
        self.assertEqual(run("vecdot", "array-api", (
            arr("float32", [2], [1.0, 2.0]), arr("float32", [2], [1.0, 2.0])),
            0), "undefined")

    def test_axis_out_of_range(self):
        x = arr("float32", [2], [1.0, 2.0])
        self.assertEqual(run("vecdot", "numpy", (x, x), 1), "invalid_axis")
        self.assertEqual(run("vecdot", "jax", (x, x), -2), "invalid_axis")
        self.assertEqual(run("vecdot", "mlx", (x, x), 1), "invalid_axis")
        m = arr("float32", [2, 2], [1.0] * 4)
        self.assertEqual(run("vecdot", "torch", (m, m), 2), "invalid_axis")
        self.assertEqual(run("vecdot", "array-api", (m, x), -2),
                         "undefined")

    def test_contracted_axis_broadcast_only_in_torch(self):
        x1 = arr("float32", [2, 3], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
        x2 = arr("float32", [2, 1], [2.0, 1.0])
        self.check("torch", x1, x2, -1, "float32", [2], [12.0, 15.0])
        for profile in ("numpy", "jax", "mlx", "array-api"):
            self.assertEqual(run("vecdot", profile, (x1, x2)),
                             "incompatible_shapes")

    def test_torch_vectors_go_to_vdot(self):
        # Two 1-D operands: vdot, whose sizes must be equal (no broadcast,
        # dim unread), then its dispatch (no float8 loop).
        v3 = arr("float32", [3], [1.0, 2.0, 3.0])
        v1 = arr("float32", [1], [2.0])
        self.assertEqual(run("vecdot", "torch", (v3, v1)),
                         "incompatible_shapes")
        self.check("torch", v3, v3, 9, "float32", [], [14.0])
        e3 = arr("float8_e5m2", [3], [1.0, 2.0, 3.0])
        self.assertEqual(run("vecdot", "torch", (e3, arr("float8_e5m2", [1],
                                                         [1.0]))),
                         "incompatible_shapes")
        self.assertEqual(run("vecdot", "torch", (e3, e3)),
                         "unsupported_dtype_for_op")
        # Beyond vectors the product broadcasts before mul refuses float8.
        m51 = arr("float8_e5m2", [5, 1], [1.0] * 5)
        m41 = arr("float8_e5m2", [4, 1], [1.0] * 4)
        self.assertEqual(run("vecdot", "torch", (m51, m41)),
                         "incompatible_shapes")

    def test_zero_dimensional(self):
        s = arr("float32", [], [3.0])
        self.assertEqual(run("vecdot", "numpy", (s, s)), "invalid_rank")
        self.assertEqual(run("vecdot", "mlx", (s, s)), "invalid_rank")
        self.assertEqual(run("vecdot", "jax", (s, s)), "invalid_axis")
        self.assertEqual(run("vecdot", "array-api", (s, s)), "undefined")
        # torch: (x.conj() * y).sum(-1) of a 0-d product is the product.
        self.check("torch", s, s, -1, "float32", [], [9.0])

    def test_dtypes(self):
        i8 = arr("int8", [2], [100, 100])
        two = arr("int8", [2], [2, 2])
        self.check("numpy", i8, two, -1, "int8", [], [-112])
        # MLX wraps each product in int8 (200 is -56), sums in int32.
        self.check("mlx", i8, two, -1, "int32", [], [-112])
        self.check("mlx", arr("int8", [2], [100, 1]),
                   arr("int8", [2], [1, 100]), -1, "int32", [], [200])
        self.check("mlx", arr("bool", [3], [True, True, False]),
                   arr("bool", [3], [True, True, True]), -1, "int32", [],
                   [2])
        self.check("numpy", arr("bool", [2], [True, False]),
                   arr("bool", [2], [True, True]), -1, "bool", [], [True])
        self.assertEqual(run("vecdot", "torch", (i8, two)),
                         "unsupported_dtype_for_op")
        self.assertEqual(run("vecdot", "torch", (
            arr("float32", [1], [1.0]), arr("float64", [1], [1.0]))),
            "unsupported_dtype_for_op")
        self.assertEqual(run("vecdot", "array-api", (i8, two)), "undefined")


if __name__ == "__main__":
    unittest.main()
