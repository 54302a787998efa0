"""The random families cover what they promise."""

import collections
import itertools
import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.encoding import decode_array
from promcast_families import FAMILIES, case_count, make_case
from promcast_corpus import json_text
from promcast_families.common import (FIRST_PROFILES, NONZERO_SIZES,
                                      SMALL_SIZES,
                                      _limited_shape_table, chunk_random)
from promcast_families.value_pools import (ANY, FLUSH_SAFE, SUM_SAFE,
                                           exact_value, pooled_array_drawer,
                                           random_float)
from promcast_model import dtypes
from promcast_model.array import Array
from promcast_model.elementwise import INPLACE_OPS, OPS
from promcast_model.values import is_representable


def draw(name, count):
    rng = chunk_random(name, 1, 0)
    return [make_case(name, rng, 1, index) for index in range(count)]


def outcome(case):
    expect = case["expect"]
    return expect.get("error", next(iter(expect)))


class ValuePoolsTest(unittest.TestCase):
    def test_random_floats_are_varied_and_representable(self):
        rng = chunk_random("test", 1, 0)
        for dtype in ("float16", "bfloat16", "float32", "float64"):
            values = [random_float(rng, dtype) for _ in range(500)]
            self.assertTrue(all(is_representable(v, dtype) for v in values))
            self.assertGreater(len(set(values)), 450, dtype)
            # Most have mantissa bits below the leading one.
            powers_of_two = [v for v in values
                             if abs(math.frexp(v)[0]) == 0.5]
            self.assertLess(len(powers_of_two), 100, dtype)

    def test_exact_divisors_are_nonzero(self):
        rng = chunk_random("test", 1, 1)
        for dtype in dtypes.DTYPES:
            if dtypes.is_float8(dtype):
                continue
            for _ in range(50):
                value = exact_value(rng, dtype, divisor=True)
                self.assertTrue(value != 0, dtype)
                self.assertTrue(is_representable(value, dtype), dtype)


class DrawingTablesTest(unittest.TestCase):
    def test_limited_shape_table_is_random_shape_redrawn(self):
        # The exact probability of each shape under rejection sampling,
        # enumerated independently of the table: random_shape's rank is
        # uniform, each size its share of `sizes`; shapes over the limit
        # are redrawn, so the rest are renormalised.
        for max_rank, limit, sizes in ((3, 6, NONZERO_SIZES),
                                       (2, 12, SMALL_SIZES)):
            raw = collections.Counter()
            for rank in range(max_rank + 1):
                for shape in itertools.product(sizes, repeat=rank):
                    if math.prod(shape) <= limit:
                        raw[shape] += (1 / (max_rank + 1)) / len(sizes) ** rank
            total = sum(raw.values())
            shapes, cumulative = _limited_shape_table(max_rank, limit, sizes)
            self.assertEqual(set(shapes), set(raw))
            previous = 0
            for shape, running in zip(shapes, cumulative):
                self.assertAlmostEqual((running - previous) / cumulative[-1],
                                       raw[shape] / total, places=12)
                previous = running

    def test_pools_depend_on_seed_and_dtype_only(self):
        def pooled(rng, kind, seed, dtype, count):
            return pooled_array_drawer(kind, seed, dtype)(rng, (count,))
        first = pooled(chunk_random("a", 1, 0), ANY, 1, "float16", 50)
        again = pooled(chunk_random("a", 1, 0), ANY, 1, "float16", 50)
        other_seed = pooled(chunk_random("a", 1, 0), ANY, 2, "float16", 50)
        self.assertEqual(first[1], again[1])
        self.assertNotEqual(first[1], other_seed[1])
        for kind in (ANY, SUM_SAFE, FLUSH_SAFE):
            for dtype in dtypes.DTYPES:
                for count in (0, 1, 300):
                    values, text = pooled(chunk_random("b", 1, 0), kind, 1,
                                        dtype, count)
                    self.assertEqual(len(values), count)
                    self.assertTrue(all(is_representable(v, dtype)
                                        for v in values), (kind, dtype))
                    self.assertEqual(text, json_text.array(
                        Array(dtype, (count,), list(values))))
                if kind == ANY and dtype != dtypes.BOOL:
                    self.assertGreater(len(set(values)), 20, (kind, dtype))


class FamiliesTest(unittest.TestCase):
    def test_later_profiles_follow_each_other(self):
        # A later profile's cases come after the first profiles' and after
        # those of the later profiles before it (tfjs, then onnx, then
        # stdlib, which has concat alone), so that adding onnx moved no
        # tfjs case, and adding stdlib none of either.
        from promcast_families.function_arrays import case_profile
        for name in ("concat", "stack", "matmul"):
            family = FAMILIES[name]
            first, share = family.FIRST_COUNT, family.LATER_SHARE
            got = [case_profile(index, first, share, name)
                   for index in range(first, family.COMMITTED_COUNT)]
            later = ["tfjs"] * share + ["onnx"] * share
            if name == "concat":
                later += ["stdlib"] * share
            self.assertEqual(got, later, name)
            self.assertEqual({case_profile(index, first, share, name)
                              for index in range(first)},
                             set(FIRST_PROFILES), name)
        for name in ("where", "clip"):
            profiles = [cell[0] for cell in FAMILIES[name].LATER_COMBINATIONS]
            tfjs = profiles.count("tfjs")
            self.assertGreater(tfjs, 0, name)
            self.assertEqual(profiles, ["tfjs"] * tfjs
                             + ["onnx"] * (len(profiles) - tfjs), name)

    def test_values_covers_every_profile_op_and_dtype_pair(self):
        # 28 ops x the ordered pairs of each profile's dtypes: torch 18,
        # numpy 14, array-api 13, jax 17, mlx 14, tfjs 4; MLX has no
        # copysign, no nextafter and no hypot; TensorFlow.js has 20 of the
        # 28 ops.
        count = (28 * (18 * 18 + 14 * 14 + 13 * 13 + 17 * 17 + 14 * 14)
                 - 3 * 14 * 14 + 20 * 4 * 4)
        self.assertEqual(count, 32604)
        cases = draw("values", count)
        seen = {(c["profile"], c["op"], c["inputs"]["a"]["dtype"],
                 c["inputs"]["b"]["dtype"]) for c in cases}
        self.assertEqual(len(seen), count)
        arrays = sum(1 for c in cases if "array" in c["expect"])
        self.assertGreater(arrays, count // 2)
        # Then onnx, drawn after them (common.LATER_PROFILES): 21 ops (ONNX
        # lacks not_equal, floor_divide, copysign, nextafter, hypot,
        # logaddexp and atan2) x its 17 dtypes' 289 pairs; then four more
        # rounds of the 248 combinations that compute: 10 ops of the 12
        # numeric dtypes (add, subtract, multiply, divide, maximum,
        # minimum, less, less_equal, greater, greater_equal), equal of 13
        # (bool too), 3 bitwise ops of 8 integers, 2 shifts of 4 unsigned,
        # 3 logical ops of bool, remainder of 8 integers, pow of 6 bases x
        # 12 exponents.
        computing = 10 * 12 + 13 + 3 * 8 + 2 * 4 + 3 + 8 + 6 * 12
        self.assertEqual(computing, 248)
        onnx = 21 * 17 * 17 + 4 * computing
        self.assertEqual(case_count("values", None), count + onnx)
        family = FAMILIES["values"]
        later = family.COMBINATIONS[count:]
        self.assertEqual(len(later), onnx)
        self.assertEqual({c[0] for c in later}, {"onnx"})
        self.assertEqual(len(set(later[:21 * 17 * 17])), 21 * 17 * 17)
        self.assertEqual(later[21 * 17 * 17:],
                         4 * later[21 * 17 * 17:21 * 17 * 17 + computing])

    def test_inplace_covers_rule_and_every_in_place_op(self):
        # 28 in-place ops x the ordered pairs of torch's and numpy's dtypes,
        # and array-api's 12 in-place operators (+=, -=, *=, /=, &=, |=,
        # ^=, //=, %=, <<=, >>=, **=) x its pairs, in the committed count's
        # three cases in four.
        cases = draw("inplace", case_count("inplace", None))
        combinations = {(c["profile"], c["op"], c["inputs"]["a"]["dtype"],
                         c["inputs"]["b"]["dtype"]) for c in cases
                        if c["op"] != "inplace_broadcast"}
        self.assertEqual(len(combinations),
                         28 * (18 * 18 + 14 * 14) + 12 * 13 * 13)
        ops = collections.Counter(c["op"] for c in cases)
        self.assertEqual(set(ops), set(INPLACE_OPS) | {"inplace_broadcast"})
        outcomes = {outcome(c) for c in cases}
        self.assertTrue({"array", "answer", "cannot_cast",
                         "inplace_shape_change", "incompatible_shapes",
                         "no_promotion", "unsupported_dtype_for_op"}
                        <= outcomes, outcomes)

    def test_promotion_is_exhaustive(self):
        pairs = 18 * 18 + 14 * 14 + 13 * 13 + 17 * 17 + 14 * 14
        # tfjs's 4 x 4 pairs: promote_types alone (no can_cast function);
        # onnx none; stdlib's 15 x 15, promote_types then can_cast.
        later = 4 * 4 + 2 * 15 * 15
        self.assertEqual(case_count("promotion", 5), 2 * pairs + later)
        cases = draw("promotion", 2 * pairs + later)
        tfjs = [c for c in cases if c["profile"] == "tfjs"]
        self.assertEqual(len({tuple(c["inputs"]["dtypes"]) for c in tfjs}),
                         4 * 4)
        self.assertEqual({c["op"] for c in tfjs}, {"promote_types"})
        stdlib = [c for c in cases if c["profile"] == "stdlib"]
        self.assertEqual(cases[-len(stdlib):], stdlib)
        self.assertEqual(len({tuple(c["inputs"]["dtypes"]) for c in stdlib
                              if c["op"] == "promote_types"}), 15 * 15)
        self.assertEqual(len({(c["inputs"]["from"], c["inputs"]["to"])
                              for c in stdlib if c["op"] == "can_cast"}),
                         15 * 15)
        cases = [c for c in cases if c["profile"] not in ("tfjs", "stdlib")]
        promotions = {(c["profile"], *c["inputs"]["dtypes"]) for c in cases
                      if c["op"] == "promote_types"}
        self.assertEqual(len(promotions), pairs)
        casts = {(c["profile"], c["inputs"]["from"], c["inputs"]["to"])
                 for c in cases if c["op"] == "can_cast"}
        self.assertEqual(len(casts), pairs)
        self.assertEqual({c["profile"] for c in cases},
                         {"torch", "numpy", "array-api", "jax", "mlx"})

    def test_result_type_covers_profiles_values_and_x64(self):
        cases = draw("result_type", 2000)
        self.assertEqual({c["profile"] for c in cases},
                         {"torch", "numpy", "array-api", "jax", "mlx"})
        jax = [c for c in cases if c["profile"] == "jax"]
        self.assertEqual({c["inputs"]["x64"] for c in jax}, {True, False})
        self.assertFalse(any("x64" in c["inputs"] for c in cases
                             if c["profile"] != "jax"))
        values = [o["value"] for c in cases for o in c["inputs"]["operands"]
                  if "value" in o and o["kind"] == "int"]
        self.assertIn(str(2 ** 64), values)
        self.assertIn("-129", values)

    def test_outcome_mixes(self):
        expected = {
            "broadcast": {"shape", "incompatible_shapes", "shape_overflow"},
            "xla": {"shape", "invalid_broadcast_dimensions",
                    "incompatible_shapes"},
            "broadcast_to": {"array", "incompatible_shapes"},
            "result_type": {"dtype", "no_promotion", "undefined",
                            "scalar_out_of_range"},
            "sum_to_shape": {"array", "incompatible_shapes",
                             "unsupported_dtype_for_op"},
        }
        for name, outcomes in expected.items():
            found = {outcome(c) for c in draw(name, 2000)}
            self.assertEqual(found, outcomes, name)

    def test_shapes_reach_rank_8_and_4_operands(self):
        cases = draw("broadcast", 2000)
        self.assertEqual(max(len(s) for c in cases
                             for s in c["inputs"]["shapes"]), 8)
        self.assertEqual({len(c["inputs"]["shapes"]) for c in cases},
                         {2, 3, 4})

    def test_sum_to_shape_has_rank_0_and_size_0(self):
        cases = draw("sum_to_shape", 2000)
        gradients = [decode_array(c["inputs"]["gradient"]) for c in cases]
        self.assertTrue(any(g.shape == () for g in gradients))
        self.assertTrue(any(0 in g.shape for g in gradients))
        self.assertTrue(any(c["inputs"]["shape"] == [] for c in cases))


if __name__ == "__main__":
    unittest.main()
