"""The spec cases: complete, well cited, and in agreement with the model."""

import collections
import re
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus import versions
from promcast_corpus.cases import evaluate
from promcast_model.promotion_torch import PROMOTION_MATRIX
from promcast_spec import SPEC_SUITES
from promcast_spec.torch_doc import MATRIX_KEY, MATRIX_ROWS, MATRIX_ORDER

# The documents each suite may cite: an upstream page by title, an upstream
# repository's file, or for a profile its library's printout.
DOCUMENTS = {"array-api": ("Array API standard, Broadcasting",),
             "xla": ("XLA, Broadcasting",),
             "torch": ("PyTorch, Broadcasting semantics",
                       "PyTorch, Tensor Attributes",
                       "PyTorch, torch.Tensor.expand",
                       "pytorch/pytorch "),
             "profile-numpy": ("NumPy 1.24.2 (weak)",),
             "profile-array-api": ("spec/2025.12/API_specification/",
                                   "src/array_api_stubs/_2025_12/"),
             "profile-array-api-versions": ("Array API standard 2021.12 ",
                                            "Array API standard 2022.12 ",
                                            "Array API standard 2023.12 ",
                                            "Array API standard 2024.12 ",
                                            "Array API standard 2025.12 "),
             "profile-jax": ("jax-ml/jax ", "jax-ml/ml_dtypes ",
                             "openxla/xla "),
             "profile-mlx": ("ml-explore/mlx ",),
             "profile-tfjs": ("tensorflow/tfjs ",),
             "profile-onnx": ("onnx/onnx ",),
             "profile-stdlib": ("@stdlib/ndarray 0.4.1: @stdlib/ndarray/",),
             "functions": ("Array API standard, ", "pytorch/pytorch ",
                           "numpy/numpy ", "jax-ml/jax ",
                           "ml-explore/mlx ", "onnx/onnx "),
             "ranks": ("Array API standard, ", "numpy/numpy ",
                       "pytorch/pytorch "),
             "signed-zeros": ("Array API standard, ", "pytorch/pytorch ",
                              "numpy/numpy ", "jax-ml/jax ",
                              "ml-explore/mlx ", "tensorflow/tfjs ",
                              "onnx/onnx "),
             "nan-comparisons": ("Array API standard, ", "pytorch/pytorch "),
             "reduced-sums": ("pytorch/pytorch ",),
             "rounding-ties": ("IEEE 754-2019",),
             "integer-edges": ("Array API standard, ",),
             "oracle-edges": ("pytorch/pytorch ", "ml-explore/mlx ",
                              "numpy/numpy ", "data-apis/array-api ",
                              "openxla/", "jax-ml/ml_dtypes ",
                              "onnx/onnx ", "tensorflow/tfjs "),
             "array-sizes": ("Array API standard, ", "pytorch/pytorch ",
                             "numpy/numpy "),
             "integer-bfloat16": ("pytorch/pytorch ", "openxla/xla ",
                                  "jax-ml/ml_dtypes "),
             "oracle-edges-2": ("ml-explore/mlx ", "pytorch/pytorch ",
                                "openxla/xla ", "tensorflow/tfjs ",
                                "onnx/onnx "),
             "function-edges": ("numpy/numpy ", "tensorflow/tfjs ",
                                "pytorch/pytorch ", "ml-explore/mlx ",
                                "jax-ml/jax "),
             "oracle-edges-4": ("tensorflow/tfjs ", "numpy/numpy ",
                                "onnx/onnx ", "pytorch/pytorch "),
             "oracle-edges-3": ("pytorch/pytorch ", "numpy/numpy ",
                                "ml-explore/mlx ", "tensorflow/tfjs "),
             "function-edges-2": ("Array API standard, ", "pytorch/pytorch ",
                                  "jax-ml/jax ", "tensorflow/tfjs ",
                                  "numpy/numpy ", "onnx/onnx ",
                                  "ml-explore/mlx ", "stdlib-js/stdlib "),
             "elementwise-edges": ("pytorch/pytorch ", "jax-ml/jax ",
                                   "ml-explore/mlx ", "numpy/numpy ",
                                   "onnx/onnx ", "tensorflow/tfjs ",
                                   "openxla/xla ", "Array API standard, "),
             "gradient-edges": ("pytorch/pytorch ",),
             "function-edges-3": ("ml-explore/mlx ", "jax-ml/jax ",
                                  "pytorch/pytorch ", "onnx/onnx ",
                                  "stdlib-js/stdlib ", "numpy/numpy ",
                                  "Array API standard, "),
             "complex-pow-zero-base": ("numpy/numpy ", "pytorch/pytorch "),
             "lacked-dtypes": ("numpy/numpy ", "jax-ml/jax ", "ml-explore/mlx ",
                               "tensorflow/tfjs ", "stdlib-js/stdlib ")}
# Pages without sections, cited whole.
WHOLE_PAGES = ("PyTorch, torch.Tensor.expand",)


class SpecCasesTest(unittest.TestCase):
    def setUp(self):
        self.suites = {name: module.cases() for name, _, module in SPEC_SUITES}

    def test_model_agrees_with_every_literal(self):
        # A case with `versions` holds at those versions of the standard
        # and at no other (promcast_corpus/versions.py).
        for cases in self.suites.values():
            for case in cases:
                got = evaluate(case["op"], case["inputs"],
                               case.get("profile"))
                if "versions" in case:
                    self.assertIsNone(versions.check_literal(case, got),
                                      case["id"])
                else:
                    self.assertEqual(got, case["expect"], case["id"])

    def test_ids_unique_and_sources_cite_upstream(self):
        ids = [case["id"] for cases in self.suites.values() for case in cases]
        self.assertEqual(len(ids), len(set(ids)))
        for name, cases in self.suites.items():
            for case in cases:
                source = case["source"]
                self.assertTrue(source.startswith(DOCUMENTS[name])
                                and (" §" in source or source in WHOLE_PAGES),
                                case["id"])

    def test_citations_stay_inside_the_repository(self):
        # Sources and notes name upstream documents or this repository's
        # docs, never a file a clone does not have.
        outside = re.compile(r"\bseeds?\b|[0-9]{3}_[0-9a-f]{16}|\.\./|"
                             r"shared/", re.IGNORECASE)
        for cases in self.suites.values():
            for case in cases:
                text = f"{case['source']} {case.get('note', '')}"
                self.assertIsNone(outside.search(text), case["id"])

    def test_counts(self):
        torch = self.suites["torch"]
        matrix = [c for c in torch if c["id"].startswith("spec/torch/matrix/")]
        self.assertEqual(len(matrix), 169)
        self.assertEqual(len(self.suites["array-api"]), 13)  # 6 + 3 + 4
        ops = {c["op"] for name in ("array-api", "xla", "torch")
               for c in self.suites[name]}
        self.assertEqual(ops, {"broadcast_shapes", "broadcast_to",
                               "inplace_broadcast", "xla_broadcast",
                               "promote_types", "result_type", "can_cast",
                               "add", "add_inplace", "sum_to_shape",
                               "pow", "pow_inplace"})
        exponent = [c for c in torch
                    if c["id"].startswith("spec/torch/pow-scalar-exponent/")]
        self.assertEqual(len(exponent), 27)  # 7 checked, 9 of 0 and 1, 11 reduced
        base = [c for c in torch
                if c["id"].startswith("spec/torch/pow-scalar-base/")]
        self.assertEqual(len(base), 7)
        infinite = [c for c in torch
                    if c["id"].startswith("spec/torch/pow-infinite-base/")]
        self.assertEqual(len(infinite), 2)

    def test_numpy_tables_are_complete(self):
        numpy = self.suites["profile-numpy"]
        count = collections.Counter(c["id"].split("/")[2] for c in numpy)
        # 14 x 14 cells of each table; 14 dtypes x 4 kinds x 2 categories;
        # 14 dtypes x 11 Python int values.
        self.assertEqual(count["promote"], 196)
        self.assertEqual(count["can-cast"], 196)
        for op in ("divide", "bitwise_and", "subtract"):
            self.assertEqual(count[op], 196)
        self.assertEqual(count["scalar"], 112)
        self.assertEqual(count["int-value"], 154)
        self.assertEqual({c["profile"] for c in numpy}, {"numpy"})

    def test_two_transcriptions_of_the_matrix_agree(self):
        for row in MATRIX_ORDER:
            for column, cell in zip(MATRIX_ORDER, MATRIX_ROWS[row].split()):
                self.assertEqual(
                    PROMOTION_MATRIX[(MATRIX_KEY[row], MATRIX_KEY[column])],
                    MATRIX_KEY[cell])

    def test_corrections_are_noted(self):
        by_id = {c["id"]: c for cases in self.suites.values() for c in cases}
        test4 = by_id["spec/torch/tests/broadcast-test-4"]
        self.assertEqual(test4["expect"], {"shape": [3, 2]})
        self.assertIn("not an error", test4["note"])
        example = by_id["spec/torch/result-type/example-default-float64"]
        self.assertEqual(example["expect"], {"dtype": "float32"})
        self.assertIn("float64", example["note"])


if __name__ == "__main__":
    unittest.main()
