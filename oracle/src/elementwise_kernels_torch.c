/*
** elementwise_kernels_torch.c: PyTorch's value kernels, where they differ
** from the shared ones (elementwise_kernels_torch.h).
**
** pow_tensor_tensor_kernel (aten/src/ATen/native/cpu/PowKernel.cpp) takes
** complex operands through std::pow, scalar and vectorised paths alike
** (Vectorized<c10::complex<T>>::pow calls std::pow per lane): glibc's cpow,
** whose zero base differs from the principal value NumPy special-cases
** (pc_complex_pow_zero_base_cpow).
*/
#include "elementwise_kernels_torch.h"

static const pc_kernel_override torch_kernels[] = {
    {PC_OP_POW, PC_DTYPES_COMPLEX, pc_complex_pow_zero_base_cpow},
};

pc_binary_kernel pc_torch_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(torch_kernels, sizeof torch_kernels / sizeof torch_kernels[0],
                                     op, compute);
}
