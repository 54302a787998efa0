// What ONNX Runtime's error messages mean, as case-format error kinds: a
// table of patterns, tried in order, the first match naming the kind. The
// message itself always goes with the answer. ONNX Runtime throws plain
// Errors whose text is its status message: a model it refuses when the
// session is created (the ONNX checker's and type inference's "Type
// Error", "ShapeInferenceError", a type without a kernel), or a kernel's
// failure when the session runs (broadcasting, division by zero).
//
// A message matching none is left unclassified: the client answers
// internal_error with it, so a failure not understood is never given a
// kind by guess.
export const ERROR_PATTERNS = Object.freeze([
  // Kernels of integer Div and Mod check for a zero divisor
  // (onnxruntime/core/providers/cpu/math/element_wise_ops.cc).
  [/Integer (division|modulo) by zero/, 'invalid_value'],
  // ONNX does not promote: one type parameter bound to two types.
  [/bound to different types/, 'no_promotion'],
  // A type outside the operator's type constraint (the ONNX schema).
  [/Type Error: Type '[^']*' of input parameter \([^)]*\) of operator \([^)]*\) in node \([^)]*\) is invalid/, 'unsupported_dtype_for_op'],
  // A valid model whose type the CPU execution provider registers no
  // kernel for: refused as the library's, reported, never skipped.
  [/Could not find an implementation for/, 'unsupported_dtype_for_op'],
  // The same when the node's type bindings match no kernel's (Pow of a
  // float16 base and an exponent type its kernel does not list).
  [/Failed to find kernel for .* kernel is not supported in CPUExecutionProvider/, 'unsupported_dtype_for_op'],
  // Mod's kernel refuses fmod=0 for floating types, as Mod's schema says.
  [/fmod attribute must be true for floating point types/, 'unsupported_dtype_for_op'],
  // Broadcasting: the kernels' broadcast iterator, Expand's shape check,
  // shape inference of broadcasting operators, MatMul's contracted sizes.
  [/Attempting to broadcast an axis by a dimension other than 1/, 'incompatible_shapes'],
  [/Can broadcast 0 by 0 or 1/, 'incompatible_shapes'],
  [/invalid expand shape/, 'incompatible_shapes'],
  [/Incompatible dimensions/, 'incompatible_shapes'],
  [/MatMul dimension mismatch|(left|right) operand cannot broadcast on dim/i, 'incompatible_shapes'],
  // Concat's shape inference: ranks differ, or a size off the axis.
  [/All inputs to Concat must have same rank|Non concat axis dimensions must match|dimensions must match|Ranks of input data are different/, 'incompatible_shapes'],
  // Axis attributes out of range (Concat's and ConcatFromSequence's
  // shape inference and kernels).
  [/axis must be in \[-rank, rank-1\]|Invalid value of attribute 'axis'|axis -?\d+ is not in valid range/, 'invalid_axis'],
  // Ranks an operator does not take: MatMul of a 0-d tensor, Clip's
  // bounds that are not scalars.
  [/Input tensors of wrong rank/, 'invalid_rank'],
  [/(min|max) should be a scalar/, 'invalid_rank'],
  // Too few inputs for a variadic operator: Concat or SequenceConstruct
  // of no tensors.
  [/has input size 0 not in range/, 'invalid_argument'],
]);

// The case-format error kind of an exception, or undefined.
export function classifyMessage(message) {
  for (const [pattern, kind] of ERROR_PATTERNS) if (pattern.test(message)) return kind;
  return undefined;
}
