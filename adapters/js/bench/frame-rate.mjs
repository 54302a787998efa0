// How many calls per second the JavaScript client decodes, dispatches and
// answers: broadcast_shapes calls (the corpus's shapes, answered by
// examples/broadcast.mjs) and an add of two 1000-element float32 arrays
// (answered by the add below). Measured two ways: in this process, through
// streams (the client alone), and through a child node process's pipes,
// timed from the hello's answer to the last answer: with every call
// written at once (throughput), and one call at a time as the runner
// sends them (each a round trip through the pipes and both event loops).
//
//   node adapters/js/bench/frame-rate.mjs [CALLS]
//
// `--serve-add` makes this script the add adapter process (for the child),
// `--serve-echo` the floor a round trip costs without the client.
import { readFileSync, realpathSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { PassThrough, Writable } from 'node:stream';
import { Buffer } from 'node:buffer';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { FrameDecoder, encodeFrame, parseJson, runAdapter, serve } from '../promcast-adapter.mjs';
import { adapter as broadcastAdapter } from '../examples/broadcast.mjs';

const ELEMENTS = 1000;

const addAdapter = {
  name: 'add-float32-js', library: 'JavaScript', library_version: process.versions.node, profile: 'numpy',
  dtypes: ['float32'],
  functions: {
    add({ a, b }) {
      const out = new Float32Array(a.data.length);
      for (let i = 0; i < out.length; i++) out[i] = a.data[i] + b.data[i];
      return { array: { dtype: 'float32', shape: a.shape, data: out } };
    },
  },
};

const HELLO = encodeFrame({ promcast: 'adapter-protocol', version: [1, 0], options: {} });

function broadcastCalls(count) {
  const file = new URL('../../../cases/generated/broadcast/s1-0000.json', import.meta.url);
  const shapes = parseJson(readFileSync(file, 'utf8')).cases.map((c) => c.inputs);
  return Array.from({ length: count }, (_, i) => encodeFrame({ id: i + 1, op: 'broadcast_shapes', inputs: shapes[i % shapes.length] }));
}

function addCalls(count) {
  const a = new Float32Array(ELEMENTS).map((_, i) => i * 0.5);
  const b = new Float32Array(ELEMENTS).map((_, i) => 1 - i);
  const parts = [new Uint8Array(a.buffer), new Uint8Array(b.buffer)];
  const inputs = { a: { dtype: 'float32', shape: [ELEMENTS] }, b: { dtype: 'float32', shape: [ELEMENTS] }, default_float: 'float32' };
  return Array.from({ length: count }, (_, i) => encodeFrame({ id: i + 1, op: 'add', inputs }, parts));
}

// Counts answer frames; resolves when `expected` have arrived (the hello's
// included), with the time the hello's answer arrived.
function answerCounter(expected) {
  const decoder = new FrameDecoder();
  let seen = 0;
  let helloAt = 0;
  let finish;
  const done = new Promise((resolve) => { finish = resolve; });
  const take = (chunk) => {
    for (const frame of decoder.push(chunk)) {
      if (seen === 0) helloAt = performance.now();
      const outcome = frame.header.outcome ?? {};
      if ('internal_error' in outcome || 'unsupported' in outcome) throw new Error(`answer ${seen}: ${frame.header.message}`);
      if (++seen === expected) finish(performance.now());
    }
  };
  return { take, done, helloAt: () => helloAt };
}

async function inProcess(adapter, calls) {
  const input = new PassThrough({ highWaterMark: 1 << 20 });
  const counter = answerCounter(calls.length + 1);
  const output = new Writable({ write(chunk, _, callback) { counter.take(chunk); callback(); } });
  const start = performance.now();
  const finished = runAdapter(adapter, { input, output, errors: process.stderr });
  input.write(HELLO);
  for (const call of calls) if (!input.write(call)) await new Promise((r) => input.once('drain', r));
  input.end();
  const end = await counter.done;
  await finished;
  return { seconds: (end - start) / 1000 };
}

async function childProcess(args, calls) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const counter = answerCounter(calls.length + 1);
  child.stdout.on('data', counter.take);
  child.stdin.write(HELLO);
  await new Promise((resolve) => { const poll = () => (counter.helloAt() ? resolve() : setTimeout(poll, 1)); poll(); });
  const start = performance.now();
  for (const call of calls) if (!child.stdin.write(call)) await new Promise((r) => child.stdin.once('drain', r));
  child.stdin.end();
  const end = await counter.done;
  const status = await new Promise((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`the adapter process exited with ${status}`);
  return { seconds: (end - start) / 1000, startup: (counter.helloAt() - started) / 1000 };
}

// As the runner drives an adapter: one call at a time, each written only
// after the previous answer arrived, so each costs a round trip.
async function childLockstep(args, calls) {
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const decoder = new FrameDecoder();
  let waiting = null;
  child.stdout.on('data', (chunk) => {
    for (const frame of decoder.push(chunk)) {
      const outcome = frame.header.outcome ?? {};
      if ('internal_error' in outcome || 'unsupported' in outcome) throw new Error(frame.header.message);
      waiting();
    }
  });
  const answer = (frame) => new Promise((resolve) => { waiting = resolve; child.stdin.write(frame); });
  await answer(HELLO);
  const start = performance.now();
  for (const call of calls) await answer(call);
  const end = performance.now();
  child.stdin.end();
  const status = await new Promise((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`the adapter process exited with ${status}`);
  return { seconds: (end - start) / 1000 };
}

async function main() {
  const count = Number(process.argv[2] ?? 100000);
  const self = fileURLToPath(import.meta.url);
  const example = fileURLToPath(new URL('../examples/broadcast.mjs', import.meta.url));
  const runs = [
    ['broadcast_shapes, in process', () => inProcess(broadcastAdapter, broadcastCalls(count))],
    ['broadcast_shapes, child process', () => childProcess([example], broadcastCalls(count))],
    ['broadcast_shapes, child process, one call at a time', () => childLockstep([example], broadcastCalls(count))],
    ['pipe round trip without the client (a child echoing a fixed answer), one call at a time', () => childLockstep([self, '--serve-echo'], broadcastCalls(count))],
    [`add float32[${ELEMENTS}], in process`, () => inProcess(addAdapter, addCalls(count))],
    [`add float32[${ELEMENTS}], child process`, () => childProcess([self, '--serve-add'], addCalls(count))],
    [`add float32[${ELEMENTS}], child process, one call at a time`, () => childLockstep([self, '--serve-add'], addCalls(count))],
  ];
  console.log(`node ${process.versions.node}, ${count} calls each`);
  for (const [name, measure] of runs) {
    const { seconds, startup } = await measure();
    const rate = Math.round(count / seconds);
    console.log(`${name}: ${seconds.toFixed(3)} s, ${rate} calls/s, ${(1e6 / rate).toFixed(2)} us/call${startup === undefined ? '' : `, start-up to hello ${(startup * 1000).toFixed(0)} ms`}`);
  }
}

// The floor of a round trip: a process answering each line at once with a
// fixed shape answer, without the client (the hello's answer included).
function serveEcho() {
  const answer = Buffer.from('{"id":0,"outcome":{"shape":[2]}}\n');
  process.stdin.on('data', (chunk) => {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) process.stdout.write(answer);
  });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isMain && process.argv[2] === '--serve-add') serve(addAdapter);
else if (isMain && process.argv[2] === '--serve-echo') serveEcho();
else if (isMain) await main();
