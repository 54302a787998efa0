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

/* xoshiro256**'s step. Here, with fuzz_below's path for the PRNG and
** small bounds, so that the generator's draws (dozens a case, most of a
** worker's drawing) are inlined where they are made. */
static inline uint64_t fuzz_xoshiro_next(uint64_t s[4]) {
    uint64_t result = s[1] * 5;
    result = ((result << 7) | (result >> 57)) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return result;
}

/* fuzz_below's other paths: a byte string, or a bound above 2^32 (the
** PRNG's smaller ones are fuzz_below's alone). */
uint64_t fuzz_below_general(fuzz_source *source, uint64_t bound);

/* A number in [0, bound), bound >= 1 (0 when bound is 1). From the PRNG:
** uniform to within bound / 2^32 for bounds up to 2^32 (the top 32 bits
** scaled by the bound, Lemire's multiply-shift: no division), exactly
** above. From bytes: as many bytes as the bound needs, little-endian,
** reduced modulo bound. */
static inline uint64_t fuzz_below(fuzz_source *source, uint64_t bound) {
    if (source->bytes == NULL && bound > 1 && bound <= UINT64_C(1) << 32)
        return ((fuzz_xoshiro_next(source->state) >> 32) * bound) >> 32;
    return fuzz_below_general(source, bound);
}

/* 1 with probability about 1 / n (n >= 1). */
int fuzz_one_in(fuzz_source *source, uint64_t n);

/* 64 bits. */
uint64_t fuzz_bits(fuzz_source *source);

/* splitmix64's step: the seed of a case, and a good 64-bit mix. */
uint64_t fuzz_mix(uint64_t value);

#endif
