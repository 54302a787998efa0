/*
** faulty_mappings.c: shared writable mappings, from /proc/self/maps
** (proc(5): "address perms offset dev inode pathname").
*/
#define _POSIX_C_SOURCE 200809L  /* nanosleep, ftruncate */

#include "faulty_mappings.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

int faulty_each_shared_mapping(void (*visit)(uintptr_t start, uintptr_t end)) {
    FILE *maps = fopen("/proc/self/maps", "r");
    if (maps == NULL) return 0;
    char line[4096];
    int visited = 0;
    while (fgets(line, sizeof line, maps)) {
        uintptr_t start, end;
        char perms[8];
        if (sscanf(line, "%" SCNxPTR "-%" SCNxPTR " %7s", &start, &end, perms) != 3) continue;
        if (strcmp(perms, "rw-s") != 0) continue;
        visit(start, end);
        visited++;
    }
    fclose(maps);
    return visited;
}
