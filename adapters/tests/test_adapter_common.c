/*
** test_adapter_common.c: the DLPack <-> oracle conversions, the tensors
** adapters return, and the status mapping (adapters/common).
*/
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_dtype.h"
#include "adapter_status.h"
#include "adapter_tensor.h"
#include "tap.h"

static void check_dtypes(tap_run *run) {
    /* adapter.h's table, written out again. */
    static const struct {
        pc_dtype dtype;
        uint8_t code, bits;
    } table[] = {
        {PC_BOOL, PROMCAST_DL_BOOL, 8},     {PC_INT8, kDLInt, 8},
        {PC_INT16, kDLInt, 16},             {PC_INT32, kDLInt, 32},
        {PC_INT64, kDLInt, 64},             {PC_UINT8, kDLUInt, 8},
        {PC_UINT16, kDLUInt, 16},           {PC_UINT32, kDLUInt, 32},
        {PC_UINT64, kDLUInt, 64},           {PC_FLOAT16, kDLFloat, 16},
        {PC_BFLOAT16, kDLBfloat, 16},       {PC_FLOAT32, kDLFloat, 32},
        {PC_FLOAT64, kDLFloat, 64},         {PC_COMPLEX32, kDLComplex, 32},
        {PC_COMPLEX64, kDLComplex, 64},     {PC_COMPLEX128, kDLComplex, 128},
        {PC_FLOAT8_E4M3FN, PROMCAST_DL_FLOAT8_E4M3FN, 8},
        {PC_FLOAT8_E5M2, PROMCAST_DL_FLOAT8_E5M2, 8},
    };
    int passed = (int)(sizeof table / sizeof table[0]) == PC_DTYPE_COUNT;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        DLDataType dl = abi_dl_dtype(table[i].dtype);
        pc_dtype back = PC_DTYPE_NONE;
        passed &= dl.code == table[i].code && dl.bits == table[i].bits && dl.lanes == 1;
        passed &= adapter_dtype_from_dl(NULL, dl, "x", &back) == PROMCAST_STATUS_OK &&
                  back == table[i].dtype;
    }
    tap_ok(run, passed, "all 18 dtypes map to adapter.h's DLPack codes and back");

    static const struct {
        DLDataType dl;
        const char *reason;
    } rejected[] = {
        {{kDLFloat, 32, 4}, "lanes must be 1"},
        {{77, 8, 1}, "unknown type code"},
        {{kDLInt, 24, 1}, "no dtype of that code has that many bits"},
        {{kDLBfloat, 32, 1}, "no dtype of that code has that many bits"},
    };
    for (size_t i = 0; i < sizeof rejected / sizeof rejected[0]; i++) {
        char message[256] = "";
        promcast_call call = {.message = message, .message_size = sizeof message};
        pc_dtype dtype;
        int32_t status = adapter_dtype_from_dl(&call, rejected[i].dl, "b", &dtype);
        tap_ok(run, status == PROMCAST_STATUS_INVALID_ARGUMENT &&
                        strstr(message, rejected[i].reason) != NULL && message[0] == 'b',
               "DLPack dtype {%u,%u,%u} is refused: %s", (unsigned)rejected[i].dl.code,
               (unsigned)rejected[i].dl.bits, (unsigned)rejected[i].dl.lanes, rejected[i].reason);
        if (strstr(message, rejected[i].reason) == NULL) tap_diag(run, "  message: %s", message);
    }
}

/* A CPU int32 tensor over `data`. */
static DLTensor int32_tensor(int32_t *data, int32_t ndim, int64_t *shape, int64_t *strides) {
    return adapter_dl_tensor(data, PC_INT32, ndim, shape, strides, 0);
}

static int32_t convert(DLTensor *tensor, pc_array *array, char *message, size_t size) {
    promcast_call call = {.message = message, .message_size = size};
    return adapter_array_from_dl(&call, tensor, "a", array);
}

static void check_arrays(tap_run *run) {
    int32_t data[12] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    int64_t shape[2] = {2, 3}, strides[2] = {1, 2};
    char message[320];
    pc_array array;

    DLTensor t = int32_tensor(data, 2, shape, NULL);
    tap_ok(run, convert(&t, &array, message, sizeof message) == PROMCAST_STATUS_OK &&
                    array.dtype == PC_INT32 && array.shape.rank == 2 &&
                    array.strides[0] == 3 && array.strides[1] == 1 && array.data == data,
           "NULL strides are row-major, in elements");

    t.strides = strides;
    t.byte_offset = 2 * sizeof(int32_t);
    tap_ok(run, convert(&t, &array, message, sizeof message) == PROMCAST_STATUS_OK &&
                    array.strides[0] == 1 && array.strides[1] == 2 && array.data == data + 2,
           "given strides are kept, and byte_offset moves the first element");

    int64_t zero_shape[1] = {0};
    DLTensor empty = int32_tensor(NULL, 1, zero_shape, NULL);
    tap_ok(run, convert(&empty, &array, message, sizeof message) == PROMCAST_STATUS_OK,
           "an empty tensor may have no data");
    DLTensor scalar = int32_tensor(data, 0, NULL, NULL);
    tap_ok(run, convert(&scalar, &array, message, sizeof message) == PROMCAST_STATUS_OK &&
                    array.shape.rank == 0,
           "a 0-d tensor needs no shape array");

    static const char *const refusals[] = {
        "a NULL tensor", "a CUDA tensor", "ndim 65", "ndim -1", "a NULL shape",
        "a negative size", "a negative stride", "data NULL with elements", "dtype code 77"};
    for (int i = 0; i < (int)(sizeof refusals / sizeof refusals[0]); i++) {
        int64_t bad_shape[2] = {2, 3}, bad_strides[2] = {3, 1};
        DLTensor bad = int32_tensor(data, 2, bad_shape, bad_strides);
        switch (i) {
        case 1: bad.device.device_type = kDLCUDA; break;
        case 2: bad.ndim = 65; break;
        case 3: bad.ndim = -1; break;
        case 4: bad.shape = NULL; break;
        case 5: bad_shape[1] = -3; break;
        case 6: bad_strides[1] = -1; break;
        case 7: bad.data = NULL; break;
        case 8: bad.dtype.code = 77; break;
        }
        message[0] = '\0';
        int32_t status = convert(i == 0 ? NULL : &bad, &array, message, sizeof message);
        tap_ok(run, status == PROMCAST_STATUS_INVALID_ARGUMENT && strncmp(message, "a: ", 3) == 0,
               "%s is refused as invalid_argument, naming the operand", refusals[i]);
        if (strncmp(message, "a: ", 3) != 0) tap_diag(run, "  message: %s", message);
    }
}

static void check_tensors(tap_run *run) {
    promcast_call call = {.message = NULL, .message_size = 0};
    pc_shape shape = {.rank = 3, .dims = {2, 0, 5}};
    DLManagedTensor *tensor;
    pc_array array;
    tap_ok(run, adapter_tensor_new(&call, PC_COMPLEX128, &shape, &tensor, &array) ==
                    PROMCAST_STATUS_OK,
           "an empty complex128 tensor is made");
    const DLTensor *t = &tensor->dl_tensor;
    tap_ok(run, t->ndim == 3 && t->shape[0] == 2 && t->shape[1] == 0 && t->shape[2] == 5 &&
                    t->strides[2] == 1 && t->dtype.code == kDLComplex && t->dtype.bits == 128 &&
                    t->device.device_type == kDLCPU && t->byte_offset == 0 &&
                    t->data == array.data && (uintptr_t)t->data % alignof(max_align_t) == 0,
           "its metadata is DLPack's, its data aligned for any dtype");
    tensor->deleter(tensor);  /* AddressSanitizer checks it frees one block */

    shape = (pc_shape){.rank = 2, .dims = {INT64_MAX, 2}};
    tap_is_int(run, adapter_tensor_new(&call, PC_INT8, &shape, &tensor, NULL),
               PROMCAST_STATUS_SHAPE_OVERFLOW, "a tensor of more than INT64_MAX elements");

    int32_t data[3] = {1, 2, 3};
    int64_t source_shape[1] = {3};
    DLTensor source = int32_tensor(data, 1, source_shape, NULL);
    source.byte_offset = 4;
    pc_array view = {.dtype = PC_INT32, .shape = {.rank = 2, .dims = {4, 3}},
                     .strides = {0, 1}, .data = data};
    tap_ok(run, adapter_view_new(&call, &source, &view, &tensor) == PROMCAST_STATUS_OK &&
                    tensor->dl_tensor.data == data && tensor->dl_tensor.byte_offset == 4 &&
                    tensor->dl_tensor.strides[0] == 0 && tensor->dl_tensor.strides[1] == 1 &&
                    tensor->dl_tensor.shape[0] == 4,
           "a view shares the source's data and byte_offset, with its own strides");
    tensor->deleter(tensor);
}

static void check_statuses(tap_run *run) {
    int passed = 1;
    for (int status = 0; status < PC_STATUS_COUNT; status++)
        passed &= adapter_status_of((pc_status)status) == status;
    passed &= adapter_status_of(PC_STATUS_COUNT) == PROMCAST_STATUS_INTERNAL_ERROR;
    tap_ok(run, passed, "oracle statuses map to the ABI's by value");

    char message[8];
    promcast_call call = {.message = message, .message_size = sizeof message};
    pc_error error;
    pc_status status = pc_error_set(&error, PC_NO_PROMOTION, -1, -1, -1, "no common dtype");
    tap_ok(run, adapter_from_oracle(&call, status, &error) == PROMCAST_STATUS_NO_PROMOTION &&
                    strcmp(message, "no comm") == 0,
           "an oracle error's message is copied, truncated to the runner's buffer");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    check_dtypes(&run);
    check_arrays(&run);
    check_tensors(&run);
    check_statuses(&run);
    return tap_finish(&run);
}
