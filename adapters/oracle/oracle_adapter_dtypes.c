/*
** oracle_adapter_dtypes.c: the dtype ops of the reference adapter:
** promote_types, result_type and can_cast (promcast/profile.h), and the
** profile and options every call is answered with.
*/
#include <stdlib.h>
#include <string.h>

#include "adapter_dtype.h"
#include "adapter_scratch.h"
#include "adapter_status.h"
#include "oracle_adapter.h"
#include "oracle_adapter_ops.h"

#define SAME_VALUE(pc, promcast) \
    _Static_assert((int)(pc) == (int)(promcast), #pc " must equal " #promcast)
SAME_VALUE(PC_OPERAND_DIMENSIONED, PROMCAST_OPERAND_DIMENSIONED);
SAME_VALUE(PC_OPERAND_ZERO_DIM, PROMCAST_OPERAND_ZERO_DIM);
SAME_VALUE(PC_OPERAND_SCALAR, PROMCAST_OPERAND_SCALAR);
SAME_VALUE(PC_SCALAR_BOOL, PROMCAST_SCALAR_BOOL);
SAME_VALUE(PC_SCALAR_INT, PROMCAST_SCALAR_INT);
SAME_VALUE(PC_SCALAR_FLOAT, PROMCAST_SCALAR_FLOAT);
SAME_VALUE(PC_SCALAR_COMPLEX, PROMCAST_SCALAR_COMPLEX);

/* result_type operands converted without allocating; more take a malloc. */
#define OPERANDS_ON_STACK 16

const pc_profile *oracle_adapter_profile(const void *state) {
    /* Every profile a table names is one the oracle has
    ** (oracle_adapter.c); the build's tests fail long before an adapter
    ** could see NULL here. */
    const promcast_adapter *table = state;
    return pc_profile_find(table ? table->profile : "torch");
}

int32_t oracle_adapter_options(const promcast_call *call, pc_promotion_options *options) {
    pc_promotion_options_init(options);
    pc_dtype dtype;
    int32_t status = adapter_dtype_from_dl(call, call->default_float, "default_float", &dtype);
    if (status != PROMCAST_STATUS_OK) return status;
    if (dtype != PC_FLOAT16 && dtype != PC_BFLOAT16 && dtype != PC_FLOAT32 &&
        dtype != PC_FLOAT64)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "default_float is %s, not float16, bfloat16, float32 or float64",
                            pc_dtype_name(dtype));
    options->default_float = dtype;
    options->x64 = call->x64;
    return PROMCAST_STATUS_OK;
}

int32_t oracle_promote_types(void *state, const promcast_call *call, DLDataType a,
                             DLDataType b, DLDataType *result) {
    pc_dtype x, y, promoted;
    int32_t status = adapter_dtype_from_dl(call, a, "a", &x);
    if (status == PROMCAST_STATUS_OK) status = adapter_dtype_from_dl(call, b, "b", &y);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_error error;
    pc_status promotion = pc_promote_types(oracle_adapter_profile(state), x, y, &promoted, &error);
    status = adapter_from_oracle(call, promotion, &error);
    if (status == PROMCAST_STATUS_OK) *result = adapter_dl_dtype(promoted);
    return status;
}

/* A Python int's decimal text ("-300", "18446744073709551616") as the
** oracle's sign, magnitude and beyond-64-bits flag. 0 if malformed. */
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

/* A Python scalar's value: bools and ints from int_text ("True"/"False",
** decimal), floats and complex numbers from real and imag. */
static int32_t scalar_value(const promcast_call *call, const promcast_operand *in, int index,
                            pc_scalar_value *value) {
    memset(value, 0, sizeof *value);
    value->real = in->real;
    value->imag = in->imag;
    if (in->scalar_kind != PROMCAST_SCALAR_BOOL && in->scalar_kind != PROMCAST_SCALAR_INT)
        return PROMCAST_STATUS_OK;
    const char *text = in->int_text;
    int parsed = 0;
    if (text != NULL && in->scalar_kind == PROMCAST_SCALAR_BOOL) {
        parsed = strcmp(text, "True") == 0 || strcmp(text, "False") == 0;
        value->magnitude = (uint64_t)(text[0] == 'T');
        value->real = (double)value->magnitude;
    } else if (text != NULL) {
        parsed = parse_python_int(text, value);
    }
    if (!parsed)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "operand %d: int_text '%s' is not a Python %s", index,
                            text ? text : "(null)",
                            in->scalar_kind == PROMCAST_SCALAR_BOOL ? "bool" : "int");
    return PROMCAST_STATUS_OK;
}

static int32_t operand_from_abi(const promcast_call *call, const promcast_operand *in, int index,
                                pc_operand *out) {
    memset(out, 0, sizeof *out);
    out->dtype = PC_DTYPE_NONE;
    switch (in->category) {
    case PROMCAST_OPERAND_DIMENSIONED:
    case PROMCAST_OPERAND_ZERO_DIM:
        out->category = (pc_operand_category)in->category;
        return adapter_dtype_from_dl(call, in->dtype, "an array operand", &out->dtype);
    case PROMCAST_OPERAND_SCALAR:
        if (in->scalar_kind < PROMCAST_SCALAR_BOOL || in->scalar_kind > PROMCAST_SCALAR_COMPLEX)
            return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                "operand %d: unknown scalar kind %d", index,
                                (int)in->scalar_kind);
        out->category = PC_OPERAND_SCALAR;
        out->scalar_kind = (pc_scalar_kind)in->scalar_kind;
        out->has_value = in->has_value != 0;
        return out->has_value ? scalar_value(call, in, index, &out->value) : PROMCAST_STATUS_OK;
    default:
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "operand %d: unknown category %d", index, (int)in->category);
    }
}

int32_t oracle_result_type(void *state, const promcast_call *call, int32_t count,
                           const promcast_operand *operands, DLDataType *result) {
    if (count < 1 || operands == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "result_type needs at least one operand (got %d)", (int)count);
    pc_promotion_options options;
    int32_t status = oracle_adapter_options(call, &options);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_operand on_stack[OPERANDS_ON_STACK];
    pc_operand *converted =
        adapter_scratch(on_stack, OPERANDS_ON_STACK, (size_t)count, sizeof *on_stack);
    if (converted == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "out of memory for %d operands", (int)count);
    for (int32_t i = 0; i < count && status == PROMCAST_STATUS_OK; i++)
        status = operand_from_abi(call, &operands[i], i, &converted[i]);
    if (status == PROMCAST_STATUS_OK) {
        pc_dtype dtype;
        pc_error error;
        pc_status typed =
            pc_result_type(oracle_adapter_profile(state), &options, converted, count, &dtype, &error);
        status = adapter_from_oracle(call, typed, &error);
        if (status == PROMCAST_STATUS_OK) *result = adapter_dl_dtype(dtype);
    }
    adapter_scratch_release(converted, on_stack);
    return status;
}

int32_t oracle_can_cast(void *state, const promcast_call *call, DLDataType from,
                        DLDataType to, int32_t *allowed) {
    pc_dtype x, y;
    int32_t status = adapter_dtype_from_dl(call, from, "from", &x);
    if (status == PROMCAST_STATUS_OK) status = adapter_dtype_from_dl(call, to, "to", &y);
    if (status != PROMCAST_STATUS_OK) return status;
    int answer;
    pc_error error;
    pc_status cast = pc_can_cast(oracle_adapter_profile(state), x, y, &answer, &error);
    status = adapter_from_oracle(call, cast, &error);
    if (status == PROMCAST_STATUS_OK) *allowed = answer;
    return status;
}
