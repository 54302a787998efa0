#!/usr/bin/env python3
"""mutation_score_test.py: keeps bench/mutation_score.py from rotting.

  - the sites: on a small C source, comments, strings, character literals,
    preprocessor lines, assert's operands and pc_error_set's message give
    no mutant; each operator class gives the mutant it names; a table cell
    takes the value of the same cell in the next row; a text function's
    body, a statement that only fills a message's buffer or writes an
    error's operand indices, and an if guarding only those give none;
  - a mutant's compile command: BUILD's, warnings errors but for unused
    names, the mutant in place of the source;
  - the tool end to end on the real oracle and corpus: a cell of torch's
    promotion table moved (promote(uint8, int8) no longer int16) is killed,
    with the cases and files that caught it; a mutant the equivalents file
    lists survives and is counted out of the score; with --oracle-tests, a
    guard the corpus cannot reach dies by the oracle's tests, in the second
    score only;
  - a sanitizer's report: the kind of AddressSanitizer's error (without
    its address, which differs from run to run) or UBSan's message is
    found in a check's standard error, and nothing where there is none.

  mutation_score_test.py --build BUILD --cases CASES
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mutation_score  # noqa: E402
import mutation_sites  # noqa: E402

SAMPLE = r'''#include <assert.h>
#define LIMIT (1 + 2)
typedef struct point { int x; int y; } point;
static const int table[2][2] = {
    {10, 11},
    {12, 13},
};
/* a < b in a comment, x + 1 */
static int f(int a, int b, point *p) {
    const char *text = "a < b + 1";
    char c = '<';
    assert(a + 1 > 0);
    if (a < b) return pc_error_set(0, 3, a + 1, -1, -1, "bad %d", b - 1);
    else {
        a = a * 2;
    }
    (void)text; (void)c; b = (int)(sizeof table / sizeof table[0]);
    struct point *q = p;
    while (!q) break;
    return a + b;
}
'''

# Code no case can observe: a text function's body, a call that only
# fills a message's buffer, an error's operand indices, a suffix appended
# to its message and an if that guards nothing else; beside it, code a case
# can observe.
OUT_OF_SCOPE = r'''static void format_value(int v, char *text) { text[0] = (char)('0' + v % 10); }
static int g(int a, int b, pc_error *err) {
    char x[8];
    format_value(a + 1, x);
    if (err) err->operand_a = a + 1, err->operand_b = b - 1;
    if (a > b) { if (err) { err->dimension = 2; } }
    if (a == b && err) snprintf(err->message + strlen(err->message), sizeof err->message - 1, " (g)");
    if (a < b) { if (err) err->operand_a = 0; return a - 1; }
    return a * b;
}
'''


def test_scope(check):
    source = mutation_sites.Source("scope.c", OUT_OF_SCOPE,
                                   mutation_sites.type_names(OUT_OF_SCOPE))
    lines = {}
    for mutant in mutation_sites.mutants(source):
        lines.setdefault(mutant.line, []).append(mutant.description)
    for quiet in (1, 4, 5, 6, 7):
        check(quiet not in lines, "line %d (text or an error's indices only) has no mutant, got %s"
              % (quiet, lines.get(quiet)))
    line8 = lines.get(8, [])
    check("relational '<' -> '<='" in line8 and "arithmetic '-' -> '+'" in line8 and
          "statement removed: if ( err ) err -> operand_a = 0 ;" not in line8,
          "an if that also returns keeps its mutants, its index write none: %s" % line8)
    check("arithmetic '*' -> '/'" in lines.get(9, []), "the rest is mutated: %s" % lines.get(9))


class Checks:
    """The failed checks, each printed as it fails."""

    def __init__(self):
        self.failures = []

    def __call__(self, condition, what):
        if not condition:
            self.failures.append(what)
            print("FAIL: " + what)


def test_sites(check):
    source = mutation_sites.Source("sample.c", SAMPLE, mutation_sites.type_names(SAMPLE))
    found = mutation_sites.mutants(source)
    lines = {}
    for mutant in found:
        lines.setdefault(mutant.line, []).append(mutant.description)
    for quiet in (1, 2, 8, 10, 11, 12):
        check(quiet not in lines, "line %d (comment, string, preprocessor or assert) has no "
                                  "mutant, got %s" % (quiet, lines.get(quiet)))
    line13 = lines.get(13, [])
    check("relational '<' -> '<='" in line13, "a < b gives a relational mutant: %s" % line13)
    check("negate if (C) -> if (!(C))" in line13, "if gives a negated condition: %s" % line13)
    check("branch if (C) -> if (0 && (C))" in line13, "if gives a removed branch: %s" % line13)
    check(not any("arithmetic" in d or d.startswith("constant 1 ") for d in line13),
          "pc_error_set's operand indices and message are frozen: %s" % line13)
    check("constant 3 -> 4" in line13, "pc_error_set's status stays mutable: %s" % line13)
    check("branch else {...} removed" in lines.get(14, []), "else { } gives a removed arm")
    check(lines.get(17) == ["statement removed: b = ( int ) ( sizeof table / sizeof table [ 0 ] ) ;"],
          "an element count (sizeof a / sizeof a[0]) has no mutant but its removal: %s"
          % lines.get(17))
    line15 = lines.get(15, [])
    check("arithmetic '*' -> '/'" in line15 and "constant 2 -> 3" in line15 and
          "statement removed: a = a * 2 ;" in line15, "a = a * 2 gives its mutants: %s" % line15)
    check("arithmetic '*' -> '/'" not in lines.get(9, []), "point *p is a declaration, no product")
    check("arithmetic '*' -> '/'" not in lines.get(18, []),
          "struct point *q is a declaration, no product")
    check("logical '!' removed" in lines.get(19, []), "!q gives the negation removed")
    check("statement removed: break ;" in lines.get(19, []), "break can be removed")
    check("statement removed: return a + b ;" not in lines.get(20, []),
          "a function's last return is not removed (gcc rejects the result)")
    check("table cell 10 -> 12" in lines.get(5, []), "a cell takes the next row's value: %s"
          % lines.get(5))
    check("table cell 12 -> 10" in lines.get(6, []), "the last row's cell, the previous row's")
    text = found[0].apply(SAMPLE)
    check(text != SAMPLE and len(text.splitlines()) == len(SAMPLE.splitlines()),
          "a mutant changes the text and keeps its lines")


def run_tool(check, build, cases, json_path, arguments):
    command = [sys.executable, os.path.join(HERE, "mutation_score.py"), "--build", build,
               "--cases", cases, "--json", json_path] + arguments
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    print(result.stdout, end="")
    check(result.returncode == 0, "%s exits 0, got %d: %s" % (" ".join(command),
                                                             result.returncode, result.stderr))
    with open(json_path, encoding="utf-8") as stream:
        return json.load(stream)


def test_tool(check, build, cases, scratch, equivalent):
    # A mutant compiles as BUILD compiles its source, warnings still errors
    # but for names left unused (a statement removed leaves a parameter).
    source = os.path.join(os.path.dirname(HERE), "oracle", "src", "shape.c")
    _, command = mutation_score.Toolchain(build).compile_command(source, "/m/shape.c",
                                                                 "/m/shape.c.o")
    check("-Werror" in command and "-Wno-error=unused-parameter" in command and
          command[-4:] == ["-o", "/m/shape.c.o", "-c", "/m/shape.c"] and
          not any(word.endswith("src/shape.c") for word in command),
          "the mutant's compile command keeps BUILD's flags: %s" % command)
    # promote(uint8, int8) is int16: the u1 row's i1 column, which the
    # mutant fills with the next row's cell, int8.
    path = "oracle/src/profile_torch.c"
    with open(os.path.join(os.path.dirname(HERE), path), encoding="utf-8") as stream:
        rows = [(number, line) for number, line in enumerate(stream, 1)
                if line.lstrip().startswith("/* u1 */ {u1, i2,")]
    check(len(rows) == 1, "%s has torch's u1 row" % path)
    if rows:
        number, line = rows[0]
        site = "%s:%d:%d" % (path, number, line.index("i2") + 1)
        killed = run_tool(check, build, cases, os.path.join(scratch, "killed.json"),
                          ["--select", site, "--kind", "table", "--all"])
        mutants = killed["mutants"]
        check(len(mutants) == 1 and mutants[0]["mutation"] == "table cell i2 -> i1",
              "one mutant at %s, the cell i2 -> i1: %s" % (site, mutants))
        if mutants:
            first = mutants[0]
            check(first["status"] == "killed" and first.get("exit") == 1,
                  "moving a cell of torch's table is killed: %s" % first)
            check(first.get("cases", 0) >= 1 and
                  "generated/promotion/s1-0000.json" in first.get("case_files", []),
                  "the kill names its cases and files, the promotion family's among them: %s"
                  % first)
            check(killed["summary"]["score"] == 1.0, "one killed of one counted: score 1")

    # A guard the case reader never trips (an in-place destination's stride
    # of 0) is out of the corpus's reach; the oracle's tests kill it, and
    # --oracle-tests counts that in the second score only.
    path = "oracle/src/array.c"
    with open(os.path.join(os.path.dirname(HERE), path), encoding="utf-8") as stream:
        rows = [(number, line) for number, line in enumerate(stream, 1)
                if "array->strides[i] == 0 && array->shape.dims[i] > 1" in line]
    check(len(rows) == 1, "%s has pc_array_check_writable's stride test" % path)
    if rows:
        # The refusal's return, on the line after the test, removed.
        site = "%s:%d" % (path, rows[0][0] + 1)
        guarded = run_tool(check, build, cases, os.path.join(scratch, "guard.json"),
                           ["--select", site, "--kind", "statement", "--all",
                            "--oracle-tests"])
        summary, mutants = guarded["summary"], guarded["mutants"]
        check(len(mutants) == 1 and mutants[0]["status"] == "survived" and
              mutants[0].get("tests") == "killed" and
              mutants[0].get("test_kill", "").startswith("test_"),
              "the stride guard's refusal removed survives the corpus and dies by an oracle "
              "test: %s"
              % mutants)
        check(summary["score"] == 0.0 and summary["score_with_oracle_tests"] == 1.0 and
              summary["killed_by_oracle_tests"] == 1,
              "the corpus score stays 0, the second score is 1: %s" % summary)

    equivalents = os.path.join(scratch, "equivalent.txt")
    with open(equivalents, "w", encoding="utf-8") as stream:
        stream.write("# a test list\nmutant: %s\nwhy: a test entry\n" % equivalent)
    path, line = equivalent.split(":")[:2]
    result = run_tool(check, build, cases, os.path.join(scratch, "equivalent.json"), [
        "--select", "%s:%s" % (path, line), "--all", "--equivalent", equivalents])
    listed = [m for m in result["mutants"] if m["name"] == equivalent]
    check(len(listed) == 1, "the listed mutant %s is found" % equivalent)
    if listed:
        check(listed[0]["status"] == "survived" and listed[0].get("equivalent") == "a test entry",
              "the listed mutant survives and carries its reason: %s" % listed[0])
        check(equivalent not in result["survivors"], "an equivalent is not a survivor")
        check(result["summary"]["equivalent"] >= 1, "the summary counts the equivalent")


def test_sanitizer_report(check):
    class Scratch:
        pass
    with tempfile.TemporaryDirectory(prefix="mutation-score-test-") as scratch:
        worker = Scratch()
        worker.scratch = scratch
        check(mutation_score.sanitizer_report(worker) is None,
              "no check.err: no sanitizer report")
        path = os.path.join(scratch, "check.err")
        samples = (
            ("promcast oracle check: 1 file\n", None),
            ("==1==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffe at pc 0x55\n",
             "ERROR: AddressSanitizer: stack-buffer-overflow"),
            ("oracle/src/cast.c:12:5: runtime error: signed integer overflow: 2147483647 + 1\n",
             "runtime error: signed integer overflow: 2147483647 + 1"),
        )
        for text, expected in samples:
            with open(path, "w", encoding="utf-8") as stream:
                stream.write(text)
            got = mutation_score.sanitizer_report(worker)
            check(got == expected, "sanitizer report of %r: %r, expected %r"
                  % (text, got, expected))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", required=True)
    parser.add_argument("--cases", required=True)
    options = parser.parse_args()
    check = Checks()
    test_sites(check)
    test_scope(check)
    test_sanitizer_report(check)
    # The first mutant bench/mutation-equivalent.txt lists, which no case
    # can tell from the oracle: the tool must count it out, not report it.
    equivalent = None
    with open(os.path.join(HERE, "mutation-equivalent.txt"), encoding="utf-8") as stream:
        for line in stream:
            if line.startswith("mutant: "):
                equivalent = line[len("mutant: "):].strip()
                break
    check(equivalent is not None, "bench/mutation-equivalent.txt lists a mutant")
    if equivalent is not None:
        with tempfile.TemporaryDirectory(prefix="mutation-score-test-") as scratch:
            test_tool(check, os.path.abspath(options.build), os.path.abspath(options.cases),
                      scratch, equivalent)
    print("mutation_score_test: %d failure(s)" % len(check.failures))
    return 1 if check.failures else 0


if __name__ == "__main__":
    sys.exit(main())
