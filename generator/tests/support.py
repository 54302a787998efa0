"""Shared by the tests: the generator directory on sys.path, and paths."""

import os
import sys

GENERATOR_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPOSITORY_DIR = os.path.dirname(GENERATOR_DIR)
CASES_DIR = os.path.join(REPOSITORY_DIR, "cases")
GENERATE_SCRIPT = os.path.join(GENERATOR_DIR, "promcast_generate.py")

if GENERATOR_DIR not in sys.path:
    sys.path.insert(0, GENERATOR_DIR)


def ulp_at(magnitude, dtype):
    """The spacing of dtype's values at `magnitude` >= 0 (cases/README.md
    "tolerance": 2**(max(floor(log2 x), emin) - (p - 1)), the subnormal
    spacing at 0); dtype a real float format."""
    import math
    from promcast_model.float_formats import FORMATS
    fmt = FORMATS[dtype]
    exponent = fmt.min_exponent
    if magnitude > 0.0:
        exponent = max(math.frexp(magnitude)[1] - 1, fmt.min_exponent)
    return math.ldexp(1.0, exponent - (fmt.precision - 1))


def within_tolerance(got, want, dtype, ulp, scale=0.0):
    """Whether `got` passes for the expected `want` of a real float dtype
    under a tolerance of `ulp` ulps at max(|want|, scale): equal (NaN
    with NaN, zeros of the same sign), or both finite and that close."""
    import math
    if want != want or got != got:
        return want != want and got != got
    if got == want and math.copysign(1.0, got) == math.copysign(1.0, want):
        return True
    if math.isinf(got) or math.isinf(want):
        return False
    return abs(got - want) <= ulp * ulp_at(max(abs(want), scale), dtype)
