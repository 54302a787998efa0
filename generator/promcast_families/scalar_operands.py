"""Family scalars: every element-wise op of every profile with a Python
scalar operand, `array op scalar`, `scalar op array` and `array op=
scalar`, over every array dtype the profile has and the four scalar kinds
(bool, int, float, complex), the scalar's value picked to hit the rules of
promcast_model/scalar_values.py: ints in range, at and beyond the array
dtype's bounds and beyond int64 and uint64; floats beyond float16 and
float32, NaN, the infinities, -0.0; complex values. The array is of
several shapes, 0-d and empty ones included.

Each (profile, op, dtype, kind) is one cell; the cells are cycled in order
(the first pass covers each once, the position rotating so that every
(profile, op, kind) meets every position), then a third of them again at
the next position."""

from math import inf, nan

from promcast_corpus import json_text
from promcast_corpus.cases import scalar_binary_expectation
from promcast_corpus.encoding import SCALAR_KIND_DTYPE
from promcast_model import dtypes
from promcast_model.array import Array
from promcast_model.elementwise import INPLACE_SUFFIX, OPS
from promcast_model.operands import SCALAR_KINDS
from promcast_model.profiles import NAMES
from promcast_model.profiles import profile as find_profile
from promcast_model.scalar_values import (SCALAR_A, SCALAR_B,
                                         TORCH_TENSOR_PARAMETER)

from .common import (FIRST_PROFILES, LATER_PROFILES, below,
                     has_python_scalars, line_template, pick)
from .operands import (DEFAULT_FLOATS, _array_drawer, _missing,
                       exact_operands, value_pool)
from .value_pools import MODERATE, pooled_array_drawer

NAME = "scalars"
DESCRIPTION = (f"the {len(OPS)} element-wise ops with a Python scalar "
               "operand x every profile's dtypes x scalar kind x position")

_INPLACE = "inplace"
# jax's and mlx's in-place forms write nothing into the destination
# (family inplace), and tfjs has none: their cases go to the other two
# positions.
_POSITIONS = {name: (SCALAR_B, SCALAR_A) if name in ("jax", "mlx", "tfjs")
              else (SCALAR_B, SCALAR_A, _INPLACE) for name in NAMES}


def _combinations(names):
    return [(name, op, dtype, kind) for name in names for op in OPS
            if not _missing(name, op)
            for dtype in find_profile(name).DTYPES
            for kind in SCALAR_KINDS]


# The first profiles' cells (common.FIRST_PROFILES), cycled as described
# above; then, from FIRST_COUNT on, the later profiles' cells, cycled alike
# (those of common.LATER_PROFILES with Python scalars: not onnx).
COMBINATIONS = _combinations(FIRST_PROFILES)
FIRST_COUNT = len(COMBINATIONS) * 4 // 3
LATER_COMBINATIONS = _combinations(name for name in LATER_PROFILES
                                   if has_python_scalars(name))
COMMITTED_COUNT = FIRST_COUNT + len(LATER_COMBINATIONS) * 4 // 3

# Shapes of the array operand: 0-d, empty, one element, several.
_SHAPES = ((), (), (0,), (1,), (3,), (4,), (2, 3), (2, 0), (1, 2, 2))

# Python ints: small ones, every integer dtype's bounds and the values just
# beyond them, float16's overflow (65520 rounds to inf), ties of float32
# and float64, and ints beyond int64, uint64 and every double.
_INTS = (0, 1, -1, 2, 3, 7, -100, 100, 300, -129, 65520, 70000,
         (1 << 24) + 1, (1 << 53) + 1, 1 << 31, 1 << 32, (1 << 63) - 1,
         1 << 63, (1 << 64) - 1, 1 << 64, -(1 << 63), -(1 << 63) - 1,
         1 << 100, 1 << 1100)
_FLOATS = (0.5, 0.0, -0.0, 1.5, -2.5, 0.1, 3.0, nan, inf, -inf, 1e300,
           -1e300, 70000.0, 65520.0, 65504.0, 3.5e38, 1e-8, 1e-300, 1e-40)
_COMPLEXES = (1 + 2j, 0.5 - 1j, complex(-0.0, 0.0), 1j, complex(nan, 0.0),
              complex(inf, 1.0), complex(1e300, -1.0), complex(70000.0, 0.5))
# Values every formula of complex multiplication and division computes
# alike (family values' exact sets), nonzero.
_EXACT_COMPLEXES = (1 + 2j, 0.5 - 1j, -2 + 0.5j, 1j, 2 + 0j)
# The Array API profile keeps to values whose outcome the standard fixes:
# small ints (no overflow with the exact arrays), floats without -0.0
# (maximum's choice of zero is open), complex values without NaN or
# infinities.
_EXACT_INTS = (0, 1, -1, 2, 3, -4)
_EXACT_FLOATS = (0.0, 1.0, -1.0, 2.0, 0.5, -0.5, 3.0, -4.0, 0.1, nan, inf,
                 -inf, 1e300, 3.5e38)
# XLA on CPU flushes subnormal float32 values: no scalar that is one.
_FLUSH_SAFE_FLOATS = tuple(value for value in _FLOATS if value != 1e-40)


def _bounds(dtype):
    """An integer dtype's bounds and the ints just beyond them."""
    if not dtypes.is_integral(dtype):
        return ()
    low, high = dtypes.integer_range(dtype)
    return (low - 1, low, high, high + 1)


# The real scalars of a complex product or quotient (a complex array's):
# exact and nonzero, as _EXACT_COMPLEXES.
_EXACT_NONZERO = {"bool": (True,), "int": (1, -1, 2, 3, -4),
                  "float": (1.0, -1.0, 2.0, 0.5, -0.5, 3.0, -4.0)}


# pow, atan2 and logaddexp of complex values keep to finite, moderate
# values on both sides (family values' MODERATE pool): zeros, infinities,
# NaN parts and large moduli follow no rule the libraries share
# (docs/values.md).
_MODERATE_OPS = ("pow", "atan2", "logaddexp")
_MODERATE_SCALARS = {"bool": (True,), "int": (1, 2, 3, -1, -2),
                     "float": (0.25, 0.5, 1.5, -0.75, -1.25),
                     "complex": (1 + 2j, 0.5 - 1j, -2 + 0.5j, 0.75 + 0.25j)}


def _moderate(base, dtype, kind):
    """Whether the op computes a complex pow, atan2 or logaddexp."""
    return base in _MODERATE_OPS and (kind == "complex"
                                      or dtypes.is_complex(dtype))


def _complex_formula(base, dtype, kind):
    """Whether the op runs a complex multiplication or division, whose
    formulas differ between libraries (family values' exact sets)."""
    return base in ("multiply", "divide") and (
        kind == "complex" or dtypes.is_complex(dtype))


# pow's exponents half the time: 0 (x ** 0 is 1, NaN included) and the
# negative ints that integer bases refuse or truncate.
_POW_EXPONENTS = {"int": (0, -1, -2, 2), "float": (0.0, -0.0, 0.5, -1.0)}


def _scalar_value(rng, profile, base, dtype, kind):
    if _moderate(base, dtype, kind):
        return pick(rng, _MODERATE_SCALARS[kind])
    if base == "pow" and kind in _POW_EXPONENTS and profile != "array-api" \
            and rng.random() < 0.5:
        return pick(rng, _POW_EXPONENTS[kind])
    if kind != "complex" and _complex_formula(base, dtype, kind):
        return pick(rng, _EXACT_NONZERO[kind])
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "complex":
        exact = profile == "array-api" or base in ("multiply", "divide")
        return pick(rng, _EXACT_COMPLEXES if exact else _COMPLEXES)
    if kind == "float":
        return pick(rng, {"array-api": _EXACT_FLOATS,
                          "jax": _FLUSH_SAFE_FLOATS}.get(profile, _FLOATS))
    bounds = _bounds(dtype)
    if profile == "array-api":
        # In bounds the small ints; else just beyond (undefined).
        if bounds and rng.random() < 0.3:
            return pick(rng, (bounds[0], bounds[3]))
        return pick(rng, _EXACT_INTS)
    value = (pick(rng, bounds) if bounds and rng.random() < 0.5
             else pick(rng, _INTS))
    if (profile == "torch" and base not in TORCH_TENSOR_PARAMETER
            and 1 << 63 <= value < 1 << 64):
        # Functions with a Scalar overload parse an int from 2**63 to
        # 2**64 - 1 as a uint64 Scalar (python_arg_parser.cpp scalar_slow),
        # which the model leaves out; past 2**64 both paths refuse.
        value = 1 << 64
    return value


def _scalar_text(kind, value):
    return json_text.members({
        "kind": json_text.name(kind),
        "value": json_text.value(SCALAR_KIND_DTYPE[kind], value)})


_KEYS = ("a", "b", "default_float")
_DEFAULT_FLOAT_TEXTS = tuple(json_text.name(name) for name in DEFAULT_FLOATS)


def _cell(index):
    """(the cells the index-th case cycles through, its index among
    them)."""
    if index < FIRST_COUNT:
        return COMBINATIONS, index
    return LATER_COMBINATIONS, index - FIRST_COUNT


def position(index):
    """The position of the index-th case's scalar: it moves on with each
    case, and once more with each dtype (a cell's kinds are consecutive)
    and each pass, so that every (profile, op, kind) meets every position
    of its profile in the first pass."""
    cells, index = _cell(index)
    profile = cells[index % len(cells)][0]
    positions = _POSITIONS[profile]
    step = index + index // len(SCALAR_KINDS) + index // len(cells)
    return positions[step % len(positions)]


def case_line(rng, seed, index):
    cells, cell_index = _cell(index)
    profile, op, dtype, kind = cells[cell_index % len(cells)]
    where = position(index)
    if where == _INPLACE:
        op, where = op + INPLACE_SUFFIX, SCALAR_B
    shape = pick(rng, _SHAPES)
    # The array's values as family values draws them (exact sets where
    # that family needs them; a divisor's when the array divides).
    exact, divisor = exact_operands(profile, op, dtype, dtype)
    base = op[:-len(INPLACE_SUFFIX)] if op.endswith(INPLACE_SUFFIX) else op
    # A complex product or quotient takes exact values on both sides (the
    # scalar's are _EXACT_COMPLEXES or _EXACT_NONZERO), as family values
    # does.
    exact = exact or _complex_formula(base, dtype, kind)
    if _moderate(base, dtype, kind):
        draw = pooled_array_drawer(MODERATE, seed, dtype)
    else:
        draw = _array_drawer(seed, dtype, exact, divisor and where == SCALAR_A,
                             value_pool(profile))
    data, array_text = draw(rng, shape)
    value = _scalar_value(rng, profile, base, dtype, kind)
    scalar_text = _scalar_text(kind, value)
    choice = below(rng, len(DEFAULT_FLOATS))
    texts = ((scalar_text, array_text) if where == SCALAR_A
             else (array_text, scalar_text))
    expect = scalar_binary_expectation(
        op, Array(dtype, shape, data), kind, value, where,
        DEFAULT_FLOATS[choice], profile)
    return line_template(NAME, seed, op, _KEYS, profile) % (
        index, *texts, _DEFAULT_FLOAT_TEXTS[choice], expect)
