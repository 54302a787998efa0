/*
** mutant_maximum_ignores_nan.c: maximum ignores NaN.
**
** Bug: maximum of NaN and a number gives the number (C's fmax, IEEE 754
** maxNum, np.fmax) instead of NaN (torch.maximum, np.maximum, the Array
** API: NaN propagates; cases/README.md, Element-wise ops). Seen wherever
** maximum is implemented with fmax or with a compare that puts NaN last
** (x > y ? x : y with NaN in x).
** Killing input: maximum float32 [1] {nan} with float32 [1] {1.0}: the
** oracle gives {nan}, the mutant {1.0}.
** Killed by: generated/values (maximum with NaN).
*/
#include <math.h>

#include "mutant.h"

static void fmax_results(pc_binary_op op, const mutant_operands *in, char *out) {
    (void)op;
    pc_dtype dtype = in->plan.result_dtype;
    size_t size = pc_dtype_size(dtype);
    const double *x = in->a, *y = in->b;
    for (int64_t i = 0; i < in->count && pc_dtype_is_floating(dtype); i++) {
        if (isnan(x[i]) != isnan(y[i])) {
            double number = isnan(x[i]) ? y[i] : x[i];
            pc_cast_element(PC_FLOAT64, &number, dtype, out + (size_t)i * size);
        }
    }
}

static int32_t fmax_elementwise(void *state, const promcast_call *call, int32_t op,
                                const promcast_value *a, const promcast_value *b,
                                DLManagedTensor **result) {
    return mutant_elementwise_recomputed(state, call, op, a, b, result, 1u << PC_OP_MAXIMUM,
                                         PC_FLOAT64, fmax_results);
}

MUTANT_ENTRY("maximum_ignores_nan", "maximum ignoring NaN (fmax)", elementwise, fmax_elementwise)
