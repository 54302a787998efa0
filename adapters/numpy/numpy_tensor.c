/*
** numpy_tensor.c: DLPack tensors <-> ndarrays (numpy_tensor.h).
*/
#include "numpy_api.h"

#include "numpy_tensor.h"

#include <stdlib.h>

#include "adapter_array.h"
#include "adapter_status.h"
#include "numpy_dtype_map.h"
#include "numpy_errors.h"

int32_t numpy_array_from_dl(const promcast_call *call, const DLTensor *tensor, const char *role,
                            int writable, PyObject **array) {
    *array = NULL;
    pc_array view;  /* the tensor checked: CPU, one of the 18, strides >= 0 */
    int32_t status = adapter_array_from_dl(call, tensor, role, &view);
    if (status != PROMCAST_STATUS_OK) return status;
    int typenum;
    if (!numpy_typenum_of(view.dtype, &typenum))
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED, "NumPy has no %s (%s)",
                            pc_dtype_name(view.dtype), role);
    if (view.shape.rank > NPY_MAXDIMS)
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                            "%s has %d dimensions; NumPy arrays have at most %d (NPY_MAXDIMS)",
                            role, (int)view.shape.rank, NPY_MAXDIMS);
    npy_intp dims[NPY_MAXDIMS], strides[NPY_MAXDIMS];
    npy_intp element = (npy_intp)pc_dtype_size(view.dtype);
    /* An array without elements has no strides worth keeping: NumPy makes
    ** its own, and its constructor is the one to refuse sizes past its
    ** limit ("array is too big", multiarray/ctors.c), as it does for any
    ** array the library makes. */
    int empty = 0;
    for (int d = 0; d < view.shape.rank; d++) empty |= view.shape.dims[d] == 0;
    for (int d = 0; d < view.shape.rank; d++) {
        if (!empty && view.strides[d] > NPY_MAX_INTP / element)
            return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                "%s: stride %lld elements on dimension %d overflows bytes", role,
                                (long long)view.strides[d], d);
        dims[d] = (npy_intp)view.shape.dims[d];
        strides[d] = (npy_intp)view.strides[d] * element;  /* NumPy counts bytes */
    }
    PyArray_Descr *descr = PyArray_DescrFromType(typenum);
    if (descr == NULL) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    /* Data NULL (an empty tensor may have none) makes NumPy allocate its
    ** own empty buffer, which is equally right for no elements. */
    PyObject *wrapped = PyArray_NewFromDescr(&PyArray_Type, descr, view.shape.rank, dims,
                                             empty ? NULL : strides, view.data,
                                             writable ? NPY_ARRAY_WRITEABLE : 0, NULL);
    if (wrapped == NULL) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    /* Contiguity and alignment from the strides and the pointer, as NumPy
    ** computes them for any array (flagsobject.c, PyArray_UpdateFlags). */
    PyArray_UpdateFlags((PyArrayObject *)wrapped, NPY_ARRAY_UPDATE_ALL);
    *array = wrapped;
    return PROMCAST_STATUS_OK;
}

/* The DLManagedTensor and the shape and strides it points to, one block. */
typedef struct numpy_managed_tensor {
    DLManagedTensor managed;  /* first: the runner's pointer is the block's */
    int64_t shape[NPY_MAXDIMS];
    int64_t strides[NPY_MAXDIMS];
} numpy_managed_tensor;

static void numpy_managed_tensor_delete(DLManagedTensor *self) {
    /* The runner calls this from the thread it calls the adapter from,
    ** which holds the GIL; Ensure makes that an invariant, not a hope. */
    PyGILState_STATE gil = PyGILState_Ensure();
    Py_XDECREF((PyObject *)self->manager_ctx);
    PyGILState_Release(gil);
    free(self);
}

/* INTERNAL_ERROR naming a result that is neither an ndarray nor a NumPy
** scalar. */
static int32_t not_an_array(const promcast_call *call, PyObject *result) {
    PyObject *shown = PyObject_Repr(result);
    const char *text = shown != NULL ? PyUnicode_AsUTF8(shown) : NULL;
    if (text == NULL) PyErr_Clear();
    adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                 "NumPy's result is %.100s, a Python %s, not an ndarray or a NumPy scalar "
                 "(an object-dtype loop's element)",
                 text ? text : "an object that cannot be printed", Py_TYPE(result)->tp_name);
    Py_XDECREF(shown);
    return PROMCAST_STATUS_INTERNAL_ERROR;
}

int32_t numpy_array_to_dl(const promcast_call *call, PyObject *result, DLManagedTensor **tensor) {
    *tensor = NULL;
    /* A NumPy scalar becomes a 0-d array of its dtype; an ndarray itself.
    ** Anything else is refused, not converted: a ufunc's object loop
    ** returns its 0-d answer as the Python object itself (legacy
    ** np.add(0-d int8, 2**70) is a Python int), whose dtype a conversion
    ** would invent. */
    if (!PyArray_Check(result) && !PyArray_IsScalar(result, Generic))
        return not_an_array(call, result);
    PyObject *object = result;
    if (PyArray_Check(result))
        Py_INCREF(object);
    else
        object = PyArray_FROM_O(result);
    if (object == NULL) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    PyArrayObject *array = (PyArrayObject *)object;
    DLDataType dtype;
    int32_t status = numpy_dl_from_descr(call, (PyObject *)PyArray_DESCR(array),
                                         "the dtype of NumPy's result", &dtype);
    if (status != PROMCAST_STATUS_OK) {
        Py_DECREF(object);
        return status;
    }
    int ndim = PyArray_NDIM(array);
    npy_intp element = PyArray_ITEMSIZE(array);
    const npy_intp *dims = PyArray_DIMS(array), *strides = PyArray_STRIDES(array);
    numpy_managed_tensor *block = calloc(1, sizeof *block);
    if (block == NULL) {
        Py_DECREF(object);
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory for a tensor");
    }
    for (int d = 0; d < ndim; d++) {
        if (strides[d] < 0 || strides[d] % element != 0) {
            Py_DECREF(object);
            free(block);
            return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                                "NumPy's result has stride %lld bytes on dimension %d, not a "
                                "non-negative whole number of %lld-byte elements",
                                (long long)strides[d], d, (long long)element);
        }
        block->shape[d] = dims[d];
        block->strides[d] = strides[d] / element;  /* DLPack counts elements */
    }
    DLTensor *t = &block->managed.dl_tensor;
    t->data = PyArray_DATA(array);
    t->device.device_type = kDLCPU;
    t->device.device_id = 0;
    t->ndim = ndim;
    t->dtype = dtype;
    t->shape = block->shape;
    t->strides = block->strides;
    t->byte_offset = 0;
    block->managed.manager_ctx = object;  /* the reference the deleter drops */
    block->managed.deleter = numpy_managed_tensor_delete;
    *tensor = &block->managed;
    return PROMCAST_STATUS_OK;
}
