/*
** case_paths.c: files and directories named on the command line, expanded
** to the list of case files (*.json but schema.json, directories searched
** recursively, each directory's entries in sorted order so runs are
** reproducible).
*/
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "case_reader.h"

typedef struct path_list {
    char **items;
    int count;
    int capacity;
} path_list;

static int append(path_list *list, const char *path) {
    if (list->count == list->capacity) {
        int capacity = list->capacity ? list->capacity * 2 : 64;
        char **items = realloc(list->items, (size_t)capacity * sizeof *items);
        if (!items) return 0;
        list->items = items;
        list->capacity = capacity;
    }
    list->items[list->count] = strdup(path);
    return list->items[list->count++] != NULL;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Inside directories, case files are the *.json files other than the
** format's schema (cases/schema.json). */
static int is_case_file_name(const char *path) {
    const char *name = strrchr(path, '/');
    name = name ? name + 1 : path;
    size_t length = strlen(name);
    return length > 5 && strcmp(name + length - 5, ".json") == 0 &&
           strcmp(name, "schema.json") != 0;
}

static int collect(const char *path, int named, path_list *list, char *error,
                   size_t error_size) {
    struct stat info;
    if (stat(path, &info) != 0) {
        snprintf(error, error_size, "%s: %s", path, strerror(errno));
        return 0;
    }
    if (!S_ISDIR(info.st_mode)) {
        /* A file named on the command line is read whatever its name; inside
        ** directories only *.json files are case files. */
        if (named || is_case_file_name(path)) {
            if (!append(list, path)) {
                snprintf(error, error_size, "out of memory");
                return 0;
            }
        }
        return 1;
    }
    DIR *directory = opendir(path);
    if (!directory) {
        snprintf(error, error_size, "%s: %s", path, strerror(errno));
        return 0;
    }
    path_list entries = {0};
    struct dirent *entry;
    int ok = 1;
    while (ok && (entry = readdir(directory)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        size_t length = strlen(path) + strlen(entry->d_name) + 2;
        char *child = malloc(length);
        if (!child) {
            ok = 0;
            break;
        }
        snprintf(child, length, "%s/%s", path, entry->d_name);
        ok = append(&entries, child);
        free(child);
    }
    closedir(directory);
    if (!ok) snprintf(error, error_size, "out of memory");
    if (entries.count) qsort(entries.items, (size_t)entries.count, sizeof(char *), compare_names);
    for (int i = 0; ok && i < entries.count; i++)
        ok = collect(entries.items[i], 0, list, error, error_size);
    case_paths_free(entries.items, entries.count);
    return ok;
}

int case_paths_collect(const char *const *paths, int path_count,
                       char ***files, char *error, size_t error_size) {
    path_list list = {0};
    for (int i = 0; i < path_count; i++) {
        if (!collect(paths[i], 1, &list, error, error_size)) {
            case_paths_free(list.items, list.count);
            *files = NULL;
            return -1;
        }
    }
    *files = list.items;
    return list.count;
}

void case_paths_free(char **files, int count) {
    for (int i = 0; i < count; i++) free(files[i]);
    free(files);
}
