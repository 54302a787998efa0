// stdlib's errors as the case format's error kinds (errors.mjs), each row
// of the table reached by a real call; the calls the adapter cannot make
// (unsupported); and what stdlib does that no kind describes
// (internal_error, with stdlib's own text).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exchange, assertOutcome } from './process.mjs';
import { classify, ERROR_TABLE } from '../errors.mjs';
import { UnsupportedCall, LibraryValueError } from '../ndarrays.mjs';

const array = (dtype, shape, data) => ({ dtype, shape, data });
const i32 = (shape, ...values) => array('int32', shape, values.map(String));
const u32 = (shape, ...values) => array('uint32', shape, values.map(String));
const f64 = (shape, ...values) => array('float64', shape, values);
const b = (shape, ...values) => array('bool', shape, values);

const ZEROS = new Array(65536).fill(0);

const error = (kind) => ({ error: kind });
const UNSUPPORTED = { unsupported: true };
const INTERNAL = { internal_error: true };

// [what, op, inputs, outcome, the message it carries]
const CALLS = [
  ['concat of nothing', 'concat', { arrays: [] },
    error('invalid_argument'), /^TypeError: invalid argument\. First argument must be an array of ndarrays\. Value: ``\.$/],
  // axis 1 of 1-D arrays is dim 1 - 1 = 0, which stdlib refuses.
  ['concat axis 1 of 1-D arrays', 'concat', { arrays: [i32([1], 1), i32([1], 2)], axis: 1 },
    error('invalid_axis'), /^TypeError: invalid option\. `dim` option must be a negative integer\. Option: `0`\.$/],
  ['concat axis -3 of 2-D arrays', 'concat', { arrays: [i32([1, 1], 1), i32([1, 1], 2)], axis: -3 },
    error('invalid_axis'), /^RangeError: invalid argument\. Third argument contains an out-of-bounds dimension index\. Value: \[-3\]\.$/],
  // dim -1 is no dimension of a 0-d array.
  ['concat of 0-d arrays', 'concat', { arrays: [i32([], 1), i32([], 2)] },
    error('invalid_axis'), /out-of-bounds dimension index\. Value: \[-1\]/],
  // axis 0 of [2, 2] and [2] is dim -2, no dimension of the 1-D array.
  ['concat axis 0 of a 2-D and a 1-D array', 'concat', { arrays: [i32([2, 2], 1, 2, 3, 4), i32([2], 5, 6)], axis: 0 },
    error('invalid_axis'), /out-of-bounds dimension index\. Value: \[-2\]/],
  // One array: no array is broadcast, so nothing checks dim, and the
  // iterator over the result's subarrays fails on the arguments the
  // unchecked dim gives it. Not a check of the dim: internal_error.
  ['concat of one 2-D array, axis -3', 'concat', { arrays: [i32([2, 2], 1, 2, 3, 4)], axis: -3 },
    INTERNAL, /^TypeError: invalid argument\. First argument must be an ndarray having at least 3 dimensions\.$/],
  ['concat of one 0-d array', 'concat', { arrays: [i32([], 1)] },
    INTERNAL, /^TypeError: invalid argument\. Second argument must be an array of integers\. Value: ``\.$/],
  // The largest-rank array (the first of rank 2) sets the other sizes:
  // [3, 3] cannot be broadcast to [2, 3].
  ['concat of other sizes off the axis', 'concat', { arrays: [i32([2, 1], 1, 2), i32([3, 1], 3, 4, 5)] },
    error('incompatible_shapes'), /^Error: invalid argument\. Input array cannot be broadcast to the specified shape, as the specified shape has a dimension whose size is less than/],
  ['concat of sizes that do not broadcast', 'concat', { arrays: [i32([3, 1], 1, 2, 3), i32([2, 1], 4, 5)] },
    error('incompatible_shapes'), /^Error: invalid argument\. Input array and the specified shape are broadcast incompatible\. Array shape: \(2, 1\)\. Desired shape: \(3, 1\)\./],
  ['concat of bool and int32', 'concat', { arrays: [b([1], true), i32([1], 1)] },
    error('no_promotion'), /^Error: invalid argument\. Unable to apply type promotion rules .* Data types: \[bool, int32\]\.$/],
  ['broadcast_to a different size', 'broadcast_to', { array: i32([2], 1, 2), shape: [3] },
    error('incompatible_shapes'), /broadcast incompatible\. Array shape: \(2\)\. Desired shape: \(3\)\. Dimension: 0\.$/],
  ['broadcast_to a smaller size', 'broadcast_to', { array: i32([2], 1, 2), shape: [1] },
    error('incompatible_shapes'), /dimension whose size is less than/],
  ['broadcast_to a lower rank', 'broadcast_to', { array: i32([1, 1], 1), shape: [1] },
    error('incompatible_shapes'), /^Error: invalid argument\. Cannot broadcast an array to a shape having fewer dimensions\. /],
  ['broadcast_arrays of shapes that do not broadcast', 'broadcast_arrays', { arrays: [i32([2], 1, 2), i32([3], 1, 2, 3)] },
    error('incompatible_shapes'), /^Error: invalid arguments\. Input arrays must be broadcast compatible\.$/],
  // Not errors stdlib throws: null and -1 answered by the adapter.
  ['broadcast_shapes of shapes that do not broadcast', 'broadcast_shapes', { shapes: [[2, 3], [4]] },
    error('incompatible_shapes'), /broadcastShapes returned null/],
  ['promote_types of int64 and uint64', 'promote_types', { dtypes: ['int64', 'uint64'] },
    error('no_promotion'), /promotionRules\('int64', 'uint64'\) is -1/],

  // Calls the adapter cannot make: skipped, saying why.
  ['concat with axis None', 'concat', { arrays: [i32([1], 1)], axis: null }, UNSUPPORTED, /axis None/],
  ['an int64 array', 'broadcast_to', { array: array('int64', [1], ['1']), shape: [1] }, UNSUPPORTED, /stdlib cannot allocate an array of int64/],
  ['a float16 array', 'concat', { arrays: [f64([1], '1.0'), array('float16', [1], ['1.0'])] }, UNSUPPORTED, /arrays\[1\]: stdlib cannot allocate an array of float16/],
  ['a dtype outside stdlib\'s table', 'promote_types', { dtypes: ['bfloat16', 'float32'] }, UNSUPPORTED, /bfloat16 is not a dtype of stdlib's promotion table/],
  ['can_cast from a dtype outside the table', 'can_cast', { from: 'float32', to: 'float8_e5m2' }, UNSUPPORTED, /to: float8_e5m2/],
  ['a dimension past 2**53 - 1', 'broadcast_shapes', { shapes: [[2n ** 60n], [1]] }, UNSUPPORTED, /1152921504606846976 is past 2\*\*53 - 1/],
  ['broadcast_to 2**40 elements', 'broadcast_to', { array: i32([1], 1), shape: [1048576, 1048576] }, UNSUPPORTED, /a view of shape \[1048576,1048576\], more than the 16777216/],
  // Two arrays of 65536 elements (256 KiB each) broadcast to 2**32 each.
  ['broadcast_arrays of 2**33 elements', 'broadcast_arrays', { arrays: [i32([65536, 1], ...ZEROS), i32([1, 65536], ...ZEROS)] },
    UNSUPPORTED, /views of 8589934592 elements in all/],
  ['concat of a result of 2**33 elements', 'concat', { arrays: [i32([65536, 1], ...ZEROS), i32([1, 65536], ...ZEROS)], axis: 0 },
    UNSUPPORTED, /could have 8589934592 elements/],
  ['an op stdlib lacks', 'stack', { arrays: [i32([1], 1)] }, UNSUPPORTED, /does not implement stack/],

  // What stdlib does that is no outcome of the case format: a not ok with
  // stdlib's text. int32 with uint32 promotes to int64, which stdlib
  // cannot allocate.
  ['a promotion stdlib cannot allocate', 'concat', { arrays: [i32([1], 1), u32([1], 2)] },
    INTERNAL, /^TypeError: invalid option\. `dtype` option must be one of the following: .* Option: `int64`\.$/],
  // broadcastArray of a 0-d array to [] makes an ndarray with strides [],
  // which its constructor refuses (a 0-d ndarray's strides are [0]).
  ['broadcast_to a 0-d array to []', 'broadcast_to', { array: i32([], 1), shape: [] },
    INTERNAL, /^TypeError: invalid argument\. Fourth argument must be an array-like object containing integers\. Value: ``\.$/],
];

test('stdlib errors map to error kinds, impossible calls are unsupported, the rest internal errors, each with its message', () => {
  const { answers, stderr } = exchange(CALLS.map(([, op, inputs]) => [op, inputs]));
  assert.equal(answers.length, CALLS.length);
  CALLS.forEach(([what, , , outcome, message], k) => assertOutcome(answers[k], outcome, message, what));
  assert.equal(stderr, '');
  // Every row of the table is reached by one of these calls: its pattern
  // matches the text stdlib threw, with the constructor the row names.
  ERROR_TABLE.forEach((row) => {
    const reached = CALLS.some(([, op, , outcome], k) => outcome.error === row.kind
      && (row.ops === undefined || row.ops.includes(op))
      && answers[k].header.message.startsWith(`${row.type.name}: `)
      && row.pattern.test(answers[k].header.message.slice(row.type.name.length + 2)));
    assert.ok(reached, `no call reaches the row ${row.pattern} (${row.kind})`);
  });
});

test('classify: only the table names a kind, for the constructor it names', () => {
  const outOfBounds = 'invalid argument. Third argument contains an out-of-bounds dimension index. Value: [-3].';
  assert.equal(classify(new RangeError(outOfBounds), 'concat'), 'invalid_axis');
  assert.equal(classify(new Error(outOfBounds), 'concat'), undefined);
  assert.equal(classify(new RangeError(outOfBounds), 'broadcast_to'), undefined);
  assert.equal(classify(new UnsupportedCall('no form'), 'concat'), 'unsupported');
  assert.equal(classify(new Error('something stdlib has never said'), 'concat'), undefined);
  assert.equal(classify(new LibraryValueError('a dtype of no table'), 'promote_types'), undefined);
  assert.equal(classify('a string', 'concat'), undefined);
});
