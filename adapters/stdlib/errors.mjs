// @stdlib/ndarray's thrown errors as the case format's error kinds
// (cases/README.md "Error kinds"). stdlib throws a TypeError, RangeError
// or Error whose text names the failure, so each row is the constructor
// and a pattern of one message @stdlib/ndarray 0.4.1 writes, the file that
// writes it (packages of @stdlib/ndarray,
// https://github.com/stdlib-js/ndarray/tree/v0.4.1),
// the ops it applies to (absent: every op) and the kind. A message no row
// matches is not guessed at: classify returns nothing and the client
// answers internal_error with the message. Failures of stdlib that no kind
// describes stay such messages on purpose: concat of dtypes whose
// promotion stdlib cannot allocate (int32 with uint32 is int64: `empty`'s
// "`dtype` option must be one of the following"), broadcastArray of a 0-d
// array to [] (the view's strides [] are refused by the ndarray
// constructor: "Fourth argument must be an array-like object containing
// integers"), concat of one array with a dim out of range (concat checks
// no dim when no array is broadcast; normalizeIndex's -1 goes on unchecked
// to the iterator over the result's subarrays, iter/stacks, whose argument
// checks then fail: "First argument must be an ndarray having at least N
// dimensions", or for a 0-d array "Second argument must be an array of
// integers". Those texts are about the iterator's arguments, an accident
// of the unchecked dim, not a check of it).

import { UnsupportedCall } from './ndarrays.mjs';

export const ERROR_TABLE = Object.freeze([
  // concat of no arrays: the list must hold one ndarray or more.
  { type: TypeError, pattern: /^invalid argument\. First argument must be an array of ndarrays\. Value: `[^`]*`\.$/,
    ops: ['concat'], kind: 'invalid_argument', source: 'concat/lib/main.js' },
  // concat's dim must be a negative integer. The adapter writes dim k - R
  // for an axis k >= 0 (R the largest rank), so only an axis k >= R, out
  // of range, gives a dim stdlib refuses here.
  { type: TypeError, pattern: /^invalid option\. `dim` option must be a negative integer\. Option: `[^`]*`\.$/,
    ops: ['concat'], kind: 'invalid_axis', source: 'concat/lib/validate.js' },
  // concat broadcasts every array but the (first) one of the largest rank
  // to that rank except along dim, which is checked against each of those
  // arrays' own rank (0-d arrays have no dimension at all).
  { type: RangeError, pattern: /^invalid argument\. Third argument contains an out-of-bounds dimension index\. Value: \[[^\]]*\]\.$/,
    ops: ['concat'], kind: 'invalid_axis', source: 'base/broadcast-array-except-dimensions/lib/main.js' },
  // Broadcasting an array to a shape: a dimension neither equal nor 1 (a
  // larger size, or one the target has smaller), or a target of lower rank.
  { type: Error, pattern: /^invalid argument\. Input array cannot be broadcast to the specified shape, as the specified shape has a dimension whose size is less than the size of the corresponding dimension in the input array\. /,
    kind: 'incompatible_shapes', source: 'broadcast-array/lib/main.js, base/broadcast-array/lib/main.js, base/broadcast-array-except-dimensions/lib/main.js' },
  { type: Error, pattern: /^invalid argument\. Input array and the specified shape are broadcast incompatible\. /,
    kind: 'incompatible_shapes', source: 'broadcast-array/lib/main.js, base/broadcast-array/lib/main.js, base/broadcast-array-except-dimensions/lib/main.js' },
  { type: Error, pattern: /^invalid argument\. Cannot broadcast an array to a shape having fewer dimensions\. /,
    kind: 'incompatible_shapes', source: 'broadcast-array/lib/main.js, base/broadcast-array/lib/main.js' },
  // broadcastArrays: broadcastShapes of the arrays' shapes is null.
  { type: Error, pattern: /^invalid arguments\. Input arrays must be broadcast compatible\.$/,
    ops: ['broadcast_arrays'], kind: 'incompatible_shapes', source: 'broadcast-arrays/lib/main.js' },
  // concat folds promotionRules over the dtypes (base/promote-dtypes): a -1
  // (or null) anywhere ends in null, which concat refuses.
  { type: Error, pattern: /^invalid argument\. Unable to apply type promotion rules when resolving a data type to which the input ndarrays can be safely cast\. /,
    ops: ['concat'], kind: 'no_promotion', source: 'concat/lib/main.js' },
]);

// The kind of a thrown error: an UnsupportedCall is the adapter's own skip,
// any other error is looked up in the table by its exact constructor and
// its text; nothing found is undefined.
export function classify(error, op) {
  if (error instanceof UnsupportedCall) return 'unsupported';
  if (!(error instanceof Error)) return undefined;
  const row = ERROR_TABLE.find(({ type, pattern, ops }) => error.constructor === type
    && (ops === undefined || ops.includes(op)) && pattern.test(error.message));
  return row?.kind;
}
