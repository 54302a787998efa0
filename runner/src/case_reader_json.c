/*
** case_reader_json.c: the case reader's context and its JSON helpers
** (case_reader_internal.h): errors that name the file, the case and its
** id; keys the schema allows and requires; strings copied into the file's
** arena.
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "case_reader_internal.h"

int reader_refuse(reader_context *context, const char *format, ...) {
    char reason[400];
    va_list args;
    va_start(args, format);
    vsnprintf(reason, sizeof reason, format, args);
    va_end(args);
    if (context->case_index < 0)
        snprintf(context->error, context->error_size, "%s: %s", context->path,
                 reason);
    else
        snprintf(context->error, context->error_size, "%s: case %d (%s): %s",
                 context->path, context->case_index,
                 context->case_id ? context->case_id : "no id yet", reason);
    return 0;
}

void *reader_allocate(reader_context *context, size_t size) {
    void *memory = case_arena_allocate(context->arena, size);
    if (memory == NULL) reader_refuse(context, "out of memory");
    return memory;
}

const char *reader_copy_string(reader_context *context, const char *text) {
    size_t length = strlen(text) + 1;
    char *copy = reader_allocate(context, length);
    if (copy) memcpy(copy, text, length);
    return copy;
}

/* `text` in double quotes, with '"', '\' and every byte outside printable
** ASCII escaped, cut at `size`: a text that broke a pattern is named in a
** message without bringing its newlines or controls along. */
const char *reader_quoted(const char *text, char *buffer, size_t size) {
    size_t used = 0;
    const unsigned char *p = (const unsigned char *)text;
    buffer[used++] = '"';
    /* Room is kept for the longest escape, "...", the quote and the end. */
    for (; *p && used + 9 < size; p++) {
        if (*p == '"' || *p == '\\') used += (size_t)snprintf(buffer + used, size - used, "\\%c", *p);
        else if (*p == '\n') used += (size_t)snprintf(buffer + used, size - used, "\\n");
        else if (*p < 0x20 || *p > 0x7e) used += (size_t)snprintf(buffer + used, size - used, "\\x%02x", *p);
        else buffer[used++] = (char)*p;
    }
    if (*p) used += (size_t)snprintf(buffer + used, size - used, "...");
    snprintf(buffer + used, size - used, "\"");
    return buffer;
}

/* Whether `text` is non-empty and spelled only with bytes of `allowed`: the
** schema's patterns of the form ^[...]+$. */
int reader_spelled_with(const char *text, const char *allowed) {
    return text[0] != '\0' && strspn(text, allowed) == strlen(text);
}

/* Refuses any key of `object` not in the NULL-terminated `allowed` list. */
int reader_check_keys(reader_context *context, const json_t *object,
                      const char *where, const char *const *allowed) {
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)object, key, value) {
        int known = 0;
        for (const char *const *name = allowed; *name && !known; name++)
            known = strcmp(key, *name) == 0;
        if (!known) return reader_refuse(context, "unknown key '%s' in %s", key, where);
    }
    return 1;
}

/* Refuses `object` unless it has every key of the NULL-terminated
** `required` list (the schema's `required`). */
int reader_require_keys(reader_context *context, const json_t *object,
                        const char *where, const char *const *required) {
    for (; *required; required++)
        if (json_object_get(object, *required) == NULL)
            return reader_refuse(context, "%s: '%s' is missing", where, *required);
    return 1;
}

int reader_get_string(reader_context *context, const json_t *object,
                      const char *key, int required, const char **out) {
    json_t *value = json_object_get(object, key);
    if (value == NULL) {
        *out = NULL;
        return required ? reader_refuse(context, "'%s' is missing", key) : 1;
    }
    if (!json_is_string(value))
        return reader_refuse(context, "'%s' must be a string", key);
    *out = reader_copy_string(context, json_string_value(value));
    return *out != NULL;
}

/* A required string that must not be empty (schema.json: minLength 1). */
int reader_get_text(reader_context *context, const json_t *object,
                    const char *key, const char **out) {
    if (!reader_get_string(context, object, key, 1, out)) return 0;
    if ((*out)[0] == '\0') return reader_refuse(context, "'%s' is empty", key);
    return 1;
}

