"""broadcast_arrays: views, strides, errors (promcast_model/
broadcast_arrays.py), and the case format of the functions (key order,
the schema's refusals)."""

import json
import os
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from function_support import arr, run
from promcast_corpus import cases
from promcast_model.function_call import AXIS_DEFAULT, FunctionCall, Scalar


class BroadcastArraysTest(unittest.TestCase):
    def test_views(self):
        views = run("broadcast_arrays", None, (
            arr("int8", [2, 1], [1, 2]), arr("float32", [3], [1.0, 2.0, 3.0]),
            arr("bool", [], [True])))
        self.assertEqual([(v.shape, tuple(v.strides)) for v in views],
                         [((2, 3), (1, 0)), ((2, 3), (0, 1)),
                          ((2, 3), (0, 0))])
        self.assertEqual([views[0].source.data[p] for p in views[0].positions],
                         [1, 1, 1, 2, 2, 2])
        self.assertEqual([v.source.dtype for v in views],
                         ["int8", "float32", "bool"])

    def test_none_and_errors(self):
        self.assertEqual(run("broadcast_arrays", None, ()), [])
        self.assertEqual(run("broadcast_arrays", None, (
            arr("int8", [2], [1, 2]), arr("int8", [3], [1, 2, 3]))),
            "incompatible_shapes")
        self.assertEqual(run("broadcast_arrays", None, (
            arr("int8", [1, 0], []), arr("int8", [3, 1], [1, 2, 3])))[0].shape,
            (3, 0))


class FunctionFormatTest(unittest.TestCase):
    def test_key_order(self):
        x = arr("int8", [1], [1])
        call = FunctionCall("clip", (x, None, Scalar("int", 3)), AXIS_DEFAULT)
        self.assertEqual(list(cases.function_inputs(call)),
                         ["x", "min", "max", "default_float"])
        call = FunctionCall("concat", (x,), None)
        self.assertEqual(cases.function_inputs(call)["axis"], "null")
        call = FunctionCall("vecdot", (x, x), -1)
        self.assertEqual(list(cases.function_inputs(call)),
                         ["x1", "x2", "axis", "default_float"])
        call = FunctionCall("broadcast_arrays", (x,), AXIS_DEFAULT)
        self.assertEqual(list(cases.function_inputs(call)), ["arrays"])

    def test_schema_refuses_malformed_functions(self):
        try:
            import jsonschema
        except ImportError:  # pragma: no cover
            self.skipTest("python3-jsonschema is missing")
        with open(os.path.join(support.CASES_DIR, "schema.json"),
                  encoding="utf-8") as stream:
            validator = jsonschema.Draft202012Validator(json.load(stream))
        one = {"dtype": "int8", "shape": [1], "data": ["1"]}

        def errors(case):
            case = dict({"id": "x", "source": "x"}, **case)
            return list(validator.iter_errors({
                "format": "promcast-cases", "format_version": 1,
                "suite": "spec/x", "source": "x", "cases": [case]}))
        good = {"op": "stack", "profile": "numpy",
                "inputs": {"arrays": [one], "axis": -1,
                           "default_float": "float32"},
                "expect": {"array": {"dtype": "int8", "shape": [1, 1],
                                     "data": ["1"]}}}
        self.assertEqual(errors(good), [])
        for change in (
                {"inputs": {"arrays": [one], "axis": None,
                            "default_float": "float32"}},
                {"inputs": {"arrays": [one], "axis": 2 ** 63,
                            "default_float": "float32"}},
                {"inputs": {"arrays": [one] * 4097,
                            "default_float": "float32"}},
                {"expect": {"arrays": []}},
                {"profile": None}):
            bad = dict(good, **change)
            if bad.get("profile") is None:
                del bad["profile"]
            self.assertTrue(errors(bad), change)
        views = {"op": "broadcast_arrays", "inputs": {"arrays": [one]},
                 "expect": {"arrays": [dict(one, strides=[1])]}}
        self.assertEqual(errors(views), [])
        self.assertTrue(errors(dict(views, profile="torch")))
        self.assertTrue(errors(dict(views, expect={"arrays": [one]})))


if __name__ == "__main__":
    unittest.main()
