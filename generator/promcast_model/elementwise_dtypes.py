"""What an element-wise op does with its operands' dtypes, as each profile
decides it (profiles.py, elementwise_dtypes()).

  early_refusal  a ModelError reported before the shapes are checked, or
                 None: PyTorch's meta-function checks, NumPy's loop
                 resolution and output cast, JAX's and MLX's promotion, the
                 Array API's undefined cases
  late_refusal   a ModelError reported after the shape checks (and, in
                 place, after the destination's shape check), or None
  compute_dtype  the dtype both operands are converted to and the kernel
                 computes in (None when refused)
  result_dtype   the out-of-place result's dtype (None when refused); in
                 place, the result is then cast to the destination's dtype
"""

from collections import namedtuple

from .errors import detached

ElementwiseDtypes = namedtuple(
    "ElementwiseDtypes", "early_refusal late_refusal compute_dtype "
                         "result_dtype")


# The refusals are memoized with the plans (elementwise._dtype_plan), so
# they keep the error detached from the stack it may have been caught on.
def refused_early(error):
    return ElementwiseDtypes(detached(error), None, None, None)


def refused_late(error):
    return ElementwiseDtypes(None, detached(error), None, None)


def computed(compute_dtype, result_dtype):
    return ElementwiseDtypes(None, None, compute_dtype, result_dtype)
