"""The Array API standard's versions (promcast_model/array_api_versions.py)
and the `versions` of array-api cases (promcast_corpus/versions.py),
against hand-read answers from each version's text."""

import unittest

from promcast_corpus import versions
from promcast_corpus.cases import evaluate, make_case
from promcast_model import array_api_versions as model


def _case(case_id, op, inputs, profile="array-api"):
    return make_case(case_id, op, inputs, evaluate(op, inputs, profile),
                     "test", profile=profile)


def _array(dtype, shape, data):
    return {"dtype": dtype, "shape": shape, "data": data}


class TablesTest(unittest.TestCase):
    def test_what_each_version_has(self):
        # change logs: complex in 2022.12; maximum, clip in 2023.12;
        # nextafter in 2024.12; vecdot, where, result_type in 2021.12
        self.assertFalse(model.has_dtype("2021.12", "complex64"))
        self.assertTrue(model.has_dtype("2022.12", "complex128"))
        self.assertFalse(model.has_op("2022.12", "maximum"))
        self.assertTrue(model.has_op("2023.12", "maximum_inplace"))
        self.assertFalse(model.has_op("2023.12", "nextafter"))
        self.assertTrue(model.has_op("2024.12", "nextafter"))
        for op in ("vecdot", "where", "result_type", "can_cast", "concat",
                   "atan2", "logaddexp", "bitwise_left_shift"):
            self.assertTrue(model.has_op("2021.12", op), op)

    def test_scalar_arguments(self):
        # operators take scalars in every version; functions from 2024.12
        self.assertIsNone(model.scalar_argument_left_open("2021.12", "add"))
        self.assertIsNotNone(model.scalar_argument_left_open("2023.12",
                                                             "maximum"))
        self.assertIsNone(model.scalar_argument_left_open("2024.12",
                                                          "maximum"))
        self.assertIsNotNone(model.scalar_argument_left_open("2023.12",
                                                             "where"))
        self.assertIsNone(model.scalar_argument_left_open("2023.12", "clip"))
        self.assertIsNotNone(model.scalar_with_array_left_open(
            "2023.12", "complex", "real floating"))
        self.assertIsNone(model.scalar_with_array_left_open(
            "2024.12", "complex", "real floating"))


class SplitTest(unittest.TestCase):
    def test_a_case_every_version_agrees_on_stays_whole(self):
        case = _case("t/promote", "promote_types",
                     {"dtypes": ["int8", "uint8"]})
        self.assertEqual(versions.split(case), [case])

    def test_other_profiles_are_untouched(self):
        case = _case("t/torch", "promote_types",
                     {"dtypes": ["int8", "complex64"]}, profile="torch")
        self.assertEqual(versions.split(case), [case])

    def test_a_missing_dtype_leaves_its_version_out(self):
        case = _case("t/c", "promote_types",
                     {"dtypes": ["float32", "complex64"]})
        [made] = versions.split(case)
        self.assertEqual(made["id"], "t/c")
        self.assertEqual(made["versions"],
                         ["2022.12", "2023.12", "2024.12", "2025.12"])
        self.assertEqual(list(made)[:4], ["id", "op", "profile", "versions"])

    def test_different_expectations_split_with_ids(self):
        inputs = {"a": _array("float32", [1], ["1.0"]),
                  "b": {"kind": "complex", "value": ["0.0", "2.0"]},
                  "default_float": "float32"}
        latest, older = versions.split(_case("t/s", "add", inputs))
        self.assertEqual((latest["id"], latest["versions"]),
                         ("t/s", ["2024.12", "2025.12"]))
        self.assertEqual(latest["expect"]["array"]["dtype"], "complex64")
        self.assertEqual((older["id"], older["versions"]),
                         ("t/s@2021.12", ["2021.12", "2022.12", "2023.12"]))
        self.assertEqual(older["expect"], {"error": "undefined"})

    def test_vecdot_before_2023_counts_the_broadcast_shape(self):
        # 2022.12: axis in [-N, N) of the broadcast shape; 2023.12 on:
        # [-min(ndim), -1]
        inputs = {"x1": _array("float64", [2, 2], ["1.0", "2.0", "3.0",
                                                   "4.0"]),
                  "x2": _array("float64", [2], ["1.0", "1.0"]),
                  "axis": 0, "default_float": "float32"}
        case = _case("t/v", "vecdot", inputs)
        at = {v: versions.expectation_at("vecdot", inputs, case["expect"], v)
              for v in model.VERSIONS}
        self.assertEqual(at["2025.12"], {"error": "undefined"})
        self.assertEqual(at["2023.12"], {"error": "undefined"})
        # axis 0 of the broadcast shape (2, 2) is -2, which x2 lacks
        self.assertEqual(at["2022.12"], {"error": "undefined"})
        inputs["axis"] = 2
        self.assertEqual(versions.expectation_at(
            "vecdot", inputs, {"error": "undefined"}, "2022.12"),
            {"error": "invalid_axis"})

    def test_check_literal_names_the_version(self):
        inputs = {"dtypes": ["int8", "int16"]}
        case = make_case("t/l", "promote_types", inputs, {"dtype": "int16"},
                         "test", profile="array-api",
                         versions=["2023.12", "2024.12", "2025.12"])
        self.assertIn("2021.12", versions.check_literal(
            case, evaluate("promote_types", inputs, "array-api")))

    def test_versions_belong_to_array_api(self):
        with self.assertRaises(ValueError):
            make_case("t/x", "promote_types", {"dtypes": ["int8", "int8"]},
                      {"dtype": "int8"}, "test", profile="torch",
                      versions=["2021.12"])


if __name__ == "__main__":
    unittest.main()
