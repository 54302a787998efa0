// The case format's values (cases/README.md "Values") as the protocol's
// little-endian bytes, written with DataView rather than the client's typed
// arrays, so tests check the client against an independent encoding.
// Narrow floats are encoded from the double they equal exactly (the format
// guarantees it), and a value that is not exact is refused, not rounded.
import { Buffer } from 'node:buffer';
import { stringifyJson } from '../promcast-adapter.mjs';

// Bits of the exactly representable double x in a binary format with
// `exponent` and `mantissa` bits. `ieee` formats have infinities and the
// all-ones exponent for NaN; float8_e4m3fn has neither (NaN is S.1111.111).
function narrowBits(x, exponent, mantissa, ieee) {
  const bias = 2 ** (exponent - 1) - 1;
  const top = 2 ** exponent - 1;
  const sign = x < 0 || Object.is(x, -0) ? 1 << (exponent + mantissa) : 0;
  if (Number.isNaN(x)) return ieee ? (top << mantissa) | (1 << (mantissa - 1)) : (top << mantissa) | (2 ** mantissa - 1);
  const a = Math.abs(x);
  if (a === Infinity) {
    if (!ieee) throw new RangeError('float8_e4m3fn has no infinity');
    return sign | (top << mantissa);
  }
  if (a === 0) return sign;
  let e = Math.floor(Math.log2(a));
  while (2 ** e > a) e--;
  while (2 ** (e + 1) <= a) e++;
  const emin = 1 - bias;
  const bits = e < emin
    ? a / 2 ** (emin - mantissa)
    : ((e + bias) * 2 ** mantissa) + (a / 2 ** e - 1) * 2 ** mantissa;
  if (!Number.isInteger(bits) || bits >= 2 ** (exponent + mantissa)) throw new RangeError(`${x} is not exact in the format`);
  return sign | bits;
}

function float(text) {
  if (text === 'nan') return NaN;
  if (text === 'inf') return Infinity;
  if (text === '-inf') return -Infinity;
  return Number(text);
}

// [bytes per real number, writer of one real number from its case value]
const WRITERS = {
  bool: [1, (v, at, x) => v.setUint8(at, x === true ? 1 : 0)],
  int8: [1, (v, at, x) => v.setInt8(at, Number(x))],
  int16: [2, (v, at, x) => v.setInt16(at, Number(x), true)],
  int32: [4, (v, at, x) => v.setInt32(at, Number(x), true)],
  int64: [8, (v, at, x) => v.setBigInt64(at, BigInt(x), true)],
  uint8: [1, (v, at, x) => v.setUint8(at, Number(x))],
  uint16: [2, (v, at, x) => v.setUint16(at, Number(x), true)],
  uint32: [4, (v, at, x) => v.setUint32(at, Number(x), true)],
  uint64: [8, (v, at, x) => v.setBigUint64(at, BigInt(x), true)],
  float16: [2, (v, at, x) => v.setUint16(at, narrowBits(float(x), 5, 10, true), true)],
  bfloat16: [2, (v, at, x) => v.setUint16(at, narrowBits(float(x), 8, 7, true), true)],
  float32: [4, (v, at, x) => v.setFloat32(at, float(x), true)],
  float64: [8, (v, at, x) => v.setFloat64(at, float(x), true)],
  float8_e4m3fn: [1, (v, at, x) => v.setUint8(at, narrowBits(float(x), 4, 3, false))],
  float8_e5m2: [1, (v, at, x) => v.setUint8(at, narrowBits(float(x), 5, 2, true))],
};
WRITERS.complex32 = [2, WRITERS.float16[1]];
WRITERS.complex64 = [4, WRITERS.float32[1]];
WRITERS.complex128 = [8, WRITERS.float64[1]];

// The bytes of an array's values (complex values are [re, im] pairs).
export function valueBytes(dtype, values) {
  const [width, writer] = WRITERS[dtype];
  const reals = dtype.startsWith('complex') ? values.flat() : values;
  const bytes = new Uint8Array(reals.length * width);
  const view = new DataView(bytes.buffer);
  reals.forEach((x, i) => writer(view, i * width, x));
  return bytes;
}

function isCaseArray(value) {
  return value !== null && typeof value === 'object' && typeof value.dtype === 'string'
    && Array.isArray(value.shape) && Array.isArray(value.data);
}

// A call frame of a case's inputs: every ARRAY's data moved to the
// payload, depth-first in JSON order, as the protocol says. Dimensions
// past 2**53 are BigInts (parseJson), written back as integers.
export function callFrame(id, op, inputs) {
  const parts = [];
  const strip = (value) => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    if (isCaseArray(value)) {
      parts.push(valueBytes(value.dtype, value.data));
      return { dtype: value.dtype, shape: value.shape };
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]));
  };
  const header = { id, op, inputs: strip(inputs) };
  const payload = Buffer.concat(parts);
  if (payload.length > 0) header.payload = payload.length;
  return Buffer.concat([Buffer.from(`${stringifyJson(header)}\n`), payload]);
}

export const HELLO = Buffer.from('{"promcast":"adapter-protocol","version":[1,0],"options":{}}\n');
