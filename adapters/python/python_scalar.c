/*
** python_scalar.c: promcast_scalar -> Python scalar (python_scalar.h).
*/
#include "python_embed.h"

#include "python_scalar.h"

#include <string.h>

#include "adapter_status.h"

/* Whether `text` is an optional sign and one or more decimal digits: the
** ABI's "decimal text" (promcast_scalar.text). PyLong_FromString alone
** would also take Python's literal spellings, "1_000" and surrounding
** whitespace (PEP 515), which the ABI does not allow. */
static int is_decimal(const char *text) {
    if (*text == '-' || *text == '+') text++;
    if (*text == '\0') return 0;
    for (; *text != '\0'; text++)
        if (*text < '0' || *text > '9') return 0;
    return 1;
}

static int32_t bool_object(const promcast_call *call, const char *text, const char *role,
                           PyObject **object) {
    if (text == NULL || (strcmp(text, "True") != 0 && strcmp(text, "False") != 0))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: a bool scalar's text is '%s', not True or False", role,
                            text ? text : "(null)");
    *object = text[0] == 'T' ? Py_True : Py_False;
    Py_INCREF(*object);
    return PROMCAST_STATUS_OK;
}

static int32_t int_object(const promcast_call *call, const char *text, const char *role,
                          python_failure fail, PyObject **object) {
    if (text == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: an int scalar with a value but no text", role);
    if (!is_decimal(text))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: an int scalar's text '%.80s' is not decimal digits with an "
                            "optional sign",
                            role, text);
    /* Arbitrary precision (Objects/longobject.c): 2**64 stays 2**64. */
    *object = PyLong_FromString(text, NULL, 10);
    if (*object != NULL) return PROMCAST_STATUS_OK;
    if (!PyErr_ExceptionMatches(PyExc_ValueError)) return fail(call);
    /* Decimal text Python refuses: more digits than CPython 3.11 converts
    ** ("Exceeds the limit (4300 digits) for integer string conversion",
    ** sys.int_info.default_max_str_digits, CVE-2020-10735). A Python
    ** program cannot write that int as a literal either: a limit of the
    ** interpreter, not an answer of the library's. */
    char reason[200];
    python_exception_describe(reason, sizeof reason);
    return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "%s: an int of %zu characters Python will not read: %s", role,
                        strlen(text), reason);
}

int32_t python_scalar_object(const promcast_call *call, const promcast_scalar *scalar,
                             const char *role, python_failure fail, PyObject **object) {
    *object = NULL;
    if (!scalar->has_value)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: a scalar without a value", role);
    switch (scalar->kind) {
    case PROMCAST_SCALAR_BOOL:
        return bool_object(call, scalar->text, role, object);
    case PROMCAST_SCALAR_INT:
        return int_object(call, scalar->text, role, fail, object);
    case PROMCAST_SCALAR_FLOAT:
        *object = PyFloat_FromDouble(scalar->real);
        break;
    case PROMCAST_SCALAR_COMPLEX:
        *object = PyComplex_FromDoubles(scalar->real, scalar->imag);
        break;
    default:
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: unknown scalar kind %d (bool 0, int 1, float 2, complex 3)",
                            role, (int)scalar->kind);
    }
    return *object != NULL ? PROMCAST_STATUS_OK : fail(call);
}
