/*
** fuzz_exec_answer.c: libFuzzer harness for the exec adapter's answer
** decoder (adapters/exec/exec_answer.h), whose input is whatever an
** adapter process writes.
**
** The input: one byte choosing the op of the call answered (its index in
** `ops`, modulo their count), then the answer frame, its JSON line, '\n'
** and payload. The decoder must never crash, and what it accepts must
** hold together: each array's bytes lie inside the payload, one after
** the other, as its dtype and shape say, and a view's strides reach no
** further than its elements.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "exec_answer.h"
#include "promcast/abi_dtype.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const ops[] = {"add", "add_inplace", "broadcast_to", "broadcast_arrays",
                                  "broadcast_shapes", "promote_types", "can_cast", "where",
                                  "sum_to_shape", "result_type", "xla_broadcast", "inplace_broadcast"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    DLDataType dtypes[PC_DTYPE_COUNT];
    int32_t dtype_count = 0;
    for (int i = 0; i < PC_DTYPE_COUNT; i++)
        if ((pc_dtype)i != PC_FLOAT8_E5M2) dtypes[dtype_count++] = abi_dl_dtype((pc_dtype)i);
    exec_expectation expect;
    const char *op = ops[data[0] % (sizeof ops / sizeof *ops)];
    if (!exec_expectation_for(op, 11, 1 + data[0] / 16, dtypes, dtype_count, &expect)) abort();
    exec_answer answer;
    exec_answer_init(&answer);
    char error[1024];
    if (exec_answer_decode_frame(data + 1, size - 1, &expect, &answer, error, sizeof error)) {
        size_t used = 0;
        for (int32_t i = 0; i < answer.array_count; i++) {
            const exec_array *array = &answer.arrays[i];
            if (array->offset != used) abort();
            if (array->size != (size_t)array->count * ((array->dtype.bits + 7u) / 8u)) abort();
            used += array->size;
            if (array->strides && array->count > 0 &&
                exec_view_extent(array->ndim, array->dims, array->strides) > array->count)
                abort();
        }
        if (used != answer.payload) abort();
        if (answer.kind == EXEC_OUTCOME_ERROR && (answer.status < 1 || answer.status > 13)) abort();
    } else if (error[0] == '\0') {
        abort();  /* a refusal always says why */
    }
    exec_answer_free(&answer);
    return 0;
}
