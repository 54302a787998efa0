// Which ONNX operator each case-format op runs, as data: the operator, its
// inputs in the operator's order (the case's input names; null where an
// optional input is left out), its attributes, and why it is the faithful
// operator. Operator specifications: ONNX Operators,
// https://onnx.ai/onnx/operators/ (onnx/defs/*/defs.cc in
// https://github.com/onnx/onnx at the release ONNX Runtime 1.30 bundles).
//
// An op missing here is one ONNX has no single operator for, and the
// adapter does not claim it: not_equal (Not of Equal is two operators),
// floor_divide (Div of integers truncates, of floats does not floor),
// copysign, nextafter, hypot, the in-place forms (ONNX values are
// immutable), promote_types, result_type, can_cast (ONNX does not promote),
// broadcast_shapes, broadcast_arrays, sum_to_shape, xla_broadcast,
// inplace_broadcast, vecdot.

// The opset every model imports (the default domain, ai.onnx), and the IR
// version that opset was released with (onnx/helper.py VERSION_TABLE: ONNX
// 1.21, IR 13, opset 26). ONNX Runtime 1.30 refuses a model of opset 27
// ("Current official support for domain ai.onnx is till opset 26") and of
// IR 14 ("max supported IR version: 13"). Every operator below has the
// same schema at opset 26 as at its last change (opset 19 or earlier).
export const OPSET = 26;
export const IR_VERSION = 13;

// Binary element-wise operators: ONNX's multidirectional (NumPy-style)
// broadcasting, both inputs of one type T (no promotion).
const binary = (operator, why, attributes = {}) => ({ operator, inputs: ['a', 'b'], attributes, why });

export const OPERATORS = Object.freeze({
  add: binary('Add', 'Add-14: A + B'),
  subtract: binary('Sub', 'Sub-14: A - B'),
  multiply: binary('Mul', 'Mul-14: A * B'),
  divide: binary('Div', 'Div-14: A / B; integer operands give an integer quotient (the case format\'s divide is true division: a profile difference, not hidden)'),
  maximum: binary('Max', 'Max-13: element-wise max of its (variadic) inputs, two here'),
  minimum: binary('Min', 'Min-13: element-wise min of its (variadic) inputs, two here'),
  equal: binary('Equal', 'Equal-19: A == B, a bool result'),
  less: binary('Less', 'Less-13: A < B, a bool result'),
  less_equal: binary('LessOrEqual', 'LessOrEqual-16: A <= B, a bool result'),
  greater: binary('Greater', 'Greater-13: A > B, a bool result'),
  greater_equal: binary('GreaterOrEqual', 'GreaterOrEqual-16: A >= B, a bool result'),
  bitwise_and: binary('BitwiseAnd', 'BitwiseAnd-18: integer types only'),
  bitwise_or: binary('BitwiseOr', 'BitwiseOr-18: integer types only'),
  bitwise_xor: binary('BitwiseXor', 'BitwiseXor-18: integer types only'),
  bitwise_left_shift: binary('BitShift', 'BitShift-11, direction LEFT: unsigned integer types only', { direction: 'LEFT' }),
  bitwise_right_shift: binary('BitShift', 'BitShift-11, direction RIGHT: unsigned integer types only', { direction: 'RIGHT' }),
  logical_and: binary('And', 'And-7: bool operands only'),
  logical_or: binary('Or', 'Or-7: bool operands only'),
  logical_xor: binary('Xor', 'Xor-7: bool operands only'),
  // The case format's remainder takes the divisor's sign (Python's %),
  // which is Mod's fmod=0 ("the sign of the remainder is the same as that
  // of the Divisor"). Mod-13 requires fmod=1 (C's fmod, the dividend's
  // sign) for floating types: a float remainder is sent as fmod=0 too, and
  // the runtime's refusal is the outcome, rather than a different function
  // answered under this op's name.
  remainder: binary('Mod', 'Mod-13, fmod=0: the remainder takes the divisor\'s sign; floats require fmod=1 (refused)', { fmod: 0 }),
  pow: binary('Pow', 'Pow-15: X ** Y; X and Y may differ in type (T, T1), the result is X\'s type'),
  where: { operator: 'Where', inputs: ['condition', 'x1', 'x2'], attributes: {}, why: 'Where-16: condition (bool) ? X : Y, X and Y of one type, all three broadcast multidirectionally' },
  // Clip-13's min and max are optional inputs (an empty name leaves one
  // out) and must be scalars (0-d, or 1-element 1-D tensors in ONNX
  // Runtime), of the input's type.
  clip: { operator: 'Clip', inputs: ['x', 'min', 'max'], optional: ['min', 'max'], attributes: {}, why: 'Clip-13: min(max(input, min), max); bounds are optional scalar inputs of the input\'s type' },
  matmul: { operator: 'MatMul', inputs: ['x1', 'x2'], attributes: {}, why: 'MatMul-13: numpy.matmul\'s shapes (1-D promoted and removed, batch dimensions broadcast), A and B of one type' },
  // Concat-13: axis is a required attribute; the case format's default
  // is 0. An axis of null (flatten first) is not one operator: unsupported.
  concat: { operator: 'Concat', inputs: ['arrays'], variadic: 'arrays', axis: 'required', attributes: {}, why: 'Concat-13: inputs of one type joined on axis, in [-r, r-1]' },
  // stack is ConcatFromSequence-11 with new_axis=1 ("the behavior is
  // similar to numpy.stack"), its sequence made by SequenceConstruct-11
  // from the arrays (one type, like numpy.stack's result with no
  // promotion): two nodes. The axis is in [-r-1, r].
  stack: { operator: 'ConcatFromSequence', inputs: ['arrays'], variadic: 'arrays', sequence: true, axis: 'required', attributes: { new_axis: 1 }, why: 'SequenceConstruct-11 then ConcatFromSequence-11 with new_axis=1: numpy.stack' },
  // Expand-13 broadcasts the input and the shape both ways: a shape with
  // a 1 where the input has n gives n (broadcast_to would refuse), and a
  // shorter shape is accepted. A profile difference the report shows.
  broadcast_to: { operator: 'Expand', inputs: ['array', 'shape'], shapeInput: 'shape', attributes: {}, why: 'Expand-13: broadcasts input and shape multidirectionally (broadcast_to is one-way)' },
});

export const OPS = Object.freeze(Object.keys(OPERATORS));
