/*
** case_versions.c: a case's `versions` (case_versions.h).
*/
#include "case_versions.h"

#include <stdio.h>
#include <string.h>

int case_version_index(const pc_profile *family, const char *version) {
    for (int i = 0; i < CASE_MAX_VERSIONS; i++) {
        const pc_profile *at = pc_profile_version_at(family, i);
        if (at == NULL) return -1;
        if (strcmp(pc_profile_version(at), version) == 0) return i;
    }
    return -1;
}

int case_holds_at(const promcast_case *test_case, const pc_profile *version) {
    if (test_case->versions == 0) return 1;
    const char *name = pc_profile_version(version);
    const pc_profile *family = test_case->profile ? pc_profile_find(test_case->profile) : NULL;
    int index = name && family ? case_version_index(family, name) : -1;
    return index >= 0 && (test_case->versions >> index & 1u);
}

const pc_profile *case_profile_version_at(const promcast_case *test_case, int index) {
    const pc_profile *family = pc_profile_find(test_case->profile ? test_case->profile : "torch");
    if (family == NULL) return NULL;
    if (pc_profile_version(family) == NULL) return index == 0 ? family : NULL;
    return index < CASE_MAX_VERSIONS ? pc_profile_version_at(family, index) : NULL;
}

size_t case_versions_format(const promcast_case *test_case, char *buffer, size_t size) {
    size_t used = 0;
    if (size) buffer[0] = '\0';
    const pc_profile *at;
    for (int i = 0; (at = case_profile_version_at(test_case, i)) != NULL; i++) {
        if (test_case->versions && !(test_case->versions >> i & 1u)) continue;
        const char *name = pc_profile_version(at);
        int wrote = snprintf(buffer + used, used < size ? size - used : 0, "%s%s",
                             used ? ", " : "", name ? name : "");
        if (wrote > 0) used += (size_t)wrote;
    }
    return used < size ? used : (size ? size - 1 : 0);
}
