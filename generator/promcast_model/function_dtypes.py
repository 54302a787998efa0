"""What the functions of several arrays share about dtypes: the common
dtype of arrays under a profile, and the conversion of an Array's values.

A function that promotes its arrays (concat, stack, matmul and vecdot
where the library promotes) asks the profile's result_type about the
arrays alone, each as an array of its rank (profiles.py), exactly as
`result_type(*arrays)` would; JAX answers with x64 off (cases/README.md
"Ops").
"""

from . import values
from .array import make_array
from .operands import array_operand
from .profiles import profile as find_profile


def common_dtype(profile_name, arrays, default_float, ranks=None):
    """result_type of `arrays` (Arrays) under the profile, each taken at
    its own rank or at ranks[i]; raises the profile's ModelError."""
    if ranks is None:
        ranks = [len(array.shape) for array in arrays]
    return find_profile(profile_name).result_type(
        [array_operand(array.dtype, rank)
         for array, rank in zip(arrays, ranks)], default_float, False)


def promote_pair(profile_name, a, b):
    """The profile's promote_types of two dtypes (MLX's promote_types,
    which its matmul calls)."""
    return find_profile(profile_name).promote_types(a, b)


def converted(array, dtype, element_converter=None):
    """The Array's values converted to `dtype` (values.cast: integers
    wrap, floats round once; or a profile's element_converter where it
    gives one, profiles.py), same shape."""
    if array.dtype == dtype:
        return array
    special = element_converter and element_converter(array.dtype, dtype)
    if special:
        return make_array((dtype, tuple(array.shape),
                           list(map(special, array.data))))
    return make_array((dtype, tuple(array.shape),
                       values.cast_all(array.data, array.dtype, dtype)))


def zeros(dtype, shape):
    """An Array of zeros (False for bool) of `dtype` and `shape`."""
    count = 1
    for size in shape:
        count *= size
    zero = values.cast(0, "int64", dtype) if dtype != "bool" else False
    return make_array((dtype, tuple(shape), [zero] * count))
