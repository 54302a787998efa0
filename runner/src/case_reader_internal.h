/*
** case_reader_internal.h: what the case reader's files share
** (case_reader.c: files, cases, ops and expectations; case_reader_json.c:
** the context and the JSON helpers; case_reader_values.c: the format's
** values: dtypes, shapes, arrays, scalars, operands).
**
** Every function that can fail returns 1 on success and 0 after recording
** the error in the context (reader_refuse), so the first fault found is the
** one reported.
*/
#ifndef PROMCAST_RUNNER_CASE_READER_INTERNAL_H
#define PROMCAST_RUNNER_CASE_READER_INTERNAL_H

#include <jansson.h>
#include <stddef.h>

#include "case.h"

/* Limits of a case file, each also in schema.json (maxItems, maximum). */
enum {
    MAX_CASES = 100000000,   /* cases of a file */
    MAX_LIST = 4096,         /* broadcast_shapes' shapes, result_type's operands */
    MAX_ULP = 1000000        /* an expected array's tolerance */
};

typedef struct reader_context {
    const char *path;
    int case_index;       /* -1 outside the cases list */
    const char *case_id;  /* NULL until the case's id is read */
    case_arena *arena;
    char *error;
    size_t error_size;
} reader_context;

int reader_refuse(reader_context *context, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

void *reader_allocate(reader_context *context, size_t size);

const char *reader_copy_string(reader_context *context, const char *text);

/* `text` in double quotes, with '"', '\' and every byte outside printable
** ASCII escaped, cut at `size`: a text that broke a pattern is named in a
** message without bringing its newlines or controls along. */
const char *reader_quoted(const char *text, char *buffer, size_t size);

/* Whether `text` is non-empty and spelled only with bytes of `allowed`: the
** schema's patterns of the form ^[...]+$. */
int reader_spelled_with(const char *text, const char *allowed);

/* Refuses any key of `object` not in the NULL-terminated `allowed` list. */
int reader_check_keys(reader_context *context, const json_t *object,
                      const char *where, const char *const *allowed);

/* Refuses `object` unless it has every key of the NULL-terminated
** `required` list (the schema's `required`). */
int reader_require_keys(reader_context *context, const json_t *object,
                        const char *where, const char *const *required);

int reader_get_string(reader_context *context, const json_t *object,
                      const char *key, int required, const char **out);

/* A required string that must not be empty (schema.json: minLength 1). */
int reader_get_text(reader_context *context, const json_t *object,
                    const char *key, const char **out);

int reader_dtype(reader_context *context, const json_t *value,
                 const char *what, pc_dtype *dtype);

int reader_shape(reader_context *context, const json_t *value,
                 const char *what, case_shape *shape);

int reader_integer_list(reader_context *context, const json_t *value,
                        const char *what, const int64_t **out, int *count);

/* An ARRAY (cases/README.md "Ops", ARRAY). Inputs hold dtype, shape and data;
** an expectation may add `strides` (a view's, broadcast_to) and `tolerance`
** (schema.json: input_array and expected_array). */
int reader_array(reader_context *context, const json_t *value,
                 const char *what, int expectation, case_array *array);

/* An expected array's `tolerance` (cases/README.md "ARRAY"): {"ulp": N},
** 0 <= N <= MAX_ULP, and optionally "scale", one finite magnitude >= 0 per
** element of `array`, which must be floating or complex. Sets the outcome's
** ulp_tolerance and ulp_scale. */
int reader_tolerance(reader_context *context, const json_t *tolerance,
                     const case_array *array, case_outcome *outcome);

/* `default_float` is torch.get_default_dtype(), one of the four dtypes it
** may be (cases/README.md "Ops"); `x64` is jax's switch. */
int reader_default_float(reader_context *context, const json_t *inputs,
                         pc_promotion_options *options);

/* What a JSON value is, for messages: "number", "list", ... */
const char *reader_json_kind(const json_t *value);

/* A Python scalar's value (cases/README.md "OPERAND"): true/false for bool,
** an int string of any size for int, a float string for float, [re, im] for
** complex. */
int reader_scalar_value(reader_context *context, const json_t *value,
                        const char *what, pc_operand *operand);

/* A result_type OPERAND: an array {category, dtype} or a Python scalar
** {category, kind, value?}, each with only its own keys (schema.json:
** operand's oneOf). */
int reader_operand(reader_context *context, const json_t *value, int index,
                   pc_operand *operand);

/* An element-wise op's Python-scalar input (cases/README.md "Ops"):
** {"kind": K, "value": V}, both required and nothing else, V as a result_type
** scalar's value. */
int reader_input_scalar(reader_context *context, const json_t *value, const char *what,
                        pc_operand *operand);

/* The inputs of a function of several arrays (case_op_is_function;
** cases/README.md "Ops"), its keys already checked: its operands into
** test_case->inputs, its axis, and default_float but for broadcast_arrays
** (case_reader_functions.c). */
int reader_function_inputs(reader_context *context, const json_t *inputs,
                           promcast_case *test_case);

/* broadcast_arrays' expectation {"arrays": [...]}: one view per input
** array, each with its strides and no tolerance. */
int reader_expected_arrays(reader_context *context, const json_t *value,
                           const promcast_case *test_case, case_outcome *outcome);

#endif
