// A protobuf wire-format reader for the tests, independent of the encoder:
// a message's bytes as a list of { field, wire, value } (value a BigInt
// for varints, a Uint8Array for length-delimited runs), and functions that
// read the ONNX messages the adapter writes back into plain objects.
// Wire format: https://protobuf.dev/programming-guides/encoding/

export function readFields(bytes) {
  const fields = [];
  let at = 0;
  const varint = () => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      if (at >= bytes.length) throw new RangeError('a varint runs past the end');
      const byte = bytes[at++];
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
      if (shift > 63n) throw new RangeError('a varint longer than ten bytes');
    }
  };
  while (at < bytes.length) {
    const key = Number(varint());
    const field = key >>> 3;
    const wire = key & 7;
    if (wire === 0) {
      fields.push({ field, wire, value: varint() });
    } else if (wire === 2) {
      const length = Number(varint());
      if (at + length > bytes.length) throw new RangeError(`field ${field}: ${length} bytes past the end`);
      fields.push({ field, wire, value: bytes.subarray(at, at + length) });
      at += length;
    } else {
      throw new RangeError(`field ${field}: wire type ${wire} is not written by the adapter`);
    }
  }
  return fields;
}

const text = (bytes) => new TextDecoder().decode(bytes);
const all = (fields, number) => fields.filter((f) => f.field === number).map((f) => f.value);
const one = (fields, number) => all(fields, number).at(-1);

// A packed repeated int64: varints back to back, read as signed.
function readPacked(bytes) {
  const values = [];
  let at = 0;
  while (at < bytes.length) {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = bytes[at++];
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) break;
      shift += 7n;
    }
    values.push(BigInt.asIntN(64, result));
  }
  return values;
}

function readTensorType(bytes) {
  const tensor = one(readFields(bytes), 1);
  if (tensor === undefined) return { sequenceOf: readTensorType(one(readFields(one(readFields(bytes), 4)), 1)) };
  const fields = readFields(tensor);
  const shape = one(fields, 2);
  return {
    elemType: Number(one(fields, 1) ?? 0n),
    dims: shape === undefined ? null : all(readFields(shape), 1).map((dim) => {
      const d = readFields(dim);
      const name = one(d, 2);
      return name === undefined ? Number(one(d, 1) ?? 0n) : text(name);
    }),
  };
}

function readValueInfo(bytes) {
  const fields = readFields(bytes);
  const type = one(fields, 2);
  return { name: text(one(fields, 1)), type: type === undefined ? null : readTensorType(type) };
}

function readAttribute(bytes) {
  const fields = readFields(bytes);
  const type = Number(one(fields, 20));
  const name = text(one(fields, 1));
  if (type === 2) return [name, BigInt.asIntN(64, one(fields, 3) ?? 0n)];
  if (type === 3) return [name, text(one(fields, 4))];
  if (type === 7) return [name, readPacked(one(fields, 8) ?? new Uint8Array())];
  throw new RangeError(`attribute ${name}: type ${type}`);
}

function readNode(bytes) {
  const fields = readFields(bytes);
  return {
    inputs: all(fields, 1).map(text),
    outputs: all(fields, 2).map(text),
    opType: text(one(fields, 4)),
    attributes: Object.fromEntries(all(fields, 5).map(readAttribute)),
  };
}

// A ModelProto as { irVersion, opsets, graph: { nodes, inputs, outputs } }.
export function readModel(bytes) {
  const fields = readFields(bytes);
  const graph = readFields(one(fields, 7));
  return {
    irVersion: Number(one(fields, 1)),
    producer: text(one(fields, 2)),
    opsets: all(fields, 8).map((o) => {
      const f = readFields(o);
      const domain = one(f, 1);
      return { domain: domain === undefined ? '' : text(domain), version: Number(one(f, 2)) };
    }),
    graph: {
      nodes: all(graph, 1).map(readNode),
      inputs: all(graph, 11).map(readValueInfo),
      outputs: all(graph, 12).map(readValueInfo),
    },
  };
}
