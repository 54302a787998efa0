/*
** array_api_errors.h: what the namespace's exceptions mean, as statuses.
**
** The adapter decides no outcome (adapter.h, RULES FOR ADAPTER AUTHORS):
** when the namespace raises, a table (array_api_errors.c) names the error
** kind the exception means, by its class, a fragment of its message where
** the class alone does not tell, and the kind of call it comes from (the
** ARRAY_API_IN_* groups of array_api_tables.h): a TypeError means no
** promotion in result_type but a dtype refused by an in-place operator.
** The exception's "Type: message" is kept in the call's message, so the
** report shows what the namespace said. An exception no rule knows is
** PROMCAST_STATUS_INTERNAL_ERROR (the case fails, with that text).
*/
#ifndef PROMCAST_ARRAY_API_ERRORS_H
#define PROMCAST_ARRAY_API_ERRORS_H

#include "python_embed.h"

#include "array_api_tables.h"
#include "promcast/adapter.h"

/* The status an exception of `type` with text `text` means in a call of
** group `group`. */
int32_t array_api_error_classify(PyObject *type, const char *text, int group);

/* Takes the pending exception (clearing it), writes "Type: text" into
** call->message and returns its status. */
int32_t array_api_error_status(const promcast_call *call, int group);

#endif
