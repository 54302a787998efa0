/*
** fuzz_cli.c: libFuzzer harness for `promcast oracle ...`.
**
** The input is split at newlines into argv (so the seed corpus reads like
** command lines, one argument per line); output goes to /dev/null. Any crash,
** sanitizer report, or exit status outside 0..2 is a finding.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_ARGUMENTS = 64 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    char *argv[MAX_ARGUMENTS];
    int argc = 0;
    char *cursor = text;
    while (argc < MAX_ARGUMENTS) {
        argv[argc++] = cursor;
        char *newline = memchr(cursor, '\n', (size_t)(text + size - cursor));
        if (!newline) break;
        *newline = '\0';
        cursor = newline + 1;
    }
    /* `check` reads files named by its arguments; the reader is fuzzed from
    ** memory by fuzz_case_reader.c instead of walking this machine's disk. */
    if (strcmp(argv[0], "check") == 0) {
        free(text);
        return 0;
    }
    FILE *sink = fopen("/dev/null", "w");
    if (sink) {
        int status = promcast_oracle_main(argc, argv, sink, sink);
        if (status < 0 || status > 2) abort();
        fclose(sink);
    }
    free(text);
    return 0;
}
