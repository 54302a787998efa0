/*
** mutant_gradient_first_slice.c: the gradient is not summed over
** prepended dimensions.
**
** Bug: sum_to_shape sums over the dimensions where the operand had size 1
** (keepdim) but not over the leading dimensions broadcasting prepended;
** it takes the gradient's first slice along them instead (grad[0, ...]),
** so a bias of shape (3,) added to a batch (2,3) gets the first row's
** gradient rather than the sum of both. Seen in hand-written autograd
** code that reduces only the axes where the shape has 1 and then indexes
** or reshapes down to the target; PyTorch's sum_to
** (aten/src/ATen/ExpandUtils.h), which autograd applies to a broadcast
** operand's gradient, sums over both (docs/semantics.md "Gradient
** reduction").
** Killing input: sum_to_shape gradient float32 [2,3] {1,2,3,4,5,6} to [3]:
** the oracle gives {5,7,9}, the mutant {1,2,3}.
** Killed by: generated/sum_to_shape.
*/
#include "adapter_array.h"
#include "mutant.h"

static int32_t first_slice_sum_to_shape(void *state, const promcast_call *call,
                                        const DLTensor *gradient, promcast_shape target,
                                        DLManagedTensor **result) {
    pc_array whole;
    pc_error error;
    int64_t count;
    if (target.ndim < 0 || gradient == NULL || target.ndim >= gradient->ndim ||
        adapter_array_from_dl(call, gradient, "the gradient", &whole) != PROMCAST_STATUS_OK ||
        pc_shape_element_count(&whole.shape, &count, &error) != PC_OK || count == 0)
        return ORACLE->sum_to_shape(state, call, gradient, target, result);
    /* The slice at index 0 of every prepended dimension: the same memory,
    ** the trailing dimensions' sizes and strides. */
    int32_t dropped = gradient->ndim - target.ndim;
    DLTensor slice = *gradient;
    slice.ndim = target.ndim;
    slice.shape = gradient->shape + dropped;
    slice.strides = whole.strides + dropped;
    return ORACLE->sum_to_shape(state, call, &slice, target, result);
}

MUTANT_ENTRY("gradient_first_slice", "gradient not reduced over prepended dimensions",
             sum_to_shape, first_slice_sum_to_shape)
