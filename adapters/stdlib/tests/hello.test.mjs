// The adapter's hello: what it claims, and that it writes nothing but
// frames.
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

const installed = JSON.parse(readFileSync(new URL('../../node_modules/@stdlib/ndarray/package.json', import.meta.url), 'utf8'));

// The ops @stdlib/ndarray has, as the case format names them:
// promote_types promotionRules, can_cast isSafeCast, concat concat,
// broadcast_shapes broadcastShapes, broadcast_to broadcastArray,
// broadcast_arrays broadcastArrays.
const OPS = ['promote_types', 'can_cast', 'concat', 'broadcast_shapes', 'broadcast_to', 'broadcast_arrays'];

// The case-format dtypes of stdlib's promotion table, in the case format's order.
const DTYPES = [
  'bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64',
  'float16', 'float32', 'float64', 'complex32', 'complex64', 'complex128',
];

test('the hello names @stdlib/ndarray, its version, the stdlib profile, the fifteen dtypes of its table and its six ops', () => {
  const { hello, answers, stderr } = exchange([]);
  assert.equal(hello.name, 'stdlib');
  assert.equal(hello.library, '@stdlib/ndarray');
  assert.equal(installed.version, '0.4.1');
  assert.equal(hello.library_version, '0.4.1');
  assert.equal(hello.profile, 'stdlib');
  assert.deepEqual(hello.version, [1, 0]);
  assert.deepEqual(hello.dtypes, DTYPES);
  assert.deepEqual([...hello.ops].sort(), [...OPS].sort());
  assert.equal(answers.length, 0);
  assert.equal(stderr, '');
});

test('standard output holds only frames and standard error stays empty, answers and failures alike', () => {
  const { answers, stderr } = exchange([
    ['broadcast_shapes', { shapes: [[2, 1], [3]] }],
    ['concat', { arrays: [{ dtype: 'int32', shape: [1], data: ['1'] }, { dtype: 'uint32', shape: [1], data: ['2'] }] }],
    ['broadcast_to', { array: { dtype: 'int8', shape: [2], data: ['1', '2'] }, shape: [3] }],
  ]);
  assert.deepEqual(answers.map((a) => a.header.id), [1, 2, 3]);
  assert.equal(stderr, '');
});

test('an adapter option is refused by name, not ignored', () => {
  const hello = Buffer.from('{"promcast":"adapter-protocol","version":[1,0],"options":{"dtype":"float64"}}\n');
  const { hello: answer } = exchange([], { hello });
  assert.deepEqual(Object.keys(answer), ['refuse']);
  assert.match(answer.refuse, /takes no options \(given: dtype\)/);
});

test('without @stdlib/ndarray the hello is refused, saying how to install it', () => {
  // A copy of the adapter and its client where no node_modules is found.
  const root = mkdtempSync(join(tmpdir(), 'promcast-stdlib-'));
  try {
    for (const part of ['stdlib', 'js']) {
      cpSync(fileURLToPath(new URL(`../../${part}/`, import.meta.url)), join(root, 'adapters', part), { recursive: true });
    }
    const child = spawnSync(process.execPath, [join(root, 'adapters', 'stdlib', 'promcast-stdlib.mjs')], { input: HELLO, timeout: 60000 });
    assert.equal(child.status, 0, String(child.stderr));
    const answer = JSON.parse(child.stdout.toString());
    assert.deepEqual(Object.keys(answer), ['refuse']);
    assert.match(answer.refuse, /^@stdlib\/ndarray could not be loaded \(npm ci --prefix adapters installs it\): Cannot find module '@stdlib\/ndarray\/promotion-rules'$/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
