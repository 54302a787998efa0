"""sum_to_shape's choice of the dimensions it sums, where that choice alone
decides the answer.

PyTorch's at::sum_to (aten/src/ATen/ExpandUtils.h) sums every leading
dimension the target lacks (the gradient's rank minus the target's), and
each other dimension i where the target's size, counted from the target's
own front (shape[i - leading_dims]), is 1 and the gradient's is not; it
calls sum only when it has such a dimension (or the target is 0-d), and
otherwise gives the gradient back unchanged.

Whether sum is called shows in the dtypes sum's CPU kernel lacks: the
dispatch of sum_kernel_impl (aten/src/ATen/native/cpu/SumKernel.cpp)
covers the floating and complex types with Half and BFloat16, not the
float8 types nor ComplexHalf, so a float8 or complex32 gradient with a
dimension to sum is refused ("\"sum_cpu\" not implemented for ..."), and
one without is returned as it is. The cases put the one dimension to sum
first, and give gradients that already have the target's shape.

Where the gradient has more dimensions than the target, the target's size
that decides dimension i is the target's i - leading_dims: the cases put a
1 there and a size other than 1 in the target's later places.

Every expectation is a literal worked out by hand from the rule above,
never computed by the model."""

from .builder import SpecCases, array, expect_array, expect_error

SUM_TO = "pytorch/pytorch aten/src/ATen/ExpandUtils.h"
SOURCE = SUM_TO
SUM_KERNEL = "pytorch/pytorch aten/src/ATen/native/cpu/SumKernel.cpp"
SUM_OUT = "pytorch/pytorch aten/src/ATen/native/ReduceOps.cpp"


def _case(spec, name, gradient, target, expect, document, section, note):
    spec.add(name, "sum_to_shape", {"gradient": gradient, "shape": target},
             expect, section, note=note, document=document)


def cases():
    spec = SpecCases("spec/gradient-edges", SUM_TO)
    # Only the first dimension is summed: a leading one the target lacks,
    # or the first of two where the target has 1.
    _case(spec, "kernel-dtypes/float8_e4m3fn-first-leading",
          array("float8_e4m3fn", [3, 2], [1.0, 2.0, 3.0, 4.0, 0.5, 1.5]),
          [2], expect_error("unsupported_dtype_for_op"), SUM_KERNEL,
          "sum_kernel_impl",
          "[3, 2] to [2]: dimension 0, the one the target lacks, is the "
          "only one summed; sum's CPU kernel has no Float8_e4m3fn")
    _case(spec, "kernel-dtypes/complex32-first-size-1",
          array("complex32", [3, 2], [complex(1, 1), complex(2, 0),
                                      complex(0, 1), complex(1, 2),
                                      complex(3, 0), complex(0, 3)]),
          [1, 2], expect_error("unsupported_dtype_for_op"), SUM_KERNEL,
          "sum_kernel_impl",
          "[3, 2] to [1, 2]: dimension 0 (target 1, gradient 3) is the only "
          "one summed; sum's CPU kernel has no ComplexHalf")
    # Nothing to sum: the gradient comes back unchanged, the kernel unused.
    _case(spec, "kernel-dtypes/float8_e5m2-same-shape",
          array("float8_e5m2", [2, 3], [1.0, 2.0, 3.0, 4.0, 0.5, -1.0]),
          [2, 3], expect_array("float8_e5m2", [2, 3],
                               [1.0, 2.0, 3.0, 4.0, 0.5, -1.0]),
          SUM_TO, "sum_to",
          "[2, 3] to [2, 3]: no dimension to sum, so sum is not called and "
          "the gradient is returned as it is")
    _case(spec, "kernel-dtypes/complex32-size-1-kept",
          array("complex32", [2, 1], [complex(1, 2), complex(-3, 0.5)]),
          [2, 1], expect_array("complex32", [2, 1],
                               [complex(1, 2), complex(-3, 0.5)]),
          SUM_TO, "sum_to",
          "[2, 1] to [2, 1]: the target's 1 meets a gradient's 1, which is "
          "not summed; no sum, so no kernel")
    # A dimension to sum, but no elements: sum_out zero-fills its result
    # (iter.numel() == 0) without calling the kernel.
    _case(spec, "kernel-dtypes/float8_e4m3fn-empty-summed",
          array("float8_e4m3fn", [0, 3], []),
          [1, 3], expect_array("float8_e4m3fn", [1, 3], [0.0, 0.0, 0.0]),
          SUM_OUT, "sum_out",
          "[0, 3] to [1, 3]: dimension 0 (target 1, gradient 0) is summed, "
          "but over no elements sum_out only zero-fills the [1, 3] result "
          "and never reaches the kernel that lacks Float8_e4m3fn")
    # The target's size for gradient dimension i is shape[i - leading].
    _case(spec, "leading/target-1-at-its-front",
          array("float32", [2, 3, 4], [float(v) for v in range(1, 25)]),
          [1, 4], expect_array("float32", [1, 4], [66.0, 72.0, 78.0, 84.0]),
          SUM_TO, "sum_to",
          "[2, 3, 4] (values 1..24) to [1, 4]: dimension 0 is leading; "
          "dimension 1 meets the target's shape[0], 1, and is summed; "
          "dimension 2 meets its 4 and is kept: out[k] = 6(k + 1) + 60")
    _case(spec, "leading/target-1-at-its-end",
          array("float64", [2, 3, 2], [float(v) for v in range(1, 13)]),
          [3, 1], expect_array("float64", [3, 1], [18.0, 26.0, 34.0]),
          SUM_TO, "sum_to",
          "[2, 3, 2] (values 1..12) to [3, 1]: dimension 0 is leading; "
          "dimension 1 meets the target's 3 (kept), dimension 2 its 1 "
          "(summed): out[j] = 18 + 8j")
    # An empty gradient whose other size is far past what any element
    # could be addressed by: summing it away leaves the empty target.
    _case(spec, "empty/size-2-pow-62-summed",
          array("float32", [1 << 62, 0], []), [0],
          expect_array("float32", [0], []), SUM_TO, "sum_to",
          "[2**62, 0] to [0]: dimension 0, the one the target lacks, is "
          "summed; the gradient has no elements, nor has the result")
    return spec.cases
