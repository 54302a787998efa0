"""Family inplace: the in-place rule alone (inplace_broadcast), and the
in-place ops a op= b over every op and dtype pair of the profiles that
write into the destination, legal and illegal: shape changes, shapes that
do not broadcast, casts the destination refuses (Array API "In-place
Semantics"; PyTorch's casting rules, Tensor Attributes; docs/profiles/)."""

from promcast_corpus import json_text
from promcast_corpus.cases import inplace_broadcast_expectation
from promcast_model.elementwise import INPLACE_OPS, INPLACE_SUFFIX
from promcast_model.profiles import profile as find_profile

from .common import (generated_line, limited_shape, pick, random_shape,
                     shape_broadcasting_to)
from .operands import (MAX_ELEMENTS, binary_line, op_dtype_combinations,
                       operand_shapes)

NAME = "inplace"
DESCRIPTION = (f"inplace_broadcast and the {len(INPLACE_OPS)} in-place ops x "
               "the dtype pairs of torch, numpy and array-api")

# JAX's arrays are immutable and MLX's a += b rebinds a: neither writes into
# the destination, so every in-place case of theirs is `undefined`
# (docs/profiles/jax.md, mlx.md "In place"), which their spec cases show;
# the family spends its cases on the profiles that do.
PROFILES = ("torch", "numpy", "array-api")


def _has_form(combination):
    """Whether the profile has the in-place form at all: the Array API
    standard has in-place operators (+=, //=, <<=, ...) but none for the
    comparisons, maximum, minimum, copysign, nextafter and the logical
    ops, whose in-place cases are all `undefined` (its spec cases show
    them), so the family draws none of them."""
    profile, op = combination[0], combination[1]
    operators = getattr(find_profile(profile), "INPLACE_OPERATORS", None)
    return operators is None or op[:-len(INPLACE_SUFFIX)] in operators


COMBINATIONS = [combination for combination in
                op_dtype_combinations(INPLACE_OPS, PROFILES)
                if _has_form(combination)]
# Three cases in four are in-place ops: the committed corpus covers every
# combination once.
COMMITTED_COUNT = len(COMBINATIONS) * 4 // 3 + 1


def _rule_case(rng, seed, index):
    destination = random_shape(rng, 6)
    draw = rng.random()
    if draw < 0.5:
        source = shape_broadcasting_to(rng, destination)
    elif draw < 0.75:  # the source is larger: the shape would change
        source = [pick(rng, (1, 2, 3))] + destination
    else:
        source = random_shape(rng, 6)
    return generated_line(NAME, seed, index, "inplace_broadcast",
                          {"destination": json_text.ints(destination),
                           "source": json_text.ints(source)},
                          inplace_broadcast_expectation(destination, source))


def _destination_first_shapes(rng):
    """(a, b) where b broadcasts to a: a legal in-place pair."""
    a = limited_shape(rng, 3, MAX_ELEMENTS)
    return a, shape_broadcasting_to(rng, a)


def case_line(rng, seed, index):
    if index % 4 == 3:
        return _rule_case(rng, seed, index)
    profile, op, a_dtype, b_dtype = COMBINATIONS[(index - index // 4)
                                                 % len(COMBINATIONS)]
    if rng.random() < 0.7:
        a_shape, b_shape = _destination_first_shapes(rng)
    else:
        a_shape, b_shape = operand_shapes(rng)
    return binary_line(NAME, rng, seed, index, profile, op, a_dtype, a_shape,
                       b_dtype, b_shape)
