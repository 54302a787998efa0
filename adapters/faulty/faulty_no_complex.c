/*
** faulty_no_complex.c: the oracle adapter of a library without complex
** dtypes (NumPy 1.24's numpy.array_api has none): its dtype list leaves
** out complex32, complex64 and complex128, and an answer in one of them is
** PROMCAST_STATUS_INTERNAL_ERROR ("no complex64 in this library"), as a
** library that cannot hold the dtype cannot answer in it. Everything else
** is the oracle's, with the profile the option `profile=NAME` names
** (torch by default).
**
** The runner must skip, not fail, every case whose expected result has a
** dtype the adapter does not list: result_type of a float32 array and a
** Python complex scalar is complex64, which such a library cannot give
** (runner/tests: run.no_complex_skips_expected_dtype).
*/
#include <stdio.h>
#include <string.h>

#include "faulty.h"

/* The oracle's dtypes without the complex ones, in the oracle's order. */
static const DLDataType real_dtypes[] = {
    {PROMCAST_DL_BOOL, 8, 1}, {kDLInt, 8, 1},   {kDLInt, 16, 1},     {kDLInt, 32, 1},
    {kDLInt, 64, 1},          {kDLUInt, 8, 1},  {kDLUInt, 16, 1},    {kDLUInt, 32, 1},
    {kDLUInt, 64, 1},         {kDLFloat, 16, 1}, {kDLBfloat, 16, 1}, {kDLFloat, 32, 1},
    {kDLFloat, 64, 1},        {PROMCAST_DL_FLOAT8_E4M3FN, 8, 1},
    {PROMCAST_DL_FLOAT8_E5M2, 8, 1},
};

/* PROMCAST_STATUS_INTERNAL_ERROR with what the library lacks when `dtype`
** is complex, else `status`. */
static int32_t refuse_complex(const promcast_call *call, DLDataType dtype, int32_t status) {
    if (status != PROMCAST_STATUS_OK || dtype.code != kDLComplex) return status;
    snprintf(call->message, call->message_size, "no complex%u in this library",
             (unsigned)dtype.bits);
    return PROMCAST_STATUS_INTERNAL_ERROR;
}

/* The same for a tensor the oracle made, which is deleted when refused. */
static int32_t refuse_complex_tensor(const promcast_call *call, DLManagedTensor **tensor,
                                     int32_t status) {
    if (status != PROMCAST_STATUS_OK || *tensor == NULL) return status;
    status = refuse_complex(call, (*tensor)->dl_tensor.dtype, status);
    if (status != PROMCAST_STATUS_OK) {
        if ((*tensor)->deleter) (*tensor)->deleter(*tensor);
        *tensor = NULL;
    }
    return status;
}

static int32_t no_complex_promote_types(void *state, const promcast_call *call, DLDataType a,
                                        DLDataType b, DLDataType *result) {
    int32_t status = ORACLE->promote_types(state, call, a, b, result);
    return refuse_complex(call, *result, status);
}

static int32_t no_complex_result_type(void *state, const promcast_call *call, int32_t count,
                                      const promcast_operand *operands, DLDataType *result) {
    int32_t status = ORACLE->result_type(state, call, count, operands, result);
    return refuse_complex(call, *result, status);
}

static int32_t no_complex_elementwise(void *state, const promcast_call *call, int32_t op,
                                      const promcast_value *a, const promcast_value *b,
                                      DLManagedTensor **result) {
    int32_t status = ORACLE->elementwise(state, call, op, a, b, result);
    return refuse_complex_tensor(call, result, status);
}

/* Every result is the oracle's; a complex one refuses them all. */
static int32_t no_complex_array_function(void *state, const promcast_call *call, int32_t op,
                                         const promcast_arguments *arguments, int32_t capacity,
                                         DLManagedTensor **results, int32_t *result_count) {
    int32_t status =
        ORACLE->array_function(state, call, op, arguments, capacity, results, result_count);
    if (status != PROMCAST_STATUS_OK) return status;
    for (int32_t i = 0; i < *result_count && i < capacity; i++) {
        if (results[i] == NULL || results[i]->dl_tensor.dtype.code != kDLComplex) continue;
        status = refuse_complex(call, results[i]->dl_tensor.dtype, status);
        for (int32_t j = 0; j < *result_count && j < capacity; j++) {
            if (results[j] && results[j]->deleter) results[j]->deleter(results[j]);
            results[j] = NULL;
        }
        *result_count = 0;
        break;
    }
    return status;
}

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    static const char *const options[] = {"profile"};
    if (!promcast_adapter_check_options(request, options, 1)) return NULL;
    const char *profile = promcast_adapter_option_value(request, "profile");
    const promcast_adapter *base = oracle_adapter_table_for(profile ? profile : "torch");
    if (base == NULL) {
        snprintf(request->message, request->message_size, "unknown profile '%s'", profile);
        return NULL;
    }
    promcast_adapter *table = oracle_adapter_derive("faulty_no_complex", "a library without complex",
                                                    request->message, request->message_size);
    if (table == NULL) return NULL;
    /* The copy is its own state: the oracle reads the profile from it. */
    table->profile = base->profile;
    table->dtype_count = (int32_t)(sizeof real_dtypes / sizeof real_dtypes[0]);
    table->dtypes = real_dtypes;
    table->promote_types = no_complex_promote_types;
    table->result_type = no_complex_result_type;
    table->elementwise = no_complex_elementwise;
    table->array_function = no_complex_array_function;
    return table;
}
