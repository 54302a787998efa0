/*
** diff_command.c: `promcast oracle diff --profile A --profile B`, the
** cross-library difference map: every dtype pair whose promotion
** differs between two profiles, and every array-with-Python-scalar
** combination whose result_type differs, with both answers. An answer is a
** dtype or an error kind ("no_promotion", "undefined", ...). Dtypes only
** one profile has are listed once, as such.
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

int promcast_oracle_diff(const pc_profile *first, const pc_profile *second,
                         const pc_promotion_options *options, FILE *out) {
    fprintf(out, "# promotion differences: %s vs %s (default float %s%s)\n",
            pc_profile_name(first), pc_profile_name(second),
            pc_dtype_name(options->default_float), options->x64 ? ", x64 on" : "");
    list_unshared(first, second, out);
    list_unshared(second, first, out);
    int pairs = diff_promotion(first, second, out);
    int scalars = diff_scalars(first, second, options, out);
    fprintf(out, "%d dtype pairs and %d array-with-scalar combinations differ\n", pairs, scalars);
    return PROMCAST_EXIT_OK;
}
