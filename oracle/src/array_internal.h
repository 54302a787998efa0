/*
** array_internal.h: checks on pc_array arguments that the public header
** (promcast/array.h) does not offer.
*/
#ifndef PROMCAST_ARRAY_INTERNAL_H
#define PROMCAST_ARRAY_INTERNAL_H

#include "promcast/array.h"

/* PC_INVALID_ARGUMENT when a destination (operand `operand`, called `role`
** in the message) holds two elements at one address through a stride of 0
** on a dimension of size > 1; an empty array writes nothing, so passes. */
pc_status pc_array_check_writable(const pc_array *array, int operand,
                                  const char *role, pc_error *err);

#endif
