/*
** test_cases.h: element-wise cases for the NumPy adapter's in-process tests,
** written as data: operands (an array of up to two elements, or a Python
** scalar), the outcome as text ("int16 [2] {301,302}", or "status:
** message"), and a case with its outcome in each of NumPy 1.24's promotion
** states, run through numpy_elementwise or numpy_elementwise_inplace.
*/
#ifndef PROMCAST_NUMPY_TEST_CASES_H
#define PROMCAST_NUMPY_TEST_CASES_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "adapter_tensor.h"
#include "numpy_adapter.h"
#include "numpy_ops.h"
#include "promcast/abi_dtype.h"
#include "promcast/value.h"
#include "tap.h"
#include "test_call.h"

/* ---- Operands, written as data --------------------------------------- */

/* An array of up to two elements (ndim 0 or 1), or a scalar. */
typedef struct operand {
    int is_scalar;
    pc_dtype dtype;
    int32_t ndim;
    int64_t length;  /* ndim 1 */
    double values[2];
    promcast_scalar scalar;
} operand;

#define ARRAY1(DTYPE, V0, V1) {0, DTYPE, 1, 2, {V0, V1}, {0, 0, NULL, 0, 0}}
#define ARRAY0(DTYPE, V) {0, DTYPE, 0, 1, {V, 0}, {0, 0, NULL, 0, 0}}
#define INT(TEXT, REAL) {1, PC_BOOL, 0, 0, {0, 0}, {PROMCAST_SCALAR_INT, 1, TEXT, REAL, 0}}
#define FLOAT(REAL) {1, PC_BOOL, 0, 0, {0, 0}, {PROMCAST_SCALAR_FLOAT, 1, NULL, REAL, 0}}
#define COMPLEX(RE, IM) {1, PC_BOOL, 0, 0, {0, 0}, {PROMCAST_SCALAR_COMPLEX, 1, NULL, RE, IM}}
#define BOOL(TEXT, REAL) {1, PC_BOOL, 0, 0, {0, 0}, {PROMCAST_SCALAR_BOOL, 1, TEXT, REAL, 0}}

/* 2**70 and 2**64 - 1: beyond int64, and the largest uint64, which a
** double (2**64 after rounding) would not carry. */
#define TWO_TO_70 "1180591620717411303424"
#define UINT64_MAX_TEXT "18446744073709551615"

/* Memory for an operand's array, and the value passed. */
typedef struct operand_memory {
    _Alignas(16) unsigned char data[32];
    int64_t shape[1];
    DLTensor tensor;
    promcast_value value;
} operand_memory;

static inline void store(pc_dtype dtype, unsigned char *element, double v) {
    switch (dtype) {
    case PC_BOOL: *element = v != 0; break;
    case PC_INT8: { int8_t x = (int8_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_INT16: { int16_t x = (int16_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_INT32: { int32_t x = (int32_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_INT64: { int64_t x = (int64_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_UINT8: { uint8_t x = (uint8_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_UINT64: { uint64_t x = (uint64_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_FLOAT32: { float x = (float)v; memcpy(element, &x, sizeof x); break; }
    default: { double x = v; memcpy(element, &x, sizeof x); break; }  /* float64 */
    }
}

static inline const promcast_value *make(const operand *o, operand_memory *m) {
    memset(m, 0, sizeof *m);
    if (o->is_scalar) {
        m->value.kind = PROMCAST_VALUE_SCALAR;
        m->value.scalar = o->scalar;
        return &m->value;
    }
    size_t size = pc_dtype_size(o->dtype);
    for (int64_t i = 0; i < (o->ndim ? o->length : 1); i++)
        store(o->dtype, m->data + (size_t)i * size, o->values[i]);
    m->shape[0] = o->length;
    m->tensor = adapter_dl_tensor(m->data, o->dtype, o->ndim, m->shape, NULL, 0);
    m->value.kind = PROMCAST_VALUE_ARRAY;
    m->value.array = &m->tensor;
    return &m->value;
}

/* ---- Outcomes, as text ------------------------------------------------ */

/* One element as NumPy's repr would show its value (bools as 1/0). */
static inline int element_text(pc_dtype dtype, const unsigned char *p, char *text, size_t size) {
    switch (dtype) {
    case PC_BOOL: return snprintf(text, size, "%d", *p != 0);
    case PC_INT8: { int8_t x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%d", x); }
    case PC_INT16: { int16_t x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%d", x); }
    case PC_INT32: { int32_t x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%d", x); }
    case PC_UINT8: { uint8_t x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%u", x); }
    case PC_UINT16: { uint16_t x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%u", x); }
    case PC_UINT32: {
        uint32_t x;
        memcpy(&x, p, sizeof x);
        return snprintf(text, size, "%" PRIu32, x);
    }
    case PC_INT64: {
        int64_t x;
        memcpy(&x, p, sizeof x);
        return snprintf(text, size, "%" PRId64, x);
    }
    case PC_UINT64: {
        uint64_t x;
        memcpy(&x, p, sizeof x);
        return snprintf(text, size, "%" PRIu64, x);
    }
    /* Floats: %.17g shows a nextafter step; the sign bit of a zero or a
    ** NaN shows as "-". */
    case PC_FLOAT16: {
        uint16_t x;
        memcpy(&x, p, sizeof x);
        return snprintf(text, size, "%.17g", pc_float16_to_double(x));
    }
    case PC_FLOAT32: {
        float x;
        memcpy(&x, p, sizeof x);
        return snprintf(text, size, "%.17g", (double)x);
    }
    case PC_FLOAT64: { double x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%.17g", x); }
    case PC_COMPLEX64: {
        float x[2];
        memcpy(x, p, sizeof x);
        return snprintf(text, size, "%g%+gj", (double)x[0], (double)x[1]);
    }
    case PC_COMPLEX128: {
        double x[2];
        memcpy(x, p, sizeof x);
        return snprintf(text, size, "%g%+gj", x[0], x[1]);
    }
    default: return snprintf(text, size, "(a %s)", pc_dtype_name(dtype));
    }
}

/* "int16 [2] {301,302}", "int8 [] {4}": a 0-d or 1-d tensor. */
static inline void describe(const DLTensor *t, char *text, size_t size) {
    pc_dtype dtype;
    if (!abi_dtype_lookup(t->dtype, &dtype) || t->ndim > 1) {
        snprintf(text, size, "(a tensor of code %u bits %u, ndim %d)", (unsigned)t->dtype.code,
                 (unsigned)t->dtype.bits, (int)t->ndim);
        return;
    }
    int64_t count = t->ndim ? t->shape[0] : 1;
    int64_t stride = t->ndim && t->strides ? t->strides[0] : 1;
    size_t used = (size_t)snprintf(text, size, "%s [", pc_dtype_name(dtype));
    if (t->ndim) used += (size_t)snprintf(text + used, size - used, "%" PRId64, t->shape[0]);
    used += (size_t)snprintf(text + used, size - used, "] {");
    const unsigned char *base = (const unsigned char *)t->data + t->byte_offset;
    for (int64_t i = 0; i < count && used < size; i++) {
        if (i) used += (size_t)snprintf(text + used, size - used, ",");
        used += (size_t)element_text(dtype, base + i * stride * (int64_t)pc_dtype_size(dtype),
                                     text + used, size - used);
    }
    if (used < size) snprintf(text + used, size - used, "}");
}

static inline const char *status_name(int32_t status) {
    switch (status) {
    case PROMCAST_STATUS_OK: return "ok";
    case PROMCAST_STATUS_INCOMPATIBLE_SHAPES: return "incompatible_shapes";
    case PROMCAST_STATUS_CANNOT_CAST: return "cannot_cast";
    case PROMCAST_STATUS_SCALAR_OUT_OF_RANGE: return "scalar_out_of_range";
    case PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP: return "unsupported_dtype_for_op";
    case PROMCAST_STATUS_INVALID_VALUE: return "invalid_value";
    case PROMCAST_STATUS_INVALID_ARGUMENT: return "invalid_argument";
    case PROMCAST_STATUS_INVALID_AXIS: return "invalid_axis";
    case PROMCAST_STATUS_INVALID_RANK: return "invalid_rank";
    case PROMCAST_STATUS_UNSUPPORTED: return "unsupported";
    case PROMCAST_STATUS_INTERNAL_ERROR: return "internal_error";
    default: return "another status";
    }
}

/* Room for an outcome: a status's name, ": ", and a whole message. */
#define OUTCOME_SIZE (sizeof ((call_buffer *)0)->message + 64)

/* The outcome: the result's description, or "status: message". */
static inline void outcome(int32_t status, const DLTensor *result, const char *message,
                           char *text, size_t size) {
    if (status == PROMCAST_STATUS_OK && result != NULL)
        describe(result, text, size);
    else
        snprintf(text, size, "%s: %s", status_name(status), message);
}

/* ---- Cases ------------------------------------------------------------ */

typedef struct scalar_case {
    const char *name;  /* the Python call */
    int32_t op;
    operand a, b;
    const char *legacy;  /* the outcome in 1.24's default state */
    const char *weak;    /* in np._set_promotion_state('weak') */
} scalar_case;

static inline void check_case(tap_run *run, numpy_adapter *adapter, const scalar_case *k,
                              int weak, int inplace) {
    operand_memory am, bm;
    const promcast_value *a = make(&k->a, &am), *b = make(&k->b, &bm);
    call_buffer c;
    char got[OUTCOME_SIZE];
    if (inplace) {
        int32_t status = numpy_elementwise_inplace(adapter, new_call(&c), k->op, &am.tensor, b);
        outcome(status, &am.tensor, c.message, got, sizeof got);
    } else {
        DLManagedTensor *result = NULL;
        int32_t status = numpy_elementwise(adapter, new_call(&c), k->op, a, b, &result);
        outcome(status, result ? &result->dl_tensor : NULL, c.message, got, sizeof got);
        if (result != NULL) result->deleter(result);
    }
    char name[300];
    snprintf(name, sizeof name, "%s: %s", weak ? "weak" : "legacy", k->name);
    tap_is_str(run, got, weak ? k->weak : k->legacy, name);
}

/* Every case of `cases` (count of them), out of place or in place. */
static inline void check_cases(tap_run *run, numpy_adapter *adapter, int weak,
                               const scalar_case *cases, size_t count, int inplace) {
    for (size_t i = 0; i < count; i++) check_case(run, adapter, &cases[i], weak, inplace);
}

/* A test's checks in one promotion state (weak 1 or 0). */
typedef void (*state_checks)(tap_run *run, numpy_adapter *adapter, int weak);

/* The test's whole run: `checks` with the weak adapter, then with the
** legacy one opened after it (one interpreter, NumPy imported once); the
** exit status. */
static inline int run_in_both_states(state_checks checks) {
    tap_run run;
    tap_start(&run);
    char message[512] = "";
    numpy_adapter *adapter = numpy_adapter_open("numpy-test", "weak", message, sizeof message);
    if (!tap_ok(&run, adapter != NULL, "the weak adapter opens")) {
        tap_diag(&run, "  %s", message);
        return tap_finish(&run);
    }
    checks(&run, adapter, 1);
    numpy_adapter_close(adapter);
    adapter = numpy_adapter_open("numpy-test", "legacy", message, sizeof message);
    if (!tap_ok(&run, adapter != NULL, "the legacy adapter opens after it")) {
        tap_diag(&run, "  %s", message);
        return tap_finish(&run);
    }
    checks(&run, adapter, 0);
    numpy_adapter_close(adapter);
    return tap_finish(&run);
}

#endif
