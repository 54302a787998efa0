#!/usr/bin/env python3
"""promcast run --html pages in a real browser: Debian's Chromium, headless.

Chromium opens the page from disk, runs its script and prints the document
as the script left it (--dump-dom), and its console on stderr
(--enable-logging=stderr): the page must load without a console message,
and each filter, set through the address's fragment as a reader's link
sets it, must hide exactly what does not match. Last, a screenshot of the
page is taken and checked to be an image of the window's size.

The overview of several runs (tools/conformance-overview) is checked
against the runs' summaries, and opened in the browser too.

usage: test_html_browser.py --promcast BIN --adapters DIR --cases DIR
                            --chromium BIN --out DIR --overview TOOL
                            [unittest arguments]
"""

import json
import os
import re
import struct
import subprocess
import sys
import unittest
from html.parser import HTMLParser

import test_verdict
from test_verdict import VerdictTest, adapter, run

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                  "--enable-logging=stderr", "--v=0"]
CONSOLE = re.compile(r":CONSOLE[:(]")


class Document(HTMLParser):
    """The sections, cells and causes of a dumped page, with their classes."""

    def __init__(self, text):
        super().__init__()
        self.sections, self.cells, self.causes = [], [], []
        self.feed(text)

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        classes = set((attributes.get("class") or "").split())
        if tag == "section" and "function" in classes:
            self.sections.append((attributes["data-op"], classes))
        elif tag == "td" and "data-state" in attributes:
            self.cells.append((attributes["data-state"], attributes["data-dtypes"].split(), classes))
        elif tag == "article" and "cause" in classes:
            self.causes.append((attributes["data-ops"].split(), classes))


class Browser(VerdictTest):
    page = None

    @classmethod
    def setUpClass(cls):
        os.makedirs(test_verdict.CONFIG.out, exist_ok=True)
        classes = os.path.join(test_verdict.CONFIG.out, "classes.txt")
        with open(classes, "w", encoding="utf-8") as handle:
            handle.write("class: uint8 and int8 promote to uint8\nclassification: library bug\n"
                         "evidence: the mutant's one change\n"
                         "match: promote_types: dtype int16 -> dtype uint8\n")
        cls.page = os.path.join(test_verdict.CONFIG.out, "mutant.html")
        status, _, err = run(["run", "--html", cls.page, "--classes", classes, "--adapter",
                              adapter("promcast_mutant_uint8_int8"),
                              os.path.join(test_verdict.CONFIG.cases, "spec", "torch.json"),
                              os.path.join(test_verdict.CONFIG.cases, "spec", "functions.json"),
                              # Its in-place comparisons have a 0-d bool b.
                              os.path.join(test_verdict.CONFIG.cases, "spec",
                                           "nan-comparisons.json")])
        if status != 1:
            raise AssertionError("the run that writes the page: exit %d\n%s" % (status, err))

    def open(self, fragment=""):
        """The document after the page's script ran, and the console."""
        done = subprocess.run([test_verdict.CONFIG.chromium] + CHROMIUM_FLAGS +
                              ["--dump-dom", "file://" + self.page + fragment],
                              capture_output=True, timeout=120)
        self.assertEqual(done.returncode, 0, done.stderr[-2000:])
        console = [line for line in done.stderr.decode("utf-8", "replace").splitlines()
                   if CONSOLE.search(line)]
        self.assertEqual(console, [], "the page wrote to the console")
        return Document(done.stdout.decode("utf-8"))

    def test_loads_with_everything_shown(self):
        document = self.open()
        self.assertGreater(len(document.sections), 5)
        self.assertEqual([op for op, classes in document.sections if "hidden" in classes], [])
        self.assertEqual([c for c in document.cells if "dim" in c[2]], [])
        self.assertEqual(len(document.causes), 1)
        self.assertNotIn("hidden", document.causes[0][1])

    def test_function_filter(self):
        document = self.open("#op=promote_types")
        shown = [op for op, classes in document.sections if "hidden" not in classes]
        self.assertEqual(shown, ["promote_types"])
        self.assertNotIn("hidden", document.causes[0][1])
        document = self.open("#op=add")
        self.assertEqual([op for op, classes in document.sections if "hidden" not in classes],
                         ["add"])
        self.assertIn("hidden", document.causes[0][1], "the cause is promote_types'")

    def test_outcome_filter(self):
        document = self.open("#outcome=fail")
        for state, _, classes in document.cells:
            self.assertEqual("dim" in classes, state != "fail")
        shown = [op for op, classes in document.sections if "hidden" not in classes]
        self.assertEqual(shown, ["promote_types"])

    def test_dtype_filter(self):
        document = self.open("#dtype=int8")
        dimmed = [dtypes for _, dtypes, classes in document.cells if "dim" in classes]
        kept = [dtypes for _, dtypes, classes in document.cells if "dim" not in classes]
        self.assertGreater(len(kept), 0)
        self.assertTrue(all("int8" in dtypes for dtypes in kept))
        self.assertTrue(all("int8" not in dtypes for dtypes in dimmed))

    def test_zero_dim_operands(self):
        """A 0-d array is its own row or column; filtering by its dtype keeps it,
        filtering by the 0-d kind keeps nothing else."""
        document = self.open()
        zero_dim = [dtypes for _, dtypes, _ in document.cells if "0d_bool" in dtypes]
        self.assertGreater(len(zero_dim), 0)
        self.assertTrue(all("bool" in dtypes for dtypes in zero_dim))
        document = self.open("#dtype=0d_bool")
        kept = [dtypes for _, dtypes, classes in document.cells if "dim" not in classes]
        self.assertEqual(sorted(map(tuple, kept)), sorted(map(tuple, zero_dim)))
        document = self.open("#dtype=bool")
        kept = [dtypes for _, dtypes, classes in document.cells if "dim" not in classes]
        self.assertTrue(all(tuple(dtypes) in map(tuple, kept) for dtypes in zero_dim))
        self.assertGreater(len(kept), len(zero_dim))

    def test_text_filter(self):
        self.assertIn("hidden", self.open("#text=no%20such%20text").causes[0][1])
        self.assertNotIn("hidden", self.open("#text=MUTANT").causes[0][1])

    def test_screenshot(self):
        image = os.path.join(test_verdict.CONFIG.out, "mutant.png")
        if os.path.exists(image):
            os.remove(image)
        done = subprocess.run([test_verdict.CONFIG.chromium] + CHROMIUM_FLAGS +
                              ["--screenshot=" + image, "--window-size=1200,900",
                               "--hide-scrollbars", "file://" + self.page],
                              capture_output=True, timeout=120)
        self.assertEqual(done.returncode, 0, done.stderr[-2000:])
        with open(image, "rb") as handle:
            header = handle.read(24)
        self.assertEqual(header[:8], b"\x89PNG\r\n\x1a\n")
        self.assertEqual(struct.unpack(">II", header[16:24]), (1200, 900))


class Overview(VerdictTest):
    """tools/conformance-overview: libraries side by side, function by
    function, from the runs' JSON summaries; each cell links to a page that
    exists, and the same summaries give the same bytes."""

    def summarize(self, name, arguments):
        base = os.path.join(test_verdict.CONFIG.out, name)
        status, _, err = run(["run", "--json", base + ".json", "--html", base + ".html"] + arguments +
                             [os.path.join(test_verdict.CONFIG.cases, "spec", "torch.json")])
        self.assertIn(status, (0, 1), err)
        with open(base + ".json", encoding="utf-8") as handle:
            return base + ".json", json.load(handle)

    def overview(self, *columns):
        out = os.path.join(test_verdict.CONFIG.out, "index.html")
        done = subprocess.run([test_verdict.CONFIG.overview, "--out", out] + list(columns),
                              capture_output=True, timeout=120)
        self.assertEqual(done.returncode, 0, done.stderr)
        with open(out, "rb") as handle:
            return out, handle.read()

    def test_overview(self):
        oracle_path, oracle = self.summarize("oracle-torch", [
            "--adapter", adapter("promcast_adapter_oracle"), "--adapter-option", "profile=torch"])
        mutant_path, mutant = self.summarize("mutant", [
            "--adapter", adapter("promcast_mutant_uint8_int8")])
        out, page = self.overview("oracle=" + oracle_path, "mutant=" + mutant_path)
        self.assertEqual(self.overview("oracle=" + oracle_path, "mutant=" + mutant_path)[1], page,
                         "the same summaries, another page")
        text = page.decode("utf-8")
        rows = re.findall(r'<tr><td class="op">([^<]+)</td>(.*?)</tr>', text)
        self.assertEqual([op for op, _ in rows], [t["op"] for t in oracle["by_op"]])
        for (op, cells), tally in zip(rows, mutant["by_op"]):
            ran = tally["passed"] + tally["failed"] + tally["known_failures"]
            last = re.findall(r'<td class="(\w+)"[^>]*><a href="([^"]+)">([^<]+)</a></td>', cells)[-1]
            self.assertEqual(last[1], "mutant.html#op-" + op)
            self.assertTrue(os.path.exists(os.path.join(os.path.dirname(out), "mutant.html")))
            expected = ("\u2713 %d/%d" if tally["passed"] == ran else "\u2717 %d/%d") % (
                tally["passed"], ran)
            self.assertEqual(last[2], expected if ran else "\u2013 %d skipped" % tally["skipped"])
        promote = dict(rows)["promote_types"]
        self.assertIn('class="some"', promote)
        # In the browser: no console message.
        done = subprocess.run([test_verdict.CONFIG.chromium] + CHROMIUM_FLAGS +
                              ["--dump-dom", "file://" + out], capture_output=True, timeout=120)
        self.assertEqual(done.returncode, 0)
        console = [line for line in done.stderr.decode("utf-8", "replace").splitlines()
                   if CONSOLE.search(line)]
        self.assertEqual(console, [])

    def test_refusals(self):
        out = os.path.join(test_verdict.CONFIG.out, "refused.html")
        for arguments, fragment in ((["nonsense"], "is not NAME=SUMMARY.json"),
                                    (["a=/nonexistent.json"], "/nonexistent.json"),
                                    (["a=" + os.path.join(test_verdict.CONFIG.cases, "schema.json")],
                                     "not a promcast run summary")):
            done = subprocess.run([test_verdict.CONFIG.overview, "--out", out] + arguments,
                                  capture_output=True, timeout=120)
            self.assertNotEqual(done.returncode, 0)
            self.assertIn(fragment, done.stderr.decode())


def main():
    rest = test_verdict.configure("test_html_browser.py", __doc__.split("\n")[0],
                                  ("--promcast", "--adapters", "--cases", "--chromium", "--out",
                                   "--overview"))
    if not os.access(test_verdict.CONFIG.chromium, os.X_OK):
        sys.exit("test_html_browser.py: no Chromium at %s: run tools/install-dependencies "
                 "(Debian's chromium)" % test_verdict.CONFIG.chromium)
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
