/*
** json_skim.h: where a JSON text's top-level object keeps one array, found
** without parsing the text.
**
** The case reader parses a corpus file one case at a time (case_reader.c):
** a whole 100,000-case file parsed as one tree costs more to build and to
** free than its cases cost to read. The skim finds the span of the array
** and the bytes each element starts at; it validates nothing, so its caller
** has the text parsed by a real parser and falls back to parsing it whole
** when the skim and the text disagree.
*/
#ifndef PROMCAST_RUNNER_JSON_SKIM_H
#define PROMCAST_RUNNER_JSON_SKIM_H

#include <stddef.h>

typedef struct json_skim_array {
    size_t open;      /* offset of the array's '[' */
    size_t close;     /* offset of its matching ']' */
    size_t elements;  /* how many values it holds, by its top-level commas */
} json_skim_array;

/* The offset of the first byte at or after `at`, before `end`, that is not
** JSON's white space (RFC 8259 §2: space, tab, line feed, carriage return);
** `end` when there is none. */
size_t json_skim_space(const char *text, size_t at, size_t end);

/* Finds the member `key` of the top-level object of text[0..length), spelled
** without escapes, whose value is an array. Returns 1 and fills *array when
** the text has exactly one such member at the top level; 0 when it has none,
** or several, or the text is not shaped as an object whose strings and
** brackets balance (the caller then parses the text whole, and its parser
** names the fault). */
int json_skim_top_array(const char *text, size_t length, const char *key,
                        json_skim_array *array);

/* Where element `index + count` of `array` starts, found from `at`, where
** element `index` starts (just past the '[' or the ',' before it): the
** offset just past the `count`-th ',' between elements after `at`, or
** array->close when the array ends first. For splitting the elements
** among threads; like the rest of the skim, it validates nothing. */
size_t json_skim_skip_elements(const char *text, const json_skim_array *array, size_t at,
                               size_t count);

#endif
