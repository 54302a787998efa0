/*
** exec_process.h: the adapter process of the exec adapter, and the frames
** it reads and writes (docs/adapters.md, "Out-of-process adapters: the
** protocol").
**
** The process is `/bin/sh -c 'exec COMMAND'` with a pipe on its standard
** input and one on its standard output; its standard error is ours. It
** dies with the thread that started it (PR_SET_PDEATHSIG), so a killed
** run leaves no adapter process behind. Every descriptor we keep is
** close-on-exec, so no other child inherits a pipe end.
**
** Every read and write has a deadline (milliseconds of CLOCK_MONOTONIC):
** a process that stops reading or answering costs a timeout, never a hang.
*/
#ifndef PROMCAST_EXEC_PROCESS_H
#define PROMCAST_EXEC_PROCESS_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* The longest JSON line of a frame the runner reads (the protocol's
** limit: 16 MiB). */
#define EXEC_MAX_LINE ((size_t)16 << 20)

typedef struct exec_process {
    pid_t pid;          /* 0 when no process runs */
    int input;          /* the write end of the process's standard input, or -1 */
    int output;         /* the read end of its standard output, or -1 */
    char *buffer;       /* bytes read from output and not yet consumed */
    size_t start, end, capacity;
} exec_process;

/* Statuses of the reading and writing functions. */
enum {
    EXEC_IO_OK = 0,
    EXEC_IO_FAILED = 1  /* the message says what happened */
};

void exec_process_init(exec_process *process);

/* Starts `command`. Returns 1, or 0 with the reason in `error`. */
int exec_process_start(exec_process *process, const char *command, char *error,
                       size_t error_size);

/* Closes its standard input, waits up to `grace_ms` for it to exit, then
** kills it; reaps it. Safe on a process that is not running. */
void exec_process_stop(exec_process *process, int grace_ms);

/* Kills it at once and reaps it. */
void exec_process_kill(exec_process *process);

/* Whether the process has ended; if so, `text` says how ("exited with
** status 3", "was killed by signal 9 (Killed)") and the process is reaped.
** Waits up to `wait_ms` for it to end. */
int exec_process_ended(exec_process *process, int wait_ms, char *text, size_t size);

/* The monotonic clock in milliseconds. */
int64_t exec_now_ms(void);

/* Writes `length` bytes of `data` then `payload_length` of `payload`
** before `deadline`. A process that has closed its input, or does not read
** in time, fails the write. */
int exec_process_write(exec_process *process, const char *data, size_t length,
                       const void *payload, size_t payload_length, int64_t deadline,
                       char *error, size_t error_size);

/* Reads one line (without its '\n') of at most EXEC_MAX_LINE bytes before
** `deadline`: *line points into the process's buffer, valid until the next
** read. End of file, a timeout or a longer line fail it; `error` says
** which (the caller adds how the process ended). */
int exec_process_read_line(exec_process *process, int64_t deadline, const char **line,
                           size_t *length, char *error, size_t error_size);

/* Reads exactly `length` bytes into `destination` before `deadline`. */
int exec_process_read_bytes(exec_process *process, void *destination, size_t length,
                            int64_t deadline, char *error, size_t error_size);

#endif
