// Values across the boundary between promcast's protocol and TensorFlow.js:
// a call's arrays and Python scalars in, a result tensor out.
//
// In: an ARRAY arrives from the client as { dtype, shape, data } with data
// the dtype's typed array (Uint8Array for bool, Int32Array, Float32Array,
// and for complex64 a Float32Array of interleaved real, imaginary parts).
// tf.tensor takes the first three as they are (tfjs-core/src/ops/tensor.ts
// makeTensor: a typed array of the dtype's own type is used without a
// conversion); complex64 is tf.complex(real, imag) of two float32 tensors
// (tfjs-core/src/ops/complex.ts), tfjs's only way to make one.
//
// Out: tensor.dataSync() is what tfjs itself reads back (data() is the same
// read, asynchronously; array() nests the same values). The CPU backend
// returns the values it stores, which need not be the dtype's own typed
// array: a cast that loses nothing (bool to int32, int32 to float32) keeps
// the source's array under the new dtype (tfjs-backend-cpu/src/kernels/Cast.ts,
// util.hasEncodingLoss), and a kernel writes into the typed array of its
// result dtype whatever its formula gives (a bool add stores 1 + 1 = 2 in a
// Uint8Array: tfjs-backend-cpu/src/utils/binary_impl.ts). So every value is
// checked: one its dtype cannot hold is not rounded or masked here but
// reported as the library's failure (LibraryValueError), naming the element.

import { DTYPES, alignedLargestProduct } from '../js/promcast-adapter.mjs';

// The adapter cannot run a call as tfjs would be called: the runner skips
// the case with this message (classify answers 'unsupported').
export class UnsupportedCall extends Error {
  constructor(message) { super(message); this.name = 'UnsupportedCall'; }
}

// tfjs returned a tensor whose values its dtype cannot hold (a bool tensor
// holding 2): the case is `not ok` with this message, never a guess.
export class LibraryValueError extends Error {
  constructor(message) { super(message); this.name = 'LibraryValueError'; }
}

// Results above this many elements are not computed: tfjs has no views, so
// broadcast_to materialises its result, and two operands of shapes
// [65536, 1] and [1, 65536] (512 KiB of payload) broadcast to 2**32
// elements. 2**24 elements (128 MiB of complex64) is far above every case
// of the corpus and far below the machine's memory.
export const MAX_RESULT_ELEMENTS = 2 ** 24;

// A shape dimension as tfjs takes it: a JavaScript number. The client
// gives dimensions past 2**53 - 1 as BigInts, which no tfjs shape can hold.
function dimension(size, where) {
  if (typeof size === 'bigint') {
    throw new UnsupportedCall(`${where}: the dimension ${size} is past 2**53 - 1; tfjs shapes are JavaScript numbers`);
  }
  return size;
}

export function tfShape(shape, where) {
  return shape.map((size) => dimension(size, where));
}

// The largest element count any broadcast of these shapes can have (each
// aligned dimension's largest size, multiplied): a bound checked before
// calling tfjs, not the broadcasting rule, which is tfjs's to apply.
export function checkResultBound(shapes, where) {
  if (shapes.some((shape) => shape.some((size) => BigInt(size) === 0n))) return;
  const count = alignedLargestProduct(shapes);
  if (count > BigInt(MAX_RESULT_ELEMENTS)) {
    throw new UnsupportedCall(`${where}: the result could have ${count} elements, more than the ${MAX_RESULT_ELEMENTS} this adapter computes`);
  }
}

// An ARRAY as a tfjs tensor of the same dtype, shape and elements.
export function arrayToTensor(tf, { dtype, shape, data }, where) {
  const dims = tfShape(shape, where);
  if (dtype !== 'complex64') return tf.tensor(data, dims, dtype);
  const count = data.length / 2;
  const real = new Float32Array(count);
  const imag = new Float32Array(count);
  for (let k = 0; k < count; k++) {
    real[k] = data[2 * k];
    imag[k] = data[2 * k + 1];
  }
  return tf.complex(tf.tensor(real, dims, 'float32'), tf.tensor(imag, dims, 'float32'));
}

// A Python scalar as a JavaScript caller writes it (tfjs-core's
// convertToTensor then infers its dtype: util_base.ts inferDtype gives
// boolean -> bool, number -> float32):
// - bool: a boolean;
// - int: a number. The client decodes the decimal text exactly as a BigInt;
//   Number() rounds it to the nearest double, ties to even, which is the
//   value JavaScript gives the same digits written as a literal
//   (ECMAScript, "Number(value)" and "NumericLiteral": both round the
//   mathematical value to the nearest double); past the largest double it
//   is Infinity, as the literal 1e400 is;
// - float: a number, the double itself (every float of the case format is
//   exactly a double);
// - complex: JavaScript has no complex literal and tfjs no complex scalar.
export function scalarToValue({ kind, value }, where) {
  switch (kind) {
    case 'bool': return value;
    case 'int': return Number(value);
    case 'float': return value;
    case 'complex':
      throw new UnsupportedCall(`${where}: a complex Python scalar has no JavaScript form (tfjs takes booleans and numbers; a complex64 tensor is made only by tf.complex)`);
    default:
      throw new UnsupportedCall(`${where}: a ${kind} scalar`);
  }
}

// A call's operand: a SCALAR ({ kind, value }) becomes a JavaScript value,
// an ARRAY a tensor.
export function isScalar(operand) {
  return operand !== null && typeof operand === 'object' && 'kind' in operand && !('dtype' in operand);
}

export function operandToTf(tf, operand, where) {
  return isScalar(operand) ? scalarToValue(operand, where) : arrayToTensor(tf, operand, where);
}

// Whether `value` (read from a tensor's storage) is an element of `dtype`,
// and the dtype's typed array that holds it exactly.
const HOLDS = Object.freeze({
  bool: (value) => value === 0 || value === 1,
  int32: (value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31,
  float32: (value) => Number.isNaN(value) || Object.is(Math.fround(value), value),
  complex64: (value) => Number.isNaN(value) || Object.is(Math.fround(value), value),
});

// A result tensor as the client's { dtype, shape, data }. tfjs's dtypes
// are the case format's names (bool, int32, float32, complex64); data
// copies tfjs's values into the dtype's typed array only when every value
// fits it unchanged.
export function tensorToArray(tensor) {
  const dtype = tensor.dtype;
  const type = DTYPES[dtype];
  if (type === undefined || !Object.hasOwn(HOLDS, dtype)) {
    throw new LibraryValueError(`tfjs returned a ${dtype} tensor, a dtype the case format does not have`);
  }
  const values = tensor.dataSync();
  // The values must be as many as the shape says: tfjs's CPU matMul can
  // return a tensor whose shape broadcasts the batch dimensions while its
  // data holds fewer products (BatchMatMul.ts takes max(batchA, batchB)
  // batches, which is short when [4, 1] and [1, 3] broadcast to [4, 3]).
  const elements = tensor.shape.reduce((count, size) => count * size, 1);
  if (values.length !== elements * type.lanes) {
    throw new LibraryValueError(`tfjs returned a ${dtype} tensor of shape [${tensor.shape}] (${elements} elements) whose tensor.dataSync() holds ${values.length / type.lanes}`);
  }
  const holds = HOLDS[dtype];
  for (let k = 0; k < values.length; k++) {
    if (!holds(values[k])) {
      const element = type.lanes === 2 ? `element ${k >> 1} (${k & 1 ? 'imaginary' : 'real'} part)` : `element ${k}`;
      throw new LibraryValueError(`tfjs returned a ${dtype} tensor of shape [${tensor.shape}] whose ${element} reads back as ${values[k]} (tensor.dataSync() gives a ${values.constructor.name}), which is not a ${dtype} value`);
    }
  }
  const data = values instanceof type.array ? values : type.array.from(values);
  return { dtype, shape: tensor.shape.slice(), data };
}
