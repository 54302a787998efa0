"""ONNX at opset 26: the operators' type constraints, their one-type-per-
parameter rule, and ONNX's own value kernels (profiles.py's interface).

ONNX does not promote. An operator's schema binds each type parameter (T,
T1, B) to one tensor type; two inputs of one parameter with different
types make an invalid model, and a type outside the parameter's
constraint list is refused by the checker. The profile is what the
specification allows and computes, not what any runtime implements.

Sources (ONNX 1.21.0, IR 13, opset 26; https://github.com/onnx/onnx/tree/
v1.21.0):
  onnx/defs/schema.h             the constraint lists (all_numeric_types_ir4,
                                 all_tensor_types_ir4, all_tensor_types)
  onnx/defs/math/defs.cc         Add-14, Sub-14, Mul-14, Div-14, Max-13,
                                 Min-13, Mod-13, Pow-15, Clip-13, MatMul-13
  onnx/defs/logical/defs.cc      Equal-19, Less-13, LessOrEqual-16,
                                 Greater-13, GreaterOrEqual-16, And-7, Or-7,
                                 Xor-7, BitShift-11, BitwiseAnd-18,
                                 BitwiseOr-18, BitwiseXor-18
  docs/Operators.md              the operators' text (Div's truncation,
                                 Mod's fmod attribute)
  docs/Broadcasting.md           multidirectional broadcasting ("the same
                                 as Numpy's broadcasting")
  onnx/reference/ops/op_*.py     the reference implementation, the
                                 specification's executable form, for the
                                 values its text leaves open
Where even the reference leaves a value to NumPy's conventions, the rule
chosen is stated where it is used.

The case format's ops that have one ONNX operator (the profile's ops); all
others are MISSING_OPS:
  add Add, subtract Sub, multiply Mul, divide Div, maximum Max, minimum
  Min, equal Equal, less Less, less_equal LessOrEqual, greater Greater,
  greater_equal GreaterOrEqual, bitwise_and/or/xor BitwiseAnd/Or/Xor,
  bitwise_left_shift / bitwise_right_shift BitShift (direction LEFT /
  RIGHT), logical_and/or/xor And/Or/Xor, remainder Mod (fmod=0), pow Pow;
  the functions where Where, clip Clip, matmul MatMul, concat Concat,
  stack SequenceConstruct + ConcatFromSequence(new_axis=1).
"""

import functools
import math

from . import dtypes, powers, shifts
from .division import truncated_quotient
from .elementwise_dtypes import computed, refused_early
from .errors import (INVALID_ARGUMENT, NO_PROMOTION, UNDEFINED,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError, memoized)
from .operands import CATEGORY_SCALAR
from .ops import BOOL_RESULTS, INPLACE_OPS, kernel_table
from .transcendental import real_pow
from .value_faults import (INVALID, UNDEFINED_VALUE,
                           open_signed_zero_extremum)

NAME = "onnx"

# Every case-format dtype ONNX has a tensor type for: TensorProto.DataType
# (onnx/onnx.proto) has no 32-bit complex; its FLOAT8E4M3FN and FLOAT8E5M2
# are the case format's float8_e4m3fn and float8_e5m2.
DTYPES = tuple(d for d in dtypes.DTYPES if d != "complex32")
_SUPPORTED = frozenset(DTYPES)

# onnx/defs/schema.h, the constraint lists the operators use, restricted to
# the case format's dtypes (string, the 4- and 2-bit types, the FNUZ float8
# types and float8e8m0 are outside it).
# all_numeric_types_ir4: every integer, float16, float32, float64, bfloat16.
NUMERIC = frozenset(dtypes.INTEGRAL + dtypes.REAL_FLOATING)
# BitwiseAnd/Or/Xor-18: "Constrain input to integer tensors."
INTEGERS = frozenset(dtypes.INTEGRAL)
# BitShift-11: "Constrain input and output types to integer tensors." with
# the list tensor(uint8), tensor(uint16), tensor(uint32), tensor(uint64).
UNSIGNED = frozenset(dtypes.UNSIGNED)
# And-7, Or-7, Xor-7: T = tensor(bool).
BOOLEAN = frozenset((dtypes.BOOL,))
# Equal-19: all_numeric_types_ir4 and tensor(bool) (and tensor(string)).
NUMERIC_AND_BOOL = NUMERIC | BOOLEAN
# Pow-15: T = tensor(int32), tensor(int64), tensor(float16), tensor(float),
# tensor(double), tensor(bfloat16); T1 = all_numeric_types_ir4.
POW_BASE = frozenset(("int32", "int64", "float16", "float32", "float64",
                      "bfloat16"))
POW_EXPONENT = NUMERIC
# all_tensor_types_ir4 (Where-16's T, Concat-13's T): the numeric types,
# bool, complex64 and complex128; no float8.
ALL_TENSORS = NUMERIC | BOOLEAN | frozenset(("complex64", "complex128"))
# all_tensor_types (SequenceConstruct-11's and ConcatFromSequence-11's S
# and T): all_tensor_types_ir4 without bfloat16.
SEQUENCE_TENSORS = ALL_TENSORS - frozenset(("bfloat16",))
# MatMul-13: tensor(float16), tensor(float), tensor(double), tensor(uint32),
# tensor(uint64), tensor(int32), tensor(int64), tensor(bfloat16).
MATMUL = frozenset(("float16", "float32", "float64", "uint32", "uint64",
                    "int32", "int64", "bfloat16"))
# Clip-13: all_numeric_types_ir4.
CLIP = NUMERIC

# Each element-wise op's operator and the constraint of its two inputs
# (Pow: the base's; its exponent has POW_EXPONENT, a parameter of its own).
CONSTRAINTS = {
    "add": ("Add", NUMERIC),
    "subtract": ("Sub", NUMERIC),
    "multiply": ("Mul", NUMERIC),
    "divide": ("Div", NUMERIC),
    "maximum": ("Max", NUMERIC),
    "minimum": ("Min", NUMERIC),
    "equal": ("Equal", NUMERIC_AND_BOOL),
    "less": ("Less", NUMERIC),
    "less_equal": ("LessOrEqual", NUMERIC),
    "greater": ("Greater", NUMERIC),
    "greater_equal": ("GreaterOrEqual", NUMERIC),
    "bitwise_and": ("BitwiseAnd", INTEGERS),
    "bitwise_or": ("BitwiseOr", INTEGERS),
    "bitwise_xor": ("BitwiseXor", INTEGERS),
    "bitwise_left_shift": ("BitShift", UNSIGNED),
    "bitwise_right_shift": ("BitShift", UNSIGNED),
    "logical_and": ("And", BOOLEAN),
    "logical_or": ("Or", BOOLEAN),
    "logical_xor": ("Xor", BOOLEAN),
    "remainder": ("Mod", NUMERIC),
    "pow": ("Pow", POW_BASE),
}

# What ONNX has no single operator for (has_op says no; the families draw
# no cases of them): not_equal is Not of Equal; floor_divide is Div, which
# truncates integers and divides floats exactly; ONNX has Atan but no
# Atan2, and no CopySign, NextAfter, Hypot or LogAddExp; no value is ever
# written in place (every in-place form); no operator computes a promotion,
# a result type or a cast check, or the functions vecdot, broadcast_shapes,
# broadcast_arrays, sum_to_shape, xla_broadcast and inplace_broadcast
# (broadcast_to is Expand, whose cases carry no profile).
MISSING_OPS = frozenset((
    "not_equal", "floor_divide", "copysign", "nextafter", "hypot",
    "logaddexp", "atan2", "promote_types", "result_type", "can_cast",
    "vecdot", "broadcast_shapes", "broadcast_arrays", "sum_to_shape",
    "xla_broadcast", "inplace_broadcast") + INPLACE_OPS)


def _unsupported(dtype, operator, parameter="T"):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP, f"Type 'tensor({dtype})' "
                      f"is not in {operator}'s constraint {parameter}")


def _check_dtype(dtype):
    if dtype not in _SUPPORTED:
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, f"ONNX has no tensor "
                         f"type {dtype}")


def bound(operator, dtypes_in_order, allowed, parameter="T"):
    """The checker's rule for the inputs that share one type parameter
    (onnx/defs/schema.cc OpSchema::CheckInputOutputType, v1.21.0): input
    by input, in input order, its type against the constraint
    (UNSUPPORTED_DTYPE_FOR_OP), then against the type the parameter was
    bound to by an earlier input (NO_PROMOTION: "has inconsistent type").
    The two checks alternate per input: Clip(float32, int32, bool) is a
    binding error at min before max's type is looked at. Returns the one
    dtype. None (an absent optional input) is skipped."""
    first = None
    for dtype in dtypes_in_order:
        if dtype is None:
            continue
        if dtype not in allowed:
            raise _unsupported(dtype, operator, parameter)
        if first is None:
            first = dtype
        elif dtype != first:
            raise ModelError(NO_PROMOTION, f"Type parameter ({parameter}) of "
                             f"Optype ({operator}) bound to different types "
                             f"(tensor({first}) and tensor({dtype}))")
    return first


def promote_types(a, b, x64=False):
    """ONNX has no promotion: the one type two inputs of a parameter must
    share, or NO_PROMOTION (no operator computes it: the case format's
    promote_types is lacked; this is the rule every operator applies)."""
    _check_dtype(a)
    _check_dtype(b)
    if a != b:
        raise ModelError(NO_PROMOTION, f"ONNX does not promote: {a} and {b} "
                         "bind one type parameter to two types")
    return a


def can_cast(source, target):
    """ONNX has no can_cast and no implicit conversion: a value changes
    type only through an explicit Cast node, and an operator's output is
    never written into a tensor of another type. The model's answer: a
    dtype is held without conversion only by itself."""
    _check_dtype(source)
    _check_dtype(target)
    return source == target


def result_type(operands, default_float, x64=False):
    """The type of inputs bound to one parameter: that of every operand
    when they are all arrays of one dtype, else NO_PROMOTION. ONNX has no
    Python scalars (a model's inputs and initializers are tensors of a
    declared type): a scalar operand is UNDEFINED. default_float and x64
    play no part."""
    return _result_type(tuple(operands))


@memoized
def _result_type(operands):
    if not operands:
        raise ModelError(INVALID_ARGUMENT, "result_type of no operands")
    for operand in operands:
        if operand.category == CATEGORY_SCALAR:
            raise ModelError(UNDEFINED, "ONNX has no Python scalars")
    result = operands[0].dtype
    _check_dtype(result)
    for operand in operands[1:]:
        result = promote_types(result, operand.dtype)
    return result


# ONNX has no Python scalar operands (profiles.py PYTHON_SCALARS): every
# case with one is UNDEFINED, and the families draw none.
PYTHON_SCALARS = False

# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): no rank rule, no default float.
ELEMENTWISE_READS_RANKS = False
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(())


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract, in the checker's order, all before the
    shapes (a model is checked before it runs): an op ONNX lacks (any
    in-place form among them); then bound(): input by input, its type
    against the constraint (a dtype ONNX has not is in no constraint;
    Add(int32, bool) reports bool's type, not a mismatch) and the binding
    of the one parameter (NO_PROMOTION; Pow's exponent has a parameter of
    its own, T1); then
    Mod's fmod=0 rule for floats. The result has the inputs' type T, bool
    for the comparisons and the logical ops (their output T1 / T is
    tensor(bool)), the base's type for Pow."""
    name = op + "_inplace" if inplace else op
    if name in MISSING_OPS or op not in CONSTRAINTS:
        return refused_early(ModelError(
            INVALID_ARGUMENT, f"ONNX has no operator for {name}"))
    operator, allowed = CONSTRAINTS[op]
    try:
        if op == "pow":
            # Pow-15: Y is "T1", a parameter of its own: no binding.
            if a_dtype not in POW_BASE:
                raise _unsupported(a_dtype, operator)
            if b_dtype not in POW_EXPONENT:
                raise _unsupported(b_dtype, operator, "T1")
            # The base's dtype, the exponent converted to nothing: the
            # kernel (_pow) reads the exponent's own value.
            return computed(a_dtype, a_dtype)
        dtype = bound(operator, (a_dtype, b_dtype), allowed)
    except ModelError as error:
        return refused_early(error)
    if op == "remainder" and dtype not in INTEGERS:
        # Mod-13 (docs/Operators.md "Mod"): "If the input type is floating
        # point, then `fmod` attribute must be set to 1." The case
        # format's remainder is Python's %, fmod=0, which the text pairs
        # with integers only ("T is constrained to integer data types");
        # the schema's T does not enforce it, so it is checked after the
        # binding, still before any shape.
        return refused_early(ModelError(
            UNSUPPORTED_DTYPE_FOR_OP, "Mod with fmod=0 is defined for "
            f"integers only, not {dtype}"))
    return computed(dtype, dtypes.BOOL if op in BOOL_RESULTS else dtype)


def operand_converter(source, target):
    """No ONNX operator converts an operand: inputs of one parameter share
    their type, so the only conversion the element-wise model asks for is
    Pow's exponent (T1) to the base's type (T), where the exponent keeps
    its own value (Pow-15: "f(x) = x^exponent"; _pow reads it as it is).
    None when no conversion is asked."""
    if source == target:
        return None
    return _as_is


def _as_is(value):
    return value


# ---------------------------------------------------------------------------
# Value kernels where ONNX's differ from elementwise.py's shared ones. The
# shared ones already are ONNX's for: Add, Sub, Mul of integers (wrapping:
# the text says nothing, the reference's NumPy arithmetic wraps, modulo
# 2**bits) and of floats (rounded once, float16 and bfloat16 included:
# NumPy and ml_dtypes compute them in float32, whose double rounding is
# innocuous for +, -, * and /); Div of floats (IEEE); the comparisons
# (IEEE: NaN is unordered); the bitwise ops; And, Or, Xor of bool; Max and
# Min (below).
#
# Max, Min (below).

def _extremum(maximum):
    """Max-13, Min-13 of reals (onnx/reference/ops/op_max.py, op_min.py:
    np.maximum, np.minimum; docs/Operators.md "Max" says only "Element-wise
    max of each of the input tensors"): a NaN on either side gives NaN, as
    the reference's do. -0.0 against +0.0 is a tie the text does not order
    and the reference's answer depends on NumPy's loops (NumPy 1.24:
    float16 gives the first operand, float32 and float64 the second):
    UNDEFINED."""
    return open_signed_zero_extremum(maximum)


def _divide(dtype):
    """Div-14 of integers (docs/Operators.md "Div", and op_div.py): "For
    integer inputs, the result is computed using truncating division
    (rounding toward zero)" (7 / -2 = -3). The text says nothing of a zero
    divisor, and the reference answers NumPy's 0 with a warning while a
    runtime may refuse: a zero divisor is UNDEFINED (the model's choice).
    The most negative value divided by -1 is op_div.py's floor_divide plus
    adjustment, which wraps to the most negative value itself (NumPy's
    rule); the model follows it."""
    wrap = dtypes.integer_wrapper(dtype)

    def kernel(x, y):
        if y == 0:
            return UNDEFINED_VALUE
        return wrap(truncated_quotient(x, y))
    return kernel


def _remainder(dtype):
    """Mod-13, fmod=0, of integers (docs/Operators.md "Mod"): "the
    semantics follow that of the Python %-operator. The sign of the result
    is that of the divisor." Python's x % 0 raises ZeroDivisionError:
    INVALID (the reference's np.mod answers 0; the text names Python's
    operator). The most negative value % -1 is Python's 0."""
    def kernel(x, y):
        if y == 0:
            return INVALID
        return x % y
    return kernel


def _pow(dtype):
    """Pow-15 (docs/Operators.md "Pow": "f(x) = x^exponent", output T, the
    base's type), with the reference's value rules (op_pow.py:
    np.power(a, b).astype(a.dtype)). The exponent y keeps its own type's
    value (operand_converter).
    Float base: x^y rounded once to T, y read as a float64 (an int64 or
    uint64 exponent beyond 2**53 rounds, as NumPy's promotion to float64
    does). The reference rounds to NumPy's promoted type first, then to T:
    the tolerance of pow's expected arrays (tolerances.py) covers the
    difference.
    Integer base (int32, int64):
      - integer exponent: the exact x**y wrapped into T (the reference's
        NumPy integer power, repeated multiplication modulo 2**bits; for
        int64 ** uint64 NumPy's promotion goes through float64, which the
        model does not follow: the text's x^y is exact). A negative
        exponent has no integer result (2**-1): NumPy's power refuses it,
        a runtime truncates a double, the text is silent: UNDEFINED.
      - float exponent: the reference's float64 power cast to T
        (astype: C's truncation toward zero); a NaN, infinite or
        out-of-range power has no defined conversion: UNDEFINED."""
    if dtypes.is_integral(dtype):
        power = powers._wrapped_power(dtype)
        low, high = dtypes.integer_range(dtype)

        def integer_kernel(x, y):
            if isinstance(y, float):
                value = real_pow(float(x), y, "float64")
                if not math.isfinite(value):
                    return UNDEFINED_VALUE
                value = math.trunc(value)
                return value if low <= value <= high else UNDEFINED_VALUE
            if y < 0:
                return UNDEFINED_VALUE
            return power(x, y)
        return integer_kernel
    return lambda x, y: real_pow(x, float(y), dtype)


_OWN_KERNELS = kernel_table(dtypes.INTEGRAL, {"divide": _divide,
                                              "remainder": _remainder})
# BitShift-11 (onnx/reference/ops/op_bitshift.py: np.left_shift,
# np.right_shift of unsigned integers). The text does not say what a count
# of at least the bit width gives; NumPy's npy_lshift and npy_rshift give
# 0, which the model follows (shifts.py numpy_left, numpy_right; no count
# is negative: the type is unsigned).
_OWN_KERNELS.update(kernel_table(
    dtypes.UNSIGNED, shifts.makers(shifts.numpy_left, shifts.numpy_right)))
_OWN_KERNELS.update(kernel_table(POW_BASE, {"pow": _pow}))
_OWN_KERNELS.update(kernel_table(dtypes.REAL_FLOATING, {
    "maximum": _extremum(True), "minimum": _extremum(False)}))


def kernel(op, compute_dtype):
    """ONNX's own kernel maker for (op, compute dtype), or None for the
    shared one."""
    return _OWN_KERNELS.get((op, compute_dtype))
