"""The libraries' limits on the sizes of their arrays
(promcast_model/array_sizes.py): the accepting side of each rule, whose
empty results with a size past INT32_MAX no spec case can state yet
(promcast_spec/array_sizes.py, _readable), and each boundary as a pair."""

import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.cases import evaluate
from promcast_spec.builder import array, binary_inputs, function_inputs

HALF = 1 << 62
INT64_MAX = (1 << 63) - 1
COUNTING = ("array-api", "jax", "onnx", "tfjs")


def _add(profile, dtype, a_shape, b_shape, inplace=False):
    b_values = [1] * (b_shape[0] * b_shape[1])
    if dtype == "float32":
        b_values = [float(v) for v in b_values]
    return evaluate("add_inplace" if inplace else "add",
                    binary_inputs(array(dtype, a_shape, []),
                                  array(dtype, b_shape, b_values)), profile)


def _empty(dtype, shape):
    return {"array": {"dtype": dtype, "shape": list(shape), "data": []}}


OVERFLOW = {"error": "shape_overflow"}


class ArraySizesTest(unittest.TestCase):
    def test_torch_multiplies_in_order_in_uint64(self):
        self.assertEqual(_add("torch", "float32", [HALF, 1, 0], [4, 1]),
                         OVERFLOW)
        self.assertEqual(_add("torch", "float32", [HALF, 1, 0], [3, 1]),
                         _empty("float32", [HALF, 3, 0]))
        self.assertEqual(_add("torch", "float32", [HALF, 0, 1], [1, 4]),
                         _empty("float32", [HALF, 0, 4]))
        self.assertEqual(_add("torch", "int8", [HALF // 2, 1, 0], [4, 1]),
                         _empty("int8", [HALF // 2, 4, 0]))
        self.assertEqual(_add("torch", "float32", [HALF, 0, 4], [1, 4],
                              inplace=True),
                         _empty("float32", [HALF, 0, 4]))

    def test_numpy_counts_bytes_of_the_nonzero_sizes(self):
        self.assertEqual(_add("numpy", "int8", [HALF // 2, 1, 0], [4, 1]),
                         OVERFLOW)
        self.assertEqual(_add("numpy", "int8", [HALF // 2, 1, 0], [3, 1]),
                         _empty("int8", [HALF // 2, 3, 0]))
        self.assertEqual(_add("numpy", "int16", [HALF, 0], [1, 1]),
                         OVERFLOW)
        self.assertEqual(_add("numpy", "int8", [0, HALF // 4, 4], [1, 4],
                              inplace=True),
                         _empty("int8", [0, HALF // 4, 4]))

    def test_the_other_profiles_count(self):
        for profile in COUNTING:
            with self.subTest(profile=profile):
                self.assertEqual(
                    _add(profile, "float32", [HALF, 1, 0], [4, 1]),
                    _empty("float32", [HALF, 4, 0]))

    def test_torch_stack_below_the_last_position_sums(self):
        arrays = [array("float32", [HALF, 0], [])] * 2
        for axis, expected in ((0, OVERFLOW),
                               (1, _empty("float32", [HALF, 2, 0])),
                               (2, _empty("float32", [HALF, 0, 2]))):
            with self.subTest(axis=axis):
                self.assertEqual(
                    evaluate("stack", function_inputs("stack", arrays,
                                                      axis=axis), "torch"),
                    expected)

    def test_concat_up_to_int64_max(self):
        arrays = [array("bool", [0, HALF], []),
                  array("bool", [0, HALF - 1], [])]
        for profile in ("torch", "numpy", "jax", "array-api", "onnx"):
            with self.subTest(profile=profile):
                self.assertEqual(
                    evaluate("concat", function_inputs("concat", arrays,
                                                       axis=-1), profile),
                    _empty("bool", [0, INT64_MAX]))


if __name__ == "__main__":
    unittest.main()
