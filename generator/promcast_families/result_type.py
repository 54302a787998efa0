"""Family result_type: mixes of dimensioned arrays, 0-d arrays and Python
scalars (with and without values: in and out of every integer dtype's
range), under each default float dtype, for each profile in turn (those
with a result_type function: not tfjs), and for jax with x64 on and off
(PyTorch's type promotion rules; docs/semantics.md "PyTorch promotion";
docs/profiles/)."""

from math import floor

from promcast_corpus import json_text
from promcast_corpus.cases import result_type_expectation
from promcast_corpus.encoding import SCALAR_KIND_DTYPE
from promcast_model import dtypes
from promcast_model.operands import SCALAR_KINDS, Operand
from promcast_model.profiles import profile as find_profile

from .common import FIRST_PROFILES, generated_line, pick
from .value_pools import random_value

NAME = "result_type"
DESCRIPTION = "result_type over 1-4 operands of the three categories"
COMMITTED_COUNT = 7200

# float32 and float64 mostly; the other two the C oracle accepts too.
_DEFAULT_FLOATS = ("float32", "float32", "float64", "float64", "float16",
                   "bfloat16")
# Python ints at and just beyond every integer dtype's bounds, where
# profiles that look at values (NEP 50, MLX) decide, and one no double
# holds.
_BOUNDARY_INTS = tuple(sorted({
    value for dtype in dtypes.INTEGRAL
    for low, high in (dtypes.integer_range(dtype),)
    for value in (low - 1, low, high, high + 1)} | {1 << 64, 1 << 1024}))


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
_X64 = {False: json_text.boolean(False), True: json_text.boolean(True)}


def _scalar(rng):
    """A Python scalar, with a value half the time."""
    kind = pick(rng, SCALAR_KINDS)
    if rng.random() < 0.5:
        value = (pick(rng, _BOUNDARY_INTS)
                 if kind == "int" and rng.random() < 0.5
                 else random_value(rng, SCALAR_KIND_DTYPE[kind]))
        text = json_text.members(dict(
            _SCALARS[kind], value=json_text.value(SCALAR_KIND_DTYPE[kind],
                                                  value)))
        return text, Operand("scalar", None, kind, value)
    return _SCALAR_OPERANDS[kind]


# The profiles that have result_type, in turn: the first ones
# (common.FIRST_PROFILES; tfjs and onnx have no result_type function).
_CATEGORIES = ("dimensioned", "zero_dim", "scalar")
# For each profile, and each array category in _CATEGORIES's order, its
# _ARRAY_OPERANDS in the profile's dtype order.
_PROFILE_ARRAY_OPERANDS = {
    name: tuple(tuple(_ARRAY_OPERANDS[category, dtype]
                      for dtype in find_profile(name).DTYPES)
                for category in _CATEGORIES[:2])
    for name in FIRST_PROFILES}


def case_line(rng, seed, index):
    profile = FIRST_PROFILES[index % len(FIRST_PROFILES)]
    array_operands = _PROFILE_ARRAY_OPERANDS[profile]
    random = rng.random
    texts, operands = [], []
    # 1 to 4 operands, each of a category picked at random, then a dtype
    # of the profile or a scalar (common.pick, between, written out).
    for _ in range(1 + floor(random() * 4)):
        category = floor(random() * len(_CATEGORIES))
        if _CATEGORIES[category] == "scalar":
            text, operand = _scalar(rng)
        else:
            choices = array_operands[category]
            text, operand = choices[floor(random() * len(choices))]
        texts.append(text)
        operands.append(operand)
    default_float = _DEFAULT_FLOATS[floor(random() * len(_DEFAULT_FLOATS))]
    inputs = {"operands": "[" + ",".join(texts) + "]",
              "default_float": json_text.name(default_float)}
    x64 = False
    if profile == "jax":
        x64 = random() < 0.5
        inputs["x64"] = _X64[x64]
    return generated_line(NAME, seed, index, "result_type", inputs,
                          result_type_expectation(operands, default_float,
                                                  profile, x64), profile)
