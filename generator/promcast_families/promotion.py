"""Family promotion: promote_types and can_cast over every ordered pair of
the torch profile's 18 dtypes (324 pairs each, float8 included). Exhaustive:
it ignores --count."""

from promcast_model import dtypes

from .common import generated_case

NAME = "promotion"
DESCRIPTION = "promote_types and can_cast of all 324 dtype pairs (fixed size)"

PAIRS = [(a, b) for a in dtypes.DTYPES for b in dtypes.DTYPES]


FIXED_COUNT = 2 * len(PAIRS)


def make_case(rng, seed, index):
    a, b = PAIRS[index % len(PAIRS)]
    if index < len(PAIRS):
        return generated_case(NAME, seed, index, "promote_types",
                              {"dtypes": [a, b]})
    return generated_case(NAME, seed, index, "can_cast", {"from": a, "to": b})
