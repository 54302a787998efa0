"""The element-wise ops with a Python scalar (promcast_model/
scalar_values.py) against NumPy 1.24 in its NEP 50 state and PyTorch
1.13.1 (Debian's packages, test dependencies only; NumPy is required, as in
test_numpy_real.py, PyTorch skipped without it).

Every op either library has here, over arrays of every dtype with a few
values, and Python scalars of each kind in range, at and beyond the
integer bounds, beyond int64, beyond float16 and float32, NaN, the
infinities and -0.0, in each position (array op scalar, scalar op array,
in place), compares dtype, error and values. Left out, each for a stated
reason:
- NumPy 1.24's weak state raises OverflowError for an integer array
  compared with an out-of-range Python int; NumPy 2 compares exactly
  (numpy/_core/src/umath/special_integer_comparisons.cpp), which the
  profile follows;
- NumPy 1.24 makes a Python int beyond 64 bits an object array beside
  a bool, float or complex array and runs the object loop (Python's own
  operators), where NumPy 2 gives the weak int the array's kind;
- PyTorch 1.13 casts a scalar b of mul, div and floor_divide to float16
  or bfloat16 first; current PyTorch reads it in float
  (BinaryOpsKernel.cpp `original_scalar_value<opmath_t>(2)`), which the
  profile follows; 1.13's shifts by out-of-range counts are C's (see
  test_torch_real.py);
- values where the libraries' formulas for complex arithmetic part from
  the textbook one the array model uses (complex operands with an
  infinity, NaN or a zero part in a quotient; PyTorch's add computes
  a + alpha * b):
  these are the array model's choices, which the scalar model reuses;
  complex quotients are compared within the corpus's 2 ulp;
- an in-place comparison of a real tensor with a complex scalar in
  PyTorch 1.13 (it compares real parts); the array model has no rule for
  it either.
pow by a scalar exponent has its own comparison (TorchPowScalarTest):
exponents at and beyond the integer dtypes' bounds, and complex32 with
the exponents PyTorch answers without a kernel.
"""

import itertools
import math
import unittest
import warnings

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.float_formats import round_float
from promcast_model.scalar_values import SCALAR_A, SCALAR_B, scalar_outcome
from promcast_model.tolerances import COMPLEX_ULP

try:
    import numpy
except ImportError:  # a failure, not a skip: the check must run
    numpy = None
try:
    import torch
except ImportError:  # pragma: no cover
    torch = None

_INTS = (0, 3, -1, 7, 255, 256, 300, -129, 65520, 1 << 31, (1 << 63) - 1,
         1 << 63, 1 << 64, -(1 << 63) - 1)
_FLOATS = (0.5, -0.0, math.nan, math.inf, -math.inf, 1e300, 70000.0,
           65520.0, 0.1, 1e-8, 3.5e38, 1.0 + 2.0 ** -11 + 2.0 ** -40)
_COMPLEXES = (1 + 2j, 0.5 - 1j)
_SCALARS = ([("bool", True), ("bool", False)]
            + [("int", value) for value in _INTS]
            + [("float", value) for value in _FLOATS]
            + [("complex", value) for value in _COMPLEXES])
_ARRAYS = {
    "bool": [True, False],
    "uint8": [0, 1, 200],
    "int8": [-3, 1, 100],
    "int16": [7, -7, 1000],
    "int32": [5, -5, 1 << 30],
    "int64": [5, -6, 1 << 40],
    "uint64": [5, 1 << 63, 0],
    "float16": [1.0, -2.5, 1000.0, 0.0],
    "bfloat16": [1.0, -2.5, 1000.0, 0.0],
    "float32": [1.0, -2.5, 0.5, -0.0],
    "float64": [1.0, -2.5, 1e300, 0.1],
    "complex64": [1 + 1j, -2j],
    "complex128": [1 + 1j, -2j],
}
_POSITIONS = (SCALAR_B, SCALAR_A, "inplace")


def _same(x, y, ulps=0, dtype=None):
    if isinstance(x, complex) or isinstance(y, complex):
        x, y = complex(x), complex(y)
        return (_same(x.real, y.real, ulps, dtype)
                and _same(x.imag, y.imag, ulps, dtype))
    if isinstance(x, float) and math.isnan(x):
        return isinstance(y, float) and math.isnan(y)
    if x == y:
        return not isinstance(x, float) or (math.copysign(1, x)
                                            == math.copysign(1, y))
    if ulps and math.isfinite(x) and math.isfinite(y):
        component = {"complex64": 24, "complex128": 53}[dtype]
        spacing = math.ldexp(1.0, math.frexp(max(abs(x), abs(y)))[1]
                             - component)
        return abs(x - y) <= ulps * spacing
    return False


def _model(op, dtype, data, kind, value, position, profile):
    values = [round_float(x, dtype) if isinstance(x, float) else x
              for x in data]
    return scalar_outcome(op, Array(dtype, (len(values),), values), kind,
                          value, SCALAR_A if position == SCALAR_A
                          else SCALAR_B, "float32", profile,
                          position == "inplace")


def _complex_inexact(op, dtype, data, kind, value):
    """The values where complex formulas part (module docstring)."""
    complexes = kind == "complex" or dtype.startswith("complex")
    if not complexes:
        return False
    numbers = list(data) + [value]
    special = any(isinstance(x, (float, complex)) and not all(
        math.isfinite(part) for part in (complex(x).real, complex(x).imag))
        for x in numbers) or any(abs(complex(x)) > 1e30 for x in numbers)
    # Smith's algorithm and the textbook formula sign a zero part of a
    # quotient differently.
    zero = any(complex(x).real == 0 or complex(x).imag == 0
               for x in numbers)
    return special or (op == "divide" and zero)


class _Comparison(unittest.TestCase):
    profile = None

    def library(self, op, dtype, data, kind, value, position):
        """(dtype name, values) or the error kind."""
        raise NotImplementedError

    def skipped(self, op, dtype, data, kind, value, position):
        return False

    def compare(self, ops, dtypes):
        for op, dtype, (kind, value), position in itertools.product(
                ops, dtypes, _SCALARS, _POSITIONS):
            data = _ARRAYS[dtype]
            if (self.skipped(op, dtype, data, kind, value, position)
                    or _complex_inexact(op, dtype, data, kind, value)):
                continue
            got = self.library(op, dtype, data, kind, value, position)
            want = _model(op, dtype, data, kind, value, position,
                          self.profile)
            context = (op, dtype, kind, value, position, got, want)
            if isinstance(want, ModelError):
                self.assertEqual(got, want.kind, context)
                continue
            self.assertIsInstance(got, tuple, context)
            self.assertEqual(got[0], want.dtype, context)
            ulps = (COMPLEX_ULP[op] if op in ("multiply", "divide")
                    and want.dtype.startswith("complex") else 0)
            for x, y in zip(got[1], want.data):
                self.assertTrue(_same(x, y, ulps, want.dtype), context)


_NUMPY_OPS = {"add": "add", "subtract": "subtract", "multiply": "multiply",
              "divide": "true_divide", "maximum": "maximum",
              "minimum": "minimum", "equal": "equal",
              "not_equal": "not_equal", "less": "less",
              "greater_equal": "greater_equal", "bitwise_and": "bitwise_and",
              "bitwise_xor": "bitwise_xor", "floor_divide": "floor_divide",
              "remainder": "remainder", "copysign": "copysign",
              "nextafter": "nextafter", "bitwise_left_shift": "left_shift",
              "logical_and": "logical_and", "logical_xor": "logical_xor"}
_NUMPY_DTYPES = tuple(d for d in _ARRAYS if d != "bfloat16")


def _numpy_error(error):
    text = str(error)
    if isinstance(error, OverflowError):
        return "scalar_out_of_range"
    if "Cannot cast ufunc" in text:
        return "cannot_cast"
    if "not supported" in text:
        return "unsupported_dtype_for_op"
    raise error


class NumpyScalarTest(_Comparison):
    profile = "numpy"

    @classmethod
    def setUpClass(cls):
        if numpy is None:
            raise RuntimeError("NumPy is missing: install python3-numpy "
                               "and run the tests with /usr/bin/python3")
        numpy._set_promotion_state("weak")

    @classmethod
    def tearDownClass(cls):
        numpy._set_promotion_state("legacy")

    def library(self, op, dtype, data, kind, value, position):
        ufunc = getattr(numpy, _NUMPY_OPS[op])
        array = numpy.array(data, dtype=dtype)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                if position == SCALAR_B:
                    result = ufunc(array, value)
                elif position == SCALAR_A:
                    result = ufunc(value, array)
                else:
                    result = ufunc(array, value, out=array)
        except (TypeError, OverflowError) as error:
            return _numpy_error(error)
        return str(result.dtype), [complex(x) if numpy.iscomplexobj(result)
                                   else x.item() for x in result]

    def skipped(self, op, dtype, data, kind, value, position):
        # NumPy 2's exact integer comparisons; 1.24's object loop
        # (module docstring).
        beyond = kind == "int" and not -(1 << 63) <= value < (1 << 64)
        return (op in ("equal", "not_equal", "less", "greater_equal")
                and kind == "int" and "int" in dtype) or (
            beyond and "int" not in dtype)

    def test_every_op_dtype_scalar_and_position(self):
        self.compare(_NUMPY_OPS, _NUMPY_DTYPES)


_TORCH_FUNCTIONS = {
    "add": (torch.add, lambda s, t: s + t, "add_"),
    "subtract": (torch.sub, lambda s, t: s - t, "sub_"),
    "multiply": (torch.mul, lambda s, t: s * t, "mul_"),
    "divide": (torch.div, lambda s, t: torch.div(s, t), "div_"),
    "maximum": (torch.maximum, lambda s, t: torch.maximum(s, t), None),
    "equal": (torch.eq, lambda s, t: s == t, "eq_"),
    "less": (torch.lt, lambda s, t: s < t, "lt_"),
    "greater_equal": (torch.ge, lambda s, t: s >= t, "ge_"),
    "bitwise_and": (torch.bitwise_and, lambda s, t: s & t, "bitwise_and_"),
    "bitwise_xor": (torch.bitwise_xor, lambda s, t: s ^ t, "bitwise_xor_"),
    "floor_divide": (torch.floor_divide,
                     lambda s, t: torch.floor_divide(s, t), "floor_divide_"),
    "remainder": (torch.remainder, lambda s, t: torch.remainder(s, t),
                  "remainder_"),
    "copysign": (torch.copysign, lambda s, t: torch.copysign(s, t),
                 "copysign_"),
    "logical_or": (torch.logical_or, lambda s, t: torch.logical_or(s, t),
                   None),
} if torch is not None else {}
_TORCH_DTYPES = tuple(d for d in _ARRAYS if d != "uint64")


@unittest.skipIf(torch is None, "PyTorch is not installed")
class TorchScalarTest(_Comparison):
    profile = "torch"

    def library(self, op, dtype, data, kind, value, position):
        function, reflected, method = _TORCH_FUNCTIONS[op]
        tensor = torch.tensor(data, dtype=getattr(torch, dtype))
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                if position == SCALAR_B:
                    result = function(tensor, value)
                elif position == SCALAR_A:
                    result = reflected(value, tensor)
                elif method is None:
                    function(tensor, value)  # raises the same TypeError
                    return "no in-place method"
                else:
                    result = getattr(tensor, method)(value)
        except TypeError:
            return "invalid_argument"
        except RuntimeError as error:
            return self.error_kind(str(error))
        values = result.tolist()
        return str(result.dtype)[len("torch."):], values

    @staticmethod
    def error_kind(text):
        if "Overflow when unpacking" in text:
            return "scalar_out_of_range"
        if "can't be cast to the desired output type" in text:
            return "cannot_cast"
        if "ZeroDivisionError" in text:
            return "invalid_value"
        if ("not implemented for" in text or "not supported" in text
                or "Subtraction" in text or "promotion" in text):
            return ("no_promotion" if "promotion" in text
                    else "unsupported_dtype_for_op")
        raise AssertionError(text)

    def skipped(self, op, dtype, data, kind, value, position):
        if (op in ("multiply", "divide", "floor_divide")
                and position != SCALAR_A and dtype in ("float16", "bfloat16")
                and kind != "complex"):
            return True  # current PyTorch reads b in float (docstring)
        if (op in ("add", "subtract") and kind == "complex"
                or dtype.startswith("complex") and op in ("add", "subtract")
                and kind == "float" and not math.isfinite(value)):
            return True  # a + alpha * b (docstring)
        return (position == "inplace" and kind == "complex"
                and op in ("equal", "less", "greater_equal"))

    def test_every_op_dtype_scalar_and_position(self):
        self.compare(_TORCH_FUNCTIONS, _TORCH_DTYPES)


# pow.Tensor_Scalar's own steps (scalar_values._torch): integer tensors
# with int exponents at and beyond each dtype's bounds, and bool ones;
# complex32 (and float16, whose complex result is complex32) with the
# exponents Scalar::equal finds equal to 0 or 1, and others.
_POW_INTEGER_ARRAYS = {"bool": [True, False], "uint8": [0, 1, 3],
                       "int8": [-3, 1, 2], "int16": [7, -1, 3],
                       "int32": [5, -5, 3], "int64": [5, -6, 3]}
_POW_INTEGER_EXPONENTS = (("bool", True), ("bool", False), ("int", 0),
                          ("int", 1), ("int", 2), ("int", -1),
                          ("int", 127), ("int", 128), ("int", 255),
                          ("int", 256), ("int", 32767), ("int", 32768),
                          ("int", (1 << 31) - 1), ("int", 1 << 31),
                          ("int", (1 << 63) - 1), ("float", 2.0))
_POW_HALF_ARRAYS = {"complex32": [0.5 + 1j, 2 + 0j, -1.5 - 0.25j],
                    "float16": [0.5, -2.0, 0.0]}
_POW_HALF_EXPONENTS = (("int", 0), ("int", 1), ("int", 2), ("int", -1),
                       ("float", 0.0), ("float", -0.0), ("float", 1.0),
                       ("float", 0.5), ("float", -1.0), ("complex", 0j),
                       ("complex", complex(-0.0, -0.0)), ("complex", 1 + 0j),
                       ("complex", complex(1.0, -0.0)), ("complex", 1j),
                       ("bool", True), ("bool", False))

# float16 and bfloat16 take the exponent checked (Scalar::to<at::Half>()),
# float32 as a double: exponents at and beyond each format's largest
# finite value, and infinities.
_POW_REDUCED_ARRAYS = {"float16": [0.5, -1.0, 1.0, 2.0],
                       "bfloat16": [0.5, -1.0, 1.0, 2.0],
                       "float32": [0.5, -1.0, 1.0, 2.0]}
_POW_REDUCED_EXPONENTS = (("float", 65504.0), ("float", 65520.0),
                          ("float", -65520.0), ("int", 65504),
                          ("int", 65505), ("int", -70000),
                          ("int", 1 << 62), ("float", 3.3895313892515355e38),
                          ("float", 3.5e38), ("float", 1e39),
                          ("float", math.inf), ("float", -math.inf))
# `x ** tensor` (Tensor.__rpow__): ints at and beyond each integer dtype's
# bounds, an unsigned one's negatives, and floats beyond float16's range.
_RPOW_ARRAYS = {"bool": [True, False], "uint8": [0, 1, 3],
                "int8": [0, 1, 3], "int16": [0, 1, 3], "int32": [0, 1, 3],
                "int64": [0, 1, 3], "float16": [0.0, 1.0, 0.5]}
_RPOW_BASES = (("int", 127), ("int", 128), ("int", -128), ("int", -129),
               ("int", 255), ("int", 256), ("int", -1), ("int", -255),
               ("int", -256), ("int", 32768), ("int", 1 << 31),
               ("int", (1 << 63) - 1), ("float", 1e39), ("float", 65520.0),
               ("bool", True))


@unittest.skipIf(torch is None, "PyTorch is not installed")
class TorchPowScalarTest(unittest.TestCase):
    """pow of a tensor by a Python scalar exponent, out of place and in
    place, against the model: an exponent equal to 0 or 1 answered before
    any kernel (complex32 ** 0 is 1), an int exponent converted to an
    integer dtype checked (int8 ** 128 raises)."""

    @staticmethod
    def error_kind(error):
        text = str(error)
        for words, kind in (("cannot be converted", "scalar_out_of_range"),
                            ("negative integer powers", "invalid_value"),
                            ("Found dtype", "cannot_cast"),
                            ("not implemented for", "unsupported_dtype_for_op")):
            if words in text:
                return kind
        raise error

    @staticmethod
    def library(dtype, data, value, inplace):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # ComplexHalf is experimental
                tensor = torch.tensor(data, dtype=getattr(torch, dtype))
                result = tensor.pow_(value) if inplace else torch.pow(
                    tensor, value)
        except RuntimeError as error:
            return TorchPowScalarTest.error_kind(error)
        name = str(result.dtype)[len("torch."):]
        if result.dtype == torch.complex32:
            result = result.to(torch.complex64)
        return name, result.tolist()

    def compare(self, arrays, exponents):
        compared = 0
        for (dtype, data), (kind, value), inplace in itertools.product(
                arrays.items(), exponents, (False, True)):
            self.check(self.library(dtype, data, value, inplace),
                       _model("pow", dtype, data, kind, value,
                              "inplace" if inplace else SCALAR_B, "torch"),
                       (dtype, kind, value, inplace))
            compared += 1
        return compared

    def check(self, got, want, call):
        """The library's answer (an error kind, or (dtype, values)) is the
        model's."""
        context = call + (got, want)
        if isinstance(want, ModelError):
            self.assertEqual(got, want.kind, context)
            return
        self.assertIsInstance(got, tuple, context)
        self.assertEqual(got[0], want.dtype, context)
        for x, y in zip(got[1], want.data):
            self.assertTrue(_same(x, y), context)

    def test_integer_exponents_in_and_out_of_range(self):
        self.assertEqual(self.compare(_POW_INTEGER_ARRAYS,
                                      _POW_INTEGER_EXPONENTS),
                         len(_POW_INTEGER_ARRAYS)
                         * len(_POW_INTEGER_EXPONENTS) * 2)

    def test_reduced_float_exponents_checked(self):
        self.assertEqual(self.compare(_POW_REDUCED_ARRAYS,
                                      _POW_REDUCED_EXPONENTS),
                         len(_POW_REDUCED_ARRAYS)
                         * len(_POW_REDUCED_EXPONENTS) * 2)

    def test_scalar_base_made_a_tensor(self):
        compared = 0
        for (dtype, data), (kind, value) in itertools.product(
                _RPOW_ARRAYS.items(), _RPOW_BASES):
            try:
                result = value ** torch.tensor(data, dtype=getattr(torch, dtype))
                got = (str(result.dtype)[len("torch."):], result.tolist())
            except RuntimeError as error:
                got = self.error_kind(error)
            self.check(got, _model("pow", dtype, data, kind, value,
                                   SCALAR_A, "torch"), (dtype, kind, value))
            compared += 1
        self.assertEqual(compared, len(_RPOW_ARRAYS) * len(_RPOW_BASES))

    def test_half_complex_unit_exponents(self):
        self.assertEqual(self.compare(_POW_HALF_ARRAYS, _POW_HALF_EXPONENTS),
                         len(_POW_HALF_ARRAYS) * len(_POW_HALF_EXPONENTS) * 2)


if __name__ == "__main__":
    unittest.main()
