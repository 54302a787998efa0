"""add, subtract and multiply of float16 and bfloat16 whose exact results
lie halfway between two neighbours of the dtype: IEEE 754's default
rounding, roundTiesToEven (IEEE 754-2019 §4.3.1), gives the one with an even
last significant bit. A library that truncates, rounds half away from
zero, or rounds twice through a format too narrow gets them wrong;
rounding once from float32, as every profile's library computes these two
dtypes, is exact for +, - and * (float32's 24 bits hold the exact sum of
two float16 or bfloat16 values, and their exact product).

float16 has 11 significant bits, so from 2048 to 4096 its neighbours are 2
apart: 2049 is halfway between 2048 (1024 * 2, even) and 2050 (odd), and
goes down; 2051 goes up to 2052; 2055 up to 2056. bfloat16 has 8 bits, its
neighbours 2 apart from 256 to 512: 257 goes to 256, 259 and 261 to 260, 265
to 264. Products reach them from small integers (683 * 3 = 2049, 7 * 293 =
2051, 15 * 137 = 2055; 7 * 37 = 259, 9 * 29 = 261, 5 * 53 = 265), sums from
the neighbours and 1, and halfway below the smallest subnormal (float16's
2**-24, bfloat16's 2**-133) the product of it and 0.5 goes to +0.0, of
three times it and 0.5 to twice it. Quotients are never exact ties (the
odd part of a quotient of two p-bit numbers that is a p + 1-bit number
would need more than p bits in the dividend), so divide has no case here.
Integers converted to float32 are rounded once too (IEEE 754-2019 §5.4.1,
convertFromInt, rounds as clause 4 says): 2^60 + 2^36 + 16 lies 16 above the
midpoint of float32's neighbours 2^60 and 2^60 + 2^37 and goes up, where a
conversion through double (ulp 2^8 there) would drop the 16, land on the
midpoint and tie to the even 2^60; likewise 2^63 + 2^39 + 32 goes up to
2^63 + 2^40 (double's ulp 2^11 would drop the 32).
Expectations are literals, not computed by the model."""

from .builder import SpecCases, array, binary_inputs, expect_array

SOURCE = "IEEE 754-2019"
SECTION = "4.3.1 Rounding-direction attributes to nearest"
F16_TINY = 2.0 ** -24
BF16_TINY = 2.0 ** -133

# dtype: {op: (a, b, the rounded result)}.
TIES = {
    "float16": {
        "add": ([2048.0, 2050.0, 2054.0, -2048.0, 1.0, 1.0],
                [1.0, 1.0, 1.0, -1.0, 2.0 ** -11, 3 * 2.0 ** -11],
                [2048.0, 2052.0, 2056.0, -2048.0, 1.0, 1.0 + 2.0 ** -9]),
        "subtract": ([2048.0, 2052.0, -2048.0, 1.0, 2056.0],
                     [-1.0, 1.0, 1.0, -2.0 ** -11, 1.0],
                     [2048.0, 2052.0, -2048.0, 1.0, 2056.0]),
        "multiply": ([683.0, 7.0, 15.0, F16_TINY, 3 * F16_TINY, -683.0],
                     [3.0, 293.0, 137.0, 0.5, 0.5, 3.0],
                     [2048.0, 2052.0, 2056.0, 0.0, 2 * F16_TINY, -2048.0]),
    },
    "bfloat16": {
        "add": ([256.0, 258.0, 260.0, -256.0, 1.0, 1.0],
                [1.0, 1.0, 1.0, -1.0, 2.0 ** -8, 3 * 2.0 ** -8],
                [256.0, 260.0, 260.0, -256.0, 1.0, 1.0 + 2.0 ** -6]),
        "subtract": ([256.0, 260.0, -256.0, 1.0, 266.0],
                     [-1.0, 1.0, 1.0, -2.0 ** -8, 1.0],
                     [256.0, 260.0, -256.0, 1.0, 264.0]),
        "multiply": ([7.0, 9.0, 5.0, BF16_TINY, 3 * BF16_TINY, -7.0],
                     [37.0, 29.0, 53.0, 0.5, 0.5, 37.0],
                     [260.0, 260.0, 264.0, 0.0, 2 * BF16_TINY, -260.0]),
    },
}
# The profiles whose libraries have arrays of each dtype.
PROFILES = {"float16": ("torch", "numpy", "jax", "mlx", "onnx"),
            "bfloat16": ("torch", "jax", "mlx", "onnx")}


def cases():
    spec = SpecCases("spec/rounding-ties", SOURCE)
    for dtype, ops in TIES.items():
        for op, (a, b, result) in ops.items():
            for profile in PROFILES[dtype]:
                spec.add(f"{op}/{profile}/{dtype}", op,
                         binary_inputs(array(dtype, [len(a)], a),
                                       array(dtype, [len(b)], b)),
                         expect_array(dtype, [len(result)], result),
                         SECTION, profile=profile)
    _integer_conversions(spec)
    return spec.cases


# (profile, integer dtype, the integer, the float32 it rounds to once): an
# int64 or uint64 array beside a float32 one computes in float32 (PyTorch's
# promoteTypes, MLX's type_rules), so the integer is converted to float32.
CONVERSIONS = (
    ("torch", "int64", 2 ** 60 + 2 ** 36 + 16, 2.0 ** 60 + 2.0 ** 37),
    ("mlx", "uint64", 2 ** 63 + 2 ** 39 + 32, 2.0 ** 63 + 2.0 ** 40),
)


def _integer_conversions(spec):
    for profile, dtype, value, rounded in CONVERSIONS:
        values = [value, -value] if dtype == "int64" else [value]
        results = [rounded, -rounded] if dtype == "int64" else [rounded]
        spec.add(f"convert-int/{profile}/{dtype}-float32", "add",
                 binary_inputs(array(dtype, [len(values)], values),
                               array("float32", [len(values)],
                                     [0.0] * len(values))),
                 expect_array("float32", [len(results)], results),
                 "5.4.1 Arithmetic operations (convertFromInt)",
                 note="the integer is converted once, correctly rounded, "
                      "to float32: the bits below double's precision are "
                      "above the midpoint of two float32 neighbours and "
                      "round up, where rounding to double first would "
                      "leave the midpoint and tie to even below",
                 profile=profile)
