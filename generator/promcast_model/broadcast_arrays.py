"""broadcast_arrays(*arrays): one view of each array with the arrays'
common broadcast shape (Array API standard, Manipulation Functions
§broadcast_arrays: "Each array must have the same shape. Each array must
have the same dtype as its corresponding input array"). No promotion and
no profile: the rule is the same everywhere (np.broadcast_arrays,
torch.broadcast_tensors, jnp.broadcast_arrays, mx.broadcast_arrays).

The common shape folds broadcast_shapes over the arrays' shapes
(broadcast.py: incompatible_shapes, shape_overflow); each view is the
array's broadcast_to that shape, with its strides (stride 0 on prepended
and expanded dimensions). No arrays give no views.
"""

from . import broadcast
from .function_call import View


def broadcast_arrays(call):
    """The View of each of call.operands, or raises."""
    arrays = call.operands
    if not arrays:
        return []
    shape = tuple(broadcast.broadcast_shapes([tuple(a.shape)
                                              for a in arrays]))
    return [View(array, shape,
                 broadcast.source_positions(tuple(array.shape), shape),
                 broadcast.broadcast_to_strides(tuple(array.shape), shape))
            for array in arrays]
