// The client's frame reader and JSON: frames however the bytes are cut,
// payloads of any bytes, and unreadable input refused with a reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import {
  FrameDecoder, ProtocolError, MAX_LINE_BYTES, encodeFrame, parseJson, stringifyJson,
} from '../promcast-adapter.mjs';

// Three frames: one with a payload holding newlines and a JSON-looking line,
// one without a payload, one with a one-byte payload.
const tricky = Buffer.from('\n{"id":9}\n\n\u0000\u00ff', 'latin1');
const stream = Buffer.concat([
  encodeFrame({ id: 1, op: 'x' }, [tricky]),
  encodeFrame({ id: 2, op: 'y' }),
  encodeFrame({ id: 3, op: 'z' }, [Buffer.from([10])]),
]);

function decodeAll(chunks) {
  const decoder = new FrameDecoder();
  const frames = chunks.flatMap((chunk) => decoder.push(chunk));
  decoder.end();
  return frames.map(({ header, payload }) => ({ header, payload: [...payload] }));
}

const expected = [
  { header: { id: 1, op: 'x', payload: tricky.length }, payload: [...tricky] },
  { header: { id: 2, op: 'y' }, payload: [] },
  { header: { id: 3, op: 'z', payload: 1 }, payload: [10] },
];

test('several frames in one chunk', () => {
  assert.deepEqual(decodeAll([stream]), expected);
});

test('frames split at every byte', () => {
  assert.deepEqual(decodeAll([...stream].map((byte) => Buffer.from([byte]))), expected);
});

test('frames split at every position into two chunks', () => {
  for (let cut = 0; cut <= stream.length; cut++) {
    assert.deepEqual(decodeAll([stream.subarray(0, cut), stream.subarray(cut)]), expected, `cut at ${cut}`);
  }
});

test('"payload": 0 is a frame without payload bytes', () => {
  assert.deepEqual(decodeAll([Buffer.from('{"id":1,"payload":0}\n{"id":2}\n')]).map((f) => f.payload), [[], []]);
});

function refusal(text, pattern) {
  const decoder = new FrameDecoder();
  assert.throws(() => { decoder.push(Buffer.from(text, 'latin1')); decoder.end(); },
    (error) => error instanceof ProtocolError && pattern.test(error.message), `refusing ${JSON.stringify(text)}`);
}

test('unreadable frames are refused with what is wrong', () => {
  refusal('garbage\n', /frame 1: not a line of JSON.*garbage/);
  refusal('{"id":1}\n[1,2]\n', /frame 2: the JSON line is not an object/);
  refusal('null\n', /not an object/);
  refusal('{"payload":-1}\n', /"payload" is -1, not a byte count/);
  refusal('{"payload":1.5}\n', /"payload" is 1\.5/);
  refusal('{"payload":"3"}\n', /"payload" is "3"/);
  refusal('{"payload":3}\nab', /ended after 2 of its 3 payload bytes/);
  refusal('{"id":1}', /ended inside a JSON line \(8 bytes/);
  refusal('{"a":"\xff"}\n', /not a line of JSON/);
  refusal(`${'['.repeat(600)}${'1'.repeat(16)}${']'.repeat(600)}\n`, /not a line of JSON/);
});

test('a line longer than the limit is refused before it is all read', () => {
  const decoder = new FrameDecoder();
  decoder.push(Buffer.alloc(MAX_LINE_BYTES, 0x20));
  assert.throws(() => decoder.push(Buffer.from(' ')), /longer than 16777216 bytes/);
});

test('integers past 2**53 read as BigInt, the others as JSON.parse reads them', () => {
  const text = '{"shape":[4611686018427387903,9223372036854775807,1,-9007199254740993],"x":1.5e300,"s":"12345678901234567890","n":null,"t":true,"e":[],"o":{}}';
  assert.deepEqual(parseJson(text), {
    shape: [4611686018427387903n, 9223372036854775807n, 1, -9007199254740993n],
    x: 1.5e300, s: '12345678901234567890', n: null, t: true, e: [], o: {},
  });
  // A 16-digit string sends these through the reader of long integers.
  for (const plain of ['{"a":[1,2,{"b":"\\u00e9\\n\\""}],"c":-0.5e-3,"d":1E+2}', '[]', '{}', '"x"', '9007199254740991', 'true']) {
    const text = ` [ ${plain} , "1234567890123456" ] `;
    assert.deepEqual(parseJson(text), JSON.parse(text), text);
  }
  for (const bad of ['{"a":1,}', '[1 2]', '{"a" 1}', '01234567890123456', '1234567890123456 x']) {
    assert.throws(() => parseJson(bad), SyntaxError, bad);
  }
});

test('BigInts are written as JSON integers, and what JSON cannot hold is refused', () => {
  const value = { shape: [2n ** 63n - 1n, 3], m: 'a"\n', ok: false, z: null };
  assert.equal(stringifyJson(value), '{"shape":[9223372036854775807,3],"m":"a\\"\\n","ok":false,"z":null}');
  assert.deepEqual(parseJson(stringifyJson(value)), value);
  assert.throws(() => stringifyJson({ x: NaN }), /NaN has no JSON form/);
  assert.throws(() => stringifyJson({ x: () => 1 }), /function has no JSON form/);
  for (const big of [false, true]) {
    const extra = big ? [1n] : [];
    assert.throws(() => stringifyJson([...extra, { x: Infinity }]), /Infinity has no JSON form/);
    assert.throws(() => stringifyJson([...extra, [1, undefined]]), /undefined has no JSON form/);
    assert.equal(stringifyJson([...extra, { x: undefined, y: 1 }]), `[${big ? '1,' : ''}{"y":1}]`);
  }
});

test('encodeFrame writes the line, the payload count, then the payload', () => {
  const frame = encodeFrame({ id: 4 }, [Buffer.from('ab'), Buffer.from([10])]);
  assert.equal(frame.toString('latin1'), '{"id":4,"payload":3}\nab\n');
  assert.equal(encodeFrame({ id: 5 }, [Buffer.alloc(0)]).toString(), '{"id":5}\n');
});

test('frames read before an unreadable one in the same chunk are returned, then the failure', () => {
  const decoder = new FrameDecoder();
  const frames = decoder.push(Buffer.from('{"id":1}\n{"id":2,"payload":1}\n\nnot json\n{"id":3}\n'));
  assert.deepEqual(frames.map((f) => [f.header.id, [...f.payload]]), [[1, []], [2, [10]]]);
  assert.match(decoder.failure.message, /frame 3: not a line of JSON/);
  assert.throws(() => decoder.push(Buffer.from('{"id":4}\n')), /frame 3/);
  assert.throws(() => decoder.end(), /frame 3/);
});

test('a payload claiming more bytes than come is refused at the end, not allocated', () => {
  const decoder = new FrameDecoder();
  assert.deepEqual(decoder.push(Buffer.from('{"id":1,"payload":2000000000}\nabc')), []);
  assert.throws(() => decoder.end(), /frame 1: the input ended after 3 of its 2000000000 payload bytes/);
  assert.throws(() => new FrameDecoder().push(Buffer.from('{"payload":4294967296}\n')), /more than the 2147483647 this process can hold/);
});
