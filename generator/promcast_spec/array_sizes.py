"""Arrays whose sizes reach int64's limit: an empty array (a size 0 and no
elements) may have other sizes as large as INT64_MAX, and what a library
does when the sizes of an array it makes pass a limit is a rule of its own
(docs/semantics.md, "Sizes past int64"). Every case was run with
python3-torch 1.13 and python3-numpy 1.24.

concat: the sizes along the axis are summed; a sum past INT64_MAX is
`shape_overflow` in every profile. PyTorch's cat sums into an int64_t and
refuses the wrapped size ("Trying to create tensor with negative
dimension"), NumPy's concatenate likewise ("negative dimensions are not
allowed"); the other libraries have no size past int64 either
(TensorFlow.js and stdlib, whose sizes are doubles, would compute 2**63
and go on: the case format has no such size, and their profiles keep the
error; only powers of two are sizes near 2**63 they can be given). The
arrays are bool, whose one-byte elements keep NumPy's byte limit out of
the way.

Element-wise ops and functions: every profile counts the elements, a 0
making an array empty whatever its other sizes, but torch and numpy, which
refuse more, for each array operand (one the library could not have made)
and the result it allocates:

- torch: the sizes multiplied in order in uint64, an overflow before a 0
  kept: a result [2**62, 4, 0] is refused ("Storage size calculation
  overflowed with sizes=", or "numel: integer multiplication overflow"
  from where's and stack's views of it); and stack below the last
  position is cat along that dimension, whose sum of sizes past
  INT64_MAX is refused as concat's is;
- numpy: the item size times the sizes but the zeros, past INT64_MAX,
  wherever the 0 stands: a float32 [0, 2**62, 1] operand and an int8
  [0, 2**61, 4] result are refused ("array is too big", or "iterator is
  too large" from a ufunc's iterator, which multiplies the same sizes
  first).

matmul and vecdot whose contracted size is 0 have a result without a 0,
and one of 2**64 elements is `shape_overflow` everywhere. One of 2**62
float32 elements, which int64 counts, is 2**64 bytes: torch and numpy
refuse it, and the other profiles' result is one no case can state
(_readable).

A case expecting an empty result with a size past INT32_MAX ([2**62, 4,
0] under the profiles that count, [0, 2**62, 4] under torch) is left out
(_readable); the oracle's and the model's unit tests hold those. MLX is
left out: its sizes are int32_t (mlx/array.h, ShapeElem), so no array
here can be an MLX array.

Expectations are literals, not computed by the model."""

from .builder import (SpecCases, array, binary_inputs, expect_array,
                      expect_error, function_inputs)

SOURCE = "Array API standard, concat"
BROADCASTING = "Array API standard, Broadcasting"
TORCH = "pytorch/pytorch aten/src/ATen/EmptyTensor.cpp"
TORCH_SECTION = "computeStorageNbytesContiguous"
NUMPY = "numpy/numpy numpy/_core/src/multiarray/ctors.c"
NUMPY_SECTION = "PyArray_NewFromDescr_int"
HALF = 1 << 62
QUARTER = 1 << 61
EIGHTH = 1 << 60
ELEMENTWISE_PROFILES = ("torch", "numpy", "array-api", "jax", "tfjs", "onnx")
INPLACE_PROFILES = ("torch", "numpy", "array-api")
# vecdot's profiles but MLX, whose own axis rule refuses these operands
# first (invalid_axis: docs/semantics.md, vecdot).
VECDOT_PROFILES = ("torch", "numpy", "array-api", "jax")
# TensorFlow.js has no int8.
INT8_PROFILES = tuple(p for p in ELEMENTWISE_PROFILES if p != "tfjs")
# MLX is left out (the file's comment).
CONCAT_PROFILES = ("torch", "numpy", "jax", "array-api", "onnx", "tfjs",
                   "stdlib")
# The JavaScript libraries' sizes are doubles: only powers of two near
# 2**63 are sizes they can be given exactly.
JS_PROFILES = ("tfjs", "stdlib")


def _empty(*shape):
    return array("bool", shape, [])


def _concat_cases(spec):
    for profile in CONCAT_PROFILES:
        def add(name, arrays, axis, expect, note):
            spec.add(f"concat/{name}/{profile}", "concat",
                     function_inputs("concat", arrays, axis=axis), expect,
                     "Parameters", note=note, profile=profile)
        add("axis-0-past-int64", [_empty(HALF, 0), _empty(HALF, 0)], 0,
            expect_error("shape_overflow"),
            "2**62 + 2**62 along axis 0 is 2**63, one past INT64_MAX")
        add("axis-last-past-int64", [_empty(0, HALF), _empty(0, HALF)], -1,
            expect_error("shape_overflow"),
            "2**62 + 2**62 along the last axis is 2**63")
        if profile in JS_PROFILES:
            continue
        add("third-array-past-int64",
            [_empty(HALF, 0), _empty(HALF - 1, 0), _empty(1, 0)], 0,
            expect_error("shape_overflow"),
            "the first two sum to INT64_MAX; the third passes it")


def _citation(profile):
    """The document and section of a profile's size rule."""
    if profile == "torch":
        return TORCH, TORCH_SECTION
    if profile == "numpy":
        return NUMPY, NUMPY_SECTION
    return BROADCASTING, "Algorithm"


def _sized(profile, refused_by, empty):
    """shape_overflow where `profile` is among `refused_by`, else the
    empty result `empty` (dtype, shape); None when that result is one the
    runner cannot read from an adapter (_readable)."""
    if profile in refused_by:
        return expect_error("shape_overflow")
    dtype, shape = empty
    if not _readable(shape):
        return None
    return expect_array(dtype, shape, [])


def _readable(shape):
    """Whether the runner reads an answer of `shape` from an adapter
    (runner/src/adapter_answer.c, tensor_problem): the sizes multiplied in
    order up to the first 0, and each row-major stride (a size 0 counted
    as 1), at most INT32_MAX. An empty result with a size past that, such
    as [2**62, 4, 0], is valid and its expectation is known, but no case
    can state it until the runner reads empty answers of any size: the
    cases here that expect one are left out, and the oracle's and the
    model's unit tests hold them (test_array_size.c, test_array_sizes.py)."""
    limit = (1 << 31) - 1
    product = 1
    for size in shape:
        if product and size > limit // product:
            return False
        product *= size
    stride = 1
    for size in reversed(shape):
        if stride > limit:
            return False
        stride *= max(size, 1)
    return True


def _elementwise_cases(spec):
    ones = [1.0, 2.0, 3.0, 4.0]
    for profile in ELEMENTWISE_PROFILES:
        document, section = _citation(profile)

        def add(name, op, inputs, refused_by, empty, note):
            expect = _sized(profile, refused_by, empty)
            if expect is not None:
                spec.add(f"{op}/{name}/{profile}", op, inputs, expect,
                         section, note=note, document=document,
                         profile=profile)
        add("product-past-uint64-before-zero", "add",
            binary_inputs(array("float32", [HALF, 1, 0], []),
                          array("float32", [4, 1], ones)),
            ("torch", "numpy"), ("float32", [HALF, 4, 0]),
            "the result [2**62, 4, 0]: PyTorch's product of the sizes "
            "passes 2**64 before the 0; NumPy refuses the float32 operand "
            "(4 * 2**62 bytes)")
        add("zero-before-large-sizes", "add",
            binary_inputs(array("float32", [0, HALF, 1], []),
                          array("float32", [1, 4], ones)),
            ("numpy",), ("float32", [0, HALF, 4]),
            "the result [0, 2**62, 4]: PyTorch's product meets the 0 first; "
            "NumPy skips the 0 and refuses the float32 operand")
        add("where-product-past-uint64", "where",
            function_inputs("where", [array("bool", [HALF, 1, 0], []),
                                      array("float32", [4, 1], ones),
                                      array("float32", [1], [0.5])]),
            ("torch", "numpy"), ("float32", [HALF, 4, 0]),
            "the result [2**62, 4, 0]: PyTorch's broadcast views of it "
            "already overflow (numel); NumPy's float32 result is 2**66 "
            "bytes")
        add("stack-product-past-uint64", "stack",
            function_inputs("stack", [array("float32", [HALF, 0], [])] * 4,
                            axis=1),
            ("torch", "numpy"), ("float32", [HALF, 4, 0]),
            "the result [2**62, 4, 0]; NumPy refuses the float32 operands")
        add("clip-product-past-uint64", "clip",
            function_inputs("clip", [array("float32", [HALF, 1, 0], []),
                                     array("float32", [4, 1], ones), None]),
            ("torch", "numpy"), ("float32", [HALF, 4, 0]),
            "x broadcast with its min to [2**62, 4, 0]; NumPy refuses the "
            "float32 x")
        add("stack-sum-past-int64", "stack",
            function_inputs("stack", [array("bool", [HALF, 0], [])] * 2,
                            axis=0),
            ("torch", "numpy"), ("bool", [2, HALF, 0]),
            "PyTorch stacks below the last position by cat along that "
            "dimension, then a view: 2**62 + 2**62 passes INT64_MAX "
            "(\"Trying to create tensor with negative dimension\"); NumPy's "
            "bool result [2, 2**62, 0] is 2**63 bytes")
        add("matmul-empty-contraction", "matmul",
            function_inputs("matmul", [array("float32", [HALF, 0], []),
                                       array("float32", [0, 4], [])]),
            ELEMENTWISE_PROFILES, None,
            "the contracted size is 0, so the result [2**62, 4] has no 0 "
            "and 2**64 elements, more than int64 counts")
        if profile in VECDOT_PROFILES:
            add("vecdot-empty-contraction", "vecdot",
                function_inputs("vecdot", [array("float32", [HALF, 0], []),
                                           array("float32", [4, 1, 0], [])]),
                ELEMENTWISE_PROFILES, None,
                "the contracted size is 0: the result [4, 2**62] has no 0 "
                "and 2**64 elements")
        add("matmul-bytes-past-int64", "matmul",
            function_inputs("matmul", [array("float32", [QUARTER, 0], []),
                                       array("float32", [0, 2], [])]),
            ("torch", "numpy"), ("float32", [QUARTER, 2]),
            "the contracted size is 0: the result [2**61, 2] has 2**62 "
            "elements, which int64 counts, but 2**62 float32 elements are "
            "2**64 bytes: PyTorch's byte count wraps uint64; NumPy refuses "
            "the float32 operand [2**61, 0] (2**63 bytes) already")
        if profile not in INT8_PROFILES:
            continue
        add("bytes-past-int64", "add",
            binary_inputs(array("int8", [0, QUARTER, 1], []),
                          array("int8", [1, 4], [1, 2, 3, 4])),
            ("numpy",), ("int8", [0, QUARTER, 4]),
            "the result [0, 2**61, 4] of int8: its sizes but the 0 "
            "multiply to 2**63 bytes, past INT64_MAX for NumPy")
        add("product-past-uint64-before-zero", "less",
            binary_inputs(array("int8", [HALF, 1, 0], []),
                          array("int8", [4, 1], [1, 2, 3, 4])),
            ("torch", "numpy"), ("bool", [HALF, 4, 0]),
            "a comparison's bool result [2**62, 4, 0]")
        add("clip-bytes-past-int64", "clip",
            function_inputs("clip", [array("int8", [QUARTER, 1, 0], []),
                                     array("int8", [4, 1], [1, 2, 3, 4]),
                                     None]),
            ("numpy",), ("int8", [QUARTER, 4, 0]),
            "x broadcast with its min to [2**61, 4, 0] of int8: 2**63 bytes "
            "for NumPy")
        add("bytes-past-int64", "where",
            function_inputs("where", [array("bool", [0, QUARTER, 1], []),
                                      array("int8", [1, 4], [1, 2, 3, 4]),
                                      array("int8", [1], [0])]),
            ("numpy",), ("int8", [0, QUARTER, 4]),
            "the result [0, 2**61, 4] of int8: 2**63 bytes for NumPy")
        add("stack-bytes-past-int64", "stack",
            function_inputs("stack", [array("int8", [0, QUARTER], [])] * 4,
                            axis=-1),
            ("numpy",), ("int8", [0, QUARTER, 4]),
            "the result [0, 2**61, 4] of int8: 2**63 bytes for NumPy")


def _inplace_cases(spec):
    for profile in INPLACE_PROFILES:
        document, section = _citation(profile)

        def add(name, destination, source, refused_by, note):
            expect = _sized(profile, refused_by,
                            (destination["dtype"], destination["shape"]))
            if expect is not None:
                spec.add(f"add_inplace/{name}/{profile}", "add_inplace",
                         binary_inputs(destination, source), expect,
                         section, note=note, document=document,
                         profile=profile)
        add("zero-before-large-sizes",
            array("float32", [0, HALF, 4], []),
            array("float32", [1, 4], [1.0, 2.0, 3.0, 4.0]), ("numpy",),
            "the destination is the result: nothing is allocated; NumPy "
            "could not have made the float32 destination")
        add("product-past-uint64-before-zero",
            array("float32", [HALF, 4, 0], []),
            array("float32", [4, 1], [1.0, 2.0, 3.0, 4.0]),
            ("torch", "numpy"),
            "neither PyTorch nor NumPy could have made the destination")
        add("bytes-at-most-int64",
            array("int8", [0, EIGHTH, 4], []),
            array("int8", [1, 4], [1, 2, 3, 4]), (),
            "2**62 bytes of int8 but the 0: within every library's limit")


def cases():
    spec = SpecCases("spec/array-sizes", SOURCE)
    _concat_cases(spec)
    _elementwise_cases(spec)
    _inplace_cases(spec)
    return spec.cases
