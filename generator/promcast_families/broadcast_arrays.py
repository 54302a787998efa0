"""Family broadcast_arrays: views of 0 to 6 arrays (now and then a few
hundred) with their common broadcast shape: prepended and expanded
dimensions (stride 0), size-0 dimensions, 0-d arrays, shapes that do not
broadcast; any dtype, each view keeping its array's. No profile."""

from promcast_corpus.cases import function_expectation, function_inputs
from promcast_model import dtypes
from promcast_model.function_call import AXIS_DEFAULT, FunctionCall

from .common import (below, generated_line, limited_shape, pick,
                     shape_broadcasting_to)
from .function_arrays import any_array

NAME = "broadcast_arrays"
COMMITTED_COUNT = 2500
DESCRIPTION = ("broadcast_arrays: 0 to hundreds of arrays, stride-0 views, "
               "size 0, 0-d, shapes that do not broadcast")

_MANY = {17: 200}


def case_line(rng, seed, index):
    count = _MANY.get(index) or pick(rng, (0, 1, 2, 2, 2, 3, 3, 4, 5, 6))
    target = limited_shape(rng, 4, 12)
    shapes = [shape_broadcasting_to(rng, target) for _ in range(count)]
    if count and rng.random() < 0.15:
        victim = shapes[below(rng, count)]
        if victim:
            victim[below(rng, len(victim))] += 2
        else:
            victim.extend([pick(rng, (2, 3)), 5])
    arrays = tuple(any_array(rng, pick(rng, dtypes.DTYPES), shape, "torch")
                   for shape in shapes)
    call = FunctionCall("broadcast_arrays", arrays, AXIS_DEFAULT)
    return generated_line(NAME, seed, index, "broadcast_arrays",
                          function_inputs(call),
                          function_expectation(call))
