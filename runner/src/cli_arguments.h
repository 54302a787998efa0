/*
** cli_arguments.h: parsing the text forms the CLI accepts.
**
** Shapes are "[8,1,6,1]" (promcast/shape.h). Operands of result-type are
** "DTYPE:dim" (an array with at least one dimension), "DTYPE:zero" (a 0-d
** array), "KIND:scalar" (a Python scalar of kind bool, int, float or
** complex), or "VALUE:scalar" (a Python scalar with its value: "300",
** "-1.5", "inf", "true", "1+2j"). broadcast_dimensions are "[1,2]" or "[]".
*/
#ifndef PROMCAST_RUNNER_CLI_ARGUMENTS_H
#define PROMCAST_RUNNER_CLI_ARGUMENTS_H

#include "promcast/promcast.h"

pc_status cli_parse_dtype(const char *text, pc_dtype *dtype, pc_error *err);

pc_status cli_parse_operand(const char *text, pc_operand *operand,
                            pc_error *err);

/* A list of integers, possibly negative: "[1,2]", "[-1]", "[]". */
pc_status cli_parse_integer_list(const char *text, int64_t *values,
                                 int capacity, int *count, pc_error *err);

/* "K/N", 1 <= K <= N: shard K of N (promcast run and fuzz --shard). Returns
** 1 with *index = K and *count = N, or 0. */
int cli_parse_shard(const char *text, int *index, int *count);

#endif
