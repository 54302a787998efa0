/*
** array_api_errors.c: the namespace's exceptions as the case format's
** error kinds (array_api_errors.h).
**
** The standard says which exception some refusals raise, not all: "an
** exception" for shapes that do not broadcast ("Broadcasting",
** https://data-apis.org/array-api/2023.12/API_specification/broadcasting.html),
** an out-of-range axis "should raise an exception"; libraries use
** Python's classes by their meaning (TypeError for dtypes, ValueError for
** values and shapes, IndexError for an index or axis). So the classes
** decide first, per kind of call, and the message fragments only tell
** apart what one class means several things for, in the wording of
** NumPy 1.24's numpy.array_api (the files of numpy/array_api/) and of NumPy under
** it (numpy/core/src/...). The first matching rule wins.
*/
#include "python_embed.h"

#include "array_api_errors.h"

#include <stdio.h>
#include <string.h>

typedef struct error_rule {
    PyObject *const *exception;  /* &PyExc_ValueError, ...: subclasses match too */
    const char *fragment;        /* part of the message; NULL for any */
    int groups;                  /* ARRAY_API_IN_*: the calls the rule holds in */
    int32_t status;
} error_rule;

enum {
    ARITHMETIC = ARRAY_API_IN_ELEMENTWISE | ARRAY_API_IN_INPLACE | ARRAY_API_IN_FUNCTION,
    SHAPED = ARRAY_API_IN_ELEMENTWISE | ARRAY_API_IN_INPLACE | ARRAY_API_IN_SHAPES |
             ARRAY_API_IN_FUNCTION | ARRAY_API_IN_AXIS,
    IN_PLACE = ARRAY_API_IN_INPLACE | ARRAY_API_IN_INPLACE_BROADCAST,
};

static const error_rule rules[] = {
    /* The adapter's own mistake, whatever the call: writing into an array
    ** the namespace made read-only ("output array is read-only", NumPy's
    ** ufunc_object.c). Never the library's answer. */
    {&PyExc_ValueError, "read-only", ARRAY_API_IN_ANY, PROMCAST_STATUS_INTERNAL_ERROR},
    /* Memory the library cannot allocate, a rank or size beyond its
    ** limits: a case it cannot run, not an answer ("maximum supported
    ** dimension for an ndarray is 32", NumPy's
    ** multiarray/conversion_utils.c; "array is too big", ctors.c). */
    {&PyExc_MemoryError, NULL, ARRAY_API_IN_ANY, PROMCAST_STATUS_UNSUPPORTED},
    {&PyExc_ValueError, "maximum supported dimension", ARRAY_API_IN_ANY, PROMCAST_STATUS_UNSUPPORTED},
    {&PyExc_ValueError, "array is too big", ARRAY_API_IN_ANY, PROMCAST_STATUS_UNSUPPORTED},
    /* Dtypes the standard's promotion table does not join:
    ** "int8 and uint64 cannot be type promoted together"
    ** (numpy/array_api/_dtypes.py, _result_type), in any call. */
    {&PyExc_TypeError, "cannot be type promoted", ARRAY_API_IN_ANY, PROMCAST_STATUS_NO_PROMOTION},
    /* An in-place operator whose result dtype is not the destination's:
    ** "Cannot perform __iadd__ with dtypes int8 and int16"
    ** (_array_object.py, _check_allowed_dtypes; the standard: in-place
    ** operators must not change the destination's dtype, "Array Object:
    ** In-place Operators"). */
    {&PyExc_TypeError, "Cannot perform __i", ARRAY_API_IN_INPLACE, PROMCAST_STATUS_CANNOT_CAST},
    /* A dtype the function does not take: "Only numeric dtypes are allowed
    ** in add", "Only integer or boolean dtypes are allowed in __and__"
    ** (_elementwise_functions.py, _array_object.py). */
    {&PyExc_TypeError, "dtypes are allowed in", ARITHMETIC, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    /* A Python scalar of a kind the array's dtype does not take: "Python
    ** float scalars can only be promoted with floating-point arrays."
    ** (_array_object.py, _promote_scalar): no promotion of the pair. */
    {&PyExc_TypeError, "scalars can only be promoted with", ARITHMETIC, PROMCAST_STATUS_NO_PROMOTION},
    {&PyExc_TypeError, "scalars cannot be promoted with", ARITHMETIC, PROMCAST_STATUS_NO_PROMOTION},
    /* Python's own refusal when neither operand's operator takes the other
    ** ("unsupported operand type(s) for +: 'Array' and 'complex'", the
    ** array's __add__ and the scalar's __radd__ both NotImplemented,
    ** Objects/abstract.c, binary_op): the pair does not combine. */
    {&PyExc_TypeError, "unsupported operand type", ARRAY_API_IN_ELEMENTWISE | ARRAY_API_IN_INPLACE,
     PROMCAST_STATUS_NO_PROMOTION},
    /* A function, not an operator, given a Python scalar: before 2024.12
    ** the standard's functions take arrays only, and a namespace of then
    ** refuses the argument as such, by TypeError or by reading an array's
    ** attribute off it ("'float' object has no attribute 'dtype'",
    ** numpy/array_api/_elementwise_functions.py and _searching_functions.py
    ** read x2.dtype first). */
    {&PyExc_AttributeError, NULL, ARRAY_API_IN_SCALAR_ARGUMENT, PROMCAST_STATUS_INVALID_ARGUMENT},
    /* Any other TypeError of result_type is its refusal to promote. */
    {&PyExc_TypeError, NULL, ARRAY_API_IN_PROMOTION, PROMCAST_STATUS_NO_PROMOTION},
    /* An axis outside the operands' dimensions: IndexError by the
    ** standard's usage (numpy's AxisError is both a ValueError and an
    ** IndexError, numpy/core/_exceptions.py); an axis beyond C's int is an
    ** OverflowError in a call whose only Python int is the axis. */
    {&PyExc_IndexError, NULL, ARRAY_API_IN_FUNCTION | ARRAY_API_IN_AXIS, PROMCAST_STATUS_INVALID_AXIS},
    {&PyExc_OverflowError, NULL, ARRAY_API_IN_AXIS, PROMCAST_STATUS_INVALID_AXIS},
    {&PyExc_ValueError, "integer won't fit into a C int", ARRAY_API_IN_AXIS, PROMCAST_STATUS_INVALID_AXIS},
    /* A Python int the array's dtype cannot hold ("Python int too large to
    ** convert to C long", CPython's PyLong_AsLong under np.array(scalar,
    ** dtype), numpy/array_api/_array_object.py, _promote_scalar). */
    {&PyExc_OverflowError, NULL, ARITHMETIC, PROMCAST_STATUS_SCALAR_OUT_OF_RANGE},
    /* An integer power with a negative exponent: "Integers to negative
    ** integer powers are not allowed." (NumPy's umath/loops.c.src). */
    {&PyExc_ValueError, "Integers to negative integer powers", ARITHMETIC, PROMCAST_STATUS_INVALID_VALUE},
    /* A shift by a negative count, which numpy.array_api checks over all of
    ** x2 ("bitwise_left_shift(x1, x2) is only defined for x2 >= 0",
    ** _elementwise_functions.py): it refuses an operand's value. */
    {&PyExc_ValueError, "is only defined for", ARITHMETIC, PROMCAST_STATUS_INVALID_VALUE},
    /* The in-place destination is not the broadcast shape:
    ** "non-broadcastable output operand with shape ..." (NumPy's
    ** multiarray/nditer_constr.c). */
    {&PyExc_ValueError, "non-broadcastable output operand", IN_PLACE, PROMCAST_STATUS_INPLACE_SHAPE_CHANGE},
    /* More elements than an index holds: "broadcast dimensions too large". */
    {&PyExc_ValueError, "too large", SHAPED, PROMCAST_STATUS_SHAPE_OVERFLOW},
    /* Sizes whose sum passes INT64_MAX, wrapped to a negative one: NumPy's
    ** concatenate adds its inputs' sizes along the axis in npy_intp
    ** ("negative dimensions are not allowed", multiarray/ctors.c, for the
    ** result it then makes); a case's sizes are never negative. */
    {&PyExc_ValueError, "negative dimensions are not allowed", SHAPED,
     PROMCAST_STATUS_SHAPE_OVERFLOW},
    /* A rank the function does not take: matmul of a 0-d array ("does not
    ** have enough dimensions", NumPy's umath/ufunc_object.c), concat of
    ** 0-d arrays ("zero-dimensional arrays cannot be concatenated",
    ** multiarray/multiarraymodule.c). */
    {&PyExc_ValueError, "does not have enough dimensions", ARRAY_API_IN_FUNCTION, PROMCAST_STATUS_INVALID_RANK},
    {&PyExc_ValueError, "zero-dimensional arrays cannot be", ARRAY_API_IN_FUNCTION, PROMCAST_STATUS_INVALID_RANK},
    /* No arrays to join: "need at least one array to concatenate". */
    {&PyExc_ValueError, "need at least one array", ARRAY_API_IN_FUNCTION, PROMCAST_STATUS_INVALID_ARGUMENT},
    /* Every other ValueError of a call that broadcasts or joins shapes is
    ** the standard's "shapes are not compatible" (could not be broadcast
    ** together, mismatched core dimensions, sizes off the axis). */
    {&PyExc_ValueError, NULL, SHAPED | ARRAY_API_IN_INPLACE_BROADCAST, PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
};

int32_t array_api_error_classify(PyObject *type, const char *text, int group) {
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        if ((rules[i].groups & group) == 0) continue;
        if (!PyErr_GivenExceptionMatches(type, *rules[i].exception)) continue;
        if (rules[i].fragment == NULL || strstr(text, rules[i].fragment) != NULL)
            return rules[i].status;
    }
    return PROMCAST_STATUS_INTERNAL_ERROR;
}

int32_t array_api_error_status(const promcast_call *call, int group) {
    char scratch[PROMCAST_MESSAGE_MIN_SIZE];
    char *message = call && call->message && call->message_size ? call->message : scratch;
    size_t size = call && call->message && call->message_size ? call->message_size : sizeof scratch;
    python_exception exception;
    python_exception_take(&exception);
    python_exception_format(&exception, message, size);
    int32_t status = exception.type != NULL
                         ? array_api_error_classify(exception.type, exception.utf8, group)
                         : PROMCAST_STATUS_INTERNAL_ERROR;
    python_exception_release(&exception);
    return status;
}
