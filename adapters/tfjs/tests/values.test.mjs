// Arrays of every dtype in and out of tfjs (0-d and empty ones included),
// and Python scalars as a JavaScript caller writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exchange, assertArray, assertOutcome } from './process.mjs';
import { scalarToValue, UnsupportedCall } from '../tensors.mjs';

const array = (dtype, shape, data) => ({ dtype, shape, data });
const int = (value) => ({ kind: 'int', value });
const float = (value) => ({ kind: 'float', value });
const bool = (value) => ({ kind: 'bool', value });

// broadcast_to an array's own shape is tf.broadcastTo without tiling (a
// clone): the elements come back as they went in.
const ROUND_TRIPS = [
  [array('bool', [2], [true, false]), [true, false]],
  [array('bool', [], [true]), [true]],
  [array('bool', [0, 3], []), []],
  [array('int32', [3], ['-2147483648', '2147483647', '0']), [-(2 ** 31), 2 ** 31 - 1, 0]],
  [array('int32', [], ['-7']), [-7]],
  [array('int32', [2, 0], []), []],
  [array('float32', [6], ['-0.0', 'nan', 'inf', '-inf', '1.401298464324817e-45', '3.4028234663852886e+38']),
    [-0, NaN, Infinity, -Infinity, 2 ** -149, (2 - 2 ** -23) * 2 ** 127]],
  [array('float32', [], ['0.1']), [Math.fround(0.1)]],
  [array('float32', [0], []), []],
  [array('complex64', [2], [['1.5', '-0.0'], ['nan', '-inf']]), [[1.5, -0], [NaN, -Infinity]]],
  [array('complex64', [], [['-2.0', '0.25']]), [[-2, 0.25]]],
  [array('complex64', [1, 0], []), []],
];

test('every dtype goes into tfjs and comes back unchanged, 0-d and empty arrays included', () => {
  const { answers } = exchange(ROUND_TRIPS.map(([input]) => ['broadcast_to', { array: input, shape: input.shape }]));
  ROUND_TRIPS.forEach(([input, values], k) => {
    assertArray(answers[k], { dtype: input.dtype, shape: input.shape, data: values }, `${input.dtype} [${input.shape}]`);
  });
});

test('complex64 arrays are computed as complex numbers', () => {
  const a = array('complex64', [1], [['1.0', '2.0']]);
  const b = array('complex64', [1], [['3.0', '-4.0']]);
  const { answers } = exchange([['add', { a, b }], ['multiply', { a, b }]]);
  // (1 + 2i) + (3 - 4i) = 4 - 2i; (1 + 2i)(3 - 4i) = 3 - 4i + 6i + 8 = 11 + 2i.
  assertArray(answers[0], { dtype: 'complex64', shape: [1], data: [[4, -2]] }, 'add');
  assertArray(answers[1], { dtype: 'complex64', shape: [1], data: [[11, 2]] }, 'multiply');
});

test('Python scalars are JavaScript booleans and numbers, promoted by dtype alone', () => {
  const i32 = array('int32', [2], ['1', '2']);
  const { answers } = exchange([
    // A number is a float32 tensor: int32 + float32 is float32.
    ['add', { a: i32, b: int('5'), default_float: 'float64' }],
    // A boolean is a bool tensor: int32 + bool is int32, true is 1.
    ['add', { a: i32, b: bool(true) }],
    ['add', { a: array('bool', [2], [true, false]), b: float('0.5') }],
    // The scalar first: 10 - [1, 2].
    ['subtract', { a: int('10'), b: i32 }],
    // A 0-d array is not weak: int32 0-d + float32 is float32.
    ['add', { a: array('int32', [], ['3']), b: array('float32', [1], ['1.5']) }],
    // 16777217 becomes float32 in the call: the two float32 neighbours
    // 16777216 and 16777218 are equally near, and the even one is taken.
    ['add', { a: array('float32', [1], ['0.0']), b: int('16777217') }],
    ['add', { a: i32, b: { kind: 'complex', value: ['1.0', '0.0'] } }],
  ]);
  assertArray(answers[0], { dtype: 'float32', shape: [2], data: [6, 7] }, 'int32 + 5');
  assertArray(answers[1], { dtype: 'int32', shape: [2], data: [2, 3] }, 'int32 + true');
  assertArray(answers[2], { dtype: 'float32', shape: [2], data: [1.5, 0.5] }, 'bool + 0.5');
  assertArray(answers[3], { dtype: 'float32', shape: [2], data: [9, 8] }, '10 - int32');
  assertArray(answers[4], { dtype: 'float32', shape: [1], data: [4.5] }, 'int32 0-d + float32');
  assertArray(answers[5], { dtype: 'float32', shape: [1], data: [16777216] }, 'float32 + 16777217');
  assertOutcome(answers[6], { unsupported: true }, /complex Python scalar has no JavaScript form/, 'int32 + 1+0j');
});

test('an int scalar is rounded to the nearest double, ties to even, as a JavaScript literal of its digits', () => {
  const value = (digits) => scalarToValue({ kind: 'int', value: BigInt(digits) }, 'b');
  assert.equal(value('3'), 3);
  assert.equal(value('-9007199254740993'), -9007199254740992); // 2**53 + 1: tie, even 2**53
  assert.equal(value('9007199254740995'), 9007199254740996); // 2**53 + 3: tie, even 2**53 + 4
  assert.equal(value('18446744073709551615'), 18446744073709551616); // 2**64 - 1
  assert.equal(value(`1${'0'.repeat(400)}`), Infinity);
  assert.equal(value(`-1${'0'.repeat(400)}`), -Infinity);
  assert.equal(scalarToValue({ kind: 'bool', value: false }, 'b'), false);
  assert.ok(Object.is(scalarToValue({ kind: 'float', value: -0 }, 'b'), -0));
  assert.throws(() => scalarToValue({ kind: 'complex', value: [1, 0] }, 'b'), UnsupportedCall);
});
