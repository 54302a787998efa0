/*
** test_support.h: what the namespace adapter's tests share besides the
** call they pass (test_call.h): Python scalar operands.
*/
#ifndef PROMCAST_ARRAY_API_TEST_SUPPORT_H
#define PROMCAST_ARRAY_API_TEST_SUPPORT_H

#include <string.h>

#include "promcast/abi_dtype.h"
#include "promcast/adapter.h"
#include "test_call.h"

/* A Python scalar operand: its kind, decimal text (ints, bools) and value. */
static inline promcast_value scalar_value(int32_t kind, const char *text, double real) {
    promcast_value value;
    memset(&value, 0, sizeof value);
    value.kind = PROMCAST_VALUE_SCALAR;
    value.scalar.kind = kind;
    value.scalar.has_value = 1;
    value.scalar.text = text;
    value.scalar.real = real;
    return value;
}

#endif
