// How many element-wise calls per second the tfjs adapter answers: CALLS
// add calls of int32 and float32 arrays of 1 to 256 elements (operand
// dtypes and sizes from a fixed sequence), measured three ways:
// - in process: the adapter's add function alone (tfjs and the
//   conversions; no frames, no pipes), after a first pass to warm up;
// - through a child process's pipes, one call at a time as the runner
//   sends them, from the hello's answer to the last answer; the time to
//   the hello's answer (node's start and tfjs's import) is given apart.
// The floor of a round trip without tfjs is adapters/js/bench/frame-rate.mjs.
//
//   node adapters/tfjs/bench/add-rate.mjs [CALLS]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { FrameDecoder, encodeFrame } from '../../js/promcast-adapter.mjs';
import { adapter } from '../promcast-tfjs.mjs';

const count = Number(process.argv[2] ?? 2000);
const SIZES = [1, 4, 16, 64, 256];
const TYPES = { int32: Int32Array, float32: Float32Array };
const DTYPES = ['int32', 'float32'];

// The k-th call's operands: a fixed sequence, the same every run.
function operands(k) {
  const n = SIZES[k % SIZES.length];
  const make = (dtype, offset) => ({ dtype, shape: [n], data: TYPES[dtype].from({ length: n }, (_, i) => ((i * 7 + offset) % 2001) - 1000) });
  return { a: make(DTYPES[k % 2], k), b: make(DTYPES[(k >> 1) % 2], 3 * k), default_float: 'float32' };
}

function inProcess(calls) {
  const add = adapter.functions.add;
  for (const inputs of calls) add(inputs, 'add');
  const start = performance.now();
  for (const inputs of calls) add(inputs, 'add');
  return (performance.now() - start) / 1000;
}

function frame(id, { a, b }) {
  const descriptor = (x) => ({ dtype: x.dtype, shape: x.shape });
  const bytes = (x) => new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength);
  return encodeFrame({ id, op: 'add', inputs: { a: descriptor(a), b: descriptor(b), default_float: 'float32' } }, [bytes(a), bytes(b)]);
}

function throughChild(calls) {
  const frames = calls.map((inputs, k) => frame(k + 1, inputs));
  const script = fileURLToPath(new URL('../promcast-tfjs.mjs', import.meta.url));
  const started = performance.now();
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const decoder = new FrameDecoder();
  let answered = -1;
  let helloAt = 0;
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      for (const { header } of decoder.push(chunk)) {
        if (answered === -1) helloAt = performance.now();
        else if (header.outcome.array === undefined) reject(new Error(`call ${header.id}: ${JSON.stringify(header)}`));
        answered++;
        if (answered < frames.length) child.stdin.write(frames[answered]);
        else {
          const end = performance.now();
          child.stdin.end();
          resolve({ hello: (helloAt - started) / 1000, calls: (end - helloAt) / 1000 });
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(encodeFrame({ promcast: 'adapter-protocol', version: [1, 0], options: {} }));
  });
}

const calls = Array.from({ length: count }, (_, k) => operands(k));
const rate = (seconds) => `${(count / seconds).toFixed(0)} calls/s (${((1e6 * seconds) / count).toFixed(0)} us a call)`;
const alone = inProcess(calls);
console.log(`in process: ${count} calls in ${alone.toFixed(3)} s, ${rate(alone)}`);
const { hello, calls: seconds } = await throughChild(calls);
console.log(`child process: hello after ${hello.toFixed(3)} s; ${count} calls one at a time in ${seconds.toFixed(3)} s, ${rate(seconds)}`);
