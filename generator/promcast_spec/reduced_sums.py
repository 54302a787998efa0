"""sum_to_shape of float16 and bfloat16 gradients whose sum shows the
accumulation dtype: summed in the gradient's own dtype, element by element,
the running total stops growing (float16's 2048 + 1 is 2048, bfloat16's
256 + 1 is 256); summed in float32, as PyTorch does, every partial sum here
is exact and the one rounding is the stored result's.

PyTorch's at::sum_to (aten/src/ATen/ExpandUtils.h) calls sum, whose CPU
kernel (aten/src/ATen/native/cpu/SumKernel.cpp, cascade_sum) accumulates a
Half or BFloat16 reduction in at::opmath_type, float, on its inner
(contiguous) and its outer (strided) paths alike, and rounds the total to the
gradient's dtype once. The cases put the large value first, then sixteen
ones (and, for one case, the large value's negative), and sum along the
last, the first and a middle dimension and to a 0-d target; two more sum 2 *
the limit ones, whose dtype-accumulated sum stops at the limit.
Expectations are literals (the exact sums), not computed by the model."""

from .builder import SpecCases, array, expect_array

SOURCE = "pytorch/pytorch aten/src/ATen/native/cpu/SumKernel.cpp"
# dtype: the first power of two from which adding 1.0 in the dtype rounds
# back (float16's 11 significant bits, bfloat16's 8).
LIMITS = {"float16": 2048.0, "bfloat16": 256.0}
ONES = 16


def _case(spec, name, dtype, shape, values, target, target_values):
    spec.add(f"{dtype}/{name}", "sum_to_shape",
             {"gradient": array(dtype, shape, values), "shape": target},
             expect_array(dtype, target, target_values), "cascade_sum")


def cases():
    spec = SpecCases("spec/reduced-sums", SOURCE)
    for dtype, limit in LIMITS.items():
        run = [limit] + [1.0] * ONES
        total = limit + ONES
        size = len(run)
        _case(spec, "last", dtype, [size], run, [1], [total])
        _case(spec, "to-0d", dtype, [size], run, [], [total])
        # Along the first of two dimensions: each column is `run`.
        _case(spec, "first", dtype, [size, 2],
              [v for v in run for _ in range(2)], [1, 2], [total, total])
        # Along the middle of three: [2, size, 3], each [i, :, k] is `run`.
        _case(spec, "middle", dtype, [2, size, 3],
              [v for v in run for _ in range(3)] * 2, [2, 1, 3],
              [total] * 6)
        _case(spec, "cancel", dtype, [size + 1], run + [-limit], [1],
              [float(ONES)])
        count = int(2 * limit)
        _case(spec, "ones-last", dtype, [count], [1.0] * count, [1],
              [2 * limit])
        _case(spec, "ones-first", dtype, [count, 2], [1.0] * (2 * count),
              [1, 2], [2 * limit] * 2)
    return spec.cases
