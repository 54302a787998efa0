"""Element values a kernel cannot give: the library refuses the operand's
value, or the outcome is left open.

A kernel returns one of these markers in place of a value; the element-wise
model (elementwise.py) then answers the whole case with the marker's error
kind. Undefined behaviour anywhere makes the whole call undefined, so an
UNDEFINED element wins over an INVALID element (a C++ `INT_MIN / -1` may
trap before a later element's ZeroDivisionError check runs).
  INVALID    PyTorch's TORCH_CHECK(b != 0, "ZeroDivisionError") in its
             integer floor_divide and remainder kernels
             (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp div_floor_kernel,
             remainder_kernel): error kind invalid_value
  NEGATIVE_POWER  NumPy's integer power loops' ValueError for a negative
             exponent: error kind invalid_value
  UNDEFINED  C++ undefined behaviour (MLX's integer division by zero and
             out-of-range shift counts, PyTorch's 32- and 64-bit
             INT_MIN / -1), or a value the Array API standard leaves
             unspecified: error kind undefined
"""

import math

from .errors import INVALID_VALUE, UNDEFINED, ModelError


class _Fault:
    __slots__ = ("kind", "message")

    def __init__(self, kind, message):
        self.kind, self.message = kind, message

    def __repr__(self):
        return f"<{self.kind}: {self.message}>"


INVALID = _Fault(INVALID_VALUE, "ZeroDivisionError")
# NumPy's integer power loops: a negative exponent raises ValueError.
NEGATIVE_POWER = _Fault(INVALID_VALUE, "Integers to negative integer "
                        "powers are not allowed.")
UNDEFINED_VALUE = _Fault(UNDEFINED, "the outcome for this operand value is "
                         "undefined behaviour or left to implementations")


def fault_of(data):
    """The ModelError of the first fault kind among data (UNDEFINED before
    INVALID), or None when every element is a value."""
    faults = [value for value in data if isinstance(value, _Fault)]
    if not faults:
        return None
    fault = UNDEFINED_VALUE if UNDEFINED_VALUE in faults else faults[0]
    return ModelError(fault.kind, fault.message)


def open_signed_zero_extremum(maximum):
    """The kernel maker of maximum (or minimum) of reals where the order of
    -0.0 and +0.0 is left open: NaN if either operand is NaN, UNDEFINED_VALUE
    for zeros of different signs, else the larger (smaller). The Array API
    standard ("The order of signed zeros is unspecified") and ONNX's Max and
    Min (which say nothing of the tie) leave it open."""
    def maker(dtype):
        def kernel(x, y):
            if math.isnan(x) or math.isnan(y):
                return math.nan
            if x == y == 0 and math.copysign(1.0, x) != math.copysign(1.0, y):
                return UNDEFINED_VALUE
            if maximum:
                return x if x >= y else y
            return x if x <= y else y
        return kernel
    return maker
