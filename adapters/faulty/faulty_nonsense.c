/*
** faulty_nonsense.c: an adapter that returns malformed answers, each on
** its own trigger, and is the oracle everywhere else. The runner must
** report each as `not ok` with the reason, never crash.
**
**   trigger (cases/spec cases that hit it)              nonsense
**   elementwise, a is a bool array
**     (torch/pitfall-4/bool-plus-int32)                   status OK, result NULL
**   elementwise, a is a float64 array
**     (torch/pitfall-2/...)                               result dtype code 77
**   elementwise, b is a 0-d array
**     (xla/lower-rank/scalar-values)                      result shape[0] = -2
**   broadcast_shapes, first shape of rank 4
**     (array-api/broadcast/ex-1, torch/broadcast/example-2,
**      torch/tests/broadcast-test-2)                      result ndim 65
**   sum_to_shape, target [1, ...] (torch/backward/a-grad,
**     torch/pitfall-3/a-grad)                             tensor of ndim 65
**   broadcast_to, source of rank 1 (torch/broadcast/stride-0)
**                                                         view stride -1
**   broadcast_to, source of rank 3
**     (array-api/in-place/broadcast-to-x)                 view stride 2^40:
**                                                         points outside
**   can_cast from float32 (torch/pitfall-5/can-cast-...)  status 12345
**   promote_types of a dtype with itself (the diagonal
**     of spec/torch/matrix)                               dtype code 77
**   array_function (runner/tests/data/functions.json):
**     where                                               result_count 2 for 1
**     clip                                                a view of x, not a
**                                                         new tensor
**     matmul                                              status OK, results[0]
**                                                         NULL
**     concat                                              result_count 0
**     broadcast_arrays of 2 arrays                        the same view twice
**   The runner must delete each tensor it was given exactly once: a second
**   deleter call frees a block twice and aborts the worker.
*/
#include <stdlib.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_tensor.h"
#include "faulty.h"

#define NONSENSE_STATUS 12345
#define NONSENSE_DTYPE_CODE 77
#define NONSENSE_NDIM (PROMCAST_MAX_RANK + 1)

static int32_t nonsense_elementwise(void *state, const promcast_call *call, int32_t op,
                                    const promcast_value *a, const promcast_value *b,
                                    DLManagedTensor **result) {
    pc_dtype a_dtype = faulty_array_dtype_of(a);
    if (a_dtype == PC_BOOL) {
        *result = NULL;
        return PROMCAST_STATUS_OK;
    }
    int32_t status = ORACLE->elementwise(state, call, op, a, b, result);
    if (status != PROMCAST_STATUS_OK) return status;
    DLTensor *t = &(*result)->dl_tensor;
    const DLTensor *b_array = faulty_array_of(b);
    if (a_dtype == PC_FLOAT64) t->dtype.code = NONSENSE_DTYPE_CODE;
    else if (b_array != NULL && b_array->ndim == 0 && t->ndim > 0) t->shape[0] = -2;
    return status;
}

static int32_t nonsense_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                         const promcast_shape *shapes,
                                         promcast_shape_result *result) {
    int32_t status = ORACLE->broadcast_shapes(state, call, count, shapes, result);
    if (status == PROMCAST_STATUS_OK && shapes[0].ndim == 4) result->ndim = NONSENSE_NDIM;
    return status;
}

static void free_block(DLManagedTensor *self) {
    free(self);
}

/* A CPU float32 tensor of 65 dimensions of size 1, one element. */
static DLManagedTensor *tensor_of_65_dimensions(void) {
    DLManagedTensor *block =
        calloc(1, sizeof *block + 2 * NONSENSE_NDIM * sizeof(int64_t) + sizeof(float));
    if (block == NULL) return NULL;
    int64_t *dims = (int64_t *)(block + 1);
    for (int i = 0; i < 2 * NONSENSE_NDIM; i++) dims[i] = 1;
    DLTensor *t = &block->dl_tensor;
    t->data = dims + 2 * NONSENSE_NDIM;
    t->device.device_type = kDLCPU;
    t->ndim = NONSENSE_NDIM;
    t->dtype = abi_dl_dtype(PC_FLOAT32);
    t->shape = dims;
    t->strides = dims + NONSENSE_NDIM;
    block->deleter = free_block;
    return block;
}

static int32_t nonsense_sum_to_shape(void *state, const promcast_call *call,
                                     const DLTensor *gradient, promcast_shape target,
                                     DLManagedTensor **result) {
    if (target.ndim > 0 && target.dims != NULL && target.dims[0] == 1) {
        *result = tensor_of_65_dimensions();
        return *result != NULL ? PROMCAST_STATUS_OK : PROMCAST_STATUS_INTERNAL_ERROR;
    }
    return ORACLE->sum_to_shape(state, call, gradient, target, result);
}

static int32_t nonsense_broadcast_to(void *state, const promcast_call *call,
                                     const DLTensor *source, promcast_shape target,
                                     DLManagedTensor **view) {
    int32_t status = ORACLE->broadcast_to(state, call, source, target, view);
    if (status != PROMCAST_STATUS_OK || (*view)->dl_tensor.ndim == 0) return status;
    if (source->ndim == 1) (*view)->dl_tensor.strides[0] = -1;
    if (source->ndim == 3) (*view)->dl_tensor.strides[0] = INT64_C(1) << 40;
    return status;
}

static int32_t nonsense_can_cast(void *state, const promcast_call *call, DLDataType from,
                                 DLDataType to, int32_t *allowed) {
    if (faulty_dtype_of(from) == PC_FLOAT32) return NONSENSE_STATUS;
    return ORACLE->can_cast(state, call, from, to, allowed);
}

static int32_t nonsense_promote_types(void *state, const promcast_call *call, DLDataType a,
                                      DLDataType b, DLDataType *result) {
    int32_t status = ORACLE->promote_types(state, call, a, b, result);
    if (status == PROMCAST_STATUS_OK && memcmp(&a, &b, sizeof a) == 0)
        result->code = NONSENSE_DTYPE_CODE;
    return status;
}

/* Deletes every result the oracle wrote, and says none is left. */
static void discard(DLManagedTensor **results, int32_t *count) {
    for (int32_t i = 0; i < *count; i++)
        if (results[i] != NULL) {
            results[i]->deleter(results[i]);
            results[i] = NULL;
        }
    *count = 0;
}

static int32_t nonsense_array_function(void *state, const promcast_call *call, int32_t op,
                                       const promcast_arguments *arguments, int32_t capacity,
                                       DLManagedTensor **results, int32_t *result_count) {
    int32_t status = ORACLE->array_function(state, call, op, arguments, capacity, results,
                                            result_count);
    if (status != PROMCAST_STATUS_OK) return status;
    switch (op) {
    case PROMCAST_OP_WHERE:
        *result_count = 2;
        break;
    case PROMCAST_OP_CLIP: {
        /* A view of x in place of the result. */
        pc_array x;
        discard(results, result_count);
        status = adapter_array_from_dl(call, arguments->values[0].array, "x", &x);
        if (status == PROMCAST_STATUS_OK)
            status = adapter_view_new(call, arguments->values[0].array, &x, &results[0]);
        if (status == PROMCAST_STATUS_OK) *result_count = 1;
        break;
    }
    case PROMCAST_OP_MATMUL:
        discard(results, result_count);
        *result_count = 1;
        break;
    case PROMCAST_OP_CONCAT:
        discard(results, result_count);
        break;
    case PROMCAST_OP_BROADCAST_ARRAYS:
        if (*result_count == 2) {
            results[1]->deleter(results[1]);
            results[1] = results[0];
        }
        break;
    default:
        break;
    }
    return status;
}

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;
    promcast_adapter *table = oracle_adapter_derive(
        "faulty_nonsense", "promcast oracle, answering nonsense on triggers", request->message,
        request->message_size);
    if (table != NULL) {
        table->elementwise = nonsense_elementwise;
        table->broadcast_shapes = nonsense_broadcast_shapes;
        table->sum_to_shape = nonsense_sum_to_shape;
        table->broadcast_to = nonsense_broadcast_to;
        table->can_cast = nonsense_can_cast;
        table->promote_types = nonsense_promote_types;
        table->array_function = nonsense_array_function;
    }
    return table;
}
