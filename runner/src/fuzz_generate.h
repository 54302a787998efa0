/*
** fuzz_generate.h: random cases of the case format, and their expected
** outcomes from the reference oracle.
**
** A fuzz domain is what a fuzzing run draws from: the profile, the ops
** (those the adapter claims, the profile has and --op selects) and the
** dtypes (the profile's, with --dtype's preferred). fuzz_generate makes one
** case from a fuzz source (fuzz_source.h): every choice is a draw, so a
** PRNG seeded by (seed, index) gives the same case every time, and any
** byte string gives some case. Shapes stay small (FUZZ_MAX_ELEMENTS elements
** a shape drawn, rank at most FUZZ_MAX_RANK) because the bugs live in
** ranks and sizes 0, 1, 2 ... 9 and in the vector widths 8, 16 and 32;
** values are drawn where bugs live: signed zeros, NaN, infinities,
** subnormals, the extremes of each dtype, rounding ties and ordinary small
** values. But no case is drawn whose outcome the rules leave open
** (fuzz_open.h, docs/values.md): a complex divide, pow, atan2 or logaddexp
** takes the corpus's moderate values (finite, nonzero parts within
** [1/4, 3]) on both sides, and a matmul or vecdot whose products or
** partial sums may overflow its dtype has its values drawn again.
**
** A generated case's storage is in the arena it was made in; its id,
** source and inputs_text are the caller's.
*/
#ifndef PROMCAST_RUNNER_FUZZ_GENERATE_H
#define PROMCAST_RUNNER_FUZZ_GENERATE_H

#include <stddef.h>

#include "case.h"
#include "fuzz_source.h"

enum { FUZZ_MAX_ELEMENTS = 64, FUZZ_MAX_RANK = 6, FUZZ_MAX_LIST = 4 };

typedef struct fuzz_domain {
    const pc_profile *profile;  /* the run's (a version, for array-api@...) */
    const char *family;         /* the name cases write: pc_profile_family */
    uint8_t versions;           /* the case's versions bit set; 0 for no versions */
    int op_count;
    int op_keys[CASE_OP_KEY_COUNT];  /* case_op_key order */
    case_op ops[CASE_OP_KEY_COUNT];  /* each key's op, and its element-wise op */
    pc_binary_op binary_ops[CASE_OP_KEY_COUNT];
    int default_float_option;       /* the profile's library has a default dtype (torch) */
    int x64_option;                 /* ... a 64-bit switch (jax) */
    int dtype_count;
    pc_dtype dtypes[PC_DTYPE_COUNT];  /* the profile's */
    int focus_count;
    pc_dtype focus[PC_DTYPE_COUNT];   /* --dtype: the first dtype drawn is one of these */
} fuzz_domain;

/* The domain of `profile`: the ops whose key `claimed` marks (NULL: all)
** that the profile has, narrowed to `op_names` when op_name_count > 0,
** and the profile's dtypes with `focus` preferred. Returns 1, or 0 with a
** message naming the op or dtype that leaves nothing to draw. */
int fuzz_domain_init(fuzz_domain *domain, const pc_profile *profile,
                     const unsigned char *claimed, const char *const *op_names,
                     int op_name_count, const pc_dtype *focus, int focus_count, char *error,
                     size_t error_size);

/* Draws one case of the domain into `arena` (its inputs; expect is left
** zeroed). Returns 1, or 0 when out of memory. */
int fuzz_generate(const fuzz_domain *domain, fuzz_source *source, case_arena *arena,
                  promcast_case *test_case);

/* Sets test_case->expect to the oracle's answer under the domain's
** profile, copied into `arena`, with the tolerance the oracle's correctly
** rounded values need against a library's (fuzz_tolerance). `scratch` is
** reused between calls. Returns 1, or 0 when out of memory. */
int fuzz_expect(const fuzz_domain *domain, case_arena *arena, promcast_case *test_case,
                case_answer *scratch);

/* A Python int scalar operand from its decimal text, as the case reader
** reads one (case_reader_values.c): category, kind, value. */
void fuzz_int_scalar(const char *text, pc_operand *operand);

#endif
