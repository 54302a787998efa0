// The client's loop: hello, dispatch to the author's functions, answers for
// what they return or throw, backpressure, and the process's exit status.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough, Writable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { runAdapter, FrameDecoder, encodeFrame, DTYPE_NAMES, MAX_MESSAGE_CHARS } from '../promcast-adapter.mjs';
import { HELLO, valueBytes } from './case-values.mjs';

// Runs an adapter on the given input bytes (as chunks) in this process;
// returns its exit status, the frames it wrote, and its error text.
async function run(adapter, chunks, output = new PassThrough()) {
  const input = new PassThrough();
  const written = [];
  output.on('data', (chunk) => written.push(chunk));
  let errors = '';
  const errorStream = new Writable({ write(chunk, _, done) { errors += chunk; done(); } });
  const finished = runAdapter(adapter, { input, output, errors: errorStream });
  for (const chunk of chunks) input.write(chunk);
  input.end();
  const status = await finished;
  const decoder = new FrameDecoder();
  const frames = decoder.push(Buffer.concat(written));
  decoder.end();
  return { status, frames, errors };
}

const call = (id, op, inputs, parts = []) => encodeFrame({ id, op, inputs }, parts);

const description = () => ({
  name: 'test', library: 'Test library', library_version: '1.2.3', profile: 'numpy', dtypes: ['bool', 'int32'],
  functions: {},
});

test('hello: the description answers, with the ops the author implements', async () => {
  const adapter = { ...description(), functions: { add() {}, promote_types() {} } };
  const { status, frames } = await run(adapter, [HELLO]);
  assert.equal(status, 0);
  assert.deepEqual(frames.map((f) => f.header), [{
    version: [1, 0], name: 'test', library: 'Test library', library_version: '1.2.3', profile: 'numpy',
    dtypes: ['bool', 'int32'], ops: ['add', 'promote_types'],
  }]);
});

test('hello: another major version, a bad description or open() refuse, and the loop stops; an async open is awaited', async () => {
  const other = await run(description(), [Buffer.from('{"promcast":"adapter-protocol","version":[2,1],"options":{}}\n'), call(1, 'add', {})]);
  assert.deepEqual(other.frames.map((f) => f.header), [{ refuse: 'the adapter speaks protocol 1.0, the runner 2.1' }]);
  assert.equal(other.status, 0);
  const bad = await run({ ...description(), dtypes: ['int32', 'int128'], library: '' }, [HELLO]);
  assert.deepEqual(bad.frames.map((f) => f.header), [{ refuse: 'the adapter\'s description: library is not a non-empty string; unknown dtype "int128"' }]);
  const seen = [];
  const refusing = { ...description(), open(options) { seen.push(options); return 'no device'; } };
  const refused = await run(refusing, [Buffer.from('{"promcast":"adapter-protocol","version":[1,0],"options":{"device":"gpu"}}\n')]);
  assert.deepEqual(seen, [{ device: 'gpu' }]);
  assert.deepEqual(refused.frames.map((f) => f.header), [{ refuse: 'no device' }]);
  const throwing = await run({ ...description(), open() { throw new TypeError('no backend'); } }, [HELLO]);
  assert.deepEqual(throwing.frames.map((f) => f.header), [{ refuse: 'TypeError: no backend' }]);
  const rejecting = await run({ ...description(), async open() { throw new Error('no wasm'); } }, [HELLO]);
  assert.deepEqual(rejecting.frames.map((f) => f.header), [{ refuse: 'Error: no wasm' }]);
  const ready = [];
  const slow = {
    ...description(),
    async open() { await new Promise((resolve) => setTimeout(resolve, 20)); ready.push('open'); },
    functions: { can_cast: () => { ready.push('call'); return { answer: true }; } },
  };
  const waited = await run(slow, [HELLO, call(1, 'can_cast', {})]);
  assert.deepEqual(ready, ['open', 'call']);
  assert.deepEqual(waited.frames.map((f) => Object.keys(f.header)[0]), ['version', 'id']);
});

test('dispatch: decoded inputs in, encoded outcome out, ids echoed', async () => {
  const calls = [];
  const adapter = {
    ...description(),
    functions: {
      add({ a, b }, op) {
        calls.push(op);
        const out = new Int32Array(a.data.length);
        for (let i = 0; i < out.length; i++) out[i] = a.data[i] + Number(b.value);
        return { array: { dtype: a.dtype, shape: a.shape, data: out } };
      },
      async can_cast({ from, to }) { return { answer: from === to }; },
    },
  };
  const { status, frames } = await run(adapter, [
    HELLO,
    call(1, 'add', { a: { dtype: 'int32', shape: [3] }, b: { kind: 'int', value: '10' } }, [valueBytes('int32', ['1', '-2', '2147483637'])]),
    call(2, 'can_cast', { from: 'int32', to: 'int32' }),
  ]);
  assert.equal(status, 0);
  assert.deepEqual(calls, ['add']);
  assert.deepEqual(frames.slice(1).map((f) => f.header), [
    { id: 1, outcome: { array: { dtype: 'int32', shape: [3] } }, payload: 12 },
    { id: 2, outcome: { answer: true } },
  ]);
  assert.deepEqual([...frames[1].payload], [...valueBytes('int32', ['11', '8', '2147483647'])]);
});

test('unsupported: an op without a function, claimed or not', async () => {
  const adapter = { ...description(), ops: ['add', 'subtract'], functions: { add: () => ({ answer: true }) } };
  const { frames } = await run(adapter, [HELLO, call(1, 'subtract', {}), call(2, 'toString', {}), call(3, 'add', {})]);
  assert.deepEqual(frames[0].header.ops, ['add', 'subtract']);
  assert.deepEqual(frames.slice(1).map((f) => f.header), [
    { id: 1, outcome: { unsupported: true }, message: 'this adapter does not implement subtract' },
    { id: 2, outcome: { unsupported: true }, message: 'this adapter does not implement toString' },
    { id: 3, outcome: { answer: true } },
  ]);
});

test('classify: exceptions become the kind it names, else internal_error with their text', async () => {
  const fail = (error) => () => { throw error; };
  const adapter = {
    ...description(),
    functions: {
      broadcast_shapes: fail(new RangeError('Operands could not be broadcast together')),
      promote_types: fail(new TypeError('no common dtype')),
      where: fail(new Error('kernel not registered')),
      add: fail(new Error('classify breaks')),
      sum_to_shape: fail(new Error('named oddly')),
      stack: fail('a string'),
      concat: async () => { throw new RangeError('async broadcast failure'); },
    },
    classify(error, op) {
      if (op === 'add') throw new Error('classify itself');
      if (op === 'sum_to_shape') return 'bad_kind';
      if (error instanceof RangeError) return 'incompatible_shapes';
      if (error instanceof TypeError) return 'no_promotion';
      if (/not registered/.test(error.message)) return 'unsupported';
      return undefined;
    },
  };
  const ops = ['broadcast_shapes', 'promote_types', 'where', 'add', 'sum_to_shape', 'stack', 'concat'];
  const { frames } = await run(adapter, [HELLO, ...ops.map((op, i) => call(i + 1, op, {}))]);
  assert.deepEqual(frames.slice(1).map((f) => [f.header.outcome, f.header.message]), [
    [{ error: 'incompatible_shapes' }, 'RangeError: Operands could not be broadcast together'],
    [{ error: 'no_promotion' }, 'TypeError: no common dtype'],
    [{ unsupported: true }, 'Error: kernel not registered'],
    [{ internal_error: true }, 'Error: classify breaks (and classify threw Error: classify itself)'],
    [{ internal_error: true }, 'Error: named oddly (classify gave "bad_kind", not an error kind)'],
    [{ internal_error: true }, 'a string'],
    [{ error: 'incompatible_shapes' }, 'RangeError: async broadcast failure'],
  ]);
  const plain = await run({ ...description(), functions: { add: fail(new Error('boom')) } }, [HELLO, call(1, 'add', {})]);
  assert.deepEqual(plain.frames[1].header, { id: 1, outcome: { internal_error: true }, message: 'Error: boom' });
  const long = await run({ ...description(), functions: { add: fail(new Error('x'.repeat(10 ** 6))) } }, [HELLO, call(1, 'add', {})]);
  assert.equal(long.frames[1].header.message, `Error: ${'x'.repeat(MAX_MESSAGE_CHARS - 7)}... (${10 ** 6 + 7 - MAX_MESSAGE_CHARS} more characters)`);
});

test('malformed inputs or results are answered internal_error, and the loop goes on', async () => {
  const adapter = { ...description(), functions: { add: () => ({ array: { dtype: 'int32', shape: [2], data: new Int32Array(1) } }), can_cast: () => ({ answer: true }) } };
  const { status, frames } = await run(adapter, [
    HELLO,
    call(1, 'add', {}),
    call(2, 'can_cast', { a: { dtype: 'int32', shape: [2] } }, [Buffer.alloc(4)]),
    encodeFrame({ id: 3, op: 7 }),
    call(4, 'can_cast', {}),
  ]);
  assert.equal(status, 0);
  assert.deepEqual(frames.slice(1).map((f) => f.header), [
    { id: 1, outcome: { internal_error: true }, message: 'MalformedError: the answer of add\'s array: 1 Int32Array elements for shape [2] of int32, which takes 2' },
    { id: 2, outcome: { internal_error: true }, message: 'MalformedError: inputs.a: a int32 array of shape [2] needs 8 payload bytes, 4 are left' },
    { id: 3, outcome: { internal_error: true }, message: 'MalformedError: the call\'s op is 7' },
    { id: 4, outcome: { answer: true } },
  ]);
});

test('garbage, a truncated frame or a call without id: status 2 and the reason, after the answers before it', async () => {
  const adapter = { ...description(), functions: { can_cast: () => ({ answer: false }) } };
  const garbage = await run(adapter, [HELLO, call(1, 'can_cast', {}), Buffer.from('Traceback (most recent call last)\n'), call(2, 'can_cast', {})]);
  assert.equal(garbage.status, 2);
  assert.equal(garbage.frames.length, 2);
  assert.match(garbage.errors, /^test: protocol error: frame 3: not a line of JSON .*Traceback/);
  const truncated = await run(adapter, [HELLO, Buffer.from('{"id":1,"op":"can_cast","inputs":{},"payload":4}\nab')]);
  assert.equal(truncated.status, 2);
  assert.match(truncated.errors, /frame 2: the input ended after 2 of its 4 payload bytes/);
  const noId = await run(adapter, [HELLO, encodeFrame({ op: 'can_cast' })]);
  assert.equal(noId.status, 2);
  assert.match(noId.errors, /a call without an integer id/);
  const notHello = await run(adapter, [call(1, 'can_cast', {})]);
  assert.equal(notHello.status, 2);
  assert.match(notHello.errors, /frame 1: not a hello/);
});

test('backpressure: no call is handled while the output holds an unaccepted answer', async () => {
  const pendingAtCall = [];
  let output;
  const adapter = { ...description(), functions: { can_cast: () => { pendingAtCall.push(output.writableLength); return { answer: true }; } } };
  const received = [];
  output = new Writable({
    highWaterMark: 1,
    write(chunk, _, done) { received.push(chunk); setTimeout(done, 2); },
  });
  const calls = Array.from({ length: 20 }, (_, i) => call(i + 1, 'can_cast', {}));
  const input = new PassThrough();
  const finished = runAdapter(adapter, { input, output, errors: new PassThrough() });
  input.end(Buffer.concat([HELLO, ...calls]));
  assert.equal(await finished, 0);
  assert.equal(pendingAtCall.length, 20);
  assert.ok(pendingAtCall.every((bytes) => bytes === 0), `bytes waiting when calls ran: ${pendingAtCall}`);
  const decoder = new FrameDecoder();
  const ids = received.flatMap((chunk) => decoder.push(chunk)).slice(1).map((f) => f.header.id);
  assert.deepEqual(ids, Array.from({ length: 20 }, (_, i) => i + 1));
  assert.equal(received.length, 21, 'one write per answer');
});

test('as a process: empty input exits 0, garbage exits 2 with the reason, never hanging', () => {
  const example = fileURLToPath(new URL('../examples/broadcast.mjs', import.meta.url));
  const node = (input) => spawnSync(process.execPath, [example], { input, timeout: 10000, encoding: 'latin1' });
  const empty = node('');
  assert.equal(empty.status, 0, empty.stderr);
  assert.equal(empty.stdout, '');
  const garbage = node(Buffer.concat([HELLO, Buffer.from('\u0000\u0001 not json\n{"id":1}\n')]));
  assert.equal(garbage.signal, null, 'ended by itself');
  assert.equal(garbage.status, 2);
  assert.match(garbage.stderr, /broadcast-js: protocol error: frame 2: not a line of JSON/);
  assert.deepEqual(JSON.parse(garbage.stdout.split('\n')[0]).dtypes, DTYPE_NAMES);
  const open = node(Buffer.concat([HELLO, Buffer.from('{"id":1,"op":"broadcast_shapes","inputs":{"shapes":[[2]]},"payload":100}\n')]));
  assert.equal(open.status, 2);
  assert.match(open.stderr, /ended after 0 of its 100 payload bytes/);
});

test('as a process: a closed standard output ends it with status 2 and the reason', async () => {
  const { spawn } = await import('node:child_process');
  const example = fileURLToPath(new URL('../examples/broadcast.mjs', import.meta.url));
  const child = spawn(process.execPath, [example], { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => { errors += chunk; });
  child.stdout.destroy();
  const calls = Array.from({ length: 2000 }, (_, i) => encodeFrame({ id: i + 1, op: 'broadcast_shapes', inputs: { shapes: [[2, 1], [3]] } }));
  child.stdin.on('error', () => {});
  child.stdin.end(Buffer.concat([HELLO, ...calls]));
  const [status, signal] = await new Promise((resolve) => child.on('exit', (...result) => resolve(result)));
  assert.equal(signal, null);
  assert.equal(status, 2);
  assert.match(errors, /broadcast-js: standard output: .*EPIPE/);
});
