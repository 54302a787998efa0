/*
** test_exec_answer.c: the answer decoder on the malformed answers of
** answers/ (TAP). answers/expected.txt lists each file with the op of the
** call it answers (call 11; the adapter claims every dtype but
** float8_e5m2; broadcast_arrays has two operands) and the exact message
** its refusal gives, or `decodes` for a well-formed answer. Every .answer
** file of the folder must be listed.
**
** usage: test_exec_answer ANSWERS_DIRECTORY
*/
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec_answer.h"
#include "promcast/abi_dtype.h"

enum { MAX_FILES = 256 };

static unsigned char *load(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    unsigned char *data = malloc(1 << 16);
    *size = data ? fread(data, 1, 1 << 16, file) : 0;
    fclose(file);
    return data;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: test_exec_answer ANSWERS_DIRECTORY\n");
        return 2;
    }
    DLDataType dtypes[PC_DTYPE_COUNT];
    int32_t dtype_count = 0;
    for (int i = 0; i < PC_DTYPE_COUNT; i++)
        if ((pc_dtype)i != PC_FLOAT8_E5M2) dtypes[dtype_count++] = abi_dl_dtype((pc_dtype)i);
    char path[4096], line[2048];
    snprintf(path, sizeof path, "%s/expected.txt", argv[1]);
    FILE *list = fopen(path, "r");
    if (list == NULL) {
        printf("Bail out! cannot read %s\n", path);
        return 1;
    }
    char (*listed)[2048] = calloc(MAX_FILES, sizeof *listed);
    if (listed == NULL) {
        printf("Bail out! out of memory\n");
        return 1;
    }
    int listed_count = 0, test = 0, failed = 0;
    while (fgets(line, sizeof line, list)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        line[strcspn(line, "\n")] = '\0';
        char *op = strstr(line, " | "), *message = op ? strstr(op + 3, " | ") : NULL;
        if (message == NULL || listed_count == MAX_FILES) {
            printf("Bail out! malformed line in expected.txt: %s\n", line);
            return 1;
        }
        *op = '\0';
        op += 3;
        *message = '\0';
        message += 3;
        snprintf(listed[listed_count++], sizeof listed[0], "%s", line);
        snprintf(path, sizeof path, "%s/%s", argv[1], line);
        size_t size = 0;
        unsigned char *frame = load(path, &size);
        exec_expectation expect;
        exec_answer answer;
        exec_answer_init(&answer);
        char error[1024] = "";
        int known = exec_expectation_for(op, 11, 2, dtypes, dtype_count, &expect);
        int decoded = known && frame && exec_answer_decode_frame(frame, size, &expect, &answer, error, sizeof error);
        const char *got = decoded ? "decodes" : error;
        int pass = known && frame && strcmp(got, message) == 0;
        printf("%s %d - %s (%s)\n", pass ? "ok" : "not ok", ++test, line, op);
        if (!pass) {
            printf("# expected: %s\n#      got: %s\n", message, known ? got : "an unknown op");
            failed++;
        }
        exec_answer_free(&answer);
        free(frame);
    }
    fclose(list);
    /* Every answer file is listed. */
    DIR *directory = opendir(argv[1]);
    struct dirent *entry;
    while (directory && (entry = readdir(directory)) != NULL) {
        size_t length = strlen(entry->d_name);
        if (length < 7 || strcmp(entry->d_name + length - 7, ".answer") != 0) continue;
        int found = 0;
        for (int i = 0; i < listed_count && !found; i++) found = strcmp(listed[i], entry->d_name) == 0;
        printf("%s %d - %s is listed in expected.txt\n", found ? "ok" : "not ok", ++test, entry->d_name);
        failed += !found;
    }
    if (directory) closedir(directory);
    free(listed);
    printf("1..%d\n", test);
    return failed ? 1 : 0;
}
