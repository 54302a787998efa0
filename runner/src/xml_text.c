/*
** xml_text.c: escaping text for XML (xml_text.h).
*/
#include "xml_text.h"

#include <stdint.h>
#include <string.h>

#include "utf8.h"

/* XML 1.0 §2.2, production [2] Char. */
static int is_xml_char(uint32_t code_point) {
    return code_point == 0x9 || code_point == 0xA || code_point == 0xD ||
           (code_point >= 0x20 && code_point <= 0xD7FF) ||
           (code_point >= 0xE000 && code_point <= 0xFFFD) ||
           (code_point >= 0x10000 && code_point <= 0x10FFFF);
}

static void write_bytes_escaped(FILE *out, const unsigned char *bytes, int count) {
    for (int i = 0; i < count; i++) fprintf(out, "\\x%02X", bytes[i]);
}

void xml_write_text(FILE *out, const char *text, int attribute) {
    const unsigned char *p = (const unsigned char *)text;
    size_t remaining = strlen(text);
    while (remaining > 0) {
        uint32_t code_point;
        int length = utf8_sequence(p, remaining, &code_point);
        if (length == 0) {
            write_bytes_escaped(out, p, 1);
            length = 1;
        } else if (!is_xml_char(code_point)) {
            write_bytes_escaped(out, p, length);
        } else if (code_point == '&') {
            fputs("&amp;", out);
        } else if (code_point == '<') {
            fputs("&lt;", out);
        } else if (code_point == '>') {
            fputs("&gt;", out);
        } else if (code_point == '\\') {
            fputs("\\\\", out);
        } else if (attribute && code_point == '"') {
            fputs("&quot;", out);
        } else if ((attribute && code_point < 0x20) || code_point == '\r' ||
                   (code_point >= 0x7F && code_point <= 0x9F)) {
            fprintf(out, "&#x%X;", (unsigned)code_point);
        } else {
            fwrite(p, 1, (size_t)length, out);
        }
        p += length;
        remaining -= (size_t)length;
    }
}
