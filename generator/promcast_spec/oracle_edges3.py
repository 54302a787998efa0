"""More edge cases of rules the rest of the corpus reaches only by their
common values, one narrow rule each, where a changed oracle still agreed
with every other case:

  PyTorch's storage limit in bytes   computeStorageNbytesContiguous
                                     multiplies the element count by the
                                     item size and refuses a byte count past
                                     INT64_MAX (storage_max) as well as one
                                     that wraps uint64: a result whose
                                     element count fits int64 is refused
                                     when its bytes do not. The result of a
                                     matmul whose contracted size is 0 has
                                     no 0, so it is the one such result the
                                     case format can give (its operands are
                                     empty); its expected error is the only
                                     answer a case can state, every other
                                     profile's result having 2**62 zeros.
                                     NumPy's PyArray_NewFromDescr_int
                                     refuses the same results ("array is too
                                     big": bytes past NPY_MAX_INTP).

Every expectation below is a literal, worked out by hand from the cited
source, never computed by the model.

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from promcast_corpus.cases import make_case

from .builder import array, expect_error, function_inputs

PREFIX = "spec/oracle-edges-3"
SOURCE = ("each library's source as cited per case: pytorch/pytorch, "
          "numpy/numpy")


def _rows(rows):
    return [make_case(f"{PREFIX}/{name}", op, inputs, expect, source,
                      note=note, profile=profile)
            for name, op, profile, inputs, expect, source, note in rows]


def cases():
    return _rows(STORAGE_BYTES)


def _matmul(dtype, rows, columns):
    """matmul of [rows, 0] by [0, columns]: empty operands, and a result
    [rows, columns] of zeros."""
    return function_inputs("matmul", [array(dtype, [rows, 0], []),
                                      array(dtype, [0, columns], [])])


# aten/src/ATen/EmptyTensor.cpp, computeStorageNbytesContiguous: the sizes'
# product in uint64 (c10::safe_multiplies_u64), then mul_overflows(size,
# itemsize) and size > storage_max(), INT64_MAX, each refused: "Storage
# size calculation overflowed with sizes=[...]". mm's result is allocated
# through it (at::empty of [n, m]).
# float32 [2**60, 4]: 2**62 elements, within int64; 2**62 * 4 = 2**64
# wraps uint64 (mul_overflows).
# float64 [2**59, 2]: 2**60 elements; 2**60 * 8 = 2**63, which fits uint64
# but is one past storage_max.
# numpy/_core/src/multiarray/ctors.c, PyArray_NewFromDescr_int: the item
# size times each nonzero size, past NPY_MAX_INTP (INT64_MAX) refused:
# 4 * 2**62 = 2**64 and 8 * 2**60 = 2**63 both are.
TORCH_STORAGE = ("pytorch/pytorch aten/src/ATen/EmptyTensor.cpp "
                 "§computeStorageNbytesContiguous")
NUMPY_STORAGE = ("numpy/numpy numpy/_core/src/multiarray/ctors.c "
                 "§PyArray_NewFromDescr_int")
STORAGE_BYTES = (
    ('storage-bytes/torch-matmul-float32-bytes-wrap-uint64', 'matmul',
     'torch', _matmul('float32', 1 << 60, 4), expect_error('shape_overflow'),
     TORCH_STORAGE,
     "the result [2**60, 4] has 2**62 elements, which int64 counts, but "
     "2**62 float32 elements are 2**64 bytes, past uint64: "
     "\"Storage size calculation overflowed\""),
    ('storage-bytes/torch-matmul-float64-bytes-past-int64', 'matmul',
     'torch', _matmul('float64', 1 << 59, 2), expect_error('shape_overflow'),
     TORCH_STORAGE,
     "the result [2**59, 2] has 2**60 elements; 2**60 float64 elements are "
     "2**63 bytes, which uint64 holds, one past storage_max (INT64_MAX)"),
    ('storage-bytes/numpy-matmul-float32-bytes-past-intp', 'matmul',
     'numpy', _matmul('float32', 1 << 60, 4), expect_error('shape_overflow'),
     NUMPY_STORAGE,
     "the result [2**60, 4] of float32 is 4 * 2**62 = 2**64 bytes, past "
     "NPY_MAX_INTP: \"array is too big\""),
    ('storage-bytes/numpy-matmul-float64-bytes-past-intp', 'matmul',
     'numpy', _matmul('float64', 1 << 59, 2), expect_error('shape_overflow'),
     NUMPY_STORAGE,
     "the result [2**59, 2] of float64 is 8 * 2**60 = 2**63 bytes, one past "
     "NPY_MAX_INTP"),
)
