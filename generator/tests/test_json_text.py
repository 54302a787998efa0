"""json_text writes exactly the text json's encoder writes for the same
objects (files.render_case), so the families' direct lines are the canonical
format byte for byte, and a new family or dtype cannot drift from it."""

import json
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from test_encoding import EXTREMES

from promcast_corpus import json_text
from promcast_corpus.encoding import encode_array
from promcast_corpus.files import render_case
from promcast_families import FAMILIES, case_count
from promcast_families.common import chunk_random
from promcast_model.array import Array

CASES_PER_FAMILY = 2000


class JsonTextTest(unittest.TestCase):
    def test_every_family_line_is_the_encoders_text(self):
        for name, family in FAMILIES.items():
            rng = chunk_random(name, 7, 0)
            for index in range(min(CASES_PER_FAMILY, case_count(name, 1 << 30))):
                line = family.case_line(rng, 7, index)
                self.assertEqual(line, render_case(json.loads(line)),
                                 (name, index))

    def test_arrays_of_every_dtype_with_extremes(self):
        encoder = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
        for dtype, values in EXTREMES.items():
            for data in (values, []):
                array = Array(dtype, (len(data),), data)
                for strides, tolerance in ((None, None), ((1,), None),
                                           (None, 4)):
                    self.assertEqual(
                        json_text.array(array, strides, tolerance),
                        encoder.encode(encode_array(array, strides,
                                                    tolerance)),
                        (dtype, data, strides, tolerance))

    def test_strings_that_need_escaping(self):
        self.assertEqual(json_text.string('a"b\\c\n\u00e9'),
                         json.dumps('a"b\\c\n\u00e9', ensure_ascii=False))
        self.assertEqual(json_text.members({"k": "[1]"}), '{"k":[1]}')
        self.assertRaises(TypeError, json_text.boolean, 1)


if __name__ == "__main__":
    unittest.main()
