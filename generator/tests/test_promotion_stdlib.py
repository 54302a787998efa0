"""The stdlib profile (promotion_stdlib.py and stdlib's concat in
joining.py) against @stdlib/ndarray 0.4.1 read by hand: the table cells
below are read from promotion-rules/lib/promotion_rules.json and
safe-casts/lib/safe_casts.json, the concat answers worked out from
concat/lib/main.js and the modules it requires. Where the library's own
JSON tables are installed (npm ci --prefix adapters), every cell of the
model's tables is also compared with them."""

import json
import os
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_families import FAMILIES, make_case
from promcast_families.common import chunk_random
from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.function_call import AXIS_DEFAULT, FunctionCall
from promcast_model.functions import outcome
from promcast_model.ops import INPLACE_OPS, OPS
from promcast_model.promotion_stdlib import (ARRAY_DTYPES, DTYPES,
                                             MISSING_OPS, can_cast,
                                             elementwise_dtypes,
                                             promote_types)

# The installed package, when adapters/node_modules is there.
NDARRAY_DIR = os.path.join(support.REPOSITORY_DIR, "adapters",
                           "node_modules", "@stdlib", "ndarray")


def promoted(a, b):
    try:
        return promote_types(a, b)
    except ModelError as error:
        return error.kind


def arr(dtype, data, shape=None):
    return Array(dtype, tuple((len(data),) if shape is None else shape),
                 list(data))


def concat(arrays, axis=AXIS_DEFAULT):
    """The model's concat: (dtype, shape, data) or the error kind."""
    try:
        result = outcome(FunctionCall("concat", tuple(arrays), axis),
                         "stdlib")
    except ModelError as error:
        return error.kind
    array = result.array
    return array.dtype, tuple(array.shape), list(array.data)


class TablesTest(unittest.TestCase):
    def test_dtypes(self):
        self.assertEqual(len(DTYPES), 15)
        self.assertNotIn("bfloat16", DTYPES)
        self.assertEqual(len(ARRAY_DTYPES), 11)
        self.assertLess(set(ARRAY_DTYPES), set(DTYPES))
        self.assertEqual(set(DTYPES) - set(ARRAY_DTYPES),
                         {"int64", "uint64", "float16", "complex32"})

    def test_promotion_cells(self):
        # promotion_rules.json: "float32": {"uint32": "float64", ...}
        self.assertEqual(promoted("float32", "uint32"), "float64")
        self.assertEqual(promoted("int8", "uint8"), "int16")
        self.assertEqual(promoted("int32", "uint32"), "int64")
        self.assertEqual(promoted("uint16", "int8"), "int32")
        self.assertEqual(promoted("int16", "complex32"), "complex64")
        self.assertEqual(promoted("int32", "complex64"), "complex128")
        self.assertEqual(promoted("bool", "bool"), "bool")
        # -1: no promotion
        self.assertEqual(promoted("bool", "int8"), "no_promotion")
        self.assertEqual(promoted("int64", "uint64"), "no_promotion")
        self.assertEqual(promoted("int64", "float32"), "no_promotion")
        self.assertEqual(promoted("uint64", "complex128"), "no_promotion")

    def test_promotion_is_not_symmetric(self):
        # The table's own cells, row dtype1: int8 then float16 is float16,
        # float16 then int8 float32; int64 then uint32 is int64, uint32
        # then int64 -1.
        self.assertEqual(promoted("int8", "float16"), "float16")
        self.assertEqual(promoted("float16", "int8"), "float32")
        self.assertEqual(promoted("uint8", "float16"), "float16")
        self.assertEqual(promoted("float16", "uint8"), "float32")
        self.assertEqual(promoted("int8", "complex32"), "complex32")
        self.assertEqual(promoted("complex32", "int8"), "complex64")
        self.assertEqual(promoted("int64", "uint32"), "int64")
        self.assertEqual(promoted("uint32", "int64"), "no_promotion")
        asymmetric = {frozenset((a, b)) for a in DTYPES for b in DTYPES
                      if promoted(a, b) != promoted(b, a)}
        self.assertEqual(asymmetric, {
            frozenset(pair) for pair in (
                ("int8", "float16"), ("uint8", "float16"),
                ("int8", "complex32"), ("uint8", "complex32"),
                ("int64", "uint32"))})

    def test_can_cast(self):
        # safe_casts.json, and isSafeCast's from === to
        self.assertTrue(can_cast("int8", "float16"))
        self.assertTrue(can_cast("uint8", "complex32"))
        self.assertTrue(can_cast("uint32", "int64"))
        self.assertFalse(can_cast("uint8", "int8"))
        self.assertFalse(can_cast("int64", "float64"))
        self.assertFalse(can_cast("float64", "complex64"))
        self.assertFalse(can_cast("bool", "int8"))
        for dtype in DTYPES:
            self.assertTrue(can_cast(dtype, dtype), dtype)

    def test_dtypes_the_tables_lack(self):
        for call in (lambda: promote_types("bfloat16", "float32"),
                     lambda: can_cast("float32", "float8_e5m2")):
            with self.assertRaises(ModelError) as caught:
                call()
            self.assertEqual(caught.exception.kind,
                             "unsupported_dtype_for_op")

    @unittest.skipUnless(os.path.isdir(NDARRAY_DIR),
                         "@stdlib/ndarray is not installed (npm ci --prefix "
                         "adapters)")
    def test_tables_are_the_installed_library_s(self):
        with open(os.path.join(NDARRAY_DIR, "package.json"),
                  encoding="utf-8") as stream:
            self.assertEqual(json.load(stream)["version"], "0.4.1")
        with open(os.path.join(NDARRAY_DIR, "promotion-rules", "lib",
                               "promotion_rules.json"),
                  encoding="utf-8") as stream:
            rules = json.load(stream)
        with open(os.path.join(NDARRAY_DIR, "safe-casts", "lib",
                               "safe_casts.json"),
                  encoding="utf-8") as stream:
            casts = json.load(stream)
        for a in DTYPES:
            for b in DTYPES:
                cell = rules[a][b]
                self.assertEqual(promoted(a, b),
                                 "no_promotion" if cell == -1 else cell,
                                 (a, b))
                self.assertEqual(can_cast(a, b), a == b or casts[a][b] == 1,
                                 (a, b))


class LackedTest(unittest.TestCase):
    def test_every_element_wise_op_and_function_but_concat(self):
        self.assertLessEqual(set(OPS) | set(INPLACE_OPS), MISSING_OPS)
        for op in OPS:
            for inplace in (False, True):
                self.assertEqual(elementwise_dtypes(
                    op, "int8", False, "int8", False, "float32",
                    inplace).early_refusal.kind, "invalid_argument")
        self.assertFalse({"promote_types", "can_cast", "concat"}
                         & MISSING_OPS)
        for function in ("where", "clip", "matmul", "vecdot", "stack"):
            self.assertIn(function, MISSING_OPS)
        self.assertEqual(
            _function("stack", (arr("int8", [1]), arr("int8", [2]))),
            "invalid_argument")
        self.assertEqual(
            _function("matmul", (arr("float32", [1.0]),
                                 arr("float32", [2.0]))),
            "invalid_argument")


def _function(name, operands, axis=AXIS_DEFAULT):
    try:
        outcome(FunctionCall(name, operands, axis), "stdlib")
    except ModelError as error:
        return error.kind
    return "computed"


class ConcatTest(unittest.TestCase):
    def test_dim_default_is_last(self):
        # main.js: opts.dim = -1
        self.assertEqual(concat((arr("int8", [1, 2, 3, 4], (2, 2)),
                                 arr("int8", [5, 6], (2, 1)))),
                         ("int8", (2, 3), [1, 2, 5, 3, 4, 6]))

    def test_axis_as_dim(self):
        a = arr("int8", [1, 2, 3, 4], (2, 2))
        b = arr("int8", [5, 6], (1, 2))
        joined = ("int8", (3, 2), [1, 2, 3, 4, 5, 6])
        self.assertEqual(concat((a, b), 0), joined)      # dim 0 - 2
        self.assertEqual(concat((a, b), -2), joined)
        # validate.js: dim must be negative: axis 2 is dim 0
        self.assertEqual(concat((a, b), 2), "invalid_axis")
        # R is the largest rank: axis 0 with ranks 2 and 1 is dim -2,
        # which the rank-1 array lacks
        self.assertEqual(concat((a, arr("int8", [7, 8])), 0),
                         "invalid_axis")
        self.assertEqual(concat((a, b), None), "undefined")
        self.assertEqual(concat(()), "invalid_argument")

    def test_one_way_broadcasting_to_the_first_largest(self):
        row = arr("float64", [1.0, 2.0, 3.0], (1, 3))
        block = arr("float64", [4.0, 5.0, 6.0, 7.0, 8.0, 9.0], (2, 3))
        self.assertEqual(concat((row, block)), "incompatible_shapes")
        self.assertEqual(concat((block, row)),
                         ("float64", (2, 6), [4.0, 5.0, 6.0, 1.0, 2.0, 3.0,
                                              7.0, 8.0, 9.0, 1.0, 2.0, 3.0]))
        # a lower rank is prepended, size 1 stretched, the dim kept
        self.assertEqual(concat((arr("int8", [1, 2], (1, 2)),
                                 arr("int8", [5, 6, 7, 8], (2, 2, 1)))),
                         ("int8", (2, 2, 3),
                          [1, 2, 5, 1, 2, 6, 1, 2, 7, 1, 2, 8]))
        # 1 stretches to 0; 2 does not
        self.assertEqual(concat((arr("float32", [], (0, 3)),
                                 arr("float32", [1.0], (1, 1)))),
                         ("float32", (0, 4), []))
        self.assertEqual(concat((arr("float32", [], (0, 3)),
                                 arr("float32", [1.0, 2.0], (2, 1)))),
                         "incompatible_shapes")

    def test_zero_d(self):
        zero = arr("uint8", [3], ())
        self.assertEqual(concat((arr("uint8", [1, 2]), zero)),
                         "invalid_axis")
        self.assertEqual(concat((zero, zero)), "invalid_axis")
        self.assertEqual(concat((zero,)), "invalid_axis")
        self.assertEqual(concat((zero,), 0), "invalid_axis")

    def test_lone_array(self):
        self.assertEqual(concat((arr("int8", [1, 2], (1, 2)),), -2),
                         ("int8", (1, 2), [1, 2]))
        self.assertEqual(concat((arr("int8", [1, 2], (1, 2)),), -3),
                         "invalid_axis")

    def test_order_array_by_array_then_dtypes(self):
        wide = arr("float64", [0.0] * 6, (2, 3))
        tall = arr("float64", [0.0] * 9, (3, 3))
        zero = arr("float64", [0.0], ())
        self.assertEqual(concat((wide, tall, zero)), "incompatible_shapes")
        self.assertEqual(concat((wide, zero, tall)), "invalid_axis")
        self.assertEqual(concat((arr("bool", [True] * 6, (2, 3)),
                                 arr("int8", [1] * 9, (3, 3)))),
                         "incompatible_shapes")
        self.assertEqual(concat((arr("bool", [True]), arr("int8", [1])), 5),
                         "invalid_axis")

    def test_dtype_fold_and_values(self):
        self.assertEqual(concat((arr("int8", [-1, -128]),
                                 arr("uint8", [255]))),
                         ("int16", (3,), [-1, -128, 255]))
        self.assertEqual(concat((arr("int32", [-1]),
                                 arr("uint32", [4294967295]))),
                         ("int64", (2,), [-1, 4294967295]))
        # int64 with float32 is -1: the fold ends
        self.assertEqual(concat((arr("int32", [1]), arr("uint32", [2]),
                                 arr("float32", [3.0]))), "no_promotion")
        self.assertEqual(concat((arr("float32", [0.5]), arr("int32", [-3]),
                                 arr("uint32", [4294967295]))),
                         ("float64", (3,), [0.5, -3.0, 4294967295.0]))
        self.assertEqual(concat((arr("bool", [True]), arr("int8", [1]))),
                         "no_promotion")
        self.assertEqual(concat((arr("float32", [1.5]),
                                 arr("complex64", [1 + 2j]))),
                         ("complex64", (2,), [1.5 + 0j, 1 + 2j]))

    def test_arrays_stdlib_cannot_make(self):
        for dtype in ("int64", "uint64", "float16", "complex32",
                      "bfloat16"):
            self.assertEqual(concat((arr(dtype, [1]),)), "undefined", dtype)


class FamiliesTest(unittest.TestCase):
    def test_promotion_pairs(self):
        family = FAMILIES["promotion"]
        stdlib = [c for c in family.LATER_CASES if c[1] == "stdlib"]
        self.assertEqual(len(stdlib), 2 * 15 * 15)
        self.assertEqual([c[0] for c in stdlib],
                         ["promote_types"] * 225 + ["can_cast"] * 225)
        self.assertEqual(family.LATER_CASES[-len(stdlib):], stdlib)

    def test_no_case_of_what_stdlib_lacks(self):
        self.assertFalse([c for c in FAMILIES["values"].COMBINATIONS
                          if c[0] == "stdlib"])
        for name in ("scalars", "where", "clip"):
            family = FAMILIES[name]
            self.assertFalse([c for c in family.COMBINATIONS
                              + getattr(family, "LATER_COMBINATIONS", [])
                              if c[0] == "stdlib"], name)
        for name in ("matmul", "stack"):
            family = FAMILIES[name]
            self.assertEqual(family.COMMITTED_COUNT,
                             family.FIRST_COUNT + 2 * family.LATER_SHARE,
                             name)

    def test_concat_cases(self):
        family = FAMILIES["concat"]
        start = family.FIRST_COUNT + 2 * family.LATER_SHARE
        self.assertEqual(family.COMMITTED_COUNT,
                         start + family.LATER_SHARE)
        rng = chunk_random("concat", 1, start // 1000)
        cases = [make_case("concat", rng, 1, index)
                 for index in range(start // 1000 * 1000,
                                    family.COMMITTED_COUNT)]
        cases = cases[start % 1000:]
        self.assertEqual({c["profile"] for c in cases}, {"stdlib"})
        self.assertLessEqual({a["dtype"] for c in cases
                              for a in c["inputs"]["arrays"]},
                             set(ARRAY_DTYPES))
        outcomes = {c["expect"].get("error", "array") for c in cases}
        self.assertEqual(outcomes, {"array", "invalid_axis",
                                    "incompatible_shapes", "no_promotion",
                                    "invalid_argument", "undefined"})
        arrays = [c for c in cases if "array" in c["expect"]]
        self.assertGreater(len(arrays), len(cases) // 3)
        # broadcasting happens: a joined array of another rank or a size 1
        # stretched
        self.assertTrue([c for c in arrays
                         if len({len(a["shape"])
                                 for a in c["inputs"]["arrays"]}) > 1])
        self.assertTrue([c for c in arrays
                         if "axis" not in c["inputs"]])


if __name__ == "__main__":
    unittest.main()
