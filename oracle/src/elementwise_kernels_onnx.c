/*
** elementwise_kernels_onnx.c: the values of the ONNX operators at opset 26
** (elementwise_kernels_onnx.h), where the specification or its reference
** implementation (github.com/onnx/onnx v1.21.0, onnx/reference/ops/) gives
** other values than the shared kernels.
**
** - Div of integers: "For integer inputs, the result is computed using
**   truncating division (rounding toward zero)" (docs/Operators.md, Div);
**   op_div.py computes floor_divide adjusted toward zero, in the operands'
**   type, so INT_MIN / -1 wraps to INT_MIN as numpy's floor_divide does
**   (the shared truncating kernels wrap the same way). A zero divisor is
**   left open (profile_onnx.c's value rules), never computed.
** The other operators take the shared kernels, which agree with the text
** and the reference:
** - Mod with fmod = 0 (integers only): "the semantics follow that of the
**   Python %-operator. The sign of the result is that of the divisor"
**   (Operators.md, Mod; op_mod.py np.mod): pc_signed_floor_remainder;
** - Pow: op_pow.py np.power(a, b).astype(a.dtype): integers by repeated
**   multiplication modulo 2^width (numpy's integer power), reals x^y
**   rounded once; a negative integer exponent is left open (np.power
**   raises);
** - BitShift (unsigned only): op_bitshift.py np.left_shift, np.right_shift,
**   which give 0 for a shift of at least the width, as the shared shift
**   kernels do;
** - Max and Min of reals: op_max.py, op_min.py np.maximum, np.minimum,
**   which give NaN when either operand is NaN, as the shared kernels do
**   (the -0.0/+0.0 tie is left open, profile_onnx.c);
** - Add, Sub, Mul of integers wrap (numpy's integer arithmetic in the
**   reference; Operators.md says nothing of overflow).
*/
#include "elementwise_kernels_onnx.h"

static const pc_kernel_override onnx_kernels[] = {
    {PC_OP_DIVIDE, PC_DTYPES_SIGNED, pc_signed_truncating_divide},
    /* Unsigned truncation is floor division. */
    {PC_OP_DIVIDE, PC_DTYPES_UNSIGNED, pc_unsigned_floor_divide},
};

pc_binary_kernel pc_onnx_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(onnx_kernels, sizeof onnx_kernels / sizeof onnx_kernels[0],
                                     op, compute);
}
