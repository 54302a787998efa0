/*
** mutant.h: what the mutant adapters share.
**
** A mutant is the reference adapter with one realistic bug. Its entry
** derives a table from the oracle's (oracle_adapter_derive) and replaces
** the function(s) the bug lives in with a wrapper that calls the oracle
** and then alters the answer, or reimplements that one rule wrongly on top
** of the oracle's functions. Nothing else differs, so a case that kills a
** mutant kills it for that bug alone.
**
** Each mutant_<name>.c starts with a comment naming the bug, where it is
** seen, the input the adapter tests use to show it is a bug
** (adapters/tests/test_mutants.c), and the case family expected to kill it.
*/
#ifndef PROMCAST_MUTANT_H
#define PROMCAST_MUTANT_H

#include "oracle_adapter.h"

/* The entry of a mutant that replaces one function of the table (and,
** like every derived adapter, takes no options). FIELD may be
** array_function, the functions of several arrays: a wrapper reads its
** arguments as the oracle does (oracle_function_arguments_read), or calls
** ORACLE->array_function and alters what comes back. */
#define MUTANT_ENTRY(NAME, BUG, FIELD, FUNCTION) \
    ORACLE_DERIVED_ENTRY("mutant_" NAME, "promcast oracle, mutated: " BUG, FIELD, FUNCTION)

/* The reference adapter, which every wrapper calls. */
#define ORACLE (oracle_adapter_table())

/* Casts the first `count` elements of `from`, in its row-major order, to
** the first `count` of `to`, in its row-major order (pc_cast_element:
** integers wrap, floats round to nearest even). The shapes may differ;
** each must have at least `count` elements. */
void mutant_cast_elements(const pc_array *from, const pc_array *to, int64_t count);

/* a (op)= b done the wrong way: the out-of-place result a (op) b is
** computed by the oracle and its first elements, as many as a has (or as
** the result has, if fewer), cast into a's memory in row-major order.
** PROMCAST_STATUS_OK, or the out-of-place op's status. */
int32_t mutant_store_out_of_place(void *state, const promcast_call *call, int32_t op,
                                  DLTensor *a, const promcast_value *b);

/* The operands of an element-wise op, as arrays (a scalar operand as the
** 0-d array oracle_adapter_operands makes of it), broadcast and converted
** for recomputing it
** element by element: plan is the oracle's plan of `op` (which may differ
** from the op recomputed: integer division plans PC_OP_ADD for the
** promoted dtype), and a[i], b[i] the operands at result element i
** (row-major), converted first to the plan's compute dtype, as the oracle
** converts them, then to `wide` (float64, int64 or uint64). */
typedef struct mutant_operands {
    pc_binary_plan plan;
    int64_t count;
    pc_dtype wide;
    void *a;
    void *b;
} mutant_operands;

/* PROMCAST_STATUS_OK with the operands loaded (free them with
** mutant_operands_free), or the oracle's status for the plan, or
** PROMCAST_STATUS_INTERNAL_ERROR when out of memory. */
int32_t mutant_operands_load(const promcast_call *call, pc_binary_op op, const DLTensor *a,
                             const DLTensor *b, pc_dtype wide, mutant_operands *operands);
void mutant_operands_free(mutant_operands *operands);

/* Rewrites an oracle result: `out` holds its in->count contiguous elements,
** of dtype in->plan.result_dtype. */
typedef void mutant_recompute(pc_binary_op op, const mutant_operands *in, char *out);

/* elementwise as the oracle computes it, its status in *status; then, if
** that status is `when` and `op` is an element-wise op among `ops` (bits
** 1 << pc_binary_op) whose operands are valid, 1 with *binary_op the
** oracle's op and the operands loaded as mutant_operands_load loads them
** (free them with mutant_operands_free); else 0. */
int mutant_elementwise_loaded(void *state, const promcast_call *call, int32_t op,
                              const promcast_value *a, const promcast_value *b,
                              DLManagedTensor **result, int32_t *status, int32_t when,
                              unsigned ops, pc_dtype wide, pc_binary_op *binary_op,
                              mutant_operands *operands);

/* One element of an integer op the oracle refused by its operands' values,
** as the mutant computes it from the int64 operands x and y. */
typedef int64_t mutant_refused_integer(pc_binary_op op, int64_t x, int64_t y);

/* elementwise as the oracle computes it; where the oracle refuses the
** operands' values (PROMCAST_STATUS_INVALID_VALUE) for an op among `ops`
** (bits 1 << pc_binary_op) of an integer result, the result computed
** element by element through `element` instead. */
int32_t mutant_integer_where_refused(void *state, const promcast_call *call, int32_t op,
                                     const promcast_value *a, const promcast_value *b,
                                     DLManagedTensor **result, unsigned ops,
                                     mutant_refused_integer *element);

/* Writes `value`, an element of dtype `from`, as element i of a result of
** in->plan.result_dtype whose contiguous elements start at `out`
** (pc_cast_element: integers wrap, floats round to nearest even). */
void mutant_result_store(const mutant_operands *in, char *out, int64_t i, pc_dtype from,
                         const void *value);

/* elementwise as the oracle computes it; then, if it succeeded and the op
** is among `ops` (bits 1 << pc_binary_op), `recompute` rewrites the result
** from the operands loaded as `wide`. */
int32_t mutant_elementwise_recomputed(void *state, const promcast_call *call, int32_t op,
                                      const promcast_value *a, const promcast_value *b,
                                      DLManagedTensor **result, unsigned ops, pc_dtype wide,
                                      mutant_recompute *recompute);

/* One result element of `op` recomputed from the operands there, x and y
** (of the loaded `wide`), in the plan's compute dtype: 1 with *value, of
** the dtype `from` mutant_elementwise_each names, to store, or 0 to keep
** the oracle's element. */
typedef int mutant_element(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                           void *value);

/* mutant_elementwise_recomputed rewriting each result element through
** `element`, whose values are of dtype `from` (mutant_result_store). */
int32_t mutant_elementwise_each(void *state, const promcast_call *call, int32_t op,
                                const promcast_value *a, const promcast_value *b,
                                DLManagedTensor **result, unsigned ops, pc_dtype wide,
                                pc_dtype from, mutant_element *element);

/* The entry of a mutant whose elementwise is mutant_elementwise_each with
** these ops, wide dtype, element dtype and element function. */
#define MUTANT_EACH_ENTRY(NAME, BUG, OPS, WIDE, FROM, ELEMENT)                                  \
    static int32_t each_elementwise(void *state, const promcast_call *call, int32_t op,       \
                                    const promcast_value *a, const promcast_value *b,         \
                                    DLManagedTensor **result) {                               \
        return mutant_elementwise_each(state, call, op, a, b, result, OPS, WIDE, FROM, ELEMENT); \
    }                                                                                         \
    MUTANT_ENTRY(NAME, BUG, elementwise, each_elementwise)

/* `value` rounded to real float dtype `dtype` (pc_cast_element: to
** nearest even, beyond the largest finite to infinity, or to NaN in
** float8_e4m3fn, which has none) and back: the
** result of one arithmetic step carried out in that dtype. */
double mutant_round_to(pc_dtype dtype, double value);

/* The smallest positive normal number of real float dtype `dtype`,
** 2**emin (IEEE 754-2019 3.3 for float16/32/64; bfloat16 has float32's
** exponent range; OCP 8-bit Floating Point Specification (OFP8) v1.0 for
** float8_e4m3fn and float8_e5m2), or 0 for any other dtype. */
double mutant_min_normal(pc_dtype dtype);

/* Broadcast shapes aligned on the left: each shape padded with trailing
** 1s to the longest rank, then the oracle's broadcasting. */
int32_t mutant_broadcast_left_aligned(void *state, const promcast_call *call, int32_t count,
                                      const promcast_shape *shapes,
                                      promcast_shape_result *result);

/* result_type with every operand first rewritten by `rewrite` (given the
** call, for its default float), then the oracle's. */
typedef void mutant_operand_rewrite(const promcast_call *call, promcast_operand *operand);
int32_t mutant_result_type_rewritten(void *state, const promcast_call *call, int32_t count,
                                     const promcast_operand *operands, DLDataType *result,
                                     mutant_operand_rewrite *rewrite);

/* Both dtypes of a promote_types call, if both are among the 18 (else 0:
** the wrapper leaves the call to the oracle, which reports the error). */
int mutant_dtype_pair(DLDataType a, DLDataType b, pc_dtype *x, pc_dtype *y);

/* promote_types that answers `to` for {first, second} in either order and
** asks the oracle otherwise. */
int32_t mutant_promote_pair(void *state, const promcast_call *call, DLDataType a, DLDataType b,
                            DLDataType *result, pc_dtype first, pc_dtype second, pc_dtype to);

#endif
