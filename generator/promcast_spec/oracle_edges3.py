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
  at::sum_to's call of sum          ExpandUtils.h sums the dimensions
                                     the target lacks or has as 1 against
                                     a gradient's other size, and calls
                                     sum only when there is one: a float8
                                     gradient of the target's own shape
                                     comes back unchanged, one with a
                                     first dimension to sum meets sum's
                                     CPU kernel, which has no float8
                                     (SumKernel.cpp, sum_kernel_impl). An
                                     empty gradient may have a size as
                                     large as 2**61 where the target has
                                     1: its sum is empty too. An empty
                                     complex32 gradient with a dimension to
                                     sum is zero-filled by sum_out, which
                                     skips the kernel (ReduceOps.cpp).
                                     The sum allocates its result: an
                                     empty gradient (0, 2**61) summed to
                                     (1, 2**61) meets the storage limit
                                     (2**64 float64 bytes, 2**63 float32
                                     bytes), and given back unsummed it
                                     allocates nothing.
  np.promote_types                   the table of initialize_casting_tables
                                     (scalartypes.c.src): int64 and uint64
                                     meet at float64, int16 and float16 at
                                     float32.
  NumPy's Python int beyond 64 bits  made a double for a float result;
                                     2**1024 overflows it (PyLong_AsDouble).
  MLX's logical ops                  each operand astype(bool_) (ops.cpp),
                                     and a complex64's truth is its real
                                     part's (complex64_t's operator float).
  TensorFlow.js bitwiseAnd, pow      bitwiseAnd takes int32 alone, x as
                                     well as y; pow's kernel refuses a
                                     complex64 operand before it compares
                                     the shapes.

Every expectation below is a literal, worked out by hand from the cited
source, never computed by the model.

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import array, expect_error, function_inputs, table_cases

PREFIX = "spec/oracle-edges-3"
SOURCE = ("each library's source as cited per case: pytorch/pytorch, "
          "numpy/numpy, ml-explore/mlx, tensorflow/tfjs")


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(STORAGE_BYTES + SUM_TO + LIBRARY_RULES)


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


SUM_TO_SOURCE = "pytorch/pytorch aten/src/ATen/ExpandUtils.h §sum_to"
SUM_KERNEL = ("pytorch/pytorch aten/src/ATen/native/cpu/SumKernel.cpp "
              "§sum_kernel_impl")


def _sum_to(gradient, shape):
    return {"gradient": gradient, "shape": shape}


SUM_TO = (
    ('sum-to/float8_e4m3fn-same-shape-unchanged', 'sum_to_shape', 'torch',
     _sum_to(array('float8_e4m3fn', [3, 2], [1.0, -2.0, 0.5, 4.0, 8.0, 1.5]),
             [3, 2]),
     {"array": array('float8_e4m3fn', [3, 2],
                     [1.0, -2.0, 0.5, 4.0, 8.0, 1.5])},
     SUM_TO_SOURCE,
     "no dimension to sum ([3, 2] to [3, 2]), so sum is not called and "
     "the gradient is returned as it is"),
    ('sum-to/float8_e5m2-first-dimension-summed', 'sum_to_shape', 'torch',
     _sum_to(array('float8_e5m2', [2, 3], [1.0, 2.0, 3.0, 4.0, 6.0, 8.0]),
             [1, 3]),
     expect_error('unsupported_dtype_for_op'), SUM_KERNEL,
     "[2, 3] to [1, 3]: dimension 0 (target 1, gradient 2) is the only one "
     "summed, and sum's CPU kernel has no Float8_e5m2: \"sum_cpu\" not "
     "implemented"),
    ('sum-to/empty-gradient-with-size-2-pow-61', 'sum_to_shape', 'torch',
     _sum_to(array('float64', [1 << 61, 0], []), [1, 0]),
     {"array": array('float64', [1, 0], [])}, SUM_TO_SOURCE,
     "[2**61, 0] to [1, 0]: dimension 0 (target 1) is summed; the sum of "
     "an empty tensor along it is the empty [1, 0]. PyTorch's empty "
     "float64 gradient holds no bytes, so its size 2**61 (2**64 bytes "
     "were it full) is no limit"),
    ('sum-to/complex32-empty-summed-zero-filled', 'sum_to_shape', 'torch',
     _sum_to(array('complex32', [0, 2], []), [1, 2]),
     {"array": array('complex32', [1, 2], [complex(0, 0), complex(0, 0)])},
     "pytorch/pytorch aten/src/ATen/native/ReduceOps.cpp §sum_out",
     "[0, 2] to [1, 2]: dimension 0 (target 1) is summed, over no "
     "elements: sum_out zero-fills the result (iter.numel() == 0) and "
     "never calls the CPU kernel, which has no ComplexHalf"),
    ('sum-to/float64-result-bytes-wrap-uint64', 'sum_to_shape', 'torch',
     _sum_to(array('float64', [0, 1 << 61], []), [1, 1 << 61]),
     expect_error('shape_overflow'), TORCH_STORAGE,
     "[0, 2**61] to [1, 2**61]: dimension 0 is summed, and sum allocates "
     "the result [1, 2**61], 2**64 float64 bytes: \"Storage size "
     "calculation overflowed\""),
    ('sum-to/float32-result-bytes-past-int64', 'sum_to_shape', 'torch',
     _sum_to(array('float32', [0, 1 << 61], []), [1, 1 << 61]),
     expect_error('shape_overflow'), TORCH_STORAGE,
     "[0, 2**61] to [1, 2**61]: the result's 2**61 float32 elements are "
     "2**63 bytes, one past storage_max (INT64_MAX)"),
    ('sum-to/float64-unsummed-allocates-nothing', 'sum_to_shape', 'torch',
     _sum_to(array('float64', [0, 1 << 61], []), [0, 1 << 61]),
     {"array": array('float64', [0, 1 << 61], [])}, SUM_TO_SOURCE,
     "[0, 2**61] to its own shape: nothing to sum, so sum_to gives the "
     "empty gradient back and allocates no result"),
)


NUMPY_PROMOTE = ("numpy/numpy numpy/core/src/multiarray/scalartypes.c.src "
                 "§initialize_casting_tables")
TFJS = "tensorflow/tfjs tfjs-v4.22.0"
LIBRARY_RULES = (
    ('promote-types/numpy-int64-uint64', 'promote_types', 'numpy',
     {"dtypes": ["int64", "uint64"]}, {"dtype": "float64"}, NUMPY_PROMOTE,
     "no integer type holds both int64 and uint64: the smallest type both "
     "cast to safely is float64"),
    ('promote-types/numpy-int16-float16', 'promote_types', 'numpy',
     {"dtypes": ["int16", "float16"]}, {"dtype": "float32"}, NUMPY_PROMOTE,
     "float16 cannot hold every int16 safely; float32 can"),
    ('result-type/numpy-float16-python-int-2-pow-1024', 'result_type',
     'numpy',
     {"operands": [{"category": "dimensioned", "dtype": "float16"},
                   {"category": "scalar", "kind": "int",
                    "value": str(2 ** 1024)}],
      "default_float": "float32"},
     expect_error('scalar_out_of_range'),
     "numpy/numpy numpy/_core/src/multiarray/arraytypes.c.src "
     "§MyPyFloat_AsDouble; python/cpython Objects/longobject.c "
     "§PyLong_AsDouble",
     "np.add's outcome: the result is float16, so the Python int 2**1024 "
     "is made a double first, and 2**1024 is past the largest double: "
     "OverflowError \"int too large to convert to float\""),
    ('logical/mlx-complex64-and-bool', 'logical_and', 'mlx',
     {"a": array('complex64', [2], [complex(0, 1), complex(3, 0)]),
      "b": array('bool', [2], [True, True]), "default_float": "float32"},
     {"array": array('bool', [2], [False, True])},
     "ml-explore/mlx mlx/ops.cpp §logical_and; "
     "mlx/types/complex.h §complex64_t",
     "astype(bool_) of 1j goes through operator float, the real part 0: "
     "false; 3 + 0j is true"),
    ('tfjs/bitwise-and-bool-x', 'bitwise_and', 'tfjs',
     {"a": array('bool', [2], [True, False]),
      "b": array('int32', [2], [1, 1]), "default_float": "float32"},
     expect_error('unsupported_dtype_for_op'),
     f"{TFJS} tfjs-core/src/ops/bitwise_and.ts §bitwiseAnd_",
     "the shapes are equal and y is int32, but x is bool: \"BitwiseAnd: "
     "Only supports 'int32' values in tensor\""),
    ('tfjs/pow-complex64-refused-before-shapes', 'pow', 'tfjs',
     {"a": array('float32', [3], [1.0, 2.0, 3.0]),
      "b": array('complex64', [2], [complex(1, 0), complex(0, 1)]),
      "default_float": "float32"},
     expect_error('unsupported_dtype_for_op'),
     f"{TFJS} tfjs-core/src/ops/pow.ts §pow_; "
     "tfjs-backend-cpu/src/utils/binary_utils.ts §binaryKernelFunc",
     "pow checks no shapes itself; the Pow kernel, without a complex "
     "implementation, refuses the complex64 operand (assertNotComplex) "
     "before [3] and [2] are found not to broadcast"),
)
