/*
** exec_hello.c: the hello's frames (exec_hello.h).
*/
#include "exec_hello.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "promcast/abi_dtype.h"

int exec_hello_encode(const promcast_adapter_option *options, int32_t count, exec_buffer *frame) {
    json_t *root = json_pack("{s:s, s:[i,i]}", "promcast", "adapter-protocol", "version",
                             EXEC_PROTOCOL_MAJOR, EXEC_PROTOCOL_MINOR);
    json_t *object = json_object();
    if (root == NULL || object == NULL) {
        json_decref(root);
        json_decref(object);
        return 0;
    }
    for (int32_t i = 0; i < count; i++)
        json_object_set_new(object, options[i].key, json_string(options[i].value));
    json_object_set_new(root, "options", object);
    char *text = json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(root);
    if (text == NULL) return 0;
    frame->length = 0;
    exec_buffer_text(frame, text);
    exec_buffer_text(frame, "\n");
    free(text);
    return !frame->failed;
}

void exec_claims_free(exec_claims *claims) {
    free(claims->name);
    free(claims->library);
    free(claims->library_version);
    free(claims->profile);
    free(claims->dtypes);
    free(claims->ops);
    memset(claims, 0, sizeof *claims);
}

static int refuse(char *error, size_t size, const char *format, const char *detail) {
    snprintf(error, size, format, detail);
    return 0;
}

static char *string_member(const json_t *root, const char *key, char *error, size_t size) {
    const json_t *value = json_object_get(root, key);
    if (!json_is_string(value)) {
        refuse(error, size, "the adapter process's hello has no string '%s'", key);
        return NULL;
    }
    char *copy = strdup(json_string_value(value));
    if (copy == NULL) refuse(error, size, "out of memory reading the hello's '%s'", key);
    return copy;
}

static int decode_claims(const json_t *root, exec_claims *claims, char *error, size_t size) {
    static const char *const keys[] = {"version", "name", "library", "library_version",
                                       "profile", "dtypes", "ops"};
    const char *key;
    const json_t *member;
    json_object_foreach((json_t *)root, key, member) {
        int known = 0;
        for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) known |= strcmp(key, keys[i]) == 0;
        if (!known)
            return refuse(error, size, "the adapter process's hello has a member '%.64s' (a hello has "
                          "version, name, library, library_version, profile, dtypes and ops)", key);
    }
    const json_t *version = json_object_get(root, "version");
    if (!json_is_array(version) || json_array_size(version) != 2 ||
        !json_is_integer(json_array_get(version, 0)) || !json_is_integer(json_array_get(version, 1)))
        return refuse(error, size, "the adapter process's hello has no version [MAJOR, MINOR]%s", "");
    long long major = json_integer_value(json_array_get(version, 0));
    long long minor = json_integer_value(json_array_get(version, 1));
    if (major != EXEC_PROTOCOL_MAJOR) {
        snprintf(error, size, "the adapter process speaks protocol version %lld.%lld; this runner "
                 "speaks %d.%d", major, minor, EXEC_PROTOCOL_MAJOR, EXEC_PROTOCOL_MINOR);
        return 0;
    }
    if (!(claims->name = string_member(root, "name", error, size)) ||
        !(claims->library = string_member(root, "library", error, size)) ||
        !(claims->library_version = string_member(root, "library_version", error, size)) ||
        !(claims->profile = string_member(root, "profile", error, size)))
        return 0;
    const json_t *dtypes = json_object_get(root, "dtypes"), *ops = json_object_get(root, "ops");
    if (!json_is_array(dtypes)) return refuse(error, size, "the adapter process's hello has no list 'dtypes'%s", "");
    if (!json_is_array(ops)) return refuse(error, size, "the adapter process's hello has no list 'ops'%s", "");
    size_t dtype_count = json_array_size(dtypes), op_count = json_array_size(ops);
    if (dtype_count > 1024 || op_count > 4096)
        return refuse(error, size, "the adapter process's hello lists too many dtypes or ops%s", "");
    claims->dtypes = calloc(dtype_count + 1, sizeof *claims->dtypes);
    claims->ops = calloc(op_count + 1, sizeof *claims->ops);
    if (claims->dtypes == NULL || claims->ops == NULL)
        return refuse(error, size, "out of memory reading the hello%s", "");
    for (size_t i = 0; i < dtype_count; i++) {
        const json_t *item = json_array_get(dtypes, i);
        pc_dtype dtype;
        if (!json_is_string(item) || !pc_dtype_parse(json_string_value(item), json_string_length(item), &dtype))
            return refuse(error, size, "the adapter process's hello claims '%.64s', which is not a "
                          "dtype of the case format", json_is_string(item) ? json_string_value(item) : "(not a string)");
        claims->dtypes[claims->dtype_count++] = abi_dl_dtype(dtype);
    }
    for (size_t i = 0; i < op_count; i++) {
        const json_t *item = json_array_get(ops, i);
        if (!json_is_string(item))
            return refuse(error, size, "the adapter process's hello lists an op that is not a string%s", "");
        int32_t id = promcast_op_id(json_string_value(item));
        if (id >= 0) claims->ops[claims->op_count++] = id;
    }
    return 1;
}

int exec_hello_decode(const char *line, size_t length, exec_claims *claims, int *refused,
                      char *error, size_t error_size) {
    memset(claims, 0, sizeof *claims);
    *refused = 0;
    json_error_t parse_error;
    json_t *root = json_loadb(line, length, JSON_REJECT_DUPLICATES, &parse_error);
    if (root == NULL) {
        snprintf(error, error_size, "the adapter process's hello is not a JSON line: %s at byte %d",
                 parse_error.text, parse_error.position);
        return 0;
    }
    int decoded = 0;
    const json_t *refusal = json_object_get(root, "refuse");
    if (!json_is_object(root)) {
        snprintf(error, error_size, "the adapter process's hello is not a JSON object");
    } else if (refusal != NULL) {
        *refused = 1;
        snprintf(error, error_size, "the adapter process refused: %s",
                 json_is_string(refusal) ? json_string_value(refusal) : "(no reason given as a string)");
    } else {
        decoded = decode_claims(root, claims, error, error_size);
    }
    json_decref(root);
    if (!decoded) exec_claims_free(claims);
    return decoded;
}
