/*
** promcast/shape.h: shapes, their text form, and their element counts.
**
** A pc_shape is a value: rank and dimensions inline, no allocation. Rank 0 is
** a 0-d array (shape "[]"). Dimensions are non-negative; a shape whose element
** count exceeds INT64_MAX is representable but reported as PC_SHAPE_OVERFLOW
** wherever a count is needed.
*/
#ifndef PROMCAST_SHAPE_H
#define PROMCAST_SHAPE_H

#include "promcast/api.h"

#include <stddef.h>
#include <stdint.h>

#include "promcast/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The highest rank the oracle accepts. NumPy 2 allows 64 dimensions
** (NPY_MAXDIMS); PyTorch allows more, but no case needs them. */
#define PC_MAX_RANK 64

typedef struct pc_shape {
    int rank;
    int64_t dims[PC_MAX_RANK];
} pc_shape;

/* Checks 0 <= rank <= PC_MAX_RANK and every dimension >= 0.
** `operand` names the operand in the error (or -1). */
PC_API pc_status pc_shape_validate(const pc_shape *shape, int operand, pc_error *err);

/* Product of the dimensions; PC_SHAPE_OVERFLOW if it exceeds INT64_MAX.
** A shape with a 0 dimension has 0 elements, whatever the others are. */
PC_API pc_status pc_shape_element_count(const pc_shape *shape, int64_t *count,
                                 pc_error *err);

PC_API int pc_shape_equal(const pc_shape *a, const pc_shape *b);

/* Parses "[8,1,6,1]", "[]" or "[ 3 ]" (the CLI and case-file text form):
** decimal dimensions, no sign, separated by commas, optional blanks.
** PC_INVALID_ARGUMENT with the offending character's position otherwise. */
PC_API pc_status pc_shape_parse(const char *text, pc_shape *shape, pc_error *err);

/* Writes "[8,7,6,5]" into buffer (always NUL-terminated when size > 0).
** Returns the length the full text needs, like snprintf. */
PC_API size_t pc_shape_format(const pc_shape *shape, char *buffer, size_t size);

#ifdef __cplusplus
}
#endif
#endif
