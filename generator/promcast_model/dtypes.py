"""Dtype names and categories.

Names and their order follow the case format (cases/README.md), which uses
the Array API / PyTorch spellings. Categories follow PyTorch's type
promotion (Tensor Attributes, torch.dtype): bool < integer < floating <
complex; the float8 types are floating but take part in no promotion
(promoteTypes, c10/core/ScalarType.cpp).
"""

BOOL = "bool"
SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
REAL_FLOATING = ("float16", "bfloat16", "float32", "float64")
COMPLEX = ("complex32", "complex64", "complex128")
FLOAT8 = ("float8_e4m3fn", "float8_e5m2")
FLOATING = REAL_FLOATING + FLOAT8
INTEGRAL = SIGNED + UNSIGNED

DTYPES = (BOOL,) + SIGNED + UNSIGNED + REAL_FLOATING + COMPLEX + FLOAT8

KIND_BOOL = "bool"
KIND_SIGNED = "signed"
KIND_UNSIGNED = "unsigned"
KIND_FLOATING = "floating"
KIND_COMPLEX = "complex"

_KIND = {BOOL: KIND_BOOL}
_KIND.update((d, KIND_SIGNED) for d in SIGNED)
_KIND.update((d, KIND_UNSIGNED) for d in UNSIGNED)
_KIND.update((d, KIND_FLOATING) for d in FLOATING)
_KIND.update((d, KIND_COMPLEX) for d in COMPLEX)

BITS = {
    BOOL: 8,
    "int8": 8, "int16": 16, "int32": 32, "int64": 64,
    "uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64,
    "float16": 16, "bfloat16": 16, "float32": 32, "float64": 64,
    "complex32": 32, "complex64": 64, "complex128": 128,
    "float8_e4m3fn": 8, "float8_e5m2": 8,
}

# The real dtype of each part of a complex number.
COMPLEX_COMPONENT = {
    "complex32": "float16",
    "complex64": "float32",
    "complex128": "float64",
}


def kind(dtype):
    """One of KIND_BOOL, KIND_SIGNED, KIND_UNSIGNED, KIND_FLOATING and
    KIND_COMPLEX."""
    return _KIND[dtype]


def is_integral(dtype):
    """Signed or unsigned integer; bool is not integral."""
    return dtype in INTEGRAL


def is_floating(dtype):
    """Real floating, float8 included."""
    return dtype in FLOATING


def is_complex(dtype):
    return dtype in COMPLEX


def is_float8(dtype):
    return dtype in FLOAT8


def integer_range(dtype):
    """(lowest, highest) value of an integral dtype, two's complement."""
    bits = BITS[dtype]
    if dtype in SIGNED:
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def integer_wrapper(dtype):
    """The integer reduced modulo 2**bits into dtype's range (two's
    complement wrap-around, docs/semantics.md "PyTorch element-wise ops"), as a
    function of the integer alone."""
    return _WRAPPERS[dtype]


def wrap_integer(value, dtype):
    return _WRAPPERS[dtype](value)


def _wrapper(dtype):
    bits = BITS[dtype]
    mask = (1 << bits) - 1
    if dtype in UNSIGNED:
        return lambda value: value & mask
    sign = 1 << (bits - 1)
    # (value + 2**(bits-1)) mod 2**bits - 2**(bits-1): the two's complement
    # reading of the low `bits` bits.
    return lambda value: ((value + sign) & mask) - sign


_WRAPPERS = {dtype: _wrapper(dtype) for dtype in INTEGRAL}
