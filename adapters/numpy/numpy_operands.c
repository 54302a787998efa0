/*
** numpy_operands.c: result_type's operands as Python objects
** (numpy_operands.h).
*/
#include "numpy_api.h"

#include "numpy_operands.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "adapter_dtype.h"
#include "adapter_status.h"
#include "numpy_dtype_map.h"
#include "numpy_errors.h"
#include "numpy_scalar.h"

/* The largest finite value of a real floating dtype NumPy has (float16's
** is 65504: IEEE 754 binary16). */
static double largest_finite(pc_dtype dtype) {
    switch (dtype) {
    case PC_FLOAT16: return 65504.0;
    case PC_FLOAT32: case PC_COMPLEX64: return FLT_MAX;
    default: return DBL_MAX;
    }
}

/* Appends `object` (a new reference, or NULL after a Python failure). */
static int add(numpy_operand_choices *choices, PyObject *object) {
    if (object == NULL) return 0;
    choices->objects[choices->count++] = object;
    return 1;
}

static int add_bools(numpy_operand_choices *choices) {
    Py_INCREF(Py_False);
    Py_INCREF(Py_True);
    return add(choices, Py_False) && add(choices, Py_True);
}

/* 0, -1 (signed only), the least and the greatest value of an integer
** type of `bits` bits, as Python ints. */
static int add_integers(numpy_operand_choices *choices, int is_signed, int bits) {
    if (!add(choices, PyLong_FromLong(0))) return 0;
    if (!is_signed)
        return add(choices, PyLong_FromUnsignedLongLong(UINT64_MAX >> (64 - bits)));
    long long greatest = (long long)(UINT64_MAX >> (65 - bits));
    return add(choices, PyLong_FromLong(-1)) && add(choices, PyLong_FromLongLong(-greatest - 1)) &&
           add(choices, PyLong_FromLongLong(greatest));
}

/* 0, the extremes, inf and nan (real floats). */
static int add_floats(numpy_operand_choices *choices, double largest) {
    return add(choices, PyFloat_FromDouble(0.0)) && add(choices, PyFloat_FromDouble(largest)) &&
           add(choices, PyFloat_FromDouble(-largest)) &&
           add(choices, PyFloat_FromDouble(HUGE_VAL)) && add(choices, PyFloat_FromDouble(NAN));
}

/* 0, the largest real part, the largest imaginary part, nan. */
static int add_complexes(numpy_operand_choices *choices, double largest) {
    return add(choices, PyComplex_FromDoubles(0.0, 0.0)) &&
           add(choices, PyComplex_FromDoubles(largest, 0.0)) &&
           add(choices, PyComplex_FromDoubles(0.0, largest)) &&
           add(choices, PyComplex_FromDoubles(NAN, NAN));
}

/* The candidate values of an element of `dtype`, as Python objects. */
static int add_values_of(numpy_operand_choices *choices, pc_dtype dtype) {
    if (dtype == PC_BOOL) return add_bools(choices);
    if (pc_dtype_is_integral(dtype))
        return add_integers(choices, pc_dtype_kind_of(dtype) == PC_KIND_SIGNED,
                            pc_dtype_bits(dtype));
    if (pc_dtype_is_complex(dtype)) return add_complexes(choices, largest_finite(dtype));
    return add_floats(choices, largest_finite(dtype));
}

/* np.zeros(dims, typenum); NULL after a Python failure. */
static PyObject *zeros(int typenum, int ndim, npy_intp *dims) {
    PyArray_Descr *descr = PyArray_DescrFromType(typenum);
    return descr != NULL ? PyArray_Zeros(ndim, dims, descr, 0) : NULL;  /* steals descr */
}

/* Replaces each candidate value by a 0-d array of `typenum` holding it. */
static int make_zero_dim(numpy_operand_choices *choices, int typenum) {
    for (int i = 0; i < choices->count; i++) {
        PyObject *array = zeros(typenum, 0, NULL);
        if (array == NULL) return 0;
        PyArrayObject *zero_dim = (PyArrayObject *)array;
        if (PyArray_SETITEM(zero_dim, PyArray_BYTES(zero_dim), choices->objects[i]) < 0) {
            Py_DECREF(array);
            return 0;
        }
        Py_SETREF(choices->objects[i], array);
    }
    return 1;
}

static int32_t array_choices(const promcast_call *call, const promcast_operand *operand,
                             int index, numpy_operand_choices *choices) {
    char role[40];
    snprintf(role, sizeof role, "operand %d", index);
    pc_dtype dtype;
    int32_t status = adapter_dtype_from_dl(call, operand->dtype, role, &dtype);
    if (status != PROMCAST_STATUS_OK) return status;
    int typenum;
    if (!numpy_typenum_of(dtype, &typenum))
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED, "NumPy has no %s (%s)",
                            pc_dtype_name(dtype), role);
    if (operand->category == PROMCAST_OPERAND_DIMENSIONED) {
        npy_intp one = 1;
        if (add(choices, zeros(typenum, 1, &one)))
            return PROMCAST_STATUS_OK;
    } else if (add_values_of(choices, dtype) && make_zero_dim(choices, typenum)) {
        return PROMCAST_STATUS_OK;
    }
    return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
}

/* The Python scalar the case gives. */
static int32_t given_scalar(const promcast_call *call, const promcast_operand *operand,
                            int index, numpy_operand_choices *choices) {
    char role[40];
    snprintf(role, sizeof role, "operand %d", index);
    PyObject *value = NULL;
    int32_t status = numpy_scalar_object(call, &operand->scalar, role, &value);
    if (status != PROMCAST_STATUS_OK) return status;
    add(choices, value);
    choices->scalar_with_value = 1;
    return PROMCAST_STATUS_OK;
}

/* Candidates for a Python scalar without a value: a bool either way, an
** int over NumPy's default integer's range (int64; numpy_operands.h), a
** float or complex over double's range. */
static int32_t unknown_scalar(const promcast_call *call, const promcast_operand *operand,
                              numpy_operand_choices *choices) {
    int made;
    switch (operand->scalar.kind) {
    case PROMCAST_SCALAR_BOOL:
        made = add_bools(choices);
        break;
    case PROMCAST_SCALAR_INT:
        made = add(choices, PyLong_FromLong(0)) && add(choices, PyLong_FromLong(-1)) &&
               add(choices, PyLong_FromLongLong(INT64_MIN)) &&
               add(choices, PyLong_FromLongLong(INT64_MAX));
        break;
    case PROMCAST_SCALAR_FLOAT:
        made = add(choices, PyFloat_FromDouble(0.0)) && add(choices, PyFloat_FromDouble(DBL_MAX)) &&
               add(choices, PyFloat_FromDouble(HUGE_VAL)) && add(choices, PyFloat_FromDouble(NAN));
        break;
    default:
        made = add_complexes(choices, DBL_MAX);
        break;
    }
    return made ? PROMCAST_STATUS_OK : numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
}

int32_t numpy_operand_choices_make(const promcast_call *call, const promcast_operand *operand,
                                   int index, numpy_operand_choices *choices) {
    memset(choices, 0, sizeof *choices);
    int32_t status;
    switch (operand->category) {
    case PROMCAST_OPERAND_DIMENSIONED:
    case PROMCAST_OPERAND_ZERO_DIM:
        status = array_choices(call, operand, index, choices);
        break;
    case PROMCAST_OPERAND_SCALAR:
        if (operand->scalar.kind < PROMCAST_SCALAR_BOOL ||
            operand->scalar.kind > PROMCAST_SCALAR_COMPLEX) {
            status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                  "operand %d: unknown scalar kind %d", index,
                                  (int)operand->scalar.kind);
        } else {
            status = operand->scalar.has_value ? given_scalar(call, operand, index, choices)
                                               : unknown_scalar(call, operand, choices);
        }
        break;
    default:
        status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                              "operand %d: unknown category %d", index, (int)operand->category);
        break;
    }
    if (status != PROMCAST_STATUS_OK) numpy_operand_choices_clear(choices);
    return status;
}

void numpy_operand_choices_clear(numpy_operand_choices *choices) {
    for (int i = 0; i < choices->count; i++) Py_CLEAR(choices->objects[i]);
    choices->count = 0;
}
