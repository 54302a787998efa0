/*
** double_repr.c: a double's shortest text, as Python's repr() writes it.
**
** The case format writes every floating value so (cases/README.md
** "Values"), and the out-of-process protocol sends values in the same
** spelling, so one function serves the runner's case writer, its reports
** and the exec adapter. Python's algorithm is float_repr_style 'short'
** (Objects/floatobject.c float_repr, Python/pystrtod.c
** PyOS_double_to_string with mode 'r': David Gay's shortest round-trip
** digits, https://docs.python.org/3/tutorial/floatingpoint.html).
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "promcast/value.h"

/* The whole text into `buffer` of REPR_BYTES: each step below counts on
** the room, so pc_double_repr writes here and then cuts to its caller's
** size. */
enum { REPR_BYTES = 48 };

static void repr_whole(double value, char *buffer, size_t size) {
    if (isnan(value)) {
        snprintf(buffer, size, "nan");
        return;
    }
    if (isinf(value)) {
        snprintf(buffer, size, value < 0 ? "-inf" : "inf");
        return;
    }
    /* The shortest digits that read back as the same double, and of
    ** those the nearest (Python's repr(), David Gay's shortest mode): at
    ** each precision the correctly rounded digits D, or when D does not
    ** read back, D - 1 or D + 1 (2**-24 is "5.960464477539063e-08", not
    ** the nearer-rounded "...062", which reads back as another double).
    ** The reading-back interval is convex, so if neither neighbour of D
    ** reads back at this precision, no string of it does. */
    int negative = signbit(value) != 0;
    double magnitude = fabs(value);
    char digits[24];
    int count = 1, exponent = 0;
    for (int precision = 1; precision <= 17; precision++) {
        char scientific[40];
        snprintf(scientific, sizeof scientific, "%.*e", precision - 1, magnitude);
        long long rounded = 0;
        for (const char *c = scientific; *c && *c != 'e'; c++)
            if (*c != '.') rounded = rounded * 10 + (*c - '0');
        int scale = atoi(strchr(scientific, 'e') + 1) - (precision - 1);
        long long candidates[3] = {rounded, rounded - 1, rounded + 1};
        int found = 0;
        for (int k = 0; k < 3 && !found; k++) {
            if (candidates[k] <= 0 && magnitude != 0) continue;
            char text[48];
            snprintf(text, sizeof text, "%llde%d", candidates[k], scale);
            if (strtod(text, NULL) != magnitude) continue;
            count = snprintf(digits, sizeof digits, "%lld", candidates[k]);
            exponent = scale + count - 1;
            found = 1;
        }
        if (found) break;
    }
    while (count > 1 && digits[count - 1] == '0') count--;
    digits[count] = '\0';
    /* Python's repr: positional for 1e-4 <= |x| < 1e16, else scientific. */
    int used = snprintf(buffer, size, "%s", negative ? "-" : "");
    if (exponent >= -4 && exponent < 16) {
        if (exponent < 0) {
            used += snprintf(buffer + used, size - (size_t)used, "0.");
            for (int i = 0; i < -exponent - 1; i++)
                used += snprintf(buffer + used, size - (size_t)used, "0");
            snprintf(buffer + used, size - (size_t)used, "%s", digits);
        } else if (count <= exponent + 1) {
            used += snprintf(buffer + used, size - (size_t)used, "%s", digits);
            for (int i = count; i < exponent + 1; i++)
                used += snprintf(buffer + used, size - (size_t)used, "0");
            snprintf(buffer + used, size - (size_t)used, ".0");
        } else {
            snprintf(buffer + used, size - (size_t)used, "%.*s.%s", exponent + 1, digits,
                     digits + exponent + 1);
        }
        return;
    }
    if (count > 1)
        used += snprintf(buffer + used, size - (size_t)used, "%c.%s", digits[0], digits + 1);
    else
        used += snprintf(buffer + used, size - (size_t)used, "%c", digits[0]);
    snprintf(buffer + used, size - (size_t)used, "e%c%02d", exponent < 0 ? '-' : '+',
             exponent < 0 ? -exponent : exponent);
}

void pc_double_repr(double value, char *buffer, size_t size) {
    char text[REPR_BYTES];
    repr_whole(value, text, sizeof text);
    if (size > 0) snprintf(buffer, size, "%s", text);
}
