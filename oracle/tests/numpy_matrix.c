/*
** numpy_matrix.c: reading the matrices of numpy_matrix.h.
*/
#include "numpy_matrix.h"

#include <string.h>

#include "test_profile_support.h"

enum { MATRIX_MAX = 16 };

pc_dtype numpy_code_dtype(const char *code, size_t length) {
    static const char *const codes[] = {"b1", "i1", "u1", "i2", "u2", "i4", "u4",
                                        "i8", "u8", "f2", "f4", "f8", "c8", "c16"};
    static const pc_dtype dtypes[] = {
        PC_BOOL,   PC_INT8,    PC_UINT8,   PC_INT16,     PC_UINT16,
        PC_INT32,  PC_UINT32,  PC_INT64,   PC_UINT64,    PC_FLOAT16,
        PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
    };
    return test_code_dtype(code, length, codes, dtypes, (int)(sizeof codes / sizeof codes[0]));
}

/* The next space-separated token at or after *text; 0 at the end. */
static size_t next_token(const char **text) {
    while (**text == ' ') (*text)++;
    size_t length = strcspn(*text, " ");
    return length;
}

int numpy_matrix_visit(const char *const *lines, int line_count,
                       numpy_matrix_cell check, void *context, int *cells) {
    pc_dtype columns[MATRIX_MAX];
    int column_count = 0, held = 0;
    *cells = 0;
    const char *p = strstr(lines[0], "//");
    if (p == NULL) return -1;
    p += 2;
    for (size_t length; (length = next_token(&p)) > 0; p += length) {
        if (column_count == MATRIX_MAX) return -1;
        columns[column_count] = numpy_code_dtype(p, length);
        if (columns[column_count++] == PC_DTYPE_NONE) return -1;
    }
    for (int r = 1; r < line_count; r++) {
        const char *start = strstr(lines[r], "/*"), *end = strstr(lines[r], "*/");
        if (start == NULL || end == NULL) return -1;
        start += 2;
        size_t label = next_token(&start);
        if (label > (size_t)(end - start)) label = (size_t)(end - start);
        pc_dtype row = numpy_code_dtype(start, label);
        if (row == PC_DTYPE_NONE) return -1;
        p = end + 2;
        for (int c = 0; c < column_count; c++) {
            size_t length = next_token(&p);
            if (length == 0) return -1;
            held += check(context, row, columns[c], p, length);
            (*cells)++;
            p += length;
        }
        if (next_token(&p) != 0) return -1;
    }
    return held;
}
