"""promcast_families: the seeded random case families of cases/generated.

Each family is a module with:
  NAME         the family name (directory cases/generated/<NAME>)
  DESCRIPTION  one line for --help
  case_line(rng, seed, index) -> str    the index-th case, drawing from rng,
                                        as its line of JSON
  FIXED_COUNT  (optional) the number of cases an exhaustive family always
               writes, whatever --count asks
  COMMITTED_COUNT  (otherwise) the cases it writes when --count is not
               given: the committed corpus's count for the family
A later profile extends a family by adding its own draws to the module (and
the profile name to the cases it makes).
"""

import json

from . import (broadcast, broadcast_arrays, broadcast_to, clip, concat,
               inplace, matmul, promotion, result_type, scalar_operands, stack,
               sum_to_shape, values, vecdot, where, xla)

FAMILIES = {module.NAME: module for module in (
    broadcast, broadcast_to, xla, promotion, result_type, values, inplace,
    sum_to_shape, scalar_operands, where, clip, matmul, vecdot, concat, stack,
    broadcast_arrays)}


def make_case(name, rng, seed, index):
    """The index-th case of family `name` as an object (json.loads of its
    line): for tests and readers."""
    return json.loads(FAMILIES[name].case_line(rng, seed, index))


def requested_count(name, requested):
    """The --count family `name` is written with: `requested`, or when that
    is None the family's COMMITTED_COUNT (what the header records)."""
    family = FAMILIES[name]
    if requested is not None:
        return requested
    return getattr(family, "COMMITTED_COUNT", None) or family.FIXED_COUNT


def case_count(name, requested):
    """How many cases family `name` writes when --count asks `requested`
    (None: its committed count)."""
    return (getattr(FAMILIES[name], "FIXED_COUNT", None)
            or requested_count(name, requested))
