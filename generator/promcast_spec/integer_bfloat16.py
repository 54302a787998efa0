"""Integers converted to bfloat16 by libraries that build a bfloat16 from a
float (docs/semantics.md, "Integers to bfloat16"): the integer is rounded to
float32 first, then to bfloat16, two roundings to nearest even, where a
single correctly rounded conversion would differ.

2**24 + 2**16 + 1 = 16842753 lies just above the midpoint between the
bfloat16 neighbours 2**24 and 2**24 + 2**17 (bfloat16 keeps 8 significant
bits): rounded once it is 2**24 + 2**17 = 16908288. float32 (24 bits)
holds no odd integer above 2**24, and 16842753 ties between 16842752 and
16842754 there, to the even 16842752 = 2**24 + 2**16: the exact bfloat16
midpoint, which ties to the even 2**24 = 16777216. 2**62 + 2**54 + 2 and
2**40 + 2**32 + 1 fall the same way one level up; 2**24 + 3 * 2**16 + 1
rounds up both ways (a control).

- torch: TensorIterator casts an integer operand to the common dtype with
  static_cast<c10::BFloat16>, and c10::BFloat16 has no integer
  constructor: through float (c10/util/BFloat16.h). Measured with
  python3-torch 1.13: `t.to(torch.bfloat16)`, int64 + bfloat16, int32 *
  bfloat16, `bf16.add_(int64)`, torch.where, torch.cat, torch.stack and
  torch.clamp with an integer min all give 16777216.
- jax: XLA's convert of an integer to BF16 is EmitIntegralToFloating to F32
  then EmitF32ToBF16 (xla/service/elemental_ir_emitter.cc); not run. JAX
  without x64 has int32 alone of these.

Whether an integer casts safely to bfloat16 is a rule of its own: JAX's
can_cast is NumPy's, and ml_dtypes registers bfloat16 as safely cast to
from bool, uint8 and int8 alone (ml_dtypes/_src/custom_float.h,
RegisterFloatCasts), so int8 is a safe cast to bfloat16 and int16 and
int32 are not (bfloat16's 8 significant bits hold every int8).

Expectations are literals, not computed by the model."""

from .builder import (SpecCases, array, binary_inputs, expect_answer,
                      expect_array, function_inputs)

SOURCE = "pytorch/pytorch c10/util/BFloat16.h"
TORCH_SECTION = "BFloat16(float value)"
XLA = "openxla/xla xla/service/elemental_ir_emitter.cc"
XLA_SECTION = "EmitIntegerUnaryOp"
CUSTOM_FLOAT_H = "jax-ml/ml_dtypes ml_dtypes/_src/custom_float.h"
# (from, answer, note) of jnp.can_cast(from, bfloat16).
CAN_CAST = (
    ("int8", True, "Safe casts to T from other types: NPY_BYTE"),
    ("int16", False, "int16 is not among the types registered as safe to "
                     "T (bool, uint8, int8)"),
    ("int32", False, "int32 is not among the types registered as safe to "
                     "T; 16842753 is one it could not hold"),
)

TIE = 16842753                 # 2**24 + 2**16 + 1
TWICE = 16777216.0             # 2**24
CONTROL = 16973825             # 2**24 + 3 * 2**16 + 1
CONTROL_ROUNDED = 17039360.0   # 2**24 + 2**18
INT64_TIES = {
    4629700416936869890: 4611686018427387904.0,   # 2**62 + 2**54 + 2
    1103806595073: 1099511627776.0,               # 2**40 + 2**32 + 1
}


def _values(dtype):
    """(integers, their bfloat16 through float32) for an operand of
    `dtype`: the tie both ways, the control."""
    integers = [TIE, -TIE, CONTROL]
    expected = [TWICE, -TWICE, CONTROL_ROUNDED]
    if dtype == "int64":
        for value, rounded in INT64_TIES.items():
            integers += [value, -value]
            expected += [rounded, -rounded]
    return integers, expected


def _cases(spec, profile, dtype, document, section):
    integers, expected = _values(dtype)
    count = len(integers)
    zeros = array("bfloat16", [count], [0.0] * count)
    ones = array("bfloat16", [count], [1.0] * count)
    note = ("the integer is rounded to float32, then to bfloat16: "
            f"{TIE} ties twice and becomes {int(TWICE)}, not {16908288}")
    spec.add(f"add/{dtype}/{profile}", "add",
             binary_inputs(array(dtype, [count], integers), zeros),
             expect_array("bfloat16", [count], expected), section,
             note=note, document=document, profile=profile)
    spec.add(f"multiply/{dtype}-second/{profile}", "multiply",
             binary_inputs(ones, array(dtype, [count], integers)),
             expect_array("bfloat16", [count], expected), section,
             note=note, document=document, profile=profile)
    if profile == "torch":
        spec.add(f"add_inplace/{dtype}/{profile}", "add_inplace",
                 binary_inputs(zeros, array(dtype, [count], integers)),
                 expect_array("bfloat16", [count], expected), section,
                 note=note, document=document, profile=profile)
    # where selects the integers (the condition alternates), clip takes
    # them as its min over bfloat16 zeros, concat and stack copy them
    # after the zeros.
    integers_array = array(dtype, [count], integers)
    keep = [index % 2 == 0 for index in range(count)]
    spec.add(f"where/{dtype}/{profile}", "where",
             function_inputs("where", [array("bool", [count], keep),
                                       integers_array, zeros]),
             expect_array("bfloat16", [count],
                          [value if chosen else 0.0
                           for value, chosen in zip(expected, keep)]),
             section, note=note, document=document, profile=profile)
    spec.add(f"concat/{dtype}/{profile}", "concat",
             function_inputs("concat", [zeros, integers_array], axis=0),
             expect_array("bfloat16", [2 * count],
                          [0.0] * count + expected),
             section, note=note, document=document, profile=profile)
    spec.add(f"clip/{dtype}-min/{profile}", "clip",
             function_inputs("clip", [zeros, integers_array, None]),
             expect_array("bfloat16", [count],
                          [max(value, 0.0) for value in expected]),
             section, note=note, document=document, profile=profile)
    spec.add(f"stack/{dtype}/{profile}", "stack",
             function_inputs("stack", [integers_array, zeros], axis=1),
             expect_array("bfloat16", [count, 2],
                          [v for value in expected for v in (value, 0.0)]),
             section, note=note, document=document, profile=profile)


def cases():
    spec = SpecCases("spec/integer-bfloat16", SOURCE)
    for dtype in ("int32", "int64"):
        _cases(spec, "torch", dtype, SOURCE, TORCH_SECTION)
    _cases(spec, "jax", "int32", XLA, XLA_SECTION)
    for source, answer, note in CAN_CAST:
        spec.add(f"can-cast/{source}-bfloat16/jax", "can_cast",
                 {"from": source, "to": "bfloat16"}, expect_answer(answer),
                 "RegisterFloatCasts", note=note, document=CUSTOM_FLOAT_H,
                 profile="jax")
    return spec.cases
