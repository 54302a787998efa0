/*
** test_xtensor_functions.c: the xtensor adapter's functions of several
** arrays (array_function: where, clip, concat, stack, broadcast_arrays),
** called directly on small inputs (xtensor_array_function, linked from the
** adapter's promcast_xtensor_functions library; test_xtensor_load checks
** the table lists them and points at it), each answer written as one line of text
** ("int32 [2] {1,2}", a status's case name, and for broadcast_arrays one
** view per operand with its strides, "|" between them) and compared with
** what xtensor 0.24.3 does: C++'s common types (where and clip: int8 with
** uint8 is int), xtl::promote_type across concatenated or stacked arrays
** (two int8 arrays are int), no axis checks (undefined, not run), no shape
** checks in xt::stack, and the parts of each function the adapter does
** not instantiate (unsupported).
**
** Usage: test_xtensor_functions
*/
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_probe.h"
#include "adapter_tensor.h"
#include "probe_literals.h"
#include "promcast/elementwise.h"
#include "promcast/status.h"
#include "tap.h"
#include "xtensor_array_functions.hpp"

#define MAX_VALUES 6

enum { ARRAY = PROMCAST_VALUE_ARRAY, SCALAR = PROMCAST_VALUE_SCALAR, NONE = PROMCAST_VALUE_NONE };

/* One value of a call: an array (a probe_tensor), a scalar or None. */
typedef struct function_value {
    int kind;
    probe_tensor tensor;
    probe_scalar scalar;
} function_value;

typedef struct function_probe {
    const char *name;
    int32_t op;
    int32_t count;
    function_value values[MAX_VALUES];
    int32_t axis_kind;
    int64_t axis;
    const char *answer;
} function_probe;

#define A(DTYPE, SHAPE_LITERAL, ...) {ARRAY, {DTYPE, SHAPE_LITERAL, {__VA_ARGS__}, {0}}, {0}}
#define S(SCALAR_LITERAL) {SCALAR, {0}, SCALAR_LITERAL}
#define GIVEN(N) PROMCAST_AXIS_GIVEN, N

typedef struct text {
    char *data;
    size_t size, used;
} text;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void add(text *out, const char *format, ...) {
    if (out->used + 1 >= out->size) return;
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(out->data + out->used, out->size - out->used, format, arguments);
    va_end(arguments);
    if (length > 0) out->used += (size_t)length;
    if (out->used >= out->size) out->used = out->size - 1;
}

static void add_number(text *out, pc_dtype dtype, const void *element) {
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED) {
        uint64_t integer;
        pc_cast_element(dtype, element, PC_UINT64, &integer);
        add(out, "%llu", (unsigned long long)integer);
    } else if (pc_dtype_kind_of(dtype) == PC_KIND_SIGNED) {
        int64_t integer;
        pc_cast_element(dtype, element, PC_INT64, &integer);
        add(out, "%lld", (long long)integer);
    } else {
        double value;
        pc_cast_element(dtype, element, PC_FLOAT64, &value);
        if (isnan(value)) add(out, "nan");
        else add(out, "%.17g", value);
    }
}

/* "int8 [2] {1,2}", with " strides [..]" after the shape if asked. */
static void add_tensor(text *out, const DLTensor *tensor, int with_strides) {
    pc_array array;
    char why[256] = "";
    promcast_call call = {.message = why, .message_size = sizeof why};
    if (adapter_array_from_dl(&call, tensor, "the result", &array) != PROMCAST_STATUS_OK) {
        add(out, "malformed tensor: %s", why);
        return;
    }
    add(out, "%s [", pc_dtype_name(array.dtype));
    for (int d = 0; d < array.shape.rank; d++)
        add(out, "%s%lld", d ? "," : "", (long long)array.shape.dims[d]);
    add(out, "]");
    if (with_strides) {
        add(out, " strides [");
        for (int d = 0; d < array.shape.rank; d++)
            add(out, "%s%lld", d ? "," : "", (long long)array.strides[d]);
        add(out, "]");
    }
    int64_t count = 1, index[PC_MAX_RANK] = {0};
    for (int d = 0; d < array.shape.rank; d++) count *= array.shape.dims[d];
    size_t size = pc_dtype_size(array.dtype);
    add(out, " {");
    for (int64_t n = 0; n < count; n++) {
        int64_t offset = 0;
        for (int d = 0; d < array.shape.rank; d++) offset += index[d] * array.strides[d];
        const char *element = (const char *)array.data + offset * (int64_t)size;
        add(out, n ? "," : "");
        if (pc_dtype_is_complex(array.dtype)) {
            pc_dtype part = pc_dtype_complex_component(array.dtype);
            add(out, "(");
            add_number(out, part, element);
            add(out, ",");
            add_number(out, part, element + size / 2);
            add(out, ")");
        } else {
            add_number(out, array.dtype, element);
        }
        for (int d = array.shape.rank - 1; d >= 0; d--) {
            if (++index[d] < array.shape.dims[d]) break;
            index[d] = 0;
        }
    }
    add(out, "}");
}

static void add_status(text *out, int32_t status) {
    if (status >= 0 && status < PC_STATUS_COUNT) add(out, "%s", pc_status_name((pc_status)status));
    else if (status == PROMCAST_STATUS_UNSUPPORTED) add(out, "unsupported");
    else if (status == PROMCAST_STATUS_INTERNAL_ERROR) add(out, "internal_error");
    else add(out, "status %d", (int)status);
}

typedef struct value_storage {
    int64_t dims[PROBE_MAX_RANK];
    _Alignas(16) unsigned char bytes[PROBE_MAX_ELEMENTS * 16];
    DLTensor tensor;
} value_storage;

/* Calls array_function on the probe; writes the answer and the adapter's
** message. */
static void run_probe(const function_probe *p, char *answer, size_t answer_size, char *message,
                      size_t message_size) {
    value_storage storage[MAX_VALUES];
    promcast_value values[MAX_VALUES];
    memset(values, 0, sizeof values);
    for (int32_t i = 0; i < p->count; i++) {
        const function_value *v = &p->values[i];
        values[i].kind = v->kind;
        if (v->kind == ARRAY) {
            const probe_tensor *t = &v->tensor;
            int64_t count = 1;
            for (int32_t d = 0; d < t->shape.ndim; d++) count *= t->shape.dims[d];
            size_t size = pc_dtype_size(t->dtype);
            for (int64_t e = 0; e < count && e < PROBE_MAX_ELEMENTS; e++)
                pc_cast_element(PC_FLOAT64, &t->values[e], t->dtype,
                                storage[i].bytes + (size_t)e * size);
            memcpy(storage[i].dims, t->shape.dims, sizeof storage[i].dims);
            storage[i].tensor = adapter_dl_tensor(storage[i].bytes, t->dtype, t->shape.ndim,
                                                  storage[i].dims, NULL, 0);
            values[i].array = &storage[i].tensor;
        } else if (v->kind == SCALAR) {
            values[i].scalar.kind = v->scalar.kind;
            values[i].scalar.has_value = 1;
            values[i].scalar.text = v->scalar.text;
            values[i].scalar.real = v->scalar.real;
            values[i].scalar.imag = v->scalar.imag;
        }
    }
    promcast_arguments arguments = {p->count, p->count ? values : NULL, p->axis_kind, p->axis};
    DLManagedTensor *results[MAX_VALUES] = {NULL};
    int32_t capacity = p->op == PROMCAST_OP_BROADCAST_ARRAYS ? p->count : 1;
    if (capacity < 1) capacity = 1;
    int32_t result_count = -1;
    message[0] = '\0';
    promcast_call call = {.default_float = {kDLFloat, 64, 1},
                          .message = message,
                          .message_size = message_size};
    int32_t status =
        xtensor_array_function(NULL, &call, p->op, &arguments, capacity, results, &result_count);
    text out = {answer, answer_size, 0};
    answer[0] = '\0';
    if (status != PROMCAST_STATUS_OK) add_status(&out, status);
    else if (result_count < 0 || result_count > capacity) add(&out, "result_count %d", result_count);
    for (int32_t i = 0; status == PROMCAST_STATUS_OK && i < result_count; i++) {
        add(&out, i ? " | " : "");
        if (results[i] == NULL) add(&out, "no tensor");
        else add_tensor(&out, &results[i]->dl_tensor, p->op == PROMCAST_OP_BROADCAST_ARRAYS);
    }
    for (int32_t i = 0; i < capacity; i++)
        if (results[i] != NULL && results[i]->deleter != NULL) results[i]->deleter(results[i]);
}

/* The answers are what xtensor 0.24.3 does (file comment; README.md,
** "Functions of several arrays"). */
static const function_probe probes[] = {
    /* ---- where ---- */
    {"where int8, int8 is int8",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(3), 1, 0, 1), A(PC_INT8, SHAPE(3), 1, 2, 3),
      A(PC_INT8, SHAPE(3), 10, 20, 30)},
     0, 0, "int8 [3] {1,20,3}"},
    {"where int8, uint8 is std::common_type's int, broadcast (2,1) (3) (1)",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(2, 1), 1, 0), A(PC_INT8, SHAPE(3), -1, 2, 3), A(PC_UINT8, SHAPE(1), 7)},
     0, 0, "int32 [2,3] {-1,2,3,7,7,7}"},
    {"where int64, uint64 is unsigned long: -1 converts modulo 2^64",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(2), 1, 0), A(PC_INT64, SHAPE(2), -1, 0), A(PC_UINT64, SHAPE(2), 5, 6)},
     0, 0, "uint64 [2] {18446744073709551615,6}"},
    {"where float32 with a Python int (std::int64_t) is float",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(2), 1, 0), A(PC_FLOAT32, SHAPE(2), 1.5, 2.5), S(INT_SCALAR("3"))},
     0, 0, "float32 [2] {1.5,3}"},
    {"where of two scalars, std::int64_t and double, is double",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(3), 1, 0, 1), S(INT_SCALAR("1")), S(FLOAT_SCALAR(0.5))},
     0, 0, "float64 [3] {1,0.5,1}"},
    {"where bool, bool is bool",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(2), 1, 0), A(PC_BOOL, SHAPE(2), 1, 1), A(PC_BOOL, SHAPE(2), 0, 0)},
     0, 0, "bool [2] {1,0}"},
    {"where of a complex x1 does not compile (xtl::select)",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(1), 1), A(PC_COMPLEX64, SHAPE(1), 1), A(PC_FLOAT32, SHAPE(1), 2)},
     0, 0, "unsupported_dtype_for_op"},
    {"where of a complex scalar x2 does not compile",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(1), 1), A(PC_FLOAT64, SHAPE(1), 1), S(COMPLEX_SCALAR(1, 2))},
     0, 0, "unsupported_dtype_for_op"},
    {"where of a complex condition does not compile",
     PROMCAST_OP_WHERE, 3,
     {A(PC_COMPLEX128, SHAPE(1), 1), A(PC_INT8, SHAPE(1), 1), A(PC_INT8, SHAPE(1), 2)},
     0, 0, "unsupported_dtype_for_op"},
    {"where of an int8 condition compiles but is not instantiated",
     PROMCAST_OP_WHERE, 3,
     {A(PC_INT8, SHAPE(1), 2), A(PC_INT8, SHAPE(1), 1), A(PC_INT8, SHAPE(1), 2)},
     0, 0, "unsupported"},
    {"where (3) with (4): xt::broadcast_error",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(3), 1, 0, 1), A(PC_INT32, SHAPE(4), 1, 2, 3, 4), A(PC_INT32, SHAPE(1), 0)},
     0, 0, "incompatible_shapes"},
    {"where with a Python int beyond std::int64_t",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(1), 1), A(PC_INT64, SHAPE(1), 1), S(INT_SCALAR("9223372036854775808"))},
     0, 0, "scalar_out_of_range"},
    {"where takes no axis",
     PROMCAST_OP_WHERE, 3,
     {A(PC_BOOL, SHAPE(1), 1), A(PC_INT8, SHAPE(1), 1), A(PC_INT8, SHAPE(1), 2)},
     GIVEN(0), "invalid_argument"},

    /* ---- clip ---- */
    {"clip int8 with int8 array bounds is int8",
     PROMCAST_OP_CLIP, 3,
     {A(PC_INT8, SHAPE(3), -5, 0, 5), A(PC_INT8, SHAPE(1), -1), A(PC_INT8, SHAPE(1), 1)},
     0, 0, "int8 [3] {-1,0,1}"},
    {"clip int8 with Python int bounds is std::int64_t",
     PROMCAST_OP_CLIP, 3,
     {A(PC_INT8, SHAPE(3), -5, 0, 5), S(INT_SCALAR("0")), S(INT_SCALAR("3"))},
     0, 0, "int64 [3] {0,0,3}"},
    {"clip float32 with Python float bounds is double; NaN stays",
     PROMCAST_OP_CLIP, 3,
     {A(PC_FLOAT32, SHAPE(3), NAN, -2, 2), S(FLOAT_SCALAR(-1)), S(FLOAT_SCALAR(1))},
     0, 0, "float64 [3] {nan,-1,1}"},
    {"clip with min > max: min below min, max above it",
     PROMCAST_OP_CLIP, 3,
     {A(PC_INT32, SHAPE(3), 0, 5, 10), S(INT_SCALAR("6")), S(INT_SCALAR("4"))},
     0, 0, "int64 [3] {6,6,4}"},
    {"clip broadcasts its bounds with x: the result grows to (2,3)",
     PROMCAST_OP_CLIP, 3,
     {A(PC_INT16, SHAPE(3), 1, 2, 3), A(PC_INT16, SHAPE(2, 1), 0, 2),
      A(PC_INT16, SHAPE(2, 1), 2, 2)},
     0, 0, "int16 [2,3] {1,2,2,2,2,2}"},
    {"clip uint32 with int32 bounds compares in unsigned int: -1 is the largest",
     PROMCAST_OP_CLIP, 3,
     {A(PC_UINT32, SHAPE(2), 0, 5), A(PC_INT32, SHAPE(1), -1), A(PC_INT32, SHAPE(1), 10)},
     0, 0, "uint32 [2] {4294967295,4294967295}"},
    {"clip with a None bound: xt::clip has none",
     PROMCAST_OP_CLIP, 3,
     {A(PC_INT8, SHAPE(1), 1), NONE_VALUE, S(INT_SCALAR("3"))},
     0, 0, "unsupported"},
    {"clip of complex does not compile (xtl::select)",
     PROMCAST_OP_CLIP, 3,
     {A(PC_COMPLEX64, SHAPE(1), 1), S(FLOAT_SCALAR(0)), S(FLOAT_SCALAR(1))},
     0, 0, "unsupported_dtype_for_op"},
    {"clip with bounds of two types compiles but is not instantiated",
     PROMCAST_OP_CLIP, 3,
     {A(PC_INT8, SHAPE(1), 1), S(INT_SCALAR("0")), S(FLOAT_SCALAR(1))},
     0, 0, "unsupported"},
    {"clip (3) with a (2) bound: xt::broadcast_error",
     PROMCAST_OP_CLIP, 3,
     {A(PC_INT8, SHAPE(3), 1, 2, 3), A(PC_INT8, SHAPE(2), 0, 0), A(PC_INT8, SHAPE(2), 1, 1)},
     0, 0, "incompatible_shapes"},

    /* ---- concat ---- */
    {"concat int8 with int8 is int (xtl::promote_type: int8 + int8)",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT8, SHAPE(2), 1, 2), A(PC_INT8, SHAPE(3), 3, 4, -5)},
     0, 0, "int32 [5] {1,2,3,4,-5}"},
    {"concat of one int8 array is int too (promote_type<T> is T + T)",
     PROMCAST_OP_CONCAT, 1,
     {A(PC_INT8, SHAPE(2), 1, 2)},
     0, 0, "int32 [2] {1,2}"},
    {"concat bool with int8 is int8 (promote_type<bool, T> is T)",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_BOOL, SHAPE(1), 1), A(PC_INT8, SHAPE(1), -3)},
     0, 0, "int8 [2] {1,-3}"},
    {"concat bool with bool is bool",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_BOOL, SHAPE(1), 1), A(PC_BOOL, SHAPE(1), 0)},
     0, 0, "bool [2] {1,0}"},
    {"concat int64 with uint64 is unsigned long",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT64, SHAPE(1), -1), A(PC_UINT64, SHAPE(1), 2)},
     0, 0, "uint64 [2] {18446744073709551615,2}"},
    {"concat float32 with complex128 is complex<double>",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_FLOAT32, SHAPE(1), 1.5), A(PC_COMPLEX128, SHAPE(1), 2)},
     0, 0, "complex128 [2] {(1.5,0),(2,0)}"},
    {"concat (2,1) and (2,2) along axis 1",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_FLOAT64, SHAPE(2, 1), 1, 2), A(PC_FLOAT64, SHAPE(2, 2), 3, 4, 5, 6)},
     GIVEN(1), "float64 [2,3] {1,3,4,2,5,6}"},
    {"concat (2,2) and (1,2) along the default axis 0",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_UINT16, SHAPE(2, 2), 1, 2, 3, 4), A(PC_UINT16, SHAPE(1, 2), 5, 6)},
     0, 0, "int32 [3,2] {1,2,3,4,5,6}"},
    {"concat (2,2) and (2,3) along 0: xt::concatenate_error",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT32, SHAPE(2, 2), 1, 2, 3, 4), A(PC_INT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     0, 0, "incompatible_shapes"},
    {"concat of ranks 1 and 2: xt::concatenate_error",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT32, SHAPE(2), 1, 2), A(PC_INT32, SHAPE(2, 1), 1, 2)},
     0, 0, "incompatible_shapes"},
    {"concat along -1 (SIZE_MAX) of equal shapes writes past the shape: undefined",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT32, SHAPE(2), 1, 2), A(PC_INT32, SHAPE(2), 3, 4)},
     GIVEN(-1), "undefined"},
    {"concat along -1 of unequal shapes: the check throws first",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT32, SHAPE(2), 1, 2), A(PC_INT32, SHAPE(3), 3, 4, 5)},
     GIVEN(-1), "incompatible_shapes"},
    {"concat of 0-d arrays writes past the empty shape: undefined",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT32, SHAPE0, 1), A(PC_INT32, SHAPE0, 2)},
     0, 0, "undefined"},
    {"concat with axis None: xt::concatenate has none",
     PROMCAST_OP_CONCAT, 2,
     {A(PC_INT32, SHAPE(1), 1), A(PC_INT32, SHAPE(1), 2)},
     PROMCAST_AXIS_NONE, 0, "unsupported"},
    {"concat of no arrays does not compile",
     PROMCAST_OP_CONCAT, 0, {{0}}, 0, 0, "invalid_argument"},
    {"concat of three int16 arrays is int",
     PROMCAST_OP_CONCAT, 3,
     {A(PC_INT16, SHAPE(1), 1), A(PC_INT16, SHAPE(1), 2), A(PC_INT16, SHAPE(2), 3, 4)},
     0, 0, "int32 [4] {1,2,3,4}"},
    {"concat of three arrays of two types is not instantiated",
     PROMCAST_OP_CONCAT, 3,
     {A(PC_INT16, SHAPE(1), 1), A(PC_INT16, SHAPE(1), 2), A(PC_INT8, SHAPE(1), 3)},
     0, 0, "unsupported"},
    {"concat of five arrays is not instantiated",
     PROMCAST_OP_CONCAT, 5,
     {A(PC_FLOAT64, SHAPE(1), 1), A(PC_FLOAT64, SHAPE(1), 2), A(PC_FLOAT64, SHAPE(1), 3),
      A(PC_FLOAT64, SHAPE(1), 4), A(PC_FLOAT64, SHAPE(1), 5)},
     0, 0, "unsupported"},

    /* ---- stack ---- */
    {"stack int8 with int8 is int",
     PROMCAST_OP_STACK, 2,
     {A(PC_INT8, SHAPE(2), 1, 2), A(PC_INT8, SHAPE(2), 3, 4)},
     0, 0, "int32 [2,2] {1,2,3,4}"},
    {"stack float32 with float64 along axis 1",
     PROMCAST_OP_STACK, 2,
     {A(PC_FLOAT32, SHAPE(2), 1, 2), A(PC_FLOAT64, SHAPE(2), 3, 4)},
     GIVEN(1), "float64 [2,2] {1,3,2,4}"},
    {"stack of three float64 arrays",
     PROMCAST_OP_STACK, 3,
     {A(PC_FLOAT64, SHAPE(1), 1), A(PC_FLOAT64, SHAPE(1), 2), A(PC_FLOAT64, SHAPE(1), 3)},
     0, 0, "float64 [3,1] {1,2,3}"},
    {"stack along 2 of 1-D arrays inserts past the shape: undefined",
     PROMCAST_OP_STACK, 2,
     {A(PC_INT32, SHAPE(2), 1, 2), A(PC_INT32, SHAPE(2), 3, 4)},
     GIVEN(2), "undefined"},
    {"stack along -1 (SIZE_MAX): undefined",
     PROMCAST_OP_STACK, 2,
     {A(PC_INT32, SHAPE(2), 1, 2), A(PC_INT32, SHAPE(2), 3, 4)},
     GIVEN(-1), "undefined"},
    {"stack (3) with (2): xt::stack would read the second outside: undefined",
     PROMCAST_OP_STACK, 2,
     {A(PC_INT32, SHAPE(3), 1, 2, 3), A(PC_INT32, SHAPE(2), 4, 5)},
     0, 0, "undefined"},
    {"stack (2) with (3): no shape check, the second read at the first's indices",
     PROMCAST_OP_STACK, 2,
     {A(PC_INT32, SHAPE(2), 1, 2), A(PC_INT32, SHAPE(3), 7, 8, 9)},
     0, 0, "int32 [2,2] {1,2,7,8}"},
    {"stack (2,2) with (1,2): a size-1 dimension is read at index 0",
     PROMCAST_OP_STACK, 2,
     {A(PC_INT32, SHAPE(2, 2), 1, 2, 3, 4), A(PC_INT32, SHAPE(1, 2), 5, 6)},
     0, 0, "int32 [2,2,2] {1,2,3,4,5,6,5,6}"},
    {"stack (2,2) with (2): trailing indices only",
     PROMCAST_OP_STACK, 2,
     {A(PC_INT32, SHAPE(2, 2), 1, 2, 3, 4), A(PC_INT32, SHAPE(2), 5, 6)},
     0, 0, "int32 [2,2,2] {1,2,3,4,5,6,5,6}"},
    {"stack of no arrays does not compile",
     PROMCAST_OP_STACK, 0, {{0}}, 0, 0, "invalid_argument"},

    /* ---- broadcast_arrays ---- */
    {"broadcast_arrays (3) int16 with (2,1) float32: views, dtypes kept",
     PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A(PC_INT16, SHAPE(3), 1, 2, 3), A(PC_FLOAT32, SHAPE(2, 1), 4, 5)},
     0, 0,
     "int16 [2,3] strides [0,1] {1,2,3,1,2,3} | float32 [2,3] strides [1,0] {4,4,4,5,5,5}"},
    {"broadcast_arrays of one array is a view of it",
     PROMCAST_OP_BROADCAST_ARRAYS, 1,
     {A(PC_UINT8, SHAPE(2), 1, 2)},
     0, 0, "uint8 [2] strides [1] {1,2}"},
    {"broadcast_arrays of none is no views",
     PROMCAST_OP_BROADCAST_ARRAYS, 0, {{0}}, 0, 0, ""},
    {"broadcast_arrays (3) with (4): xt::broadcast_error",
     PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A(PC_INT8, SHAPE(3), 1, 2, 3), A(PC_INT8, SHAPE(4), 1, 2, 3, 4)},
     0, 0, "incompatible_shapes"},
};

int main(void) {
    tap_run run;
    tap_start(&run);
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        char answer[1024], message[512];
        run_probe(&probes[i], answer, sizeof answer, message, sizeof message);
        if (!tap_is_str(&run, answer, probes[i].answer, probes[i].name))
            tap_diag(&run, "  message: %s", message);
    }
    return tap_finish(&run);
}
