// The protobuf encoder: bytes derived by hand from the wire format
// (https://protobuf.dev/programming-guides/encoding/) and onnx.proto3's
// field numbers, and whole models read back by an independent decoder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as proto from '../onnx-proto.mjs';
import { describeCall, buildModel } from '../model.mjs';
import { OPSET, IR_VERSION } from '../operators.mjs';
import { readFields, readModel } from './proto-decoder.mjs';

const ascii = (text) => [...text].map((c) => c.charCodeAt(0));
const bytes = (array) => Array.from(array);

test('varints: the wire format document\'s 150 and 300, and a negative int64 in ten bytes', () => {
  // OperatorSetIdProto.version is field 2, a varint: key (2 << 3) | 0 = 0x10.
  assert.deepEqual(bytes(proto.encodeMessage([[2, 'varint', 150]])), [0x10, 0x96, 0x01]);
  assert.deepEqual(bytes(proto.encodeMessage([[2, 'varint', 300]])), [0x10, 0xac, 0x02]);
  assert.deepEqual(bytes(proto.encodeMessage([[3, 'varint', -1]])),
    [0x18, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
  // proto3 leaves a default out.
  assert.deepEqual(bytes(proto.encodeMessage([[2, 'varint', 0], [1, 'string', '']])), []);
});

test('an int attribute of 0 is its name and its type (AttributeProto.type is field 20: key 0xa0 0x01)', () => {
  assert.deepEqual(bytes(proto.attribute('fmod', 0)), [0x0a, 0x04, ...ascii('fmod'), 0xa0, 0x01, 0x02]);
  assert.deepEqual(bytes(proto.attribute('axis', -1)),
    [0x0a, 0x04, ...ascii('axis'), 0x18, ...Array(9).fill(0xff), 0x01, 0xa0, 0x01, 0x02]);
  assert.deepEqual(bytes(proto.attribute('direction', 'LEFT')),
    [0x0a, 0x09, ...ascii('direction'), 0x22, 0x04, ...ascii('LEFT'), 0xa0, 0x01, 0x03]);
});

test('a node keeps an empty input name (an optional input left out)', () => {
  const encoded = proto.node({ opType: 'Clip', inputs: ['x0', '', 'x2'], outputs: ['y'] });
  assert.deepEqual(bytes(encoded), [
    0x0a, 0x02, ...ascii('x0'), 0x0a, 0x00, 0x0a, 0x02, ...ascii('x2'),
    0x12, 0x01, ...ascii('y'), 0x22, 0x04, ...ascii('Clip'),
  ]);
});

test('a tensor type with a symbolic and a fixed dimension', () => {
  // TypeProto { tensor_type (1) { elem_type (1) = 6 (INT32), shape (2) { dim (1) { dim_param (2) = "n" }, dim { dim_value (1) = 3 } } } }
  assert.deepEqual(bytes(proto.tensorType('int32', ['n', 3])),
    [0x0a, 0x0d, 0x08, 0x06, 0x12, 0x09, 0x0a, 0x03, 0x12, 0x01, ...ascii('n'), 0x0a, 0x02, 0x08, 0x03]);
  assert.throws(() => proto.tensorType('complex32', []), /no element type for complex32/);
});

test('a broadcasting call\'s model reads back: opset, IR version, node, symbolic inputs, untyped output', () => {
  const array = (dtype, shape) => ({ dtype, shape, data: new Float32Array(shape.reduce((a, b) => a * b, 1)) });
  const call = describeCall('remainder', { a: array('float32', [2, 3]), b: array('float32', [3]), default_float: 'float32' });
  const model = readModel(buildModel(call.signature));
  assert.equal(model.irVersion, IR_VERSION);
  assert.deepEqual(model.opsets, [{ domain: '', version: OPSET }]);
  assert.deepEqual(model.graph.nodes, [{ inputs: ['x0', 'x1'], outputs: ['y'], opType: 'Mod', attributes: { fmod: 0n } }]);
  assert.deepEqual(model.graph.inputs, [
    { name: 'x0', type: { elemType: 1, dims: ['x0_d0', 'x0_d1'] } },
    { name: 'x1', type: { elemType: 1, dims: ['x1_d0'] } },
  ]);
  assert.deepEqual(model.graph.outputs, [{ name: 'y', type: null }]);
});

test('stack is SequenceConstruct then ConcatFromSequence with new_axis 1 and the axis', () => {
  const array = { dtype: 'int64', shape: [2], data: new BigInt64Array(2) };
  const call = describeCall('stack', { arrays: [array, array, array], axis: -1 });
  const { nodes } = readModel(buildModel(call.signature)).graph;
  assert.deepEqual(nodes, [
    { inputs: ['x0', 'x1', 'x2'], outputs: ['sequence'], opType: 'SequenceConstruct', attributes: {} },
    { inputs: ['sequence'], outputs: ['y'], opType: 'ConcatFromSequence', attributes: { new_axis: 1n, axis: -1n } },
  ]);
});

test('clip\'s missing bound is an empty input; broadcast_to\'s shape is an int64 input', () => {
  const x = { dtype: 'int8', shape: [4], data: new Int8Array(4) };
  const clip = readModel(buildModel(describeCall('clip', { x, min: null, max: { ...x, shape: [] } }).signature));
  assert.deepEqual(clip.graph.nodes[0].inputs, ['x0', '', 'x2']);
  assert.deepEqual(clip.graph.inputs.map((i) => i.name), ['x0', 'x2']);
  const expand = describeCall('broadcast_to', { array: x, shape: [3, 4611686018427387903n] });
  assert.deepEqual(readModel(buildModel(expand.signature)).graph.inputs[1], { name: 'x1', type: { elemType: 7, dims: ['x1_d0'] } });
  assert.deepEqual(Array.from(expand.feeds[1].tensor.data), [3n, 4611686018427387903n]);
});

test('the decoder reads every field the encoder writes, nothing left over', () => {
  const fields = readFields(proto.attribute('axis', 5));
  assert.deepEqual(fields.map((f) => f.field), [1, 3, 20]);
});
