/*
** case.h: the in-memory form of the case corpus (cases/README.md).
**
** A case_file owns everything its cases point to: one arena holds the
** strings, shapes and element data, freed at once by case_file_free. Shapes
** are stored compactly (rank + pointer) because a corpus holds millions of
** them; case_shape_expand gives the oracle's pc_shape when one is needed.
**
** Every expectation and every answer (the oracle's, or an adapter's) is a
** case_outcome, so one comparison serves `promcast oracle check` and
** `promcast run`.
*/
#ifndef PROMCAST_RUNNER_CASE_H
#define PROMCAST_RUNNER_CASE_H

#include <stddef.h>
#include <stdint.h>

#include "promcast/promcast.h"

typedef enum case_op {
    CASE_BROADCAST_SHAPES,
    CASE_BROADCAST_TO,
    CASE_INPLACE_BROADCAST,
    CASE_XLA_BROADCAST,
    CASE_PROMOTE_TYPES,
    CASE_RESULT_TYPE,
    CASE_CAN_CAST,
    CASE_BINARY,          /* add, subtract, ... (binary_op says which) */
    CASE_BINARY_INPLACE,  /* add_inplace, ... */
    CASE_SUM_TO_SHAPE,
    /* The functions of several arrays (promcast/functions.h), in
    ** pc_function's order: case_op_function maps one to the other. */
    CASE_WHERE,
    CASE_CLIP,
    CASE_MATMUL,
    CASE_VECDOT,
    CASE_CONCAT,
    CASE_STACK,
    CASE_BROADCAST_ARRAYS,
    CASE_OP_COUNT
} case_op;

typedef struct case_shape {
    int rank;
    const int64_t *dims;
} case_shape;

/* An array's elements, contiguous and row-major, stored as promcast/array.h
** says; strides (in elements) only when a view's strides are expected. */
typedef struct case_array {
    pc_dtype dtype;
    case_shape shape;
    const int64_t *strides;  /* NULL unless given */
    int64_t element_count;
    void *data;
} case_array;

/* An operand of a function of several arrays (cases/README.md "Ops"):
** an ARRAY, a Python scalar {kind, value} where the function takes one
** (where's x1 and x2, clip's bounds), or null, Python's None (clip's
** bounds). */
typedef enum case_input_kind {
    CASE_INPUT_ARRAY,
    CASE_INPUT_SCALAR,
    CASE_INPUT_NONE
} case_input_kind;

typedef struct case_input {
    case_input_kind kind;
    case_array array;      /* CASE_INPUT_ARRAY */
    pc_operand scalar;     /* CASE_INPUT_SCALAR: category PC_OPERAND_SCALAR, has_value 1 */
    const char *int_text;  /* CASE_INPUT_SCALAR of kind int: its decimal text; else NULL */
} case_input;

typedef enum case_outcome_kind {
    OUTCOME_SHAPE,
    OUTCOME_DTYPE,
    OUTCOME_ANSWER,
    OUTCOME_ARRAY,
    OUTCOME_ERROR,
    OUTCOME_ARRAYS,  /* broadcast_arrays: one view per operand */
    OUTCOME_KIND_COUNT
} case_outcome_kind;

typedef struct case_outcome {
    case_outcome_kind kind;
    /* OUTCOME_ARRAYS: array_count arrays, each with its strides, compared
    ** as broadcast_to's view (cases/README.md "Ops", broadcast_arrays);
    ** the count here, beside the kind, where the layout has room. */
    int array_count;
    case_shape shape;    /* OUTCOME_SHAPE */
    pc_dtype dtype;      /* OUTCOME_DTYPE */
    int answer;          /* OUTCOME_ANSWER: 1 yes, 0 no */
    case_array array;    /* OUTCOME_ARRAY */
    pc_status error;     /* OUTCOME_ERROR */
    int ulp_tolerance;   /* expectations only: 0 means exact */
    /* Expected arrays only: NULL, or one magnitude per element (>= 0,
    ** finite), with which an element also passes when |got - expected| <=
    ** ulp_tolerance ulps of the dtype at max(|expected|, scale)
    ** (cases/README.md "ARRAY", tolerance; case_compare.c). */
    const double *ulp_scale;
    const case_array *arrays;  /* OUTCOME_ARRAYS */
} case_outcome;

typedef struct promcast_case {
    const char *id;
    const char *source;
    const char *note;     /* NULL when absent */
    const char *profile;  /* NULL for profile-free cases */
    const char *inputs_text;  /* the inputs as compact JSON, for reports */
    int index;            /* position in its file, from 0 */
    case_op op;
    pc_binary_op binary_op;
    pc_promotion_options options;
    /* Inputs, by op: broadcast_shapes: shapes; broadcast_to: arrays[0] and
    ** shapes[0] (the target); inplace_broadcast: shapes[0] destination,
    ** shapes[1] source; xla_broadcast: shapes[0] lhs, shapes[1] rhs, dims;
    ** promote_types and can_cast: dtypes; result_type: operands; binary ops:
    ** arrays[0] a, arrays[1] b; sum_to_shape: arrays[0] the gradient,
    ** shapes[0] the target.
    ** A binary op's operand i (0 = a, 1 = b) may be a Python scalar instead
    ** (cases/README.md "Ops"; at most one, and in place only b): then
    ** operand_count is 2, operands[i] is that scalar (category
    ** PC_OPERAND_SCALAR, has_value 1), operands[1 - i] the array's category
    ** by its rank with its dtype, and arrays[i] is empty (dtype
    ** PC_DTYPE_NONE, no elements, data NULL). With two arrays, operand_count
    ** is 0. */
    int shape_count;
    const case_shape *shapes;
    int dims_count;
    /* A function's axis (below), its kind where the layout has room. */
    pc_axis_kind axis_kind;
    const int64_t *dims;
    pc_dtype dtypes[2];
    int operand_count;
    /* The versions of the profile's specification the case holds at
    ** (case_versions.h): bit i for the family's version i, oldest first;
    ** 0 when the case gives no `versions` (every version). In an alignment
    ** gap, as the counts above. */
    uint8_t versions;
    const pc_operand *operands;
    /* Per operand: a Python int's value as the case writes it (decimal, any
    ** size), else NULL; adapters get the exact text. */
    const char *const *operand_int_texts;
    int array_count;
    /* The functions of several arrays (case_op_is_function): their
    ** operands in the function's order (where: condition, x1, x2; clip: x,
    ** min, max; matmul and vecdot: x1, x2; concat, stack and
    ** broadcast_arrays: the list `arrays`, 0 to PC_FUNCTION_MAX_OPERANDS),
    ** and the axis, axis_kind (PC_AXIS_DEFAULT when the case gives none,
    ** PC_AXIS_NONE for null) and axis_value (case_axis gives both as a
    ** pc_axis). Other ops have none. A corpus holds millions of cases, so
    ** the counts and the kind sit in the struct's alignment gaps. */
    int input_count;
    case_array arrays[2];
    const case_input *inputs;
    int64_t axis_value;
    case_outcome expect;
} promcast_case;

typedef struct case_arena case_arena;

typedef struct case_file {
    const char *path;
    const char *suite;
    const char *source;
    long long seed;       /* -1 for files without a generator */
    int case_count;
    promcast_case *cases;
    case_arena *arena;
    int streamed;         /* 1 when read a case at a time (case_reader.h) */
} case_file;

/* An answer to a case, the oracle's or an adapter's: the outcome and the
** storage it points into. Reused from case to case; free with
** case_answer_free. */
typedef enum case_disposition {
    ANSWER_GIVEN,    /* outcome holds the answer */
    ANSWER_SKIPPED,  /* the implementation cannot run the case; message says why */
    ANSWER_FAULT     /* the implementation misbehaved; message says how */
} case_disposition;

typedef struct case_answer {
    case_disposition disposition;
    case_outcome outcome;
    char message[320];             /* the error's message, for reports */
    int64_t dims[PC_MAX_RANK];     /* outcome.shape or outcome.array.shape */
    int64_t strides[PC_MAX_RANK];  /* outcome.array.strides of a view */
    void *buffer;                  /* outcome.array.data, owned */
    size_t buffer_size;
    /* OUTCOME_ARRAYS: the arrays (outcome.arrays), their dims and strides
    ** (layout), their data (buffer, one after the other); owned. */
    case_array *arrays;
    int arrays_capacity;
    int64_t *layout;
    size_t layout_capacity;
} case_answer;

void case_answer_init(case_answer *answer);
void case_answer_free(case_answer *answer);

/* Makes answer->buffer at least `size` bytes. Returns 0 when out of memory. */
int case_answer_reserve(case_answer *answer, size_t size);

/* The capacity case_answer_reserve grows a buffer of `capacity` bytes to
** (0: none yet) so that it holds `size`: doubling from 256, and never past
** size_t: once doubling would wrap, exactly `size`. At least `size`. */
size_t case_answer_capacity(size_t capacity, size_t size);

/* The bytes of `count` (>= 0) elements of `dtype` in *bytes. Returns 0 when
** they do not fit size_t: an answer the oracle plans (a broadcast_to view
** of 2^61 float64, say) may have more bytes than memory can hold. */
int case_element_bytes(int64_t count, pc_dtype dtype, size_t *bytes);

/* Makes the answer an array outcome: `dtype`, shape (rank, dims), `count`
** elements already in answer->buffer, no strides. */
void case_answer_set_array(case_answer *answer, pc_dtype dtype, int rank,
                           const int64_t *dims, int64_t count);

/* Makes the answer an arrays outcome of `count` arrays (ranks[i],
** element_counts[i] elements of dtypes[i] each): answer->arrays[i] gets its
** dtype, rank, element count, and room for its dims, strides and data
** (all to be filled by the caller; strides set). Returns 0 when out of
** memory. */
int case_answer_set_arrays(case_answer *answer, int count, const pc_dtype *dtypes,
                           const int *ranks, const int64_t *element_counts);

/* Array i's dims, writable, then its strides (rank entries each). */
int64_t *case_answer_layout(case_answer *answer, int i);

/* Copies `count` elements of a strided array (strides in elements, each
** >= 0) into `destination`, row-major. */
void case_copy_strided(const void *source, size_t element_size, int rank,
                       const int64_t *dims, const int64_t *strides, int64_t count,
                       void *destination);

/* Whether input i (0 = a, 1 = b) of an element-wise case is a Python scalar
** (operands[i]) rather than an array (arrays[i]). */
int case_input_is_scalar(const promcast_case *test_case, int i);

/* A function case's axis argument (promcast/functions.h). */
pc_axis case_axis(const promcast_case *test_case);

/* Whether op is a function of several arrays (where ... broadcast_arrays),
** and which (promcast/functions.h). */
int case_op_is_function(case_op op);
pc_function case_op_function(case_op op);

/* The case-format name of an op ("add_inplace", "xla_broadcast", ...). */
const char *case_op_name(const promcast_case *test_case);

/* Every op the case format names has one index, its key, in the format's
** order (case_op's, each element-wise op expanded to its PC_BINARY_OP_COUNT
** functions): reports count by it. */
#define CASE_OP_KEY_COUNT (CASE_OP_COUNT - 2 + 2 * PC_BINARY_OP_COUNT)

/* The key of a case's op, in [0, CASE_OP_KEY_COUNT). */
int case_op_key(const promcast_case *test_case);

/* The case-format name of a key ("add_inplace", "xla_broadcast", ...). */
const char *case_op_key_name(int key);

/* The op of the case format named `name` ("add", "add_inplace",
** "result_type", ...): 1 with the op (and, for element-wise ops, which
** one), or 0. */
int case_op_parse(const char *name, case_op *op, pc_binary_op *binary_op);

/* Whether `name` is an op of the case format ("add", "add_inplace",
** "result_type", ...). */
int case_op_name_known(const char *name);

/* Every op name of the format, comma-separated, for messages. */
void case_op_names_list(char *buffer, size_t size);

/* Copies a compact shape into a pc_shape (rank <= PC_MAX_RANK). */
void case_shape_expand(case_shape shape, pc_shape *out);

/* Writes "[2,3]" into buffer, like pc_shape_format. */
size_t case_shape_format(case_shape shape, char *buffer, size_t size);

/* Allocation from a file's arena (never freed singly). NULL when out of
** memory. */
void *case_arena_allocate(case_arena *arena, size_t size);

case_arena *case_arena_create(void);
void case_arena_destroy(case_arena *arena);

/* Frees everything allocated from the arena at once, keeping its largest
** block for what comes next: for an arena that holds one short-lived thing
** after another (a case a worker makes, runs and drops). */
void case_arena_reset(case_arena *arena);

/* Moves everything `from` holds into `into` and destroys `from`: what was
** allocated from either now lives until `into` is destroyed. For a file
** whose cases were read by several threads, each into an arena of its own. */
void case_arena_adopt(case_arena *into, case_arena *from);

/* The bytes the arena holds from malloc (its blocks, used or not): what a
** loaded file costs, for bounding how many are in memory at once. */
size_t case_arena_bytes(const case_arena *arena);

#endif
