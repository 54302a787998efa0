"""Family values: every element-wise op with every ordered dtype pair of
the torch profile (8 ops x 324 pairs, cycled in order so that any count of
at least 2592 covers all of them), with broadcasting and edge values."""

from promcast_model.elementwise import OPS

from .operands import binary_line, op_dtype_combinations, operand_shapes

NAME = "values"
DESCRIPTION = "the 8 element-wise ops x 324 dtype pairs, with values"

COMBINATIONS = op_dtype_combinations(OPS)


def case_line(rng, seed, index):
    op, a_dtype, b_dtype = COMBINATIONS[index % len(COMBINATIONS)]
    a_shape, b_shape = operand_shapes(rng)
    return binary_line(NAME, rng, seed, index, op, a_dtype, a_shape, b_dtype,
                       b_shape)
