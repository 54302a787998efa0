#!/usr/bin/env python3
"""--jobs N changes nothing a reader sees: end-to-end tests of parallel runs.

A run with several worker processes must write the very bytes the run with
one writes (exit status, every line, its number and its details, in the
same order), whatever the adapter does: pass, fail, crash, abort, hang
past --timeout-ms, answer nonsense, scribble over its shared memory, or
leave processes behind. So each test runs the same command without --jobs
and with --jobs 2 and 3, and compares the whole outputs; the TAP form of
each is checked by test_verdict.py's independent reader, and prove.

Each worker maps only its own board and holds only its own socket, so
no adapter reaches another worker's records or ranges.

A stop (SIGTERM) during a parallel run keeps the serial contract: the
lines of the cases completed before the first case in flight, in order,
their summary and a Bail out! naming the signal; cases another worker
completed beyond that one are not reported.

usage: test_jobs.py --promcast BIN --adapters DIR --cases DIR
                    --mutants NAME,NAME,... [unittest arguments]
"""

import os
import signal
import subprocess
import sys
import time
import unittest

import test_verdict
from test_verdict import Tap, VerdictTest, adapter, run

JOBS = (2, 3)


class SameReport(VerdictTest):
    """Serial and parallel runs write the same bytes and exit alike."""

    def same_as_serial(self, arguments, exit_status, stderr_holds=None, **tap_expectations):
        """Runs `arguments` serially and with each of JOBS, and checks that
        the parallel runs exit alike and write the serial run's stdout byte
        for byte; with stderr_holds, that the serial run's stderr holds that
        text and the parallel runs write the same stderr."""
        status, serial, err = run(["run"] + arguments)
        self.assertEqual(status, exit_status, err)
        if stderr_holds is not None:
            self.assertIn(stderr_holds, err)
        tap = self.check_tap(serial, **tap_expectations)
        self.check_prove(serial, status)
        for jobs in JOBS:
            parallel_status, parallel, parallel_err = run(["run", "--jobs", str(jobs)] + arguments)
            self.assertEqual(parallel_status, status, parallel_err)
            # Whole outputs: a difference shows as the first lines that differ.
            self.assertEqual(parallel.decode("utf-8", "replace").splitlines(),
                             serial.decode("utf-8", "replace").splitlines(),
                             "--jobs %d differs from the serial run" % jobs)
            self.assertEqual(parallel, serial)
            if stderr_holds is not None:
                self.assertEqual(parallel_err, err, "--jobs %d: stderr" % jobs)
        return tap

    def spec(self, *names):
        return [os.path.join(test_verdict.CONFIG.cases, "spec", name) for name in names]

    def test_oracle_whole_corpus(self):
        tap = self.same_as_serial(["--adapter", adapter("promcast_adapter_oracle"),
                                   test_verdict.CONFIG.cases], 0)
        self.assertGreater(len(tap.tests), 10000)

    def test_mutants_whole_corpus(self):
        for mutant in mutants():
            with self.subTest(mutant=mutant):
                tap = self.same_as_serial(["--adapter", adapter("promcast_mutant_" + mutant),
                                           test_verdict.CONFIG.cases], 1)
                self.assertTrue(any(not t["ok"] for t in tap.tests))

    def test_files_read_by_threads_in_windows(self):
        # --jobs N also reads with N threads, ahead of the window: the same
        # windows, the same unreadable files and repeated ids, in the same
        # order, on stdout and on stderr.
        data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
        cases = test_verdict.CONFIG.cases
        arguments = ["--window-cases", "3000", "--adapter", adapter("promcast_adapter_oracle"),
                     os.path.join(cases, "spec"), os.path.join(data, "truncated.json"),
                     os.path.join(cases, "generated", "where"), "/nonexistent/cases.json",
                     os.path.join(cases, "spec", "torch.json"), cases]
        tap = self.same_as_serial(arguments, 2, stderr_holds="is also in an earlier file")
        self.assertGreater(len(tap.tests), 10000)

    def test_crashes(self):
        for name, signal_name in (("crash", "Segmentation fault"), ("abort", "Aborted")):
            with self.subTest(adapter=name):
                tap = self.same_as_serial(["--adapter", adapter("promcast_faulty_" + name),
                                           test_verdict.CONFIG.cases + "/spec"], 1)
                self.assertGreater(sum(not t["ok"] for t in tap.tests), 1)

    def test_hang_past_the_timeout(self):
        tap = self.same_as_serial(["--adapter", adapter("promcast_faulty_hang"),
                                   "--timeout-ms", "300"] +
                                  self.spec("xla.json", "torch.json", "array-api.json"), 1)
        self.assertEqual(sum(not t["ok"] for t in tap.tests), 1)

    def test_nonsense_answers(self):
        self.same_as_serial(["--adapter", adapter("promcast_faulty_nonsense"),
                             test_verdict.CONFIG.cases + "/spec"], 1)

    def test_scribbled_board(self):
        # torch.json's case at fault lies in its first chunk of 64 cases;
        # functions.json before it puts it in the second.
        for files in (("torch.json",), ("functions.json", "torch.json")):
            with self.subTest(files=files):
                tap = self.same_as_serial(["--adapter", adapter("promcast_faulty_scribble")] +
                                          self.spec(*files), 1)
                failed = [t["description"] for t in tap.tests if not t["ok"]]
                self.assertEqual(failed, [b"- spec/torch/matrix/int16-uint8"])

    def test_truncated_board_and_printing_adapter(self):
        # faulty_truncate prints to its stdout, which is the worker's stderr.
        self.same_as_serial(["--adapter", adapter("promcast_faulty_truncate")] +
                            self.spec("torch.json", "xla.json"), 0)

    def test_processes_left_behind(self):
        self.same_as_serial(["--adapter", adapter("promcast_faulty_orphan")] +
                            self.spec("torch.json", "xla.json"), 0)


def children(pid):
    """The process IDs whose parent is `pid` (from /proc)."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open("/proc/%s/stat" % name) as stat:
                    # The fields after the command's closing parenthesis: state, ppid, ...
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(name))
            except (FileNotFoundError, ProcessLookupError, IndexError, ValueError):
                continue
    return found


class WorkerIsolation(VerdictTest):
    """Each worker maps only its own board and holds only its own socket:
    an adapter that scribbles over every shared mapping of its process, or
    writes to every socket it holds, reaches no other worker's records or
    ranges. Three workers are kept alive by faulty_hang (generated/xla has
    0-d operands throughout, a timeout far longer than the test)."""

    def test_one_board_and_one_socket_a_worker(self):
        command = [test_verdict.CONFIG.promcast, "run", "--jobs", "3", "--adapter",
                   adapter("promcast_faulty_hang"), "--timeout-ms", "600000",
                   os.path.join(test_verdict.CONFIG.cases, "generated", "xla")]
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.addCleanup(process.kill)
        # A worker lets go of the others' boards and sockets before it loads
        # the adapter: look once each of the three has it mapped, not while
        # a just-forked one is still letting go.
        deadline, workers, maps = time.monotonic() + 20, [], {}
        while time.monotonic() < deadline:
            time.sleep(0.1)
            workers = children(process.pid)
            maps = {}
            for worker in workers:
                try:
                    with open("/proc/%d/maps" % worker) as lines:
                        maps[worker] = lines.readlines()
                except FileNotFoundError:
                    pass
            loaded = [w for w in workers
                      if any("promcast_faulty_hang" in line for line in maps.get(w, []))]
            if len(loaded) == 3:
                break
        self.assertEqual(len(workers), 3, "three workers at once")
        for worker in workers:
            self.assertIn(worker, maps)
            boards = [line for line in maps[worker] if "promcast-board" in line]
            sockets = [name for name in os.listdir("/proc/%d/fd" % worker)
                       if os.readlink("/proc/%d/fd/%s" % (worker, name)).startswith("socket:")]
            self.assertEqual(len(boards), 1, boards)
            self.assertEqual(len(sockets), 1, sockets)
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=test_verdict.TIMEOUT_SECONDS)
        self.assertEqual(process.returncode, 2)


class Stopping(VerdictTest):
    """SIGTERM during --jobs 2 ends the run as it ends a serial one. The
    run hangs on spec/xla.json's third case (faulty_hang, a timeout far
    longer than the test), in the plan's first chunk; the other worker
    runs the later chunks meanwhile, and none of their lines is written."""

    HANGING_CASE = 3

    def stopped_run(self, jobs):
        xla, torch = (os.path.join(test_verdict.CONFIG.cases, "spec", name)
                      for name in ("xla.json", "torch.json"))
        command = [test_verdict.CONFIG.promcast, "run", "--adapter", adapter("promcast_faulty_hang"),
                   "--timeout-ms", "600000", xla, torch] + (["--jobs", str(jobs)] if jobs else [])
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.addCleanup(process.kill)
        last = b"\nok %d - " % (self.HANGING_CASE - 1)
        data = self.read_until(process.stdout, last, 20)
        # Long enough for the other worker to finish the later chunks.
        time.sleep(1)
        process.send_signal(signal.SIGTERM)
        rest, err = process.communicate(timeout=test_verdict.TIMEOUT_SECONDS)
        return process.returncode, data + rest, err.decode("utf-8", "replace")

    def test_sigterm_with_two_jobs(self):
        serial_status, serial, _ = self.stopped_run(None)
        status, data, err = self.stopped_run(2)
        self.assertEqual(status, 2, err)
        self.assertEqual(status, serial_status)
        self.assertEqual(data, serial)
        tap = Tap(data)
        completed = self.HANGING_CASE - 1
        self.assertEqual([t["number"] for t in tap.tests], list(range(1, completed + 1)))
        reason = "stopped by SIGTERM after %d of %d cases" % (completed, tap.plans[0])
        self.assertEqual(tap.bail_outs, [b"Bail out! " + reason.encode()])
        self.assertIn(reason, err)
        self.check_prove(data, status)


def mutants():
    """The mutants --mutants names (comma-separated)."""
    return [name for name in test_verdict.CONFIG.mutants.split(",") if name]


def main():
    rest = test_verdict.configure("test_jobs.py", __doc__.split("\n")[0],
                                  ("--promcast", "--adapters", "--cases", "--mutants"))
    if not mutants():
        sys.exit("test_jobs.py: --mutants names no mutant")
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
