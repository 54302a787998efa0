// Arrays of every dtype stdlib allocates into stdlib and back (0-d and
// empty ones included), as views and as new arrays, and the conversions
// concat makes to the promoted dtype.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exchange, assertArray } from './process.mjs';
import { loadStdlib } from '../promcast-stdlib.mjs';
import { newArrayToArray, viewToArray, toNdarray, ARRAY_DTYPES } from '../ndarrays.mjs';

const array = (dtype, shape, data) => ({ dtype, shape, data });

// [input, its values as the test's readers give them]
const ROUND_TRIPS = [
  [array('bool', [2], [true, false]), [true, false]],
  [array('int8', [3], ['-128', '127', '0']), [-128, 127, 0]],
  [array('int16', [2], ['-32768', '32767']), [-32768, 32767]],
  [array('int32', [3], ['-2147483648', '2147483647', '0']), [-(2 ** 31), 2 ** 31 - 1, 0]],
  [array('uint8', [2], ['0', '255']), [0, 255]],
  [array('uint16', [2], ['0', '65535']), [0, 65535]],
  [array('uint32', [2], ['0', '4294967295']), [0, 2 ** 32 - 1]],
  [array('float32', [6], ['-0.0', 'nan', 'inf', '-inf', '1.401298464324817e-45', '3.4028234663852886e+38']),
    [-0, NaN, Infinity, -Infinity, 2 ** -149, (2 - 2 ** -23) * 2 ** 127]],
  [array('float64', [4], ['-0.0', 'nan', '5e-324', '1.7976931348623157e+308']), [-0, NaN, 5e-324, Number.MAX_VALUE]],
  [array('complex64', [2], [['1.5', '-0.0'], ['nan', '-inf']]), [[1.5, -0], [NaN, -Infinity]]],
  [array('complex128', [2], [['0.1', '-2.0'], ['inf', '5e-324']]), [[0.1, -2], [Infinity, 5e-324]]],
  [array('int32', [2, 0], []), []],
  [array('complex128', [0], []), []],
];

const ZERO_D = [
  [array('bool', [], [true]), [true]],
  [array('uint16', [], ['65535']), [65535]],
  [array('float64', [], ['-0.0']), [-0]],
  [array('complex64', [], [['-2.0', '0.25']]), [[-2, 0.25]]],
];

test('every array dtype goes into stdlib and comes back unchanged as a view, empty arrays included', () => {
  const { answers } = exchange(ROUND_TRIPS.map(([input]) => ['broadcast_to', { array: input, shape: input.shape }]));
  ROUND_TRIPS.forEach(([input, values], k) => {
    // Row-major strides: broadcastArray keeps the strides of the dimensions it does not expand.
    const strides = input.shape.map((_, d) => input.shape.slice(d + 1).reduce((p, s) => p * s, 1));
    assertArray(answers[k], { dtype: input.dtype, shape: input.shape, strides, data: values }, `${input.dtype} [${input.shape}]`);
  });
});

test('0-d arrays go in and come back through a prepended dimension (stride 0)', () => {
  const { answers } = exchange(ZERO_D.map(([input]) => ['broadcast_to', { array: input, shape: [2] }]));
  ZERO_D.forEach(([input, [value]], k) => {
    assertArray(answers[k], { dtype: input.dtype, shape: [2], strides: [0], data: [value, value] }, `${input.dtype} []`);
  });
});

test('every array dtype comes back unchanged as a new array (concat of one array)', () => {
  const inputs = ROUND_TRIPS.filter(([input]) => input.shape.length === 1);
  const { answers } = exchange(inputs.map(([input]) => ['concat', { arrays: [input] }]));
  inputs.forEach(([input, values], k) => {
    assertArray(answers[k], { dtype: input.dtype, shape: input.shape, data: values }, `${input.dtype} [${input.shape}]`);
  });
});

test('concat converts each array to the promoted dtype exactly', () => {
  const { answers } = exchange([
    // uint16, int8 -> int32
    ['concat', { arrays: [array('uint16', [1], ['65535']), array('int8', [1], ['-128'])] }],
    // int16, uint8 -> int16
    ['concat', { arrays: [array('int16', [1], ['-32768']), array('uint8', [1], ['255'])] }],
    // int32, float32 -> float64: 2**31 - 1 and float32's smallest subnormal, exact
    ['concat', { arrays: [array('int32', [1], ['2147483647']), array('float32', [1], ['1.401298464324817e-45'])] }],
    // uint32, complex64 -> complex128
    ['concat', { arrays: [array('uint32', [1], ['4294967295']), array('complex64', [1], [['nan', '-0.0']])] }],
    // float32, float64 -> float64: NaN, -0 and infinities kept
    ['concat', { arrays: [array('float32', [2], ['-inf', '-0.0']), array('float64', [1], ['0.1'])] }],
  ]);
  assertArray(answers[0], { dtype: 'int32', shape: [2], data: [65535, -128] }, 'uint16, int8');
  assertArray(answers[1], { dtype: 'int16', shape: [2], data: [-32768, 255] }, 'int16, uint8');
  assertArray(answers[2], { dtype: 'float64', shape: [2], data: [2147483647, 2 ** -149] }, 'int32, float32');
  assertArray(answers[3], { dtype: 'complex128', shape: [2], data: [[4294967295, 0], [NaN, -0]] }, 'uint32, complex64');
  assertArray(answers[4], { dtype: 'float64', shape: [3], data: [-Infinity, -0, 0.1] }, 'float32, float64');
});

test('in process: a new array in another layout is read in row-major order, a view with its own offset', () => {
  const { lib } = loadStdlib();
  assert.ok(lib !== undefined, 'stdlib loads');
  // [[1, 2, 3], [4, 5, 6]] stored column-major: 1 4 2 5 3 6.
  const column = new lib.ndarray('int16', new Int16Array([1, 4, 2, 5, 3, 6]), [2, 3], [1, 2], 0, 'column-major');
  const read = newArrayToArray(lib, column);
  assert.deepEqual(read.shape, [2, 3]);
  assert.deepEqual(Array.from(read.data), [1, 2, 3, 4, 5, 6]);
  assert.ok(read.data instanceof Int16Array);
  // A view keeps stdlib's strides and offset; a 0-d view has no strides.
  const x = toNdarray(lib, { dtype: 'bool', shape: [2], data: new Uint8Array([0, 1]) }, 'x');
  const view = viewToArray(lib, lib.broadcastArray(x, [3, 2]), 'view');
  assert.deepEqual(view.strides, [0, 1]);
  assert.equal(view.offset, 0);
  assert.ok(view.base instanceof Uint8Array);
  const scalar = new lib.ndarray('float32', new Float32Array([0, 7]), [], [0], 1, 'row-major');
  assert.deepEqual(viewToArray(lib, scalar, 'scalar').strides, []);
  assert.equal(viewToArray(lib, scalar, 'scalar').offset, 1);
  assert.deepEqual(Array.from(newArrayToArray(lib, scalar).data), [7]);
  // Each array dtype has a buffer constructor stdlib can allocate.
  for (const dtype of ARRAY_DTYPES) assert.equal(lib.empty([1], { dtype }).dtype, dtype);
});
