/*
** case_paths.c: files and directories named on the command line, expanded
** to the list of case files (*.json but schema.json, directories searched
** recursively, each directory's entries in sorted order so runs are
** reproducible).
**
** A path that cannot be read (missing, a dangling symbolic link, a link
** loop, a folder that cannot be opened, a directory cycle, a *.json that is
** not a regular file) becomes an entry with the problem, in its place in
** the order: it costs that path, like a malformed file, and the rest runs.
** Nothing is dropped silently: an entry of a directory that cannot be
** examined is reported whatever its name, since it may hold cases.
*/
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "case_reader.h"

typedef struct path_list {
    case_path *items;
    int count;
    int capacity;
} path_list;

/* The directories being read, outermost first: a directory met again
** inside itself (through a symbolic link) is a cycle. */
typedef struct directory_stack {
    dev_t devices[64];
    ino_t inodes[64];
    int depth;
} directory_stack;

static int append(path_list *list, const char *path, const char *problem) {
    if (list->count == list->capacity) {
        int capacity = list->capacity ? list->capacity * 2 : 64;
        case_path *items = realloc(list->items, (size_t)capacity * sizeof *items);
        if (!items) return 0;
        list->items = items;
        list->capacity = capacity;
    }
    case_path *entry = &list->items[list->count];
    entry->path = strdup(path);
    entry->problem = problem ? strdup(problem) : NULL;
    if (!entry->path || (problem && !entry->problem)) {
        free(entry->path);
        free(entry->problem);
        return 0;
    }
    list->count++;
    return 1;
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

/* Why `path` cannot be examined: errno of a failed stat, told apart for
** symbolic links. */
static void describe_stat_failure(const char *path, int error, char *problem, size_t size) {
    struct stat link;
    if (error == ELOOP)
        snprintf(problem, size, "%s: a loop of symbolic links", path);
    else if (error == ENOENT && lstat(path, &link) == 0 && S_ISLNK(link.st_mode))
        snprintf(problem, size, "%s: a symbolic link to nothing (dangling)", path);
    else
        snprintf(problem, size, "%s: %s", path, strerror(error));
}

static const char *file_type_name(mode_t mode) {
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    return "not a regular file";
}

static int collect(const char *path, int named, path_list *list, directory_stack *stack);

/* Reads directory `path`, whose stat is `info`, in sorted order. */
static int collect_directory(const char *path, const struct stat *info, path_list *list,
                             directory_stack *stack) {
    char problem[1200];
    for (int i = 0; i < stack->depth; i++) {
        if (stack->devices[i] == info->st_dev && stack->inodes[i] == info->st_ino) {
            snprintf(problem, sizeof problem,
                     "%s: a directory that contains itself (a cycle of symbolic links)", path);
            return append(list, path, problem);
        }
    }
    if (stack->depth == (int)(sizeof stack->inodes / sizeof stack->inodes[0])) {
        snprintf(problem, sizeof problem, "%s: directories nested more than %d deep", path,
                 stack->depth);
        return append(list, path, problem);
    }
    DIR *directory = opendir(path);
    if (!directory) {
        snprintf(problem, sizeof problem, "%s: cannot read the directory: %s", path,
                 strerror(errno));
        return append(list, path, problem);
    }
    char **names = NULL;
    int count = 0, capacity = 0, ok = 1;
    struct dirent *entry;
    while (ok && (entry = readdir(directory)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 32;
            char **grown = realloc(names, (size_t)capacity * sizeof *names);
            if (!grown) {
                ok = 0;
                break;
            }
            names = grown;
        }
        size_t length = strlen(path) + strlen(entry->d_name) + 2;
        names[count] = malloc(length);
        if (!names[count]) {
            ok = 0;
            break;
        }
        snprintf(names[count++], length, "%s/%s", path, entry->d_name);
    }
    closedir(directory);
    if (count) qsort(names, (size_t)count, sizeof *names, compare_names);
    stack->devices[stack->depth] = info->st_dev;
    stack->inodes[stack->depth] = info->st_ino;
    stack->depth++;
    for (int i = 0; ok && i < count; i++) ok = collect(names[i], 0, list, stack);
    stack->depth--;
    for (int i = 0; i < count; i++) free(names[i]);
    free(names);
    return ok;
}

/* Returns 0 only when out of memory. */
static int collect(const char *path, int named, path_list *list, directory_stack *stack) {
    struct stat info;
    char problem[1200];
    if (stat(path, &info) != 0) {
        describe_stat_failure(path, errno, problem, sizeof problem);
        return append(list, path, problem);
    }
    if (S_ISDIR(info.st_mode)) return collect_directory(path, &info, list, stack);
    /* A file named on the command line is read whatever its name; inside
    ** directories only *.json files are case files. */
    if (!named && !is_case_file_name(path)) return 1;
    if (!S_ISREG(info.st_mode)) {
        snprintf(problem, sizeof problem, "%s: %s, not a regular file; only regular files are read",
                 path, file_type_name(info.st_mode));
        return append(list, path, problem);
    }
    return append(list, path, NULL);
}

int case_paths_collect(const char *const *paths, int path_count, case_path **entries,
                       char *error, size_t error_size) {
    path_list list = {0};
    directory_stack stack;
    stack.depth = 0;
    for (int i = 0; i < path_count; i++) {
        if (!collect(paths[i], 1, &list, &stack)) {
            case_paths_free(list.items, list.count);
            *entries = NULL;
            snprintf(error, error_size, "out of memory");
            return -1;
        }
    }
    *entries = list.items;
    return list.count;
}

void case_paths_free(case_path *entries, int count) {
    for (int i = 0; i < count; i++) {
        free(entries[i].path);
        free(entries[i].problem);
    }
    free(entries);
}
