"""The numpy profile of the model against NumPy itself.

Debian's python3-numpy (1.24; tools/install-dependencies installs it) runs
in its NEP 50 state (np._set_promotion_state('weak')), which gives NumPy
2's rules that the profile follows (docs/profiles/numpy.md). Every
promote_types and can_cast cell, result_type of every triple of arrays,
the Python-scalar table, Python int values, and every op x dtype pair of
the element-wise ops (dtype, refusal, values, out of place and in place)
are compared. NumPy is a test dependency only: the generator itself uses
the standard library.
"""

import itertools
import math
import random
import unittest
import warnings

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_families.operands import (b_value_pool, exact_operands,
                                        random_array)
from promcast_families.value_pools import MODERATE
from promcast_model import dtypes, promotion_numpy as model, tolerances
from promcast_model.array import Array
from promcast_model.elementwise import (OPS, compute, compute_inplace,
                                        operand_pairs)
from promcast_model.ops import ROUNDED_FUNCTIONS
from promcast_model.errors import ModelError
from promcast_model.operands import Operand

try:
    import numpy
except ImportError:  # a failure, not a skip: the check must run
    numpy = None

DTYPES = model.DTYPES


def setUpModule():
    if numpy is None:
        raise RuntimeError("NumPy is missing: install python3-numpy "
                           "(tools/install-dependencies) and run the tests "
                           "with /usr/bin/python3")
    numpy._set_promotion_state("weak")


def tearDownModule():
    if numpy is not None:
        numpy._set_promotion_state("legacy")


def _outcome(function):
    """function()'s value, or the ModelError kind it raises."""
    try:
        return function()
    except ModelError as error:
        return error.kind


def _numpy_error_kind(error):
    """What a NumPy exception means, in the case format's error kinds."""
    text = str(error)
    if isinstance(error, OverflowError):
        return "scalar_out_of_range"
    if "could not be broadcast" in text:
        return "incompatible_shapes"
    if "non-broadcastable output" in text:
        return "inplace_shape_change"
    if "Cannot cast ufunc" in text:
        return "cannot_cast"
    if "not supported" in text:
        return "unsupported_dtype_for_op"
    if "Integers to negative integer powers" in text:
        return "invalid_value"
    raise error


def _same_value(x, y, zero_signs=True):
    """Equal values, NaN equal to NaN, -0.0 distinct from 0.0 unless
    not zero_signs."""
    if isinstance(x, complex) or isinstance(y, complex):
        x, y = complex(x), complex(y)
        return (_same_value(x.real, y.real, zero_signs)
                and _same_value(x.imag, y.imag, zero_signs))
    if isinstance(x, float) or isinstance(y, float):
        if x != x or y != y:
            return x != x and y != y
        return x == y and (not zero_signs or math.copysign(1, x)
                           == math.copysign(1, y))
    return x == y


class NumpyPromotionTest(unittest.TestCase):
    def test_promote_types_and_casting_every_pair(self):
        for a, b in itertools.product(DTYPES, DTYPES):
            self.assertEqual(model.promote_types(a, b),
                             str(numpy.promote_types(a, b)), (a, b))
            self.assertEqual(model.can_cast(a, b),
                             bool(numpy.can_cast(a, b, "same_kind")), (a, b))
            self.assertEqual(model.can_cast_safely(a, b),
                             bool(numpy.can_cast(a, b, "safe")), (a, b))

    def test_python_scalars_with_arrays_and_0d_arrays(self):
        for dtype in DTYPES:
            for category, shape in (("dimensioned", 2), ("zero_dim", ())):
                array = numpy.zeros(shape, dtype)
                for kind, value in (("bool", True), ("int", 1),
                                    ("float", 1.0), ("complex", 1j)):
                    self.assertEqual(
                        model.result_type([Operand(category, dtype, None),
                                           Operand("scalar", None, kind)],
                                          "float32"),
                        str(numpy.result_type(array, value)),
                        (category, dtype, kind))

    def test_result_type_of_every_triple_of_arrays(self):
        # PyArray_PromoteDTypeSequence over builtin DTypes, the same in
        # 1.24 and NumPy 2 (default_builtin_common_dtype did not change):
        # not a left fold (uint8, int8, float16 is float16). With Python
        # scalars among three or more operands 1.24 differs from NumPy 2
        # (test_where_clip_numpy_real.py), so only arrays here.
        for triple in itertools.product(DTYPES, repeat=3):
            self.assertEqual(
                model.result_type([Operand("dimensioned", dtype, None)
                                   for dtype in triple], "float32"),
                str(numpy.result_type(*(numpy.zeros(2, dtype)
                                        for dtype in triple))), triple)

    def test_python_int_values_through_an_operation(self):
        values = (255, 256, 300, -1, -128, -129, 127, 128, 2**63 - 1, 2**63,
                  2**64 - 1, 2**64, -2**63, -2**63 - 1, 2**70, 2**1024)
        for dtype, value in itertools.product(DTYPES, values):
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    expected = str(numpy.add(numpy.zeros(2, dtype),
                                             value).dtype)
            except OverflowError:
                expected = "scalar_out_of_range"
            self.assertEqual(_outcome(lambda: model.result_type(
                [Operand("dimensioned", dtype, None),
                 Operand("scalar", None, "int", value)], "float32")),
                expected, (dtype, value))


_UFUNC_NAMES = {"bitwise_left_shift": "left_shift",
                "bitwise_right_shift": "right_shift", "pow": "power",
                "atan2": "arctan2"}
NEWER_OPS = ("floor_divide", "remainder", "copysign", "nextafter",
             "bitwise_left_shift", "bitwise_right_shift", "logical_and",
             "logical_or", "logical_xor", "pow", "atan2", "hypot",
             "logaddexp")


def _edge_values(dtype):
    """The values where the newer functions' rules differ: integer extremes,
    zero and -1 divisors, shift counts around the width; signed zeros,
    infinities, NaN, 0.1 (1 // 0.1), the largest finite and the smallest
    subnormal value; complex values with NaN and zero parts."""
    if dtype == "bool":
        return [False, True]
    if dtype.startswith(("int", "uint")):
        info = numpy.iinfo(dtype)
        values = {info.min, info.max, info.min + 1, 0, 1, 2, 3, 7, 100, -1,
                  -2, -7, -3, info.bits - 1, info.bits, info.bits + 1}
        return sorted(v for v in values if info.min <= v <= info.max)
    if dtype.startswith("complex"):
        parts = [0.0, -0.0, 1.0, -1.0]
        return [complex(x, y) for x in parts for y in (0.0, math.nan, 1.0)]
    info = numpy.finfo(dtype)
    values = [0.0, -0.0, 1.0, -1.0, 0.1, 1.5, -2.5, 3.0, math.inf,
              -math.inf, math.nan, float(info.max), float(info.tiny) / 2.0,
              1e-5]
    return [float(numpy.array(v, dtype=dtype)) for v in values]


class NumpyElementwiseTest(unittest.TestCase):
    """Values drawn as the corpus draws them (operands.random_array: edge
    values half the time; exact ones for complex multiplication and
    division, which libraries compute by different formulas), shapes (2, 3)
    with (3,)."""

    def _arrays(self, rng, op, a_dtype, b_dtype):
        if op in ("pow", "atan2", "logaddexp") and (
                dtypes.is_complex(a_dtype) or dtypes.is_complex(b_dtype)):
            return (random_array(rng, 1, a_dtype, (2, 3), pool=MODERATE)[0],
                    random_array(rng, 1, b_dtype, (3,), pool=MODERATE)[0])
        exact, divisor = exact_operands("numpy", op, a_dtype, b_dtype)
        return (random_array(rng, 1, a_dtype, (2, 3), exact)[0],
                random_array(rng, 1, b_dtype, (3,), exact, divisor,
                             b_value_pool("numpy", op, b_dtype))[0])

    def _numpy_array(self, array):
        return numpy.array(array.data, dtype=array.dtype).reshape(array.shape)

    def _numpy_outcome(self, op, a, b, inplace):
        # each op is a ufunc's name, but the shifts' (Array API names)
        ufunc = getattr(numpy, _UFUNC_NAMES.get(op, op))
        left, right = self._numpy_array(a), self._numpy_array(b)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                if inplace:
                    ufunc(left, right, out=left, casting="same_kind")
                    result = left
                else:
                    result = ufunc(left, right)
        except (TypeError, ValueError) as error:
            return _numpy_error_kind(error)
        return Array(str(result.dtype), result.shape, result.ravel().tolist())

    def _check(self, op, a, b, inplace):
        expected = self._numpy_outcome(op, a, b, inplace)
        got = _outcome(lambda: (compute_inplace if inplace else compute)(
            op, a, b, "float32", "numpy"))
        context = (op, inplace, a, b, expected, got)
        if isinstance(expected, str) or isinstance(got, str):
            self.assertEqual(got, expected, context)
            return
        self.assertEqual(got.dtype, expected.dtype, context)
        self.assertEqual(tuple(got.shape), tuple(expected.shape), context)
        if op in ROUNDED_FUNCTIONS:
            self._check_within_tolerance(op, a, b, inplace, got, expected)
            return
        # Complex multiplication and division: exact values, but the sign of
        # a zero part depends on the formula (cases/README.md "tolerance").
        zero_signs = not (op in ("multiply", "divide")
                          and got.dtype.startswith("complex"))
        for x, y in zip(got.data, expected.data):
            self.assertTrue(_same_value(x, y, zero_signs), context)

    def _check_within_tolerance(self, op, a, b, inplace, got, expected):
        """NumPy's values within the tolerance the corpus gives the model's
        (promcast_model/tolerances.py); integer results exactly."""
        compute_dtype, pairs = operand_pairs(op, a, b, "float32", "numpy",
                                             inplace)
        tolerance = tolerances.tolerance(op, compute_dtype, got.dtype, pairs,
                                         got.data)
        if tolerance is None:
            for x, y in zip(got.data, expected.data):
                self.assertTrue(_same_value(x, y), (op, a, b, got, expected))
            return
        ulp, scales = tolerance
        component = dtypes.COMPLEX_COMPONENT.get(got.dtype, got.dtype)
        for index, (x, y) in enumerate(zip(got.data, expected.data)):
            scale = scales[index] if scales else 0.0
            for part_x, part_y in ((x, y),) if not isinstance(x, complex) \
                    else ((x.real, y.real), (x.imag, y.imag)):
                self.assertTrue(support.within_tolerance(
                    part_y, part_x, component, ulp, scale),
                    (op, inplace, a, b, index, x, y, ulp, scale))

    def test_every_op_and_dtype_pair(self):
        rng = random.Random("promcast/test/numpy-real")
        for op, a_dtype, b_dtype in itertools.product(OPS, DTYPES, DTYPES):
            for _ in range(3):
                a, b = self._arrays(rng, op, a_dtype, b_dtype)
                self._check(op, a, b, False)
                self._check(op, a, b, True)

    def test_newer_functions_on_every_pair_of_edge_values(self):
        # Every ordered pair of edge values of every dtype pair, out of
        # place and in place: zero divisors, INT_MIN // -1, shifts by -1,
        # 0, width - 1, width, width + 1, signed zeros, NaN, infinities,
        # subnormals, the largest finite value.
        for op, a_dtype, b_dtype in itertools.product(NEWER_OPS, DTYPES,
                                                      DTYPES):
            if op in ("pow", "atan2", "logaddexp") and (
                    dtypes.is_complex(a_dtype) or dtypes.is_complex(b_dtype)):
                # Complex powers of 0, infinities and NaN parts follow no
                # one rule (npy_cpow's NaN for 0 ** (1+1j), the Array API's
                # exp(x2*log(x1))): the corpus draws these from moderate
                # values (value_pools.MODERATE), as test_every_op does.
                continue
            pairs = list(itertools.product(_edge_values(a_dtype),
                                           _edge_values(b_dtype)))
            a = Array(a_dtype, (len(pairs),), [x for x, _ in pairs])
            b = Array(b_dtype, (len(pairs),), [y for _, y in pairs])
            self._check(op, a, b, False)
            self._check(op, a, b, True)

    def test_maximum_minimum_and_comparisons_ties_and_nan(self):
        for dtype in ("float16", "float32", "float64"):
            for x, y in ((-0.0, 0.0), (0.0, -0.0), (math.nan, 1.0),
                         (1.0, math.nan), (math.nan, math.nan)):
                for op in ("maximum", "minimum", "not_equal", "less_equal",
                           "greater", "greater_equal"):
                    self._check(op, Array(dtype, (1,), [x]),
                                Array(dtype, (1,), [y]), False)
        nan = math.nan
        for dtype in ("complex64", "complex128"):
            for x, y in ((complex(-0.0, 0), complex(0.0, 0)),
                         (complex(0, nan), complex(1, 0)),
                         (complex(1, 0), complex(0, nan)),
                         (complex(1, 2), complex(1, 3)),
                         (complex(2, nan), complex(1, 0)),
                         (complex(nan, 0), complex(5, 0)),
                         (complex(1, 0), complex(nan, 1)),
                         (complex(nan, 1), complex(nan, 2))):
                for op in ("maximum", "minimum", "less", "less_equal",
                           "greater", "greater_equal", "not_equal"):
                    self._check(op, Array(dtype, (1,), [x]),
                                Array(dtype, (1,), [y]), False)

    def test_order_of_errors(self):
        # The loop and the output cast come before the shapes.
        self._check("bitwise_and", Array("float64", (3,), [1.0] * 3),
                    Array("float64", (4,), [1.0] * 4), False)
        self._check("bitwise_xor", Array("int64", (3,), [1] * 3),
                    Array("uint64", (4,), [1] * 4), False)
        self._check("bitwise_or", Array("uint8", (3,), [1] * 3),
                    Array("int8", (4,), [1] * 4), True)
        self._check("add", Array("int32", (3,), [1] * 3),
                    Array("float64", (4,), [1.0] * 4), True)
        self._check("add", Array("int32", (3,), [1] * 3),
                    Array("int32", (2, 3), [1] * 6), True)


if __name__ == "__main__":
    unittest.main()
