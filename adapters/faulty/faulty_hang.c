/*
** faulty_hang.c: an adapter that never returns on one trigger.
**
** Trigger: xla_broadcast with a 0-d operand (in cases/spec:
** spec/xla/lower-rank/scalar only; every other xla_broadcast case of
** spec/xla.json has two dimensioned operands). Every other call is the
** oracle's. The call sleeps in pause() forever, using no CPU, until a
** signal kills the process (the runner's timeout).
*/
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

#include "faulty.h"

static int32_t hanging_xla_broadcast(void *state, const promcast_call *call, promcast_shape lhs,
                                     promcast_shape rhs, int32_t dims_count,
                                     const int64_t *dims, promcast_shape_result *result) {
    if (lhs.ndim == 0 || rhs.ndim == 0)
        for (;;) pause();
    return ORACLE->xla_broadcast(state, call, lhs, rhs, dims_count, dims, result);
}

ORACLE_DERIVED_ENTRY("faulty_hang", "promcast oracle, hanging on xla_broadcast with a 0-d operand",
                     xla_broadcast, hanging_xla_broadcast)
