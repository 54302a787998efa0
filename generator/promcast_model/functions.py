"""The functions of several arrays, each its own module: which module
computes which function (cases/README.md "Ops").

Each entry is (module, callable): the callable takes (call, profile name,
default_float) for the functions with a profile and (call,) for
broadcast_arrays, and returns a function_call.FunctionResult (a list of
function_call.View for broadcast_arrays) or raises errors.ModelError. The
modules are imported on first use, so a function whose module is not
written yet costs nothing until a case of it is evaluated.
"""

import importlib

from . import array_sizes
from .errors import INVALID_ARGUMENT, ModelError
from .function_call import AXIS_DEFAULT, FunctionCall  # noqa: F401
from .profiles import profile as find_profile

FUNCTIONS = ("where", "clip", "matmul", "vecdot", "concat", "stack",
             "broadcast_arrays")
# The functions without a profile: no promotion, the same rule everywhere.
SHAPE_FUNCTIONS = ("broadcast_arrays",)

_MODULES = {
    "where": ("where", "where"),
    "clip": ("clip", "clip"),
    "matmul": ("matmul", "matmul"),
    "vecdot": ("vecdot", "vecdot"),
    "concat": ("joining", "concat"),
    "stack": ("joining", "stack"),
    "broadcast_arrays": ("broadcast_arrays", "broadcast_arrays"),
}


def implementation(function):
    """The callable that computes `function`."""
    module, name = _MODULES[function]
    return getattr(importlib.import_module(f".{module}", __package__), name)


def outcome(call, profile=None, default_float="float32"):
    """The result of `call` (a FunctionCall), or raises ModelError; a
    function the profile's library lacks (profiles.py MISSING_OPS) is
    INVALID_ARGUMENT, as the element-wise ops it lacks are."""
    compute = implementation(call.function)
    if call.function in SHAPE_FUNCTIONS:
        return compute(call)
    if call.function in getattr(find_profile(profile or "torch"),
                                "MISSING_OPS", ()):
        raise ModelError(INVALID_ARGUMENT, f"profile {profile} has no "
                         f"{call.function}")
    # The library's limit on its arrays' sizes (array_sizes.py): an
    # operand it could not have made, then the result it allocates.
    refusal = array_sizes.operands_refusal(profile or "torch", call.operands)
    if refusal:
        raise refusal
    result = compute(call, profile, default_float)
    refusal = array_sizes.refusal(profile or "torch", result.array.dtype,
                                  result.array.shape, "the result")
    if refusal:
        raise refusal
    return result
