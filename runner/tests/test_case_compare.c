/*
** test_case_compare.c: case_compare's contract (case_compare.h): exact
** values, every NaN equal to every NaN, -0.0 distinct from +0.0, an ulp
** tolerance where the case gives one, and a view's strides compared only on
** dimensions of size greater than 1, and not at all when it has no element.
*/
#include <math.h>
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

int main(void) {
    tap_run run;
    tap_start(&run);
    values(&run);
    strides(&run);
    return tap_finish(&run);
}
