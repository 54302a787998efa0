/*
** test_cli.c: `promcast oracle ...`, run in-process, against the output
** contract (README, "The oracle on the command line") and every example of
** the specification's documents (docs/semantics.md) the CLI can express.
** Each check gives the arguments, the exact stdout line, and the exit
** status; for errors, a fragment of the stderr line. Bad command lines are
** data: usage/, run by test_usage.py.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "tap.h"

enum { MAX_ARGUMENTS = 32 };

typedef struct cli_result {
    int status;
    char out[8192];
    char err[1024];
} cli_result;

static void read_all(FILE *stream, char *buffer, size_t size) {
    rewind(stream);
    size_t length = fread(buffer, 1, size - 1, stream);
    buffer[length] = '\0';
}

/* Splits `line` at blanks into argv and runs promcast_oracle_main. */
static void run_cli(const char *line, cli_result *result) {
    char copy[1024];
    char *argv[MAX_ARGUMENTS];
    int argc = 0;
    snprintf(copy, sizeof copy, "%s", line);
    for (char *token = strtok(copy, " "); token && argc < MAX_ARGUMENTS;
         token = strtok(NULL, " "))
        argv[argc++] = token;
    FILE *out = tmpfile(), *err = tmpfile();
    if (!out || !err) {
        perror("tmpfile");
        exit(2);
    }
    result->status = promcast_oracle_main(argc, argv, out, err);
    read_all(out, result->out, sizeof result->out);
    read_all(err, result->err, sizeof result->err);
    fclose(out);
    fclose(err);
}

static void expect_line(tap_run *run, const char *line, const char *expected,
                        const char *source) {
    cli_result result;
    run_cli(line, &result);
    char wanted[256];
    snprintf(wanted, sizeof wanted, "%s\n", expected);
    int passed = result.status == 0 && strcmp(result.out, wanted) == 0;
    tap_ok(run, passed, "%s: promcast oracle %s -> %s", source, line, expected);
    if (!passed)
        tap_diag(run, "  exit %d, stdout '%s', stderr '%s'", result.status,
                 result.out, result.err);
}

static void expect_failure(tap_run *run, const char *line, int status,
                           const char *fragment, const char *source) {
    cli_result result;
    run_cli(line, &result);
    int one_line = strchr(result.err, '\n') == result.err + strlen(result.err) - 1;
    int passed = result.status == status && result.out[0] == '\0' && one_line &&
                 strstr(result.err, fragment) != NULL;
    tap_ok(run, passed, "%s: promcast oracle %s exits %d with one line naming '%s'",
           source, line, status, fragment);
    if (!passed)
        tap_diag(run, "  exit %d, stdout '%s', stderr '%s'", result.status,
                 result.out, result.err);
}

static void contract(tap_run *run) {
    const char *issue = "the output contract";
    expect_line(run, "broadcast [8,1,6,1] [7,1,5]", "[8,7,6,5]", issue);
    expect_line(run, "promote --profile torch int8 uint8", "int16", issue);
    /* int32 tensor, 0-d float32 tensor, Python float: float32 under any
    ** default, never float64 (combine_categories keeps the 0-d float32;
    ** docs/semantics.md). */
    expect_line(run, "result-type --profile torch --default-float float64 int32:dim float32:zero float:scalar",
                "float32", issue);
    expect_line(run, "result-type --profile torch --default-float float64 int32:dim float:scalar",
                "float64", issue);
    expect_line(run, "result-type --profile torch int32:dim float32:zero float:scalar",
                "float32", issue);
    expect_line(run, "can-cast --profile torch float32 int32", "no", issue);
    expect_line(run, "can-cast --profile torch int32 float32", "yes", issue);
    /* compute: every function this round added, dtype, shape and values. */
    expect_line(run, "compute floor_divide int8:[3]:[\"-7\",\"7\",\"-128\"] int8:[]:[\"-1\"]",
                "int8 [3] [\"7\", \"-7\", \"-128\"]", issue);
    expect_line(run, "compute --profile numpy remainder float32:[2]:[\"-0.0\",\"-7.0\"] "
                     "float32:[2]:[\"1.0\",\"2.0\"]",
                "float32 [2] [\"0.0\", \"1.0\"]", issue);
    expect_line(run, "compute copysign int8:[1]:[\"3\"] int8:[1]:[\"-1\"]",
                "float32 [1] [\"-3.0\"]", issue);
    expect_line(run, "compute --profile numpy nextafter float16:[2]:[\"0.0\",\"1.0\"] "
                     "float16:[2]:[\"-0.0\",\"2.0\"]",
                "float16 [2] [\"0.0\", \"1.0009765625\"]", issue);
    expect_line(run, "compute --profile jax bitwise_left_shift int8:[2]:[\"1\",\"1\"] "
                     "int8:[2]:[\"7\",\"8\"]",
                "int8 [2] [\"-128\", \"0\"]", issue);
    expect_line(run, "compute --profile numpy bitwise_right_shift int8:[2]:[\"-128\",\"-128\"] "
                     "int8:[2]:[\"7\",\"-1\"]",
                "int8 [2] [\"-1\", \"-1\"]", issue);
    expect_line(run, "compute --profile array-api logical_and bool:[2]:[true,true] bool:[]:[false]",
                "bool [2] [false, false]", issue);
    expect_line(run, "compute --inplace logical_or int8:[2]:[\"0\",\"5\"] float32:[2]:[\"0.0\",\"0.0\"]",
                "int8 [2] [\"0\", \"1\"]", issue);
    expect_line(run, "compute --profile mlx logical_and float32:[1]:[\"nan\"] int8:[1]:[\"2\"]",
                "bool [1] [true]", issue);
    expect_line(run, "compute logical_xor complex64:[1]:[[\"0.0\",\"1.0\"]] bool:[]:[true]",
                "bool [1] [false]", issue);
    expect_failure(run, "compute floor_divide int64:[1]:[\"1\"] int64:[1]:[\"0\"]", 1,
                   "invalid_value", issue);
    expect_failure(run, "compute --profile mlx bitwise_left_shift int32:[1]:[\"1\"] "
                        "int32:[1]:[\"32\"]",
                   1, "undefined", issue);
    expect_failure(run, "compute --profile mlx nextafter float32:[1]:[\"1.0\"] float32:[1]:[\"2.0\"]",
                   2, "MLX has no nextafter", issue);
    expect_line(run, "xla-broadcast [2,3,4] [3,4] --dims [1,2]", "[2,3,4]", issue);
    expect_line(run, "xla-broadcast [2,3] [] --dims []", "[2,3]", issue);
    expect_line(run, "xla-broadcast [2,3] []", "[2,3]", issue);
    expect_line(run, "broadcast []", "[]", issue);
    expect_line(run, "broadcast [] []", "[]", issue);
}

static void document_examples(tap_run *run) {
    const char *s0 = "Array API Broadcasting", *s1 = "XLA Broadcasting",
               *s2 = "PyTorch broadcasting and type promotion";
    expect_line(run, "broadcast [5,4] [1]", "[5,4]", s0);
    expect_line(run, "broadcast [5,4] [4]", "[5,4]", s0);
    expect_line(run, "broadcast [15,3,5] [15,1,5]", "[15,3,5]", s0);
    expect_line(run, "broadcast [15,3,5] [3,5]", "[15,3,5]", s0);
    expect_line(run, "broadcast [15,3,5] [3,1]", "[15,3,5]", s0);
    expect_failure(run, "broadcast [3] [4]", 1,
                   "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0", s0);
    expect_failure(run, "broadcast [2,1] [8,4,3]", 1, "incompatible_shapes", s0);
    expect_failure(run, "broadcast [15,3,5] [15,3]", 1, "incompatible_shapes", s0);
    expect_line(run, "xla-broadcast [2,3] [3] --dims [1]", "[2,3]", s1);
    expect_line(run, "xla-broadcast [3,3] [3] --dims [0]", "[3,3]", s1);
    expect_failure(run, "xla-broadcast [2,3] [3] --dims [0]", 1,
                   "invalid_broadcast_dimensions", s1);
    expect_line(run, "xla-broadcast [4] [1,2] --dims [0]", "[4,2]", s1);
    expect_line(run, "xla-broadcast [1,2] [4,3,1] --dims [1,2]", "[4,3,2]", s1);
    expect_line(run, "xla-broadcast [2,1] [1,3]", "[2,3]", s1);
    expect_failure(run, "xla-broadcast [7,2,5] [7,2,6]", 1, "incompatible_shapes", s1);
    expect_line(run, "broadcast [5,1,4,1] [3,1,6]", "[5,3,4,6]", s2);
    expect_failure(run, "broadcast [3,5] [3,4]", 1,
                   "The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 1", s2);
    expect_line(run, "broadcast [1,2] [3,1]", "[3,2]", "PyTorch (1,2) + (3,1): broadcasts, not an error");
    expect_line(run, "promote int32 float32", "float32", s2);
    expect_line(run, "promote --profile torch float64 complex64", "complex128", s2);
    expect_line(run, "promote --profile torch bfloat16 float16", "float32", s2);
    expect_line(run, "promote --profile torch uint16 float32", "float32", s2);
    expect_failure(run, "promote --profile torch uint16 int32", 1, "no_promotion", s2);
    expect_failure(run, "promote --profile torch float8_e4m3fn float32", 1,
                   "promote(float8_e4m3fn, float32)", s2);
    expect_line(run, "promote --profile torch bool int8 uint8", "int16", "folded left to right");
    expect_line(run, "result-type int32:dim 300:scalar", "int32", "a valued Python int");
    expect_line(run, "result-type uint8:dim -1.5:scalar", "float32", "a valued Python float");
    expect_line(run, "result-type float64:zero 1+2j:scalar", "complex128", "a valued Python complex");
    expect_line(run, "result-type bool:dim true:scalar", "bool", "a valued Python bool");
}

/* The jax, mlx and array-api profiles, and --x64 (jax/_src/dtypes.py). */
static void other_profiles(tap_run *run) {
    const char *jax = "jax/_src/dtypes.py";
    expect_line(run, "promote --profile jax uint32 int32", "int32", jax);
    expect_line(run, "promote --profile jax --x64 uint32 int32", "int64", jax);
    expect_line(run, "result-type --profile jax int64:dim uint64:dim", "int32", jax);
    expect_line(run, "result-type --profile jax --x64 int64:dim uint64:dim", "float64", jax);
    expect_line(run, "result-type --profile jax --x64 int:scalar", "int64", jax);
    expect_line(run, "result-type --profile jax int8:dim 1000:scalar", "int8", jax);
    expect_failure(run, "promote --profile jax float8_e4m3fn float32", 1, "no_promotion", jax);
    cli_result result;
    run_cli("table --profile jax --x64", &result);
    tap_ok(run, result.status == 0 &&
                    strstr(result.out, "\nu4  u4  i8  i8  i8  i8  f2  f4  f8  c4  c8  u4") != NULL &&
                    strstr(result.out, "jax promotion with x64") != NULL,
           "%s: table --profile jax --x64 has uint32 + int8 -> int64", jax);
    run_cli("table --profile jax", &result);
    tap_ok(run, result.status == 0 &&
                    strstr(result.out, "\nu4  u4  i4  i4  i4  i8  f2  f4  f8  c4  c8  u4") != NULL,
           "%s: table --profile jax (x64 off) has uint32 + int8 -> int32", jax);
    const char *mlx = "mlx/dtype.cpp, python/src/utils.cpp";
    expect_line(run, "promote --profile mlx uint64 int8", "float32", mlx);
    expect_line(run, "result-type --profile mlx int32:dim float:scalar", "float32", mlx);
    expect_failure(run, "result-type --profile mlx uint8:dim 300:scalar", 1,
                   "scalar_out_of_range", mlx);
    const char *api = "Array API 2025.12 type_promotion.rst";
    expect_line(run, "promote --profile array-api int8 uint32", "int64", api);
    expect_failure(run, "promote --profile array-api int32 float32", 1, "undefined", api);
    expect_line(run, "result-type --profile array-api float32:dim complex:scalar", "complex64", api);
    expect_line(run, "can-cast --profile array-api int8 int16", "yes", api);
}

static void table(tap_run *run) {
    cli_result result;
    run_cli("table --profile torch", &result);
    /* promoteTypes' header row and its u1 and bf rows (c10/core/ScalarType.cpp),
    ** respaced to the CLI's four-column cells; its 13 columns come first. */
    tap_ok(run, result.status == 0 &&
                    strstr(result.out, "    u1  i1  i2  i4  i8  f2  f4  f8  c2  c4  c8  b1  bf  u2  u4  u8  e4  e5") == result.out,
           "table: header in promoteTypes' order, then the dtypes it leaves out");
    tap_ok(run, strstr(result.out, "\nu1  u1  i2  i2  i4  i8  f2  f4  f8  c2  c4  c8  u1  bf  --  --  --  --  --") != NULL,
           "table: the u1 row is promoteTypes', then no promotion with u2/u4/u8/e4/e5");
    tap_ok(run, strstr(result.out, "\nbf  bf  bf  bf  bf  bf  f4  f4  f8  c4  c4  c8  bf  bf  bf  bf  bf  --  --") != NULL,
           "table: the bf row is promoteTypes', and uint16/32/64 + bfloat16 -> bfloat16");
    tap_ok(run, strstr(result.out, "\ne4  --  --  --  --  --  --  --  --  --  --  --  --  --  --  --  --  e4  --") != NULL,
           "table: float8_e4m3fn promotes only with itself");
    run_cli("table --profile torch --names", &result);
    tap_ok(run, result.status == 0 && strstr(result.out, "complex128") != NULL,
           "table --names spells dtypes out");
    run_cli("diff --profile torch --profile numpy", &result);
    tap_ok(run, result.status == 0 &&
                    strstr(result.out, "int64         + uint64         torch: no_promotion") &&
                    strstr(result.out, "numpy: float64"),
           "diff torch numpy: int64 + uint64 is no_promotion in torch, float64 in numpy");
    tap_ok(run, strstr(result.out, "uint8         array + int     scalar") == NULL,
           "diff leaves out combinations where the two agree (uint8 array + int)");
    run_cli("--help", &result);
    tap_ok(run, result.status == 0 && strstr(result.out, "result-type") &&
                    strstr(result.out, "xla-broadcast") && strstr(result.out, "can-cast") &&
                    strstr(result.out, "table"),
           "promcast oracle --help describes every subcommand");
}

/* The versions of the Array API standard (docs/profiles.md, "What changed
** between versions of the Array API standard"). */
static void versions(tap_run *run) {
    const char *v21 = "array-api@2021.12";
    expect_line(run, "promote --profile array-api@2022.12 float32 complex64", "complex64", v21);
    expect_failure(run, "promote --profile array-api@2021.12 float32 complex64", 1,
                   "complex64", v21);
    expect_failure(run, "result-type --profile array-api@2023.12 int8:dim int:scalar", 1,
                   "undefined", "result_type takes scalars from 2024.12");
    expect_line(run, "result-type --profile array-api@2024.12 int8:dim int:scalar", "int8",
                "result_type takes scalars from 2024.12");
    expect_failure(run, "promote --profile array-api@2020.12 int8 int8", 2, "array-api@2021.12",
                   "an unknown version lists the versions");
    cli_result result;
    run_cli("diff --profile array-api@2021.12 --profile array-api@2025.12", &result);
    tap_ok(run, result.status == 0 && strstr(result.out, "dtypes only array-api has: complex64 "
                                                         "complex128") != NULL,
           "diff of two versions: complex64 and complex128 only in 2025.12");
    tap_ok(run, strstr(result.out, "ops only array-api has: broadcast_shapes clip maximum") != NULL,
           "diff of two versions: the functions 2021.12 lacks");
    tap_ok(run, strstr(result.out, "float32+complex: undefined/complex64") != NULL,
           "diff of two versions: float32 array + 1j, undefined in 2021.12, complex64 in "
           "2025.12");
    tap_ok(run, strstr(result.out, "  atan2                float32+int: undefined/float32") != NULL,
           "diff of two versions: a scalar argument to atan2 only from 2024.12");
    tap_ok(run, strstr(result.out, "  add                  int8+int") == NULL,
           "diff of two versions: int8 array + 1 is int8 in both");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    versions(&run);
    contract(&run);
    document_examples(&run);
    table(&run);
    other_profiles(&run);
    return tap_finish(&run);
}
