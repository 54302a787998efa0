/*
** format_doubles.c: prints pc_double_repr of each double whose 64 bits
** (hexadecimal) stand on a line of standard input, one result a line, for
** test_exec_format.py to hold to Python's repr().
*/
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "promcast/value.h"

int main(void) {
    char line[64], text[64];
    while (fgets(line, sizeof line, stdin)) {
        uint64_t bits;
        if (sscanf(line, "%" SCNx64, &bits) != 1) return 2;
        double value;
        memcpy(&value, &bits, sizeof value);
        pc_double_repr(value, text, sizeof text);
        puts(text);
    }
    return 0;
}
