#!/usr/bin/env python3
"""The exec adapter writes a float scalar as Python's repr() writes it (the
case format's spelling, cases/README.md "Values"): exec_format_double,
through format_doubles, on the edges (zeros, subnormals, the largest and
smallest normals, the 1e-4 and 1e16 switches between positional and
scientific notation, powers of ten, NaN and the infinities) and on 200,000
doubles of random bits and random decimals, each compared with repr().

usage: test_exec_format.py FORMAT_DOUBLES
"""
import math
import random
import struct
import subprocess
import sys

edges = [0.0, -0.0, 5e-324, -5e-324, 2.2250738585072014e-308, 2.225073858507201e-308,
         1.7976931348623157e+308, -1.7976931348623157e+308, float("nan"), float("inf"),
         float("-inf"), 0.1, 0.5, 1.0, -1.0, 1e-4, 9.999999999999999e-05, 1e-05, 0.0001234,
         1e15, 9999999999999998.0, 1e16, 1.2345678901234567e16, 123456789012345.6, 1e22,
         1e23, 65504.0, 5.960464477539063e-08, 3.4028234663852886e+38, 1e300, 2.0 ** 52,
         2.0 ** 53, 2.0 ** 53 + 2, 0.30000000000000004, 100.0, 1234.5]
edges += [10.0 ** k for k in range(-30, 31)] + [-(10.0 ** k) for k in range(-30, 31)]
rng = random.Random(17)
values = list(edges)
for _ in range(100000):
    value = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
    values.append(value)
for _ in range(100000):
    values.append(float(f"{rng.randint(-99999, 99999)}e{rng.randint(-30, 30)}"))

bits = "".join(f"{struct.unpack('<Q', struct.pack('<d', v))[0]:016x}\n" for v in values)
out = subprocess.run([sys.argv[1]], input=bits, capture_output=True, text=True, check=True).stdout.split("\n")
wrong = [(repr(v), got) for v, got in zip(values, out) if got != (repr(v) if not math.isnan(v) else "nan")]
ok = len(out) >= len(values) and not wrong
print(("ok" if ok else "not ok") + f" 1 - {len(values)} doubles written as repr() writes them "
      f"({len(wrong)} differ{': ' + str(wrong[:5]) if wrong else ''})")
print("1..1")
sys.exit(0 if ok else 1)
