// The few ONNX protobuf messages a one-operator model needs, written as
// protobuf wire bytes with no dependency. Field numbers and enum values are
// onnx.proto3's (https://github.com/onnx/onnx/blob/main/onnx/onnx.proto3);
// only the fields written here are listed.
//
// Protobuf wire format (https://protobuf.dev/programming-guides/encoding/):
// each field is a key varint (field number << 3 | wire type) then its value;
// wire type 0 is a varint (int32, int64, enums), 2 a length-delimited run
// (strings, bytes, embedded messages, packed repeated scalars). A proto3
// scalar field equal to its default (0, "") is left out, as protobuf does.

const WIRE_VARINT = 0;
const WIRE_LENGTH = 2;

// Field numbers, per message (onnx.proto3).
export const FIELDS = Object.freeze({
  ModelProto: { ir_version: 1, producer_name: 2, producer_version: 3, graph: 7, opset_import: 8 },
  OperatorSetIdProto: { domain: 1, version: 2 },
  GraphProto: { node: 1, name: 2, input: 11, output: 12 },
  NodeProto: { input: 1, output: 2, name: 3, op_type: 4, attribute: 5, domain: 7 },
  AttributeProto: { name: 1, i: 3, s: 4, ints: 8, type: 20 },
  ValueInfoProto: { name: 1, type: 2 },
  TypeProto: { tensor_type: 1, sequence_type: 4 },
  'TypeProto.Tensor': { elem_type: 1, shape: 2 },
  'TypeProto.Sequence': { elem_type: 1 },
  TensorShapeProto: { dim: 1 },
  'TensorShapeProto.Dimension': { dim_value: 1, dim_param: 2 },
});

// AttributeProto.AttributeType values of the attributes written here.
export const ATTRIBUTE_TYPES = Object.freeze({ INT: 2, STRING: 3, INTS: 7 });

// TensorProto.DataType of each case-format dtype ONNX has. complex32 has
// no ONNX type; the FNUZ float8 formats, 4-bit and 2-bit types are not
// case-format dtypes.
export const ELEMENT_TYPES = Object.freeze({
  float32: 1, uint8: 2, int8: 3, uint16: 4, int16: 5, int32: 6, int64: 7, bool: 9,
  float16: 10, float64: 11, uint32: 12, uint64: 13, complex64: 14, complex128: 15,
  bfloat16: 16, float8_e4m3fn: 17, float8_e5m2: 19,
});

// A growable byte buffer with the wire format's primitives.
class Writer {
  #bytes = new Uint8Array(64);
  #length = 0;

  #reserve(count) {
    if (this.#length + count <= this.#bytes.length) return;
    let size = this.#bytes.length * 2;
    while (size < this.#length + count) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = grown;
  }

  // A varint: 7 bits a byte, least significant first, the high bit set on
  // every byte but the last. A negative int64 is its two's complement as
  // an unsigned 64-bit number (ten bytes), as protobuf writes it.
  varint(value) {
    let v = BigInt.asUintN(64, BigInt(value));
    this.#reserve(10);
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v !== 0n) byte |= 0x80;
      this.#bytes[this.#length++] = byte;
    } while (v !== 0n);
  }

  raw(bytes) {
    this.#reserve(bytes.length);
    this.#bytes.set(bytes, this.#length);
    this.#length += bytes.length;
  }

  key(field, wireType) { this.varint((field << 3) | wireType); }

  finish() { return this.#bytes.slice(0, this.#length); }
}

const utf8 = new TextEncoder();

// A message: its fields in order, each [field, kind, value] with kind
// 'varint', 'string', 'bytes' or 'message' (value: the message's bytes),
// or 'packed' (value: a list of varints). Absent values (undefined) are
// skipped; proto3 defaults (0, '') are skipped as protobuf does.
export function encodeMessage(fields) {
  const writer = new Writer();
  for (const [field, kind, value] of fields) {
    if (value === undefined) continue;
    switch (kind) {
      case 'varint':
        if (BigInt(value) === 0n) break;
        writer.key(field, WIRE_VARINT);
        writer.varint(value);
        break;
      case 'string':
      case 'bytes': {
        const bytes = kind === 'string' ? utf8.encode(value) : value;
        if (bytes.length === 0) break;
        writer.key(field, WIRE_LENGTH);
        writer.varint(bytes.length);
        writer.raw(bytes);
        break;
      }
      case 'message':
        // An embedded message is written even when empty: its presence
        // means something (a TypeProto.Tensor without a shape).
        writer.key(field, WIRE_LENGTH);
        writer.varint(value.length);
        writer.raw(value);
        break;
      case 'packed': {
        if (value.length === 0) break;
        const inner = new Writer();
        for (const item of value) inner.varint(item);
        const bytes = inner.finish();
        writer.key(field, WIRE_LENGTH);
        writer.varint(bytes.length);
        writer.raw(bytes);
        break;
      }
      default:
        throw new TypeError(`field ${field}: unknown kind ${kind}`);
    }
  }
  return writer.finish();
}

const F = FIELDS;

// TypeProto of a tensor: elem_type and a shape whose dimensions are each a
// number (dim_value) or a name (dim_param, a symbolic dimension); a shape
// of null leaves the rank unknown.
export function tensorType(dtype, dims) {
  const elemType = ELEMENT_TYPES[dtype];
  if (elemType === undefined) throw new RangeError(`ONNX has no element type for ${dtype}`);
  const fields = [[F['TypeProto.Tensor'].elem_type, 'varint', elemType]];
  if (dims !== null) {
    const shape = encodeMessage(dims.map((dim) => [F.TensorShapeProto.dim, 'message', encodeMessage([
      typeof dim === 'string'
        ? [F['TensorShapeProto.Dimension'].dim_param, 'string', dim]
        : [F['TensorShapeProto.Dimension'].dim_value, 'varint', dim],
    ])]));
    fields.push([F['TypeProto.Tensor'].shape, 'message', shape]);
  }
  return encodeMessage([[F.TypeProto.tensor_type, 'message', encodeMessage(fields)]]);
}

// TypeProto of a sequence of tensors.
export function sequenceType(elementType) {
  return encodeMessage([[F.TypeProto.sequence_type, 'message',
    encodeMessage([[F['TypeProto.Sequence'].elem_type, 'message', elementType]])]]);
}

// ValueInfoProto: a graph input or output, its type optional (an output's
// type may be left to the runtime's inference).
export function valueInfo(name, type) {
  return encodeMessage([[F.ValueInfoProto.name, 'string', name], [F.ValueInfoProto.type, 'message', type]]);
}

// AttributeProto of an int, a string or a list of ints.
export function attribute(name, value) {
  const A = F.AttributeProto;
  if (typeof value === 'string') {
    return encodeMessage([[A.name, 'string', name], [A.s, 'string', value], [A.type, 'varint', ATTRIBUTE_TYPES.STRING]]);
  }
  if (Array.isArray(value)) {
    return encodeMessage([[A.name, 'string', name], [A.ints, 'packed', value], [A.type, 'varint', ATTRIBUTE_TYPES.INTS]]);
  }
  // An int attribute of 0 has no i field on the wire (proto3's default),
  // which reads back as 0: the type field says it is an int.
  return encodeMessage([[A.name, 'string', name], [A.i, 'varint', value], [A.type, 'varint', ATTRIBUTE_TYPES.INT]]);
}

// NodeProto: op_type, input and output names (an empty input name is an
// omitted optional input), attributes as { name: value }.
export function node({ opType, inputs, outputs, attributes = {}, name = '' }) {
  const N = F.NodeProto;
  // Repeated strings keep their empty items (an empty name holds an
  // optional input's place), so they are written as raw runs, which an
  // empty string is too.
  const fields = [
    ...inputs.map((input) => [N.input, 'message', utf8.encode(input)]),
    ...outputs.map((output) => [N.output, 'message', utf8.encode(output)]),
  ];
  fields.push([N.name, 'string', name], [N.op_type, 'string', opType]);
  for (const [key, value] of Object.entries(attributes)) fields.push([N.attribute, 'message', attribute(key, value)]);
  return encodeMessage(fields);
}

// ModelProto of one graph: nodes, inputs and outputs (encoded
// ValueInfoProtos), at an IR version and the default domain's opset.
export function model({ irVersion, opset, nodes, inputs, outputs, producer = 'promcast', producerVersion = '' }) {
  const G = F.GraphProto;
  const graph = encodeMessage([
    ...nodes.map((bytes) => [G.node, 'message', bytes]),
    [G.name, 'string', 'promcast'],
    ...inputs.map((bytes) => [G.input, 'message', bytes]),
    ...outputs.map((bytes) => [G.output, 'message', bytes]),
  ]);
  const M = F.ModelProto;
  const opsetId = encodeMessage([[F.OperatorSetIdProto.version, 'varint', opset]]);
  return encodeMessage([
    [M.ir_version, 'varint', irVersion],
    [M.producer_name, 'string', producer],
    [M.producer_version, 'string', producerVersion],
    [M.graph, 'message', graph],
    [M.opset_import, 'message', opsetId],
  ]);
}
