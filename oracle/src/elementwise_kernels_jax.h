/*
** elementwise_kernels_jax.h: JAX's value kernels, where they differ from
** the shared ones (elementwise_kernels.h): real maximum and minimum (IEEE
** 754-2019).
*/
#ifndef PROMCAST_ELEMENTWISE_KERNELS_JAX_H
#define PROMCAST_ELEMENTWISE_KERNELS_JAX_H

#include "elementwise_kernels.h"

/* JAX's kernel for op computed in `compute`: its own where it differs, else
** pc_binary_kernel_find's. NULL where there is none. */
pc_binary_kernel pc_jax_binary_kernel(pc_binary_op op, pc_dtype compute);

#endif
