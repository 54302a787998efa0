"""Helpers for writing spec cases as literals."""

from promcast_corpus.cases import make_case
from promcast_corpus.encoding import encode_array
from promcast_model.array import Array


class SpecCases:
    """Collects the cases of one source document (an upstream page such as
    "Array API standard, Broadcasting", or a library's upstream file for a
    profile): ids are prefix/name, sources are "<document> §<section>" (or
    the document alone, for a page without sections), and cases of the ops
    that depend on promotion get `profile`. A case may name another document
    than the collection's with `document`."""

    def __init__(self, id_prefix, document, profile="torch"):
        self.id_prefix = id_prefix
        self.document = document
        self.profile = profile
        self.cases = []

    def add(self, name, op, inputs, expect, section, note=None,
            document=None, profile=None, versions=None):
        document = document or self.document
        source = document if section is None else f"{document} §{section}"
        self.cases.append(make_case(f"{self.id_prefix}/{name}", op, inputs,
                                    expect, source, note=note,
                                    profile=profile or self.profile,
                                    versions=versions))


def table_cases(prefix, rows):
    """The cases of a table of rows (name, op, profile, inputs, expect,
    source, note), each row citing its own source: ids are prefix/name."""
    return [make_case(f"{prefix}/{name}", op, inputs, expect, source,
                      note=note, profile=profile)
            for name, op, profile, inputs, expect, source, note in rows]


def array(dtype, shape, values):
    """An ARRAY input from Python values."""
    return encode_array(Array(dtype, tuple(shape), list(values)))


def literal_array(dtype, shape, data):
    """An ARRAY input (or expected array) whose data are written as the case
    format spells them ("1.5", "-0.0", "nan", [re, im] pairs), worked out
    by hand rather than converted from Python values."""
    return {"dtype": dtype, "shape": list(shape), "data": list(data)}


def expect_array(dtype, shape, values, strides=None, tolerance_ulp=None,
                 tolerance_scale=None):
    return {"array": encode_array(Array(dtype, tuple(shape), list(values)),
                                  strides=strides,
                                  tolerance_ulp=tolerance_ulp,
                                  tolerance_scale=tolerance_scale)}


def expect_shape(shape):
    return {"shape": list(shape)}


def expect_dtype(dtype):
    return {"dtype": dtype}


def expect_answer(answer):
    return {"answer": answer}


def expect_error(kind):
    return {"error": kind}


def broadcast_inputs(*shapes):
    return {"shapes": [list(shape) for shape in shapes]}


def binary_inputs(a, b, default_float="float32"):
    return {"a": a, "b": b, "default_float": default_float}


def function_inputs(function, operands, default_float="float32", **options):
    """A function's inputs in the case format's key order (cases.py
    FUNCTION_INPUTS): `operands` the encoded operands in order (ARRAYs,
    SCALARs, None) or, for concat, stack and broadcast_arrays, the list of
    arrays; options["axis"] given (None included) only when the case says
    so."""
    from promcast_corpus.cases import FUNCTION_INPUTS
    names, _ = FUNCTION_INPUTS[function]
    inputs = ({"arrays": list(operands)} if names == "arrays"
              else dict(zip(names, operands)))
    if "axis" in options:
        inputs["axis"] = options["axis"]
    if function != "broadcast_arrays":
        inputs["default_float"] = default_float
    return inputs


def expect_views(*views):
    """broadcast_arrays' expectation: (dtype, shape, values, strides) of
    each view."""
    return {"arrays": [encode_array(Array(dtype, tuple(shape), list(values)),
                                    strides=strides)
                       for dtype, shape, values, strides in views]}
