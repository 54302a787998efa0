"""Family promotion: promote_types and can_cast over every ordered pair of
each profile's dtypes (torch's 18, float8 included; numpy's and mlx's 14;
array-api's 13; jax's 17), then the later profiles' pairs, each profile's
after the one before it, for the functions it has: promote_types alone
over tfjs's 4 (TensorFlow.js has upcastType but no can_cast), none for
onnx, promote_types then can_cast over stdlib's 15. Exhaustive: it ignores
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


# The first profiles' pairs, promote_types then can_cast; then, for each
# of common.LATER_PROFILES in turn, its promote_types pairs and then its
# can_cast pairs, each only if the profile has the function (lacks).
PAIRS = _pairs(FIRST_PROFILES)
LATER_CASES = [(op, name, a, b) for name in LATER_PROFILES
               for op in ("promote_types", "can_cast")
               if not lacks(name, op)
               for _, a, b in _pairs((name,))]
FIXED_COUNT = 2 * len(PAIRS) + len(LATER_CASES)


def _line(seed, index, op, profile, a, b):
    if op == "promote_types":
        return generated_line(NAME, seed, index, "promote_types",
                              {"dtypes": json_text.names((a, b))},
                              promote_types_expectation(a, b, profile),
                              profile)
    return generated_line(NAME, seed, index, "can_cast",
                          {"from": json_text.name(a), "to": json_text.name(b)},
                          can_cast_expectation(a, b, profile), profile)


def case_line(rng, seed, index):
    if index >= 2 * len(PAIRS):
        return _line(seed, index, *LATER_CASES[(index - 2 * len(PAIRS))
                                               % len(LATER_CASES)])
    profile, a, b = PAIRS[index % len(PAIRS)]
    op = "promote_types" if index < len(PAIRS) else "can_cast"
    return _line(seed, index, op, profile, a, b)
