/*
** test_array_api_adapter.c: the namespace adapter on numpy.array_api
** (NumPy 1.24.2, the Array API 2021.12), in process, linked with the
** adapter's core:
** - refusals at open: no module=, a module that does not import, an
**   unknown option; a module outside sys.path found by PYTHONPATH;
** - discovery: the declared version and the profile it claims, the dtypes
**   (no float16, no complex), the ops (no broadcast_shapes, clip,
**   maximum), which dtypes DLPack carries (not bool);
** - conversions: every dtype numpy.array_api has, through the namespace
**   and back (xp.broadcast_to to the same shape), in four layouts:
**   contiguous, strided with a byte offset, 0-d, size 0;
** - views: broadcast_to and broadcast_arrays give stride 0 where they
**   broadcast (read through __array__, which NumPy's DLPack refuses); a
**   runner's tensor too large to copy is refused;
** - bool both ways (the buffer fallback in, the copy or __array__ out);
** - Python scalars: an int beyond int64, nan, -0.0, a reflected operand;
** - exceptions: each kind met by the real call that raises it, the
**   namespace's text kept in the message.
** Every expectation is what numpy.array_api 1.24.2 does for the same
** Python call (python3 -c ...).
*/
#include "python_embed.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "array_api_adapter.h"
#include "array_api_dlpack.h"
#include "array_api_errors.h"
#include "promcast/abi_dtype.h"
#include "adapter_tensor.h"
#include "tap.h"
#include "test_support.h"

static const promcast_adapter *open_with(const char *const *keys, const char *const *values,
                                         int count, char *message, size_t size) {
    promcast_adapter_option options[4];
    for (int i = 0; i < count; i++) {
        options[i].key = keys[i];
        options[i].value = values[i];
    }
    promcast_adapter_request request = {PROMCAST_ADAPTER_ABI_MAJOR, PROMCAST_ADAPTER_ABI_MINOR,
                                        sizeof request, count, options, message, size};
    message[0] = '\0';
    return promcast_adapter_open(&request);
}

static void test_refusals(tap_run *run) {
    char message[512];
    tap_ok(run, open_with(NULL, NULL, 0, message, sizeof message) == NULL &&
                    strstr(message, "module=MODULE is required") != NULL,
           "no module=: refused (%s)", message);
    const char *keys[] = {"module"}, *missing[] = {"promcast_no_such_module"};
    tap_ok(run, open_with(keys, missing, 1, message, sizeof message) == NULL &&
                    strstr(message, "promcast_no_such_module") != NULL &&
                    strstr(message, "ModuleNotFoundError") != NULL,
           "a module that does not import: refused naming it and Python's exception (%s)",
           message);
    const char *two_keys[] = {"module", "colour"}, *two_values[] = {"numpy.array_api", "red"};
    tap_ok(run, open_with(two_keys, two_values, 2, message, sizeof message) == NULL &&
                    strstr(message, "unknown option 'colour'") != NULL,
           "an unknown option: refused (%s)", message);
}

static int claims_op(const promcast_adapter *table, int32_t op) {
    return promcast_adapter_lists_op(table, op);
}

static int claims_dtype(const promcast_adapter *table, pc_dtype dtype) {
    DLDataType dl = abi_dl_dtype(dtype);
    for (int i = 0; i < table->dtype_count; i++)
        if (table->dtypes[i].code == dl.code && table->dtypes[i].bits == dl.bits) return 1;
    return 0;
}

static void test_discovery(tap_run *run, array_api_adapter *adapter) {
    const promcast_adapter *table = &adapter->table;
    tap_is_str(run, adapter->version, "2021.12", "__array_api_version__ read");
    tap_is_str(run, table->profile, "array-api@2021.12", "the profile of the declared version");
    tap_is_str(run, table->library, "numpy.array_api", "library names the module");
    tap_ok(run, strncmp(table->library_version, "1.24", 4) == 0 &&
                    strstr(table->library_version, "(numpy), Array API 2021.12") != NULL,
           "library_version names the package's version and the declared standard: %s",
           table->library_version);
    tap_is_int(run, table->dtype_count, 11, "11 dtypes: bool, 8 integers, float32, float64");
    tap_ok(run, !claims_dtype(table, PC_FLOAT16) && !claims_dtype(table, PC_COMPLEX64) &&
                    claims_dtype(table, PC_BOOL) && claims_dtype(table, PC_UINT64),
           "no float16 or complex64; bool and uint64");
    tap_ok(run, claims_op(table, PROMCAST_OP_ADD) &&
                    claims_op(table, PROMCAST_OP_ADD | PROMCAST_OP_INPLACE) &&
                    claims_op(table, PROMCAST_OP_VECDOT) && claims_op(table, PROMCAST_OP_WHERE) &&
                    claims_op(table, PROMCAST_OP_RESULT_TYPE) &&
                    claims_op(table, PROMCAST_OP_INPLACE_BROADCAST),
           "claims add, add_inplace, vecdot, where, result_type, inplace_broadcast");
    tap_ok(run, !claims_op(table, PROMCAST_OP_BROADCAST_SHAPES) &&
                    !claims_op(table, PROMCAST_OP_CLIP) && !claims_op(table, PROMCAST_OP_MAXIMUM) &&
                    !claims_op(table, PROMCAST_OP_SUM_TO_SHAPE) &&
                    !claims_op(table, PROMCAST_OP_XLA_BROADCAST),
           "claims no broadcast_shapes, clip, maximum (2021.12 has none), sum_to_shape, xla_broadcast");
    int b = array_api_dtype_index(abi_dl_dtype(PC_BOOL));
    int i8 = array_api_dtype_index(abi_dl_dtype(PC_INT8));
    tap_ok(run, !adapter->dtypes[b].dlpack_in && !adapter->dtypes[b].dlpack_out &&
                    adapter->dtypes[i8].dlpack_in && adapter->dtypes[i8].dlpack_out,
           "DLPack carries int8 both ways and bool neither (NumPy 1.24)");
    int rows = 0;
    for (int i = 0; i < ARRAY_API_OP_COUNT; i++) rows += array_api_op_rows[i].function != NULL;
    tap_is_int(run, rows, ARRAY_API_OP_COUNT, "every op row is filled");
}

/* Writes the value k + 1 of `dtype` (k small) at `element`. */
static void store(pc_dtype dtype, unsigned char *element, int k) {
    memset(element, 0, pc_dtype_size(dtype));
    switch (dtype) {
    case PC_FLOAT32: {
        float v = (float)k + 1.0f;
        memcpy(element, &v, sizeof v);
        break;
    }
    case PC_FLOAT64: {
        double v = (double)k + 1.0;
        memcpy(element, &v, sizeof v);
        break;
    }
    case PC_BOOL: element[0] = (unsigned char)(k % 2); break;
    default: element[0] = (unsigned char)(k + 1); break;
    }
}

/* The runner's tensor and the namespace's answer hold the same elements. */
static int same_elements(const DLTensor *a, const DLTensor *b) {
    if (a->ndim != b->ndim || a->dtype.code != b->dtype.code || a->dtype.bits != b->dtype.bits)
        return 0;
    int64_t count = 1;
    for (int d = 0; d < a->ndim; d++) {
        if (a->shape[d] != b->shape[d]) return 0;
        count *= a->shape[d];
    }
    size_t size = a->dtype.bits / 8;
    unsigned char left[64 * 16], right[64 * 16];
    if (count > 64) return 0;
    int64_t shape[PROMCAST_MAX_RANK];
    memcpy(shape, a->shape, (size_t)a->ndim * sizeof *shape);
    DLTensor l = *a, r = *a;
    l.data = left;
    r.data = right;
    l.shape = r.shape = shape;
    l.strides = r.strides = NULL;
    l.byte_offset = r.byte_offset = 0;
    array_api_copy_strided(a, &l);
    array_api_copy_strided(b, &r);
    return memcmp(left, right, (size_t)count * size) == 0;
}

static void test_conversions(tap_run *run, array_api_adapter *adapter) {
    static const pc_dtype dtypes[] = {PC_BOOL,   PC_INT8,   PC_INT16,  PC_INT32,
                                      PC_INT64,  PC_UINT8,  PC_UINT16, PC_UINT32,
                                      PC_UINT64, PC_FLOAT32, PC_FLOAT64};
    for (size_t t = 0; t < sizeof dtypes / sizeof dtypes[0]; t++) {
        pc_dtype dtype = dtypes[t];
        size_t size = pc_dtype_size(dtype);
        unsigned char buffer[16 * 8];
        for (int k = 0; k < 16; k++) store(dtype, buffer + (size_t)k * size, k);
        struct {
            const char *name;
            int32_t ndim;
            int64_t shape[2], strides[2];
            int has_strides;
            uint64_t offset;
        } layouts[] = {
            {"contiguous 2x3", 2, {2, 3}, {0, 0}, 0, 0},
            {"strided 2x2 at offset 1", 2, {2, 2}, {6, 2}, 1, 1},
            {"0-d", 0, {0, 0}, {0, 0}, 0, 3},
            {"size 0", 2, {0, 3}, {0, 0}, 0, 0},
        };
        for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
            DLTensor tensor = adapter_dl_tensor(buffer, dtype, layouts[l].ndim,
                                        layouts[l].shape,
                                        layouts[l].has_strides ? layouts[l].strides : NULL,
                                        layouts[l].offset * size);
            call_buffer buffer_call;
            promcast_call *call = new_call(&buffer_call);
            DLManagedTensor *out = NULL;
            promcast_shape target = {tensor.ndim, tensor.shape};
            int32_t status = array_api_broadcast_to(adapter, call, &tensor, target, &out);
            tap_ok(run, status == PROMCAST_STATUS_OK && out && same_elements(&tensor, &out->dl_tensor),
                   "%s %s: into the namespace and back, the same elements (%s)",
                   pc_dtype_name(dtype), layouts[l].name, buffer_call.message);
            if (out && out->deleter) out->deleter(out);
        }
    }
}

/* A runner's view of huge size over one element (stride 0): the copy the
** adapter would make is refused, not overflowed. */
static void test_too_large(tap_run *run, array_api_adapter *adapter) {
    int8_t one = 1;
    int64_t shape[2] = {INT64_C(1) << 31, INT64_C(1) << 31}, strides[2] = {0, 0};
    DLTensor huge = adapter_dl_tensor(&one, PC_INT8, 2, shape, strides, 0);
    call_buffer buffer;
    promcast_call *call = new_call(&buffer);
    DLManagedTensor *view = NULL;
    promcast_shape target = {2, shape};
    int32_t status = array_api_broadcast_to(adapter, call, &huge, target, &view);
    tap_ok(run, status == PROMCAST_STATUS_UNSUPPORTED && strstr(buffer.message, "too large") != NULL,
           "a stride-0 tensor of 2**62 elements: unsupported, not copied (%s)", buffer.message);
    if (view && view->deleter) view->deleter(view);
}

static void test_views(tap_run *run, array_api_adapter *adapter) {
    int8_t data[3] = {1, 2, 3};
    int64_t shape[1] = {3}, target_dims[2] = {2, 3};
    DLTensor source = adapter_dl_tensor(data, PC_INT8, 1, shape, NULL, 0);
    call_buffer buffer;
    promcast_call *call = new_call(&buffer);
    DLManagedTensor *view = NULL;
    promcast_shape target = {2, target_dims};
    int32_t status = array_api_broadcast_to(adapter, call, &source, target, &view);
    tap_ok(run, status == PROMCAST_STATUS_OK && view && view->dl_tensor.strides &&
                    view->dl_tensor.strides[0] == 0 && view->dl_tensor.strides[1] == 1,
           "broadcast_to (3,) -> (2, 3): strides (0, 1) (%s)", buffer.message);
    if (view && view->deleter) view->deleter(view);

    int8_t column[2] = {5, 6};
    int64_t column_shape[2] = {2, 1};
    DLTensor second = adapter_dl_tensor(column, PC_INT8, 2, column_shape, NULL, 0);
    promcast_value values[2] = {promcast_array_value(&source), promcast_array_value(&second)};
    promcast_arguments arguments = {2, values, PROMCAST_AXIS_DEFAULT, 0};
    DLManagedTensor *views[2] = {NULL, NULL};
    int32_t count = 0;
    call = new_call(&buffer);
    status = array_api_array_function(adapter, call, PROMCAST_OP_BROADCAST_ARRAYS, &arguments, 2,
                                      views, &count);
    int strides_right = status == PROMCAST_STATUS_OK && count == 2;
    for (int i = 0; strides_right && i < 2; i++) {
        const DLTensor *v = &views[i]->dl_tensor;
        int64_t s0 = v->strides ? v->strides[0] : -1, s1 = v->strides ? v->strides[1] : -1;
        strides_right = v->ndim == 2 && v->shape[0] == 2 && v->shape[1] == 3 &&
                        (i == 0 ? (s0 == 0 && s1 == 1) : (s0 == 1 && s1 == 0));
    }
    tap_ok(run, strides_right,
           "broadcast_arrays (3,) and (2, 1): strides (0, 1) and (1, 0) (%s)", buffer.message);
    for (int i = 0; i < count; i++)
        if (views[i]->deleter) views[i]->deleter(views[i]);
}

/* One element-wise call: the status, and the result's first element. */
static int32_t run_op(array_api_adapter *adapter, int32_t op, promcast_value a, promcast_value b,
                      unsigned char *first, DLDataType *dtype, call_buffer *buffer) {
    promcast_call *call = new_call(buffer);
    DLManagedTensor *result = NULL;
    int32_t status = array_api_elementwise(adapter, call, op, &a, &b, &result);
    if (status == PROMCAST_STATUS_OK) {
        const DLTensor *t = &result->dl_tensor;
        *dtype = t->dtype;
        memcpy(first, (const char *)t->data + t->byte_offset, t->dtype.bits / 8);
    }
    if (result && result->deleter) result->deleter(result);
    return status;
}

static void test_bool_and_scalars(tap_run *run, array_api_adapter *adapter) {
    call_buffer buffer;
    unsigned char first[16];
    DLDataType dtype;
    int8_t ints[2] = {3, 4};
    int64_t two[1] = {2};
    DLTensor int8s = adapter_dl_tensor(ints, PC_INT8, 1, two, NULL, 0);
    int32_t status = run_op(adapter, PROMCAST_OP_EQUAL, promcast_array_value(&int8s),
                            scalar_value(PROMCAST_SCALAR_INT, "3", 3), first, &dtype, &buffer);
    tap_ok(run, status == PROMCAST_STATUS_OK && dtype.code == PROMCAST_DL_BOOL && first[0] == 1,
           "int8 array == 3: a bool array read back (%s)", buffer.message);
    uint8_t bools[2] = {1, 0};
    DLTensor bool_tensor = adapter_dl_tensor(bools, PC_BOOL, 1, two, NULL, 0);
    status = run_op(adapter, PROMCAST_OP_LOGICAL_XOR, promcast_array_value(&bool_tensor),
                    promcast_array_value(&bool_tensor), first, &dtype, &buffer);
    tap_ok(run, status == PROMCAST_STATUS_OK && dtype.code == PROMCAST_DL_BOOL && first[0] == 0,
           "logical_xor of bool arrays: bool in through the buffer fallback (%s)", buffer.message);
    /* 1 - x: the reflected operator, x.__rsub__(1). */
    status = run_op(adapter, PROMCAST_OP_SUBTRACT, scalar_value(PROMCAST_SCALAR_INT, "1", 1),
                    promcast_array_value(&int8s), first, &dtype, &buffer);
    tap_ok(run, status == PROMCAST_STATUS_OK && (int8_t)first[0] == -2,
           "1 - int8 [3, 4]: -2 first (%s)", buffer.message);
    /* A Python int beyond int64 with an int64 array: np.array(2**70,
    ** int64) in _promote_scalar raises OverflowError. */
    int64_t wide[2] = {1, 2};
    DLTensor int64s = adapter_dl_tensor(wide, PC_INT64, 1, two, NULL, 0);
    status = run_op(adapter, PROMCAST_OP_ADD, promcast_array_value(&int64s),
                    scalar_value(PROMCAST_SCALAR_INT, "1180591620717411303424", 1.180591620717411303424e21),
                    first, &dtype, &buffer);
    tap_is_int(run, status, PROMCAST_STATUS_SCALAR_OUT_OF_RANGE, "int64 array + 2**70: scalar_out_of_range");
    tap_ok(run, strstr(buffer.message, "OverflowError") != NULL, "its message is Python's: %s",
           buffer.message);
    float floats[2] = {1.0f, 2.0f};
    DLTensor float32s = adapter_dl_tensor(floats, PC_FLOAT32, 1, two, NULL, 0);
    status = run_op(adapter, PROMCAST_OP_ADD, promcast_array_value(&float32s),
                    scalar_value(PROMCAST_SCALAR_FLOAT, NULL, NAN), first, &dtype, &buffer);
    float value;
    memcpy(&value, first, sizeof value);
    tap_ok(run, status == PROMCAST_STATUS_OK && dtype.bits == 32 && isnan(value),
           "float32 array + nan: float32 nan (%s)", buffer.message);
    double zeros[2] = {0.0, 1.0};
    DLTensor float64s = adapter_dl_tensor(zeros, PC_FLOAT64, 1, two, NULL, 0);
    status = run_op(adapter, PROMCAST_OP_MULTIPLY, promcast_array_value(&float64s),
                    scalar_value(PROMCAST_SCALAR_FLOAT, NULL, -0.0), first, &dtype, &buffer);
    double product;
    memcpy(&product, first, sizeof product);
    tap_ok(run, status == PROMCAST_STATUS_OK && product == 0.0 && signbit(product),
           "float64 [0.0] * -0.0: -0.0 (%s)", buffer.message);
}

static void test_exceptions(tap_run *run, array_api_adapter *adapter) {
    call_buffer buffer;
    unsigned char first[16];
    DLDataType dtype;
    int8_t small[3] = {1, 2, 3};
    uint64_t big[3] = {1, 2, 3};
    uint8_t bools[3] = {1, 0, 1};
    int64_t three[1] = {3}, two[1] = {2};
    DLTensor int8s = adapter_dl_tensor(small, PC_INT8, 1, three, NULL, 0);
    DLTensor int8_pair = adapter_dl_tensor(small, PC_INT8, 1, two, NULL, 0);
    DLTensor uint64s = adapter_dl_tensor(big, PC_UINT64, 1, three, NULL, 0);
    DLTensor bool_tensor = adapter_dl_tensor(bools, PC_BOOL, 1, three, NULL, 0);
    int32_t status = run_op(adapter, PROMCAST_OP_ADD, promcast_array_value(&int8s),
                            promcast_array_value(&uint64s), first, &dtype, &buffer);
    tap_is_int(run, status, PROMCAST_STATUS_NO_PROMOTION, "int8 + uint64: no_promotion");
    tap_ok(run, strstr(buffer.message, "TypeError: int8 and uint64 cannot be type promoted") != NULL,
           "the namespace's text kept: %s", buffer.message);
    status = run_op(adapter, PROMCAST_OP_ADD, promcast_array_value(&bool_tensor),
                    promcast_array_value(&bool_tensor), first, &dtype, &buffer);
    tap_is_int(run, status, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP, "bool + bool: unsupported_dtype_for_op");
    status = run_op(adapter, PROMCAST_OP_ADD, promcast_array_value(&int8s),
                    promcast_array_value(&int8_pair), first, &dtype, &buffer);
    tap_is_int(run, status, PROMCAST_STATUS_INCOMPATIBLE_SHAPES, "(3,) + (2,): incompatible_shapes");
    int16_t wider[3] = {1, 2, 3};
    DLTensor int16s = adapter_dl_tensor(wider, PC_INT16, 1, three, NULL, 0);
    promcast_value b = promcast_array_value(&int16s);
    promcast_call *call = new_call(&buffer);
    status = array_api_elementwise_inplace(adapter, call, PROMCAST_OP_ADD, &int8s, &b);
    tap_is_int(run, status, PROMCAST_STATUS_CANNOT_CAST, "int8 += int16: cannot_cast");
    int8_t square[4] = {0, 0, 0, 0};
    int64_t two_by_two[2] = {2, 2};
    DLTensor matrix = adapter_dl_tensor(square, PC_INT8, 2, two_by_two, NULL, 0);
    b = promcast_array_value(&matrix);
    call = new_call(&buffer);
    status = array_api_elementwise_inplace(adapter, call, PROMCAST_OP_ADD, &int8_pair, &b);
    tap_is_int(run, status, PROMCAST_STATUS_INPLACE_SHAPE_CHANGE, "(2,) += (2, 2): inplace_shape_change");
    b = promcast_array_value(&int8_pair);
    call = new_call(&buffer);
    status = array_api_elementwise_inplace(adapter, call, PROMCAST_OP_ATAN2, &int8_pair, &b);
    tap_ok(run, status == PROMCAST_STATUS_UNSUPPORTED && strstr(buffer.message, "no in-place form"),
           "atan2 in place: unsupported, saying why (%s)", buffer.message);
    /* In place through the runner's strides: int8 [1, _, 3] (stride 2) += 10. */
    int8_t spaced[3] = {1, 7, 3};
    int64_t stride[1] = {2};
    DLTensor strided = adapter_dl_tensor(spaced, PC_INT8, 1, two, stride, 0);
    b = scalar_value(PROMCAST_SCALAR_INT, "10", 10);
    call = new_call(&buffer);
    status = array_api_elementwise_inplace(adapter, call, PROMCAST_OP_ADD, &strided, &b);
    tap_ok(run, status == PROMCAST_STATUS_OK && spaced[0] == 11 && spaced[1] == 7 && spaced[2] == 13,
           "strided int8 += 10 writes the elements it names and no others (%s)", buffer.message);
    promcast_value values[2] = {promcast_array_value(&int8s), promcast_array_value(&int8s)};
    promcast_arguments arguments = {2, values, PROMCAST_AXIS_GIVEN, 5};
    DLManagedTensor *results[1] = {NULL};
    int32_t count = 0;
    call = new_call(&buffer);
    status = array_api_array_function(adapter, call, PROMCAST_OP_CONCAT, &arguments, 1, results, &count);
    tap_is_int(run, status, PROMCAST_STATUS_INVALID_AXIS, "concat of 1-d arrays on axis 5: invalid_axis");
    int8_t zero_dim[1] = {1};
    DLTensor scalar_array = adapter_dl_tensor(zero_dim, PC_INT8, 0, NULL, NULL, 0);
    values[0] = promcast_array_value(&scalar_array);
    values[1] = promcast_array_value(&scalar_array);
    arguments.axis_kind = PROMCAST_AXIS_DEFAULT;
    call = new_call(&buffer);
    status = array_api_array_function(adapter, call, PROMCAST_OP_MATMUL, &arguments, 1, results, &count);
    tap_is_int(run, status, PROMCAST_STATUS_INVALID_RANK, "matmul of 0-d arrays: invalid_rank");
    tap_ok(run, strstr(buffer.message, "ValueError") != NULL, "its message: %s", buffer.message);
    tap_is_int(run, array_api_error_classify(PyExc_MemoryError, "", ARRAY_API_IN_ELEMENTWISE),
               PROMCAST_STATUS_UNSUPPORTED, "MemoryError: unsupported");
    tap_is_int(run, array_api_error_classify(PyExc_TypeError, "anything", ARRAY_API_IN_PROMOTION),
               PROMCAST_STATUS_NO_PROMOTION, "a TypeError of result_type: no_promotion");
    tap_is_int(run, array_api_error_classify(PyExc_TypeError, "anything", ARRAY_API_IN_ELEMENTWISE),
               PROMCAST_STATUS_INTERNAL_ERROR, "an unknown TypeError of add: internal_error, not a guess");
    tap_is_int(run, array_api_error_classify(PyExc_IndexError, "axis 3", ARRAY_API_IN_FUNCTION | ARRAY_API_IN_AXIS),
               PROMCAST_STATUS_INVALID_AXIS, "IndexError of an axis: invalid_axis");
}

static void test_promotion(tap_run *run, array_api_adapter *adapter) {
    call_buffer buffer;
    promcast_call *call = new_call(&buffer);
    DLDataType result;
    int32_t status = array_api_promote_types(adapter, call, abi_dl_dtype(PC_INT8),
                                             abi_dl_dtype(PC_UINT8), &result);
    tap_ok(run, status == PROMCAST_STATUS_OK && result.code == kDLInt && result.bits == 16,
           "promote_types(int8, uint8): int16 (%s)", buffer.message);
    int32_t allowed = -1;
    call = new_call(&buffer);
    status = array_api_can_cast(adapter, call, abi_dl_dtype(PC_INT8), abi_dl_dtype(PC_UINT8), &allowed);
    tap_ok(run, status == PROMCAST_STATUS_OK && allowed == 0, "can_cast(int8, uint8): no");
    promcast_operand operands[2];
    memset(operands, 0, sizeof operands);
    operands[0].category = PROMCAST_OPERAND_ZERO_DIM;
    operands[0].dtype = abi_dl_dtype(PC_FLOAT32);
    operands[1].category = PROMCAST_OPERAND_DIMENSIONED;
    operands[1].dtype = abi_dl_dtype(PC_FLOAT64);
    call = new_call(&buffer);
    status = array_api_result_type(adapter, call, 2, operands, &result);
    tap_ok(run, status == PROMCAST_STATUS_OK && result.code == kDLFloat && result.bits == 64,
           "result_type(0-d float32, float64 array): float64 (%s)", buffer.message);
}

/* A module outside sys.path, found through PYTHONPATH: the interpreter
** is isolated, and the adapter reads the variable itself. (path=DIR is
** test_nonconforming.py's way in, in a process of its own: here the
** module, once imported, would stay in sys.modules.) */
static void test_pythonpath(tap_run *run) {
    char message[512];
    const char *keys[] = {"module"}, *values[] = {"nonconforming_array_api"};
    setenv("PYTHONPATH", PROMCAST_ARRAY_API_TEST_DIR, 1);
    const promcast_adapter *table = open_with(keys, values, 1, message, sizeof message);
    tap_ok(run, table != NULL && strstr(table->library, "nonconforming_array_api") != NULL,
           "PYTHONPATH=DIR: a module in DIR opens (%s)", table ? table->library : message);
    if (table) table->close(table->state);
    unsetenv("PYTHONPATH");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    test_refusals(&run);
    char message[512];
    array_api_adapter *adapter = array_api_adapter_open("numpy.array_api", NULL, message, sizeof message);
    if (!tap_ok(&run, adapter != NULL, "numpy.array_api opens (%s)", adapter ? "" : message))
        return tap_finish(&run);
    test_discovery(&run, adapter);
    test_conversions(&run, adapter);
    test_views(&run, adapter);
    test_too_large(&run, adapter);
    test_bool_and_scalars(&run, adapter);
    test_exceptions(&run, adapter);
    test_promotion(&run, adapter);
    array_api_adapter_close(adapter);
    test_pythonpath(&run);
    return tap_finish(&run);
}
