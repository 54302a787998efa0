// Each case-format op (cases/README.md "Ops") and the TensorFlow.js call
// that answers it: which tf function, and how the call's inputs are
// passed (the form). The adapter claims exactly these ops; tfjs lacks the
// others (every `_inplace` form, since tensors are immutable; bitwise_or,
// bitwise_xor, the shifts, copysign, nextafter, hypot, logaddexp,
// result_type, can_cast, vecdot, broadcast_arrays, sum_to_shape,
// xla_broadcast, inplace_broadcast), and the runner skips their cases.

import { UnsupportedCall, arrayToTensor, operandToTf, scalarToValue, isScalar,
  tensorToArray, tfShape, checkResultBound } from './tensors.mjs';

export const OP_TABLE = Object.freeze([
  // Element-wise, tf.fn(a, b): an array is a tensor, a Python scalar a
  // boolean or a number (tensors.mjs), converted by tfjs itself.
  { op: 'add', tf: 'add', form: 'binary' },
  { op: 'subtract', tf: 'sub', form: 'binary' },
  { op: 'multiply', tf: 'mul', form: 'binary' },
  // tf.div of two int32 tensors is tf.floorDiv (tfjs-core/src/ops/div.ts).
  { op: 'divide', tf: 'div', form: 'binary' },
  { op: 'floor_divide', tf: 'floorDiv', form: 'binary' },
  { op: 'remainder', tf: 'mod', form: 'binary' },
  { op: 'pow', tf: 'pow', form: 'binary' },
  { op: 'atan2', tf: 'atan2', form: 'binary' },
  // tf.maximum and tf.minimum cast bool operands to int32 first.
  { op: 'maximum', tf: 'maximum', form: 'binary' },
  { op: 'minimum', tf: 'minimum', form: 'binary' },
  { op: 'equal', tf: 'equal', form: 'binary' },
  { op: 'not_equal', tf: 'notEqual', form: 'binary' },
  { op: 'less', tf: 'less', form: 'binary' },
  { op: 'less_equal', tf: 'lessEqual', form: 'binary' },
  { op: 'greater', tf: 'greater', form: 'binary' },
  { op: 'greater_equal', tf: 'greaterEqual', form: 'binary' },
  // Operands must be bool tensors (a number scalar is parsed as bool).
  { op: 'logical_and', tf: 'logicalAnd', form: 'binary' },
  { op: 'logical_or', tf: 'logicalOr', form: 'binary' },
  { op: 'logical_xor', tf: 'logicalXor', form: 'binary' },
  // int32 only, equal shapes only (no broadcasting).
  { op: 'bitwise_and', tf: 'bitwiseAnd', form: 'binary' },
  // tf.where(condition, x1, x2); x1 and x2 may be Python scalars.
  { op: 'where', tf: 'where', form: 'where' },
  // tf.clipByValue(x, min, max) with number bounds.
  { op: 'clip', tf: 'clipByValue', form: 'clip' },
  { op: 'matmul', tf: 'matMul', form: 'matmul' },
  // tf.concat(arrays, axis) and tf.stack(arrays, axis); no axis given: the
  // function's default (0).
  { op: 'concat', tf: 'concat', form: 'arrays' },
  { op: 'stack', tf: 'stack', form: 'arrays' },
  { op: 'broadcast_to', tf: 'broadcastTo', form: 'broadcast_to' },
  // tf.broadcastArgs(s0, s1) on two int32 1-D shape tensors.
  { op: 'broadcast_shapes', tf: 'broadcastArgs', form: 'shapes' },
  // tf.upcastType(a, b) (tfjs-core/src/types.ts): the promotion table.
  { op: 'promote_types', tf: 'upcastType', form: 'dtypes' },
]);

// The largest int32, for shapes passed to broadcastArgs.
const INT32_MAX = 2 ** 31 - 1;

// How each form calls its tf function with the call's inputs. A form
// returns either a tensor (read back by tensorToArray) or an outcome.
const FORMS = Object.freeze({
  binary(tf, fn, { a, b }) {
    checkResultBound(shapesOf([a, b]), 'the operands');
    return fn(operandToTf(tf, a, 'a'), operandToTf(tf, b, 'b'));
  },

  where(tf, fn, { condition, x1, x2 }) {
    checkResultBound(shapesOf([condition, x1, x2]), 'the operands');
    return fn(arrayToTensor(tf, condition, 'condition'), operandToTf(tf, x1, 'x1'), operandToTf(tf, x2, 'x2'));
  },

  // tfjs-core/src/ops/clip_by_value.ts: the bounds are numbers (its
  // signature's `clipValueMin: number`), kernel attributes, not tensors.
  // An array bound, a None bound (tfjs has no one-sided clip) or a bool or
  // complex bound cannot be passed.
  clip(tf, fn, { x, min, max }) {
    const bound = (value, name) => {
      if (value === null) throw new UnsupportedCall(`clip's ${name} is None: tf.clipByValue takes two number bounds`);
      if (!isScalar(value)) throw new UnsupportedCall(`clip's ${name} is an array: tf.clipByValue takes number bounds only`);
      if (value.kind !== 'int' && value.kind !== 'float') {
        throw new UnsupportedCall(`clip's ${name} is a ${value.kind} scalar: tf.clipByValue takes number bounds only`);
      }
      return scalarToValue(value, name);
    };
    const low = bound(min, 'min');
    const high = bound(max, 'max');
    return fn(arrayToTensor(tf, x, 'x'), low, high);
  },

  matmul(tf, fn, { x1, x2 }) {
    checkResultBound(shapesOf([x1, x2]), 'the operands');
    return fn(arrayToTensor(tf, x1, 'x1'), arrayToTensor(tf, x2, 'x2'));
  },

  // An absent axis is the function's default; Python's None (concat of the
  // flattened arrays) has no tfjs form. An axis past 2**53 - 1 (a BigInt)
  // is rounded to a number, as a JavaScript caller's literal would be.
  arrays(tf, fn, { arrays, axis }) {
    const tensors = arrays.map((array, k) => arrayToTensor(tf, array, `arrays[${k}]`));
    if (axis === undefined) return fn(tensors);
    if (axis === null) throw new UnsupportedCall('axis None (flatten every array first) has no tfjs form');
    return fn(tensors, Number(axis));
  },

  broadcast_to(tf, fn, { array, shape }) {
    const target = tfShape(shape, 'shape');
    checkResultBound([target], 'shape');
    return fn(arrayToTensor(tf, array, 'array'), target);
  },

  // tfjs broadcasts two shapes held in int32 1-D tensors; a dimension an
  // int32 cannot hold has no such tensor (tf.tensor1d([2**31], 'int32')
  // holds -2147483648: Int32Array wraps it), so it is not passed.
  shapes(tf, fn, { shapes }) {
    if (shapes.length !== 2) {
      throw new UnsupportedCall(`tf.broadcastArgs takes two shapes, the call has ${shapes.length}`);
    }
    for (const shape of shapes) {
      const big = shape.find((size) => size > INT32_MAX);
      if (big !== undefined) {
        throw new UnsupportedCall(`the dimension ${big} does not fit the int32 shape tensors tf.broadcastArgs takes`);
      }
    }
    const tensors = shapes.map((shape) => tf.tensor1d(Int32Array.from(shape), 'int32'));
    const result = fn(tensors[0], tensors[1]);
    return { shape: Array.from(result.dataSync()) };
  },

  dtypes(tf, fn, { dtypes }) {
    return { dtype: fn(dtypes[0], dtypes[1]) };
  },
});

function shapesOf(operands) {
  return operands.filter((operand) => !isScalar(operand)).map((operand) => operand.shape);
}

// The adapter's functions, one per op of the table. Each runs its tf call
// in a tf.tidy scope, so every tensor made for the call is disposed when it
// returns or throws; the result tensor is kept out of the scope, read, then
// disposed (tidy is not given the result's values: it would walk every
// element of a typed array looking for tensors).
export function makeFunctions(tf) {
  const functions = {};
  for (const { op, tf: name, form } of OP_TABLE) {
    const fn = tf[name];
    const call = FORMS[form];
    functions[op] = (inputs) => {
      const result = tf.tidy(() => {
        const out = call(tf, fn, inputs);
        return out instanceof tf.Tensor ? out : { outcome: out };
      });
      if (!(result instanceof tf.Tensor)) return result.outcome;
      try {
        return { array: tensorToArray(result) };
      } finally {
        result.dispose();
      }
    };
  }
  return functions;
}
