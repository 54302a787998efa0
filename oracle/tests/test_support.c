/*
** test_support.c: the helpers declared in test_support.h.
*/
#include "test_support.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

pc_shape test_shape(const int64_t *dims, int rank) {
    pc_shape shape;
    memset(&shape, 0, sizeof shape);
    shape.rank = rank;
    for (int i = 0; i < rank; i++) shape.dims[i] = dims[i];
    return shape;
}

int test_shape_result(tap_run *run, pc_status status, const pc_shape *got,
                      pc_status expected, const char *expected_text,
                      const char *name) {
    char text[1400] = "";
    if (status == PC_OK) pc_shape_format(got, text, sizeof text);
    int passed = status == expected &&
                 (expected != PC_OK || strcmp(text, expected_text) == 0);
    tap_ok(run, passed, "%s", name);
    if (!passed)
        tap_diag(run, "  got: %s %s  expected: %s %s", pc_status_name(status),
                 text, pc_status_name(expected),
                 expected == PC_OK ? expected_text : "");
    return passed;
}

int test_status(tap_run *run, pc_status status, const pc_error *err,
                pc_status expected, const char *name) {
    int passed = tap_ok(run, status == expected, "%s", name);
    if (!passed)
        tap_diag(run, "  got: %s (%s)  expected: %s", pc_status_name(status),
                 status != PC_OK && err ? err->message : "",
                 pc_status_name(expected));
    return passed;
}

void test_int_text_value(const char *text, pc_scalar_value *value) {
    const char *digit = text + (text[0] == '-');
    value->negative = text[0] == '-';
    for (; *digit; digit++) {
        uint64_t next = (uint64_t)(*digit - '0');
        if (value->beyond_64_bits || value->magnitude > (UINT64_MAX - next) / 10)
            value->beyond_64_bits = 1;
        else
            value->magnitude = value->magnitude * 10 + next;
    }
    value->real = strtod(text, NULL);
}
