"""The Array API standard's "Broadcasting" page, every example as a case:
https://data-apis.org/array-api/latest/API_specification/broadcasting.html
(sections Algorithm, with its Examples, and In-place Semantics)."""

from .builder import (SpecCases, array, broadcast_inputs, expect_answer,
                      expect_array, expect_error, expect_shape)

DOCUMENT = "Array API standard, Broadcasting"
SOURCE = (f"{DOCUMENT} (https://data-apis.org/array-api/latest/"
          "API_specification/broadcasting.html)")
EXAMPLES_SECTION = "Algorithm / Examples"
IN_PLACE_SECTION = "In-place Semantics"

# §Algorithm / Examples: (A, B, result), in the order printed.
EXAMPLES = (
    ((8, 1, 6, 1), (7, 1, 5), (8, 7, 6, 5)),
    ((5, 4), (1,), (5, 4)),
    ((5, 4), (4,), (5, 4)),
    ((15, 3, 5), (15, 1, 5), (15, 3, 5)),
    ((15, 3, 5), (3, 5), (15, 3, 5)),
    ((15, 3, 5), (3, 1), (15, 3, 5)),
)

# §Algorithm / Examples, "shapes which do not broadcast", with the printed
# comment.
NON_EXAMPLES = (
    ((3,), (4,), "dimension does not match"),
    ((2, 1), (8, 4, 3), "second dimension does not match"),
    ((15, 3, 5), (15, 3), "singleton dimensions can only be prepended, "
                          "not appended"),
)


def cases():
    spec = SpecCases("spec/array-api", DOCUMENT)
    for number, (a, b, result) in enumerate(EXAMPLES, 1):
        spec.add(f"broadcast/ex-{number}", "broadcast_shapes",
                 broadcast_inputs(a, b), expect_shape(result),
                 EXAMPLES_SECTION)
    for number, (a, b, comment) in enumerate(NON_EXAMPLES, 1):
        spec.add(f"broadcast/non-ex-{number}", "broadcast_shapes",
                 broadcast_inputs(a, b), expect_error("incompatible_shapes"),
                 EXAMPLES_SECTION, note=f"does not broadcast: {comment}")
    _in_place(spec)
    return spec.cases


def _in_place(spec):
    # §In-place Semantics: x = empty((2, 3, 4)); a = empty((1, 3, 4)).
    spec.add("in-place/x-ellipsis", "inplace_broadcast",
             {"destination": [2, 3, 4], "source": [1, 3, 4]},
             expect_answer(True), IN_PLACE_SECTION,
             note="x[...] = a is OK: (1, 3, 4) can broadcast to (2, 3, 4)")
    spec.add("in-place/x-1-ellipsis", "inplace_broadcast",
             {"destination": [3, 4], "source": [1, 3, 4]},
             expect_answer(False), IN_PLACE_SECTION,
             note="x[1, ...] = a is not allowed: (1, 3, 4) can NOT broadcast "
                  "to (3, 4)")
    # "can broadcast to" as a view; the standard's arrays are empty(), so
    # the values here (0 .. 11 as float32) are ours.
    a_values = [float(v) for v in range(12)]
    spec.add("in-place/broadcast-to-x", "broadcast_to",
             {"array": array("float32", (1, 3, 4), a_values),
              "shape": [2, 3, 4]},
             expect_array("float32", (2, 3, 4), a_values * 2,
                          strides=[0, 4, 1]),
             IN_PLACE_SECTION,
             note="values are ours (the standard uses empty()); the view "
                  "repeats a along dimension 0 with stride 0")
    spec.add("in-place/broadcast-to-x-1", "broadcast_to",
             {"array": array("float32", (1, 3, 4), a_values), "shape": [3, 4]},
             expect_error("incompatible_shapes"), IN_PLACE_SECTION,
             note="(1, 3, 4) can NOT broadcast to (3, 4): the rank would "
                  "shrink")
