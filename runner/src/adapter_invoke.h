/*
** adapter_invoke.h: running one case through an adapter.
**
** Translates the case's inputs into the adapter ABI's arguments (DLPack
** tensors over the case's own memory), calls the op, and turns what comes
** back into a case_answer. Nothing the adapter returns is trusted: a status
** outside the enumeration, a NULL or malformed tensor (rank over 64, a
** negative size, a dtype code DLPack does not define, negative or
** overflowing strides, a device other than the CPU) makes the answer a
** fault with the reason, never a crash of the runner.
*/
#ifndef PROMCAST_RUNNER_ADAPTER_INVOKE_H
#define PROMCAST_RUNNER_ADAPTER_INVOKE_H

#include "case.h"
#include "promcast/adapter.h"

void adapter_invoke(const promcast_adapter *adapter, const promcast_case *test_case,
                    case_answer *answer);

/* The adapter ABI's op code of a case. */
promcast_op adapter_op_of(const promcast_case *test_case);

#endif
