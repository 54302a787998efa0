"""The Array API standard's versions (2021.12 ... 2025.12), for the profile
"array-api": one group of cases for each difference between versions that
an outcome of the case format shows, each case listing the versions whose
text gives its expectation (cases/README.md "Case", `versions`), its source
the version's page and section, its note the sentence that decides.

Expectations are literals read from each version's text
(https://data-apis.org/array-api/<version>/, the change log of each
version), never computed by the model; the generator checks the model
gives each at the versions it lists and something else (or no case) at the
others.
"""

from .builder import (SpecCases, array, binary_inputs, expect_array,
                      expect_dtype, expect_error, function_inputs)

PREFIX = "spec/profile-array-api-versions"
STANDARD = "Array API standard"
SOURCE = ("data-apis/array-api (Array API standard) 2021.12, 2022.12, "
          "2023.12, 2024.12, 2025.12: CHANGELOG.md, spec/<version>/"
          "API_specification/type_promotion.rst, src/array_api_stubs/"
          "_<version>/elementwise_functions.py, data_type_functions.py, "
          "searching_functions.py, manipulation_functions.py, "
          "linear_algebra_functions.py")
ALL_AFTER = {
    "2022.12": ["2022.12", "2023.12", "2024.12", "2025.12"],
    "2023.12": ["2023.12", "2024.12", "2025.12"],
    "2024.12": ["2024.12", "2025.12"],
}
UNTIL = {
    "2021.12": ["2021.12"],
    "2022.12": ["2021.12", "2022.12"],
    "2023.12": ["2021.12", "2022.12", "2023.12"],
    "2024.12": ["2021.12", "2022.12", "2023.12", "2024.12"],
}


def _page(version, page):
    return f"https://data-apis.org/array-api/{version}/API_specification/{page}"


def scalar(kind, value):
    return {"kind": kind, "value": value}


def cases():
    spec = SpecCases(PREFIX, STANDARD, profile="array-api")
    for build in (_new_dtypes, _new_functions, _complex_scalars,
                  _scalar_arguments, _clip_bounds, _vecdot_axis,
                  _vecdot_integers, _concat_axis):
        build(spec)
    return spec.cases


def _add(spec, name, op, inputs, expect, version, section, note, versions):
    spec.add(name, op, inputs, expect, section, note=note,
             document=f"{STANDARD} {version}", versions=versions)


def _new_dtypes(spec):
    _add(spec, "complex/promote-float32-complex64", "promote_types",
         {"dtypes": ["float32", "complex64"]}, expect_dtype("complex64"),
         "2022.12", "Type Promotion Rules §Floating-point type promotion "
         "table",
         "complex64 and complex128 are new in 2022.12 (change log, v2022.12, "
         "Additions, Data Types); 2021.12 has no complex dtype, so no case "
         "holds there. " + _page("2022.12", "type_promotion.html"),
         ALL_AFTER["2022.12"])


def _new_functions(spec):
    _add(spec, "functions/maximum-int8", "maximum",
         binary_inputs(array("int8", [2], [1, -3]),
                       array("int8", [2], [2, -4])),
         expect_array("int8", [2], [2, -3]), "2023.12",
         "Element-wise Functions §maximum",
         "maximum (with minimum, clip, copysign and hypot) is new in "
         "2023.12 (change log, v2023.12, Additions). "
         + _page("2023.12", "generated/array_api.maximum.html"),
         ALL_AFTER["2023.12"])
    _add(spec, "functions/nextafter-float32", "nextafter",
         binary_inputs(array("float32", [1], [1.0]),
                       array("float32", [1], [2.0])),
         expect_array("float32", [1], [1.0000001192092896]), "2024.12",
         "Element-wise Functions §nextafter",
         "nextafter is new in 2024.12 (change log, v2024.12, Additions: "
         "\"return the next representable floating-point value\"). "
         + _page("2024.12", "generated/array_api.nextafter.html"),
         ALL_AFTER["2024.12"])


def _complex_scalars(spec):
    inputs = binary_inputs(array("float32", [1], [1.0]),
                           scalar("complex", ["0.0", "2.0"]))
    _add(spec, "scalars/float32-add-complex", "add", inputs,
         expect_array("complex64", [1], [complex(1.0, 2.0)]), "2024.12",
         "Type Promotion Rules §Mixing arrays with Python scalars",
         "\"a Python complex for real-valued floating-point array data "
         "types\": the scalar becomes a 0-D array of the complex dtype of "
         "the array's precision (a breaking change of 2024.12). "
         + _page("2024.12", "type_promotion.html"),
         ALL_AFTER["2024.12"])
    _add(spec, "scalars/float32-add-complex@2021.12", "add", inputs,
         expect_error("undefined"), "2022.12",
         "Type Promotion Rules §Mixing arrays with Python scalars",
         "2022.12 and 2023.12: \"behavior is not specified when mixing a "
         "Python complex and an array with a real-valued data type\"; "
         "2021.12 names bool, int and float scalars only. "
         + _page("2022.12", "type_promotion.html"),
         UNTIL["2023.12"])


def _scalar_arguments(spec):
    maximum = binary_inputs(array("int8", [2], [1, -3]), scalar("int", "0"))
    _add(spec, "scalar-arguments/maximum-int8-int", "maximum", maximum,
         expect_array("int8", [2], [1, 0]), "2024.12",
         "Element-wise Functions §maximum",
         "x2: Union[array, int, float] (change log, v2024.12, Scalar "
         "Argument Support). "
         + _page("2024.12", "generated/array_api.maximum.html"),
         ALL_AFTER["2024.12"])
    _add(spec, "scalar-arguments/maximum-int8-int@2023.12", "maximum",
         maximum, expect_error("undefined"), "2023.12",
         "Element-wise Functions §maximum",
         "2023.12's maximum(x1: array, x2: array): a Python scalar argument "
         "is outside the signature. "
         + _page("2023.12", "generated/array_api.maximum.html"),
         ["2023.12"])
    operands = {"operands": [
        {"category": "dimensioned", "dtype": "int8"},
        {"category": "scalar", "kind": "int", "value": "1"}],
        "default_float": "float32"}
    _add(spec, "scalar-arguments/result-type-int8-int", "result_type",
         operands, expect_dtype("int8"), "2024.12",
         "Data Type Functions §result_type",
         "result_type(*arrays_and_dtypes: Union[array, int, float, complex, "
         "bool, dtype]) since 2024.12. "
         + _page("2024.12", "generated/array_api.result_type.html"),
         ALL_AFTER["2024.12"])
    _add(spec, "scalar-arguments/result-type-int8-int@2021.12",
         "result_type", operands, expect_error("undefined"), "2021.12",
         "Data Type Functions §result_type",
         "before 2024.12, result_type(*arrays_and_dtypes: Union[array, "
         "dtype]): a Python scalar argument is outside the signature. "
         + _page("2021.12", "generated/signatures.data_type_functions."
                 "result_type.html"),
         UNTIL["2023.12"])
    where = function_inputs("where", (array("bool", [2], [True, False]),
                                      array("float32", [2], [1.0, 2.0]),
                                      scalar("float", "0.5")))
    _add(spec, "scalar-arguments/where-float32-float", "where", where,
         expect_array("float32", [2], [1.0, 0.5]), "2024.12",
         "Searching Functions §where",
         "x2: Union[array, int, float, complex, bool] since 2024.12 (change "
         "log, v2024.12, Scalar Argument Support). "
         + _page("2024.12", "generated/array_api.where.html"),
         ALL_AFTER["2024.12"])
    _add(spec, "scalar-arguments/where-float32-float@2021.12", "where",
         where, expect_error("undefined"), "2021.12",
         "Searching Functions §where",
         "before 2024.12, where(condition: array, x1: array, x2: array). "
         + _page("2021.12", "generated/signatures.searching_functions."
                 "where.html"),
         UNTIL["2023.12"])


def _clip_bounds(spec):
    inputs = function_inputs("clip", (array("int8", [3], [-5, 0, 9]),
                                      array("int16", [], [-2]),
                                      array("int16", [], [4])))
    _add(spec, "clip/int8-int16-bounds", "clip", inputs,
         expect_error("undefined"), "2024.12",
         "Element-wise Functions §clip",
         "\"If either min or max is an array having a different data type "
         "than x, behavior is unspecified\" (2024.12: \"clarify behavior "
         "when arguments have different data types\"). "
         + _page("2024.12", "generated/array_api.clip.html"),
         ALL_AFTER["2024.12"])
    _add(spec, "clip/int8-int16-bounds@2023.12", "clip", inputs,
         expect_array("int8", [3], [-2, 0, 4]), "2023.12",
         "Element-wise Functions §clip",
         "2023.12: only \"different data type kinds (e.g., integer versus "
         "floating-point)\" are unspecified, and \"The returned array must "
         "have the same data type as x\". "
         + _page("2023.12", "generated/array_api.clip.html"),
         ["2023.12"])


def _vecdot_axis(spec):
    inputs = function_inputs("vecdot", (
        array("float64", [2, 3], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
        array("float64", [2, 3], [1.0, 1.0, 1.0, 2.0, 2.0, 2.0])), axis=0)
    _add(spec, "vecdot/axis-0", "vecdot", inputs,
         expect_error("undefined"), "2023.12",
         "Linear Algebra Functions §vecdot",
         "axis \"Should be an integer on the interval [-N, -1]\" (2023.12, "
         "a breaking change: \"only require a negative integer for the "
         "axis keyword argument\"). "
         + _page("2023.12", "generated/array_api.vecdot.html"),
         ALL_AFTER["2023.12"])
    _add(spec, "vecdot/axis-0@2021.12", "vecdot", inputs,
         expect_array("float64", [3], [9.0, 12.0, 15.0], tolerance_ulp=3,
                      tolerance_scale=[16.0, 16.0, 16.0]),
         "2022.12", "Linear Algebra Functions §vecdot",
         "2021.12 and 2022.12: axis \"Must be an integer on the interval "
         "[-N, N), where N is the rank ... of the shape determined "
         "according to Broadcasting\": axis 0 sums over the first axis. "
         + _page("2022.12", "generated/array_api.vecdot.html"),
         UNTIL["2022.12"])


def _vecdot_integers(spec):
    inputs = function_inputs("vecdot", (array("int32", [3], [1, 2, 3]),
                                        array("int32", [3], [4, 5, 6])))
    _add(spec, "vecdot/int32", "vecdot", inputs, expect_error("undefined"),
         "2022.12", "Linear Algebra Functions §vecdot",
         "x1 and x2 \"Should have a floating-point data type\" since "
         "2022.12. " + _page("2022.12", "generated/array_api.vecdot.html"),
         ALL_AFTER["2022.12"])
    _add(spec, "vecdot/int32@2021.12", "vecdot", inputs,
         expect_array("int32", [], [32]), "2021.12",
         "Linear Algebra Functions §vecdot",
         "2021.12: x1 and x2 \"Should have a numeric data type\". "
         + _page("2021.12", "generated/signatures.linear_algebra_functions."
                 "vecdot.html"),
         UNTIL["2021.12"])


def _concat_axis(spec):
    inputs = function_inputs("concat", (array("int8", [1], [1]),
                                        array("int8", [1], [2])), axis=1)
    _add(spec, "concat/axis-1-of-1d", "concat", inputs,
         expect_error("invalid_axis"), "2025.12",
         "Manipulation Functions §concat",
         "\"A valid axis must be an integer on the interval [-N, N) ... If "
         "provided an invalid axis, the function must raise an exception\" "
         "(new in 2025.12's text). "
         + _page("2025.12", "generated/array_api.concat.html"),
         ["2025.12"])
    _add(spec, "concat/axis-1-of-1d@2021.12", "concat", inputs,
         expect_error("undefined"), "2021.12",
         "Manipulation Functions §concat",
         "2021.12 to 2024.12 say of axis only how a negative one counts: an "
         "axis outside the arrays' dimensions is not specified. "
         + _page("2024.12", "generated/array_api.concat.html"),
         UNTIL["2024.12"])
