/*
** promcast/status.h: the closed set of outcomes and the error record.
**
** Every fallible function in the oracle returns a pc_status and, when it is
** not PC_OK, fills a caller-owned pc_error. The status names are the error
** kinds of the case format (cases/README.md) and are shared with adapters:
** the runner compares an implementation's error kind with the case's by
** these names.
*/
#ifndef PROMCAST_STATUS_H
#define PROMCAST_STATUS_H

#include "promcast/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum pc_status {
    PC_OK = 0,
    /* Broadcasting failed: two sizes differ and neither is 1
    ** (Array API broadcasting algorithm, "throw an exception"). */
    PC_INCOMPATIBLE_SHAPES,
    /* In place, broadcasting would change the destination's shape
    ** (Array API "In-place Semantics"). */
    PC_INPLACE_SHAPE_CHANGE,
    /* XLA broadcast_dimensions violate a rule of InferInDimBroadcastShape or
    ** the equal-rank identity rule (xla/service/shape_inference.cc). */
    PC_INVALID_BROADCAST_DIMENSIONS,
    /* The profile defines no common dtype (PyTorch promoteTypes errors). */
    PC_NO_PROMOTION,
    /* The result dtype cannot be cast to the destination (in-place, out=). */
    PC_CANNOT_CAST,
    /* The op refuses these dtypes (bitwise_and of floats, bool - bool). */
    PC_UNSUPPORTED_DTYPE_FOR_OP,
    /* A Python scalar does not fit the dtype it is converted to (NEP 50). */
    PC_SCALAR_OUT_OF_RANGE,
    /* The specification leaves the outcome to implementations. */
    PC_UNDEFINED,
    /* A shape's element count exceeds INT64_MAX. */
    PC_SHAPE_OVERFLOW,
    /* A caller error: negative dimension, rank over PC_MAX_RANK, unknown
    ** name, buffers that do not match the shapes they claim. */
    PC_INVALID_ARGUMENT,
    /* The library refuses an operand's value, not its dtype or shape
    ** (PyTorch's "ZeroDivisionError" for integer floor_divide and
    ** remainder by zero). Appended, so the kinds above keep their numbers. */
    PC_INVALID_VALUE,
    /* An axis argument lies outside the dimensions it indexes (concat's,
    ** stack's or vecdot's `axis`: NumPy's AxisError, PyTorch's "Dimension
    ** out of range"). Appended, so the kinds above keep their numbers. */
    PC_INVALID_AXIS,
    /* An operand's rank is one the function does not take (matmul of a 0-d
    ** array, concat of 0-d arrays). */
    PC_INVALID_RANK,
    PC_STATUS_COUNT
} pc_status;

/* Which operand or dimension an error concerns; -1 when it concerns none. */
enum { PC_ERROR_NONE_INDEX = -1 };

/* Filled by a failing call. Owned by the caller; the oracle never keeps a
** pointer to it. The message is one line, without a trailing newline. */
typedef struct pc_error {
    pc_status status;
    int operand_a;   /* index of the first operand involved, or -1 */
    int operand_b;   /* index of the second operand involved, or -1 */
    int dimension;   /* output dimension involved, or -1 */
    char message[320];
} pc_error;

/* The case-format name of a status ("incompatible_shapes", ...), or "ok".
** Never NULL: an out-of-range value gives "invalid_status". */
PC_API const char *pc_status_name(pc_status status);

/* Parses a case-format name. Returns 1 and sets *status, or 0 if unknown. */
PC_API int pc_status_parse(const char *name, pc_status *status);

/* Fills err (which may be NULL) and returns status. printf-style message. */
PC_API pc_status pc_error_set(pc_error *err, pc_status status, int operand_a,
                       int operand_b, int dimension, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

/* Resets err (which may be NULL) to PC_OK with an empty message. */
PC_API void pc_error_clear(pc_error *err);

#ifdef __cplusplus
}
#endif
#endif
