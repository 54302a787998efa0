/*
** exec_process.c: starting, feeding, reading and ending the adapter
** process (exec_process.h).
*/
#include "exec_process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* How much is read from the process at a time. */
enum { READ_CHUNK = 65536 };

void exec_process_init(exec_process *process) {
    memset(process, 0, sizeof *process);
    process->input = -1;
    process->output = -1;
}

int64_t exec_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void close_descriptor(int *fd) {
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

int exec_process_start(exec_process *process, const char *command, char *error,
                       size_t error_size) {
    exec_process_init(process);
    /* Built before fork: the child may only call async-signal-safe
    ** functions until it execs. */
    size_t length = strlen(command);
    char *script = malloc(length + sizeof "exec ");
    if (script == NULL) {
        snprintf(error, error_size, "out of memory for the adapter command");
        return 0;
    }
    memcpy(script, "exec ", 5);
    memcpy(script + 5, command, length + 1);
    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0) {
        snprintf(error, error_size, "cannot make a pipe for the adapter process: %s", strerror(errno));
        free(script);
        return 0;
    }
    if (pipe2(from_child, O_CLOEXEC) != 0) {
        snprintf(error, error_size, "cannot make a pipe for the adapter process: %s", strerror(errno));
        close(to_child[0]);
        close(to_child[1]);
        free(script);
        return 0;
    }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        /* The process must not outlive the one that started it. */
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(127);
        /* dup2 leaves the new descriptors without close-on-exec. */
        if (dup2(to_child[0], STDIN_FILENO) < 0 || dup2(from_child[1], STDOUT_FILENO) < 0)
            _exit(127);
        /* Standard error is the runner's. A pipe there is opened anew
        ** (/proc/self/fd/2 opens a new description of the same pipe), so
        ** that flags the process sets on it stay its own: node makes its
        ** standard streams non-blocking, and on a description shared with
        ** the runner's standard output (2>&1 into one pipe, as CTest
        ** runs tests) the runner's report would fail with EAGAIN whenever
        ** the reader fell behind. A file or terminal is left as it is: a
        ** file reopened would lose its offset and O_APPEND. */
        struct stat error_stream;
        if (fstat(STDERR_FILENO, &error_stream) == 0 && S_ISFIFO(error_stream.st_mode)) {
            int reopened = open("/proc/self/fd/2", O_WRONLY | O_CLOEXEC);
            if (reopened >= 0) {
                dup2(reopened, STDERR_FILENO);
                close(reopened);
            }
        }
        signal(SIGPIPE, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execl("/bin/sh", "sh", "-c", script, (char *)NULL);
        _exit(127);
    }
    int fork_errno = errno;
    free(script);
    close(to_child[0]);
    close(from_child[1]);
    if (pid < 0) {
        close(to_child[1]);
        close(from_child[0]);
        snprintf(error, error_size, "cannot start the adapter process: %s", strerror(fork_errno));
        return 0;
    }
    process->pid = pid;
    process->input = to_child[1];
    process->output = from_child[0];
    fcntl(process->input, F_SETFL, fcntl(process->input, F_GETFL) | O_NONBLOCK);
    fcntl(process->output, F_SETFL, fcntl(process->output, F_GETFL) | O_NONBLOCK);
    return 1;
}

static void describe_status(int status, char *text, size_t size) {
    if (WIFSIGNALED(status))
        snprintf(text, size, "was killed by signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    else if (WIFEXITED(status))
        snprintf(text, size, "exited with status %d", WEXITSTATUS(status));
    else
        snprintf(text, size, "ended (wait status %d)", status);
}

static void release(exec_process *process) {
    close_descriptor(&process->input);
    close_descriptor(&process->output);
    free(process->buffer);
    process->buffer = NULL;
    process->start = process->end = process->capacity = 0;
    process->pid = 0;
}

int exec_process_ended(exec_process *process, int wait_ms, char *text, size_t size) {
    if (process->pid <= 0) {
        snprintf(text, size, "is not running");
        return 1;
    }
    int64_t deadline = exec_now_ms() + wait_ms;
    for (;;) {
        int status;
        pid_t done = waitpid(process->pid, &status, WNOHANG);
        if (done == process->pid) {
            describe_status(status, text, size);
            release(process);
            return 1;
        }
        if (done < 0 && errno != EINTR) {
            snprintf(text, size, "cannot be waited for: %s", strerror(errno));
            release(process);
            return 1;
        }
        if (exec_now_ms() >= deadline) return 0;
        struct timespec pause = {0, 2 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
}

void exec_process_kill(exec_process *process) {
    if (process->pid > 0) {
        kill(process->pid, SIGKILL);
        while (waitpid(process->pid, NULL, 0) < 0 && errno == EINTR) continue;
    }
    release(process);
}

void exec_process_stop(exec_process *process, int grace_ms) {
    if (process->pid <= 0) {
        release(process);
        return;
    }
    close_descriptor(&process->input);
    char text[128];
    if (!exec_process_ended(process, grace_ms, text, sizeof text)) exec_process_kill(process);
}

/* Waits until fd is ready for `events` or the deadline passes: 1 ready, 0
** timed out, -1 poll failed (errno). */
static int wait_ready(int fd, short events, int64_t deadline) {
    for (;;) {
        int64_t left = deadline - exec_now_ms();
        if (left < 0) left = 0;
        struct pollfd entry = {fd, events, 0};
        int ready = poll(&entry, 1, left > 1000000 ? 1000000 : (int)left);
        if (ready > 0) return 1;
        if (ready == 0) {
            if (exec_now_ms() >= deadline) return 0;
            continue;
        }
        if (errno != EINTR) return -1;
    }
}

/* Writes one block. SIGPIPE is held back while writing to a process that
** may have died, and a pending one is consumed, so a dead adapter costs a
** failed call, never the worker. */
static int write_block(exec_process *process, const char *data, size_t length, int64_t deadline,
                       char *error, size_t error_size) {
    size_t done = 0;
    while (done < length) {
        ssize_t wrote = write(process->input, data + done, length - done);
        if (wrote > 0) {
            done += (size_t)wrote;
            continue;
        }
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            int ready = wait_ready(process->input, POLLOUT, deadline);
            if (ready == 0) {
                snprintf(error, error_size, "the adapter process did not read its input "
                         "(%zu of %zu bytes written) in time", done, length);
                return EXEC_IO_FAILED;
            }
            if (ready < 0) {
                snprintf(error, error_size, "cannot write to the adapter process: %s", strerror(errno));
                return EXEC_IO_FAILED;
            }
            continue;
        }
        snprintf(error, error_size, "cannot write to the adapter process: %s",
                 wrote < 0 ? strerror(errno) : "nothing written");
        return EXEC_IO_FAILED;
    }
    return EXEC_IO_OK;
}

int exec_process_write(exec_process *process, const char *data, size_t length,
                       const void *payload, size_t payload_length, int64_t deadline,
                       char *error, size_t error_size) {
    if (process->input < 0) {
        snprintf(error, error_size, "the adapter process is not running");
        return EXEC_IO_FAILED;
    }
    sigset_t pipe_signal, previous;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    sigprocmask(SIG_BLOCK, &pipe_signal, &previous);
    int status = write_block(process, data, length, deadline, error, error_size);
    if (status == EXEC_IO_OK && payload_length > 0)
        status = write_block(process, payload, payload_length, deadline, error, error_size);
    /* Consume the SIGPIPE a write to a closed pipe raised, unless one was
    ** already pending before (then it is not ours to take). */
    if (!sigismember(&previous, SIGPIPE)) {
        struct timespec zero = {0, 0};
        sigset_t pending;
        sigpending(&pending);
        if (sigismember(&pending, SIGPIPE)) sigtimedwait(&pipe_signal, NULL, &zero);
    }
    sigprocmask(SIG_SETMASK, &previous, NULL);
    return status;
}

/* Reads what the process has written into the buffer, waiting until the
** deadline for something. */
static int fill(exec_process *process, int64_t deadline, char *error, size_t error_size) {
    if (process->start > 0 && process->start == process->end) process->start = process->end = 0;
    if (process->capacity - process->end < READ_CHUNK) {
        if (process->start > 0) {
            memmove(process->buffer, process->buffer + process->start, process->end - process->start);
            process->end -= process->start;
            process->start = 0;
        }
        if (process->capacity - process->end < READ_CHUNK) {
            size_t capacity = process->capacity ? process->capacity * 2 : 2 * READ_CHUNK;
            char *grown = realloc(process->buffer, capacity);
            if (grown == NULL) {
                snprintf(error, error_size, "out of memory reading the adapter process's answer");
                return EXEC_IO_FAILED;
            }
            process->buffer = grown;
            process->capacity = capacity;
        }
    }
    for (;;) {
        ssize_t got = read(process->output, process->buffer + process->end,
                           process->capacity - process->end);
        if (got > 0) {
            process->end += (size_t)got;
            return EXEC_IO_OK;
        }
        if (got == 0) {
            snprintf(error, error_size, "the adapter process closed its output");
            return EXEC_IO_FAILED;
        }
        if (errno == EINTR) continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK) {
            snprintf(error, error_size, "cannot read from the adapter process: %s", strerror(errno));
            return EXEC_IO_FAILED;
        }
        int ready = wait_ready(process->output, POLLIN, deadline);
        if (ready == 0) {
            snprintf(error, error_size, "timeout");
            return EXEC_IO_FAILED;
        }
        if (ready < 0) {
            snprintf(error, error_size, "cannot wait for the adapter process: %s", strerror(errno));
            return EXEC_IO_FAILED;
        }
    }
}

int exec_process_read_line(exec_process *process, int64_t deadline, const char **line,
                           size_t *length, char *error, size_t error_size) {
    if (process->output < 0) {
        snprintf(error, error_size, "the adapter process is not running");
        return EXEC_IO_FAILED;
    }
    size_t searched = 0;
    for (;;) {
        const char *start = process->buffer ? process->buffer + process->start : NULL;
        size_t available = process->end - process->start;
        const char *newline = start ? memchr(start + searched, '\n', available - searched) : NULL;
        if (newline != NULL) {
            *line = start;
            *length = (size_t)(newline - start);
            if (*length > EXEC_MAX_LINE) break;
            process->start += *length + 1;
            return EXEC_IO_OK;
        }
        if (available > EXEC_MAX_LINE) break;
        searched = available;
        size_t before = process->start;
        if (fill(process, deadline, error, error_size) != EXEC_IO_OK) return EXEC_IO_FAILED;
        if (process->start != before) searched = available;  /* moved, same length */
    }
    snprintf(error, error_size, "a JSON line longer than %zu bytes (the protocol's limit)",
             (size_t)EXEC_MAX_LINE);
    return EXEC_IO_FAILED;
}

int exec_process_read_bytes(exec_process *process, void *destination, size_t length,
                            int64_t deadline, char *error, size_t error_size) {
    size_t done = 0;
    char *target = destination;
    while (done < length) {
        size_t available = process->end - process->start;
        if (available > 0) {
            size_t take = available < length - done ? available : length - done;
            memcpy(target + done, process->buffer + process->start, take);
            process->start += take;
            done += take;
            continue;
        }
        char reason[200];
        if (process->output < 0 || fill(process, deadline, reason, sizeof reason) != EXEC_IO_OK) {
            snprintf(error, error_size, "the payload ended after %zu of %zu bytes (%s)", done,
                     length, process->output < 0 ? "not running" : reason);
            return EXEC_IO_FAILED;
        }
    }
    return EXEC_IO_OK;
}
