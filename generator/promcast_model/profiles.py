"""Promotion profiles: one library's (or standard's) promotion rules.

Each profile is a module promotion_<name>.py with the same interface, so
that the element-wise model, the corpus and the tests treat them alike:

  NAME     "torch", "numpy", "jax", "mlx", "array-api", "tfjs", "onnx",
           "stdlib"
  DTYPES   the dtypes the library has (dtypes.DTYPES order); the profile's
           functions refuse any other with UNSUPPORTED_DTYPE_FOR_OP
  promote_types(a, b, x64=False) -> dtype
  result_type(operands, default_float, x64=False) -> dtype
           operands: operands.Operand; default_float: torch's
           get_default_dtype (profiles without one ignore it); x64: JAX's
           jax_enable_x64 (others ignore it)
  can_cast(source, target) -> bool
           may an op's result of dtype `source` be stored into `target`
  elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d,
                     default_float, inplace) -> ElementwiseDtypes
           an element-wise op's dtypes and refusals (below); op is one of
           elementwise.OPS, `inplace` for its a op= b form
  ELEMENTWISE_READS_RANKS  whether elementwise_dtypes's answer depends on
           a_is_0d and b_is_0d
  ELEMENTWISE_DEFAULT_FLOAT_OPS  the ops whose elementwise_dtypes answer
           depends on default_float (the element-wise model memoizes the
           answer on what it reads: tests/test_elementwise.py checks both claims
           on every op, dtype pair, rank and default)
  kernel(op, compute_dtype) -> None, or the profile's own maker of the
           value kernel where the library's differs from the shared one
           (elementwise.py: maker(compute_dtype) -> f(x, y)); a kernel may
           answer a value_faults.py marker (invalid_value, undefined)
Optional:
  MISSING_OPS  the ops whose function the library lacks (MLX: copysign,
           nextafter; ONNX: every in-place form, by its full name, and the
           case format's other ops it has no operator for; stdlib: all but
           promote_types, can_cast and concat): elementwise_dtypes and
           functions.outcome refuse them as INVALID_ARGUMENT and the
           families draw no cases of them
  ARRAY_DTYPES  the DTYPES the library can make an array of, where that
           is fewer (stdlib: its promotion table names float16,
           complex32, int64 and uint64, of which it allocates no
           ndarray); the families draw arrays of these only (default
           DTYPES)
  SAME_SHAPE_OPS  the ops that do not broadcast (TensorFlow.js's
           bitwiseAnd): operands of different shapes are
           INCOMPATIBLE_SHAPES, checked where broadcasting would be
  single_b_kernel(op, compute_dtype) -> None, or the maker of the kernel
           the library runs when b is a single element (PyTorch's
           reduced-float floor_divide, iter.is_scalar(2)), or of a
           ModelError when that loop refuses the dtype (float8 multiply)
  PYTHON_SCALARS  False where the library takes no Python scalar operand
           (ONNX): its scalar cases are UNDEFINED and the families draw
           none (default True)
  operand_converter(source, target) -> None, or the conversion of an
           operand to the compute dtype where the library's differs from
           values.py's (MLX's complex64 -> bool reads the real part)
  element_converter(source, target) -> None, or the conversion of an
           element where, concat or stack selects or copies into the
           result dtype, where the library's differs from values.py's
           (PyTorch's and XLA's integer to bfloat16 through float32)
Each raises promcast_model.errors.ModelError (NO_PROMOTION, UNDEFINED,
SCALAR_OUT_OF_RANGE, UNSUPPORTED_DTYPE_FOR_OP, ...) for an outcome that is
an error, and cites its upstream source next to each rule.
"""

import functools
import importlib

from .elementwise_dtypes import ElementwiseDtypes  # noqa: F401 (the contract)

NAMES = ("torch", "numpy", "array-api", "jax", "mlx", "tfjs", "onnx",
         "stdlib")


@functools.lru_cache(maxsize=None)
def profile(name):
    """The module of profile `name`: promotion_<name>.py, "-" read as "_"."""
    if name not in NAMES:
        raise ValueError(f"unknown profile {name!r}: known are "
                         f"{', '.join(NAMES)}")
    module = importlib.import_module(
        f".promotion_{name.replace('-', '_')}", __package__)
    if module.NAME != name:
        raise ValueError(f"{module.__name__} says it is profile "
                         f"{module.NAME!r}, not {name!r}")
    return module
