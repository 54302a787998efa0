/*
** fuzz_shrink.h: the simpler neighbours of a case, for shrinking a
** failing case to a minimal one.
**
** Each candidate is the case with one thing made simpler: a dimension
** removed (the slice at index 0 kept), a dimension cut to 1 or to half, an
** operand of a list dropped, elements made 0, 1 or the first element's
** value, a Python scalar made 0 or 1, an axis or the default float dtype
** made the default. Candidates come in a fixed order, simplest change
** first, so shrinking is deterministic; each is strictly simpler by a
** measure that cannot fall forever (fuzz_case_size), so repeating "take
** the first candidate that still fails the same way" ends.
**
** A candidate's inputs share the storage of the case they come from, and
** what is new is in `arena`; its expectation is left for the caller
** (fuzz_expect).
*/
#ifndef PROMCAST_RUNNER_FUZZ_SHRINK_H
#define PROMCAST_RUNNER_FUZZ_SHRINK_H

#include "case.h"

/* Writes at most `capacity` candidates simpler than `test_case` to
** `candidates`; returns how many, or -1 when out of memory. */
int fuzz_shrink_candidates(const promcast_case *test_case, case_arena *arena,
                           promcast_case *candidates, int capacity);

#endif
