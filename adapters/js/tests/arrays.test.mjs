// Every dtype both ways: a call's payload bytes become the dtype's typed
// array, and an answer's typed array becomes the protocol's little-endian
// bytes. Expected bytes come from DataView (tests/case-values.mjs), not
// from the client's own typed arrays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import {
  DTYPES, DTYPE_NAMES, ERROR_KINDS, decodeInputs, encodeArray, encodeOutcome, MalformedError,
} from '../promcast-adapter.mjs';
import { valueBytes } from './case-values.mjs';

const schema = JSON.parse(readFileSync(new URL('../../../cases/schema.json', import.meta.url), 'utf8'));

test('the dtype table and the error kinds are the case format\'s', () => {
  assert.deepEqual([...DTYPE_NAMES].sort(), [...schema.$defs.dtype.enum].sort());
  assert.deepEqual([...ERROR_KINDS].sort(), [...schema.$defs.error_kind.enum].sort());
  for (const [name, type] of Object.entries(DTYPES)) {
    assert.equal(type.name, name);
    assert.equal(type.size, type.array.BYTES_PER_ELEMENT * type.lanes, name);
  }
});

// Values at each dtype's edges, as the case format writes them.
const SAMPLES = {
  bool: [true, false, true],
  int8: ['-128', '127', '-1'],
  int16: ['-32768', '32767', '258'],
  int32: ['-2147483648', '2147483647', '16909060'],
  int64: ['-9223372036854775808', '9223372036854775807', '72623859790382856'],
  uint8: ['0', '255', '1'],
  uint16: ['0', '65535', '258'],
  uint32: ['0', '4294967295', '16909060'],
  uint64: ['0', '18446744073709551615', '72623859790382856'],
  float16: ['65504.0', '-0.0', 'nan'],
  bfloat16: ['1.0', '-inf', '3.3895313892515355e+38'],
  float32: ['1.0000001192092896', '-0.0', 'inf'],
  float64: ['5e-324', '-1.7976931348623157e+308', 'nan'],
  complex32: [['1.0', '-0.0'], ['nan', '65504.0']],
  complex64: [['0.5', '-1.0'], ['inf', '1.401298464324817e-45']],
  complex128: [['5e-324', '-0.0'], ['1.5', '-inf']],
  float8_e4m3fn: ['448.0', '-0.001953125', 'nan'],
  float8_e5m2: ['57344.0', '-inf', '1.52587890625e-05'],
};

// Reads element i of little-endian bytes as the dtype's typed array holds it.
const GETTERS = {
  Uint8Array: ['getUint8', 1], Int8Array: ['getInt8', 1], Int16Array: ['getInt16', 2],
  Uint16Array: ['getUint16', 2], Int32Array: ['getInt32', 4], Uint32Array: ['getUint32', 4],
  BigInt64Array: ['getBigInt64', 8], BigUint64Array: ['getBigUint64', 8],
  Float32Array: ['getFloat32', 4], Float64Array: ['getFloat64', 8],
};
function littleEndianElements(type, bytes) {
  const [getter, width] = GETTERS[type.array.name];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.length / width }, (_, i) => view[getter](i * width, true));
}

for (const dtype of DTYPE_NAMES) {
  test(`${dtype}: payload bytes to a typed array and back`, () => {
    const type = DTYPES[dtype];
    const values = SAMPLES[dtype];
    const bytes = valueBytes(dtype, values);
    assert.equal(bytes.length, values.length * type.size);
    const { a } = decodeInputs({ a: { dtype, shape: [values.length] } }, Buffer.from(bytes));
    assert.ok(a.data instanceof type.array, `${dtype} decodes to ${a.data.constructor.name}`);
    assert.deepEqual(a.shape, [values.length]);
    assert.equal(a.data.length, values.length * type.lanes);
    assert.deepEqual([...a.data], littleEndianElements(type, bytes));
    if (dtype === 'int64') assert.equal(a.data[0], -(2n ** 63n));
    if (dtype === 'uint64') assert.equal(a.data[1], 2n ** 64n - 1n);
    if (dtype === 'complex128') assert.deepEqual([...a.data], [5e-324, -0, 1.5, -Infinity]);
    if (dtype === 'complex64') assert.deepEqual([...a.data], [0.5, -1, Infinity, 1.401298464324817e-45]);
    if (dtype === 'float16') assert.deepEqual([...a.data], [0x7bff, 0x8000, 0x7e00]);

    const encoded = encodeArray({ dtype, shape: [values.length], data: a.data }, 'answer');
    assert.deepEqual([...encoded.bytes], [...bytes]);
    assert.deepEqual(encoded.descriptor, { dtype, shape: [values.length] });
    const fromList = encodeArray({ dtype, shape: [values.length], data: [...a.data] }, 'answer');
    assert.deepEqual([...fromList.bytes], [...bytes], 'a plain list encodes as its typed array');
  });
}

test('0-d and size-0 arrays, several arrays taken depth-first in JSON order', () => {
  const parts = [valueBytes('int16', ['-2', '3']), valueBytes('float64', ['0.25']), valueBytes('bool', [true])];
  const inputs = {
    arrays: [{ dtype: 'int16', shape: [2] }, { dtype: 'uint64', shape: [3, 0] }, { dtype: 'float64', shape: [] }],
    axis: -1,
    last: { dtype: 'bool', shape: [1, 1] },
  };
  const decoded = decodeInputs(inputs, Buffer.concat(parts));
  assert.deepEqual([...decoded.arrays[0].data], [-2, 3]);
  assert.ok(decoded.arrays[1].data instanceof BigUint64Array);
  assert.equal(decoded.arrays[1].data.length, 0);
  assert.deepEqual([...decoded.arrays[2].data], [0.25]);
  assert.deepEqual(decoded.arrays[2].shape, []);
  assert.equal(decoded.axis, -1);
  assert.deepEqual([...decoded.last.data], [1]);

  assert.equal(encodeArray({ dtype: 'complex64', shape: [0, 5], data: new Float32Array(0) }, 'x').bytes.length, 0);
  assert.deepEqual([...encodeArray({ dtype: 'int32', shape: [], data: new Int32Array([258]) }, 'x').bytes], [2, 1, 0, 0]);
  const empty = decodeInputs({ a: { dtype: 'float32', shape: [0] } }, Buffer.alloc(0));
  assert.equal(empty.a.data.length, 0);
});

test('a payload that does not match the arrays is malformed', () => {
  assert.throws(() => decodeInputs({ a: { dtype: 'int32', shape: [2] } }, Buffer.alloc(7)),
    (e) => e instanceof MalformedError && /needs 8 payload bytes, 7 are left/.test(e.message));
  assert.throws(() => decodeInputs({ a: { dtype: 'int32', shape: [2] } }, Buffer.alloc(9)),
    /take 8 bytes, the payload has 9/);
  assert.throws(() => decodeInputs({ a: { dtype: 'int33', shape: [2] } }, Buffer.alloc(8)), /unknown dtype "int33"/);
  assert.throws(() => decodeInputs({ a: { dtype: 'int8', shape: [-1] } }, Buffer.alloc(0)), /not an integer in \[0, 2\*\*63-1\]/);
  assert.throws(() => decodeInputs({ a: { dtype: 'int8', shape: [2n ** 62n, 4] } }, Buffer.alloc(0)), /needs 18446744073709551616 payload bytes/);
});

test('scalars: int as BigInt of any size, floats with their spellings, complex, bool', () => {
  const inputs = decodeInputs({
    a: { kind: 'int', value: '-18446744073709551616' },
    b: { kind: 'float', value: '-0.0' },
    c: [{ kind: 'float', value: 'nan' }, { kind: 'float', value: 'inf' }, { kind: 'float', value: '-inf' }, { kind: 'float', value: '1e+300' }],
    d: { kind: 'complex', value: ['0.5', '-inf'] },
    e: { kind: 'bool', value: false },
    operands: [{ category: 'scalar', kind: 'int', value: '300' }, { category: 'scalar', kind: 'float' }, { category: 'zero_dim', dtype: 'int8' }],
  }, Buffer.alloc(0));
  assert.deepEqual(inputs.a, { kind: 'int', value: -(2n ** 64n) });
  assert.ok(Object.is(inputs.b.value, -0));
  assert.deepEqual(inputs.c.map((s) => s.value), [NaN, Infinity, -Infinity, 1e300]);
  assert.deepEqual(inputs.d.value, [0.5, -Infinity]);
  assert.equal(inputs.e.value, false);
  assert.deepEqual(inputs.operands, [
    { category: 'scalar', kind: 'int', value: 300n }, { category: 'scalar', kind: 'float' }, { category: 'zero_dim', dtype: 'int8' },
  ]);
  for (const bad of [{ kind: 'int', value: '1.5' }, { kind: 'int', value: 3 }, { kind: 'float', value: 'NaN' },
    { kind: 'bool', value: 'true' }, { kind: 'complex', value: ['1.0'] }]) {
    assert.throws(() => decodeInputs({ b: bad }, Buffer.alloc(0)), MalformedError, JSON.stringify(bad));
  }
});

test('views: compact data with strides, or a base gathered by strides', () => {
  const kept = encodeArray({ dtype: 'int8', shape: [2, 2], strides: [0, 1], data: new Int8Array([1, 2, 1, 2]) }, 'x');
  assert.deepEqual(kept.descriptor, { dtype: 'int8', shape: [2, 2], strides: [0, 1] });
  assert.deepEqual([...kept.bytes], [1, 2, 1, 2]);
  const gather = (shape, strides, base, offset) => [...new Int32Array(new Uint8Array(
    encodeArray({ dtype: 'int32', shape, strides, base: new Int32Array(base), offset }, 'x').bytes).buffer)];
  assert.deepEqual(gather([2, 3], [0, 1], [1, 2, 3]), [1, 2, 3, 1, 2, 3]);
  assert.deepEqual(gather([3, 2], [1, 3], [0, 1, 2, 3, 4, 5]), [0, 3, 1, 4, 2, 5]);
  assert.deepEqual(gather([3], [-1], [0, 1, 2], 2), [2, 1, 0]);
  assert.deepEqual(gather([2, 0, 4], [9, 9, 9], []), []);
  assert.deepEqual(gather([], [], [7]), [7]);
  const complexView = encodeArray({ dtype: 'complex64', shape: [2], strides: [0], base: new Float32Array([1.5, -2]) }, 'x');
  assert.deepEqual([...new Float32Array(new Uint8Array(complexView.bytes).buffer)], [1.5, -2, 1.5, -2]);
  assert.throws(() => gather([2, 3], [3, 1], [1, 2, 3]), /address elements 0 to 5 of a base of 3/);
  assert.throws(() => gather([3], [-1], [0, 1, 2]), /address elements -2 to 0/);
  assert.throws(() => encodeArray({ dtype: 'int8', shape: [2], base: new Int8Array(2) }, 'x'), /base without strides/);
  assert.throws(() => encodeArray({ dtype: 'int8', shape: [2], strides: [1, 1], data: new Int8Array(2) }, 'x'), /are not 1 integers/);
});

test('malformed answer arrays are refused with what is wrong', () => {
  assert.throws(() => encodeArray({ dtype: 'float32', shape: [3], data: new Float32Array(2) }, 'x'), /2 Float32Array elements for shape \[3\] of float32, which takes 3/);
  assert.throws(() => encodeArray({ dtype: 'float32', shape: [1], data: new Float64Array(1) }, 'x'), /data is a Float64Array, a float32 array takes a Float32Array/);
  assert.throws(() => encodeArray({ dtype: 'complex64', shape: [2], data: new Float32Array(2) }, 'x'), /which takes 4/);
  assert.throws(() => encodeArray({ dtype: 'bool', shape: [2], data: new Uint8Array([1, 2]) }, 'x'), /bool element 1 is 2/);
  assert.throws(() => encodeArray({ dtype: 'int64', shape: [1], data: ['x'] }, 'x'), /cannot be BigInt64Array elements/);
  assert.throws(() => encodeArray({ dtype: 'int8', shape: [2n ** 62n] }, 'x'), /more than one answer can carry/);
});

test('outcomes: each kind, and malformed ones refused', () => {
  const shape = encodeOutcome({ shape: [2n ** 62n, 3] }, 'broadcast_shapes');
  assert.deepEqual(shape, { outcome: { shape: [2n ** 62n, 3] }, message: undefined, parts: [] });
  assert.deepEqual(encodeOutcome({ dtype: 'bfloat16' }, 'op').outcome, { dtype: 'bfloat16' });
  assert.deepEqual(encodeOutcome({ answer: false }, 'op').outcome, { answer: false });
  assert.deepEqual(encodeOutcome({ error: 'no_promotion', message: 'm' }, 'op'), { outcome: { error: 'no_promotion' }, message: 'm', parts: [] });
  assert.deepEqual(encodeOutcome({ unsupported: true, message: 'why' }, 'op').outcome, { unsupported: true });
  const arrays = encodeOutcome({ arrays: [{ dtype: 'uint8', shape: [1], data: [5] }, { dtype: 'int16', shape: [1], data: [-2] }] }, 'op');
  assert.deepEqual(arrays.outcome, { arrays: [{ dtype: 'uint8', shape: [1] }, { dtype: 'int16', shape: [1] }] });
  assert.deepEqual(arrays.parts.map((p) => [...p]), [[5], [0xfe, 0xff]]);
  for (const [bad, pattern] of [
    [undefined, /is undefined, not an outcome object/], [{}, /has the members \[\]/],
    [{ shape: [1], dtype: 'int8' }, /has the members \["shape","dtype"\]/], [{ error: 'oops' }, /"oops" is not an error kind/],
    [{ dtype: 'float128' }, /unknown dtype "float128"/], [{ answer: 1 }, /answer is 1, not true or false/],
    [{ shape: [1.5] }, /not an integer/], [{ arrays: 3 }, /arrays is not a list/], [{ result: 1 }, /"result" is not an outcome/],
  ]) {
    assert.throws(() => encodeOutcome(bad, 'op'), (e) => e instanceof MalformedError && pattern.test(e.message), String(pattern));
  }
});
