/*
** case_id_set.c: sets of case ids (open addressing, FNV-1a hashes), to find
** an id repeated within a file (case_id_set, exact) or across the files of
** a run (case_id_hashes, a 64-bit hash an id whatever its length).
**
** Invariant: a case_id_set is at most half full and a case_id_hashes at
** most three quarters, so a probe always ends.
*/
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "case_reader.h"

/* A slot keeps the id's hash beside it, so a probe compares strings only
** when the hashes agree and does not follow a pointer per slot it passes. */
typedef struct id_slot {
    uint64_t hash;
    const char *id;  /* NULL: free */
} id_slot;

struct case_id_set {
    size_t capacity;  /* a power of two */
    size_t count;
    id_slot *slots;
};

/* FNV-1a, then MurmurHash3's 64-bit finalizer (fmix64): FNV's multiply
** carries a byte's change only upwards, and the table indexes by the low
** bits, so ids that differ in their last digits (generated/values/s1/000123)
** would probe along runs without it. */
static uint64_t hash_id(const char *id) {
    uint64_t hash = 14695981039346656037ULL;
    for (const unsigned char *p = (const unsigned char *)id; *p; p++)
        hash = (hash ^ *p) * 1099511628211ULL;
    hash ^= hash >> 33;
    hash *= 0xff51afd7ed558ccdULL;
    hash ^= hash >> 33;
    hash *= 0xc4ceb9fe1a85ec53ULL;
    hash ^= hash >> 33;
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

static int insert(id_slot *slots, size_t capacity, uint64_t hash, const char *id) {
    /* Open addressing: a power-of-two capacity, never more than half full,
    ** so the probe always finds a free slot. */
    assert(capacity > 0 && (capacity & (capacity - 1)) == 0 && id != NULL);
    size_t mask = capacity - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        if (slots[i].id == NULL) {
            slots[i].hash = hash;
            slots[i].id = id;
            return 1;
        }
        if (slots[i].hash == hash && strcmp(slots[i].id, id) == 0) return 0;
    }
}

int case_id_set_add(case_id_set *set, const char *id) {
    if (2 * (set->count + 1) > set->capacity) {
        size_t capacity = set->capacity * 2;
        id_slot *slots = calloc(capacity, sizeof *slots);
        if (!slots) return -1;
        for (size_t i = 0; i < set->capacity; i++)
            if (set->slots[i].id) insert(slots, capacity, set->slots[i].hash, set->slots[i].id);
        free(set->slots);
        set->slots = slots;
        set->capacity = capacity;
    }
    int added = insert(set->slots, set->capacity, hash_id(id), id);
    set->count += (size_t)added;
    return added;
}

/* A hash stands for its id; 0 marks a free slot, so an id whose hash is 0
** is kept as 1 (one more value two ids may share, among 2^64). */
struct case_id_hashes {
    size_t capacity;  /* a power of two, or 0 before the first id */
    size_t count;
    uint64_t *slots;
};

case_id_hashes *case_id_hashes_create(void) {
    /* No slots until the first id: case_id_hashes_add makes them. */
    return calloc(1, sizeof(case_id_hashes));
}

void case_id_hashes_destroy(case_id_hashes *set) {
    if (set) free(set->slots);
    free(set);
}

static int insert_hash(uint64_t *slots, size_t capacity, uint64_t hash) {
    assert(capacity > 0 && (capacity & (capacity - 1)) == 0 && hash != 0);
    size_t mask = capacity - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        if (slots[i] == 0) {
            slots[i] = hash;
            return 1;
        }
        if (slots[i] == hash) return 0;
    }
}

int case_id_hashes_add(case_id_hashes *set, const char *id) {
    /* Three quarters full at most: a new id's probe passes about 8.5 slots
    ** at the fullest (linear probing, Knuth: (1 + 1 / (1 - 3/4)^2) / 2), a
    ** few cache lines, and 10 million ids take 2^24 slots, 128 MiB. */
    if (4 * (set->count + 1) > 3 * set->capacity) {
        size_t capacity = set->capacity ? set->capacity * 2 : 1024;
        uint64_t *slots = calloc(capacity, sizeof *slots);
        if (!slots) return -1;
        for (size_t i = 0; i < set->capacity; i++)
            if (set->slots[i]) insert_hash(slots, capacity, set->slots[i]);
        free(set->slots);
        set->slots = slots;
        set->capacity = capacity;
    }
    uint64_t hash = hash_id(id);
    int added = insert_hash(set->slots, set->capacity, hash ? hash : 1);
    set->count += (size_t)added;
    return added;
}
