"""MLX dtype promotion: promote_types, result_type, can_cast, the element-wise
ops' dtypes and MLX's own value kernels (profiles.py's interface).

Written from ml-explore/mlx, not from the C oracle:
  mlx/dtype.h            the 14 dtypes (Dtype::Val)
  mlx/dtype.cpp          type_rules: promote_types is a table lookup that
                         never fails; subcategory tables (issubdtype)
  python/src/utils.cpp   to_array, to_arrays: how a Python scalar meets an
                         array
  python/src/array.cpp   __add__, __iadd__, ...: in-place operators
  mlx/ops.cpp            add, subtract, multiply, divide, maximum, minimum,
                         equal, not_equal, less, less_equal, greater,
                         greater_equal, bitwise_impl (bitwise_and, _or,
                         _xor), at_least_float
  mlx/backend/cpu/       binary.cpp, binary_ops.h, simd/base_simd.h: the
                         value kernels; mlx/types/complex.h: complex64_t
Versions: type_rules with float64 is MLX v0.31.1's 14-type table (below);
the rest follows the files as stored at ml-explore/mlx commits 1c0c118f
(dtype.h, binary.cpp), af32dbbd (utils.cpp), 8f163a36 (array.cpp), 0087b782
(ops.cpp), 12afcdc0 (base_simd.h), 1d90e7ff (complex.h).
"""

import functools
import math
import operator

from . import division, dtypes, powers, shifts, transcendental
from .elementwise import ieee_divide
from .elementwise_dtypes import computed, refused_early, refused_late
from .errors import (INVALID_ARGUMENT, SCALAR_OUT_OF_RANGE, UNDEFINED,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError, memoized)
from .operands import CATEGORY_SCALAR
from .float_formats import rounder
from .ops import BITWISE, BOOL_RESULTS, LOGICAL, SHIFTS, kernel_table
from .value_faults import UNDEFINED_VALUE

NAME = "mlx"

# mlx/dtype.h Dtype::Val: no complex32, complex128 or float8.
DTYPES = tuple(d for d in dtypes.DTYPES
               if d not in ("complex32", "complex128")
               and not dtypes.is_float8(d))

# mlx/dtype.cpp type_rules, row by row, in MLX's own order and spelling
# (Dtype::Val: bool_, uint8 .. uint64, int8 .. int64, float16, float32,
# float64, bfloat16, complex64), so that it reads against the C++ source.
# The index's upstream dtype.cpp (commit 70473704) is the 13-type table
# without float64; the float64 row and column are MLX v0.31.1's, read from a
# copy of v0.31.1's dtype.cpp (a CUDA fork that patches two other cells,
# float32 with bfloat16, and says so; those keep upstream's float32 here).
# float64 wins over everything but complex64, and float64 + complex64 is
# complex64: MLX has no complex128.
_TYPE_RULES_TEXT = """
           bool_      uint8      uint16     uint32     uint64     int8       int16      int32      int64      float16    float32    float64    bfloat16   complex64
bool_      bool_      uint8      uint16     uint32     uint64     int8       int16      int32      int64      float16    float32    float64    bfloat16   complex64
uint8      uint8      uint8      uint16     uint32     uint64     int16      int16      int32      int64      float16    float32    float64    bfloat16   complex64
uint16     uint16     uint16     uint16     uint32     uint64     int32      int32      int32      int64      float16    float32    float64    bfloat16   complex64
uint32     uint32     uint32     uint32     uint32     uint64     int64      int64      int64      int64      float16    float32    float64    bfloat16   complex64
uint64     uint64     uint64     uint64     uint64     uint64     float32    float32    float32    float32    float16    float32    float64    bfloat16   complex64
int8       int8       int16      int32      int64      float32    int8       int16      int32      int64      float16    float32    float64    bfloat16   complex64
int16      int16      int16      int32      int64      float32    int16      int16      int32      int64      float16    float32    float64    bfloat16   complex64
int32      int32      int32      int32      int64      float32    int32      int32      int32      int64      float16    float32    float64    bfloat16   complex64
int64      int64      int64      int64      int64      float32    int64      int64      int64      int64      float16    float32    float64    bfloat16   complex64
float16    float16    float16    float16    float16    float16    float16    float16    float16    float16    float16    float32    float64    float32    complex64
float32    float32    float32    float32    float32    float32    float32    float32    float32    float32    float32    float32    float64    float32    complex64
float64    float64    float64    float64    float64    float64    float64    float64    float64    float64    float64    float64    float64    float64    complex64
bfloat16   bfloat16   bfloat16   bfloat16   bfloat16   bfloat16   bfloat16   bfloat16   bfloat16   bfloat16   float32    float32    float64    bfloat16   complex64
complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64  complex64
"""


def _from_mlx_name(name):
    return dtypes.BOOL if name == "bool_" else name


def _parse_type_rules(text):
    """{(row dtype, column dtype): cell dtype} and the dtypes in MLX's
    order."""
    header, *rows = [line.split() for line in text.strip().splitlines()]
    order = tuple(_from_mlx_name(name) for name in header)
    table = {}
    for row in rows:
        row_dtype = _from_mlx_name(row[0])
        if len(row) != len(order) + 1:
            raise ValueError(f"type_rules row {row[0]}: {len(row) - 1} cells")
        for column, cell in zip(order, row[1:]):
            table[(row_dtype, column)] = _from_mlx_name(cell)
    return order, table


MLX_ORDER, TYPE_RULES = _parse_type_rules(_TYPE_RULES_TEXT)

# mlx/dtype.cpp type_to_category and subcategory_to_category, as far as the
# rules below ask: issubdtype(t, floating) holds for the four real floats
# (complex64 is complexfloating, not floating), issubdtype(t, inexact) for
# those and complex64, issubdtype(t, integer) for the eight integers (bool_
# is `generic`, in no category but its own).
_FLOATING = ("float16", "float32", "float64", "bfloat16")
_INEXACT = _FLOATING + ("complex64",)

_SUPPORTED = frozenset(DTYPES)
if _SUPPORTED != frozenset(MLX_ORDER):
    raise ValueError("type_rules and DTYPES name different dtypes")


def _unsupported(dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP, f"MLX has no dtype {dtype}")


def _check_dtype(dtype):
    if dtype not in _SUPPORTED:
        raise _unsupported(dtype)


def promote_types(a, b, x64=False):
    """mlx/dtype.cpp promote_types: type_rules[a][b]; it never fails."""
    _check_dtype(a)
    _check_dtype(b)
    return TYPE_RULES[(a, b)]


def can_cast(source, target):
    """MLX has no can_cast and no in-place write (elementwise_dtypes). The
    profile's documented choice (docs/profiles/mlx.md): `source` goes to
    `target` when promote_types(source, target) is `target`, MLX's own
    notion of a dtype that holds another without promotion."""
    return promote_types(source, target) == target


# Python scalars: python/src/utils.cpp to_array(v, dtype), dtype being the
# array's when to_arrays meets an array, else none.
_INT64_RANGE = dtypes.integer_range("int64")
_INT32_RANGE = dtypes.integer_range("int32")


def _in_range(value, bounds):
    low, high = bounds
    return low <= value <= high


def _int_scalar_dtype(value, partner):
    """to_array's nb::int_ branch, for a value (None when the case gives
    none) meeting an array of dtype `partner` (None without one)."""
    # nb::cast<long>(*pv): a value outside int64 does not convert.
    if value is not None and not _in_range(value, _INT64_RANGE):
        raise ModelError(SCALAR_OUT_OF_RANGE,
                         f"{value} does not fit int64 (nb::cast<long>)")
    # default_type: int32, or int64 outside int32's range.
    default = ("int64" if value is not None
               and not _in_range(value, _INT32_RANGE) else "int32")
    out = partner or default
    # issubdtype(out_t, integer) && out_t.size() < 8: the value must fit
    # (mx::iinfo); int64 and uint64 are not checked (uint64 with -1 is
    # uint64), nor bool_, nor the floats.
    if (value is not None and dtypes.is_integral(out) and dtypes.BITS[out] < 64
            and not _in_range(value, dtypes.integer_range(out))):
        raise ModelError(SCALAR_OUT_OF_RANGE,
                         f"Converting {value} to {out} would result in "
                         "overflow.")
    # "bool_ is an exception and is always promoted": to int32, unchecked.
    return "int32" if out == dtypes.BOOL else out


def scalar_dtype(kind, value, partner):
    """The dtype a Python scalar of `kind` becomes in to_array."""
    if kind == "bool":
        return partner or dtypes.BOOL  # dtype.value_or(bool_)
    if kind == "int":
        return _int_scalar_dtype(value, partner)
    if kind == "float":
        # issubdtype(out_t, floating) ? out_t : float32; nb::cast<float>
        # converts any value (1e300 becomes inf): no range check.
        return partner if partner in _FLOATING else "float32"
    if kind == "complex":
        return "complex64"  # std::complex<float>, always complex64
    raise ModelError(INVALID_ARGUMENT, f"{kind!r} is not a scalar kind")


def result_type(operands, default_float, x64=False):
    """MLX has no result_type over Python scalars; this is what a binary op
    does (to_arrays, then promote_types), extended to any number of operands
    as docs/profiles/mlx.md describes: the arrays' dtypes folded left to
    right (mlx/utils.cpp result_type), each scalar converted against that
    dtype (or alone, with no array), then folded in after them. A 0-d array
    is an array. default_float and x64 play no part."""
    return _result_type(tuple(operands))


@memoized
def _result_type(operands):
    if not operands:
        raise ModelError(INVALID_ARGUMENT, "result_type of no operands")
    arrays = None
    for operand in operands:
        if operand.category != CATEGORY_SCALAR:
            _check_dtype(operand.dtype)
            arrays = (operand.dtype if arrays is None
                      else promote_types(arrays, operand.dtype))
    result = arrays
    for operand in operands:
        if operand.category == CATEGORY_SCALAR:
            converted = scalar_dtype(operand.kind, operand.value, arrays)
            result = (converted if result is None
                      else promote_types(result, converted))
    return result


# Element-wise ops (mlx/ops.cpp): every op promotes with promote_types and
# checks dtypes before broadcast_arrays, so all refusals are early.
def at_least_float(dtype):
    """mlx/ops.cpp at_least_float: issubdtype(d, inexact) ? d :
    promote_types(d, float32)."""
    return dtype if dtype in _INEXACT else promote_types(dtype, "float32")


# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): ranks play no part in promote_types; MLX has no default float
# option.
ELEMENTWISE_READS_RANKS = False
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(())


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract. In order: a dtype MLX lacks; any in-place
    form (python/src/array.cpp: `a += b` is a.overwrite_descriptor(add(a,
    b)): a takes the sum's dtype and shape, nothing is cast into a, so the
    case format's in-place contract has no MLX counterpart: undefined);
    bitwise_impl's refusal of a promoted dtype that is neither integer nor
    bool_ (before broadcast_arrays). add, subtract, multiply, maximum,
    minimum and the six comparisons accept every dtype (binary.cpp
    dispatches bool_ and complex64 too); divide computes in
    at_least_float(promote_types(a, b)); the comparisons give bool_. Ranks
    play no part."""
    if op in MISSING_OPS:
        return refused_early(ModelError(
            INVALID_ARGUMENT, f"MLX has no {op} function (mlx/ops.h)"))
    for dtype in (a_dtype, b_dtype):
        if dtype not in _SUPPORTED:
            return refused_early(_unsupported(dtype))
    if inplace:
        return refused_early(ModelError(
            UNDEFINED, f"MLX's in-place {op} rebinds the destination to the "
            "result; it writes nothing into it"))
    promoted = promote_types(a_dtype, b_dtype)
    if op in SHIFTS and promoted == dtypes.BOOL:
        # ops.cpp left_shift, right_shift: `if (t == bool_) t = uint8;`.
        promoted = "uint8"
    if op in LOGICAL:
        # ops.cpp logical_and, logical_or: astype(a, bool_), astype(b,
        # bool_) each, no promotion; logical_xor is not_equal of the two.
        return computed(dtypes.BOOL, dtypes.BOOL)
    if op == "remainder" and promoted == "complex64":
        # ops.cpp remainder: "[remainder] Complex type not supported.",
        # before broadcast_arrays.
        return refused_early(ModelError(
            UNSUPPORTED_DTYPE_FOR_OP, "[remainder] Complex type not "
            "supported."))
    if op == "atan2" and "complex64" in (a_dtype, b_dtype):
        # ops.cpp arctan2: "[arctan2] Not supported for complex64.", on
        # the inputs' dtypes, before promotion.
        return refused_early(ModelError(
            UNSUPPORTED_DTYPE_FOR_OP, "[arctan2] Not supported for "
            "complex64."))
    if op in ("atan2", "logaddexp"):
        # ops.cpp arctan2, logaddexp: at_least_float(promote_types(a, b));
        # binary_float_op_cpu dispatches the floats and complex64
        # (dispatch_inexact_types). power: promote_types alone, and
        # binary_op_cpu dispatches every dtype, bool_ included
        # (dispatch_all_types).
        floating = at_least_float(promoted)
        return computed(floating, floating)
    if op == "floor_divide" and promoted == "complex64":
        # ops.cpp floor_divide: floor(divide(a, b)); divide broadcasts
        # first, then floor refuses: "[floor] Not supported for
        # complex64."
        return refused_late(ModelError(
            UNSUPPORTED_DTYPE_FOR_OP, "[floor] Not supported for "
            "complex64."))
    if op in BITWISE + SHIFTS and not (promoted == dtypes.BOOL
                                       or dtypes.is_integral(promoted)):
        # bitwise_and, bitwise_or and bitwise_xor all go through
        # bitwise_impl, which refuses before broadcast_arrays.
        return refused_early(ModelError(
            UNSUPPORTED_DTYPE_FOR_OP, f"[{op}] Only allowed on integer "
            f"or boolean types but got types {a_dtype} and {b_dtype}."))
    compute = at_least_float(promoted) if op == "divide" else promoted
    result = dtypes.BOOL if op in BOOL_RESULTS else compute
    return computed(compute, result)


# mlx/ops.h has no copysign, no nextafter and no hypot: MLX's profile has
# no such functions, and the corpus no cases of them.
MISSING_OPS = frozenset(("copysign", "nextafter", "hypot"))


# Value kernels where MLX's differ from elementwise.py's shared ones. The CPU
# backend applies each op to single elements as Simd<T, 1>
# (binary_ops.h BINARY_SINGLE, binary.h's scalar loops), whose operations
# are mlx/backend/cpu/simd/base_simd.h's. (Vectorised Simd<T, N> chunks of
# real types differ by platform: Accelerate's maximum is asd::max without a
# NaN check, Highway's propagates NaN; complex64 is never vectorised.)
def _real_maximum(x, y):
    """base_simd.h maximum (ml-explore/mlx 0ab6558, 2026): `if
    (std::isnan(b)) return b; if (std::isnan(a)) return a; return (a > b) ?
    a : b;` (avx_simd.h's vector maximum agrees): NaN if either is NaN, and
    ties, -0.0 against +0.0 included, give the second operand."""
    if y != y:
        return y
    if x != x:
        return x
    return x if x > y else y


def _real_minimum(x, y):
    """base_simd.h minimum (the same commit), `if (std::isnan(b)) return b;
    if (std::isnan(a)) return a; return (a < b) ? a : b;`, as maximum:
    NaN if either is NaN, ties (-0.0 against +0.0 too) the second operand.
    (base_simd.h at 846d176, 2026-08, tests isnan(a) alone; the values of
    reals are the same: a NaN b fails a < b.)"""
    if y != y:
        return y
    if x != x:
        return x
    return x if x < y else y


def _complex_greater(x, y):
    """mlx/types/complex.h operator>(complex64_t, complex64_t):
    lexicographic on (real, imaginary); a NaN part fails every test."""
    return x.real > y.real or (x.real == y.real and x.imag > y.imag)


def _complex_less(x, y):
    """complex.h operator<(a, b) is operator>(b, a)."""
    return _complex_greater(y, x)


def _complex_maximum(x, y):
    """base_simd.h maximum for T = complex64_t: std::isnan reaches
    complex64_t's implicit `operator float()`, which is the real part, so a
    NaN real part of the second operand returns it, then one of the first;
    then (a > b) ? a : b with complex.h's operator>."""
    if math.isnan(y.real):
        return y
    if math.isnan(x.real):
        return x
    return x if _complex_greater(x, y) else y


def _complex_minimum(x, y):
    """base_simd.h minimum for complex64_t, as maximum: a NaN real part of
    the second operand returns it, then one of the first; then (a < b) ?
    a : b with complex.h's operator<, which is operator>(b, a)."""
    if math.isnan(y.real):
        return y
    if math.isnan(x.real):
        return x
    return x if _complex_less(x, y) else y


# Special values of a complex64 in MLX's LogAddExp: std::exp of a complex
# is libstdc++'s __builtin_cexpf, C's cexp (ISO C11 Annex G.6.3.1), and
# Simd log1p of a complex is base_simd.h's own formula.
def _cexp_special(real, imag):
    """cexp of a complex with a part that is infinite or NaN (Annex
    G.6.3.1): exp(-inf + i y) is +0 times (cos y, sin y) for finite y, else
    +0 + i copysign(0, y); exp(+inf + i y) is inf times (cos y, sin y), or
    inf + i (y - y) for y not finite; exp(x + i y) with y not finite is NaN
    + NaN i; a NaN real part gives NaN + i y for y zero, else NaN + NaN i.
    A zero imaginary part stays as it is."""
    if math.isinf(real):
        value = 0.0 if real < 0 else math.inf
        if imag == 0:
            return complex(value, imag)
        if math.isfinite(imag):
            return complex(math.copysign(value, math.cos(imag)),
                           math.copysign(value, math.sin(imag)))
        if real > 0:
            return complex(math.inf, imag - imag)
        return complex(0.0, math.copysign(0.0, imag))
    if math.isnan(real):
        return complex(math.nan, imag if imag == 0 else math.nan)
    return complex(math.nan, math.nan)


def _simd_log1p(z):
    """base_simd.h log1p for a complex: theta = atan2(y, x + 1); if |z| <
    0.5, (x if r == 0 else log1p(r) / 2, theta) with r = x (2 + x) + y^2,
    else (log(hypot(x + 1, y)), theta). Only reached here with z zero, NaN
    or infinite, where every step is exact."""
    x, y = z.real, z.imag
    theta = math.atan2(y, x + 1)
    if math.hypot(x, y) < 0.5:
        r = x * (2 + x) + y * y
        return complex(x if r == 0 else 0.5 * math.log1p(r), theta)
    # |z| >= 0.5 here only for an infinite or NaN part: the modulus is
    # inf or NaN, never 0.
    return complex(math.log(math.hypot(x + 1, y)), theta)


def _complex_logaddexp(x, y):
    """detail::LogAddExp (binary_ops.h): maxval = maximum(x, y), minval =
    minimum(x, y), maxval where `minval == -inf || maxval == inf`, else
    maxval + log1p(exp(minval - maxval)). A complex64_t compared with a
    float is std::complex's operator==, so the shortcut takes an imaginary
    part of zero. Where minval - maxval (float32 parts) is finite, the
    value is the logarithm of exp(x) + exp(y) whose imaginary part is
    within pi of maxval's; elsewhere each step on special values."""
    big, small = _complex_maximum(x, y), _complex_minimum(x, y)
    if ((small.real == -math.inf and small.imag == 0)
            or (big.real == math.inf and big.imag == 0)):
        return big
    round_part = rounder("float32")
    real, imag = (round_part(small.real - big.real),
                  round_part(small.imag - big.imag))
    if math.isfinite(real) and math.isfinite(imag):
        # Of maxval and minval, not x and y: a NaN imaginary part fails
        # every comparison, so 0+nanj with 0j gives 0j twice.
        return transcendental.complex_logaddexp(big, small, "complex64",
                                                center=big.imag)
    term = _simd_log1p(_cexp_special(real, imag))
    return complex(round_part(big.real + term.real),
                   round_part(big.imag + term.imag))


def _complex_order(strict, on_ties):
    """complex.h operator>= (and <= as operator>=(b, a)), operator>:
    (a.real OP b.real) || (a.real == b.real && a.imag OP= b.imag)."""
    def compare(x, y):
        return strict(x.real, y.real) or (x.real == y.real
                                          and on_ties(x.imag, y.imag))
    return compare


def _same_kernel(kernel):
    return lambda compute_dtype: kernel


_OWN_KERNELS = {
    # detail::Subtract on bool: bool - bool is an int, stored as bool_:
    # (bool)(x - y), exclusive or.
    ("subtract", dtypes.BOOL): _same_kernel(lambda x, y: x != y),
    ("maximum", "complex64"): _same_kernel(_complex_maximum),
    ("minimum", "complex64"): _same_kernel(_complex_minimum),
    ("logaddexp", "complex64"): _same_kernel(_complex_logaddexp),
    ("less", "complex64"): _same_kernel(_complex_less),
    # binary_ops.h: LessEqual, Greater, GreaterEqual are operator<=, >, >=
    # on complex64_t.
    ("less_equal", "complex64"): _same_kernel(
        lambda x, y: _complex_order(operator.gt, operator.ge)(y, x)),
    ("greater", "complex64"): _same_kernel(
        _complex_order(operator.gt, operator.gt)),
    ("greater_equal", "complex64"): _same_kernel(
        _complex_order(operator.gt, operator.ge)),
}
_OWN_KERNELS.update((("maximum", dtype), _same_kernel(_real_maximum))
                    for dtype in _FLOATING)
_OWN_KERNELS.update((("minimum", dtype), _same_kernel(_real_minimum))
                    for dtype in _FLOATING)


# The newer ops (binary_ops.h: Divide is operator/, Remainder base_simd.h
# remainder, LeftShift and RightShift operator<< and >>, all on single
# elements as Simd<T, 1>). Integer division and remainder by zero are C++
# undefined behaviour, and so is INT_MIN / -1 (and % -1) of int32 and int64
# (int8 and int16 are promoted to int, where it is defined and wraps).
def _integer_divide(dtype):
    """floor_divide of integers: ops.cpp floor_divide makes a Divide
    primitive, C++'s truncating `/`; bool_ / bool_ is an int quotient
    stored as bool_."""
    if dtype == dtypes.BOOL:
        return lambda x, y: x if y else UNDEFINED_VALUE
    wrap, low = dtypes.integer_wrapper(dtype), dtypes.integer_range(dtype)[0]
    wide = dtypes.BITS[dtype] >= 32

    def kernel(x, y):
        if y == 0 or (wide and x == low and y == -1):
            return UNDEFINED_VALUE
        return wrap(division.truncated_quotient(x, y))
    return kernel


def _integer_remainder(dtype):
    """base_simd.h remainder of integers: r = a % b; for signed types (not
    bool_: std::is_signed_v) r += b where r != 0 and (r < 0) != (b < 0):
    Python's %."""
    if dtype == dtypes.BOOL:
        return lambda x, y: False if y else UNDEFINED_VALUE
    low = dtypes.integer_range(dtype)[0]
    wide = dtypes.BITS[dtype] >= 32

    def kernel(x, y):
        if y == 0 or (wide and x == low and y == -1):
            return UNDEFINED_VALUE
        return x % y
    return kernel


def _float_floor_divide(dtype):
    """floor(divide(a, b)): the quotient rounded to the dtype, then floor
    (1 // 0.1 is 10: the rounded quotient is 10)."""
    r = rounder(dtype)

    def kernel(x, y):
        quotient = r(ieee_divide(x, y))
        if quotient != quotient or math.isinf(quotient):
            return quotient
        return math.copysign(float(math.floor(quotient)), quotient)
    return kernel


def _float_remainder(dtype):
    r = rounder(dtype)
    return lambda x, y: division.mlx_remainder(x, y, r)


# base_simd.h pow of integers and bool_ (powers.py).
_OWN_KERNELS.update(kernel_table(dtypes.INTEGRAL, {"pow": powers.mlx_pow}))
_OWN_KERNELS[("pow", dtypes.BOOL)] = powers.mlx_bool_pow
_OWN_KERNELS.update(kernel_table((dtypes.BOOL,) + dtypes.INTEGRAL, {
    "floor_divide": _integer_divide, "remainder": _integer_remainder}))
_OWN_KERNELS.update(kernel_table(
    dtypes.INTEGRAL, shifts.makers(shifts.mlx_left, shifts.mlx_right)))
_OWN_KERNELS.update(kernel_table(_FLOATING, {
    "floor_divide": _float_floor_divide, "remainder": _float_remainder}))


def operand_converter(source, target):
    """astype(complex64 -> bool_) in the logical ops: copy.cpp's
    static_cast<bool>(complex64_t) goes through complex64_t's implicit
    `operator float()` (mlx/types/complex.h), the real part: 1j is false.
    None for the shared conversions (values.py)."""
    if source == "complex64" and target == dtypes.BOOL:
        return lambda value: value.real != 0.0
    return None


def kernel(op, compute_dtype):
    """MLX's own kernel maker for (op, compute dtype), or None for the shared
    one: add and multiply on bool_ ((bool)(x + y) is or, x * y and),
    integers (wrapping), real and complex arithmetic, equal, real and bool
    less, integer and bool maximum ((a > b) ? a : b), bitwise_and
    (BitwiseBinary; bool_ falls through to the uint8 loop, same values) are
    the shared kernels' values."""
    return _OWN_KERNELS.get((op, compute_dtype))
