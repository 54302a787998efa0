/*
** test_array_api_leaks.c: no reference or allocation is lost over many
** calls. The adapter, opened on numpy.array_api, runs 40,000 rounds of a
** mix of calls, successes and refusals through every path (DLPack in and
** out, the bool fallbacks, views read through __array__, in place, the
** dtype functions, exceptions of several kinds), about 440,000 calls.
** After a warm-up of 2,000 rounds (caches, interned strings, the
** allocator's pools), Python's live allocated blocks
** (sys.getallocatedblocks) and the process's resident memory must stop
** growing: a single object lost per call would add 40,000 blocks, a
** DLManagedTensor lost per call some megabytes. The numbers are printed.
*/
#include "python_embed.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "array_api_adapter.h"
#include "promcast/abi_dtype.h"
#include "adapter_tensor.h"
#include "tap.h"
#include "test_support.h"

#define WARM_UP 2000
#define ROUNDS 40000
/* Bounds of growth after the warm-up: far below one leak per round. */
#define BLOCKS_BOUND 1000
#define RSS_BOUND_KIB 4096
#define ALL_RIGHT 0x7ff

static long allocated_blocks(void) {
    PyObject *sys = PyImport_ImportModule("sys");
    PyObject *count = sys ? PyObject_CallMethod(sys, "getallocatedblocks", NULL) : NULL;
    long blocks = count ? PyLong_AsLong(count) : -1;
    Py_XDECREF(count);
    Py_XDECREF(sys);
    return blocks;
}

static long resident_kib(void) {
    FILE *statm = fopen("/proc/self/statm", "r");
    long size = 0, resident = -1;
    if (statm == NULL) return -1;
    if (fscanf(statm, "%ld %ld", &size, &resident) != 2) resident = -1;
    fclose(statm);
    return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static void release(DLManagedTensor *tensor) {
    if (tensor && tensor->deleter) tensor->deleter(tensor);
}

/* One round: 11 calls; returns a bit set for each that answered as this
** namespace answers (a changed answer would make the measure meaningless). */
static int round_of_calls(const promcast_adapter *table) {
    char message[PROMCAST_MESSAGE_MIN_SIZE];
    promcast_call call;
    memset(&call, 0, sizeof call);
    call.default_float = abi_dl_dtype(PC_FLOAT32);
    call.message = message;
    call.message_size = sizeof message;
    int8_t small[3] = {1, 2, 3}, destination[3] = {0, 0, 0};
    uint64_t big[3] = {1, 2, 3};
    uint8_t bools[3] = {1, 0, 1};
    int64_t three[1] = {3}, target_dims[2] = {2, 3};
    DLTensor int8s = adapter_dl_tensor(small, PC_INT8, 1, three, NULL, 0);
    DLTensor into = adapter_dl_tensor(destination, PC_INT8, 1, three, NULL, 0);
    DLTensor uint64s = adapter_dl_tensor(big, PC_UINT64, 1, three, NULL, 0);
    DLTensor bool_tensor = adapter_dl_tensor(bools, PC_BOOL, 1, three, NULL, 0);
    promcast_value a = promcast_array_value(&int8s), u = promcast_array_value(&uint64s);
    promcast_value flags = promcast_array_value(&bool_tensor);
    promcast_value one = scalar_value(PROMCAST_SCALAR_INT, "1", 1), half = scalar_value(PROMCAST_SCALAR_FLOAT, NULL, 0.5);
    DLManagedTensor *result = NULL;
    int right = 0;
    right |= (table->elementwise(table->state, &call, PROMCAST_OP_ADD, &a, &a, &result) == PROMCAST_STATUS_OK) << 0;
    release(result);
    result = NULL;
    right |= (table->elementwise(table->state, &call, PROMCAST_OP_ADD, &a, &u, &result) == PROMCAST_STATUS_NO_PROMOTION) << 1;
    release(result);
    result = NULL;
    right |= (table->elementwise(table->state, &call, PROMCAST_OP_LESS, &a, &one, &result) == PROMCAST_STATUS_OK) << 2;
    release(result);
    result = NULL;
    right |= (table->elementwise(table->state, &call, PROMCAST_OP_LOGICAL_AND, &flags, &flags, &result) == PROMCAST_STATUS_OK) << 3;
    release(result);
    result = NULL;
    right |= (table->elementwise(table->state, &call, PROMCAST_OP_ADD, &a, &half, &result) == PROMCAST_STATUS_NO_PROMOTION) << 4;
    release(result);
    result = NULL;
    promcast_shape target = {2, target_dims};
    right |= (table->broadcast_to(table->state, &call, &int8s, target, &result) == PROMCAST_STATUS_OK) << 5;
    release(result);
    right |= (table->elementwise_inplace(table->state, &call, PROMCAST_OP_ADD, &into, &one) == PROMCAST_STATUS_OK) << 6;
    right |= (table->elementwise_inplace(table->state, &call, PROMCAST_OP_ADD, &into, &u) == PROMCAST_STATUS_NO_PROMOTION) << 7;
    promcast_operand operands[2];
    memset(operands, 0, sizeof operands);
    operands[0].category = PROMCAST_OPERAND_DIMENSIONED;
    operands[0].dtype = abi_dl_dtype(PC_INT8);
    operands[1].category = PROMCAST_OPERAND_ZERO_DIM;
    operands[1].dtype = abi_dl_dtype(PC_INT16);
    DLDataType dtype;
    right |= (table->result_type(table->state, &call, 2, operands, &dtype) == PROMCAST_STATUS_OK) << 8;
    promcast_value values[3] = {flags, a, half};
    promcast_arguments arguments = {3, values, PROMCAST_AXIS_DEFAULT, 0};
    DLManagedTensor *results[2] = {NULL, NULL};
    int32_t count = 0;
    right |= (table->array_function(table->state, &call, PROMCAST_OP_WHERE, &arguments, 1, results,
                                   &count) == PROMCAST_STATUS_INVALID_ARGUMENT) << 9;
    values[2] = a;
    arguments.count = 2;
    arguments.values = values + 1;
    arguments.axis_kind = PROMCAST_AXIS_GIVEN;
    arguments.axis = 4;
    right |= (table->array_function(table->state, &call, PROMCAST_OP_CONCAT, &arguments, 1, results,
                                   &count) == PROMCAST_STATUS_INVALID_AXIS) << 10;
    return right;
}

int main(void) {
    tap_run run;
    tap_start(&run);
    const char *key = "module", *value = "numpy.array_api";
    promcast_adapter_option option = {key, value};
    char message[512] = "";
    promcast_adapter_request request = {PROMCAST_ADAPTER_ABI_MAJOR, PROMCAST_ADAPTER_ABI_MINOR,
                                        sizeof request, 1, &option, message, sizeof message};
    const promcast_adapter *table = promcast_adapter_open(&request);
    if (!tap_ok(&run, table != NULL, "numpy.array_api opens %s", message)) return tap_finish(&run);
    int right = 1, answers = round_of_calls(table);
    if (!tap_ok(&run, answers == ALL_RIGHT, "every call of a round answers as numpy.array_api does"))
        tap_diag(&run, "answers as expected: %#x of %#x", answers, ALL_RIGHT);
    for (int i = 0; i < WARM_UP && right; i++) right = round_of_calls(table) == ALL_RIGHT;
    tap_ok(&run, right, "every call of the warm-up answers as numpy.array_api does");
    long blocks_before = allocated_blocks(), rss_before = resident_kib();
    for (int i = 0; i < ROUNDS && right; i++) right = round_of_calls(table) == ALL_RIGHT;
    tap_ok(&run, right, "every one of %d calls answers as numpy.array_api does", ROUNDS * 11);
    long blocks_after = allocated_blocks(), rss_after = resident_kib();
    tap_diag(&run, "after %d calls of warm-up: %ld allocated blocks, %ld KiB resident", WARM_UP * 11,
             blocks_before, rss_before);
    tap_diag(&run, "after %d more calls: %ld allocated blocks, %ld KiB resident", ROUNDS * 11,
             blocks_after, rss_after);
    tap_ok(&run, blocks_before > 0 && blocks_after - blocks_before < BLOCKS_BOUND,
           "Python's allocated blocks grew by %ld (< %d)", blocks_after - blocks_before, BLOCKS_BOUND);
    tap_ok(&run, rss_before > 0 && rss_after - rss_before < RSS_BOUND_KIB,
           "resident memory grew by %ld KiB (< %d)", rss_after - rss_before, RSS_BOUND_KIB);
    table->close(table->state);
    return tap_finish(&run);
}
