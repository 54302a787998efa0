"""What the families share: case ids and sources, the per-chunk random
generators, and random shapes."""

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


def generated_case(family, seed, index, op, inputs, note=None):
    """A generated case whose expectation the model computes."""
    return make_case(case_id(family, seed, index), op, inputs,
                     evaluate(op, inputs), source(family, seed), note=note)


# Drawing helpers built on rng.random() alone: several times faster than
# rng.choice and rng.randint, which matters at 100,000 cases a second, and
# just as deterministic (53 random bits; every range here is far smaller).
def below(rng, count):
    """A random integer from 0 to count - 1."""
    return int(rng.random() * count)


def between(rng, low, high):
    """A random integer from low to high, both included."""
    return low + int(rng.random() * (high - low + 1))


def pick(rng, sequence):
    return sequence[int(rng.random() * len(sequence))]


def random_shape(rng, max_rank, sizes=SMALL_SIZES):
    return [pick(rng, sizes) for _ in range(between(rng, 0, max_rank))]


def shape_broadcasting_to(rng, target, keep_rank=False):
    """A random shape that broadcasts to `target` unchanged: a suffix of it
    (unless keep_rank) with some dimensions replaced by 1."""
    rank = len(target) if keep_rank else between(rng, 0, len(target))
    suffix = target[len(target) - rank:]
    return [1 if rng.random() < 0.35 else size for size in suffix]


def element_count(shape):
    count = 1
    for size in shape:
        count *= size
    return count


def limited_shape(rng, max_rank, max_elements, sizes=SMALL_SIZES):
    """A random shape with at most max_elements elements."""
    while True:
        shape = random_shape(rng, max_rank, sizes)
        if element_count(shape) <= max_elements:
            return shape
