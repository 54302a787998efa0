/*
** function_case.c: running function_case.h's cases.
*/
#include "function_case.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


static int same(double got, double expected) {
    if (isnan(expected)) return isnan(got);
    return got == expected && signbit(got) == signbit(expected);
}

void fc_run(tap_run *run, pc_function function, const fc_case *c) {
    const pc_profile *profile = pc_profile_find(c->profile);
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    options.x64 = c->x64;
    _Alignas(16) unsigned char data[3][FC_MAX_ELEMENTS * 16];
    _Alignas(16) unsigned char out_data[FC_MAX_ELEMENTS * 4 * 16];
    pc_array arrays[3];
    pc_operand scalars[3];
    pc_binary_operand operands[3];
    for (int i = 0; i < 3; i++) {
        const fc_operand *given = &c->operands[i];
        operands[i].array = NULL;
        operands[i].scalar = NULL;
        if (given->kind == FC_ARRAY) {
            pc_shape shape = test_shape(given->dims, given->rank);
            pc_array_init_contiguous(&arrays[i], given->dtype, &shape, data[i]);
            int64_t count = 1;
            for (int d = 0; d < given->rank; d++) count *= given->dims[d];
            size_t size = pc_dtype_size(given->dtype);
            for (int64_t k = 0; k < count; k++)
                pc_cast_element(PC_FLOAT64, &given->values[k], given->dtype,
                                data[i] + (size_t)k * size);
            operands[i].array = &arrays[i];
        } else if (given->kind == FC_SCALAR) {
            memset(&scalars[i], 0, sizeof scalars[i]);
            scalars[i].category = PC_OPERAND_SCALAR;
            scalars[i].dtype = PC_DTYPE_NONE;
            scalars[i].scalar_kind = given->scalar_kind;
            scalars[i].has_value = 1;
            if (given->text != NULL) {
                test_int_text_value(given->text, &scalars[i].value);
            } else {
                scalars[i].value.real = given->real;
                scalars[i].value.imag = given->imag;
            }
            operands[i].scalar = &scalars[i];
        }
    }
    pc_function_call call = {function, 3, operands, {PC_AXIS_DEFAULT, 0}};
    pc_function_plan plan;
    pc_error err;
    pc_error_clear(&err);
    pc_status status = pc_function_plan_make(profile, &options, &call, &plan, &err);
    pc_array out;
    if (status == PC_OK) {
        pc_array_init_contiguous(&out, plan.result_dtype, &plan.shape, out_data);
        status = pc_function_compute(profile, &options, &call, &out, &err);
    }
    if (!test_status(run, status, &err, c->status, c->name) || status != PC_OK) return;
    int passed = tap_is_str(run, pc_dtype_name(out.dtype), pc_dtype_name(c->dtype), c->name);
    pc_shape expected_shape = test_shape(c->dims, c->rank);
    if (!pc_shape_equal(&out.shape, &expected_shape)) {
        char text[64];
        pc_shape_format(&out.shape, text, sizeof text);
        tap_diag(run, "shape %s", text);
        passed = 0;
    }
    int64_t count = 1;
    for (int d = 0; d < c->rank; d++) count *= c->dims[d];
    size_t size = pc_dtype_size(out.dtype);
    for (int64_t k = 0; passed && k < count; k++) {
        double got;
        pc_cast_element(out.dtype, out_data + (size_t)k * size, PC_FLOAT64, &got);
        if (!same(got, c->expected[k])) {
            tap_diag(run, "element %lld: got %.17g, expected %.17g", (long long)k, got,
                     c->expected[k]);
            passed = 0;
        }
    }
    tap_ok(run, passed, "%s: result", c->name);
}
