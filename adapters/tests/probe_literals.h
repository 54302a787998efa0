/*
** probe_literals.h: writing probes (adapter_probe.h) as literals.
**   SHAPE(8, 1, 6, 1)      a probe_shape; SHAPE0 is rank 0
**   TENSOR(PC_INT8, SHAPE(2), 1, 2)   a probe_tensor with its values
**   INT_SCALAR("300"), BOOL_SCALAR("True"), FLOAT_SCALAR(1.5),
**   COMPLEX_SCALAR(1, 2)   an element-wise scalar operand (probe_scalar)
*/
#ifndef PROMCAST_PROBE_LITERALS_H
#define PROMCAST_PROBE_LITERALS_H

#include "adapter_probe.h"

#define SHAPE(...) \
    {(int32_t)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), {__VA_ARGS__}}
#define SHAPE0 {0, {0}}
#define TENSOR(DTYPE, SHAPE_LITERAL, ...) {DTYPE, SHAPE_LITERAL, {__VA_ARGS__}, {0}}

/* Operands of result_type. */
#define DIMENSIONED(DTYPE) {PROMCAST_OPERAND_DIMENSIONED, DTYPE, PROMCAST_SCALAR_BOOL}
#define ZERO_DIM(DTYPE) {PROMCAST_OPERAND_ZERO_DIM, DTYPE, PROMCAST_SCALAR_BOOL}
#define SCALAR(KIND) {PROMCAST_OPERAND_SCALAR, PC_BOOL, KIND}

/* Element-wise scalar operands, with their values. */
#define INT_SCALAR(TEXT) {1, PROMCAST_SCALAR_INT, TEXT, 0.0, 0.0}
#define BOOL_SCALAR(TEXT) {1, PROMCAST_SCALAR_BOOL, TEXT, 0.0, 0.0}
#define FLOAT_SCALAR(VALUE) {1, PROMCAST_SCALAR_FLOAT, NULL, VALUE, 0.0}
#define COMPLEX_SCALAR(REAL, IMAG) {1, PROMCAST_SCALAR_COMPLEX, NULL, REAL, IMAG}

/* Operands of the functions of several arrays (probe.values). */
#define ARRAY_VALUE(TENSOR_LITERAL) {PROMCAST_VALUE_ARRAY, TENSOR_LITERAL, {0}}
#define SCALAR_VALUE(SCALAR_LITERAL) {PROMCAST_VALUE_SCALAR, {0}, SCALAR_LITERAL}
#define NONE_VALUE {PROMCAST_VALUE_NONE, {0}, {0}}

#endif
