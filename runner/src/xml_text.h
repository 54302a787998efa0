/*
** xml_text.h: text from outside the runner (case ids, messages, file
** names) written into XML.
**
** XML 1.0 (W3C, "Extensible Markup Language (XML) 1.0", §2.2 Characters)
** allows tab, line feed, carriage return and the code points from U+0020
** on but the surrogates, U+FFFE and U+FFFF; no escape can carry the
** others. INVARIANT: whatever the text, what is written is well-formed
** character data or, with `attribute`, a well-formed double-quoted
** attribute value that reads back as the text: '&', '<', '>' and '"' as
** entities; tab, line feed and carriage return in attributes as character
** references (§3.3.3 would otherwise normalise them to spaces), and
** carriage return everywhere (§2.11 would make a line feed of it); C1
** controls as character references; a byte that is not well-formed UTF-8
** or a character XML cannot hold as the four characters "\xNN", a byte
** each, and '\' as "\\" so that such an escape is never ambiguous.
*/
#ifndef PROMCAST_RUNNER_XML_TEXT_H
#define PROMCAST_RUNNER_XML_TEXT_H

#include <stdio.h>

void xml_write_text(FILE *out, const char *text, int attribute);

#endif
