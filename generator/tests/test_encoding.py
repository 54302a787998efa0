"""The VALUE encoding round-trips every dtype exactly, through JSON text."""

import json
import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.encoding import (decode_array, decode_value,
                                      encode_array, encode_value)
from promcast_model import dtypes
from promcast_model.array import Array
from promcast_model.values import is_representable

# Hand-picked extremes of every dtype, as Python values.
EXTREMES = {
    "bool": [True, False],
    "int8": [-128, 127, 0, -1],
    "int16": [-32768, 32767],
    "int32": [-2147483648, 2147483647],
    "int64": [-9223372036854775808, 9223372036854775807],
    "uint8": [0, 255],
    "uint16": [65535],
    "uint32": [4294967295],
    "uint64": [0, 18446744073709551615],
    "float16": [65504.0, -65504.0, 5.960464477539063e-08,
                6.097555160522461e-05, 6.103515625e-05, -0.0, math.inf,
                -math.inf, math.nan],
    "bfloat16": [3.3895313892515355e38, 9.183549615799121e-41,
                 1.1754943508222875e-38, -0.0, math.inf, math.nan],
    "float32": [3.4028234663852886e38, 1.401298464324817e-45,
                0.10000000149011612, -0.0, -math.inf, math.nan],
    "float64": [1.7976931348623157e308, 5e-324, 0.1, -0.0, math.inf,
                math.nan],
    "float8_e4m3fn": [448.0, -448.0, 0.001953125, -0.0, math.nan],
    "float8_e5m2": [57344.0, 1.52587890625e-05, -0.0, math.inf, math.nan],
    "complex32": [complex(65504.0, -0.0), complex(math.nan, math.inf)],
    "complex64": [complex(1.401298464324817e-45, -3.4028234663852886e38)],
    "complex128": [complex(-0.0, 5e-324), complex(math.inf, math.nan)],
}


def same(x, y):
    """Equal as values of the format: NaN equals NaN, zero signs differ."""
    if isinstance(x, complex):
        return same(x.real, y.real) and same(x.imag, y.imag)
    if isinstance(x, float):
        if x != x:
            return y != y
        return x == y and math.copysign(1, x) == math.copysign(1, y)
    return x == y and type(x) is type(y)


class EncodingTest(unittest.TestCase):
    def test_every_dtype_has_extremes(self):
        self.assertEqual(sorted(EXTREMES), sorted(dtypes.DTYPES))

    def test_round_trip_through_json_text(self):
        for dtype, values in EXTREMES.items():
            array = Array(dtype, (len(values),), values)
            text = json.dumps(encode_array(array))
            back = decode_array(json.loads(text))
            self.assertEqual(back.dtype, dtype)
            for original, decoded in zip(values, back.data):
                self.assertTrue(same(original, decoded),
                                (dtype, original, decoded, text))
                self.assertTrue(is_representable(decoded, dtype),
                                (dtype, decoded))

    def test_spellings(self):
        self.assertEqual(encode_value("int64", -9223372036854775808),
                         "-9223372036854775808")
        self.assertEqual(encode_value("uint64", 18446744073709551615),
                         "18446744073709551615")
        self.assertEqual(encode_value("float32", -0.0), "-0.0")
        self.assertEqual(encode_value("float64", -math.nan), "nan")
        self.assertEqual(encode_value("float16", -math.inf), "-inf")
        self.assertEqual(encode_value("float16", 1e-05), "1e-05")
        self.assertEqual(encode_value("complex64", complex(1.0, -2.5)),
                         ["1.0", "-2.5"])
        self.assertIs(encode_value("bool", True), True)
        self.assertEqual(decode_value("uint64", "18446744073709551615"),
                         2 ** 64 - 1)

    def test_unrepresentable_values_are_caught(self):
        self.assertFalse(is_representable(128, "int8"))
        self.assertFalse(is_representable(0.1, "float32"))
        self.assertFalse(is_representable(math.inf, "float8_e4m3fn"))
        self.assertFalse(is_representable(1 + 2 ** -8, "bfloat16"))
        self.assertFalse(is_representable(1, "bool"))


if __name__ == "__main__":
    unittest.main()
