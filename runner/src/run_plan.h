/*
** run_plan.h: which cases a run runs, in which order, and which are known
** failures.
**
** The plan is every case of the loaded files, in file order, that passes the
** selection: its profile is the run's (profile-free cases always run), its
** id matches --filter, its op --op, one of its dtypes --dtype, and it falls
** in --shard K/N (a partition by a hash of the id, so shards stay stable as
** cases are added). Cases left out for their profile are counted, and the
** report says how many: nothing is dropped silently.
**
** A run's profile may name a version of a family ("array-api@2021.12";
** plain "array-api" is its latest): the run takes the family's cases, and
** a case whose `versions` leave the run's version out is planned as a
** skip whose reason names the versions it holds at (case_versions.h).
*/
#ifndef PROMCAST_RUNNER_RUN_PLAN_H
#define PROMCAST_RUNNER_RUN_PLAN_H

#include <stddef.h>

#include "case.h"
#include "xfail_list.h"

typedef struct run_selection {
    const char *profile;   /* the run's profile (the adapter's, or --profile) */
    const char *filter;    /* glob on ids, or NULL */
    const char *op;        /* case-format op name, or NULL */
    int has_dtype;
    pc_dtype dtype;
    int shard_index;       /* 1..shard_count; 0 when not sharding */
    int shard_count;
} run_selection;

typedef struct run_item {
    const promcast_case *test_case;
    const xfail_entry *xfail;  /* the entry listing it as a known failure, or NULL */
    /* NULL, or why the case is skipped without running: it does not hold
    ** at the run's version ("holds for array-api 2023.12, 2024.12,
    ** 2025.12, not 2021.12"); the text is the plan's. */
    const char *skip_reason;
} run_item;

typedef struct run_plan {
    run_item *items;
    int count;
    int other_profile;  /* cases left out because they are for another profile */
    int selected_out;   /* cases left out by --filter, --op, --dtype, --shard */
    int other_version;  /* planned cases skipped: they do not hold at the run's version */
    /* The skip reasons, one per set of versions a case may list (a bit set
    ** of at most 8 versions), made when first needed; owned. */
    char **version_reasons;
} run_plan;

/* Returns 1, or 0 when out of memory. `files` must outlive the plan. */
int run_plan_build(const case_file *files, int file_count, const run_selection *selection,
                   xfail_list *xfail, run_plan *plan);
void run_plan_free(run_plan *plan);

/* Room for the dtypes of any case: at most four of the older ops (two
** arrays, two dtypes, or up to eight result_type operands), and each dtype
** once for a function of several arrays. */
#define CASE_MAX_DTYPES (PC_DTYPE_COUNT > 8 ? PC_DTYPE_COUNT : 8)

/* The dtypes a case involves (inputs and operands); returns the count (<=
** CASE_MAX_DTYPES). */
int case_involved_dtypes(const promcast_case *test_case, pc_dtype dtypes[CASE_MAX_DTYPES]);

#endif
