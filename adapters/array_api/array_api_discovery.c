/*
** array_api_discovery.c: opening a namespace and learning what it has
** (array_api_adapter.h, README.md "What the adapter learns at open").
*/
#include "python_embed.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array_api_adapter.h"
#include "array_api_dlpack.h"
#include "array_api_tables.h"

#ifndef PROMCAST_ARRAY_API_PYTHON
#error "PROMCAST_ARRAY_API_PYTHON (the interpreter whose namespaces are tested) must be defined"
#endif

/* The versions of the standard a profile exists for (docs/profiles/array-api.md). */
static const char *const known_versions[] = {"2021.12", "2022.12", "2023.12", "2024.12",
                                             "2025.12"};

/* Writes "<what>: Type: text" for the pending exception; returns 0. */
static int fail(const char *what, char *message, size_t message_size) {
    char exception[400];
    python_exception_describe(exception, sizeof exception);
    snprintf(message, message_size, "%s: %s", what, exception);
    return 0;
}

/* Library warnings (numpy.array_api's "still experimental" at import,
** NumPy's RuntimeWarnings of overflow) do not change an outcome and would
** be printed on the worker's stderr: they are ignored, as the NumPy
** adapter ignores them. */
static int silence_warnings(char *message, size_t message_size) {
    PyObject *warnings = PyImport_ImportModule("warnings");
    PyObject *done = warnings ? PyObject_CallMethod(warnings, "simplefilter", "s", "ignore") : NULL;
    Py_XDECREF(warnings);
    if (done == NULL) return fail("cannot silence Python's warnings", message, message_size);
    Py_DECREF(done);
    return 1;
}

/* Prepends the directories of `list` (':'-separated) to sys.path, the last
** one first so that they keep their order. */
static int prepend_paths(const char *list, char *message, size_t message_size) {
    if (list == NULL || list[0] == '\0') return 1;
    PyObject *text = PyUnicode_FromString(list);
    PyObject *colon = PyUnicode_FromString(":");
    PyObject *parts = text && colon ? PyUnicode_Split(text, colon, -1) : NULL;
    Py_XDECREF(text);
    Py_XDECREF(colon);
    PyObject *path = PySys_GetObject("path"); /* borrowed */
    if (parts == NULL || path == NULL || !PyList_Check(path)) {
        Py_XDECREF(parts);
        return fail("cannot extend sys.path", message, message_size);
    }
    for (Py_ssize_t i = PyList_GET_SIZE(parts) - 1; i >= 0; i--) {
        PyObject *entry = PyList_GET_ITEM(parts, i);
        /* Once: an adapter opened again in this process finds it there. */
        int present = PySequence_Contains(path, entry);
        if (PyUnicode_GET_LENGTH(entry) > 0 && present == 0 && PyList_Insert(path, 0, entry) != 0)
            present = -1;
        if (present < 0) {
            Py_DECREF(parts);
            return fail("cannot extend sys.path", message, message_size);
        }
    }
    Py_DECREF(parts);
    return 1;
}

/* The namespace: x.__array_namespace__() of an array the module makes
** (module.asarray(0)), when arrays offer it ("Python API Specification:
** __array_namespace__"); else the module itself. */
static PyObject *find_namespace(PyObject *module) {
    PyObject *asarray = PyObject_GetAttrString(module, "asarray");
    PyObject *array = asarray ? PyObject_CallFunction(asarray, "i", 0) : NULL;
    Py_XDECREF(asarray);
    PyObject *method = array ? PyObject_GetAttrString(array, "__array_namespace__") : NULL;
    PyObject *namespace_ = method ? PyObject_CallNoArgs(method) : NULL;
    Py_XDECREF(method);
    Py_XDECREF(array);
    PyErr_Clear();
    if (namespace_ != NULL) return namespace_;
    Py_INCREF(module);
    return module;
}

/* attribute `name` of `object`, or NULL without an exception pending. */
static PyObject *optional_attribute(PyObject *object, const char *name) {
    PyObject *value = PyObject_GetAttrString(object, name);
    if (value == NULL) PyErr_Clear();
    return value;
}

/* str(object) into text. */
static void text_of(PyObject *object, char *text, size_t size) {
    PyObject *string = object ? PyObject_Str(object) : NULL;
    const char *utf8 = string ? PyUnicode_AsUTF8(string) : NULL;
    snprintf(text, size, "%s", utf8 ? utf8 : "?");
    if (utf8 == NULL) PyErr_Clear();
    Py_XDECREF(string);
}

/* The dtypes: __array_namespace_info__().dtypes() where the namespace
** has it ("Inspection API", 2023.12), else the standard's names probed
** one by one; float16 and bfloat16, which the standard does not name, by
** attribute either way. Also default_dtypes(), for the library's text. */
static void find_dtypes(array_api_adapter *adapter, PyObject *xp) {
    PyObject *info_function = optional_attribute(xp, "__array_namespace_info__");
    PyObject *info = info_function ? PyObject_CallNoArgs(info_function) : NULL;
    PyObject *listed = info ? PyObject_CallMethod(info, "dtypes", NULL) : NULL;
    PyObject *defaults = info ? PyObject_CallMethod(info, "default_dtypes", NULL) : NULL;
    PyErr_Clear();
    if (listed != NULL && !PyDict_Check(listed)) Py_CLEAR(listed);
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT; i++) {
        const char *name = array_api_dtype_rows[i].name;
        int standard = strcmp(name, "float16") != 0 && strcmp(name, "bfloat16") != 0;
        PyObject *dtype = NULL;
        if (listed != NULL && standard) {
            dtype = PyDict_GetItemString(listed, name); /* borrowed */
            Py_XINCREF(dtype);
        } else {
            dtype = optional_attribute(xp, name);
        }
        adapter->dtypes[i].object = dtype;
    }
    if (defaults != NULL && PyDict_Check(defaults)) {
        PyObject *key, *value;
        Py_ssize_t position = 0;
        size_t used = 0;
        while (PyDict_Next(defaults, &position, &key, &value) && used < sizeof adapter->default_dtypes) {
            char k[48], v[48];
            text_of(key, k, sizeof k);
            text_of(value, v, sizeof v);
            used += (size_t)snprintf(adapter->default_dtypes + used,
                                     sizeof adapter->default_dtypes - used, "%s%s %s",
                                     used ? ", " : "", k, v);
        }
    }
    Py_XDECREF(defaults);
    Py_XDECREF(listed);
    Py_XDECREF(info);
    Py_XDECREF(info_function);
}

/* For each dtype: the arrays result_type is asked about, and whether
** DLPack carries it in and out (array_api_dlpack.h: the fallbacks). */
static void probe_dtypes(array_api_adapter *adapter) {
    PyObject *zeros = adapter->makers[ARRAY_API_ZEROS];
    adapter->every_dtype_out = 1;
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT; i++) {
        array_api_dtype *dtype = &adapter->dtypes[i];
        if (dtype->object == NULL) continue;
        if (zeros != NULL) {
            PyObject *keywords = Py_BuildValue("{s:O}", "dtype", dtype->object);
            PyObject *one = Py_BuildValue("((i))", 1);
            PyObject *zero_shape = Py_BuildValue("(())");
            dtype->zero_dim = keywords && zero_shape ? PyObject_Call(zeros, zero_shape, keywords) : NULL;
            dtype->one_dim = keywords && one ? PyObject_Call(zeros, one, keywords) : NULL;
            Py_XDECREF(keywords);
            Py_XDECREF(one);
            Py_XDECREF(zero_shape);
            PyErr_Clear();
        }
        int64_t size = 1;
        unsigned char element[16] = {0};
        DLTensor tensor = {element, {kDLCPU, 0}, 1, array_api_dtype_rows[i].dl, &size, NULL, 0};
        int32_t status;
        promcast_call call;
        char message[PROMCAST_MESSAGE_MIN_SIZE];
        memset(&call, 0, sizeof call);
        call.message = message;
        call.message_size = sizeof message;
        PyObject *exporter = array_api_source_new(adapter, &tensor, i, &status, &call);
        PyObject *made = exporter && adapter->makers[ARRAY_API_FROM_DLPACK]
                             ? PyObject_CallOneArg(adapter->makers[ARRAY_API_FROM_DLPACK], exporter)
                             : NULL;
        dtype->dlpack_in = made != NULL;
        Py_XDECREF(made);
        Py_XDECREF(exporter);
        PyErr_Clear();
        PyObject *capsule = dtype->one_dim
                                ? PyObject_CallMethod(dtype->one_dim, "__dlpack__", NULL)
                                : NULL;
        DLManagedTensor *managed = capsule ? PyCapsule_GetPointer(capsule, "dltensor") : NULL;
        if (managed != NULL && PyCapsule_SetName(capsule, "used_dltensor") == 0) {
            dtype->dlpack_out = 1;
            if (managed->deleter) managed->deleter(managed);
        }
        Py_XDECREF(capsule);
        PyErr_Clear();
        if (!dtype->dlpack_out) adapter->every_dtype_out = 0;
    }
}

/* The library is the module ("numpy.array_api"): what skip reasons name.
** Its version is the top package's, with what the namespace declares:
** "1.24.2 (numpy), Array API 2021.12", so a report's title reads
** "numpy.array_api 1.24.2 (numpy), Array API 2021.12". */
static void describe_library(array_api_adapter *adapter, const char *module_name) {
    char top[128];
    snprintf(top, sizeof top, "%s", module_name);
    char *dot = strchr(top, '.');
    if (dot) *dot = '\0';
    PyObject *package = PyImport_ImportModule(top);
    PyObject *version = package ? optional_attribute(package, "__version__") : NULL;
    PyErr_Clear();
    char package_version[64];
    if (version != NULL)
        text_of(version, package_version, sizeof package_version);
    else
        snprintf(package_version, sizeof package_version, "version unknown");
    Py_XDECREF(version);
    Py_XDECREF(package);
    int known = 0;
    for (size_t i = 0; i < sizeof known_versions / sizeof known_versions[0]; i++)
        known |= strcmp(adapter->version, known_versions[i]) == 0;
    if (known)
        snprintf(adapter->profile, sizeof adapter->profile, "array-api@%.20s", adapter->version);
    else
        snprintf(adapter->profile, sizeof adapter->profile, "array-api");
    char declared[96];
    if (adapter->version[0] == '\0')
        snprintf(declared, sizeof declared, "declares no __array_api_version__");
    else if (known)
        snprintf(declared, sizeof declared, "Array API %s", adapter->version);
    else
        snprintf(declared, sizeof declared, "declares Array API version '%.40s', not one known",
                 adapter->version);
    snprintf(adapter->library, sizeof adapter->library, "%.200s", module_name);
    snprintf(adapter->library_version, sizeof adapter->library_version, "%.40s (%.60s), %.95s%s%.160s",
             package_version, top, declared, adapter->default_dtypes[0] ? "; defaults: " : "",
             adapter->default_dtypes);
}

/* The op list (array_api_tables.h): every op whose function the namespace
** has, the in-place form of each element-wise one with it. */
static int fill_ops(array_api_adapter *adapter) {
    int count = 0;
    int int8 = array_api_dtype_index((DLDataType){kDLInt, 8, 1});
    for (int i = 0; i < ARRAY_API_OP_COUNT; i++) {
        const array_api_op_row *row = &array_api_op_rows[i];
        int has = adapter->functions[i] != NULL;
        if (row->form == ARRAY_API_INPLACE_SHAPES) has = has && adapter->dtypes[int8].object != NULL;
        if (!has) continue;
        adapter->ops[count++] = row->op;
        if (row->form == ARRAY_API_ELEMENTWISE) adapter->ops[count++] = row->op | PROMCAST_OP_INPLACE;
    }
    return count;
}

static void fill_table(array_api_adapter *adapter) {
    int claimed = 0;
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT; i++)
        if (adapter->dtypes[i].object != NULL)
            adapter->claimed_dtypes[claimed++] = array_api_dtype_rows[i].dl;
    promcast_adapter *table = &adapter->table;
    table->abi_major = PROMCAST_ADAPTER_ABI_MAJOR;
    table->abi_minor = PROMCAST_ADAPTER_ABI_MINOR;
    table->size = sizeof(promcast_adapter);
    table->name = "array-api";
    table->library = adapter->library;
    table->library_version = adapter->library_version;
    table->profile = adapter->profile;
    table->dtypes = adapter->claimed_dtypes;
    table->dtype_count = claimed;
    table->ops = adapter->ops;
    table->op_count = fill_ops(adapter);
    table->state = adapter;
    table->broadcast_shapes = array_api_broadcast_shapes;
    table->broadcast_to = array_api_broadcast_to;
    table->inplace_broadcast = array_api_inplace_broadcast;
    table->promote_types = array_api_promote_types;
    table->result_type = array_api_result_type;
    table->can_cast = array_api_can_cast;
    table->elementwise = array_api_elementwise;
    table->elementwise_inplace = array_api_elementwise_inplace;
    table->close = array_api_adapter_close;
    table->array_function = array_api_array_function;
}

static int open_namespace(array_api_adapter *adapter, const char *module_name, const char *path,
                          char *message, size_t message_size) {
    if (!python_embed_start(PROMCAST_ARRAY_API_PYTHON, message, message_size)) return 0;
    if (!silence_warnings(message, message_size)) return 0;
    /* The interpreter is isolated (python_embed.c), so PYTHONPATH is read
    ** here: path= first, then PYTHONPATH, then the interpreter's own. */
    if (!prepend_paths(getenv("PYTHONPATH"), message, message_size) ||
        !prepend_paths(path, message, message_size))
        return 0;
    adapter->module = PyImport_ImportModule(module_name);
    if (adapter->module == NULL) {
        char what[200];
        snprintf(what, sizeof what, "module=%s: cannot import %s into %s", module_name,
                 module_name, PROMCAST_ARRAY_API_PYTHON);
        return fail(what, message, message_size);
    }
    adapter->namespace_ = find_namespace(adapter->module);
    PyObject *xp = adapter->namespace_;
    PyObject *version = optional_attribute(xp, "__array_api_version__");
    if (version != NULL && PyUnicode_Check(version))
        text_of(version, adapter->version, sizeof adapter->version);
    Py_XDECREF(version);
    static const char *const maker_names[ARRAY_API_MAKER_COUNT] = {"from_dlpack", "asarray",
                                                                     "astype", "zeros"};
    for (int i = 0; i < ARRAY_API_MAKER_COUNT; i++)
        adapter->makers[i] = optional_attribute(xp, maker_names[i]);
    /* from_dlpack may be missing (the buffer fallback then carries every
    ** dtype in); asarray may not: it makes the in-place destinations. */
    if (adapter->makers[ARRAY_API_ASARRAY] == NULL) {
        snprintf(message, message_size,
                 "module=%s: its namespace has no asarray, which the adapter makes arrays with",
                 module_name);
        return 0;
    }
    for (int i = 0; i < ARRAY_API_OP_COUNT; i++)
        adapter->functions[i] = optional_attribute(xp, array_api_op_rows[i].function);
    adapter->source_type = array_api_source_type_new();
    adapter->dlpack_name = PyUnicode_InternFromString("__dlpack__");
    adapter->dtype_name = PyUnicode_InternFromString("dtype");
    adapter->array_name = PyUnicode_InternFromString("__array__");
    adapter->axis_keyword = Py_BuildValue("(s)", "axis");
    adapter->dtype_keyword = Py_BuildValue("(s)", "dtype");
    adapter->copy_keyword = Py_BuildValue("(s)", "copy");
    if (!adapter->source_type || !adapter->dlpack_name || !adapter->dtype_name || !adapter->array_name || !adapter->axis_keyword ||
        !adapter->dtype_keyword || !adapter->copy_keyword)
        return fail("cannot set up the adapter's Python objects", message, message_size);
    find_dtypes(adapter, xp);
    adapter->bool_index = array_api_dtype_index((DLDataType){PROMCAST_DL_BOOL, 8, 1});
    adapter->uint8_index = array_api_dtype_index((DLDataType){kDLUInt, 8, 1});
    probe_dtypes(adapter);
    describe_library(adapter, module_name);
    return 1;
}

array_api_adapter *array_api_adapter_open(const char *module_name, const char *path,
                                          char *message, size_t message_size) {
    array_api_adapter *adapter = calloc(1, sizeof *adapter);
    if (adapter == NULL) {
        snprintf(message, message_size, "out of memory");
        return NULL;
    }
    if (!open_namespace(adapter, module_name, path, message, message_size)) {
        array_api_adapter_close(adapter);
        return NULL;
    }
    fill_table(adapter);
    return adapter;
}

void array_api_adapter_close(void *state) {
    array_api_adapter *adapter = state;
    if (adapter == NULL) return;
    if (Py_IsInitialized()) {
        Py_XDECREF(adapter->module);
        Py_XDECREF(adapter->namespace_);
        Py_XDECREF(adapter->source_type);
        Py_XDECREF(adapter->dlpack_name);
        Py_XDECREF(adapter->dtype_name);
        Py_XDECREF(adapter->array_name);
        Py_XDECREF(adapter->axis_keyword);
        Py_XDECREF(adapter->dtype_keyword);
        Py_XDECREF(adapter->copy_keyword);
        for (int i = 0; i < ARRAY_API_MAKER_COUNT; i++) Py_XDECREF(adapter->makers[i]);
        for (int i = 0; i < ARRAY_API_OP_COUNT; i++) Py_XDECREF(adapter->functions[i]);
        for (int i = 0; i < ARRAY_API_DTYPE_COUNT; i++) {
            Py_XDECREF(adapter->dtypes[i].object);
            Py_XDECREF(adapter->dtypes[i].zero_dim);
            Py_XDECREF(adapter->dtypes[i].one_dim);
        }
    }
    free(adapter);
}
