"""Arrays whose sizes reach int64's limit: empty arrays (a size 0 and no
elements) may have other sizes as large as INT64_MAX, and what a library
does when the sizes of a result pass that limit is a rule of its own
(docs/semantics.md, "Sizes past int64").

concat: the sizes along the axis are summed; a sum past INT64_MAX is
`shape_overflow` in every profile. PyTorch's cat sums into an int64_t and
refuses the wrapped size ("Trying to create tensor with negative
dimension"), NumPy's concatenate likewise ("negative dimensions are not
allowed", both measured: python3-torch 1.13, python3-numpy 1.24); the other
libraries state no such limit, and no dimension of theirs can hold the
sum, so their profiles expect the same error. A sum of exactly INT64_MAX
is a valid empty result. The arrays are bool, whose one-byte elements keep
NumPy's byte-size limit out of the way, and which every profile's concat
takes.

Expectations are literals, not computed by the model."""

from .builder import (SpecCases, array, expect_array, expect_error,
                      function_inputs)

SOURCE = "Array API standard, concat"
INT64_MAX = (1 << 63) - 1
HALF = 1 << 62
CONCAT_PROFILES = ("torch", "numpy", "jax", "mlx", "array-api", "onnx",
                   "tfjs", "stdlib")


def _empty(*shape):
    return array("bool", shape, [])


def _concat_cases(spec):
    for profile in CONCAT_PROFILES:
        def add(name, arrays, axis, expect, note):
            spec.add(f"concat/{name}/{profile}", "concat",
                     function_inputs("concat", arrays, axis=axis), expect,
                     "Parameters", note=note, profile=profile)
        add("axis-0-past-int64", [_empty(HALF, 0), _empty(HALF, 0)], 0,
            expect_error("shape_overflow"),
            "2**62 + 2**62 along axis 0 is 2**63, one past INT64_MAX")
        add("axis-last-past-int64", [_empty(0, HALF), _empty(0, HALF)], -1,
            expect_error("shape_overflow"),
            "2**62 + 2**62 along the last axis is 2**63")
        add("third-array-past-int64",
            [_empty(HALF, 0), _empty(HALF - 1, 0), _empty(1, 0)], 0,
            expect_error("shape_overflow"),
            "the first two sum to INT64_MAX; the third passes it")
        add("axis-0-at-int64-max", [_empty(HALF, 0), _empty(HALF - 1, 0)], 0,
            expect_array("bool", [INT64_MAX, 0], []),
            "2**62 + 2**62 - 1 is INT64_MAX: an empty result of that size")


def cases():
    spec = SpecCases("spec/array-sizes", SOURCE)
    _concat_cases(spec)
    return spec.cases
