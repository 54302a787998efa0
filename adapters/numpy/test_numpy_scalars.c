/*
** test_numpy_scalars.c: Python scalars as element-wise operands, in both of
** NumPy 1.24's promotion states, in process (linked with the adapter's
** core).
**
** A scalar reaches NumPy as the Python object, in its position
** (numpy_scalar.h, numpy_ufuncs.c), so NumPy's own rules decide: legacy
** value-based casting (np.result_type's 1.24 docstring; NEP 50,
** "Motivation and scope") or NEP 50's weak scalars
** (https://numpy.org/neps/nep-0050-scalar-promotion.html). Every
** expectation below is what /usr/bin/python3 with Debian's NumPy 1.24.2
** printed for the same call, quoted next to it (after
** warnings.simplefilter('ignore') and np._set_promotion_state(STATE), as
** numpy_runtime.c sets them up).
*/
#include "numpy_api.h"

#include <stdio.h>
#include <string.h>

#include "test_cases.h"

static const scalar_case out_of_place[] = {
    /* legacy: array([301, 302], dtype=int16)
    ** weak:   OverflowError: Python integer 300 out of bounds for int8 */
    {"np.add(np.array([1,2],dtype=np.int8), 300)", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
     INT("300", 300), "int16 [2] {301,302}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds for int8"},
    /* legacy and weak: array([2.5, 3.5]) */
    {"np.add(np.array([1,2],dtype=np.int8), 1.5)", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
     FLOAT(1.5), "float64 [2] {2.5,3.5}", "float64 [2] {2.5,3.5}"},
    /* The scalar first. legacy and weak: array([2, 1], dtype=int16) */
    {"np.subtract(3, np.array([1,2],dtype=np.int16))", PROMCAST_OP_SUBTRACT, INT("3", 3),
     ARRAY1(PC_INT16, 1, 2), "int16 [2] {2,1}", "int16 [2] {2,1}"},
    /* legacy: array([0, 1], dtype=int16)
    ** weak:   OverflowError: Python integer -1 out of bounds for uint8 */
    {"np.add(np.array([1,2],dtype=np.uint8), -1)", PROMCAST_OP_ADD, ARRAY1(PC_UINT8, 1, 2),
     INT("-1", -1), "int16 [2] {0,1}",
     "scalar_out_of_range: OverflowError: Python integer -1 out of bounds for uint8"},
    /* legacy: array([1180591620717411303425, 1180591620717411303426], dtype=object)
    ** weak:   OverflowError: Python int too large to convert to C long */
    {"np.add(np.array([1,2],dtype=np.int8), 2**70)", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
     INT(TWO_TO_70, 1180591620717411303424.0),
     "internal_error: the dtype of NumPy's result is dtype('O'), which is none of promcast's 18 "
     "dtypes",
     "scalar_out_of_range: OverflowError: Python int too large to convert to C long"},
    /* The int's text reaches NumPy exactly. legacy and weak:
    ** array([18446744073709551615], dtype=uint64) */
    {"np.add(np.array([0],dtype=np.uint64), 18446744073709551615)", PROMCAST_OP_ADD,
     {0, PC_UINT64, 1, 1, {0, 0}, {0, 0, NULL, 0, 0}}, INT(UINT64_MAX_TEXT, 18446744073709551616.0),
     "uint64 [1] {18446744073709551615}", "uint64 [1] {18446744073709551615}"},
    /* legacy and weak: array([ True,  True]) */
    {"np.add(np.array([True,False]), True)", PROMCAST_OP_ADD, ARRAY1(PC_BOOL, 1, 0),
     BOOL("True", 1), "bool [2] {1,1}", "bool [2] {1,1}"},
    /* A 0-d array is an array, not a scalar. legacy and weak:
    ** array([2.5, 3.5], dtype=float32) */
    {"np.add(np.array(1.5,dtype=np.float32), np.array([1,2],dtype=np.int8))", PROMCAST_OP_ADD,
     ARRAY0(PC_FLOAT32, 1.5), ARRAY1(PC_INT8, 1, 2), "float32 [2] {2.5,3.5}",
     "float32 [2] {2.5,3.5}"},
    /* legacy: 4 (type int64: a 0-d array and a Python int are both
    ** "scalars" to value-based casting, which then takes np.int_)
    ** weak:   4 (type int8) */
    {"np.add(np.array(1,dtype=np.int8), 3)", PROMCAST_OP_ADD, ARRAY0(PC_INT8, 1), INT("3", 3),
     "int64 [] {4}", "int8 [] {4}"},
    /* legacy: 1180591620717411303425 (a Python int: the object loop's element)
    ** weak:   OverflowError: Python int too large to convert to C long */
    {"np.add(np.array(1,dtype=np.int8), 2**70)", PROMCAST_OP_ADD, ARRAY0(PC_INT8, 1),
     INT(TWO_TO_70, 1180591620717411303424.0),
     "internal_error: NumPy's result is 1180591620717411303425, a Python int, not an ndarray or "
     "a NumPy scalar (an object-dtype loop's element)",
     "scalar_out_of_range: OverflowError: Python int too large to convert to C long"},
    /* legacy and weak: array([1.+2.j, 2.+4.j]) */
    {"np.multiply(np.array([1,2],dtype=np.int8), 1+2j)", PROMCAST_OP_MULTIPLY,
     ARRAY1(PC_INT8, 1, 2), COMPLEX(1, 2), "complex128 [2] {1+2j,2+4j}",
     "complex128 [2] {1+2j,2+4j}"},
};

/* `a` is the destination: the outcome is `a` after the call. */
static const scalar_case in_place[] = {
    /* legacy and weak: array([4, 5], dtype=int8) */
    {"a=np.array([1,2],dtype=np.int8); np.add(a, 3, out=a, casting='same_kind')",
     PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2), INT("3", 3), "int8 [2] {4,5}", "int8 [2] {4,5}"},
    /* legacy: array([45, 46], dtype=int8) (int16 301, 302 cast back)
    ** weak:   OverflowError: Python integer 300 out of bounds for int8 */
    {"a=np.array([1,2],dtype=np.int8); np.add(a, 300, out=a, casting='same_kind')",
     PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2), INT("300", 300), "int8 [2] {45,46}",
     "scalar_out_of_range: OverflowError: Python integer 300 out of bounds for int8"},
    /* legacy and weak: UFuncTypeError: Cannot cast ufunc 'add' output from
    ** dtype('float64') to dtype('int8') with casting rule 'same_kind' */
    {"a=np.array([1,2],dtype=np.int8); np.add(a, 1.5, out=a, casting='same_kind')",
     PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2), FLOAT(1.5),
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'add' output from dtype('float64') to "
     "dtype('int8') with casting rule 'same_kind'",
     "cannot_cast: UFuncTypeError: Cannot cast ufunc 'add' output from dtype('float64') to "
     "dtype('int8') with casting rule 'same_kind'"},
};


/* ---- What the ABI does not allow -------------------------------------- */

static void check_refusals(tap_run *run, numpy_adapter *adapter) {
    static const struct {
        const char *name;
        int32_t op;
        operand a, b;
        const char *expected;
    } refusals[] = {
        {"two scalars", PROMCAST_OP_ADD, INT("1", 1), INT("2", 2),
         "invalid_argument: a and b are both scalars; adapter.h gives an element-wise op at "
         "least one array"},
        {"an int's text in Python's literal syntax", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
         INT("1_000", 1000),
         "invalid_argument: b: an int scalar's text '1_000' is not decimal digits with an "
         "optional sign"},
        {"a bool's text not in Python's spelling", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
         BOOL("true", 1), "invalid_argument: b: a bool scalar's text is 'true', not True or False"},
        {"a scalar without a value", PROMCAST_OP_ADD, ARRAY1(PC_INT8, 1, 2),
         {1, PC_BOOL, 0, 0, {0, 0}, {PROMCAST_SCALAR_FLOAT, 0, NULL, 0, 0}},
         "invalid_argument: b: a scalar without a value"},
        {"an unknown scalar kind", PROMCAST_OP_ADD, {1, PC_BOOL, 0, 0, {0, 0}, {7, 1, NULL, 0, 0}},
         ARRAY1(PC_INT8, 1, 2),
         "invalid_argument: a: unknown scalar kind 7 (bool 0, int 1, float 2, complex 3)"},
        {"an in-place id", PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, ARRAY1(PC_INT8, 1, 2),
         INT("1", 1),
         "invalid_argument: op 65636 is add with PROMCAST_OP_INPLACE set; element-wise "
         "functions take the out-of-place id"},
        {"an op that is not element-wise", PROMCAST_OP_XLA_BROADCAST, ARRAY1(PC_INT8, 1, 2),
         INT("1", 1), "invalid_argument: op 4 (xla_broadcast) is not an element-wise op"},
        {"an unknown op id", 99, ARRAY1(PC_INT8, 1, 2), INT("1", 1),
         "invalid_argument: op 99 is no op id of ABI 2.2"},
    };
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++) {
        operand_memory am, bm;
        const promcast_value *a = make(&refusals[i].a, &am), *b = make(&refusals[i].b, &bm);
        call_buffer c;
        DLManagedTensor *result = NULL;
        char got[OUTCOME_SIZE];
        int32_t status = numpy_elementwise(adapter, new_call(&c), refusals[i].op, a, b, &result);
        outcome(status, result ? &result->dl_tensor : NULL, c.message, got, sizeof got);
        if (result != NULL) result->deleter(result);
        tap_is_str(run, got, refusals[i].expected, refusals[i].name);
    }

    /* Python 3.11 reads at most 4300 digits (sys.get_int_max_str_digits()):
    ** int('1' * 5000) raises "ValueError: Exceeds the limit (4300 digits)
    ** for integer string conversion: value has 5000 digits; use
    ** sys.set_int_max_str_digits() to increase the limit". */
    char digits[5001];
    memset(digits, '1', 5000);
    digits[5000] = '\0';
    operand long_int = INT(digits, 1e300), int8s = ARRAY1(PC_INT8, 1, 2);
    operand_memory am, bm;
    const promcast_value *a = make(&int8s, &am), *b = make(&long_int, &bm);
    call_buffer c;
    DLManagedTensor *result = NULL;
    int32_t status = numpy_elementwise(adapter, new_call(&c), PROMCAST_OP_ADD, a, b, &result);
    tap_ok(run,
           status == PROMCAST_STATUS_UNSUPPORTED && result == NULL &&
               strstr(c.message, "b: an int of 5000 characters Python will not read: ValueError: "
                                 "Exceeds the limit (4300 digits)") == c.message,
           "an int of 5000 digits: unsupported (CPython's limit, not NumPy's answer)");
    tap_diag(run, "  %s", c.message);
}

static void check_state(tap_run *run, numpy_adapter *adapter, int weak) {
    check_cases(run, adapter, weak, out_of_place, sizeof out_of_place / sizeof out_of_place[0], 0);
    check_cases(run, adapter, weak, in_place, sizeof in_place / sizeof in_place[0], 1);
    if (weak) check_refusals(run, adapter);
}

int main(void) {
    return run_in_both_states(check_state);
}
