/*
** numpy_function_names.c: the functions of several arrays as NumPy's own
** (numpy_function_names.h).
*/
#include "numpy_function_names.h"

#include "promcast/adapter.h"

/* In adapter.h's order, vecdot left out. The positional functions take
** their values in the ABI's order, which is NumPy's: np.where(condition,
** x, y), np.clip(a, a_min, a_max) (1.24 requires both bounds, None
** included; numpy/core/fromnumeric.py, clip), np.matmul(x1, x2).
** np.concatenate(arrays, axis=0) and np.stack(arrays, axis=0) take an
** axis keyword whose default is part of what is tested: it is passed only
** when the case gives one. */
static const numpy_function_name names[NUMPY_FUNCTION_COUNT] = {
    {PROMCAST_OP_WHERE, "where", NUMPY_OPERANDS_POSITIONAL, 3, {"condition", "x1", "x2"}, 0,
     NUMPY_RESULT_ARRAY},
    {PROMCAST_OP_CLIP, "clip", NUMPY_OPERANDS_POSITIONAL, 3, {"x", "min", "max"}, 0,
     NUMPY_RESULT_ARRAY},
    {PROMCAST_OP_MATMUL, "matmul", NUMPY_OPERANDS_POSITIONAL, 2, {"x1", "x2", NULL}, 0,
     NUMPY_RESULT_ARRAY},
    {PROMCAST_OP_CONCAT, "concatenate", NUMPY_OPERANDS_LIST, -1, {NULL, NULL, NULL}, 1,
     NUMPY_RESULT_ARRAY},
    {PROMCAST_OP_STACK, "stack", NUMPY_OPERANDS_LIST, -1, {NULL, NULL, NULL}, 1,
     NUMPY_RESULT_ARRAY},
    {PROMCAST_OP_BROADCAST_ARRAYS, "broadcast_arrays", NUMPY_OPERANDS_STARRED, -1,
     {NULL, NULL, NULL}, 0, NUMPY_RESULT_VIEWS},
};

const numpy_function_name *numpy_function_name_at(int index) {
    return index >= 0 && index < NUMPY_FUNCTION_COUNT ? &names[index] : NULL;
}

int numpy_function_index(int32_t op) {
    for (int i = 0; i < NUMPY_FUNCTION_COUNT; i++)
        if (names[i].op == op) return i;
    return -1;
}
