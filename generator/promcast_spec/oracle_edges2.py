"""More edge cases of rules the rest of the corpus reaches only by their
common values, one narrow rule each, where a changed oracle still agreed
with every other case:

  a Python float's truth under MLX   MLX makes a Python float beside an
                                     array a float32 array first (a C++
                                     float), so a float too small for
                                     float32 is false in logical_and and
                                     logical_or, whatever its double says
  a 0-d tensor bound of torch.clamp  beside a Python number, the Scalar
                                     overload takes the tensor's item(): a
                                     negative int64 is its own value, and
                                     int8's minimum converts to int8

Every expectation below is a literal, worked out by hand from the cited
source (and, for PyTorch, checked against PyTorch 1.13 itself), never
computed by the model.

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from promcast_corpus.cases import make_case

PREFIX = "spec/oracle-edges-2"
SOURCE = ("each library's source as cited per case: ml-explore/mlx, "
          "pytorch/pytorch")


def _rows(rows):
    return [make_case(f"{PREFIX}/{name}", op, inputs, expect, source,
                      note=note, profile=profile)
            for name, op, profile, inputs, expect, source, note in rows]


def cases():
    return _rows(MLX_FLOAT_TRUTH + TORCH_CLAMP_ITEM)


def _values(dtype, *data):
    return {"dtype": dtype, "shape": [len(data)], "data": list(data)}


def _array(dtype, *data):
    return {"array": _values(dtype, *data)}


def _with_float(a, value):
    return {"a": a, "b": {"kind": "float", "value": value},
            "default_float": "float32"}


# python/src/utils.cpp, to_array: a Python float beside an array becomes
# mx::array(nb::cast<float>(value), ...), the double narrowed to a C++
# float first. 1e-50 is below half of float32's least subnormal (2^-149,
# about 1.4e-45), so it rounds to +0.0 and is false; 1e-30 is a normal
# float32 and stays true.
MLX_TO_ARRAY = "ml-explore/mlx python/src/utils.cpp §to_array"
MLX_FLOAT_TRUTH = (
    ('float-truth/mlx-logical-and-underflow', 'logical_and', 'mlx',
     _with_float(_values('bool', True, False), '1e-50'),
     _array('bool', False, False),
     MLX_TO_ARRAY,
     "the Python float 1e-50 becomes a float32 0.0 before logical_and "
     "sees it, so it is false: true and 1e-50 is false"),
    ('float-truth/mlx-logical-or-underflow', 'logical_or', 'mlx',
     _with_float(_values('float32', '0.0', '2.5'), '1e-50'),
     _array('bool', False, True),
     MLX_TO_ARRAY,
     "1e-50 is a float32 0.0, false: 0.0 or 1e-50 is false, 2.5 or "
     "1e-50 true"),
    ('float-truth/mlx-logical-and-normal', 'logical_and', 'mlx',
     _with_float(_values('bool', True, False), '1e-30'),
     _array('bool', True, False),
     MLX_TO_ARRAY,
     "1e-30 is a normal float32, nonzero, so true: the narrowing to "
     "float32 zeroes only what float32 cannot hold"),
)


# torch.clamp(x, min=-5, max=torch.tensor(-128)): a Python number selects
# clamp(Tensor, Scalar? min, Scalar? max), and the 0-d tensor passes as
# the Scalar of its item(). -128 (int64) is int8's minimum, so the
# conversion to x's int8 is exact; clamp applies min, then max, so with
# min -5 above max -128 every element becomes -128. PyTorch 1.13 answers
# tensor([-128, -128, -128], dtype=torch.int8).
TORCH_CLAMP = "pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp §clamp_out"
TORCH_CLAMP_ITEM = (
    ('clamp-item/torch-int8-max-int64-minimum', 'clip', 'torch',
     {"x": _values('int8', '1', '2', '-100'),
      "min": {"kind": "int", "value": "-5"},
      "max": {"dtype": "int64", "shape": [], "data": ["-128"]},
      "default_float": "float32"},
     _array('int8', '-128', '-128', '-128'),
     TORCH_CLAMP,
     "a 0-d int64 tensor beside a Python int bound is the Scalar of its "
     "item(), -128, which is int8's minimum and converts without overflow; "
     "min -5 then max -128 makes every element -128"),
)
