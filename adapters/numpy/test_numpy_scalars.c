/*
** test_numpy_scalars.c: Python scalars as element-wise operands, in both of
** NumPy 1.24's promotion states, in process (linked with the adapter's
** core).
**
** A scalar reaches NumPy as the Python object, in its position
** (numpy_scalar.h, numpy_ufuncs.c), so NumPy's own rules decide: legacy
** value-based casting (np.result_type's 1.24 docstring; NEP 50,
** "Motivation and scope") or NEP 50's weak scalars
** (https://numpy.org/neps/nep-0050-scalar-promotion.html). Every
** expectation below is what /usr/bin/python3 with Debian's NumPy 1.24.2
** printed for the same call, quoted next to it (after
** warnings.simplefilter('ignore') and np._set_promotion_state(STATE), as
** numpy_runtime.c sets them up).
*/
#include "numpy_api.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "adapter_tensor.h"
#include "numpy_adapter.h"
#include "numpy_ops.h"
#include "promcast/abi_dtype.h"
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

static void store(pc_dtype dtype, unsigned char *element, double v) {
    switch (dtype) {
    case PC_BOOL: *element = v != 0; break;
    case PC_INT8: { int8_t x = (int8_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_INT16: { int16_t x = (int16_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_UINT8: { uint8_t x = (uint8_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_UINT64: { uint64_t x = (uint64_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_FLOAT32: { float x = (float)v; memcpy(element, &x, sizeof x); break; }
    default: { double x = v; memcpy(element, &x, sizeof x); break; }  /* float64 */
    }
}

static const promcast_value *make(const operand *o, operand_memory *m) {
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
static int element_text(pc_dtype dtype, const unsigned char *p, char *text, size_t size) {
    switch (dtype) {
    case PC_BOOL: return snprintf(text, size, "%d", *p != 0);
    case PC_INT8: { int8_t x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%d", x); }
    case PC_INT16: { int16_t x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%d", x); }
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
    case PC_FLOAT32: { float x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%g", x); }
    case PC_FLOAT64: { double x; memcpy(&x, p, sizeof x); return snprintf(text, size, "%g", x); }
    case PC_COMPLEX128: {
        double x[2];
        memcpy(x, p, sizeof x);
        return snprintf(text, size, "%g%+gj", x[0], x[1]);
    }
    default: return snprintf(text, size, "(a %s)", pc_dtype_name(dtype));
    }
}

/* "int16 [2] {301,302}", "int8 [] {4}": a 0-d or 1-d tensor. */
static void describe(const DLTensor *t, char *text, size_t size) {
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

static const char *status_name(int32_t status) {
    switch (status) {
    case PROMCAST_STATUS_OK: return "ok";
    case PROMCAST_STATUS_CANNOT_CAST: return "cannot_cast";
    case PROMCAST_STATUS_SCALAR_OUT_OF_RANGE: return "scalar_out_of_range";
    case PROMCAST_STATUS_INVALID_ARGUMENT: return "invalid_argument";
    case PROMCAST_STATUS_UNSUPPORTED: return "unsupported";
    case PROMCAST_STATUS_INTERNAL_ERROR: return "internal_error";
    default: return "another status";
    }
}

/* The outcome: the result's description, or "status: message". */
static void outcome(int32_t status, const DLTensor *result, const char *message, char *text,
                    size_t size) {
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

static const scalar_case out_of_place[] = {
    /* legacy: array([301, 302], dtype=int16)
    ** weak:   OverflowError: Python integer 300 out of bounds for int8 */
    {"np.add(np.array([1,2],dtype=np.int8), 300)", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
     INT("300", 300), "int16 [2] {301,302}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds for int8"},
    /* legacy and weak: array([2.5, 3.5]) */
    {"np.add(np.array([1,2],dtype=np.int8), 1.5)", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
     FLOAT(1.5), "float64 [2] {2.5,3.5}", "float64 [2] {2.5,3.5}"},
    /* The scalar first. legacy and weak: array([2, 1], dtype=int16) */
    {"np.subtract(3, np.array([1,2],dtype=np.int16))", PROMCAST_OP_SUBTRACT, INT("3", 3),
     ARRAY1(PC_INT16, 1, 2), "int16 [2] {2,1}", "int16 [2] {2,1}"},
    /* legacy: array([0, 1], dtype=int16)
    ** weak:   OverflowError: Python integer -1 out of bounds for uint8 */
    {"np.add(np.array([1,2],dtype=np.uint8), -1)", PROMCAST_OP_ADD, ARRAY1(PC_UINT8, 1, 2),
     INT("-1", -1), "int16 [2] {0,1}",
     "scalar_out_of_range: OverflowError: Python integer -1 out of bounds for uint8"},
    /* legacy: array([1180591620717411303425, 1180591620717411303426], dtype=object)
    ** weak:   OverflowError: Python int too large to convert to C long */
    {"np.add(np.array([1,2],dtype=np.int8), 2**70)", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
     INT(TWO_TO_70, 1180591620717411303424.0),
     "internal_error: the dtype of NumPy's result is dtype('O'), which is none of promcast's 18 "
     "dtypes",
     "scalar_out_of_range: OverflowError: Python int too large to convert to C long"},
    /* The int's text reaches NumPy exactly. legacy and weak:
    ** array([18446744073709551615], dtype=uint64) */
    {"np.add(np.array([0],dtype=np.uint64), 18446744073709551615)", PROMCAST_OP_ADD,
     {0, PC_UINT64, 1, 1, {0, 0}, {0, 0, NULL, 0, 0}}, INT(UINT64_MAX_TEXT, 18446744073709551616.0),
     "uint64 [1] {18446744073709551615}", "uint64 [1] {18446744073709551615}"},
    /* legacy and weak: array([ True,  True]) */
    {"np.add(np.array([True,False]), True)", PROMCAST_OP_ADD, ARRAY1(PC_BOOL, 1, 0),
     BOOL("True", 1), "bool [2] {1,1}", "bool [2] {1,1}"},
    /* A 0-d array is an array, not a scalar. legacy and weak:
    ** array([2.5, 3.5], dtype=float32) */
    {"np.add(np.array(1.5,dtype=np.float32), np.array([1,2],dtype=np.int8))", PROMCAST_OP_ADD,
     ARRAY0(PC_FLOAT32, 1.5), ARRAY1(PC_INT8, 1, 2), "float32 [2] {2.5,3.5}",
     "float32 [2] {2.5,3.5}"},
    /* legacy: 4 (type int64: a 0-d array and a Python int are both
    ** "scalars" to value-based casting, which then takes np.int_)
    ** weak:   4 (type int8) */
    {"np.add(np.array(1,dtype=np.int8), 3)", PROMCAST_OP_ADD, ARRAY0(PC_INT8, 1), INT("3", 3),
     "int64 [] {4}", "int8 [] {4}"},
    /* legacy: 1180591620717411303425 (a Python int: the object loop's element)
    ** weak:   OverflowError: Python int too large to convert to C long */
    {"np.add(np.array(1,dtype=np.int8), 2**70)", PROMCAST_OP_ADD, ARRAY0(PC_INT8, 1),
     INT(TWO_TO_70, 1180591620717411303424.0),
     "internal_error: NumPy's result is 1180591620717411303425, a Python int, not an ndarray or "
     "a NumPy scalar (an object-dtype loop's element)",
     "scalar_out_of_range: OverflowError: Python int too large to convert to C long"},
    /* legacy and weak: array([1.+2.j, 2.+4.j]) */
    {"np.multiply(np.array([1,2],dtype=np.int8), 1+2j)", PROMCAST_OP_MULTIPLY,
     ARRAY1(PC_INT8, 1, 2), COMPLEX(1, 2), "complex128 [2] {1+2j,2+4j}",
     "complex128 [2] {1+2j,2+4j}"},
};

/* `a` is the destination: the outcome is `a` after the call. */
static const scalar_case in_place[] = {
    /* legacy and weak: array([4, 5], dtype=int8) */
    {"a=np.array([1,2],dtype=np.int8); np.add(a, 3, out=a, casting='same_kind')",
     PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2), INT("3", 3), "int8 [2] {4,5}", "int8 [2] {4,5}"},
    /* legacy: array([45, 46], dtype=int8) (int16 301, 302 cast back)
    ** weak:   OverflowError: Python integer 300 out of bounds for int8 */
    {"a=np.array([1,2],dtype=np.int8); np.add(a, 300, out=a, casting='same_kind')",
     PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2), INT("300", 300), "int8 [2] {45,46}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds for int8"},
    /* legacy and weak: UFuncTypeError: Cannot cast ufunc 'add' output from
    ** dtype('float64') to dtype('int8') with casting rule 'same_kind' */
    {"a=np.array([1,2],dtype=np.int8); np.add(a, 1.5, out=a, casting='same_kind')",
     PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2), FLOAT(1.5),
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'add' output from dtype('float64') to "
     "dtype('int8') with casting rule 'same_kind'",
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'add' output from dtype('float64') to "
     "dtype('int8') with casting rule 'same_kind'"},
};

static void check_case(tap_run *run, numpy_adapter *adapter, const scalar_case *k, int weak,
                       int inplace) {
    operand_memory am, bm;
    const promcast_value *a = make(&k->a, &am), *b = make(&k->b, &bm);
    call_buffer c;
    char got[512];
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

/* ---- What the ABI does not allow -------------------------------------- */

static void check_refusals(tap_run *run, numpy_adapter *adapter) {
    static const struct {
        const char *name;
        int32_t op;
        operand a, b;
        const char *expected;
    } refusals[] = {
        {"two scalars", PROMCAST_OP_ADD, INT("1", 1), INT("2", 2),
         "invalid_argument: a and b are both scalars; adapter.h gives an element-wise op at "
         "least one array"},
        {"an int's text in Python's literal syntax", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
         INT("1_000", 1000),
         "invalid_argument: b: an int scalar's text '1_000' is not decimal digits with an "
         "optional sign"},
        {"a bool's text not in Python's spelling", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
         BOOL("true", 1), "invalid_argument: b: a bool scalar's text is 'true', not True or False"},
        {"a scalar without a value", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
         {1, PC_BOOL, 0, 0, {0, 0}, {PROMCAST_SCALAR_FLOAT, 0, NULL, 0, 0}},
         "invalid_argument: b: a scalar without a value"},
        {"an unknown scalar kind", PROMCAST_OP_ADD, {1, PC_BOOL, 0, 0, {0, 0}, {7, 1, NULL, 0, 0}},
         ARRAY1(PC_INT8, 1, 2),
         "invalid_argument: a: unknown scalar kind 7 (bool 0, int 1, float 2, complex 3)"},
        {"an in-place id", PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, ARRAY1(PC_INT8, 1, 2),
         INT("1", 1),
         "invalid_argument: op 65636 is add with PROMCAST_OP_INPLACE set; element-wise "
         "functions take the out-of-place id"},
        {"an op that is not element-wise", PROMCAST_OP_XLA_BROADCAST, ARRAY1(PC_INT8, 1, 2),
         INT("1", 1), "invalid_argument: op 4 (xla_broadcast) is not an element-wise op"},
        {"an unknown op id", 99, ARRAY1(PC_INT8, 1, 2), INT("1", 1),
         "invalid_argument: op 99 is no op id of ABI 2.1"},
    };
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++) {
        operand_memory am, bm;
        const promcast_value *a = make(&refusals[i].a, &am), *b = make(&refusals[i].b, &bm);
        call_buffer c;
        DLManagedTensor *result = NULL;
        char got[512];
        int32_t status = numpy_elementwise(adapter, new_call(&c), refusals[i].op, a, b, &result);
        outcome(status, result ? &result->dl_tensor : NULL, c.message, got, sizeof got);
        if (result != NULL) result->deleter(result);
        tap_is_str(run, got, refusals[i].expected, refusals[i].name);
    }

    /* Python 3.11 reads at most 4300 digits (sys.get_int_max_str_digits()):
    ** int('1' * 5000) raises "ValueError: Exceeds the limit (4300 digits)
    ** for integer string conversion: value has 5000 digits; use
    ** sys.set_int_max_str_digits() to increase the limit". */
    char digits[5001];
    memset(digits, '1', 5000);
    digits[5000] = '\0';
    operand long_int = INT(digits, 1e300), int8s = ARRAY1(PC_INT8, 1, 2);
    operand_memory am, bm;
    const promcast_value *a = make(&int8s, &am), *b = make(&long_int, &bm);
    call_buffer c;
    DLManagedTensor *result = NULL;
    int32_t status = numpy_elementwise(adapter, new_call(&c), PROMCAST_OP_ADD, a, b, &result);
    tap_ok(run,
           status == PROMCAST_STATUS_UNSUPPORTED && result == NULL &&
               strstr(c.message, "b: an int of 5000 characters Python will not read: ValueError: "
                                 "Exceeds the limit (4300 digits)") == c.message,
           "an int of 5000 digits: unsupported (CPython's limit, not NumPy's answer)");
    tap_diag(run, "  %s", c.message);
}

static void check_state(tap_run *run, numpy_adapter *adapter, int weak) {
    for (size_t i = 0; i < sizeof out_of_place / sizeof out_of_place[0]; i++)
        check_case(run, adapter, &out_of_place[i], weak, 0);
    for (size_t i = 0; i < sizeof in_place / sizeof in_place[0]; i++)
        check_case(run, adapter, &in_place[i], weak, 1);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    char message[512] = "";
    numpy_adapter *adapter = numpy_adapter_open("numpy-test", "weak", message, sizeof message);
    if (!tap_ok(&run, adapter != NULL, "the weak adapter opens")) {
        tap_diag(&run, "  %s", message);
        return tap_finish(&run);
    }
    check_state(&run, adapter, 1);
    check_refusals(&run, adapter);
    numpy_adapter_close(adapter);
    adapter = numpy_adapter_open("numpy-test", "legacy", message, sizeof message);
    if (!tap_ok(&run, adapter != NULL, "the legacy adapter opens after it")) {
        tap_diag(&run, "  %s", message);
        return tap_finish(&run);
    }
    check_state(&run, adapter, 0);
    numpy_adapter_close(adapter);
    return tap_finish(&run);
}
