/*
** elementwise_kernels_numpy.h: NumPy's value kernels, where they differ
** from the shared ones (elementwise_kernels.h) on values IEEE 754 leaves to
** the implementation: which operand maximum and minimum return when they
** compare equal (-0.0 and +0.0), and how complex numbers are ordered.
*/
#ifndef PROMCAST_ELEMENTWISE_KERNELS_NUMPY_H
#define PROMCAST_ELEMENTWISE_KERNELS_NUMPY_H

#include "elementwise_kernels.h"

/* NumPy's kernel for op computed in `compute`: its own where it differs,
** else pc_binary_kernel_find's. NULL where there is none. */
pc_binary_kernel pc_numpy_binary_kernel(pc_binary_op op, pc_dtype compute);

#endif
