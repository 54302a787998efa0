"""Family promotion: promote_types and can_cast over every ordered pair of
each profile's dtypes (torch's 18, float8 included; numpy's and mlx's 14;
array-api's 13; jax's 17), then promote_types alone over tfjs's 4
(TensorFlow.js has upcastType but no can_cast). Exhaustive: it ignores
--count."""

from promcast_corpus import json_text
from promcast_corpus.cases import (can_cast_expectation,
                                   promote_types_expectation)
from promcast_model.profiles import profile as find_profile

from .common import FIRST_PROFILES, LATER_PROFILES, generated_line, lacks

NAME = "promotion"
DESCRIPTION = ("promote_types and can_cast of every profile's dtype pairs "
               "(fixed size)")

def _pairs(names):
    return [(name, a, b) for name in names for a in find_profile(name).DTYPES
            for b in find_profile(name).DTYPES]


# The first profiles' pairs, promote_types then can_cast; then the later
# profiles' pairs (common.LATER_PROFILES that have promote_types: not
# onnx), promote_types alone: none of them has a can_cast function.
PAIRS = _pairs(FIRST_PROFILES)
LATER_PAIRS = _pairs(name for name in LATER_PROFILES
                     if not lacks(name, "promote_types"))
FIXED_COUNT = 2 * len(PAIRS) + len(LATER_PAIRS)


def case_line(rng, seed, index):
    if index >= 2 * len(PAIRS):
        profile, a, b = LATER_PAIRS[(index - 2 * len(PAIRS))
                                    % len(LATER_PAIRS)]
        return generated_line(NAME, seed, index, "promote_types",
                              {"dtypes": json_text.names((a, b))},
                              promote_types_expectation(a, b, profile),
                              profile)
    profile, a, b = PAIRS[index % len(PAIRS)]
    if index < len(PAIRS):
        return generated_line(NAME, seed, index, "promote_types",
                              {"dtypes": json_text.names((a, b))},
                              promote_types_expectation(a, b, profile),
                              profile)
    return generated_line(NAME, seed, index, "can_cast",
                          {"from": json_text.name(a), "to": json_text.name(b)},
                          can_cast_expectation(a, b, profile), profile)
