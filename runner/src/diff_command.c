/*
** diff_command.c: `promcast oracle diff --profile A --profile B`, the
** cross-library difference map: every dtype pair whose promotion
** differs between two profiles, and every array-with-Python-scalar
** combination whose result_type differs, with both answers. An answer is a
** dtype or an error kind ("no_promotion", "undefined", ...). Dtypes only
** one profile has are listed once, as such; so are the ops (by the case
** format's names) only one has. Then the call forms of the element-wise ops
** both have whose outcome differs: an array with a Python scalar operand
** (two versions of the Array API standard differ there: scalar arguments
** to functions from 2024.12, a complex scalar with a real floating array).
*/
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "promcast/promcast.h"

/* One profile's answer: a dtype name, or the error kind. */
static const char *describe(pc_status status, pc_dtype dtype) {
    return status == PC_OK ? pc_dtype_name(dtype) : pc_status_name(status);
}

static int same_answer(pc_status status_a, pc_dtype a, pc_status status_b, pc_dtype b) {
    return status_a == status_b && (status_a != PC_OK || a == b);
}

static int diff_promotion(const pc_profile *first, const pc_profile *second, FILE *out) {
    int differences = 0;
    fprintf(out, "promote_types: pairs of dtypes both profiles have\n");
    for (int i = 0; i < PC_DTYPE_COUNT; i++) {
        for (int j = i; j < PC_DTYPE_COUNT; j++) {
            pc_dtype a = (pc_dtype)i, b = (pc_dtype)j;
            if (!pc_profile_has_dtype(first, a) || !pc_profile_has_dtype(first, b) ||
                !pc_profile_has_dtype(second, a) || !pc_profile_has_dtype(second, b))
                continue;
            pc_dtype result_first = PC_DTYPE_NONE, result_second = PC_DTYPE_NONE;
            pc_error err;
            pc_status status_first = pc_promote_types(first, a, b, &result_first, &err);
            pc_status status_second = pc_promote_types(second, a, b, &result_second, &err);
            if (same_answer(status_first, result_first, status_second, result_second)) continue;
            fprintf(out, "  %-13s + %-13s  %s: %-22s %s: %s\n", pc_dtype_name(a), pc_dtype_name(b),
                    pc_profile_name(first), describe(status_first, result_first),
                    pc_profile_name(second), describe(status_second, result_second));
            differences++;
        }
    }
    return differences;
}

static int diff_scalars(const pc_profile *first, const pc_profile *second,
                        const pc_promotion_options *options, FILE *out) {
    static const char *const kinds[] = {"bool", "int", "float", "complex"};
    int differences = 0;
    fprintf(out, "result_type: an array (with dimensions) and a Python scalar\n");
    for (int i = 0; i < PC_DTYPE_COUNT; i++) {
        pc_dtype dtype = (pc_dtype)i;
        if (!pc_profile_has_dtype(first, dtype) || !pc_profile_has_dtype(second, dtype)) continue;
        for (int kind = PC_SCALAR_BOOL; kind <= PC_SCALAR_COMPLEX; kind++) {
            pc_operand operands[2];
            memset(operands, 0, sizeof operands);
            operands[0].category = PC_OPERAND_DIMENSIONED;
            operands[0].dtype = dtype;
            operands[1].category = PC_OPERAND_SCALAR;
            operands[1].scalar_kind = (pc_scalar_kind)kind;
            pc_dtype result_first = PC_DTYPE_NONE, result_second = PC_DTYPE_NONE;
            pc_error err;
            pc_status status_first =
                pc_result_type(first, options, operands, 2, &result_first, &err);
            pc_status status_second =
                pc_result_type(second, options, operands, 2, &result_second, &err);
            if (same_answer(status_first, result_first, status_second, result_second)) continue;
            fprintf(out, "  %-13s array + %-7s scalar  %s: %-22s %s: %s\n", pc_dtype_name(dtype),
                    kinds[kind], pc_profile_name(first), describe(status_first, result_first),
                    pc_profile_name(second), describe(status_second, result_second));
            differences++;
        }
    }
    return differences;
}

static void list_unshared(const pc_profile *has, const pc_profile *lacks, FILE *out) {
    int any = 0;
    for (int i = 0; i < PC_DTYPE_COUNT; i++) {
        if (pc_profile_has_dtype(has, (pc_dtype)i) && !pc_profile_has_dtype(lacks, (pc_dtype)i)) {
            if (!any) fprintf(out, "dtypes only %s has:", pc_profile_name(has));
            fprintf(out, " %s", pc_dtype_name((pc_dtype)i));
            any = 1;
        }
    }
    if (any) fprintf(out, "\n");
}

/* The case format's ops with a profile: the element-wise ops, their
** in-place forms, the functions of several arrays but broadcast_arrays,
** and the dtype functions. */
static int op_name_at(int index, char *name, size_t size) {
    static const char *const others[] = {"promote_types", "result_type", "can_cast",
                                         "broadcast_to", "broadcast_shapes"};
    const int others_count = (int)(sizeof others / sizeof others[0]);
    if (index < others_count) {
        snprintf(name, size, "%s", others[index]);
        return 1;
    }
    index -= others_count;
    if (index < PC_FUNCTION_COUNT) {
        snprintf(name, size, "%s", pc_function_name((pc_function)index));
        return 1;
    }
    index -= PC_FUNCTION_COUNT;
    if (index < 2 * PC_BINARY_OP_COUNT) {
        snprintf(name, size, "%s%s", pc_binary_op_name((pc_binary_op)(index / 2)),
                 index % 2 ? "_inplace" : "");
        return 1;
    }
    return 0;
}

static int list_ops_unshared(const pc_profile *has, const pc_profile *lacks, FILE *out) {
    int count = 0;
    char name[64];
    for (int i = 0; op_name_at(i, name, sizeof name); i++) {
        if (!pc_profile_has_op(has, name) || pc_profile_has_op(lacks, name)) continue;
        if (count == 0) fprintf(out, "ops only %s has:", pc_profile_name(has));
        fprintf(out, " %s", name);
        count++;
    }
    if (count) fprintf(out, "\n");
    return count;
}

/* A Python scalar of each kind, with a value every dtype holds: True, 1,
** 0.5, 1j. */
static pc_operand scalar_of_kind(int kind) {
    pc_operand scalar;
    memset(&scalar, 0, sizeof scalar);
    scalar.category = PC_OPERAND_SCALAR;
    scalar.scalar_kind = (pc_scalar_kind)kind;
    scalar.has_value = 1;
    switch (kind) {
    case PC_SCALAR_BOOL:
    case PC_SCALAR_INT: scalar.value.magnitude = 1, scalar.value.real = 1; break;
    case PC_SCALAR_FLOAT: scalar.value.real = 0.5; break;
    default: scalar.value.imag = 1; break;
    }
    return scalar;
}

/* op(array, scalar) for an element-wise op, or, for PC_BINARY_OP_COUNT,
** where(condition, array, scalar) with a bool condition. */
static pc_status scalar_call(const pc_profile *profile, const pc_promotion_options *options,
                             int op, pc_dtype dtype, const pc_operand *scalar,
                             pc_dtype *result) {
    static const char zeros[16] = {0};
    pc_shape shape = {1, {1}};
    pc_array array, condition;
    pc_array_init_contiguous(&array, dtype, &shape, (void *)zeros);
    pc_array_init_contiguous(&condition, PC_BOOL, &shape, (void *)zeros);
    pc_binary_operand operands[3] = {pc_binary_operand_array(&condition),
                                     pc_binary_operand_array(&array),
                                     pc_binary_operand_scalar(scalar)};
    pc_error err;
    pc_status status;
    *result = PC_DTYPE_NONE;
    if (op == PC_BINARY_OP_COUNT) {
        pc_function_call call = {PC_FUNCTION_WHERE, 3, operands, {PC_AXIS_DEFAULT, 0}};
        pc_function_plan plan;
        status = pc_function_plan_make(profile, options, &call, &plan, &err);
        if (status == PC_OK) *result = plan.result_dtype;
        return status;
    }
    pc_binary_plan plan;
    status = pc_binary_mixed_plan_make(profile, options, (pc_binary_op)op, &operands[1],
                                       &operands[2], &plan, &err);
    if (status == PC_OK) *result = plan.result_dtype;
    return status;
}

/* Each element-wise op both profiles have, and where, on an array (with
** dimensions) and a Python scalar, one line per op listing the (array
** dtype, scalar kind) combinations whose outcome differs. Only between two
** versions of one family: two libraries differ in most of them, which the
** promotion sections already show. */
static int diff_scalar_operands(const pc_profile *first, const pc_profile *second,
                                const pc_promotion_options *options, FILE *out) {
    static const char *const kinds[] = {"bool", "int", "float", "complex"};
    int differences = 0;
    if (strcmp(pc_profile_family(first), pc_profile_family(second)) != 0) return 0;
    fprintf(out, "element-wise ops and where: an array and a Python scalar (True, 1, 0.5, 1j), "
                 "outcomes %s / %s\n",
            pc_profile_name(first), pc_profile_name(second));
    for (int op = 0; op <= PC_BINARY_OP_COUNT; op++) {
        const char *name = op < PC_BINARY_OP_COUNT ? pc_binary_op_name((pc_binary_op)op) : "where";
        if (!pc_profile_has_op(first, name) || !pc_profile_has_op(second, name)) continue;
        int on_line = 0;
        for (int i = 0; i < PC_DTYPE_COUNT; i++) {
            pc_dtype dtype = (pc_dtype)i;
            if (!pc_profile_has_dtype(first, dtype) || !pc_profile_has_dtype(second, dtype))
                continue;
            for (int kind = PC_SCALAR_BOOL; kind <= PC_SCALAR_COMPLEX; kind++) {
                pc_operand scalar = scalar_of_kind(kind);
                pc_dtype result_first, result_second;
                pc_status status_first =
                    scalar_call(first, options, op, dtype, &scalar, &result_first);
                pc_status status_second =
                    scalar_call(second, options, op, dtype, &scalar, &result_second);
                if (same_answer(status_first, result_first, status_second, result_second))
                    continue;
                if (!on_line) fprintf(out, "  %-20s", name);
                fprintf(out, "%s %s+%s: %s/%s", on_line ? "," : "",
                        pc_dtype_name(dtype), kinds[kind], describe(status_first, result_first),
                        describe(status_second, result_second));
                on_line = 1;
                differences++;
            }
        }
        if (on_line) fprintf(out, "\n");
    }
    return differences;
}

int promcast_oracle_diff(const pc_profile *first, const pc_profile *second,
                         const pc_promotion_options *options, FILE *out) {
    fprintf(out, "# promotion differences: %s vs %s (default float %s%s)\n",
            pc_profile_name(first), pc_profile_name(second),
            pc_dtype_name(options->default_float), options->x64 ? ", x64 on" : "");
    list_unshared(first, second, out);
    list_unshared(second, first, out);
    int ops = list_ops_unshared(first, second, out) + list_ops_unshared(second, first, out);
    int pairs = diff_promotion(first, second, out);
    int scalars = diff_scalars(first, second, options, out);
    int operands = diff_scalar_operands(first, second, options, out);
    fprintf(out, "%d ops only one has; %d dtype pairs and %d result_type array-with-scalar "
                 "combinations differ",
            ops, pairs, scalars);
    if (strcmp(pc_profile_family(first), pc_profile_family(second)) == 0)
        fprintf(out, "; %d element-wise and where array-with-scalar calls differ", operands);
    fprintf(out, "\n");
    return PROMCAST_EXIT_OK;
}
