"""The numpy profile's result_type over three or more operands
(promotion_numpy.py, numpy_dtype_sequence.py) against answers derived by
hand from NumPy's source, without NumPy.

np.result_type (numpy/_core/src/multiarray/convert_datatype.c
PyArray_ResultType) promotes the operands' DTypes with
PyArray_PromoteDTypeSequence (common_dtype.c): the "most knowledgeable"
DType is the main one (among the builtin ones the highest type number,
float16's NPY_HALF above all: default_builtin_common_dtype in dtypemeta.c
answers NotImplemented to a higher number), and the result is the main
one promoted with each other one alone, those results promoted together.
A Python int, float or complex enters as its abstract DType
(abstractdtypes.c int_common_dtype, float_common_dtype,
complex_common_dtype). Each expectation below names the left fold of
promote_types, which the profile must not give.
"""

import itertools
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.errors import ModelError
from promcast_model.operands import Operand
from promcast_model.promotion_numpy import DTYPES, result_type


def dim(dtype):
    return Operand("dimensioned", dtype, None)


def zero(dtype):
    return Operand("zero_dim", dtype, None)


def scalar(kind, value=None):
    return Operand("scalar", None, kind, value)


def outcome(operands):
    try:
        return result_type(operands, "float32")
    except ModelError as error:
        return error.kind


class DTypeSequenceTest(unittest.TestCase):
    def test_the_main_dtype_promotes_with_each(self):
        # uint8, int8, float16: float16 is the main DType; float16 with
        # uint8 is float16, with int8 float16. The left fold: uint8 with
        # int8 is int16, int16 with float16 float32. numpy 1.24.2 (same
        # rule for builtin DTypes) printed float16.
        for order in itertools.permutations(("uint8", "int8", "float16")):
            self.assertEqual(result_type([dim(d) for d in order], "float32"),
                             "float16", order)

    def test_cases_where_a_left_fold_differs(self):
        # in every order; each differs from the left fold in some order
        cases = [
            # main float32: with int8 float32, with uint16 float32 (fold:
            # int32, then float64)
            (["int8", "uint16", "float32"], "float32"),
            # main float16: with int8 float16, with uint16 float32; float16
            # and float32 together float32 (fold: int32, then float64)
            (["int8", "uint16", "float16"], "float32"),
            # main complex64: with int16 and uint16 complex64 (fold: int32,
            # then complex128)
            (["int16", "uint16", "complex64"], "complex64"),
            # main float16: with uint8 and int8 float16, with uint16
            # float32; together float32 (fold in the order uint8, int8,
            # uint16, float16: int16, int32, then float64)
            (["uint8", "int8", "float16", "uint16"], "float32"),
        ]
        for dtypes, expected in cases:
            for order in itertools.permutations(dtypes):
                self.assertEqual(
                    result_type([dim(d) for d in order], "float32"),
                    expected, order)

    def test_integers_agree_with_the_fold(self):
        # Among integers the main DType's promotions already hold every
        # other: uint32, int8, int64 is int64 (main int64), uint8, int8,
        # uint16 is int32 (main uint16: with uint8 uint16, with int8
        # int32; together int32).
        self.assertEqual(result_type([dim("uint32"), dim("int8"),
                                      dim("int64")], "float32"), "int64")
        self.assertEqual(result_type([dim("uint8"), dim("int8"),
                                      dim("uint16")], "float32"), "int32")
        self.assertEqual(result_type([dim("int8"), dim("uint64"),
                                      dim("bool")], "float32"), "float64")

    def test_0d_arrays_take_part_as_arrays(self):
        # NEP 50: a 0-d array is not weak; its DType is in the sequence
        # like any array's.
        self.assertEqual(result_type([dim("uint8"), dim("int8"),
                                      zero("float16")], "float32"),
                         "float16")
        self.assertEqual(result_type([zero("int16"), dim("uint16"),
                                      zero("float16")], "float32"),
                         "float32")

    def test_python_scalars_in_the_sequence(self):
        cases = [
            # int8, uint8, float16 and a Python int: float16 with PyLong
            # is float16 (fold of the arrays: float32)
            ([dim("int8"), dim("uint8"), dim("float16"), scalar("int")],
             "float16"),
            ([dim("int8"), scalar("int"), dim("uint8"), dim("float16")],
             "float16"),
            # int16, uint16, 0-d float16 and a Python float: float32 (fold:
            # float64)
            ([dim("int16"), dim("uint16"), zero("float16"),
              scalar("float")], "float32"),
            # int8, uint16, float32 and a Python complex: float32 with
            # PyComplex is complex64 (default_builtin_common_dtype: float ->
            # cfloat); the fold gives complex128
            ([dim("int8"), dim("uint16"), dim("float32"),
              scalar("complex")], "complex64"),
            # bool, complex64 and a Python complex: complex_common_dtype
            # does not know complex64 (NotImplemented), complex64's own
            # slot keeps complex64 (1.24 'weak' gave complex128)
            ([dim("bool"), dim("complex64"), scalar("complex")],
             "complex64"),
            # True, 1, int8: int8 is the main DType and knows the Python
            # int (1.24 'weak' gave int64)
            ([scalar("bool", True), scalar("int"), dim("int8")], "int8"),
            # bool with a Python int alone: int_common_dtype gives the
            # default integer
            ([dim("bool"), scalar("int"), scalar("bool", True)], "int64"),
            # Python scalars alone: the highest kind's default
            ([scalar("int"), scalar("float"), scalar("int")], "float64"),
            ([scalar("float"), scalar("complex"), scalar("int")],
             "complex128"),
        ]
        for operands, expected in cases:
            self.assertEqual(result_type(operands, "float32"), expected,
                             operands)

    def test_a_python_int_is_checked_against_the_sequence_result(self):
        # uint8, int8 and 300: int16 holds 300
        self.assertEqual(outcome([dim("uint8"), dim("int8"),
                                  scalar("int", 300)]), "int16")
        # uint8, int8, float16 and 70000: float16 (70000 converts through
        # a double: no error, as for float16 + 70000)
        self.assertEqual(outcome([dim("uint8"), dim("int8"), dim("float16"),
                                  scalar("int", 70000)]), "float16")
        # int8, int8 and 1000: int8 cannot hold it
        self.assertEqual(outcome([dim("int8"), dim("int8"),
                                  scalar("int", 1000)]),
                         "scalar_out_of_range")

    def test_order_never_matters(self):
        # NumPy 2's DTypes make the sequence's answer independent of the
        # operands' order: every triple of dtypes, with each Python kind in
        # each place.
        kinds = (None, "int", "float", "complex")
        for triple in itertools.product(DTYPES, repeat=3):
            for kind in kinds:
                answers = set()
                for order in itertools.permutations(triple):
                    operands = [dim(d) for d in order]
                    places = range(4) if kind else (None,)
                    for place in places:
                        with_scalar = list(operands)
                        if place is not None:
                            with_scalar.insert(place, scalar(kind))
                        answers.add(result_type(with_scalar, "float32"))
                self.assertEqual(len(answers), 1, (triple, kind, answers))


if __name__ == "__main__":
    unittest.main()
