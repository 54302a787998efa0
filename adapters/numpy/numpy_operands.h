/*
** numpy_operands.h: result_type's operands as the Python objects NumPy is
** asked about.
**
** An operand the case fixes completely is one object: an array with
** dimensions is np.zeros((1,), dtype) (NumPy never reads the values of
** arrays with dimensions), a Python scalar with a value is that value (a
** Python int of any size, built from its decimal text).
**
** An operand whose value matters to NumPy 1.x but that the case does not
** give (a 0-d array: cases carry none; a Python scalar without a value) is
** a list of candidate values, so that the adapter can ask NumPy whether
** its answer depends on the value (numpy_result_type.c) instead of
** inventing one. The candidates are the extremes and zero of what the
** operand can hold: legacy value-based casting widens monotonically with
** the magnitude of a value (np.min_scalar_type: uint8 < uint16 < ... <
** uint64 for values >= 0, int8 < ... < int64 below 0, float16 < float32 <
** float64 by the range a float needs; numpy/core/src/multiarray/
** convert_datatype.c, min_scalar_type_num), and promotion is monotone, so
** an answer that is the same at both ends of each chain is the same in
** between. A Python int without a value ranges over int64, the range of
** NumPy's default integer np.int_ (Linux), which NumPy gives a Python int
** that has no other dtype to take: the profile takes a value-less int to
** be in range (docs/profiles/numpy.md, "A Python int's value"), and
** beyond int64 NumPy 1.24 answers uint64 or an object array (observed:
** np.result_type(2**64 - 1) is uint64 even in the weak state).
*/
#ifndef PROMCAST_NUMPY_OPERANDS_H
#define PROMCAST_NUMPY_OPERANDS_H

#include "numpy_api.h"

#include "promcast/adapter.h"

#define NUMPY_OPERAND_CHOICES_MAX 5

typedef struct numpy_operand_choices {
    int count;                                     /* 1 when the case fixes the operand */
    PyObject *objects[NUMPY_OPERAND_CHOICES_MAX];  /* new references */
    int scalar_with_value;                         /* a Python scalar the case gives */
} numpy_operand_choices;

/* Makes the choices for operand `index`. PROMCAST_STATUS_OK, or
** PROMCAST_STATUS_INVALID_ARGUMENT (a malformed operand),
** PROMCAST_STATUS_UNSUPPORTED (a dtype NumPy lacks) or the status of a
** Python failure, with the reason in call->message and nothing to clear. */
int32_t numpy_operand_choices_make(const promcast_call *call, const promcast_operand *operand,
                                   int index, numpy_operand_choices *choices);

/* Releases the objects. */
void numpy_operand_choices_clear(numpy_operand_choices *choices);

#endif
