"""What the families share: case ids and sources, the per-chunk random
generators, and random shapes."""

from math import floor
import math
import random

from promcast_corpus.cases import evaluate, make_case

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


def generated_case(family, seed, index, op, inputs, expect=None, note=None):
    """A generated case whose expectation the model computes: `expect`, if
    the family had the model compute it from the values it drew, else
    evaluate(op, inputs)."""
    if expect is None:
        expect = evaluate(op, inputs)
    return make_case(case_id(family, seed, index), op, inputs, expect,
                     source(family, seed), note=note)


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
    """A random shape with at most max_elements elements."""
    while True:
        shape = random_shape(rng, max_rank, sizes)
        if math.prod(shape) <= max_elements:
            return shape
