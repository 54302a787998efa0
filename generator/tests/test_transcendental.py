"""The reference values of pow, atan2, hypot and logaddexp, against values
known in closed form and against the C library's functions (glibc's are
within an ulp: they check the model's decimal arithmetic, not the other
way round), and the exact rational rounding they rest on."""

import cmath
import math
import random
import struct
import unittest
from fractions import Fraction

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.float_formats import round_fraction, round_sqrt
from promcast_model.transcendental import (complex_logaddexp, complex_pow,
                                           complex_pow_cpow,
                                           real_atan2, real_hypot,
                                           real_logaddexp, real_pow)


def _float32(value):
    return struct.unpack("f", struct.pack("f", value))[0]


def _ulps_apart(x, y):
    return abs(x - y) / math.ulp(max(abs(x), abs(y)))


class RationalRoundingTest(unittest.TestCase):
    def test_quotients_and_square_roots_match_ieee(self):
        # IEEE 754 division and square root are correctly rounded.
        rng = random.Random("promcast/test/transcendental")
        for _ in range(5000):
            a = rng.uniform(-1e6, 1e6) * 2.0 ** rng.randint(-1000, 1000)
            b = rng.uniform(0.5, 1e3)
            self.assertEqual(round_fraction(Fraction(a) / Fraction(b),
                                            "float64"), a / b)
            self.assertEqual(round_sqrt(Fraction(abs(a)), "float64"),
                             math.sqrt(abs(a)))
        self.assertEqual(round_fraction(Fraction(1, 3), "float32"),
                         _float32(1.0 / 3.0))

    def test_ties_go_to_even(self):
        # 1 + 2**-11 is halfway between float16's 1 and 1 + 2**-10.
        self.assertEqual(round_fraction(1 + Fraction(1, 2 ** 11), "float16"),
                         1.0)
        self.assertEqual(round_fraction(1 + Fraction(3, 2 ** 11), "float16"),
                         1.0 + 2.0 ** -9)


class ReferenceValuesTest(unittest.TestCase):
    def test_exact_results_are_exact(self):
        self.assertEqual(real_pow(2.0, 10.0, "float16"), 1024.0)
        self.assertEqual(real_pow(-2.0, 3.0, "float64"), -8.0)
        self.assertEqual(real_pow(4.0, 0.5, "float32"), 2.0)
        self.assertEqual(real_pow(10.0, -1.0, "float64"), 0.1)
        self.assertEqual(real_pow(2.0, -1074.0, "float64"), 5e-324)
        self.assertEqual(real_hypot(3.0, -4.0, "float16"), 5.0)
        self.assertEqual(real_hypot(1.0, 1.0, "float64"), math.sqrt(2.0))
        self.assertEqual(complex_pow(1 + 1j, 2 + 0j, "complex128"), 2j)
        self.assertEqual(complex_pow(1 + 1j, -3 + 0j, "complex64"),
                         -0.25 - 0.25j)

    def test_zero_base(self):
        # npy_cpow: 0 only for a real, positive exponent; 1 for 0 ** 0.
        for base in (0j, complex(-0.0, 0.0), complex(0.0, -0.0)):
            self.assertEqual(complex_pow(base, 2 + 0j, "complex128"), 0j)
            self.assertEqual(complex_pow(base, 0j, "complex64"), 1 + 0j)
            for y in (2 + 1j, -1 + 0j, 1j):
                self.assertTrue(cmath.isnan(complex_pow(base, y, "complex128")),
                                (base, y))
            # glibc's cpow (PyTorch): the sign of Re(y) alone decides.
            self.assertEqual(complex_pow_cpow(base, 2 + 1j, "complex128"), 0j)
            self.assertEqual(complex_pow_cpow(base, 0.5 - 1j, "complex64"), 0j)
            got = complex_pow_cpow(base, -1 + 1j, "complex128")
            self.assertEqual(got.real, math.inf)
            self.assertTrue(math.isnan(got.imag))
            for y in (0j, 1j, complex(math.nan, 1.0)):
                got = complex_pow_cpow(base, y, "complex128")
                self.assertTrue(math.isnan(got.real) and math.isnan(got.imag),
                                (base, y))
        # A nonzero base is the principal value in both.
        self.assertEqual(complex_pow_cpow(1 + 1j, 2 + 0j, "complex128"), 2j)

    def test_overflow_and_underflow(self):
        self.assertEqual(real_pow(10.0, 400.0, "float64"), math.inf)
        self.assertEqual(real_pow(-10.0, 401.0, "float64"), -math.inf)
        self.assertEqual(real_pow(0.5, 2000.5, "float64"), 0.0)
        self.assertEqual(real_pow(300.0, 2.0, "float16"), math.inf)
        self.assertTrue(math.isnan(real_pow(1e300, 1.5, "float8_e4m3fn")))

    def test_against_the_c_library(self):
        rng = random.Random("promcast/test/libm")
        for _ in range(2000):
            x, y = rng.uniform(0.0, 10.0), rng.uniform(-20.0, 20.0)
            self.assertLessEqual(_ulps_apart(real_pow(x, y, "float64"),
                                             x ** y), 1, (x, y))
            a, b = rng.uniform(-5.0, 5.0), rng.uniform(-5.0, 5.0)
            self.assertLessEqual(_ulps_apart(real_atan2(a, b, "float64"),
                                             math.atan2(a, b)), 1, (a, b))
            # max + log1p(exp(-d)) in doubles: ulps of its terms.
            larger, d = max(a, b), abs(a - b)
            term = math.log1p(math.exp(-d))
            self.assertLessEqual(
                abs(real_logaddexp(a, b, "float64") - (larger + term)),
                2 * math.ulp(abs(larger) + term), (a, b))

    def test_logaddexp_keeps_a_tiny_term(self):
        # log(1 + u) = u - u**2/2 + ...: logaddexp(0, -257) is exp(-257)
        # to double precision.
        self.assertLessEqual(_ulps_apart(real_logaddexp(0.0, -257.0,
                                                        "float64"),
                                         math.exp(-257.0)), 1)
        self.assertEqual(real_logaddexp(0.0, -2000.0, "float64"), 0.0)
        self.assertEqual(real_logaddexp(5.0, -2000.0, "float64"), 5.0)

    def test_atan2_of_tiny_ratios_rounds_below_the_midpoint(self):
        # atan(t) < t: half the smallest subnormal rounds down to 0.
        self.assertEqual(real_atan2(5e-324, 2.0, "float64"), 0.0)
        self.assertEqual(real_atan2(1e-323, 1.0, "float64"), 1e-323)

    def test_complex_principal_values(self):
        for x, y in ((0.5 + 1.5j, -1.5 + 0.5j), (-1.25 - 0.75j, 0.5 - 1j)):
            got = complex_pow(x, y, "complex128")
            want = x ** y
            self.assertLessEqual(abs(got - want), 4 * math.ulp(abs(want)))
            got = complex_logaddexp(x, y, "complex128")
            want = cmath.log(cmath.exp(x) + cmath.exp(y))
            self.assertLessEqual(abs(got - want), 4 * math.ulp(abs(want)))


if __name__ == "__main__":
    unittest.main()
