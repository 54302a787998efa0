/*
** array_size.h: a library's own limit on the sizes of the arrays it makes.
**
** Every profile refuses an array whose element count passes INT64_MAX
** (pc_shape_element_count, PC_SHAPE_OVERFLOW), and counts an array with a
** 0 dimension as empty, however large its other dimensions. Two libraries
** refuse more, before they count (docs/semantics.md, "Sizes past int64"):
** PyTorch multiplies every dimension in turn and a product that passes
** 2^64 before a 0 is refused; NumPy multiplies the item size by every
** nonzero dimension and refuses a product past INT64_MAX, wherever the 0
** stands. A profile's array_size_check applies its library's rule to each
** array operand (an array the library could not have made, refused before
** anything else of the call) and to the result it allocates (after the
** call's other checks; an in-place result is its destination).
*/
#ifndef PROMCAST_ARRAY_SIZE_H
#define PROMCAST_ARRAY_SIZE_H

#include "profile_internal.h"

/* PyTorch's computeStorageNbytesContiguous (aten/src/ATen/EmptyTensor.cpp),
** which every new tensor's allocation runs: c10::safe_multiplies_u64
** (c10/util/safe_numerics.h) multiplies the sizes in order in uint64_t and
** keeps an overflow once it happened, so a later 0 does not clear it; then
** the product times the item size, past INT64_MAX (storage_max) refused:
** "Storage size calculation overflowed with sizes=[...]". */
pc_status pc_array_size_torch(pc_dtype dtype, const pc_shape *shape, int operand,
                              pc_error *err);

/* NumPy's PyArray_NewFromDescr_int (numpy/_core/src/multiarray/ctors.c),
** which every new array runs, views included: the item size times every
** nonzero dimension ("if (dim == 0) continue"), past NPY_MAX_INTP refused:
** "array is too big; `arr.size * arr.dtype.itemsize` is larger than the
** maximum possible size." */
pc_status pc_array_size_numpy(pc_dtype dtype, const pc_shape *shape, int operand,
                              pc_error *err);

/* The profile's array_size_check of an array of `dtype` and `shape` (PC_OK
** where the profile has none); `operand` names it in the message, -1 the
** result. */
pc_status pc_profile_check_array_size(const pc_profile *profile, pc_dtype dtype,
                                      const pc_shape *shape, int operand, pc_error *err);

#endif
