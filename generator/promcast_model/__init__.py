"""promcast_model: an executable model of broadcasting and dtype promotion.

Written from the specification (the Array API standard's Broadcasting page,
XLA's Broadcasting page, PyTorch's Broadcasting semantics and type promotion
documents, and the rules docs/semantics.md states where they are silent or
wrong), independently of the C oracle, so that the case
corpus it produces is a second implementation that checks the oracle.

One module per concept:
  errors           the closed set of error kinds
  array            an array value: dtype, shape, row-major data
  dtypes           dtype names, categories, integer ranges
  float_formats    correctly rounded conversion to the narrow float formats
  values           element values: casting between dtypes
  broadcast        implicit broadcasting, in-place rule, broadcast_to strides
  xla              XLA explicit broadcast_dimensions
  promotion_torch  PyTorch promote_types, result_type, can_cast
  elementwise      the element-wise ops and their in-place forms
  value_faults     element values a kernel cannot give (invalid_value,
                   undefined)
  division         floor division and remainder, each library's algorithm
  float_steps      nextafter in each format's own values, copysign
  shifts           bit shifts by negative and too-large counts
  powers           integer and bool pow, each library's rule
  transcendental   pow, atan2, hypot, logaddexp: correctly rounded values
  tolerances       the tolerance (ulps, scales) of rounded results
  gradients        sum_to_shape (gradient reduction)
  where, clip      where(condition, x1, x2) and clip(x, min, max), each
                   profile's checks in its library's order
  selection        what where and clip share: Python-scalar operands and
                   each library's conversion of them
  numpy_dtype_sequence  NumPy's promotion of a sequence of DTypes (the
                   order of reduction decides with three operands)
"""
