"""NumPy's dtype promotion: np.promote_types, NEP 50 for Python scalars,
np.can_cast(casting='same_kind'), and the ufuncs' loops.

The profile is NumPy 2's semantics (docs/profiles/numpy.md "Choices"):
promote_types is the same in 1.24 and 2.x; Python scalars follow NEP 50,
which NumPy 1.24 gives with np._set_promotion_state('weak').

Sources (numpy/_core/src/multiarray in 2.x, numpy/core/src/multiarray in
1.24):
- can_cast_table.h: the safe casts between the builtin numeric types;
- scalartypes.c.src, initialize_casting_tables: the promotion table, built
  from the safe casts by a search through each kind's types by size;
- abstractdtypes.c, int/float/complex_common_dtype: NEP 50's weak Python
  int, float and complex; npy_update_operand_for_scalar: a Python int is
  converted to the loop's dtype, which raises when it does not fit;
- convert_datatype.c PyArray_ResultType and common_dtype.c
  PyArray_PromoteDTypeSequence: result_type over any number of operands
  (numpy_dtype_sequence.py);
- convert_datatype.c, dtype_kind_to_ordering: casting='same_kind';
- umath/ufunc_type_resolution.c, dispatching.c: which loop a ufunc runs.
"""

import functools
import operator

from . import division, dtypes, float_steps, powers, shifts
from .elementwise_dtypes import computed, refused_early
from .errors import (CANNOT_CAST, SCALAR_OUT_OF_RANGE,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError)
from .operands import CATEGORY_SCALAR
from .float_formats import rounder
from .ops import BITWISE, BOOL_RESULTS, kernel_table

NAME = "numpy"
# NumPy's 14 builtin numeric dtypes (bfloat16, complex32 and float8 come
# from ml_dtypes, outside NumPy).
DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
          "uint32", "uint64", "float16", "float32", "float64", "complex64",
          "complex128")

# NumPy's scalar kinds, lowest first (ndarraytypes.h NPY_SCALARKIND:
# NPY_BOOL_SCALAR, NPY_INTPOS_SCALAR, NPY_INTNEG_SCALAR, NPY_FLOAT_SCALAR,
# NPY_COMPLEX_SCALAR), each with its types from the smallest up
# (_npy_smallest_type_of_kind_table, _npy_next_larger_type_table).
_KINDS = (
    ("bool",),
    ("uint8", "uint16", "uint32", "uint64"),
    ("int8", "int16", "int32", "int64"),
    ("float16", "float32", "float64"),
    ("complex64", "complex128"),
)
_KIND_OF = {dtype: number for number, types in enumerate(_KINDS)
            for dtype in types}
_BITS = {dtype: dtypes.BITS[dtype] for dtype in DTYPES if dtype != "bool"}
# The float precision of each floating type, and of each complex type's
# parts: an integer casts safely to a float only when the float holds it.
_FLOAT_BITS = {"float16": 16, "float32": 32, "float64": 64,
               "complex64": 32, "complex128": 64}


def _unsupported(dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                      f"profile numpy has no dtype {dtype}")


def _check(*names):
    for name in names:
        if name not in DTYPES:
            raise _unsupported(name)


def _integer_fits_float(integer, floating):
    """can_cast_table.h: an integer type casts safely to a float type (or
    complex, by its parts' format) of more bits; the 64-bit integers to
    float64 too, though float64 holds only 53 bits of them (NumPy's
    historical choice: np.can_cast(np.int64, np.float64) is True)."""
    return (_BITS[integer] < _FLOAT_BITS[floating]
            or _FLOAT_BITS[floating] == 64)


@functools.lru_cache(maxsize=None)
def can_cast_safely(source, target):
    """np.can_cast(source, target, casting='safe') (can_cast_table.h)."""
    if source == target or source == "bool":
        return True
    source_kind, target_kind = _KIND_OF[source], _KIND_OF[target]
    if target_kind == 0:
        return False
    if source_kind in (1, 2):   # unsigned, signed
        if target_kind == 1:    # to unsigned: from unsigned, no narrower
            return source_kind == 1 and _BITS[target] >= _BITS[source]
        if target_kind == 2:    # to signed: same width from signed, wider
            return _BITS[target] > _BITS[source] or (
                source_kind == 2 and _BITS[target] == _BITS[source])
        return _integer_fits_float(source, target)
    if source_kind == 3:        # float to a float or complex no narrower
        return target_kind >= 3 and _FLOAT_BITS[target] >= _BITS[source]
    # complex to complex no narrower
    return target_kind == 4 and _BITS[target] >= _BITS[source]


@functools.lru_cache(maxsize=None)
def _promote(a, b):
    """initialize_casting_tables (scalartypes.c.src): one type if the other
    casts safely to it; else, from the type of the higher kind, the next
    larger types of that kind, then the smallest of each higher kind, until
    both cast safely to one."""
    if can_cast_safely(a, b):
        return b
    if can_cast_safely(b, a):
        return a
    kind = max(_KIND_OF[a], _KIND_OF[b])
    start = a if _KIND_OF[a] == kind else b
    candidates = list(_KINDS[kind][_KINDS[kind].index(start) + 1:])
    for higher in _KINDS[kind + 1:]:
        candidates.extend(higher)
    for candidate in candidates:
        if can_cast_safely(a, candidate) and can_cast_safely(b, candidate):
            return candidate
    raise AssertionError(f"no promotion of {a} and {b}")  # complex128 holds all


def promote_types(a, b, x64=False):
    """np.promote_types(a, b): the same table in NumPy 1.24 and 2.x."""
    _check(a, b)
    return _promote(a, b)


def _check_python_int(value, dtype):
    """npy_update_operand_for_scalar: the Python int is converted to the
    loop's dtype: an integer dtype raises OverflowError ("Python integer
    300 out of bounds for uint8") outside its range; a float or complex
    dtype converts through a double, which fails only where the double
    would be infinite ("int too large to convert to float")."""
    if dtypes.is_integral(dtype):
        low, high = dtypes.integer_range(dtype)
        if not low <= value <= high:
            raise ModelError(SCALAR_OUT_OF_RANGE, f"Python integer {value} "
                             f"out of bounds for {dtype}")
        return
    try:
        float(value)
    except OverflowError:
        raise ModelError(SCALAR_OUT_OF_RANGE, "int too large to convert to "
                         "float") from None


def result_type(operands, default_float, x64=False):
    """The dtype of an operation over the operands (NEP 50): np.result_type
    (PyArray_ResultType, convert_datatype.c), which hands every operand's
    DType to PyArray_PromoteDTypeSequence (numpy_dtype_sequence.py): the
    arrays' and 0-d arrays' dtypes (not weak), bool for a Python bool (not
    weak either: bool promotes to anything as that thing), and a Python
    int, float or complex as its abstract DType. With three or more
    operands that is not a left fold of promote_types: uint8, int8,
    float16 is float16, where (uint8, int8) first would give int16 and
    then float32. Each Python int whose value is given must then convert to
    the result (what the operation does, not what np.result_type returns:
    docs/profiles/numpy.md). default_float and x64 are other libraries'
    options."""
    # numpy_dtype_sequence reads this module's promote_types
    from .numpy_dtype_sequence import promote_sequence
    members = []
    for operand in operands:
        if operand.category == CATEGORY_SCALAR:
            members.append("bool" if operand.kind == "bool"
                           else "py:" + operand.kind)
            continue
        _check(operand.dtype)
        members.append(operand.dtype)
    result = promote_sequence(members)
    for operand in operands:
        if (operand.category == CATEGORY_SCALAR and operand.kind == "int"
                and operand.value is not None):
            _check_python_int(operand.value, result)
    return result


# convert_datatype.c, dtype_kind_to_ordering: 'b' 0, 'u' 1, 'i' 2, 'f' 4,
# 'c' 5 (the gap is for 'V' and others).
_KIND_ORDERING = (0, 1, 2, 4, 5)


@functools.lru_cache(maxsize=None)
def can_cast(source, target):
    """np.can_cast(source, target, casting='same_kind'), the casting rule of
    in-place and out= ufuncs: a safe cast, or one to a kind no lower."""
    _check(source, target)
    return can_cast_safely(source, target) or (
        _KIND_ORDERING[_KIND_OF[source]] <= _KIND_ORDERING[_KIND_OF[target]])


# Element-wise ops: the ufunc resolves its loop from the inputs' dtypes
# (promote_and_get_ufuncimpl) before its iterator broadcasts, so every dtype
# fault comes first; in place (out=a) the loop's output is then cast to a's
# dtype under same_kind, also before the iterator runs. 0-d arrays are not
# weak (NEP 50), so a's and b's ranks play no part.
_NO_LOOP = ("ufunc '{op}' not supported for the input types, and the inputs "
            "could not be safely coerced to any supported types according to "
            "the casting rule ''safe''")


# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): NEP 50: 0-d arrays are as strong as any array; true division
# of integers runs the double loop, whatever a default would say.
ELEMENTWISE_READS_RANKS = False
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(())


# The loops of the newer ufuncs (numpy/core/code_generators/
# generate_umath.py, NumPy 1.24), in the order the default type resolver
# searches them (ufunc_type_resolution.c linear_search_type_resolver: the
# first loop every input casts to safely): floor_divide and remainder have
# TD(ints) and TD(flts) (no bool, no complex loop), left_shift and
# right_shift TD(ints), copysign and nextafter TD(flts); ints is
# 'bBhHiIlLqQ' (long and longlong are both 64-bit on Linux), flts 'efdg'
# (longdouble is outside the profile). So bool // bool runs the int8 loop
# and copysign(int8, uint8) the float16 one, where promotion would say
# int16.
_INT_LOOPS = ("int8", "uint8", "int16", "uint16", "int32", "uint32",
              "int64", "uint64")
_FLOAT_LOOPS = ("float16", "float32", "float64")
_LOOPS = {"floor_divide": _INT_LOOPS + _FLOAT_LOOPS,
          "remainder": _INT_LOOPS + _FLOAT_LOOPS,
          "bitwise_left_shift": _INT_LOOPS,
          "bitwise_right_shift": _INT_LOOPS,
          "copysign": _FLOAT_LOOPS,
          "nextafter": _FLOAT_LOOPS,
          # NumPy 2 (numpy/_core/code_generators/generate_umath.py):
          # power TD(ints), TD('e'), TD('fd'), TD(inexact): the integer
          # loops, the float ones, then complex64 and complex128 (bool **
          # bool runs the int8 loop); arctan2 TD('e'), TD('fd'), TD('g');
          # hypot and logaddexp TD(flts): no integer, bool or complex loop,
          # so integers and bools run the smallest float loop they cast to
          # safely (int8 -> float16, int16 -> float32, int32 -> float64).
          "pow": _INT_LOOPS + _FLOAT_LOOPS + ("complex64", "complex128"),
          "atan2": _FLOAT_LOOPS,
          "hypot": _FLOAT_LOOPS,
          "logaddexp": _FLOAT_LOOPS}


def _searched_loop(op, a_dtype, b_dtype):
    """The dtype of the first loop of op both inputs cast to safely, or
    None."""
    for loop in _LOOPS[op]:
        if can_cast_safely(a_dtype, loop) and can_cast_safely(b_dtype, loop):
            return loop
    return None


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract; every refusal is early (before shapes)."""
    for dtype in (a_dtype, b_dtype):
        if dtype not in DTYPES:
            return refused_early(_unsupported(dtype))
    if op in _LOOPS:
        return _searched_dtypes(op, a_dtype, b_dtype, inplace)
    promoted = _promote(a_dtype, b_dtype)
    if op == "subtract" and promoted == "bool":
        # PyUFunc_SubtractionTypeResolver: no bool - bool loop.
        return refused_early(ModelError(
            UNSUPPORTED_DTYPE_FOR_OP, "numpy boolean subtract, the `-` "
            "operator, is not supported"))
    if op in BITWISE and _KIND_OF[promoted] >= 3:
        # np.bitwise_and, bitwise_or and bitwise_xor have the bool and
        # integer loops only ('??', 'bb', ... 'QQ' in generate_umath.py's
        # ints + bool): int64 with uint64 is float64, so it has none either.
        return refused_early(ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                                        _NO_LOOP.format(op=op)))
    compute = promoted
    if op == "divide" and _KIND_OF[promoted] < 3:
        # PyUFunc_TrueDivisionTypeResolver: bools and integers run the
        # double loop ('dd->d').
        compute = "float64"
    # The comparisons and logical_and, logical_or, logical_xor (TD(noobj,
    # out='?')) run the promoted dtype's loop and give bool.
    result = "bool" if op in BOOL_RESULTS else compute
    return _output_cast(op, compute, result, a_dtype, inplace)


def _output_cast(op, compute, result, a_dtype, inplace):
    """In place (out=a), the loop's output cast to a's dtype under
    casting='same_kind', before the iterator runs."""
    if inplace and not can_cast(result, a_dtype):
        return refused_early(ModelError(
            CANNOT_CAST, f"Cannot cast ufunc '{op}' output from "
            f"dtype('{result}') to dtype('{a_dtype}') with casting rule "
            "'same_kind'"))
    return computed(compute, result)


def _searched_dtypes(op, a_dtype, b_dtype, inplace):
    loop = _searched_loop(op, a_dtype, b_dtype)
    if loop is None:
        return refused_early(ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                                        _NO_LOOP.format(op=op)))
    return _output_cast(op, loop, loop, a_dtype, inplace)


# Kernels where NumPy's loops give another value than the shared ones
# (umath/loops.c.src, loops_minmax.dispatch.c.src).
def _maximum_second_on_ties(dtype):
    """float32 and float64 maximum on x86-64 (scalar_max_f/_d, npyv_maxn):
    isnan(a) ? a : (a > b ? a : b): a NaN propagates, ties (-0.0 and 0.0
    too) give the second operand."""
    def kernel(x, y):
        if x != x:
            return x
        return x if x > y else y
    return kernel


def _minimum_second_on_ties(dtype):
    """float32 and float64 minimum on x86-64 (scalar_min_f/_d: _mm_min_ss,
    _mm_min_sd with a NaN first operand blended back; npyv_minn):
    isnan(a) ? a : (a < b ? a : b): a NaN propagates, ties give the second
    operand."""
    def kernel(x, y):
        if x != x:
            return x
        return x if x < y else y
    return kernel


def _complex_order(compare):
    """The complex comparison macros of loops.c.src (CGT, CGE, CLT, CLE):
    `(xr OP yr && !isnan(xi) && !isnan(yi)) || (xr == yr && xi OP= yi)`:
    the real parts decide unless equal, but a NaN imaginary part makes
    unequal real parts unordered. `compare` is the strict comparison on
    the real parts, `compare` or equality (for CGE, CLE) on the imaginary
    ones, given as the pair (strict, on_ties)."""
    strict, on_ties = compare

    def test(x, y):
        return ((strict(x.real, y.real) and x.imag == x.imag
                 and y.imag == y.imag)
                or (x.real == y.real and on_ties(x.imag, y.imag)))
    return test


_CGT = _complex_order((operator.gt, operator.gt))
_CGE = _complex_order((operator.gt, operator.ge))
_CLT = _complex_order((operator.lt, operator.lt))
_CLE = _complex_order((operator.lt, operator.le))


def _complex_extremum(test):
    """@TYPE@_maximum (OP CGE) and @TYPE@_minimum (OP CLE) for complex: the
    first operand if it has a NaN part or passes the test, else the
    second."""
    def make(dtype):
        def kernel(x, y):
            if x.real != x.real or x.imag != x.imag or test(x, y):
                return x
            return y
        return kernel
    return make


_KERNELS = {
    ("maximum", "float32"): _maximum_second_on_ties,
    ("maximum", "float64"): _maximum_second_on_ties,
    ("minimum", "float32"): _minimum_second_on_ties,
    ("minimum", "float64"): _minimum_second_on_ties,
}
for _complex in ("complex64", "complex128"):
    _KERNELS.update({
        ("maximum", _complex): _complex_extremum(_CGE),
        ("minimum", _complex): _complex_extremum(_CLE),
        ("greater", _complex): lambda dtype: _CGT,
        ("greater_equal", _complex): lambda dtype: _CGE,
        ("less", _complex): lambda dtype: _CLT,
        ("less_equal", _complex): lambda dtype: _CLE,
    })


# The newer ufuncs' loops (numpy/core/src/umath/loops.c.src,
# loops_arithmetic.dispatch.c.src, loops_modulo.dispatch.c.src, NumPy
# 1.24).
def _integer_division(op, dtype):
    """The integer floor_divide and remainder loops: a zero divisor gives 0
    (with a divide-by-zero warning, not an error); INT_MIN // -1 gives
    INT_MIN (an overflow warning) and INT_MIN % -1 gives 0; otherwise
    Python's // and %."""
    wrap = dtypes.integer_wrapper(dtype)

    def kernel(x, y):
        if y == 0:
            return 0
        return wrap(x // y) if op == "floor_divide" else x % y
    return kernel


def _float_division(op, dtype):
    """npy_floor_divide and npy_remainder (npy_math_internal.h.src):
    npy_divmod with every step in the loop's type; HALF_floor_divide and
    HALF_remainder compute in float and round to half once at the end. A
    zero divisor gives a / b and fmod(a, b) (NaN)."""
    step = "float32" if dtype == "float16" else dtype
    r, store = rounder(step), rounder(dtype)
    index = 0 if op == "floor_divide" else 1
    return lambda x, y: store(division.divmod_python(x, y, r, True)[index])


def _nextafter(dtype):
    """npy_nextafter (C's nextafter, equal values give y), and for half
    npy_half_nextafter (halffloat.c: equal values give x)."""
    equal_gives_x = dtype == "float16"
    return lambda x, y: float_steps.nextafter(x, y, dtype, equal_gives_x)


_KERNELS.update(kernel_table(_INT_LOOPS, {
    # @TYPE@_power (loops.c.src): ValueError for a negative exponent.
    "pow": powers.numpy_pow,
    **division.makers(_integer_division),
    **shifts.makers(shifts.numpy_left, shifts.numpy_right)}))
_KERNELS.update(kernel_table(_FLOAT_LOOPS, {
    **division.makers(_float_division),
    "copysign": lambda dtype: float_steps.copysign,
    "nextafter": _nextafter}))


def kernel(op, compute_dtype):
    """NumPy's own kernels (above), else the shared ones: float16 maximum
    and minimum (HALF_maximum, HALF_minimum: npy_half_ge (le)(in1, in2) ||
    isnan(in1) ? in1 : in2) give the first operand on ties, as the shared
    kernels do; complex equal and not_equal (CEQ, CNE) compare both parts,
    as Python's complex does."""
    return _KERNELS.get((op, compute_dtype))
