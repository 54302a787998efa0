// A promcast adapter in plain JavaScript: broadcast_shapes and broadcast_to
// by the broadcasting rule (Array API standard, "Broadcasting"), with no
// library behind them. It is the template for an adapter of a JavaScript
// library, and the cheapest adapter process a bench can measure.
//
//   promcast run --exec 'node adapters/js/examples/broadcast.mjs' cases/generated/broadcast
//
// Shape dimensions reach 2**63 - 1, past a Number's exact integers: the
// client gives those as BigInts, and the rule is computed in BigInt here.
import { serveIfMain, DTYPE_NAMES } from '../promcast-adapter.mjs';

const INT64_MAX = (1n << 63n) - 1n;

// A broadcasting failure, named by its case-format error kind.
class BroadcastError extends Error {
  constructor(kind, message) { super(message); this.kind = kind; }
}

// The shape every shape broadcasts to: aligned on their last dimension,
// each dimension is the one size other than 1 among them (1 if none).
function broadcastShapes(shapes) {
  const rank = Math.max(0, ...shapes.map((shape) => shape.length));
  const result = new Array(rank).fill(1n);
  for (const shape of shapes) {
    shape.forEach((dimension, k) => {
      const size = BigInt(dimension);
      const at = rank - shape.length + k;
      if (size === 1n || size === result[at]) return;
      if (result[at] !== 1n) {
        throw new BroadcastError('incompatible_shapes', `dimension ${at}: ${result[at]} and ${size}`);
      }
      result[at] = size;
    });
  }
  checkElementCount(result);
  return result.map(asNumberIfExact);
}

// Dimensions a Number holds exactly go back as Numbers: the client writes
// an answer without BigInts with JSON.stringify, its fast path.
const asNumberIfExact = (size) => (size <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(size) : size);

function checkElementCount(shape) {
  if (shape.includes(0n)) return;
  let count = 1n;
  for (const size of shape) {
    count *= size;
    if (count > INT64_MAX) throw new BroadcastError('shape_overflow', `shape [${shape}] has more than 2**63-1 elements`);
  }
}

// A view of `array` with shape `shape`: a dimension prepended or expanded
// from 1 has stride 0, the others keep the array's row-major stride. The
// client gathers the view's elements from the array's data by the strides.
function broadcastTo({ array, shape }) {
  const target = shape.map(BigInt);
  const offset = target.length - array.shape.length;
  if (offset < 0) throw new BroadcastError('incompatible_shapes', `rank ${array.shape.length} to rank ${target.length}`);
  checkElementCount(target);
  const strides = new Array(target.length).fill(0);
  let stride = 1;
  for (let k = array.shape.length - 1; k >= 0; k--) {
    const size = BigInt(array.shape[k]);
    if (size !== target[offset + k]) {
      if (size !== 1n) throw new BroadcastError('incompatible_shapes', `dimension ${offset + k}: ${size} to ${target[offset + k]}`);
    } else {
      strides[offset + k] = stride;
    }
    stride *= Number(size);
  }
  return { array: { dtype: array.dtype, shape: target.map(asNumberIfExact), strides, base: array.data } };
}

// The adapter: its description, one function per op, and how exceptions
// map to error kinds. Exported so a bench or a test can run it in process.
export const adapter = {
  name: 'broadcast-js',
  library: 'JavaScript broadcasting rule',
  library_version: process.versions.node,
  profile: 'array-api',
  dtypes: DTYPE_NAMES,
  functions: {
    broadcast_shapes: ({ shapes }) => ({ shape: broadcastShapes(shapes) }),
    broadcast_to: broadcastTo,
  },
  classify: (error) => (error instanceof BroadcastError ? error.kind : undefined),
};

// Run as a program (not imported): serve the runner on stdin and stdout.
serveIfMain(import.meta.url, () => adapter);
