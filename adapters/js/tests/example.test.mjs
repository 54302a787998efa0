// The example adapter (examples/broadcast.mjs) as the runner drives it: a
// node process given a hello and one call frame per corpus case of its
// ops, whose answers must be the cases' expected outcomes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { FrameDecoder, parseJson } from '../promcast-adapter.mjs';
import { HELLO, callFrame, valueBytes } from './case-values.mjs';

const repository = new URL('../../../', import.meta.url);
const CASE_FILES = [
  'cases/generated/broadcast/s1-0000.json',
  'cases/generated/broadcast_to/s1-0000.json',
  'cases/spec/array-api.json',
  'cases/spec/torch.json',
];
const OPS = new Set(['broadcast_shapes', 'broadcast_to']);

// Dimensions reach 2**63 - 1: compared as decimal text.
const dims = (shape) => shape.map(String);

// Why an answer differs from the case's expectation, or null.
function difference(expect, outcome, payload) {
  if ('shape' in expect) {
    return outcome.shape && dims(outcome.shape).join() === dims(expect.shape).join() ? null : `shape ${JSON.stringify(dims(expect.shape))}`;
  }
  if ('error' in expect) return outcome.error === expect.error ? null : `error ${expect.error}`;
  const want = expect.array;
  const got = outcome.array;
  if (!got || got.dtype !== want.dtype || dims(got.shape).join() !== dims(want.shape).join()) return `array ${want.dtype} ${JSON.stringify(dims(want.shape))}`;
  const size = want.shape.reduce((a, b) => a * BigInt(b), 1n);
  if (size > 0n) {
    for (let k = 0; k < want.shape.length; k++) {
      if (BigInt(want.shape[k]) > 1n && String(got.strides?.[k]) !== String(want.strides[k])) return `strides ${JSON.stringify(dims(want.strides))}`;
    }
  }
  return Buffer.from(valueBytes(want.dtype, want.data)).equals(payload) ? null : 'the data';
}

test('the example answers every broadcast_shapes and broadcast_to case of the corpus as expected', () => {
  const cases = CASE_FILES.flatMap((file) => parseJson(readFileSync(new URL(file, repository), 'utf8')).cases)
    .filter((c) => OPS.has(c.op));
  const byOp = (op) => cases.filter((c) => c.op === op).length;
  assert.ok(byOp('broadcast_shapes') > 1000 && byOp('broadcast_to') > 1000, `cases found: ${byOp('broadcast_shapes')}, ${byOp('broadcast_to')}`);
  const input = Buffer.concat([HELLO, ...cases.map((c, i) => callFrame(i + 1, c.op, c.inputs))]);
  const example = fileURLToPath(new URL('../examples/broadcast.mjs', import.meta.url));
  const child = spawnSync(process.execPath, [example], { input, timeout: 60000, maxBuffer: 1 << 30 });
  assert.equal(child.status, 0, `exit ${child.status} ${child.signal ?? ''}: ${child.stderr}`);
  const decoder = new FrameDecoder();
  const [hello, ...answers] = decoder.push(child.stdout);
  decoder.end();
  assert.deepEqual(hello.header.ops, ['broadcast_shapes', 'broadcast_to']);
  assert.equal(answers.length, cases.length);
  const failures = [];
  answers.forEach(({ header, payload }, i) => {
    assert.equal(header.id, i + 1);
    const why = difference(cases[i].expect, header.outcome, payload);
    if (why !== null) failures.push(`${cases[i].id}: expected ${why}, got ${JSON.stringify(header, (k, v) => (typeof v === 'bigint' ? String(v) : v))}`);
  });
  assert.deepEqual(failures.slice(0, 10), [], `${failures.length} of ${cases.length} cases differ`);
});
