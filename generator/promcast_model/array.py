"""An array value: dtype, shape, and its elements in row-major order."""

import functools
from collections import namedtuple

Array = namedtuple("Array", "dtype shape data")

# make_array((dtype, shape, data)) is Array(dtype, shape, data), made in C
# (a namedtuple's own constructor is a Python function): for the corpus's
# hot paths.
make_array = functools.partial(tuple.__new__, Array)
