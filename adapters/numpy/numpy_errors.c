/*
** numpy_errors.c: NumPy's exceptions as the case format's error kinds
** (numpy_errors.h).
**
** Each rule is an exception class, a fragment of its message, and the
** status it means, with where NumPy 1.24 raises it (numpy/core/src/... and
** numpy/core/_exceptions.py). Messages are matched because NumPy 1.24
** raises most of these as plain ValueError or TypeError: the class alone
** does not tell "could not broadcast" from "too many dimensions". The
** first matching rule wins.
*/
#include "numpy_api.h"

#include "numpy_errors.h"

#include <stdio.h>
#include <string.h>

typedef struct error_rule {
    PyObject *const *exception;  /* &PyExc_ValueError, ...: a subclass matches too */
    const char *fragment;        /* a part of the message; NULL matches any message */
    int32_t status;
    /* NUMPY_ERRORS_ANY_CALL, or the one context the rule holds in. */
    numpy_error_context context;
} error_rule;

static const error_rule rules[] = {
    /* Broadcasting the operands of a ufunc, and np.broadcast_to's source
    ** against its shape: "operands could not be broadcast together with
    ** [remapped] shapes ..." (multiarray/nditer_constr.c, npyiter_fill_axisdata). */
    {&PyExc_ValueError, "operands could not be broadcast together",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES, NUMPY_ERRORS_ANY_CALL},
    /* np.broadcast_shapes and np.broadcast: "shape mismatch: objects cannot
    ** be broadcast to a single shape" (multiarray/iterators.c, PyArray_Broadcast). */
    {&PyExc_ValueError, "objects cannot be broadcast to a single shape",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES, NUMPY_ERRORS_ANY_CALL},
    /* np.broadcast_to to fewer dimensions than the array has: to shape ()
    ** (numpy/lib/stride_tricks.py, _broadcast_to), to another rank
    ** (multiarray/nditer_constr.c, the iterator's op_axes remapping; both
    ** messages are what numpy/lib/tests/test_stride_tricks.py,
    ** test_broadcast_to_raises, expects). */
    {&PyExc_ValueError, "cannot broadcast a non-scalar to a scalar array",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES, NUMPY_ERRORS_ANY_CALL},
    {&PyExc_ValueError, "input operand has more dimensions than allowed by the axis remapping",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES, NUMPY_ERRORS_ANY_CALL},
    /* out= (the in-place destination) is not the broadcast shape:
    ** "non-broadcastable output operand with shape (3,) doesn't match the
    ** broadcast shape (2,3)" (multiarray/nditer_constr.c, npyiter_fill_axisdata). */
    {&PyExc_ValueError, "non-broadcastable output operand",
     PROMCAST_STATUS_INPLACE_SHAPE_CHANGE, NUMPY_ERRORS_ANY_CALL},
    /* The broadcast shape has more elements than npy_intp holds
    ** (multiarray/iterators.c, PyArray_Broadcast, after
    ** PyArray_OverflowMultiplyList). */
    {&PyExc_ValueError, "broadcast dimensions too large",
     PROMCAST_STATUS_SHAPE_OVERFLOW, NUMPY_ERRORS_ANY_CALL},
    /* An array whose bytes do not fit npy_intp: its item size times every
    ** size but the zeros (multiarray/ctors.c, PyArray_NewFromDescr_int), the
    ** numpy profile's own limit on array sizes. The same limit met by an
    ** iterator over operands of that many elements ("iterator is too
    ** large", multiarray/nditer_constr.c, npyiter_fill_axisdata), and by
    ** np.concatenate, whose sum of sizes past INT64_MAX wraps to a
    ** negative one (multiarray/multiarraymodule.c, PyArray_ConcatenateArrays;
    ** a case's sizes are never negative, so here the sum overflowed). */
    {&PyExc_ValueError, "array is too big", PROMCAST_STATUS_SHAPE_OVERFLOW, NUMPY_ERRORS_ANY_CALL},
    {&PyExc_ValueError, "iterator is too large", PROMCAST_STATUS_SHAPE_OVERFLOW,
     NUMPY_ERRORS_ANY_CALL},
    {&PyExc_ValueError, "negative dimensions are not allowed", PROMCAST_STATUS_SHAPE_OVERFLOW,
     NUMPY_ERRORS_ANY_CALL},
    /* Limits of NumPy, not answers: more than NPY_MAXDIMS = 32 dimensions
    ** (multiarray/conversion_utils.c, PyArray_IntpConverter), memory NumPy
    ** cannot allocate. The case is one NumPy cannot run: skipped, with
    ** NumPy's message as the reason. */
    {&PyExc_ValueError, "maximum supported dimension for an ndarray",
     PROMCAST_STATUS_UNSUPPORTED, NUMPY_ERRORS_ANY_CALL},
    {&PyExc_MemoryError, NULL, PROMCAST_STATUS_UNSUPPORTED, NUMPY_ERRORS_ANY_CALL},
    /* out= of a dtype the result does not cast to under the casting rule:
    ** "Cannot cast ufunc 'add' output from dtype('float64') to
    ** dtype('int32') with casting rule 'same_kind'" (_UFuncOutputCastingError,
    ** umath/ufunc_type_resolution.c, raise_output_casting_error). */
    {&PyExc_TypeError, "output from dtype", PROMCAST_STATUS_CANNOT_CAST, NUMPY_ERRORS_ANY_CALL},
    /* No loop for the operands' dtypes: "ufunc 'bitwise_and' not supported
    ** for the input types, ..." (_UFuncNoLoopError,
    ** umath/ufunc_type_resolution.c, raise_no_loop_found_error). */
    {&PyExc_TypeError, "not supported for the input types",
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP, NUMPY_ERRORS_ANY_CALL},
    /* "numpy boolean subtract, the `-` operator, is not supported, use the
    ** bitwise_xor ..." (umath/ufunc_type_resolution.c,
    ** PyUFunc_SubtractionTypeResolver). */
    {&PyExc_TypeError, "numpy boolean subtract",
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP, NUMPY_ERRORS_ANY_CALL},
    /* No common dtype: "The DTypes <...> and <...> do not have a common
    ** DType" (multiarray/common_dtype.c, PyArray_CommonDType) and the legacy
    ** "invalid type promotion" (multiarray/convert_datatype.c). */
    {&PyExc_TypeError, "do not have a common DType",
     PROMCAST_STATUS_NO_PROMOTION, NUMPY_ERRORS_ANY_CALL},
    {&PyExc_TypeError, "invalid type promotion",
     PROMCAST_STATUS_NO_PROMOTION, NUMPY_ERRORS_ANY_CALL},
    /* An integer power with a negative exponent: "Integers to negative
    ** integer powers are not allowed." (umath/loops.c.src, @TYPE@_power,
    ** raised by the loop on the first negative exponent it meets, whatever
    ** the base). NumPy refuses an operand's value: invalid_value. */
    {&PyExc_ValueError, "Integers to negative integer powers are not allowed",
     PROMCAST_STATUS_INVALID_VALUE, NUMPY_ERRORS_ANY_CALL},
    /* An axis outside the array's dimensions: numpy.AxisError (a
    ** ValueError and IndexError subclass, numpy/core/_exceptions.py), "axis
    ** 2 is out of bounds for array of dimension 2", raised for np.concatenate
    ** by check_and_adjust_axis_msg (multiarray/common.h) and for np.stack by
    ** normalize_axis_index (multiarray/multiarraymodule.c) over ndim + 1.
    ** NumPy gives AxisError no C name, so its message is matched. */
    {&PyExc_ValueError, "is out of bounds for array of dimension", PROMCAST_STATUS_INVALID_AXIS,
     NUMPY_ERRORS_ANY_CALL},
    /* An axis beyond C's int, which no array's dimensions reach (at most
    ** NPY_MAXDIMS = 32): np.concatenate's "integer won't fit into a C int"
    ** (multiarray/conversion_utils.c, PyArray_PyIntAsInt_ErrMsg, reading
    ** axis) and np.stack's "Python int too large to convert to C int"
    ** (common/npy_argparse.c, PyArray_PythonPyIntFromInt, parsing
    ** normalize_axis_index's axis). Only in calls whose one Python int is
    ** the axis. */
    {&PyExc_ValueError, "integer won't fit into a C int", PROMCAST_STATUS_INVALID_AXIS,
     NUMPY_ERRORS_AXIS_GIVEN},
    {&PyExc_OverflowError, "too large to convert to C int", PROMCAST_STATUS_INVALID_AXIS,
     NUMPY_ERRORS_AXIS_GIVEN},
    /* A gufunc operand with fewer dimensions than its core signature needs:
    ** "matmul: Input operand 0 does not have enough dimensions (has 0,
    ** gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)"
    ** (umath/ufunc_object.c, _validate_num_dims): matmul of a 0-d array. */
    {&PyExc_ValueError, "does not have enough dimensions", PROMCAST_STATUS_INVALID_RANK,
     NUMPY_ERRORS_ANY_CALL},
    /* Core dimensions that differ: "matmul: Input operand 1 has a mismatch
    ** in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?)
    ** (size 2 is different from 3)" (umath/ufunc_object.c,
    ** _get_coredim_sizes): matmul's contracted sizes. */
    {&PyExc_ValueError, "has a mismatch in its core dimension", PROMCAST_STATUS_INCOMPATIBLE_SHAPES,
     NUMPY_ERRORS_ANY_CALL},
    /* np.concatenate (multiarray/multiarraymodule.c,
    ** PyArray_ConcatenateArrays): 0-d arrays ("zero-dimensional arrays
    ** cannot be concatenated"), arrays of different ranks ("all the input
    ** arrays must have same number of dimensions, but ...") and sizes that
    ** differ off the axis ("all the input array dimensions except for the
    ** concatenation axis must match exactly, but ..."); np.stack
    ** (numpy/core/shape_base.py): "all input arrays must have the same
    ** shape". */
    {&PyExc_ValueError, "zero-dimensional arrays cannot be concatenated",
     PROMCAST_STATUS_INVALID_RANK, NUMPY_ERRORS_ANY_CALL},
    {&PyExc_ValueError, "all the input arrays must have same number of dimensions",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES, NUMPY_ERRORS_ANY_CALL},
    {&PyExc_ValueError, "except for the concatenation axis must match exactly",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES, NUMPY_ERRORS_ANY_CALL},
    {&PyExc_ValueError, "all input arrays must have the same shape",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES, NUMPY_ERRORS_ANY_CALL},
    /* No arrays: "need at least one array to concatenate"
    ** (PyArray_ConcatenateArrays), "need at least one array to stack"
    ** (shape_base.py, stack). NumPy refuses the call as such. */
    {&PyExc_ValueError, "need at least one array to", PROMCAST_STATUS_INVALID_ARGUMENT,
     NUMPY_ERRORS_ANY_CALL},
    /* np.clip with both bounds None: "One of max or min must be given"
    ** (numpy/core/_methods.py, _clip; NumPy 2.1 returns a copy instead). */
    {&PyExc_ValueError, "One of max or min must be given", PROMCAST_STATUS_INVALID_ARGUMENT,
     NUMPY_ERRORS_ANY_CALL},
    /* A gufunc (matmul) with no loop for the operands' dtypes:
    ** "ufunc 'matmul' did not contain a loop with signature matching types
    ** ..." (_UFuncNoLoopError, numpy/core/_exceptions.py). */
    {&PyExc_TypeError, "did not contain a loop with signature matching types",
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP, NUMPY_ERRORS_ANY_CALL},
    /* A Python int the dtype it is converted to cannot hold: "Python
    ** integer 300 out of bounds for uint8" (NEP 50 state,
    ** multiarray/arraytypes.c.src, @TYPE@_safe_pyint_setitem), "Python int
    ** too large to convert to C long" (beyond int64, CPython's
    ** PyLong_AsLong: the weak state's np.add(int8 array, 2**64)), "int too
    ** large to convert to float" (beyond double, CPython's
    ** PyLong_AsDouble). The only Python ints the adapter hands NumPy are
    ** the case's scalars, of any size, and shape sizes, which the case
    ** format bounds to int64: an OverflowError is always a scalar's. */
    {&PyExc_OverflowError, NULL, PROMCAST_STATUS_SCALAR_OUT_OF_RANGE, NUMPY_ERRORS_ANY_CALL},
    /* np.promote_types raises TypeError exactly when the two dtypes have no
    ** common dtype (PyArray_PromoteTypes); in 1.25+ as DTypePromotionError,
    ** a TypeError subclass with other messages. */
    {&PyExc_TypeError, NULL, PROMCAST_STATUS_NO_PROMOTION, NUMPY_ERRORS_PROMOTE_TYPES},
};

int32_t numpy_error_classify(PyObject *type, const char *text, numpy_error_context context) {
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        if (rules[i].context != NUMPY_ERRORS_ANY_CALL && rules[i].context != context) continue;
        if (!PyErr_GivenExceptionMatches(type, *rules[i].exception)) continue;
        if (rules[i].fragment == NULL || strstr(text, rules[i].fragment) != NULL)
            return rules[i].status;
    }
    return PROMCAST_STATUS_INTERNAL_ERROR;
}

/* Takes the pending exception (clearing it): writes "TypeName: text" into
** message and returns its status, classified on the whole text (message may
** be shorter). */
static int32_t take_exception(char *message, size_t message_size, numpy_error_context context) {
    python_exception exception;
    python_exception_take(&exception);
    python_exception_format(&exception, message, message_size);
    int32_t status = exception.type != NULL
                         ? numpy_error_classify(exception.type, exception.utf8, context)
                         : PROMCAST_STATUS_INTERNAL_ERROR;
    python_exception_release(&exception);
    return status;
}

int32_t numpy_error_status(const promcast_call *call, numpy_error_context context) {
    char scratch[256];
    if (call->message == NULL || call->message_size == 0)
        return take_exception(scratch, sizeof scratch, context);
    return take_exception(call->message, call->message_size, context);
}

void numpy_error_describe(char *message, size_t message_size) {
    python_exception_describe(message, message_size);
}
