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
INVALID_VALUE = "invalid_value"
INVALID_AXIS = "invalid_axis"
INVALID_RANK = "invalid_rank"

import functools

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
    INVALID_VALUE,
    INVALID_AXIS,
    INVALID_RANK,
)


class ModelError(Exception):
    """An outcome of the model that is an error of one of ERROR_KINDS."""

    def __init__(self, kind, message=""):
        if kind not in ERROR_KINDS:
            raise ValueError(f"unknown error kind {kind!r}")
        super().__init__(f"{kind}: {message}" if message else kind)
        self.kind = kind
        self.message = message


def detached(error):
    """`error` without its traceback and context, fit to be kept. A caught
    exception's traceback holds the frame it was caught in, and Python 3.11
    links that frame to every caller's: a memo that kept it would keep
    each caller's locals alive too (a whole chunk of the corpus's lines,
    once per new error memoized)."""
    error.__context__ = None
    return error.with_traceback(None)


def memoized(function):
    """`function` memoized (functools.lru_cache), its ModelError included:
    a call with the same hashable arguments returns the same value, or
    raises a fresh copy of the same error (a cached exception would collect
    tracebacks). For the model's pure functions, which the corpus asks the
    same questions millions of times."""
    @functools.lru_cache(maxsize=1 << 16)
    def outcome(*arguments):
        try:
            return function(*arguments)
        except ModelError as error:
            return detached(error)

    @functools.wraps(function)
    def call(*arguments):
        result = outcome(*arguments)
        if isinstance(result, ModelError):
            raise ModelError(result.kind, result.message)
        return result
    call.cache_info = outcome.cache_info
    # The memoized value or ModelError itself, returned, never raised: for
    # callers that treat an error as an answer (a raise costs far more).
    call.outcome = outcome
    return call
