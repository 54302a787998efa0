/*
** array_api_versions.c: the tables of array_api_versions.h. Each row cites
** the text of the version it starts at (data-apis/array-api, spec/<version>
** and src/array_api_stubs/_<version>, and the version's change log,
** https://data-apis.org/array-api/<version>/changelog.html); the version
** before it lacks the function or the rule.
*/
#include "array_api_versions.h"

#include <string.h>

#include "profile_internal.h"

static const char *const version_names[AA_VERSION_COUNT] = {
    [AA_2021_12] = "2021.12", [AA_2022_12] = "2022.12", [AA_2023_12] = "2023.12",
    [AA_2024_12] = "2024.12", [AA_2025_12] = "2025.12",
};

static const aa_version rule_since[AA_RULE_COUNT] = {
    /* Array API standard 2022.12, Data Types,
    ** https://data-apis.org/array-api/2022.12/API_specification/data_types.html:
    ** complex64 and complex128 (2021.12's Data Types has none; the 2022.12
    ** change log, "Additions", "Data Types"). */
    [AA_RULE_COMPLEX_DTYPES] = AA_COMPLEX_DTYPES_SINCE,
    /* Array API standard 2022.12, Type Promotion Rules, "Mixing arrays with
    ** Python scalars",
    ** https://data-apis.org/array-api/2022.12/API_specification/type_promotion.html:
    ** "a Python int, float, or complex for complex floating-point array
    ** data types" (2021.12 names bool, int and float scalars only). */
    [AA_RULE_COMPLEX_SCALAR_WITH_COMPLEX] = AA_2022_12,
    /* Array API standard 2024.12, Type Promotion Rules, "Mixing arrays with
    ** Python scalars",
    ** https://data-apis.org/array-api/2024.12/API_specification/type_promotion.html:
    ** "a Python complex for real-valued floating-point array data types",
    ** converted to "a complex floating-point array data type having the
    ** same precision" (the change log's "Breaking Changes"); 2022.12 and
    ** 2023.12 say "behavior is not specified when mixing a Python complex
    ** and an array with a real-valued data type". */
    [AA_RULE_COMPLEX_SCALAR_WITH_REAL_FLOATING] = AA_2024_12,
    /* Array API standard 2024.12, Element-wise Functions,
    ** https://data-apis.org/array-api/2024.12/API_specification/elementwise_functions.html:
    ** each binary function's x1 and x2 are "Union[array, int, float,
    ** complex, bool]" ("Added scalar argument support", the change log's
    ** "Scalar Argument Support": all 28 functions promcast has). Before,
    ** x1 and x2 are arrays: a scalar argument to a function is outside the
    ** standard, while the operators took scalars from 2021.12 on. */
    [AA_RULE_SCALAR_ELEMENTWISE_ARGUMENTS] = AA_2024_12,
    /* Array API standard 2024.12, Data Type Functions, result_type,
    ** https://data-apis.org/array-api/2024.12/API_specification/generated/array_api.result_type.html:
    ** "*arrays_and_dtypes: Union[array, int, float, complex, bool, dtype]"
    ** ("Added scalar argument support"); 2023.12's takes arrays and dtypes
    ** only. */
    [AA_RULE_SCALAR_RESULT_TYPE_ARGUMENTS] = AA_2024_12,
    /* Array API standard 2024.12, Searching Functions, where,
    ** https://data-apis.org/array-api/2024.12/API_specification/generated/array_api.where.html:
    ** x1 and x2 "Union[array, int, float, complex, bool]" ("Added scalar
    ** argument support"); 2023.12's are arrays. */
    [AA_RULE_SCALAR_WHERE_ARGUMENTS] = AA_2024_12,
    /* Array API standard 2024.12, Element-wise Functions, clip,
    ** https://data-apis.org/array-api/2024.12/API_specification/generated/array_api.clip.html:
    ** min and max "Should have the same data type as x"; "If either min or
    ** max is an array having a different data type than x, behavior is
    ** unspecified" (the change log: "clarify behavior when arguments have
    ** different data types"). 2023.12's leaves only "different data type
    ** kinds" open: a bound array of x's kind and another dtype is clipped
    ** into x's dtype ("The returned array must have the same data type as
    ** x"). */
    [AA_RULE_CLIP_BOUNDS_OWN_DTYPE] = AA_2024_12,
};

/* The functions promcast checks that a version after 2021.12 added, by the
** case format's names, and the version each starts at. Every other one is
** in 2021.12's text (Element-wise Functions: add, subtract, multiply,
** divide, floor_divide, remainder, pow, atan2, logaddexp, the comparisons,
** bitwise_and, bitwise_or, bitwise_xor, bitwise_left_shift,
** bitwise_right_shift, logical_and, logical_or, logical_xor; Data Type
** Functions: can_cast, result_type; Manipulation Functions:
** broadcast_arrays, broadcast_to, concat, stack; Searching Functions:
** where; Linear Algebra Functions: matmul, vecdot; the in-place operators
** of Array Object), https://data-apis.org/array-api/2021.12/API_specification/index.html. */
static const struct op_since {
    const char *op;
    int since;  /* -1: in no version */
} op_table[] = {
    /* Array API standard 2023.12, Element-wise Functions,
    ** https://data-apis.org/array-api/2023.12/API_specification/elementwise_functions.html:
    ** clip, copysign, hypot, maximum and minimum ("New in version 2023.12";
    ** the 2023.12 change log's "Additions"). */
    {"clip", AA_2023_12},
    {"copysign", AA_2023_12},
    {"hypot", AA_2023_12},
    {"maximum", AA_2023_12},
    {"minimum", AA_2023_12},
    /* Array API standard 2024.12, Element-wise Functions,
    ** https://data-apis.org/array-api/2024.12/API_specification/elementwise_functions.html:
    ** nextafter ("New in version 2024.12"). */
    {"nextafter", AA_2024_12},
    /* Array API standard 2025.12, Manipulation Functions,
    ** https://data-apis.org/array-api/2025.12/API_specification/manipulation_functions.html:
    ** broadcast_shapes ("New in version 2025.12"). */
    {"broadcast_shapes", AA_2025_12},
    /* promcast's own shape operations, no function of the standard. */
    {"xla_broadcast", -1},
    {"sum_to_shape", -1},
};

/* The ops 2021.12 has: every name the case format gives an op with a
** profile, and the shape rules of the standard's broadcasting. */
static const char *const ops_2021_12[] = {
    "promote_types", "result_type", "can_cast", "broadcast_to", "broadcast_arrays",
    "inplace_broadcast", "where", "matmul", "vecdot", "concat", "stack",
};

const char *aa_version_name(aa_version version) {
    return (int)version >= 0 && version < AA_VERSION_COUNT ? version_names[version] : NULL;
}

int aa_version_of(const pc_profile *profile) {
    if (profile == NULL || profile->version == NULL ||
        strcmp(profile->family, "array-api") != 0)
        return -1;
    for (int i = 0; i < AA_VERSION_COUNT; i++)
        if (strcmp(version_names[i], profile->version) == 0) return i;
    return -1;
}

aa_version aa_rule_since(aa_rule rule) { return rule_since[rule]; }

int aa_rule_holds(const pc_profile *profile, aa_rule rule) {
    int version = aa_version_of(profile);
    return version >= 0 && (int)rule >= 0 && rule < AA_RULE_COUNT &&
           version >= (int)rule_since[rule];
}

static int listed_since(const char *op) {
    for (size_t i = 0; i < sizeof op_table / sizeof op_table[0]; i++)
        if (strcmp(op_table[i].op, op) == 0) return op_table[i].since;
    for (size_t i = 0; i < sizeof ops_2021_12 / sizeof ops_2021_12[0]; i++)
        if (strcmp(ops_2021_12[i], op) == 0) return AA_2021_12;
    return -2;
}

int aa_op_since(const char *op) {
    if (op == NULL) return -1;
    int since = listed_since(op);
    if (since != -2) return since;
    /* The element-wise functions: 2021.12's unless listed; the in-place
    ** form of each is there where its function is. */
    int binary = pc_binary_op_of_case_name(op);
    if (binary < 0) return -1;
    since = listed_since(pc_binary_op_name((pc_binary_op)binary));
    return since == -2 ? AA_2021_12 : since;
}
