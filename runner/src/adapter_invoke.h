/*
** adapter_invoke.h: running one case through an adapter.
**
** Translates the case's inputs into the adapter ABI's arguments (DLPack
** tensors over the case's own memory), calls the op, and turns what comes
** back into a case_answer (adapter_answer.h: nothing the adapter returns
** is trusted).
*/
#ifndef PROMCAST_RUNNER_ADAPTER_INVOKE_H
#define PROMCAST_RUNNER_ADAPTER_INVOKE_H

#include "adapter_loader.h"
#include "case.h"

/* Runs the case unless the adapter lists no function or dtype for it (a
** skip, said why). */
void adapter_invoke(const loaded_adapter *adapter, const promcast_case *test_case,
                    case_answer *answer);

#endif
