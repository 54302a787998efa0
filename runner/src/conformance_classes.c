/*
** conformance_classes.c: reads the classes file (run_conformance.h) into
** the causes a report sorts failures into.
*/
#include "conformance_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The classifications the report knows; a classes file may use no other. */
static const char *const CLASSIFICATIONS[] = {"library bug", "documented deviation",
                                              "profile difference"};

static char *trim(char *text) {
    while (*text == ' ' || *text == '\t') text++;
    size_t length = strlen(text);
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t' ||
                      text[length - 1] == '\n' || text[length - 1] == '\r'))
        text[--length] = '\0';
    return text;
}

void conformance_free_causes(conformance_gathered *all) {
    for (int i = 0; i < all->cause_count; i++) free(all->causes[i].globs);
    free(all->causes);
    all->causes = NULL;
    all->cause_count = all->cause_capacity = 0;
}

/* A block is complete when it has every field. */
static int check_block(const char *path, const conformance_cause *block, char *error,
                       size_t size) {
    const char *missing = !*block->classification ? "classification"
                          : !*block->evidence     ? "evidence"
                          : !block->glob_count    ? "match"
                                                  : NULL;
    if (missing)
        return conformance_fail(error, size, "--classes %s:%d: class '%s' has no '%s:' line",
                                path, block->line, block->title, missing);
    return 1;
}

static int set_field(const char *path, int number, conformance_cause *block, const char *name,
                     const char *value, char *error, size_t size) {
    if (strcmp(name, "classification") == 0) {
        for (size_t i = 0; i < sizeof CLASSIFICATIONS / sizeof CLASSIFICATIONS[0]; i++)
            if (strcmp(value, CLASSIFICATIONS[i]) == 0) {
                snprintf(block->classification, sizeof block->classification, "%s", value);
                return 1;
            }
        return conformance_fail(error, size, "--classes %s:%d: classification '%s' is none of "
                                "'library bug', 'documented deviation', 'profile difference'",
                                path, number, value);
    }
    if (strcmp(name, "evidence") == 0) {
        size_t used = strlen(block->evidence);
        if (used + strlen(value) + 2 > sizeof block->evidence)
            return conformance_fail(error, size, "--classes %s:%d: evidence longer than %d "
                                    "characters", path, number, CONFORMANCE_EVIDENCE_SIZE - 1);
        snprintf(block->evidence + used, sizeof block->evidence - used, "%s%s",
                 used ? " " : "", value);
        return 1;
    }
    if (strcmp(name, "match") == 0) {
        if (strlen(value) >= CONFORMANCE_KEY_SIZE)
            return conformance_fail(error, size, "--classes %s:%d: glob too long", path, number);
        if (!conformance_grow((void **)&block->globs, &block->glob_capacity,
                              block->glob_count + 1, sizeof *block->globs))
            return conformance_fail(error, size, "--classes %s: out of memory", path);
        snprintf(block->globs[block->glob_count++].text, CONFORMANCE_KEY_SIZE, "%s", value);
        return 1;
    }
    return conformance_fail(error, size, "--classes %s:%d: unknown field '%s' (class, "
                            "classification, evidence, match)", path, number, name);
}

/* Reads the classes file: blocks of "class:", "classification:",
** "evidence:" and "match:" lines (run_conformance.h). */
int conformance_load_causes(const char *path, conformance_gathered *all, char *error,
                            size_t size) {
    FILE *file = fopen(path, "r");
    if (file == NULL)
        return conformance_fail(error, size, "--classes %s: %s", path, strerror(errno));
    char line[CONFORMANCE_EVIDENCE_SIZE];
    int number = 0, ok = 1;
    conformance_cause *block = NULL;  /* the open block */
    while (ok && fgets(line, sizeof line, file)) {
        number++;
        if (strchr(line, '\n') == NULL && !feof(file)) {
            ok = conformance_fail(error, size, "--classes %s:%d: line too long", path, number);
            break;
        }
        char *text = trim(line);
        if (*text == '#') continue;
        if (*text == '\0') {
            if (block) ok = check_block(path, block, error, size);
            block = NULL;
            continue;
        }
        char *colon = strchr(text, ':');
        if (colon == NULL) {
            ok = conformance_fail(error, size, "--classes %s:%d: want 'FIELD: VALUE'", path,
                                  number);
            break;
        }
        *colon = '\0';
        const char *name = trim(text), *value = trim(colon + 1);
        if (strcmp(name, "class") == 0) {
            if (block && !(ok = check_block(path, block, error, size))) break;
            if (!conformance_grow((void **)&all->causes, &all->cause_capacity,
                                  all->cause_count + 1, sizeof *all->causes)) {
                ok = conformance_fail(error, size, "--classes %s: out of memory", path);
                break;
            }
            block = &all->causes[all->cause_count++];
            memset(block, 0, sizeof *block);
            snprintf(block->title, sizeof block->title, "%s", value);
            block->line = number;
            block->smallest = -1;
            continue;
        }
        if (block == NULL) {
            ok = conformance_fail(error, size, "--classes %s:%d: '%s:' before any 'class:' line",
                                  path, number, name);
            break;
        }
        ok = set_field(path, number, block, name, value, error, size);
    }
    if (ok && block) ok = check_block(path, block, error, size);
    if (ok && ferror(file)) ok = conformance_fail(error, size, "--classes %s: read error", path);
    fclose(file);
    return ok;
}
