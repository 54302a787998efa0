// Each op of the adapter once through the protocol, with results worked out
// by hand from tfjs's rules (upcastType for the result dtype, the CPU
// kernels' formulas for the values).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exchange, assertArray, assertOutcome } from './process.mjs';

const array = (dtype, shape, data) => ({ dtype, shape, data });
const int = (value) => ({ kind: 'int', value });
const i32 = (shape, ...values) => array('int32', shape, values.map(String));
const f32 = (shape, ...values) => array('float32', shape, values);
const b = (shape, ...values) => array('bool', shape, values);

// [what, op, inputs, expected array or outcome]. An expected array is
// { dtype, shape, data } with data as values (NaN, -0 as they are).
const CASES = [
  ['int32 + float32 is float32', 'add', { a: i32([2], 1, 2), b: f32([2], '3.5', '4.5') },
    { dtype: 'float32', shape: [2], data: [4.5, 6.5] }],
  ['broadcasting [2, 1] with [3]', 'add', { a: i32([2, 1], 10, 20), b: i32([3], 1, 2, 3) },
    { dtype: 'int32', shape: [2, 3], data: [11, 12, 13, 21, 22, 23] }],
  ['int32 wraps modulo 2**32', 'add', { a: i32([1], 2147483647), b: i32([1], 1) },
    { dtype: 'int32', shape: [1], data: [-2147483648] }],
  ['subtract', 'subtract', { a: i32([1], 5), b: i32([1], 7) }, { dtype: 'int32', shape: [1], data: [-2] }],
  // 16777215 * 3 = 50331645, computed exactly in a double; float32's
  // spacing between 2**25 and 2**26 is 4, so it is stored as 50331644.
  ['multiply rounds once to float32', 'multiply', { a: f32([1], '16777215.0'), b: f32([1], '3.0') },
    { dtype: 'float32', shape: [1], data: [50331644] }],
  // int32 / int32 is floorDiv: floor(-7 / 2) = -4.
  ['divide of int32 is floor division', 'divide', { a: i32([2], 7, -7), b: i32([2], 2, 2) },
    { dtype: 'int32', shape: [2], data: [3, -4] }],
  ['divide of float32', 'divide', { a: f32([2], '1.0', '-1.0'), b: f32([2], '4.0', '0.0') },
    { dtype: 'float32', shape: [2], data: [0.25, -Infinity] }],
  // The FloorDiv kernel's result is int32 whatever its operands
  // (tfjs-backend-cpu/src/kernels/FloorDiv.ts): floor(-7.5 / 2) = -4.
  ['floor_divide of float32 is int32', 'floor_divide', { a: f32([1], '-7.5'), b: f32([1], '2.0') },
    { dtype: 'int32', shape: [1], data: [-4] }],
  // mod takes the divisor's sign: 5 mod -3 = -1, -5 mod 3 = 1.
  ['remainder takes the divisor\'s sign', 'remainder', { a: i32([4], 5, -5, 5, -5), b: i32([4], 3, 3, -3, -3) },
    { dtype: 'int32', shape: [4], data: [2, 1, -1, -2] }],
  ['pow of int32', 'pow', { a: i32([2], 2, 3), b: i32([2], 3, 2) }, { dtype: 'int32', shape: [2], data: [8, 9] }],
  // atan2(0, -1) = pi, rounded to float32: 13176795 * 2**-22.
  ['atan2', 'atan2', { a: f32([2], '0.0', '-0.0'), b: f32([2], '-1.0', '1.0') },
    { dtype: 'float32', shape: [2], data: [13176795 * 2 ** -22, -0] }],
  ['maximum casts bool to int32', 'maximum', { a: b([2], true, false), b: b([2], false, false) },
    { dtype: 'int32', shape: [2], data: [1, 0] }],
  ['minimum propagates NaN', 'minimum', { a: f32([2], 'nan', '1.0'), b: f32([2], '1.0', '2.0') },
    { dtype: 'float32', shape: [2], data: [NaN, 1] }],
  ['equal compares after promotion', 'equal', { a: i32([2], 1, 2), b: f32([2], '1.0', '2.5') },
    { dtype: 'bool', shape: [2], data: [true, false] }],
  ['not_equal', 'not_equal', { a: f32([2], 'nan', '1.0'), b: f32([2], 'nan', '1.0') },
    { dtype: 'bool', shape: [2], data: [true, false] }],
  ['less', 'less', { a: i32([3], 1, 2, 3), b: i32([], 2) }, { dtype: 'bool', shape: [3], data: [true, false, false] }],
  ['less_equal', 'less_equal', { a: i32([3], 1, 2, 3), b: i32([], 2) }, { dtype: 'bool', shape: [3], data: [true, true, false] }],
  ['greater', 'greater', { a: i32([3], 1, 2, 3), b: i32([], 2) }, { dtype: 'bool', shape: [3], data: [false, false, true] }],
  ['greater_equal', 'greater_equal', { a: i32([3], 1, 2, 3), b: i32([], 2) }, { dtype: 'bool', shape: [3], data: [false, true, true] }],
  ['logical_and', 'logical_and', { a: b([4], true, true, false, false), b: b([4], true, false, true, false) },
    { dtype: 'bool', shape: [4], data: [true, false, false, false] }],
  ['logical_or', 'logical_or', { a: b([4], true, true, false, false), b: b([4], true, false, true, false) },
    { dtype: 'bool', shape: [4], data: [true, true, true, false] }],
  ['logical_xor', 'logical_xor', { a: b([4], true, true, false, false), b: b([4], true, false, true, false) },
    { dtype: 'bool', shape: [4], data: [false, true, true, false] }],
  // 12 & 10 = 0b1000; -1 & 7 = 7.
  ['bitwise_and', 'bitwise_and', { a: i32([2], 12, -1), b: i32([2], 10, 7) }, { dtype: 'int32', shape: [2], data: [8, 7] }],
  ['where promotes x1 and x2', 'where', { condition: b([2], true, false), x1: i32([2], 1, 2), x2: f32([2], '3.5', '4.5') },
    { dtype: 'float32', shape: [2], data: [1, 4.5] }],
  ['where broadcasts and takes scalars', 'where', { condition: b([2, 1], true, false), x1: i32([3], 1, 2, 3), x2: int('9') },
    { dtype: 'float32', shape: [2, 3], data: [1, 2, 3, 9, 9, 9] }],
  ['clip', 'clip', { x: f32([3], '-1.0', '0.5', '3.0'), min: int('0'), max: { kind: 'float', value: '1.0' } },
    { dtype: 'float32', shape: [3], data: [0, 0.5, 1] }],
  ['clip keeps the dtype of x', 'clip', { x: i32([3], -5, 2, 9), min: int('0'), max: int('4') },
    { dtype: 'int32', shape: [3], data: [0, 2, 4] }],
  // [[1, 2], [3, 4]] @ [[5], [6]] = [[17], [39]].
  ['matmul', 'matmul', { x1: f32([2, 2], '1.0', '2.0', '3.0', '4.0'), x2: f32([2, 1], '5.0', '6.0') },
    { dtype: 'float32', shape: [2, 1], data: [17, 39] }],
  ['matmul broadcasts batch dimensions', 'matmul', { x1: i32([2, 1, 1], 2, 3), x2: i32([1, 2], 1, 10) },
    { dtype: 'int32', shape: [2, 1, 2], data: [2, 20, 3, 30] }],
  ['concat, default axis', 'concat', { arrays: [i32([2], 1, 2), i32([1], 3)] }, { dtype: 'int32', shape: [3], data: [1, 2, 3] }],
  ['concat, axis -1', 'concat', { arrays: [i32([1, 1], 1), i32([1, 2], 2, 3)], axis: -1 },
    { dtype: 'int32', shape: [1, 3], data: [1, 2, 3] }],
  ['stack, axis 1', 'stack', { arrays: [i32([2], 1, 2), i32([2], 3, 4)], axis: 1 },
    { dtype: 'int32', shape: [2, 2], data: [1, 3, 2, 4] }],
  ['stack, default axis', 'stack', { arrays: [f32([], '1.0'), f32([], '2.0')] }, { dtype: 'float32', shape: [2], data: [1, 2] }],
  ['broadcast_to', 'broadcast_to', { array: i32([2, 1], 1, 2), shape: [3, 2, 2] },
    { dtype: 'int32', shape: [3, 2, 2], data: [1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2] }],
  ['broadcast_shapes', 'broadcast_shapes', { shapes: [[8, 1, 6, 1], [7, 1, 5]] }, { shape: [8, 7, 6, 5] }],
  ['broadcast_shapes of empty shapes', 'broadcast_shapes', { shapes: [[], [0]] }, { shape: [0] }],
  ['promote_types bool, int32', 'promote_types', { dtypes: ['bool', 'int32'] }, { dtype: 'int32' }],
  ['promote_types int32, float32', 'promote_types', { dtypes: ['int32', 'float32'] }, { dtype: 'float32' }],
  ['promote_types complex64, bool', 'promote_types', { dtypes: ['complex64', 'bool'] }, { dtype: 'complex64' }],
];

test('each op answers as tfjs computes it', () => {
  const { answers } = exchange(CASES.map(([, op, inputs]) => [op, inputs]));
  assert.equal(answers.length, CASES.length);
  CASES.forEach(([what, , , expected], k) => {
    if ('dtype' in expected && 'shape' in expected) assertArray(answers[k], expected, what);
    else assertOutcome(answers[k], expected, undefined, what);
  });
});
