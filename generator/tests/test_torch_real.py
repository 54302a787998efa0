"""The torch profile's newer functions against PyTorch itself (Debian's
python3-torch 1.13.1, a test dependency only; skipped without it).

The profile follows current PyTorch; 1.13 agrees with it on dtypes, errors
and values everywhere the test looks, and differs in two places the test
leaves out (they are classed in torch's conformance report, not modelled):
- shifts by a negative count or by at least the width: 1.13's lshift and
  rshift kernels shift as C does (the result is the platform's), current
  PyTorch gives 0 or the sign fill (BinaryOpsKernel.cpp lshift_kernel,
  rshift_kernel);
- nextafter of float16: 1.13 has no Half kernel ("nextafter_cpu" not
  implemented for 'Half'); current PyTorch steps Half's bits.
Integer division by zero (ZeroDivisionError, invalid_value in the model)
and INT_MIN // -1 of int32 and int64 (undefined) are left out too: the
first raises in both, the second may trap.

pow, atan2, hypot and logaddexp are compared within the tolerance the
corpus gives them (promcast_model/tolerances.py). 1.13 differs from current
PyTorch, and the test leaves out: atan2, hypot and logaddexp of float16
(1.13 has no Half kernels, current PyTorch dispatches
AT_DISPATCH_FLOATING_TYPES_AND2(kBFloat16, kHalf)), and logaddexp of
complex (added to logaddexp_kernel after 1.13); logaddexp's values are
not compared, only its dtypes and refusals: 1.13 computes max +
log(1 + exp(-d)), which loses the small term's digits (0.00091141637 for
logaddexp(0, -7) in float32, 430 ulps from the value), where current
PyTorch computes max + log1p(exp(-d)). Complex pow is compared on
moderate values only, as the corpus draws it (value_pools.MODERATE): powers
of 0 and of infinite or NaN parts follow no one rule.
"""

import itertools
import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model import dtypes, tolerances
from promcast_model.array import Array
from promcast_model.elementwise import compute, operand_pairs
from promcast_model.errors import ModelError
from promcast_model.ops import ROUNDED_FUNCTIONS

try:
    import torch
except ImportError:  # pragma: no cover
    torch = None

_FUNCTIONS = {
    "floor_divide": lambda a, b: torch.div(a, b, rounding_mode="floor"),
    "remainder": lambda a, b: torch.remainder(a, b),
    "copysign": lambda a, b: torch.copysign(a, b),
    "nextafter": lambda a, b: torch.nextafter(a, b),
    "bitwise_left_shift": lambda a, b: torch.bitwise_left_shift(a, b),
    "bitwise_right_shift": lambda a, b: torch.bitwise_right_shift(a, b),
    "logical_and": lambda a, b: torch.logical_and(a, b),
    "logical_or": lambda a, b: torch.logical_or(a, b),
    "logical_xor": lambda a, b: torch.logical_xor(a, b),
    "pow": lambda a, b: torch.pow(a, b),
    "atan2": lambda a, b: torch.atan2(a, b),
    "hypot": lambda a, b: torch.hypot(a, b),
    "logaddexp": lambda a, b: torch.logaddexp(a, b),
}
_MODERATE = [complex(x, y) for x in (0.5, -1.25, 1.5) for y in (0.75, -0.5)]
_DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "float16",
           "bfloat16", "float32", "float64", "complex64", "complex128")


def _values(dtype):
    if dtype == "bool":
        return [False, True]
    torch_dtype = getattr(torch, dtype)
    if "int" in dtype:
        info = torch.iinfo(torch_dtype)
        values = {info.max, 0, 1, 2, 3, 7, -1, -2, -7, 100, info.bits - 1}
        if info.bits < 32:
            values.add(info.min)
        return sorted(v for v in values if info.min <= v <= info.max)
    if dtype.startswith("complex"):
        return [complex(x, y) for x in (0.0, 1.0, -1.0)
                for y in (0.0, math.nan, 1.0)]
    values = [0.0, -0.0, 1.0, -1.0, 0.1, 1.5, -2.5, 3.0, math.inf,
              -math.inf, math.nan, 1e-5, 5.0, -7.0]
    return [torch.tensor(v, dtype=torch_dtype).item() for v in values]


def _left_out(op, expected_dtype, a_dtype, b_dtype):
    """The differences between 1.13 and current PyTorch (above)."""
    if op in ("atan2", "hypot", "logaddexp") and expected_dtype == "float16":
        return True
    return op == "logaddexp" and "complex" in a_dtype + b_dtype


def _kept(op, x, y, a_dtype, b_dtype):
    integral = all(d not in ("float16", "bfloat16", "float32", "float64")
                   and not d.startswith("complex")
                   for d in (a_dtype, b_dtype))
    if op in ("floor_divide", "remainder") and integral and y == 0:
        return False
    if op.startswith("bitwise_") and not isinstance(y, complex) and not (
            0 <= y < 8):
        return False
    return True


def _as(value, dtype):
    """A moderate complex value as a value of dtype (its real part for a
    real dtype, 1 for an integer one, True for bool)."""
    if dtype.startswith("complex"):
        return value
    if dtype == "bool":
        return True
    if "int" in dtype:
        return 1
    return value.real


def _same(x, y):
    if isinstance(x, float) and isinstance(y, float):
        return (x == y and math.copysign(1.0, x) == math.copysign(1.0, y)
                ) or (x != x and y != y)
    return x == y or (x != x and y != y)


@unittest.skipIf(torch is None, "PyTorch is not installed")
class TorchNewerFunctionsTest(unittest.TestCase):
    def test_every_pair_of_edge_values(self):
        for op, a_dtype, b_dtype in itertools.product(_FUNCTIONS, _DTYPES,
                                                      _DTYPES):
            complex_pow = op == "pow" and "complex" in a_dtype + b_dtype
            pairs = [(x, y) for x, y in itertools.product(
                _MODERATE if complex_pow else _values(a_dtype),
                _MODERATE if complex_pow else _values(b_dtype))
                if _kept(op, x, y, a_dtype, b_dtype)]
            if complex_pow:
                pairs = [(_as(x, a_dtype), _as(y, b_dtype))
                         for x, y in pairs]
            a = Array(a_dtype, (len(pairs),), [x for x, _ in pairs])
            b = Array(b_dtype, (len(pairs),), [y for _, y in pairs])
            try:
                expected = compute(op, a, b, "float32", "torch")
            except ModelError:
                expected = None
            if (op == "nextafter" and expected is not None
                    and expected.dtype == "float16"):
                continue  # 1.13 has no Half nextafter (above)
            if _left_out(op, expected and expected.dtype, a_dtype, b_dtype):
                continue
            try:
                result = _FUNCTIONS[op](
                    torch.tensor(a.data, dtype=getattr(torch, a_dtype)),
                    torch.tensor(b.data, dtype=getattr(torch, b_dtype)))
            except RuntimeError:
                result = None
            context = (op, a_dtype, b_dtype)
            self.assertEqual(result is None, expected is None, context)
            if result is None:
                continue
            self.assertEqual(str(result.dtype), "torch." + expected.dtype,
                             context)
            if op == "logaddexp":
                continue  # 1.13's log(1 + exp(-d)) (above)
            if op in ROUNDED_FUNCTIONS:
                self._within_tolerance(op, a, b, expected, result.tolist(),
                                       context)
                continue
            for pair, got, want in zip(pairs, result.tolist(),
                                       expected.data):
                self.assertTrue(_same(got, want), (context, pair, got, want))

    def _within_tolerance(self, op, a, b, expected, got_values, context):
        compute_dtype, pairs = operand_pairs(op, a, b, "float32", "torch",
                                             False)
        tolerance = tolerances.tolerance(op, compute_dtype, expected.dtype,
                                         pairs, expected.data)
        if tolerance is None:  # integers: exact
            self.assertEqual(got_values, list(expected.data), context)
            return
        ulp, scales = tolerance
        component = dtypes.COMPLEX_COMPONENT.get(expected.dtype,
                                                 expected.dtype)
        for index, (got, want) in enumerate(zip(got_values, expected.data)):
            scale = scales[index] if scales else 0.0
            parts = (((got.real, want.real), (got.imag, want.imag))
                     if isinstance(want, complex) else ((got, want),))
            for got_part, want_part in parts:
                self.assertTrue(support.within_tolerance(
                    got_part, want_part, component, ulp, scale),
                    (context, pairs[index], got, want))

    def test_integer_division_by_zero_raises(self):
        for op in ("floor_divide", "remainder"):
            with self.assertRaises(RuntimeError):
                _FUNCTIONS[op](torch.tensor([1]), torch.tensor([0]))
            with self.assertRaises(ModelError) as raised:
                compute(op, Array("int64", (1,), [1]),
                        Array("int64", (1,), [0]), "float32", "torch")
            self.assertEqual(raised.exception.kind, "invalid_value")


if __name__ == "__main__":
    unittest.main()
