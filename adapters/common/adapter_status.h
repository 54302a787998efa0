/*
** adapter_status.h: statuses and messages of the adapters built on the
** oracle.
**
** pc_status (promcast/status.h) and promcast_status (promcast/adapter.h)
** give the case format's error kinds the same values, by design;
** adapter_status.c asserts it value by value, so a new kind added to one
** and not the other breaks the build instead of the mapping.
*/
#ifndef PROMCAST_ADAPTER_STATUS_H
#define PROMCAST_ADAPTER_STATUS_H

#include "promcast/adapter.h"
#include "promcast/status.h"

/* The ABI status of an oracle status; PROMCAST_STATUS_INTERNAL_ERROR for a
** value outside pc_status. */
int32_t adapter_status_of(pc_status status);

/* Writes the printf-style message into call->message (when the runner gave
** a buffer) and returns `status`. */
int32_t adapter_fail(const promcast_call *call, int32_t status, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The ABI status of what an oracle function returned: PROMCAST_STATUS_OK
** for PC_OK, else the same kind with error's message copied into
** call->message. (The status returned is the truth; a pc_error is only
** filled on failure.) */
int32_t adapter_from_oracle(const promcast_call *call, pc_status status, const pc_error *error);

#endif
