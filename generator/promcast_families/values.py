"""Family values: every element-wise op with every ordered pair of the
dtypes each profile has (28 ops x 324 pairs for torch, 196 for numpy and
mlx, 169 for array-api, 289 for jax, less MLX's copysign, nextafter and
hypot, which it lacks: 32284 combinations, cycled in order so that any
count of at least that many covers all of them), with broadcasting and
edge values."""

from promcast_model.elementwise import OPS
from promcast_model.profiles import NAMES

from .operands import binary_line, op_dtype_combinations, operand_shapes

NAME = "values"
DESCRIPTION = (f"the {len(OPS)} element-wise ops x every profile's dtype "
               "pairs")

COMBINATIONS = op_dtype_combinations(OPS, NAMES)
# The committed corpus covers every combination once.
COMMITTED_COUNT = len(COMBINATIONS)


def case_line(rng, seed, index):
    profile, op, a_dtype, b_dtype = COMBINATIONS[index % len(COMBINATIONS)]
    a_shape, b_shape = operand_shapes(rng)
    return binary_line(NAME, rng, seed, index, profile, op, a_dtype, a_shape,
                       b_dtype, b_shape)
