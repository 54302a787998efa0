/*
** test_xml_text.c: text from outside written into XML (xml_text.h): what
** XML reads as markup becomes an entity, what it normalises becomes a
** character reference, and what it cannot hold becomes "\xNN" text.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tap.h"
#include "xml_text.h"

static void check(tap_run *run, const char *text, int attribute, const char *expected,
                  const char *name) {
    char *written = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&written, &size);
    if (out == NULL) {
        tap_ok(run, 0, "%s: a memory stream", name);
        return;
    }
    xml_write_text(out, text, attribute);
    fclose(out);
    tap_is_str(run, written, expected, name);
    free(written);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    check(&run, "plain id/0001", 0, "plain id/0001", "plain text stands for itself");
    check(&run, "a<b>&c", 0, "a&lt;b&gt;&amp;c", "markup characters are entities");
    check(&run, "]]>", 0, "]]&gt;", "a CDATA end cannot appear");
    check(&run, "say \"hi\"", 0, "say \"hi\"", "a quote in character data stands");
    check(&run, "say \"hi\"", 1, "say &quot;hi&quot;", "a quote in an attribute is an entity");
    check(&run, "a\tb\nc", 0, "a\tb\nc", "tab and line feed stand in character data");
    check(&run, "a\tb\nc", 1, "a&#x9;b&#xA;c", "and are references in an attribute");
    check(&run, "a\rb", 0, "a&#xD;b", "a carriage return is a reference everywhere");
    check(&run, "a\x01" "b\x1f", 0, "a\\x01b\\x1F", "C0 controls XML cannot hold are \\xNN");
    check(&run, "a\\x01", 0, "a\\\\x01", "a backslash is doubled, so \\xNN is never ambiguous");
    check(&run, "\xff\xfe", 1, "\\xFF\\xFE", "bytes that are not UTF-8 are \\xNN");
    check(&run, "\xc2\x85", 0, "&#x85;", "a C1 control is a reference");
    check(&run, "\xef\xbf\xbe", 0, "\\xEF\\xBF\\xBE", "U+FFFE is not an XML character");
    check(&run, "\xed\xa0\x80", 0, "\\xED\\xA0\\x80", "a surrogate's bytes are not UTF-8");
    check(&run, "caf\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x98\x80", 0, "caf\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x98\x80",
          "other characters stand for themselves");
    check(&run, "", 1, "", "empty text writes nothing");
    return tap_finish(&run);
}
