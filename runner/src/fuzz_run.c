/*
** fuzz_run.c: batches, verdicts and shrinking (fuzz_run.h).
*/
#include "fuzz_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_shrink.h"
#include "fuzz_write.h"
#include "run_plan.h"

enum {
    SHRINK_CANDIDATES = 512,  /* the most candidates of one finding in a round */
    /* ... of a timeout or a crash, where a candidate that keeps the
    ** signature costs the time limit or a new worker (a library loaded
    ** again): a hang's 512 would take the limit 512 times. */
    SHRINK_SLOW_CANDIDATES = 4,
    SHRINK_GROUP = 128,       /* findings shrunk together: a round's plan <= 65536 cases */
    SHRINK_ROUNDS = 1000      /* a bound on rounds, whatever the candidates */
};

/* What every generated case says of itself until it is written. */
static const char CASE_ID[] = "fuzz";
static const char CASE_SOURCE[] = "promcast fuzz";

int fuzz_run_open(fuzz_run *run, const fuzz_run_config *config, char *error, size_t error_size) {
    memset(run, 0, sizeof *run);
    run->config = *config;
    case_answer_init(&run->scratch);
    run_execution probe = {
        .adapter_path = config->adapter_path,
        .adapter_options = config->adapter_options,
        .isolated = 1,
        .timeout_ms = config->timeout_ms,
    };
    if (!run_probe(&probe, &run->adapter, error, error_size)) return 0;
    const char *name = config->profile ? config->profile : run->adapter.profile;
    const pc_profile *profile = pc_profile_find(name);
    if (!profile) {
        snprintf(error, error_size, "adapter %s claims profile '%.64s', which the oracle does "
                                    "not know; pass --profile",
                 config->adapter_path, name);
        return 0;
    }
    return fuzz_domain_init(&run->domain, profile, run->adapter.ops, config->ops,
                            config->op_count, config->dtypes, config->dtype_count, error,
                            error_size);
}

void fuzz_run_close(fuzz_run *run) {
    case_answer_free(&run->scratch);
}

static int draw_one(fuzz_run *run, case_arena *arena, int64_t index, promcast_case *c) {
    fuzz_source source;
    fuzz_source_seed(&source, run->config.seed, (uint64_t)index);
    if (!fuzz_generate(&run->domain, &source, arena, c)) return 0;
    c->id = CASE_ID;
    c->source = CASE_SOURCE;
    c->inputs_text = "";
    c->index = 0;
    return fuzz_expect(&run->domain, arena, c, &run->scratch);
}

int64_t fuzz_run_seed_index(const fuzz_run *run, int64_t number) {
    if (run->config.shard_count <= 1) return number;
    return number * run->config.shard_count + run->config.shard_index - 1;
}

int fuzz_run_draw(fuzz_run *run, case_arena *arena, int64_t first, int64_t count,
                  promcast_case *cases) {
    for (int64_t i = 0; i < count; i++)
        if (!draw_one(run, arena, fuzz_run_seed_index(run, first + i), &cases[i])) return 0;
    return 1;
}

/* The verdicts are read once the plan has run: nothing to report as
** cases complete. */
static void completed_quietly(void *context, int64_t first, int64_t end) {
    (void)context;
    (void)first;
    (void)end;
}

/* Cases [first, first + count) of a run, made in the worker that runs
** them: plan item i is case first + i. */
typedef struct drawn_range {
    fuzz_run *run;
    int64_t first;
} drawn_range;

/* run_case_maker: draws plan item `index` of a drawn_range. */
static int draw_in_worker(void *context, int64_t index, case_arena *arena, promcast_case *made) {
    const drawn_range *range = context;
    return draw_one(range->run, arena, fuzz_run_seed_index(range->run, range->first + index),
                    made);
}

/* Runs `count` cases in one plan: `cases`, or, when it is NULL, cases
** [range->first, range->first + count) drawn by the workers themselves
** (the parent then draws none of them). `results` gets their verdicts,
** and *completed the number run (fewer only when `stop` was set). */
static int execute(fuzz_run *run, const promcast_case *cases, drawn_range *range, int64_t count,
                   const volatile sig_atomic_t *stop, run_results *results, int64_t *completed,
                   char *error, size_t error_size) {
    run_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.items = calloc((size_t)(count ? count : 1), sizeof *plan.items);
    if (!plan.items || !run_results_init(results, count)) {
        free(plan.items);
        snprintf(error, error_size, "out of memory for %lld cases", (long long)count);
        return 0;
    }
    for (int64_t i = 0; cases && i < count; i++) plan.items[i].test_case = &cases[i];
    plan.count = (int)count;
    run_execution execution = {
        .adapter_path = run->config.adapter_path,
        .adapter_options = run->config.adapter_options,
        .isolated = cases || !run->config.in_process,
        .timeout_ms = run->config.timeout_ms,
        .jobs = run->config.jobs,
        .results = results,
        .on_completed = completed_quietly,
        .stop = stop,
        .make_case = cases ? NULL : draw_in_worker,
        .make_context = cases ? NULL : range,
    };
    int ok = run_execute(&execution, &plan, completed, error, error_size);
    free(plan.items);
    return ok;
}

/* The signature of case i's verdict, or 0 when it agrees. */
static int signature_of(const promcast_case *c, const run_results *results, int64_t i,
                        char *signature, size_t size, fuzz_disagreement *kind,
                        const char **details, size_t *length) {
    run_verdict verdict = run_results_verdict(results, i);
    *details = run_results_details(results, i, length);
    *kind = fuzz_classify(c, verdict, *details, *length);
    if (*kind == FUZZ_AGREES) return 0;
    fuzz_signature(c, *kind, signature, size);
    return 1;
}

/* Whether a verdict needs its case to be classified: one that agrees
** (fuzz_classify) does not, so its case is never drawn in the parent. */
static int needs_case(run_verdict verdict) {
    return verdict != VERDICT_PASS && verdict != VERDICT_SKIP && verdict != VERDICT_NONE;
}

/* The workers draw the batch's cases (case i depends on the seed and i
** alone, fuzz_source.h); the parent draws again only the failing ones, in
** index order, to classify them: the findings are those of cases drawn
** here. */
int fuzz_run_batch(fuzz_run *run, int64_t first, int64_t count, fuzz_findings *findings,
                   int64_t *completed, char *error, size_t error_size) {
    drawn_range range = {run, first};
    run_results results;
    memset(&results, 0, sizeof results);
    *completed = 0;
    int ok = execute(run, NULL, &range, count, run->config.stop, &results, completed, error,
                     error_size);
    case_arena *arena = NULL;
    for (int64_t i = 0; ok && i < *completed; i++) {
        if (!needs_case(run_results_verdict(&results, i))) continue;
        /* One arena for the batch's failing cases: few, and each small. */
        promcast_case c;
        int64_t index = fuzz_run_seed_index(run, first + i);
        if ((!arena && !(arena = case_arena_create())) || !draw_one(run, arena, index, &c)) {
            snprintf(error, error_size, "out of memory drawing case %lld again",
                     (long long)index);
            ok = 0;
            break;
        }
        char signature[FUZZ_SIGNATURE_MAX];
        fuzz_disagreement kind;
        const char *details;
        size_t length;
        if (signature_of(&c, &results, i, signature, sizeof signature, &kind, &details,
                         &length))
            fuzz_findings_add(findings, signature, kind, index, details, length);
    }
    run_results_free(&results);
    if (arena) case_arena_destroy(arena);
    return ok;
}

/* A finding being shrunk: its arena (every candidate's new storage), the
** case it started from, the simplest so far, and whether a round still
** simplified it. */
typedef struct shrink_state {
    case_arena *arena;
    promcast_case original, current;
    int active;
    int first, count;  /* its candidates in the round's list */
} shrink_state;

/* One round for every active finding: each one's candidates, expected,
** in one plan (one worker, one adapter load for all); each finding's
** current case becomes its first candidate that keeps its signature, and
** a finding none keeps is done. Returns 1, or 0 with `error`. */
static int shrink_round(fuzz_run *run, fuzz_finding *findings, shrink_state *states, int count,
                        promcast_case *candidates, char *error, size_t error_size) {
    int total = 0;
    for (int f = 0; f < count; f++) {
        shrink_state *state = &states[f];
        state->first = total;
        state->count = 0;
        if (!state->active) continue;
        int slow = findings[f].kind == FUZZ_TIMEOUT || findings[f].kind == FUZZ_CRASH;
        int made = fuzz_shrink_candidates(&state->current, state->arena, candidates + total,
                                          slow ? SHRINK_SLOW_CANDIDATES : SHRINK_CANDIDATES);
        for (int i = 0; i < made && made > 0; i++)
            if (!fuzz_expect(&run->domain, state->arena, &candidates[total + i], &run->scratch))
                made = -1;
        if (made < 0) {
            snprintf(error, error_size, "out of memory shrinking '%s'", findings[f].signature);
            return 0;
        }
        state->count = made;
        state->active = made > 0;
        total += made;
    }
    if (total == 0) return 1;
    run_results results;
    memset(&results, 0, sizeof results);
    int64_t completed;
    if (!execute(run, candidates, NULL, total, NULL, &results, &completed, error, error_size)) {
        run_results_free(&results);
        return 0;
    }
    for (int f = 0; f < count; f++) {
        shrink_state *state = &states[f];
        if (!state->active) continue;
        findings[f].shrink_candidates += state->count;
        state->active = 0;
        for (int i = state->first; i < state->first + state->count && !state->active; i++) {
            char again[FUZZ_SIGNATURE_MAX];
            fuzz_disagreement kind;
            const char *details;
            size_t length;
            if (signature_of(&candidates[i], &results, i, again, sizeof again, &kind, &details,
                             &length) &&
                strcmp(again, findings[f].signature) == 0) {
                state->current = candidates[i];
                state->active = 1;
                findings[f].shrink_steps++;
            }
        }
    }
    run_results_free(&results);
    return 1;
}

static int write_finding(fuzz_run *run, fuzz_finding *finding, const shrink_state *state,
                         const char *out_dir, const char *command, char *error,
                         size_t error_size) {
    fuzz_write_request request = {
        .dir = out_dir,
        .seed = run->config.seed,
        .index = finding->first_index,
        .command = command,
        .signature = finding->signature,
        .shrunk = &state->current,
        .original = &state->original,
    };
    return fuzz_write(&request, finding->path, sizeof finding->path, error, error_size);
}

static int shrink_group(fuzz_run *run, fuzz_finding *findings, int count, const char *out_dir,
                        const char *command, char *error, size_t error_size) {
    shrink_state *states = calloc((size_t)(count ? count : 1), sizeof *states);
    promcast_case *candidates =
        malloc((size_t)(count ? count : 1) * SHRINK_CANDIDATES * sizeof *candidates);
    int ok = states && candidates;
    for (int f = 0; ok && f < count; f++) {
        shrink_state *state = &states[f];
        ok = (state->arena = case_arena_create()) != NULL &&
             draw_one(run, state->arena, findings[f].first_index, &state->original);
        state->current = state->original;
        state->active = 1;
    }
    if (!ok) snprintf(error, error_size, "out of memory shrinking %d findings", count);
    int active = count;
    for (int round = 0; ok && active > 0 && round < SHRINK_ROUNDS; round++) {
        ok = shrink_round(run, findings, states, count, candidates, error, error_size);
        active = 0;
        for (int f = 0; f < count; f++) active += states[f].active;
    }
    for (int f = 0; ok && f < count; f++)
        ok = write_finding(run, &findings[f], &states[f], out_dir, command, error, error_size);
    for (int f = 0; states && f < count; f++)
        if (states[f].arena) case_arena_destroy(states[f].arena);
    free(states);
    free(candidates);
    return ok;
}

int fuzz_run_shrink(fuzz_run *run, fuzz_finding *findings, int count, const char *out_dir,
                    const char *command, char *error, size_t error_size) {
    int ok = 1;
    for (int first = 0; ok && first < count; first += SHRINK_GROUP)
        ok = shrink_group(run, findings + first,
                          count - first < SHRINK_GROUP ? count - first : SHRINK_GROUP, out_dir,
                          command, error, error_size);
    return ok;
}
