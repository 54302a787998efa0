// The client under damaged input, from a seeded generator (so a failure
// reproduces): whatever the bytes, the frame reader fails only with a
// ProtocolError, and the loop ends with status 0 or 2 having written only
// well-formed frames, one answer per call at most.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough, Writable } from 'node:stream';
import { Buffer } from 'node:buffer';
import { FrameDecoder, ProtocolError, runAdapter } from '../promcast-adapter.mjs';
import { HELLO, callFrame } from './case-values.mjs';
import { adapter } from '../examples/broadcast.mjs';

// mulberry32: a small seeded generator of uniform [0, 1) numbers.
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALID = Buffer.concat([
  HELLO,
  callFrame(1, 'broadcast_shapes', { shapes: [[8, 1, 6, 1], [7, 1, 5]] }),
  callFrame(2, 'broadcast_to', { array: { dtype: 'int16', shape: [3], data: ['1', '-2', '3'] }, shape: [2, 3] }),
  callFrame(3, 'broadcast_to', { array: { dtype: 'complex64', shape: [1, 2], data: [['1.0', '2.0'], ['nan', '-0.0']] }, shape: [2, 2] }),
  callFrame(4, 'broadcast_shapes', { shapes: [[2], [3]] }),
]);
const TOKENS = ['\n', '{', '}', '"payload":', '9', '-1', '"id":', '[', ']', ',', '"dtype":"int8"', '"shape":', '\u0000', '\u00ff'];

// VALID with a few bytes changed, inserted or removed.
function damage(random) {
  const bytes = [...VALID];
  const edits = 1 + Math.floor(random() * 4);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(random() * bytes.length);
    const what = random();
    if (what < 0.4) bytes[at] = Math.floor(random() * 256);
    else if (what < 0.7) bytes.splice(at, 1 + Math.floor(random() * 8));
    else bytes.splice(at, 0, ...Buffer.from(TOKENS[Math.floor(random() * TOKENS.length)], 'latin1'));
  }
  return Buffer.from(bytes);
}

function chunks(bytes, random) {
  const out = [];
  for (let at = 0; at < bytes.length;) {
    const size = 1 + Math.floor(random() * 64);
    out.push(bytes.subarray(at, at + size));
    at += size;
  }
  return out;
}

test('the frame reader fails only with a ProtocolError, whatever the bytes', () => {
  const random = generator(1);
  let failures = 0;
  let frames = 0;
  for (let round = 0; round < 3000; round++) {
    const decoder = new FrameDecoder();
    try {
      for (const chunk of chunks(damage(random), random)) {
        for (const frame of decoder.push(chunk)) {
          assert.equal(typeof frame.header, 'object');
          assert.ok(Buffer.isBuffer(frame.payload));
          frames++;
        }
      }
      decoder.end();
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      failures++;
    }
  }
  assert.ok(failures > 0 && frames > 0, `failures ${failures}, frames ${frames}`);
});

test('the loop ends with 0 or 2 and writes only frames, whatever the input', async () => {
  const random = generator(2);
  const statuses = { 0: 0, 2: 0 };
  for (let round = 0; round < 1500; round++) {
    const input = new PassThrough();
    const written = [];
    const output = new Writable({ write(chunk, _, done) { written.push(chunk); done(); } });
    const finished = runAdapter(adapter, { input, output, errors: new PassThrough() });
    for (const chunk of chunks(damage(random), random)) input.write(chunk);
    input.end();
    const status = await finished;
    assert.ok(status === 0 || status === 2, `status ${status}`);
    statuses[status]++;
    const decoder = new FrameDecoder();
    const answers = decoder.push(Buffer.concat(written));
    decoder.end();
    const ids = answers.slice(1).map((f) => f.header.id);
    assert.ok(ids.length <= 4, `${ids.length} answers to at most 4 calls`);
    for (const answer of answers.slice(1)) {
      assert.equal(Object.keys(answer.header.outcome).length, 1);
    }
  }
  assert.ok(statuses[0] > 0 && statuses[2] > 0, `statuses ${JSON.stringify(statuses)}`);
});
