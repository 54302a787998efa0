/*
** case_oracle.h: a case's answer according to the reference oracle.
*/
#ifndef PROMCAST_RUNNER_CASE_ORACLE_H
#define PROMCAST_RUNNER_CASE_ORACLE_H

#include "case.h"

/* Answers `test_case` with the oracle under `profile` (the case's own
** profile, or any profile for a profile-free case). The answer's outcome is
** an error kind when the oracle says the operation fails. */
void case_oracle_answer(const promcast_case *test_case,
                        const pc_profile *profile, case_answer *answer);

#endif
