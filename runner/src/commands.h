/*
** commands.h: the subcommands of the promcast binary.
**
** Each takes the arguments after its name and the streams to write to (so
** tests and the fuzz harness run them in-process), and returns the exit
** status: 0 success, 1 a rule violation (the answer is an error), 2 bad usage
** or unreadable input.
*/
#ifndef PROMCAST_RUNNER_COMMANDS_H
#define PROMCAST_RUNNER_COMMANDS_H

#include <stdio.h>

#include "promcast/profile.h"

enum {
    PROMCAST_EXIT_OK = 0,
    PROMCAST_EXIT_VIOLATION = 1,
    PROMCAST_EXIT_USAGE = 2
};

/* `promcast oracle SUBCOMMAND ...` */
int promcast_oracle_main(int argc, char **argv, FILE *out, FILE *err);

void promcast_oracle_usage(FILE *stream);

/* `promcast run --adapter PATH ...`: the corpus against an adapter. */
int promcast_run_main(int argc, char **argv, FILE *out, FILE *err);
void promcast_run_usage(FILE *stream);

/* `promcast fuzz --adapter PATH --out DIR ...`: random cases against an
** adapter, each kind of disagreement shrunk and written as a case file. */
int promcast_fuzz_main(int argc, char **argv, FILE *out, FILE *err);
void promcast_fuzz_usage(FILE *stream);

/* `promcast oracle diff`: where two profiles' promotions differ. */
int promcast_oracle_diff(const pc_profile *first, const pc_profile *second,
                         const pc_promotion_options *options, FILE *out);

/* `promcast oracle check FILES...`: the oracle against case files. */
int promcast_oracle_check(int path_count, const char *const *paths, FILE *out,
                          FILE *err);

#endif
