"""PyTorch's broadcasting and type promotion, as cases. Each case cites the
upstream document that decides it:

- "Broadcasting semantics",
  https://pytorch.org/docs/stable/notes/broadcasting.html (§General
  semantics: which shapes broadcast, the result shape, the error);
- "Tensor Attributes", torch.dtype, the type promotion rules with their
  "Promotion Examples" and the casting rules with their "Casting Examples",
  https://pytorch.org/docs/stable/tensor_attributes.html#type-promotion-doc;
- torch.Tensor.expand,
  https://pytorch.org/docs/stable/generated/torch.Tensor.expand.html (a view
  with stride 0 on the expanded dimensions);
- where the documents stop, PyTorch's source,
  https://github.com/pytorch/pytorch: the promoteTypes table in
  c10/core/ScalarType.cpp and the gradient reduction at::sum_to in
  aten/src/ATen/ExpandUtils.h.

docs/semantics.md states the rules in the project's own words.
"""

from .builder import (SpecCases, array, binary_inputs, broadcast_inputs,
                      expect_answer, expect_array, expect_dtype, expect_error,
                      expect_shape)

SOURCE = ("PyTorch: Broadcasting semantics "
          "(https://pytorch.org/docs/stable/notes/broadcasting.html), "
          "Tensor Attributes, type promotion "
          "(https://pytorch.org/docs/stable/tensor_attributes.html"
          "#type-promotion-doc), torch.Tensor.expand; pytorch/pytorch "
          "c10/core/ScalarType.cpp (promoteTypes), "
          "aten/src/ATen/ExpandUtils.h (sum_to)")

# The documents the cases cite, "<document> §<section>".
BROADCASTING = "PyTorch, Broadcasting semantics"
GENERAL = "General semantics"
ATTRIBUTES = "PyTorch, Tensor Attributes"
PROMOTION_RULES = "torch.dtype / type promotion rules"
PROMOTION_EXAMPLES = "torch.dtype / Promotion Examples"
CASTING_EXAMPLES = "torch.dtype / Casting Examples"
EXPAND = "PyTorch, torch.Tensor.expand"
SCALAR_TYPE = "pytorch/pytorch c10/core/ScalarType.cpp"
PROMOTE_TYPES = "promoteTypes"
EXPAND_UTILS = "pytorch/pytorch aten/src/ATen/ExpandUtils.h"
SUM_TO = "sum_to"
POW = "pytorch/pytorch aten/src/ATen/native/Pow.cpp"
POW_OUT = "pow_Tensor_Scalar_out"
POW_KERNEL = "pytorch/pytorch aten/src/ATen/native/cpu/PowKernel.cpp"
POW_KERNEL_SECTION = "pow_tensor_scalar_kernel"
POW_TENSOR_KERNEL = "pow_tensor_tensor_kernel"
TENSOR_PY = "pytorch/pytorch torch/_tensor.py"
RPOW_SECTION = "Tensor.__rpow__"

# promoteTypes' table (c10/core/ScalarType.cpp), the 13 dtypes that have a
# row in it, rows and columns in the source's order, cells in its
# two-letter codes. Transcribed here a second time, apart from the model's
# copy, so the two can check each other.
MATRIX_ORDER = "u1 i1 i2 i4 i8 f2 f4 f8 c2 c4 c8 b1 bf".split()
MATRIX_KEY = {
    "u1": "uint8", "i1": "int8", "i2": "int16", "i4": "int32", "i8": "int64",
    "f2": "float16", "f4": "float32", "f8": "float64", "c2": "complex32",
    "c4": "complex64", "c8": "complex128", "b1": "bool", "bf": "bfloat16",
}
MATRIX_ROWS = {
    "u1": "u1 i2 i2 i4 i8 f2 f4 f8 c2 c4 c8 u1 bf",
    "i1": "i2 i1 i2 i4 i8 f2 f4 f8 c2 c4 c8 i1 bf",
    "i2": "i2 i2 i2 i4 i8 f2 f4 f8 c2 c4 c8 i2 bf",
    "i4": "i4 i4 i4 i4 i8 f2 f4 f8 c2 c4 c8 i4 bf",
    "i8": "i8 i8 i8 i8 i8 f2 f4 f8 c2 c4 c8 i8 bf",
    "f2": "f2 f2 f2 f2 f2 f2 f4 f8 c2 c4 c8 f2 f4",
    "f4": "f4 f4 f4 f4 f4 f4 f4 f8 c4 c4 c8 f4 f4",
    "f8": "f8 f8 f8 f8 f8 f8 f8 f8 c8 c8 c8 f8 f8",
    "c2": "c2 c2 c2 c2 c2 c2 c4 c8 c2 c4 c8 c2 c4",
    "c4": "c4 c4 c4 c4 c4 c4 c4 c8 c4 c4 c8 c4 c4",
    "c8": "c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8",
    "b1": "u1 i1 i2 i4 i8 f2 f4 f8 c2 c4 c8 b1 bf",
    "bf": "bf bf bf bf bf f4 f4 f8 c4 c4 c8 bf bf",
}


def cases():
    spec = SpecCases("spec/torch", BROADCASTING)
    _broadcasting(spec)
    _backward(spec)
    _promotion_rules(spec)
    _promotion_matrix(spec)
    _special_cases(spec)
    _result_type(spec)
    _expansion(spec)
    _pitfalls(spec)
    _test_cases(spec)
    _porting(spec)
    _pow_scalar_exponent(spec)
    _pow_infinite_base(spec)
    return spec.cases


def _promote(spec, name, a, b, result, section, note=None, document=None):
    expect = (expect_error("no_promotion") if result is None
              else expect_dtype(result))
    spec.add(name, "promote_types", {"dtypes": [a, b]}, expect, section,
             note=note, document=document)


def _promote_table(spec, name, a, b, result, note=None):
    """A promote_types case decided by promoteTypes' table and checks."""
    _promote(spec, name, a, b, result, PROMOTE_TYPES, note=note,
             document=SCALAR_TYPE)


def _promote_rules(spec, name, a, b, result, note=None,
                   section=PROMOTION_RULES):
    """A promote_types case decided by the documented promotion rules."""
    _promote(spec, name, a, b, result, section, note=note,
             document=ATTRIBUTES)


def _broadcasting(spec):
    # (1, 3) + (2, 1): the shapes of torch.tensor([[1, 2, 3]]) and
    # torch.tensor([[10], [20]]).
    spec.add("broadcast/core-concept", "broadcast_shapes",
             broadcast_inputs((1, 3), (2, 1)), expect_shape((2, 3)), GENERAL)
    spec.add("broadcast/core-concept-values", "add",
             binary_inputs(array("int64", (1, 3), [1, 2, 3]),
                           array("int64", (2, 1), [10, 20])),
             expect_array("int64", (2, 3), [11, 12, 13, 21, 22, 23]), GENERAL,
             note="torch.tensor of Python ints is int64")
    spec.add("broadcast/example-1", "broadcast_shapes",
             broadcast_inputs((3,), (2, 1, 3)), expect_shape((2, 1, 3)),
             GENERAL, note="(3,) is lined up as (1, 1, 3)")
    spec.add("broadcast/example-2", "broadcast_shapes",
             broadcast_inputs((5, 1, 4, 1), (3, 1, 6)),
             expect_shape((5, 3, 4, 6)), GENERAL,
             note="(3, 1, 6) is lined up as (1, 3, 1, 6)")
    spec.add("broadcast/example-3", "broadcast_shapes",
             broadcast_inputs((3, 5), (3, 4)),
             expect_error("incompatible_shapes"), GENERAL,
             note="dimension 1: 5 != 4 and neither is 1; PyTorch says: The "
                  "size of tensor a (5) must match the size of tensor b (4) "
                  "at non-singleton dimension 1")
    spec.add("broadcast/example-4", "broadcast_shapes",
             broadcast_inputs((), (2, 3, 4)), expect_shape((2, 3, 4)),
             GENERAL, note="a 0-d tensor broadcasts to any shape")
    spec.add("broadcast/infer-size-error-dimension", "broadcast_shapes",
             broadcast_inputs((2, 3, 5), (4,)),
             expect_error("incompatible_shapes"), GENERAL,
             note="the error names the dimension in the result's rank "
                  "(infer_size, aten/src/ATen/ExpandUtils.cpp): The size of "
                  "tensor a (5) must match the size of tensor b (4) at "
                  "non-singleton dimension 2; shapes are ours")
    spec.add("broadcast/stride-0", "broadcast_to",
             {"array": array("int64", (3,), [1, 2, 3]), "shape": [2, 3]},
             expect_array("int64", (2, 3), [1, 2, 3, 1, 2, 3], strides=[0, 1]),
             None, document=EXPAND,
             note="shape [3], strides [1] broadcast to [2, 3] without a copy: "
                  "strides [0, 1]; values are ours")


def _gradient_cases(spec, prefix):
    # a (1, 3), b (2, 1), c = a + b (2, 3); c.sum().backward() gives c's
    # gradient as ones of (2, 3), and at::sum_to reduces it to each
    # operand's shape.
    ones = array("float32", (2, 3), [1.0] * 6)
    note = ("c = a + b with a (1, 3), b (2, 1); c.sum().backward() gives "
            "ones of shape (2, 3); float32, as integer tensors cannot "
            "require gradients in PyTorch")
    spec.add(f"{prefix}/a-grad", "sum_to_shape",
             {"gradient": ones, "shape": [1, 3]},
             expect_array("float32", (1, 3), [2.0, 2.0, 2.0]), SUM_TO,
             note=f"a.grad: (1, 3), summed over dimension 0; {note}",
             document=EXPAND_UTILS)
    spec.add(f"{prefix}/b-grad", "sum_to_shape",
             {"gradient": ones, "shape": [2, 1]},
             expect_array("float32", (2, 1), [3.0, 3.0]), SUM_TO,
             note=f"b.grad: (2, 1), summed over dimension 1; {note}",
             document=EXPAND_UTILS)


def _backward(spec):
    _gradient_cases(spec, "backward")


def _promotion_rules(spec):
    spec.add("promotion/core-concept", "add",
             binary_inputs(array("int32", (2,), [1, 2]),
                           array("float32", (2,), [3.5, 4.5])),
             expect_array("float32", (2,), [4.5, 6.5]), PROMOTION_RULES,
             note="int32 + float32 → float32", document=ATTRIBUTES)
    # The rules: the category (complex > floating > integral > boolean),
    # then a size that holds every operand of that category.
    rules = (
        ("rule-1", "same category: the wider type",
         (("int8", "int32", "int32"), ("float16", "float32", "float32"),
          ("complex64", "complex128", "complex128"))),
        ("rule-2", "across categories: the higher category",
         (("bool", "int32", "int32"), ("int32", "float32", "float32"),
          ("float32", "complex64", "complex64"))),
        ("rule-3", "complex: large enough for the floating operand",
         (("float32", "complex64", "complex64"),
          ("float64", "complex64", "complex128"))),
        ("rule-4", "integer with complex: the complex type",
         (("int32", "complex64", "complex64"),)),
    )
    for rule, title, examples in rules:
        for number, (a, b, result) in enumerate(examples, 1):
            _promote_rules(spec, f"promotion/{rule}-{number}", a, b, result,
                           note=title)


def _promotion_matrix(spec):
    for row in MATRIX_ORDER:
        for column, cell in zip(MATRIX_ORDER, MATRIX_ROWS[row].split()):
            a, b = MATRIX_KEY[row], MATRIX_KEY[column]
            _promote_table(spec, f"matrix/{a}-{b}", a, b, MATRIX_KEY[cell])


def _special_cases(spec):
    _promote_table(spec, "special/bfloat16-float16", "bfloat16", "float16",
                   "float32", note="neither holds the other: float32")
    _promote_table(spec, "special/uint8-int32", "uint8", "int32", "int32",
                   note="uint8 has a row in the table")
    wide = ("promoteTypes refuses uint16, uint32 and uint64 with any other "
            "type but a real floating one")
    _promote_table(spec, "special/uint16-int32", "uint16", "int32", None,
                   note=wide)
    _promote_table(spec, "special/uint16-float32", "uint16", "float32",
                   "float32", note=wide)
    for dtype in ("uint32", "uint64"):
        _promote_table(spec, f"special/{dtype}-int32", dtype, "int32", None,
                       note=wide)
        _promote_table(spec, f"special/{dtype}-float32", dtype, "float32",
                       "float32", note=wide)
    for dtype in ("uint16", "uint32", "uint64"):
        _promote_table(spec, f"special/{dtype}-same", dtype, dtype, dtype,
                       note="identical types promote to themselves before "
                            "any other rule (docs/semantics.md)")
    float8 = "Promotion for Float8 Types is not supported"
    _promote_table(spec, "special/float8_e4m3fn-float32", "float8_e4m3fn",
                   "float32", None, note=float8)
    _promote_table(spec, "special/float8_e5m2-float8_e4m3fn", "float8_e5m2",
                   "float8_e4m3fn", None, note=float8)
    _promote_table(spec, "special/float8_e4m3fn-same", "float8_e4m3fn",
                   "float8_e4m3fn", "float8_e4m3fn",
                   note="float8 types promote with nothing else, but an "
                        "identical type returns itself first "
                        "(docs/semantics.md); so would qint8, which is not "
                        "a dtype of the case format")


def _result_type(spec):
    operands = [{"category": "dimensioned", "dtype": "int32"},
                {"category": "zero_dim", "dtype": "float32"},
                {"category": "scalar", "kind": "float", "value": "4.0"}]
    claim = ("a Python float is not of a higher category than the tensors, "
             "and the 0-d float32 tensor is of a higher category than the "
             "int32 one, so float32 holds; combine_categories(int32, "
             "combine_categories(float32, wrapped)) gives float32 under any "
             "default dtype (docs/semantics.md)")
    spec.add("result-type/example-default-float32", "result_type",
             {"operands": operands, "default_float": "float32"},
             expect_dtype("float32"), PROMOTION_RULES, document=ATTRIBUTES,
             note=f"default dtype float32 (the Python float alone would be "
                  f"float32); {claim}")
    spec.add("result-type/example-default-float64", "result_type",
             {"operands": operands, "default_float": "float64"},
             expect_dtype("float32"), PROMOTION_RULES, document=ATTRIBUTES,
             note=f"default dtype float64 (the Python float alone would be "
                  f"float64); {claim}")
    spec.add("result-type/tensor-iterator", "result_type",
             {"operands": [{"category": "dimensioned", "dtype": "int32"},
                           {"category": "dimensioned", "dtype": "float32"}],
              "default_float": "float32"},
             expect_dtype("float32"), PROMOTION_EXAMPLES, document=ATTRIBUTES,
             note="an int32 and a float32 input: float32, as long + float "
                  "is float32 (the result only needs to hold the float)")


def _expansion(spec):
    a_values = [1, 2, 3]
    spec.add("expand/expand-4-3", "broadcast_to",
             {"array": array("int64", (1, 3), a_values), "shape": [4, 3]},
             expect_array("int64", (4, 3), a_values * 4, strides=[0, 1]),
             None, document=EXPAND,
             note="a.expand(4, 3): a view with stride 0")
    spec.add("expand/implicit", "add",
             binary_inputs(array("int64", (1, 3), a_values),
                           array("int64", (4, 1), [10, 20, 30, 40])),
             expect_array("int64", (4, 3), [11, 12, 13, 21, 22, 23, 31, 32,
                                            33, 41, 42, 43]),
             GENERAL, note="c = a + b: (4, 3), broadcast without expand")


def _pitfalls(spec):
    spec.add("pitfall-1/int64-plus-float32", "add",
             binary_inputs(array("int64", (1,), [1000000000]),
                           array("float32", (1,), [1.5])),
             expect_array("float32", (1,), [1000000000.0]),
             PROMOTION_EXAMPLES, document=ATTRIBUTES,
             note="long + float is float32, which loses precision: float32 "
                  "spacing at 1e9 is 64, so 1e9 + 1.5 rounds to 1e9")
    spec.add("pitfall-2/float64-plus-complex64", "add",
             binary_inputs(array("float64", (1,), [1.0]),
                           array("complex64", (1,), [complex(1.0, 2.0)])),
             expect_array("complex128", (1,), [complex(2.0, 2.0)]),
             PROMOTION_RULES, document=ATTRIBUTES,
             note="complex128, not complex64: the result must hold the "
                  "float64")
    _gradient_cases(spec, "pitfall-3")
    spec.add("pitfall-4/bool-plus-int32", "add",
             binary_inputs(array("bool", (2,), [True, False]),
                           array("int32", (2,), [1, 2])),
             expect_array("int32", (2,), [2, 2]),
             PROMOTION_EXAMPLES, document=ATTRIBUTES,
             note="bool + int is int32; [1, 0] + [1, 2] = [2, 2]")
    spec.add("pitfall-5/int32-iadd-float32", "add_inplace",
             binary_inputs(array("int32", (2,), [1, 2]),
                           array("float32", (2,), [3.5, 4.5])),
             expect_error("cannot_cast"), CASTING_EXAMPLES,
             document=ATTRIBUTES,
             note="int_tensor += float_tensor is disallowed: an integral "
                  "output cannot accept a floating point result")
    spec.add("pitfall-5/can-cast-float32-int32", "can_cast",
             {"from": "float32", "to": "int32"}, expect_answer(False),
             CASTING_EXAMPLES, document=ATTRIBUTES)
    _promote_table(spec, "pitfall-6/uint8-int8", "uint8", "int8", "int16",
                   note="uint8 with a signed integer gives a signed integer "
                        "type")
    _promote_table(spec, "pitfall-6/uint16-int16", "uint16", "int16", None,
                   note="uint16, uint32 and uint64 do not promote with "
                        "integers")


def _scalar(kind, value):
    return {"kind": kind, "value": value}


def _pow_scalar_exponent(spec):
    """pow.Tensor_Scalar's own steps (v1.13.1; each case checked against
    python3-torch 1.13.1): pow_Tensor_Scalar_out answers an exponent equal
    to 0 (out.fill_(1)) or 1 (out.copy_(base)) before any kernel, by
    c10::Scalar::equal (an int, a float, a complex with a zero imaginary
    part; a bool never); pow_tensor_scalar_kernel converts an int exponent
    to an integer dtype with exp_scalar.to<scalar_t>(), c10's checked
    conversion."""
    checked = ("pow_tensor_scalar_kernel converts the exponent with "
               "exp_scalar.to<scalar_t>(), c10::checked_convert: ")
    for name, dtype, values, exponent, expect, note in (
            ("int8-by-128", "int8", [2, 3], "128",
             expect_error("scalar_out_of_range"),
             "128 is beyond int8: \"value cannot be converted to type "
             "int8_t without overflow\", where other ops wrap a Python int"),
            ("int8-by-127", "int8", [2, 3], "127",
             expect_array("int8", (2,), [0, -85]),
             "127 fits int8: 2**127 and 3**127 wrapped into int8"),
            ("uint8-by-256", "uint8", [2, 3], "256",
             expect_error("scalar_out_of_range"), "256 is beyond uint8"),
            ("uint8-by-255", "uint8", [2, 3], "255",
             expect_array("uint8", (2,), [0, 171]), "255 fits uint8"),
            ("int32-by-2-to-31", "int32", [2, 3], "2147483648",
             expect_error("scalar_out_of_range"), "2**31 is beyond int32"),
            ("bool-by-300", "bool", [True, False], "300",
             expect_array("int64", (2,), [1, 0]),
             "a bool tensor with an int computes in int64, which holds "
             "300")):
        spec.add(f"pow-scalar-exponent/{name}", "pow",
                 binary_inputs(array(dtype, (2,), values),
                               _scalar("int", exponent)),
                 expect, POW_KERNEL_SECTION, document=POW_KERNEL,
                 note=checked + note)
    spec.add("pow-scalar-exponent/int8-inplace-by-128", "pow_inplace",
             binary_inputs(array("int8", (2,), [2, 3]), _scalar("int", "128")),
             expect_error("scalar_out_of_range"), POW_KERNEL_SECTION,
             document=POW_KERNEL, note=checked + "pow_ converts it as pow does")
    reduced = ("pow_tensor_scalar_kernel converts the exponent to float16 "
               "and bfloat16 with exp_scalar.to<at::Half>() and "
               ".to<at::BFloat16>(), c10::checked_convert: a finite value "
               "beyond the largest finite one raises \"value cannot be "
               "converted to type at::Half without overflow\"; an infinity "
               "passes; ")
    out_of_range = expect_error("scalar_out_of_range")
    for name, op, dtype, values, scalar, expect, note in (
            ("float16-by-65520.0", "pow", "float16", [1.0, -1.0],
             _scalar("float", "65520.0"), out_of_range,
             "65520.0 is beyond 65504, though it would round to inf"),
            ("float16-by-65504.0", "pow", "float16", [1.0, -1.0],
             _scalar("float", "65504.0"),
             expect_array("float16", (2,), [1.0, 1.0], tolerance_ulp=4),
             "65504.0 is float16's largest finite value, an even integer"),
            ("float16-by-inf", "pow", "float16", [0.5, 2.0],
             _scalar("float", "inf"),
             expect_array("float16", (2,), [0.0, float("inf")],
                          tolerance_ulp=4), "inf passes"),
            ("float16-by-2-to-62", "pow", "float16", [1.0, -1.0],
             _scalar("int", str(2 ** 62)), out_of_range,
             "an int is checked too: 2**62 is beyond 65504"),
            ("float16-by-minus-70000", "pow", "float16", [1.0, -1.0],
             _scalar("int", "-70000"), out_of_range,
             "-70000 is below -65504"),
            ("float16-inplace-by-65520.0", "pow_inplace", "float16",
             [1.0, -1.0], _scalar("float", "65520.0"), out_of_range,
             "pow_ converts it as pow does"),
            ("bfloat16-by-3.5e38", "pow", "bfloat16", [1.0, -1.0],
             _scalar("float", "3.5e+38"), out_of_range,
             "3.5e38 is beyond bfloat16's 0x1.fep127"),
            ("bfloat16-by-65520.0", "pow", "bfloat16", [1.0, -1.0],
             _scalar("float", "65520.0"),
             expect_array("bfloat16", (2,), [1.0, 1.0], tolerance_ulp=4),
             "65520.0 fits bfloat16 (rounded to 65536, even)"),
            ("float32-by-1e39", "pow", "float32", [1.0, 0.5],
             _scalar("float", "1e+39"),
             expect_array("float32", (2,), [1.0, 0.0], tolerance_ulp=4),
             "float32 takes the exponent as a double: no check")):
        spec.add(f"pow-scalar-exponent/{name}", op,
                 binary_inputs(array(dtype, (2,), values), scalar),
                 expect, POW_KERNEL_SECTION, document=POW_KERNEL,
                 note=reduced + note)
    for name, op, expect, note in (
            ("int16-by-70000.0-default-float16", "pow",
             out_of_range, "int16 with a float computes in the default "
             "float, float16, whose kernel refuses 70000.0"),
            ("int16-inplace-by-70000.0-default-float16", "pow_inplace",
             expect_error("cannot_cast"), "in place, the meta function "
             "refuses the int16 destination of a float16 result first "
             "(\"Found dtype Short but expected Half\"): the kernel's "
             "conversion is never reached")):
        spec.add(f"pow-scalar-exponent/{name}", op,
                 binary_inputs(array("int16", (1,), [0]),
                               _scalar("float", "70000.0"), "float16"),
                 expect, POW_KERNEL_SECTION, document=POW_KERNEL,
                 note=reduced + note)
    rpow = ("`3 ** x` is Tensor.__rpow__ (torch/_tensor.py): "
            "torch.tensor(3, dtype=torch.result_type(3, x)) ** x, whose "
            "factory converts an int checked (torch/csrc/utils/"
            "python_scalars.h store_scalar, unpackIntegral): ")
    for name, dtype, values, scalar, expect, note in (
            ("300-to-int8", "int8", [1, 0], _scalar("int", "300"),
             out_of_range, "300 is beyond int8, where 300 + x wraps"),
            ("127-to-int8", "int8", [1, 0], _scalar("int", "127"),
             expect_array("int8", (2,), [127, 1]), "127 fits int8"),
            ("minus-1-to-uint8", "uint8", [1, 0], _scalar("int", "-1"),
             expect_array("uint8", (2,), [255, 1]),
             "an unsigned dtype takes a negative int down to -255, "
             "wrapped: -1 is 255"),
            ("minus-256-to-uint8", "uint8", [1, 0], _scalar("int", "-256"),
             out_of_range, "-256 is below -255"),
            ("2-to-31-to-int32", "int32", [1, 0],
             _scalar("int", "2147483648"), out_of_range,
             "2**31 is beyond int32"),
            ("300-to-bool", "bool", [True, False], _scalar("int", "300"),
             expect_array("int64", (2,), [300, 1]),
             "an int with a bool tensor is int64, which holds 300"),
            ("1e39-to-float16", "float16", [1.0, 0.0],
             _scalar("float", "1e+39"),
             expect_array("float16", (2,), [float("inf"), 1.0],
                          tolerance_ulp=4),
             "a float is converted unchecked: 1e39 is inf in float16")):
        spec.add(f"pow-scalar-base/{name}", "pow",
                 binary_inputs(_scalar(scalar["kind"], scalar["value"]),
                               array(dtype, (2,), values)),
                 expect, RPOW_SECTION, document=TENSOR_PY, note=rpow + note)
    half = array("complex32", (2,), [complex(0.5, 1.0), complex(2.0, 0.0)])
    # pow's results carry the corpus's complex pow tolerance (8 ulps at
    # the result's modulus, docs/values.md), a copy's too.
    ones = expect_array("complex32", (2,), [complex(1.0, 0.0)] * 2,
                        tolerance_ulp=8, tolerance_scale=[1.0, 1.0])
    same = expect_array("complex32", (2,),
                        [complex(0.5, 1.0), complex(2.0, 0.0)],
                        tolerance_ulp=8, tolerance_scale=[2.0, 2.0])
    unit = ("pow_Tensor_Scalar_out answers an exponent equal to 0 with "
            "out.fill_(1) and one equal to 1 with out.copy_(base) before "
            "any kernel, and no pow kernel takes ComplexHalf: ")
    for name, op, scalar, expect, note in (
            ("complex32-by-0", "pow", _scalar("int", "0"), ones, "1"),
            ("complex32-by-negative-zero", "pow", _scalar("float", "-0.0"),
             ones, "-0.0 equals 0.0"),
            ("complex32-by-0j", "pow_inplace",
             _scalar("complex", ["0.0", "0.0"]), ones,
             "0j equals 0.0; pow_ fills its destination"),
            ("complex32-by-1", "pow", _scalar("float", "1.0"), same,
             "a copy"),
            ("complex32-by-1-0j", "pow", _scalar("complex", ["1.0", "0.0"]),
             same, "1+0j equals 1.0: a copy"),
            ("complex32-by-true", "pow", _scalar("bool", True),
             expect_error("unsupported_dtype_for_op"),
             "a bool Scalar never equals a number (Scalar::equal), so "
             "True reaches the kernel lookup: \"pow\" not implemented for "
             "'ComplexHalf'"),
            ("complex32-by-2", "pow", _scalar("int", "2"),
             expect_error("unsupported_dtype_for_op"),
             "2 reaches the kernel lookup")):
        spec.add(f"pow-scalar-exponent/{name}", op,
                 binary_inputs(half, scalar), expect, POW_OUT,
                 document=POW, note=unit + note)
    float16 = array("float16", (2,), [0.5, -2.0])
    spec.add("pow-scalar-exponent/float16-by-0j", "pow",
             binary_inputs(float16, _scalar("complex", ["0.0", "0.0"])),
             ones, POW_OUT, document=POW,
             note=unit + "float16 with a complex computes in complex32")
    spec.add("pow-scalar-exponent/float16-inplace-by-0j", "pow_inplace",
             binary_inputs(float16, _scalar("complex", ["0.0", "0.0"])),
             expect_error("cannot_cast"), POW_OUT, document=POW,
             note="the meta function's checks come first: complex32 is no "
                  "float16 destination (\"Found dtype Half but expected "
                  "ComplexHalf\")")


def _pow_infinite_base(spec):
    """A floating pow's special cases are C's pow's (pow_tensor_tensor_kernel:
    std::pow, and Sleef's pow in the vectorized body), so C11 Annex F
    F.10.4.4 decides an infinite base: (-inf) ** y is +0 for y < 0 not an
    odd integer, and -2**63 is even (python3-torch 1.13.1 gives 0.0).
    Powers carry the corpus's real pow tolerance, 4 ulps (docs/values.md),
    which leaves a zero or an infinity exact."""
    spec.add("pow-infinite-base/float32-by-int64-min", "pow",
             binary_inputs(array("float32", (1,), [float("-inf")]),
                           array("int64", (1,), [-2 ** 63])),
             expect_array("float32", (1,), [0.0], tolerance_ulp=4),
             POW_TENSOR_KERNEL,
             document=POW_KERNEL,
             note="float32 with int64 computes in float32; -2**63 is an "
                  "even integer, so (-inf) ** -2**63 is +0, not +inf")
    spec.add("pow-infinite-base/float64-odd-and-even", "pow",
             binary_inputs(array("float64", (4,), [float("-inf")] * 4),
                           array("float64", (4,), [-3.0, 3.0, -2.0 ** 64,
                                                   2.0 ** 63])),
             expect_array("float64", (4,), [-0.0, float("-inf"), 0.0,
                                            float("inf")], tolerance_ulp=4),
             POW_TENSOR_KERNEL, document=POW_KERNEL,
             note="an odd integer exponent keeps the sign: -0 and -inf; "
                  "2**64 and 2**63 are even: +0 and +inf")


def _test_cases(spec):
    spec.add("tests/broadcast-test-1", "broadcast_shapes",
             broadcast_inputs((1,), (2, 1)), expect_shape((2, 1)), GENERAL)
    spec.add("tests/broadcast-test-1-values", "add",
             binary_inputs(array("int64", (1,), [1]),
                           array("int64", (2, 1), [2, 3])),
             expect_array("int64", (2, 1), [3, 4]), GENERAL)
    spec.add("tests/broadcast-test-2", "broadcast_shapes",
             broadcast_inputs((5, 1, 4, 1), (3, 1, 6)),
             expect_shape((5, 3, 4, 6)), GENERAL)
    spec.add("tests/broadcast-test-3", "broadcast_shapes",
             broadcast_inputs((), (3, 4)), expect_shape((3, 4)), GENERAL)
    test4 = ("(1,2) + (3,1) → (3,2): each dimension pair has a 1, so this "
             "is not an error")
    spec.add("tests/broadcast-test-4", "broadcast_shapes",
             broadcast_inputs((1, 2), (3, 1)), expect_shape((3, 2)),
             GENERAL, note=test4)
    spec.add("tests/broadcast-test-4-values", "add",
             binary_inputs(array("int64", (1, 2), [1, 2]),
                           array("int64", (3, 1), [1, 2, 3])),
             expect_array("int64", (3, 2), [2, 3, 3, 4, 4, 5]),
             GENERAL, note=test4)
    as_pairs = "torch.result_type of two dtypes, taken as promote_types"
    tests = (("int32", "int64", "int64"), ("int32", "float32", "float32"),
             ("float64", "complex64", "complex128"),
             ("bool", "int32", "int32"))
    for number, (a, b, result) in enumerate(tests, 1):
        _promote_rules(spec, f"tests/promotion-test-{number}", a, b, result,
                       note=as_pairs)


def _porting(spec):
    spec.add("porting/mlx-broadcast", "broadcast_shapes",
             broadcast_inputs((1, 3), (2, 1)), expect_shape((2, 3)), GENERAL,
             note="(1, 3) + (2, 1) → (2, 3): MLX broadcasts by the same "
                  "rule as PyTorch and NumPy")
    _promote_table(spec, "porting/float16-bfloat16", "float16", "bfloat16",
                   "float32", note="float16 + bfloat16 is float32, in "
                                   "PyTorch as in MLX")
