"""Family result_type: mixes of dimensioned arrays, 0-d arrays and Python
scalars (with and without values), under each default float dtype (seed 002
"`result_type` Function"; semantics.md "PyTorch promotion")."""

from promcast_corpus.cases import result_type_expectation
from promcast_corpus.encoding import SCALAR_KIND_DTYPE, encode_value
from promcast_model import dtypes
from promcast_model.promotion_torch import SCALAR_KINDS, Operand

from .common import between, generated_case, pick
from .value_pools import random_value

NAME = "result_type"
DESCRIPTION = "result_type over 1-4 operands of the three categories"

# float32 and float64 mostly; the other two the C oracle accepts too.
_DEFAULT_FLOATS = ("float32", "float32", "float64", "float64", "float16",
                   "bfloat16")
# Python ints beyond int64 and uint64, to carry through a wider value range.
_BIG_INTS = (300, -129, 1 << 63, -(1 << 63) - 1, 1 << 64, 18446744073709551616)


# The model's Operand of each array category and dtype, made once.
_ARRAY_OPERANDS = {(category, dtype): Operand(category, dtype, None)
                   for category in ("dimensioned", "zero_dim")
                   for dtype in dtypes.DTYPES}


def _scalar(rng):
    """(encoded, Operand) of a Python scalar, with a value half the time (the
    torch profile looks at its kind only)."""
    kind = pick(rng, SCALAR_KINDS)
    operand = {"category": "scalar", "kind": kind}
    if rng.random() < 0.5:
        value = (pick(rng, _BIG_INTS) if kind == "int" and rng.random() < 0.3
                 else random_value(rng, SCALAR_KIND_DTYPE[kind]))
        operand["value"] = encode_value(SCALAR_KIND_DTYPE[kind], value)
    return operand, Operand("scalar", None, kind)


def _operand(rng):
    """(encoded, Operand) of a random operand."""
    category = pick(rng, ("dimensioned", "zero_dim", "scalar"))
    if category == "scalar":
        return _scalar(rng)
    dtype = pick(rng, dtypes.DTYPES)
    return ({"category": category, "dtype": dtype},
            _ARRAY_OPERANDS[category, dtype])


def make_case(rng, seed, index):
    encoded, operands = zip(*[_operand(rng)
                              for _ in range(between(rng, 1, 4))])
    default_float = pick(rng, _DEFAULT_FLOATS)
    inputs = {"operands": list(encoded), "default_float": default_float}
    return generated_case(NAME, seed, index, "result_type", inputs,
                          result_type_expectation(operands, default_float))
