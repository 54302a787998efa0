/*
** array_api_tables.c: the standard's dtypes and ops (array_api_tables.h).
**
** Names are the standard's ("Data Types", "Element-wise Functions",
** "Array Object: Operators", Array API standard 2023.12,
** https://data-apis.org/array-api/2023.12/API_specification/array_object.html):
** an element-wise function with an operator is called through that
** operator when one operand is a Python scalar, since an operator is the
** form every version of the standard defines for an array with a Python
** scalar (the functions took them only from 2024.12).
*/
#include "python_embed.h"

#include "array_api_tables.h"

#include "promcast/abi_dtype.h"

#define DL(code, bits) {(uint8_t)(code), (uint8_t)(bits), 1}

const array_api_dtype_row array_api_dtype_rows[ARRAY_API_DTYPE_COUNT] = {
    {"bool", DL(PROMCAST_DL_BOOL, 8), "?"},
    {"int8", DL(kDLInt, 8), "b"},
    {"int16", DL(kDLInt, 16), "h"},
    {"int32", DL(kDLInt, 32), "i"},
    {"int64", DL(kDLInt, 64), "q"},
    {"uint8", DL(kDLUInt, 8), "B"},
    {"uint16", DL(kDLUInt, 16), "H"},
    {"uint32", DL(kDLUInt, 32), "I"},
    {"uint64", DL(kDLUInt, 64), "Q"},
    /* Not the standard's, but a namespace may have them (the standard
    ** allows more dtypes than it names, "Data Types"). */
    {"float16", DL(kDLFloat, 16), "e"},
    {"bfloat16", DL(kDLBfloat, 16), NULL},
    {"float32", DL(kDLFloat, 32), "f"},
    {"float64", DL(kDLFloat, 64), "d"},
    {"complex64", DL(kDLComplex, 64), "Zf"},
    {"complex128", DL(kDLComplex, 128), "Zd"},
};

int array_api_dtype_index(DLDataType dl) {
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT; i++)
        if (array_api_dtype_rows[i].dl.code == dl.code &&
            array_api_dtype_rows[i].dl.bits == dl.bits && dl.lanes == 1)
            return i;
    return -1;
}

static PyObject *power(PyObject *a, PyObject *b) { return PyNumber_Power(a, b, Py_None); }
static PyObject *inplace_power(PyObject *a, PyObject *b) {
    return PyNumber_InPlacePower(a, b, Py_None);
}
static PyObject *equal(PyObject *a, PyObject *b) { return PyObject_RichCompare(a, b, Py_EQ); }
static PyObject *not_equal(PyObject *a, PyObject *b) { return PyObject_RichCompare(a, b, Py_NE); }
static PyObject *less(PyObject *a, PyObject *b) { return PyObject_RichCompare(a, b, Py_LT); }
static PyObject *less_equal(PyObject *a, PyObject *b) { return PyObject_RichCompare(a, b, Py_LE); }
static PyObject *greater(PyObject *a, PyObject *b) { return PyObject_RichCompare(a, b, Py_GT); }
static PyObject *greater_equal(PyObject *a, PyObject *b) {
    return PyObject_RichCompare(a, b, Py_GE);
}

#define E ARRAY_API_IN_ELEMENTWISE
#define F ARRAY_API_IN_FUNCTION
/* An element-wise function: with its operator and in-place operator, or none. */
#define OPERATOR(OP, NAME, OPERATOR, INPLACE, SYMBOL) \
    {PROMCAST_OP_##OP, NAME, ARRAY_API_ELEMENTWISE, E, OPERATOR, INPLACE, SYMBOL, 2, 0}
#define COMPARISON(OP, NAME, OPERATOR, SYMBOL) \
    {PROMCAST_OP_##OP, NAME, ARRAY_API_ELEMENTWISE, E, OPERATOR, NULL, SYMBOL, 2, 0}
#define FUNCTION_ONLY(OP, NAME) {PROMCAST_OP_##OP, NAME, ARRAY_API_ELEMENTWISE, E, NULL, NULL, NULL, 2, 0}

const array_api_op_row array_api_op_rows[ARRAY_API_OP_COUNT] = {
    {PROMCAST_OP_BROADCAST_SHAPES, "broadcast_shapes", ARRAY_API_SHAPES, ARRAY_API_IN_SHAPES, NULL, NULL, NULL, 0, 0},
    {PROMCAST_OP_BROADCAST_TO, "broadcast_to", ARRAY_API_VIEW, ARRAY_API_IN_SHAPES, NULL, NULL, NULL, 0, 0},
    /* No function: the question is `destination += source` (array_api_shapes.c). */
    {PROMCAST_OP_INPLACE_BROADCAST, "zeros", ARRAY_API_INPLACE_SHAPES, ARRAY_API_IN_INPLACE_BROADCAST, NULL, NULL, NULL, 0, 0},
    /* promote_types is result_type of two dtype objects: the standard has
    ** no promote_types ("Data Type Functions"). */
    {PROMCAST_OP_PROMOTE_TYPES, "result_type", ARRAY_API_DTYPES, ARRAY_API_IN_PROMOTION, NULL, NULL, NULL, 0, 0},
    {PROMCAST_OP_RESULT_TYPE, "result_type", ARRAY_API_OPERANDS, ARRAY_API_IN_PROMOTION, NULL, NULL, NULL, 0, 0},
    {PROMCAST_OP_CAN_CAST, "can_cast", ARRAY_API_DTYPES, ARRAY_API_IN_CAN_CAST, NULL, NULL, NULL, 0, 0},
    OPERATOR(ADD, "add", PyNumber_Add, PyNumber_InPlaceAdd, "+"),
    OPERATOR(SUBTRACT, "subtract", PyNumber_Subtract, PyNumber_InPlaceSubtract, "-"),
    OPERATOR(MULTIPLY, "multiply", PyNumber_Multiply, PyNumber_InPlaceMultiply, "*"),
    OPERATOR(DIVIDE, "divide", PyNumber_TrueDivide, PyNumber_InPlaceTrueDivide, "/"),
    OPERATOR(FLOOR_DIVIDE, "floor_divide", PyNumber_FloorDivide, PyNumber_InPlaceFloorDivide, "//"),
    OPERATOR(REMAINDER, "remainder", PyNumber_Remainder, PyNumber_InPlaceRemainder, "%"),
    OPERATOR(POW, "pow", power, inplace_power, "**"),
    FUNCTION_ONLY(ATAN2, "atan2"),
    FUNCTION_ONLY(HYPOT, "hypot"),
    FUNCTION_ONLY(COPYSIGN, "copysign"),
    FUNCTION_ONLY(NEXTAFTER, "nextafter"),
    FUNCTION_ONLY(LOGADDEXP, "logaddexp"),
    FUNCTION_ONLY(MAXIMUM, "maximum"),
    FUNCTION_ONLY(MINIMUM, "minimum"),
    OPERATOR(BITWISE_AND, "bitwise_and", PyNumber_And, PyNumber_InPlaceAnd, "&"),
    OPERATOR(BITWISE_OR, "bitwise_or", PyNumber_Or, PyNumber_InPlaceOr, "|"),
    OPERATOR(BITWISE_XOR, "bitwise_xor", PyNumber_Xor, PyNumber_InPlaceXor, "^"),
    OPERATOR(BITWISE_LEFT_SHIFT, "bitwise_left_shift", PyNumber_Lshift, PyNumber_InPlaceLshift, "<<"),
    OPERATOR(BITWISE_RIGHT_SHIFT, "bitwise_right_shift", PyNumber_Rshift, PyNumber_InPlaceRshift, ">>"),
    FUNCTION_ONLY(LOGICAL_AND, "logical_and"),
    FUNCTION_ONLY(LOGICAL_OR, "logical_or"),
    FUNCTION_ONLY(LOGICAL_XOR, "logical_xor"),
    COMPARISON(EQUAL, "equal", equal, "=="),
    COMPARISON(NOT_EQUAL, "not_equal", not_equal, "!="),
    COMPARISON(LESS, "less", less, "<"),
    COMPARISON(LESS_EQUAL, "less_equal", less_equal, "<="),
    COMPARISON(GREATER, "greater", greater, ">"),
    COMPARISON(GREATER_EQUAL, "greater_equal", greater_equal, ">="),
    /* where(condition, x1, x2), clip(x, min, max), matmul(x1, x2),
    ** vecdot(x1, x2, /, *, axis=-1), concat(arrays, /, *, axis=0),
    ** stack(arrays, /, *, axis=0), broadcast_arrays(*arrays): the
    ** standard's signatures ("Searching Functions", "Element-wise
    ** Functions", "Linear Algebra Functions", "Manipulation Functions"). */
    {PROMCAST_OP_WHERE, "where", ARRAY_API_POSITIONAL, F, NULL, NULL, NULL, 3, 0},
    {PROMCAST_OP_CLIP, "clip", ARRAY_API_POSITIONAL, F, NULL, NULL, NULL, 3, 0},
    {PROMCAST_OP_MATMUL, "matmul", ARRAY_API_POSITIONAL, F, NULL, NULL, NULL, 2, 0},
    {PROMCAST_OP_VECDOT, "vecdot", ARRAY_API_POSITIONAL, F, NULL, NULL, NULL, 2, 1},
    {PROMCAST_OP_CONCAT, "concat", ARRAY_API_SEQUENCE, F, NULL, NULL, NULL, 0, 1},
    {PROMCAST_OP_STACK, "stack", ARRAY_API_SEQUENCE, F, NULL, NULL, NULL, 0, 1},
    {PROMCAST_OP_BROADCAST_ARRAYS, "broadcast_arrays", ARRAY_API_STARRED, F, NULL, NULL, NULL, 0, 0},
};

int array_api_op_index(int32_t op) {
    for (int i = 0; i < ARRAY_API_OP_COUNT; i++)
        if (array_api_op_rows[i].op == op) return i;
    return -1;
}
