"""matmul in every profile against hand-worked answers from each
library's rules (promcast_model/matmul.py)."""

import unittest

from function_support import arr, run


class MatmulTest(unittest.TestCase):
    def check(self, profile, x1, x2, dtype, shape, data):
        result = run("matmul", profile, (x1, x2))
        self.assertNotIsInstance(result, str, (profile, result))
        self.assertEqual((result.array.dtype, result.array.shape,
                          result.array.data), (dtype, tuple(shape), data))
        return result

    def test_vector_and_matrix_shapes(self):
        m = arr("float32", [2, 3], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
        v = arr("float32", [3], [1.0, 0.0, -1.0])
        for profile in ("torch", "numpy", "jax", "mlx", "array-api"):
            self.check(profile, m, v, "float32", [2], [-2.0, -2.0])
            self.check(profile, v, v, "float32", [], [2.0])
            self.check(profile, arr("float32", [2], [1.0, 1.0]), m,
                       "float32", [3], [5.0, 7.0, 9.0])

    def test_batches_broadcast(self):
        x1 = arr("float32", [2, 1, 1, 2], [1.0, 2.0, 3.0, 4.0])
        x2 = arr("float32", [3, 2, 1], [1.0, 1.0, 1.0, 0.0, 0.0, 1.0])
        for profile in ("torch", "numpy", "jax", "mlx", "array-api"):
            result = self.check(profile, x1, x2, "float32", [2, 3, 1, 1],
                                [3.0, 1.0, 2.0, 7.0, 3.0, 4.0])
            self.assertEqual(result.tolerance[0], 3)
        bad = arr("float32", [4, 2, 1], [0.0] * 8)
        for profile in ("torch", "numpy", "jax", "mlx", "array-api"):
            self.assertEqual(run("matmul", profile,
                                 (arr("float32", [3, 1, 2], [0.0] * 6), bad)),
                             "incompatible_shapes")

    def test_tolerance_is_a_dot_products(self):
        result = run("matmul", "numpy", (
            arr("float32", [3], [1.0, 2.0, 3.0]),
            arr("float32", [3], [4.0, -5.0, 6.0])))
        # 4 - 10 + 18 = 12; sum |a||b| = 32; ulp K + 1 = 4.
        self.assertEqual(result.array.data, [12.0])
        self.assertEqual(result.tolerance, (4, [32.0]))

    def test_exact_sum_rounded_once(self):
        # 1 + 2**-24 + 2**-24 in float32: summed left to right each step
        # rounds to 1; exactly it is 1 + 2**-23, a float32.
        tiny = 2.0 ** -24
        result = run("matmul", "numpy", (
            arr("float32", [3], [1.0, tiny, tiny]),
            arr("float32", [3], [1.0, 1.0, 1.0])))
        self.assertEqual(result.array.data, [1.0 + 2.0 ** -23])

    def test_integers_wrap_and_bool_is_or_of_ands(self):
        self.check("numpy", arr("int8", [2], [100, 100]),
                   arr("int8", [2], [1, 1]), "int8", [], [-56])
        self.check("numpy", arr("bool", [2, 2], [True, False, False, False]),
                   arr("bool", [2], [True, True]), "bool", [2],
                   [True, False])
        self.check("jax", arr("bool", [1, 2], [True, True]),
                   arr("bool", [2, 1], [False, False]), "bool", [1, 1],
                   [False])

    def test_promotion_by_profile(self):
        x1, x2 = arr("int8", [1], [2]), arr("uint8", [1], [3])
        self.check("numpy", x1, x2, "int16", [], [6])
        self.check("jax", x1, x2, "int16", [], [6])
        self.assertEqual(run("matmul", "torch", (x1, x2)),
                         "unsupported_dtype_for_op")
        self.assertEqual(run("matmul", "mlx", (x1, x2)),
                         "unsupported_dtype_for_op")
        self.check("mlx", arr("int8", [1], [2]),
                   arr("float16", [1], [1.5]), "float16", [], [3.0])
        self.assertEqual(run("matmul", "array-api", (
            arr("int8", [1], [1]), arr("float32", [1], [1.0]))), "undefined")
        # JAX with x64 off: int64 arrays are int32.
        self.check("jax", arr("int64", [1], [3]), arr("int64", [1], [4]),
                   "int32", [], [12])
        self.assertEqual(run("matmul", "jax", (
            arr("float8_e4m3fn", [1], [1.0]), arr("float16", [1], [1.0]))),
            "no_promotion")

    def test_rank_zero_and_contracted_sizes(self):
        scalar = arr("float32", [], [1.0])
        vector = arr("float32", [2], [1.0, 2.0])
        for profile in ("torch", "numpy", "jax", "mlx", "array-api"):
            self.assertEqual(run("matmul", profile, (scalar, vector)),
                             "invalid_rank")
            self.assertEqual(run("matmul", profile, (
                vector, arr("float32", [3], [0.0] * 3))),
                "incompatible_shapes")

    def test_orders(self):
        # MLX checks the contracted sizes before the dtypes, JAX after.
        x1, x2 = arr("int32", [2], [1, 2]), arr("int32", [3], [1, 2, 3])
        self.assertEqual(run("matmul", "mlx", (x1, x2)),
                         "incompatible_shapes")
        f8 = arr("float8_e4m3fn", [2], [1.0, 1.0])
        self.assertEqual(run("matmul", "jax", (
            f8, arr("float16", [3], [0.0] * 3))), "no_promotion")
        # torch's dot checks the dtypes first, mm the sizes first.
        self.assertEqual(run("matmul", "torch", (
            arr("int64", [2], [1, 2]), arr("int32", [3], [1, 2, 3]))),
            "unsupported_dtype_for_op")
        self.assertEqual(run("matmul", "torch", (
            arr("int64", [1, 2], [1, 2]), arr("int32", [3, 1], [1, 2, 3]))),
            "incompatible_shapes")
        # The standard: dtypes first.
        self.assertEqual(run("matmul", "array-api", (
            arr("bool", [], [True]), arr("bool", [2], [True, True]))),
            "undefined")

    def test_torch_kernels(self):
        b = arr("bool", [2, 2], [True] * 4)
        self.assertEqual(run("matmul", "torch", (b, b)),
                         "unsupported_dtype_for_op")
        # K = 0 and empty results write zeros before the dispatch.
        self.check("torch", arr("bool", [2, 0], []), arr("bool", [0, 2], []),
                   "bool", [2, 2], [False] * 4)
        self.check("torch", arr("uint16", [2, 0], []),
                   arr("uint16", [0], []), "uint16", [2], [0, 0])
        # float8 only in mm's kernel, not in dot's.
        f8 = arr("float8_e5m2", [1, 1], [2.0])
        self.check("torch", f8, f8, "float8_e5m2", [1, 1], [4.0])
        v8 = arr("float8_e5m2", [1], [2.0])
        self.assertEqual(run("matmul", "torch", (v8, v8)),
                         "unsupported_dtype_for_op")
        # bmm with mixed dtypes and an empty result: x2's dtype.
        self.check("torch", arr("float32", [2, 0, 3], []),
                   arr("float64", [2, 3, 4], [0.0] * 24), "float64",
                   [2, 0, 4], [])
        self.assertEqual(run("matmul", "torch", (
            arr("float32", [2, 1, 3], [0.0] * 6),
            arr("float64", [2, 3, 4], [0.0] * 24))),
            "unsupported_dtype_for_op")

    def test_complex_not_conjugated(self):
        result = self.check("numpy", arr("complex64", [1], [1j]),
                            arr("complex64", [1], [1j]), "complex64", [],
                            [complex(-1.0, 0.0)])
        self.assertEqual(result.tolerance, (2, [1.0]))


if __name__ == "__main__":
    unittest.main()
