/*
** join_case.c: join_call_is (join_case.h).
*/
#include "join_case.h"

#include <math.h>
#include <string.h>

enum { OUT_ELEMENTS = 64, JOIN_CASE_DATA = 16 };

void join_call_is(tap_run *run, const char *profile_name, pc_function function,
                  const join_array *given, int count, pc_axis_kind axis_kind, int64_t axis,
                  pc_status expected_status, pc_dtype expected_dtype, const char *expected_shape,
                  const double *expected, const char *name) {
    _Alignas(16) unsigned char data[JOIN_CASE_ARRAYS][JOIN_CASE_DATA * 16],
        out_data[OUT_ELEMENTS * 16];
    pc_array arrays[JOIN_CASE_ARRAYS];
    pc_binary_operand operands[JOIN_CASE_ARRAYS];
    if (count < 0 || count > JOIN_CASE_ARRAYS) {
        tap_ok(run, 0, "%s: %d arrays (at most %d)", name, count, JOIN_CASE_ARRAYS);
        return;
    }
    for (int i = 0; i < count; i++) {
        pc_shape shape = test_shape(given[i].dims, given[i].rank);
        int64_t elements = 0;
        if (pc_shape_element_count(&shape, &elements, NULL) != PC_OK ||
            elements > JOIN_CASE_DATA) {
            tap_ok(run, 0, "%s: array %d has more than %d elements", name, i, JOIN_CASE_DATA);
            return;
        }
        pc_array_init_contiguous(&arrays[i], given[i].dtype, &shape, data[i]);
        int64_t n = 1;
        for (int d = 0; d < given[i].rank; d++) n *= given[i].dims[d];
        for (int64_t k = 0; k < n; k++) {
            double value = k < JOIN_CASE_ELEMENTS ? given[i].values[k] : 0.0;
            pc_cast_element(PC_FLOAT64, &value, given[i].dtype,
                            data[i] + (size_t)k * pc_dtype_size(given[i].dtype));
        }
        operands[i] = pc_binary_operand_array(&arrays[i]);
    }
    pc_function_call call = {function, count, operands, {axis_kind, axis}};
    const pc_profile *profile = pc_profile_find(profile_name);
    pc_function_plan plan;
    pc_error err;
    pc_error_clear(&err);
    pc_status status = pc_function_plan_make(profile, NULL, &call, &plan, &err);
    pc_array out;
    int64_t n = 0;
    if (status == PC_OK) {
        pc_shape_element_count(&plan.shape, &n, NULL);
        if (n > OUT_ELEMENTS) {
            tap_ok(run, 0, "%s: a result of %lld elements (at most %d)", name, (long long)n,
                   OUT_ELEMENTS);
            return;
        }
        pc_array_init_contiguous(&out, plan.result_dtype, &plan.shape, out_data);
        status = pc_function_compute(profile, NULL, &call, &out, &err);
    }
    if (!test_status(run, status, &err, expected_status, name) || status != PC_OK) return;
    char shape[64];
    pc_shape_format(&out.shape, shape, sizeof shape);
    int passed = out.dtype == expected_dtype && strcmp(shape, expected_shape) == 0;
    for (int64_t k = 0; passed && k < n; k++) {
        double got;
        pc_cast_element(out.dtype, out_data + (size_t)k * pc_dtype_size(out.dtype), PC_FLOAT64,
                        &got);
        passed = isnan(expected[k]) ? isnan(got) : got == expected[k];
    }
    if (!passed) tap_diag(run, "  got %s %s", pc_dtype_name(out.dtype), shape);
    tap_ok(run, passed, "%s: result", name);
}
