/*
** fuzz_command.c: `promcast fuzz --adapter PATH --out DIR [options]`:
** random cases against an adapter, the oracle's answers as expectations,
** each kind of disagreement shrunk to a minimal case and written as a
** case file that `promcast run` reproduces. Exit 0 no finding, 1
** findings, 2 bad usage or an adapter that cannot be loaded.
**
** Cases run in batches through run_execute (run_execute.h), isolated as
** `promcast run` runs them: one adapter load a worker a batch, a crash or
** a hang a verdict of its case. Case i of seed S is drawn from a PRNG
** seeded by (S, i) alone (fuzz_source.h), so the workers draw the cases
** they run and the parent only the failing ones again; batches are read
** in order, so the same seed and options give the same findings, whatever
** the batch sizes, --jobs or the time budget reached.
*/
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "adapter_arguments.h"
#include "cli_arguments.h"
#include "commands.h"
#include "fuzz_findings.h"
#include "fuzz_generate.h"
#include "fuzz_run.h"
#include "fuzz_shrink.h"
#include "fuzz_write.h"
#include "run_execute.h"
#include "stop_signals.h"

enum {
    DEFAULT_TIMEOUT_MS = 10000,
    DEFAULT_CASES = 100000,
    DEFAULT_SEED = 1,
    FIRST_BATCH = 1024,
    MAX_BATCH = 1 << 16
};

typedef struct fuzz_arguments {
    adapter_arguments adapter;
    const char *profile;
    int op_count;                     /* --op, repeatable */
    const char *ops[CASE_OP_KEY_COUNT];
    int dtype_count;                  /* --dtype, repeatable */
    pc_dtype dtypes[PC_DTYPE_COUNT];
    int64_t cases;                    /* --cases N, or 0 */
    double seconds;                   /* --seconds N, or 0 */
    uint64_t seed;
    int jobs;                         /* --jobs N: run_execute's workers */
    int shard_index, shard_count;     /* --shard K/N, or 0/0 */
    int timeout_ms;
    const char *out;
    const char *decode;               /* --decode FILE: a byte string to a case file */
    char command[4096];               /* the command line, for the case files */
} fuzz_arguments;

void promcast_fuzz_usage(FILE *stream) {
    fprintf(stream,
            "usage: promcast fuzz --adapter PATH --out DIR [options]\n"
            "       promcast fuzz --array-api MODULE --out DIR [options]\n"
            "       promcast fuzz --exec 'COMMAND ARGS' --out DIR [options]\n"
            "       promcast fuzz --decode FILE [--profile P] --out DIR\n"
            "  draws random cases of the ops the adapter claims and its profile has,\n"
            "  takes the oracle's answers as their expectations, runs them against\n"
            "  the adapter as promcast run does (isolated: a crash or a hang is a\n"
            "  finding), shrinks the first failing case of each signature (op,\n"
            "  operand forms, kind of disagreement) to a minimal one and writes it\n"
            "  to DIR as a case file that promcast run reproduces\n"
            "options:\n"
            "  --adapter PATH, --array-api MODULE, --exec 'COMMAND ARGS',\n"
            "  --adapter-option KEY=VALUE\n"
            "                      the adapter, as promcast run takes it\n"
            "  --out DIR           where the case files go (made, with its parents, if\n"
            "                      missing; required)\n"
            "  --profile P         draw the cases of profile P instead of the adapter's\n"
            "  --op OP             only op OP (repeatable: add, equal_inplace, clip, ...)\n"
            "  --dtype DTYPE       the first dtype a case draws is one of these, later\n"
            "                      ones often (repeatable; shape-only ops draw none)\n"
            "  --cases N           run N cases (default %d, unless --seconds)\n"
            "  --seconds N         run for N seconds (with --cases: whichever ends first)\n"
            "  --seed S            the run's seed, 0 to 2^63-1 (default %d): case i of\n"
            "                      seed S is the same whatever --cases, --seconds, --jobs\n"
            "  --shard K/N         only the cases n * N + K - 1 of the seed, n = 0, 1, ...:\n"
            "                      N runs with the same seed and K = 1..N draw disjoint\n"
            "                      cases, together those of one run (each its --cases)\n"
            "  --jobs N            worker processes running each batch at once (1 to %d;\n"
            "                      default 1); the findings are the same\n"
            "  --timeout-ms N      per-case time limit (default %d)\n"
            "  --decode FILE       no run: the bytes of FILE (a crash file of the libFuzzer\n"
            "                      harness fuzz_generated) decoded into the case they\n"
            "                      drive, with the oracle's expectation under --profile\n"
            "                      (default torch, every op of it), written to --out\n"
            "SIGINT or SIGTERM stops the drawing: the findings so far are shrunk and\n"
            "written, and the exit status is 2\n"
            "exit status: 0 no finding, 1 findings, 2 usage, adapter loading or a stop\n",
            DEFAULT_CASES, DEFAULT_SEED, RUN_JOBS_MAX, DEFAULT_TIMEOUT_MS);
}

static int usage_error(FILE *err, const char *format, const char *detail) {
    return adapter_usage_error("fuzz", err, format, detail);
}

/* A whole decimal number in [low, high], or 0. */
static int parse_number(const char *text, uint64_t low, uint64_t high, uint64_t *value) {
    char *end;
    if (*text == '\0' || *text == '-' || *text == '+' || *text == ' ') return 0;
    errno = 0;
    unsigned long long parsed = strtoull(text, &end, 10);
    if (*end || errno || parsed < low || parsed > high) return 0;
    *value = parsed;
    return 1;
}

static int parse_option(fuzz_arguments *arguments, const char *option, const char *value,
                        FILE *err) {
    uint64_t number;
    int status;
    if (adapter_arguments_take(&arguments->adapter, option, value, err, &status)) return status;
    if (strcmp(option, "--profile") == 0) {
        if (!pc_profile_find(value)) return usage_error(err, "--profile: unknown profile '%s'", value);
        arguments->profile = value;
    } else if (strcmp(option, "--op") == 0) {
        if (!case_op_name_known(value)) return usage_error(err, "--op: unknown op '%s'", value);
        if (arguments->op_count == CASE_OP_KEY_COUNT)
            return usage_error(err, "--op %s: more --op options than ops", value);
        arguments->ops[arguments->op_count++] = value;
    } else if (strcmp(option, "--dtype") == 0) {
        pc_dtype dtype;
        if (!pc_dtype_parse(value, strlen(value), &dtype))
            return usage_error(err, "--dtype: '%s' is not a dtype", value);
        if (arguments->dtype_count == PC_DTYPE_COUNT)
            return usage_error(err, "--dtype %s: more --dtype options than dtypes", value);
        arguments->dtypes[arguments->dtype_count++] = dtype;
    } else if (strcmp(option, "--cases") == 0) {
        if (!parse_number(value, 1, UINT64_C(1) << 40, &number))
            return usage_error(err, "--cases: '%s' is not a number of cases (1..2^40)", value);
        arguments->cases = (int64_t)number;
    } else if (strcmp(option, "--seconds") == 0) {
        if (!parse_number(value, 1, 31 * 86400, &number))
            return usage_error(err, "--seconds: '%s' is not a number of seconds (1..2678400)", value);
        arguments->seconds = (double)number;
    } else if (strcmp(option, "--seed") == 0) {
        if (!parse_number(value, 0, INT64_MAX, &number))
            return usage_error(err, "--seed: '%s' is not a number from 0 to 2^63-1", value);
        arguments->seed = number;
    } else if (strcmp(option, "--shard") == 0) {
        if (!cli_parse_shard(value, &arguments->shard_index, &arguments->shard_count))
            return usage_error(err, "--shard: '%s' is not K/N with 1 <= K <= N", value);
    } else if (strcmp(option, "--jobs") == 0) {
        if (!parse_number(value, 1, RUN_JOBS_MAX, &number))
            return usage_error(err, "--jobs: '%s' is not a number of workers (1..64)", value);
        arguments->jobs = (int)number;
    } else if (strcmp(option, "--timeout-ms") == 0) {
        if (!parse_number(value, 1, 86400000, &number))
            return usage_error(err, "--timeout-ms: '%s' is not a number of milliseconds (1..86400000)", value);
        arguments->timeout_ms = (int)number;
    } else if (strcmp(option, "--decode") == 0) {
        if (*value == '\0') return usage_error(err, "--decode: the file name is empty%s", "");
        arguments->decode = value;
    } else if (strcmp(option, "--out") == 0) {
        if (*value == '\0') return usage_error(err, "--out: the directory name is empty%s", "");
        arguments->out = value;
    } else {
        return usage_error(err, "unknown option '%s'", option);
    }
    return 0;
}

/* Returns 0 to go on, -1 after --help, else the exit status. */
static int parse_arguments(int argc, char **argv, fuzz_arguments *arguments, FILE *out,
                           FILE *err) {
    memset(arguments, 0, sizeof *arguments);
    arguments->adapter.command = "fuzz";
    arguments->timeout_ms = DEFAULT_TIMEOUT_MS;
    arguments->seed = DEFAULT_SEED;
    arguments->jobs = 1;
    /* Every option takes a value: they go in pairs. */
    for (int i = 0; i < argc; i += 2) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            promcast_fuzz_usage(out);
            return -1;
        }
        if (strncmp(argv[i], "--", 2) != 0)
            return usage_error(err, "unexpected argument '%s': fuzz takes options only", argv[i]);
        if (i + 1 >= argc) return usage_error(err, "option '%s' needs a value", argv[i]);
        int status = parse_option(arguments, argv[i], argv[i + 1], err);
        if (status != 0) return status;
    }
    if (arguments->decode && (arguments->adapter.adapter || arguments->adapter.array_api ||
                              arguments->adapter.exec))
        return usage_error(err, "--decode %s runs no adapter: drop --adapter, --array-api "
                           "and --exec", arguments->decode);
    int status = arguments->decode ? 0
                                   : adapter_arguments_resolve(&arguments->adapter,
                                                               arguments->timeout_ms, err);
    if (status != 0) return status;
    if (arguments->out == NULL) return usage_error(err, "--out DIR is required%s", "");
    if (arguments->cases == 0 && arguments->seconds == 0) arguments->cases = DEFAULT_CASES;
    size_t used = (size_t)snprintf(arguments->command, sizeof arguments->command, "promcast fuzz");
    for (int i = 0; i < argc; i++)
        command_line_append(arguments->command, sizeof arguments->command, &used, argv[i]);
    return 0;
}

/* mkdir -p: each missing directory of `path` made. Returns 0 or errno. */
static int make_directories(const char *path) {
    char partial[PATH_MAX];
    size_t length = strlen(path);
    if (length >= sizeof partial) return ENAMETOOLONG;
    for (size_t i = 1; i <= length; i++) {
        if (path[i] != '/' && path[i] != '\0') continue;
        memcpy(partial, path, i);
        partial[i] = '\0';
        if (mkdir(partial, 0777) != 0 && errno != EEXIST) return errno;
    }
    return 0;
}

/* --out: made when missing, and writable, before any case runs. */
static int prepare_out(const char *path, FILE *err) {
    struct stat info;
    int failure = stat(path, &info) == 0 ? 0 : make_directories(path);
    if (failure != 0 || stat(path, &info) != 0) {
        fprintf(err, "promcast fuzz: --out %s: cannot make the directory: %s\n", path,
                strerror(failure ? failure : errno));
        return 0;
    }
    if (!S_ISDIR(info.st_mode)) {
        fprintf(err, "promcast fuzz: --out %s: not a directory\n", path);
        return 0;
    }
    if (access(path, W_OK | X_OK) != 0) {
        fprintf(err, "promcast fuzz: --out %s: not writable: %s\n", path, strerror(errno));
        return 0;
    }
    return 1;
}

static double now_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* The live line, on a terminal only. */
static void progress(FILE *err, int live, int64_t cases, double elapsed,
                     const fuzz_findings *findings) {
    if (!live) return;
    fprintf(err, "\rpromcast fuzz: %" PRId64 " cases, %.0f/s, %d signatures, %" PRId64
                 " failing cases ",
            cases, elapsed > 0 ? (double)cases / elapsed : 0.0, findings->count,
            findings->failing);
    fflush(err);
}

static void summary(FILE *out, const fuzz_arguments *arguments, const fuzz_run *run,
                    int64_t cases, double elapsed, const fuzz_findings *findings) {
    char shard[64] = "";
    if (arguments->shard_count > 1)
        snprintf(shard, sizeof shard, " (shard %d of %d)", arguments->shard_index,
                 arguments->shard_count);
    fprintf(out, "promcast fuzz: %" PRId64 " cases of seed %" PRIu64 "%s against %s (%s %s), "
                 "profile %s, in %.2f s (%.0f cases/s)\n",
            cases, arguments->seed, shard, run->adapter.name, run->adapter.library,
            run->adapter.library_version, pc_profile_name(run->domain.profile), elapsed,
            elapsed > 0 ? (double)cases / elapsed : 0.0);
    fprintf(out, "%d signatures, %" PRId64 " failing cases\n", findings->count, findings->failing);
    if (findings->count == 0) return;
    fprintf(out, "%8s  %-56s  %s\n", "failing", "signature", "shrunk case file");
    for (int i = 0; i < findings->count; i++) {
        const fuzz_finding *f = &findings->list[i];
        fprintf(out, "%8" PRId64 "  %-56s  %s\n", f->count, f->signature,
                f->path[0] ? f->path : "(not written)");
    }
    if (findings->unrecorded > 0)
        fprintf(out, "%" PRId64 " failing cases of further signatures, beyond the %d a run "
                     "records, are counted above but not shrunk\n",
                findings->unrecorded, FUZZ_MAX_FINDINGS);
    for (int i = 0; i < findings->count; i++) {
        const fuzz_finding *f = &findings->list[i];
        fprintf(out, "# %s: first case %" PRId64 ", shrunk in %d steps (%" PRId64
                     " candidates run); it got %s\n",
                f->signature, f->first_index, f->shrink_steps, f->shrink_candidates, f->details);
    }
}

/* --decode FILE: the case its bytes drive (the libFuzzer harness's
** domain: every op of the profile), with the oracle's expectation,
** written to --out. */
static int decode(const fuzz_arguments *arguments, FILE *out, FILE *err) {
    const char *name = arguments->profile ? arguments->profile : "torch";
    FILE *file = fopen(arguments->decode, "rb");
    if (!file) {
        fprintf(err, "promcast fuzz: --decode %s: %s\n", arguments->decode, strerror(errno));
        return PROMCAST_EXIT_USAGE;
    }
    enum { MAX_BYTES = 1 << 20 };
    uint8_t *bytes = malloc(MAX_BYTES);
    size_t size = bytes ? fread(bytes, 1, MAX_BYTES, file) : 0;
    int failed = bytes == NULL || ferror(file);
    fclose(file);
    char error[1400], path[PATH_MAX + 64];
    fuzz_domain domain;
    case_arena *arena = failed ? NULL : case_arena_create();
    case_answer scratch;
    case_answer_init(&scratch);
    promcast_case test_case;
    int status = PROMCAST_EXIT_USAGE;
    fuzz_source source;
    fuzz_source_bytes(&source, bytes, size);
    if (failed || !arena) {
        fprintf(err, "promcast fuzz: --decode %s: cannot read it\n", arguments->decode);
    } else if (!fuzz_domain_init(&domain, pc_profile_find(name), NULL, NULL, 0, NULL, 0, error,
                                 sizeof error)) {
        fprintf(err, "promcast fuzz: --decode: %s\n", error);
    } else if (!fuzz_generate(&domain, &source, arena, &test_case) ||
               !fuzz_expect(&domain, arena, &test_case, &scratch)) {
        fprintf(err, "promcast fuzz: --decode %s: out of memory\n", arguments->decode);
    } else {
        fuzz_write_request request = {.dir = arguments->out, .command = arguments->command,
                                      .shrunk = &test_case};
        if (fuzz_write(&request, path, sizeof path, error, sizeof error)) {
            fprintf(out, "%s: %s case written to %s\n", arguments->decode,
                    case_op_name(&test_case), path);
            status = PROMCAST_EXIT_OK;
        } else {
            fprintf(err, "promcast fuzz: %s\n", error);
        }
    }
    case_answer_free(&scratch);
    if (arena) case_arena_destroy(arena);
    free(bytes);
    return status;
}

int promcast_fuzz_main(int argc, char **argv, FILE *out, FILE *err) {
    fuzz_arguments arguments;
    int status = parse_arguments(argc, argv, &arguments, out, err);
    if (status != 0) return status < 0 ? PROMCAST_EXIT_OK : status;
    if (!prepare_out(arguments.out, err)) return PROMCAST_EXIT_USAGE;
    if (arguments.decode) return decode(&arguments, out, err);
    fuzz_run run;
    char error[1400];
    fuzz_run_config config = {
        .adapter_path = arguments.adapter.adapter,
        .adapter_options = {arguments.adapter.option_count, arguments.adapter.options},
        .timeout_ms = arguments.timeout_ms,
        .jobs = arguments.jobs,
        .profile = arguments.profile,
        .ops = arguments.ops,
        .op_count = arguments.op_count,
        .dtypes = arguments.dtypes,
        .dtype_count = arguments.dtype_count,
        .seed = arguments.seed,
        .shard_index = arguments.shard_index,
        .shard_count = arguments.shard_count,
        .stop = stop_signals_flag(),
    };
    if (!fuzz_run_open(&run, &config, error, sizeof error)) {
        fprintf(err, "promcast fuzz: %s\n", error);
        return PROMCAST_EXIT_USAGE;
    }
    fuzz_findings findings;
    if (!fuzz_findings_init(&findings)) {
        fuzz_run_close(&run);
        fprintf(err, "promcast fuzz: out of memory\n");
        return PROMCAST_EXIT_USAGE;
    }
    int live = isatty(fileno(err));
    double start = now_seconds(), elapsed = 0;
    int64_t next = 0, batch = FIRST_BATCH;
    int ok = 1;
    /* A SIGINT or SIGTERM ends the drawing, not the command: what was found
    ** is still shrunk and written, and a second signal kills as usual. */
    stop_signals signals;
    stop_signals_catch(&signals);
    while (ok && *stop_signals_flag() == 0 && (arguments.cases == 0 || next < arguments.cases) &&
           (arguments.seconds == 0 || elapsed < arguments.seconds)) {
        int64_t count = batch, completed;
        if (arguments.cases && count > arguments.cases - next) count = arguments.cases - next;
        double batch_start = now_seconds();
        ok = fuzz_run_batch(&run, next, count, &findings, &completed, error, sizeof error);
        double batch_time = now_seconds() - batch_start;
        next += completed;
        elapsed = now_seconds() - start;
        /* Batches grow while they take under a tenth of a second, so the
        ** worker's start is paid rarely and a time budget is kept. */
        if (batch_time < 0.1 && batch < MAX_BATCH) batch *= 2;
        progress(err, live, next, elapsed, &findings);
    }
    stop_signals_release(&signals);
    int stopped = *stop_signals_flag();
    if (live) fprintf(err, "\n");
    if (ok && stopped)
        fprintf(err, "promcast fuzz: %s after %" PRId64 " cases; shrinking and writing the %d "
                     "signatures found\n", stop_signals_reason(stopped), next, findings.count);
    if (!ok) {
        fprintf(err, "promcast fuzz: %s\n", error);
        status = PROMCAST_EXIT_USAGE;
    } else {
        ok = fuzz_run_shrink(&run, findings.list, findings.count, arguments.out,
                             arguments.command, error, sizeof error);
        if (!ok) fprintf(err, "promcast fuzz: %s\n", error);
        summary(out, &arguments, &run, next, elapsed, &findings);
        status = !ok || stopped ? PROMCAST_EXIT_USAGE
                 : findings.failing > 0 ? PROMCAST_EXIT_VIOLATION : PROMCAST_EXIT_OK;
    }
    fuzz_findings_free(&findings);
    fuzz_run_close(&run);
    if (fflush(out) != 0 || ferror(out)) {
        fprintf(err, "promcast fuzz: cannot write the summary to standard output\n");
        status = PROMCAST_EXIT_USAGE;
    }
    return status;
}
