"""XLA's "Broadcasting" page (the broadcasting semantics of XLA), every
example as a case: https://openxla.org/xla/broadcasting. The element-wise
binary operations that take `broadcast_dimensions` are in XLA's "Operation
Semantics", https://openxla.org/xla/operation_semantics."""

from .builder import (SpecCases, array, binary_inputs, expect_array,
                      expect_error, expect_shape)

DOCUMENT = "XLA, Broadcasting"
SOURCE = f"{DOCUMENT} (https://openxla.org/xla/broadcasting)"

SECTION_LOWER_RANK = "Broadcasting a lower-rank array onto a higher-rank array"
SECTION_FORMAL = "Formal definition"
SECTION_SIMILAR = "Broadcasting similar-rank arrays with degenerate dimensions"
SECTION_COMPOSITION = "Broadcast composition"
SECTION_WHAT = "What is broadcasting?"

# The formal definition's MxNxPxQ, with sizes of our choosing.
M, N, P, Q = 2, 3, 4, 5


def _xla(lhs, rhs, dims):
    return {"lhs": list(lhs), "rhs": list(rhs),
            "broadcast_dimensions": list(dims)}


def cases():
    spec = SpecCases("spec/xla", DOCUMENT)
    _lower_rank(spec)
    _formal_definition(spec)
    _similar_rank(spec)
    _composition(spec)
    return spec.cases


def _lower_rank(spec):
    matrix = array("int32", (2, 3), [1, 2, 3, 4, 5, 6])
    spec.add("what-is/matrix-plus-vector-values", "add",
             binary_inputs(matrix, array("int32", (3,), [7, 8, 9])),
             expect_array("int32", (2, 3), [8, 10, 12, 11, 13, 15]),
             SECTION_WHAT,
             note="|1 2 3; 4 5 6| + |7 8 9|; implicit broadcasting of (3) "
                  "equals XLA's broadcast_dimensions (1); int32 is ours")
    spec.add("lower-rank/scalar-values", "add",
             binary_inputs(matrix, array("int32", (), [7])),
             expect_array("int32", (2, 3), [8, 9, 10, 11, 12, 13]),
             SECTION_LOWER_RANK, note="|1 2 3; 4 5 6| + 7")
    spec.add("lower-rank/scalar", "xla_broadcast", _xla((2, 3), (), ()),
             expect_shape((2, 3)), SECTION_LOWER_RANK,
             note="scalars broadcast without an explicit specification")
    spec.add("lower-rank/vector-no-dims", "xla_broadcast",
             _xla((2, 3), (3,), ()),
             expect_error("invalid_broadcast_dimensions"), SECTION_LOWER_RANK,
             note="(2,3) + (3): without specifying broadcasting, this "
                  "operation is invalid")
    spec.add("lower-rank/vector-dim-1", "xla_broadcast",
             _xla((2, 3), (3,), (1,)), expect_shape((2, 3)),
             SECTION_LOWER_RANK)
    spec.add("lower-rank/3x3-dim-1", "xla_broadcast",
             _xla((3, 3), (3,), (1,)), expect_shape((3, 3)),
             SECTION_LOWER_RANK, note="(1): each vector element a column")
    spec.add("lower-rank/3x3-dim-0", "xla_broadcast",
             _xla((3, 3), (3,), (0,)), expect_shape((3, 3)),
             SECTION_LOWER_RANK, note="(2): each vector element a row")
    spec.add("lower-rank/2x3-dim-0-invalid", "xla_broadcast",
             _xla((2, 3), (3,), (0,)),
             expect_error("invalid_broadcast_dimensions"), SECTION_LOWER_RANK,
             note="Note: when adding a 2x3 matrix to a 3-element vector, a "
                  "broadcasting dimension of 0 is invalid")
    spec.add("lower-rank/cuboid-matrix", "xla_broadcast",
             _xla((2, 3, 4), (3, 4), (1, 2)), expect_shape((2, 3, 4)),
             SECTION_LOWER_RANK,
             note="2x3x4 cuboid and 3x4 matrix with broadcasting tuple (1,2)")


def _formal_definition(spec):
    big = (M, N, P, Q)
    note = f"MxNxPxQ taken as {M}x{N}x{P}x{Q}"
    for dim in (3, 2, 1, 0):
        spec.add(f"formal/vector-dim-{dim}", "xla_broadcast",
                 _xla(big, (big[dim],), (dim,)), expect_shape(big),
                 SECTION_FORMAL, note=f"{note}; T = {big[dim]}")
    spec.add("formal/vector-t-unequal", "xla_broadcast",
             _xla(big, (7,), (3,)),
             expect_error("invalid_broadcast_dimensions"), SECTION_FORMAL,
             note=f"{note}; T = 7: T has to be equal to the matching "
                  "dimension")
    spec.add("formal/vector-t-1", "xla_broadcast", _xla(big, (1,), (3,)),
             expect_shape(big), SECTION_FORMAL,
             note=f"{note}; T = 1: the page says T has to equal the matching "
                  "dimension, but XLA's shape inference also accepts a size "
                  "of 1 (docs/semantics.md)")
    for dims in ((2, 3), (1, 2), (0, 3)):
        spec.add(f"formal/matrix-dims-{dims[0]}-{dims[1]}", "xla_broadcast",
                 _xla(big, (big[dims[0]], big[dims[1]]), dims),
                 expect_shape(big), SECTION_FORMAL,
                 note=f"{note}; TxV = {big[dims[0]]}x{big[dims[1]]}")
    spec.add("formal/matrix-v-to-n-t-to-p", "xla_broadcast",
             _xla(big, (P, N), (2, 1)),
             expect_error("invalid_broadcast_dimensions"), SECTION_FORMAL,
             note=f"{note}; matching V to N and T to P is illegal: the order "
                  "has to be strictly increasing")
    spec.add("formal/matrix-repeated-dimension", "xla_broadcast",
             _xla(big, (P, P), (2, 2)),
             expect_error("invalid_broadcast_dimensions"), SECTION_FORMAL,
             note=f"{note}; matching two dimensions to one (the page's 'V to "
                  "both P and N') is illegal: repeats are not strictly "
                  "increasing; TxV = 4x4 here")


def _similar_rank(spec):
    examples = (
        ("example-1", (2, 1), (2, 3), (2, 3)),
        ("example-2", (1, 2, 5), (7, 2, 5), (7, 2, 5)),
        ("example-3", (7, 2, 5), (7, 1, 5), (7, 2, 5)),
        ("outer", (2, 1), (1, 3), (2, 3)),
    )
    for name, lhs, rhs, result in examples:
        spec.add(f"similar-rank/{name}", "xla_broadcast", _xla(lhs, rhs, ()),
                 expect_shape(result), SECTION_SIMILAR)
    spec.add("similar-rank/example-4", "xla_broadcast",
             _xla((7, 2, 5), (7, 2, 6), ()),
             expect_error("incompatible_shapes"), SECTION_SIMILAR,
             note="(7,2,5) and (7,2,6) are incompatible")


def _composition(spec):
    spec.add("composition/vector-and-1x2", "xla_broadcast",
             _xla((4,), (1, 2), (0,)), expect_shape((4, 2)),
             SECTION_COMPOSITION,
             note="|1 2 3 4| + [5 6] with broadcast dimensions (0)")
    spec.add("composition/vector-and-1x2-values", "add",
             binary_inputs(array("int32", (4, 1), [1, 2, 3, 4]),
                           array("int32", (1, 2), [5, 6])),
             expect_array("int32", (4, 2), [6, 7, 7, 8, 8, 9, 9, 10]),
             SECTION_COMPOSITION,
             note="the vector |1 2 3 4| matched to dimension 0 is written "
                  "here as a 4x1 array, so implicit broadcasting gives XLA's "
                  "result; int32 is ours")
    spec.add("composition/1x2-onto-4x3x1", "xla_broadcast",
             _xla((1, 2), (4, 3, 1), (1, 2)), expect_shape((4, 3, 2)),
             SECTION_COMPOSITION,
             note="intermediate 4x1x2, then degenerate broadcasting")
