"""Family values: every element-wise op with every ordered pair of the
dtypes each profile has (28 ops x 324 pairs for torch, 196 for numpy and
mlx, 169 for array-api, 289 for jax, less MLX's copysign, nextafter and
hypot, which it lacks: 32284 combinations; then tfjs's and onnx's, the
ops each has: 21 x 289 pairs for onnx; then onnx's combinations that
compute a value four times more), cycled in order so that any count of at
least that many covers all of them, with broadcasting and edge values."""

from promcast_model.elementwise import OPS
from promcast_model.profiles import NAMES

from .common import computes
from .operands import binary_line, op_dtype_combinations, operand_shapes

NAME = "values"
DESCRIPTION = (f"the {len(OPS)} element-wise ops x every profile's dtype "
               "pairs")

COMBINATIONS = op_dtype_combinations(OPS, NAMES)
# The later profiles come last in NAMES (common.LATER_PROFILES), so their
# combinations follow the first profiles'. Then the combinations of the
# profiles that promote nothing (onnx: most of its dtype pairs are refused,
# and the values are the point of the family) that compute a value are
# drawn VALUE_ROUNDS more times.
VALUE_ROUNDS = 4
_VALUE_ROUND_PROFILES = ("onnx",)
COMBINATIONS += VALUE_ROUNDS * [
    (profile, op, a, b) for profile, op, a, b in COMBINATIONS
    if profile in _VALUE_ROUND_PROFILES and computes(profile, op, a, b)]
# The committed corpus covers every combination once (and those again).
COMMITTED_COUNT = len(COMBINATIONS)


def case_line(rng, seed, index):
    profile, op, a_dtype, b_dtype = COMBINATIONS[index % len(COMBINATIONS)]
    a_shape, b_shape = operand_shapes(rng)
    return binary_line(NAME, rng, seed, index, profile, op, a_dtype, a_shape,
                       b_dtype, b_shape)
