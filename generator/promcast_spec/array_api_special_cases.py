"""The Array API standard's special cases of the element-wise functions:
pow, atan2, hypot, logaddexp, and the special-case lists of add,
multiply and equal (subtract's rules are addition's; the ordering
comparisons have no list, and IEEE 754's comparison applies)
(src/array_api_stubs/_2025_12/elementwise_functions.py, each function's
"Special cases" list). Each case states its clauses in the note, with the
function's page. Results the clauses call "an implementation-dependent
approximation to" pi/2, pi, pi/4 or 3pi/4 are the value rounded once to
the dtype, within the tolerance every rounded function's expected array
carries (promcast_model/tolerances.py, docs/values.md); logaddexp's carries
a scale per element as well (0 where a special case gives the value, 1 for
logaddexp(0, 0), whose terms are 0 and log 2).
"""

from .builder import array, expect_array, expect_error

_FUNCTION_PAGE = ("https://data-apis.org/array-api/2025.12/"
                  "API_specification/generated/array_api.{}.html")
_NAN, _INF = float("nan"), float("inf")
# pi, pi/2, pi/4 and 3pi/4 rounded to float64 and to float32.
_PI_64 = (3.141592653589793, 1.5707963267948966, 0.7853981633974483,
          2.356194490192345)
_PI_32 = (3.1415927410125732, 1.5707963705062866, 0.7853981852531433,
          2.356194496154785)
_ULP = 4  # tolerances.REAL_ULP, written out: the literal is the claim


def special_cases(spec, binary):
    """Adds the cases to `spec` through binary(spec, name, op, a, b,
    expect, section, note)."""
    nan, inf = _NAN, _INF

    def case(name, op, a, b, expect, clause):
        binary(spec, name, op, a, b, expect, op,
               note=f"{clause} ({_FUNCTION_PAGE.format(op)})")

    def rounded(dtype, values, scale=None):
        return expect_array(dtype, (len(values),), values,
                            tolerance_ulp=_ULP, tolerance_scale=scale)

    def f64(values):
        return array("float64", (len(values),), values)

    def f32(values):
        return array("float32", (len(values),), values)

    # pow
    case("pow-zero-exponent-and-one", "pow",
         f64([nan, 2.0, 1.0, 1.0, -1.0, -1.0]),
         f64([0.0, -0.0, nan, 7.5, inf, -inf]),
         rounded("float64", [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]),
         "x2_i +0 or -0 gives 1, even for a NaN x1_i; x1_i 1 gives 1 for "
         "any x2_i, NaN included; abs(x1_i) 1 with x2_i +-infinity gives 1")
    case("pow-nan", "pow", f64([nan, 2.0]), f64([3.0, nan]),
         rounded("float64", [nan, nan]),
         "x1_i NaN with x2_i not 0 gives NaN; x1_i not 1 with x2_i NaN "
         "gives NaN")
    case("pow-infinite-exponent", "pow", f64([2.0, 2.0, 0.5, -0.5]),
         f64([inf, -inf, inf, -inf]),
         rounded("float64", [inf, 0.0, 0.0, inf]),
         "abs(x1_i) > 1: +infinity gives +infinity, -infinity +0; "
         "abs(x1_i) < 1: +infinity gives +0, -infinity +infinity")
    case("pow-infinite-base", "pow",
         f64([inf, inf, -inf, -inf, -inf, -inf]),
         f64([0.5, -2.0, 3.0, 2.0, -3.0, -2.0]),
         rounded("float64", [inf, 0.0, -inf, inf, -0.0, 0.0]),
         "+infinity: x2_i > 0 gives +infinity, x2_i < 0 +0; -infinity: an "
         "odd integer x2_i > 0 gives -infinity, other x2_i > 0 +infinity, "
         "an odd integer x2_i < 0 -0, other x2_i < 0 +0")
    case("pow-zero-base", "pow",
         f64([0.0, 0.0, -0.0, -0.0, -0.0, -0.0]),
         f64([2.0, -1.0, 3.0, 2.0, -3.0, -2.0]),
         rounded("float64", [0.0, inf, -0.0, 0.0, -inf, inf]),
         "+0: x2_i > 0 gives +0, x2_i < 0 +infinity; -0: an odd integer "
         "x2_i > 0 gives -0, other x2_i > 0 +0, an odd integer x2_i < 0 "
         "-infinity, other x2_i < 0 +infinity")
    case("pow-negative-base-fraction", "pow", f32([-2.0, -8.0]),
         f32([0.5, -3.0]), rounded("float32", [nan, -0.001953125]),
         "x1_i < 0 finite with a finite non-integer x2_i gives NaN; an "
         "integer x2_i gives the exact power, rounded")
    case("pow-integer-negative-exponent", "pow", array("int32", (1,), [2]),
         array("int32", (1,), [-1]), expect_error("undefined"),
         "If both x1 and x2 have integer data types, the result of pow "
         "when x2_i is negative is unspecified and thus "
         "implementation-dependent")
    case("pow-integer", "pow", array("int16", (3,), [3, -2, 0]),
         array("int16", (3,), [4, 3, 0]),
         expect_array("int16", (3,), [81, -8, 1]),
         "an implementation-dependent approximation of x1_i raised to the "
         "power x2_i: integers are exact")
    case("pow-bool", "pow", array("bool", (1,), [True]),
         array("bool", (1,), [True]), expect_error("undefined"),
         "x1, x2: Should have a numeric data type.")
    # atan2 (x1 is y, x2 is x)
    case("atan2-nan", "atan2", f64([nan, 1.0]), f64([1.0, nan]),
         rounded("float64", [nan, nan]),
         "If either x1_i or x2_i is NaN, the result is NaN.")
    case("atan2-zeros", "atan2", f64([0.0, 0.0, 0.0, 0.0, -0.0, -0.0,
                                       -0.0, -0.0]),
         f64([1.0, 0.0, -0.0, -1.0, 1.0, 0.0, -0.0, -1.0]),
         rounded("float64", [0.0, 0.0, _PI_64[0], _PI_64[0], -0.0, -0.0,
                             -_PI_64[0], -_PI_64[0]]),
         "x1_i +0: x2_i > 0 or +0 gives +0, x2_i -0 or < 0 an "
         "approximation to +pi; x1_i -0: x2_i > 0 or +0 gives -0, x2_i -0 "
         "or < 0 an approximation to -pi")
    case("atan2-zero-x2", "atan2", f32([1.0, 1.0, -1.0, -1.0]),
         f32([0.0, -0.0, 0.0, -0.0]),
         rounded("float32", [_PI_32[1], _PI_32[1], -_PI_32[1],
                             -_PI_32[1]]),
         "x1_i > 0 with x2_i +0 or -0 gives an approximation to +pi/2; "
         "x1_i < 0 to -pi/2")
    case("atan2-infinite-x2", "atan2", f64([1.0, 1.0, -1.0, -1.0]),
         f64([inf, -inf, inf, -inf]),
         rounded("float64", [0.0, _PI_64[0], -0.0, -_PI_64[0]]),
         "finite x1_i > 0: x2_i +infinity gives +0, -infinity an "
         "approximation to +pi; finite x1_i < 0: +infinity gives -0, "
         "-infinity an approximation to -pi")
    case("atan2-infinite-x1", "atan2",
         f64([inf, -inf, inf, inf, -inf, -inf]),
         f64([2.0, 2.0, inf, -inf, inf, -inf]),
         rounded("float64", [_PI_64[1], -_PI_64[1], _PI_64[2], _PI_64[3],
                             -_PI_64[2], -_PI_64[3]]),
         "x1_i +-infinity with a finite x2_i gives approximations to "
         "+-pi/2; with x2_i +infinity to +-pi/4; with x2_i -infinity to "
         "+-3pi/4")
    case("atan2-integer", "atan2", array("int32", (1,), [1]),
         array("int32", (1,), [1]), expect_error("undefined"),
         "x1, x2: Should have a real-valued floating-point data type.")
    # hypot
    case("hypot-infinities", "hypot", f64([inf, -inf, nan, 2.0]),
         f64([nan, 2.0, -inf, inf]),
         rounded("float64", [inf, inf, inf, inf]),
         "x1_i or x2_i +infinity or -infinity gives +infinity, whatever "
         "the other, NaN included")
    case("hypot-nan-and-zeros", "hypot", f32([nan, 1.0, -0.0, 3.0]),
         f32([1.0, nan, -2.5, -0.0]),
         rounded("float32", [nan, nan, 2.5, 3.0]),
         "a finite or NaN x1_i with x2_i NaN gives NaN (and the other way "
         "round); x1_i +0 or -0 gives abs(x2_i); x2_i +0 or -0 gives "
         "abs(x1_i)")
    case("hypot-exact", "hypot", f64([3.0, -5.0]), f64([-4.0, 12.0]),
         rounded("float64", [5.0, 13.0]),
         "hypot(x1, x2) must equal hypot(x2, x1), hypot(x1, -x2), "
         "hypot(-x1, x2) and hypot(-x1, -x2); the square root of the sum of "
         "squares, without undue overflow or underflow")
    case("hypot-complex", "hypot", array("complex64", (1,), [1j]),
         array("complex64", (1,), [1j]), expect_error("undefined"),
         "x1, x2: Should have a real-valued floating-point data type.")
    # logaddexp
    case("logaddexp-special", "logaddexp", f64([nan, 1.0, inf, 2.0, inf]),
         f64([1.0, nan, -inf, inf, inf]),
         rounded("float64", [nan, nan, inf, inf, inf],
                 scale=[0.0] * 5),
         "either NaN gives NaN; x1_i +infinity with x2_i not NaN gives "
         "+infinity; x1_i not NaN with x2_i +infinity gives +infinity")
    case("logaddexp-zeros", "logaddexp", f64([0.0]), f64([0.0]),
         rounded("float64", [0.6931471805599453], scale=[1.0]),
         "the logarithm of the sum of exponentials: log(exp(0) + exp(0)) "
         "is log 2, rounded")
    case("logaddexp-integer", "logaddexp", array("int32", (1,), [1]),
         array("int32", (1,), [1]), expect_error("undefined"),
         "x1, x2: Should have a real-valued floating-point data type.")
    _older_functions(case, f64, f32)


def _older_functions(case, f64, f32):
    """The special-case lists of add, subtract, multiply, equal and the
    ordering comparisons (maximum's and minimum's NaN clause has its cases
    in profile_array_api.py); exact results, no tolerance."""
    nan, inf = _NAN, _INF

    def f64_result(values):
        return expect_array("float64", (len(values),), values)

    def bools(values):
        return expect_array("bool", (len(values),), values)

    case("add-special", "add",
         f64([nan, inf, inf, -inf, -0.0, -0.0, 0.0, 2.5, 2.5]),
         f64([1.0, -inf, 3.0, -inf, -0.0, 0.0, -4.0, -0.0, -2.5]),
         f64_result([nan, nan, inf, -inf, -0.0, 0.0, -4.0, 2.5, 0.0]),
         "either NaN gives NaN; +infinity and -infinity give NaN; an "
         "infinity and a finite number give the infinity; -0 + -0 is -0, "
         "-0 + +0 is +0; a zero and a nonzero finite x2_i give x2_i, a "
         "nonzero finite x1_i and a zero give x1_i; x1_i + -x1_i is +0")
    case("subtract-special", "subtract", f64([nan, inf, -0.0, 3.0]),
         f64([1.0, inf, 0.0, 3.0]), f64_result([nan, nan, -0.0, 0.0]),
         "The result of x1_i - x2_i must be the same as x1_i + (-x2_i) "
         "and must be governed by the same floating-point rules as "
         "addition")
    case("multiply-special", "multiply",
         f64([nan, inf, 0.0, -inf, -inf, 2.0, -0.0]),
         f64([1.0, -0.0, -inf, -inf, 3.0, -inf, 5.0]),
         f64_result([nan, nan, nan, inf, -inf, -inf, -0.0]),
         "either NaN gives NaN; an infinity times a zero gives NaN; "
         "infinities and nonzero finite numbers give a signed infinity; "
         "the sign is positive for the same mathematical signs, negative "
         "otherwise")
    case("equal-special", "equal",
         f64([nan, 1.0, inf, -inf, -0.0, 0.0, 2.0, inf]),
         f64([nan, nan, inf, -inf, 0.0, -0.0, 2.0, -inf]),
         bools([False, False, True, True, True, True, True, False]),
         "a NaN gives False; +infinity equals +infinity, -infinity "
         "-infinity; -0 and +0 equal either zero; equal finite numbers "
         "give True; in the remaining cases False")
    for op, expected in (("less", [False, False, False, True]),
                         ("less_equal", [False, False, True, True]),
                         ("greater", [False, False, False, False]),
                         ("greater_equal", [False, False, True, False])):
        case(f"{op}-special", op, f64([nan, 1.0, -0.0, -inf]),
             f64([1.0, nan, 0.0, 1.0]), bools(expected),
             "no special-case list: the comparison of real-valued "
             "floating-point values is IEEE 754's, under which a NaN "
             "operand compares False and -0 equals +0")
