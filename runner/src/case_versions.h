/*
** case_versions.h: a case's `versions` (cases/README.md "Case"): the
** versions of its profile's specification (the Array API standard's
** 2021.12 ... 2025.12) whose rules give its expectation.
**
** A case stores them as a bit set over the oracle's list of its family's
** versions (pc_profile_version_at, oldest first); 0 means the key is
** absent, which is every version.
*/
#ifndef PROMCAST_RUNNER_CASE_VERSIONS_H
#define PROMCAST_RUNNER_CASE_VERSIONS_H

#include <stddef.h>

#include "case.h"

/* At most this many versions a family (a bit each in promcast_case's
** `versions`). */
#define CASE_MAX_VERSIONS 8

/* The index of `version` ("2023.12") among the versions of `family` (the
** profile a case names), or -1. */
int case_version_index(const pc_profile *family, const char *version);

/* Whether `test_case` holds at the version profile `version` (a profile of
** the case's family, e.g. pc_profile_find("array-api@2021.12")). A case
** without versions holds at each. */
int case_holds_at(const promcast_case *test_case, const pc_profile *version);

/* Writes the versions `test_case` holds at, "2023.12, 2024.12, 2025.12"
** (every version of its family when it lists none). Returns the length. */
size_t case_versions_format(const promcast_case *test_case, char *buffer, size_t size);

/* The profile of a case at its family's version index `index` (oldest
** first), or NULL past the end; for a case of a profile without versions,
** its profile at index 0. */
const pc_profile *case_profile_version_at(const promcast_case *test_case, int index);

#endif
