"""JAX dtype promotion (jax.numpy): promote_types, result_type, can_cast,
and the element-wise ops' dtypes and kernels.

Sources (jax-ml/jax main, default configuration:
jax_numpy_dtype_promotion="standard", jax_explicit_x64_dtypes="warn"):
  jax/_src/dtypes.py         _type_promotion_lattice,
                             _make_lattice_upper_bounds, _least_upper_bound,
                             promote_types, dtype(),
                             canonicalize_dtype (_dtype_to_32bit_dtype),
                             _jax_type, lattice_result_type, result_type,
                             default_types, _dtype_to_inexact, can_cast
  jax/_src/numpy/util.py     promote_args (promote_dtypes, then
                             promote_shapes), promote_dtypes_inexact
  jax/_src/numpy/ufuncs.py   _add, _multiply, subtract, true_divide, maximum,
                             minimum, equal, not_equal, less, less_equal,
                             greater, greater_equal (_complex_comparison),
                             _bitwise_and, bitwise_or, bitwise_xor
  jax/_src/lax/lax.py        the primitives' accepted dtypes
                             (naryop_dtype_rule)
  jax/_src/lax/utils.py      call_shape_dtype_sharding_rule: shape rule first
  jax/_src/interpreters/mlir.py  _minmax_hlo (complex maximum, minimum)
  xla/service/llvm_ir/llvm_util.cc  EmitFloatMax, EmitFloatMin (real
                             maximum and minimum on CPU)
  ml_dtypes/_src/custom_float.h  RegisterFloatCasts (can_cast of bfloat16
                             and float8)
See docs/profiles/jax.md for the decisions, written for the C oracle.
"""

import functools
import math
import operator

from . import division, dtypes, float_steps, powers, shifts, values
from .elementwise_dtypes import computed, refused_early, refused_late
from .errors import (INVALID_ARGUMENT, NO_PROMOTION, UNDEFINED,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError, memoized)
from .operands import CATEGORY_SCALAR, Operand, array_operand
from .float_formats import rounder
from .ops import BOOL_RESULTS, DIVISION, SHIFTS, kernel_table

NAME = "jax"
# Every promcast dtype but complex32: JAX has no complex32
# (dtypes.py _complex_types = [complex64, complex128]).
DTYPES = tuple(dtype for dtype in dtypes.DTYPES if dtype != "complex32")

# ---------------------------------------------------------------------------
# The lattice: dtypes.py _type_promotion_lattice(strict=False, x64), its
# lines in its own names (bit widths: u8 is uint8, i64 int64; i_, f_, c_ the
# weak Python int, float, complex). Leaves that no promcast dtype is, and
# that are only ever joined with nodes below them, are left out: the
# sub-byte integers (i_: [.., u2, u4, i2, i4, u1, i1]) and the other 4-, 6-
# and 8-bit floats (f_: [*small_float_types, ..]).
_LATTICE_X64 = {
    "b1": ("i_",),
    "i_": ("u8", "i8"),
    "u8": ("i16", "u16"),
    "u16": ("i32", "u32"),
    "u32": ("i64", "u64"),
    "u64": ("f_",),
    "i8": ("i16",),
    "i16": ("i32",),
    "i32": ("i64",),
    "i64": ("f_",),
    "f_": ("f8_e4m3fn", "f8_e5m2", "bf16", "f16", "c_"),
    "f8_e4m3fn": (),
    "f8_e5m2": (),
    "bf16": ("f32",),
    "f16": ("f32",),
    "f32": ("f64", "c64"),
    "f64": ("c128",),
    "c_": ("c64",),
    "c64": ("c128",),
    "c128": (),
}
# "If x64 mode is not enabled, then we want to avoid any promotions that form
# 64-bit types from non-64-bit inputs ... u4xi4->i8, which we can avoid by
# replacing it with u4xi4->i4" (dtypes.py: out[u32] = [i32, u64]).
_LATTICE_X32 = dict(_LATTICE_X64, u32=("i32", "u64"))

_NODE_DTYPE = {
    "b1": "bool",
    "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "f8_e4m3fn": "float8_e4m3fn", "f8_e5m2": "float8_e5m2",
    "bf16": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64",
    "c64": "complex64", "c128": "complex128",
}
_DTYPE_NODE = {dtype: node for node, dtype in _NODE_DTYPE.items()}

# The weak types (dtypes.py _weak_types = [int, float, complex]) by the
# Python scalar kind they are.
_WEAK_NODE = {"int": "i_", "float": "f_", "complex": "c_"}
_WEAK_KIND = {node: kind for kind, node in _WEAK_NODE.items()}

# dtypes.py python_scalar_types_to_dtypes: what np.dtype makes of a Python
# type (bool is not weak: it is np.dtype(bool)).
_PYTHON_SCALAR_DTYPE = {
    "bool": "bool",
    "int": "int64",
    "float": "float64",
    "complex": "complex128",
}

# dtypes.py _dtype_to_32bit_dtype: canonicalize_dtype with x64 off.
_DTYPE_TO_32BIT = {
    "int64": "int32",
    "uint64": "uint32",
    "float64": "float32",
    "complex128": "complex64",
}


def _upper_bounds(lattice):
    """dtypes.py _make_lattice_upper_bounds: each node's set of nodes above
    it, itself included (the transitive closure of the lattice's edges)."""
    bounds = {node: {node} for node in lattice}
    for node in lattice:
        while True:
            above = set().union(*(lattice[b] for b in bounds[node]))
            if above <= bounds[node]:
                break
            bounds[node] |= above
    return {node: frozenset(above) for node, above in bounds.items()}


_UPPER_BOUNDS = {True: _upper_bounds(_LATTICE_X64),
                 False: _upper_bounds(_LATTICE_X32)}


@functools.lru_cache(maxsize=None)
def least_upper_bound(nodes, x64):
    """dtypes.py _least_upper_bound over a frozenset of nodes: the common
    upper bounds CUB, then CUB & N, else the one c in CUB with CUB <= UB(c);
    none is a TypePromotionError (NO_PROMOTION)."""
    upper_bounds = _UPPER_BOUNDS[x64]
    common = frozenset.intersection(*(upper_bounds[n] for n in nodes))
    least = (common & nodes) or {c for c in common
                                 if common <= upper_bounds[c]}
    if len(least) == 1:
        return next(iter(least))
    names = ", ".join(sorted(_NODE_DTYPE.get(n, _WEAK_KIND.get(n, n))
                             for n in nodes))
    if not least:
        float8 = any(n in ("f8_e4m3fn", "f8_e5m2") for n in nodes)
        raise ModelError(NO_PROMOTION, f"Input dtypes ({names}) have no "
                         "available implicit dtype promotion path."
                         + (" To avoid unintended promotion, 8-bit floats do "
                            "not support implicit promotion." if float8
                            else ""))
    raise AssertionError(f"the lattice is ill-formed: {names} have "
                         f"{sorted(least)} as least upper bounds")


def is_weak_node(node):
    return node in _WEAK_KIND


def _check_dtype(dtype):
    if dtype not in DTYPES:
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                         f"JAX has no dtype {dtype}")


def canonicalize(dtype, x64):
    """dtypes.py canonicalize_dtype: 64-bit types to 32 bits when x64 is
    off."""
    return dtype if x64 else _DTYPE_TO_32BIT.get(dtype, dtype)


def _node_dtype(node):
    """np.dtype of a lattice node: a weak type is np.dtype(int) (int64),
    np.dtype(float) (float64) or np.dtype(complex) (complex128)."""
    if is_weak_node(node):
        return _PYTHON_SCALAR_DTYPE[_WEAK_KIND[node]]
    return _NODE_DTYPE[node]


# ---------------------------------------------------------------------------
# jnp.promote_types


def promote_types(a, b, x64=False):
    """dtypes.py promote_types: np.dtype(_least_upper_bound(a, b)). Not
    canonicalized: a weak join (f_, from uint64 with a signed integer) is
    np.dtype(float), float64, even with x64 off; x64 only selects the
    lattice (uint32 with int8/16/32: int32 without x64, int64 with)."""
    _check_dtype(a)
    _check_dtype(b)
    return _node_dtype(least_upper_bound(
        frozenset((_DTYPE_NODE[a], _DTYPE_NODE[b])), x64))


# ---------------------------------------------------------------------------
# jnp.result_type


def _dtype_and_weak_type(operand, x64):
    """dtypes.py _dtype_and_weaktype: dtype() of the operand, and whether it
    is weak. dtype() canonicalizes Python scalars' default types and dtype
    specifiers (_maybe_canonicalize_explicit_dtype, "warn": truncated); a
    JAX array is never 64-bit without x64. Python int, float and complex
    are weak; Python bool and arrays (0-d included) are not."""
    if operand.category == CATEGORY_SCALAR:
        dtype = canonicalize(_PYTHON_SCALAR_DTYPE[operand.kind], x64)
        return dtype, operand.kind in _WEAK_NODE
    _check_dtype(operand.dtype)
    return canonicalize(operand.dtype, x64), False


# type(dtype.type(0).item()): int for integers, float for floats (the
# custom floats are "float" too), complex for complex.
_SCALAR_KIND_OF = {
    dtypes.KIND_SIGNED: "int",
    dtypes.KIND_UNSIGNED: "int",
    dtypes.KIND_FLOATING: "float",
    dtypes.KIND_COMPLEX: "complex",
}


def _jax_type(dtype, weak):
    """dtypes.py _jax_type: a weak dtype joins as its Python type (bool is
    never weak)."""
    if weak and dtype != "bool":
        return _WEAK_NODE[_SCALAR_KIND_OF[dtypes.kind(dtype)]]
    return _DTYPE_NODE[dtype]


def lattice_result_type(operands, x64):
    """dtypes.py lattice_result_type: (dtype, weak_type)."""
    typed = [_dtype_and_weak_type(operand, x64) for operand in operands]
    if not typed:
        raise ModelError(INVALID_ARGUMENT,
                         "at least one array or dtype is required")
    found_dtypes = [dtype for dtype, _ in typed]
    weak_types = [weak for _, weak in typed]
    if len(typed) == 1:
        out_dtype, out_weak = typed[0]
    elif len(set(found_dtypes)) == 1 and not all(weak_types):
        # "Trivial promotion case"
        out_dtype, out_weak = found_dtypes[0], False
    elif all(weak_types):
        # "we compute the bound of the strongly-typed counterparts and apply
        # the weak type at the end"
        join = least_upper_bound(frozenset(
            _jax_type(dtype, False) for dtype in found_dtypes), x64)
        out_dtype, out_weak = canonicalize(_node_dtype(join), x64), True
    else:
        join = least_upper_bound(frozenset(
            _jax_type(dtype, weak) for dtype, weak in typed), x64)
        out_dtype = canonicalize(_node_dtype(join), x64)
        out_weak = is_weak_node(join)
    return out_dtype, out_dtype != "bool" and out_weak


# dtypes.py default_types: the dtype a weak result takes, by kind
# ('f' for the custom floats too).
_DEFAULT_TYPES = {
    dtypes.KIND_BOOL: ("bool", "bool"),
    dtypes.KIND_SIGNED: ("int32", "int64"),
    dtypes.KIND_UNSIGNED: ("uint32", "uint64"),
    dtypes.KIND_FLOATING: ("float32", "float64"),
    dtypes.KIND_COMPLEX: ("complex64", "complex128"),
}


def result_type(operands, default_float, x64=False):
    """dtypes.py result_type: lattice_result_type, then a weak result
    becomes the default dtype of its kind (int32/int64, float32/float64,
    complex64/complex128 by x64). Values are never looked at;
    default_float is PyTorch's option, which JAX does not have."""
    return _result_type(
        tuple(Operand(o.category, o.dtype, o.kind) for o in operands), x64)


@memoized
def _result_type(operands, x64):
    """result_type without the values, which it never looks at."""
    dtype, weak = lattice_result_type(operands, x64)
    if weak:
        return _DEFAULT_TYPES[dtypes.kind(dtype)][x64]
    return dtype


# ---------------------------------------------------------------------------
# jnp.can_cast: dtypes.py can_cast = np.can_cast, casting="safe": NumPy's
# safe casts between its own types (numpy/_core can_cast_table.h: an
# integer to a float wide enough for it, int64 and uint64 to float64 too),
# and for bfloat16 and float8 ml_dtypes' registrations (custom_float.h
# RegisterFloatCasts: "Safe casts from T" to float32, float64 and complex
# types, "Safe casts to T" from bool, uint8 and int8 only). Each row lists
# the targets other than the source itself.
_REDUCED_FLOATS = ("bfloat16", "float8_e4m3fn", "float8_e5m2")
_SAFE_CASTS = {
    "bool": DTYPES[1:],
    "int8": ("int16", "int32", "int64", "float16", "float32", "float64",
             "complex64", "complex128") + _REDUCED_FLOATS,
    "int16": ("int32", "int64", "float32", "float64", "complex64",
              "complex128"),
    "int32": ("int64", "float64", "complex128"),
    "int64": ("float64", "complex128"),
    "uint8": ("int16", "int32", "int64", "uint16", "uint32", "uint64",
              "float16", "float32", "float64", "complex64", "complex128")
    + _REDUCED_FLOATS,
    "uint16": ("int32", "int64", "uint32", "uint64", "float32", "float64",
               "complex64", "complex128"),
    "uint32": ("int64", "uint64", "float64", "complex128"),
    "uint64": ("float64", "complex128"),
    "float16": ("float32", "float64", "complex64", "complex128"),
    "float32": ("float64", "complex64", "complex128"),
    "float64": ("complex128",),
    "complex64": ("complex128",),
    "complex128": (),
    "bfloat16": ("float32", "float64", "complex64", "complex128"),
    "float8_e4m3fn": ("float32", "float64", "complex64", "complex128"),
    "float8_e5m2": ("float32", "float64", "complex64", "complex128"),
}


def can_cast(source, target):
    """jnp.can_cast(source, target): NumPy's safe casting (x64 plays no
    part)."""
    _check_dtype(source)
    _check_dtype(target)
    return source == target or target in _SAFE_CASTS[source]


# ---------------------------------------------------------------------------
# Element-wise ops. Every jnp op here is promote_args (util.py:
# promote_dtypes, then promote_shapes) and a lax primitive, whose shape
# rule runs before its dtype rule (lax/utils.py
# call_shape_dtype_sharding_rule). So promotion refuses before the shapes
# are checked, the primitive's dtype rule after. Element-wise cases are
# answered with x64 off.

# dtypes.py _dtype_to_inexact: what promote_dtypes_inexact makes of bools
# and integers ("narrow types to float32 for backward compatibility").
_DTYPE_TO_INEXACT = {
    "bool": "float32",
    "uint8": "float32", "int8": "float32",
    "uint16": "float32", "int16": "float32",
    "uint32": "float32", "int32": "float32",
    "uint64": "float64", "int64": "float64",
}


def _accepts_num(dtype):
    """lax.py _num = _int | _float | _complex: anything but bool."""
    return dtype != "bool"


def _accepts_bool_or_int(dtype):
    """lax.py _bool_or_int = _int | _bool."""
    return dtype == "bool" or dtypes.is_integral(dtype)


# The lax primitive each op reaches with the promoted dtype, and the dtypes
# its naryop_dtype_rule accepts (ops not listed accept every dtype JAX
# has): ufuncs.py subtract is lax.sub (_num); _bitwise_and, bitwise_or and
# bitwise_xor are lax.bitwise_and, lax.bitwise_or, lax.bitwise_xor (and_p,
# or_p, xor_p: standard_naryop([_bool_or_int, _bool_or_int], ...)). _add and
# _multiply of bools are lax.bitwise_or and lax.bitwise_and, of the rest
# lax.add and lax.mul (_num): every dtype passes. maximum and minimum are
# lax.max and lax.min (_any); equal and not_equal lax.eq and lax.ne (_any);
# less, less_equal, greater and greater_equal are _complex_comparison over
# lax.lt, le, gt, ge (_ordered = _int | _float | _bool), which splits
# complex operands into real parts, so every dtype passes; divide
# (jnp.true_divide) computes in an inexact dtype, which lax.div (_num) accepts.
def _accepts_int_or_float(dtype):
    """lax.py _int | _float: rem_p's operands."""
    return dtypes.is_integral(dtype) or dtypes.is_floating(dtype)


def _accepts_int(dtype):
    """lax.py _int: the shift primitives' operands."""
    return dtypes.is_integral(dtype)


def _accepts_float(dtype):
    """lax.py _float: nextafter_p's operands."""
    return dtypes.is_floating(dtype)


# The newer ops (jax/_src/numpy/ufuncs.py): remainder is lax.rem (rem_p:
# _int | _float), left_shift lax.shift_left, right_shift
# lax.shift_right_arithmetic or _logical (_int), nextafter lax.nextafter
# (_float); floor_divide's and copysign's complex refusals are TypeErrors
# of their own, before any primitive (_PYTHON_REFUSALS).
_LAX_DTYPE_RULES = {
    "remainder": ("rem", _accepts_int_or_float, "integer, floating"),
    "bitwise_left_shift": ("shift_left", _accepts_int, "integer"),
    "bitwise_right_shift": ("shift_right_arithmetic", _accepts_int,
                            "integer"),
    "nextafter": ("nextafter", _accepts_float, "floating"),
    "subtract": ("sub", _accepts_num, "integer, floating, complexfloating"),
    "bitwise_and": ("and", _accepts_bool_or_int, "integer, bool"),
    "bitwise_or": ("or", _accepts_bool_or_int, "integer, bool"),
    "bitwise_xor": ("xor", _accepts_bool_or_int, "integer, bool"),
}


def _unsupported_in_jax(op, dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                      f"operand of {op}: JAX has no dtype {dtype}")


# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): 0-d arrays are strong (dtypes.py: only Python scalars are
# weak); JAX has no default float option.
ELEMENTWISE_READS_RANKS = False
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(())


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract. In order: a dtype JAX lacks (complex32);
    the in-place form, undefined (JAX arrays are immutable: `x += y`
    rebinds x to x + y, nothing is cast into x; jax.md "In place"); the
    promotion of the two arrays (0-d arrays are strong, so ranks play no
    part), early; the lax dtype rule on the promoted dtype, late."""
    for dtype in (a_dtype, b_dtype):
        if dtype not in DTYPES:
            return refused_early(_unsupported_in_jax(op, dtype))
    if inplace:
        return refused_early(ModelError(
            UNDEFINED, f"JAX arrays are immutable: {op} has no in-place "
            "form that writes into its destination"))
    try:
        promoted = result_type([array_operand(a_dtype, 0 if a_is_0d else 1),
                                array_operand(b_dtype, 0 if b_is_0d else 1)],
                               default_float, x64=False)
    except ModelError as error:
        return refused_early(error)
    if op in _NUMERIC_OPS:
        # util.py promote_dtypes_numeric: dtypes.to_numeric_dtype makes
        # bool int32.
        promoted = "int32" if promoted == "bool" else promoted
    elif op in _INEXACT_OPS:
        promoted = _DTYPE_TO_INEXACT.get(promoted, promoted)
    if op in _PYTHON_REFUSALS and dtypes.is_complex(promoted):
        # ufuncs.py: `raise TypeError("floor_divide does not support
        # complex-valued inputs")`, after promotion and before any lax op
        # checks the shapes.
        return refused_early(ModelError(
            UNSUPPORTED_DTYPE_FOR_OP, f"{op} does not support "
            "complex-valued inputs"))
    if op in _LAX_DTYPE_RULES:
        primitive, accepts, accepted = _LAX_DTYPE_RULES[op]
        if not accepts(promoted):
            return refused_late(ModelError(
                UNSUPPORTED_DTYPE_FOR_OP, f"{primitive} does not accept "
                f"dtype {promoted}. Accepted dtypes are subtypes of "
                f"{accepted}."))
    if op == "divide":
        # util.py promote_dtypes_inexact: dtypes.to_inexact_dtype of the
        # promoted dtype (with x64 off the promoted dtype is never 64-bit).
        inexact = _DTYPE_TO_INEXACT.get(promoted, promoted)
        return computed(inexact, inexact)
    return computed(promoted, "bool" if op in BOOL_RESULTS else promoted)


# ufuncs.py: floor_divide, remainder, left_shift and right_shift promote
# with promote_args_numeric; copysign and nextafter with
# promote_args_inexact (the to_inexact_dtype of divide); the logical ops
# with promote_args, then _to_bool (x != 0) and the bitwise primitive on
# bools, so every dtype passes and the result is bool.
_NUMERIC_OPS = frozenset(DIVISION + SHIFTS + ("pow",))
_INEXACT_OPS = frozenset(("copysign", "nextafter", "atan2", "hypot",
                          "logaddexp"))
# hypot: "jnp.hypot is not well defined for complex-valued inputs" is a
# ValueError raised after promote_args_inexact, before any lax op.
_PYTHON_REFUSALS = frozenset(("floor_divide", "copysign", "hypot"))
# pow, atan2, hypot, logaddexp (ufuncs.py power, _power, _pow_int_int,
# arctan2, hypot; lax/other.py logaddexp): power promotes with
# promote_args_numeric, so a bool or integer result runs _pow_int_int
# (powers.py) and the rest lax.pow in the promoted dtype (a float base
# with an integer exponent keeps the base's dtype, which is the promoted
# one, and _pow_lower converts the exponent to it); lax.pow accepts
# _float | _complex bases. arctan2 is lax.atan2 (_float | _complex) of
# promote_args_inexact; hypot computes with lax.abs, maximum, minimum and
# sqrt; logaddexp accepts the real and complex floating dtypes.


# ---------------------------------------------------------------------------
# Kernels where JAX's values differ from the shared ones (elementwise.py).


def _plain(kernel):
    return lambda dtype: kernel


def _ieee_maximum(x, y):
    """lax.max on real floats lowers to stablehlo.maximum (mlir.py
    max_hlo, _minmax_hlo's non-complex branch), which XLA's CPU backend
    emits, with fast min/max off as JAX compiles (xla_cpu_enable_fast_min_max
    = false), as llvm.maximum (xla/service/llvm_ir/llvm_util.cc
    EmitFloatMax): IEEE 754-2019 maximum, NaN if either operand is NaN, and
    -0.0 below +0.0 (so -0.0 with +0.0 is +0.0 in either order)."""
    if x != x or y != y:
        return math.nan
    if x == y:
        # Equal values differ only in the sign of a zero: +0.0 wins.
        return y if math.copysign(1.0, x) < 0.0 else x
    return y if x < y else x


def _ieee_minimum(x, y):
    """lax.min on real floats: stablehlo.minimum (mlir.py min_hlo), which
    XLA's CPU backend emits as llvm.minimum (llvm_util.cc EmitFloatMin,
    fast min/max off): IEEE 754-2019 minimum, NaN if either operand is NaN,
    -0.0 below +0.0 (so -0.0 with +0.0 is -0.0 in either order)."""
    if x != x or y != y:
        return math.nan
    if x == y:
        return x if math.copysign(1.0, x) < 0.0 else y
    return x if x < y else y


def _complex_minimum(x, y):
    """mlir.py _minmax_hlo, complex branch (min_hlo: cmp "LT"): which =
    re(x) == re(y) ? im(x) < im(y) : re(x) < re(y); select(which, x, y).
    Ties and NaN parts give y."""
    if x.real == y.real:
        return x if x.imag < y.imag else y
    return x if x.real < y.real else y


def _complex_comparison(lax_op):
    """ufuncs.py _complex_comparison: select(lax.eq(x.real, y.real),
    lax_op(x.imag, y.imag), lax_op(x.real, y.real)); NaN compares false."""
    def compare(x, y):
        if x.real == y.real:
            return lax_op(x.imag, y.imag)
        return lax_op(x.real, y.real)
    return compare


def _complex_maximum(x, y):
    """mlir.py _minmax_hlo, complex branch (max_hlo: cmp "GT"):
    which = re(x) == re(y) ? im(x) > im(y) : re(x) > re(y); select(which,
    x, y). Ties and NaN parts (every comparison false) give y."""
    if x.real == y.real:
        return x if x.imag > y.imag else y
    return x if x.real > y.real else y


def _complex_less(x, y):
    """ufuncs.py _complex_comparison(lax.lt): select(re(x) == re(y),
    im(x) < im(y), re(x) < re(y)); NaN compares false."""
    if x.real == y.real:
        return x.imag < y.imag
    return x.real < y.real


_KERNELS_BY_DTYPE = {}
_KERNELS = {
    # ufuncs.py _add / _multiply: "lax.add(x, y) if x.dtype != bool else
    # lax.bitwise_or(x, y)", "lax.mul(x, y) if x.dtype != bool else
    # lax.bitwise_and(x, y)".
    (dtypes.KIND_BOOL, "add"): _plain(lambda x, y: x or y),
    (dtypes.KIND_BOOL, "multiply"): _plain(lambda x, y: x and y),
    (dtypes.KIND_FLOATING, "maximum"): _plain(_ieee_maximum),
    (dtypes.KIND_FLOATING, "minimum"): _plain(_ieee_minimum),
    (dtypes.KIND_COMPLEX, "maximum"): _plain(_complex_maximum),
    (dtypes.KIND_COMPLEX, "minimum"): _plain(_complex_minimum),
    (dtypes.KIND_COMPLEX, "less"): _plain(_complex_less),
    (dtypes.KIND_COMPLEX, "less_equal"): _plain(
        _complex_comparison(operator.le)),
    (dtypes.KIND_COMPLEX, "greater"): _plain(
        _complex_comparison(operator.gt)),
    (dtypes.KIND_COMPLEX, "greater_equal"): _plain(
        _complex_comparison(operator.ge)),
}


# The newer ops' values. XLA's integer division (xla/service/
# elemental_ir_emitter.cc EmitIntegerDivide, EmitIntegerRemainder, and the
# operation semantics page: "X / 0 == -1", "X % 0 == X", "INT_SMIN /s -1 =
# INT_SMIN", "INT_SMIN %s -1 = 0"; -1 is all ones, an unsigned dtype's
# largest value) is defined for every operand.
def _xla_div(x, y, wrap):
    if y == 0:
        return wrap(-1)
    return wrap(division.truncated_quotient(x, y))


def _xla_rem(x, y):
    if y == 0:
        return x
    return division.truncated_remainder(x, y)


def _sign(x):
    return (x > 0) - (x < 0)


def _integer_floor_divide(dtype):
    """ufuncs.py floor_divide: lax.div for unsigned dtypes; for signed ones
    quotient = lax.div(x1, x2), minus 1 where sign(x1) != sign(x2) and
    lax.rem(x1, x2) != 0 (a zero divisor: -1, minus 1 unless x1 is 0)."""
    wrap = dtypes.integer_wrapper(dtype)
    if dtypes.kind(dtype) == dtypes.KIND_UNSIGNED:
        return lambda x, y: _xla_div(x, y, wrap)

    def kernel(x, y):
        quotient = _xla_div(x, y, wrap)
        if _sign(x) != _sign(y) and _xla_rem(x, y) != 0:
            return wrap(quotient - 1)
        return quotient
    return kernel


def _integer_remainder(dtype):
    """ufuncs.py remainder: a zero divisor is replaced by 1; trunc_mod =
    lax.rem(x1, x2), plus x2 where (trunc_mod < 0) != (x2 < 0) and
    trunc_mod != 0."""
    wrap = dtypes.integer_wrapper(dtype)

    def kernel(x, y):
        y = y or 1
        mod = _xla_rem(x, y)
        if (mod < 0) != (y < 0) and mod != 0:
            return wrap(mod + y)
        return mod
    return kernel


def _float_floor_divide(dtype):
    """ufuncs.py _float_divmod, each lax op rounded to the dtype. (XLA's
    CPU backend may keep bfloat16 and float8 intermediates in float32 when
    it allows excess precision; the cases' values are drawn where that
    changes nothing only by chance: docs/profiles/jax.md.)"""
    r = rounder(dtype)
    return lambda x, y: division.jax_float_divmod(x, y, r)[0]


def _float_remainder(dtype):
    r = rounder(dtype)
    return lambda x, y: division.jax_remainder(x, y, r)


_KERNELS_BY_DTYPE.update(kernel_table(dtypes.INTEGRAL, {
    "pow": powers.jax_pow,
    "floor_divide": _integer_floor_divide,
    "remainder": _integer_remainder,
    **shifts.makers(shifts.xla_left, shifts.xla_right)}))
# ufuncs.py copysign: where(signbit(x2), -abs(x1), abs(x1));
# lax.nextafter: XLA's NextAfter on the dtype's bits, equal values give y.
_KERNELS_BY_DTYPE.update(kernel_table(dtypes.FLOATING, {
    "floor_divide": _float_floor_divide,
    "remainder": _float_remainder,
    **float_steps.makers()}))


def kernel(op, compute_dtype):
    """The maker of JAX's own kernel of op in compute_dtype, or None where
    the shared kernel (elementwise.py) is JAX's: integers wrap, floats
    round once, comparisons and the other bool ops as there."""
    return (_KERNELS_BY_DTYPE.get((op, compute_dtype))
            or _KERNELS.get((dtypes.kind(compute_dtype), op)))


# convert_element_type of an integer to bfloat16 goes through F32
# (values.bfloat16_through_float32).
operand_converter = values.bfloat16_through_float32
# Selected and copied elements (where, concatenate, stack) likewise.
element_converter = values.bfloat16_through_float32
