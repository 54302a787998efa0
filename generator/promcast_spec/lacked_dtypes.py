"""The dtypes each profile's library lacks, asked of its dtype functions.

A library has no promotion rule for a dtype it does not have, so
promote_types refuses every pair that holds one, in either place, with
`unsupported_dtype_for_op` (can_cast answers a boolean, and the case format
has no refusal for it). Each lacked dtype is asked once as
the first dtype and once as the second, against a partner the library has
(a different partner each time, so the refusal cannot hang on one pair);
a library that checked only its first argument passes half of them.

The lists are each library's own, read from its source:

  NumPy        the 14 builtin numeric types (numpy/core/include/numpy/
               ndarraytypes.h NPY_TYPES); bfloat16, float8 and complex32
               come from outside NumPy (ml_dtypes) or not at all.
  JAX          no complex32 (jax/_src/dtypes.py _complex_types).
  MLX          no complex32, complex128 or float8 (mlx/dtype.h Dtype::Val).
  TensorFlow.js float32, int32, bool and complex64 (tfjs-core/src/types.ts
               NumericDataType; string is not a dtype of the case format).
  stdlib       the dtypes @stdlib/ndarray/promotion-rules names: no
               bfloat16 or float8.

Two functions read an operand's dtype without promoting it, so the refusal
is theirs to make: NumPy's where of a bfloat16 condition, and TensorFlow.js's
clip of an int8 x (clipByValue converts x as it is).

PyTorch has every dtype of the case format; ONNX has no promote_types. The
Array API standard's dtypes are a matter of its version, so a case with a
dtype the standard lacks is outside every version (generator/
promcast_corpus/versions.py) rather than a refusal.
"""

import itertools

from .builder import table_cases

PREFIX = "spec/lacked-dtypes"
SOURCE = "each library's source as cited per case"

# (profile, the dtypes it has, the dtypes it lacks, source)
PROFILES = (
    ("numpy",
     ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
      "uint64", "float16", "float32", "float64", "complex64", "complex128"),
     ("bfloat16", "complex32", "float8_e4m3fn", "float8_e5m2"),
     "numpy/numpy numpy/core/include/numpy/ndarraytypes.h §NPY_TYPES"),
    ("jax",
     ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
      "uint64", "float16", "bfloat16", "float32", "float64", "complex64",
      "complex128", "float8_e4m3fn", "float8_e5m2"),
     ("complex32",),
     "jax-ml/jax jax/_src/dtypes.py §_complex_types"),
    ("mlx",
     ("bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16",
      "int32", "int64", "float16", "bfloat16", "float32", "float64",
      "complex64"),
     ("complex32", "complex128", "float8_e4m3fn", "float8_e5m2"),
     "ml-explore/mlx mlx/dtype.h §Dtype::Val"),
    ("tfjs",
     ("bool", "int32", "float32", "complex64"),
     ("int8", "int16", "int64", "uint8", "uint16", "uint32", "uint64",
      "float16", "bfloat16", "float64", "complex32", "complex128",
      "float8_e4m3fn", "float8_e5m2"),
     "tensorflow/tfjs tfjs-core/src/types.ts §NumericDataType"),
    ("stdlib",
     ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
      "uint64", "float16", "float32", "float64", "complex32", "complex64",
      "complex128"),
     ("bfloat16", "float8_e4m3fn", "float8_e5m2"),
     "stdlib-js/stdlib lib/node_modules/@stdlib/ndarray/promotion-rules/lib/"
     "promotion_rules.json §its keys"),
)

UNSUPPORTED = {"error": "unsupported_dtype_for_op"}


def cases():
    rows = []
    for profile, has, lacked, source in PROFILES:
        partners = itertools.cycle(has)
        for dtype in lacked:
            for first, second, where in ((dtype, next(partners), "first"),
                                         (next(partners), dtype, "second")):
                rows.append((f"{profile}/{first}-{second}", "promote_types",
                             profile, {"dtypes": [first, second]}, UNSUPPORTED,
                             source,
                             f"{dtype}, which {profile}'s library lacks, as the "
                             f"{where} dtype"))
    rows += FUNCTION_OPERANDS
    return table_cases(PREFIX, rows)


def _column(dtype, data):
    return {"dtype": dtype, "shape": [len(data)], "data": data}


def _source(profile):
    return [row[3] for row in PROFILES if row[0] == profile][0]


# (name, op, profile, inputs, expect, source, note)
FUNCTION_OPERANDS = (
    ("numpy/where-bfloat16-condition", "where", "numpy",
     {"condition": _column("bfloat16", ["1.0", "0.0"]),
      "x1": _column("int32", ["1", "2"]), "x2": _column("int32", ["3", "4"]),
      "default_float": "float32"},
     UNSUPPORTED, _source("numpy"),
     "a bfloat16 condition, which NumPy cannot make; x1 and x2 it has"),
    ("tfjs/clip-int8-x", "clip", "tfjs",
     {"x": _column("int8", ["1", "5"]), "min": {"kind": "int", "value": "0"},
      "max": {"kind": "int", "value": "3"}, "default_float": "float32"},
     UNSUPPORTED, _source("tfjs"),
     "an int8 x, which TensorFlow.js cannot make, with Python int bounds"),
)
