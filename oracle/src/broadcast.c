/*
** broadcast.c: the Array API broadcasting algorithm, n-ary, and the
** in-place rule.
**
** Source: the Array API standard, Broadcasting, "Algorithm": right-aligned,
** missing dimensions are 1; per dimension "if d1 == 1 take d2; else if d2 ==
** 1 take d1; else if d1 == d2 take d1; else throw". The checks for 1 come
** first, so 1 with 0 gives 0 and 0 with N > 1 is an error; "the result is
** the maximum" (PyTorch's Broadcasting semantics, XLA's Broadcasting page)
** is wrong for 0 vs 1 (docs/semantics.md).
** Error text: PyTorch's infer_size (aten/src/ATen/ExpandUtils.cpp).
*/
#include "promcast/broadcast.h"

#include <string.h>

/* One dimension of the Array API algorithm. Returns 0 if incompatible. */
static int broadcast_dimension(int64_t d1, int64_t d2, int64_t *result) {
    if (d1 == 1) *result = d2;
    else if (d2 == 1) *result = d1;
    else if (d1 == d2) *result = d1;
    else return 0;
    return 1;
}

/* The k-th of the shapes broadcast: of the list, or, for a pair, of the
** two pointers (a pair is not copied into a list: a shape is 520 bytes). */
static const pc_shape *shape_at(const pc_shape *list, const pc_shape *const *pair, int k) {
    return pair ? pair[k] : &list[k];
}

static pc_status broadcast(const pc_shape *list, const pc_shape *const *pair, int count,
                           pc_shape *out, pc_error *err) {
    if (count < 1)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "broadcast_shapes needs at least one shape");
    int rank = 0;
    for (int k = 0; k < count; k++) {
        const pc_shape *shape = shape_at(list, pair, k);
        pc_status status = pc_shape_validate(shape, k, err);
        if (status != PC_OK) return status;
        if (shape->rank > rank) rank = shape->rank;
    }
    /* Fold left to right; `dims` holds the broadcast of shapes 0..k-1,
    ** always at full rank (missing leading dimensions are the 1s the
    ** algorithm prepends), so dimension indices in errors are output
    ** dimensions. It is `out`'s, folded aside so that `out` may be one of
    ** the shapes, and written to `out` as far as it got, error or not. */
    int64_t dims[PC_MAX_RANK];
    for (int i = 0; i < rank; i++) dims[i] = 1;
    pc_status status = PC_OK;
    for (int k = 0; k < count && status == PC_OK; k++) {
        const pc_shape *shape = shape_at(list, pair, k);
        int offset = rank - shape->rank;
        for (int i = rank - 1; i >= offset; i--) {
            int64_t accumulated = dims[i];
            int64_t size = shape->dims[i - offset];
            if (broadcast_dimension(accumulated, size, &dims[i])) continue;
            if (count == 2)
                status = pc_error_set(
                    err, PC_INCOMPATIBLE_SHAPES, 0, 1, i,
                    "The size of tensor a (%lld) must match the size of "
                    "tensor b (%lld) at non-singleton dimension %d",
                    (long long)accumulated, (long long)size, i);
            else
                status = pc_error_set(
                    err, PC_INCOMPATIBLE_SHAPES, k - 1, k, i,
                    "The size of tensor a (%lld) must match the size of "
                    "tensor b (%lld) at non-singleton dimension %d (a: "
                    "operands 0..%d broadcast together, b: operand %d)",
                    (long long)accumulated, (long long)size, i, k - 1, k);
            break;
        }
    }
    out->rank = rank;
    memcpy(out->dims, dims, (size_t)rank * sizeof dims[0]);
    if (status != PC_OK) return status;
    int64_t elements;
    return pc_shape_element_count(out, &elements, err);
}

pc_status pc_broadcast_shapes(const pc_shape *shapes, int count, pc_shape *out,
                              pc_error *err) {
    return broadcast(shapes, NULL, count, out, err);
}

pc_status pc_broadcast_pair(const pc_shape *a, const pc_shape *b,
                            pc_shape *out, pc_error *err) {
    const pc_shape *pair[2] = {a, b};
    return broadcast(NULL, pair, 2, out, err);
}

/* Array API standard, Broadcasting, "In-place Semantics": in-place
** operations "must not change the shape of the in-place array as a result
** of broadcasting". */
pc_status pc_inplace_broadcast(const pc_shape *destination,
                               const pc_shape *source, pc_error *err) {
    pc_shape result;
    pc_status status = pc_broadcast_pair(destination, source, &result, err);
    if (status != PC_OK) return status;
    if (!pc_shape_equal(&result, destination)) {
        char from[96], to[96];
        pc_shape_format(destination, from, sizeof from);
        pc_shape_format(&result, to, sizeof to);
        return pc_error_set(err, PC_INPLACE_SHAPE_CHANGE, 0, 1, -1,
                            "in place, broadcasting would change the "
                            "destination's shape from %s to %s",
                            from, to);
    }
    return PC_OK;
}
