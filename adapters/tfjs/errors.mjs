// TensorFlow.js's thrown errors as the case format's error kinds
// (cases/README.md "Error kinds"). tfjs throws a plain Error whose text
// names the failure, so the table matches the text: each row is a pattern
// of one message tfjs 4.22 writes, the file that writes it (TypeScript
// sources at https://github.com/tensorflow/tfjs/blob/tfjs-v4.22.0/), the
// ops it applies to (absent: every op) and the kind. A message no row
// matches is not guessed at: classify returns nothing and the client
// answers internal_error with the message.

import { UnsupportedCall } from './tensors.mjs';

export const ERROR_TABLE = Object.freeze([
  // Broadcasting: tfjs-core/src/ops/broadcast_util.ts assertAndGetBroadcastShape,
  // called by every binary op, where, matMul (batch dimensions) and broadcastArgs.
  { pattern: /^Operands could not be broadcast together with shapes /, kind: 'incompatible_shapes',
    source: 'tfjs-core/src/ops/broadcast_util.ts assertAndGetBroadcastShape' },
  // tf.broadcastTo: a dimension neither equal nor 1, or a target of lower rank.
  { pattern: /^broadcastTo\(\): \[[^\]]*\] cannot be broadcast to \[[^\]]*\]\.$/, kind: 'incompatible_shapes',
    source: 'tfjs-core/src/ops/broadcast_to.ts' },
  { pattern: /^broadcastTo\(\): shape\.length=\d+ < input\.rank=\d+\.$/, kind: 'incompatible_shapes',
    source: 'tfjs-core/src/ops/broadcast_to.ts' },
  // tf.bitwiseAnd does not broadcast: its shapes must be equal.
  { pattern: /^BitwiseAnd: Tensors must have the same shape\. /, kind: 'incompatible_shapes',
    source: 'tfjs-core/src/ops/bitwise_and.ts' },
  // concat: ranks and the other dimensions must agree.
  { pattern: /^Error in concat\d+D: rank of tensors\[\d+\] must be the same as the rank of the rest \(\d+\)$/,
    kind: 'incompatible_shapes', source: 'tfjs-core/src/ops/concat_util.ts assertParamsConsistent' },
  { pattern: /^Error in concat\d+D: Shape of tensors\[\d+\] \([\d,]*\) does not match the shape of the rest /,
    kind: 'incompatible_shapes', source: 'tfjs-core/src/ops/concat_util.ts assertParamsConsistent' },
  // stack: every shape equal.
  { pattern: /^All tensors passed to stack must have matching shapes/, kind: 'incompatible_shapes',
    source: 'tfjs-backend-cpu/src/kernels/Pack.ts' },
  // matMul: the contracted sizes differ. With an operand of rank 0 or 1
  // one of them is read past the shape's start (undefined): tfjs's matMul
  // takes ranks >= 2 only, and says so this way.
  { pattern: /^Error in matMul: inner shapes \(\d+\) and \(\d+\) of Tensors /, kind: 'incompatible_shapes',
    source: 'tfjs-backend-cpu/src/kernels/BatchMatMul.ts' },
  { pattern: /^Error in matMul: inner shapes \((undefined|\d+)\) and \((undefined|\d+)\) of Tensors /, kind: 'invalid_rank',
    source: 'tfjs-backend-cpu/src/kernels/BatchMatMul.ts (an operand of rank < 2)' },
  // matMul of a rank-1 first operand passes the inner-size check and fails
  // reshaping it to [batch, undefined, k]: the same rank limit.
  { pattern: /^The new shape \([\d,]*\) has NaN elements and the old shape \([\d,]*\) has \d+ elements\./,
    ops: ['matmul'], kind: 'invalid_rank',
    source: 'tfjs-backend-cpu/src/kernels/BatchMatMul.ts, reshaping a rank-1 operand (tfjs-core/src/util_base.ts inferFromImplicitShape)' },
  // A dtype the op refuses: convertToTensor's assertDtype (logicalAnd,
  // logicalOr, logicalXor take bool tensors; where's condition is bool).
  { pattern: /^Argument '[^']*' passed to '[^']*' must be \w+ tensor, but got \w+ tensor$/, kind: 'unsupported_dtype_for_op',
    source: 'tfjs-core/src/tensor_util_env.ts assertDtype' },
  { pattern: /^BitwiseAnd: Only supports 'int32' values in tensor, /, kind: 'unsupported_dtype_for_op',
    source: 'tfjs-core/src/ops/bitwise_and.ts' },
  // A CPU kernel without a complex64 form (Maximum, FloorDiv, Less, Select,
  // BatchMatMul, Tile, ...).
  { pattern: / does not support complex64 tensors in the CPU backend\.$/, kind: 'unsupported_dtype_for_op',
    source: 'tfjs-backend-cpu/src/cpu_util.ts assertNotComplex' },
  // tf.clipByValue with min == max fills a new tensor of x's dtype
  // (tfjs-core/src/ops/clip_by_value.ts), and the typed arrays tfjs makes
  // for a dtype have no complex64 one.
  { pattern: /^Unknown data type complex64$/, ops: ['clip'], kind: 'unsupported_dtype_for_op',
    source: 'tfjs-core/src/util_base.ts getArrayFromDType, through tfjs-core/src/ops/fill.ts' },
  // concat of a complex64 first tensor with another dtype; stack of two dtypes.
  { pattern: /^Cannot concatenate complex64 tensors with a tensor\s+with dtype \w+\.\s*$/, kind: 'unsupported_dtype_for_op',
    source: 'tfjs-core/src/ops/concat.ts' },
  { pattern: /^All tensors passed to stack must have matching dtypes$/, kind: 'unsupported_dtype_for_op',
    source: 'tfjs-backend-cpu/src/kernels/Pack.ts' },
  // No tensors at all.
  { pattern: /^Pass at least one tensor to (concat|tf\.stack)$/, kind: 'invalid_argument',
    source: 'tfjs-core/src/ops/concat.ts, tfjs-core/src/ops/stack.ts' },
  // An axis out of range: concat's (parseAxisParam; 0-d tensors have no
  // axis at all, so their concat fails here too), stack's.
  { pattern: /^All values in axis param must be in range \[-?\d+, \d+\) but got axis -?[\d.e+]+$/, kind: 'invalid_axis',
    source: 'tfjs-core/src/util_base.ts parseAxisParam' },
  { pattern: /^Axis must be <= rank of the tensor$/, kind: 'invalid_axis',
    source: 'tfjs-core/src/ops/stack.ts' },
  { pattern: /^Axis must be in the interval \[-?\d+, -?\d+\]$/, kind: 'invalid_axis',
    source: 'tfjs-backend-cpu/src/kernels/ExpandDims.ts (stack of one tensor, or each tensor stacked)' },
  // clipByValue refuses bounds whose values are not ordered (min > max,
  // or a NaN bound, for which min <= max is false).
  { pattern: /^Error in clip: min \([^)]*\) must be less than or equal to max \([^)]*\)\.$/, kind: 'invalid_value',
    source: 'tfjs-core/src/ops/clip_by_value.ts' },
]);

// The kind of a thrown error: an UnsupportedCall is the adapter's own skip,
// any other Error is looked up in the table; nothing found is undefined.
export function classify(error, op) {
  if (error instanceof UnsupportedCall) return 'unsupported';
  if (!(error instanceof Error) || error.constructor !== Error) return undefined;
  const row = ERROR_TABLE.find(({ pattern, ops }) => (ops === undefined || ops.includes(op)) && pattern.test(error.message));
  return row?.kind;
}
