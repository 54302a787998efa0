// Each case-format op (cases/README.md "Ops") @stdlib/ndarray 0.4.1 has,
// and the stdlib function that answers it: which function, and how the
// call's inputs are passed (the form). The adapter claims exactly these
// ops; stdlib lacks the others (every element-wise op and its `_inplace`
// form, where, clip, matmul, vecdot, stack, result_type, sum_to_shape,
// xla_broadcast, inplace_broadcast), and the runner skips their cases.
//
// Function paths are packages of @stdlib/ndarray
// (https://github.com/stdlib-js/ndarray/tree/v0.4.1),
// each with its lib/main.js.

import {
  UnsupportedCall, LibraryValueError, PROMOTION_DTYPES, MAX_RESULT_ELEMENTS,
  toNdarray, stdlibShape, viewToArray, newArrayToArray,
} from './ndarrays.mjs';
import { alignedLargestProduct } from '../js/promcast-adapter.mjs';

export const OP_TABLE = Object.freeze([
  // promotion-rules: promotionRules(a, b), the promotion table
  // (promotion-rules/lib/promotion_rules.json); -1 where it has no promotion.
  { op: 'promote_types', fn: 'promotionRules', form: 'promote' },
  // base/assert/is-safe-data-type-cast: isSafeCast(from, to), the safe-casts
  // table (safe-casts/lib/safe_casts.json).
  { op: 'can_cast', fn: 'isSafeCast', form: 'cast' },
  // concat: concat(arrays, { dim }), dim a negative integer (default -1).
  { op: 'concat', fn: 'concat', form: 'concat' },
  // base/broadcast-shapes: broadcastShapes(shapes); null when they do not
  // broadcast.
  { op: 'broadcast_shapes', fn: 'broadcastShapes', form: 'shapes' },
  // broadcast-array: broadcastArray(x, shape), a read-only view.
  { op: 'broadcast_to', fn: 'broadcastArray', form: 'broadcast_to' },
  // broadcast-arrays: broadcastArrays(arrays), one view per array.
  { op: 'broadcast_arrays', fn: 'broadcastArrays', form: 'broadcast_arrays' },
]);

// promote_types and can_cast ask about the dtypes of stdlib's promotion
// table only: another dtype (bfloat16, a float8 type) is not a stdlib
// dtype, and isSafeCast would answer false for it rather than refuse.
function stdlibDtype(dtype, where) {
  if (!PROMOTION_DTYPES.includes(dtype)) {
    throw new UnsupportedCall(`${where}: ${dtype} is not a dtype of stdlib's promotion table`);
  }
  return dtype;
}

// concat materialises its result, and broadcasts every array but one of
// the largest rank, so small arrays can make a large result: at most the
// number of arrays times the largest size of each aligned dimension,
// multiplied. A bound checked before calling stdlib, not its rule.
function checkConcatBound(shapes) {
  const count = BigInt(shapes.length) * alignedLargestProduct(shapes);
  if (count > BigInt(MAX_RESULT_ELEMENTS)) {
    throw new UnsupportedCall(`the result could have ${count} elements, more than the ${MAX_RESULT_ELEMENTS} this adapter computes`);
  }
}

// How each form calls its stdlib function with the call's inputs. A form
// returns an outcome object (the client encodes it) or throws.
const FORMS = Object.freeze({
  promote(lib, fn, { dtypes }) {
    const [a, b] = dtypes.map((dtype, k) => stdlibDtype(dtype, `dtypes[${k}]`));
    const result = fn(a, b);
    if (result === -1) {
      return { error: 'no_promotion', message: `promotionRules('${a}', '${b}') is -1: stdlib's table has no promotion for the pair` };
    }
    if (typeof result !== 'string' || !PROMOTION_DTYPES.includes(result)) {
      throw new LibraryValueError(`promotionRules('${a}', '${b}') returned ${result === null ? 'null' : String(result)}, not a dtype of its table`);
    }
    return { dtype: result };
  },

  cast(lib, fn, { from, to }) {
    return { answer: fn(stdlibDtype(from, 'from'), stdlibDtype(to, 'to')) };
  },

  // The case's axis as a stdlib caller writes concat's dim:
  // - absent: no options, stdlib's default dim -1 (not the case format's
  //   default 0);
  // - null (Python's None: flatten every array first): stdlib has no such
  //   concat;
  // - negative: the same dim (counted from the end of the largest rank, as
  //   stdlib counts it);
  // - k >= 0: dim k - R, R the largest rank among the arrays. stdlib takes
  //   only negative dims (concat/lib/validate.js), counted from the end so
  //   that arrays of lower rank line up with the largest on the right; k - R
  //   names axis k of the largest-rank array. An axis k >= R gives a dim
  //   >= 0, which stdlib refuses.
  // An axis past 2**53 - 1 (a BigInt) is rounded to a number, as a
  // JavaScript caller's literal would be.
  concat(lib, fn, { arrays, axis }) {
    if (axis === null) throw new UnsupportedCall('axis None (flatten every array first) has no stdlib form: concat has no flattening mode');
    const xs = arrays.map((array, k) => toNdarray(lib, array, `arrays[${k}]`));
    checkConcatBound(arrays.map(({ shape }) => shape));
    let result;
    if (axis === undefined) {
      result = fn(xs);
    } else {
      const k = Number(axis);
      const rank = Math.max(0, ...arrays.map(({ shape }) => shape.length));
      result = fn(xs, { dim: k >= 0 ? k - rank : k });
    }
    return { array: newArrayToArray(lib, result) };
  },

  shapes(lib, fn, { shapes }) {
    const result = fn(shapes.map((shape, k) => stdlibShape(shape, `shapes[${k}]`)));
    if (result === null) {
      return { error: 'incompatible_shapes', message: 'broadcastShapes returned null: the shapes do not broadcast' };
    }
    return { shape: result };
  },

  broadcast_to(lib, fn, { array, shape }) {
    const view = fn(toNdarray(lib, array, 'array'), stdlibShape(shape, 'shape'));
    return { array: viewToArray(lib, view, 'broadcast_to') };
  },

  broadcast_arrays(lib, fn, { arrays }) {
    const views = fn(arrays.map((array, k) => toNdarray(lib, array, `arrays[${k}]`)));
    const elements = views.reduce((sum, view) => sum + view.shape.reduce((count, size) => count * size, 1), 0);
    if (elements > MAX_RESULT_ELEMENTS) {
      throw new UnsupportedCall(`stdlib returned views of ${elements} elements in all, more than the ${MAX_RESULT_ELEMENTS} this adapter reads back`);
    }
    return { arrays: views.map((view, k) => viewToArray(lib, view, `broadcast_arrays[${k}]`)) };
  },
});

// The adapter's functions, one per op of the table, over the loaded
// library `lib` (promcast-stdlib.mjs).
export function makeFunctions(lib) {
  const functions = {};
  for (const { op, fn, form } of OP_TABLE) {
    const call = FORMS[form];
    functions[op] = (inputs) => call(lib, lib[fn], inputs);
  }
  return functions;
}
