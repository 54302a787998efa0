/*
** oracle_adapter_values.c: an element-wise call's operands (promcast_value:
** an array or a Python-style scalar) as the two arrays the oracle's
** element-wise ops take (oracle_adapter_operands, oracle_adapter.h).
**
** The oracle computes on arrays only (promcast/elementwise.h), so a scalar
** operand becomes a 0-d array. Which dtype it gets decides the result, so
** it is the one the profile's result_type gives the two operands with their
** real categories (PyTorch's result_type, docs/semantics.md "PyTorch
** promotion"; NEP 50 for numpy): under torch, int8 array + 3 is computed as
** int8 + int8 0-d, int8 array + 1.5 as int8 + float32 0-d (the default
** float). The value is then stored in that dtype. Libraries differ in what
** they do with a scalar that does not fit it (wrap it, compute in a wider
** type, or refuse it, as NEP 50 does and the numpy profile's result_type
** reports as scalar_out_of_range), and the oracle models none of that yet,
** so such a scalar is PROMCAST_STATUS_UNSUPPORTED rather than a guess:
** bools and ints must be representable exactly (and have at most 64 bits);
** floats and complex numbers round to nearest, but a finite value must stay
** finite and a nonzero imaginary part must not be dropped.
*/
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "adapter_dtype.h"
#include "adapter_status.h"
#include "adapter_tensor.h"
#include "oracle_adapter.h"

/* Whether a bool or int value lies in the range of the integer (or bool)
** dtype `dtype`. */
static int integer_in_range(const pc_scalar_value *value, pc_dtype dtype) {
    if (value->beyond_64_bits) return 0;
    if (value->magnitude == 0) return 1;
    if (dtype == PC_BOOL) return !value->negative && value->magnitude == 1;
    int bits = pc_dtype_bits(dtype);
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED)
        return !value->negative && (bits == 64 || value->magnitude >> bits == 0);
    uint64_t limit = UINT64_C(1) << (bits - 1);  /* |min|; max is limit - 1 */
    return value->negative ? value->magnitude <= limit : value->magnitude < limit;
}

/* Whether a part of a value survived its conversion: exactly, or (when it
** may round) at least staying finite. */
static int part_fits(int rounds, double given, double stored) {
    return rounds ? !isfinite(given) || isfinite(stored) : given == stored;
}

/* Stores the scalar (a bool or an int of at most 64 bits, a float, a
** complex number) as one element of `dtype` (pc_cast_element's rules);
** returns whether it fits (the file comment). */
static int scalar_element(const pc_operand *scalar, pc_dtype dtype, void *element) {
    const pc_scalar_value *value = &scalar->value;
    int integer = scalar->scalar_kind == PC_SCALAR_BOOL || scalar->scalar_kind == PC_SCALAR_INT;
    int inexact = pc_dtype_is_floating(dtype) || pc_dtype_is_complex(dtype);
    if (integer && !inexact) {
        /* Two's complement of the value: the cast wraps it to `dtype`,
        ** exactly, as it is in range. */
        uint64_t bits = value->negative ? 0 - value->magnitude : value->magnitude;
        if (!integer_in_range(value, dtype)) return 0;
        pc_cast_element(PC_UINT64, &bits, dtype, element);
        return 1;
    }
    double parts[2] = {value->real, value->imag}, back[2];
    if (integer) {
        /* Exact in a double, or in no floating dtype of 64 bits or fewer. */
        double magnitude = (double)value->magnitude;
        if (!(magnitude < 0x1p64) || (uint64_t)magnitude != value->magnitude) return 0;
        parts[0] = value->negative ? -magnitude : magnitude;
        parts[1] = 0.0;
    }
    pc_cast_element(PC_COMPLEX128, parts, dtype, element);
    pc_cast_element(dtype, element, PC_COMPLEX128, back);
    int rounds = !integer && inexact;
    return part_fits(rounds, parts[0], back[0]) &&
           part_fits(rounds && pc_dtype_is_complex(dtype), parts[1], back[1]);
}

/* The scalar's value as the message shows it. */
static void describe(const promcast_scalar *scalar, char *text, size_t size) {
    if (scalar->text != NULL) snprintf(text, size, "%s", scalar->text);
    else if (scalar->kind == PROMCAST_SCALAR_COMPLEX)
        snprintf(text, size, "(%.17g%+.17gj)", scalar->real, scalar->imag);
    else snprintf(text, size, "%.17g", scalar->real);
}

/* The array operand as result_type sees it: its category follows from its
** rank. */
static int32_t array_operand(const promcast_call *call, const DLTensor *array, const char *role,
                             pc_operand *operand) {
    memset(operand, 0, sizeof *operand);
    if (array == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: the tensor is NULL",
                            role);
    operand->category = array->ndim == 0 ? PC_OPERAND_ZERO_DIM : PC_OPERAND_DIMENSIONED;
    return adapter_dtype_from_dl(call, array->dtype, role, &operand->dtype);
}

/* The dtype the scalar operand (index `scalar_index` of the two) is
** computed in, and the check that the oracle's binary plan, given it as a
** 0-d array of that dtype, promotes to the same dtype. */
static int32_t scalar_dtype(void *state, const promcast_call *call, pc_operand *pair,
                            int scalar_index, pc_dtype *dtype) {
    pc_promotion_options options;
    int32_t status = oracle_adapter_options(call, &options);
    if (status != PROMCAST_STATUS_OK) return status;
    const pc_profile *profile = oracle_adapter_profile(state);
    pc_error error;
    pc_status typed = pc_result_type(profile, &options, pair, 2, dtype, &error);
    if (typed != PC_OK) return adapter_from_oracle(call, typed, &error);
    pc_operand as_array[2] = {pair[0], pair[1]};
    as_array[scalar_index] = (pc_operand){.category = PC_OPERAND_ZERO_DIM, .dtype = *dtype};
    pc_dtype planned;
    typed = pc_result_type(profile, &options, as_array, 2, &planned, &error);
    if (typed == PC_OK && planned == *dtype) return PROMCAST_STATUS_OK;
    return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "the scalar's dtype is %s, but the oracle promotes it as a 0-d %s "
                        "array to %s: this scalar operand is not modelled yet",
                        pc_dtype_name(*dtype), pc_dtype_name(*dtype),
                        typed == PC_OK ? pc_dtype_name(planned) : pc_status_name(typed));
}

int32_t oracle_adapter_operands(void *state, const promcast_call *call,
                                const promcast_value *a, const promcast_value *b,
                                oracle_operands *operands) {
    memset(operands, 0, sizeof *operands);
    const promcast_value *values[2] = {a, b};
    const char *const roles[2] = {"a", "b"};
    pc_operand pair[2];
    int scalar_index = -1;
    for (int i = 0; i < 2; i++) {
        int32_t status;
        if (values[i] == NULL)
            return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: the value is NULL",
                                roles[i]);
        if (values[i]->kind == PROMCAST_VALUE_ARRAY) {
            status = array_operand(call, values[i]->array, roles[i], &pair[i]);
        } else if (values[i]->kind == PROMCAST_VALUE_SCALAR && scalar_index < 0) {
            scalar_index = i;
            status = oracle_adapter_scalar(call, &values[i]->scalar, roles[i], &pair[i]);
            if (status == PROMCAST_STATUS_OK && !pair[i].has_value)
                status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                      "%s: an element-wise scalar must have its value", roles[i]);
        } else if (values[i]->kind == PROMCAST_VALUE_SCALAR) {
            status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                  "%s: a and b are both scalars; one must be an array", roles[i]);
        } else {
            status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                  "%s: unknown value kind %d", roles[i], (int)values[i]->kind);
        }
        if (status != PROMCAST_STATUS_OK) return status;
    }
    operands->a = a->array;
    operands->b = b->array;
    if (scalar_index < 0) return PROMCAST_STATUS_OK;

    pc_dtype dtype;
    int32_t status = scalar_dtype(state, call, pair, scalar_index, &dtype);
    if (status != PROMCAST_STATUS_OK) return status;
    char value[64];
    describe(&values[scalar_index]->scalar, value, sizeof value);
    if (pair[scalar_index].value.beyond_64_bits)
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                            "%s: the int scalar %s has more than 64 bits: scalar values "
                            "beyond 64 bits are not modelled yet",
                            roles[scalar_index], value);
    if (!scalar_element(&pair[scalar_index], dtype, operands->element))
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                            "%s: the scalar %s does not fit %s, the dtype it is computed in: "
                            "scalar values that do not fit are not modelled yet",
                            roles[scalar_index], value, pc_dtype_name(dtype));
    operands->scalar = adapter_dl_tensor(operands->element, dtype, 0, NULL, NULL, 0);
    if (scalar_index == 0) operands->a = &operands->scalar;
    else operands->b = &operands->scalar;
    return PROMCAST_STATUS_OK;
}
