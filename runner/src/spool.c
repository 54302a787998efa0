/*
** spool.c: copying a spool into its report file (spool.h).
*/
#include "spool.h"

int spool_copy(FILE *spool, FILE *out) {
    if (fflush(spool) != 0 || fseek(spool, 0, SEEK_SET) != 0) return 0;
    char buffer[1 << 16];
    size_t got;
    while ((got = fread(buffer, 1, sizeof buffer, spool)) > 0)
        if (fwrite(buffer, 1, got, out) != got) return 0;
    return !ferror(spool);
}
