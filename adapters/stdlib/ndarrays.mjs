// Values across the boundary between promcast's protocol and @stdlib/ndarray:
// a call's arrays in as ndarrays, result ndarrays (new arrays or views) out.
//
// In: an ARRAY arrives from the client as { dtype, shape, data } with data
// the dtype's typed array (Uint8Array for bool, Float32Array of interleaved
// real, imaginary parts for complex64, Float64Array for complex128). stdlib
// keeps an ndarray's elements in a buffer of its dtype's own constructor
// (@stdlib/ndarray/base/buffer-ctors): a typed array, or for bool and the
// complex dtypes a BooleanArray, Complex64Array or Complex128Array, each of
// which is a view of an ArrayBuffer (byteOffset, length in elements). So
// the adapter wraps the client's bytes in that constructor without copying
// and makes the ndarray with the public constructor (@stdlib/ndarray/ctor),
// row-major, its strides from the shape (@stdlib/ndarray/base/shape2strides;
// a 0-d ndarray has the strides [0], which the constructor requires).
//
// Out: an ndarray is its dtype, shape, strides, offset and buffer. A view
// (broadcast_to, broadcast_arrays) is answered as one: its strides and the
// buffer it addresses, which the client gathers. A new array (concat) is
// answered with its elements in row-major order; the buffer of a
// row-major result stdlib allocates is exactly that. The buffer's storage
// is read through stdlib's own reinterpretation of it
// (@stdlib/strided/base/reinterpret-boolean, -complex64, -complex128).

import { DTYPES } from '../js/promcast-adapter.mjs';

// The adapter cannot make the call as a stdlib caller would: the runner
// skips the case with this message (classify answers 'unsupported').
export class UnsupportedCall extends Error {
  constructor(message) { super(message); this.name = 'UnsupportedCall'; }
}

// stdlib returned what no outcome of the case format is (a dtype the format
// lacks, null from promotionRules for two of its own dtypes): the case is
// `not ok` with this message, never a guess.
export class LibraryValueError extends Error {
  constructor(message) { super(message); this.name = 'LibraryValueError'; }
}

// The case-format dtypes stdlib's promotion table names (its uint8c,
// generic and binary have no case-format counterpart; it has no bfloat16 and
// no float8 types): the dtypes of promote_types and can_cast, in the case
// format's order.
export const PROMOTION_DTYPES = Object.freeze([
  'bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64',
  'float16', 'float32', 'float64', 'complex32', 'complex64', 'complex128',
]);

// The dtypes stdlib can allocate an array of in node 20: the ones
// @stdlib/ndarray/dtypes lists whose buffer constructor exists. int64 and
// uint64 are not stdlib ndarray dtypes at all; float16 and complex32 are
// listed, but their buffer constructor is a stub that throws ("not
// implemented"), so `empty` fails with "ctor is not a constructor".
export const ARRAY_DTYPES = Object.freeze([
  'bool', 'int8', 'int16', 'int32', 'uint8', 'uint16', 'uint32',
  'float32', 'float64', 'complex64', 'complex128',
]);

// Results above this many elements are not read back: a view costs stdlib
// nothing, but the answer carries its elements, and an array of shape [1]
// broadcasts to [1048576, 1048576] (2**40 elements) as easily as to [2].
// 2**24 elements (256 MiB of complex128) is far above every case of the
// corpus and far below the machine's memory.
export const MAX_RESULT_ELEMENTS = 2 ** 24;

// A shape dimension as stdlib takes it: a JavaScript number. The client
// gives dimensions past 2**53 - 1 as BigInts, which no stdlib shape holds
// exactly.
function dimension(size, where) {
  if (typeof size === 'bigint') {
    throw new UnsupportedCall(`${where}: the dimension ${size} is past 2**53 - 1; stdlib shapes are JavaScript numbers`);
  }
  return size;
}

export function stdlibShape(shape, where) {
  return shape.map((size) => dimension(size, where));
}

// An ARRAY as an ndarray of the same dtype, shape and elements, sharing
// the client's bytes.
export function toNdarray(lib, { dtype, shape, data }, where) {
  if (!ARRAY_DTYPES.includes(dtype)) {
    throw new UnsupportedCall(`${where}: stdlib cannot allocate an array of ${dtype} (its array dtypes are ${ARRAY_DTYPES.join(', ')})`);
  }
  const dims = stdlibShape(shape, where);
  const Buffer = lib.bufferCtors(dtype);
  const buffer = new Buffer(data.buffer, data.byteOffset, data.length / DTYPES[dtype].lanes);
  const strides = dims.length === 0 ? [0] : lib.shape2strides(dims, 'row-major');
  return new lib.ndarray(dtype, buffer, dims, strides, 0, 'row-major');
}

// The storage of a stdlib buffer as the client's typed array of the dtype.
function storage(lib, buffer, dtype) {
  switch (dtype) {
    case 'bool': return lib.reinterpretBoolean(buffer, 0);
    case 'complex64': return lib.reinterpretComplex64(buffer, 0);
    case 'complex128': return lib.reinterpretComplex128(buffer, 0);
    default: return buffer;
  }
}

function checkDtype(x) {
  if (!ARRAY_DTYPES.includes(x.dtype)) {
    throw new LibraryValueError(`stdlib returned a ${x.dtype} ndarray, a dtype this adapter does not read`);
  }
}

function elementCount(shape) {
  return shape.reduce((count, size) => count * size, 1);
}

// A view as the client's { dtype, shape, strides, base, offset }: the
// strides are stdlib's own (element strides; a 0-d ndarray's [0] is no
// stride of the case format, which has none for shape []).
export function viewToArray(lib, x, where) {
  checkDtype(x);
  const shape = x.shape;
  if (elementCount(shape) > MAX_RESULT_ELEMENTS) {
    throw new UnsupportedCall(`${where}: stdlib returned a view of shape [${shape}], more than the ${MAX_RESULT_ELEMENTS} elements this adapter reads back`);
  }
  return {
    dtype: x.dtype,
    shape,
    strides: shape.length === 0 ? [] : x.strides,
    base: storage(lib, x.data, x.dtype),
    offset: x.offset,
  };
}

// A new ndarray as the client's { dtype, shape, data }, its elements in
// row-major order. stdlib allocates concat's result in the order of its
// inputs (@stdlib/ndarray/base/output-order), which are row-major here; a
// result in any other layout is copied into a row-major one by stdlib's
// assign first.
export function newArrayToArray(lib, x) {
  checkDtype(x);
  const shape = x.shape;
  let compact = x;
  const rowMajor = shape.length === 0 ? [0] : lib.shape2strides(shape, 'row-major');
  if (x.offset !== 0 || x.strides.some((stride, k) => shape[k] > 1 && stride !== rowMajor[k])) {
    compact = lib.empty(shape, { dtype: x.dtype, order: 'row-major' });
    lib.assign([x, compact]);
  }
  const lanes = DTYPES[x.dtype].lanes;
  const data = storage(lib, compact.data, x.dtype).subarray(0, elementCount(shape) * lanes);
  return { dtype: x.dtype, shape, data };
}
