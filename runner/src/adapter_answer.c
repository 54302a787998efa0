/*
** adapter_answer.c: what an adapter returns, turned into a case_answer
** (adapter_answer.h). Nothing is trusted: every status, rank, size,
** stride, dtype code and pointer is checked before it is read through.
*/
#include "adapter_answer.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "promcast/abi_dtype.h"

void adapter_skip(case_answer *answer, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(answer->message, sizeof answer->message, format, args);
    va_end(args);
    answer->disposition = ANSWER_SKIPPED;
}

void adapter_fault(case_answer *answer, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(answer->message, sizeof answer->message, format, args);
    va_end(args);
    answer->disposition = ANSWER_FAULT;
}

/* Maps the op's status; returns 1 when it is OK, else sets the answer. */
int adapter_accept_status(int32_t status, case_answer *answer) {
    if (status == PROMCAST_STATUS_OK) return 1;
    if (status >= PROMCAST_STATUS_INCOMPATIBLE_SHAPES &&
        status <= PROMCAST_STATUS_INVALID_RANK) {
        answer->outcome.kind = OUTCOME_ERROR;
        answer->outcome.error = (pc_status)status;
        return 0;
    }
    if (status == PROMCAST_STATUS_UNSUPPORTED) {
        char reason[sizeof answer->message];
        snprintf(reason, sizeof reason, "%s", answer->message[0] ? answer->message : "unsupported");
        adapter_skip(answer, "adapter: %s", reason);
        return 0;
    }
    if (status == PROMCAST_STATUS_INTERNAL_ERROR) {
        char reason[sizeof answer->message];
        snprintf(reason, sizeof reason, "%s", answer->message);
        adapter_fault(answer, "adapter internal error: %s", reason[0] ? reason : "(no message)");
        return 0;
    }
    adapter_fault(answer, "adapter returned status %d, which is not a promcast_status", (int)status);
    return 0;
}

int adapter_accept_shape(const promcast_shape_result *result, case_answer *answer) {
    if (result->ndim < 0 || result->ndim > PROMCAST_MAX_RANK) {
        adapter_fault(answer, "adapter returned a shape of rank %d", (int)result->ndim);
        return 0;
    }
    for (int d = 0; d < result->ndim; d++) {
        if (result->dims[d] < 0) {
            adapter_fault(answer, "adapter returned a shape with dimension %d of size %lld", d,
                  (long long)result->dims[d]);
            return 0;
        }
        answer->dims[d] = result->dims[d];
    }
    answer->outcome.kind = OUTCOME_SHAPE;
    answer->outcome.shape.rank = result->ndim;
    answer->outcome.shape.dims = answer->dims;
    return 1;
}

int adapter_accept_dtype(DLDataType type, case_answer *answer) {
    pc_dtype dtype;
    if (!abi_dtype_lookup(type, &dtype)) {
        adapter_fault(answer, "adapter returned dtype code %u bits %u lanes %u, which is none of the 18",
              type.code, type.bits, type.lanes);
        return 0;
    }
    answer->outcome.kind = OUTCOME_DTYPE;
    answer->outcome.dtype = dtype;
    return 1;
}

/* Why a returned tensor cannot be read, into `detail`; NULL when it can,
** with its dtype, element count and strides (in elements, row-major when
** the tensor gives none: DLPack's NULL is compact). */
static const char *tensor_problem(const DLTensor *t, pc_dtype *dtype, int64_t *count,
                                  int64_t *strides, char *detail, size_t size) {
    if (t->ndim < 0 || t->ndim > PROMCAST_MAX_RANK)
        return snprintf(detail, size, "a tensor of rank %d", (int)t->ndim), detail;
    if (t->ndim > 0 && t->shape == NULL) return "a tensor with no shape";
    if (t->device.device_type != kDLCPU)
        return snprintf(detail, size, "a tensor on device type %d, not the CPU",
                        (int)t->device.device_type), detail;
    if (!abi_dtype_lookup(t->dtype, dtype))
        return snprintf(detail, size, "a tensor of dtype code %u bits %u lanes %u, which is none of the 18",
                        t->dtype.code, t->dtype.bits, t->dtype.lanes), detail;
    /* A tensor with no elements holds no data to read, whatever its other
    ** sizes: those may be any int64 (a library's empty result of sizes past
    ** its limits is an answer to compare, not a fault), and so may its
    ** strides. A tensor with elements holds at most 2^31 of them, each
    ** stride at most INT32_MAX, so reading it stays within int32 steps. */
    int empty = 0;
    for (int d = 0; d < t->ndim; d++) {
        if (t->shape[d] < 0)
            return snprintf(detail, size, "a tensor with dimension %d of size %lld", d,
                            (long long)t->shape[d]), detail;
        empty |= t->shape[d] == 0;
    }
    *count = empty ? 0 : 1;
    for (int d = 0; d < t->ndim && !empty; d++) {
        if (t->shape[d] > INT32_MAX / *count) return "a tensor of more than 2^31 elements";
        *count *= t->shape[d];
    }
    /* Row-major strides of a tensor that gives none; the step saturates at
    ** INT64_MAX, which only an empty tensor's sizes reach. */
    int64_t step = 1;
    int64_t stride_limit = empty ? INT64_MAX : INT32_MAX;
    for (int d = t->ndim - 1; d >= 0; d--) {
        strides[d] = t->strides ? t->strides[d] : step;
        int64_t extent = t->shape[d] ? t->shape[d] : 1;
        step = step > INT64_MAX / extent ? INT64_MAX : step * extent;
        if (strides[d] < 0 || strides[d] > stride_limit)
            return snprintf(detail, size, "a tensor with stride %lld on dimension %d",
                            (long long)strides[d], d), detail;
    }
    if (*count > 0 && t->data == NULL) return "a tensor with elements but no data";
    return NULL;
}

void adapter_accept_tensor(DLManagedTensor *managed, int keep_strides, case_answer *answer) {
    if (managed == NULL) {
        adapter_fault(answer, "adapter returned OK but no tensor");
        return;
    }
    const DLTensor *t = &managed->dl_tensor;
    pc_dtype dtype = PC_BOOL;
    int64_t count = 0, strides[PROMCAST_MAX_RANK];
    char detail[200];
    const char *problem = tensor_problem(t, &dtype, &count, strides, detail, sizeof detail);
    size_t element = problem ? 0 : pc_dtype_size(dtype);
    if (problem == NULL && !case_answer_reserve(answer, (size_t)count * element))
        problem = "a tensor too large to copy";
    if (problem == NULL) {
        /* An empty tensor's data may be NULL, where C allows no offset. */
        if (count > 0)
            case_copy_strided((const unsigned char *)t->data + t->byte_offset, element, t->ndim,
                              t->shape, strides, count, answer->buffer);
        case_answer_set_array(answer, dtype, t->ndim, t->shape, count);
        if (keep_strides) {
            memcpy(answer->strides, strides, (size_t)t->ndim * sizeof(int64_t));
            answer->outcome.array.strides = answer->strides;
        }
    }
    if (managed->deleter) managed->deleter(managed);
    if (problem) adapter_fault(answer, "adapter returned %s", problem);
}

void adapter_accept_views(DLManagedTensor *const *managed, int count, case_answer *answer) {
    pc_dtype *dtypes = malloc((size_t)(count ? count : 1) * sizeof *dtypes);
    int *ranks = malloc((size_t)(count ? count : 1) * sizeof *ranks);
    int64_t *counts = malloc((size_t)(count ? count : 1) * sizeof *counts);
    int64_t *strides = malloc((size_t)(count ? count : 1) * PROMCAST_MAX_RANK * sizeof *strides);
    if (!dtypes || !ranks || !counts || !strides) {
        adapter_fault(answer, "out of memory for %d views", count);
    } else {
        const char *problem = NULL;
        char detail[200];
        int i = 0;
        for (; i < count && problem == NULL; i++) {
            if (managed[i] == NULL) {
                problem = "no tensor";
                break;
            }
            problem = tensor_problem(&managed[i]->dl_tensor, &dtypes[i], &counts[i],
                                     strides + (size_t)i * PROMCAST_MAX_RANK, detail,
                                     sizeof detail);
            if (problem) break;
            ranks[i] = managed[i]->dl_tensor.ndim;
        }
        if (problem)
            adapter_fault(answer, "adapter returned %s as view %d", problem, i);
        else if (!case_answer_set_arrays(answer, count, dtypes, ranks, counts))
            adapter_fault(answer, "adapter returned views too large to copy");
        else
            for (i = 0; i < count; i++) {
                const DLTensor *t = &managed[i]->dl_tensor;
                const int64_t *view_strides = strides + (size_t)i * PROMCAST_MAX_RANK;
                int64_t *layout = case_answer_layout(answer, i);
                memcpy(layout, t->shape, (size_t)t->ndim * sizeof(int64_t));
                memcpy(layout + t->ndim, view_strides, (size_t)t->ndim * sizeof(int64_t));
                if (counts[i] > 0)
                    case_copy_strided((const unsigned char *)t->data + t->byte_offset,
                                      pc_dtype_size(dtypes[i]), t->ndim, t->shape,
                                      view_strides, counts[i], answer->arrays[i].data);
            }
    }
    free(dtypes);
    free(ranks);
    free(counts);
    free(strides);
}
