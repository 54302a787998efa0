"""Bit shifts of integers by a count, as each library treats a negative
count or one of at least the bit width. Values are Python ints in the
dtype's range; `bits` is the dtype's width, `wrap` its wrap-around
(dtypes.integer_wrapper). A left shift is the product by 2**count wrapped
to the dtype, a right shift the floor of the quotient by 2**count (an
arithmetic shift: Python's >> on ints is one).
"""

from . import dtypes
from .value_faults import UNDEFINED_VALUE


def makers(left, right):
    """{op: maker(dtype) -> kernel} of a library's two shifts, given
    left(x, count, bits, wrap) and right(x, count, bits, signed)."""
    def make_left(dtype):
        bits, wrap = dtypes.BITS[dtype], dtypes.integer_wrapper(dtype)
        return lambda x, y: left(x, y, bits, wrap)

    def make_right(dtype):
        bits = dtypes.BITS[dtype]
        signed = dtypes.kind(dtype) == dtypes.KIND_SIGNED
        return lambda x, y: right(x, y, bits, signed)
    return {"bitwise_left_shift": make_left,
            "bitwise_right_shift": make_right}


def torch_left(x, count, bits, wrap):
    """PyTorch's lshift_kernel (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp):
    `if (static_cast<make_signed_t<T>>(b) < 0 || b >= max_shift) return 0;`
    (max_shift the width; an unsigned count of the top half reads as
    negative), else the unsigned shift, wrapped."""
    if count < 0 or count >= bits or count >= 1 << (bits - 1):
        return 0
    return wrap(x << count)


def torch_right(x, count, bits, signed):
    """PyTorch's rshift_kernel: max_shift = width - is_signed; a negative
    count or one of at least max_shift gives `a >> max_shift` (the sign
    fill of a signed value, 0 for an unsigned one)."""
    max_shift = bits - (1 if signed else 0)
    if count < 0 or count >= max_shift or count >= 1 << (bits - 1):
        return x >> max_shift
    return x >> count


def numpy_left(x, count, bits, wrap):
    """NumPy 1.24's npy_lshift (numpy/core/src/npymath/
    npy_math_internal.h.src):
    `if ((size_t)b < sizeof(a) * CHAR_BIT) return a << b; else return 0;`
    (a negative count is a huge size_t)."""
    if 0 <= count < bits:
        return wrap(x << count)
    return 0


def numpy_right(x, count, bits, signed):
    """npy_rshift: `(size_t)b < width ? a >> b : (a < 0 ? -1 : 0)`."""
    if 0 <= count < bits:
        return x >> count
    return -1 if x < 0 else 0


def xla_left(x, count, bits, wrap):
    """XLA's ShiftLeft (the count compared as unsigned: a negative count is
    out of range): a count of at least the width gives 0."""
    if 0 <= count < bits:
        return wrap(x << count)
    return 0


def xla_right(x, count, bits, signed):
    """XLA's ShiftRightArithmetic (signed dtypes, jnp.right_shift) and
    ShiftRightLogical (unsigned ones, where x >= 0): an out-of-range count
    gives the sign fill, -1 or 0."""
    if 0 <= count < bits:
        return x >> count
    return -1 if x < 0 else 0


def _promoted_width(bits):
    """C++'s integral promotion: types narrower than int (32 bits on every
    platform MLX supports) shift as int."""
    return max(bits, 32)


def mlx_left(x, count, bits, wrap):
    """MLX's LeftShift, C++ `x << y` (mlx/backend/cpu/simd/base_simd.h
    DEFAULT_BINARY(<<)) compiled as C++20 (CMakeLists.txt
    CMAKE_CXX_STANDARD 20: a shift of a negative value is defined, modulo
    2**N): a count that is negative or at least the promoted type's width
    is undefined behaviour."""
    if not 0 <= count < _promoted_width(bits):
        return UNDEFINED_VALUE
    return wrap(x << count)


def mlx_right(x, count, bits, signed):
    """MLX's RightShift, C++20 `x >> y` (arithmetic for signed values); an
    out-of-range count is undefined behaviour."""
    if not 0 <= count < _promoted_width(bits):
        return UNDEFINED_VALUE
    return x >> count


def array_api_left(x, count, bits, wrap):
    """The Array API standard's bitwise_left_shift: "Each element [of x2]
    must be greater than or equal to 0"; the result, x1 with count zeros
    appended, must be in the dtype's range (integer overflow is left to
    implementations, data_types.rst)."""
    if count < 0:
        return UNDEFINED_VALUE
    if x == 0:
        return 0
    if count >= 128:
        return UNDEFINED_VALUE
    value = x << count
    return value if wrap(value) == value else UNDEFINED_VALUE


def array_api_right(x, count, bits, signed):
    """bitwise_right_shift: "an arithmetic shift ... equivalent to floor
    division by a power of two"; a negative count is left open."""
    if count < 0:
        return UNDEFINED_VALUE
    return x >> count if count < 128 else (-1 if x < 0 else 0)
