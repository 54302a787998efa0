"""The generated cases of matmul, vecdot, concat, stack and
broadcast_arrays against the libraries on this machine (test dependencies
only; each part skipped without its library): NumPy 1.24 with NEP 50
promotion (np._set_promotion_state("weak")) for the numpy profile's
matmul, concat, stack and broadcast_arrays (1.24 has no vecdot), PyTorch
1.13 for the torch profile's five functions.

The profiles follow the current libraries, so the test leaves out where
the old ones differ, each difference read from the sources:
- PyTorch 1.13's CPU matmul has no float16 kernels (current PyTorch
  dispatches kHalf in dot, addmv, addmm and bmm), and its vdot none
  either;
- PyTorch 1.13's mm and mv accept operands of different dtypes when the
  result is empty or the contracted length 0 (current PyTorch checks the
  dtypes first: addmm_impl_cpu_ "expected m1 and m2 to have the same
  dtype", addmv's meta function);
- PyTorch 1.13 has no uint16 to uint64 and no float8, and keeps few
  complex32 kernels: those cases are left out;
- this machine's PyTorch 1.13 answers 0 for every complex dot product of
  two vectors (torch.dot, and linalg.vecdot, which sends two vectors to
  vdot): its BLAS's cdotu/zdotu return convention differs from the one
  the build expected. The values of those cases are left out.
Values are compared within each case's tolerance (cases/README.md)."""

import json
import math
import os
import unittest

import support
from support import within_tolerance

from promcast_corpus.encoding import decode_array
from promcast_model import dtypes

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None
try:
    import torch
except ImportError:  # pragma: no cover
    torch = None

FAMILIES = ("matmul", "vecdot", "concat", "stack", "broadcast_arrays")


def _cases(family):
    path = os.path.join(support.CASES_DIR, "generated", family,
                        "s1-0000.json")
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as stream:
        return json.load(stream)["cases"]


def _operands(case):
    inputs = case["inputs"]
    return inputs["arrays"] if "arrays" in inputs else [inputs["x1"],
                                                        inputs["x2"]]


def _values_pass(expected, got_values):
    """Every element of the expected ARRAY `expected` against the library's
    values (Python scalars, row-major)."""
    array = decode_array(expected)
    tolerance = expected.get("tolerance", {})
    ulp = tolerance.get("ulp", 0)
    scales = [float(s) for s in tolerance.get("scale", [])] or [0.0] * len(
        array.data)
    dtype = array.dtype
    for index, (want, got) in enumerate(zip(array.data, got_values)):
        if dtypes.is_complex(dtype):
            part = dtypes.COMPLEX_COMPONENT[dtype]
            pairs = ((want.real, got.real), (want.imag, got.imag))
        elif dtypes.is_floating(dtype):
            part, pairs = dtype, ((want, got),)
        else:
            if bool(want) != bool(got) if dtype == "bool" else want != got:
                return False
            continue
        for w, g in pairs:
            if not within_tolerance(float(g), w, part, ulp, scales[index]):
                if not (ulp and w == 0.0 and g == 0.0):
                    return False
    return True


class _Real:
    """Runs each case of a profile through the library: check(case) is
    None when the library agrees, else a description."""

    def compare(self, case, outcome):
        expect = case["expect"]
        if isinstance(outcome, str):
            if expect.get("error") == outcome:
                return None
            return f"expected {expect}, the library: {outcome}"
        if "error" in expect:
            return f"expected {expect}, the library gave a result"
        if case["op"] == "broadcast_arrays":
            views = [(list(v.shape), self.name(v)) for v in outcome]
            want = [(v["shape"], v["dtype"]) for v in expect["arrays"]]
            return None if views == want else f"{want} != {views}"
        got = outcome
        want = expect["array"]
        if (self.name(got), list(got.shape)) != (want["dtype"],
                                                want["shape"]):
            return f"{want['dtype']} {want['shape']} != " \
                   f"{self.name(got)} {list(got.shape)}"
        if not _values_pass(want, self.values(got)):
            return f"values {want['data']} != {self.values(got)}"
        return None


@unittest.skipIf(np is None or not hasattr(np, "_set_promotion_state"),
                 "NumPy with NEP 50 state is missing")
class NumpyRealTest(unittest.TestCase, _Real):
    def setUp(self):
        self.state = np._get_promotion_state()
        np._set_promotion_state("weak")

    def tearDown(self):
        np._set_promotion_state(self.state)

    def name(self, array):
        return str(array.dtype).replace("bool", "bool")

    def values(self, array):
        return [v.item() for v in np.asarray(array).reshape(-1)]

    def array(self, encoded):
        decoded = decode_array(encoded)
        return np.array(decoded.data, dtype=decoded.dtype).reshape(
            decoded.shape)

    def run_case(self, case):
        inputs = case["inputs"]
        arrays = [self.array(a) for a in _operands(case)]
        try:
            if case["op"] == "matmul":
                return np.asarray(np.matmul(*arrays))
            if case["op"] == "concat":
                return np.concatenate(arrays, axis=inputs.get("axis", 0))
            if case["op"] == "stack":
                return np.stack(arrays, axis=inputs.get("axis", 0))
            return np.broadcast_arrays(*arrays)
        except np.AxisError:
            return "invalid_axis"
        except ValueError as error:
            text = str(error)
            if "zero-dimensional" in text or "enough dimensions" in text:
                return "invalid_rank"
            if "need at least one" in text:
                return "invalid_argument"
            return "incompatible_shapes"

    def test_numpy_profile_cases(self):
        numpy_dtypes = set(dtypes.DTYPES) - {"bfloat16", "complex32",
                                             "float8_e4m3fn", "float8_e5m2"}
        checked, problems = 0, []
        for family in ("matmul", "concat", "stack", "broadcast_arrays"):
            for case in _cases(family):
                if case.get("profile", "numpy") != "numpy" or any(
                        a["dtype"] not in numpy_dtypes
                        for a in _operands(case)):
                    continue
                checked += 1
                problem = self.compare(case, self.run_case(case))
                if problem:
                    problems.append(f"{case['id']}: {problem}")
        self.assertEqual(problems, [])
        if _cases("matmul"):
            self.assertGreater(checked, 1000)


_TORCH_DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8",
                 "float16", "bfloat16", "float32", "float64", "complex64",
                 "complex128")


@unittest.skipIf(torch is None, "PyTorch is missing")
class TorchRealTest(unittest.TestCase, _Real):
    def name(self, tensor):
        return str(tensor.dtype).replace("torch.", "")

    def values(self, tensor):
        flat = tensor.reshape(-1)
        if flat.dtype == torch.bfloat16 or flat.dtype == torch.float16:
            flat = flat.float()
        return flat.tolist()

    def tensor(self, encoded):
        decoded = decode_array(encoded)
        return torch.tensor(decoded.data, dtype=getattr(
            torch, decoded.dtype)).reshape(decoded.shape)

    def left_out(self, case):
        """The differences of PyTorch 1.13 the module's comment lists."""
        operands = _operands(case)
        kinds = {a["dtype"] for a in operands}
        if not kinds <= set(_TORCH_DTYPES):
            return True
        if case["op"] in ("matmul", "vecdot") and "float16" in kinds:
            return True
        if case["op"] == "matmul" and len(kinds) > 1 and any(
                0 in a["shape"] for a in operands):
            return True
        if (case["op"] in ("matmul", "vecdot") and kinds & {
                "complex64", "complex128"} and all(
                    len(a["shape"]) == 1 for a in operands)
                and "array" in case["expect"]):
            return True
        return False

    def run_case(self, case):
        inputs = case["inputs"]
        tensors = [self.tensor(a) for a in _operands(case)]
        try:
            if case["op"] == "matmul":
                return torch.matmul(*tensors)
            if case["op"] == "vecdot":
                return torch.linalg.vecdot(*tensors,
                                           dim=inputs.get("axis", -1))
            if case["op"] == "concat":
                if "axis" in inputs and inputs["axis"] is None:
                    return "invalid_argument"
                return torch.cat(tensors, dim=inputs.get("axis", 0))
            if case["op"] == "stack":
                return torch.stack(tensors, dim=inputs.get("axis", 0))
            return torch.broadcast_tensors(*tensors)
        except (IndexError, RuntimeError) as error:
            text = str(error)
            if "Dimension out of range" in text:
                return "invalid_axis"
            if "zero-dimensional" in text or "at least 1D" in text:
                return "invalid_rank"
            if "non-empty" in text:
                return "invalid_argument"
            if any(s in text for s in (
                    "not implemented for", "same dtype", "expected scalar "
                    "type", "Expected a floating", "expected both")):
                return "unsupported_dtype_for_op"
            if "Promotion" in text or "promot" in text:
                return "no_promotion"
            return "incompatible_shapes"

    def test_torch_profile_cases(self):
        checked, problems = 0, []
        for family in FAMILIES:
            for case in _cases(family):
                if case.get("profile", "torch") != "torch" or self.left_out(
                        case):
                    continue
                checked += 1
                problem = self.compare(case, self.run_case(case))
                if problem:
                    problems.append(f"{case['id']}: {problem}")
        self.assertEqual(problems, [])
        if _cases("matmul"):
            self.assertGreater(checked, 1000)


if __name__ == "__main__":
    unittest.main()
