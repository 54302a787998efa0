/*
** array_api_versions.h: the versions of the Array API standard and, as
** data, the version each of its rules and functions starts at
** (array_api_versions.c cites each from its version's text). The profile
** (profile_array_api.c) and the function rules consult these tables instead
** of testing versions themselves. Internal.
*/
#ifndef PROMCAST_ARRAY_API_VERSIONS_H
#define PROMCAST_ARRAY_API_VERSIONS_H

#include "promcast/profile.h"

/* The versions, oldest first; their order is the standard's. */
typedef enum aa_version {
    AA_2021_12,
    AA_2022_12,
    AA_2023_12,
    AA_2024_12,
    AA_2025_12,
    AA_VERSION_COUNT
} aa_version;

/* The version the complex dtypes start at, a constant because the
** profiles' has_dtype tables are static (array_api_versions.c cites it). */
#define AA_COMPLEX_DTYPES_SINCE AA_2022_12

/* A rule that changed between versions: it holds from the version the
** table gives (array_api_versions.c) at every later one. vecdot's and
** concat's version-dependent rules are rows of function_rules.c. */
typedef enum aa_rule {
    /* complex64 and complex128 exist */
    AA_RULE_COMPLEX_DTYPES,
    /* a Python complex beside an array of a complex dtype, in an operator */
    AA_RULE_COMPLEX_SCALAR_WITH_COMPLEX,
    /* a Python complex beside a real floating array, in an operator: the
    ** complex dtype of the array's precision */
    AA_RULE_COMPLEX_SCALAR_WITH_REAL_FLOATING,
    /* a Python scalar argument to an element-wise function (not only to
    ** an operator) */
    AA_RULE_SCALAR_ELEMENTWISE_ARGUMENTS,
    /* a Python scalar argument to result_type */
    AA_RULE_SCALAR_RESULT_TYPE_ARGUMENTS,
    /* a Python scalar x1 or x2 of where */
    AA_RULE_SCALAR_WHERE_ARGUMENTS,
    /* clip: bounds whose dtype differs from x's are left open (before, the
    ** text's "Should have the same data type as x" is missing) */
    AA_RULE_CLIP_BOUNDS_OWN_DTYPE,
    AA_RULE_COUNT
} aa_rule;

/* "2021.12" ... */
const char *aa_version_name(aa_version version);

/* The version `profile` is, or -1 for a profile of another family. */
int aa_version_of(const pc_profile *profile);

/* Whether `rule` holds at the version `profile` is (0 for other profiles). */
int aa_rule_holds(const pc_profile *profile, aa_rule rule);

/* The version a function of the case format's name starts at ("maximum":
** AA_2023_12), or -1 if no version has it. */
int aa_op_since(const char *op);

/* The version a rule starts at. */
aa_version aa_rule_since(aa_rule rule);

#endif
