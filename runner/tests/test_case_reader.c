/*
** test_case_reader.c: the case reader refuses every malformed file the
** format rules out, with the file, the case and the reason; and values round
** trip exactly for every dtype (decode, then format back to the same text).
*/
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "case_reader.h"
#include "case_values.h"
#include "tap.h"

static const char *write_temporary(const char *text, char *path, size_t size) {
    snprintf(path, size, "/tmp/promcast-reader-XXXXXX");
    int fd = mkstemp(path);
    if (fd < 0) return NULL;
    size_t length = strlen(text);
    if (write(fd, text, length) != (ssize_t)length) {
        close(fd);
        return NULL;
    }
    close(fd);
    return path;
}

#define HEADER "{\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"t\",\"source\":\"test\",\"cases\":["
#define GOOD_CASE "{\"id\":\"a\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[2,1],[3]]},\"source\":\"s\",\"expect\":{\"shape\":[2,3]}}"
#define CASE_WITH(inputs, expect) "{\"id\":\"x\",\"op\":\"add\",\"profile\":\"torch\",\"inputs\":" inputs ",\"source\":\"s\",\"expect\":" expect "}"

static void expect_refused(tap_run *run, const char *text, const char *fragment,
                           const char *name) {
    char path[64], error[1024] = "";
    case_file file;
    if (!write_temporary(text, path, sizeof path)) {
        tap_ok(run, 0, "%s: could not write a temporary file", name);
        return;
    }
    int loaded = case_file_load(path, &file, error, sizeof error);
    int passed = !loaded && strstr(error, path) && strstr(error, fragment);
    tap_ok(run, passed, "refused: %s (reason names the file and '%s')", name, fragment);
    if (!passed) tap_diag(run, "  loaded=%d error='%s'", loaded, error);
    if (loaded) case_file_free(&file);
    unlink(path);
}

static void malformed(tap_run *run) {
    expect_refused(run, HEADER GOOD_CASE, "not valid JSON", "truncated JSON");
    expect_refused(run, "", "not valid JSON", "an empty file");
    expect_refused(run, "[1,2]", "must hold a JSON object", "a top-level list");
    expect_refused(run, "{\"format\":\"other\",\"format_version\":1,\"suite\":\"t\",\"source\":\"s\",\"cases\":[]}",
                   "'format' must be", "the wrong format name");
    expect_refused(run, "{\"format\":\"promcast-cases\",\"format_version\":2,\"suite\":\"t\",\"source\":\"s\",\"cases\":[]}",
                   "'format_version' must be 1", "an unknown format version");
    expect_refused(run, HEADER GOOD_CASE "," GOOD_CASE "]}", "case 1 (a): duplicate id", "a duplicate id");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"frobnicate\",\"inputs\":{},\"source\":\"s\",\"expect\":{\"shape\":[]}}]}",
                   "case 0 (b): unknown op 'frobnicate'", "an unknown op");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"promote_types\",\"inputs\":{\"dtypes\":[\"int8\",\"int9\"]},\"source\":\"s\",\"expect\":{\"dtype\":\"int8\"}}]}",
                   "unknown dtype 'int9'", "an unknown dtype");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[2,-1]]},\"source\":\"s\",\"expect\":{\"shape\":[]}}]}",
                   "dimension 1 is negative", "a negative dimension");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[99999999999999999999]]},\"source\":\"s\",\"expect\":{\"shape\":[]}}]}",
                   "not valid JSON", "a dimension beyond int64");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[2,\"3\"]]},\"source\":\"s\",\"expect\":{\"shape\":[]}}]}",
                   "dimension 1 is not an integer", "a dimension of the wrong type");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]]},\"source\":\"s\",\"expect\":{\"shape\":[]}}]}",
                   "rank 65, over the limit 64", "a rank over the limit");
    expect_refused(run, HEADER CASE_WITH("{\"a\":{\"dtype\":\"int8\",\"shape\":[2],\"data\":[\"1\"]},\"b\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]}}",
                                         "{\"error\":\"no_promotion\"}") "]}",
                   "data has 1 values, shape needs 2", "data not matching the shape");
    expect_refused(run, HEADER CASE_WITH("{\"a\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"128\"]},\"b\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]}}",
                                         "{\"error\":\"no_promotion\"}") "]}",
                   "128 is out of range for int8", "an integer out of its dtype's range");
    expect_refused(run, HEADER CASE_WITH("{\"a\":{\"dtype\":\"float16\",\"shape\":[],\"data\":[\"0.1\"]},\"b\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]}}",
                                         "{\"error\":\"no_promotion\"}") "]}",
                   "0.1 is not exactly representable in float16", "a float the dtype cannot hold");
    expect_refused(run, HEADER CASE_WITH("{\"a\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[1]},\"b\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]}}",
                                         "{\"error\":\"no_promotion\"}") "]}",
                   "int8 values are decimal strings", "an integer as a JSON number");
    expect_refused(run, HEADER CASE_WITH("{\"a\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]},\"b\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]}}",
                                         "{\"error\":\"exploded\"}") "]}",
                   "unknown error kind 'exploded'", "an unknown error kind");
    expect_refused(run, HEADER CASE_WITH("{\"a\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]},\"b\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]}}",
                                         "{\"dtype\":\"int8\",\"shape\":[]}") "]}",
                   "exactly one of", "two expectations");
    expect_refused(run, HEADER CASE_WITH("{\"a\":{\"dtype\":\"int8\",\"shape\":[],\"data\":[\"1\"]},\"bee\":{}}",
                                         "{\"dtype\":\"int8\"}") "]}",
                   "unknown key 'bee' in inputs", "an unknown input key");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"can_cast\",\"profile\":\"tensorflow\",\"inputs\":{\"from\":\"int8\",\"to\":\"int8\"},\"source\":\"s\",\"expect\":{\"answer\":true}}]}",
                   "unknown profile 'tensorflow'", "an unknown profile");
    expect_refused(run, HEADER "{\"op\":\"can_cast\",\"inputs\":{\"from\":\"int8\",\"to\":\"int8\"},\"source\":\"s\",\"expect\":{\"answer\":true}}]}",
                   "case 0 (no id yet): 'id' is missing", "a case without an id");
    expect_refused(run, HEADER "{\"id\":\"b\",\"op\":\"can_cast\",\"inputs\":{\"from\":\"int8\",\"to\":\"int8\"},\"source\":\"s\",\"expect\":{\"answer\":\"yes\"}}]}",
                   "expected answer must be true or false", "an answer of the wrong type");
    expect_refused(run, "{\"format\":\"promcast-cases\",\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"t\",\"source\":\"s\",\"cases\":[]}",
                   "not valid JSON", "a repeated key");

    char path[64], error[1024];
    case_file file;
    write_temporary(HEADER GOOD_CASE "]}", path, sizeof path);
    int loaded = case_file_load(path, &file, error, sizeof error);
    tap_ok(run, loaded && file.case_count == 1 && strcmp(file.cases[0].id, "a") == 0 &&
                    file.cases[0].shape_count == 2 && file.cases[0].expect.kind == OUTCOME_SHAPE,
           "a well-formed file loads");
    if (loaded) case_file_free(&file);
    unlink(path);
    tap_ok(run, !case_file_load("/nonexistent/promcast.json", &file, error, sizeof error) &&
                    strstr(error, "/nonexistent/promcast.json"),
           "a missing file is refused with its name: %s", error);
}

/* Each text is decoded as the dtype, formatted back, and decoded again: the
** two decodings must be the same bits (for floats two decimal texts can name
** one value, e.g. "...062e-08" and "...063e-08" for 2^-24, so bits decide),
** and integers and bools must come back as the same text. */
static void round_trip(tap_run *run, const char *dtype_name, const char *json_text) {
    pc_dtype dtype;
    pc_dtype_parse(dtype_name, strlen(dtype_name), &dtype);
    json_error_t json_error;
    json_t *value = json_loads(json_text, JSON_DECODE_ANY, &json_error);
    unsigned char storage[16];
    char why[200] = "", formatted[128] = "";
    int decoded = value && case_value_decode(value, dtype, storage, why, sizeof why);
    if (decoded) case_value_format(dtype, storage, formatted, sizeof formatted);
    /* The format's JSON text of a value, without the quotes of strings. */
    char expected[128];
    if (json_is_string(value)) snprintf(expected, sizeof expected, "%s", json_string_value(value));
    else if (json_is_array(value))
        snprintf(expected, sizeof expected, "[%s, %s]", json_string_value(json_array_get(value, 0)),
                 json_string_value(json_array_get(value, 1)));
    else snprintf(expected, sizeof expected, "%s", json_text);
    unsigned char again[16];
    json_t *formatted_value = NULL;
    if (decoded) {
        char json_again[160];
        if (json_is_array(value)) {
            /* "[re, im]" -> ["re", "im"] */
            char re[64], im[64];
            sscanf(formatted, "[%63[^,], %63[^]]]", re, im);
            snprintf(json_again, sizeof json_again, "[\"%s\", \"%s\"]", re, im);
        } else if (json_is_string(value)) {
            snprintf(json_again, sizeof json_again, "\"%s\"", formatted);
        } else {
            snprintf(json_again, sizeof json_again, "%s", formatted);
        }
        formatted_value = json_loads(json_again, JSON_DECODE_ANY, &json_error);
    }
    int same_bits = formatted_value &&
                    case_value_decode(formatted_value, dtype, again, why, sizeof why) &&
                    memcmp(storage, again, pc_dtype_size(dtype)) == 0;
    int exact_kind = pc_dtype_kind_of(dtype) != PC_KIND_FLOATING &&
                     pc_dtype_kind_of(dtype) != PC_KIND_COMPLEX;
    int passed = decoded && same_bits && (!exact_kind || strcmp(formatted, expected) == 0);
    json_decref(formatted_value);
    tap_ok(run, passed, "%s %s round-trips", dtype_name, json_text);
    if (!passed) tap_diag(run, "  formatted '%s' why '%s'", formatted, why);
    json_decref(value);
}

static void values(tap_run *run) {
    round_trip(run, "bool", "true");
    round_trip(run, "bool", "false");
    round_trip(run, "int8", "\"-128\"");
    round_trip(run, "int8", "\"127\"");
    round_trip(run, "int16", "\"-32768\"");
    round_trip(run, "int32", "\"-2147483648\"");
    round_trip(run, "int64", "\"-9223372036854775808\"");
    round_trip(run, "int64", "\"9223372036854775807\"");
    round_trip(run, "uint8", "\"255\"");
    round_trip(run, "uint16", "\"65535\"");
    round_trip(run, "uint32", "\"4294967295\"");
    round_trip(run, "uint64", "\"18446744073709551615\"");
    round_trip(run, "uint64", "\"0\"");
    round_trip(run, "float16", "\"65504.0\"");
    round_trip(run, "float16", "\"5.960464477539063e-08\"");  /* 2^-24, smallest subnormal */
    round_trip(run, "float16", "\"-0.0\"");
    round_trip(run, "float16", "\"nan\"");
    round_trip(run, "float16", "\"-inf\"");
    round_trip(run, "bfloat16", "\"9.183549615799121e-41\"");  /* 2^-133, smallest subnormal */
    round_trip(run, "bfloat16", "\"3.3895313892515355e+38\"");  /* largest finite */
    round_trip(run, "bfloat16", "\"1.0078125\"");
    round_trip(run, "float32", "\"1.401298464324817e-45\"");
    round_trip(run, "float32", "\"3.4028234663852886e+38\"");
    round_trip(run, "float32", "\"inf\"");
    round_trip(run, "float64", "\"5e-324\"");
    round_trip(run, "float64", "\"1.7976931348623157e+308\"");
    round_trip(run, "float64", "\"0.1\"");
    round_trip(run, "float64", "\"-0.0\"");
    round_trip(run, "float8_e4m3fn", "\"448.0\"");
    round_trip(run, "float8_e4m3fn", "\"0.001953125\"");  /* 2^-9, smallest subnormal */
    round_trip(run, "float8_e5m2", "\"57344.0\"");
    round_trip(run, "float8_e5m2", "\"-inf\"");
    round_trip(run, "complex32", "[\"-0.0\", \"65504.0\"]");
    round_trip(run, "complex64", "[\"nan\", \"-inf\"]");
    round_trip(run, "complex128", "[\"0.1\", \"-5e-324\"]");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    malformed(&run);
    values(&run);
    return tap_finish(&run);
}
