/*
** adapter_probe.h: loading built adapters and calling them on literal
** inputs, for the adapter tests.
**
** A probe is one call of one op, written as data (shapes, dtypes, element
** values and scalar operands as literals); probe_run makes the ABI
** arguments, calls the
** adapter, and describes what came back as one line of text:
**   "[8,7,6,5]"  "int16"  "true"  "int8 [1] {-128}"
**   "int64 [4,3] strides [0,1] {1,2,3,1,2,3,1,2,3,1,2,3}"  (broadcast_to)
**   "incompatible_shapes"  (any status other than OK, by its case name)
**   "int8 [2] strides [0] {1,1}; int8 [2] strides [1] {1,2}"  (broadcast_arrays)
** so tests compare answers of two adapters, or an answer with a literal,
** by comparing strings. Tensors returned are read and then deleted through
** their deleter, as the runner does.
*/
#ifndef PROMCAST_ADAPTER_PROBE_H
#define PROMCAST_ADAPTER_PROBE_H

#include <stddef.h>

#include "promcast/adapter.h"
#include "promcast/promcast.h"
#include "tap.h"

/* ---- Loading ---------------------------------------------------------- */

typedef struct loaded_adapter {
    void *handle;
    const promcast_adapter *table;  /* NULL if the entry returned NULL */
    char message[256];              /* what the entry wrote */
} loaded_adapter;

/* dlopens directory/lib<name>.so and calls its entry,
** promcast_adapter_open, with no options. 1 on success (the table may
** still be NULL: see message); 0 with the reason in `error` when the file
** or the entry symbol is missing. */
int adapter_load(const char *directory, const char *name, loaded_adapter *adapter,
                 char *error, size_t error_size);

/* adapter_load with `count` options (`--adapter-option KEY=VALUE`). */
int adapter_load_with_options(const char *directory, const char *name,
                              const promcast_adapter_option *options, int32_t count,
                              loaded_adapter *adapter, char *error, size_t error_size);

/* Calls close (for a table of this ABI major) and dlcloses. */
void adapter_unload(loaded_adapter *adapter);

/* ---- Probes ----------------------------------------------------------- */

#define PROBE_MAX_RANK 6
#define PROBE_MAX_ELEMENTS 16

typedef struct probe_shape {
    int32_t ndim;
    int64_t dims[PROBE_MAX_RANK];
} probe_shape;

/* A contiguous array; values are converted from double to its dtype. */
typedef struct probe_tensor {
    pc_dtype dtype;
    probe_shape shape;
    double values[PROBE_MAX_ELEMENTS];
} probe_tensor;

typedef struct probe_operand {
    promcast_operand_category category;
    pc_dtype dtype;              /* arrays */
    promcast_scalar_kind kind;   /* scalars (no value given) */
} probe_operand;

/* An element-wise operand given as a Python-style scalar instead of an
** array (probe_literals.h: INT_SCALAR("3"), FLOAT_SCALAR(1.5), ...). */
typedef struct probe_scalar {
    int given;                   /* 0: the operand is the probe's array */
    promcast_scalar_kind kind;
    const char *text;            /* ints and bools ("True", "False") */
    double real;                 /* floats and complex numbers */
    double imag;
} probe_scalar;

/* An operand of a function of several arrays: the array, a scalar, or
** left out (PROMCAST_VALUE_NONE). */
#define PROBE_MAX_VALUES 4

typedef struct probe_value {
    promcast_value_kind kind;
    probe_tensor array;     /* PROMCAST_VALUE_ARRAY */
    probe_scalar scalar;    /* PROMCAST_VALUE_SCALAR (given 1) */
} probe_value;

typedef struct probe {
    /* Any op id; element-wise ones also with PROMCAST_OP_INPLACE. */
    int32_t op;
    pc_dtype default_float;  /* PC_BOOL (0) means float32 */
    /* broadcast_shapes: shapes[0..count); inplace_broadcast: destination,
    ** source; xla_broadcast: lhs, rhs; broadcast_to, sum_to_shape: the
    ** target in shapes[0]. */
    int32_t count;
    probe_shape shapes[3];
    int32_t dims_count;
    int64_t dims[PROBE_MAX_RANK];  /* xla broadcast_dimensions */
    pc_dtype dtypes[2];            /* promote_types, can_cast (from, to) */
    int32_t operand_count;
    probe_operand operands[3];     /* result_type */
    probe_tensor a, b;             /* element-wise: a, b; broadcast_to: a is the
                                   ** source; sum_to_shape: a is the gradient */
    /* Element-wise: a scalar in place of a or b (in place: of b only). */
    probe_scalar a_scalar, b_scalar;
    /* Functions of several arrays (op ids 200..206): the operands in the
    ** function's order and the axis (promcast_axis_kind; 0 is the
    ** default). broadcast_arrays' views are described one after the
    ** other, "; "-separated, each with its strides. */
    int32_t value_count;
    probe_value values[PROBE_MAX_VALUES];
    int32_t axis_kind;
    int64_t axis;
} probe;

/* Calls `adapter` on the probe and writes the description of the outcome. */
void probe_run(const promcast_adapter *adapter, const probe *probe, char *text, size_t size);

/* ---- Checks ----------------------------------------------------------- */

/* A probe and the answer it must get; `name` names the check. */
typedef struct probe_expectation {
    const char *name;
    probe input;
    const char *answer;
} probe_expectation;

/* One TAP check: the adapter's answer is expectation->answer, or with
** `prefix_only` begins with it. Returns whether it passed. */
int probe_check(tap_run *run, const promcast_adapter *adapter,
                const probe_expectation *expectation, int prefix_only);

/* The first check of every adapter test: the oracle adapter loads from
** the directory argv[1]. 0, with a diagnostic naming `usage`, if not. */
/* Whether `list` (count entries) holds exactly the dtypes of `expected`,
** in any order: a table's dtype list against what the library has. */
int probe_dtypes_exactly(const DLDataType *list, int32_t count, const DLDataType *expected,
                         size_t expected_count);

int probe_load_oracle(tap_run *run, int argc, char **argv, const char *usage,
                      loaded_adapter *oracle);

#endif
