/*
** test_elementwise_scalar.c: element-wise ops with a Python scalar operand
** (pc_binary_mixed_plan_make, pc_binary_mixed_compute,
** pc_binary_mixed_compute_inplace), per profile.
**
** Each expected value has its own justification, in the case's name:
**   "torch 1.13.1" marks a result printed by real PyTorch 1.13.1 on this
**     project's x86-64 machine (the torch profile models current PyTorch,
**     which agrees on these);
**   "NEP 50" marks NEP 50's table ("array([1], uint8) + 300": "Error [T5]
**     300 cannot be converted to uint8");
**   "special_integer_comparisons" marks NumPy 2's
**     umath/special_integer_comparisons.cpp, get_loop's fixed results;
**   "_int_aval" marks jax/_src/abstract_arrays.py (a Python int outside
**     int32, or int64 with x64, raises OverflowError) and XLA's convert,
**     which wraps;
**   "to_array" marks MLX's python/src/utils.cpp (an int outside an integer
**     dtype of fewer than 8 bytes raises "would result in overflow", a
**     float goes through nb::cast<float>);
**   "Mixing arrays with Python scalars" marks the Array API standard's
**     section of that name.
** Narrow-float values are worked out by hand: s = 1 + 2^-11 + 2^-40 lies
** just above the midpoint of float16's 1 and 1 + 2^-10, so rounded once it
** is 1.0009765625; rounded to float32 first it is the midpoint 1 + 2^-11
** exactly, which ties to the even 1.
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

/* s of the file comment. */
#define S_ABOVE_HALF_TIE (1.0 + 0x1p-11 + 0x1p-40)

typedef struct scalar_case {
    const char *name;
    const char *profile;
    int x64;
    pc_binary_op op;
    int inplace;
    int scalar_first;          /* the scalar is a */
    pc_dtype array_dtype;
    int count;                 /* elements of the array, shape (count) */
    double array[3];
    pc_scalar_kind kind;
    const char *int_text;      /* an int's decimal text */
    double real;               /* a float's value, a complex's real part */
    double imag;
    pc_status status;
    pc_dtype result_dtype;
    double expected[3];
} scalar_case;

#define INT(text) PC_SCALAR_INT, text, 0, 0
#define FLOAT(x) PC_SCALAR_FLOAT, NULL, x, 0
#define COMPLEX(re, im) PC_SCALAR_COMPLEX, NULL, re, im
#define BOOL(b) PC_SCALAR_BOOL, b ? "1" : "0", 0, 0
#define OK(dtype, ...) PC_OK, dtype, {__VA_ARGS__}
#define FAILS(status) status, PC_BOOL, {0}
#define U8_3 PC_UINT8, 3, {0, 1, 200}
#define I8_3 PC_INT8, 3, {0, 1, -100}

static const scalar_case cases[] = {
    /* torch: wrapped numbers, converted by TensorIterator's cast. */
    {"torch 1.13.1: uint8 [0,1,200] + 300 wraps 300 to 44", "torch", 0, PC_OP_ADD, 0, 0,
     U8_3, INT("300"), OK(PC_UINT8, 44, 45, 244)},
    {"torch 1.13.1: uint8 [0,1,200] + -1 wraps -1 to 255", "torch", 0, PC_OP_ADD, 0, 0, U8_3,
     INT("-1"), OK(PC_UINT8, 255, 0, 199)},
    {"torch 1.13.1: int8 [0,1,-100] + 300", "torch", 0, PC_OP_ADD, 0, 0, I8_3, INT("300"),
     OK(PC_INT8, 44, 45, -56)},
    {"torch 1.13.1: 300 - uint8 [0,1,200], the scalar first", "torch", 0, PC_OP_SUBTRACT, 0, 1,
     U8_3, INT("300"), OK(PC_UINT8, 44, 43, 100)},
    {"torch 1.13.1: int32 [0] + 2**40 wraps to 0", "torch", 0, PC_OP_ADD, 0, 0, PC_INT32, 1,
     {0}, INT("1099511627776"), OK(PC_INT32, 0)},
    {"torch 1.13.1: uint8 + 2**63: Overflow when unpacking long", "torch", 0, PC_OP_ADD, 0, 0,
     U8_3, INT("9223372036854775808"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: float32 + 2**70: Overflow when unpacking long", "torch", 0, PC_OP_ADD, 0,
     0, PC_FLOAT32, 1, {0}, INT("1180591620717411303424"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: uint8 [0,1,200] < 300 compares with 44", "torch", 0, PC_OP_LESS, 0, 0,
     U8_3, INT("300"), OK(PC_BOOL, 1, 1, 0)},
    {"torch 1.13.1: uint8 [0,1,200] > -1 compares with 255", "torch", 0, PC_OP_GREATER, 0, 0,
     U8_3, INT("-1"), OK(PC_BOOL, 0, 0, 0)},
    {"torch 1.13.1: remainder(uint8 [0,1,200], 300) is remainder by 44", "torch", 0,
     PC_OP_REMAINDER, 0, 0, U8_3, INT("300"), OK(PC_UINT8, 0, 1, 24)},
    {"torch 1.13.1: uint8 // 0: ZeroDivisionError", "torch", 0, PC_OP_FLOOR_DIVIDE, 0, 0, U8_3,
     INT("0"), FAILS(PC_INVALID_VALUE)},
    {"torch 1.13.1: float16 [0,1,3] + 70000 is inf", "torch", 0, PC_OP_ADD, 0, 0, PC_FLOAT16,
     3, {0, 1, 3}, INT("70000"), OK(PC_FLOAT16, INFINITY, INFINITY, INFINITY)},
    {"torch 1.13.1: float16 [1] + 65519 is 65504, + 65520 inf", "torch", 0, PC_OP_ADD, 0, 0,
     PC_FLOAT16, 1, {1}, INT("65519"), OK(PC_FLOAT16, 65504)},
    {"torch 1.13.1: float16 [1] + 65520 is inf", "torch", 0, PC_OP_ADD, 0, 0, PC_FLOAT16, 1,
     {1}, INT("65520"), OK(PC_FLOAT16, INFINITY)},
    {"torch 1.13.1: float16 [0,1,3] + 1e300 is inf", "torch", 0, PC_OP_ADD, 0, 0, PC_FLOAT16, 3,
     {0, 1, 3}, FLOAT(1e300), OK(PC_FLOAT16, INFINITY, INFINITY, INFINITY)},
    {"torch 1.13.1: float32 [0] + 1e300 is inf", "torch", 0, PC_OP_ADD, 0, 0, PC_FLOAT32, 1,
     {0}, FLOAT(1e300), OK(PC_FLOAT32, INFINITY)},
    {"torch 1.13.1: float32 [0,1,3] + 16777217 rounds the int", "torch", 0, PC_OP_ADD, 0, 0,
     PC_FLOAT32, 3, {0, 1, 3}, INT("16777217"), OK(PC_FLOAT32, 16777216, 16777216, 16777220)},
    {"torch 1.13.1: float16 [0] + s is 1: the double goes through float32", "torch", 0,
     PC_OP_ADD, 0, 0, PC_FLOAT16, 1, {0}, FLOAT(S_ABOVE_HALF_TIE), OK(PC_FLOAT16, 1)},
    {"torch 1.13.1: float16 [1] == 1 + 2**-12 is True", "torch", 0, PC_OP_EQUAL, 0, 0,
     PC_FLOAT16, 1, {1}, FLOAT(1.0 + 0x1p-12), OK(PC_BOOL, 1)},
    {"torch 1.13.1: float64 [0] + (1 + 2**-40) is exact", "torch", 0, PC_OP_ADD, 0, 0,
     PC_FLOAT64, 1, {0}, FLOAT(1.0 + 0x1p-40), OK(PC_FLOAT64, 1.0 + 0x1p-40)},
    {"torch 1.13.1: int8 [1,2] / 4 is float32", "torch", 0, PC_OP_DIVIDE, 0, 0, PC_INT8, 2,
     {1, 2}, INT("4"), OK(PC_FLOAT32, 0.25, 0.5)},
    {"torch 1.13.1: int8 [1,2] + True is int8", "torch", 0, PC_OP_ADD, 0, 0, PC_INT8, 2, {1, 2},
     BOOL(1), OK(PC_INT8, 2, 3)},
    {"torch 1.13.1: int64 [1] - True: sub_check refuses the bool", "torch", 0, PC_OP_SUBTRACT,
     0, 0, PC_INT64, 1, {1}, BOOL(1), FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch 1.13.1: uint8.add_(300) in place", "torch", 0, PC_OP_ADD, 1, 0, U8_3, INT("300"),
     OK(PC_UINT8, 44, 45, 244)},
    {"torch 1.13.1: int8.add_(1.5): Float can't be cast to Char", "torch", 0, PC_OP_ADD, 1, 0,
     I8_3, FLOAT(1.5), FAILS(PC_CANNOT_CAST)},
    {"torch 1.13.1: float16.add_(1e300) is inf", "torch", 0, PC_OP_ADD, 1, 0, PC_FLOAT16, 1,
     {1}, FLOAT(1e300), OK(PC_FLOAT16, INFINITY)},
    /* torch: pow.Tensor_Scalar converts its exponent itself (Pow.cpp,
    ** cpu/PowKernel.cpp). */
    {"torch 1.13.1: int8 [2,3] ** 127 wraps the powers", "torch", 0, PC_OP_POW, 0, 0, PC_INT8,
     2, {2, 3}, INT("127"), OK(PC_INT8, 0, -85)},
    {"torch 1.13.1: int8 ** 128: value cannot be converted to type int8_t", "torch", 0,
     PC_OP_POW, 0, 0, I8_3, INT("128"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: uint8.pow_(256) in place: checked as well", "torch", 0, PC_OP_POW, 1, 0,
     U8_3, INT("256"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    /* A scalar first is `300 ** x`, Tensor.__rpow__: torch.tensor(300,
    ** dtype=int8) ** x, a checked conversion (torch.pow(300, x), the
    ** pow.Scalar overload, would wrap it to 44). */
    {"torch 1.13.1: 300 ** int8 [2,3]: value cannot be converted to type int8", "torch", 0,
     PC_OP_POW, 0, 1, PC_INT8, 2, {2, 3}, INT("300"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: 127 ** int8 [2,3] wraps the powers", "torch", 0, PC_OP_POW, 0, 1, PC_INT8,
     2, {2, 3}, INT("127"), OK(PC_INT8, 1, 127)},
    {"torch 1.13.1: -1 ** uint8 [2,3]: -1 converts to 255", "torch", 0, PC_OP_POW, 0, 1,
     PC_UINT8, 2, {2, 3}, INT("-1"), OK(PC_UINT8, 1, 255)},
    {"torch 1.13.1: -256 ** uint8: below -255", "torch", 0, PC_OP_POW, 0, 1, U8_3, INT("-256"),
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: 1e39 ** float16 [1]: a float converts unchecked, to inf", "torch", 0,
     PC_OP_POW, 0, 1, PC_FLOAT16, 1, {1}, FLOAT(1e39), OK(PC_FLOAT16, INFINITY)},
    /* float16 and bfloat16 take the exponent with Scalar::to<at::Half>()
    ** and to<at::BFloat16>(), checked; float32 with to<double>(). */
    {"torch 1.13.1: float16 ** 65520.0: value cannot be converted to type at::Half", "torch", 0,
     PC_OP_POW, 0, 0, PC_FLOAT16, 1, {1}, FLOAT(65520.0), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: float16.pow_(-70000) in place: checked as well", "torch", 0, PC_OP_POW, 1,
     0, PC_FLOAT16, 1, {1}, INT("-70000"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: float16 [0.5,2,-1.5] ** 65504.0", "torch", 0, PC_OP_POW, 0, 0, PC_FLOAT16, 3,
     {0.5, 2, -1.5}, FLOAT(65504.0), OK(PC_FLOAT16, 0, INFINITY, INFINITY)},
    {"torch 1.13.1: float16 ** inf passes", "torch", 0, PC_OP_POW, 0, 0, PC_FLOAT16, 2,
     {0.5, 2}, FLOAT(INFINITY), OK(PC_FLOAT16, 0, INFINITY)},
    {"torch 1.13.1: bfloat16 ** 1e39: value cannot be converted to type at::BFloat16", "torch",
     0, PC_OP_POW, 0, 0, PC_BFLOAT16, 1, {1}, FLOAT(1e39), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch 1.13.1: bfloat16 [0.5,2,-1.5] ** 65520.0 fits", "torch", 0, PC_OP_POW, 0, 0,
     PC_BFLOAT16, 3, {0.5, 2, -1.5}, FLOAT(65520.0), OK(PC_BFLOAT16, 0, INFINITY, INFINITY)},
    {"torch 1.13.1: float32 [1, 0.5] ** 1e39 is not checked", "torch", 0, PC_OP_POW, 0, 0,
     PC_FLOAT32, 2, {1, 0.5}, FLOAT(1e39), OK(PC_FLOAT32, 1, 0)},
    {"torch 1.13.1: complex32 ** 0 is filled with 1 before any kernel", "torch", 0, PC_OP_POW,
     0, 0, PC_COMPLEX32, 3, {0.5, 2, -1.5}, INT("0"), OK(PC_COMPLEX32, 1, 1, 1)},
    {"torch 1.13.1: complex32.pow_(-0.0) in place is filled with 1", "torch", 0, PC_OP_POW, 1,
     0, PC_COMPLEX32, 3, {0.5, 2, -1.5}, FLOAT(-0.0), OK(PC_COMPLEX32, 1, 1, 1)},
    {"torch 1.13.1: complex32 ** (1+0j) is a copy", "torch", 0, PC_OP_POW, 0, 0, PC_COMPLEX32,
     3, {0.5, 2, -1.5}, COMPLEX(1, 0), OK(PC_COMPLEX32, 0.5, 2, -1.5)},
    {"torch 1.13.1: complex32 ** True: a bool is never equal to 1, no ComplexHalf kernel",
     "torch", 0, PC_OP_POW, 0, 0, PC_COMPLEX32, 1, {1}, BOOL(1),
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch 1.13.1: complex32 ** 1j has no ComplexHalf kernel", "torch", 0, PC_OP_POW, 0, 0,
     PC_COMPLEX32, 1, {1}, COMPLEX(0, 1), FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},

    /* numpy: NEP 50 weak scalars, NumPy 2's conversions. */
    {"NEP 50: array([1], uint8) + 300: 300 cannot be converted to uint8", "numpy", 0,
     PC_OP_ADD, 0, 0, U8_3, INT("300"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"NEP 50: uint8 + -1 cannot be converted either", "numpy", 0, PC_OP_ADD, 0, 0, U8_3,
     INT("-1"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"special_integer_comparisons: uint8 < 300 is all true", "numpy", 0, PC_OP_LESS, 0, 0, U8_3,
     INT("300"), OK(PC_BOOL, 1, 1, 1)},
    {"special_integer_comparisons: uint8 == -1 is all false", "numpy", 0, PC_OP_EQUAL, 0, 0,
     U8_3, INT("-1"), OK(PC_BOOL, 0, 0, 0)},
    {"special_integer_comparisons: uint8 > -1 is all true", "numpy", 0, PC_OP_GREATER, 0, 0,
     U8_3, INT("-1"), OK(PC_BOOL, 1, 1, 1)},
    {"special_integer_comparisons: 300 >= uint8, the int first, is all true", "numpy", 0,
     PC_OP_GREATER_EQUAL, 0, 1, U8_3, INT("300"), OK(PC_BOOL, 1, 1, 1)},
    {"special_integer_comparisons: -200 > int8 [0,1,-100], the int first, is all false", "numpy", 0,
     PC_OP_GREATER, 0, 1, PC_INT8, 3, {0, 1, -100}, INT("-200"), OK(PC_BOOL, 0, 0, 0)},
    {"special_integer_comparisons: int8 != 2**70 is all true", "numpy", 0, PC_OP_NOT_EQUAL, 0,
     0, I8_3, INT("1180591620717411303424"), OK(PC_BOOL, 1, 1, 1)},
    {"special_integer_comparisons: uint8 < 200 in range compares", "numpy", 0, PC_OP_LESS, 0, 0,
     U8_3, INT("200"), OK(PC_BOOL, 1, 1, 0)},
    {"NEP 50: int8 array + 1.5 is float64", "numpy", 0, PC_OP_ADD, 0, 0, PC_INT8, 1, {1},
     FLOAT(1.5), OK(PC_FLOAT64, 2.5)},
    {"NEP 50: float32 [0] + 1e300 stays float32: inf", "numpy", 0, PC_OP_ADD, 0, 0, PC_FLOAT32,
     1, {0}, FLOAT(1e300), OK(PC_FLOAT32, INFINITY)},
    {"NEP 50: float16 [0] + s: the double rounds once", "numpy", 0, PC_OP_ADD, 0, 0, PC_FLOAT16,
     1, {0}, FLOAT(S_ABOVE_HALF_TIE), OK(PC_FLOAT16, 1.0009765625)},
    {"NEP 50: uint8.__iadd__(300) cannot convert 300 either", "numpy", 0, PC_OP_ADD, 1, 0, U8_3,
     INT("300"), FAILS(PC_SCALAR_OUT_OF_RANGE)},

    /* jax: jit's weak avals, then convert_element_type. */
    {"_int_aval: int8 [0,1,-100] + 300 wraps (int32 aval, XLA convert)", "jax", 0, PC_OP_ADD,
     0, 0, I8_3, INT("300"), OK(PC_INT8, 44, 45, -56)},
    {"_int_aval: int8 + 2**31 without x64: too large to convert to int32", "jax", 0, PC_OP_ADD,
     0, 0, I8_3, INT("2147483648"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"_int_aval: int8 + 2**31 with x64 wraps to 0", "jax", 1, PC_OP_ADD, 0, 0, I8_3,
     INT("2147483648"), OK(PC_INT8, 0, 1, -100)},
    {"_int_aval: float16 [0] + s without x64 goes through float32", "jax", 0, PC_OP_ADD, 0, 0,
     PC_FLOAT16, 1, {0}, FLOAT(S_ABOVE_HALF_TIE), OK(PC_FLOAT16, 1)},
    {"_int_aval: float16 [0] + s with x64 rounds once", "jax", 1, PC_OP_ADD, 0, 0, PC_FLOAT16, 1,
     {0}, FLOAT(S_ABOVE_HALF_TIE), OK(PC_FLOAT16, 1.0009765625)},
    {"_int_aval: float32 [0] + 1e300 is inf", "jax", 0, PC_OP_ADD, 0, 0, PC_FLOAT32, 1, {0},
     FLOAT(1e300), OK(PC_FLOAT32, INFINITY)},

    /* mlx: to_array. */
    {"to_array: uint8 + 300 would result in overflow", "mlx", 0, PC_OP_ADD, 0, 0, U8_3,
     INT("300"), FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"to_array: uint64 [0] + -1 is static_cast, 2**64 - 1", "mlx", 0, PC_OP_ADD, 0, 0,
     PC_UINT64, 1, {0}, INT("-1"), OK(PC_UINT64, 18446744073709551615.0)},
    {"to_array: float16 [0] + s goes through nb::cast<float>", "mlx", 0, PC_OP_ADD, 0, 0,
     PC_FLOAT16, 1, {0}, FLOAT(S_ABOVE_HALF_TIE), OK(PC_FLOAT16, 1)},
    {"to_array: float64 [0] + (1 + 2**-40) is nb::cast<double>, exact", "mlx", 0, PC_OP_ADD, 0,
     0, PC_FLOAT64, 1, {0}, FLOAT(1.0 + 0x1p-40), OK(PC_FLOAT64, 1.0 + 0x1p-40)},
    {"to_array: float32 [0] + 1e300 is inf", "mlx", 0, PC_OP_ADD, 0, 0, PC_FLOAT32, 1, {0},
     FLOAT(1e300), OK(PC_FLOAT32, INFINITY)},

    /* array-api. */
    {"Mixing arrays with Python scalars: int8 + 300 is not specified", "array-api", 0,
     PC_OP_ADD, 0, 0, I8_3, INT("300"), FAILS(PC_UNDEFINED)},
    {"Mixing arrays with Python scalars: int8 [0,1,-100] + 27", "array-api", 0, PC_OP_ADD, 0, 0,
     I8_3, INT("27"), OK(PC_INT8, 27, 28, -73)},
    {"Mixing arrays with Python scalars: float32 [0] + (1 + 2**-24 + 2**-40) rounds once, up",
     "array-api", 0, PC_OP_ADD, 0, 0, PC_FLOAT32, 1, {0}, FLOAT(1.0 + 0x1p-24 + 0x1p-40),
     OK(PC_FLOAT32, 1.0 + 0x1p-23)},
    {"Mixing arrays with Python scalars: float32 [1] * (0 + 2j) is complex64", "array-api", 0,
     PC_OP_MULTIPLY, 0, 0, PC_FLOAT32, 1, {1}, COMPLEX(0, 2), OK(PC_COMPLEX64, 0)},
};


static pc_operand scalar_of(const scalar_case *c) {
    pc_operand scalar;
    memset(&scalar, 0, sizeof scalar);
    scalar.category = PC_OPERAND_SCALAR;
    scalar.dtype = PC_DTYPE_NONE;
    scalar.scalar_kind = c->kind;
    scalar.has_value = 1;
    if (c->kind == PC_SCALAR_INT || c->kind == PC_SCALAR_BOOL) {
        test_int_text_value(c->int_text, &scalar.value);
    } else {
        scalar.value.real = c->real;
        scalar.value.imag = c->imag;
    }
    return scalar;
}

/* Two doubles equal, NaN and the sign of zero included. */
static int same(double got, double expected) {
    if (isnan(expected)) return isnan(got);
    return got == expected && signbit(got) == signbit(expected);
}

static void run_case(tap_run *run, const scalar_case *c) {
    const pc_profile *profile = pc_profile_find(c->profile);
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    options.x64 = c->x64;
    unsigned char in[3 * 16], out_data[3 * 16];
    pc_shape shape = SHAPE(c->count);
    pc_array array, out;
    pc_array_init_contiguous(&array, c->array_dtype, &shape, in);
    size_t size = pc_dtype_size(c->array_dtype);
    for (int i = 0; i < c->count; i++)
        pc_cast_element(PC_FLOAT64, &c->array[i], c->array_dtype, in + (size_t)i * size);
    pc_operand scalar = scalar_of(c);
    pc_binary_operand array_operand = pc_binary_operand_array(&array);
    pc_binary_operand scalar_operand = pc_binary_operand_scalar(&scalar);
    pc_binary_operand *a = c->scalar_first ? &scalar_operand : &array_operand;
    pc_binary_operand *b = c->scalar_first ? &array_operand : &scalar_operand;
    pc_error err;
    pc_binary_plan plan;
    pc_status status = c->inplace
                           ? pc_binary_mixed_inplace_plan_make(profile, &options, c->op, &array,
                                                               b, &plan, &err)
                           : pc_binary_mixed_plan_make(profile, &options, c->op, a, b, &plan,
                                                       &err);
    if (status == PC_OK) {
        if (c->inplace) {
            status = pc_binary_mixed_compute_inplace(profile, &options, c->op, &array, b, &err);
        } else {
            pc_array_init_contiguous(&out, plan.result_dtype, &plan.shape, out_data);
            status = pc_binary_mixed_compute(profile, &options, c->op, a, b, &out, &err);
        }
    }
    if (!test_status(run, status, &err, c->status, c->name) || status != PC_OK) return;
    const pc_array *result = c->inplace ? &array : &out;
    int passed = tap_is_str(run, pc_dtype_name(result->dtype), pc_dtype_name(c->result_dtype),
                            c->name);
    size = pc_dtype_size(result->dtype);
    for (int i = 0; passed && i < c->count; i++) {
        double got;
        pc_cast_element(result->dtype, (const char *)result->data + (size_t)i * size, PC_FLOAT64,
                        &got);
        if (!same(got, c->expected[i])) {
            tap_diag(run, "element %d: got %.17g, expected %.17g", i, got, c->expected[i]);
            passed = 0;
        }
    }
    tap_ok(run, passed, "%s: values", c->name);
}

/* The API's refusals of malformed operands. */
static void check_misuse(tap_run *run) {
    const pc_profile *torch = pc_profile_find("torch");
    pc_operand scalar;
    memset(&scalar, 0, sizeof scalar);
    scalar.category = PC_OPERAND_SCALAR;
    scalar.scalar_kind = PC_SCALAR_INT;
    scalar.has_value = 1;
    scalar.value.magnitude = 3;
    pc_binary_operand s = pc_binary_operand_scalar(&scalar);
    pc_binary_plan plan;
    pc_error err;
    test_status(run, pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &s, &s, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "two scalars are refused");
    pc_binary_operand neither = {NULL, NULL};
    unsigned char data[4] = {0};
    pc_shape shape = SHAPE(2);
    pc_array array;
    pc_array_init_contiguous(&array, PC_UINT8, &shape, data);
    pc_binary_operand arr = pc_binary_operand_array(&array);
    test_status(run, pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &neither, &plan,
                                               &err),
                &err, PC_INVALID_ARGUMENT, "an operand with neither array nor scalar");
    /* The same refusal right after a plan of two arrays, the two calls with
    ** nothing between them: the refusal owes nothing to what the earlier
    ** call left behind. */
    pc_binary_plan earlier;
    pc_error earlier_err;
    pc_status planned = pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &arr, &earlier,
                                                  &earlier_err);
    pc_status refused = pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &neither, &plan,
                                                  &err);
    test_status(run, planned, &earlier_err, PC_OK, "uint8 array + uint8 array plans");
    test_status(run, refused, &err, PC_INVALID_ARGUMENT,
                "then an operand with neither array nor scalar is refused");
    tap_is_int(run, err.operand_a, 1, "the refusal names operand 1");
    pc_binary_operand both = {&array, &scalar};
    test_status(run, pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &both, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "an operand with both array and scalar");
    scalar.has_value = 0;
    test_status(run, pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &s, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "a scalar without its value");
    scalar.has_value = 1;
    scalar.category = PC_OPERAND_ZERO_DIM;
    test_status(run, pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &s, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "a scalar operand of another category");
    scalar.category = PC_OPERAND_SCALAR;
    scalar.scalar_kind = (pc_scalar_kind)9;
    test_status(run, pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &s, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "a scalar of kind 9");
    scalar.scalar_kind = PC_SCALAR_INT;
    test_status(run, pc_binary_mixed_plan_make(torch, NULL, PC_OP_ADD, &arr, &s, &plan, &err),
                &err, PC_OK, "uint8 array + 3 plans");
    test_shape_result(run, PC_OK, &plan.shape, PC_OK, "[2]", "uint8 array + 3: the shape");
    /* MLX: a Python int beyond 64 bits is not printed, it is named. */
    scalar.value.beyond_64_bits = 1;
    test_status(run, pc_binary_mixed_plan_make(pc_profile_find("mlx"), NULL, PC_OP_ADD, &arr, &s,
                                               &plan, &err),
                &err, PC_SCALAR_OUT_OF_RANGE, "mlx: uint8 array + an int beyond 64 bits");
    tap_ok(run, strstr(err.message, "beyond 64 bits") != NULL,
           "mlx: the message says the int is beyond 64 bits: %s", err.message);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&run, &cases[i]);
    check_misuse(&run);
    return tap_finish(&run);
}
