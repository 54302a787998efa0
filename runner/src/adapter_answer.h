/*
** adapter_answer.h: an adapter's answer, checked and copied into a
** case_answer. An adapter may return anything: a status outside the
** enumeration, a NULL or malformed tensor (rank over 64, a negative size,
** a dtype code DLPack does not define, negative or overflowing strides, a
** device other than the CPU). Each becomes a fault with the reason, never a
** crash of the runner.
*/
#ifndef PROMCAST_RUNNER_ADAPTER_ANSWER_H
#define PROMCAST_RUNNER_ADAPTER_ANSWER_H

#include "case.h"
#include "promcast/adapter.h"

/* The case is skipped (the adapter cannot run it), or the adapter
** misbehaved: the answer's disposition, with the formatted reason. */
void adapter_skip(case_answer *answer, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
void adapter_fault(case_answer *answer, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/* Maps an op's status: returns 1 when it is OK, else makes the answer the
** error kind, a skip (UNSUPPORTED) or a fault, with the adapter's message. */
int adapter_accept_status(int32_t status, case_answer *answer);

/* A returned shape or dtype as the answer's outcome; 0 (a fault) when it
** is out of range. */
int adapter_accept_shape(const promcast_shape_result *result, case_answer *answer);
int adapter_accept_dtype(DLDataType type, case_answer *answer);

/* Checks a returned tensor and copies its elements, row-major, into the
** answer; keeps its strides (in elements) when `keep_strides`. Deletes the
** tensor in every case. */
void adapter_accept_tensor(DLManagedTensor *managed, int keep_strides, case_answer *answer);

/* broadcast_arrays' views: checks each of the `count` tensors and copies
** their elements, row-major, with their strides, into the answer (an
** arrays outcome). Deletes none: the caller deletes each exactly once. */
void adapter_accept_views(DLManagedTensor *const *managed, int count, case_answer *answer);

#endif
