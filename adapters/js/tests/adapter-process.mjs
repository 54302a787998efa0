// A JavaScript adapter process as the runner drives it, for the tests of
// the adapters written on this client (adapters/tfjs, adapters/stdlib):
// one node process given the hello and call frames on its standard input,
// its standard output read back as frames. Calls are written in the case
// format (cases/README.md "Ops", "Values"): arrays with their `data` as
// case values, encoded into the payload by case-values.mjs's DataView
// writer, not by the adapter's code. Answers' arrays are decoded here with
// DataView too.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { FrameDecoder } from '../promcast-adapter.mjs';
import { HELLO, callFrame } from './case-values.mjs';

// Runs the adapter process `adapter` (a module path node runs) over
// `calls` ([op, inputs] pairs, ids from 1) after the hello (or `hello`).
// Every byte of standard output must be a frame.
export function exchangeWith(adapter, calls, { hello = HELLO } = {}) {
  const input = Buffer.concat([hello, ...calls.map(([op, inputs], k) => callFrame(k + 1, op, inputs))]);
  const child = spawnSync(process.execPath, [adapter], { input, timeout: 120000, maxBuffer: 1 << 30 });
  assert.equal(child.status, 0, `the adapter exited with ${child.status} ${child.signal ?? ''}: ${child.stderr}`);
  const decoder = new FrameDecoder();
  const frames = decoder.push(child.stdout);
  decoder.end(); // throws if standard output held anything but whole frames
  const [first, ...answers] = frames;
  return { hello: first.header, answers, stderr: child.stderr.toString() };
}

// The value of the little-endian element at `at`: bool a boolean (its
// byte must be 0 or 1), integers and real floats a number, complex
// [re, im]. Expectations are written as these values; deepStrictEqual
// compares numbers with Object.is, so NaN equals NaN and -0 differs from 0.
const READERS = {
  bool: [1, (v, at) => { const byte = v.getUint8(at); assert.ok(byte <= 1, `bool byte ${byte}`); return byte === 1; }],
  int8: [1, (v, at) => v.getInt8(at)],
  int16: [2, (v, at) => v.getInt16(at, true)],
  int32: [4, (v, at) => v.getInt32(at, true)],
  uint8: [1, (v, at) => v.getUint8(at)],
  uint16: [2, (v, at) => v.getUint16(at, true)],
  uint32: [4, (v, at) => v.getUint32(at, true)],
  float32: [4, (v, at) => v.getFloat32(at, true)],
  float64: [8, (v, at) => v.getFloat64(at, true)],
  complex64: [8, (v, at) => [v.getFloat32(at, true), v.getFloat32(at + 4, true)]],
  complex128: [16, (v, at) => [v.getFloat64(at, true), v.getFloat64(at + 8, true)]],
};

export function arrayValues(dtype, payload) {
  const [width, read] = READERS[dtype];
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const values = [];
  for (let at = 0; at < payload.length; at += width) values.push(read(view, at));
  return values;
}

function descriptor({ dtype, shape, strides }) {
  return strides === undefined ? { dtype, shape } : { dtype, shape, strides };
}

// Asserts an answer is the array { dtype, shape, strides?, data } (data as
// READERS gives values; strides only for a view).
export function assertArray(answer, expected, what) {
  assert.deepEqual(answer.header.outcome, { array: descriptor(expected) }, `${what}: ${JSON.stringify(answer.header)}`);
  assert.deepEqual(arrayValues(expected.dtype, answer.payload), expected.data, what);
}

// Asserts an answer is the list of arrays `expected` (broadcast_arrays),
// their elements one after another in the payload.
export function assertArrays(answer, expected, what) {
  assert.deepEqual(answer.header.outcome, { arrays: expected.map(descriptor) }, `${what}: ${JSON.stringify(answer.header)}`);
  let at = 0;
  expected.forEach((array, k) => {
    const bytes = array.data.length * READERS[array.dtype][0];
    assert.deepEqual(arrayValues(array.dtype, answer.payload.subarray(at, at + bytes)), array.data, `${what}: arrays[${k}]`);
    at += bytes;
  });
  assert.equal(at, answer.payload.length, `${what}: the payload holds exactly the arrays' elements`);
}

// Asserts an answer is the outcome `expected` (an error kind, a shape, a
// dtype, an answer, unsupported, internal_error) and its message matches
// `message`.
export function assertOutcome(answer, expected, message, what) {
  assert.deepEqual(answer.header.outcome, expected, `${what}: ${JSON.stringify(answer.header)}`);
  if (message !== undefined) assert.match(answer.header.message ?? '', message, what);
}
