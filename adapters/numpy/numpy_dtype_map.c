/*
** numpy_dtype_map.c: the dtype table (numpy_dtype_map.h).
*/
#include "numpy_api.h"

#include "numpy_dtype_map.h"

#include <stdio.h>

#include "adapter_dtype.h"
#include "adapter_status.h"
#include "numpy_errors.h"

/* NumPy's dtypes: promcast's, NumPy's type number, and NumPy's kind
** character and item size, which identify it (numpy/core/include/numpy/
** ndarraytypes.h, NPY_TYPES and NPY_TYPEKINDCHAR). */
static const struct {
    pc_dtype dtype;
    int typenum;
    char kind;
    int size;
} numpy_dtypes[] = {
    {PC_BOOL, NPY_BOOL, 'b', 1},
    {PC_INT8, NPY_INT8, 'i', 1},
    {PC_INT16, NPY_INT16, 'i', 2},
    {PC_INT32, NPY_INT32, 'i', 4},
    {PC_INT64, NPY_INT64, 'i', 8},
    {PC_UINT8, NPY_UINT8, 'u', 1},
    {PC_UINT16, NPY_UINT16, 'u', 2},
    {PC_UINT32, NPY_UINT32, 'u', 4},
    {PC_UINT64, NPY_UINT64, 'u', 8},
    {PC_FLOAT16, NPY_FLOAT16, 'f', 2},
    {PC_FLOAT32, NPY_FLOAT32, 'f', 4},
    {PC_FLOAT64, NPY_FLOAT64, 'f', 8},
    {PC_COMPLEX64, NPY_COMPLEX64, 'c', 8},
    {PC_COMPLEX128, NPY_COMPLEX128, 'c', 16},
};

_Static_assert(sizeof numpy_dtypes / sizeof numpy_dtypes[0] == NUMPY_DTYPE_COUNT,
               "NUMPY_DTYPE_COUNT must count the table");

void numpy_dtype_list(DLDataType list[NUMPY_DTYPE_COUNT]) {
    for (size_t i = 0; i < NUMPY_DTYPE_COUNT; i++) list[i] = abi_dl_dtype(numpy_dtypes[i].dtype);
}

int numpy_typenum_of(pc_dtype dtype, int *typenum) {
    for (size_t i = 0; i < NUMPY_DTYPE_COUNT; i++) {
        if (numpy_dtypes[i].dtype == dtype) {
            *typenum = numpy_dtypes[i].typenum;
            return 1;
        }
    }
    return 0;
}

int numpy_dtype_of_descr(const PyArray_Descr *descr, pc_dtype *dtype) {
    /* '=' native, '|' not applicable (one byte); '<' or '>' only when it
    ** names the native order, which NumPy normalises to '=' (descriptor.c). */
    if (descr->byteorder != '=' && descr->byteorder != '|') return 0;
    for (size_t i = 0; i < NUMPY_DTYPE_COUNT; i++) {
        if (numpy_dtypes[i].kind == descr->kind && numpy_dtypes[i].size == descr->elsize) {
            *dtype = numpy_dtypes[i].dtype;
            return 1;
        }
    }
    return 0;
}

int32_t numpy_descr_from_dl(const promcast_call *call, DLDataType dl, const char *role,
                            PyArray_Descr **descr) {
    pc_dtype dtype;
    int32_t status = adapter_dtype_from_dl(call, dl, role, &dtype);
    if (status != PROMCAST_STATUS_OK) return status;
    int typenum;
    if (!numpy_typenum_of(dtype, &typenum))
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED, "NumPy has no %s (%s)",
                            pc_dtype_name(dtype), role);
    *descr = PyArray_DescrFromType(typenum);
    return *descr != NULL ? PROMCAST_STATUS_OK : numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
}

int32_t numpy_dl_from_descr(const promcast_call *call, PyObject *object, const char *what,
                            DLDataType *dl) {
    pc_dtype dtype;
    if (PyArray_DescrCheck(object) && numpy_dtype_of_descr((PyArray_Descr *)object, &dtype)) {
        *dl = abi_dl_dtype(dtype);
        return PROMCAST_STATUS_OK;
    }
    PyObject *shown = PyObject_Repr(object);
    const char *text = shown != NULL ? PyUnicode_AsUTF8(shown) : NULL;
    if (text == NULL) PyErr_Clear();
    adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                 "%s is %s, which is none of promcast's 18 dtypes", what,
                 text ? text : "an object that cannot be printed");
    Py_XDECREF(shown);
    return PROMCAST_STATUS_INTERNAL_ERROR;
}
