/*
** view.c: pc_broadcast_to, Tensor.expand as a view (promcast/view.h).
**
** Source: PyTorch's torch.Tensor.expand (a new view on the existing tensor,
** stride 0 on the expanded dimensions, no data copy); the checks and error
** texts are PyTorch's inferExpandGeometry (aten/src/ATen/ExpandUtils.cpp),
** which walks the target from the last dimension: an existing dimension
** keeps its stride when its size equals the target's, becomes stride 0 when
** it is 1, and is an error otherwise; a prepended dimension is new.
**
** One choice differs from PyTorch and is not observable through values: a
** prepended dimension always gets stride 0 here (view.h), where PyTorch
** gives one of target size 1 the stride of a contiguous outer dimension.
*/
#include "promcast/view.h"

#include <stdio.h>

/* PyTorch's IntArrayRef printing, "[2, 3]" (c10/util/ArrayRef.h
** operator<<), which its error messages use; pc_shape_format has no
** blanks. Truncated to the buffer. */
static void format_sizes(const pc_shape *shape, char *buffer, size_t size) {
    size_t used = 0;
    buffer[0] = '\0';
    for (int i = -1; i <= shape->rank && used + 1 < size; i++) {
        int length;
        if (i == -1)
            length = snprintf(buffer + used, size - used, "[");
        else if (i == shape->rank)
            length = snprintf(buffer + used, size - used, "]");
        else
            length = snprintf(buffer + used, size - used, "%s%lld",
                              i > 0 ? ", " : "", (long long)shape->dims[i]);
        if (length < 0) break;
        used += (size_t)length;
    }
}

pc_status pc_broadcast_to(const pc_array *source, const pc_shape *target,
                          pc_array *view, pc_error *err) {
    pc_status status = pc_array_validate(source, 0, err);
    if (status != PC_OK) return status;
    status = pc_shape_validate(target, 1, err);
    if (status != PC_OK) return status;
    int64_t count;
    status = pc_shape_element_count(target, &count, err);
    if (status != PC_OK) return status;

    const pc_shape *from = &source->shape;
    char target_text[160], source_text[160];
    if (target->rank < from->rank) {
        /* aten/src/ATen/native/TensorShape.cpp expand(), with the tensor's
        ** type name left out. */
        format_sizes(target, target_text, sizeof target_text);
        format_sizes(from, source_text, sizeof source_text);
        return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, -1,
                            "expand(%s, size=%s): the number of sizes "
                            "provided (%d) must be greater or equal to the "
                            "number of dimensions in the tensor (%d)",
                            source_text, target_text, target->rank,
                            from->rank);
    }

    /* Built aside, so `view` may be `source`. */
    pc_array result;
    result.dtype = source->dtype;
    result.shape = *target;
    result.data = source->data;
    for (int i = 0; i < PC_MAX_RANK; i++) result.strides[i] = 0;
    int offset = target->rank - from->rank;
    for (int i = target->rank - 1; i >= offset; i--) {
        int64_t size = from->dims[i - offset];
        int64_t wanted = target->dims[i];
        if (size == wanted) {
            result.strides[i] = source->strides[i - offset];
        } else if (size != 1) {
            format_sizes(target, target_text, sizeof target_text);
            format_sizes(from, source_text, sizeof source_text);
            return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, i,
                                "The expanded size of the tensor (%lld) must "
                                "match the existing size (%lld) at "
                                "non-singleton dimension %d.  Target sizes: "
                                "%s.  Tensor sizes: %s",
                                (long long)wanted, (long long)size, i,
                                target_text, source_text);
        }
        /* else: expanded from 1, stride 0 */
    }
    *view = result;
    return PC_OK;
}
