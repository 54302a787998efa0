/*
** json_skim.c: json_skim_top_array (json_skim.h).
**
** One pass over the bytes that knows only what makes a byte structural in
** JSON (RFC 8259 §2, §7): outside strings, '{' '[' open and '}' ']' close a
** level; a string runs from '"' to the next '"' not escaped by '\'. At level
** 1 (inside the top-level object) a string after '{' or ',' is a member's
** name; the value after its ':' is the member's. Within the array found,
** level 2, a ',' separates two values.
*/
#include "json_skim.h"

#include <assert.h>
#include <string.h>

static int is_space(char byte) {
    return byte == ' ' || byte == '\t' || byte == '\n' || byte == '\r';
}

size_t json_skim_space(const char *text, size_t at, size_t end) {
    while (at < end && is_space(text[at])) at++;
    return at;
}

/* The offset just past the string that starts at text[at] == '"', or
** `length` when it does not end. */
static size_t skip_string(const char *text, size_t length, size_t at) {
    assert(text[at] == '"');
    for (size_t i = at + 1; i < length; i++) {
        if (text[i] == '\\') i++;
        else if (text[i] == '"') return i + 1;
    }
    return length;
}

int json_skim_top_array(const char *text, size_t length, const char *key,
                        json_skim_array *array) {
    size_t key_length = strlen(key);
    size_t level = 0;
    int expect_name = 0;      /* at level 1, the next string names a member */
    int value_of_key = 0;     /* the member being read is `key` */
    int in_array = 0;         /* inside the array found, at level >= 2 */
    int array_empty = 1;
    int found = 0;
    size_t i = json_skim_space(text, 0, length);
    if (i == length || text[i] != '{') return 0;
    for (; i < length; i++) {
        char byte = text[i];
        if (is_space(byte)) continue;
        if (in_array && level == 2 && array_empty && byte != ']') array_empty = 0;
        switch (byte) {
        case '"': {
            size_t end = skip_string(text, length, i);
            if (end == length) return 0;
            if (level == 1 && expect_name) {
                value_of_key = end - i - 2 == key_length &&
                               memcmp(text + i + 1, key, key_length) == 0;
                expect_name = 0;
            }
            i = end - 1;
            break;
        }
        case '{':
        case '[':
            level++;
            if (level == 1) expect_name = 1;
            if (level == 2 && value_of_key && byte == '[') {
                if (found) return 0;  /* the key twice: the parser refuses it */
                found = in_array = 1;
                array_empty = 1;
                array->open = i;
                array->elements = 0;
            }
            break;
        case '}':
        case ']':
            if (level == 0) return 0;
            if (level == 2 && in_array) {
                in_array = 0;
                array->close = i;
                if (!array_empty) array->elements++;
            }
            level--;
            if (level == 0) {
                /* Only white space may follow the top-level object. */
                for (i++; i < length; i++)
                    if (!is_space(text[i])) return 0;
                return found;
            }
            break;
        case ',':
            if (level == 1) {
                expect_name = 1;
                value_of_key = 0;
            } else if (level == 2 && in_array) {
                array->elements++;
            }
            break;
        case ':':
            break;
        default:
            /* A scalar value: at level 1, the member's value is no array. */
            if (level == 1) value_of_key = 0;
            break;
        }
    }
    return 0;
}

size_t json_skim_skip_elements(const char *text, const json_skim_array *array, size_t at,
                               size_t count) {
    if (count == 0) return at;
    size_t level = 0;  /* 0: between the array's elements */
    for (size_t i = at; i < array->close; i++) {
        switch (text[i]) {
        case '"':
            i = skip_string(text, array->close, i) - 1;
            break;
        case '{':
        case '[':
            level++;
            break;
        case '}':
        case ']':
            if (level == 0) return array->close;
            level--;
            break;
        case ',':
            if (level == 0 && --count == 0) return i + 1;
            break;
        default:
            break;
        }
    }
    return array->close;
}
