/*
** numpy_ufunc_names.c: the element-wise ops' ufuncs (numpy_ufunc_names.h).
*/
#include "numpy_ufunc_names.h"

#include "promcast/adapter.h"

/* In adapter.h's order. np.divide is np.true_divide (one object; its
** __name__ is "divide" in 1.24). */
static const numpy_ufunc_name names[NUMPY_UFUNC_COUNT] = {
    {PROMCAST_OP_ADD, "add"},
    {PROMCAST_OP_SUBTRACT, "subtract"},
    {PROMCAST_OP_MULTIPLY, "multiply"},
    {PROMCAST_OP_DIVIDE, "divide"},
    {PROMCAST_OP_FLOOR_DIVIDE, "floor_divide"},
    {PROMCAST_OP_REMAINDER, "remainder"},
    {PROMCAST_OP_POW, "power"},
    {PROMCAST_OP_ATAN2, "arctan2"},
    {PROMCAST_OP_HYPOT, "hypot"},
    {PROMCAST_OP_COPYSIGN, "copysign"},
    {PROMCAST_OP_NEXTAFTER, "nextafter"},
    {PROMCAST_OP_LOGADDEXP, "logaddexp"},
    {PROMCAST_OP_MAXIMUM, "maximum"},
    {PROMCAST_OP_MINIMUM, "minimum"},
    {PROMCAST_OP_BITWISE_AND, "bitwise_and"},
    {PROMCAST_OP_BITWISE_OR, "bitwise_or"},
    {PROMCAST_OP_BITWISE_XOR, "bitwise_xor"},
    {PROMCAST_OP_BITWISE_LEFT_SHIFT, "left_shift"},
    {PROMCAST_OP_BITWISE_RIGHT_SHIFT, "right_shift"},
    {PROMCAST_OP_LOGICAL_AND, "logical_and"},
    {PROMCAST_OP_LOGICAL_OR, "logical_or"},
    {PROMCAST_OP_LOGICAL_XOR, "logical_xor"},
    {PROMCAST_OP_EQUAL, "equal"},
    {PROMCAST_OP_NOT_EQUAL, "not_equal"},
    {PROMCAST_OP_LESS, "less"},
    {PROMCAST_OP_LESS_EQUAL, "less_equal"},
    {PROMCAST_OP_GREATER, "greater"},
    {PROMCAST_OP_GREATER_EQUAL, "greater_equal"},
};

const numpy_ufunc_name *numpy_ufunc_name_at(int index) {
    return index >= 0 && index < NUMPY_UFUNC_COUNT ? &names[index] : NULL;
}

int numpy_ufunc_index(int32_t op) {
    for (int i = 0; i < NUMPY_UFUNC_COUNT; i++)
        if (names[i].op == op) return i;
    return -1;
}
