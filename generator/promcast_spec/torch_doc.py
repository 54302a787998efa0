"""Seed 002_e1022e5335eeb436.txt: PyTorch broadcasting and type promotion."""

from .builder import (SpecCases, array, binary_inputs, broadcast_inputs,
                      expect_answer, expect_array, expect_dtype, expect_error,
                      expect_shape)

SEED = "002_e1022e5335eeb436.txt"
SOURCE = f"{SEED} (PyTorch broadcasting and type promotion)"

# Seed §Promotion Matrix, as printed: rows and columns in this order, cell
# abbreviations as in the seed's key. Transcribed here a second time, apart
# from the model's copy, so the two can check each other.
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
    spec = SpecCases("spec/torch", SEED)
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
    return spec.cases


def _promote(spec, name, a, b, result, section, note=None):
    expect = (expect_error("no_promotion") if result is None
              else expect_dtype(result))
    spec.add(name, "promote_types", {"dtypes": [a, b]}, expect, section,
             note=note)


def _broadcasting(spec):
    core = "Broadcasting Semantics / Core Concept"
    spec.add("broadcast/core-concept", "broadcast_shapes",
             broadcast_inputs((1, 3), (2, 1)), expect_shape((2, 3)), core)
    spec.add("broadcast/core-concept-values", "add",
             binary_inputs(array("int64", (1, 3), [1, 2, 3]),
                           array("int64", (2, 1), [10, 20])),
             expect_array("int64", (2, 3), [11, 12, 13, 21, 22, 23]), core,
             note="torch.tensor of Python ints is int64")
    examples = "Broadcasting Semantics / Examples"
    spec.add("broadcast/example-1", "broadcast_shapes",
             broadcast_inputs((3,), (2, 1, 3)), expect_shape((2, 1, 3)),
             f"{examples} / Example 1")
    spec.add("broadcast/example-2", "broadcast_shapes",
             broadcast_inputs((5, 1, 4, 1), (3, 1, 6)),
             expect_shape((5, 3, 4, 6)), f"{examples} / Example 2")
    spec.add("broadcast/example-3", "broadcast_shapes",
             broadcast_inputs((3, 5), (3, 4)),
             expect_error("incompatible_shapes"), f"{examples} / Example 3",
             note="ERROR: Dimension 1: 5 != 4 and neither is 1; infer_size "
                  "says: The size of tensor a (5) must match the size of "
                  "tensor b (4) at non-singleton dimension 1")
    spec.add("broadcast/example-4", "broadcast_shapes",
             broadcast_inputs((), (2, 3, 4)), expect_shape((2, 3, 4)),
             f"{examples} / Example 4")
    spec.add("broadcast/infer-size-error-dimension", "broadcast_shapes",
             broadcast_inputs((2, 3, 5), (4,)),
             expect_error("incompatible_shapes"),
             "Implementation in PyTorch / Shape Inference Algorithm",
             note="infer_size's loop names the dimension in the result's "
                  "rank: The size of tensor a (5) must match the size of "
                  "tensor b (4) at non-singleton dimension 2; shapes are ours")
    strides = "Implementation in PyTorch / Memory-Efficient Broadcasting"
    spec.add("broadcast/stride-0", "broadcast_to",
             {"array": array("int64", (3,), [1, 2, 3]), "shape": [2, 3]},
             expect_array("int64", (2, 3), [1, 2, 3, 1, 2, 3], strides=[0, 1]),
             strides,
             note="shape=[3], strides=[1] broadcast to [2, 3]: strides "
                  "[0, 1]; values are ours")


def _gradient_cases(spec, prefix, section):
    # a (1, 3), b (2, 1), c = a + b (2, 3); c.sum().backward() gives c's
    # gradient as ones of (2, 3).
    ones = array("float32", (2, 3), [1.0] * 6)
    note = ("the seed's integer tensors cannot require gradients in PyTorch; "
            "float32 here. c.sum() gives ones of shape (2, 3)")
    spec.add(f"{prefix}/a-grad", "sum_to_shape",
             {"gradient": ones, "shape": [1, 3]},
             expect_array("float32", (1, 3), [2.0, 2.0, 2.0]), section,
             note=f"a.grad: (1, 3), summed over dimension 0; {note}")
    spec.add(f"{prefix}/b-grad", "sum_to_shape",
             {"gradient": ones, "shape": [2, 1]},
             expect_array("float32", (2, 1), [3.0, 3.0]), section,
             note=f"b.grad: (2, 1), summed over dimension 1; {note}")


def _backward(spec):
    _gradient_cases(spec, "backward", "Broadcasting in Backward Pass")


def _promotion_rules(spec):
    section = "Type Promotion"
    spec.add("promotion/core-concept", "add",
             binary_inputs(array("int32", (2,), [1, 2]),
                           array("float32", (2,), [3.5, 4.5])),
             expect_array("float32", (2,), [4.5, 6.5]),
             f"{section} / Core Concept", note="int32 + float32 → float32")
    rules = (
        ("rule-1", "Rule 1: Same Category → Wider Type",
         (("int8", "int32", "int32"), ("float16", "float32", "float32"),
          ("complex64", "complex128", "complex128"))),
        ("rule-2", "Rule 2: Cross-Category → Higher Category",
         (("bool", "int32", "int32"), ("int32", "float32", "float32"),
          ("float32", "complex64", "complex64"))),
        ("rule-3", "Rule 3: Complex Preserves Value Type",
         (("float32", "complex64", "complex64"),
          ("float64", "complex64", "complex128"))),
        ("rule-4", "Rule 4: Integer + Complex → Complex",
         (("int32", "complex64", "complex64"),)),
    )
    for rule, title, examples in rules:
        for number, (a, b, result) in enumerate(examples, 1):
            _promote(spec, f"promotion/{rule}-{number}", a, b, result,
                     f"{section} / Promotion Rules / {title}")


def _promotion_matrix(spec):
    section = "Promotion Matrix"
    for row in MATRIX_ORDER:
        for column, cell in zip(MATRIX_ORDER, MATRIX_ROWS[row].split()):
            a, b = MATRIX_KEY[row], MATRIX_KEY[column]
            _promote(spec, f"matrix/{a}-{b}", a, b, MATRIX_KEY[cell], section)


def _special_cases(spec):
    section = "Special Cases"
    _promote(spec, "special/bfloat16-float16", "bfloat16", "float16",
             "float32", f"{section} / BFloat16 Promotion")
    unsigned = f"{section} / Unsigned Integer Handling"
    _promote(spec, "special/uint8-int32", "uint8", "int32", "int32", unsigned,
             note="legacy behavior")
    _promote(spec, "special/uint16-int32", "uint16", "int32", None, unsigned,
             note="Not supported")
    _promote(spec, "special/uint16-float32", "uint16", "float32", "float32",
             unsigned)
    wide = ("uint16, uint32, uint64 + integer → ERROR (not supported "
            "except with floating types)")
    for dtype in ("uint32", "uint64"):
        _promote(spec, f"special/{dtype}-int32", dtype, "int32", None,
                 unsigned, note=wide)
        _promote(spec, f"special/{dtype}-float32", dtype, "float32",
                 "float32", unsigned, note=wide)
    for dtype in ("uint16", "uint32", "uint64"):
        _promote(spec, f"special/{dtype}-same", dtype, dtype, dtype, unsigned,
                 note="identical types promote to themselves before any other "
                      "rule (semantics.md, promoteTypes)")
    float8 = f"{section} / Quantized and Float8 Types"
    _promote(spec, "special/float8_e4m3fn-float32", "float8_e4m3fn",
             "float32", None, float8, note="Promotion not supported")
    _promote(spec, "special/float8_e5m2-float8_e4m3fn", "float8_e5m2",
             "float8_e4m3fn", None, float8)
    _promote(spec, "special/float8_e4m3fn-same", "float8_e4m3fn",
             "float8_e4m3fn", "float8_e4m3fn", float8,
             note="the seed says these types do not support promotion, and "
                  "qint8 + qint8 → ERROR; PyTorch's promoteTypes returns an "
                  "identical type itself first (semantics.md); qint8 is not "
                  "a dtype of the case format")


def _result_type(spec):
    section = "`result_type` Function / Example"
    operands = [{"category": "dimensioned", "dtype": "int32"},
                {"category": "zero_dim", "dtype": "float32"},
                {"category": "scalar", "kind": "float", "value": "4.0"}]
    claim = ("the seed's worked example claims wrappedResult float64 and the "
             "final combine_categories(int32, combine_categories(float32, "
             "float64)) = float64; but combine_categories(float32, float64) "
             "returns its higher-priority argument float32 (a floating "
             "zero-dim result is never overridden by a scalar of the same "
             "category), so PyTorch gives float32")
    spec.add("result-type/example-default-float32", "result_type",
             {"operands": operands, "default_float": "float32"},
             expect_dtype("float32"), section,
             note=f"default dtype float32 (wrappedResult float32); {claim}")
    spec.add("result-type/example-default-float64", "result_type",
             {"operands": operands, "default_float": "float64"},
             expect_dtype("float32"), section,
             note=f"default dtype float64 (wrappedResult float64, as the seed "
                  f"says); {claim}")
    iterator = "Implementation in TensorIterator"
    spec.add("result-type/tensor-iterator", "result_type",
             {"operands": [{"category": "dimensioned", "dtype": "int32"},
                           {"category": "dimensioned", "dtype": "float32"}],
              "default_float": "float32"},
             expect_dtype("float32"), iterator,
             note="common_dtype of an int32 and a float32 input")


def _expansion(spec):
    section = "Expansion vs Broadcasting"
    a_values = [1, 2, 3]
    spec.add("expand/expand-4-3", "broadcast_to",
             {"array": array("int64", (1, 3), a_values), "shape": [4, 3]},
             expect_array("int64", (4, 3), a_values * 4, strides=[0, 1]),
             f"{section} / Expansion (Explicit)",
             note="a.expand(4, 3): a view with stride 0")
    spec.add("expand/implicit", "add",
             binary_inputs(array("int64", (1, 3), a_values),
                           array("int64", (4, 1), [10, 20, 30, 40])),
             expect_array("int64", (4, 3), [11, 12, 13, 21, 22, 23, 31, 32,
                                            33, 41, 42, 43]),
             f"{section} / Broadcasting (Implicit)", note="c = a + b: (4, 3)")


def _pitfalls(spec):
    section = "Edge Cases & Pitfalls"
    spec.add("pitfall-1/int64-plus-float32", "add",
             binary_inputs(array("int64", (1,), [1000000000]),
                           array("float32", (1,), [1.5])),
             expect_array("float32", (1,), [1000000000.0]),
             f"{section} / Pitfall 1: Silent Precision Loss",
             note="float32 spacing at 1e9 is 64, so 1e9 + 1.5 rounds to 1e9")
    spec.add("pitfall-2/float64-plus-complex64", "add",
             binary_inputs(array("float64", (1,), [1.0]),
                           array("complex64", (1,), [complex(1.0, 2.0)])),
             expect_array("complex128", (1,), [complex(2.0, 2.0)]),
             f"{section} / Pitfall 2: Complex Promotion Surprises",
             note="complex128, not complex64")
    _gradient_cases(spec, "pitfall-3",
                    f"{section} / Pitfall 3: Broadcasting with Reduction")
    spec.add("pitfall-4/bool-plus-int32", "add",
             binary_inputs(array("bool", (2,), [True, False]),
                           array("int32", (2,), [1, 2])),
             expect_array("int32", (2,), [2, 2]),
             f"{section} / Pitfall 4: Bool Promotion",
             note="[1, 0] + [1, 2] = [2, 2]")
    pitfall5 = f"{section} / Pitfall 5: In-Place Operations Don't Promote"
    spec.add("pitfall-5/int32-iadd-float32", "add_inplace",
             binary_inputs(array("int32", (2,), [1, 2]),
                           array("float32", (2,), [3.5, 4.5])),
             expect_error("cannot_cast"), pitfall5,
             note="ERROR! Can't cast float32 to int32 in-place")
    spec.add("pitfall-5/can-cast-float32-int32", "can_cast",
             {"from": "float32", "to": "int32"}, expect_answer(False),
             pitfall5)
    pitfall6 = f"{section} / Pitfall 6: NumPy Compatibility Edge Cases"
    _promote(spec, "pitfall-6/uint8-int8", "uint8", "int8", "int16", pitfall6,
             note="PyTorch: uint8 + int → int (a signed integer type)")
    _promote(spec, "pitfall-6/uint16-int16", "uint16", "int16", None, pitfall6,
             note="PyTorch: Raises error for uint16/32/64 + int")


def _test_cases(spec):
    section = "Testing Promotion & Broadcasting / Test Cases for Broadcasting"
    spec.add("tests/broadcast-test-1", "broadcast_shapes",
             broadcast_inputs((1,), (2, 1)), expect_shape((2, 1)),
             f"{section} / Test 1")
    spec.add("tests/broadcast-test-1-values", "add",
             binary_inputs(array("int64", (1,), [1]),
                           array("int64", (2, 1), [2, 3])),
             expect_array("int64", (2, 1), [3, 4]), f"{section} / Test 1")
    spec.add("tests/broadcast-test-2", "broadcast_shapes",
             broadcast_inputs((5, 1, 4, 1), (3, 1, 6)),
             expect_shape((5, 3, 4, 6)), f"{section} / Test 2")
    spec.add("tests/broadcast-test-3", "broadcast_shapes",
             broadcast_inputs((), (3, 4)), expect_shape((3, 4)),
             f"{section} / Test 3")
    test4 = ("the seed labels this 'Incompatible (should error)', but its own "
             "comment is right: (1,2) + (3,1) → (3,2)")
    spec.add("tests/broadcast-test-4", "broadcast_shapes",
             broadcast_inputs((1, 2), (3, 1)), expect_shape((3, 2)),
             f"{section} / Test 4", note=test4)
    spec.add("tests/broadcast-test-4-values", "add",
             binary_inputs(array("int64", (1, 2), [1, 2]),
                           array("int64", (3, 1), [1, 2, 3])),
             expect_array("int64", (3, 2), [2, 3, 3, 4, 4, 5]),
             f"{section} / Test 4", note=test4)
    promotion = "Testing Promotion & Broadcasting / Test Cases for Type " \
                "Promotion"
    as_pairs = "torch.result_type of two dtypes, taken as promote_types"
    tests = (("int32", "int64", "int64"), ("int32", "float32", "float32"),
             ("float64", "complex64", "complex128"),
             ("bool", "int32", "int32"))
    for number, (a, b, result) in enumerate(tests, 1):
        _promote(spec, f"tests/promotion-test-{number}", a, b, result,
                 f"{promotion} / Test {number}", note=as_pairs)


def _porting(spec):
    section = "MLX Porting Considerations / Broadcasting"
    spec.add("porting/mlx-broadcast", "broadcast_shapes",
             broadcast_inputs((1, 3), (2, 1)), expect_shape((2, 3)), section,
             note="(1, 3) + (2, 1) → (2, 3); the broadcasting rule is "
                  "PyTorch's, which the seed recommends MLX adopt")
    differences = "MLX Porting Considerations / Key Differences from PyTorch"
    _promote(spec, "porting/float16-bfloat16", "float16", "bfloat16",
             "float32", differences, note="PyTorch column: float32")
