/*
** stop_signals.c: SIGINT and SIGTERM as a request to stop (stop_signals.h).
*/
#include <string.h>

#include "stop_signals.h"

/* Written only by stop_on_signal (and cleared by stop_signals_catch). */
static volatile sig_atomic_t stop_signal;

static void stop_on_signal(int signal_number) {
    stop_signal = signal_number;
}

void stop_signals_catch(stop_signals *signals) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = stop_on_signal;
    sigemptyset(&action.sa_mask);
    stop_signal = 0;
    sigaction(SIGINT, &action, &signals->saved[0]);
    sigaction(SIGTERM, &action, &signals->saved[1]);
}

void stop_signals_release(const stop_signals *signals) {
    sigaction(SIGINT, &signals->saved[0], NULL);
    sigaction(SIGTERM, &signals->saved[1], NULL);
}

const volatile sig_atomic_t *stop_signals_flag(void) {
    return &stop_signal;
}

const char *stop_signals_reason(int signal_number) {
    return signal_number == SIGINT ? "stopped by SIGINT" : "stopped by SIGTERM";
}
