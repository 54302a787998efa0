"""An array value: dtype, shape, and its elements in row-major order."""

from collections import namedtuple

Array = namedtuple("Array", "dtype shape data")
