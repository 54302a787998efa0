#!/usr/bin/env python3
"""mutation_score.py: how much of the oracle the corpus pins down.

Makes mutants of the oracle's own source (mutation_sites.py names the
operators), builds each and runs `promcast oracle check` on the corpus
against it: a mutant the corpus disagrees with is killed; one it agrees
with survives and is either equivalent (no input can tell it apart; listed
with the reason in an equivalents file) or a gap in the corpus.

Each mutant is one oracle source compiled with the flags CMake gave it in
BUILD (a build directory of the Makefiles generator where promcast is
built) and linked into a copy of promcast ahead of the oracle's library,
so the library's own object for that file is never pulled in; BUILD and
the source tree are left untouched. A mutant that does not compile (or
link) is stillborn and not counted: BUILD's warnings stay errors, but for
names left unused (a removed statement's parameter), so a mutant that
mixes types is refused rather than run on an ABI accident; one that runs past the time limit is
killed (its hang is a difference the corpus shows); one that crashes is
killed.

  score = killed / (mutants - stillborn - equivalent)

With --oracle-tests, a mutant the corpus lets through is given a second
chance to die: the oracle's own unit tests (oracle/tests, linked as BUILD
links them, the mutant's object ahead of the library) run against it. The
second score, killed by the corpus or the tests over the same count, is
reported beside the first and never replaces it: the tests reach what no
case can express (a NULL array, a dtype or op out of range, a stride the
case reader never makes), while the corpus score says how much of the
rules the case format specifies the corpus pins.

With --sanitizer-build, a mutant the corpus lets through runs the corpus
once more, built the same way in a build directory configured with
AddressSanitizer and UndefinedBehaviorSanitizer (the sanitize preset): an
error they report while the corpus runs (a read or write past a buffer, an
overflow) is a fault the corpus's cases reach, and kills the mutant, counted
in the corpus score and reported apart ("by the sanitizers").

For each killed mutant the full check runs (no stop at the first
disagreement): the report says how many cases caught it and in how many
case files, and lists the mutants caught by cases of fewer than three
files, the rules the corpus holds only thinly.

  mutation_score.py --build BUILD --cases CASES [--limit 300] [--seed 1]
                    [--jobs 1] [--json FILE] [--equivalent FILE]
                    [--select PATH[:LINE[:COL]]]... [--kind KIND]... [--match REGEX]
                    [--all] [--list] [--oracle-tests] [--survivors-of JSON]
                    [--sanitizer-build BUILD]
  mutation_score.py --rescore JSON [--equivalent FILE]
"""
import argparse
import collections
import glob
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import mutation_sites

ORACLE_TARGET = "oracle/CMakeFiles/promcast_oracle_objects.dir"
PROMCAST_TARGET = "runner/CMakeFiles/promcast.dir"
ORACLE_TESTS = "oracle/tests"
NOT_OK = re.compile(r"^not ok \d+ - (.*?)(?: # .*)?$")
WEAK_FILES = 3
UNUSED_NOT_ERRORS = ["-Wno-error=unused-parameter", "-Wno-error=unused-variable",
                     "-Wno-error=unused-but-set-variable", "-Wno-error=unused-function",
                     "-Wno-error=unused-value"]


class ToolError(Exception):
    """A precise reason the run cannot go on."""


def read_text(path):
    try:
        with open(path, encoding="utf-8") as stream:
            return stream.read()
    except OSError as error:
        raise ToolError("cannot read %s: %s" % (path, error.strerror)) from error


class Toolchain:
    """The compile command of each oracle source and the link command of
    promcast, read from BUILD's Makefiles-generator files."""

    def __init__(self, build):
        self.build = os.path.abspath(build)
        target = os.path.join(self.build, ORACLE_TARGET)
        flags = dict(re.findall(r"^(\w+) = (.*)$", read_text(os.path.join(target, "flags.make")),
                                re.M))
        self.compile = {}
        for line in read_text(os.path.join(target, "build.make")).splitlines():
            match = re.match(r"^\tcd (\S+) && (.* -c (\S+\.c))$", line)
            if match:
                command = re.sub(r"\$\((\w+)\)", lambda m: flags.get(m.group(1), ""),
                                 match.group(2))
                self.compile[os.path.realpath(match.group(3))] = (match.group(1),
                                                                  shlex.split(command))
        if not self.compile:
            raise ToolError("%s/build.make names no oracle source: is %s a build directory of "
                            "CMake's Makefiles generator?" % (target, build))
        link = os.path.join(self.build, PROMCAST_TARGET, "link.txt")
        self.link = shlex.split(read_text(link))
        self.link_directory = os.path.join(self.build, "runner")
        if "-o" not in self.link:
            raise ToolError("%s has no -o: not a link command" % link)

    def oracle_tests(self):
        """The oracle's unit tests BUILD links: [(name, directory, link
        words)], each test's object already built (ToolError names the
        first missing one: build the tests first)."""
        directory = os.path.join(self.build, ORACLE_TESTS)
        tests = []
        for link in sorted(glob.glob(os.path.join(directory, "CMakeFiles", "test_*.dir",
                                                  "link.txt"))):
            name = os.path.basename(os.path.dirname(link))[:-len(".dir")]
            words = shlex.split(read_text(link))
            if "-o" not in words:
                raise ToolError("%s has no -o: not a link command" % link)
            for word in words:
                if word.endswith(".o") and not os.path.exists(os.path.join(directory, word)):
                    raise ToolError("%s is not built: build the oracle's tests in %s first "
                                    "(cmake --build %s --target %s)"
                                    % (os.path.join(directory, word), self.build, self.build,
                                       name))
            tests.append((name, directory, words))
        if not tests:
            raise ToolError("%s names no oracle test (oracle/tests/CMakeFiles/test_*.dir): "
                            "configure BUILD with BUILD_TESTING on" % directory)
        return tests

    def compile_command(self, source, mutant_path, object_path):
        """The command compiling mutant_path, a changed copy of source, as
        BUILD compiles source (its quoted includes still found beside
        source)."""
        entry = self.compile.get(os.path.realpath(source))
        if entry is None:
            raise ToolError("%s is not an oracle source BUILD compiles" % source)
        directory, words = entry
        command, skip = [], 0
        for word in words:
            if skip:
                skip -= 1
            elif word in ("-MT", "-MF", "-o"):
                skip = 1
            elif word in ("-MD", "-c") or os.path.realpath(word) == os.path.realpath(source):
                continue
            else:
                command.append(word)
        # A mutant that leaves a name unused (a statement removed) is still a
        # program to test; one that mixes types (a function of another
        # signature in a table) stays stillborn.
        return directory, command + UNUSED_NOT_ERRORS + [
            "-iquote", os.path.dirname(os.path.abspath(source)), "-o", object_path,
            "-c", mutant_path]

    def link_command(self, object_path, executable, link=None, directory=None):
        """The link of promcast (or of `link`, run in `directory`) with
        object_path ahead of the first library, so the library's own
        object for that source is never pulled in."""
        link = self.link if link is None else link
        command, i = [], 0
        while i < len(link):
            word = link[i]
            if word == "-o":
                command += ["-o", executable]
                i += 2
                continue
            if object_path and (word.endswith((".a", ".so")) or word.startswith("-l")):
                command.append(object_path)
                object_path = None
            command.append(word)
            i += 1
        return directory or self.link_directory, command


class Worker:
    """A scratch directory where one mutant at a time is built and run."""

    def __init__(self, toolchain, cases, scratch, timeout):
        self.toolchain, self.cases, self.scratch, self.timeout = toolchain, cases, scratch, timeout
        os.makedirs(scratch, exist_ok=True)

    def _run(self, directory, command, timeout=600):
        return subprocess.run(command, cwd=directory, capture_output=True, text=True,
                              timeout=timeout)

    def build(self, source_path, text):
        """Builds promcast with source_path's object compiled from text;
        returns (executable, None) or (None, the compiler's complaint)."""
        base = os.path.basename(source_path)
        mutant_path = os.path.join(self.scratch, base)
        object_path = os.path.join(self.scratch, base + ".o")
        executable = os.path.join(self.scratch, "promcast")
        with open(mutant_path, "w", encoding="utf-8") as stream:
            stream.write(text)
        for path in (object_path, executable):
            if os.path.exists(path):
                os.remove(path)
        for directory, command in (
                self.toolchain.compile_command(source_path, mutant_path, object_path),
                self.toolchain.link_command(object_path, executable)):
            result = self._run(directory, command)
            if result.returncode != 0:
                lines = (result.stderr or result.stdout).strip().splitlines()
                return None, " | ".join(lines[:2])[:300]
        self.object_path = object_path
        return executable, None

    def run_tests(self, tests):
        """Links each oracle test with the last built object and runs it in
        its build directory, as CTest does; returns None when every test
        passes, else (test, why) for the first that fails, crashes, hangs
        past the time limit or does not link."""
        for name, directory, link in tests:
            executable = os.path.join(self.scratch, name)
            if os.path.exists(executable):
                os.remove(executable)
            where, command = self.toolchain.link_command(self.object_path, executable, link,
                                                         directory)
            result = self._run(where, command)
            if result.returncode != 0:
                lines = (result.stderr or result.stdout).strip().splitlines()
                return name, "does not link: " + " | ".join(lines[:1])[:200]
            try:
                result = subprocess.run([executable], cwd=directory, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, errors="replace",
                                        timeout=self.timeout, start_new_session=True)
            except subprocess.TimeoutExpired:
                return name, "past the time limit"
            if result.returncode < 0:
                return name, "crashed (signal %d)" % -result.returncode
            if result.returncode != 0:
                failed = [line for line in result.stdout.splitlines()
                          if line.startswith("not ok")]
                return name, failed[0][:200] if failed else "exit %d" % result.returncode
        return None

    def check(self, executable):
        """Runs the corpus check; returns (status, exit code, the ids of the
        cases that disagree, seconds). Its standard error is kept in
        self.scratch/check.err (sanitizer_report reads it)."""
        tap = os.path.join(self.scratch, "check.tap")
        start = time.perf_counter()
        with open(tap, "w", encoding="utf-8") as out, \
                open(os.path.join(self.scratch, "check.err"), "w", encoding="utf-8") as err:
            process = subprocess.Popen([executable, "oracle", "check", self.cases], stdout=out,
                                       stderr=err, start_new_session=True)
            try:
                code = process.wait(timeout=self.timeout)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 9)
                process.wait()
                return "timeout", None, [], time.perf_counter() - start
        elapsed = time.perf_counter() - start
        failing = []
        with open(tap, encoding="utf-8", errors="replace") as stream:
            for line in stream:
                if line.startswith("not ok"):
                    match = NOT_OK.match(line.rstrip("\n"))
                    if match:
                        failing.append(match.group(1))
        if code < 0:
            return "crashed", code, failing, elapsed
        return ("survived" if code == 0 else "killed"), code, failing, elapsed


# AddressSanitizer's kind of error (the address after it differs from run
# to run) or UndefinedBehaviorSanitizer's message.
SANITIZER_ERROR = re.compile(r"ERROR: (?:Address|Leak)Sanitizer: [\w-]+|runtime error: .*")


def sanitizer_report(worker):
    """The first error line the sanitizers wrote during worker's last check,
    or None."""
    try:
        with open(os.path.join(worker.scratch, "check.err"), encoding="utf-8",
                  errors="replace") as stream:
            for line in stream:
                match = SANITIZER_ERROR.search(line)
                if match:
                    return match.group(0).strip()[:200]
    except OSError:
        pass
    return None


def case_files(cases):
    """Each case id's file, relative to the corpus directory."""
    owner = {}
    paths = [cases] if os.path.isfile(cases) else sorted(
        glob.glob(os.path.join(cases, "**", "*.json"), recursive=True))
    for path in paths:
        try:
            with open(path, encoding="utf-8") as stream:
                document = json.load(stream)
        except (OSError, ValueError):
            continue
        if isinstance(document, dict) and isinstance(document.get("cases"), list):
            relative = os.path.relpath(path, cases) if os.path.isdir(cases) else path
            for case in document["cases"]:
                if isinstance(case, dict) and isinstance(case.get("id"), str):
                    owner[case["id"]] = relative
    return owner


def read_equivalents(path):
    """The equivalents file: `mutant: NAME` then `why: REASON` lines, blank
    lines and # comments between entries. Returns {name: reason}."""
    if path is None:
        return {}
    entries, name = {}, None
    for number, line in enumerate(read_text(path).splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(": ")
        if key == "mutant" and name is None:
            name = value.strip()
        elif key == "why" and name is not None:
            if name in entries:
                raise ToolError("%s:%d: %s is listed twice" % (path, number, name))
            entries[name], name = value.strip(), None
        else:
            raise ToolError("%s:%d: expected 'mutant: NAME' then 'why: REASON'" % (path, number))
    if name is not None:
        raise ToolError("%s: %s has no 'why:' line" % (path, name))
    return entries


def enumerate_mutants(source_dir, root):
    """Every mutant of every oracle source, with each file's text."""
    headers = glob.glob(os.path.join(source_dir, "*.h")) + glob.glob(
        os.path.join(source_dir, "..", "include", "promcast", "*.h"))
    sources = sorted(glob.glob(os.path.join(source_dir, "*.c")))
    types = set()
    for path in headers + sources:
        types |= mutation_sites.type_names(read_text(path))
    texts, found = {}, []
    for path in sources:
        relative = os.path.relpath(path, root)
        texts[relative] = read_text(path)
        try:
            source = mutation_sites.Source(relative, texts[relative], types)
        except ValueError as error:
            raise ToolError("%s: %s" % (relative, error)) from error
        found.extend(mutation_sites.mutants(source))
    return found, texts


def spread(candidates, limit, seed):
    """A deterministic sample of limit mutants spread over the files and,
    within a file, over the operator kinds: round robin over files of
    round robin over kinds, each list shuffled by the seed."""
    rng = random.Random(seed)
    by_file = collections.OrderedDict()
    for mutant in candidates:
        by_file.setdefault(mutant.path, collections.OrderedDict()).setdefault(
            mutant.kind, []).append(mutant)
    queues = []
    for kinds in by_file.values():
        lists = [list(values) for values in kinds.values()]
        for values in lists:
            rng.shuffle(values)
        rng.shuffle(lists)
        queue = []
        while any(lists):
            for values in lists:
                if values:
                    queue.append(values.pop())
        queues.append(queue)
    chosen = []
    while len(chosen) < limit and any(queues):
        for queue in queues:
            if queue and len(chosen) < limit:
                chosen.append(queue.pop(0))
    return sorted(chosen, key=lambda m: (m.path, m.line, m.column, m.description))


def select(mutants, options):
    chosen = mutants
    if options.select:
        def wanted(mutant):
            for item in options.select:
                path, line, column = (item.split(":") + ["", ""])[:3]
                if mutant.path == path and (not line or str(mutant.line) == line) and \
                        (not column or str(mutant.column) == column):
                    return True
            return False
        chosen = [m for m in chosen if wanted(m)]
    if options.kind:
        chosen = [m for m in chosen if m.kind in options.kind]
    if options.survivors_of:
        names = survivor_names(options.survivors_of)
        chosen = [m for m in chosen if m.name in names]
    return chosen


def survivor_names(path):
    """The mutants an earlier run's --json reports as surviving (the
    oracle's tests too, when it ran them), to run again against another
    build: a sanitizer build sees the memory errors a plain one lets pass."""
    try:
        with open(path, encoding="utf-8") as stream:
            results = json.load(stream)["mutants"]
    except (OSError, ValueError, KeyError) as error:
        raise ToolError("cannot read the results %s: %s" % (path, error)) from error
    return {r["name"] for r in results if r.get("status") == "survived" and
            "equivalent" not in r and r.get("tests") != "killed"}


def describe_kill(result, owner):
    """Replaces the failing ids by their count, their files' count and the
    first few. Exit 2: the corpus itself became unreadable (the mutant is in
    code the case reader shares); the ids are then the unreadable files."""
    if result.get("exit") == 2:
        result["unreadable"] = True
        files = set(result["failing"])
    else:
        files = {owner.get(case, "?") for case in result["failing"]}
    result["cases"], result["files"] = len(result["failing"]), len(files)
    result["case_files"] = sorted(files)
    result["first_cases"] = result["failing"][:3]
    del result["failing"]


def rescore(options):
    """The report of an earlier run's JSON again, under the equivalents file
    as it is now: listing an equivalent needs no second run."""
    try:
        with open(options.rescore, encoding="utf-8") as stream:
            earlier = json.load(stream)
        results, summary = earlier["mutants"], earlier["summary"]
    except (OSError, ValueError, KeyError) as error:
        raise ToolError("cannot read the results %s: %s" % (options.rescore, error)) from error
    equivalents = read_equivalents(options.equivalent)
    for result in results:
        result.pop("equivalent", None)
        if result["name"] in equivalents:
            result["equivalent"] = equivalents[result["name"]]
    options.seed, options.jobs = summary["seed"], summary["jobs"]
    # The report says what the sanitizers killed when the run had them.
    options.sanitizer_build = options.sanitizer_build or (
        summary.get("killed_by_sanitizers") is not None)
    return report(options, results, equivalents, summary["seconds"],
                  summary["baseline_check_seconds"], summary["sites"])


def run(options):
    if options.rescore:
        return rescore(options)
    root = os.path.abspath(options.root)
    source_dir = os.path.join(root, "oracle", "src")
    all_mutants, texts = enumerate_mutants(source_dir, root)
    candidates = select(all_mutants, options)
    if options.match:
        pattern = re.compile(options.match)
        candidates = [m for m in candidates
                      if pattern.search(texts[m.path].splitlines()[m.line - 1])]
    chosen = candidates if options.all else spread(candidates, options.limit, options.seed)
    if not chosen:
        raise ToolError("no mutant matches the selection (%d mutants in all)" % len(all_mutants))
    if options.list:
        for mutant in chosen:
            print(mutant.name)
        return 0
    equivalents = read_equivalents(options.equivalent)
    toolchain = Toolchain(options.build)
    cases = os.path.abspath(options.cases)
    scratch = tempfile.mkdtemp(prefix="promcast-mutation-")
    try:
        return measure(options, root, chosen, len(all_mutants), texts, equivalents, toolchain,
                       cases, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def measure(options, root, chosen, total_sites, texts, equivalents, toolchain, cases, scratch):
    started = time.perf_counter()
    # The unchanged oracle built the same way must agree with the corpus, or
    # no mutant's result means anything; its time sets the time limit.
    baseline = Worker(toolchain, cases, os.path.join(scratch, "baseline"), timeout=3600)
    first = chosen[0].path
    executable, complaint = baseline.build(os.path.join(root, first), texts[first])
    if executable is None:
        raise ToolError("the unchanged %s does not build: %s" % (first, complaint))
    status, code, failing, seconds = baseline.check(executable)
    if status != "survived":
        raise ToolError("the unchanged oracle disagrees with the corpus (%s, exit %s, %d cases, "
                        "first %s): fix that before measuring mutants"
                        % (status, code, len(failing), failing[:1]))
    timeout = max(options.min_timeout, options.timeout_factor * seconds)
    sanitized = None
    if options.sanitizer_build:
        # The same unchanged oracle under the sanitizers must agree with the
        # corpus and report nothing, or a report would not be the mutant's.
        san_toolchain = Toolchain(options.sanitizer_build)
        san_baseline = Worker(san_toolchain, cases, os.path.join(scratch, "sanitized"),
                              timeout=3600)
        executable, complaint = san_baseline.build(os.path.join(root, first), texts[first])
        if executable is None:
            raise ToolError("the unchanged %s does not build in %s: %s"
                            % (first, options.sanitizer_build, complaint))
        san_status, code, failing, san_seconds = san_baseline.check(executable)
        if san_status != "survived" or sanitizer_report(san_baseline):
            raise ToolError("the unchanged oracle under the sanitizers (%s) does not pass the "
                            "corpus cleanly (%s, exit %s, %s)" % (
                                options.sanitizer_build, san_status, code,
                                sanitizer_report(san_baseline) or failing[:1]))
        sanitized = (san_toolchain,
                     max(options.min_timeout, options.timeout_factor * san_seconds))
    tests = toolchain.oracle_tests() if options.oracle_tests else None
    if tests:
        baseline.timeout = timeout
        failed = baseline.run_tests(tests)
        if failed:
            raise ToolError("the unchanged oracle fails its own test %s (%s): fix that before "
                            "measuring mutants" % failed)
    print("mutation_score: %d mutants of %d sites, baseline check %.2f s, time limit %.0f s, "
          "%d job(s)%s" % (len(chosen), total_sites, seconds, timeout, options.jobs,
                           ", %d oracle tests for the corpus's survivors" % len(tests)
                           if tests else ""), flush=True)

    owner_lock, owner = threading.Lock(), {}
    local = threading.local()
    progress = {"done": 0}

    def one(mutant):
        if not hasattr(local, "worker"):
            local.worker = Worker(toolchain, cases, os.path.join(
                scratch, "job%d" % threading.get_ident()), timeout)
        worker = local.worker
        result = {"name": mutant.name, "path": mutant.path, "line": mutant.line,
                  "column": mutant.column, "kind": mutant.kind,
                  "mutation": mutant.description}
        t0 = time.perf_counter()
        executable, complaint = worker.build(os.path.join(root, mutant.path),
                                             mutant.apply(texts[mutant.path]))
        result["build_seconds"] = round(time.perf_counter() - t0, 3)
        if executable is None:
            result["status"], result["compiler"] = "stillborn", complaint
        else:
            status, code, failing, seconds = worker.check(executable)
            result.update(status=status, exit=code, check_seconds=round(seconds, 3),
                          failing=failing)
            if failing:
                with owner_lock:
                    if not owner:
                        owner.update(case_files(cases))
            describe_kill(result, owner)
            if status == "survived" and sanitized:
                if not hasattr(local, "sanitized"):
                    local.sanitized = Worker(sanitized[0], cases, os.path.join(
                        scratch, "san%d" % threading.get_ident()), sanitized[1])
                status = sanitized_check(local.sanitized, root, mutant, texts, result)
            if status == "survived" and tests:
                failed = worker.run_tests(tests)
                result["tests"] = "killed" if failed else "survived"
                if failed:
                    result["test_kill"] = "%s: %s" % failed
        if mutant.name in equivalents:
            result["equivalent"] = equivalents[mutant.name]
        with owner_lock:
            progress["done"] += 1
            if options.verbose:
                print("[%d/%d] %s%s: %s" % (progress["done"], len(chosen), result["status"],
                                            " (oracle tests: %s)" % result["tests"]
                                            if "tests" in result else "", mutant.name),
                      flush=True)
        return result

    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        results = list(pool.map(one, chosen))
    if sanitized:
        for r in results:
            r.setdefault("sanitizers", "not run")
    return report(options, results, equivalents, time.perf_counter() - started, seconds,
                  total_sites)


def sanitized_check(worker, root, mutant, texts, result):
    """Runs the corpus against the mutant built under the sanitizers; on a
    report (or a disagreement, a crash, a hang there) marks result killed
    by them. Returns the status the plain build's survivor now has."""
    executable, complaint = worker.build(os.path.join(root, mutant.path),
                                         mutant.apply(texts[mutant.path]))
    if executable is None:
        result["sanitizers"] = "does not build: " + complaint
        return "survived"
    status, code, failing, _ = worker.check(executable)
    found = sanitizer_report(worker)
    if status == "survived" and not found:
        result["sanitizers"] = "survived"
        return "survived"
    result["sanitizers"] = found or "%s (exit %s, %d cases)" % (status, code, len(failing))
    result.update(status="killed", killed_by="sanitizers")
    return "killed"


def report(options, results, equivalents, wall, baseline_seconds, total_sites):
    counts = collections.Counter(r["status"] for r in results)
    killed = counts["killed"] + counts["timeout"] + counts["crashed"]
    by_sanitizers = [r for r in results if r.get("killed_by") == "sanitizers"]
    equivalent = [r for r in results if r["status"] == "survived" and "equivalent" in r]
    wrongly_equivalent = [r for r in results if "equivalent" in r and (
        r["status"] in ("killed", "timeout", "crashed") or r.get("tests") == "killed")]
    equivalent = [r for r in equivalent if r not in wrongly_equivalent]
    survivors = [r for r in results if r["status"] == "survived" and "equivalent" not in r]
    counted = len(results) - counts["stillborn"] - len(equivalent)
    score = killed / counted if counted else 0.0
    # The second score: the oracle's tests ran on each survivor of the corpus.
    tested = any("tests" in r for r in results)
    killed_by_tests = [r for r in survivors if r.get("tests") == "killed"]
    with_tests = (killed + len(killed_by_tests)) / counted if counted else 0.0
    weak = [r for r in results if r["status"] == "killed" and r["exit"] == 1 and
            r["files"] < WEAK_FILES]
    built = [r for r in results if r["status"] != "stillborn"]
    summary = {
        "sites": total_sites, "mutants": len(results), "killed": killed,
        "killed_by_timeout": counts["timeout"], "killed_by_crash": counts["crashed"],
        "killed_by_sanitizers": len(by_sanitizers) if options.sanitizer_build else None,
        "survived": len(survivors), "equivalent": len(equivalent),
        "stillborn": counts["stillborn"], "score": round(score, 4),
        "oracle_tests": tested, "killed_by_oracle_tests": len(killed_by_tests),
        "score_with_oracle_tests": round(with_tests, 4) if tested else None,
        "seconds": round(wall, 1), "baseline_check_seconds": round(baseline_seconds, 3),
        "mean_build_seconds": round(sum(r["build_seconds"] for r in results) / len(results), 3),
        "mean_check_seconds": round(sum(r["check_seconds"] for r in built) / len(built), 3)
        if built else 0.0,
        "seed": options.seed, "jobs": options.jobs,
        "by_kind": {kind: dict(collections.Counter(r["status"] for r in results
                                                   if r["kind"] == kind))
                    for kind in sorted({r["kind"] for r in results})},
    }
    out = sys.stdout
    out.write("mutation score %.2f%%: %d killed (%d by time limit, %d by crash%s) of %d mutants "
              "counted; %d survived, %d equivalent, %d stillborn; %d mutants in %.0f s\n"
              % (100 * score, killed, counts["timeout"], counts["crashed"],
                 ", %d by the sanitizers" % len(by_sanitizers) if options.sanitizer_build
                 else "", counted,
                 len(survivors), len(equivalent), counts["stillborn"], len(results), wall))
    if by_sanitizers:
        out.write("killed by the sanitizers while the corpus ran:\n")
        for r in by_sanitizers:
            out.write("  %s: %s\n" % (r["name"], r["sanitizers"]))
    if tested:
        out.write("with the oracle's tests %.2f%%: %d more killed by oracle/tests of the %d the "
                  "corpus let through; %d survive both\n"
                  % (100 * with_tests, len(killed_by_tests), len(survivors),
                     len(survivors) - len(killed_by_tests)))
    for kind, statuses in summary["by_kind"].items():
        out.write("  %-10s %s\n" % (kind, ", ".join("%s %d" % item
                                                   for item in sorted(statuses.items()))))
    if survivors:
        out.write("survivors of the corpus (by file and line)%s:\n"
                  % (", each with the oracle test that kills it, if one does" if tested else ""))
        for r in survivors:
            out.write("  %s%s\n" % (r["name"], "  [%s]" % r["test_kill"]
                                    if r.get("tests") == "killed" else ""))
    if equivalent:
        out.write("equivalent (listed in %s):\n" % options.equivalent)
        for r in equivalent:
            out.write("  %s: %s\n" % (r["name"], r["equivalent"]))
    if wrongly_equivalent:
        out.write("listed as equivalent but killed (the list is wrong):\n")
        for r in wrongly_equivalent:
            out.write("  %s (%s)\n" % (r["name"], r["test_kill"] if r.get("tests") == "killed"
                                       else "%d cases" % r.get("cases", 0)))
    if weak:
        out.write("caught by cases of fewer than %d files:\n" % WEAK_FILES)
        for r in weak:
            out.write("  %s: %d cases in %s\n" % (r["name"], r["cases"],
                                                  ", ".join(r["case_files"])))
    if options.json:
        with open(options.json, "w", encoding="utf-8") as stream:
            json.dump({"summary": summary, "survivors": [r["name"] for r in survivors],
                       "weak": [r["name"] for r in weak],
                       "wrongly_equivalent": [r["name"] for r in wrongly_equivalent],
                       "mutants": results}, stream, indent=1)
            stream.write("\n")
        out.write("mutation_score: wrote %s\n" % options.json)
    return 1 if wrongly_equivalent else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--root", default=os.path.dirname(here), help="the source tree")
    parser.add_argument("--build", help="a Makefiles build dir with promcast")
    parser.add_argument("--cases", help="the corpus (a directory or a file)")
    parser.add_argument("--limit", type=int, default=300, help="mutants sampled (default 300)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--all", action="store_true", help="every mutant, no sample")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--select", action="append", metavar="PATH[:LINE[:COL]]",
                        help="only mutants of this source (relative to the root), line or column")
    parser.add_argument("--kind", action="append", choices=sorted(
        ("arithmetic", "relational", "logical", "constant", "negate", "branch", "statement",
         "table")))
    parser.add_argument("--survivors-of", metavar="JSON",
                        help="only the mutants that survived an earlier run (its --json), e.g. "
                             "again with --build of a sanitizer build")
    parser.add_argument("--match", help="only mutants on lines this regular expression matches")
    parser.add_argument("--equivalent", default=os.path.join(here, "mutation-equivalent.txt"),
                        help="the equivalent mutants and why (default bench/mutation-equivalent.txt)")
    parser.add_argument("--json", help="also write the results here")
    parser.add_argument("--timeout-factor", type=float, default=10.0,
                        help="time limit: this many times the unchanged check's time")
    parser.add_argument("--min-timeout", type=float, default=30.0)
    parser.add_argument("--list", action="store_true", help="list the chosen mutants, run none")
    parser.add_argument("--rescore", metavar="JSON",
                        help="report an earlier run's results (its --json) under the equivalents "
                             "file as it is now; builds nothing")
    parser.add_argument("--oracle-tests", action="store_true",
                        help="also run the oracle's unit tests (built in BUILD) against each "
                             "mutant the corpus lets through: a second score beside the first")
    parser.add_argument("--sanitizer-build", metavar="BUILD",
                        help="a Makefiles build dir configured with ASan and UBSan (the sanitize "
                             "preset): each mutant the corpus lets through runs the corpus again "
                             "there, and a sanitizer's report kills it")
    parser.add_argument("--verbose", action="store_true", help="a line per mutant as it ends")
    options = parser.parse_args()
    if not options.rescore and not options.list and (options.build is None or
                                                     options.cases is None):
        parser.error("--build and --cases are needed to run mutants")
    if options.limit < 1 or options.jobs < 1:
        parser.error("--limit and --jobs take a positive number")
    if options.equivalent and not os.path.exists(options.equivalent):
        parser.error("no equivalents file %s" % options.equivalent)
    try:
        return run(options)
    except ToolError as error:
        sys.stderr.write("mutation_score: %s\n" % error)
        return 2
    except subprocess.TimeoutExpired as error:
        sys.stderr.write("mutation_score: %s took longer than %s s\n" % (error.cmd, error.timeout))
        return 2


if __name__ == "__main__":
    sys.exit(main())
