/*
** elementwise_kernels_tfjs.h: TensorFlow.js's CPU value kernels
** (tfjs-backend-cpu), which differ from the shared ones
** (elementwise_kernels.h) for every op: each element is read as a
** JavaScript number (a double), the op is the kernel's JavaScript
** expression on doubles, and the result is stored into the typed array of
** the result dtype.
*/
#ifndef PROMCAST_ELEMENTWISE_KERNELS_TFJS_H
#define PROMCAST_ELEMENTWISE_KERNELS_TFJS_H

#include "elementwise_kernels.h"

/* TensorFlow.js's kernel for op computed in `compute` (bool, int32,
** float32, complex64; float64 for the logical ops, whose operands are
** JavaScript numbers read for their truth), or NULL where the CPU backend
** has none. */
pc_binary_kernel pc_tfjs_binary_kernel(pc_binary_op op, pc_dtype compute);

/* ECMAScript's ToInt32 (modulo 2^32 of the truncation; NaN and the
** infinities give 0): what storing a double into an Int32Array does. */
int32_t pc_tfjs_to_int32(double x);

/* The number a typed array of `dtype` (Float32Array for float32,
** Int32Array for int32, Uint8Array for bool) holds once `x` is stored
** into it: x rounded to float32, ToInt32(x), ToUint8(x). */
double pc_tfjs_stored_number(pc_dtype dtype, double x);

/* Converts `count` values of dtype `from` (in its domain) to dtype `to`
** (in its domain) as storing their JavaScript numbers into `to`'s typed
** array does: a bool is then whether the stored Uint8 is nonzero (0.5
** and 256 store 0: false). complex64 to complex64 only. */
void pc_tfjs_typed_array_store(pc_dtype from, pc_dtype to, pc_wide *values, int64_t count);

/* Converts `count` operand values of dtype `from` to the compute dtype `to`
** as makeTypesMatch's cast leaves them for the kernel: int32 to float32
** keeps each integer exactly (tfjs-backend-cpu/src/kernels/Cast.ts shares
** the Int32Array, "We don't change the underlying data, since we cast to
** higher precision", so the kernel reads 16777217, not 16777216);
** otherwise pc_wide_convert. */
void pc_tfjs_operand_convert(pc_dtype from, pc_dtype to, pc_wide *values, int64_t count);

#endif
