/*
** utf8.c: well-formed UTF-8 sequences (utf8.h), after RFC 3629 §4:
**
**   UTF8-2 = %xC2-DF UTF8-tail
**   UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) /
**            %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
**   UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) /
**            %xF4 %x80-8F 2( UTF8-tail )
*/
#include "utf8.h"

static int is_tail(unsigned char byte) {
    return (byte & 0xC0) == 0x80;
}

int utf8_sequence(const unsigned char *text, size_t available, uint32_t *code_point) {
    if (available == 0) return 0;
    unsigned char lead = text[0];
    if (lead < 0x80) {
        *code_point = lead;
        return 1;
    }
    int length;
    unsigned char second_low = 0x80, second_high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) second_low = 0xA0;   /* no overlong forms */
        if (lead == 0xED) second_high = 0x9F;  /* no surrogates */
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) second_low = 0x90;   /* no overlong forms */
        if (lead == 0xF4) second_high = 0x8F;  /* nothing past U+10FFFF */
    } else {
        return 0;
    }
    if (available < (size_t)length || text[1] < second_low || text[1] > second_high) return 0;
    uint32_t value = lead & (0x7F >> length);
    for (int i = 1; i < length; i++) {
        if (!is_tail(text[i])) return 0;
        value = (value << 6) | (text[i] & 0x3F);
    }
    *code_point = value;
    return length;
}
