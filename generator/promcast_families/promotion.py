"""Family promotion: promote_types and can_cast over every ordered pair of
the torch profile's 18 dtypes (324 pairs each, float8 included). Exhaustive:
it ignores --count."""

from promcast_model import dtypes

from promcast_corpus import json_text
from promcast_corpus.cases import (can_cast_expectation,
                                   promote_types_expectation)

from .common import generated_line

NAME = "promotion"
DESCRIPTION = "promote_types and can_cast of all 324 dtype pairs (fixed size)"

PAIRS = [(a, b) for a in dtypes.DTYPES for b in dtypes.DTYPES]


FIXED_COUNT = 2 * len(PAIRS)


def case_line(rng, seed, index):
    a, b = PAIRS[index % len(PAIRS)]
    if index < len(PAIRS):
        return generated_line(NAME, seed, index, "promote_types",
                              {"dtypes": json_text.names((a, b))},
                              promote_types_expectation(a, b))
    return generated_line(NAME, seed, index, "can_cast",
                          {"from": json_text.name(a), "to": json_text.name(b)},
                          can_cast_expectation(a, b))
