/*
** main.c: the promcast binary's entry point; dispatches to subcommands.
*/
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "promcast/promcast.h"

static void usage(FILE *stream) {
    fprintf(stream,
            "promcast %s: a conformance oracle for array broadcasting and "
            "dtype promotion\n"
            "\n"
            "usage:\n"
            "  promcast run --adapter PATH ...  run the corpus against an adapter "
            "(promcast run --help)\n"
            "  promcast run --array-api MODULE  run the corpus against a Python Array API "
            "namespace\n"
            "  promcast fuzz --adapter PATH ... random cases against an adapter, findings\n"
            "                                   shrunk to case files (promcast fuzz --help)\n"
            "  promcast oracle SUBCOMMAND ...   ask the reference oracle "
            "(promcast oracle --help)\n"
            "  promcast --help                  this text\n"
            "  promcast --version               the version\n"
            "\n",
            PROMCAST_VERSION_STRING);
    promcast_run_usage(stream);
    fprintf(stream, "\n");
    promcast_fuzz_usage(stream);
    fprintf(stream, "\n");
    promcast_oracle_usage(stream);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        usage(stderr);
        return PROMCAST_EXIT_USAGE;
    }
    const char *command = argv[1];
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 ||
        strcmp(command, "help") == 0) {
        usage(stdout);
        return PROMCAST_EXIT_OK;
    }
    if (strcmp(command, "--version") == 0) {
        printf("promcast %s\n", PROMCAST_VERSION_STRING);
        return PROMCAST_EXIT_OK;
    }
    if (strcmp(command, "run") == 0) {
        /* A run writes a test line a case: fully buffered, set before any
        ** output as C11 7.21.5.6 requires. */
        setvbuf(stdout, NULL, _IOFBF, 1 << 16);
        return promcast_run_main(argc - 2, argv + 2, stdout, stderr);
    }
    if (strcmp(command, "fuzz") == 0)
        return promcast_fuzz_main(argc - 2, argv + 2, stdout, stderr);
    if (strcmp(command, "oracle") == 0)
        return promcast_oracle_main(argc - 2, argv + 2, stdout, stderr);
    fprintf(stderr, "promcast: unknown command '%s' (try promcast --help)\n",
            command);
    return PROMCAST_EXIT_USAGE;
}
