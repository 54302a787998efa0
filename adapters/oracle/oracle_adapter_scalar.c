/*
** oracle_adapter_scalar.c: a Python-style scalar of the ABI
** (promcast_scalar) as the oracle's operand (pc_operand, pc_scalar_value),
** for result_type and for the element-wise ops' scalar operands.
*/
#include <stdlib.h>
#include <string.h>

#include "adapter_status.h"
#include "oracle_adapter.h"

#define SAME_VALUE(pc, promcast) \
    _Static_assert((int)(pc) == (int)(promcast), #pc " must equal " #promcast)
SAME_VALUE(PC_SCALAR_BOOL, PROMCAST_SCALAR_BOOL);
SAME_VALUE(PC_SCALAR_INT, PROMCAST_SCALAR_INT);
SAME_VALUE(PC_SCALAR_FLOAT, PROMCAST_SCALAR_FLOAT);
SAME_VALUE(PC_SCALAR_COMPLEX, PROMCAST_SCALAR_COMPLEX);

/* A Python int's decimal text ("-300", "18446744073709551616") as the
** oracle's sign, magnitude and beyond-64-bits flag, and `real`, the
** correctly rounded double (strtod). 0 if malformed. */
static int parse_python_int(const char *text, pc_scalar_value *value) {
    const char *digit = text + (text[0] == '-' || text[0] == '+');
    if (*digit == '\0') return 0;
    value->negative = text[0] == '-';
    for (; *digit != '\0'; digit++) {
        if (*digit < '0' || *digit > '9') return 0;
        uint64_t next = (uint64_t)(*digit - '0');
        if (value->beyond_64_bits || value->magnitude > (UINT64_MAX - next) / 10)
            value->beyond_64_bits = 1;
        else
            value->magnitude = value->magnitude * 10 + next;
    }
    value->real = strtod(text, NULL);
    return 1;
}

/* A scalar's value: bools ("True"/"False", Python's spelling) and ints
** from text, floats and complex numbers from real and imag. */
static int32_t scalar_value(const promcast_call *call, const promcast_scalar *in,
                            const char *role, pc_scalar_value *value) {
    memset(value, 0, sizeof *value);
    value->real = in->real;
    value->imag = in->imag;
    if (in->kind != PROMCAST_SCALAR_BOOL && in->kind != PROMCAST_SCALAR_INT)
        return PROMCAST_STATUS_OK;
    const char *text = in->text;
    int parsed = 0;
    if (text != NULL && in->kind == PROMCAST_SCALAR_BOOL) {
        parsed = strcmp(text, "True") == 0 || strcmp(text, "False") == 0;
        value->magnitude = (uint64_t)(text[0] == 'T');
        value->real = (double)value->magnitude;
    } else if (text != NULL) {
        parsed = parse_python_int(text, value);
    }
    if (!parsed)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: scalar text '%s' is not a Python %s", role,
                            text ? text : "(null)",
                            in->kind == PROMCAST_SCALAR_BOOL ? "bool" : "int");
    return PROMCAST_STATUS_OK;
}

int32_t oracle_adapter_scalar(const promcast_call *call, const promcast_scalar *scalar,
                              const char *role, pc_operand *operand) {
    memset(operand, 0, sizeof *operand);
    operand->dtype = PC_DTYPE_NONE;
    operand->category = PC_OPERAND_SCALAR;
    if (scalar->kind < PROMCAST_SCALAR_BOOL || scalar->kind > PROMCAST_SCALAR_COMPLEX)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: unknown scalar kind %d",
                            role, (int)scalar->kind);
    operand->scalar_kind = (pc_scalar_kind)scalar->kind;
    operand->has_value = scalar->has_value != 0;
    return operand->has_value ? scalar_value(call, scalar, role, &operand->value)
                              : PROMCAST_STATUS_OK;
}
