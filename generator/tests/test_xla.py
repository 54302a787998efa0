"""XLA broadcast_dimensions against the examples of XLA's Broadcasting page."""

import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.errors import ModelError
from promcast_model.xla import xla_broadcast


class XlaTest(unittest.TestCase):
    def assertKind(self, kind, lhs, rhs, dims):
        with self.assertRaises(ModelError) as caught:
            xla_broadcast(lhs, rhs, dims)
        self.assertEqual(caught.exception.kind, kind)

    def test_lower_rank(self):
        self.assertEqual(xla_broadcast((2, 3), (3,), (1,)), (2, 3))
        self.assertEqual(xla_broadcast((3, 3), (3,), (0,)), (3, 3))
        self.assertEqual(xla_broadcast((2, 3), (), ()), (2, 3))
        self.assertEqual(xla_broadcast((2, 3, 4), (3, 4), (1, 2)), (2, 3, 4))

    def test_invalid_dims(self):
        invalid = "invalid_broadcast_dimensions"
        self.assertKind(invalid, (2, 3), (3,), (0,))   # the page's Note
        self.assertKind(invalid, (2, 3), (3,), ())     # "this operation is invalid"
        self.assertKind(invalid, (2, 3, 4, 5), (4, 3), (2, 1))  # V to N, T to P
        self.assertKind(invalid, (2, 3, 4, 5), (4, 4), (2, 2))
        self.assertKind(invalid, (2, 3, 4), (3,), (-1,))
        self.assertKind(invalid, (2, 3, 4), (3,), (3,))
        self.assertKind(invalid, (2, 3, 4), (3, 4), (1,))
        self.assertKind(invalid, (2, 3), (2, 3), (1, 0))  # equal rank, not identity

    def test_similar_rank(self):
        self.assertEqual(xla_broadcast((2, 1), (2, 3), ()), (2, 3))
        self.assertEqual(xla_broadcast((1, 2, 5), (7, 2, 5), ()), (7, 2, 5))
        self.assertEqual(xla_broadcast((7, 2, 5), (7, 1, 5), ()), (7, 2, 5))
        self.assertEqual(xla_broadcast((2, 1), (1, 3), ()), (2, 3))
        self.assertEqual(xla_broadcast((2, 1), (1, 3), (0, 1)), (2, 3))
        self.assertKind("incompatible_shapes", (7, 2, 5), (7, 2, 6), ())

    def test_composition(self):
        self.assertEqual(xla_broadcast((4,), (1, 2), (0,)), (4, 2))
        self.assertEqual(xla_broadcast((1, 2), (4, 3, 1), (1, 2)), (4, 3, 2))

    def test_size_one_either_side_and_zero(self):
        self.assertEqual(xla_broadcast((2, 3, 4, 5), (1,), (3,)), (2, 3, 4, 5))
        self.assertEqual(xla_broadcast((2, 1), (7,), (1,)), (2, 7))
        self.assertEqual(xla_broadcast((2, 0), (1,), (1,)), (2, 0))
        self.assertEqual(xla_broadcast((1,), (0,), ()), (0,))


if __name__ == "__main__":
    unittest.main()
