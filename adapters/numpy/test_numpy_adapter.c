/*
** test_numpy_adapter.c: the NumPy adapter's conversions and its reading of
** NumPy's exceptions, in process (linked with the adapter's core).
**
** - DLPack -> ndarray -> DLPack for each of NumPy's 14 dtypes and four
**   layouts (contiguous, strided with a byte offset, 0-d, empty): NumPy
**   sees the runner's memory itself (no copy), reads the right value with
**   the right dtype at the right address, and the tensor given back points
**   at the same memory with the same element strides.
** - In place through strides: NumPy writes the elements a strided `a`
**   names and no others.
** (Scalar operands, and their answers in both promotion states, are
** test_numpy_scalars.c's.)
** - Results NumPy makes: a ufunc's 0-d answer (a NumPy scalar), a bool
**   array (which NumPy 1.24's __dlpack__ refuses), a broadcast view
**   (stride 0, the source's memory), an object array (refused).
** - Exceptions: each rule of numpy_errors.c met by the real NumPy call
**   that raises it, and exceptions no rule knows.
*/
#include "numpy_api.h"

#include <stdio.h>
#include <string.h>

#include "promcast/abi_dtype.h"
#include "numpy_adapter.h"
#include "numpy_dtype_map.h"
#include "numpy_errors.h"
#include "numpy_ops.h"
#include "adapter_tensor.h"
#include "numpy_tensor.h"
#include "tap.h"
#include "test_call.h"

static const pc_dtype numpy_dtypes[] = {
    PC_BOOL,   PC_INT8,   PC_INT16,   PC_INT32,   PC_INT64,   PC_UINT8,     PC_UINT16,
    PC_UINT32, PC_UINT64, PC_FLOAT16, PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
};
_Static_assert(sizeof numpy_dtypes / sizeof numpy_dtypes[0] == NUMPY_DTYPE_COUNT,
               "the test's dtypes must be the adapter's");


/* Stores the value 1 of `dtype` at `element`. */
static void store_one(pc_dtype dtype, unsigned char *element) {
    memset(element, 0, pc_dtype_size(dtype));
    switch (dtype) {
    case PC_FLOAT16: {
        uint16_t one = 0x3C00;  /* binary16 1.0 */
        memcpy(element, &one, sizeof one);
        break;
    }
    case PC_FLOAT32:
    case PC_COMPLEX64: {
        float one = 1.0f;  /* a complex number's real part comes first */
        memcpy(element, &one, sizeof one);
        break;
    }
    case PC_FLOAT64:
    case PC_COMPLEX128: {
        double one = 1.0;
        memcpy(element, &one, sizeof one);
        break;
    }
    default:
        element[0] = 1;  /* bool and every integer, little-endian x86-64 */
        break;
    }
}

/* A layout of a tensor over a 16-element buffer, and the index (in the
** buffer) of its last element; -1 for none. */
typedef struct layout {
    const char *name;
    int32_t ndim;
    int64_t shape[2];
    int64_t strides[2];
    int has_strides;
    int64_t offset;       /* elements, given as byte_offset */
    int64_t last_element;  /* buffer index of element (shape - 1) */
} layout;

static const layout layouts[] = {
    {"contiguous (3,)", 1, {3, 0}, {0, 0}, 0, 0, 2},
    {"strided (2,2) strides (4,2), offset 1", 2, {2, 2}, {4, 2}, 1, 1, 1 + 4 + 2},
    {"0-d", 0, {0, 0}, {0, 0}, 0, 0, 0},
    {"empty (0,3)", 2, {0, 3}, {0, 0}, 0, 0, -1},
};

/* One dtype in one layout: the ndarray is the buffer, and back. */
static void check_round_trip(tap_run *run, pc_dtype dtype, const layout *l) {
    _Alignas(16) unsigned char buffer[16 * 16];
    size_t size = pc_dtype_size(dtype);
    memset(buffer, 0, sizeof buffer);
    if (l->last_element >= 0) store_one(dtype, buffer + (size_t)l->last_element * size);
    int64_t shape[2] = {l->shape[0], l->shape[1]}, strides[2] = {l->strides[0], l->strides[1]};
    DLTensor in = adapter_dl_tensor(buffer, dtype, l->ndim, shape, l->has_strides ? strides : NULL,
                            (uint64_t)l->offset * size);
    call_buffer c;
    PyObject *array = NULL;
    int32_t status = numpy_array_from_dl(new_call(&c), &in, "a", 0, &array);
    int passed = status == PROMCAST_STATUS_OK;
    if (passed) {
        PyArrayObject *nd = (PyArrayObject *)array;
        pc_dtype seen;
        passed &= numpy_dtype_of_descr(PyArray_DESCR(nd), &seen) && seen == dtype;
        passed &= PyArray_NDIM(nd) == l->ndim;
        passed &= PyArray_DATA(nd) == (void *)(buffer + (size_t)l->offset * size);
        if (l->last_element >= 0) {
            npy_intp last[2] = {l->shape[0] - 1, l->shape[1] - 1};
            char *where = PyArray_GetPtr(nd, last);
            PyObject *value = PyArray_GETITEM(nd, where);
            PyObject *one = PyLong_FromLong(1);
            passed &= where == (char *)buffer + (size_t)l->last_element * size;
            passed &=
                value != NULL && one != NULL && PyObject_RichCompareBool(value, one, Py_EQ) == 1;
            Py_XDECREF(value);
            Py_XDECREF(one);
            PyErr_Clear();
        }
        DLManagedTensor *out = NULL;
        passed &= numpy_array_to_dl(new_call(&c), array, &out) == PROMCAST_STATUS_OK;
        if (out != NULL) {
            const DLTensor *t = &out->dl_tensor;
            passed &= t->dtype.code == in.dtype.code && t->dtype.bits == in.dtype.bits &&
                      t->dtype.lanes == 1 && t->ndim == l->ndim;
            passed &= (char *)t->data + t->byte_offset == (char *)buffer + (size_t)l->offset * size;
            int64_t step = 1;
            for (int d = l->ndim - 1; d >= 0; d--) {
                int64_t expected = l->has_strides ? l->strides[d] : step;
                passed &= t->shape[d] == l->shape[d] && t->strides[d] == expected;
                step *= l->shape[d];
            }
            out->deleter(out);
        }
        Py_DECREF(array);
    }
    tap_ok(run, passed, "%s %s: DLPack -> ndarray over the same memory -> DLPack",
           pc_dtype_name(dtype), l->name);
    if (status != PROMCAST_STATUS_OK) tap_diag(run, "  %s", c.message);
}

static void check_refusals(tap_run *run) {
    unsigned char buffer[8] = {0};
    int64_t shape[33];
    for (int d = 0; d < 33; d++) shape[d] = 1;
    call_buffer c;
    PyObject *array = NULL;
    DLTensor bfloat = adapter_dl_tensor(buffer, PC_BFLOAT16, 1, shape, NULL, 0);
    tap_is_int(run, numpy_array_from_dl(new_call(&c), &bfloat, "a", 0, &array),
               PROMCAST_STATUS_UNSUPPORTED, "a bfloat16 tensor: NumPy has no bfloat16");
    DLTensor deep = adapter_dl_tensor(buffer, PC_INT8, 33, shape, NULL, 0);
    tap_is_int(run, numpy_array_from_dl(new_call(&c), &deep, "a", 0, &array),
               PROMCAST_STATUS_UNSUPPORTED, "a tensor of 33 dimensions: NPY_MAXDIMS is 32");
    int64_t negative[1] = {-1}, three[1] = {3};
    DLTensor backwards = adapter_dl_tensor(buffer, PC_INT8, 1, three, negative, 2);
    tap_is_int(run, numpy_array_from_dl(new_call(&c), &backwards, "a", 0, &array),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a negative stride is refused, as the ABI says");
}

/* a += 1 over a strided int32 `a`: elements 0, 2, 4 of the buffer change,
** 1, 3, 5 do not. */
static void check_strided_inplace(tap_run *run, numpy_adapter *adapter) {
    int32_t buffer[6] = {10, -1, 20, -1, 30, -1}, ones[3] = {1, 1, 1};
    int64_t shape[1] = {3}, strides[1] = {2};
    DLTensor a = adapter_dl_tensor(buffer, PC_INT32, 1, shape, strides, 0);
    DLTensor b = adapter_dl_tensor(ones, PC_INT32, 1, shape, NULL, 0);
    promcast_value b_value = promcast_array_value(&b);
    call_buffer c;
    int32_t status =
        numpy_elementwise_inplace(adapter, new_call(&c), PROMCAST_OP_ADD, &a, &b_value);
    tap_ok(run,
           status == PROMCAST_STATUS_OK && buffer[0] == 11 && buffer[2] == 21 && buffer[4] == 31 &&
               buffer[1] == -1 && buffer[3] == -1 && buffer[5] == -1,
           "np.add(a, b, out=a) writes through a's strides into the runner's memory");
}

/* Results NumPy allocates or views. */
static void check_results(tap_run *run, numpy_adapter *adapter) {
    call_buffer c;
    int8_t x = 100, y = 27;
    DLTensor a = adapter_dl_tensor(&x, PC_INT8, 0, NULL, NULL, 0),
             b = adapter_dl_tensor(&y, PC_INT8, 0, NULL, NULL, 0);
    promcast_value av = promcast_array_value(&a), bv = promcast_array_value(&b);
    DLManagedTensor *out = NULL;
    int32_t status = numpy_elementwise(adapter, new_call(&c), PROMCAST_OP_ADD, &av, &bv, &out);
    tap_ok(run,
           status == PROMCAST_STATUS_OK && out != NULL && out->dl_tensor.ndim == 0 &&
               *(int8_t *)out->dl_tensor.data == 127,
           "0-d int8 + 0-d int8: NumPy's scalar answer becomes a 0-d tensor");
    if (out) out->deleter(out);

    int32_t left[2] = {1, 2}, right[2] = {2, 2};
    int64_t two[1] = {2};
    DLTensor l = adapter_dl_tensor(left, PC_INT32, 1, two, NULL, 0),
             r = adapter_dl_tensor(right, PC_INT32, 1, two, NULL, 0);
    promcast_value lv = promcast_array_value(&l), rv = promcast_array_value(&r);
    out = NULL;
    status = numpy_elementwise(adapter, new_call(&c), PROMCAST_OP_LESS, &lv, &rv, &out);
    tap_ok(run,
           status == PROMCAST_STATUS_OK && out != NULL &&
               out->dl_tensor.dtype.code == PROMCAST_DL_BOOL && out->dl_tensor.dtype.bits == 8 &&
               ((uint8_t *)out->dl_tensor.data)[0] == 1 && ((uint8_t *)out->dl_tensor.data)[1] == 0,
           "np.less gives a bool tensor (DLPack code %d)", PROMCAST_DL_BOOL);
    if (out) out->deleter(out);

    int16_t source[3] = {1, 2, 3};
    int64_t three[1] = {3}, target_dims[2] = {4, 3};
    DLTensor s = adapter_dl_tensor(source, PC_INT16, 1, three, NULL, 0);
    promcast_shape target = {2, target_dims};
    out = NULL;
    status = numpy_broadcast_to(adapter, new_call(&c), &s, target, &out);
    tap_ok(run,
           status == PROMCAST_STATUS_OK && out != NULL && out->dl_tensor.data == (void *)source &&
               out->dl_tensor.strides[0] == 0 && out->dl_tensor.strides[1] == 1,
           "np.broadcast_to gives a view of the source: strides (0, 1), same memory");
    if (out) out->deleter(out);

    PyObject *objects = PyArray_Zeros(0, NULL, PyArray_DescrFromType(NPY_OBJECT), 0);
    out = NULL;
    status = objects ? numpy_array_to_dl(new_call(&c), objects, &out) : -1;
    tap_ok(run,
           status == PROMCAST_STATUS_INTERNAL_ERROR && out == NULL &&
               strstr(c.message, "dtype('O')"),
           "an object array is refused, naming its dtype");
    tap_diag(run, "  %s", c.message);
    Py_XDECREF(objects);
}

/* The rules, met by real NumPy calls through the adapter's ops. */
static void check_exceptions(tap_run *run, numpy_adapter *adapter) {
    call_buffer c;
    int32_t i3[3] = {1, 2, 3}, i4[4] = {0}, i23[6] = {0};
    double f3[3] = {0.5, 0.5, 0.5};
    uint8_t bools[3] = {1, 0, 1};
    int64_t three[1] = {3}, four[1] = {4}, two_three[2] = {2, 3};
    DLTensor a3 = adapter_dl_tensor(i3, PC_INT32, 1, three, NULL, 0),
             a4 = adapter_dl_tensor(i4, PC_INT32, 1, four, NULL, 0);
    DLTensor a23 = adapter_dl_tensor(i23, PC_INT32, 2, two_three, NULL, 0);
    DLTensor f = adapter_dl_tensor(f3, PC_FLOAT64, 1, three, NULL, 0),
             b = adapter_dl_tensor(bools, PC_BOOL, 1, three, NULL, 0);
    promcast_value a3v = promcast_array_value(&a3), a4v = promcast_array_value(&a4), a23v = promcast_array_value(&a23),
                   fv = promcast_array_value(&f), bv = promcast_array_value(&b);
    DLManagedTensor *out = NULL;

    tap_is_int(run, numpy_elementwise(adapter, new_call(&c), PROMCAST_OP_ADD, &a3v, &a4v, &out),
               PROMCAST_STATUS_INCOMPATIBLE_SHAPES,
               "ValueError operands could not be broadcast: incompatible_shapes");
    tap_diag(run, "  %s", c.message);
    tap_is_int(run, numpy_elementwise_inplace(adapter, new_call(&c), PROMCAST_OP_ADD, &a3, &a23v),
               PROMCAST_STATUS_INPLACE_SHAPE_CHANGE,
               "ValueError non-broadcastable output operand: inplace_shape_change");
    tap_is_int(run, numpy_elementwise_inplace(adapter, new_call(&c), PROMCAST_OP_ADD, &a3, &fv),
               PROMCAST_STATUS_CANNOT_CAST, "_UFuncOutputCastingError: cannot_cast");
    tap_diag(run, "  %s", c.message);
    tap_is_int(run,
               numpy_elementwise(adapter, new_call(&c), PROMCAST_OP_BITWISE_AND, &fv, &fv, &out),
               PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
               "no bitwise_and loop for float64: unsupported_dtype_for_op");
    tap_is_int(run, numpy_elementwise(adapter, new_call(&c), PROMCAST_OP_SUBTRACT, &bv, &bv, &out),
               PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
               "numpy boolean subtract: unsupported_dtype_for_op");

    int64_t huge[2] = {INT64_C(4611686018427387904), 4}, deep[33];
    for (int d = 0; d < 33; d++) deep[d] = 1;
    promcast_shape overflowing[1] = {{2, huge}}, too_deep[1] = {{33, deep}},
                   clash[2] = {{1, three}, {1, four}};
    promcast_shape_result shape;
    tap_is_int(run, numpy_broadcast_shapes(adapter, new_call(&c), 2, clash, &shape),
               PROMCAST_STATUS_INCOMPATIBLE_SHAPES,
               "np.broadcast_shapes shape mismatch: incompatible_shapes");
    tap_is_int(run, numpy_broadcast_shapes(adapter, new_call(&c), 1, overflowing, &shape),
               PROMCAST_STATUS_SHAPE_OVERFLOW, "broadcast dimensions too large: shape_overflow");
    tap_is_int(run, numpy_broadcast_shapes(adapter, new_call(&c), 1, too_deep, &shape),
               PROMCAST_STATUS_UNSUPPORTED,
               "33 dimensions: unsupported (NumPy's limit, not an answer)");
    promcast_shape scalar = {0, NULL};
    tap_is_int(run, numpy_broadcast_to(adapter, new_call(&c), &a3, scalar, &out),
               PROMCAST_STATUS_INCOMPATIBLE_SHAPES,
               "np.broadcast_to((3,), ()): incompatible_shapes");

    /* Classification alone, for exceptions the ops do not provoke. */
    tap_is_int(run,
               numpy_error_classify(PyExc_OverflowError,
                                    "Python integer 300 out of bounds for uint8",
                                    NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_SCALAR_OUT_OF_RANGE, "OverflowError: scalar_out_of_range");
    tap_is_int(run,
               numpy_error_classify(PyExc_MemoryError, "Unable to allocate 8.00 TiB",
                                    NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_UNSUPPORTED, "MemoryError: unsupported");
    tap_is_int(run,
               numpy_error_classify(PyExc_TypeError, "something new", NUMPY_ERRORS_PROMOTE_TYPES),
               PROMCAST_STATUS_NO_PROMOTION, "np.promote_types' TypeError: no_promotion");
    tap_is_int(run, numpy_error_classify(PyExc_TypeError, "something new", NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_INTERNAL_ERROR, "an unknown TypeError elsewhere: internal_error");
    tap_is_int(run,
               numpy_error_classify(PyExc_ValueError, "operands could not be broadcast together",
                                    NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_INCOMPATIBLE_SHAPES, "the class and the message both decide");
    tap_is_int(run,
               numpy_error_classify(PyExc_TypeError, "operands could not be broadcast together",
                                    NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_INTERNAL_ERROR, "a known message under another class is unknown");
    /* np.stack's axis beyond C's int: invalid_axis where the axis is the
    ** call's one Python int, a scalar's OverflowError elsewhere. */
    tap_is_int(run,
               numpy_error_classify(PyExc_OverflowError, "Python int too large to convert to C int",
                                    NUMPY_ERRORS_AXIS_GIVEN),
               PROMCAST_STATUS_INVALID_AXIS, "an axis beyond C's int: invalid_axis");
    tap_is_int(run,
               numpy_error_classify(PyExc_OverflowError, "Python int too large to convert to C int",
                                    NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_SCALAR_OUT_OF_RANGE,
               "  the same OverflowError elsewhere: a scalar's");
    tap_is_int(run,
               numpy_error_classify(PyExc_OverflowError,
                                    "Python integer 300 out of bounds for int8",
                                    NUMPY_ERRORS_AXIS_GIVEN),
               PROMCAST_STATUS_SCALAR_OUT_OF_RANGE,
               "  another OverflowError in an axis call: scalar_out_of_range still");
    /* matmul has a loop for each of NumPy's 14 dtypes: its no-loop error
    ** (np.matmul of two str arrays) is classified alone. */
    tap_is_int(run,
               numpy_error_classify(PyExc_TypeError,
                                    "ufunc 'matmul' did not contain a loop with signature "
                                    "matching types (dtype('<U1'), dtype('<U1')) -> None",
                                    NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
               "a gufunc with no loop: unsupported_dtype_for_op");
    PyErr_SetString(PyExc_KeyError, "surprise");
    tap_is_int(run, numpy_error_status(new_call(&c), NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_INTERNAL_ERROR, "an exception no rule knows: internal_error");
    tap_is_str(run, c.message, "KeyError: 'surprise'",
               "  with the exception's text as the message");
    tap_ok(run, !PyErr_Occurred(), "  and the exception is cleared");
    tap_is_int(run, numpy_error_status(new_call(&c), NUMPY_ERRORS_ANY_CALL),
               PROMCAST_STATUS_INTERNAL_ERROR, "no exception set: internal_error");
}

/* Every element-wise op reaches its own ufunc (numpy_ufunc_names.c):
** int32 [1, 2] op int32 [2, 2] is answered, and ops whose ufunc has
** another name than the op give NumPy's answer for that ufunc. */
static void check_op_ids(tap_run *run, numpy_adapter *adapter) {
    int32_t left[2] = {1, 2}, right[2] = {2, 2};
    int64_t two[1] = {2};
    DLTensor l = adapter_dl_tensor(left, PC_INT32, 1, two, NULL, 0),
             r = adapter_dl_tensor(right, PC_INT32, 1, two, NULL, 0);
    promcast_value lv = promcast_array_value(&l), rv = promcast_array_value(&r);
    int answered = 0;
    for (int i = 0; i < NUMPY_UFUNC_COUNT; i++) {
        call_buffer c;
        DLManagedTensor *out = NULL;
        int32_t op = numpy_ufunc_name_at(i)->op;
        int32_t status = numpy_elementwise(adapter, new_call(&c), op, &lv, &rv, &out);
        if (status == PROMCAST_STATUS_OK && out != NULL)
            answered++;
        else
            tap_diag(run, "  %s: status %d: %s", promcast_op_name(op), (int)status, c.message);
        if (out) out->deleter(out);
    }
    tap_is_int(run, answered, NUMPY_UFUNC_COUNT,
               "each element-wise op answers for int32 arrays through its ufunc");
    /* np.power([1, 2], [2, 2]) is array([1, 4], dtype=int32);
    ** np.left_shift([1, 2], [2, 2]) is array([4, 8], dtype=int32). */
    static const struct {
        int32_t op;
        int32_t expected[2];
        const char *name;
    } renamed[] = {
        {PROMCAST_OP_POW, {1, 4}, "pow is np.power: {1, 4}"},
        {PROMCAST_OP_BITWISE_LEFT_SHIFT, {4, 8}, "bitwise_left_shift is np.left_shift: {4, 8}"},
    };
    for (size_t i = 0; i < sizeof renamed / sizeof renamed[0]; i++) {
        call_buffer c;
        DLManagedTensor *out = NULL;
        int32_t status = numpy_elementwise(adapter, new_call(&c), renamed[i].op, &lv, &rv, &out);
        const int32_t *values = out ? (const int32_t *)out->dl_tensor.data : NULL;
        tap_ok(run,
               status == PROMCAST_STATUS_OK && values != NULL &&
                   out->dl_tensor.dtype.code == kDLInt && out->dl_tensor.dtype.bits == 32 &&
                   values[0] == renamed[i].expected[0] && values[1] == renamed[i].expected[1],
               "%s", renamed[i].name);
        if (out) out->deleter(out);
    }
}

/* result_type in both states: the operation's check (weak), values the
** case does not give (legacy). */
static void check_result_type(tap_run *run, numpy_adapter *adapter, int weak) {
    call_buffer c;
    DLDataType result = {0, 0, 0};
    promcast_operand uint8_and_300[2] = {
        {.category = PROMCAST_OPERAND_DIMENSIONED, .dtype = abi_dl_dtype(PC_UINT8)},
        {.category = PROMCAST_OPERAND_SCALAR,
         .scalar = {.kind = PROMCAST_SCALAR_INT, .has_value = 1, .text = "300", .real = 300.0}},
    };
    int32_t status = numpy_result_type(adapter, new_call(&c), 2, uint8_and_300, &result);
    if (weak)
        tap_is_int(
            run, status, PROMCAST_STATUS_SCALAR_OUT_OF_RANGE,
            "weak: uint8 array with 300 is scalar_out_of_range (np.add raises OverflowError)");
    else
        tap_ok(run, status == PROMCAST_STATUS_OK && result.code == kDLUInt && result.bits == 16,
               "legacy: uint8 array with 300 is uint16 (value-based)");
    promcast_operand int8_and_int[2] = {
        {.category = PROMCAST_OPERAND_DIMENSIONED, .dtype = abi_dl_dtype(PC_INT8)},
        {.category = PROMCAST_OPERAND_SCALAR, .scalar = {.kind = PROMCAST_SCALAR_INT}},
    };
    status = numpy_result_type(adapter, new_call(&c), 2, int8_and_int, &result);
    if (weak)
        tap_ok(run, status == PROMCAST_STATUS_OK && result.code == kDLInt && result.bits == 8,
               "weak: int8 array with a Python int of no value is int8");
    else
        tap_is_int(run, status, PROMCAST_STATUS_UNSUPPORTED,
                   "legacy: int8 array with a Python int of no value depends on it: unsupported");
    tap_diag(run, "  %s", c.message);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    char message[512] = "";
    numpy_adapter *adapter =
        numpy_adapter_open("numpy-test", "no such state", message, sizeof message);
    tap_ok(&run, adapter == NULL && strstr(message, "promotion state") != NULL,
           "an unknown promotion state: no adapter, one line saying why");
    tap_diag(&run, "  %s", message);
    adapter = numpy_adapter_open("numpy-test", "weak", message, sizeof message);
    if (!tap_ok(&run, adapter != NULL,
                "the weak adapter opens in the interpreter already running")) {
        tap_diag(&run, "  %s", message);
        return tap_finish(&run);
    }
    for (size_t i = 0; i < NUMPY_DTYPE_COUNT; i++)
        for (size_t j = 0; j < sizeof layouts / sizeof layouts[0]; j++)
            check_round_trip(&run, numpy_dtypes[i], &layouts[j]);
    check_refusals(&run);
    check_strided_inplace(&run, adapter);
    check_results(&run, adapter);
    check_exceptions(&run, adapter);
    check_op_ids(&run, adapter);
    check_result_type(&run, adapter, 1);
    numpy_adapter_close(adapter);
    adapter = numpy_adapter_open("numpy-test", "legacy", message, sizeof message);
    if (tap_ok(&run, adapter != NULL, "the legacy adapter opens after it")) {
        check_result_type(&run, adapter, 0);
        numpy_adapter_close(adapter);
    }
    return tap_finish(&run);
}
