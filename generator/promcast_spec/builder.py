"""Helpers for writing spec cases as literals."""

from promcast_corpus.cases import make_case
from promcast_corpus.encoding import encode_array
from promcast_model.array import Array


class SpecCases:
    """Collects the cases of one source document (a seed, or a library's
    upstream file for a profile): ids are prefix/name, sources are
    "<file> §<section>", and cases of the ops that depend on promotion get
    `profile`."""

    def __init__(self, id_prefix, seed_file, profile="torch"):
        self.id_prefix = id_prefix
        self.seed_file = seed_file
        self.profile = profile
        self.cases = []

    def add(self, name, op, inputs, expect, section, note=None):
        self.cases.append(make_case(f"{self.id_prefix}/{name}", op, inputs,
                                    expect, f"{self.seed_file} §{section}",
                                    note=note, profile=self.profile))


def array(dtype, shape, values):
    """An ARRAY input from Python values."""
    return encode_array(Array(dtype, tuple(shape), list(values)))


def expect_array(dtype, shape, values, strides=None, tolerance_ulp=None):
    return {"array": encode_array(Array(dtype, tuple(shape), list(values)),
                                  strides=strides,
                                  tolerance_ulp=tolerance_ulp)}


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
