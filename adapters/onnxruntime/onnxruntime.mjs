// promcast adapter process for ONNX Runtime (onnxruntime-node, its CPU
// execution provider): each case runs as a one-operator ONNX model this
// adapter writes (operators.mjs says which operator each op is, and why).
//
//   promcast run --exec 'node adapters/onnxruntime/onnxruntime.mjs' cases
//
// ONNX does not promote and has no Python scalars; its profile is `onnx`
// at the opset every model imports (operators.mjs).
import { createRequire } from 'node:module';
import { serveIfMain } from '../js/promcast-adapter.mjs';
import { OPERATORS, OPS, OPSET } from './operators.mjs';
import { classifyMessage } from './errors.mjs';
import { describeCall, Inexpressible } from './model.mjs';
import { SessionCache } from './sessions.mjs';

// The case-format dtypes onnxruntime-node's Tensor carries (its
// Tensor.DataTypeMap, onnxruntime-common/lib/tensor.ts): bfloat16, the
// complex types and the float8 formats are ONNX types it cannot pass in
// or out, so their cases are not claimed.
export const DTYPES = Object.freeze([
  'bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64',
  'float16', 'float32', 'float64',
]);

// One thread each: the adapter runs one small model at a time, and the
// machine's processors are the runner's too. Logging at fatal only: a
// refused model is an answer, not a message for the runner's stderr.
const SESSION_OPTIONS = Object.freeze({
  executionProviders: ['cpu'],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  logSeverityLevel: 4,
});

// Loads onnxruntime-node as adapters/package.json installs it; null and
// the reason when it is not there (the hello is then refused).
function loadRuntime() {
  try {
    return { ort: createRequire(import.meta.url)('onnxruntime-node'), reason: null };
  } catch (error) {
    return { ort: null, reason: `onnxruntime-node cannot be loaded (run npm ci --prefix adapters): ${error.message}` };
  }
}

// One op's function: the call's model, its session, its run.
async function runCall(ort, sessions, op, inputs) {
  let call;
  try {
    call = describeCall(op, inputs);
  } catch (error) {
    if (error instanceof Inexpressible) return { unsupported: true, message: error.message };
    throw error;
  }
  for (const { tensor } of call.feeds) {
    if (!DTYPES.includes(tensor.dtype)) {
      return { unsupported: true, message: `onnxruntime-node's Tensor cannot carry ${tensor.dtype}` };
    }
    // onnxruntime-common's Tensor takes dims as JavaScript numbers and
    // refuses one that is not a safe integer ("dims[0] must be an
    // integer"); the client gives sizes past 2**53 - 1 as BigInts.
    const large = tensor.shape.find((size) => typeof size === 'bigint');
    if (large !== undefined) {
      return { unsupported: true,
               message: `the dimension ${large} is past 2**53 - 1; onnxruntime-node's Tensor dims are JavaScript numbers` };
    }
  }
  const session = await sessions.session(call);
  const feeds = {};
  for (const { name, tensor } of call.feeds) {
    feeds[name] = new ort.Tensor(tensor.dtype, tensor.data, tensor.shape.map(Number));
  }
  const { y } = await session.run(feeds);
  if (!DTYPES.includes(y.type)) throw new Error(`the result's type ${y.type} is not a claimed dtype`);
  return { array: { dtype: y.type, shape: [...y.dims], data: protocolData(y) } };
}

// A result's elements as the client takes them. onnxruntime-common gives
// float16 as a Float16Array where the JavaScript engine has one (node 24
// and later; tensor-impl-type-mapping.js): the protocol's float16 is the
// raw 16-bit patterns, the same bytes seen as a Uint16Array.
function protocolData(tensor) {
  const data = tensor.data;
  if (tensor.type === 'float16' && !(data instanceof Uint16Array)) {
    return new Uint16Array(data.buffer, data.byteOffset, data.length);
  }
  return data;
}

// The adapter over a loaded runtime (or the reason it is not loaded), with
// its own session cache. `sessions` is exposed for the tests.
export function createAdapter({ ort, reason } = loadRuntime()) {
  const sessions = ort === null ? null : new SessionCache(ort, SESSION_OPTIONS);
  const functions = {};
  for (const op of OPS) functions[op] = (inputs) => runCall(ort, sessions, op, inputs);
  return {
    name: 'onnxruntime',
    library: 'ONNX Runtime (onnxruntime-node, CPU execution provider)',
    library_version: `${ort?.env?.versions?.node ?? 'unknown'} opset ${OPSET}`,
    profile: 'onnx',
    dtypes: DTYPES,
    functions,
    sessions,
    operators: OPERATORS,
    open: () => reason ?? undefined,
    classify: (error) => classifyMessage(error instanceof Error ? error.message : String(error)),
  };
}

serveIfMain(import.meta.url, createAdapter);
