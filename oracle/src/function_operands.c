/*
** function_operands.c: operands of where and clip (function_operands.h).
*/
#include "function_operands.h"

#include <math.h>
#include <string.h>

#include "array_internal.h"
#include "strided_loop.h"

int fn_operand_is_none(const pc_binary_operand *operand) {
    return operand->array == NULL && operand->scalar == NULL;
}

pc_status fn_operand_check(const pc_profile *profile, const pc_function_call *call, int index,
                           int none_allowed, pc_error *err) {
    const char *name = pc_function_name(call->function);
    const pc_binary_operand *operand = &call->operands[index];
    if (operand->array != NULL && operand->scalar != NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                            "%s: operand %d: give an array or a scalar, not both", name, index);
    if (fn_operand_is_none(operand)) {
        if (none_allowed) return PC_OK;
        return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                            "%s: operand %d is None; it must be an array or a scalar", name,
                            index);
    }
    if (operand->array != NULL) {
        pc_status status = pc_array_validate(operand->array, index, err);
        if (status != PC_OK) return status;
        if (!pc_profile_has_dtype(profile, operand->array->dtype))
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, index, -1, -1,
                                "%s: operand %d: profile %s has no dtype %s", name, index,
                                pc_profile_name(profile), pc_dtype_name(operand->array->dtype));
        return PC_OK;
    }
    const pc_operand *scalar = operand->scalar;
    if (scalar->category != PC_OPERAND_SCALAR)
        return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                            "%s: operand %d: a scalar operand must have category "
                            "PC_OPERAND_SCALAR", name, index);
    if ((int)scalar->scalar_kind < PC_SCALAR_BOOL || scalar->scalar_kind > PC_SCALAR_COMPLEX)
        return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                            "%s: operand %d: %d is not a scalar kind", name, index,
                            (int)scalar->scalar_kind);
    if (!scalar->has_value)
        return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                            "%s: operand %d: a Python scalar operand needs its value "
                            "(has_value)", name, index);
    return PC_OK;
}

pc_operand fn_operand_for_promotion(const pc_binary_operand *operand, int with_value) {
    pc_operand result;
    if (operand->scalar != NULL) {
        result = *operand->scalar;
        if (!with_value) result.has_value = 0;
        return result;
    }
    memset(&result, 0, sizeof result);
    result.category =
        operand->array->shape.rank == 0 ? PC_OPERAND_ZERO_DIM : PC_OPERAND_DIMENSIONED;
    result.dtype = operand->array->dtype;
    return result;
}

pc_shape fn_operand_shape(const pc_binary_operand *operand) {
    if (operand->array != NULL) return operand->array->shape;
    pc_shape zero_dim;
    memset(&zero_dim, 0, sizeof zero_dim);
    return zero_dim;
}

const char *fn_operand_kind_name(const pc_binary_operand *operand) {
    static const char *const kinds[] = {"a Python bool", "a Python int", "a Python float",
                                        "a Python complex"};
    if (operand->array != NULL) return pc_dtype_name(operand->array->dtype);
    if (operand->scalar == NULL) return "None";
    int kind = (int)operand->scalar->scalar_kind;
    return kind >= 0 && kind < 4 ? kinds[kind] : "a scalar";
}

void fn_scalar_array_init(fn_scalar_array *holder, pc_dtype dtype, const pc_wide *value) {
    memset(holder->element, 0, sizeof holder->element);
    pc_wide_store(dtype, value, (char *)holder->element, 0, 1);
    pc_shape zero_dim;
    memset(&zero_dim, 0, sizeof zero_dim);
    pc_array_init_contiguous(&holder->array, dtype, &zero_dim, holder->element);
}

int fn_for_each_element(const pc_shape *shape, const pc_array *const arrays[], int count,
                        fn_visit visit, void *context) {
    /* Counted with pc_shape_element_count: a 0 anywhere makes the count 0
    ** before the sizes ahead of it can overflow. */
    int64_t total;
    pc_error ignored;
    if (pc_shape_element_count(shape, &total, &ignored) != PC_OK || total == 0) return 0;
    int64_t strides[FN_MAX_ARRAYS][PC_MAX_RANK];
    char *elements[FN_MAX_ARRAYS];
    int64_t sizes[FN_MAX_ARRAYS];
    for (int i = 0; i < count; i++) {
        pc_loop_broadcast_strides(&arrays[i]->shape, arrays[i]->strides, shape, strides[i]);
        sizes[i] = (int64_t)pc_dtype_size(arrays[i]->dtype);
        elements[i] = arrays[i]->data;
    }
    int64_t index[PC_MAX_RANK] = {0};
    for (int64_t flat = 0; flat < total; flat++) {
        int stop = visit(context, elements, flat);
        if (stop) return stop;
        /* The odometer: the last dimension steps first. */
        for (int d = shape->rank - 1; d >= 0; d--) {
            if (++index[d] < shape->dims[d]) {
                for (int i = 0; i < count; i++) elements[i] += strides[i][d] * sizes[i];
                break;
            }
            for (int i = 0; i < count; i++)
                elements[i] -= strides[i][d] * sizes[i] * (shape->dims[d] - 1);
            index[d] = 0;
        }
    }
    return 0;
}

pc_status fn_check_out(const pc_function_call *call, const pc_function_plan *plan,
                       const pc_array *out, pc_error *err) {
    const char *name = pc_function_name(call->function);
    if (out == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "%s: no output array", name);
    pc_status status = pc_array_validate(out, call->operand_count, err);
    if (status != PC_OK) return status;
    if (out->dtype != plan->result_dtype)
        return pc_error_set(err, PC_INVALID_ARGUMENT, call->operand_count, -1, -1,
                            "%s: out has dtype %s, but the result's is %s", name,
                            pc_dtype_name(out->dtype), pc_dtype_name(plan->result_dtype));
    if (!pc_shape_equal(&out->shape, &plan->shape)) {
        char got[128], expected[128];
        pc_shape_format(&out->shape, got, sizeof got);
        pc_shape_format(&plan->shape, expected, sizeof expected);
        return pc_error_set(err, PC_INVALID_ARGUMENT, call->operand_count, -1, -1,
                            "%s: out has shape %s, but the result's is %s", name, got, expected);
    }
    return pc_array_check_writable(out, call->operand_count, "out", err);
}

/* The largest finite value of a floating dtype or a complex dtype's parts,
** and whether it has infinities (numeric_limits<T>::max, has_infinity). */
static double floating_max(pc_dtype dtype, int *has_infinity) {
    *has_infinity = 1;
    switch (dtype) {
    case PC_FLOAT16:
    case PC_COMPLEX32: return 65504.0;
    case PC_BFLOAT16: return 0x1.fep127;
    case PC_FLOAT32:
    case PC_COMPLEX64: return 0x1.fffffep127;
    case PC_FLOAT8_E4M3FN: *has_infinity = 0; return 448.0;
    case PC_FLOAT8_E5M2: return 57344.0;
    default: return 0x1.fffffffffffffp1023;
    }
}

double fn_floating_max(pc_dtype dtype) {
    int has_infinity;
    return floating_max(dtype, &has_infinity);
}

/* c10::overflows for a floating source into a floating T. */
static int floating_overflows(double value, pc_dtype dtype) {
    int has_infinity;
    double max = floating_max(dtype, &has_infinity);
    if (isinf(value)) return !has_infinity;
    if (isnan(value)) return 0;
    return value < -max || value > max;
}

pc_status fn_torch_checked_convert(const pc_operand *scalar, pc_dtype dtype, int index,
                                   pc_error *err) {
    const pc_scalar_value *value = &scalar->value;
    int overflows = 0;
    switch (scalar->scalar_kind) {
    case PC_SCALAR_BOOL: break;
    case PC_SCALAR_INT:
        if (value->beyond_64_bits) {
            overflows = 1;
        } else if (dtype == PC_BOOL) {
            overflows = value->negative ? value->magnitude != 0 : value->magnitude > 1;
        } else if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED) {
            int bits = pc_dtype_bits(dtype);
            uint64_t max = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
            overflows = value->magnitude > max;
        } else if (pc_dtype_kind_of(dtype) == PC_KIND_SIGNED) {
            uint64_t limit = UINT64_C(1) << (pc_dtype_bits(dtype) - 1);
            overflows = value->negative ? value->magnitude > limit : value->magnitude >= limit;
        } else {
            int has_infinity;
            overflows = (double)value->magnitude > floating_max(dtype, &has_infinity);
        }
        break;
    case PC_SCALAR_FLOAT:
        overflows = floating_overflows(value->real, dtype);
        break;
    case PC_SCALAR_COMPLEX:
        /* A complex converts to a real T only with a zero imaginary part. */
        overflows = (!pc_dtype_is_complex(dtype) && value->imag != 0.0) ||
                    floating_overflows(value->real, dtype) ||
                    floating_overflows(value->imag, dtype);
        break;
    }
    if (!overflows) return PC_OK;
    return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, index, -1, -1,
                        "operand %d: value cannot be converted to type %s without overflow",
                        index, pc_dtype_name(dtype));
}

pc_operand fn_torch_item(const pc_array *array) {
    pc_operand item;
    memset(&item, 0, sizeof item);
    item.category = PC_OPERAND_SCALAR;
    item.has_value = 1;
    pc_wide element;
    pc_wide_load(array->dtype, array->data, 0, 1, &element);
    pc_scalar_value *value = &item.value;
    switch (pc_dtype_kind_of(array->dtype)) {
    case PC_KIND_BOOL:
        item.scalar_kind = PC_SCALAR_BOOL;
        value->magnitude = element.integer != 0;
        value->real = (double)value->magnitude;
        break;
    case PC_KIND_SIGNED: {
        item.scalar_kind = PC_SCALAR_INT;
        int64_t v = (int64_t)element.integer;
        value->negative = v < 0;
        value->magnitude = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        value->real = (double)v;
        break;
    }
    case PC_KIND_UNSIGNED:
        item.scalar_kind = PC_SCALAR_INT;
        value->magnitude = element.integer;
        value->real = (double)element.integer;
        break;
    case PC_KIND_FLOATING:
        item.scalar_kind = PC_SCALAR_FLOAT;
        value->real = element.real;
        break;
    case PC_KIND_COMPLEX:
        item.scalar_kind = PC_SCALAR_COMPLEX;
        value->real = element.complex_parts[0];
        value->imag = element.complex_parts[1];
        break;
    }
    return item;
}
