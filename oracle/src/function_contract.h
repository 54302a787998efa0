/*
** function_contract.h: the sums of products matmul and vecdot compute.
**
** Each result element is sum_k a[.., k] * b[.., k] (x1 conjugated for
** vecdot) over k < K, with the operands read through strides, converted
** to the compute dtype first:
** - bool and integers: each product wrapped to the compute dtype, summed
**   modulo 2^64, stored wrapped to the result dtype (bool: != 0, so a bool
**   matmul is an "or" of "and"s);
** - real and complex: products and their sum in long double (at least 64
**   significant bits: exact products of float32 and narrower operands),
**   in k order, then rounded once to the result dtype (to double by
**   rounding to odd, then to the narrower format, which equals a single
**   correct rounding of the long double sum). A complex product is
**   (ar br - ai bi) + i (ar bi + ai br).
** Libraries sum in other orders and precisions; the cases' tolerance
** (K + 1 units in the last place of sum_k |a_k| |b_k|) covers both.
*/
#ifndef PROMCAST_FUNCTION_CONTRACT_H
#define PROMCAST_FUNCTION_CONTRACT_H

#include "promcast/array.h"

typedef struct fn_contraction {
    int64_t k;                        /* the contracted length */
    int64_t a_k_stride, b_k_stride;   /* elements between consecutive k */
    int64_t a_strides[PC_MAX_RANK];   /* per result dimension, elements */
    int64_t b_strides[PC_MAX_RANK];
    int conjugate_a;
    pc_dtype compute;                 /* products are taken in it */
    /* 0, or TensorFlow.js's BatchMatMul (tfjs-backend-cpu/src/kernels/
    ** BatchMatMul.ts): the block size of its loops (the CPU backend's
    ** blockSize, 48). Each block of products is summed in double from 0
    ** (`sum += aVal * bVal`, the elements read as JavaScript numbers) and
    ** added to the result's typed array element (`resVals[..] += sum`),
    ** which stores it: rounded to float32, or ToInt32, or ToUint8 for
    ** bool (a bool sum of 256 trues is false). */
    int js_block;
} fn_contraction;

/* Fills every element of out (its shape is the result's). */
void fn_contract(const fn_contraction *contraction, const pc_array *a, const pc_array *b,
                 const pc_array *out);

#endif
