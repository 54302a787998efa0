/*
** case_id_set.c: a set of case ids (open addressing, FNV-1a hashes), to find
** an id repeated within a file or across the files of a run.
**
** Invariant: the table is at most half full, so a probe always ends.
*/
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "case_reader.h"

struct case_id_set {
    size_t capacity;  /* a power of two */
    size_t count;
    const char **slots;
};

static uint64_t hash_id(const char *id) {
    uint64_t hash = 14695981039346656037ULL;
    for (const unsigned char *p = (const unsigned char *)id; *p; p++)
        hash = (hash ^ *p) * 1099511628211ULL;
    return hash;
}

case_id_set *case_id_set_create(void) {
    case_id_set *set = malloc(sizeof *set);
    if (!set) return NULL;
    set->capacity = 1024;
    set->count = 0;
    set->slots = calloc(set->capacity, sizeof *set->slots);
    if (!set->slots) {
        free(set);
        return NULL;
    }
    return set;
}

void case_id_set_destroy(case_id_set *set) {
    if (!set) return;
    free(set->slots);
    free(set);
}

static int insert(const char **slots, size_t capacity, const char *id) {
    /* Open addressing: a power-of-two capacity, never more than half full,
    ** so the probe always finds a free slot. */
    assert(capacity > 0 && (capacity & (capacity - 1)) == 0 && id != NULL);
    size_t mask = capacity - 1;
    for (size_t i = hash_id(id) & mask;; i = (i + 1) & mask) {
        if (slots[i] == NULL) {
            slots[i] = id;
            return 1;
        }
        if (strcmp(slots[i], id) == 0) return 0;
    }
}

int case_id_set_add(case_id_set *set, const char *id) {
    if (2 * (set->count + 1) > set->capacity) {
        size_t capacity = set->capacity * 2;
        const char **slots = calloc(capacity, sizeof *slots);
        if (!slots) return -1;
        for (size_t i = 0; i < set->capacity; i++)
            if (set->slots[i]) insert(slots, capacity, set->slots[i]);
        free(set->slots);
        set->slots = slots;
        set->capacity = capacity;
    }
    int added = insert(set->slots, set->capacity, id);
    set->count += (size_t)added;
    return added;
}
