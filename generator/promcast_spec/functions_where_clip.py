"""Spec cases of where and clip: the rules the Array API standard's pages
state (its where and clip pages give no examples), and per profile the
rules of its library's source and the examples its documentation prints.

Documents:
- Array API standard, where (2025.12): https://data-apis.org/array-api/
  2025.12/API_specification/generated/array_api.where.html
  (src/array_api_stubs/_2025_12/searching_functions.py in data-apis/array-api)
- Array API standard, clip (2025.12): https://data-apis.org/array-api/
  2025.12/API_specification/generated/array_api.clip.html
  (src/array_api_stubs/_2025_12/elementwise_functions.py)
- pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp (where, clamp,
  prepare_clamp_bound, clamp_out) and cpu/TensorCompareKernel.cpp (the
  kernels' dtypes)
- numpy/numpy numpy/_core/_methods.py (_clip), numpy/_core/fromnumeric.py
  (clip's examples), numpy/_core/src/multiarray/multiarraymodule.c
  (PyArray_Where)
- jax-ml/jax jax/_src/numpy/lax_numpy.py (clip), jax/_src/numpy/util.py
  (_where)
- ml-explore/mlx mlx/ops.cpp (where, clip), python/src/ops.cpp

Expectations are literals worked out by hand from the text; the values
where a page gives none are ours (each case's note says so).
"""

import math

from promcast_corpus.encoding import SCALAR_KIND_DTYPE, encode_value

from .builder import SpecCases, array, expect_array, expect_error

WHERE_DOCUMENT = "Array API standard, where"
CLIP_DOCUMENT = "Array API standard, clip"
TORCH = "pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp"
TORCH_KERNELS = ("pytorch/pytorch "
                 "aten/src/ATen/native/cpu/TensorCompareKernel.cpp")
NUMPY_METHODS = "numpy/numpy numpy/_core/_methods.py"
NUMPY_FROMNUMERIC = "numpy/numpy numpy/_core/fromnumeric.py"
NUMPY_WHERE = "numpy/numpy numpy/_core/src/multiarray/multiarraymodule.c"
JAX_CLIP = "jax-ml/jax jax/_src/numpy/lax_numpy.py"
JAX_WHERE = "jax-ml/jax jax/_src/numpy/util.py"
MLX_OPS = "ml-explore/mlx mlx/ops.cpp"
MLX_PYTHON = "ml-explore/mlx python/src/ops.cpp"
NAN = math.nan
_OURS = "values are ours (the page gives no example)"


def scalar(kind, value):
    """A SCALAR input."""
    return {"kind": kind, "value": encode_value(SCALAR_KIND_DTYPE[kind],
                                                value)}


def where_inputs(condition, x1, x2, default_float="float32"):
    return {"condition": condition, "x1": x1, "x2": x2,
            "default_float": default_float}


def clip_inputs(x, minimum, maximum, default_float="float32"):
    return {"x": x, "min": minimum, "max": maximum,
            "default_float": default_float}


def _bools(*values):
    return array("bool", (len(values),), values)


def _array_api(where_spec, clip_spec):
    add = where_spec.add
    add("where/array-api/select", "where",
        where_inputs(_bools(True, False, True),
                     array("int32", (3,), [1, 2, 3]),
                     array("int32", (3,), [4, 5, 6])),
        expect_array("int32", (3,), [1, 5, 3]), "Returns",
        note="x1's element where the condition is True, x2's elsewhere; "
             + _OURS)
    add("where/array-api/promotion", "where",
        where_inputs(_bools(False, True), array("int8", (2,), [1, 2]),
                     array("int16", (2,), [3, 4])),
        expect_array("int16", (2,), [3, 2]), "Returns",
        note="the result dtype by the type promotion rules of x1 and x2; "
             + _OURS)
    add("where/array-api/three-way-broadcast", "where",
        where_inputs(array("bool", (2, 1), [True, False]),
                     array("float32", (3,), [1.0, 2.0, 3.0]),
                     array("float32", (), [0.0])),
        expect_array("float32", (2, 3), [1.0, 2.0, 3.0, 0.0, 0.0, 0.0]),
        "Parameters",
        note="condition, x1 and x2 must be broadcast-compatible with one "
             "another: the result has their broadcast shape; " + _OURS)
    add("where/array-api/incompatible-shapes", "where",
        where_inputs(_bools(True, False), array("int32", (3,), [1, 2, 3]),
                     array("int32", (), [0])),
        expect_error("incompatible_shapes"), "Parameters")
    add("where/array-api/condition-int8", "where",
        where_inputs(array("int8", (2,), [1, 0]),
                     array("int32", (2,), [1, 2]),
                     array("int32", (2,), [3, 4])),
        expect_error("undefined"), "Parameters",
        note="the condition should have a boolean data type (2024.12): any "
             "other is left to implementations")
    add("where/array-api/scalar-x2", "where",
        where_inputs(_bools(True, False),
                     array("float32", (2,), [1.5, 2.5]), scalar("int", 0)),
        expect_array("float32", (2,), [1.5, 0.0]), "Notes",
        note="a scalar x2 takes its dtype by Mixing arrays with Python "
             "scalars (2024.12 added scalar arguments)")
    add("where/array-api/complex-scalar-with-float64", "where",
        where_inputs(_bools(True, False), scalar("complex", 1j),
                     array("float64", (2,), [1.0, 2.0])),
        expect_array("complex128", (2,), [1j, complex(2.0, 0.0)]), "Notes",
        note="a Python complex with a real floating array is the complex "
             "dtype of the array's precision")
    add("where/array-api/both-scalars", "where",
        where_inputs(_bools(True, False), scalar("int", 1),
                     scalar("int", 2)),
        expect_error("undefined"), "Notes",
        note="at least one of x1 and x2 must be an array")
    add("where/array-api/mixed-kinds", "where",
        where_inputs(_bools(True), array("int32", (1,), [1]),
                     array("float32", (1,), [2.0])),
        expect_error("undefined"), "Returns",
        note="the type promotion rules leave an integer with a floating "
             "dtype unspecified")

    add = clip_spec.add
    add("clip/array-api/scalar-bounds", "clip",
        clip_inputs(array("float32", (3,), [-2.0, 0.5, 3.0]),
                    scalar("int", 0), scalar("int", 1)),
        expect_array("float32", (3,), [0.0, 0.5, 1.0]), "Notes",
        note="scalar bounds follow the rules of arrays with Python scalars "
             "(an int with a floating x); the result has x's dtype; "
             + _OURS)
    add("clip/array-api/no-bounds", "clip",
        clip_inputs(array("int16", (2,), [1, -5]), None, None),
        expect_array("int16", (2,), [1, -5]), "Notes",
        note="both min and max None: the elements of x")
    add("clip/array-api/nan-x", "clip",
        clip_inputs(array("float64", (2,), [NAN, 1.0]), scalar("float", 0.0),
                    scalar("float", 0.5)),
        expect_array("float64", (2,), [NAN, 0.5]), "Special cases")
    add("clip/array-api/nan-min", "clip",
        clip_inputs(array("float64", (2,), [2.0, -1.0]),
                    array("float64", (2,), [NAN, 0.0]), None),
        expect_array("float64", (2,), [NAN, 0.0]), "Special cases")
    add("clip/array-api/nan-max", "clip",
        clip_inputs(array("float32", (2,), [2.0, -1.0]), None,
                    array("float32", (1,), [NAN])),
        expect_array("float32", (2,), [NAN, NAN]), "Special cases")
    add("clip/array-api/min-greater-than-max", "clip",
        clip_inputs(array("int32", (2,), [1, 5]), scalar("int", 3),
                    scalar("int", 2)),
        expect_error("undefined"), "Notes",
        note="an element of min greater than the corresponding element of "
             "max is left to implementations")
    add("clip/array-api/bound-of-other-dtype", "clip",
        clip_inputs(array("int32", (2,), [1, 5]),
                    array("int64", (1,), [2]), None),
        expect_error("undefined"), "Notes",
        note="an array bound of another data type than x (2024.12)")
    add("clip/array-api/int-bound-beyond-int8", "clip",
        clip_inputs(array("int8", (2,), [1, 5]), None, scalar("int", 200)),
        expect_error("undefined"), "Notes",
        note="an integer x with a bound outside its dtype's bounds")
    add("clip/array-api/float-bound-int-x", "clip",
        clip_inputs(array("int32", (2,), [1, 5]), scalar("float", 2.5),
                    None),
        expect_error("undefined"), "Notes",
        note="a Python float with an integer array is outside Mixing arrays "
             "with Python scalars")
    add("clip/array-api/bool-x", "clip",
        clip_inputs(_bools(True), None, None),
        expect_error("undefined"), "Parameters",
        note="x should have a real-valued data type")
    add("clip/array-api/bounds-broadcast-x", "clip",
        clip_inputs(array("int32", (3,), [-1, 5, 9]),
                    array("int32", (2, 1), [0, 6]), scalar("int", 8)),
        expect_array("int32", (2, 3), [0, 5, 8, 6, 6, 8]), "Parameters",
        note="min and max must be broadcast-compatible with x: a three-way "
             "broadcast, which may broadcast x itself (the change that "
             "added clip to the standard lets it); " + _OURS)
    add("clip/array-api/min-shape-incompatible", "clip",
        clip_inputs(array("int32", (3,), [4, 5, 6]),
                    array("int32", (2,), [0, 1]), None),
        expect_error("incompatible_shapes"), "Parameters",
        note="min must be compatible with x (see Broadcasting): (3,) and "
             "(2,) are not, an exception")


def _torch(spec, kernels):
    add = spec.add
    add("where/torch/uint8-condition", "where",
        where_inputs(array("uint8", (3,), [1, 0, 2]),
                     array("int32", (3,), [1, 2, 3]), scalar("int", 0)),
        expect_array("int32", (3,), [1, 0, 3]), "where_self_out",
        note="a uint8 condition is cast to bool (with a deprecation "
             "warning); " + _OURS)
    add("where/torch/float-condition", "where",
        where_inputs(array("float32", (2,), [1.0, 0.0]),
                     array("int32", (2,), [1, 2]),
                     array("int32", (2,), [3, 4])),
        expect_error("unsupported_dtype_for_op"), "where_self_out",
        note="where expected condition to be a boolean tensor")
    add("where/torch/scalar-beyond-uint8", "where",
        where_inputs(_bools(True, False), array("uint8", (2,), [1, 2]),
                     scalar("int", 300)),
        expect_error("scalar_out_of_range"), "where",
        note="result_type(uint8 tensor, int) is uint8, and at::scalar_tensor"
             "'s Scalar::to<uint8_t> refuses 300 (checked_convert)")
    add("where/torch/two-scalars-default-float", "where",
        where_inputs(_bools(True, False), scalar("int", 1),
                     scalar("float", 2.5), "float64"),
        expect_array("float64", (2,), [1.0, 2.5]), "where",
        note="result_type of two wrapped numbers: a float takes the "
             "default float dtype")
    kernels.add("where/torch/uint16-result", "where",
                where_inputs(_bools(True), array("uint16", (1,), [1]),
                             scalar("int", 2)),
                expect_error("unsupported_dtype_for_op"), "where_kernel_impl",
                note="the kernel dispatches no uint16, uint32 or uint64")
    add("clip/torch/no-bounds", "clip",
        clip_inputs(array("float32", (1,), [1.0]), None, None),
        expect_error("invalid_argument"), "clamp",
        note="torch.clamp: At least one of 'min' or 'max' must not be None")
    add("clip/torch/complex-x", "clip",
        clip_inputs(array("complex64", (1,), [1j]), scalar("float", 0.0),
                    None),
        expect_error("unsupported_dtype_for_op"), "clamp",
        note="clamp is not supported for complex types")
    add("clip/torch/int-x-float-bound", "clip",
        clip_inputs(array("int32", (2,), [1, 5]), scalar("float", 2.5),
                    None),
        expect_array("float32", (2,), [2.5, 5.0]), "clamp",
        note="an integer x promotes with its scalar bounds (result_type); "
             + _OURS)
    add("clip/torch/float-x-keeps-dtype", "clip",
        clip_inputs(array("float16", (2,), [1.0, 5.0]), None,
                    scalar("int", 3)),
        expect_array("float16", (2,), [1.0, 3.0]), "clamp",
        note="a floating x keeps its dtype (Floating is the highest "
             "supported)")
    add("clip/torch/uint8-min-below-range", "clip",
        clip_inputs(array("uint8", (2,), [0, 7]), scalar("int", -1),
                    scalar("int", 5)),
        expect_array("uint8", (2,), [0, 5]), "prepare_clamp_bound",
        note="a lower bound below the dtype's range is dropped")
    add("clip/torch/uint8-max-above-range", "clip",
        clip_inputs(array("uint8", (2,), [1, 200]), scalar("int", 2),
                    scalar("int", 1000)),
        expect_array("uint8", (2,), [2, 200]), "prepare_clamp_bound",
        note="an upper bound above the dtype's range binds nothing and is "
             "dropped; the lower bound 2 still applies")
    add("clip/torch/uint8-max-below-range", "clip",
        clip_inputs(array("uint8", (2,), [0, 7]), None, scalar("int", -1)),
        expect_error("scalar_out_of_range"), "prepare_clamp_bound",
        note="Clamp max value -1 is outside the representable range")
    add("clip/torch/nan-bound", "clip",
        clip_inputs(array("float32", (2,), [1.0, 2.0]),
                    scalar("float", NAN), scalar("float", 1.0)),
        expect_array("float32", (2,), [NAN, NAN]), "clamp_out",
        note="a NaN scalar bound fills the result with NaN")
    add("clip/torch/min-greater-than-max", "clip",
        clip_inputs(array("int64", (3,), [0, 4, 9]),
                    array("int64", (1,), [6]), array("int64", (1,), [2])),
        expect_array("int64", (3,), [2, 2, 2]), "clamp_Tensor_out",
        note="std::min(std::max(a, min), max): max wins (clamp_kernel_impl)")
    kernels.add("clip/torch/bool-tensor-bounds", "clip",
                clip_inputs(_bools(True, False), _bools(False),
                            _bools(True)),
                expect_error("unsupported_dtype_for_op"), "clamp_kernel_impl",
                note="AT_DISPATCH_ALL_TYPES_AND2(kBFloat16, kHalf): no bool")
    add("clip/torch/number-beside-tensor", "clip",
        clip_inputs(array("int32", (2,), [1, 5]), scalar("int", 0),
                    array("int32", (2,), [3, 3])),
        expect_error("invalid_argument"), "clamp",
        note="neither overload takes a Python number beside a tensor of "
             "rank >= 1 (torch/csrc/utils/python_arg_parser.cpp)")


def _numpy(methods, fromnumeric, where_source):
    a = list(range(10))
    fromnumeric.add("clip/numpy/example-1-8", "clip",
                    clip_inputs(array("int64", (10,), a), scalar("int", 1),
                                scalar("int", 8)),
                    expect_array("int64", (10,), [1, 1, 2, 3, 4, 5, 6, 7, 8,
                                                  8]), "clip",
                    note="np.clip(a, 1, 8), a = np.arange(10)")
    fromnumeric.add("clip/numpy/example-8-1", "clip",
                    clip_inputs(array("int64", (10,), a), scalar("int", 8),
                                scalar("int", 1)),
                    expect_array("int64", (10,), [1] * 10), "clip",
                    note="np.clip(a, 8, 1): min greater than max gives max")
    fromnumeric.add(
        "clip/numpy/example-array-min", "clip",
        clip_inputs(array("int64", (10,), a),
                    array("int64", (10,), [3, 4, 1, 1, 1, 4, 4, 4, 4, 4]),
                    scalar("int", 8)),
        expect_array("int64", (10,), [3, 4, 2, 3, 4, 5, 6, 7, 8, 8]), "clip",
        note="np.clip(a, [3, 4, 1, 1, 1, 4, 4, 4, 4, 4], 8)")
    methods.add("clip/numpy/int-bounds-beyond-int8", "clip",
                clip_inputs(array("int8", (2,), [-100, 100]),
                            scalar("int", -200), scalar("int", 200)),
                expect_array("int8", (2,), [-100, 100]), "_clip",
                note="Python int bounds beyond an integer x's range are "
                     "dropped; with both dropped, um.positive(x)")
    methods.add("clip/numpy/int-min-above-int8", "clip",
                clip_inputs(array("int8", (2,), [-100, 100]),
                            scalar("int", 200), None),
                expect_error("scalar_out_of_range"), "_clip",
                note="a min above the range stays: np.maximum(x, 200) "
                     "cannot store 200 in int8 (NEP 50)")
    methods.add("clip/numpy/bool-no-bounds", "clip",
                clip_inputs(_bools(True), None, None),
                expect_error("unsupported_dtype_for_op"), "_clip",
                note="um.positive has no bool loop "
                     "(numpy/_core/code_generators/generate_umath.py)")
    methods.add("clip/numpy/promotes", "clip",
                clip_inputs(array("int8", (2,), [1, 9]),
                            array("int16", (1,), [2]), scalar("int", 5)),
                expect_array("int16", (2,), [2, 5]), "_clip",
                note="um.clip promotes its three operands; " + _OURS)
    where_source.add("where/numpy/float-condition", "where",
                     where_inputs(array("float64", (3,), [0.0, NAN, 2.0]),
                                  array("int8", (3,), [1, 2, 3]),
                                  scalar("int", 0)),
                     expect_array("int8", (3,), [0, 2, 3]), "PyArray_Where",
                     note="the condition is cast to bool: nonzero (NaN too) "
                          "is true; " + _OURS)
    where_source.add("where/numpy/weak-int-beyond-int8", "where",
                     where_inputs(_bools(True), array("int8", (1,), [1]),
                                  scalar("int", 300)),
                     expect_error("scalar_out_of_range"), "PyArray_Where",
                     note="npy_update_operand_for_scalar stores 300 into "
                          "int8: OverflowError")
    where_source.add("where/numpy/two-scalars", "where",
                     where_inputs(_bools(True, False), scalar("int", 1),
                                  scalar("float", 2.5)),
                     expect_array("float64", (2,), [1.0, 2.5]),
                     "PyArray_Where",
                     note="two weak scalars: the default dtype of the higher "
                          "kind")


def _jax(clip_source, where_source):
    clip_source.add("clip/jax/no-bounds", "clip",
                    clip_inputs(array("int32", (2,), [1, 5]), None, None),
                    expect_array("int32", (2,), [1, 5]), "clip",
                    note="both None: x as it is")
    clip_source.add("clip/jax/complex", "clip",
                    clip_inputs(array("float32", (1,), [1.0]),
                                scalar("complex", 1j), None),
                    expect_error("unsupported_dtype_for_op"), "clip",
                    note="Clip received a complex value")
    clip_source.add("clip/jax/min-greater-than-max", "clip",
                    clip_inputs(array("int32", (2,), [1, 5]),
                                scalar("int", 3), scalar("int", 2)),
                    expect_array("int32", (2,), [2, 2]), "clip",
                    note="minimum(max, maximum(min, x)): max wins")
    where_source.add("where/jax/int-condition", "where",
                     where_inputs(array("int32", (2,), [0, 2]),
                                  array("float32", (2,), [1.0, 2.0]),
                                  scalar("float", 0.5)),
                     expect_array("float32", (2,), [0.5, 2.0]), "_where",
                     note="lax.ne(condition, 0); " + _OURS)
    where_source.add("where/jax/two-scalars", "where",
                     where_inputs(_bools(True, False), scalar("int", 1),
                                  scalar("float", 2.5)),
                     expect_array("float32", (2,), [1.0, 2.5]), "_where",
                     note="two weak scalars promote to a weak float: float32 "
                          "with x64 off")
    where_source.add("where/jax/int-beyond-int32", "where",
                     where_inputs(_bools(True), array("int64", (1,), [1]),
                                  scalar("int", 1 << 31)),
                     expect_error("scalar_out_of_range"), "_where",
                     note="_where is jitted: a Python int crosses the jit "
                          "boundary as an int32 (x64 off)")
    clip_source.add("clip/jax/max-beyond-int32-before-complex", "clip",
                    clip_inputs(array("float32", (2,), [1.5, -2.0]),
                                scalar("complex", 0.5j),
                                scalar("int", 1 << 31)),
                    expect_error("scalar_out_of_range"), "clip",
                    note="clip is jitted: max, a Python int, crosses the "
                         "jit boundary as an int32 (x64 off) and 2^31 "
                         "overflows there, before the body refuses the "
                         "complex min")


def _mlx(ops, python):
    ops.add("clip/mlx/no-bounds", "clip",
            clip_inputs(array("float32", (1,), [1.0]), None, None),
            expect_error("invalid_argument"), "clip",
            note="At most one of a_min and a_max may be None")
    python.add("clip/mlx/scalar-takes-x-dtype", "clip",
               clip_inputs(array("int8", (2,), [1, 100]), None,
                           scalar("int", 50)),
               expect_array("int8", (2,), [1, 50]), "clip",
               note="to_arrays(a, max): the scalar becomes an int8 array")
    python.add("clip/mlx/scalar-beyond-int8", "clip",
               clip_inputs(array("int8", (2,), [1, 100]), None,
                           scalar("int", 300)),
               expect_error("scalar_out_of_range"), "clip",
               note="to_array range-checks 300 for int8 "
                    "(python/src/utils.cpp)")
    python.add("where/mlx/two-scalars", "where",
               where_inputs(_bools(True, False), scalar("int", 1),
                            scalar("float", 2.5)),
               expect_array("float32", (2,), [1.0, 2.5]), "where",
               note="to_arrays of two scalars: int32 and float32, promoted")
    ops.add("where/mlx/complex-condition", "where",
            where_inputs(array("complex64", (2,), [1j, complex(1.0, 0.0)]),
                         array("int32", (2,), [1, 2]),
                         array("int32", (2,), [3, 4])),
            expect_array("int32", (2,), [3, 2]), "where",
            note="astype(condition, bool_): complex64 to bool reads the real "
                 "part (mlx/types/complex.h), so 1j is false")
    select = "mlx/backend/cpu/select.cpp"
    ops.add("where/mlx/bool-values", "where",
            where_inputs(_bools(True, False, True),
                         _bools(True, True, False), _bools(False)),
            expect_array("bool", (3,), [True, False, False]), "select_op",
            document=f"ml-explore/mlx {select}",
            note="Select's CPU kernel has a bool_ case: x1's True, x2's "
                 "False, x1's False; " + _OURS)
    ops.add("where/mlx/uint32-values", "where",
            where_inputs(_bools(False, True),
                         array("uint32", (2,), [4294967295, 1]),
                         array("uint8", (1,), [7])),
            expect_array("uint32", (2,), [7, 1]), "select_op",
            document=f"ml-explore/mlx {select}",
            note="uint32 with uint8 is uint32, one of Select's cases; "
                 + _OURS)


def cases():
    where_spec = SpecCases("spec/functions", WHERE_DOCUMENT, "array-api")
    clip_spec = SpecCases("spec/functions", CLIP_DOCUMENT, "array-api")
    _array_api(where_spec, clip_spec)
    torch = SpecCases("spec/functions", TORCH, "torch")
    torch_kernels = SpecCases("spec/functions", TORCH_KERNELS, "torch")
    _torch(torch, torch_kernels)
    numpy = [SpecCases("spec/functions", document, "numpy") for document in
             (NUMPY_METHODS, NUMPY_FROMNUMERIC, NUMPY_WHERE)]
    _numpy(*numpy)
    jax = [SpecCases("spec/functions", document, "jax")
           for document in (JAX_CLIP, JAX_WHERE)]
    _jax(*jax)
    mlx = [SpecCases("spec/functions", document, "mlx")
           for document in (MLX_OPS, MLX_PYTHON)]
    _mlx(*mlx)
    collections = [where_spec, clip_spec, torch, torch_kernels, *numpy,
                   *jax, *mlx]
    return [case for spec in collections for case in spec.cases]
