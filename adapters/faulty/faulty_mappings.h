/*
** faulty_mappings.h: the shared writable mappings of the process, where a
** faulty adapter finds the runner's verdict board to attack it.
*/
#ifndef PROMCAST_FAULTY_MAPPINGS_H
#define PROMCAST_FAULTY_MAPPINGS_H

#include <stdint.h>

/* Calls visit(start, end) for each mapping of this process that is shared
** and writable ("rw-s" in /proc/self/maps). Returns how many it visited. */
int faulty_each_shared_mapping(void (*visit)(uintptr_t start, uintptr_t end));

#endif
