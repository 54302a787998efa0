/*
** test_numpy_functions.c: floor_divide, remainder, copysign, nextafter,
** bitwise_left_shift, bitwise_right_shift, logical_and, logical_or,
** logical_xor, pow, atan2, hypot and logaddexp through the NumPy adapter, out of place and in place, in
** both of NumPy 1.24's promotion states, in process (linked with the
** adapter's core).
**
** The ops are the ufuncs np.floor_divide, np.remainder, np.copysign,
** np.nextafter, np.left_shift, np.right_shift, np.logical_and,
** np.logical_or, np.logical_xor, np.power, np.arctan2, np.hypot and
** np.logaddexp (numpy_ufunc_names.c), in place with
** out=a and casting='same_kind', what `a //= b`, `a %= b`, `a <<= b`,
** `a >>= b` and `a **= b` do (numpy/core/src/multiarray/number.c,
** array_inplace_floor_divide and the others) and what a user writes for the
** four with no operator. Every expectation is what /usr/bin/python3 with
** Debian's NumPy 1.24.2 printed for the same call, quoted next to it, after
** warnings.simplefilter('ignore'), np.seterr(all='ignore') and
** np._set_promotion_state(STATE), as numpy_runtime.c sets them up: NumPy's
** RuntimeWarnings (integer division by zero, which gives 0; INT_MIN // -1,
** which wraps) are not errors. Floats print with %.17g, a set sign bit as
** "-" (x86's default NaN has it).
*/
#include "numpy_api.h"

#include <math.h>

#include "test_cases.h"

/* NumPy's refusal of a ufunc with no loop for the operands' dtypes. */
#define NO_LOOP(UFUNC)                                                                 \
    "unsupported_dtype_for_op: TypeError: ufunc '" UFUNC "' not supported for the input " \
    "types, and the inputs could not be safely coerced to any supported types according " \
    "to the casting rule ''safe''"

/* NumPy's refusal of an integer power with a negative exponent. */
#define NEG_POWER "invalid_value: ValueError: Integers to negative integer powers are not allowed."

static const scalar_case out_of_place[] = {
    /* floor_divide and remainder: Python's floor and sign rules (npy_divmod) */
    /* legacy and weak: int8 [2] {-4,3} */
    {"np.floor_divide(np.array([-7,7],dtype=np.int8), 2)", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_INT8, -7, 7), INT("2", 2), "int8 [2] {-4,3}", "int8 [2] {-4,3}"},
    /* legacy and weak: int8 [2] {3,-4} */
    {"np.floor_divide(np.array([-7,7],dtype=np.int8), -2)", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_INT8, -7, 7), INT("-2", -2), "int8 [2] {3,-4}", "int8 [2] {3,-4}"},
    /* legacy and weak: int8 [2] {1,1} */
    {"np.remainder(np.array([-7,7],dtype=np.int8), 2)", PROMCAST_OP_REMAINDER,
     ARRAY1(PC_INT8, -7, 7), INT("2", 2), "int8 [2] {1,1}", "int8 [2] {1,1}"},
    /* legacy and weak: int8 [2] {-1,-1} */
    {"np.remainder(np.array([-7,7],dtype=np.int8), -2)", PROMCAST_OP_REMAINDER,
     ARRAY1(PC_INT8, -7, 7), INT("-2", -2), "int8 [2] {-1,-1}", "int8 [2] {-1,-1}"},
    /* legacy and weak: float32 [2] {-4,-4} */
    {"np.floor_divide(np.array([-7.0,7.0],dtype=np.float32), "
     "np.array([2.0,-2.0],dtype=np.float32))",
     PROMCAST_OP_FLOOR_DIVIDE, ARRAY1(PC_FLOAT32, -7, 7), ARRAY1(PC_FLOAT32, 2, -2),
     "float32 [2] {-4,-4}", "float32 [2] {-4,-4}"},
    /* A zero remainder takes the divisor's sign, as Python's % */
    /* legacy and weak: float64 [2] {-0,0} */
    {"np.remainder(np.array([4.0,-4.0]), np.array([-2.0,2.0]))", PROMCAST_OP_REMAINDER,
     ARRAY1(PC_FLOAT64, 4, -4), ARRAY1(PC_FLOAT64, -2, 2), "float64 [2] {-0,0}",
     "float64 [2] {-0,0}"},
    /* legacy and weak: float64 [2] {0,-0} */
    {"np.remainder(np.array([0.0,-0.0]), np.array([2.0,-2.0]))", PROMCAST_OP_REMAINDER,
     ARRAY1(PC_FLOAT64, 0.0, -0.0), ARRAY1(PC_FLOAT64, 2, -2), "float64 [2] {0,-0}",
     "float64 [2] {0,-0}"},
    /* legacy and weak: float64 [2] {-0,0} */
    {"np.floor_divide(np.array([0.0,-0.0]), np.array([-2.0,-2.0]))", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_FLOAT64, 0.0, -0.0), ARRAY1(PC_FLOAT64, -2, -2), "float64 [2] {-0,0}",
     "float64 [2] {-0,0}"},
    /* Division by zero: no error (NumPy's RuntimeWarning is ignored, numpy_runtime.c) */
    /* legacy and weak: float64 [2] {inf,-inf} */
    {"np.floor_divide(np.array([1.0,-1.0]), np.array([0.0,0.0]))", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_FLOAT64, 1, -1), ARRAY1(PC_FLOAT64, 0, 0), "float64 [2] {inf,-inf}",
     "float64 [2] {inf,-inf}"},
    /* legacy and weak: float64 [2] {-nan,-nan} */
    {"np.remainder(np.array([1.0,-1.0]), np.array([0.0,0.0]))", PROMCAST_OP_REMAINDER,
     ARRAY1(PC_FLOAT64, 1, -1), ARRAY1(PC_FLOAT64, 0, 0), "float64 [2] {-nan,-nan}",
     "float64 [2] {-nan,-nan}"},
    /* legacy and weak: int8 [2] {0,0} */
    {"np.floor_divide(np.array([1,-1],dtype=np.int8), 0)", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_INT8, 1, -1), INT("0", 0), "int8 [2] {0,0}", "int8 [2] {0,0}"},
    /* legacy and weak: int8 [2] {0,0} */
    {"np.remainder(np.array([1,-1],dtype=np.int8), 0)", PROMCAST_OP_REMAINDER,
     ARRAY1(PC_INT8, 1, -1), INT("0", 0), "int8 [2] {0,0}", "int8 [2] {0,0}"},
    /* legacy and weak: int64 [2] {0,0} */
    {"np.floor_divide(np.array([1,-1],dtype=np.int64), "
     "np.array([0,0],dtype=np.int64))",
     PROMCAST_OP_FLOOR_DIVIDE, ARRAY1(PC_INT64, 1, -1), ARRAY1(PC_INT64, 0, 0), "int64 [2] {0,0}",
     "int64 [2] {0,0}"},
    /* INT_MIN // -1 wraps (an overflow warning, ignored), and does not trap */
    /* legacy and weak: int8 [2] {-128,-1} */
    {"np.floor_divide(np.array([-128,1],dtype=np.int8), -1)", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_INT8, -128, 1), INT("-1", -1), "int8 [2] {-128,-1}", "int8 [2] {-128,-1}"},
    /* legacy and weak: int64 [2] {-9223372036854775808,-1} */
    {"np.floor_divide(np.array([-9223372036854775808,1],dtype=np.int64), "
     "np.array([-1,-1],dtype=np.int64))",
     PROMCAST_OP_FLOOR_DIVIDE, ARRAY1(PC_INT64, -9223372036854775808.0, 1),
     ARRAY1(PC_INT64, -1, -1), "int64 [2] {-9223372036854775808,-1}",
     "int64 [2] {-9223372036854775808,-1}"},
    /* legacy and weak: int64 [2] {0,0} */
    {"np.remainder(np.array([-9223372036854775808,1],dtype=np.int64), "
     "np.array([-1,-1],dtype=np.int64))",
     PROMCAST_OP_REMAINDER, ARRAY1(PC_INT64, -9223372036854775808.0, 1), ARRAY1(PC_INT64, -1, -1),
     "int64 [2] {0,0}", "int64 [2] {0,0}"},
    /* legacy: int16 [2] {0,0}
    ** weak:   OverflowError: Python integer 300 out of bounds for int8 */
    {"np.floor_divide(np.array([1,2],dtype=np.int8), 300)", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_INT8, 1, 2), INT("300", 300), "int16 [2] {0,0}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds "
     "for int8"},
    /* legacy and weak: int8 [2] {1,-2} */
    {"np.floor_divide(3, np.array([2,-2],dtype=np.int8))", PROMCAST_OP_FLOOR_DIVIDE, INT("3", 3),
     ARRAY1(PC_INT8, 2, -2), "int8 [2] {1,-2}", "int8 [2] {1,-2}"},
    /* legacy and weak: float32 [2] {1,-1} */
    {"np.remainder(-3, np.array([2.0,-2.0],dtype=np.float32))", PROMCAST_OP_REMAINDER,
     INT("-3", -3), ARRAY1(PC_FLOAT32, 2, -2), "float32 [2] {1,-1}", "float32 [2] {1,-1}"},
    /* legacy and weak: float64 [2] {0,0} */
    {"np.floor_divide(np.array([1,2],dtype=np.int8), 2.5)", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_INT8, 1, 2), FLOAT(2.5), "float64 [2] {0,0}", "float64 [2] {0,0}"},
    /* legacy and weak: TypeError: ufunc 'floor_divide' not supported for the input types, and the
       inputs could not be safely coerced to any supported types according to the casting rule
       ''safe'' */
    {"np.floor_divide(np.array([1,2],dtype=np.complex128), 2)", PROMCAST_OP_FLOOR_DIVIDE,
     ARRAY1(PC_COMPLEX128, 1, 2), INT("2", 2),
     "unsupported_dtype_for_op: TypeError: ufunc 'floor_divide' not "
     "supported for the input types, and the inputs could not be safely "
     "coerced to any supported types according to the casting rule ''safe''",
     "unsupported_dtype_for_op: TypeError: ufunc 'floor_divide' not "
     "supported for the input types, and the inputs could not be safely "
     "coerced to any supported types according to the casting rule ''safe''"},
    /* legacy and weak: int8 [2] {0,0} */
    {"np.remainder(np.array([True,False]), np.array([True,True]))", PROMCAST_OP_REMAINDER,
     ARRAY1(PC_BOOL, 1, 0), ARRAY1(PC_BOOL, 1, 1), "int8 [2] {0,0}", "int8 [2] {0,0}"},
    /* copysign: integers take the smallest float loop that holds them */
    /* legacy and weak: float64 [2] {-1.5,2} */
    {"np.copysign(np.array([1.5,2.0]), np.array([-0.0,np.nan]))", PROMCAST_OP_COPYSIGN,
     ARRAY1(PC_FLOAT64, 1.5, 2), ARRAY1(PC_FLOAT64, -0.0, NAN), "float64 [2] {-1.5,2}",
     "float64 [2] {-1.5,2}"},
    /* legacy and weak: float32 [2] {-1.5,-nan} */
    {"np.copysign(np.array([1.5,np.nan],dtype=np.float32), -1)", PROMCAST_OP_COPYSIGN,
     ARRAY1(PC_FLOAT32, 1.5, NAN), INT("-1", -1), "float32 [2] {-1.5,-nan}",
     "float32 [2] {-1.5,-nan}"},
    /* legacy and weak: float16 [2] {-7,-7} */
    {"np.copysign(np.array([-7,7],dtype=np.int8), -1)", PROMCAST_OP_COPYSIGN,
     ARRAY1(PC_INT8, -7, 7), INT("-1", -1), "float16 [2] {-7,-7}", "float16 [2] {-7,-7}"},
    /* legacy and weak: float32 [2] {7,-7} */
    {"np.copysign(np.array([-7,7],dtype=np.int16), "
     "np.array([1,-1],dtype=np.int16))",
     PROMCAST_OP_COPYSIGN, ARRAY1(PC_INT16, -7, 7), ARRAY1(PC_INT16, 1, -1), "float32 [2] {7,-7}",
     "float32 [2] {7,-7}"},
    /* legacy and weak: float64 [2] {7,7} */
    {"np.copysign(np.array([-7,7],dtype=np.int64), 1)", PROMCAST_OP_COPYSIGN,
     ARRAY1(PC_INT64, -7, 7), INT("1", 1), "float64 [2] {7,7}", "float64 [2] {7,7}"},
    /* legacy and weak: float64 [2] {-3,-3} */
    {"np.copysign(3, np.array([-1.0,-0.0]))", PROMCAST_OP_COPYSIGN, INT("3", 3),
     ARRAY1(PC_FLOAT64, -1, -0.0), "float64 [2] {-3,-3}", "float64 [2] {-3,-3}"},
    /* legacy and weak: TypeError: ufunc 'copysign' not supported for the input types, and the
       inputs could not be safely coerced to any supported types according to the casting rule
       ''safe'' */
    {"np.copysign(np.array([1,2],dtype=np.complex128), 1)", PROMCAST_OP_COPYSIGN,
     ARRAY1(PC_COMPLEX128, 1, 2), INT("1", 1),
     NO_LOOP("copysign"),
     NO_LOOP("copysign")},
    /* nextafter: one step in the result dtype (integers: the smallest float loop) */
    /* legacy and weak: float64 [2] {1.0000000000000002,-4.9406564584124654e-324} */
    {"np.nextafter(np.array([1.0,0.0]), np.array([2.0,-1.0]))", PROMCAST_OP_NEXTAFTER,
     ARRAY1(PC_FLOAT64, 1, 0), ARRAY1(PC_FLOAT64, 2, -1),
     "float64 [2] {1.0000000000000002,-4.9406564584124654e-324}",
     "float64 [2] {1.0000000000000002,-4.9406564584124654e-324}"},
    /* legacy and weak: float32 [2] {1.0000001192092896,1.4012984643248171e-45} */
    {"np.nextafter(np.array([1.0,-0.0],dtype=np.float32), "
     "np.array([2.0,1.0],dtype=np.float32))",
     PROMCAST_OP_NEXTAFTER, ARRAY1(PC_FLOAT32, 1, -0.0), ARRAY1(PC_FLOAT32, 2, 1),
     "float32 [2] {1.0000001192092896,1.4012984643248171e-45}",
     "float32 [2] {1.0000001192092896,1.4012984643248171e-45}"},
    /* legacy and weak: float64 [2] {-0,0} */
    {"np.nextafter(np.array([0.0,-0.0]), np.array([-0.0,0.0]))", PROMCAST_OP_NEXTAFTER,
     ARRAY1(PC_FLOAT64, 0.0, -0.0), ARRAY1(PC_FLOAT64, -0.0, 0.0), "float64 [2] {-0,0}",
     "float64 [2] {-0,0}"},
    /* legacy and weak: float64 [2] {nan,nan} */
    {"np.nextafter(np.array([1.0,np.nan]), np.array([np.nan,1.0]))", PROMCAST_OP_NEXTAFTER,
     ARRAY1(PC_FLOAT64, 1, NAN), ARRAY1(PC_FLOAT64, NAN, 1), "float64 [2] {nan,nan}",
     "float64 [2] {nan,nan}"},
    /* legacy and weak: float16 [2] {1.0009765625,-5.9604644775390625e-08} */
    {"np.nextafter(np.array([1,0],dtype=np.int8), "
     "np.array([2,-1],dtype=np.int8))",
     PROMCAST_OP_NEXTAFTER, ARRAY1(PC_INT8, 1, 0), ARRAY1(PC_INT8, 2, -1),
     "float16 [2] {1.0009765625,-5.9604644775390625e-08}",
     "float16 [2] {1.0009765625,-5.9604644775390625e-08}"},
    /* legacy and weak: float32 [2] {1.0000001192092896,1.4012984643248171e-45} */
    {"np.nextafter(np.array([1.0,0.0],dtype=np.float32), 2)", PROMCAST_OP_NEXTAFTER,
     ARRAY1(PC_FLOAT32, 1, 0), INT("2", 2),
     "float32 [2] {1.0000001192092896,1.4012984643248171e-45}",
     "float32 [2] {1.0000001192092896,1.4012984643248171e-45}"},
    /* legacy and weak: float64 [2] {1.0000000000000002,1.9999999999999998} */
    {"np.nextafter(np.array([1,2],dtype=np.int64), "
     "np.array([2,-1],dtype=np.int64))",
     PROMCAST_OP_NEXTAFTER, ARRAY1(PC_INT64, 1, 2), ARRAY1(PC_INT64, 2, -1),
     "float64 [2] {1.0000000000000002,1.9999999999999998}",
     "float64 [2] {1.0000000000000002,1.9999999999999998}"},
    /* legacy and weak: TypeError: ufunc 'nextafter' not supported for the input types, and the
       inputs could not be safely coerced to any supported types according to the casting rule
       ''safe'' */
    {"np.nextafter(np.array([1,2],dtype=np.complex128), 1)", PROMCAST_OP_NEXTAFTER,
     ARRAY1(PC_COMPLEX128, 1, 2), INT("1", 1),
     NO_LOOP("nextafter"),
     NO_LOOP("nextafter")},
    /* Shifts: a count below 0 or at least the width gives 0 (<<) or the sign fill (>>) (npy_lshift,
       npy_rshift) */
    /* legacy and weak: int8 [2] {-14,14} */
    {"np.left_shift(np.array([-7,7],dtype=np.int8), 1)", PROMCAST_OP_BITWISE_LEFT_SHIFT,
     ARRAY1(PC_INT8, -7, 7), INT("1", 1), "int8 [2] {-14,14}", "int8 [2] {-14,14}"},
    /* legacy and weak: int8 [2] {-56,-128} */
    {"np.left_shift(np.array([100,1],dtype=np.int8), "
     "np.array([1,7],dtype=np.int8))",
     PROMCAST_OP_BITWISE_LEFT_SHIFT, ARRAY1(PC_INT8, 100, 1), ARRAY1(PC_INT8, 1, 7),
     "int8 [2] {-56,-128}", "int8 [2] {-56,-128}"},
    /* legacy and weak: int8 [2] {0,0} */
    {"np.left_shift(np.array([1,-1],dtype=np.int8), "
     "np.array([8,-1],dtype=np.int8))",
     PROMCAST_OP_BITWISE_LEFT_SHIFT, ARRAY1(PC_INT8, 1, -1), ARRAY1(PC_INT8, 8, -1),
     "int8 [2] {0,0}", "int8 [2] {0,0}"},
    /* legacy and weak: int8 [2] {-1,0} */
    {"np.right_shift(np.array([-7,7],dtype=np.int8), "
     "np.array([8,-1],dtype=np.int8))",
     PROMCAST_OP_BITWISE_RIGHT_SHIFT, ARRAY1(PC_INT8, -7, 7), ARRAY1(PC_INT8, 8, -1),
     "int8 [2] {-1,0}", "int8 [2] {-1,0}"},
    /* legacy and weak: int16 [2] {-4,1} */
    {"np.right_shift(np.array([-7,7],dtype=np.int8), "
     "np.array([1,2],dtype=np.int16))",
     PROMCAST_OP_BITWISE_RIGHT_SHIFT, ARRAY1(PC_INT8, -7, 7), ARRAY1(PC_INT16, 1, 2),
     "int16 [2] {-4,1}", "int16 [2] {-4,1}"},
    /* legacy and weak: int64 [2] {0,0} */
    {"np.left_shift(np.array([1,-5],dtype=np.int64), "
     "np.array([64,65],dtype=np.int64))",
     PROMCAST_OP_BITWISE_LEFT_SHIFT, ARRAY1(PC_INT64, 1, -5), ARRAY1(PC_INT64, 64, 65),
     "int64 [2] {0,0}", "int64 [2] {0,0}"},
    /* legacy and weak: int64 [2] {-1,0} */
    {"np.right_shift(np.array([-5,5],dtype=np.int64), "
     "np.array([64,-1],dtype=np.int64))",
     PROMCAST_OP_BITWISE_RIGHT_SHIFT, ARRAY1(PC_INT64, -5, 5), ARRAY1(PC_INT64, 64, -1),
     "int64 [2] {-1,0}", "int64 [2] {-1,0}"},
    /* legacy and weak: int8 [2] {6,12} */
    {"np.left_shift(3, np.array([1,2],dtype=np.int8))", PROMCAST_OP_BITWISE_LEFT_SHIFT, INT("3", 3),
     ARRAY1(PC_INT8, 1, 2), "int8 [2] {6,12}", "int8 [2] {6,12}"},
    /* legacy and weak: uint8 [2] {100,3} */
    {"np.right_shift(np.array([200,7],dtype=np.uint8), 1)", PROMCAST_OP_BITWISE_RIGHT_SHIFT,
     ARRAY1(PC_UINT8, 200, 7), INT("1", 1), "uint8 [2] {100,3}", "uint8 [2] {100,3}"},
    /* legacy: int16 [2] {0,0}
    ** weak:   OverflowError: Python integer 300 out of bounds for int8 */
    {"np.left_shift(np.array([1,2],dtype=np.int8), 300)", PROMCAST_OP_BITWISE_LEFT_SHIFT,
     ARRAY1(PC_INT8, 1, 2), INT("300", 300), "int16 [2] {0,0}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds "
     "for int8"},
    /* legacy: int16 [2] {0,0}
    ** weak:   OverflowError: Python integer -1 out of bounds for uint8 */
    {"np.left_shift(np.array([1,2],dtype=np.uint8), -1)", PROMCAST_OP_BITWISE_LEFT_SHIFT,
     ARRAY1(PC_UINT8, 1, 2), INT("-1", -1), "int16 [2] {0,0}",
     "scalar_out_of_range: OverflowError: Python integer -1 out of bounds "
     "for uint8"},
    /* legacy and weak: int8 [2] {2,0} */
    {"np.left_shift(np.array([True,False]), np.array([True,True]))", PROMCAST_OP_BITWISE_LEFT_SHIFT,
     ARRAY1(PC_BOOL, 1, 0), ARRAY1(PC_BOOL, 1, 1), "int8 [2] {2,0}", "int8 [2] {2,0}"},
    /* legacy and weak: int64 [2] {2,0} */
    {"np.left_shift(np.array([True,False]), 1)", PROMCAST_OP_BITWISE_LEFT_SHIFT,
     ARRAY1(PC_BOOL, 1, 0), INT("1", 1), "int64 [2] {2,0}", "int64 [2] {2,0}"},
    /* legacy and weak: TypeError: ufunc 'left_shift' not supported for the input types, and the
       inputs could not be safely coerced to any supported types according to the casting rule
       ''safe'' */
    {"np.left_shift(np.array([1.5,2.0]), 1)", PROMCAST_OP_BITWISE_LEFT_SHIFT,
     ARRAY1(PC_FLOAT64, 1.5, 2), INT("1", 1),
     NO_LOOP("left_shift"),
     NO_LOOP("left_shift")},
    /* legacy and weak: TypeError: ufunc 'left_shift' not supported for the input types, and the
       inputs could not be safely coerced to any supported types according to the casting rule
       ''safe'' */
    {"np.left_shift(np.array([1,2],dtype=np.int8), 1.5)", PROMCAST_OP_BITWISE_LEFT_SHIFT,
     ARRAY1(PC_INT8, 1, 2), FLOAT(1.5),
     NO_LOOP("left_shift"),
     NO_LOOP("left_shift")},
    /* legacy and weak: TypeError: ufunc 'left_shift' not supported for the input types, and the
       inputs could not be safely coerced to any supported types according to the casting rule
       ''safe'' */
    {"np.left_shift(np.array([1,2],dtype=np.uint64), "
     "np.array([1,2],dtype=np.int64))",
     PROMCAST_OP_BITWISE_LEFT_SHIFT, ARRAY1(PC_UINT64, 1, 2), ARRAY1(PC_INT64, 1, 2),
     NO_LOOP("left_shift"),
     NO_LOOP("left_shift")},
    /* logical_*: bool, nonzero is true (NaN and complex included) */
    /* legacy and weak: bool [2] {1,0} */
    {"np.logical_and(np.array([-7,0],dtype=np.int8), np.array([1.5,-0.0]))",
     PROMCAST_OP_LOGICAL_AND, ARRAY1(PC_INT8, -7, 0), ARRAY1(PC_FLOAT64, 1.5, -0.0),
     "bool [2] {1,0}", "bool [2] {1,0}"},
    /* legacy and weak: bool [2] {1,0} */
    {"np.logical_or(np.array([np.nan,-0.0]), np.array([0.0,0.0]))", PROMCAST_OP_LOGICAL_OR,
     ARRAY1(PC_FLOAT64, NAN, -0.0), ARRAY1(PC_FLOAT64, 0, 0), "bool [2] {1,0}", "bool [2] {1,0}"},
    /* legacy and weak: bool [2] {1,0} */
    {"np.logical_and(np.array([2,0],dtype=np.int8), 3)", PROMCAST_OP_LOGICAL_AND,
     ARRAY1(PC_INT8, 2, 0), INT("3", 3), "bool [2] {1,0}", "bool [2] {1,0}"},
    /* legacy and weak: bool [2] {0,1} */
    {"np.logical_or(0.0, np.array([0,1],dtype=np.int8))", PROMCAST_OP_LOGICAL_OR, FLOAT(0.0),
     ARRAY1(PC_INT8, 0, 1), "bool [2] {0,1}", "bool [2] {0,1}"},
    /* legacy and weak: bool [2] {0,1} */
    {"np.logical_xor(np.array([True,False]), True)", PROMCAST_OP_LOGICAL_XOR, ARRAY1(PC_BOOL, 1, 0),
     BOOL("True", 1), "bool [2] {0,1}", "bool [2] {0,1}"},
    /* legacy and weak: bool [2] {1,0} */
    {"np.logical_and(np.array([2,0],dtype=np.int8), 300)", PROMCAST_OP_LOGICAL_AND,
     ARRAY1(PC_INT8, 2, 0), INT("300", 300), "bool [2] {1,0}", "bool [2] {1,0}"},
    /* legacy and weak: bool [2] {1,0} */
    {"np.logical_xor(np.array([0.0,2.0]), 1j)", PROMCAST_OP_LOGICAL_XOR, ARRAY1(PC_FLOAT64, 0, 2),
     COMPLEX(0, 1), "bool [2] {1,0}", "bool [2] {1,0}"},
    /* pow: integers stay integers and wrap; a negative integer exponent is refused */
    /* legacy and weak: int8 [2] {8,-27} */
    {"np.power(np.array([2,-3],dtype=np.int8), 3)", PROMCAST_OP_POW, ARRAY1(PC_INT8, 2, -3),
     INT("3", 3), "int8 [2] {8,-27}", "int8 [2] {8,-27}"},
    /* legacy and weak: int8 [2] {-128,0} */
    {"np.power(np.array([2,4],dtype=np.int8), 7)", PROMCAST_OP_POW, ARRAY1(PC_INT8, 2, 4),
     INT("7", 7), "int8 [2] {-128,0}", "int8 [2] {-128,0}"},
    /* legacy and weak: ValueError: Integers to negative integer powers are not allowed. */
    {"np.power(np.array([2,3],dtype=np.int8), -1)", PROMCAST_OP_POW, ARRAY1(PC_INT8, 2, 3),
     INT("-1", -1), NEG_POWER, NEG_POWER},
    /* legacy and weak: ValueError: Integers to negative integer powers are not allowed. */
    {"np.power(2, np.array([-1,2],dtype=np.int8))", PROMCAST_OP_POW, INT("2", 2),
     ARRAY1(PC_INT8, -1, 2), NEG_POWER, NEG_POWER},
    /* legacy and weak: ValueError: Integers to negative integer powers are not allowed. */
    {"np.power(np.array([2,3],dtype=np.int64), np.array([-1,2],dtype=np.int64))", PROMCAST_OP_POW,
     ARRAY1(PC_INT64, 2, 3), ARRAY1(PC_INT64, -1, 2), NEG_POWER, NEG_POWER},
    /* legacy: float64 [2] {0.5,0.33333333333333331}
    ** weak:   OverflowError: Python integer -1 out of bounds for uint64 */
    {"np.power(np.array([2,3],dtype=np.uint64), -1)", PROMCAST_OP_POW, ARRAY1(PC_UINT64, 2, 3),
     INT("-1", -1), "float64 [2] {0.5,0.33333333333333331}",
     "scalar_out_of_range: OverflowError: Python integer -1 out of bounds for uint64"},
    /* legacy: int16 [2] {0,9841}
    ** weak:   OverflowError: Python integer 300 out of bounds for int8 */
    {"np.power(np.array([2,3],dtype=np.int8), 300)", PROMCAST_OP_POW, ARRAY1(PC_INT8, 2, 3),
     INT("300", 300), "int16 [2] {0,9841}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds for int8"},
    /* legacy and weak: float64 [2] {1,1} */
    {"np.power(np.array([np.nan,0.0]), 0)", PROMCAST_OP_POW, ARRAY1(PC_FLOAT64, NAN, 0),
     INT("0", 0), "float64 [2] {1,1}", "float64 [2] {1,1}"},
    /* legacy and weak: float32 [2] {1.4142135381698608,-nan} */
    {"np.power(np.array([2.0,-8.0],dtype=np.float32), 0.5)", PROMCAST_OP_POW,
     ARRAY1(PC_FLOAT32, 2, -8), FLOAT(0.5), "float32 [2] {1.4142135381698608,-nan}",
     "float32 [2] {1.4142135381698608,-nan}"},
    /* legacy and weak: float64 [2] {5.6568542494923806,15.588457268119896} */
    {"np.power(np.array([2,3],dtype=np.uint8), 2.5)", PROMCAST_OP_POW, ARRAY1(PC_UINT8, 2, 3),
     FLOAT(2.5), "float64 [2] {5.6568542494923806,15.588457268119896}",
     "float64 [2] {5.6568542494923806,15.588457268119896}"},
    /* legacy and weak: float64 [2] {2.25,-8} */
    {"np.power(np.array([1.5,-2.0]), np.array([2,3],dtype=np.int64))", PROMCAST_OP_POW,
     ARRAY1(PC_FLOAT64, 1.5, -2), ARRAY1(PC_INT64, 2, 3), "float64 [2] {2.25,-8}",
     "float64 [2] {2.25,-8}"},
    /* legacy and weak: float64 [2] {2,3} */
    {"np.power(np.array([2.0,3.0]), True)", PROMCAST_OP_POW, ARRAY1(PC_FLOAT64, 2, 3),
     BOOL("True", 1), "float64 [2] {2,3}", "float64 [2] {2,3}"},
    /* atan2: integers take the smallest float loop that holds them; no complex loop */
    /* legacy and weak: float64 [2] {2.3561944901923448,-3.1415926535897931} */
    {"np.arctan2(np.array([1.0,-0.0]), np.array([-1.0,-1.0]))", PROMCAST_OP_ATAN2,
     ARRAY1(PC_FLOAT64, 1, -0.0), ARRAY1(PC_FLOAT64, -1, -1),
     "float64 [2] {2.3561944901923448,-3.1415926535897931}",
     "float64 [2] {2.3561944901923448,-3.1415926535897931}"},
    /* legacy and weak: float16 [2] {1.5703125,-1.5703125} */
    {"np.arctan2(np.array([1,-1],dtype=np.int8), 0)", PROMCAST_OP_ATAN2, ARRAY1(PC_INT8, 1, -1),
     INT("0", 0), "float16 [2] {1.5703125,-1.5703125}", "float16 [2] {1.5703125,-1.5703125}"},
    /* legacy and weak: float64 [2] {0.46364760900080615,0.78539816339744828} */
    {"np.arctan2(np.array([1,2],dtype=np.int32), 2)", PROMCAST_OP_ATAN2, ARRAY1(PC_INT32, 1, 2),
     INT("2", 2), "float64 [2] {0.46364760900080615,0.78539816339744828}",
     "float64 [2] {0.46364760900080615,0.78539816339744828}"},
    /* legacy and weak: TypeError: ufunc 'arctan2' not supported for the input types, ... */
    {"np.arctan2(np.array([1.0,2.0]), 1j)", PROMCAST_OP_ATAN2, ARRAY1(PC_FLOAT64, 1, 2),
     COMPLEX(0, 1), NO_LOOP("arctan2"), NO_LOOP("arctan2")},
    /* hypot: no overflow where x*x would overflow */
    /* legacy and weak: float64 [2] {5,1.414213562373095e+200} */
    {"np.hypot(np.array([3.0,1e200]), np.array([4.0,1e200]))", PROMCAST_OP_HYPOT,
     ARRAY1(PC_FLOAT64, 3, 1e200), ARRAY1(PC_FLOAT64, 4, 1e200),
     "float64 [2] {5,1.414213562373095e+200}", "float64 [2] {5,1.414213562373095e+200}"},
    /* legacy and weak: float16 [2] {5,6.40234375} */
    {"np.hypot(np.array([3,5],dtype=np.int8), 4)", PROMCAST_OP_HYPOT, ARRAY1(PC_INT8, 3, 5),
     INT("4", 4), "float16 [2] {5,6.40234375}", "float16 [2] {5,6.40234375}"},
    /* legacy and weak: float64 [2] {inf,inf} */
    {"np.hypot(np.array([np.inf,np.nan]), np.array([np.nan,np.inf]))", PROMCAST_OP_HYPOT,
     ARRAY1(PC_FLOAT64, INFINITY, NAN), ARRAY1(PC_FLOAT64, NAN, INFINITY), "float64 [2] {inf,inf}",
     "float64 [2] {inf,inf}"},
    /* logaddexp: no overflow where exp(x) would overflow */
    /* legacy and weak: float64 [2] {0.69314718055994529,1000.6931471805599} */
    {"np.logaddexp(np.array([0.0,1000.0]), np.array([0.0,1000.0]))", PROMCAST_OP_LOGADDEXP,
     ARRAY1(PC_FLOAT64, 0, 1000), ARRAY1(PC_FLOAT64, 0, 1000),
     "float64 [2] {0.69314718055994529,1000.6931471805599}",
     "float64 [2] {0.69314718055994529,1000.6931471805599}"},
    /* legacy and weak: float64 [2] {-inf,inf} */
    {"np.logaddexp(np.array([-np.inf,np.inf]), np.array([-np.inf,np.inf]))", PROMCAST_OP_LOGADDEXP,
     ARRAY1(PC_FLOAT64, -INFINITY, INFINITY), ARRAY1(PC_FLOAT64, -INFINITY, INFINITY),
     "float64 [2] {-inf,inf}", "float64 [2] {-inf,inf}"},
    /* legacy and weak: float32 [2] {1.3132617473602295,2.1269280910491943} */
    {"np.logaddexp(np.array([1,2],dtype=np.int16), 0)", PROMCAST_OP_LOGADDEXP,
     ARRAY1(PC_INT16, 1, 2), INT("0", 0), "float32 [2] {1.3132617473602295,2.1269280910491943}",
     "float32 [2] {1.3132617473602295,2.1269280910491943}"},
    /* legacy and weak: TypeError: ufunc 'logaddexp' not supported for the input types, ... */
    {"np.logaddexp(np.array([1.0,2.0]), 1j)", PROMCAST_OP_LOGADDEXP, ARRAY1(PC_FLOAT64, 1, 2),
     COMPLEX(0, 1), NO_LOOP("logaddexp"), NO_LOOP("logaddexp")},
};

/* `a` is the destination: the outcome is `a` after the call. */
static const scalar_case in_place[] = {
    /* legacy and weak: int8 [2] {-4,3} */
    {"a=np.array([-7,7],dtype=np.int8); np.floor_divide(a, 2, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_FLOOR_DIVIDE, ARRAY1(PC_INT8, -7, 7), INT("2", 2), "int8 [2] {-4,3}",
     "int8 [2] {-4,3}"},
    /* legacy and weak: int8 [2] {1,-1} */
    {"a=np.array([-7,7],dtype=np.int8); np.remainder(a, "
     "np.array([2,-2],dtype=np.int64), out=a, casting='same_kind')",
     PROMCAST_OP_REMAINDER, ARRAY1(PC_INT8, -7, 7), ARRAY1(PC_INT64, 2, -2), "int8 [2] {1,-1}",
     "int8 [2] {1,-1}"},
    /* legacy and weak: int8 [2] {0,0} */
    {"a=np.array([-7,7],dtype=np.int8); np.floor_divide(a, 0, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_FLOOR_DIVIDE, ARRAY1(PC_INT8, -7, 7), INT("0", 0), "int8 [2] {0,0}",
     "int8 [2] {0,0}"},
    /* legacy and weak: UFuncTypeError: Cannot cast ufunc 'floor_divide' output from
       dtype('float64') to dtype('int8') with casting rule 'same_kind' */
    {"a=np.array([-7,7],dtype=np.int8); np.floor_divide(a, 2.5, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_FLOOR_DIVIDE, ARRAY1(PC_INT8, -7, 7), FLOAT(2.5),
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'floor_divide' output "
     "from dtype('float64') to dtype('int8') with casting rule 'same_kind'",
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'floor_divide' output "
     "from dtype('float64') to dtype('int8') with casting rule 'same_kind'"},
    /* legacy and weak: UFuncTypeError: Cannot cast ufunc 'copysign' output from dtype('float16') to
       dtype('int8') with casting rule 'same_kind' */
    {"a=np.array([-7,7],dtype=np.int8); np.copysign(a, -1, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_COPYSIGN, ARRAY1(PC_INT8, -7, 7), INT("-1", -1),
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'copysign' output from "
     "dtype('float16') to dtype('int8') with casting rule 'same_kind'",
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'copysign' output from "
     "dtype('float16') to dtype('int8') with casting rule 'same_kind'"},
    /* legacy and weak: float32 [2] {1.5,-2} */
    {"a=np.array([-1.5,2.0],dtype=np.float32); np.copysign(a, "
     "np.array([1.0,-1.0]), out=a, casting='same_kind')",
     PROMCAST_OP_COPYSIGN, ARRAY1(PC_FLOAT32, -1.5, 2), ARRAY1(PC_FLOAT64, 1, -1),
     "float32 [2] {1.5,-2}", "float32 [2] {1.5,-2}"},
    /* Stepped in float64, then cast into float32: the step is lost */
    /* legacy and weak: float32 [2] {1,-0} */
    {"a=np.array([1.0,0.0],dtype=np.float32); np.nextafter(a, "
     "np.array([2.0,-1.0]), out=a, casting='same_kind')",
     PROMCAST_OP_NEXTAFTER, ARRAY1(PC_FLOAT32, 1, 0), ARRAY1(PC_FLOAT64, 2, -1),
     "float32 [2] {1,-0}", "float32 [2] {1,-0}"},
    /* legacy and weak: float32 [2] {1.0000001192092896,1.4012984643248171e-45} */
    {"a=np.array([1.0,0.0],dtype=np.float32); np.nextafter(a, 2, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_NEXTAFTER, ARRAY1(PC_FLOAT32, 1, 0), INT("2", 2),
     "float32 [2] {1.0000001192092896,1.4012984643248171e-45}",
     "float32 [2] {1.0000001192092896,1.4012984643248171e-45}"},
    /* legacy and weak: int8 [2] {-14,14} */
    {"a=np.array([-7,7],dtype=np.int8); np.left_shift(a, 1, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_BITWISE_LEFT_SHIFT, ARRAY1(PC_INT8, -7, 7), INT("1", 1), "int8 [2] {-14,14}",
     "int8 [2] {-14,14}"},
    /* legacy and weak: int8 [2] {-4,0} */
    {"a=np.array([-7,7],dtype=np.int8); np.right_shift(a, "
     "np.array([1,9],dtype=np.int64), out=a, casting='same_kind')",
     PROMCAST_OP_BITWISE_RIGHT_SHIFT, ARRAY1(PC_INT8, -7, 7), ARRAY1(PC_INT64, 1, 9),
     "int8 [2] {-4,0}", "int8 [2] {-4,0}"},
    /* legacy and weak: TypeError: ufunc 'left_shift' not supported for the input types, and the
       inputs could not be safely coerced to any supported types according to the casting rule
       ''safe'' */
    {"a=np.array([-7,7],dtype=np.int8); np.left_shift(a, 1.5, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_BITWISE_LEFT_SHIFT, ARRAY1(PC_INT8, -7, 7), FLOAT(1.5),
     NO_LOOP("left_shift"),
     NO_LOOP("left_shift")},
    /* legacy and weak: float64 [2] {1,0} */
    {"a=np.array([1.5,0.0]); np.logical_or(a, "
     "np.array([0,0],dtype=np.int8), out=a, casting='same_kind')",
     PROMCAST_OP_LOGICAL_OR, ARRAY1(PC_FLOAT64, 1.5, 0), ARRAY1(PC_INT8, 0, 0), "float64 [2] {1,0}",
     "float64 [2] {1,0}"},
    /* legacy and weak: int8 [2] {0,1} */
    {"a=np.array([5,0],dtype=np.int8); np.logical_xor(a, True, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_LOGICAL_XOR, ARRAY1(PC_INT8, 5, 0), BOOL("True", 1), "int8 [2] {0,1}",
     "int8 [2] {0,1}"},
    /* legacy and weak: bool [2] {1,0} */
    {"a=np.array([True,False]); np.logical_and(a, 2.5, out=a, "
     "casting='same_kind')",
     PROMCAST_OP_LOGICAL_AND, ARRAY1(PC_BOOL, 1, 0), FLOAT(2.5), "bool [2] {1,0}",
     "bool [2] {1,0}"},
    /* legacy and weak: int8 [2] {4,9} */
    {"a=np.array([2,3],dtype=np.int8); np.power(a, 2, out=a, casting='same_kind')",
     PROMCAST_OP_POW, ARRAY1(PC_INT8, 2, 3), INT("2", 2), "int8 [2] {4,9}", "int8 [2] {4,9}"},
    /* legacy and weak: ValueError: Integers to negative integer powers are not allowed. */
    {"a=np.array([2,3],dtype=np.int8); np.power(a, -2, out=a, casting='same_kind')",
     PROMCAST_OP_POW, ARRAY1(PC_INT8, 2, 3), INT("-2", -2), NEG_POWER, NEG_POWER},
    /* legacy and weak: UFuncTypeError: Cannot cast ufunc 'power' output from dtype('float64') to
       dtype('int8') with casting rule 'same_kind' */
    {"a=np.array([2,3],dtype=np.int8); np.power(a, 0.5, out=a, casting='same_kind')",
     PROMCAST_OP_POW, ARRAY1(PC_INT8, 2, 3), FLOAT(0.5),
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'power' output from "
     "dtype('float64') to dtype('int8') with casting rule 'same_kind'",
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'power' output from "
     "dtype('float64') to dtype('int8') with casting rule 'same_kind'"},
    /* legacy and weak: float64 [2] {0.5,9} */
    {"a=np.array([2.0,3.0]); np.power(a, np.array([-1,2],dtype=np.int8), out=a, "
     "casting='same_kind')",
     PROMCAST_OP_POW, ARRAY1(PC_FLOAT64, 2, 3), ARRAY1(PC_INT8, -1, 2), "float64 [2] {0.5,9}",
     "float64 [2] {0.5,9}"},
    /* legacy and weak: float32 [2] {1.5707963705062866,-1.5707963705062866} */
    {"a=np.array([1.0,-1.0],dtype=np.float32); np.arctan2(a, np.array([0.0,0.0]), out=a, "
     "casting='same_kind')",
     PROMCAST_OP_ATAN2, ARRAY1(PC_FLOAT32, 1, -1), ARRAY1(PC_FLOAT64, 0, 0),
     "float32 [2] {1.5707963705062866,-1.5707963705062866}",
     "float32 [2] {1.5707963705062866,-1.5707963705062866}"},
    /* legacy and weak: UFuncTypeError: Cannot cast ufunc 'hypot' output from dtype('float16') to
       dtype('int8') with casting rule 'same_kind' */
    {"a=np.array([3,5],dtype=np.int8); np.hypot(a, 4, out=a, casting='same_kind')",
     PROMCAST_OP_HYPOT, ARRAY1(PC_INT8, 3, 5), INT("4", 4),
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'hypot' output from "
     "dtype('float16') to dtype('int8') with casting rule 'same_kind'",
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'hypot' output from "
     "dtype('float16') to dtype('int8') with casting rule 'same_kind'"},
    /* legacy and weak: float32 [2] {5,1.4142135230892728e+38} */
    {"a=np.array([3.0,1e38],dtype=np.float32); np.hypot(a, "
     "np.array([4.0,1e38],dtype=np.float32), out=a, casting='same_kind')",
     PROMCAST_OP_HYPOT, ARRAY1(PC_FLOAT32, 3, 1e38), ARRAY1(PC_FLOAT32, 4, 1e38),
     "float32 [2] {5,1.4142135230892728e+38}", "float32 [2] {5,1.4142135230892728e+38}"},
    /* legacy and weak: float64 [2] {0.69314718055994529,1000} */
    {"a=np.array([0.0,1000.0]); np.logaddexp(a, 0, out=a, casting='same_kind')",
     PROMCAST_OP_LOGADDEXP, ARRAY1(PC_FLOAT64, 0, 1000), INT("0", 0),
     "float64 [2] {0.69314718055994529,1000}", "float64 [2] {0.69314718055994529,1000}"},
};

static void check_state(tap_run *run, numpy_adapter *adapter, int weak) {
    check_cases(run, adapter, weak, out_of_place, sizeof out_of_place / sizeof out_of_place[0], 0);
    check_cases(run, adapter, weak, in_place, sizeof in_place / sizeof in_place[0], 1);
}

int main(void) {
    return run_in_both_states(check_state);
}
