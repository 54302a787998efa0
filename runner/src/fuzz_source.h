/*
** fuzz_source.h: where the fuzzer's choices come from.
**
** Every random choice the case generator makes (fuzz_generate.h) is one
** draw from a fuzz source, so the same generator serves two masters: a
** seeded PRNG (xoshiro256**, seeded by splitmix64 from a run's seed and a
** case's index, so case i of seed S is the same whatever else runs), and
** a byte string (a coverage-guided fuzzer's input: each draw consumes the
** bytes it needs, and an exhausted string answers 0, the simplest
** choice, so every byte string decodes into some case).
*/
#ifndef PROMCAST_RUNNER_FUZZ_SOURCE_H
#define PROMCAST_RUNNER_FUZZ_SOURCE_H

#include <stddef.h>
#include <stdint.h>

typedef struct fuzz_source {
    uint64_t state[4];     /* the PRNG's, when bytes is NULL */
    const uint8_t *bytes;  /* the byte string's, else NULL */
    size_t size, used;
} fuzz_source;

/* The PRNG for case `index` of run `seed`. */
void fuzz_source_seed(fuzz_source *source, uint64_t seed, uint64_t index);

/* A source that reads `bytes` (borrowed for the source's life). */
void fuzz_source_bytes(fuzz_source *source, const uint8_t *bytes, size_t size);

/* A number in [0, bound), bound >= 1 (0 when bound is 1). From the PRNG:
** uniform to within bound / 2^32 for bounds up to 2^32, exactly above.
** From bytes: as many bytes as the bound needs, little-endian, reduced
** modulo bound. */
uint64_t fuzz_below(fuzz_source *source, uint64_t bound);

/* 1 with probability about 1 / n (n >= 1). */
int fuzz_one_in(fuzz_source *source, uint64_t n);

/* 64 bits. */
uint64_t fuzz_bits(fuzz_source *source);

/* splitmix64's step: the seed of a case, and a good 64-bit mix. */
uint64_t fuzz_mix(uint64_t value);

#endif
