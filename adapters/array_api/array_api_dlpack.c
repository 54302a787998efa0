/*
** array_api_dlpack.c: arrays in and out of the namespace (array_api_dlpack.h).
*/
#include "python_embed.h"

#include "array_api_dlpack.h"

#include <stdlib.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_status.h"
#include "array_api_errors.h"

/* ---- The exporter ---- */

/* One object: the header, then in its variable part the shape and
** strides (in elements, for DLPack; in bytes, for the buffer protocol) and
** the elements, row-major. */
typedef struct source {
    PyObject_VAR_HEAD
    DLDataType dtype;
    int32_t ndim;
    const char *format;     /* the buffer protocol's, or NULL */
    Py_ssize_t itemsize;
    Py_ssize_t nbytes;
    int64_t *shape;
    int64_t *strides;
    Py_ssize_t *buffer_shape;
    Py_ssize_t *buffer_strides;
    char *data;
    _Alignas(16) unsigned char storage[];
} source;

/* The DLManagedTensor a capsule carries: it keeps the exporter alive. */
static void source_export_deleter(DLManagedTensor *managed) {
    PyObject *owner = managed->manager_ctx;
    free(managed);
    /* Consumers may release a tensor from any thread (DLPack: "the deleter
    ** ... may be called from another thread"). */
    PyGILState_STATE gil = PyGILState_Ensure();
    Py_DECREF(owner);
    PyGILState_Release(gil);
}

/* A capsule nobody consumed still owns its tensor (DLPack's Python
** specification, "Consuming a capsule": a consumer renames it
** "used_dltensor"; the producer's destructor frees only a "dltensor"). */
static void source_capsule_destructor(PyObject *capsule) {
    if (!PyCapsule_IsValid(capsule, "dltensor")) return;
    DLManagedTensor *managed = PyCapsule_GetPointer(capsule, "dltensor");
    if (managed != NULL && managed->deleter != NULL) managed->deleter(managed);
}

/* __dlpack__(*, stream=None, max_version=None, dl_device=None, copy=None):
** every keyword is accepted and ignored (array_api_dlpack.h). */
static PyObject *source_dlpack(PyObject *self, PyObject *arguments, PyObject *keywords) {
    (void)arguments;
    (void)keywords;
    source *s = (source *)self;
    DLManagedTensor *managed = calloc(1, sizeof *managed);
    if (managed == NULL) return PyErr_NoMemory();
    managed->dl_tensor.data = s->data;
    managed->dl_tensor.device.device_type = kDLCPU;
    managed->dl_tensor.device.device_id = 0;
    managed->dl_tensor.ndim = s->ndim;
    managed->dl_tensor.dtype = s->dtype;
    managed->dl_tensor.shape = s->shape;
    managed->dl_tensor.strides = s->strides;
    managed->dl_tensor.byte_offset = 0;
    Py_INCREF(self);
    managed->manager_ctx = self;
    managed->deleter = source_export_deleter;
    PyObject *capsule = PyCapsule_New(managed, "dltensor", source_capsule_destructor);
    if (capsule == NULL) source_export_deleter(managed);
    return capsule;
}

static PyObject *source_dlpack_device(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    return Py_BuildValue("(ii)", (int)kDLCPU, 0);
}

static int source_getbuffer(PyObject *self, Py_buffer *view, int flags) {
    source *s = (source *)self;
    if (s->format == NULL) {
        PyErr_SetString(PyExc_BufferError, "this dtype has no buffer-protocol format");
        view->obj = NULL;
        return -1;
    }
    view->buf = s->data;
    view->obj = Py_NewRef(self);
    view->len = s->nbytes;
    view->readonly = 0;
    view->itemsize = s->itemsize;
    view->format = (flags & PyBUF_FORMAT) ? (char *)s->format : NULL;
    view->ndim = s->ndim;
    view->shape = (flags & PyBUF_ND) ? s->buffer_shape : NULL;
    view->strides = (flags & PyBUF_STRIDES) == PyBUF_STRIDES ? s->buffer_strides : NULL;
    view->suboffsets = NULL;
    view->internal = NULL;
    return 0;
}

static void source_dealloc(PyObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    type->tp_free(self);
    Py_DECREF(type); /* a heap type's instances own a reference to it */
}

PyObject *array_api_source_type_new(void) {
    static PyMethodDef methods[] = {
        {"__dlpack__", (PyCFunction)(void (*)(void))source_dlpack, METH_VARARGS | METH_KEYWORDS,
         "An unversioned DLPack capsule of the copy (keywords ignored)."},
        {"__dlpack_device__", source_dlpack_device, METH_NOARGS, "(kDLCPU, 0)."},
        {NULL, NULL, 0, NULL},
    };
    PyType_Slot slots[] = {
        {Py_tp_dealloc, (void *)source_dealloc},
        {Py_tp_methods, methods},
        {Py_bf_getbuffer, (void *)source_getbuffer},
        {Py_tp_doc, (void *)"promcast's copy of a tensor, offered by DLPack and the buffer protocol"},
        {0, NULL},
    };
    PyType_Spec spec = {"promcast.dlpack_source", sizeof(source), 1, Py_TPFLAGS_DEFAULT, slots};
    return PyType_FromSpec(&spec);
}

/* Copies n-dimensional elements between two layouts (strides in elements). */
static void copy_elements(const char *from, const int64_t *from_strides, char *into,
                          const int64_t *into_strides, int ndim, const int64_t *shape,
                          size_t itemsize) {
    int64_t count = 1;
    for (int d = 0; d < ndim; d++) count *= shape[d];
    if (count == 0) return;
    int64_t index[PROMCAST_MAX_RANK] = {0};
    int64_t from_offset = 0, into_offset = 0;
    for (int64_t n = 0; n < count; n++) {
        memcpy(into + into_offset * (int64_t)itemsize, from + from_offset * (int64_t)itemsize,
               itemsize);
        for (int d = ndim - 1; d >= 0; d--) {
            if (++index[d] < shape[d]) {
                from_offset += from_strides[d];
                into_offset += into_strides[d];
                break;
            }
            from_offset -= from_strides[d] * (shape[d] - 1);
            into_offset -= into_strides[d] * (shape[d] - 1);
            index[d] = 0;
        }
    }
}

static void row_major(int ndim, const int64_t *shape, int64_t *strides) {
    int64_t step = 1;
    for (int d = ndim - 1; d >= 0; d--) {
        strides[d] = step;
        step *= shape[d] > 0 ? shape[d] : 1;
    }
}

static int is_row_major(int ndim, const int64_t *shape, const int64_t *strides) {
    int64_t step = 1;
    for (int d = ndim - 1; d >= 0; d--) {
        if (shape[d] != 1 && strides[d] != step) return 0;
        step *= shape[d];
    }
    return 1;
}

void array_api_copy_strided(const DLTensor *from, DLTensor *into) {
    int64_t from_strides[PROMCAST_MAX_RANK], into_strides[PROMCAST_MAX_RANK];
    int ndim = from->ndim;
    if (from->strides) memcpy(from_strides, from->strides, (size_t)ndim * sizeof(int64_t));
    else row_major(ndim, from->shape, from_strides);
    if (into->strides) memcpy(into_strides, into->strides, (size_t)ndim * sizeof(int64_t));
    else row_major(ndim, into->shape, into_strides);
    size_t itemsize = (size_t)from->dtype.bits / 8;
    copy_elements((const char *)from->data + from->byte_offset, from_strides,
                  (char *)into->data + into->byte_offset, into_strides, ndim, from->shape,
                  itemsize);
}

PyObject *array_api_source_new(array_api_adapter *adapter, const DLTensor *tensor,
                               int dtype_index, int32_t *status, const promcast_call *call) {
    pc_array array;
    *status = adapter_array_from_dl(call, tensor, "an array", &array);
    if (*status != PROMCAST_STATUS_OK) return NULL;
    int ndim = array.shape.rank;
    int64_t count = 1;
    /* Saturating: sizes beyond int64 are refused below, not overflowed. */
    for (int d = 0; d < ndim; d++) {
        int64_t size = array.shape.dims[d];
        if (size == 0) {
            count = 0;
            break;
        }
        count = count > INT64_MAX / size ? INT64_MAX : count * size;
    }
    Py_ssize_t itemsize = tensor->dtype.bits / 8;
    if (count > (PY_SSIZE_T_MAX / 2) / itemsize) {
        *status = adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                               "a tensor of %lld elements is too large to copy",
                               (long long)count);
        return NULL;
    }
    Py_ssize_t header = (Py_ssize_t)(4 * (size_t)ndim * sizeof(int64_t));
    header = (header + 15) & ~(Py_ssize_t)15;
    Py_ssize_t nbytes = (Py_ssize_t)count * itemsize;
    PyTypeObject *type = (PyTypeObject *)adapter->source_type;
    source *s = (source *)type->tp_alloc(type, header + nbytes);
    if (s == NULL) {
        *status = array_api_error_status(call, ARRAY_API_IN_ANY);
        return NULL;
    }
    s->dtype = tensor->dtype;
    s->ndim = ndim;
    s->format = array_api_dtype_rows[dtype_index].format;
    s->itemsize = itemsize;
    s->nbytes = nbytes;
    s->shape = (int64_t *)s->storage;
    s->strides = s->shape + ndim;
    s->buffer_shape = (Py_ssize_t *)(s->strides + ndim);
    s->buffer_strides = s->buffer_shape + ndim;
    s->data = (char *)s->storage + header;
    memcpy(s->shape, array.shape.dims, (size_t)ndim * sizeof(int64_t));
    row_major(ndim, s->shape, s->strides);
    for (int d = 0; d < ndim; d++) {
        s->buffer_shape[d] = (Py_ssize_t)s->shape[d];
        s->buffer_strides[d] = (Py_ssize_t)(s->strides[d] * itemsize);
    }
    if (count > 0 && is_row_major(ndim, s->shape, array.strides))
        memcpy(s->data, array.data, (size_t)nbytes);
    else
        copy_elements(array.data, array.strides, s->data, s->strides, ndim, s->shape,
                      (size_t)itemsize);
    return (PyObject *)s;
}

int32_t array_api_array_in(array_api_adapter *adapter, const promcast_call *call,
                           const DLTensor *tensor, const char *role, int group,
                           PyObject **array) {
    *array = NULL;
    if (tensor == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: no tensor (NULL)", role);
    int index = array_api_dtype_index(tensor->dtype);
    if (index < 0 || adapter->dtypes[index].object == NULL)
        return adapter_fail(call, index < 0 ? PROMCAST_STATUS_INVALID_ARGUMENT
                                            : PROMCAST_STATUS_UNSUPPORTED,
                            "%s: the namespace has no %s", role,
                            index < 0 ? "such dtype" : array_api_dtype_rows[index].name);
    int32_t status;
    PyObject *exporter = array_api_source_new(adapter, tensor, index, &status, call);
    if (exporter == NULL) return status;
    if (adapter->dtypes[index].dlpack_in) {
        *array = PyObject_Vectorcall(adapter->makers[ARRAY_API_FROM_DLPACK], &exporter, 1, NULL);
    } else {
        PyObject *memory = PyMemoryView_FromObject(exporter);
        if (memory != NULL) {
            *array = PyObject_Vectorcall(adapter->makers[ARRAY_API_ASARRAY], &memory, 1, NULL);
            Py_DECREF(memory);
        }
    }
    Py_DECREF(exporter);
    return *array != NULL ? PROMCAST_STATUS_OK : array_api_error_status(call, group);
}

/* ---- Results ---- */

/* A tensor the runner can read: on the CPU, one lane of a dtype of the
** table, at most PROMCAST_MAX_RANK dimensions. */
static int check_tensor(const promcast_call *call, const DLTensor *tensor, int32_t *status) {
    if (tensor->device.device_type != kDLCPU && tensor->device.device_type != kDLCUDAHost) {
        *status = adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                               "the result is on DLPack device %d, not the CPU",
                               (int)tensor->device.device_type);
        return 0;
    }
    if (array_api_dtype_index(tensor->dtype) < 0 || tensor->ndim < 0 ||
        tensor->ndim > PROMCAST_MAX_RANK) {
        *status = adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                               "the result's DLPack tensor has dtype (code %d, bits %d, lanes %d) "
                               "and %d dimensions",
                               (int)tensor->dtype.code, (int)tensor->dtype.bits,
                               (int)tensor->dtype.lanes, (int)tensor->ndim);
        return 0;
    }
    return 1;
}

/* object.__dlpack__(), consumed. NULL with the Python exception pending. */
static DLManagedTensor *take_capsule(array_api_adapter *adapter, PyObject *object) {
    PyObject *capsule = PyObject_VectorcallMethod(
        adapter->dlpack_name, &object, 1 | PY_VECTORCALL_ARGUMENTS_OFFSET, NULL);
    if (capsule == NULL) return NULL;
    DLManagedTensor *managed = PyCapsule_GetPointer(capsule, "dltensor");
    if (managed != NULL && PyCapsule_SetName(capsule, "used_dltensor") != 0) managed = NULL;
    Py_DECREF(capsule);
    return managed;
}

/* A view of a Py_buffer (the memoryview keeps the exporter's buffer). */
typedef struct buffer_tensor {
    DLManagedTensor managed;
    PyObject *memory;
    int64_t shape[PROMCAST_MAX_RANK];
    int64_t strides[PROMCAST_MAX_RANK];
} buffer_tensor;

static void buffer_tensor_deleter(DLManagedTensor *managed) {
    buffer_tensor *tensor = managed->manager_ctx;
    PyGILState_STATE gil = PyGILState_Ensure();
    Py_DECREF(tensor->memory);
    PyGILState_Release(gil);
    free(tensor);
}

/* The memoryview's buffer as a tensor; 0 (no exception pending) when its
** format or strides are not ones a DLTensor carries. */
static int32_t buffer_out(const promcast_call *call, PyObject *memory, DLManagedTensor **out) {
    Py_buffer *view = PyMemoryView_GET_BUFFER(memory);
    int index = -1;
    const char *format = view->format ? view->format : "B";
    if (format[0] == '@' || format[0] == '=' || format[0] == '<') format++;
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT && index < 0; i++)
        if (array_api_dtype_rows[i].format && strcmp(array_api_dtype_rows[i].format, format) == 0)
            index = i;
    /* "l" and "L" are int64 and uint64 on LP64 Linux, as NumPy writes them. */
    if (index < 0 && (strcmp(format, "l") == 0 || strcmp(format, "L") == 0))
        index = array_api_dtype_index((DLDataType){format[0] == 'l' ? kDLInt : kDLUInt, 64, 1});
    if (index < 0 || view->ndim > PROMCAST_MAX_RANK || view->suboffsets != NULL ||
        view->itemsize != array_api_dtype_rows[index].dl.bits / 8)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "the result's buffer has format '%s', itemsize %zd: no dtype of "
                            "the table",
                            view->format ? view->format : "B", view->itemsize);
    buffer_tensor *tensor = calloc(1, sizeof *tensor);
    if (tensor == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory");
    for (int d = 0; d < view->ndim; d++) {
        tensor->shape[d] = view->shape ? view->shape[d] : view->len / view->itemsize;
        Py_ssize_t stride = view->strides ? view->strides[d] : 0;
        if (stride % view->itemsize != 0) {
            free(tensor);
            return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                                "the result's buffer has a stride of %zd bytes, not whole "
                                "elements of %zd",
                                stride, view->itemsize);
        }
        tensor->strides[d] = stride / view->itemsize;
    }
    Py_INCREF(memory);
    tensor->memory = memory;
    DLTensor *dl = &tensor->managed.dl_tensor;
    dl->data = view->buf;
    dl->device.device_type = kDLCPU;
    dl->ndim = view->ndim;
    dl->dtype = array_api_dtype_rows[index].dl;
    dl->shape = tensor->shape;
    dl->strides = view->strides ? tensor->strides : NULL;
    tensor->managed.manager_ctx = tensor;
    tensor->managed.deleter = buffer_tensor_deleter;
    *out = &tensor->managed;
    return PROMCAST_STATUS_OK;
}

/* The row of the result's dtype (result.dtype compared with the
** namespace's dtype objects), or -1. */
static int result_dtype(array_api_adapter *adapter, PyObject *result) {
    PyObject *dtype = PyObject_GetAttr(result, adapter->dtype_name);
    if (dtype == NULL) {
        PyErr_Clear();
        return -1;
    }
    int found = -1;
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT && found < 0; i++)
        if (adapter->dtypes[i].object == dtype) found = i;
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT && found < 0; i++) {
        if (adapter->dtypes[i].object == NULL) continue;
        int same = PyObject_RichCompareBool(adapter->dtypes[i].object, dtype, Py_EQ);
        if (same < 0) PyErr_Clear();
        if (same > 0) found = i;
    }
    Py_DECREF(dtype);
    return found;
}

/* The copy fallback: xp.astype(result, uint8) for bool, else
** xp.astype(result, its dtype), exported by DLPack. */
static int32_t copy_out(array_api_adapter *adapter, const promcast_call *call, PyObject *result,
                        int index, const char *refusal, DLManagedTensor **tensor) {
    int is_bool = index == adapter->bool_index;
    int target = is_bool ? adapter->uint8_index : index;
    PyObject *arguments[2] = {result, adapter->dtypes[target].object};
    PyObject *copy = arguments[1] ? PyObject_Vectorcall(adapter->makers[ARRAY_API_ASTYPE],
                                                        arguments, 2, NULL)
                                  : NULL;
    DLManagedTensor *managed = copy ? take_capsule(adapter, copy) : NULL;
    Py_XDECREF(copy);
    if (managed == NULL) {
        char reason[300];
        if (PyErr_Occurred()) python_exception_describe(reason, sizeof reason);
        else snprintf(reason, sizeof reason, "the namespace has no uint8");
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "the namespace exports the result neither by DLPack (%s) nor as a "
                            "copy (%s)",
                            refusal, reason);
    }
    if (is_bool) managed->dl_tensor.dtype = array_api_dtype_rows[adapter->bool_index].dl;
    int32_t status;
    if (!check_tensor(call, &managed->dl_tensor, &status)) {
        if (managed->deleter) managed->deleter(managed);
        return status;
    }
    *tensor = managed;
    return PROMCAST_STATUS_OK;
}

int32_t array_api_array_out(array_api_adapter *adapter, const promcast_call *call,
                            PyObject *result, int view, DLManagedTensor **tensor) {
    *tensor = NULL;
    int index = -2; /* not read yet */
    char refusal[300] = "";
    if (!adapter->every_dtype_out) {
        /* A dtype the namespace's DLPack refuses (found at open): straight
        ** to the fallbacks, without raising and formatting its refusal. */
        index = result_dtype(adapter, result);
        if (index >= 0 && !adapter->dtypes[index].dlpack_out)
            snprintf(refusal, sizeof refusal, "its __dlpack__ refuses %s",
                     array_api_dtype_rows[index].name);
    }
    if (refusal[0] == '\0') {
        DLManagedTensor *managed = take_capsule(adapter, result);
        if (managed != NULL) {
            int32_t status;
            if (check_tensor(call, &managed->dl_tensor, &status)) {
                *tensor = managed;
                return PROMCAST_STATUS_OK;
            }
            if (managed->deleter) managed->deleter(managed);
            return status;
        }
        python_exception_describe(refusal, sizeof refusal);
    }
    PyObject *memory = PyMemoryView_FromObject(result);
    if (memory == NULL) {
        /* The array's own __array__ (NumPy's array protocol, which
        ** numpy.array_api's Array has: np.asarray of its ndarray, strides
        ** and all) and that object's buffer: views NumPy 1.24's DLPack
        ** refuses as read-only. */
        PyErr_Clear();
        PyObject *host = PyObject_CallMethodNoArgs(result, adapter->array_name);
        memory = host ? PyMemoryView_FromObject(host) : NULL;
        Py_XDECREF(host);
    }
    if (memory != NULL) {
        int32_t status = buffer_out(call, memory, tensor);
        Py_DECREF(memory);
        return status;
    }
    PyErr_Clear();
    if (view)
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                            "the namespace exports this view neither by DLPack (%s) nor by the "
                            "buffer protocol (of the array or of its __array__), and a copy "
                            "would lose its strides",
                            refusal);
    if (!PyObject_HasAttr(result, adapter->dtype_name))
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "the namespace answered a Python %s, not an array",
                            Py_TYPE(result)->tp_name);
    if (index == -2) index = result_dtype(adapter, result);
    if (index < 0)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "the result (%s) has no dtype of the namespace, and its DLPack "
                            "export failed: %s",
                            Py_TYPE(result)->tp_name, refusal);
    return copy_out(adapter, call, result, index, refusal, tensor);
}
