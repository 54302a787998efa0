#!/usr/bin/env python3
"""promcast_generate: writes the promcast case corpus (cases/README.md).

  cases/spec/       every example of the specification's documents, and
                    each profile's tables
  cases/generated/  seeded random families; expectations from the Python
                    model (generator/promcast_model), written from the
                    specification independently of the C oracle

Standard library only; runs under Python 3.11 or later.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from promcast_corpus.check import check  # noqa: E402
from promcast_corpus.generation import (SpecDisagreement,  # noqa: E402
                                        write_generated, write_spec)
from promcast_families import FAMILIES, requested_count  # noqa: E402

PROGRAM = "promcast_generate"
DEFAULT_OUT = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "cases")
DEFAULT_SEED = 1
MAX_SEED = (1 << 63) - 1
EXIT_USAGE = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        sys.stderr.write(f"{PROGRAM}: {message} (see --help)\n")
        sys.exit(EXIT_USAGE)


def _seed(text):
    if not text.isdigit() or int(text) > MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"bad seed {text!r}: want a decimal integer from 0 to 2**63-1")
    return int(text)


def _count(text):
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(
            f"bad count {text!r}: want a decimal integer of at least 1")
    return int(text)


def _jobs(text):
    if not text.isdigit() or not 1 <= int(text) <= 256:
        raise argparse.ArgumentTypeError(
            f"bad job count {text!r}: want an integer from 1 to 256")
    return int(text)


def _families(text):
    names = list(dict.fromkeys(name.strip() for name in text.split(",")
                               if name.strip()))  # in order, once each
    unknown = [name for name in names if name not in FAMILIES]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown family {', '.join(unknown) or repr(text)}: known are "
            f"{', '.join(FAMILIES)}")
    return names


def _parser():
    families = "; ".join(f"{name}: {module.DESCRIPTION}"
                         for name, module in FAMILIES.items())
    parser = _Parser(
        prog=PROGRAM,
        description="Write the promcast case corpus: cases/spec (the "
                    "examples of the specification's documents and each "
                    "profile's tables) and cases/generated (seeded random "
                    "families whose expectations come from the Python model).",
        epilog=f"Families: {families}. Exit status: 0 done; 1 --check found "
               "differences (or the model disagrees with a spec case); "
               "2 usage or output errors.")
    parser.add_argument("--out", metavar="DIR", default=DEFAULT_OUT,
                        help="corpus directory (default: the repository's "
                             "cases/)")
    parser.add_argument("--seed", type=_seed, default=DEFAULT_SEED,
                        metavar="N", help=f"random seed, 0 to 2**63-1 "
                                          f"(default {DEFAULT_SEED})")
    parser.add_argument("--count", type=_count, default=None,
                        metavar="N",
                        help="cases per family (default: each family's "
                             "count in the committed corpus: "
                             + ", ".join(f"{name} {requested_count(name, None)}"
                                         for name in FAMILIES)
                             + "); the exhaustive promotion family always "
                             "writes all its pairs; files hold at most 100000 "
                             "cases each")
    parser.add_argument("--families", type=_families, default=list(FAMILIES),
                        metavar="A,B", help="families to write (default all)")
    parser.add_argument("--spec-only", action="store_true",
                        help="write only cases/spec")
    parser.add_argument("--check", action="store_true",
                        help="regenerate spec and every generated file with "
                             "the seed and count it records into a temporary "
                             "directory; compare byte for byte; exit 1 "
                             "listing the files that differ")
    parser.add_argument("--jobs", type=_jobs, default=os.cpu_count() or 1,
                        metavar="N", help="worker processes (default: one per "
                                          "CPU); the output does not depend "
                                          "on it")
    return parser


def _fail(message):
    sys.stderr.write(f"{PROGRAM}: {message}\n")
    return EXIT_USAGE


def _run_check(arguments):
    if not os.path.isdir(arguments.out):
        return _fail(f"cannot check {arguments.out}: not a directory")
    problems = check(arguments.out, arguments.jobs)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{PROGRAM}: {len(problems)} file(s) differ from what the "
              "generator writes", file=sys.stderr)
        return 1
    print(f"{PROGRAM}: the corpus in {arguments.out} is reproduced byte for "
          "byte")
    return 0


def _run_generate(arguments):
    started = time.perf_counter()
    spec_cases = write_spec(arguments.out)
    written = {}
    if not arguments.spec_only:
        written = write_generated(arguments.out, arguments.families,
                                  arguments.seed, arguments.count,
                                  arguments.jobs)
    seconds = time.perf_counter() - started
    total = spec_cases + sum(written.values())
    print(f"{PROGRAM}: wrote {spec_cases} spec and {sum(written.values())} "
          f"generated cases to {arguments.out} in {seconds:.2f} s "
          f"({total / seconds:,.0f} cases/s)")
    return 0


def main(argv=None):
    arguments = _parser().parse_args(argv)
    try:
        if arguments.check:
            return _run_check(arguments)
        return _run_generate(arguments)
    except SpecDisagreement as error:
        sys.stderr.write(f"{PROGRAM}: the model disagrees with a spec case: "
                         f"{error}\n")
        return 1
    except OSError as error:
        target = error.filename or arguments.out
        return _fail(f"cannot write {target}: {error.strerror or error}")


if __name__ == "__main__":
    sys.exit(main())
