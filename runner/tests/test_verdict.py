#!/usr/bin/env python3
"""A verdict nothing can forge: end-to-end tests of the promcast binary.

Each test feeds the runner an input that once let a failing run read as
passing, or ended a run with nothing, and checks the three things a CI
system relies on:

- the exit status (0 all passed, 1 a failure, 2 usage or unreadable input);
- the TAP stream, read by an independent reader (check_tap below): one plan,
  exactly as many test lines as it announces, numbered in order, no
  directive and no bail-out the test did not expect, no line of unknown
  form, well-formed UTF-8;
- `prove`, which must fail every run that exits non-zero, and pass every
  run that exits 0.

Inputs are data files in runner/tests/verdict/ (see its README.md) or, where
git cannot hold them (FIFOs, symbolic links, names with newlines, folders
without permissions), made by the test in a temporary folder.

usage: test_verdict.py --promcast BIN --adapters DIR --cases DIR --data DIR
                       [unittest arguments, e.g. a test class name]
PROMCAST_SANITIZED=1 leaves out the address-space test, which cannot run
under AddressSanitizer.
"""

import argparse
import json
import os
import re
import resource
import select
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import unittest

CONFIG = None  # the paths given on the command line

TIMEOUT_SECONDS = 120  # a hung run fails its test instead of the suite
NOBODY = 65534          # the user that cannot read a folder without permissions


def adapter(name):
    return os.path.join(CONFIG.adapters, "lib" + name + ".so")


def run(arguments, preexec_fn=None, user=None):
    """Runs promcast; returns (exit status, stdout bytes, stderr text)."""
    completed = subprocess.run([CONFIG.promcast] + arguments, capture_output=True,
                               timeout=TIMEOUT_SECONDS, preexec_fn=preexec_fn, user=user)
    return completed.returncode, completed.stdout, completed.stderr.decode("utf-8", "replace")


# ---- an independent TAP 13 reader, after TAP::Parser's grammar ----

TEST_LINE = re.compile(rb"^(not )?ok\b\s*(\d+)?\s*(.*)\Z")
DIRECTIVE = re.compile(rb"^([^\\#]*(?:\\.[^\\#]*)*)#\s*(SKIP|TODO)\b\s*(.*)$", re.IGNORECASE)
BAIL_OUT = re.compile(rb"^\s*Bail out!")


class Tap:
    """What a TAP stream holds: plans, test lines, bail-outs, stray lines."""

    def __init__(self, data):
        self.plans, self.tests, self.bail_outs, self.unknown = [], [], [], []
        self.utf8 = True
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            self.utf8 = False
        in_yaml = False
        for line in data.split(b"\n")[:-1] if data.endswith(b"\n") else data.split(b"\n"):
            if in_yaml:
                if line == b"  ...":
                    in_yaml = False
                elif not line.startswith(b"  "):
                    self.unknown.append(line)
                continue
            if line == b"  ---" and self.tests:
                in_yaml = True
            elif BAIL_OUT.match(line):
                self.bail_outs.append(line)
            elif re.match(rb"^TAP version \d+$", line):
                pass
            elif re.match(rb"^1\.\.\d+$", line):
                self.plans.append(int(line[3:]))
            elif line.startswith(b"#"):
                pass
            else:
                match = TEST_LINE.match(line)
                if not match:
                    self.unknown.append(line)
                    continue
                description = match.group(3)
                directive = DIRECTIVE.match(description)
                self.tests.append({
                    "ok": match.group(1) is None,
                    "number": int(match.group(2)) if match.group(2) else None,
                    "description": directive.group(1).strip() if directive else description,
                    "directive": directive.group(2).upper().decode() if directive else None,
                })
        if in_yaml:
            self.unknown.append(b"(a YAML block left open)")


class VerdictTest(unittest.TestCase):
    def check_tap(self, data, directives=(None, "SKIP"), bail_outs=0):
        """Checks the stream's form; returns its Tap."""
        tap = Tap(data)
        self.assertTrue(tap.utf8, "the TAP stream is not well-formed UTF-8")
        self.assertEqual(len(tap.plans), 1, "one plan line")
        self.assertEqual(len(tap.tests), tap.plans[0], "as many test lines as the plan announces")
        self.assertEqual([t["number"] for t in tap.tests], list(range(1, len(tap.tests) + 1)))
        self.assertEqual(tap.unknown, [], "lines of no TAP form")
        self.assertEqual(len(tap.bail_outs), bail_outs, "bail-outs")
        for test in tap.tests:
            self.assertIn(test["directive"], directives, test)
        return tap

    def check_prove(self, data, exit_status):
        """prove fails every run that exited non-zero, and passes the others."""
        with tempfile.NamedTemporaryFile(suffix=".tap") as report:
            report.write(data)
            report.flush()
            proved = subprocess.run(["prove", "-e", "cat", report.name], capture_output=True,
                                    timeout=TIMEOUT_SECONDS)
        verdict = proved.stdout.decode("utf-8", "replace")
        expected = "Result: PASS" if exit_status == 0 else "Result: FAIL"
        self.assertIn(expected, verdict, "exit status %d, but prove says:\n%s" % (exit_status, verdict))

    def check_run(self, arguments, exit_status, **tap_expectations):
        status, out, err = run(arguments)
        self.assertEqual(status, exit_status, err)
        tap = self.check_tap(out, **tap_expectations)
        self.check_prove(out, status)
        return tap, err

    def read_until(self, stream, marker, seconds):
        """The bytes of `stream` (a running process's output) up to and
        including `marker`'s line, read as they come; fails if they do not
        come within `seconds`."""
        data, deadline = b"", time.monotonic() + seconds
        while marker not in data:
            left = deadline - time.monotonic()
            self.assertGreater(left, 0, "no %r within %d s; read:\n%s" % (marker, seconds, data[-500:]))
            ready, _, _ = select.select([stream], [], [], left)
            if ready:
                chunk = os.read(stream.fileno(), 65536)
                self.assertTrue(chunk, "the run ended before %r" % marker)
                data += chunk
        return data

    def temporary_folder(self):
        folder = tempfile.mkdtemp(prefix="promcast-verdict-")
        os.chmod(folder, 0o755)
        self.addCleanup(shutil.rmtree, folder, ignore_errors=True)
        return folder


class CaseIds(VerdictTest):
    """A case id is checked against the schema's pattern and never reaches
    TAP raw: its file is refused, as a test line of its own."""

    def test_an_id_cannot_carry_a_directive(self):
        tap, err = self.check_run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                                   os.path.join(CONFIG.data, "id-todo-directive.json")], 2)
        self.assertEqual([t["ok"] for t in tap.tests], [False])
        self.assertIn("id-todo-directive.json", tap.tests[0]["description"].decode())
        self.assertIn("'id'", err)

    def test_an_id_cannot_add_lines(self):
        tap, _ = self.check_run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                                 os.path.join(CONFIG.data, "id-newline.json")], 2)
        self.assertEqual([t["ok"] for t in tap.tests], [False])

    def test_oracle_check_refuses_them_too(self):
        status, out, _ = run(["oracle", "check", os.path.join(CONFIG.data, "id-newline.json")])
        self.assertEqual(status, 2)
        self.check_tap(out)
        self.check_prove(out, status)


class FileNames(VerdictTest):
    """A file name with newlines, a directive, a bail-out and bytes that are
    not UTF-8 is written escaped."""

    HOSTILE = b"x\n# TODO\nBail out! forged \\# \xff\xfe.json"

    def test_hostile_names(self):
        folder = self.temporary_folder().encode()
        good = os.path.join(CONFIG.data, "two-cases.json")
        shutil.copy(good, os.path.join(folder, b"a" + self.HOSTILE))
        with open(os.path.join(folder, b"b" + self.HOSTILE), "wb") as broken:
            broken.write(b"{\"format\": ")
        tap, _ = self.check_run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                                 folder.decode("utf-8", "surrogateescape")], 2)
        self.assertEqual(sorted(t["ok"] for t in tap.tests), [False, True, True])
        refused = [t for t in tap.tests if not t["ok"]][0]
        self.assertIn(rb"\xff\xfe", refused["description"])


class AdapterTexts(VerdictTest):
    """An adapter's name, library, version and skip reasons are written
    escaped: the injection adapter only skips, so its run passes."""

    def test_injection_adapter(self):
        tap, _ = self.check_run(["run", "--adapter", adapter("promcast_faulty_injection"),
                                 os.path.join(CONFIG.cases, "spec", "torch.json")], 0)
        skipped = [t for t in tap.tests if t["directive"] == "SKIP"]
        self.assertGreater(len(skipped), 100)


class SharedMemory(VerdictTest):
    """The board a worker writes is untrusted: a scribble costs its case, and
    no worker can truncate it under the runner."""

    def test_scribble_costs_one_case(self):
        tap, _ = self.check_run(["run", "--adapter", adapter("promcast_faulty_scribble"),
                                 os.path.join(CONFIG.cases, "spec", "torch.json")], 1)
        failed = [t["description"] for t in tap.tests if not t["ok"]]
        self.assertEqual(failed, [b"- spec/torch/matrix/int16-uint8"])

    def test_truncation_is_refused(self):
        tap, err = self.check_run(["run", "--adapter", adapter("promcast_faulty_truncate"),
                                   os.path.join(CONFIG.cases, "spec", "torch.json")], 0)
        if os.geteuid() == 0:
            # Root can open /proc/self/map_files: the truncation was tried.
            self.assertIn("faulty_truncate: truncation refused", err)
        self.assertNotIn("faulty_truncate: truncated", err)


class OracleCheck(VerdictTest):
    """`promcast oracle check` gives a file it cannot read a test line."""

    def test_unreadable_file_is_a_failed_test(self):
        folder = self.temporary_folder()
        broken = os.path.join(folder, "truncated.json")
        with open(broken, "w") as handle:
            handle.write("{\"format\": \"promcast-cases\", ")
        status, out, _ = run(["oracle", "check", os.path.join(CONFIG.cases, "spec", "xla.json"),
                              broken])
        self.assertEqual(status, 2)
        tap = self.check_tap(out)
        self.check_prove(out, status)
        self.assertEqual([t["description"] for t in tap.tests if not t["ok"]],
                         [b"- " + broken.encode()])


class EmptySelections(VerdictTest):
    """A run or check that selects nothing, or names an unknown op, is a
    usage error: one line on stderr, no TAP."""

    def usage_error(self, arguments, fragment):
        status, out, err = run(arguments)
        self.assertEqual(status, 2)
        self.assertEqual(out, b"")
        self.assertIn(fragment, err)
        self.assertEqual(err.count("\n"), 1, err)

    def test_unknown_op(self):
        self.usage_error(["run", "--adapter", adapter("promcast_adapter_oracle"), "--op", "ad"],
                         "unknown op 'ad'")

    def test_filter_matching_nothing(self):
        self.usage_error(["run", "--adapter", adapter("promcast_adapter_oracle"),
                          "--filter", "no/such/case/*"], "no case selected")

    def test_unknown_profile(self):
        self.usage_error(["run", "--adapter", adapter("promcast_adapter_oracle"),
                          "--profile", "torchh"], "unknown profile 'torchh'")

    def test_check_of_no_case(self):
        folder = self.temporary_folder()
        self.usage_error(["oracle", "check", folder], "no case")


class StrictReader(VerdictTest):
    """A case the schema rejects is a bad case file, never a failure blamed
    on the adapter."""

    def test_expectation_of_the_wrong_kind(self):
        tap, err = self.check_run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                                   os.path.join(CONFIG.data, "expect-wrong-kind.json")], 2)
        self.assertEqual(len(tap.tests), 1)
        self.assertIn(b"expect-wrong-kind.json", tap.tests[0]["description"])
        self.assertIn("x/wrong-kind", err)


class Paths(VerdictTest):
    """Each path problem costs its own path, like a malformed file, and the
    rest runs; only regular files are read."""

    def make_folder(self):
        folder = self.temporary_folder()
        shutil.copy(os.path.join(CONFIG.data, "two-cases.json"), folder)
        os.symlink("nowhere.json", os.path.join(folder, "dangling.json"))
        os.symlink("loop.json", os.path.join(folder, "loop.json"))
        os.symlink(".", os.path.join(folder, "cycle"))
        os.mkfifo(os.path.join(folder, "fifo.json"))
        locked = os.path.join(folder, "locked")
        os.mkdir(locked)
        os.chmod(locked, 0)
        secret = os.path.join(folder, "secret.json")
        shutil.copy(os.path.join(CONFIG.data, "two-cases.json"), secret)
        os.chmod(secret, 0)
        return folder

    def test_every_problem_is_its_own_line(self):
        folder = self.make_folder()
        # Root reads what permissions forbid: run as nobody, as a user would.
        user = NOBODY if os.geteuid() == 0 else None
        status, out, err = run(["run", "--adapter", adapter("promcast_adapter_oracle"), folder],
                               user=user)
        self.assertEqual(status, 2, err)
        tap = self.check_tap(out)
        self.check_prove(out, status)
        self.assertEqual(sum(t["ok"] for t in tap.tests), 2)
        reasons = {
            "dangling.json": "a symbolic link to nothing",
            "loop.json": "a loop of symbolic links",
            "cycle": "a directory that contains itself",
            "fifo.json": "a FIFO, not a regular file",
            "locked": "cannot read the directory: Permission denied",
            "secret.json": "cannot open: Permission denied",
        }
        failed = [t["description"].decode() for t in tap.tests if not t["ok"]]
        self.assertEqual(len(failed), len(reasons), failed)
        for name, reason in reasons.items():
            self.assertTrue(any(d.endswith("/" + name) for d in failed), name)
            self.assertIn(os.path.join(folder, name) + ": " + reason, err)


class OutputPaths(VerdictTest):
    """A --report or --grid path that cannot be written is found before the
    first case."""

    def test_unwritable_report(self):
        for option in ("--report", "--grid"):
            status, out, err = run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                                    option, "/nonexistent/folder/page", "--op", "promote_types"])
            self.assertEqual(status, 2)
            self.assertEqual(out, b"", "no case ran")
            self.assertIn(option + " /nonexistent/folder/page: No such file or directory", err)


def process_state(pid):
    """A process's state letter (/proc/PID/status), or "gone"."""
    try:
        with open("/proc/%d/status" % pid) as status:
            return re.search(r"State:\s+(\S)", status.read()).group(1)
    except FileNotFoundError:
        return "gone"


class ProcessGroup(VerdictTest):
    """What the adapter forks ends with its worker: the run's output closes
    when the run ends."""

    def test_left_process_is_ended(self):
        command = "%s run --adapter %s %s 2>&1 | cat" % (
            CONFIG.promcast, adapter("promcast_faulty_orphan"),
            os.path.join(CONFIG.cases, "spec", "torch.json"))
        # The left process sleeps ten minutes: a runner that did not end it
        # would keep the pipe open past the timeout.
        completed = subprocess.run(["sh", "-c", command], capture_output=True,
                                   timeout=TIMEOUT_SECONDS)
        self.assertEqual(completed.returncode, 0)
        output = completed.stdout.decode("utf-8", "replace")
        pid = int(re.search(r"faulty_orphan: left process (\d+)", output).group(1))
        # SIGKILL is delivered at once but the process's exit takes its own
        # time (its output closes first): wait for it a few seconds at most,
        # far below the ten minutes it would sleep if it had not been killed.
        deadline = time.monotonic() + 10
        state = process_state(pid)
        while state not in ("gone", "Z") and time.monotonic() < deadline:
            time.sleep(0.05)
            state = process_state(pid)
        self.assertIn(state, ("gone", "Z"), "the left process still runs")


class Stopping(VerdictTest):
    """SIGINT and SIGTERM end a run with what ran: the test lines of the
    cases that completed, reaching the reader while the run goes on, then
    their summary and a Bail out! naming the signal, exit status 2. The
    run stops on spec/xla.json's one case that hangs the faulty_hang
    adapter (its third), under a timeout far longer than the test."""

    HANGING_CASE = 3

    def stop_while_hanging(self, signal_number, name):
        xla = os.path.join(CONFIG.cases, "spec", "xla.json")
        process = subprocess.Popen(
            [CONFIG.promcast, "run", "--adapter", adapter("promcast_faulty_hang"),
             "--timeout-ms", "600000", xla], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.addCleanup(process.kill)
        last = b"\nok %d - " % (self.HANGING_CASE - 1)
        # The lines before the hanging case arrive while the run waits on it.
        data = self.read_until(process.stdout, last, 20)
        process.send_signal(signal_number)
        rest, err = process.communicate(timeout=TIMEOUT_SECONDS)
        data += rest
        self.assertEqual(process.returncode, 2, err)
        tap = Tap(data)
        self.assertEqual(tap.unknown, [])
        self.assertEqual(len(tap.plans), 1)
        completed = self.HANGING_CASE - 1
        self.assertEqual([t["number"] for t in tap.tests], list(range(1, completed + 1)))
        self.assertTrue(all(t["ok"] for t in tap.tests))
        reason = "stopped by %s after %d of %d cases" % (name, completed, tap.plans[0])
        self.assertEqual(tap.bail_outs, [b"Bail out! " + reason.encode()])
        self.assertTrue(data.endswith(b"Bail out! " + reason.encode() + b"\n"), data[-300:])
        self.assertIn(b"# %d passed, 0 failed, 0 skipped, 0 known failures\n" % completed, data)
        self.assertIn(reason, err.decode("utf-8", "replace"))
        self.check_prove(data, process.returncode)

    def test_sigterm(self):
        self.stop_while_hanging(signal.SIGTERM, "SIGTERM")

    def test_sigint(self):
        self.stop_while_hanging(signal.SIGINT, "SIGINT")


def write_many_cases(folder, files, per_file, source):
    """Writes `files` files of `per_file` broadcast_shapes cases each,
    part-F.json with ids many/F/NNNNNN, into folder."""
    for f in range(files):
        with open(os.path.join(folder, "part-%d.json" % f), "w") as out:
            out.write('{"format":"promcast-cases","format_version":1,"suite":"generated/many",'
                      '"source":"%s","cases":[\n' % source)
            out.write(",\n".join(
                '{"id":"many/%d/%06d","op":"broadcast_shapes","inputs":{"shapes":[[2,1],[3]]},'
                '"expect":{"shape":[2,3]},"source":"generated"}' % (f, i)
                for i in range(per_file)))
            out.write("\n]}\n")


def without_plan(data):
    """The stream without its plan line, wherever it stands."""
    return b"".join(line for line in data.splitlines(True) if not re.match(rb"^1\.\.\d+\n?$", line))


class Windows(VerdictTest):
    """A corpus read in windows (--window-cases N) gives the verdicts of one
    read whole: the same lines, summary and exit status, with the plan line
    last instead of first; ids repeated across windows, known failures and
    unreadable paths work across them, and a signal in a later window ends
    the run with what ran."""

    def split_file(self, source, folder, parts):
        """Writes `source`'s cases into `parts` files of `folder` (in sorted
        order); returns their paths."""
        with open(source) as handle:
            document = json.load(handle)
        cases, paths = document["cases"], []
        size = (len(cases) + parts - 1) // parts
        for part in range(parts):
            path = os.path.join(folder, "part-%02d.json" % part)
            with open(path, "w") as out:
                json.dump(dict(document, cases=cases[part * size:(part + 1) * size]), out)
            paths.append(path)
        return paths

    def same_as_one_window(self, arguments, exit_status, window, **tap_expectations):
        """Runs `arguments` in one window and in windows of `window` cases;
        returns the windowed run's Tap and stderr."""
        whole_status, whole, _ = run(arguments + ["--window-cases", "0"])
        self.assertEqual(whole_status, exit_status)
        self.assertTrue(whole.startswith(b"TAP version 13\n1.."), whole[:100])
        tap, err = self.check_run(arguments + ["--window-cases", str(window)], exit_status,
                                  **tap_expectations)
        status, windowed, _ = run(arguments + ["--window-cases", str(window)])
        self.assertEqual(status, exit_status)
        self.assertFalse(windowed.startswith(b"TAP version 13\n1.."), "the plan line comes last")
        self.assertTrue(windowed.endswith(b"\n1..%d\n" % len(tap.tests)), windowed[-200:])
        self.assertEqual(without_plan(windowed), without_plan(whole))
        return tap, err

    def test_same_verdicts_as_one_window(self):
        tap, _ = self.same_as_one_window(
            ["run", "--adapter", adapter("promcast_adapter_oracle"), "--adapter-option",
             "profile=numpy", os.path.join(CONFIG.cases, "spec")], 0, 100)
        self.assertGreater(len(tap.tests), 1000)

    def test_failures_across_windows(self):
        tap, _ = self.same_as_one_window(
            ["run", "--adapter", adapter("promcast_mutant_uint8_int8"),
             os.path.join(CONFIG.cases, "spec")], 1, 7)
        self.assertIn(False, [t["ok"] for t in tap.tests])

    def test_known_failures_across_windows(self):
        folder = self.temporary_folder()
        # Each file of torch.json a window: the listed cases fall in several.
        self.split_file(os.path.join(CONFIG.cases, "spec", "torch.json"), folder, 8)
        xfail = os.path.join(folder, "known.xfail")
        shutil.copy(os.path.join(os.path.dirname(CONFIG.data), "uint8_int8.xfail"), xfail)
        with open(xfail, "a") as handle:
            handle.write("spec/torch/no-such-case\n")
        tap, _ = self.same_as_one_window(
            ["run", "--adapter", adapter("promcast_mutant_uint8_int8"), "--xfail", xfail, folder],
            1, 1, directives=(None, "SKIP", "TODO"))
        self.assertEqual(sum(t["directive"] == "TODO" for t in tap.tests), 3)
        _, out, _ = run(["run", "--adapter", adapter("promcast_mutant_uint8_int8"), "--xfail", xfail,
                         "--window-cases", "1", folder])
        self.assertIn(b"known.xfail:7) but passed: remove it from the list", out)
        self.assertIn(b"known.xfail:8: 'spec/torch/no-such-case' matches no case of this run", out)
        self.assertIn(b"# 261 passed, 1 failed, 0 skipped, 3 known failures\n", out)

    def test_report_across_windows(self):
        """--report, --grid and --classes gather window by window: the page
        (but for the command it shows) and the grid are those of one
        window."""
        folder = self.temporary_folder()
        pages = {}
        for window in ("0", "7"):
            page, grid = (os.path.join(folder, window + suffix) for suffix in (".md", ".svg"))
            status, _, err = run(["run", "--adapter", adapter("promcast_mutant_uint8_int8"),
                                  "--window-cases", window, "--report", page, "--grid", grid,
                                  "--classes", os.path.join(os.path.dirname(CONFIG.data), "data",
                                                            "uint8_int8.classes"),
                                  os.path.join(CONFIG.cases, "spec")])
            self.assertEqual(status, 1, err)
            with open(page) as handle:
                text = handle.read().replace(window + ".svg", "GRID.svg")
            with open(grid) as handle:
                pages[window] = ([line for line in text.split("\n")
                                  if not line.startswith("promcast run ")], handle.read())
        self.assertIn("### 1. uint8 with int8 promotes to uint8", "\n".join(pages["0"][0]))
        self.assertIn("Smallest case: `spec/torch/matrix/uint8-int8`", "\n".join(pages["0"][0]))
        self.assertEqual(pages["7"], pages["0"])

    def test_repeated_id_in_a_later_window(self):
        folder = self.temporary_folder()
        for name in ("a.json", "b.json", "c.json"):
            shutil.copy(os.path.join(CONFIG.data, "two-cases.json"), os.path.join(folder, name))
        # A file's not ok line comes when its window is read: in one window,
        # before every case; in windows of one file, between a.json's cases
        # and c.json's line.
        arguments = ["run", "--adapter", adapter("promcast_adapter_oracle"), folder]
        tap, _ = self.check_run(arguments + ["--window-cases", "0"], 2)
        self.assertEqual([t["ok"] for t in tap.tests], [False, False, True, True])
        tap, err = self.check_run(arguments + ["--window-cases", "1"], 2)
        self.assertEqual([t["ok"] for t in tap.tests], [True, True, False, False])
        self.assertIn(os.path.join(folder, "b.json") + ": case id 'verdict/good-1' is also in an "
                      "earlier file; the file is not run", err)

    def test_unreadable_path_among_others(self):
        missing = "/nonexistent/promcast-cases"
        for window in ("0", "50"):
            tap, err = self.check_run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                                       "--window-cases", window,
                                       os.path.join(CONFIG.cases, "spec"), missing], 2)
            failed = [t["description"] for t in tap.tests if not t["ok"]]
            self.assertEqual(failed, [b"- " + missing.encode()])
            self.assertGreater(len(tap.tests), 200)
            self.assertIn(missing + ": No such file or directory", err)

    def test_selection_of_nothing_in_windows(self):
        """A run of several windows that selects nothing has written its
        header before it knows: it ends in a Bail out!, exit status 2."""
        status, out, err = run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                                "--window-cases", "100", "--filter", "no/such/case/*",
                                os.path.join(CONFIG.cases, "spec")])
        self.assertEqual(status, 2)
        tap = Tap(out)
        self.assertEqual((tap.plans, tap.tests, tap.unknown), ([], [], []))
        self.assertEqual(len(tap.bail_outs), 1)
        self.assertTrue(tap.bail_outs[0].startswith(b"Bail out! no case selected: "))
        self.assertIn("left out by --filter", err)
        self.check_prove(out, status)

    def test_oracle_check_in_windows(self):
        """promcast oracle check reads in windows too (250,000 cases by
        default): three files of 90,000 cases fill the first, and the
        fourth, a copy of the first, is refused in the second."""
        folder = self.temporary_folder()
        per_file = 90000
        write_many_cases(folder, 3, per_file, "the runner's window test")
        shutil.copy(os.path.join(folder, "part-0.json"), os.path.join(folder, "part-3.json"))
        shutil.copy(os.path.join(CONFIG.data, "two-cases.json"), os.path.join(folder, "part-4.json"))
        status, out, err = run(["oracle", "check", folder])
        self.assertEqual(status, 2, err)
        tap = self.check_tap(out)
        self.check_prove(out, status)
        self.assertTrue(out.endswith(b"\n1..%d\n" % (3 * per_file + 3)), out[-300:])
        failed = [t["description"] for t in tap.tests if not t["ok"]]
        self.assertEqual(failed, [b"- " + os.path.join(folder, "part-3.json").encode()])
        self.assertIn("part-3.json: case id 'many/0/000000' is also in an earlier file", err)
        self.assertIn(b"# %d passed, 0 failed, 0 skipped, 4 files, 1 unreadable\n"
                      % (3 * per_file + 2), out)

    def test_signal_in_a_later_window(self):
        """spec/xla.json's third case hangs faulty_hang: with windows of one
        file, it is in the second window, after two-cases.json's two."""
        folder = self.temporary_folder()
        shutil.copy(os.path.join(CONFIG.data, "two-cases.json"), os.path.join(folder, "a.json"))
        shutil.copy(os.path.join(CONFIG.cases, "spec", "xla.json"), os.path.join(folder, "b.json"))
        with open(os.path.join(folder, "b.json")) as handle:
            read = 2 + len(json.load(handle)["cases"])
        process = subprocess.Popen(
            [CONFIG.promcast, "run", "--adapter", adapter("promcast_faulty_hang"),
             "--timeout-ms", "600000", "--window-cases", "1", folder],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.addCleanup(process.kill)
        completed = 2 + Stopping.HANGING_CASE - 1
        data = Stopping.read_until(self, process.stdout, b"\nok %d - " % completed, 20)
        process.send_signal(signal.SIGTERM)
        rest, err = process.communicate(timeout=TIMEOUT_SECONDS)
        data += rest
        self.assertEqual(process.returncode, 2, err)
        tap = Tap(data)
        self.assertEqual(tap.unknown, [])
        self.assertEqual(tap.plans, [], "no plan: the Bail out! fails the run")
        self.assertEqual([t["number"] for t in tap.tests], list(range(1, completed + 1)))
        reason = "stopped by SIGTERM after %d of at least %d cases" % (completed, read)
        self.assertTrue(data.endswith(b"Bail out! " + reason.encode() + b"\n"), data[-300:])
        self.assertIn(b"# %d passed, 0 failed, 0 skipped, 0 known failures\n" % completed, data)
        self.assertIn(reason, err.decode("utf-8", "replace"))
        self.check_prove(data, process.returncode)


@unittest.skipIf(os.environ.get("PROMCAST_SANITIZED") == "1",
                 "AddressSanitizer reserves terabytes of address space for its shadow")
class AddressSpace(VerdictTest):
    """The memory a run reserves grows with what its cases need, not by a
    fixed amount a case: 730,000 small cases run in 2 GB of address space.
    (Not under AddressSanitizer, which reserves terabytes of shadow.)"""

    CASES = 730000
    FILES = 8
    LIMIT = 2 << 30

    def test_many_cases_under_a_limit(self):
        folder = self.temporary_folder()
        per_file = self.CASES // self.FILES
        write_many_cases(folder, self.FILES, per_file, "the runner's address-space test")

        def limit_address_space():
            resource.setrlimit(resource.RLIMIT_AS, (self.LIMIT, self.LIMIT))

        status, out, err = run(["run", "--adapter", adapter("promcast_adapter_oracle"), folder],
                               preexec_fn=limit_address_space)
        self.assertEqual(status, 0, err)
        tap = self.check_tap(out)
        self.assertEqual(len(tap.tests), per_file * self.FILES)


def configure(program, description, options):
    """Reads the command line's `options` (each required, each with a
    value) into CONFIG; returns the arguments left, for unittest. Exits
    when prove, which every test needs, is missing."""
    global CONFIG
    parser = argparse.ArgumentParser(description=description)
    for option in options:
        parser.add_argument(option, required=True)
    CONFIG, rest = parser.parse_known_args()
    if shutil.which("prove") is None:
        sys.exit("%s: prove (Debian's perl) is needed to check TAP streams" % program)
    return rest


def main():
    rest = configure("test_verdict.py", __doc__.split("\n")[0],
                     ("--promcast", "--adapters", "--cases", "--data"))
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
