/*
** fuzz_source.c: xoshiro256** and byte strings as one source of draws
** (fuzz_source.h).
**
** xoshiro256** and splitmix64 are David Blackman and Sebastiano Vigna's
** (https://prng.di.unimi.it/, "xoshiro256starstar.c", "splitmix64.c").
*/
#include "fuzz_source.h"

#include <assert.h>

uint64_t fuzz_mix(uint64_t value) {
    uint64_t z = value + 0x9e3779b97f4a7c15u;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

void fuzz_source_seed(fuzz_source *source, uint64_t seed, uint64_t index) {
    /* The state is four splitmix64 outputs from a start that mixes both:
    ** never all zero, and unrelated for neighbouring indices. */
    uint64_t x = fuzz_mix(seed) ^ fuzz_mix(index ^ 0x5851f42d4c957f2du);
    for (int i = 0; i < 4; i++) {
        x += 0x9e3779b97f4a7c15u;
        source->state[i] = fuzz_mix(x);
    }
    source->bytes = NULL;
    source->size = source->used = 0;
}

void fuzz_source_bytes(fuzz_source *source, const uint8_t *bytes, size_t size) {
    for (int i = 0; i < 4; i++) source->state[i] = 0;
    source->bytes = bytes ? bytes : (const uint8_t *)"";
    source->size = bytes ? size : 0;
    source->used = 0;
}

/* The next `count` bytes (<= 8) of a byte string, little-endian; 0 for
** those past its end. */
static uint64_t take_bytes(fuzz_source *source, int count) {
    uint64_t value = 0;
    for (int i = 0; i < count && source->used < source->size; i++)
        value |= (uint64_t)source->bytes[source->used++] << (8 * i);
    return value;
}

uint64_t fuzz_bits(fuzz_source *source) {
    return source->bytes ? take_bytes(source, 8) : fuzz_xoshiro_next(source->state);
}

uint64_t fuzz_below_general(fuzz_source *source, uint64_t bound) {
    if (bound <= 1) return 0;
    if (source->bytes) {
        int count = 1;
        while (count < 8 && (bound - 1) >> (8 * count)) count++;
        return take_bytes(source, count) % bound;
    }
    /* The PRNG's small bounds are fuzz_below's own (fuzz_source.h). Large
    ** ones: unbiased, rejecting the few values below 2^64 mod bound. */
    assert(bound > UINT64_C(1) << 32);
    uint64_t threshold = (0 - bound) % bound, x;
    do x = fuzz_xoshiro_next(source->state);
    while (x < threshold);
    return x % bound;
}

int fuzz_one_in(fuzz_source *source, uint64_t n) {
    return fuzz_below(source, n) == 0;
}
