/*
** fuzz_write.c: writing a finding (fuzz_write.h) with the case writer
** (case_writer.h).
*/
#include "fuzz_write.h"

#include <jansson.h>
#include <stdio.h>

#include "case_writer.h"

/* The case as JSON under its own id and source. */
static json_t *case_with_id(const promcast_case *test_case, const char *id,
                            const char *source, char *error, size_t error_size) {
    promcast_case named = *test_case;
    named.id = id;
    named.source = source;
    return case_json(&named, error, error_size);
}

int fuzz_write(const fuzz_write_request *request, char *path, size_t path_size, char *error,
               size_t error_size) {
    char id[96], original_id[112], source[64], name[96];
    int decoded = request->original == NULL;
    snprintf(id, sizeof id, "fuzz/s%llu/%lld", (unsigned long long)request->seed,
             (long long)request->index);
    snprintf(original_id, sizeof original_id, "%s/original", id);
    snprintf(source, sizeof source, "promcast fuzz seed %llu", (unsigned long long)request->seed);
    snprintf(name, sizeof name, "s%llu-%lld", (unsigned long long)request->seed,
             (long long)request->index);
    if (decoded) {
        snprintf(id, sizeof id, "fuzz/decoded");
        snprintf(source, sizeof source, "promcast fuzz --decode");
        snprintf(name, sizeof name, "decoded");
    }
    int written = snprintf(path, path_size, "%s/%s-%s.json", request->dir,
                           case_op_name(request->shrunk), name);
    if (written < 0 || (size_t)written >= path_size) {
        snprintf(error, error_size, "--out %s: the directory's name is too long", request->dir);
        path[0] = '\0';
        return 0;
    }
    json_t *shrunk = case_with_id(request->shrunk, id, source, error, error_size);
    json_t *original = shrunk && !decoded ? case_with_id(request->original, original_id,
                                                         source, error, error_size)
                                          : NULL;
    json_t *cases = json_array();
    json_t *fuzz = json_object();
    json_t *members = json_object();
    int ok = shrunk && (original || decoded) && cases && fuzz && members &&
             json_array_append(cases, shrunk) == 0;
    if (ok && decoded) {
        ok = case_file_write(path, "generated/fuzz", source, NULL, cases, error, error_size);
        if (!ok) path[0] = '\0';
        json_decref(shrunk);
        json_decref(cases);
        json_decref(fuzz);
        json_decref(members);
        return ok;
    }
    ok = ok &&
             json_object_set_new(fuzz, "seed", json_integer((json_int_t)request->seed)) == 0 &&
             json_object_set_new(fuzz, "case", json_integer((json_int_t)request->index)) == 0 &&
             json_object_set_new(fuzz, "signature", json_string(request->signature)) == 0 &&
             json_object_set_new(fuzz, "command", json_string(request->command)) == 0 &&
             json_object_set(fuzz, "original", original) == 0 &&
             json_object_set(members, "fuzz", fuzz) == 0;
    if (!ok && shrunk && (original || decoded)) snprintf(error, error_size, "out of memory writing %s", path);
    if (ok) ok = case_file_write(path, "generated/fuzz", source, members, cases, error, error_size);
    if (!ok) path[0] = '\0';
    json_decref(shrunk);
    json_decref(original);
    json_decref(cases);
    json_decref(fuzz);
    json_decref(members);
    return ok;
}
