/*
** fuzz_generated.c: libFuzzer harness for `promcast fuzz`'s generator.
**
** The input bytes are the fuzz source (fuzz_source.h): the generator
** decodes any byte string into a structured case of the profile, the
** oracle gives its expectation, and an adapter answers it in this process.
** A disagreement abort()s, so coverage guidance searches the adapter's
** code for the inputs that break it; `promcast fuzz --decode CRASH_FILE
** --profile P --out DIR` turns the crash file back into a case file that
** `promcast run` reproduces.
**
** The adapter is PROMCAST_FUZZ_ADAPTER, else the oracle adapter this
** build made (which must agree: then every abort is a generator or oracle
** bug); the profile is PROMCAST_FUZZ_PROFILE, else torch, given to the
** oracle adapter as its profile option.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter_invoke.h"
#include "adapter_loader.h"
#include "case_compare.h"
#include "fuzz_generate.h"

#ifndef PROMCAST_FUZZ_ORACLE_ADAPTER
#error "PROMCAST_FUZZ_ORACLE_ADAPTER: the oracle adapter's path (fuzz/CMakeLists.txt)"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* What every input shares, made on the first: libFuzzer calls the entry
** point for each input in one process, and loading the adapter once is
** what makes in-process fuzzing fast. */
typedef struct harness {
    loaded_adapter adapter;
    fuzz_domain domain;
    case_answer answer, scratch;
} harness;

static harness *harness_get(void) {
    static harness *shared;
    if (shared) return shared;
    shared = calloc(1, sizeof *shared);
    if (!shared) abort();
    const char *path = getenv("PROMCAST_FUZZ_ADAPTER");
    const char *profile_name = getenv("PROMCAST_FUZZ_PROFILE");
    if (!profile_name || !*profile_name) profile_name = "torch";
    const pc_profile *profile = pc_profile_find(profile_name);
    if (!profile) {
        fprintf(stderr, "fuzz_generated: PROMCAST_FUZZ_PROFILE=%s is no profile\n", profile_name);
        abort();
    }
    static promcast_adapter_option option = {"profile", NULL};
    option.value = profile_name;
    adapter_options options = {0, NULL};
    if (!path || !*path) {
        path = PROMCAST_FUZZ_ORACLE_ADAPTER;
        options.count = 1;
        options.options = &option;
    }
    char error[1400];
    if (!adapter_load(path, &options, &shared->adapter, error, sizeof error)) {
        fprintf(stderr, "fuzz_generated: %s\n", error);
        abort();
    }
    /* Every op of the profile: an op the adapter does not claim is a skip
    ** (adapter_invoke), so --decode needs only the profile. */
    if (!fuzz_domain_init(&shared->domain, profile, NULL, NULL, 0, NULL, 0, error,
                          sizeof error)) {
        fprintf(stderr, "fuzz_generated: %s\n", error);
        abort();
    }
    case_answer_init(&shared->answer);
    case_answer_init(&shared->scratch);
    return shared;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    harness *h = harness_get();
    fuzz_source source;
    fuzz_source_bytes(&source, data, size);
    case_arena *arena = case_arena_create();
    if (!arena) return 0;
    promcast_case test_case;
    if (fuzz_generate(&h->domain, &source, arena, &test_case) &&
        fuzz_expect(&h->domain, arena, &test_case, &h->scratch) &&
        !(test_case.expect.kind == OUTCOME_ERROR && test_case.expect.error == PC_UNDEFINED)) {
        test_case.id = "fuzz/decoded";
        test_case.source = "fuzz_generated";
        test_case.inputs_text = "";
        adapter_invoke(&h->adapter, &test_case, &h->answer);
        char explanation[1024];
        if (h->answer.disposition == ANSWER_FAULT ||
            (h->answer.disposition == ANSWER_GIVEN &&
             !case_compare(&test_case.expect, &h->answer.outcome, explanation,
                           sizeof explanation))) {
            fprintf(stderr, "fuzz_generated: %s disagrees: %s\n", case_op_name(&test_case),
                    h->answer.disposition == ANSWER_FAULT ? h->answer.message : explanation);
            abort();
        }
    }
    case_arena_destroy(arena);
    return 0;
}
