/*
** exec_answer.h: the decoder of an adapter process's answer frame
** (docs/adapters.md, "Out-of-process adapters: the protocol").
**
** The answer is untrusted input: the decoder accepts exactly the
** protocol's answer to the call it was given, `{"id": ID, "outcome":
** OUTCOME, "message": TEXT, "payload": N}`, and refuses anything else with
** one line saying exactly what is wrong ("answer 12 to call 11",
** "payload of 6 bytes, the array needs 8", "dtype float64, which the
** adapter did not claim"). It never crashes, whatever the bytes
** (fuzz/fuzz_exec_answer.c); adapters/exec/tests/answers/ holds one
** malformed answer for each refusal with its message.
**
** Decoding is in two steps, as the frame arrives: the JSON line (which says
** how many payload bytes follow), then the payload, which
** exec_answer_check_payload lays out over the arrays.
*/
#ifndef PROMCAST_EXEC_ANSWER_H
#define PROMCAST_EXEC_ANSWER_H

#include <stddef.h>
#include <stdint.h>

#include "promcast/adapter.h"

/* The largest payload an answer may announce: 1 GiB. */
#define EXEC_MAX_PAYLOAD ((size_t)1 << 30)

typedef enum exec_outcome_kind {
    EXEC_OUTCOME_SHAPE = 0,
    EXEC_OUTCOME_DTYPE = 1,
    EXEC_OUTCOME_ANSWER = 2,
    EXEC_OUTCOME_ARRAY = 3,
    EXEC_OUTCOME_ARRAYS = 4,
    EXEC_OUTCOME_ERROR = 5,
    EXEC_OUTCOME_UNSUPPORTED = 6,
    EXEC_OUTCOME_INTERNAL_ERROR = 7
} exec_outcome_kind;

/* The outcomes a call may answer besides error, unsupported and
** internal_error, as bits (1 << kind). */
#define EXEC_EXPECT(kind) (1u << (kind))

/* What the runner knows of the call it is decoding an answer to. */
typedef struct exec_expectation {
    int64_t id;                /* the call's id */
    const char *op_name;       /* for messages */
    unsigned outcomes;         /* EXEC_EXPECT bits */
    int32_t array_count;       /* arrays: the count the call needs */
    int views;                 /* 1 when arrays may (and should) carry strides */
    const DLDataType *dtypes;  /* the dtypes the adapter claimed */
    int32_t dtype_count;
} exec_expectation;

/* One array of an answer: its elements lie at `offset` in the payload,
** `size` bytes, row-major; strides (element strides of a view) or NULL. */
typedef struct exec_array {
    DLDataType dtype;
    int32_t ndim;
    int64_t *dims;
    int64_t *strides;
    int64_t count;
    size_t offset;
    size_t size;
} exec_array;

typedef struct exec_answer {
    exec_outcome_kind kind;
    int32_t status;           /* EXEC_OUTCOME_ERROR: the ABI status of the kind */
    int32_t ndim;             /* EXEC_OUTCOME_SHAPE */
    int64_t dims[PROMCAST_MAX_RANK];
    DLDataType dtype;         /* EXEC_OUTCOME_DTYPE */
    int answer;               /* EXEC_OUTCOME_ANSWER: 1 or 0 */
    int32_t array_count;      /* EXEC_OUTCOME_ARRAY (1) and EXEC_OUTCOME_ARRAYS */
    exec_array *arrays;       /* owned */
    int64_t *layout;          /* owned: the arrays' dims and strides */
    size_t payload;           /* the bytes after the line */
    char message[1024];       /* the answer's message, or "" */
} exec_answer;

void exec_answer_init(exec_answer *answer);
void exec_answer_free(exec_answer *answer);

/* Decodes the JSON line of an answer to the call `expect` describes.
** Returns 1 with `answer` filled (its payload size checked against its
** arrays), or 0 with the reason in `error`. */
int exec_answer_decode(const char *line, size_t length, const exec_expectation *expect,
                       exec_answer *answer, char *error, size_t error_size);

/* Checks the payload of a decoded answer against its arrays: a view's
** elements that share a place in memory (stride 0) must be equal, as they
** are one element of the library's. Returns 1, or 0 with the reason. */
int exec_answer_check_payload(const exec_answer *answer, const unsigned char *payload,
                              char *error, size_t error_size);

/* A whole answer frame in memory, its JSON line, '\n' and payload (the
** fuzz harness and the malformed answers' test): exec_answer_decode, then
** exactly answer->payload bytes must follow the line, then
** exec_answer_check_payload. Returns 1, or 0 with the reason. */
int exec_answer_decode_frame(const unsigned char *frame, size_t size, const exec_expectation *expect,
                             exec_answer *answer, char *error, size_t error_size);

/* The expectation of an answer to a call of the case format's op `name`
** ("add", "broadcast_to", "broadcast_arrays" with `array_count` operands,
** ...), claiming `dtypes`: 1, or 0 for an unknown name. */
int exec_expectation_for(const char *name, int64_t id, int32_t array_count, const DLDataType *dtypes,
                         int32_t dtype_count, exec_expectation *expect);

/* The offset (in elements) of the last element of a view of `ndim` dims
** with `strides` (all >= 0), plus one: the elements its memory needs. */
int64_t exec_view_extent(int32_t ndim, const int64_t *dims, const int64_t *strides);

#endif
