"""The numpy profile's where and clip against NumPy itself: Debian's
python3-numpy 1.24 in its NEP 50 state (np._set_promotion_state('weak')),
a test dependency only; skipped without it.

Every numpy case of the committed families where and clip is run through
np.where and np.clip and compared: dtype, shape and values, or the error.
NumPy 1.24 differs from NumPy 2 (the profile) in ways the test leaves
out, each read from the two versions' source:
- np.where converts a Python scalar to an array before it promotes
  (numpy/core/src/multiarray/multiarraymodule.c PyArray_Where, 1.24): the
  scalar is not weak; NumPy 2 marks it weak
  (npy_mark_tmp_array_if_pyscalar). Cases with a Python scalar x1 or x2
  are left out.
- np.clip (numpy/core/_methods.py _clip, 1.24) refuses two None bounds
  ("One of max or min must be given"; NumPy 2 returns um.positive(x)),
  reads a NaN Python float or complex bound as no bound (a deprecation),
  and does not drop Python int bounds beyond an integer x's range (NumPy 2
  does). Those cases are left out.
- a Python int beyond 64 bits is an object array in 1.24 (OverflowError
  where NumPy 2 converts it weakly, to a float dtype through a double):
  left out, as test_scalar_real.py does.
- um.clip of x, min and max with a Python scalar among them: 1.24's
  int_common_dtype and float_common_dtype keep any numeric builtin DType
  ("All other numeric types ... are preserved"), which NumPy 2 removed
  (numpy/numpy, "BUG: Fix weak promotion with some mixed
  float/int dtypes", in 2.0.0), so the reduction of the three DTypes can
  end elsewhere: np.result_type(bool_array, int8_array, 1) is int64 in
  1.24 and int8 in NumPy 2 (promcast_model/numpy_dtype_sequence.py). Cases
  with both bounds given and a Python int, float or complex among them are
  left out; test_sequence_pairs checks every pair, where the two agree.
"""

import itertools
import json
import math
import unittest
import warnings

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.encoding import decode_array, decode_value
from promcast_corpus.encoding import SCALAR_KIND_DTYPE
from promcast_families import FAMILIES
from promcast_families.common import CHUNK_SIZE, chunk_random
from promcast_model import dtypes, promotion_numpy
from promcast_model.numpy_dtype_sequence import promote_sequence

try:
    import numpy
except ImportError:
    numpy = None


def _cases(family_name):
    """The numpy cases of the committed family (seed 1)."""
    family = FAMILIES[family_name]
    for index in range(family.COMMITTED_COUNT):
        if index % CHUNK_SIZE == 0:
            rng = chunk_random(family_name, 1, index // CHUNK_SIZE)
        case = json.loads(family.case_line(rng, 1, index))
        if case["profile"] == "numpy":
            yield case


def _operand(encoded):
    """A case's operand as NumPy takes it: an ndarray, a Python scalar, or
    None."""
    if encoded is None:
        return None
    if "kind" in encoded:
        return decode_value(SCALAR_KIND_DTYPE[encoded["kind"]],
                            encoded["value"])
    array = decode_array(encoded)
    return numpy.array(array.data, dtype=array.dtype).reshape(array.shape)


def _error_kind(error):
    text = str(error)
    if isinstance(error, OverflowError):
        return "scalar_out_of_range"
    if "could not be broadcast" in text:
        return "incompatible_shapes"
    if "did not contain a loop" in text or "not supported" in text:
        return "unsupported_dtype_for_op"
    raise error


def _answer(function):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = function()
        except (TypeError, ValueError, OverflowError) as error:
            return {"error": _error_kind(error)}
    result = numpy.asarray(result)
    dtype = str(result.dtype)
    values = [value.item() for value in result.reshape(-1)]
    if dtypes.is_integral(dtype):
        values = [int(value) for value in values]
    return {"dtype": dtype, "shape": list(result.shape), "data": values}


def _same(got, expect):
    if "error" in expect or "error" in got:
        return got == expect
    want = decode_array(expect["array"])
    if got["dtype"] != want.dtype or got["shape"] != list(want.shape):
        return False
    return all(_same_value(x, y) for x, y in zip(got["data"], want.data))


def _same_value(x, y):
    if isinstance(y, complex):
        return _same_value(x.real, y.real) and _same_value(x.imag, y.imag)
    if isinstance(y, float):
        return (x != x and y != y) or (
            x == y and math.copysign(1, x) == math.copysign(1, y))
    return x == y


@unittest.skipIf(numpy is None, "python3-numpy is not installed")
class WhereClipAgainstNumPy(unittest.TestCase):
    def setUp(self):
        numpy._set_promotion_state("weak")

    def tearDown(self):
        numpy._set_promotion_state("legacy")

    def test_where(self):
        compared = 0
        for case in _cases("where"):
            inputs = case["inputs"]
            if "kind" in inputs["x1"] or "kind" in inputs["x2"]:
                continue
            condition, x1, x2 = (_operand(inputs[key])
                                 for key in ("condition", "x1", "x2"))
            got = _answer(lambda: numpy.where(condition, x1, x2))
            self.assertTrue(_same(got, case["expect"]),
                            f"{case['id']}: NumPy {got}, case "
                            f"{case['expect']}")
            compared += 1
        self.assertGreater(compared, 250)

    def test_clip(self):
        compared = 0
        for case in _cases("clip"):
            inputs = case["inputs"]
            if not self._comparable(inputs):
                continue
            x, low, high = (_operand(inputs[key])
                            for key in ("x", "min", "max"))
            got = _answer(lambda: numpy.clip(x, low, high))
            self.assertTrue(_same(got, case["expect"]),
                            f"{case['id']}: NumPy {got}, case "
                            f"{case['expect']}")
            compared += 1
        self.assertGreater(compared, 250)

    def test_sequence_pairs(self):
        # every dtype pair and dtype with a Python scalar: PyArray_ResultType
        # of two gives the same in 1.24 and NumPy 2
        weak = {"py:int": 1, "py:float": 1.5, "py:complex": 1j}
        members = list(promotion_numpy.DTYPES) + list(weak)
        for pair in itertools.product(members, repeat=2):
            if all(member in weak for member in pair):
                continue
            operands = [weak[member] if member in weak
                        else numpy.ones(1, member) for member in pair]
            self.assertEqual(promote_sequence(pair),
                             str(numpy.result_type(*operands)), pair)

    @staticmethod
    def _comparable(inputs):
        """Whether NumPy 1.24 gives NumPy 2's answer (the module's
        docstring)."""
        bounds = [inputs["min"], inputs["max"]]
        if bounds == [None, None]:
            return False
        if None not in bounds and any(
                bound["kind"] != "bool" for bound in bounds
                if "kind" in bound):
            return False
        x_dtype = inputs["x"]["dtype"]
        for bound in bounds:
            if bound is None or "kind" not in bound:
                continue
            value = decode_value(SCALAR_KIND_DTYPE[bound["kind"]],
                                 bound["value"])
            if bound["kind"] in ("float", "complex") and (
                    complex(value) != complex(value)):
                return False
            if bound["kind"] == "int" and not (
                    -(1 << 63) <= value < (1 << 64)):
                return False
            if bound["kind"] == "int" and dtypes.is_integral(x_dtype):
                low, high = dtypes.integer_range(x_dtype)
                if not low < value < high:
                    return False
        return True


if __name__ == "__main__":
    unittest.main()
