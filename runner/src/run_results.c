/*
** run_results.c: the parent's record of verdicts (run_results.h).
*/
#include "run_results.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

int run_results_init(run_results *results, int64_t count) {
    memset(results, 0, sizeof *results);
    size_t slots = (size_t)(count > 0 ? count : 1);
    results->verdicts = calloc(slots, sizeof *results->verdicts);
    results->offsets = calloc(slots, sizeof *results->offsets);
    results->lengths = calloc(slots, sizeof *results->lengths);
    results->count = count;
    if (!results->verdicts || !results->offsets || !results->lengths) {
        run_results_free(results);
        return 0;
    }
    return 1;
}

void run_results_free(run_results *results) {
    free(results->verdicts);
    free(results->offsets);
    free(results->lengths);
    free(results->text);
    memset(results, 0, sizeof *results);
}

int run_results_set(run_results *results, int64_t i, run_verdict verdict,
                    const char *details, size_t length) {
    assert(i >= 0 && i < results->count && verdict > VERDICT_NONE && verdict < VERDICT_COUNT);
    if (length > RUN_DETAILS_MAX) length = RUN_DETAILS_MAX;
    results->verdicts[i] = (uint8_t)verdict;
    results->lengths[i] = 0;
    if (length == 0) return 1;
    /* One byte more than given: the details always end in a NUL. */
    if (results->text_used + length + 1 > results->text_capacity) {
        size_t capacity = results->text_capacity ? results->text_capacity * 2 : 1u << 16;
        while (capacity < results->text_used + length + 1) capacity *= 2;
        char *text = realloc(results->text, capacity);
        if (text == NULL) return 0;
        results->text = text;
        results->text_capacity = capacity;
    }
    memcpy(results->text + results->text_used, details, length);
    results->text[results->text_used + length] = '\0';
    results->offsets[i] = results->text_used;
    results->lengths[i] = (uint32_t)length + 1;
    results->text_used += length + 1;
    return 1;
}

const char *run_results_details(const run_results *results, int64_t i, size_t *length) {
    assert(i >= 0 && i < results->count);
    *length = results->lengths[i];
    return *length ? results->text + results->offsets[i] : "";
}

const char *run_details_field(const char *details, size_t length, int index) {
    size_t at = 0;
    for (int i = 0; i < index; i++) {
        const char *end = memchr(details + at, '\0', length - at);
        if (end == NULL) return "";
        at = (size_t)(end - details) + 1;
        if (at >= length) return "";
    }
    if (at >= length) return "";
    return details + at;
}

size_t run_details_append(char *buffer, size_t used, size_t size, const char *text) {
    assert(size > 0 && used <= size);
    if (used >= size) return used;  /* full: the field is cut whole */
    size_t length = strlen(text);
    if (used + length + 1 > size) length = size - used - 1;
    memcpy(buffer + used, text, length);
    buffer[used + length] = '\0';
    return used + length + 1 < size ? used + length + 1 : size;
}
