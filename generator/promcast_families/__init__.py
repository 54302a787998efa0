"""promcast_families: the seeded random case families of cases/generated.

Each family is a module with:
  NAME         the family name (directory cases/generated/<NAME>)
  DESCRIPTION  one line for --help
  case_line(rng, seed, index) -> str    the index-th case, drawing from rng,
                                        as its line of JSON
  FIXED_COUNT  (optional) the number of cases an exhaustive family always
               writes, whatever --count asks
A later profile extends a family by adding its own draws to the module (and
the profile name to the cases it makes).
"""

import json

from . import (broadcast, broadcast_to, inplace, promotion, result_type,
               sum_to_shape, values, xla)

FAMILIES = {module.NAME: module for module in (
    broadcast, broadcast_to, xla, promotion, result_type, values, inplace,
    sum_to_shape)}


def make_case(name, rng, seed, index):
    """The index-th case of family `name` as an object (json.loads of its
    line): for tests and readers."""
    return json.loads(FAMILIES[name].case_line(rng, seed, index))


def case_count(name, requested):
    """How many cases family `name` writes when --count asks `requested`."""
    return getattr(FAMILIES[name], "FIXED_COUNT", None) or requested
