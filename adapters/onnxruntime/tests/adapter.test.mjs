// The adapter with ONNX Runtime behind it: through the protocol as the
// runner drives it (a node process given a hello and call frames), its
// session cache, and how ONNX Runtime's refusals become error kinds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { FrameDecoder, answerCall, parseJson } from '../../js/promcast-adapter.mjs';
import { HELLO, callFrame, valueBytes } from '../../js/tests/case-values.mjs';
import { OPS, OPSET } from '../operators.mjs';
import { classifyMessage } from '../errors.mjs';

const repository = new URL('../../../', import.meta.url);
const ADAPTER = fileURLToPath(new URL('../onnxruntime.mjs', import.meta.url));

// Without the package (npm ci --prefix adapters not run) there is nothing
// to test: said, not passed.
let installed = true;
try { createRequire(import.meta.url)('onnxruntime-node'); } catch { installed = false; }
const options = installed ? {} : { skip: 'onnxruntime-node is not installed (npm ci --prefix adapters)' };
const { createAdapter } = installed ? await import('../onnxruntime.mjs') : {};

const cases = (file) => parseJson(readFileSync(new URL(file, repository), 'utf8')).cases;
const INTEGERS = new Set(['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64']);
// Ops whose same-dtype integer results every profile states as ONNX does
// (wrapped to the dtype, no promotion) and whose CPU kernels take every
// integer type (Max and Min have none for int16 and uint16).
const SAME_DTYPE_OPS = new Set(['add', 'subtract', 'multiply', 'equal', 'less', 'less_equal',
  'greater', 'greater_equal', 'bitwise_and', 'bitwise_or', 'bitwise_xor']);

// Runs calls through a child adapter process; its hello and answers.
function runProcess(calls) {
  const input = Buffer.concat([HELLO, ...calls.map((c, i) => callFrame(i + 1, c.op, c.inputs))]);
  const child = spawnSync(process.execPath, [ADAPTER], { input, timeout: 120000, maxBuffer: 1 << 30 });
  assert.equal(child.status, 0, `exit ${child.status} ${child.signal ?? ''}: ${child.stderr}`);
  assert.equal(child.stderr.length, 0, `the adapter wrote to stderr: ${child.stderr}`);
  const decoder = new FrameDecoder();
  const [hello, ...answers] = decoder.push(child.stdout);
  decoder.end();
  assert.equal(answers.length, calls.length);
  answers.forEach(({ header }, i) => assert.equal(header.id, i + 1));
  return { hello: hello.header, answers };
}

// The multidirectional broadcast of two shapes (ONNX, "Broadcasting in
// ONNX"), or null: Expand's rule, which broadcast_to's is not.
function multidirectional(x, y) {
  const rank = Math.max(x.length, y.length);
  const result = [];
  for (let k = 0; k < rank; k++) {
    const a = BigInt(x[x.length - rank + k] ?? 1);
    const b = BigInt(y[y.length - rank + k] ?? 1);
    if (a !== b && a !== 1n && b !== 1n) return null;
    result.push(a === 1n ? b : a);
  }
  return result.map(String);
}

test('through the protocol: the hello, and broadcast_to as Expand on every case of a corpus file', options, () => {
  const all = cases('cases/generated/broadcast_to/s1-0000.json')
    .filter((c) => ['bool', ...INTEGERS, 'float16', 'float32', 'float64'].includes(c.inputs.array.dtype));
  // Elements an ONNX Runtime result could not hold are left out.
  const calls = all.filter((c) => (multidirectional(c.inputs.array.shape, c.inputs.shape) ?? []).every((d) => BigInt(d) < 1n << 20n));
  assert.ok(calls.length > 500, `${calls.length} cases`);
  const { hello, answers } = runProcess(calls);
  assert.equal(hello.profile, 'onnx');
  assert.match(hello.library_version, new RegExp(`^1\\.30\\.0 opset ${OPSET}$`));
  assert.deepEqual(hello.ops, OPS);
  const failures = [];
  let both = 0;
  answers.forEach(({ header, payload }, i) => {
    const { inputs, expect, id } = calls[i];
    const shape = multidirectional(inputs.array.shape, inputs.shape);
    const outcome = header.outcome;
    if (shape === null) {
      if (outcome.error !== 'incompatible_shapes') failures.push(`${id}: expected incompatible_shapes, got ${JSON.stringify(header)}`);
      return;
    }
    if (outcome.array?.shape.map(String).join() !== shape.join()) {
      failures.push(`${id}: expected shape [${shape}], got ${JSON.stringify(header)}`);
      return;
    }
    // Where broadcast_to gives an array, Expand gives the same elements
    // (compact: Expand copies, its strides are not a view's).
    if (expect.array) {
      both++;
      if (!Buffer.from(valueBytes(expect.array.dtype, expect.array.data)).equals(payload)) failures.push(`${id}: the elements differ`);
    }
  });
  assert.ok(both > 300, `${both} cases with an array both ways`);
  assert.deepEqual(failures.slice(0, 10), [], `${failures.length} of ${calls.length} differ`);
});

test('through the protocol: same-dtype integer element-wise cases give the corpus\'s arrays', options, () => {
  const isArray = (v) => v !== null && typeof v === 'object' && typeof v.dtype === 'string';
  // The profiles whose integer add, subtract and multiply wrap the exact
  // result, as ONNX's do: not JAX's (without x64 its 64-bit integers are
  // 32-bit) nor TensorFlow.js's (int32 products are doubles rounded first).
  const wrapping = ['torch', 'numpy', 'array-api', 'mlx'];
  const calls = cases('cases/generated/values/s1-0000.json').filter((c) => SAME_DTYPE_OPS.has(c.op) && wrapping.includes(c.profile)
    && isArray(c.inputs.a) && isArray(c.inputs.b) && c.inputs.a.dtype === c.inputs.b.dtype
    && INTEGERS.has(c.inputs.a.dtype) && (c.expect.array || c.expect.error === 'incompatible_shapes'));
  assert.ok(calls.length > 200, `${calls.length} cases`);
  const { answers } = runProcess(calls);
  const failures = [];
  answers.forEach(({ header, payload }, i) => {
    const { expect, id } = calls[i];
    const got = header.outcome;
    if (expect.error) {
      if (got.error !== expect.error) failures.push(`${id}: expected ${expect.error}, got ${JSON.stringify(header)}`);
    } else if (got.array?.dtype !== expect.array.dtype || got.array.shape.join() !== expect.array.shape.join()
      || !Buffer.from(valueBytes(expect.array.dtype, expect.array.data)).equals(payload)) {
      failures.push(`${id}: expected ${JSON.stringify(expect)}, got ${JSON.stringify(header)}`);
    }
  });
  assert.deepEqual(failures.slice(0, 10), [], `${failures.length} of ${calls.length} differ`);
});

// One call in process: its answer's outcome and message.
async function call(adapter, op, inputs, payload) {
  const frame = await answerCall(adapter, { id: 1, op, inputs }, payload);
  const [{ header }] = new FrameDecoder().push(frame);
  return header;
}
const int32s = (...values) => Buffer.from(new Int32Array(values).buffer);

test('the session cache: a second call of the same dtypes and ranks builds no model', options, async () => {
  const adapter = createAdapter();
  const add = (n) => ({ a: { dtype: 'int32', shape: [n] }, b: { dtype: 'int32', shape: [1] }, default_float: 'float32' });
  assert.deepEqual((await call(adapter, 'add', add(2), int32s(1, 2, 10))).outcome, { array: { dtype: 'int32', shape: [2] } });
  assert.equal(adapter.sessions.built, 1);
  // Other sizes, same ranks: the same model.
  await call(adapter, 'add', add(3), int32s(1, 2, 3, 10));
  assert.equal(adapter.sessions.built, 1);
  // Another rank, another model.
  await call(adapter, 'add', { ...add(1), a: { dtype: 'int32', shape: [1, 1] } }, int32s(1, 2));
  assert.equal(adapter.sessions.built, 2);
  // A refused model is remembered as refused: not built again.
  const mixed = { a: { dtype: 'int32', shape: [1] }, b: { dtype: 'float32', shape: [1] }, default_float: 'float32' };
  const first = await call(adapter, 'add', mixed, Buffer.concat([int32s(1), Buffer.from(new Float32Array([2]).buffer)]));
  const second = await call(adapter, 'add', mixed, Buffer.concat([int32s(1), Buffer.from(new Float32Array([2]).buffer)]));
  assert.equal(adapter.sessions.built, 3);
  assert.deepEqual(second, first);
});

test('ONNX Runtime\'s refusals are error kinds with its message', options, async () => {
  const adapter = createAdapter();
  const array = (dtype, shape) => ({ dtype, shape });
  const cases = [
    // Two types where the schema has one type parameter: no promotion.
    ['add', { a: array('int32', [1]), b: array('int64', [1]) }, Buffer.alloc(12), 'no_promotion', /bound to different types/],
    // A type outside BitShift's constraint (unsigned integers only).
    ['bitwise_left_shift', { a: array('int32', [1]), b: array('int32', [1]) }, Buffer.alloc(8), 'unsupported_dtype_for_op', /tensor\(int32\).*is invalid/],
    // Valid ONNX, no CPU kernel: Where of int16.
    ['where', { condition: array('bool', [1]), x1: array('int16', [1]), x2: array('int16', [1]) }, Buffer.alloc(5), 'unsupported_dtype_for_op', /Could not find an implementation for Where/],
    // Broadcasting fails when the kernel runs.
    ['add', { a: array('int32', [2]), b: array('int32', [3]) }, Buffer.alloc(20), 'incompatible_shapes', /broadcast/],
    // Integer division by zero is checked by the kernel.
    ['divide', { a: array('int32', [1]), b: array('int32', [1]) }, Buffer.alloc(8), 'invalid_value', /Integer division by zero/],
    // Mod's fmod=0 for floats, which the spec forbids.
    ['remainder', { a: array('float32', [1]), b: array('float32', [1]) }, Buffer.alloc(8), 'unsupported_dtype_for_op', /fmod attribute must be true/],
    // Concat of no arrays: the schema's minimum of one input.
    ['concat', { arrays: [], axis: 0 }, Buffer.alloc(0), 'invalid_argument', /input size 0/],
    ['stack', { arrays: [], axis: 0 }, Buffer.alloc(0), 'invalid_argument', /SequenceConstruct.*input size 0/],
    // Axes: Concat's by shape inference, ConcatFromSequence's when it runs.
    ['concat', { arrays: [array('int32', [1]), array('int32', [1])], axis: 1 }, Buffer.alloc(8), 'invalid_axis', /axis must be in/],
    ['stack', { arrays: [array('int32', [1]), array('int32', [1])], axis: 2 }, Buffer.alloc(8), 'invalid_axis', /not in valid range/],
    // Shapes: Concat's ranks, MatMul's contracted sizes, Expand's target.
    ['concat', { arrays: [array('int32', [1]), array('int32', [1, 1])], axis: 0 }, Buffer.alloc(8), 'incompatible_shapes', /same rank/],
    ['matmul', { x1: array('float32', [2]), x2: array('float32', [3]) }, Buffer.alloc(20), 'incompatible_shapes', /dimension mismatch/],
    ['broadcast_to', { array: array('int32', [3]), shape: [2] }, Buffer.alloc(12), 'incompatible_shapes', /invalid expand shape/],
    // Ranks: MatMul of a 0-d array.
    ['matmul', { x1: array('float32', []), x2: array('float32', [1]) }, Buffer.alloc(8), 'invalid_rank', /wrong rank/],
    // A Pow whose exponent type has no kernel: two wordings, by base type.
    ['pow', { a: array('float32', [1]), b: array('int8', [1]) }, Buffer.alloc(5), 'unsupported_dtype_for_op', /Could not find an implementation for Pow/],
    ['pow', { a: array('float16', [1]), b: array('int8', [1]) }, Buffer.alloc(3), 'unsupported_dtype_for_op', /Failed to find kernel for Pow/],
  ];
  for (const [op, inputs, payload, kind, message] of cases) {
    const answer = await call(adapter, op, inputs, payload);
    assert.deepEqual(answer.outcome, { error: kind }, `${op}: ${JSON.stringify(answer)}`);
    assert.match(answer.message, message);
  }
  // Python scalars: ONNX has none.
  const scalar = await call(adapter, 'add', { a: array('int32', [1]), b: { kind: 'int', value: '3' } }, Buffer.alloc(4));
  assert.equal(scalar.outcome.unsupported, true);
  assert.match(scalar.message, /ONNX has no Python scalars/);
});

test('a message the table does not know is left unclassified', () => {
  assert.equal(classifyMessage('Tensor type mismatch. T != unsigned int'), undefined);
  assert.equal(classifyMessage('Type Error: Type parameter (T) of Optype (Add) bound to different types'), 'no_promotion');
});
