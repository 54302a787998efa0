"""The closed set of error kinds (cases/README.md, "Error kinds").

The names are those of the C oracle's pc_status (oracle/include/promcast/
status.h); a case whose outcome is an error expects exactly one of them.
"""

INCOMPATIBLE_SHAPES = "incompatible_shapes"
INPLACE_SHAPE_CHANGE = "inplace_shape_change"
INVALID_BROADCAST_DIMENSIONS = "invalid_broadcast_dimensions"
NO_PROMOTION = "no_promotion"
CANNOT_CAST = "cannot_cast"
UNSUPPORTED_DTYPE_FOR_OP = "unsupported_dtype_for_op"
SCALAR_OUT_OF_RANGE = "scalar_out_of_range"
SHAPE_OVERFLOW = "shape_overflow"
INVALID_ARGUMENT = "invalid_argument"
UNDEFINED = "undefined"

ERROR_KINDS = (
    INCOMPATIBLE_SHAPES,
    INPLACE_SHAPE_CHANGE,
    INVALID_BROADCAST_DIMENSIONS,
    NO_PROMOTION,
    CANNOT_CAST,
    UNSUPPORTED_DTYPE_FOR_OP,
    SCALAR_OUT_OF_RANGE,
    SHAPE_OVERFLOW,
    INVALID_ARGUMENT,
    UNDEFINED,
)


class ModelError(Exception):
    """An outcome of the model that is an error of one of ERROR_KINDS."""

    def __init__(self, kind, message=""):
        if kind not in ERROR_KINDS:
            raise ValueError(f"unknown error kind {kind!r}")
        super().__init__(f"{kind}: {message}" if message else kind)
        self.kind = kind
        self.message = message
