// tfjs's errors as the case format's error kinds (errors.mjs), each row of
// the table reached by a real call; the calls the adapter cannot make
// (unsupported); and what tfjs does that no kind describes (internal_error,
// with tfjs's own text).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exchange, assertOutcome } from './process.mjs';
import { classify, ERROR_TABLE } from '../errors.mjs';
import { UnsupportedCall, LibraryValueError } from '../tensors.mjs';

const array = (dtype, shape, data) => ({ dtype, shape, data });
const int = (value) => ({ kind: 'int', value });
const i32 = (shape, ...values) => array('int32', shape, values.map(String));
const f32 = (shape, ...values) => array('float32', shape, values);
const b = (shape, ...values) => array('bool', shape, values);
const c64 = (shape, ...values) => array('complex64', shape, values);

const error = (kind) => ({ error: kind });
const UNSUPPORTED = { unsupported: true };
const INTERNAL = { internal_error: true };

// [what, op, inputs, outcome, the message it carries]
const CALLS = [
  ['shapes that do not broadcast', 'add', { a: f32([2], '1.0', '2.0'), b: f32([3], '1.0', '2.0', '3.0') },
    error('incompatible_shapes'), /^Error: Operands could not be broadcast together with shapes 2 and 3\.$/],
  ['broadcast_to a different size', 'broadcast_to', { array: i32([2], 1, 2), shape: [3] },
    error('incompatible_shapes'), /^Error: broadcastTo\(\): \[2\] cannot be broadcast to \[3\]\.$/],
  ['broadcast_to a lower rank', 'broadcast_to', { array: i32([1, 1], 1), shape: [1] },
    error('incompatible_shapes'), /shape\.length=1 < input\.rank=2/],
  ['bitwise_and does not broadcast', 'bitwise_and', { a: i32([2], 1, 2), b: i32([1], 1) },
    error('incompatible_shapes'), /BitwiseAnd: Tensors must have the same shape/],
  ['concat of two ranks', 'concat', { arrays: [i32([2], 1, 2), i32([1, 1], 3)] },
    error('incompatible_shapes'), /rank of tensors\[1\] must be the same/],
  ['concat of other sizes off the axis', 'concat', { arrays: [i32([1, 2], 1, 2), i32([1, 1], 3)] },
    error('incompatible_shapes'), /does not match the shape of the rest/],
  ['stack of two shapes', 'stack', { arrays: [i32([2], 1, 2), i32([1], 3)] },
    error('incompatible_shapes'), /must have matching shapes/],
  ['matmul of contracted sizes 3 and 2', 'matmul', { x1: f32([1, 3], '1.0', '2.0', '3.0'), x2: f32([2, 1], '1.0', '2.0') },
    error('incompatible_shapes'), /inner shapes \(3\) and \(2\)/],
  ['matmul of two 1-D arrays', 'matmul', { x1: f32([2], '1.0', '2.0'), x2: f32([2], '1.0', '2.0') },
    error('invalid_rank'), /inner shapes \(2\) and \(undefined\)/],
  ['matmul of a 0-d array', 'matmul', { x1: f32([], '1.0'), x2: f32([1, 1], '1.0') },
    error('invalid_rank'), /inner shapes \(undefined\) and \(1\)/],
  ['matmul of a 1-D first array', 'matmul', { x1: f32([2], '1.0', '2.0'), x2: f32([2, 1], '1.0', '2.0') },
    error('invalid_rank'), /The new shape \(1,,2\) has NaN elements/],
  ['logical_and of int32', 'logical_and', { a: i32([1], 1), b: b([1], true) },
    error('unsupported_dtype_for_op'), /Argument 'a' passed to 'logicalAnd' must be bool tensor, but got int32 tensor/],
  ['where of an int32 condition', 'where', { condition: i32([1], 1), x1: i32([1], 1), x2: i32([1], 2) },
    error('unsupported_dtype_for_op'), /'condition' passed to 'where' must be bool tensor/],
  ['bitwise_and of float32', 'bitwise_and', { a: f32([1], '1.0'), b: f32([1], '1.0') },
    error('unsupported_dtype_for_op'), /Only supports 'int32'/],
  ['maximum of complex64', 'maximum', { a: c64([1], ['1.0', '1.0']), b: c64([1], ['1.0', '1.0']) },
    error('unsupported_dtype_for_op'), /^Error: Maximum does not support complex64 tensors in the CPU backend\.$/],
  ['broadcast_to of complex64 that tiles', 'broadcast_to', { array: c64([1], ['1.0', '2.0']), shape: [2] },
    error('unsupported_dtype_for_op'), /tile does not support complex64/],
  ['clip of complex64 with equal bounds', 'clip', { x: c64([1], ['1.0', '2.0']), min: int('3'), max: int('3') },
    error('unsupported_dtype_for_op'), /^Error: Unknown data type complex64$/],
  ['concat of complex64 then float32', 'concat', { arrays: [c64([1], ['1.0', '2.0']), f32([1], '1.0')] },
    error('unsupported_dtype_for_op'), /Cannot concatenate complex64 tensors with a tensor\s+with dtype float32/],
  ['stack of int32 and float32', 'stack', { arrays: [i32([1], 1), f32([1], '1.0')] },
    error('unsupported_dtype_for_op'), /must have matching dtypes/],
  ['concat of nothing', 'concat', { arrays: [] }, error('invalid_argument'), /Pass at least one tensor to concat/],
  ['stack of nothing', 'stack', { arrays: [], axis: 0 }, error('invalid_argument'), /Pass at least one tensor to tf\.stack/],
  ['concat axis 1 of 1-D arrays', 'concat', { arrays: [i32([1], 1), i32([1], 2)], axis: 1 },
    error('invalid_axis'), /must be in range \[-1, 1\) but got axis 1/],
  ['concat of 0-d arrays', 'concat', { arrays: [i32([], 1), i32([], 2)] },
    error('invalid_axis'), /must be in range \[-0, 0\) but got axis 0/],
  ['stack axis 2 of 1-D arrays', 'stack', { arrays: [i32([1], 1), i32([1], 2)], axis: 2 },
    error('invalid_axis'), /Axis must be <= rank of the tensor/],
  ['stack axis -3 of 1-D arrays', 'stack', { arrays: [i32([1], 1), i32([1], 2)], axis: -3 },
    error('invalid_axis'), /Axis must be in the interval \[-2, 1\]/],
  ['clip with min above max', 'clip', { x: f32([1], '1.0'), min: int('2'), max: int('1') },
    error('invalid_value'), /min \(2\) must be less than or equal to max \(1\)/],
  ['clip with a NaN bound', 'clip', { x: f32([1], '1.0'), min: { kind: 'float', value: 'nan' }, max: int('1') },
    error('invalid_value'), /min \(NaN\) must be less than or equal to max \(1\)/],
  ['broadcast_shapes of shapes that do not broadcast', 'broadcast_shapes', { shapes: [[2, 3], [4]] },
    error('incompatible_shapes'), /shapes 2,3 and 4/],

  // Calls tfjs has no form of: skipped, saying why.
  ['a complex scalar', 'multiply', { a: f32([1], '1.0'), b: { kind: 'complex', value: ['0.0', '1.0'] } },
    UNSUPPORTED, /complex Python scalar/],
  ['clip with a None bound', 'clip', { x: f32([1], '1.0'), min: null, max: int('1') }, UNSUPPORTED, /min is None/],
  ['clip with an array bound', 'clip', { x: f32([1], '1.0'), min: f32([1], '0.0'), max: int('1') },
    UNSUPPORTED, /min is an array/],
  ['clip with a bool bound', 'clip', { x: f32([1], '1.0'), min: int('0'), max: { kind: 'bool', value: true } },
    UNSUPPORTED, /max is a bool scalar/],
  ['concat with axis None', 'concat', { arrays: [i32([1], 1)], axis: null }, UNSUPPORTED, /axis None/],
  ['broadcast_shapes of three shapes', 'broadcast_shapes', { shapes: [[1], [2], [1]] }, UNSUPPORTED, /takes two shapes, the call has 3/],
  ['broadcast_shapes of one shape', 'broadcast_shapes', { shapes: [[1]] }, UNSUPPORTED, /the call has 1/],
  ['broadcast_shapes past int32', 'broadcast_shapes', { shapes: [[2147483648], [1]] }, UNSUPPORTED, /2147483648 does not fit the int32/],
  ['a result of 2**32 elements', 'add', { a: f32([65536, 1], ...new Array(65536).fill('0.0')), b: f32([1, 65536], ...new Array(65536).fill('0.0')) },
    UNSUPPORTED, /could have 4294967296 elements/],
  ['broadcast_to 2**40 elements', 'broadcast_to', { array: i32([1], 1), shape: [1048576, 1048576] }, UNSUPPORTED, /could have 1099511627776 elements/],
  ['an op tfjs lacks', 'bitwise_or', { a: i32([1], 1), b: i32([1], 1) }, UNSUPPORTED, /does not implement bitwise_or/],

  // What tfjs does that is no outcome of the case format: a not ok with
  // tfjs's text. A bool add stores 1 + 1 in a Uint8Array: 2.
  ['a bool tensor holding 2', 'add', { a: b([1], true), b: b([1], true) },
    INTERNAL, /^LibraryValueError: .*bool tensor of shape \[1\] whose element 0 reads back as 2/],
  // 0 - 1 stored in a Uint8Array is 255.
  ['a bool tensor holding 255', 'subtract', { a: b([2], false, false), b: b([2], false, true) },
    INTERNAL, /element 1 reads back as 255/],
  // matMul broadcasts batch dimensions [4, 1] and [1, 3] to [4, 3] in the
  // shape, but computes max(4, 3) = 4 batches of the 12: 4 * 1 * 1 values
  // where the shape [4, 3, 1, 1] takes 12.
  ['a tensor holding fewer values than its shape', 'matmul',
    { x1: f32([4, 1, 1, 1], '1.0', '2.0', '3.0', '4.0'), x2: f32([1, 3, 1, 1], '1.0', '2.0', '3.0') },
    INTERNAL, /^LibraryValueError: tfjs returned a float32 tensor of shape \[4,3,1,1\] \(12 elements\) whose tensor\.dataSync\(\) holds 4$/],
  // concat of float32 then complex64 fails inside tfjs with a TypeError.
  ['an error no row knows', 'concat', { arrays: [f32([1], '1.0'), c64([1], ['1.0', '2.0'])] },
    INTERNAL, /^TypeError: /],
];

test('tfjs errors map to error kinds, impossible calls are unsupported, the rest internal errors, each with its message', () => {
  const { answers, stderr } = exchange(CALLS.map(([, op, inputs]) => [op, inputs]));
  assert.equal(answers.length, CALLS.length);
  CALLS.forEach(([what, , , outcome, message], k) => assertOutcome(answers[k], outcome, message, what));
  assert.equal(stderr, '');
  // Every row of the table is reached by one of these calls: its pattern
  // matches the text tfjs threw (the message, less "Error: ").
  ERROR_TABLE.forEach((row) => {
    const reached = CALLS.some(([, op, , outcome], k) => outcome.error === row.kind
      && (row.ops === undefined || row.ops.includes(op))
      && row.pattern.test(answers[k].header.message.replace(/^Error: /, '')));
    assert.ok(reached, `no call reaches the row ${row.pattern} (${row.kind})`);
  });
});

test('classify: only the table names a kind', () => {
  assert.equal(classify(new Error('Operands could not be broadcast together with shapes 2 and 3.'), 'add'), 'incompatible_shapes');
  assert.equal(classify(new UnsupportedCall('no form'), 'add'), 'unsupported');
  assert.equal(classify(new Error('something tfjs has never said'), 'add'), undefined);
  assert.equal(classify(new TypeError('Operands could not be broadcast together with shapes 2 and 3.'), 'add'), undefined);
  assert.equal(classify(new LibraryValueError('a bool holding 2'), 'add'), undefined);
  assert.equal(classify('a string', 'add'), undefined);
  // The reshape message means a rank-1 operand only inside matMul.
  const reshape = new Error('The new shape (1,,2) has NaN elements and the old shape (2) has 2 elements.');
  assert.equal(classify(reshape, 'matmul'), 'invalid_rank');
  assert.equal(classify(reshape, 'broadcast_to'), undefined);
});
