"""promcast_spec: every example of the specification's upstream documents
(the Array API standard's Broadcasting page, XLA's Broadcasting page,
PyTorch's Broadcasting semantics and type promotion) as a case, and each
promotion profile's tables as its library printed or published them, and
the rules of the functions of several arrays (`functions`: the standard's
pages and each library's source).

Each module transcribes one upstream document or source; expectations are
literals read from it (where a document is wrong, the case follows the real
library and its note says so), never computed by the model. The generator
checks that the model agrees with every one of them before it writes them.
"""

from . import (array_api, array_sizes, complex_pow_zero, elementwise_edges,
               function_edges, function_edges2, function_edges3, functions,
               gradient_edges, integer_bfloat16, integer_edges, lacked_dtypes,
               nan_comparisons, oracle_edges, oracle_edges2, oracle_edges3,
               oracle_edges4, profile_array_api,
               profile_array_api_versions, profile_jax, profile_mlx,
               profile_numpy, profile_onnx, profile_stdlib, profile_tfjs,
               ranks, reduced_sums, rounding_ties, signed_zeros, torch_doc,
               xla_doc)

# (file name under cases/spec, suite, module), in writing order.
SPEC_SUITES = (
    ("array-api", "spec/array-api", array_api),
    ("xla", "spec/xla", xla_doc),
    ("torch", "spec/torch", torch_doc),
    ("profile-numpy", "spec/profile-numpy", profile_numpy),
    ("profile-array-api", "spec/profile-array-api", profile_array_api),
    ("profile-array-api-versions", "spec/profile-array-api-versions",
     profile_array_api_versions),
    ("profile-jax", "spec/profile-jax", profile_jax),
    ("profile-mlx", "spec/profile-mlx", profile_mlx),
    ("profile-tfjs", "spec/profile-tfjs", profile_tfjs),
    ("profile-onnx", "spec/profile-onnx", profile_onnx),
    ("profile-stdlib", "spec/profile-stdlib", profile_stdlib),
    ("functions", "spec/functions", functions),
    ("ranks", "spec/ranks", ranks),
    ("signed-zeros", "spec/signed-zeros", signed_zeros),
    ("nan-comparisons", "spec/nan-comparisons", nan_comparisons),
    ("reduced-sums", "spec/reduced-sums", reduced_sums),
    ("rounding-ties", "spec/rounding-ties", rounding_ties),
    ("integer-edges", "spec/integer-edges", integer_edges),
    ("oracle-edges", "spec/oracle-edges", oracle_edges),
    ("array-sizes", "spec/array-sizes", array_sizes),
    ("integer-bfloat16", "spec/integer-bfloat16", integer_bfloat16),
    ("oracle-edges-2", "spec/oracle-edges-2", oracle_edges2),
    ("oracle-edges-3", "spec/oracle-edges-3", oracle_edges3),
    ("function-edges", "spec/function-edges", function_edges),
    ("oracle-edges-4", "spec/oracle-edges-4", oracle_edges4),
    ("function-edges-2", "spec/function-edges-2", function_edges2),
    ("elementwise-edges", "spec/elementwise-edges", elementwise_edges),
    ("gradient-edges", "spec/gradient-edges", gradient_edges),
    ("function-edges-3", "spec/function-edges-3", function_edges3),
    ("complex-pow-zero-base", "spec/complex-pow-zero-base", complex_pow_zero),
    ("lacked-dtypes", "spec/lacked-dtypes", lacked_dtypes),
)
