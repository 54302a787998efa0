"""Broadcasting against literals of the Array API standard's and PyTorch's
broadcasting documents and of docs/semantics.md."""

import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.broadcast import (broadcast_shapes, broadcast_to_strides,
                                      inplace_broadcast_allowed)
from promcast_model.errors import ModelError


class BroadcastShapesTest(unittest.TestCase):
    def assertError(self, kind, shapes):
        with self.assertRaises(ModelError) as caught:
            broadcast_shapes(shapes)
        self.assertEqual(caught.exception.kind, kind)

    def test_array_api_examples(self):
        # Array API standard, Broadcasting §Algorithm / Examples
        self.assertEqual(broadcast_shapes([(8, 1, 6, 1), (7, 1, 5)]),
                         (8, 7, 6, 5))
        self.assertEqual(broadcast_shapes([(5, 4), (1,)]), (5, 4))
        self.assertEqual(broadcast_shapes([(15, 3, 5), (3, 1)]), (15, 3, 5))

    def test_array_api_non_examples(self):
        self.assertError("incompatible_shapes", [(3,), (4,)])
        self.assertError("incompatible_shapes", [(2, 1), (8, 4, 3)])
        self.assertError("incompatible_shapes", [(15, 3, 5), (15, 3)])

    def test_zero_sizes_as_observed(self):
        # docs/semantics.md "Broadcasting": sizes 0 as NumPy and PyTorch do
        self.assertEqual(broadcast_shapes([(0,), (1,)]), (0,))
        self.assertError("incompatible_shapes", [(0,), (3,)])
        self.assertEqual(broadcast_shapes([(0, 1), (1, 0)]), (0, 0))
        self.assertEqual(broadcast_shapes([(3, 0), (0,)]), (3, 0))
        self.assertEqual(broadcast_shapes([(), (0,)]), (0,))

    def test_torch_examples_and_scalar(self):
        self.assertEqual(broadcast_shapes([(5, 1, 4, 1), (3, 1, 6)]),
                         (5, 3, 4, 6))
        self.assertEqual(broadcast_shapes([(), (2, 3, 4)]), (2, 3, 4))
        # every dimension pair has a 1: no error
        self.assertEqual(broadcast_shapes([(1, 2), (3, 1)]), (3, 2))

    def test_error_message_names_result_dimension(self):
        with self.assertRaises(ModelError) as caught:
            broadcast_shapes([(2, 3, 5), (4,)])
        self.assertIn("(5) must match the size of tensor b (4) at "
                      "non-singleton dimension 2", str(caught.exception))

    def test_n_ary_and_single(self):
        self.assertEqual(broadcast_shapes([(1, 3), (2, 1), (4, 1, 1)]),
                         (4, 2, 3))
        self.assertEqual(broadcast_shapes([(7, 0)]), (7, 0))
        self.assertError("incompatible_shapes", [(2,), (1,), (3,)])

    def test_shape_overflow(self):
        self.assertError("shape_overflow", [(1 << 32, 1), (1, 1 << 31)])
        self.assertEqual(broadcast_shapes([(1 << 32, 1, 1), (1, 1 << 31, 0)]),
                         (1 << 32, 1 << 31, 0))
        self.assertEqual(broadcast_shapes([((1 << 63) - 1,)]),
                         ((1 << 63) - 1,))

    def test_incompatible_before_overflow(self):
        self.assertError("incompatible_shapes", [(1 << 40, 1 << 40), (3,)])


class InPlaceTest(unittest.TestCase):
    def test_seed_000_in_place_example(self):
        self.assertTrue(inplace_broadcast_allowed((2, 3, 4), (1, 3, 4)))
        self.assertFalse(inplace_broadcast_allowed((3, 4), (1, 3, 4)))

    def test_incompatible_is_false(self):
        self.assertFalse(inplace_broadcast_allowed((3,), (4,)))
        self.assertFalse(inplace_broadcast_allowed((1,), (0,)))
        self.assertTrue(inplace_broadcast_allowed((0,), (1,)))


class BroadcastToTest(unittest.TestCase):
    def test_seed_002_strides(self):
        # "Original tensor: shape=[3], strides=[1] ... to [2, 3]: [0, 1]"
        self.assertEqual(broadcast_to_strides((3,), (2, 3)), [0, 1])
        # "a.expand(4, 3)" of a (1, 3)
        self.assertEqual(broadcast_to_strides((1, 3), (4, 3)), [0, 1])

    def test_kept_strides_are_row_major(self):
        self.assertEqual(broadcast_to_strides((2, 1, 3), (5, 2, 4, 3)),
                         [0, 3, 0, 1])

    def test_refused_targets(self):
        for source, target in (((1, 3, 4), (3, 4)), ((0,), (1,)),
                               ((2,), (3,))):
            with self.assertRaises(ModelError) as caught:
                broadcast_to_strides(source, target)
            self.assertEqual(caught.exception.kind, "incompatible_shapes")


if __name__ == "__main__":
    unittest.main()
