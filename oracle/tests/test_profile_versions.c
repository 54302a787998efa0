/*
** test_profile_versions.c: the versions of the Array API standard as
** profiles (promcast/profile.h): names, families, the enumeration of a
** family's versions, the dtypes and functions each version has, read from
** each version's text (data-apis/array-api spec/<version>,
** src/array_api_stubs/_<version>, and the change logs).
*/
#include <stdio.h>
#include <string.h>

#include "test_profile_support.h"

static const char *const versions[] = {"2021.12", "2022.12", "2023.12", "2024.12",
                                       "2025.12"};
enum { VERSION_COUNT = (int)(sizeof versions / sizeof versions[0]) };

static const pc_profile *version_profile(int index) {
    char name[32];
    snprintf(name, sizeof name, "array-api@%s", versions[index]);
    return pc_profile_find(name);
}

static void test_names(tap_run *run) {
    const pc_profile *latest = pc_profile_find("array-api");
    tap_ok(run, latest != NULL && latest == pc_profile_find("array-api@2025.12"),
           "plain array-api is the same object as array-api@2025.12");
    tap_is_str(run, pc_profile_name(latest), "array-api",
               "the latest version keeps the plain name");
    tap_is_str(run, pc_profile_family(latest), "array-api", "its family is array-api");
    tap_is_str(run, pc_profile_version(latest), "2025.12", "its version is 2025.12");
    for (int i = 0; i < VERSION_COUNT; i++) {
        const pc_profile *profile = version_profile(i);
        tap_ok(run, profile != NULL, "array-api@%s is found", versions[i]);
        if (profile == NULL) continue;
        tap_is_str(run, pc_profile_version(profile), versions[i], "its version");
        tap_is_str(run, pc_profile_family(profile), "array-api", "its family");
        tap_ok(run, pc_profile_version_at(latest, i) == profile,
               "pc_profile_version_at(array-api, %d) is array-api@%s, oldest first", i,
               versions[i]);
        tap_ok(run, pc_profile_version_at(profile, i) == profile,
               "every version enumerates the same family (index %d)", i);
        if (i < VERSION_COUNT - 1) {
            char expected[32];
            snprintf(expected, sizeof expected, "array-api@%s", versions[i]);
            tap_is_str(run, pc_profile_name(profile), expected, "an older version's name");
        }
    }
    tap_ok(run, pc_profile_version_at(latest, VERSION_COUNT) == NULL,
           "no version past the fifth");
    tap_ok(run, pc_profile_version_at(latest, -1) == NULL, "no version at -1");
    tap_ok(run, pc_profile_find("array-api@2020.12") == NULL, "no version 2020.12");
    tap_ok(run, pc_profile_find("array-api@") == NULL, "an empty version is no profile");
    tap_ok(run, pc_profile_find("torch@2.0") == NULL, "torch has no versions");
    tap_ok(run, pc_profile_find("array") == NULL, "a prefix of a family is no profile");

    int families = 0, array_api_seen = 0;
    for (const pc_profile *profile; (profile = pc_profile_at(families)) != NULL; families++)
        if (profile == latest) array_api_seen++;
    tap_is_int(run, families, 8, "pc_profile_at enumerates the eight families");
    tap_is_int(run, array_api_seen, 1, "array-api once, as its latest version");

    const pc_profile *torch = pc_profile_find("torch");
    tap_is_str(run, pc_profile_family(torch), "torch",
               "a profile without versions is its own family");
    tap_ok(run, pc_profile_version(torch) == NULL, "torch has no version");
    tap_ok(run, pc_profile_version_at(torch, 0) == NULL, "torch enumerates no versions");
}

/* Data Types of each version: complex64 and complex128 from 2022.12
** (https://data-apis.org/array-api/2022.12/API_specification/data_types.html;
** 2021.12's Data Types lists bool, the integers, float32 and float64). */
static void test_dtypes(tap_run *run) {
    static const pc_dtype always[] = {PC_BOOL,   PC_INT8,   PC_INT16,  PC_INT32,
                                      PC_INT64,  PC_UINT8,  PC_UINT16, PC_UINT32,
                                      PC_UINT64, PC_FLOAT32, PC_FLOAT64};
    for (int i = 0; i < VERSION_COUNT; i++) {
        const pc_profile *profile = version_profile(i);
        if (profile == NULL) continue;
        int every = 1;
        for (size_t d = 0; d < sizeof always / sizeof always[0]; d++)
            every &= pc_profile_has_dtype(profile, always[d]);
        tap_ok(run, every, "array-api@%s has bool, the integers, float32, float64",
               versions[i]);
        tap_is_int(run, pc_profile_has_dtype(profile, PC_COMPLEX64), i >= 1,
                   i >= 1 ? "complex64 from 2022.12" : "no complex64 at 2021.12");
        tap_is_int(run, pc_profile_has_dtype(profile, PC_COMPLEX128), i >= 1,
                   i >= 1 ? "complex128 from 2022.12" : "no complex128 at 2021.12");
        tap_is_int(run, pc_profile_has_dtype(profile, PC_FLOAT16), 0, "no float16 in any");
    }
}

/* The functions each version has (each version's API specification index
** and change log, "Additions"): maximum, minimum, copysign, hypot and clip
** from 2023.12, nextafter from 2024.12, broadcast_shapes from 2025.12;
** vecdot, where, matmul, concat, stack, broadcast_to, can_cast,
** result_type, atan2, logaddexp, pow, the bitwise and logical functions
** are in 2021.12 already. */
static void test_ops(tap_run *run) {
    static const struct {
        const char *op;
        int since;  /* index into versions */
    } ops[] = {
        {"add", 0},          {"add_inplace", 0},     {"atan2", 0},
        {"logaddexp", 0},    {"pow", 0},             {"pow_inplace", 0},
        {"bitwise_and", 0},  {"bitwise_left_shift", 0}, {"logical_xor", 0},
        {"floor_divide", 0}, {"remainder", 0},       {"greater_equal", 0},
        {"result_type", 0},  {"promote_types", 0},   {"can_cast", 0},
        {"broadcast_to", 0}, {"broadcast_arrays", 0}, {"where", 0},
        {"matmul", 0},       {"vecdot", 0},          {"concat", 0},
        {"stack", 0},        {"maximum", 2},         {"minimum", 2},
        {"maximum_inplace", 2}, {"copysign", 2},     {"hypot", 2},
        {"clip", 2},         {"nextafter", 3},       {"nextafter_inplace", 3},
        {"broadcast_shapes", 4},
    };
    for (int i = 0; i < VERSION_COUNT; i++) {
        const pc_profile *profile = version_profile(i);
        if (profile == NULL) continue;
        for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
            tap_is_int(run, pc_profile_has_op(profile, ops[k].op), i >= ops[k].since,
                       ops[k].op);
        tap_is_int(run, pc_profile_has_op(profile, "no_such_op"), 0, "an unknown name");
        tap_is_int(run, pc_profile_has_op(profile, "xla_broadcast"), 0,
                   "xla_broadcast is no function of the standard");
    }
    const pc_profile *mlx = pc_profile_find("mlx");
    tap_is_int(run, pc_profile_has_op(mlx, "hypot"), 0, "MLX has no hypot");
    tap_is_int(run, pc_profile_has_op(mlx, "copysign_inplace"), 0, "nor copysign in place");
    tap_is_int(run, pc_profile_has_op(mlx, "maximum"), 1, "MLX has maximum");
    tap_is_int(run, pc_profile_has_op(mlx, "broadcast_shapes"), 1,
               "a profile without versions has every other op");
    tap_is_int(run, pc_profile_has_op(pc_profile_find("torch"), "nextafter_inplace"), 1,
               "torch has nextafter in place");
    tap_is_int(run, pc_profile_has_op(pc_profile_find("numpy"), "no_such_op"), 0,
               "an unknown name, without versions");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    test_names(&run);
    test_dtypes(&run);
    test_ops(&run);
    return tap_finish(&run);
}
