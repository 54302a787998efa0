// Every tensor a call makes is disposed, whether the call answers or
// throws: tfjs's count of live tensors and data buffers is the same after
// 100000 calls as before them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as tf from '@tensorflow/tfjs-core';
import { adapter } from '../promcast-tfjs.mjs';

const { functions } = adapter;
const floats = (n) => ({ dtype: 'float32', shape: [n], data: new Float32Array(n).fill(1.5) });
const ints = (n) => ({ dtype: 'int32', shape: [n], data: new Int32Array(n).fill(3) });
const bools = (n) => ({ dtype: 'bool', shape: [n], data: new Uint8Array(n).fill(1) });
const complexes = (n) => ({ dtype: 'complex64', shape: [n], data: new Float32Array(2 * n).fill(0.5) });

// [op, inputs, answers (true) or throws (false)]
const CALLS = [
  ['add', { a: floats(8), b: ints(8) }, true],
  ['add', { a: complexes(4), b: complexes(4) }, true],
  ['add', { a: ints(8), b: { kind: 'int', value: 2n } }, true],
  ['where', { condition: bools(8), x1: ints(8), x2: floats(8) }, true],
  ['concat', { arrays: [ints(2), floats(3)], axis: 0 }, true],
  ['broadcast_to', { array: complexes(1), shape: [1] }, true],
  ['broadcast_shapes', { shapes: [[2, 1], [3]] }, true],
  ['add', { a: floats(2), b: floats(3) }, false],            // incompatible shapes, in tfjs
  ['maximum', { a: complexes(2), b: complexes(2) }, false],  // in a kernel, after the casts
  ['add', { a: bools(2), b: bools(2) }, false],              // a bool holding 2, after reading back
];

test('100000 calls leave no tensor behind', () => {
  const before = tf.memory();
  for (let k = 0; k < 100000; k++) {
    const [op, inputs, answers] = CALLS[k % CALLS.length];
    let threw = false;
    try {
      functions[op](inputs, op);
    } catch {
      threw = true;
    }
    if (threw === answers) assert.fail(`${op} call ${k} ${threw ? 'threw' : 'answered'}`);
  }
  const after = tf.memory();
  assert.equal(after.numTensors, before.numTensors);
  assert.equal(after.numDataBuffers, before.numDataBuffers);
  assert.equal(after.numBytes, before.numBytes);
});
