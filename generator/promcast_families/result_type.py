"""Family result_type: mixes of dimensioned arrays, 0-d arrays and Python
scalars (with and without values), under each default float dtype (seed 002
"`result_type` Function"; semantics.md "PyTorch promotion")."""

from promcast_corpus import json_text
from promcast_corpus.cases import result_type_expectation
from promcast_corpus.encoding import SCALAR_KIND_DTYPE
from promcast_model import dtypes
from promcast_model.promotion_torch import SCALAR_KINDS, Operand

from .common import between, generated_line, pick
from .value_pools import random_value

NAME = "result_type"
DESCRIPTION = "result_type over 1-4 operands of the three categories"

# float32 and float64 mostly; the other two the C oracle accepts too.
_DEFAULT_FLOATS = ("float32", "float32", "float64", "float64", "float16",
                   "bfloat16")
# Python ints beyond int64 and uint64, to carry through a wider value range.
_BIG_INTS = (300, -129, 1 << 63, -(1 << 63) - 1, 1 << 64, 18446744073709551616)


# Each operand as (JSON text, the model's Operand); those of arrays and of
# scalars without a value made once.
_ARRAY_OPERANDS = {
    (category, dtype): (json_text.members({"category": json_text.name(category),
                                           "dtype": json_text.name(dtype)}),
                        Operand(category, dtype, None))
    for category in ("dimensioned", "zero_dim") for dtype in dtypes.DTYPES}
_SCALARS = {kind: {"category": json_text.name("scalar"),
                   "kind": json_text.name(kind)} for kind in SCALAR_KINDS}
_SCALAR_OPERANDS = {kind: (json_text.members(_SCALARS[kind]),
                           Operand("scalar", None, kind))
                    for kind in SCALAR_KINDS}


def _scalar(rng):
    """A Python scalar, with a value half the time (the torch profile looks
    at its kind only)."""
    kind = pick(rng, SCALAR_KINDS)
    if rng.random() < 0.5:
        value = (pick(rng, _BIG_INTS) if kind == "int" and rng.random() < 0.3
                 else random_value(rng, SCALAR_KIND_DTYPE[kind]))
        text = json_text.members(dict(
            _SCALARS[kind], value=json_text.value(SCALAR_KIND_DTYPE[kind],
                                                  value)))
        return text, _SCALAR_OPERANDS[kind][1]
    return _SCALAR_OPERANDS[kind]


def _operand(rng):
    category = pick(rng, ("dimensioned", "zero_dim", "scalar"))
    if category == "scalar":
        return _scalar(rng)
    return _ARRAY_OPERANDS[category, pick(rng, dtypes.DTYPES)]


def case_line(rng, seed, index):
    texts, operands = zip(*[_operand(rng) for _ in range(between(rng, 1, 4))])
    default_float = pick(rng, _DEFAULT_FLOATS)
    inputs = {"operands": "[" + ",".join(texts) + "]",
              "default_float": json_text.name(default_float)}
    return generated_line(NAME, seed, index, "result_type", inputs,
                          result_type_expectation(operands, default_float))
