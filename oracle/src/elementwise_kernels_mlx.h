/*
** elementwise_kernels_mlx.h: MLX's value kernels, where they differ from
** the shared ones (elementwise_kernels.h): maximum and minimum, real and
** complex.
*/
#ifndef PROMCAST_ELEMENTWISE_KERNELS_MLX_H
#define PROMCAST_ELEMENTWISE_KERNELS_MLX_H

#include "elementwise_kernels.h"

/* MLX's kernel for op computed in `compute`: its own where it differs, else
** pc_binary_kernel_find's. NULL where there is none. */
pc_binary_kernel pc_mlx_binary_kernel(pc_binary_op op, pc_dtype compute);

#endif
