/*
** fuzz_open.h: the cases whose outcome the rules leave open, which the
** fuzzer neither draws nor keeps while shrinking.
**
** The oracle gives one answer to every case, but docs/values.md allows
** several where libraries' formulas legitimately differ. A drawn case
** there would report a conforming library, so the fuzzer keeps to the
** values the corpus draws (generator/promcast_families/value_pools.py):
**
** - Complex divide, pow, atan2 and logaddexp (an element-wise case with a
**   complex operand, array or Python scalar): every value of both operands
**   is moderate, each real part finite, nonzero and of magnitude within
**   [1/4, 3] (a bool is True, an integer 1, 2, 3, -1 or -2). Zero,
**   infinite, NaN and subnormal parts are where the textbook formula,
**   Smith's algorithm and its scaled variants, and the libraries' complex
**   pow disagree.
** - matmul and vecdot of a floating or complex result: the sum of the
**   product magnitudes may not reach half the largest finite value of the
**   narrowest floating dtype of the operands, bounded as K * max|x1| *
**   max|x2| over the finite elements (complex: |re| + |im|), K the
**   contracted length. Past it a product or a partial sum may overflow
**   the dtype, and a library accumulating in the dtype gets NaN (-inf +
**   inf) or inf where the exact sum, rounded once, is finite.
** - sum_to_shape of a floating or complex gradient: likewise, twice the
**   gradient's element count times its largest finite part stays
**   below the dtype's largest finite value, for a sum past it overflows in
**   one order and not in another (PyTorch sums in cascades; the oracle in
**   row-major order), so even which of inf and NaN comes out is the
**   library's.
*/
#ifndef PROMCAST_RUNNER_FUZZ_OPEN_H
#define PROMCAST_RUNNER_FUZZ_OPEN_H

#include "case.h"

/* Whether the case is a complex divide, pow, atan2 or logaddexp, whose
** values must all be moderate. */
int fuzz_moderate_case(const promcast_case *c);

/* Whether a real value (a part of a complex one) is moderate. */
int fuzz_moderate_real(double value);

/* The largest finite value of a real floating dtype (float64's for any
** other). */
double fuzz_largest_finite(pc_dtype part);

/* The largest magnitude of the finite parts of an array's elements (a
** real element's one part, a complex element's two, each on its own), 0
** for none. */
double fuzz_largest_finite_part(const case_array *array);

/* Whether the rules leave the case's outcome open (above). */
int fuzz_case_open(const promcast_case *c);

#endif
