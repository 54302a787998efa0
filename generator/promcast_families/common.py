"""What the families share: case ids and sources, the per-chunk random
generators, and random shapes."""

from math import floor
import bisect
import collections
import functools
import itertools
import math
import random

from promcast_corpus.cases import case_line
from promcast_model.profiles import NAMES
from promcast_model.profiles import profile as find_profile

# The profiles the corpus was first drawn for, in their order. A profile
# added later (promcast_model.profiles.NAMES after these) has its cases
# follow theirs in each family that draws it, so that adding a profile
# leaves every earlier case (its index, id, values) as it was; each later
# profile's cases follow those of the later profiles before it in NAMES
# (tfjs's, then onnx's, then stdlib's), for the same reason.
FIRST_PROFILES = ("torch", "numpy", "array-api", "jax", "mlx")
LATER_PROFILES = tuple(name for name in NAMES if name not in FIRST_PROFILES)


def lacks(profile, function):
    """Whether the profile's library has no such op or function
    (profiles.py MISSING_OPS): no family draws a case of it."""
    return function in getattr(find_profile(profile), "MISSING_OPS", ())


def has_python_scalars(profile):
    """Whether the profile's library takes Python scalar operands
    (profiles.py PYTHON_SCALARS; ONNX has none): no family draws a scalar
    case for a profile without them."""
    return getattr(find_profile(profile), "PYTHON_SCALARS", True)


def computes(profile, op, a_dtype, b_dtype):
    """Whether a (op) b of arrays of these dtypes computes a value in the
    profile (its elementwise_dtypes refuses nothing)."""
    decision = find_profile(profile).elementwise_dtypes(
        op, a_dtype, False, b_dtype, False, "float32", False)
    return not (decision.early_refusal or decision.late_refusal)


def later_having(function):
    """The LATER_PROFILES that have `function`, in their order."""
    return tuple(name for name in LATER_PROFILES if not lacks(name, function))


def later_profile(index, first_count, share, function):
    """The profile of a family's case `index`: the first profiles in turn
    for its first `first_count` cases (those drawn before any later
    profile); from there, each of later_having(function) in turn draws a
    block of `share` cases, so that a later profile's cases stay where
    they were when another joins after it."""
    later = later_having(function)
    if index < first_count or not later:
        return FIRST_PROFILES[index % len(FIRST_PROFILES)]
    return later[(index - first_count) // share % len(later)]

# Cases are drawn in chunks of this many; each chunk has its own generator,
# seeded from (family, seed, chunk), so a chunk's cases do not depend on how
# the work is split between processes.
CHUNK_SIZE = 1000

# Sizes a random dimension takes, 1 and 0 included on purpose.
SMALL_SIZES = (0, 1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7)
NONZERO_SIZES = (1, 1, 2, 2, 3, 4, 5)


def chunk_random(family, seed, chunk):
    """The generator of one chunk (string seeds hash with SHA-512: stable
    across Python versions and platforms)."""
    return random.Random(f"promcast/{family}/{seed}/{chunk}")


def case_id(family, seed, index):
    return f"generated/{family}/s{seed}/{index:06d}"


def source(family, seed):
    return f"generator family {family} seed {seed}"


def generated_line(family, seed, index, op, inputs, expect, profile=None):
    """The line of JSON of a generated case: `inputs` as {key: JSON text}
    (promcast_corpus.json_text), `expect` the JSON text of the expectation
    the model computes (promcast_corpus.cases, *_expectation), `profile`
    for the ops that have one (None: torch)."""
    return line_template(family, seed, op, tuple(inputs), profile) % (
        index, *inputs.values(), expect)


# A character case_line copies as it is into every part of the line, and
# that no fixed part of a generated line holds.
_MARK = "\ue000"


@functools.lru_cache(maxsize=None)
def line_template(family, seed, op, keys, profile):
    """case_line's line for a case of family, seed and op with inputs `keys`,
    with %06d for the index and %s for each input's and the expectation's
    text: the per-case work is one % (case_line's text is the same whatever
    the index digits and texts are, since they are copied as they are)."""
    line = case_line(case_id(family, seed, 0)[:-6] + _MARK, op,
                     dict.fromkeys(keys, _MARK), _MARK, source(family, seed),
                     profile)
    if line.count(_MARK) != len(keys) + 2:
        raise ValueError(f"cannot make a line template for {family} {op}")
    return line.replace("%", "%%").replace(_MARK, "%06d", 1).replace(
        _MARK, "%s")


# Drawing helpers built on rng.random() alone: several times faster than
# rng.choice and rng.randint, which matters at 100,000 cases a second, and
# just as deterministic (53 random bits; every range here is far smaller).
def below(rng, count):
    """A random integer from 0 to count - 1."""
    return floor(rng.random() * count)


def between(rng, low, high):
    """A random integer from low to high, both included."""
    return low + floor(rng.random() * (high - low + 1))


def pick(rng, sequence):
    return sequence[floor(rng.random() * len(sequence))]


def random_shape(rng, max_rank, sizes=SMALL_SIZES):
    """A rank from 0 to max_rank, then each size picked from `sizes`."""
    random, count = rng.random, len(sizes)
    return [sizes[floor(random() * count)]
            for _ in range(floor(random() * (max_rank + 1)))]


def shape_broadcasting_to(rng, target, keep_rank=False):
    """A random shape that broadcasts to `target` unchanged: a suffix of it
    (unless keep_rank) with some dimensions replaced by 1."""
    random = rng.random
    rank = len(target) if keep_rank else floor(random() * (len(target) + 1))
    return [1 if random() < 0.35 else size
            for size in target[len(target) - rank:]]


element_count = math.prod


def limited_shape(rng, max_rank, max_elements, sizes=SMALL_SIZES):
    """A random shape with at most max_elements elements: random_shape's
    draw, redrawn until it has at most max_elements elements, drawn in one
    step from the table of that distribution (as a list)."""
    shapes, cumulative = _limited_shape_table(max_rank, max_elements, sizes)
    index = bisect.bisect_right(cumulative, rng.random() * cumulative[-1])
    return list(shapes[min(index, len(shapes) - 1)])


@functools.lru_cache(maxsize=None)
def _limited_shape_table(max_rank, max_elements, sizes):
    """Every shape of at most max_elements elements that random_shape can
    draw, and the running sums of their weights: the probability random_shape
    draws a shape, times len(sizes)**max_rank * (max_rank + 1), an integer
    (each rank 1 / (max_rank + 1), each size its share of `sizes`)."""
    shares = collections.Counter(sizes)
    shapes, weights = [], []
    for rank in range(max_rank + 1):
        for shape in itertools.product(sorted(shares), repeat=rank):
            if math.prod(shape) <= max_elements:
                shapes.append(shape)
                weights.append(math.prod(shares[size] for size in shape)
                               * len(sizes) ** (max_rank - rank))
    return tuple(shapes), tuple(itertools.accumulate(weights))
