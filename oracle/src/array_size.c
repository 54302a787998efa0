/*
** array_size.c: the libraries' limits on the sizes of their arrays
** (array_size.h).
*/
#include "array_size.h"

#include <string.h>

/* PC_SHAPE_OVERFLOW naming the operand (or the result) and its shape,
** between the library's words `before` and `after`. */
static pc_status refuse(int operand, const pc_shape *shape, const char *before,
                        const char *after, pc_error *err) {
    char text[256];
    pc_shape_format(shape, text, sizeof text);
    const char *more = strlen(text) == sizeof text - 1 ? "..." : "";
    if (operand < 0)
        return pc_error_set(err, PC_SHAPE_OVERFLOW, -1, -1, -1, "the result: %s%s%s%s",
                            before, text, more, after);
    return pc_error_set(err, PC_SHAPE_OVERFLOW, operand, -1, -1, "operand %d: %s%s%s%s",
                        operand, before, text, more, after);
}

pc_status pc_array_size_torch(pc_dtype dtype, const pc_shape *shape, int operand,
                              pc_error *err) {
    uint64_t product = 1;
    int overflowed = 0;
    for (int i = 0; i < shape->rank; i++) {
        uint64_t dim = (uint64_t)shape->dims[i];
        if (dim != 0 && product > UINT64_MAX / dim) overflowed = 1;
        product *= dim; /* wraps as the library's does; the flag stays */
    }
    uint64_t item = (uint64_t)pc_dtype_size(dtype);
    if (!overflowed && product > (uint64_t)INT64_MAX / item) overflowed = 1;
    if (!overflowed) return PC_OK;
    return refuse(operand, shape, "Storage size calculation overflowed with sizes=", "",
                  err);
}

pc_status pc_array_size_numpy(pc_dtype dtype, const pc_shape *shape, int operand,
                              pc_error *err) {
    int64_t bytes = (int64_t)pc_dtype_size(dtype);
    for (int i = 0; i < shape->rank; i++) {
        int64_t dim = shape->dims[i];
        if (dim == 0) continue;
        if (bytes > INT64_MAX / dim)
            return refuse(operand, shape,
                          "array is too big; `arr.size * arr.dtype.itemsize` is larger "
                          "than the maximum possible size (shape ",
                          ")", err);
        bytes *= dim;
    }
    return PC_OK;
}

pc_status pc_profile_check_array_size(const pc_profile *profile, pc_dtype dtype,
                                      const pc_shape *shape, int operand, pc_error *err) {
    if (profile == NULL || profile->array_size_check == NULL) return PC_OK;
    /* An invalid dtype or shape is the call's own checks' to report, with
    ** their message: the library's size rule applies to arrays alone. */
    if (!pc_dtype_is_valid(dtype) || pc_shape_validate(shape, operand, NULL) != PC_OK)
        return PC_OK;
    return profile->array_size_check(dtype, shape, operand, err);
}
