/*
** decimal_internal.h: integers as decimal text, for messages and shapes
** written on hot paths (status.c), where snprintf's setup costs more than
** the text.
*/
#ifndef PROMCAST_DECIMAL_INTERNAL_H
#define PROMCAST_DECIMAL_INTERNAL_H

/* Writes `value` as printf's %lld does ('-' first where negative; no
** NUL) into text, which holds at least 20 characters. Returns the length. */
int pc_decimal_format(long long value, char *text);

#endif
