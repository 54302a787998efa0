/*
** elementwise_kernels_torch.h: PyTorch's value kernels, where they differ
** from the shared ones (elementwise_kernels.h): complex pow at a zero base.
*/
#ifndef PROMCAST_ELEMENTWISE_KERNELS_TORCH_H
#define PROMCAST_ELEMENTWISE_KERNELS_TORCH_H

#include "elementwise_kernels.h"

/* PyTorch's kernel for op computed in `compute`: its own where it differs,
** else pc_binary_kernel_find's. NULL where there is none. */
pc_binary_kernel pc_torch_binary_kernel(pc_binary_op op, pc_dtype compute);

#endif
