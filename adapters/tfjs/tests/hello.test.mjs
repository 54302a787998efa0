// The adapter's hello: what it claims, and that it writes nothing but
// frames (tfjs's Node.js banner and logs stay off standard output).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { readFileSync, mkdtempSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exchange } from './process.mjs';
import { HELLO } from '../../js/tests/case-values.mjs';

const installed = JSON.parse(readFileSync(new URL('../../node_modules/@tensorflow/tfjs-core/package.json', import.meta.url), 'utf8'));

// The ops tfjs has, as the case format names them, one per tfjs function
// (add: tf.add, ..., promote_types: tf.upcastType).
const OPS = [
  'add', 'subtract', 'multiply', 'divide', 'floor_divide', 'remainder', 'pow', 'atan2',
  'maximum', 'minimum', 'equal', 'not_equal', 'less', 'less_equal', 'greater', 'greater_equal',
  'logical_and', 'logical_or', 'logical_xor', 'bitwise_and', 'where', 'clip', 'matmul',
  'concat', 'stack', 'broadcast_to', 'broadcast_shapes', 'promote_types',
];

test('the hello names TensorFlow.js, its version and backend, the tfjs profile, four dtypes and the ops tfjs has', () => {
  const { hello, answers, stderr } = exchange([]);
  assert.equal(hello.name, 'tfjs');
  assert.equal(hello.library, 'TensorFlow.js');
  assert.equal(installed.version, '4.22.0');
  assert.equal(hello.library_version, '4.22.0, cpu backend');
  assert.equal(hello.profile, 'tfjs');
  assert.deepEqual(hello.version, [1, 0]);
  assert.deepEqual(hello.dtypes, ['bool', 'int32', 'float32', 'complex64']);
  assert.deepEqual([...hello.ops].sort(), [...OPS].sort());
  assert.ok(!hello.ops.some((op) => op.endsWith('_inplace')), 'tensors are immutable: no in-place op');
  assert.equal(answers.length, 0);
  assert.equal(stderr, '');
});

test('standard output holds only frames and standard error stays empty after tfjs makes its first tensors', () => {
  // The CPU backend prints its Node.js banner at its first tensor; every
  // call below makes tensors, and one fails inside tfjs.
  const { answers, stderr } = exchange([
    ['add', { a: { dtype: 'float32', shape: [1], data: ['1.0'] }, b: { dtype: 'float32', shape: [1], data: ['2.0'] } }],
    ['add', { a: { dtype: 'float32', shape: [2], data: ['1.0', '2.0'] }, b: { dtype: 'float32', shape: [3], data: ['1.0', '2.0', '3.0'] } }],
    ['broadcast_shapes', { shapes: [[2, 1], [3]] }],
  ]);
  assert.deepEqual(answers.map((a) => a.header.id), [1, 2, 3]);
  assert.doesNotMatch(stderr, /Hi, looks like/);
  assert.equal(stderr, '');
});

test('an adapter option is refused by name, not ignored', () => {
  const hello = Buffer.from('{"promcast":"adapter-protocol","version":[1,0],"options":{"backend":"wasm"}}\n');
  const { hello: answer } = exchange([], { hello });
  assert.deepEqual(Object.keys(answer), ['refuse']);
  assert.match(answer.refuse, /takes no options \(given: backend\)/);
});

test('without the tfjs packages the hello is refused, saying how to install them', () => {
  // A copy of the adapter and its client where no node_modules is found.
  const root = mkdtempSync(join(tmpdir(), 'promcast-tfjs-'));
  try {
    for (const part of ['tfjs', 'js']) {
      cpSync(fileURLToPath(new URL(`../../${part}/`, import.meta.url)), join(root, 'adapters', part), { recursive: true });
    }
    const child = spawnSync(process.execPath, [join(root, 'adapters', 'tfjs', 'promcast-tfjs.mjs')], { input: HELLO, timeout: 60000 });
    assert.equal(child.status, 0, String(child.stderr));
    const answer = JSON.parse(child.stdout.toString());
    assert.deepEqual(Object.keys(answer), ['refuse']);
    assert.match(answer.refuse, /^TensorFlow\.js could not be loaded \(npm ci --prefix adapters installs it\): Cannot find package '@tensorflow\/tfjs-core'/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
