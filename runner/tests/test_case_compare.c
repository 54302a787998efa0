/*
** test_case_compare.c: case_compare's contract (case_compare.h): exact
** values, every NaN equal to every NaN, -0.0 distinct from +0.0, an ulp
** tolerance where the case gives one (with a scale, in ulps of the scale's
** magnitude), and a view's strides compared only on
** dimensions of size greater than 1, and not at all when it has no element.
*/
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "case_compare.h"
#include "tap.h"

static case_outcome array_outcome(pc_dtype dtype, int rank, const int64_t *dims,
                                  int64_t count, void *data, const int64_t *strides) {
    case_outcome outcome;
    memset(&outcome, 0, sizeof outcome);
    outcome.kind = OUTCOME_ARRAY;
    outcome.array.dtype = dtype;
    outcome.array.shape.rank = rank;
    outcome.array.shape.dims = dims;
    outcome.array.element_count = count;
    outcome.array.data = data;
    outcome.array.strides = strides;
    return outcome;
}

static void values(tap_run *run) {
    static const int64_t two[1] = {2};
    double expected[2] = {NAN, -0.0}, same[2] = {-NAN, -0.0}, zero[2] = {NAN, 0.0};
    case_outcome e = array_outcome(PC_FLOAT64, 1, two, 2, expected, NULL);
    case_outcome g = array_outcome(PC_FLOAT64, 1, two, 2, same, NULL);
    char why[256];
    tap_ok(run, case_compare(&e, &g, why, sizeof why), "any NaN equals any NaN");
    g.array.data = zero;
    tap_ok(run, !case_compare(&e, &g, why, sizeof why) && strstr(why, "element [1]") != NULL,
           "-0.0 and +0.0 differ without a tolerance: %s", why);
    e.ulp_tolerance = 2;
    tap_ok(run, case_compare(&e, &g, why, sizeof why), "within 2 ulp, -0.0 and +0.0 are one point");
    double far[2] = {NAN, 1.0};
    g.array.data = far;
    tap_ok(run, !case_compare(&e, &g, why, sizeof why) && strstr(why, "beyond 2 ulp") != NULL,
           "1.0 is beyond 2 ulp of -0.0: %s", why);
}

/* One element of `dtype` (real) from a double it holds exactly. */
static void store(pc_dtype dtype, double value, void *element) {
    switch (dtype) {
    case PC_FLOAT64: memcpy(element, &value, 8); return;
    case PC_FLOAT32: { float narrow = (float)value; memcpy(element, &narrow, 4); return; }
    case PC_FLOAT16: { uint16_t bits = pc_float16_from_double(value); memcpy(element, &bits, 2); return; }
    case PC_BFLOAT16: { uint16_t bits = pc_bfloat16_from_double(value); memcpy(element, &bits, 2); return; }
    case PC_FLOAT8_E4M3FN: *(uint8_t *)element = pc_float8_e4m3fn_from_double(value); return;
    case PC_FLOAT8_E5M2: *(uint8_t *)element = pc_float8_e5m2_from_double(value); return;
    default: return;
    }
}

/* Compares one element: expected `e`, got `g` of a real dtype, tolerance N
** and one scale; `why` gets the explanation. */
static int one_element(pc_dtype dtype, double e, double g, int tolerance, double scale,
                       char *why, size_t size) {
    static const int64_t one[1] = {1};
    unsigned char expected[8], got[8];
    store(dtype, e, expected);
    store(dtype, g, got);
    case_outcome eo = array_outcome(dtype, 1, one, 1, expected, NULL);
    case_outcome go = array_outcome(dtype, 1, one, 1, got, NULL);
    eo.ulp_tolerance = tolerance;
    eo.ulp_scale = &scale;
    return case_compare(&eo, &go, why, size);
}

/* The magnitude-scaled tolerance (cases/README.md "ARRAY"): element i also
** passes when both values are finite and |got - expected| <= N *
** ulp_D(max(|expected|, s_i)), ulp_D(x) = 2^(max(floor(log2 x), emin) -
** (p - 1)). Every bound below is worked out by hand from D's p and emin. */
static void scaled(tap_run *run) {
    char why[512];
    /* float32 (p 24): ulp(1.0) = 2^-23. 2^-30 + 3 * 2^-23 is many ulps of
    ** 2^-30 away, but 3 ulps of the scale 1.0. */
    double e = 0x1p-30, g = 0x1p-30 + 3 * 0x1p-23;
    tap_ok(run, !one_element(PC_FLOAT32, e, g, 4, -1.0, why, sizeof why),
           "float32: 2^-30 + 3 ulp(1) is beyond 4 ulp of 2^-30 without a scale: %s", why);
    tap_ok(run, one_element(PC_FLOAT32, e, g, 4, 1.0, why, sizeof why),
           "float32: with scale 1 and N = 4 it passes (3 * 2^-23 <= 4 * 2^-23)");
    tap_ok(run, one_element(PC_FLOAT32, e, g, 3, 1.0, why, sizeof why),
           "float32: with N = 3 it passes, the difference exactly at the bound");
    tap_ok(run, !one_element(PC_FLOAT32, e, g, 2, 1.0, why, sizeof why) &&
                    strstr(why, "element [0]: expected 9.313225746154785e-10, got ") &&
                    strstr(why, "beyond 2 ulp, and |got - expected| > 2 ulp of float32 at "
                                "max(|expected|, scale 1.0) = 2.384185791015625e-07"),
           "float32: with N = 2 it fails, and says the bound 2 * 2^-23: %s", why);
    /* The scale's magnitude counts from its binade: 1.99 has ulp 2^-23 too,
    ** 2.0 has 2^-22. */
    tap_ok(run, !one_element(PC_FLOAT32, e, g, 2, 1.99, why, sizeof why),
           "float32: scale 1.99 is in 1's binade (bound 2 * 2^-23)");
    tap_ok(run, one_element(PC_FLOAT32, e, g, 2, 2.0, why, sizeof why),
           "float32: scale 2 doubles the ulp (bound 2 * 2^-22)");
    /* max(|expected|, s): a scale below |expected| changes nothing. */
    tap_ok(run, !one_element(PC_FLOAT32, 1.0, 1.0 + 3 * 0x1p-23, 2, 0.25, why, sizeof why),
           "float32: scale 0.25 under expected 1.0: judged in ulps of 1.0");
    tap_ok(run, one_element(PC_FLOAT32, -4.0, -4.0 + 0x1p-21, 1, 0.0, why, sizeof why),
           "float32: -4 + 2^-21 is two steps of 2^-22 from -4, but one ulp of 4 (2^-21)");

    /* bfloat16 (p 8): ulp(1) = 2^-7, ulp(2) = 2^-6. */
    tap_ok(run, !one_element(PC_BFLOAT16, 1.0, 1.0 + 3 * 0x1p-7, 2, 1.0, why, sizeof why) &&
                    strstr(why, "of bfloat16 at max(|expected|, scale 1.0) = 0.015625"),
           "bfloat16: 3 steps of 2^-7 are beyond 2 * ulp(1) = 2^-6: %s", why);
    tap_ok(run, one_element(PC_BFLOAT16, 1.0, 1.0 + 3 * 0x1p-7, 2, 2.0, why, sizeof why),
           "bfloat16: and within 2 * ulp(2) = 2^-5");

    /* float16 (p 11, emin -14): at 0 the spacing is 2^-24; a scale below
    ** 2^-14 keeps it (emin), 2^-13 doubles it. The values are subnormals
    ** three steps apart, so the count of steps (3 > 2) fails them. */
    tap_ok(run, !one_element(PC_FLOAT16, 0.0, 3 * 0x1p-24, 2, 0.0, why, sizeof why) &&
                    strstr(why, "= 1.1920928955078125e-07"),
           "float16: scale 0: bound 2 * 2^-24: %s", why);
    /* Below 2^emin the steps of the count and the scaled ulp are one size,
    ** so emin shows in the bound reported, not in a verdict. */
    tap_ok(run, !one_element(PC_FLOAT16, 0.0, 3 * 0x1p-24, 2, 0x1p-20, why, sizeof why) &&
                    strstr(why, "scale 9.5367431640625e-07) = 1.1920928955078125e-07"),
           "float16: scale 2^-20, below the normals: still 2 * 2^-24 (emin -14): %s", why);
    tap_ok(run, one_element(PC_FLOAT16, 0.0, 3 * 0x1p-24, 2, 0x1p-13, why, sizeof why),
           "float16: scale 2^-13: bound 2 * 2^-23");

    /* float8_e4m3fn (p 4, emin -6): subnormal spacing 2^-9, ulp(1) 2^-3. */
    tap_ok(run, !one_element(PC_FLOAT8_E4M3FN, 0.0, 3 * 0x1p-9, 1, 0.0, why, sizeof why) &&
                    strstr(why, "= 0.001953125"),
           "float8_e4m3fn: scale 0: bound 2^-9: %s", why);
    tap_ok(run, one_element(PC_FLOAT8_E4M3FN, 0.0, 3 * 0x1p-9, 1, 1.0, why, sizeof why),
           "float8_e4m3fn: scale 1: bound 2^-3");
    /* float8_e5m2 (p 3, emin -14): subnormal spacing 2^-16. */
    tap_ok(run, !one_element(PC_FLOAT8_E5M2, 0.0, 3 * 0x1p-16, 1, 0x1p-13, why, sizeof why),
           "float8_e5m2: scale 2^-13: bound 2^-15 < 3 * 2^-16");
    tap_ok(run, one_element(PC_FLOAT8_E5M2, 0.0, 3 * 0x1p-16, 1, 0x1p-12, why, sizeof why),
           "float8_e5m2: scale 2^-12: bound 2^-14 >= 3 * 2^-16");

    /* float64 (p 53): N = 2^19 at scale 2^33 is a bound of exactly 1.0.
    ** 1 - 2^-60 and 1 + 2^-60 both round to 1.0 in double: the difference
    ** must be judged exactly, not as rounded. */
    tap_ok(run, one_element(PC_FLOAT64, 0x1p-60, 1.0, 1 << 19, 0x1p33, why, sizeof why),
           "float64: |1 - 2^-60| <= 1.0 passes");
    tap_ok(run, !one_element(PC_FLOAT64, -0x1p-60, 1.0, 1 << 19, 0x1p33, why, sizeof why) &&
                    strstr(why, "= 1.0)"),
           "float64: |1 + 2^-60| > 1.0 fails, though it rounds to 1.0: %s", why);
    tap_ok(run, !one_element(PC_FLOAT64, 0x1p-60, -1.0, 1 << 19, 0x1p33, why, sizeof why),
           "float64: |-1 - 2^-60| > 1.0 fails too (a negative difference)");
    tap_ok(run, one_element(PC_FLOAT64, -0x1p-60, -1.0, 1 << 19, 0x1p33, why, sizeof why),
           "float64: |-1 + 2^-60| <= 1.0 passes");
    /* Differences beyond the doubles, and bounds beyond them. */
    tap_ok(run, !one_element(PC_FLOAT64, -0x1.fffffffffffffp1023, 0x1.fffffffffffffp1023,
                             1000000, 0x1.fffffffffffffp1023, why, sizeof why),
           "float64: a difference of 2 * DBL_MAX is beyond 10^6 ulp of DBL_MAX");
    tap_ok(run, one_element(PC_FLOAT16, 0.0, 65504.0, 1000000, 1e308, why, sizeof why),
           "float16: a scale of 1e308 admits every finite value (the bound is beyond the doubles)");

    /* Only finite values; signed zeros stay exact without a tolerance. */
    tap_ok(run, !one_element(PC_FLOAT32, NAN, 1.0, 4, 1e30, why, sizeof why) &&
                    strstr(why, "beyond 4 ulp)"),
           "NaN expected, 1.0 got: no scale helps: %s", why);
    tap_ok(run, !one_element(PC_FLOAT32, INFINITY, 3.0e38, 4, 1e38, why, sizeof why),
           "inf expected, a finite value got: fails");
    tap_ok(run, one_element(PC_FLOAT32, NAN, NAN, 4, 1.0, why, sizeof why),
           "NaN and NaN still equal");
    tap_ok(run, !one_element(PC_FLOAT32, -0.0, 0.0, 0, 1.0, why, sizeof why),
           "N = 0: -0.0 and +0.0 still differ, scale or not");
    tap_ok(run, !one_element(PC_FLOAT32, 1.0, 1.0 + 0x1p-23, 0, 1.0, why, sizeof why),
           "N = 0: one step is beyond 0 ulp at any scale");

    /* complex64: each part judged with the element's scale, float32's ulp. */
    static const int64_t two[1] = {2};
    float expected[4] = {0x1p-30f, 1.0f, 2.0f, -0.5f};
    float got[4] = {0x1p-30f + 3 * 0x1p-23f, 1.0f, 2.0f, -0.5f + 3 * 0x1p-23f};
    double scales[2] = {1.0, 0.0};
    case_outcome eo = array_outcome(PC_COMPLEX64, 1, two, 2, expected, NULL);
    case_outcome go = array_outcome(PC_COMPLEX64, 1, two, 2, got, NULL);
    eo.ulp_tolerance = 4;
    eo.ulp_scale = scales;
    tap_ok(run, !case_compare(&eo, &go, why, sizeof why) && strstr(why, "element [1]") &&
                    strstr(why, "of float32 at max(|expected|, scale 0.0) = 2.384185791015625e-07"),
           "complex64: element 0's real part passes at scale 1; element 1's imaginary "
           "part, 3 * 2^-23 from -0.5 (4 * 2^-24 allowed), fails: %s", why);
    scales[1] = 1.0;
    tap_ok(run, case_compare(&eo, &go, why, sizeof why), "complex64: both pass at scale 1");
}

static void strides(tap_run *run) {
    static const int64_t dims[2] = {1, 3}, expected_strides[2] = {0, 1}, other[2] = {7, 1},
                         wrong[2] = {0, 2};
    float data[3] = {1, 2, 3};
    case_outcome e = array_outcome(PC_FLOAT32, 2, dims, 3, data, expected_strides);
    case_outcome g = array_outcome(PC_FLOAT32, 2, dims, 3, data, other);
    char why[256];
    tap_ok(run, case_compare(&e, &g, why, sizeof why),
           "a size-1 dimension's stride is not compared");
    g.array.strides = wrong;
    tap_ok(run, !case_compare(&e, &g, why, sizeof why) && strstr(why, "stride of dimension 1") != NULL,
           "a size-3 dimension's stride is: %s", why);
    static const int64_t empty_dims[2] = {0, 3};
    case_outcome empty_e = array_outcome(PC_FLOAT32, 2, empty_dims, 0, data, expected_strides);
    case_outcome empty_g = array_outcome(PC_FLOAT32, 2, empty_dims, 0, data, wrong);
    tap_ok(run, case_compare(&empty_e, &empty_g, why, sizeof why),
           "a view without elements has no strides to compare (NumPy gives 0 everywhere)");
    empty_g.array.strides = NULL;
    tap_ok(run, case_compare(&empty_e, &empty_g, why, sizeof why),
           "nor must it give any");
}

/* broadcast_arrays' outcome: a list of views, each compared as
** broadcast_to's (values, then strides where a dimension has more than one
** element), its count first; an answer built with case_answer_set_arrays
** meets the expectation it copies. */
static void array_lists(tap_run *run) {
    static const int64_t dims[2] = {2, 3}, row[2] = {0, 1}, column[2] = {1, 0}, flat[1] = {3};
    int8_t a[6] = {1, 1, 1, 2, 2, 2};
    float b[6] = {1, 2, 3, 1, 2, 3};
    case_array expected[2] = {
        {PC_INT8, {2, dims}, column, 6, a},
        {PC_FLOAT32, {2, dims}, row, 6, b},
    };
    case_outcome e;
    memset(&e, 0, sizeof e);
    e.kind = OUTCOME_ARRAYS;
    e.array_count = 2;
    e.arrays = expected;

    case_answer answer;
    case_answer_init(&answer);
    static const pc_dtype dtypes[2] = {PC_INT8, PC_FLOAT32};
    static const int ranks[2] = {2, 2};
    static const int64_t counts[2] = {6, 6};
    int made = case_answer_set_arrays(&answer, 2, dtypes, ranks, counts);
    for (int i = 0; made && i < 2; i++) {
        int64_t *layout = case_answer_layout(&answer, i);
        memcpy(layout, dims, sizeof dims);
        memcpy(layout + 2, i ? row : column, 2 * sizeof(int64_t));
        memcpy(answer.arrays[i].data, i ? (void *)b : (void *)a, i ? sizeof b : sizeof a);
    }
    char why[512];
    tap_ok(run, made && case_compare(&e, &answer.outcome, why, sizeof why),
           "two views, copied into an answer, meet their expectation");
    char text[512];
    case_outcome_describe(&e, 3, text, sizeof text);
    tap_ok(run, strcmp(text, "arrays (2) [array int8 [2,3] [1, 1, 1, ...] strides [1,0], "
                             "array float32 [2,3] [1.0, 2.0, 3.0, ...] strides [0,1]]") == 0,
           "described as a list of arrays: %s", text);

    int64_t *strides = case_answer_layout(&answer, 1) + 2;
    strides[0] = 3;
    tap_ok(run, !case_compare(&e, &answer.outcome, why, sizeof why) &&
                    strcmp(why, "array 1: stride of dimension 0 (size 2): expected 0, got 3") == 0,
           "a wrong stride names the view: %s", why);
    strides[0] = 0;
    ((float *)answer.arrays[1].data)[4] = 7;
    tap_ok(run, !case_compare(&e, &answer.outcome, why, sizeof why) &&
                    strcmp(why, "array 1: element [1,1]: expected 2.0, got 7.0") == 0,
           "a wrong value names the view and the element: %s", why);

    case_outcome one = e;
    one.array_count = 1;
    tap_ok(run, !case_compare(&one, &answer.outcome, why, sizeof why) &&
                    strcmp(why, "expected 1 arrays, got 2") == 0,
           "a list of another length differs: %s", why);

    case_outcome single = array_outcome(PC_INT8, 1, flat, 3, a, NULL);
    tap_ok(run, !case_compare(&e, &single, why, sizeof why) &&
                    strncmp(why, "expected arrays (2) [", 21) == 0 && strstr(why, "got array int8"),
           "an array for a list of views differs by kind: %s", why);

    case_outcome none;
    memset(&none, 0, sizeof none);
    none.kind = OUTCOME_ARRAYS;
    made = case_answer_set_arrays(&answer, 0, NULL, NULL, NULL);
    tap_ok(run, made && case_compare(&none, &answer.outcome, why, sizeof why),
           "no views meet an empty list");
    case_answer_free(&answer);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    values(&run);
    scaled(&run);
    strides(&run);
    array_lists(&run);
    return tap_finish(&run);
}
