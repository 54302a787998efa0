/*
** stop_signals.h: SIGINT and SIGTERM as a request to stop, for the
** commands that run cases (run, fuzz).
**
** A CI time limit or a user's ^C must not lose what a long command did: while
** caught, either signal only sets a flag (the signal's number), which
** run_execute reads through run_execution.stop and the commands read between
** steps; the command then ends cleanly with what it has. Releasing puts the
** previous handlers back, so a second signal during the clean end kills as
** usual.
**
** The flag is the process's one piece of mutable global state: a signal
** handler can reach nothing else. Only the handler writes it (and
** stop_signals_catch clears it).
*/
#ifndef PROMCAST_RUNNER_STOP_SIGNALS_H
#define PROMCAST_RUNNER_STOP_SIGNALS_H

#include <signal.h>

typedef struct stop_signals {
    struct sigaction saved[2];  /* SIGINT's and SIGTERM's handlers before */
} stop_signals;

/* Catches SIGINT and SIGTERM, keeping their handlers in `signals`; clears
** the flag. */
void stop_signals_catch(stop_signals *signals);

/* Puts back the handlers `signals` kept. The flag keeps its value. */
void stop_signals_release(const stop_signals *signals);

/* The flag: 0, or the number of the signal that asked to stop. */
const volatile sig_atomic_t *stop_signals_flag(void);

/* "stopped by SIGINT" or "stopped by SIGTERM", for the flag's value. */
const char *stop_signals_reason(int signal_number);

#endif
