"""Shared by the tests of the functions of several arrays: calling the
model as a case would, by function, profile, operands and axis."""

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model import functions
from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.function_call import AXIS_DEFAULT, FunctionCall


def arr(dtype, shape, data):
    return Array(dtype, tuple(shape), list(data))


def run(function, profile, operands, axis=AXIS_DEFAULT,
        default_float="float32"):
    """The FunctionResult (list of Views for broadcast_arrays), or the
    error kind as a string."""
    try:
        return functions.outcome(FunctionCall(function, tuple(operands),
                                              axis), profile, default_float)
    except ModelError as error:
        return error.kind
