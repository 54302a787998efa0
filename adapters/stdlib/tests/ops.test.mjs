// Each op of the adapter through the protocol, with results worked out by
// hand from stdlib's rules: the promotion and safe-cast tables
// (promotion-rules/lib/promotion_rules.json, safe-casts/lib/safe_casts.json),
// concat's broadcasting of the arrays of lower rank and its negative dims,
// and the strides of broadcast views.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exchange, assertArray, assertArrays, assertOutcome } from './process.mjs';

const array = (dtype, shape, data) => ({ dtype, shape, data });
const ints = (dtype) => (shape, ...values) => array(dtype, shape, values.map(String));
const i8 = ints('int8');
const i32 = ints('int32');
const u8 = ints('uint8');
const u32 = ints('uint32');
const f32 = (shape, ...values) => array('float32', shape, values);
const b = (shape, ...values) => array('bool', shape, values);

// [what, op, inputs, expected outcome]. An expected array is
// { dtype, shape, strides?, data } with data as values.
const CASES = [
  // promotionRules: the smallest dtype both cast to safely, by its table.
  ['int8 with uint8 is int16', 'promote_types', { dtypes: ['int8', 'uint8'] }, { dtype: 'int16' }],
  ['int32 with uint32 is int64', 'promote_types', { dtypes: ['int32', 'uint32'] }, { dtype: 'int64' }],
  ['uint8 with float16 is float16', 'promote_types', { dtypes: ['uint8', 'float16'] }, { dtype: 'float16' }],
  ['int16 with float16 is float32', 'promote_types', { dtypes: ['int16', 'float16'] }, { dtype: 'float32' }],
  ['int32 with float32 is float64', 'promote_types', { dtypes: ['int32', 'float32'] }, { dtype: 'float64' }],
  ['complex32 with int32 is complex128', 'promote_types', { dtypes: ['complex32', 'int32'] }, { dtype: 'complex128' }],
  ['bool with bool is bool', 'promote_types', { dtypes: ['bool', 'bool'] }, { dtype: 'bool' }],
  ['uint64 with uint8 is uint64', 'promote_types', { dtypes: ['uint64', 'uint8'] }, { dtype: 'uint64' }],
  // isSafeCast: the safe-casts table; a dtype to itself is safe.
  ['int8 to int16 is safe', 'can_cast', { from: 'int8', to: 'int16' }, { answer: true }],
  ['int16 to int8 is not', 'can_cast', { from: 'int16', to: 'int8' }, { answer: false }],
  ['uint8 to float16 is safe', 'can_cast', { from: 'uint8', to: 'float16' }, { answer: true }],
  ['int16 to float16 is not', 'can_cast', { from: 'int16', to: 'float16' }, { answer: false }],
  ['int32 to float64 is safe', 'can_cast', { from: 'int32', to: 'float64' }, { answer: true }],
  ['bool to int8 is not: bool casts safely to bool only', 'can_cast', { from: 'bool', to: 'int8' }, { answer: false }],
  ['complex32 to complex32', 'can_cast', { from: 'complex32', to: 'complex32' }, { answer: true }],
  // concat, no axis: stdlib's default dim -1, the last dimension.
  ['concat with no axis joins the last dimension', 'concat', { arrays: [i32([2, 1], 1, 2), i32([2, 2], 3, 4, 5, 6)] },
    { dtype: 'int32', shape: [2, 3], data: [1, 3, 4, 2, 5, 6] }],
  // axis 0 of rank 2 is dim -2.
  ['concat axis 0 is dim -2', 'concat', { arrays: [i32([1, 2], 1, 2), i32([2, 2], 3, 4, 5, 6)], axis: 0 },
    { dtype: 'int32', shape: [3, 2], data: [1, 2, 3, 4, 5, 6] }],
  ['concat axis -1', 'concat', { arrays: [i32([1, 1], 1), i32([1, 2], 2, 3)], axis: -1 },
    { dtype: 'int32', shape: [1, 3], data: [1, 2, 3] }],
  ['concat of 1-D arrays, axis 0', 'concat', { arrays: [i32([2], 1, 2), i32([1], 3)], axis: 0 },
    { dtype: 'int32', shape: [3], data: [1, 2, 3] }],
  // The [3] array is broadcast to [2, 3] except along dim -1: rows [7, 8, 9].
  ['concat broadcasts an array of lower rank', 'concat', { arrays: [i32([2, 1], 1, 2), i32([3], 7, 8, 9)] },
    { dtype: 'int32', shape: [2, 4], data: [1, 7, 8, 9, 2, 7, 8, 9] }],
  // A size-1 dimension off the axis is broadcast too: [1, 1] to [2, 1].
  ['concat broadcasts a size-1 dimension', 'concat', { arrays: [i32([2, 2], 1, 2, 3, 4), i32([1, 1], 9)], axis: 1 },
    { dtype: 'int32', shape: [2, 3], data: [1, 2, 9, 3, 4, 9] }],
  // int8, uint8 -> int16; int16, float32 -> float32: values exact.
  ['concat folds promotionRules left to right', 'concat', { arrays: [i8([1], -128), u8([1], 255), f32([1], '0.5')] },
    { dtype: 'float32', shape: [3], data: [-128, 255, 0.5] }],
  ['concat of uint32 and float32 is float64', 'concat', { arrays: [u32([1], 4294967295), f32([2], '-0.0', 'nan')] },
    { dtype: 'float64', shape: [3], data: [4294967295, -0, NaN] }],
  ['concat of int8 and complex64', 'concat', { arrays: [i8([1], -3), array('complex64', [1], [['1.5', '-2.0']])] },
    { dtype: 'complex64', shape: [2], data: [[-3, 0], [1.5, -2]] }],
  ['concat of bool and bool', 'concat', { arrays: [b([1], true), b([2], false, true)] },
    { dtype: 'bool', shape: [3], data: [true, false, true] }],
  ['concat of one array', 'concat', { arrays: [u8([2], 1, 2)] }, { dtype: 'uint8', shape: [2], data: [1, 2] }],
  ['concat of empty arrays', 'concat', { arrays: [f32([0, 2]), f32([1, 2], '1.0', '2.0')], axis: 0 },
    { dtype: 'float32', shape: [1, 2], data: [1, 2] }],
  // broadcastShapes.
  ['broadcast_shapes', 'broadcast_shapes', { shapes: [[8, 1, 6, 1], [7, 1, 5]] }, { shape: [8, 7, 6, 5] }],
  ['broadcast_shapes of one shape', 'broadcast_shapes', { shapes: [[3, 0]] }, { shape: [3, 0] }],
  ['broadcast_shapes of no shapes', 'broadcast_shapes', { shapes: [] }, { shape: [] }],
  ['broadcast_shapes of 1 with 0', 'broadcast_shapes', { shapes: [[1], [0], []] }, { shape: [0] }],
  // broadcastArray: a view; a dimension prepended or expanded from 1 has
  // stride 0, the others keep the array's row-major stride.
  ['broadcast_to a view', 'broadcast_to', { array: i32([2, 1], 1, 2), shape: [3, 2, 2] },
    { dtype: 'int32', shape: [3, 2, 2], strides: [0, 1, 0], data: [1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2] }],
  ['broadcast_to its own shape', 'broadcast_to', { array: i8([2, 2], 1, 2, 3, 4), shape: [2, 2] },
    { dtype: 'int8', shape: [2, 2], strides: [2, 1], data: [1, 2, 3, 4] }],
  ['broadcast_to a 0-d array to [2]', 'broadcast_to', { array: f32([], '2.5'), shape: [2] },
    { dtype: 'float32', shape: [2], strides: [0], data: [2.5, 2.5] }],
  ['broadcast_to a size-1 dimension to 0', 'broadcast_to', { array: b([1], true), shape: [0] },
    { dtype: 'bool', shape: [0], strides: [0], data: [] }],
];

test('each op answers as stdlib computes it', () => {
  const { answers, stderr } = exchange(CASES.map(([, op, inputs]) => [op, inputs]));
  assert.equal(answers.length, CASES.length);
  CASES.forEach(([what, , , expected], k) => {
    if ('dtype' in expected && 'shape' in expected) assertArray(answers[k], expected, what);
    else assertOutcome(answers[k], expected, undefined, what);
  });
  assert.equal(stderr, '');
});

test('broadcast_arrays answers one view per array, each with its own dtype and strides', () => {
  const { answers } = exchange([
    ['broadcast_arrays', { arrays: [b([2, 1], true, false), array('complex128', [3], [['1.0', '2.0'], ['3.0', '4.0'], ['5.0', '6.0']])] }],
    ['broadcast_arrays', { arrays: [u8([], 7)] }],
    ['broadcast_arrays', { arrays: [] }],
  ]);
  assertArrays(answers[0], [
    { dtype: 'bool', shape: [2, 3], strides: [1, 0], data: [true, true, true, false, false, false] },
    { dtype: 'complex128', shape: [2, 3], strides: [0, 1], data: [[1, 2], [3, 4], [5, 6], [1, 2], [3, 4], [5, 6]] },
  ], 'bool [2, 1] with complex128 [3]');
  assertOutcome(answers[2], { arrays: [] }, undefined, 'no arrays give no views');
  // One 0-d array: broadcastShapes of one shape is that shape, [], and
  // broadcastArray of a 0-d array to [] fails (errors.test.mjs).
  assertOutcome(answers[1], { internal_error: true }, /Fourth argument must be an array-like object containing integers/, 'one 0-d array');
});
