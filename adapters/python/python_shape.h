/*
** python_shape.h: shapes between the ABI and Python, and the two shape
** questions a Python library answers the same way whatever its API
** (shared by adapters/numpy and adapters/array_api):
** - broadcast_shapes: the library's function of shapes, called with one
**   tuple of Python ints per shape, its answer a tuple of ints;
** - inplace_broadcast: `destination += source` on two arrays the caller
**   made; the library allows it or raises, and both of its refusals
**   (shapes that do not broadcast, a broadcast shape that is not the
**   destination's) are the answer no (cases/README.md, Semantics).
** `fail` classifies a pending Python exception as the adapter's table
** says (python_scalar.h).
*/
#ifndef PROMCAST_PYTHON_SHAPE_H
#define PROMCAST_PYTHON_SHAPE_H

#include "python_embed.h"

#include "promcast/adapter.h"
#include "python_scalar.h"

/* A shape as the tuple of Python ints libraries take; NULL with *status
** set (INVALID_ARGUMENT naming `role` for a malformed shape). */
PyObject *python_shape_tuple(const promcast_call *call, promcast_shape shape, const char *role,
                             python_failure fail, int32_t *status);

/* function(*shapes) into *result: the library's answer must be a tuple of
** at most PROMCAST_MAX_RANK ints. */
int32_t python_broadcast_shapes(const promcast_call *call, PyObject *function, int32_t count,
                                const promcast_shape *shapes, python_failure fail,
                                promcast_shape_result *result);

/* `into += from`: *allowed = 1 when the library allows it, 0 when its
** refusal is INCOMPATIBLE_SHAPES or INPLACE_SHAPE_CHANGE by `fail`; any
** other refusal is returned as a status. */
int32_t python_inplace_allowed(const promcast_call *call, PyObject *into, PyObject *from,
                               python_failure fail, int32_t *allowed);

#endif
