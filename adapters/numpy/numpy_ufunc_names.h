/*
** numpy_ufunc_names.h: which NumPy ufunc each element-wise op of the ABI
** is.
**
** adapter.h names the element-wise ops as the Array API standard does;
** NumPy 1.24 has a binary ufunc for every one of them, some under an older
** name (pow is np.power, atan2 np.arctan2, bitwise_left_shift
** np.left_shift; NumPy's "Available ufuncs",
** https://numpy.org/doc/1.24/reference/ufuncs.html#available-ufuncs). The
** adapter claims them all: a dtype or op the library has is claimed
** whether or not it promotes right (docs/adapters.md, "Capabilities").
*/
#ifndef PROMCAST_NUMPY_UFUNC_NAMES_H
#define PROMCAST_NUMPY_UFUNC_NAMES_H

#include <stdint.h>

#define NUMPY_UFUNC_COUNT 28

typedef struct numpy_ufunc_name {
    int32_t op;        /* promcast_op, an element-wise id without PROMCAST_OP_INPLACE */
    const char *name;  /* the attribute of the numpy module */
} numpy_ufunc_name;

/* The ufunc of element-wise op number `index` (0 .. NUMPY_UFUNC_COUNT - 1). */
const numpy_ufunc_name *numpy_ufunc_name_at(int index);

/* The index of element-wise op `op` (no PROMCAST_OP_INPLACE flag), or -1
** when it is none of them. */
int numpy_ufunc_index(int32_t op);

#endif
