"""The spec cases: complete, well cited, and in agreement with the model."""

import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.cases import evaluate
from promcast_model.promotion_torch import PROMOTION_MATRIX
from promcast_spec import SPEC_SUITES
from promcast_spec.torch_doc import MATRIX_KEY, MATRIX_ROWS, MATRIX_ORDER

SEED_FILES = {"array-api": "000_22276b50bfd589d7.txt",
              "xla": "001_a04d0b7bf3f7b014.txt",
              "torch": "002_e1022e5335eeb436.txt"}


class SpecCasesTest(unittest.TestCase):
    def setUp(self):
        self.suites = {name: module.cases() for name, _, module in SPEC_SUITES}

    def test_model_agrees_with_every_literal(self):
        for cases in self.suites.values():
            for case in cases:
                self.assertEqual(evaluate(case["op"], case["inputs"],
                                          case.get("profile")),
                                 case["expect"], case["id"])

    def test_ids_unique_and_sources_cite_the_seed(self):
        ids = [case["id"] for cases in self.suites.values() for case in cases]
        self.assertEqual(len(ids), len(set(ids)))
        for name, cases in self.suites.items():
            for case in cases:
                self.assertTrue(case["source"].startswith(
                    SEED_FILES[name] + " §"), case["id"])

    def test_counts(self):
        torch = self.suites["torch"]
        matrix = [c for c in torch if c["id"].startswith("spec/torch/matrix/")]
        self.assertEqual(len(matrix), 169)
        self.assertEqual(len(self.suites["array-api"]), 13)  # 6 + 3 + 4
        ops = {c["op"] for cases in self.suites.values() for c in cases}
        self.assertEqual(ops, {"broadcast_shapes", "broadcast_to",
                               "inplace_broadcast", "xla_broadcast",
                               "promote_types", "result_type", "can_cast",
                               "add", "add_inplace", "sum_to_shape"})

    def test_two_transcriptions_of_the_matrix_agree(self):
        for row in MATRIX_ORDER:
            for column, cell in zip(MATRIX_ORDER, MATRIX_ROWS[row].split()):
                self.assertEqual(
                    PROMOTION_MATRIX[(MATRIX_KEY[row], MATRIX_KEY[column])],
                    MATRIX_KEY[cell])

    def test_seed_corrections_are_noted(self):
        by_id = {c["id"]: c for cases in self.suites.values() for c in cases}
        test4 = by_id["spec/torch/tests/broadcast-test-4"]
        self.assertEqual(test4["expect"], {"shape": [3, 2]})
        self.assertIn("should error", test4["note"])
        example = by_id["spec/torch/result-type/example-default-float64"]
        self.assertEqual(example["expect"], {"dtype": "float32"})
        self.assertIn("float64", example["note"])


if __name__ == "__main__":
    unittest.main()
