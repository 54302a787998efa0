/*
** numpy_matrix.h: literal matrices printed by real NumPy, for the numpy
** profile's tests. Cells name dtypes by NumPy's array-interface typestr
** (np.dtype(t).str[1:]: b1, i1, u1, ..., f2, c8 = complex64,
** c16 = complex128) or hold 0 / 1 or "--" (an error).
**
** A matrix is a header line, "//" and the column codes, then one line per
** row: the row's code in a C comment, then its cells, as the script in
** docs/profiles/numpy.md prints them.
*/
#ifndef PROMCAST_NUMPY_MATRIX_H
#define PROMCAST_NUMPY_MATRIX_H

#include <stddef.h>

#include "promcast/promcast.h"

/* The dtype a typestr code names; PC_DTYPE_NONE for anything else. */
pc_dtype numpy_code_dtype(const char *code, size_t length);

/* Called once per cell with the row's and column's dtypes and the cell's
** text (not NUL-terminated: `length` bytes). Returns 1 if the cell holds. */
typedef int (*numpy_matrix_cell)(void *context, pc_dtype row, pc_dtype column,
                                 const char *cell, size_t length);

/* Visits every cell of the matrix in `lines` (header first). Returns the
** number of cells that held, or -1 if the text does not parse; *cells is
** set to the number of cells visited. */
int numpy_matrix_visit(const char *const *lines, int line_count,
                       numpy_matrix_cell check, void *context, int *cells);

#endif
