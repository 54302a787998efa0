"""Family promotion: promote_types and can_cast over every ordered pair of
each profile's dtypes (torch's 18, float8 included; numpy's and mlx's 14;
array-api's 13; jax's 17). Exhaustive: it ignores --count."""

from promcast_corpus import json_text
from promcast_corpus.cases import (can_cast_expectation,
                                   promote_types_expectation)
from promcast_model.profiles import NAMES
from promcast_model.profiles import profile as find_profile

from .common import generated_line
from .later_profiles import lacks

NAME = "promotion"
DESCRIPTION = ("promote_types and can_cast of every profile's dtype pairs "
               "(fixed size)")

PAIRS = [(name, a, b) for name in NAMES if not lacks(name, "promote_types")
         for a in find_profile(name).DTYPES
         for b in find_profile(name).DTYPES]
FIXED_COUNT = 2 * len(PAIRS)


def case_line(rng, seed, index):
    profile, a, b = PAIRS[index % len(PAIRS)]
    if index < len(PAIRS):
        return generated_line(NAME, seed, index, "promote_types",
                              {"dtypes": json_text.names((a, b))},
                              promote_types_expectation(a, b, profile),
                              profile)
    return generated_line(NAME, seed, index, "can_cast",
                          {"from": json_text.name(a), "to": json_text.name(b)},
                          can_cast_expectation(a, b, profile), profile)
