/*
** test_numpy_arrays.c: the functions of several arrays (where, clip,
** matmul, concat, stack, broadcast_arrays) through the NumPy adapter's
** array_function, in both of NumPy 1.24's promotion states, in process
** (linked with the adapter's core).
**
** Each case is a Python call of np.where, np.clip, np.matmul,
** np.concatenate, np.stack or np.broadcast_arrays (numpy_function_names.c)
** and its outcome in each state: what /usr/bin/python3 with Debian's NumPy
** 1.24.2 printed for that call, quoted next to it, after
** warnings.simplefilter('ignore'), np.seterr(all='ignore') and
** np._set_promotion_state(STATE), as numpy_runtime.c sets them up. A result
** is "dtype [shape] {elements in row-major order}" (bools as 1/0, floats
** with %.17g), a broadcast_arrays view also with its element strides, and
** a refusal "error_kind: Exception: NumPy's message" (numpy_errors.c).
** Then the calls adapter.h does not allow, which the adapter refuses
** before NumPy sees them, the views' memory (broadcast_arrays points into
** the operands, as broadcast_to does), and more operands than NumPy's
** iterators take at once.
*/
#include "numpy_api.h"

#include <math.h>

#include "test_cases.h"

/* ---- Arguments, written as data -------------------------------------- */

typedef enum arg_kind { ARG_ARRAY, ARG_SCALAR, ARG_NONE } arg_kind;

/* An array of up to three dimensions and 12 elements, a Python scalar, or
** None. */
typedef struct arg {
    arg_kind kind;
    pc_dtype dtype;
    int32_t ndim;
    int64_t shape[3];
    double values[12];
    promcast_scalar scalar;
} arg;

#define VALUES(...) {__VA_ARGS__}
#define A0(DTYPE, V) {.kind = ARG_ARRAY, .dtype = DTYPE, .ndim = 0, .values = {V}}
#define A1(DTYPE, N, VS) {.kind = ARG_ARRAY, .dtype = DTYPE, .ndim = 1, .shape = {N}, .values = VS}
#define A2(DTYPE, R, C, VS) \
    {.kind = ARG_ARRAY, .dtype = DTYPE, .ndim = 2, .shape = {R, C}, .values = VS}
#define A3(DTYPE, X, Y, Z, VS) \
    {.kind = ARG_ARRAY, .dtype = DTYPE, .ndim = 3, .shape = {X, Y, Z}, .values = VS}
#define SCALAR_(KIND, TEXT, REAL) \
    {.kind = ARG_SCALAR, .scalar = {.kind = KIND, .has_value = 1, .text = TEXT, .real = REAL}}
#define SINT(TEXT, REAL) SCALAR_(PROMCAST_SCALAR_INT, TEXT, REAL)
#define SFLOAT(REAL) SCALAR_(PROMCAST_SCALAR_FLOAT, NULL, REAL)
#define NONE_ARG {.kind = ARG_NONE}

#define NO_AXIS PROMCAST_AXIS_DEFAULT, 0
#define AXIS(N) PROMCAST_AXIS_GIVEN, N
#define AXIS_NONE PROMCAST_AXIS_NONE, 0

#define MAX_ARGS 3

typedef struct function_case {
    const char *name;  /* the Python call */
    int32_t op;
    int32_t count;
    arg args[MAX_ARGS];
    int32_t axis_kind;
    int64_t axis;
    const char *legacy;  /* the outcome in 1.24's default state */
    const char *weak;    /* in np._set_promotion_state('weak') */
} function_case;

/* Memory for one argument's array, and the value passed. */
typedef struct arg_memory {
    _Alignas(16) unsigned char data[12 * 16];
    int64_t shape[3];
    DLTensor tensor;
} arg_memory;

/* Stores v as one element of `dtype` (every dtype NumPy has). */
static void store_element(pc_dtype dtype, unsigned char *element, double v) {
    switch (dtype) {
    case PC_UINT16: { uint16_t x = (uint16_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_UINT32: { uint32_t x = (uint32_t)v; memcpy(element, &x, sizeof x); break; }
    case PC_FLOAT16: {
        uint16_t x = pc_float16_from_double(v);
        memcpy(element, &x, sizeof x);
        break;
    }
    case PC_COMPLEX64: { float x[2] = {(float)v, 0}; memcpy(element, x, sizeof x); break; }
    case PC_COMPLEX128: { double x[2] = {v, 0}; memcpy(element, x, sizeof x); break; }
    default: store(dtype, element, v); break;  /* test_cases.h: the others */
    }
}

static int64_t element_count(const arg *a) {
    int64_t count = 1;
    for (int32_t d = 0; d < a->ndim; d++) count *= a->shape[d];
    return count;
}

static promcast_value make_value(const arg *a, arg_memory *m) {
    promcast_value value;
    memset(&value, 0, sizeof value);
    memset(m, 0, sizeof *m);
    if (a->kind == ARG_SCALAR) {
        value.kind = PROMCAST_VALUE_SCALAR;
        value.scalar = a->scalar;
        return value;
    }
    if (a->kind == ARG_NONE) {
        value.kind = PROMCAST_VALUE_NONE;
        return value;
    }
    size_t size = pc_dtype_size(a->dtype);
    for (int64_t i = 0; i < element_count(a); i++)
        store_element(a->dtype, m->data + (size_t)i * size, a->values[i]);
    memcpy(m->shape, a->shape, sizeof m->shape);
    m->tensor = adapter_dl_tensor(m->data, a->dtype, a->ndim, m->shape, NULL, 0);
    return promcast_array_value(&m->tensor);
}

/* ---- Outcomes, as text ------------------------------------------------ */

/* "int8 [2,2] {1,2,7,7}", with " strides [0,1]" after the shape when
** `strides` is set: any rank, elements in row-major order through the
** tensor's element strides. */
static void describe_nd(const DLTensor *t, int strides, char *text, size_t size) {
    pc_dtype dtype;
    if (!abi_dtype_lookup(t->dtype, &dtype) || t->ndim > 8) {
        snprintf(text, size, "(a tensor of code %u bits %u, ndim %d)", (unsigned)t->dtype.code,
                 (unsigned)t->dtype.bits, (int)t->ndim);
        return;
    }
    int64_t stride[8], count = 1;
    for (int d = t->ndim - 1; d >= 0; d--) {
        stride[d] = t->strides ? t->strides[d] : count;
        count *= t->shape[d];
    }
    size_t used = (size_t)snprintf(text, size, "%s [", pc_dtype_name(dtype));
    for (int d = 0; d < t->ndim && used < size; d++)
        used += (size_t)snprintf(text + used, size - used, "%s%" PRId64, d ? "," : "", t->shape[d]);
    if (strides && used < size) {
        used += (size_t)snprintf(text + used, size - used, "] strides [");
        for (int d = 0; d < t->ndim && used < size; d++)
            used += (size_t)snprintf(text + used, size - used, "%s%" PRId64, d ? "," : "",
                                     stride[d]);
    }
    if (used < size) used += (size_t)snprintf(text + used, size - used, "] {");
    const unsigned char *base = (const unsigned char *)t->data + t->byte_offset;
    for (int64_t i = 0; i < count && used < size; i++) {
        int64_t offset = 0, rest = i;
        for (int d = t->ndim - 1; d >= 0; d--) {
            offset += (rest % t->shape[d]) * stride[d];
            rest /= t->shape[d];
        }
        if (i) used += (size_t)snprintf(text + used, size - used, ",");
        if (used < size)
            used += (size_t)element_text(dtype, base + offset * (int64_t)pc_dtype_size(dtype),
                                         text + used, size - used);
    }
    if (used < size) snprintf(text + used, size - used, "}");
}

#define OUTCOME_ROOM 2048

/* The call's outcome: the result, the views joined by "; ", or "status:
** message". Deletes the results. */
static void function_outcome(int32_t status, DLManagedTensor **results, int32_t count, int views,
                             const char *message, char *text, size_t size) {
    if (status != PROMCAST_STATUS_OK) {
        snprintf(text, size, "%s: %s", status_name(status), message);
    } else if (count == 0) {
        snprintf(text, size, "(no arrays)");
    } else {
        size_t used = 0;
        for (int32_t i = 0; i < count && used < size; i++) {
            if (i) used += (size_t)snprintf(text + used, size - used, "; ");
            if (used < size) describe_nd(&results[i]->dl_tensor, views, text + used, size - used);
            used += strlen(text + used);
        }
    }
    for (int32_t i = 0; status == PROMCAST_STATUS_OK && i < count; i++)
        results[i]->deleter(results[i]);
}

/* ---- Cases ------------------------------------------------------------ */

static const function_case cases[] = {
    /* where: x1 and x2 promote as np.result_type; a Python scalar was converted to an array
    ** (1.24, PyArray_Where) */
    /* legacy: int16 [2] {1,300}
    ** weak:   int64 [2] {1,300} */
    {"np.where(np.array([True,False]), np.array([1,2],dtype=np.int8), 300)",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_BOOL, 2, VALUES(1, 0)),
      A1(PC_INT8, 2, VALUES(1, 2)),
      SINT("300", 300)},
     NO_AXIS,
     "int16 [2] {1,300}",
     "int64 [2] {1,300}"},
    /* legacy: int8 [2] {1,2}
    ** weak:   int64 [2] {1,2} */
    {"np.where(np.array([True,False]), np.array([1,2],dtype=np.int8), 2)",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_BOOL, 2, VALUES(1, 0)),
      A1(PC_INT8, 2, VALUES(1, 2)),
      SINT("2", 2)},
     NO_AXIS,
     "int8 [2] {1,2}",
     "int64 [2] {1,2}"},
    /* legacy: float32 [2] {1.5,0.5}
    ** weak:   float64 [2] {1.5,0.5} */
    {"np.where(np.array([True,False]), np.array([1.5,2.5],dtype=np.float32), 0.5)",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_BOOL, 2, VALUES(1, 0)),
      A1(PC_FLOAT32, 2, VALUES(1.5, 2.5)),
      SFLOAT(0.5)},
     NO_AXIS,
     "float32 [2] {1.5,0.5}",
     "float64 [2] {1.5,0.5}"},
    /* legacy and weak: float64 [2] {1,2.5} */
    {"np.where(np.array([True,False]), 1, 2.5)",
     PROMCAST_OP_WHERE, 3, {A1(PC_BOOL, 2, VALUES(1, 0)), SINT("1", 1), SFLOAT(2.5)}, NO_AXIS,
     "float64 [2] {1,2.5}",
     "float64 [2] {1,2.5}"},
    /* legacy and weak: float64 [2] {1,-2} */
    {"np.where(np.array([True,False]), np.array([1,2],dtype=np.uint64), np.array(["
     "-1,-2],dtype=np.int64))",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_BOOL, 2, VALUES(1, 0)),
      A1(PC_UINT64, 2, VALUES(1, 2)),
      A1(PC_INT64, 2, VALUES(-1, -2))},
     NO_AXIS,
     "float64 [2] {1,-2}",
     "float64 [2] {1,-2}"},
    /* the condition of any dtype is cast to bool (nonzero is true) */
    /* legacy and weak: int16 [2] {1,4} */
    {"np.where(np.array([1,0],dtype=np.uint8), np.array([1,2],dtype=np.int8), np.a"
     "rray([3,4],dtype=np.int16))",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_UINT8, 2, VALUES(1, 0)),
      A1(PC_INT8, 2, VALUES(1, 2)),
      A1(PC_INT16, 2, VALUES(3, 4))},
     NO_AXIS,
     "int16 [2] {1,4}",
     "int16 [2] {1,4}"},
    /* legacy and weak: int8 [2] {1,4} */
    {"np.where(np.array([0.5,0.0]), np.array([1,2],dtype=np.int8), np.array([3,4],"
     "dtype=np.int8))",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_FLOAT64, 2, VALUES(0.5, 0)),
      A1(PC_INT8, 2, VALUES(1, 2)),
      A1(PC_INT8, 2, VALUES(3, 4))},
     NO_AXIS,
     "int8 [2] {1,4}",
     "int8 [2] {1,4}"},
    /* three-way broadcasting */
    /* legacy and weak: int8 [2,2] {1,2,7,7} */
    {"np.where(np.array([[True],[False]]), np.array([1,2],dtype=np.int8), np.array"
     "(7,dtype=np.int8))",
     PROMCAST_OP_WHERE, 3,
     {A2(PC_BOOL, 2, 1, VALUES(1, 0)),
      A1(PC_INT8, 2, VALUES(1, 2)),
      A0(PC_INT8, 7)},
     NO_AXIS,
     "int8 [2,2] {1,2,7,7}",
     "int8 [2,2] {1,2,7,7}"},
    /* legacy and weak: incompatible_shapes: ValueError: operands could not be broadcast
    ** together with shapes (3,) (2,) (2,) */
    {"np.where(np.array([True,False,True]), np.array([1,2],dtype=np.int8), np.arra"
     "y([3,4],dtype=np.int8))",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_BOOL, 3, VALUES(1, 0, 1)),
      A1(PC_INT8, 2, VALUES(1, 2)),
      A1(PC_INT8, 2, VALUES(3, 4))},
     NO_AXIS,
     "incompatible_shapes: ValueError: operands could not be broadcast together wi"
     "th shapes (3,) (2,) (2,) ",
     "incompatible_shapes: ValueError: operands could not be broadcast together wi"
     "th shapes (3,) (2,) (2,) "},
    /* a Python int beyond int64 makes an object array, which is reported, not converted */
    /* legacy and weak: internal_error: the dtype of NumPy's result is dtype('O'), which is
    ** none of promcast's 18 dtypes */
    {"np.where(np.array([True,False]), np.array([1,2],dtype=np.int8), 2**70)",
     PROMCAST_OP_WHERE, 3,
     {A1(PC_BOOL, 2, VALUES(1, 0)),
      A1(PC_INT8, 2, VALUES(1, 2)),
      SINT(TWO_TO_70, 0x1p70)},
     NO_AXIS,
     "internal_error: the dtype of NumPy's result is dtype('O'), which is none of "
     "promcast's 18 dtypes",
     "internal_error: the dtype of NumPy's result is dtype('O'), which is none of "
     "promcast's 18 dtypes"},
    /* clip: np.clip(a, a_min, a_max); a bound None is np.minimum or np.maximum
    ** (numpy/core/_methods.py, _clip) */
    /* legacy and weak: invalid_argument: ValueError: One of max or min must be given */
    {"np.clip(np.array([1,2],dtype=np.int8), None, None)",
     PROMCAST_OP_CLIP, 3, {A1(PC_INT8, 2, VALUES(1, 2)), NONE_ARG, NONE_ARG}, NO_AXIS,
     "invalid_argument: ValueError: One of max or min must be given",
     "invalid_argument: ValueError: One of max or min must be given"},
    /* legacy and weak: int8 [2] {0,5} */
    {"np.clip(np.array([-5,5],dtype=np.int8), 0, None)",
     PROMCAST_OP_CLIP, 3, {A1(PC_INT8, 2, VALUES(-5, 5)), SINT("0", 0), NONE_ARG}, NO_AXIS,
     "int8 [2] {0,5}",
     "int8 [2] {0,5}"},
    /* legacy: int16 [2] {0,5}
    ** weak:   scalar_out_of_range: OverflowError: Python integer 300 out of bounds for int8 */
    {"np.clip(np.array([-5,5],dtype=np.int8), 0, 300)",
     PROMCAST_OP_CLIP, 3, {A1(PC_INT8, 2, VALUES(-5, 5)), SINT("0", 0), SINT("300", 300)}, NO_AXIS,
     "int16 [2] {0,5}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds for int8"},
    /* legacy and weak: float64 [2] {-5,1.5} */
    {"np.clip(np.array([-5,5],dtype=np.int8), None, 1.5)",
     PROMCAST_OP_CLIP, 3, {A1(PC_INT8, 2, VALUES(-5, 5)), NONE_ARG, SFLOAT(1.5)}, NO_AXIS,
     "float64 [2] {-5,1.5}",
     "float64 [2] {-5,1.5}"},
    /* legacy: float64 [2] {1,2}
    ** weak:   scalar_out_of_range: OverflowError: Python integer -1 out of bounds for uint64 */
    {"np.clip(np.array([1,2],dtype=np.uint64), -1, None)",
     PROMCAST_OP_CLIP, 3, {A1(PC_UINT64, 2, VALUES(1, 2)), SINT("-1", -1), NONE_ARG}, NO_AXIS,
     "float64 [2] {1,2}",
     "scalar_out_of_range: OverflowError: Python integer -1 out of bounds for uint64"},
    /* the bounds broadcast with x: the result may be larger than x */
    /* legacy and weak: int8 [2,2] {1,2,3,3} */
    {"np.clip(np.array([1,2],dtype=np.int8), np.array([[0],[3]],dtype=np.int8), None)",
     PROMCAST_OP_CLIP, 3,
     {A1(PC_INT8, 2, VALUES(1, 2)),
      A2(PC_INT8, 2, 1, VALUES(0, 3)),
      NONE_ARG},
     NO_AXIS,
     "int8 [2,2] {1,2,3,3}",
     "int8 [2,2] {1,2,3,3}"},
    /* legacy and weak: incompatible_shapes: ValueError: operands could not be broadcast
    ** together with shapes (2,) (3,) */
    {"np.clip(np.array([1,2],dtype=np.int8), np.array([1,2,3],dtype=np.int8), None)",
     PROMCAST_OP_CLIP, 3,
     {A1(PC_INT8, 2, VALUES(1, 2)),
      A1(PC_INT8, 3, VALUES(1, 2, 3)),
      NONE_ARG},
     NO_AXIS,
     "incompatible_shapes: ValueError: operands could not be broadcast together wi"
     "th shapes (2,) (3,) ",
     "incompatible_shapes: ValueError: operands could not be broadcast together wi"
     "th shapes (2,) (3,) "},
    /* promotion over x, min and max */
    /* legacy and weak: float32 [2] {1,1} */
    {"np.clip(np.array([1,2],dtype=np.int8), np.array([0,1],dtype=np.int16), np.ar"
     "ray([1,1],dtype=np.float32))",
     PROMCAST_OP_CLIP, 3,
     {A1(PC_INT8, 2, VALUES(1, 2)),
      A1(PC_INT16, 2, VALUES(0, 1)),
      A1(PC_FLOAT32, 2, VALUES(1, 1))},
     NO_AXIS,
     "float32 [2] {1,1}",
     "float32 [2] {1,1}"},
    /* min > max gives max */
    /* legacy and weak: int8 [2] {0,0} */
    {"np.clip(np.array([1,2],dtype=np.int8), 3, 0)",
     PROMCAST_OP_CLIP, 3, {A1(PC_INT8, 2, VALUES(1, 2)), SINT("3", 3), SINT("0", 0)}, NO_AXIS,
     "int8 [2] {0,0}",
     "int8 [2] {0,0}"},
    /* legacy and weak: float64 [2] {nan,0.5} */
    {"np.clip(np.array([np.nan,1.0]), 0, 0.5)",
     PROMCAST_OP_CLIP, 3, {A1(PC_FLOAT64, 2, VALUES(NAN, 1)), SINT("0", 0), SFLOAT(0.5)}, NO_AXIS,
     "float64 [2] {nan,0.5}",
     "float64 [2] {nan,0.5}"},
    /* a Python float NaN bound means no bound in 1.24 (a deprecated rule,
    ** _clip_dep_is_scalar_nan) */
    /* legacy and weak: float32 [2] {1,2} */
    {"np.clip(np.array([1.0,2.0],dtype=np.float32), np.nan, None)",
     PROMCAST_OP_CLIP, 3, {A1(PC_FLOAT32, 2, VALUES(1, 2)), SFLOAT(NAN), NONE_ARG}, NO_AXIS,
     "float32 [2] {1,2}",
     "float32 [2] {1,2}"},
    /* legacy and weak: int64 [2] {1,0} */
    {"np.clip(np.array([True,False]), 0, 1)",
     PROMCAST_OP_CLIP, 3, {A1(PC_BOOL, 2, VALUES(1, 0)), SINT("0", 0), SINT("1", 1)}, NO_AXIS,
     "int64 [2] {1,0}",
     "int64 [2] {1,0}"},
    /* matmul: a gufunc, (n?,k),(k,m?)->(n?,m?) */
    /* legacy and weak: invalid_rank: ValueError: matmul: Input operand 0 does not have enough
    ** dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1) */
    {"np.matmul(np.array(1.0), np.array([1.0]))",
     PROMCAST_OP_MATMUL, 2, {A0(PC_FLOAT64, 1), A1(PC_FLOAT64, 1, VALUES(1))}, NO_AXIS,
     "invalid_rank: ValueError: matmul: Input operand 0 does not have enough dimen"
     "sions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)",
     "invalid_rank: ValueError: matmul: Input operand 0 does not have enough dimen"
     "sions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)"},
    /* legacy and weak: invalid_rank: ValueError: matmul: Input operand 1 does not have enough
    ** dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1) */
    {"np.matmul(np.array([1.0]), np.array(1.0))",
     PROMCAST_OP_MATMUL, 2, {A1(PC_FLOAT64, 1, VALUES(1)), A0(PC_FLOAT64, 1)}, NO_AXIS,
     "invalid_rank: ValueError: matmul: Input operand 1 does not have enough dimen"
     "sions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)",
     "invalid_rank: ValueError: matmul: Input operand 1 does not have enough dimen"
     "sions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)"},
    /* legacy and weak: incompatible_shapes: ValueError: matmul: Input operand 1 has a mismatch
    ** in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is
    ** different from 3) */
    {"np.matmul(np.array([1.0,2.0,3.0]), np.array([1.0,2.0]))",
     PROMCAST_OP_MATMUL, 2,
     {A1(PC_FLOAT64, 3, VALUES(1, 2, 3)),
      A1(PC_FLOAT64, 2, VALUES(1, 2))},
     NO_AXIS,
     "incompatible_shapes: ValueError: matmul: Input operand 1 has a mismatch in i"
     "ts core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is"
     " different from 3)",
     "incompatible_shapes: ValueError: matmul: Input operand 1 has a mismatch in i"
     "ts core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is"
     " different from 3)"},
    /* legacy and weak: float64 [] {32} */
    {"np.matmul(np.array([1.0,2.0,3.0]), np.array([4.0,5.0,6.0]))",
     PROMCAST_OP_MATMUL, 2,
     {A1(PC_FLOAT64, 3, VALUES(1, 2, 3)),
      A1(PC_FLOAT64, 3, VALUES(4, 5, 6))},
     NO_AXIS,
     "float64 [] {32}",
     "float64 [] {32}"},
    /* legacy and weak: int16 [2] {3,7} */
    {"np.matmul(np.array([[1,2],[3,4]],dtype=np.int16), np.array([1,1],dtype=np.in"
     "t16))",
     PROMCAST_OP_MATMUL, 2,
     {A2(PC_INT16, 2, 2, VALUES(1, 2, 3, 4)),
      A1(PC_INT16, 2, VALUES(1, 1))},
     NO_AXIS,
     "int16 [2] {3,7}",
     "int16 [2] {3,7}"},
    /* legacy and weak: int16 [2] {4,6} */
    {"np.matmul(np.array([1,1],dtype=np.int16), np.array([[1,2],[3,4]],dtype=np.in"
     "t16))",
     PROMCAST_OP_MATMUL, 2,
     {A1(PC_INT16, 2, VALUES(1, 1)),
      A2(PC_INT16, 2, 2, VALUES(1, 2, 3, 4))},
     NO_AXIS,
     "int16 [2] {4,6}",
     "int16 [2] {4,6}"},
    /* integers wrap */
    /* legacy and weak: int8 [] {-112} */
    {"np.matmul(np.array([100,100],dtype=np.int8), np.array([2,2],dtype=np.int8))",
     PROMCAST_OP_MATMUL, 2,
     {A1(PC_INT8, 2, VALUES(100, 100)),
      A1(PC_INT8, 2, VALUES(2, 2))},
     NO_AXIS,
     "int8 [] {-112}",
     "int8 [] {-112}"},
    /* legacy and weak: int16 [] {11} */
    {"np.matmul(np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.uint8))",
     PROMCAST_OP_MATMUL, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_UINT8, 2, VALUES(3, 4))}, NO_AXIS,
     "int16 [] {11}",
     "int16 [] {11}"},
    /* legacy and weak: float64 [] {11} */
    {"np.matmul(np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.uint64))",
     PROMCAST_OP_MATMUL, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_UINT64, 2, VALUES(3, 4))}, NO_AXIS,
     "float64 [] {11}",
     "float64 [] {11}"},
    /* bool: the or of ands */
    /* legacy and weak: bool [] {1} */
    {"np.matmul(np.array([True,True]), np.array([False,True]))",
     PROMCAST_OP_MATMUL, 2, {A1(PC_BOOL, 2, VALUES(1, 1)), A1(PC_BOOL, 2, VALUES(0, 1))}, NO_AXIS,
     "bool [] {1}",
     "bool [] {1}"},
    /* legacy and weak: bool [] {0} */
    {"np.matmul(np.array([True,False]), np.array([False,True]))",
     PROMCAST_OP_MATMUL, 2, {A1(PC_BOOL, 2, VALUES(1, 0)), A1(PC_BOOL, 2, VALUES(0, 1))}, NO_AXIS,
     "bool [] {0}",
     "bool [] {0}"},
    /* batch dimensions broadcast */
    /* legacy and weak: int32 [2,1,1] {17,39} */
    {"np.matmul(np.array([[[1,2]],[[3,4]]],dtype=np.int32), np.array([[[5],[6]]],d"
     "type=np.int32))",
     PROMCAST_OP_MATMUL, 2,
     {A3(PC_INT32, 2, 1, 2, VALUES(1, 2, 3, 4)),
      A3(PC_INT32, 1, 2, 1, VALUES(5, 6))},
     NO_AXIS,
     "int32 [2,1,1] {17,39}",
     "int32 [2,1,1] {17,39}"},
    /* legacy and weak: incompatible_shapes: ValueError: operands could not be broadcast
    ** together with remapped shapes [original->remapped]: (2,1,2)->(2,newaxis,newaxis)
    ** (3,2,1)->(3,newaxis,newaxis)  and requested shape (1,1) */
    {"np.matmul(np.zeros((2,1,2)), np.zeros((3,2,1)))",
     PROMCAST_OP_MATMUL, 2,
     {A3(PC_FLOAT64, 2, 1, 2, VALUES(0)),
      A3(PC_FLOAT64, 3, 2, 1, VALUES(0))},
     NO_AXIS,
     "incompatible_shapes: ValueError: operands could not be broadcast together wi"
     "th remapped shapes [original->remapped]: (2,1,2)->(2,newaxis,newaxis) (3,2,1"
     ")->(3,newaxis,newaxis)  and requested shape (1,1)",
     "incompatible_shapes: ValueError: operands could not be broadcast together wi"
     "th remapped shapes [original->remapped]: (2,1,2)->(2,newaxis,newaxis) (3,2,1"
     ")->(3,newaxis,newaxis)  and requested shape (1,1)"},
    /* legacy and weak: float64 [2,2] {0,0,0,0} */
    {"np.matmul(np.zeros((2,0)), np.zeros((0,2)))",
     PROMCAST_OP_MATMUL, 2,
     {A2(PC_FLOAT64, 2, 0, VALUES(0)),
      A2(PC_FLOAT64, 0, 2, VALUES(0))},
     NO_AXIS,
     "float64 [2,2] {0,0,0,0}",
     "float64 [2,2] {0,0,0,0}"},
    /* legacy and weak: float64 [] {2} */
    {"np.matmul(np.array([0.5,0.25],dtype=np.float32), np.array([2,4],dtype=np.int64))",
     PROMCAST_OP_MATMUL, 2,
     {A1(PC_FLOAT32, 2, VALUES(0.5, 0.25)),
      A1(PC_INT64, 2, VALUES(2, 4))},
     NO_AXIS,
     "float64 [] {2}",
     "float64 [] {2}"},
    /* concat: np.concatenate(arrays[, axis]) */
    /* legacy and weak: invalid_argument: ValueError: need at least one array to concatenate */
    {"np.concatenate([])",
     PROMCAST_OP_CONCAT, 0, {}, NO_AXIS,
     "invalid_argument: ValueError: need at least one array to concatenate",
     "invalid_argument: ValueError: need at least one array to concatenate"},
    /* legacy and weak: invalid_rank: ValueError: zero-dimensional arrays cannot be
    ** concatenated */
    {"np.concatenate([np.array(1), np.array(2)])",
     PROMCAST_OP_CONCAT, 2, {A0(PC_INT64, 1), A0(PC_INT64, 2)}, NO_AXIS,
     "invalid_rank: ValueError: zero-dimensional arrays cannot be concatenated",
     "invalid_rank: ValueError: zero-dimensional arrays cannot be concatenated"},
    /* legacy and weak: int16 [3] {1,2,3} */
    {"np.concatenate([np.array([1,2],dtype=np.int8), np.array([3],dtype=np.uint8)])",
     PROMCAST_OP_CONCAT, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_UINT8, 1, VALUES(3))}, NO_AXIS,
     "int16 [3] {1,2,3}",
     "int16 [3] {1,2,3}"},
    /* legacy and weak: float64 [3] {1,2,3} */
    {"np.concatenate([np.array([1,2],dtype=np.int8), np.array([3],dtype=np.uint64)])",
     PROMCAST_OP_CONCAT, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_UINT64, 1, VALUES(3))}, NO_AXIS,
     "float64 [3] {1,2,3}",
     "float64 [3] {1,2,3}"},
    /* legacy and weak: incompatible_shapes: ValueError: all the input arrays must have same
    ** number of dimensions, but the array at index 0 has 1 dimension(s) and the array at index
    ** 1 has 2 dimension(s) */
    {"np.concatenate([np.array([1,2],dtype=np.int8), np.array([[3]],dtype=np.int8)])",
     PROMCAST_OP_CONCAT, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A2(PC_INT8, 1, 1, VALUES(3))}, NO_AXIS,
     "incompatible_shapes: ValueError: all the input arrays must have same number "
     "of dimensions, but the array at index 0 has 1 dimension(s) and the array at "
     "index 1 has 2 dimension(s)",
     "incompatible_shapes: ValueError: all the input arrays must have same number "
     "of dimensions, but the array at index 0 has 1 dimension(s) and the array at "
     "index 1 has 2 dimension(s)"},
    /* legacy and weak: incompatible_shapes: ValueError: all the input array dimensions except
    ** for the concatenation axis must match exactly, but along dimension 1, the array at index
    ** 0 has size 2 and the array at index 1 has size 1 */
    {"np.concatenate([np.array([[1,2],[3,4]],dtype=np.int8), np.array([[5],[6]],dt"
     "ype=np.int8)])",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 2, 2, VALUES(1, 2, 3, 4)),
      A2(PC_INT8, 2, 1, VALUES(5, 6))},
     NO_AXIS,
     "incompatible_shapes: ValueError: all the input array dimensions except for t"
     "he concatenation axis must match exactly, but along dimension 1, the array a"
     "t index 0 has size 2 and the array at index 1 has size 1",
     "incompatible_shapes: ValueError: all the input array dimensions except for t"
     "he concatenation axis must match exactly, but along dimension 1, the array a"
     "t index 0 has size 2 and the array at index 1 has size 1"},
    /* legacy and weak: int8 [2,3] {1,2,5,3,4,6} */
    {"np.concatenate([np.array([[1,2],[3,4]],dtype=np.int8), np.array([[5],[6]],dt"
     "ype=np.int8)], axis=1)",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 2, 2, VALUES(1, 2, 3, 4)),
      A2(PC_INT8, 2, 1, VALUES(5, 6))},
     AXIS(1),
     "int8 [2,3] {1,2,5,3,4,6}",
     "int8 [2,3] {1,2,5,3,4,6}"},
    /* legacy and weak: int8 [2,3] {1,2,5,3,4,6} */
    {"np.concatenate([np.array([[1,2],[3,4]],dtype=np.int8), np.array([[5],[6]],dt"
     "ype=np.int8)], axis=-1)",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 2, 2, VALUES(1, 2, 3, 4)),
      A2(PC_INT8, 2, 1, VALUES(5, 6))},
     AXIS(-1),
     "int8 [2,3] {1,2,5,3,4,6}",
     "int8 [2,3] {1,2,5,3,4,6}"},
    /* legacy and weak: invalid_axis: AxisError: axis 2 is out of bounds for array of dimension
    ** 2 */
    {"np.concatenate([np.array([[1,2],[3,4]],dtype=np.int8), np.array([[5,6]],dtyp"
     "e=np.int8)], axis=2)",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 2, 2, VALUES(1, 2, 3, 4)),
      A2(PC_INT8, 1, 2, VALUES(5, 6))},
     AXIS(2),
     "invalid_axis: AxisError: axis 2 is out of bounds for array of dimension 2",
     "invalid_axis: AxisError: axis 2 is out of bounds for array of dimension 2"},
    /* legacy and weak: invalid_axis: AxisError: axis -3 is out of bounds for array of
    ** dimension 2 */
    {"np.concatenate([np.array([[1,2],[3,4]],dtype=np.int8), np.array([[5,6]],dtyp"
     "e=np.int8)], axis=-3)",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 2, 2, VALUES(1, 2, 3, 4)),
      A2(PC_INT8, 1, 2, VALUES(5, 6))},
     AXIS(-3),
     "invalid_axis: AxisError: axis -3 is out of bounds for array of dimension 2",
     "invalid_axis: AxisError: axis -3 is out of bounds for array of dimension 2"},
    /* axis None flattens; 0-d arrays are taken, and in the legacy state their values promote */
    /* legacy: int8 [3] {7,1,2}
    ** weak:   int64 [3] {7,1,2} */
    {"np.concatenate([np.array(7), np.array([1,2],dtype=np.int8)], axis=None)",
     PROMCAST_OP_CONCAT, 2, {A0(PC_INT64, 7), A1(PC_INT8, 2, VALUES(1, 2))}, AXIS_NONE,
     "int8 [3] {7,1,2}",
     "int64 [3] {7,1,2}"},
    /* legacy and weak: int16 [5] {1,2,3,4,5} */
    {"np.concatenate([np.array([[1,2],[3,4]],dtype=np.int8), np.array([5],dtype=np"
     ".int16)], axis=None)",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 2, 2, VALUES(1, 2, 3, 4)),
      A1(PC_INT16, 1, VALUES(5))},
     AXIS_NONE,
     "int16 [5] {1,2,3,4,5}",
     "int16 [5] {1,2,3,4,5}"},
    /* an axis of NPY_MAXDIMS (32) or more is 1.24's old spelling of None
    ** (PyArray_ConcatenateInto) */
    /* legacy and weak: int8 [4] {1,2,3,4} */
    {"np.concatenate([np.array([[1,2]],dtype=np.int8), np.array([[3,4]],dtype=np.i"
     "nt8)], axis=32)",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 1, 2, VALUES(1, 2)),
      A2(PC_INT8, 1, 2, VALUES(3, 4))},
     AXIS(32),
     "int8 [4] {1,2,3,4}",
     "int8 [4] {1,2,3,4}"},
    /* legacy and weak: invalid_axis: ValueError: integer won't fit into a C int */
    {"np.concatenate([np.array([1,2],dtype=np.int8)], axis=2**31)",
     PROMCAST_OP_CONCAT, 1, {A1(PC_INT8, 2, VALUES(1, 2))}, AXIS(2147483648),
     "invalid_axis: ValueError: integer won't fit into a C int",
     "invalid_axis: ValueError: integer won't fit into a C int"},
    /* legacy and weak: invalid_axis: ValueError: integer won't fit into a C int */
    {"np.concatenate([np.array([1,2],dtype=np.int8)], axis=-2**63)",
     PROMCAST_OP_CONCAT, 1, {A1(PC_INT8, 2, VALUES(1, 2))}, AXIS(INT64_MIN),
     "invalid_axis: ValueError: integer won't fit into a C int",
     "invalid_axis: ValueError: integer won't fit into a C int"},
    /* legacy and weak: int8 [2,1] {1,2} */
    {"np.concatenate([np.zeros((2,0),dtype=np.int8), np.array([[1],[2]],dtype=np.i"
     "nt8)], axis=1)",
     PROMCAST_OP_CONCAT, 2,
     {A2(PC_INT8, 2, 0, VALUES(0)),
      A2(PC_INT8, 2, 1, VALUES(1, 2))},
     AXIS(1),
     "int8 [2,1] {1,2}",
     "int8 [2,1] {1,2}"},
    /* stack: np.stack(arrays[, axis]), the axis counted in ndim + 1 */
    /* legacy and weak: invalid_argument: ValueError: need at least one array to stack */
    {"np.stack([])",
     PROMCAST_OP_STACK, 0, {}, NO_AXIS,
     "invalid_argument: ValueError: need at least one array to stack",
     "invalid_argument: ValueError: need at least one array to stack"},
    /* legacy and weak: int16 [2,2] {1,2,3,4} */
    {"np.stack([np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.uint8)])",
     PROMCAST_OP_STACK, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_UINT8, 2, VALUES(3, 4))}, NO_AXIS,
     "int16 [2,2] {1,2,3,4}",
     "int16 [2,2] {1,2,3,4}"},
    /* legacy and weak: int8 [2,2] {1,3,2,4} */
    {"np.stack([np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.int8)], axi"
     "s=-1)",
     PROMCAST_OP_STACK, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_INT8, 2, VALUES(3, 4))}, AXIS(-1),
     "int8 [2,2] {1,3,2,4}",
     "int8 [2,2] {1,3,2,4}"},
    /* legacy and weak: int8 [2,2] {1,3,2,4} */
    {"np.stack([np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.int8)], axis=1)",
     PROMCAST_OP_STACK, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_INT8, 2, VALUES(3, 4))}, AXIS(1),
     "int8 [2,2] {1,3,2,4}",
     "int8 [2,2] {1,3,2,4}"},
    /* legacy and weak: invalid_axis: AxisError: axis 2 is out of bounds for array of dimension
    ** 2 */
    {"np.stack([np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.int8)], axis=2)",
     PROMCAST_OP_STACK, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_INT8, 2, VALUES(3, 4))}, AXIS(2),
     "invalid_axis: AxisError: axis 2 is out of bounds for array of dimension 2",
     "invalid_axis: AxisError: axis 2 is out of bounds for array of dimension 2"},
    /* legacy and weak: invalid_axis: AxisError: axis -3 is out of bounds for array of
    ** dimension 2 */
    {"np.stack([np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.int8)], axi"
     "s=-3)",
     PROMCAST_OP_STACK, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_INT8, 2, VALUES(3, 4))}, AXIS(-3),
     "invalid_axis: AxisError: axis -3 is out of bounds for array of dimension 2",
     "invalid_axis: AxisError: axis -3 is out of bounds for array of dimension 2"},
    /* legacy and weak: invalid_axis: OverflowError: Python int too large to convert to C int */
    {"np.stack([np.array([1,2],dtype=np.int8)], axis=2**31)",
     PROMCAST_OP_STACK, 1, {A1(PC_INT8, 2, VALUES(1, 2))}, AXIS(2147483648),
     "invalid_axis: OverflowError: Python int too large to convert to C int",
     "invalid_axis: OverflowError: Python int too large to convert to C int"},
    /* legacy and weak: incompatible_shapes: ValueError: all input arrays must have the same
    ** shape */
    {"np.stack([np.array([1,2],dtype=np.int8), np.array([1,2,3],dtype=np.int8)])",
     PROMCAST_OP_STACK, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_INT8, 3, VALUES(1, 2, 3))}, NO_AXIS,
     "incompatible_shapes: ValueError: all input arrays must have the same shape",
     "incompatible_shapes: ValueError: all input arrays must have the same shape"},
    /* legacy and weak: incompatible_shapes: ValueError: all input arrays must have the same
    ** shape */
    {"np.stack([np.array([1,2],dtype=np.int8), np.array([[1,2]],dtype=np.int8)])",
     PROMCAST_OP_STACK, 2, {A1(PC_INT8, 2, VALUES(1, 2)), A2(PC_INT8, 1, 2, VALUES(1, 2))}, NO_AXIS,
     "incompatible_shapes: ValueError: all input arrays must have the same shape",
     "incompatible_shapes: ValueError: all input arrays must have the same shape"},
    /* legacy and weak: float64 [2] {1,2.5} */
    {"np.stack([np.array(1), np.array(2.5)])",
     PROMCAST_OP_STACK, 2, {A0(PC_INT64, 1), A0(PC_FLOAT64, 2.5)}, NO_AXIS,
     "float64 [2] {1,2.5}",
     "float64 [2] {1,2.5}"},
    /* legacy and weak: int64 [2] {7,1} */
    {"np.stack([np.array(7), np.array(1,dtype=np.int8)])",
     PROMCAST_OP_STACK, 2, {A0(PC_INT64, 7), A0(PC_INT8, 1)}, NO_AXIS,
     "int64 [2] {7,1}",
     "int64 [2] {7,1}"},
    /* broadcast_arrays: views, stride 0 where broadcast, dtypes kept */
    /* legacy and weak: (no arrays) */
    {"np.broadcast_arrays()",
     PROMCAST_OP_BROADCAST_ARRAYS, 0, {}, NO_AXIS,
     "(no arrays)",
     "(no arrays)"},
    /* legacy and weak: int8 [2,2] strides [0,1] {1,2,1,2}; int64 [2,2] strides [1,0] {3,3,4,4} */
    {"np.broadcast_arrays(np.array([1,2],dtype=np.int8), np.array([[3],[4]],dtype="
     "np.int64))",
     PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A1(PC_INT8, 2, VALUES(1, 2)),
      A2(PC_INT64, 2, 1, VALUES(3, 4))},
     NO_AXIS,
     "int8 [2,2] strides [0,1] {1,2,1,2}; int64 [2,2] strides [1,0] {3,3,4,4}",
     "int8 [2,2] strides [0,1] {1,2,1,2}; int64 [2,2] strides [1,0] {3,3,4,4}"},
    /* legacy and weak: uint8 [3] strides [0] {5,5,5}; float32 [3] strides [1] {1.5,2.5,3.5} */
    {"np.broadcast_arrays(np.array(5,dtype=np.uint8), np.array([1.5,2.5,3.5],dtype"
     "=np.float32))",
     PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A0(PC_UINT8, 5),
      A1(PC_FLOAT32, 3, VALUES(1.5, 2.5, 3.5))},
     NO_AXIS,
     "uint8 [3] strides [0] {5,5,5}; float32 [3] strides [1] {1.5,2.5,3.5}",
     "uint8 [3] strides [0] {5,5,5}; float32 [3] strides [1] {1.5,2.5,3.5}"},
    /* legacy and weak: int8 [2] strides [1] {1,2}; int8 [2] strides [1] {3,4} */
    {"np.broadcast_arrays(np.array([1,2],dtype=np.int8), np.array([3,4],dtype=np.i"
     "nt8))",
     PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A1(PC_INT8, 2, VALUES(1, 2)),
      A1(PC_INT8, 2, VALUES(3, 4))},
     NO_AXIS,
     "int8 [2] strides [1] {1,2}; int8 [2] strides [1] {3,4}",
     "int8 [2] strides [1] {1,2}; int8 [2] strides [1] {3,4}"},
    /* legacy and weak: bool [] strides [] {1} */
    {"np.broadcast_arrays(np.array(True))",
     PROMCAST_OP_BROADCAST_ARRAYS, 1, {A0(PC_BOOL, 1)}, NO_AXIS,
     "bool [] strides [] {1}",
     "bool [] strides [] {1}"},
    /* legacy and weak: incompatible_shapes: ValueError: shape mismatch: objects cannot be
    ** broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with
    ** shape (3,). */
    {"np.broadcast_arrays(np.array([1,2],dtype=np.int8), np.array([1,2,3],dtype=np"
     ".int8))",
     PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A1(PC_INT8, 2, VALUES(1, 2)),
      A1(PC_INT8, 3, VALUES(1, 2, 3))},
     NO_AXIS,
     "incompatible_shapes: ValueError: shape mismatch: objects cannot be broadcast"
     " to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 wit"
     "h shape (3,).",
     "incompatible_shapes: ValueError: shape mismatch: objects cannot be broadcast"
     " to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 wit"
     "h shape (3,)."},
    /* legacy and weak: int16 [3,1,2] strides [1,0,0] {0,0,0,0,0,0}; int16 [3,1,2] strides
    ** [0,0,1] {1,2,1,2,1,2} */
    {"np.broadcast_arrays(np.zeros((3,1,1),dtype=np.int16), np.array([[1,2]],dtype"
     "=np.int16))",
     PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A3(PC_INT16, 3, 1, 1, VALUES(0, 0, 0)),
      A2(PC_INT16, 1, 2, VALUES(1, 2))},
     NO_AXIS,
     "int16 [3,1,2] strides [1,0,0] {0,0,0,0,0,0}; int16 [3,1,2] strides [0,0,1] {"
     "1,2,1,2,1,2}",
     "int16 [3,1,2] strides [1,0,0] {0,0,0,0,0,0}; int16 [3,1,2] strides [0,0,1] {"
     "1,2,1,2,1,2}"},
};

static void check_function_case(tap_run *run, numpy_adapter *adapter, const function_case *k,
                                int weak) {
    arg_memory memory[MAX_ARGS];
    promcast_value values[MAX_ARGS];
    for (int32_t i = 0; i < k->count; i++) values[i] = make_value(&k->args[i], &memory[i]);
    promcast_arguments arguments = {k->count, k->count ? values : NULL, k->axis_kind, k->axis};
    DLManagedTensor *results[MAX_ARGS] = {NULL};
    int32_t count = -1;
    call_buffer c;
    int32_t status = numpy_array_function(adapter, new_call(&c), k->op, &arguments, MAX_ARGS,
                                          results, &count);
    char got[OUTCOME_ROOM];
    function_outcome(status, results, count, k->op == PROMCAST_OP_BROADCAST_ARRAYS, c.message,
                     got, sizeof got);
    char name[400];
    snprintf(name, sizeof name, "%s: %s", weak ? "weak" : "legacy", k->name);
    tap_is_str(run, got, weak ? k->weak : k->legacy, name);
}

/* ---- Calls adapter.h does not allow ---------------------------------- */

typedef struct malformed_case {
    const char *name;
    int32_t op;
    int32_t count;
    arg args[MAX_ARGS];
    int32_t axis_kind;
    int64_t axis;
    int32_t capacity;
    const char *expected;
} malformed_case;

static const malformed_case malformed[] = {
    {"vecdot: not claimed", PROMCAST_OP_VECDOT, 2,
     {A1(PC_FLOAT64, 2, VALUES(1, 2)), A1(PC_FLOAT64, 2, VALUES(1, 2))}, NO_AXIS, 1,
     "invalid_argument: op 203 (vecdot) is not claimed: NumPy 1.24 has no vecdot (np.vecdot is "
     "NumPy 2.0's)"},
    {"add: not a function of several arrays", PROMCAST_OP_ADD, 2,
     {A1(PC_FLOAT64, 2, VALUES(1, 2)), A1(PC_FLOAT64, 2, VALUES(1, 2))}, NO_AXIS, 1,
     "invalid_argument: op 100 (add) is not a function of several arrays"},
    {"matmul of three values", PROMCAST_OP_MATMUL, 3,
     {A1(PC_FLOAT64, 2, VALUES(1, 2)), A1(PC_FLOAT64, 2, VALUES(1, 2)),
      A1(PC_FLOAT64, 2, VALUES(1, 2))},
     NO_AXIS, 1, "invalid_argument: np.matmul takes 2 values here, not 3"},
    {"where with an axis", PROMCAST_OP_WHERE, 3,
     {A1(PC_BOOL, 2, VALUES(1, 0)), SINT("1", 1), SINT("2", 2)}, AXIS(0), 1,
     "invalid_argument: np.where takes no axis here, and the call gives one"},
    {"concat of None", PROMCAST_OP_CONCAT, 1, {NONE_ARG}, NO_AXIS, 1,
     "invalid_argument: arrays[0]: None (PROMCAST_VALUE_NONE), which this function does not "
     "take"},
    {"broadcast_arrays of two with room for one", PROMCAST_OP_BROADCAST_ARRAYS, 2,
     {A1(PC_INT8, 2, VALUES(1, 2)), A1(PC_INT8, 2, VALUES(1, 2))}, NO_AXIS, 1,
     "invalid_argument: np.broadcast_arrays: room for 1 results at"},
};

static void check_malformed(tap_run *run, numpy_adapter *adapter, const malformed_case *k) {
    arg_memory memory[MAX_ARGS];
    promcast_value values[MAX_ARGS];
    for (int32_t i = 0; i < k->count; i++) values[i] = make_value(&k->args[i], &memory[i]);
    promcast_arguments arguments = {k->count, values, k->axis_kind, k->axis};
    DLManagedTensor *results[MAX_ARGS] = {NULL};
    int32_t count = -1;
    call_buffer c;
    int32_t status = numpy_array_function(adapter, new_call(&c), k->op, &arguments, k->capacity,
                                          results, &count);
    char got[OUTCOME_ROOM];
    function_outcome(status, results, count, 0, c.message, got, sizeof got);
    /* The expectation is a prefix: a message may end with a pointer. */
    tap_ok(run, strncmp(got, k->expected, strlen(k->expected)) == 0 && count == 0,
           "malformed: %s", k->name);
    if (strncmp(got, k->expected, strlen(k->expected)) != 0)
        tap_diag(run, "  got: '%s'  expected: '%s...'", got, k->expected);
}

/* broadcast_arrays' views look at the operands' memory, as broadcast_to's
** view does: no copy, stride 0 where broadcast. */
static void check_views_share_memory(tap_run *run, numpy_adapter *adapter) {
    arg a = A1(PC_INT16, 3, VALUES(1, 2, 3)), b = A2(PC_INT16, 2, 1, VALUES(4, 5));
    arg_memory am, bm;
    promcast_value values[2] = {make_value(&a, &am), make_value(&b, &bm)};
    promcast_arguments arguments = {2, values, PROMCAST_AXIS_DEFAULT, 0};
    DLManagedTensor *results[2] = {NULL, NULL};
    int32_t count = -1;
    call_buffer c;
    int32_t status = numpy_array_function(adapter, new_call(&c), PROMCAST_OP_BROADCAST_ARRAYS,
                                          &arguments, 2, results, &count);
    if (!tap_is_int(run, status, PROMCAST_STATUS_OK,
                    "np.broadcast_arrays(int16 (3,), int16 (2,1))"))
        tap_diag(run, "  %s", c.message);
    if (status != PROMCAST_STATUS_OK) return;
    const DLTensor *x = &results[0]->dl_tensor, *y = &results[1]->dl_tensor;
    tap_ok(run, count == 2, "two views");
    tap_ok(run, (const unsigned char *)x->data + x->byte_offset == am.data &&
                    (const unsigned char *)y->data + y->byte_offset == bm.data,
           "each view starts at its operand's first element");
    tap_ok(run, x->strides[0] == 0 && x->strides[1] == 1 && y->strides[0] == 1 &&
                    y->strides[1] == 0,
           "strides (0,1) and (1,0): the broadcast dimensions repeat, nothing is copied");
    results[0]->deleter(results[0]);
    results[1]->deleter(results[1]);
}

/* More operands than NumPy 1.24's np.broadcast takes at once (NPY_MAXARGS,
** 32): np.broadcast_arrays combines them 31 at a time
** (stride_tricks.py, _broadcast_shape). 39 int8 (2,) and one (3,1):
** /usr/bin/python3 printed 40 views of shape (3, 2), the first with byte
** strides (0, 1), the last (1, 0); np.concatenate of the 39 rows is int8
** (78,). */
#define MANY 40
static void check_many_operands(tap_run *run, numpy_adapter *adapter) {
    static int8_t row[2] = {1, 2}, column[3] = {3, 4, 5};
    int64_t row_shape[1] = {2}, column_shape[2] = {3, 1};
    DLTensor tensors[MANY];
    promcast_value values[MANY];
    for (int i = 0; i < MANY; i++) {
        tensors[i] = i < MANY - 1 ? adapter_dl_tensor(row, PC_INT8, 1, row_shape, NULL, 0)
                                  : adapter_dl_tensor(column, PC_INT8, 2, column_shape, NULL, 0);
        values[i] = promcast_array_value(&tensors[i]);
    }
    promcast_arguments arguments = {MANY, values, PROMCAST_AXIS_DEFAULT, 0};
    DLManagedTensor *results[MANY] = {NULL};
    int32_t count = -1;
    call_buffer c;
    int32_t status = numpy_array_function(adapter, new_call(&c), PROMCAST_OP_BROADCAST_ARRAYS,
                                          &arguments, MANY, results, &count);
    if (!tap_is_int(run, status, PROMCAST_STATUS_OK, "np.broadcast_arrays of 40 operands"))
        tap_diag(run, "  %s", c.message);
    if (status == PROMCAST_STATUS_OK) {
        char first[OUTCOME_ROOM], last[OUTCOME_ROOM];
        describe_nd(&results[0]->dl_tensor, 1, first, sizeof first);
        describe_nd(&results[MANY - 1]->dl_tensor, 1, last, sizeof last);
        tap_ok(run, count == MANY, "  one view per operand");
        tap_is_str(run, first, "int8 [3,2] strides [0,1] {1,2,1,2,1,2}", "  the first view");
        tap_is_str(run, last, "int8 [3,2] strides [1,0] {3,3,4,4,5,5}", "  the last view");
        for (int32_t i = 0; i < count; i++) results[i]->deleter(results[i]);
    }
    arguments.count = MANY - 1;  /* the rows only */
    status = numpy_array_function(adapter, new_call(&c), PROMCAST_OP_CONCAT, &arguments, 1,
                                  results, &count);
    char got[OUTCOME_ROOM];
    function_outcome(status, results, count, 0, c.message, got, sizeof got);
    tap_ok(run, strncmp(got, "int8 [78] {1,2,1,2,", 19) == 0, "np.concatenate of %d arrays: %.40s",
           MANY - 1, got);
}

static void check_state(tap_run *run, numpy_adapter *adapter, int weak) {
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_function_case(run, adapter, &cases[i], weak);
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++)
        check_malformed(run, adapter, &malformed[i]);
    check_views_share_memory(run, adapter);
    check_many_operands(run, adapter);
}

int main(void) {
    return run_in_both_states(check_state);
}
