// promcast's adapter protocol 1.0, the adapter's side, for JavaScript
// (node 20 or later, no dependencies). An adapter process built on it is a
// description and one function per op:
//
//   import { serve } from './promcast-adapter.mjs';
//   serve({ name, library, library_version, profile, dtypes,
//           functions: { broadcast_shapes({ shapes }) { return { shape }; } },
//           classify(error, op) { return 'incompatible_shapes'; } });
//
// The protocol (README.md beside this file, "The protocol"): every
// message both ways is a frame, one line of JSON then, when the object has
// `"payload": N`, exactly N raw bytes. The runner says hello, then sends
// one call at a time and waits for its answer, so this side handles frames
// strictly in order; a function may be async.
//
// Invariants:
// - A frame that cannot be read (not JSON, not an object, a bad payload
//   length, a stream that ends inside a frame) leaves no way to find the
//   next frame: the process says why on standard error and exits with
//   status 2, never guessing.
// - A call that can be read is always answered, with `internal_error` and a
//   message when its inputs or the function's result are malformed.
// - Every answer is written with one write (JSON line and payload
//   together), and the next frame is not handled before the output
//   accepted it (backpressure).

import { Buffer } from 'node:buffer';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const PROTOCOL_VERSION = Object.freeze([1, 0]);

// The case format's dtypes (cases/README.md "Dtypes"): bytes per element,
// the typed array an author gets and gives, and how many of its elements
// make one array element (complex numbers are interleaved real, imaginary).
// float16, bfloat16 and the float8 formats travel as their raw bit patterns.
export const DTYPES = Object.freeze(Object.fromEntries([
  ['bool', 1, Uint8Array, 1],
  ['int8', 1, Int8Array, 1],
  ['int16', 2, Int16Array, 1],
  ['int32', 4, Int32Array, 1],
  ['int64', 8, BigInt64Array, 1],
  ['uint8', 1, Uint8Array, 1],
  ['uint16', 2, Uint16Array, 1],
  ['uint32', 4, Uint32Array, 1],
  ['uint64', 8, BigUint64Array, 1],
  ['float16', 2, Uint16Array, 1],
  ['bfloat16', 2, Uint16Array, 1],
  ['float32', 4, Float32Array, 1],
  ['float64', 8, Float64Array, 1],
  ['complex32', 4, Uint16Array, 2],
  ['complex64', 8, Float32Array, 2],
  ['complex128', 16, Float64Array, 2],
  ['float8_e4m3fn', 1, Uint8Array, 1],
  ['float8_e5m2', 1, Uint8Array, 1],
].map(([name, size, array, lanes]) => [name, Object.freeze({ name, size, array, lanes })])));

export const DTYPE_NAMES = Object.freeze(Object.keys(DTYPES));

// The case format's error kinds (cases/README.md "Error kinds"), a closed set.
export const ERROR_KINDS = Object.freeze([
  'incompatible_shapes', 'inplace_shape_change', 'invalid_broadcast_dimensions',
  'no_promotion', 'cannot_cast', 'unsupported_dtype_for_op', 'scalar_out_of_range',
  'shape_overflow', 'invalid_argument', 'invalid_axis', 'invalid_rank', 'undefined',
  'invalid_value',
]);

// The runner refuses an answer line longer than this; calls are held to it too.
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

const HOST_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const INT64_MAX = (1n << 63n) - 1n;

// A frame that cannot be read: the stream is lost.
export class ProtocolError extends Error {
  constructor(message) { super(message); this.name = 'ProtocolError'; }
}

// A call or an answer that was read but is malformed: that call is
// answered `internal_error` with this message.
export class MalformedError extends Error {
  constructor(message) { super(message); this.name = 'MalformedError'; }
}

// ---------------------------------------------------------------- JSON

// JSON with integers beyond 2**53 - 1 (shape dimensions go up to 2**63 - 1):
// such an integer reads as a BigInt, every other number as a Number.
// JSON.parse is used whenever no 16-digit run could hold one.
const LONG_DIGITS = /[0-9]{16}/;
const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const SPACE = /[ \t\n\r]*/y;

export function parseJson(text) {
  if (!LONG_DIGITS.test(text)) return JSON.parse(text);
  let at = 0;
  const fail = (what) => { throw new SyntaxError(`${what} at offset ${at}`); };
  const space = () => { SPACE.lastIndex = at; SPACE.exec(text); at = SPACE.lastIndex; };
  const value = (depth) => {
    if (depth > 512) fail('nesting deeper than 512');
    space();
    const c = text[at];
    if (c === '{') {
      const object = {};
      at++; space();
      if (text[at] === '}') { at++; return object; }
      for (;;) {
        space();
        if (text[at] !== '"') fail('expected a key');
        const key = string();
        space();
        if (text[at] !== ':') fail("expected ':'");
        at++;
        object[key] = value(depth + 1);
        space();
        if (text[at] === ',') { at++; continue; }
        if (text[at] === '}') { at++; return object; }
        fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      const array = [];
      at++; space();
      if (text[at] === ']') { at++; return array; }
      for (;;) {
        array.push(value(depth + 1));
        space();
        if (text[at] === ',') { at++; continue; }
        if (text[at] === ']') { at++; return array; }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    for (const [word, result] of [['true', true], ['false', false], ['null', null]]) {
      if (text.startsWith(word, at)) { at += word.length; return result; }
    }
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(text);
    if (!match) fail('unexpected character');
    at = NUMBER.lastIndex;
    if (match[1] === undefined && match[2] === undefined) {
      const big = BigInt(match[0]);
      return big > MAX_SAFE || big < -MAX_SAFE ? big : Number(big);
    }
    return Number(match[0]);
  };
  const string = () => {
    STRING.lastIndex = at;
    const match = STRING.exec(text);
    if (!match) fail('malformed string');
    at = STRING.lastIndex;
    return JSON.parse(match[0]);
  };
  const result = value(0);
  space();
  if (at !== text.length) fail('text after the value');
  return result;
}

// JSON text of an answer: BigInts as integers, everything else as
// JSON.stringify writes it. Non-finite numbers and other types are the
// author's mistake, refused by name rather than written as `null`.
// JSON.stringify writes what has no BigInt; the walk below the rest.
const HAS_BIGINT = Symbol('bigint');
function plainJsonGuard(key, value) {
  if (typeof value === 'bigint') throw HAS_BIGINT;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new MalformedError(`the number ${value} has no JSON form`);
  if (typeof value === 'function' || typeof value === 'symbol' || (value === undefined && Array.isArray(this))) {
    throw new MalformedError(`a ${typeof value} has no JSON form`);
  }
  return value;
}

export function stringifyJson(value) {
  try {
    const text = JSON.stringify(value, plainJsonGuard);
    if (text !== undefined) return text;
  } catch (error) {
    if (error !== HAS_BIGINT) throw error;
  }
  return stringifyWalk(value);
}

function stringifyWalk(value) {
  switch (typeof value) {
    case 'bigint': return value.toString();
    case 'number':
      if (!Number.isFinite(value)) throw new MalformedError(`the number ${value} has no JSON form`);
      return JSON.stringify(value);
    case 'string': case 'boolean': return JSON.stringify(value);
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return `[${value.map(stringifyWalk).join(',')}]`;
      return `{${Object.entries(value).filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${JSON.stringify(k)}:${stringifyWalk(v)}`).join(',')}}`;
    default: throw new MalformedError(`a ${typeof value} has no JSON form`);
  }
}

// ---------------------------------------------------------------- frames

// Reads frames from chunks as they come: a frame may be split across
// chunks, a chunk may hold several frames, and a payload may hold any byte
// (newlines included). push() returns the frames completed, each
// { header, payload } with payload a Buffer (empty when there is none).
export class FrameDecoder {
  #line = [];          // chunks of the line read so far (no newline yet)
  #lineBytes = 0;
  #header = null;      // the header whose payload is being read
  #payloadSize = 0;   // its byte count, from the header
  #payloadParts = []; // the parts of chunks read so far: a payload is held
  #filled = 0;        // only as its bytes arrive, whatever size it claims
  #frames = 0;         // frames completed, for messages
  #utf8 = new TextDecoder('utf-8', { fatal: true });

  // An unreadable frame after readable ones in the same chunk: those are
  // returned, and the failure is kept for the caller to raise after
  // answering them (failure, and every later push() or end()).
  #failure = null;

  get failure() { return this.#failure; }

  push(chunk) {
    if (this.#failure !== null) throw this.#failure;
    const frames = [];
    try {
      this.#read(chunk, frames);
    } catch (error) {
      if (!(error instanceof ProtocolError) || frames.length === 0) throw error;
      this.#failure = error;
    }
    return frames;
  }

  #read(chunk, frames) {
    let at = 0;
    while (at < chunk.length) {
      if (this.#header !== null) {
        const take = Math.min(chunk.length - at, this.#payloadSize - this.#filled);
        this.#payloadParts.push(chunk.subarray(at, at + take));
        this.#filled += take;
        at += take;
        if (this.#filled === this.#payloadSize) frames.push(this.#complete());
        continue;
      }
      const newline = chunk.indexOf(10, at);
      const end = newline < 0 ? chunk.length : newline;
      this.#lineBytes += end - at;
      if (this.#lineBytes > MAX_LINE_BYTES) {
        throw new ProtocolError(`frame ${this.#frames + 1}: a JSON line longer than ${MAX_LINE_BYTES} bytes`);
      }
      this.#line.push(chunk.subarray(at, end));
      if (newline < 0) break;
      at = newline + 1;
      this.#startPayload(this.#readHeader());
      if (this.#payloadSize === 0) frames.push(this.#complete());
    }
  }

  // The input ended: nothing may be left half read.
  end() {
    if (this.#failure !== null) throw this.#failure;
    if (this.#header !== null) {
      throw new ProtocolError(`frame ${this.#frames + 1}: the input ended after ${this.#filled} of its ${this.#payloadSize} payload bytes`);
    }
    if (this.#lineBytes > 0) {
      throw new ProtocolError(`frame ${this.#frames + 1}: the input ended inside a JSON line (${this.#lineBytes} bytes without a newline)`);
    }
  }

  #readHeader() {
    const where = `frame ${this.#frames + 1}`;
    const bytes = this.#line.length === 1 ? this.#line[0] : Buffer.concat(this.#line);
    this.#line = [];
    this.#lineBytes = 0;
    let header;
    try {
      header = parseJson(this.#utf8.decode(bytes));
    } catch (error) {
      throw new ProtocolError(`${where}: not a line of JSON (${error.message}): ${preview(bytes)}`);
    }
    if (header === null || typeof header !== 'object' || Array.isArray(header)) {
      throw new ProtocolError(`${where}: the JSON line is not an object: ${preview(bytes)}`);
    }
    return header;
  }

  #startPayload(header) {
    let size = 0;
    if (Object.hasOwn(header, 'payload')) {
      size = header.payload;
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
        throw new ProtocolError(`frame ${this.#frames + 1}: "payload" is ${stringifyOrType(size)}, not a byte count`);
      }
      if (size > MAX_PAYLOAD_BYTES) {
        throw new ProtocolError(`frame ${this.#frames + 1}: a payload of ${size} bytes, more than the ${MAX_PAYLOAD_BYTES} this process can hold`);
      }
    }
    this.#header = header;
    this.#payloadSize = size;
    this.#payloadParts = [];
    this.#filled = 0;
  }

  #complete() {
    const parts = this.#payloadParts;
    const payload = parts.length === 1 ? parts[0] : Buffer.concat(parts, this.#payloadSize);
    const frame = { header: this.#header, payload };
    this.#header = null;
    this.#payloadParts = [];
    this.#frames++;
    return frame;
  }
}

const MAX_PAYLOAD_BYTES = Math.min(2 ** 31 - 1, Number.MAX_SAFE_INTEGER);

function preview(bytes) {
  const text = bytes.subarray(0, 80).toString('latin1').replace(/[^\x20-\x7e]/g, '.');
  return bytes.length > 80 ? `${text}...` : text;
}

function stringifyOrType(value) {
  if (value === undefined) return 'undefined';
  try { return stringifyJson(value); } catch { return `a ${typeof value}`; }
}

// One frame as one Buffer: the JSON line, then the payload's parts.
export function encodeFrame(header, parts = []) {
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const line = stringifyJson(size > 0 ? { ...header, payload: size } : header);
  const lineBytes = Buffer.byteLength(line);
  const frame = Buffer.allocUnsafe(lineBytes + 1 + size);
  frame.write(line, 0, 'utf8');
  frame[lineBytes] = 10;
  let at = lineBytes + 1;
  for (const part of parts) {
    frame.set(part, at);
    at += part.length;
  }
  return frame;
}

// ---------------------------------------------------------------- arrays

// Elements of a shape, checked: non-negative integers (Number or BigInt).
// Returns a BigInt; callers bound it before allocating.
export function shapeElementCount(shape, where) {
  if (!Array.isArray(shape)) throw new MalformedError(`${where}: the shape is not a list`);
  let count = 1n;
  for (const dimension of shape) {
    const isInteger = typeof dimension === 'bigint' || Number.isSafeInteger(dimension);
    if (!isInteger || dimension < 0 || BigInt(dimension) > INT64_MAX) {
      throw new MalformedError(`${where}: the shape ${stringifyOrType(shape)} has a dimension that is not an integer in [0, 2**63-1]`);
    }
    count *= BigInt(dimension);
  }
  return count;
}

// The product over the shapes' right-aligned dimensions (as broadcasting
// aligns them) of each one's largest size, a missing dimension counting 1:
// a bound on the elements of any broadcast of the shapes, which an adapter
// checks before a library materialises a result. A BigInt; not the
// broadcasting rule, which is the library's to apply.
export function alignedLargestProduct(shapes) {
  const rank = Math.max(0, ...shapes.map((shape) => shape.length));
  let count = 1n;
  for (let k = 1; k <= rank; k++) {
    let largest = 0n;
    for (const shape of shapes) {
      const size = k <= shape.length ? BigInt(shape[shape.length - k]) : 1n;
      if (size > largest) largest = size;
    }
    count *= largest;
  }
  return count;
}

// Byte order: the protocol is little-endian; a big-endian host swaps each
// lane (each real number) in place.
function toLittleEndian(bytes, laneBytes) {
  if (HOST_LITTLE_ENDIAN || laneBytes === 1) return bytes;
  for (let at = 0; at < bytes.length; at += laneBytes) bytes.subarray(at, at + laneBytes).reverse();
  return bytes;
}

// An ARRAY of a call (dtype, shape; its bytes at the payload's cursor) as
// { dtype, shape, data } with data a fresh, aligned typed array.
function decodeArray(descriptor, payload, cursor, where) {
  const type = DTYPES[descriptor.dtype];
  if (type === undefined) throw new MalformedError(`${where}: unknown dtype ${stringifyOrType(descriptor.dtype)}`);
  const count = shapeElementCount(descriptor.shape, where);
  const remaining = BigInt(payload.length - cursor.at);
  if (count * BigInt(type.size) > remaining) {
    throw new MalformedError(`${where}: a ${descriptor.dtype} array of shape ${stringifyJson(descriptor.shape)} needs ${count * BigInt(type.size)} payload bytes, ${remaining} are left`);
  }
  const byteLength = Number(count) * type.size;
  const bytes = new Uint8Array(byteLength);
  bytes.set(payload.subarray(cursor.at, cursor.at + byteLength));
  cursor.at += byteLength;
  toLittleEndian(bytes, type.size / type.lanes);
  return { dtype: descriptor.dtype, shape: descriptor.shape, data: new type.array(bytes.buffer) };
}

function isArrayDescriptor(value) {
  return typeof value.dtype === 'string' && Array.isArray(value.shape) && !('kind' in value) && !('category' in value);
}

const SCALAR_KINDS = Object.freeze(['bool', 'int', 'float', 'complex']);
const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/;
const FLOAT_TEXT = /^(nan|inf|-inf|-?(0|[1-9][0-9]*)(\.[0-9]+)?(e[-+]?[0-9]+)?)$/;

// A float as the case format writes it ("nan", "-inf", "1e-05", "-0.0").
export function parseFloatText(text, where) {
  if (typeof text !== 'string' || !FLOAT_TEXT.test(text)) {
    throw new MalformedError(`${where}: ${stringifyOrType(text)} is not a float string`);
  }
  if (text === 'nan') return NaN;
  if (text === 'inf') return Infinity;
  if (text === '-inf') return -Infinity;
  return Number(text);
}

// A Python scalar ({kind, value}): bool a boolean, int a BigInt (any size),
// float a Number, complex [re, im] Numbers. Every float of the format is
// exactly a double, so nothing is rounded.
function decodeScalar(scalar, where) {
  const { kind, value } = scalar;
  let decoded;
  if (kind === 'bool' && typeof value === 'boolean') decoded = value;
  else if (kind === 'int' && typeof value === 'string' && INTEGER_TEXT.test(value)) decoded = BigInt(value);
  else if (kind === 'float') decoded = parseFloatText(value, where);
  else if (kind === 'complex' && Array.isArray(value) && value.length === 2) {
    decoded = value.map((part) => parseFloatText(part, where));
  } else {
    throw new MalformedError(`${where}: a ${stringifyOrType(kind)} scalar with the value ${stringifyOrType(value)}`);
  }
  return { ...scalar, value: decoded };
}

// A call's inputs with every ARRAY's data taken from the payload, in the
// order the arrays appear in the JSON (depth-first), and every scalar's
// value decoded. The payload must be used up exactly.
export function decodeInputs(inputs, payload) {
  const cursor = { at: 0 };
  const walk = (value, where) => {
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${where}[${index}]`));
    if (value === null || typeof value !== 'object') return value;
    if (isArrayDescriptor(value)) return decodeArray(value, payload, cursor, where);
    if (SCALAR_KINDS.includes(value.kind) && 'value' in value) return decodeScalar(value, where);
    const result = {};
    for (const [key, item] of Object.entries(value)) result[key] = walk(item, `${where}.${key}`);
    return result;
  };
  const decoded = walk(inputs, 'inputs');
  if (cursor.at !== payload.length) {
    throw new MalformedError(`the inputs' arrays take ${cursor.at} bytes, the payload has ${payload.length}`);
  }
  return decoded;
}

// The typed array of a dtype from what an author gives: that typed array,
// or a plain list of values (Numbers, BigInts, booleans).
function asTypedArray(type, data, where) {
  if (data instanceof type.array) return data;
  if (Array.isArray(data)) {
    try {
      const big = type.array === BigInt64Array || type.array === BigUint64Array;
      return type.array.from(data, big ? (item) => BigInt(item) : (item) => item);
    } catch (error) {
      throw new MalformedError(`${where}: its data cannot be ${type.array.name} elements: ${error.message}`);
    }
  }
  const given = data === null || data === undefined ? String(data) : data.constructor?.name ?? typeof data;
  throw new MalformedError(`${where}: its data is a ${given}, a ${type.name} array takes a ${type.array.name} or a list`);
}

function laneBytesOf(typed) {
  return new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength);
}

// An answer's array: { dtype, shape, data, strides? } with data its
// elements compact in row-major order, or { dtype, shape, strides, base,
// offset? } with base the elements the strides address (a library's view),
// gathered here into row-major order. Returns the ARRAY object and its bytes.
export function encodeArray(array, where) {
  if (array === null || typeof array !== 'object') throw new MalformedError(`${where}: not an array object`);
  const type = DTYPES[array.dtype];
  if (type === undefined) throw new MalformedError(`${where}: unknown dtype ${stringifyOrType(array.dtype)}`);
  const count = shapeElementCount(array.shape, where);
  if (count > BigInt(Math.floor(MAX_PAYLOAD_BYTES / type.size))) {
    throw new MalformedError(`${where}: ${count} elements are more than one answer can carry`);
  }
  const rank = array.shape.length;
  const descriptor = { dtype: array.dtype, shape: array.shape };
  if (array.strides !== undefined) {
    if (!Array.isArray(array.strides) || array.strides.length !== rank
        || !array.strides.every((s) => Number.isSafeInteger(s) || typeof s === 'bigint')) {
      throw new MalformedError(`${where}: strides ${stringifyOrType(array.strides)} are not ${rank} integers`);
    }
    descriptor.strides = array.strides;
  }
  let bytes;
  if (array.base !== undefined) {
    if (array.data !== undefined) throw new MalformedError(`${where}: both data and base`);
    if (descriptor.strides === undefined) throw new MalformedError(`${where}: a base without strides`);
    bytes = gather(type, asTypedArray(type, array.base, where), array.shape, descriptor.strides, array.offset ?? 0, where);
  } else {
    const data = asTypedArray(type, array.data, where);
    if (data.length !== Number(count) * type.lanes) {
      throw new MalformedError(`${where}: ${data.length} ${type.array.name} elements for shape ${stringifyJson(array.shape)} of ${array.dtype}, which takes ${Number(count) * type.lanes}`);
    }
    bytes = laneBytesOf(data);
    if (!HOST_LITTLE_ENDIAN) bytes = toLittleEndian(bytes.slice(), type.size / type.lanes);
  }
  if (array.dtype === 'bool') {
    const bad = bytes.findIndex((byte) => byte > 1);
    if (bad >= 0) throw new MalformedError(`${where}: bool element ${bad} is ${bytes[bad]}, not 0 or 1`);
  }
  return { descriptor, bytes };
}

// The elements a strided view addresses, in row-major order. Every address
// is checked against the base before any is read.
function gather(type, base, shape, strides, offset, where) {
  const dims = shape.map(Number);
  const steps = strides.map(Number);
  const count = dims.reduce((a, b) => a * b, 1);
  const out = new Uint8Array(count * type.size);
  if (count === 0) return out;
  const baseCount = base.length / type.lanes;
  let low = offset, high = offset;
  dims.forEach((dim, k) => {
    const reach = (dim - 1) * steps[k];
    if (reach < 0) low += reach; else high += reach;
  });
  if (!Number.isSafeInteger(offset) || low < 0 || high >= baseCount) {
    throw new MalformedError(`${where}: strides ${stringifyJson(strides)} from offset ${offset} address elements ${low} to ${high} of a base of ${baseCount}`);
  }
  const source = laneBytesOf(base);
  const size = type.size;
  const index = new Array(dims.length).fill(0);
  let address = offset;
  for (let element = 0; element < count; element++) {
    out.set(source.subarray(address * size, address * size + size), element * size);
    for (let k = dims.length - 1; k >= 0; k--) {
      index[k]++;
      address += steps[k];
      if (index[k] < dims[k]) break;
      address -= steps[k] * dims[k];
      index[k] = 0;
    }
  }
  return HOST_LITTLE_ENDIAN ? out : toLittleEndian(out, size / type.lanes);
}

// ---------------------------------------------------------------- outcomes

// What a function returned, as the answer's outcome object and payload
// parts. One of: { array }, { arrays }, { shape }, { dtype }, { answer },
// { error: KIND }, { unsupported: true }, { internal_error: true }; each
// may carry a `message`.
export function encodeOutcome(result, op) {
  const where = `the answer of ${op}`;
  if (result === null || typeof result !== 'object') {
    throw new MalformedError(`${where} is ${stringifyOrType(result)}, not an outcome object`);
  }
  const keys = Object.keys(result).filter((key) => key !== 'message' && result[key] !== undefined);
  if (keys.length !== 1) {
    throw new MalformedError(`${where} has the members ${stringifyJson(keys)}; an outcome has exactly one of array, arrays, shape, dtype, answer, error, unsupported, internal_error`);
  }
  const message = result.message === undefined ? undefined : String(result.message);
  const [key] = keys;
  const value = result[key];
  const parts = [];
  let outcome;
  switch (key) {
    case 'array': {
      const { descriptor, bytes } = encodeArray(value, `${where}'s array`);
      parts.push(bytes);
      outcome = { array: descriptor };
      break;
    }
    case 'arrays': {
      if (!Array.isArray(value)) throw new MalformedError(`${where}: arrays is not a list`);
      outcome = {
        arrays: value.map((item, index) => {
          const { descriptor, bytes } = encodeArray(item, `${where}'s arrays[${index}]`);
          parts.push(bytes);
          return descriptor;
        }),
      };
      break;
    }
    case 'shape':
      shapeElementCount(value, `${where}'s shape`);
      outcome = { shape: value };
      break;
    case 'dtype':
      if (!Object.hasOwn(DTYPES, value)) throw new MalformedError(`${where}: unknown dtype ${stringifyOrType(value)}`);
      outcome = { dtype: value };
      break;
    case 'answer':
      if (typeof value !== 'boolean') throw new MalformedError(`${where}: answer is ${stringifyOrType(value)}, not true or false`);
      outcome = { answer: value };
      break;
    case 'error':
      if (!ERROR_KINDS.includes(value)) throw new MalformedError(`${where}: ${stringifyOrType(value)} is not an error kind (${ERROR_KINDS.join(', ')})`);
      outcome = { error: value };
      break;
    case 'unsupported':
    case 'internal_error':
      outcome = { [key]: true };
      break;
    default:
      throw new MalformedError(`${where}: ${JSON.stringify(key)} is not an outcome`);
  }
  return { outcome, message, parts };
}

function exceptionText(error) {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

// The outcome of a function that threw: the author's classify(error, op)
// names an error kind (or 'unsupported'); anything else is internal_error.
function classifyException(adapter, error, op) {
  const message = exceptionText(error);
  if (typeof adapter.classify !== 'function') return { internal_error: true, message };
  let kind;
  try {
    kind = adapter.classify(error, op);
  } catch (failure) {
    return { internal_error: true, message: `${message} (and classify threw ${exceptionText(failure)})` };
  }
  if (kind === 'unsupported') return { unsupported: true, message };
  if (ERROR_KINDS.includes(kind)) return { error: kind, message };
  if (kind === undefined || kind === null) return { internal_error: true, message };
  return { internal_error: true, message: `${message} (classify gave ${stringifyOrType(kind)}, not an error kind)` };
}

// ---------------------------------------------------------------- the loop

// The hello answer from the author's description, or a refusal naming
// what is wrong with it (the runner then stops with that reason).
// open(options) may be async (a library whose backend starts with a
// Promise, as TensorFlow.js's tf.ready()): the hello waits for it.
export async function helloAnswer(adapter, hello) {
  const version = hello.version;
  if (hello.promcast !== 'adapter-protocol' || !Array.isArray(version) || !Number.isInteger(version[0])) {
    throw new ProtocolError(`frame 1: not a hello: ${stringifyOrType(hello)}`);
  }
  if (version[0] !== PROTOCOL_VERSION[0]) {
    return { refuse: `the adapter speaks protocol ${PROTOCOL_VERSION.join('.')}, the runner ${version.join('.')}` };
  }
  const problems = [];
  for (const field of ['name', 'library', 'library_version', 'profile']) {
    if (typeof adapter[field] !== 'string' || adapter[field] === '') problems.push(`${field} is not a non-empty string`);
  }
  const dtypes = adapter.dtypes ?? [];
  if (!Array.isArray(dtypes)) problems.push('dtypes is not a list');
  else for (const dtype of dtypes) if (!Object.hasOwn(DTYPES, dtype)) problems.push(`unknown dtype ${stringifyOrType(dtype)}`);
  const functions = adapter.functions ?? {};
  const ops = adapter.ops ?? Object.keys(functions);
  if (!Array.isArray(ops) || !ops.every((op) => typeof op === 'string')) problems.push('ops is not a list of names');
  if (problems.length > 0) return { refuse: `the adapter's description: ${problems.join('; ')}` };
  if (typeof adapter.open === 'function') {
    try {
      const refusal = await adapter.open(hello.options ?? {});
      if (typeof refusal === 'string') return { refuse: refusal };
    } catch (error) {
      return { refuse: exceptionText(error) };
    }
  }
  return {
    version: [...PROTOCOL_VERSION], name: adapter.name, library: adapter.library,
    library_version: adapter.library_version, profile: adapter.profile, dtypes: [...dtypes], ops: [...ops],
  };
}

// One call's answer frame. Never throws for a call that has an id.
export async function answerCall(adapter, header, payload) {
  const { id, op } = header;
  if (!Number.isSafeInteger(id)) throw new ProtocolError(`a call without an integer id: ${stringifyOrType(header)}`);
  let result;
  try {
    if (typeof op !== 'string') throw new MalformedError(`the call's op is ${stringifyOrType(op)}`);
    const inputs = decodeInputs(header.inputs ?? {}, payload);
    const fn = (adapter.functions ?? {})[op];
    if (typeof fn !== 'function' || !Object.hasOwn(adapter.functions, op)) {
      result = { unsupported: true, message: `this adapter does not implement ${op}` };
    } else {
      try {
        result = fn.call(adapter.functions, inputs, op);
        if (result !== null && typeof result?.then === 'function') result = await result;
      } catch (error) {
        result = classifyException(adapter, error, op);
      }
    }
    const { outcome, message, parts } = encodeOutcome(result, op);
    return encodeFrame(message === undefined ? { id, outcome } : { id, outcome, message: shortened(message) }, parts);
  } catch (error) {
    return encodeFrame({ id, outcome: { internal_error: true }, message: shortened(exceptionText(error)) });
  }
}

// A message is one line of a report: an exception's text of megabytes (a
// tensor printed whole) is cut, so no answer nears the runner's line limit.
export const MAX_MESSAGE_CHARS = 4096;
function shortened(message) {
  if (message.length <= MAX_MESSAGE_CHARS) return message;
  return `${message.slice(0, MAX_MESSAGE_CHARS)}... (${message.length - MAX_MESSAGE_CHARS} more characters)`;
}

function write(output, frame) {
  if (output.write(frame)) return null;
  return new Promise((resolve, reject) => {
    const done = (error) => { output.off('drain', done); output.off('error', done); error ? reject(error) : resolve(); };
    output.on('drain', done);
    output.on('error', done);
  });
}

// Serves one runner on the given streams until its input ends. Resolves to
// the process's exit status: 0 at the end of the input or after a refused
// hello, 2 when a frame could not be read (said on `errors`).
export async function runAdapter(adapter, { input, output, errors }) {
  const decoder = new FrameDecoder();
  let helloDone = false;
  const handle = async (frame) => {
    if (!helloDone) {
      helloDone = true;
      const hello = await helloAnswer(adapter, frame.header);
      const pending = write(output, encodeFrame(hello));
      if (pending) await pending;
      return 'refuse' in hello ? 'stop' : 'go';
    }
    const pending = write(output, await answerCall(adapter, frame.header, frame.payload));
    if (pending) await pending;
    return 'go';
  };
  try {
    for await (const chunk of input) {
      for (const frame of decoder.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)) {
        if (await handle(frame) === 'stop') return 0;
      }
      if (decoder.failure !== null) throw decoder.failure;
    }
    decoder.end();
    return 0;
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    errors.write(`${adapter.name ?? 'adapter'}: protocol error: ${error.message}\n`);
    return 2;
  }
}

// An adapter process: serves standard input and output, then exits with
// runAdapter's status.
export function serve(adapter) {
  // The runner closing the pipe (EPIPE) ends the run: said, not thrown.
  process.stdout.on('error', (error) => {
    process.stderr.write(`${adapter.name ?? 'adapter'}: standard output: ${error.message}\n`);
    process.exit(2);
  });
  runAdapter(adapter, { input: process.stdin, output: process.stdout, errors: process.stderr })
    .then((status) => { process.exitCode = status; if (status !== 0) process.stdin.destroy(); })
    .catch((error) => {
      process.stderr.write(`${adapter.name ?? 'adapter'}: ${error.stack ?? error}\n`);
      process.exitCode = 70;
      process.stdin.destroy();
    });
}

// The open() of an adapter that takes no options: `failure` (why its
// library could not be loaded) when there is one, else a runner's
// --adapter-option refused by name rather than ignored.
export function openWithoutOptions(name, failure) {
  return (options) => {
    if (failure !== undefined) return failure;
    const keys = Object.keys(options);
    return keys.length > 0 ? `the ${name} adapter takes no options (given: ${keys.join(', ')})` : undefined;
  };
}

// Serves the adapter `makeAdapter()` makes when the module at `moduleUrl`
// (its import.meta.url) is the program node runs, not a module a test or a
// bench imports. Standard output carries frames only, so console.log and
// console.info, which a library may call, go to standard error.
export function serveIfMain(moduleUrl, makeAdapter) {
  // node names its main module by its real path: argv[1] is resolved too.
  const main = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
  if (moduleUrl !== main) return;
  const toStderr = (...items) => { process.stderr.write(`${items.map(String).join(' ')}\n`); };
  console.log = toStderr;
  console.info = toStderr;
  serve(makeAdapter());
}
