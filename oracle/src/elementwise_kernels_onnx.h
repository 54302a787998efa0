/*
** elementwise_kernels_onnx.h: the ONNX operators' value kernels, where they
** differ from the shared ones (elementwise_kernels.h): Div of integers.
*/
#ifndef PROMCAST_ELEMENTWISE_KERNELS_ONNX_H
#define PROMCAST_ELEMENTWISE_KERNELS_ONNX_H

#include "elementwise_kernels.h"

/* ONNX's kernel for op computed in `compute`: its own where it differs,
** else pc_binary_kernel_find's. NULL where there is none. */
pc_binary_kernel pc_onnx_binary_kernel(pc_binary_op op, pc_dtype compute);

#endif
