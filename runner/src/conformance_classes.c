/*
** conformance_classes.c: reads the classes file (run_conformance.h) into
** the causes a report sorts failures into.
*/
#include "conformance_internal.h"

#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The classifications the report knows; a classes file may use no other. */
static const char *const CLASSIFICATIONS[] = {"library bug", "documented deviation",
                                              "profile difference"};

/* The text without blanks at either end or the line end; cuts `text` in
** place and points into it. */
static char *trim(char *text) {
    while (*text == ' ' || *text == '\t') text++;
    size_t length = strlen(text);
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t' ||
                      text[length - 1] == '\n' || text[length - 1] == '\r'))
        text[--length] = '\0';
    return text;
}

void conformance_free_causes(conformance_gathered *all) {
    for (int i = 0; i < all->cause_count; i++) {
        free(all->causes[i].globs);
        free(all->causes[i].id_globs);
        free(all->causes[i].smallest);
    }
    free(all->causes);
    all->causes = NULL;
    all->cause_count = all->cause_capacity = 0;
}

/* A block is complete when it has every field. */
static int check_block(const char *path, const conformance_cause *block, char *error,
                       size_t size) {
    const char *missing = !*block->classification ? "classification"
                          : !*block->evidence     ? "evidence"
                          : !block->glob_count && !block->id_glob_count ? "match"
                                                  : NULL;
    if (missing)
        return conformance_fail(error, size, "--classes %s:%d: class '%s' has no '%s:' line",
                                path, block->line, block->title, missing);
    return 1;
}

/* Adds a glob to `globs`; 0 (with `error`) when too long or out of memory. */
static int add_glob(const char *path, int number, conformance_glob **globs, int *count,
                    int *capacity, const char *value, char *error, size_t size) {
    if (strlen(value) >= CONFORMANCE_KEY_SIZE)
        return conformance_fail(error, size, "--classes %s:%d: glob too long", path, number);
    if (!conformance_grow((void **)globs, capacity, *count + 1, sizeof **globs))
        return conformance_fail(error, size, "--classes %s: out of memory", path);
    snprintf((*globs)[(*count)++].text, CONFORMANCE_KEY_SIZE, "%s", value);
    return 1;
}

/* Sets a field of the open block; evidence lines join into one paragraph,
** match and id lines add globs. */
static int set_field(const char *path, int number, conformance_cause *block, const char *name,
                     const char *value, char *error, size_t size) {
    assert(block != NULL && block->line > 0 && block->line < number);
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
    if (strcmp(name, "match") == 0)
        return add_glob(path, number, &block->globs, &block->glob_count, &block->glob_capacity,
                        value, error, size);
    if (strcmp(name, "id") == 0)
        return add_glob(path, number, &block->id_globs, &block->id_glob_count,
                        &block->id_glob_capacity, value, error, size);
    return conformance_fail(error, size, "--classes %s:%d: unknown field '%s' (class, "
                            "classification, evidence, match, id)", path, number, name);
}

/* Opens a block at its "class:" line; NULL when out of memory. The block
** lives in all->causes, which growing may move: the caller keeps no other
** pointer into it. */
static conformance_cause *start_block(conformance_gathered *all, const char *title, int number) {
    if (!conformance_grow((void **)&all->causes, &all->cause_capacity, all->cause_count + 1,
                          sizeof *all->causes))
        return NULL;
    conformance_cause *block = &all->causes[all->cause_count++];
    memset(block, 0, sizeof *block);
    snprintf(block->title, sizeof block->title, "%s", title);
    block->line = number;
    block->smallest = NULL;
    return block;
}

/* Takes one trimmed line: a comment, a blank line that closes the open
** block, a "class:" line that opens one, or a field of the open block.
** *block is the open block (NULL between blocks); a block is checked
** complete when it closes, so a loaded cause always has every field. */
static int take_line(const char *path, int number, char *text, conformance_gathered *all,
                     conformance_cause **block, char *error, size_t size) {
    if (*text == '#') return 1;
    if (*text == '\0') {
        int ok = *block == NULL || check_block(path, *block, error, size);
        *block = NULL;
        return ok;
    }
    char *colon = strchr(text, ':');
    if (colon == NULL)
        return conformance_fail(error, size, "--classes %s:%d: want 'FIELD: VALUE'", path,
                                number);
    *colon = '\0';
    const char *name = trim(text), *value = trim(colon + 1);
    if (strcmp(name, "class") == 0) {
        if (*block && !check_block(path, *block, error, size)) return 0;
        *block = start_block(all, value, number);
        if (*block == NULL)
            return conformance_fail(error, size, "--classes %s: out of memory", path);
        return 1;
    }
    if (*block == NULL)
        return conformance_fail(error, size, "--classes %s:%d: '%s:' before any 'class:' line",
                                path, number, name);
    return set_field(path, number, *block, name, value, error, size);
}

/* Reads the classes file: blocks of "class:", "classification:",
** "evidence:", "match:" and "id:" lines (run_conformance.h). A line longer than
** the buffer is an error: read in two pieces, its tail would pass for a
** line of its own. */
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
        if (strchr(line, '\n') == NULL && !feof(file))
            ok = conformance_fail(error, size, "--classes %s:%d: line too long", path, number);
        else
            ok = take_line(path, number, trim(line), all, &block, error, size);
    }
    if (ok && block) ok = check_block(path, block, error, size);
    if (ok && ferror(file)) ok = conformance_fail(error, size, "--classes %s: read error", path);
    fclose(file);
    return ok;
}
