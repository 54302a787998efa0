"""sum_to_shape against PyTorch's at::sum_to: what autograd does to the
gradient of a broadcast operand."""

import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.gradients import sum_to_shape


class SumToShapeTest(unittest.TestCase):
    def test_seed_example(self):
        ones = Array("float32", (2, 3), [1.0] * 6)
        self.assertEqual(sum_to_shape(ones, (1, 3)),
                         Array("float32", (1, 3), [2.0, 2.0, 2.0]))
        self.assertEqual(sum_to_shape(ones, (2, 1)),
                         Array("float32", (2, 1), [3.0, 3.0]))

    def test_prepended_dims_and_rank_0(self):
        gradient = Array("float64", (2, 2, 3), [float(v) for v in range(12)])
        self.assertEqual(sum_to_shape(gradient, (3,)).data, [18.0, 22.0, 26.0])
        self.assertEqual(sum_to_shape(gradient, ()).data, [66.0])
        scalar = Array("float64", (), [2.5])
        self.assertEqual(sum_to_shape(scalar, ()).data, [2.5])

    def test_size_0(self):
        empty = Array("float16", (3, 0), [])
        self.assertEqual(sum_to_shape(empty, (3, 1)).data, [0.0, 0.0, 0.0])
        self.assertEqual(sum_to_shape(empty, (0,)).data, [])
        self.assertEqual(sum_to_shape(Array("complex64", (0, 2), []),
                                      (2,)).data, [0j, 0j])

    def test_negative_zero_kept_where_nothing_is_summed(self):
        # at::sum_to returns the gradient itself when no dimension is
        # summed (python3-torch 1.13: tensor([-0.0]).sum_to_size(1) is
        # -0.0); a sum starts from +0.0 (tensor([[-0.0]]).sum(0) is +0.0).
        gradient = Array("complex128", (2,), [0j, complex(-0.0, 5e-324)])
        kept = sum_to_shape(gradient, (2,)).data
        self.assertEqual(math.copysign(1.0, kept[1].real), -1.0)
        self.assertEqual(kept[1].imag, 5e-324)
        summed = sum_to_shape(Array("float64", (1, 1), [-0.0]), (1,)).data
        self.assertEqual(math.copysign(1.0, summed[0]), 1.0)
        rank_0 = sum_to_shape(Array("float64", (), [-0.0]), ()).data
        self.assertEqual(math.copysign(1.0, rank_0[0]), 1.0)

    def test_specials(self):
        result = sum_to_shape(Array("float32", (3,), [1.0, math.inf,
                                                      -math.inf]), ())
        self.assertTrue(math.isnan(result.data[0]))

    def test_errors(self):
        for gradient, shape, kind in (
                (Array("float32", (2, 3), [0.0] * 6), (3, 3),
                 "incompatible_shapes"),
                (Array("float32", (3,), [0.0] * 3), (1, 3),
                 "incompatible_shapes"),
                (Array("bool", (2,), [True, False]), (1,),
                 "unsupported_dtype_for_op"),
                # float8 has gradients, but no sum kernel
                # (test_torch_kernels.py).
                (Array("float8_e5m2", (2,), [1.0, 1.0]), (1,),
                 "unsupported_dtype_for_op"),
                # Autograd has no gradients of integer tensors.
                (Array("int32", (2,), [1, 2]), (1,),
                 "unsupported_dtype_for_op"),
                (Array("uint8", (2,), [1, 2]), (), "unsupported_dtype_for_op"),
                # The dtype is refused before the shapes are looked at.
                (Array("bool", (2,), [True, False]), (3,),
                 "unsupported_dtype_for_op")):
            with self.assertRaises(ModelError) as caught:
                sum_to_shape(gradient, shape)
            self.assertEqual(caught.exception.kind, kind)


if __name__ == "__main__":
    unittest.main()
