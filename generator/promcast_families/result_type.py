"""Family result_type: mixes of dimensioned arrays, 0-d arrays and Python
scalars (with and without values), under each default float dtype (seed 002
"`result_type` Function"; semantics.md "PyTorch promotion")."""

from promcast_corpus.encoding import SCALAR_KIND_DTYPE, encode_value
from promcast_model import dtypes
from promcast_model.promotion_torch import SCALAR_KINDS

from .common import between, generated_case, pick
from .value_pools import random_value

NAME = "result_type"
DESCRIPTION = "result_type over 1-4 operands of the three categories"

# float32 and float64 mostly; the other two the C oracle accepts too.
_DEFAULT_FLOATS = ("float32", "float32", "float64", "float64", "float16",
                   "bfloat16")
# Python ints beyond int64 and uint64, to carry through a wider value range.
_BIG_INTS = (300, -129, 1 << 63, -(1 << 63) - 1, 1 << 64, 18446744073709551616)


def _scalar(rng):
    kind = pick(rng, SCALAR_KINDS)
    operand = {"category": "scalar", "kind": kind}
    if rng.random() < 0.5:
        value = (pick(rng, _BIG_INTS) if kind == "int" and rng.random() < 0.3
                 else random_value(rng, SCALAR_KIND_DTYPE[kind]))
        operand["value"] = encode_value(SCALAR_KIND_DTYPE[kind], value)
    return operand


def _operand(rng):
    category = pick(rng, ("dimensioned", "zero_dim", "scalar"))
    if category == "scalar":
        return _scalar(rng)
    return {"category": category, "dtype": pick(rng, dtypes.DTYPES)}


def make_case(rng, seed, index):
    operands = [_operand(rng) for _ in range(between(rng, 1, 4))]
    inputs = {"operands": operands,
              "default_float": pick(rng, _DEFAULT_FLOATS)}
    return generated_case(NAME, seed, index, "result_type", inputs)
