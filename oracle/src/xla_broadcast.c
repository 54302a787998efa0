/*
** xla_broadcast.c: XLA's explicit ("InDim") broadcasting for binary ops.
**
** Source: XLA's Broadcasting page (https://openxla.org/xla/broadcasting),
** and the order in which XLA's shape inference checks the rules
** (xla/service/shape_inference.cc):
**   InferElementwiseBinaryOpShape: equal ranks need broadcast_dimensions empty
**     or the identity; equal ranks then take the degenerate step; unequal
**     ranks take the InDim step, then the degenerate step against the
**     higher-rank operand.
**   InferInDimBroadcastShape: an empty list is allowed only for a scalar
**     (rank-0) lower-rank operand ("Shapes must be equal rank"); the list's
**     length must equal the lower rank; then for each entry i in order:
**     negative, too large, sizes neither equal nor 1 ("Broadcast dimension i
**     mismatch"), not strictly increasing ("order is wrong"). The
**     intermediate shape is the larger shape with dimension d set to the
**     smaller operand's size.
**   InferDegenerateDimensionBroadcastShape: if either size is 1 take the
**     other (so 1 vs 0 gives 0), else equal sizes, else "Binary op with
**     incompatible shapes".
** The page's Broadcast composition example, (1,2) onto (4,3,1) with
** (1,2), goes (4,1,2) then (4,3,2).
*/
#include "promcast/xla.h"

#include <stdio.h>

static void format_pair(const pc_shape *a, const pc_shape *b, char *a_text,
                        char *b_text, size_t size) {
    pc_shape_format(a, a_text, size);
    pc_shape_format(b, b_text, size);
}

static pc_status degenerate_step(const pc_shape *lhs, const pc_shape *rhs,
                                 pc_shape *out, pc_error *err) {
    out->rank = lhs->rank;
    for (int i = 0; i < lhs->rank; i++) {
        int64_t l = lhs->dims[i], r = rhs->dims[i];
        if (l == 1 || r == 1) {
            out->dims[i] = l == 1 ? r : l;
        } else if (l == r) {
            out->dims[i] = l;
        } else {
            char lt[96], rt[96];
            format_pair(lhs, rhs, lt, rt, sizeof lt);
            return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, i,
                                "Binary op with incompatible shapes: %s and "
                                "%s (dimension %d: %lld vs %lld)",
                                lt, rt, i, (long long)l, (long long)r);
        }
    }
    return PC_OK;
}

static pc_status in_dim_step(const pc_shape *smaller, int smaller_operand,
                             const pc_shape *larger, const int64_t *dims,
                             int dims_count, pc_shape *out, pc_error *err) {
    char st[96], lt[96];
    format_pair(smaller, larger, st, lt, sizeof st);
    if (dims_count == 0 && smaller->rank != 0)
        return pc_error_set(err, PC_INVALID_BROADCAST_DIMENSIONS,
                            smaller_operand, 1 - smaller_operand, -1,
                            "Shapes must be equal rank, but are %s and %s "
                            "(broadcast_dimensions is empty)",
                            st, lt);
    if (dims_count != smaller->rank)
        return pc_error_set(err, PC_INVALID_BROADCAST_DIMENSIONS,
                            smaller_operand, -1, -1,
                            "Size of broadcast_dimensions has to match "
                            "lower-rank operand's rank; lower-rank operand's "
                            "rank is %d, size of broadcast_dimensions is %d",
                            smaller->rank, dims_count);
    *out = *larger;
    for (int i = 0; i < smaller->rank; i++) {
        int64_t d = dims[i];
        if (d < 0)
            return pc_error_set(err, PC_INVALID_BROADCAST_DIMENSIONS,
                                smaller_operand, -1, i,
                                "Broadcast dimension number (%lld) cannot be "
                                "negative",
                                (long long)d);
        if (d >= larger->rank)
            return pc_error_set(err, PC_INVALID_BROADCAST_DIMENSIONS,
                                smaller_operand, -1, i,
                                "Broadcast dimension number (%lld) too large; "
                                "higher-rank operand has rank %d",
                                (long long)d, larger->rank);
        int64_t s = smaller->dims[i], l = larger->dims[d];
        if (s != l && s != 1 && l != 1)
            return pc_error_set(err, PC_INVALID_BROADCAST_DIMENSIONS,
                                smaller_operand, 1 - smaller_operand, i,
                                "Broadcast dimension %d mismatch: %lld != "
                                "%lld; %s and %s",
                                i, (long long)s, (long long)l, st, lt);
        if (i > 0 && dims[i - 1] >= d)
            return pc_error_set(err, PC_INVALID_BROADCAST_DIMENSIONS,
                                smaller_operand, -1, i,
                                "Broadcast dimensions order is wrong: %lld "
                                "comes after %lld",
                                (long long)d, (long long)dims[i - 1]);
        out->dims[d] = s;
    }
    return PC_OK;
}

pc_status pc_xla_broadcast(const pc_shape *lhs, const pc_shape *rhs,
                           const int64_t *dims, int dims_count, pc_shape *out,
                           pc_error *err) {
    pc_status status = pc_shape_validate(lhs, 0, err);
    if (status == PC_OK) status = pc_shape_validate(rhs, 1, err);
    if (status != PC_OK) return status;
    if (dims_count < 0 || dims_count > PC_MAX_RANK || (dims_count > 0 && !dims))
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "broadcast_dimensions: %d entries is not a valid "
                            "list",
                            dims_count);
    if (lhs->rank == rhs->rank) {
        for (int i = 0; i < dims_count; i++) {
            if (dims_count != lhs->rank || dims[i] != i)
                return pc_error_set(
                    err, PC_INVALID_BROADCAST_DIMENSIONS, -1, -1, -1,
                    "Broadcast dimensions field must either be not set or be "
                    "the identity on binary operations with operands of the "
                    "same rank (rank %d)",
                    lhs->rank);
        }
        status = degenerate_step(lhs, rhs, out, err);
    } else {
        int lhs_is_larger = lhs->rank > rhs->rank;
        const pc_shape *larger = lhs_is_larger ? lhs : rhs;
        const pc_shape *smaller = lhs_is_larger ? rhs : lhs;
        pc_shape intermediate;
        status = in_dim_step(smaller, lhs_is_larger ? 1 : 0, larger, dims,
                             dims_count, &intermediate, err);
        if (status != PC_OK) return status;
        /* The degenerate step's operands in XLA's order: (intermediate,
        ** larger); the result does not depend on the order. */
        status = degenerate_step(&intermediate, larger, out, err);
    }
    if (status != PC_OK) return status;
    int64_t elements;
    return pc_shape_element_count(out, &elements, err);
}
