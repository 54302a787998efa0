/*
** utf8.h: recognising well-formed UTF-8 in text that came from outside.
**
** Text from case files, file names and adapters is written into TAP, YAML
** and reports, which are UTF-8. A byte that is not part of a well-formed
** sequence must be escaped, never copied: RFC 3629 §4 (the syntax of UTF-8
** byte sequences), which rules out overlong forms, the surrogates
** U+D800..U+DFFF and code points beyond U+10FFFF.
*/
#ifndef PROMCAST_RUNNER_UTF8_H
#define PROMCAST_RUNNER_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* The length (1..4) of the well-formed sequence at the start of `text`,
** which holds `available` bytes, with its code point in *code_point; 0 when
** the first byte does not begin one. */
int utf8_sequence(const unsigned char *text, size_t available, uint32_t *code_point);

#endif
