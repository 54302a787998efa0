/*
** fuzz_shrink.h: the simpler neighbours of a case, for shrinking a
** failing case to a minimal one.
**
** Each candidate is the case with one thing made simpler: a dimension
** removed (the slice at index 0 kept) or cut to 1, to half or to one less,
** in all arrays at once (aligned from the right, as broadcasting aligns
** them) or in one; an operand of a list dropped; elements made 0, 1 or
** the first element's value; a Python scalar made 0 or 1 (or real); an
** axis or the default float dtype made the default. No candidate is one
** the rules leave open (fuzz_open.h): a shrink stays within what the
** fuzzer draws, so in a complex divide, pow, atan2 or logaddexp, whose
** values must stay moderate, the moderate 1 (1+1j complex) stands for 0
** and 1, and a matmul or vecdot gets no values whose sums may overflow.
** Candidates come in a
** fixed order, larger changes first, so shrinking is deterministic. Every
** change but one lowers the case's size (its dimensions and elements) or
** moves a value down the order 0 < 1 < anything else; the one, every
** element made the first's, leaves the values fewer distinct. A shrink
** that repeats "take the first candidate that still fails the same way"
** ends, and fuzz_run.c bounds its rounds besides.
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
