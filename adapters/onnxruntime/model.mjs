// A call of a case-format op as the signature of its ONNX model (what the
// model depends on: the operator, the inputs' dtypes and ranks, the
// attributes) and its feeds (the inputs' elements), and the model of a
// signature as ModelProto bytes. Dimensions are symbolic (a name per input
// and axis), so one model serves every shape of the same ranks, and
// broadcasting is checked where the runtime checks it for any model whose
// shapes are known only when it runs.
import * as proto from './onnx-proto.mjs';
import { OPERATORS, OPSET, IR_VERSION } from './operators.mjs';

// An input the adapter cannot express in ONNX (a Python scalar, a
// flattening concat): the case is unsupported, with this message.
export class Inexpressible extends Error {
  constructor(message) { super(message); this.name = 'Inexpressible'; }
}

const isScalar = (value) => value !== null && typeof value === 'object' && 'kind' in value && !('dtype' in value);

// The graph's tensors: each { name, dtype, shape, data } of a call's
// array, or null for an optional input left out.
function collectInputs(op, spec, inputs) {
  const tensors = [];
  for (const key of spec.inputs) {
    const value = inputs[key];
    if (key === spec.variadic) {
      if (!Array.isArray(value)) throw new Inexpressible(`${op}: ${key} is not a list of arrays`);
      value.forEach((array, index) => {
        if (isScalar(array)) throw new Inexpressible(`${op}: ONNX has no Python scalars (${key}[${index}])`);
        tensors.push(array);
      });
    } else if (key === spec.shapeInput) {
      // A shape becomes Expand's 1-D int64 shape tensor.
      const dims = value.map((dim) => BigInt(dim));
      tensors.push({ dtype: 'int64', shape: [dims.length], data: BigInt64Array.from(dims) });
    } else if (value === null && spec.optional?.includes(key)) {
      tensors.push(null);
    } else if (isScalar(value)) {
      throw new Inexpressible(`${op}: ONNX has no Python scalars; ${key} is a ${value.kind} scalar`);
    } else if (value === undefined || value === null) {
      throw new Inexpressible(`${op}: the call has no array ${key}`);
    } else {
      tensors.push(value);
    }
  }
  return tensors;
}

// { key, signature, feeds } of a call. The key is the signature's JSON
// text: equal keys build equal models.
export function describeCall(op, inputs) {
  const spec = OPERATORS[op];
  if (spec === undefined) throw new Inexpressible(`ONNX has no single operator for ${op}`);
  const tensors = collectInputs(op, spec, inputs);
  const attributes = { ...spec.attributes };
  if (spec.axis === 'required') {
    // The case format's axis defaults to 0; null asks for the arrays
    // flattened first, which Concat does not do.
    if (inputs.axis === null) throw new Inexpressible(`${op}: axis None (flatten first) is no ONNX operator's attribute`);
    attributes.axis = inputs.axis === undefined ? 0 : inputs.axis;
  }
  const slots = tensors.map((tensor) => (tensor === null ? null : { dtype: tensor.dtype, rank: tensor.shape.length }));
  const signature = { op, operator: spec.operator, sequence: spec.sequence === true, slots, attributes };
  const feeds = [];
  tensors.forEach((tensor, index) => { if (tensor !== null) feeds.push({ name: inputName(index), tensor }); });
  const key = JSON.stringify(signature, (_, value) => (typeof value === 'bigint' ? `${value}n` : value));
  return { key, signature, feeds };
}

const inputName = (index) => `x${index}`;

// ModelProto bytes of a signature: one node of the operator (stack: its
// SequenceConstruct first), graph inputs of the slots' dtypes with
// symbolic dimensions, and one output whose type the runtime infers.
export function buildModel(signature) {
  const names = signature.slots.map((slot, index) => (slot === null ? '' : inputName(index)));
  const graphInputs = [];
  signature.slots.forEach((slot, index) => {
    if (slot === null) return;
    const dims = Array.from({ length: slot.rank }, (_, axis) => `${inputName(index)}_d${axis}`);
    graphInputs.push(proto.valueInfo(inputName(index), proto.tensorType(slot.dtype, dims)));
  });
  const nodes = [];
  if (signature.sequence) {
    nodes.push(proto.node({ opType: 'SequenceConstruct', inputs: names, outputs: ['sequence'] }));
    nodes.push(proto.node({ opType: signature.operator, inputs: ['sequence'], outputs: ['y'], attributes: signature.attributes }));
  } else {
    nodes.push(proto.node({ opType: signature.operator, inputs: names, outputs: ['y'], attributes: signature.attributes }));
  }
  return proto.model({
    irVersion: IR_VERSION, opset: OPSET, nodes, inputs: graphInputs,
    outputs: [proto.valueInfo('y', undefined)],
  });
}
