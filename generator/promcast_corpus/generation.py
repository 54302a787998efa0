"""Writing the corpus: the spec files and the generated families, in
parallel chunks, byte-for-byte deterministic for a given seed and count."""

import gc
import glob
import multiprocessing
import os
import shutil
import tempfile

from promcast_families import FAMILIES, case_count, requested_count
from promcast_families.common import CHUNK_SIZE, chunk_random, source
from promcast_spec import SPEC_SUITES

from . import versions
from .cases import evaluate
from .files import (PART_SIZE, generated_path, part_count, render_case,
                    render_file, render_header, spec_path, write_text)

assert PART_SIZE % CHUNK_SIZE == 0


class SpecDisagreement(Exception):
    """The model disagrees with a literal spec case: a bug in one of them."""


def spec_files():
    """{relative path: text} of the spec files; every case checked against
    the model first."""
    files = {}
    for name, suite, module in SPEC_SUITES:
        cases = module.cases()
        for case in cases:
            got = evaluate(case["op"], case["inputs"], case.get("profile"))
            if "versions" in case:
                differs = versions.check_literal(case, got)
                if differs:
                    raise SpecDisagreement(f"{case['id']}: the seed says "
                                           f"{case['expect']} at "
                                           f"{case['versions']}; {differs}")
            elif got != case["expect"]:
                raise SpecDisagreement(f"{case['id']}: the seed says "
                                       f"{case['expect']}, the model {got}")
        lines = [render_case(made) for case in cases
                 for made in versions.split(case)]
        files[spec_path(name)] = render_file(
            render_header(suite, module.SOURCE), lines)
    return files


def write_spec(root):
    files = spec_files()
    for relative_path, text in files.items():
        write_text(root, relative_path, text)
    return sum(text.count("\n") - 2 for text in files.values())


def _chunk_bytes(task):
    """The rendered cases of one chunk, UTF-8, and how many they are (an
    array-api draw may give several cases or, never, none): task =
    (family, seed, chunk, start, stop)."""
    family_name, seed, chunk, start, stop = task
    case_line = FAMILIES[family_name].case_line
    rng = chunk_random(family_name, seed, chunk)
    # Cases are trees, which reference counting frees: the cycle collector,
    # set off by every few hundred new lists and dicts, would find nothing.
    collecting = gc.isenabled()
    gc.disable()
    try:
        # An array-api case becomes one case per distinct expectation of
        # the standard's versions (versions.py).
        lines = [split for index in range(start, stop)
                 for split in versions.split_line(case_line(rng, seed,
                                                            index))]
    finally:
        if collecting:
            gc.enable()
    return ",\n".join(lines).encode("utf-8"), len(lines)


def _chunk_file(task_and_path):
    """A worker's part: writes _chunk_bytes(task) to path, returns path and
    the count of cases. The parent then copies files, which costs it far
    less than receiving the bytes through multiprocessing's pipe (the two
    workers need both cores)."""
    task, path = task_and_path
    data, count = _chunk_bytes(task)
    with open(path, "wb") as stream:
        stream.write(data)
    return path, count


def _tasks(family_name, seed, total):
    for chunk, start in enumerate(range(0, total, CHUNK_SIZE)):
        yield family_name, seed, chunk, start, min(start + CHUNK_SIZE, total)


def _remove_stale_parts(root, family_name, seed):
    pattern = os.path.join(root, os.path.dirname(
        generated_path(family_name, seed, 0)), f"s{seed}-*.json")
    for path in glob.glob(pattern):
        os.remove(path)


class _PartWriter:
    """Streams chunks into the part files of one family."""

    def __init__(self, root, family_name, seed, count, total):
        self.root, self.family_name, self.seed = root, family_name, seed
        self.generator = {"family": family_name, "seed": seed, "count": count}
        self.total = total
        self.stream = None
        self.written = 0

    def _open(self, part):
        path = os.path.join(self.root,
                            generated_path(self.family_name, self.seed, part))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        self.stream = open(path, "wb")
        header = dict(self.generator)
        if part_count(self.total) > 1:
            header["part"] = part
        self.stream.write(render_header(f"generated/{self.family_name}",
                                        source(self.family_name, self.seed),
                                        header).encode("utf-8"))

    def _next(self, size):
        """Opens the next part or writes the separator before a chunk."""
        if self.written % PART_SIZE == 0:
            self.close()
            self._open(self.written // PART_SIZE)
        else:
            self.stream.write(b",\n")
        self.written += size

    def add_chunk(self, data, size):
        """Appends a chunk's cases, UTF-8 (_chunk_bytes)."""
        self._next(size)
        self.stream.write(data)

    def add_chunk_file(self, path, size):
        """Appends the chunk a worker wrote to `path` (_chunk_file), in
        blocks rather than read whole, and removes the file."""
        self._next(size)
        with open(path, "rb") as chunk:
            shutil.copyfileobj(chunk, self.stream)
        os.remove(path)

    def close(self):
        if self.stream is not None:
            self.stream.write(b"\n]}\n")
            self.stream.close()
            self.stream = None


def write_generated(root, family_names, seed, count, jobs):
    """Writes the families, each with `count` cases (None: its committed
    count); returns {family: cases written}."""
    plans = []
    for name in family_names:
        total = case_count(name, count)
        _remove_stale_parts(root, name, seed)
        plans.append((name, total))
    tasks = [task for name, total in plans
             for task in _tasks(name, seed, total)]
    written = {}
    writers = {name: _PartWriter(root, name, seed,
                                 requested_count(name, count), total)
               for name, total in plans}
    pool = scratch = None
    try:
        if jobs > 1:
            pool = multiprocessing.Pool(jobs)
            scratch = tempfile.TemporaryDirectory(prefix="promcast-chunks-")
            paths = pool.imap(_chunk_file, [
                (task, os.path.join(scratch.name, str(number)))
                for number, task in enumerate(tasks)], chunksize=1)
            for task, (path, count) in zip(tasks, paths):
                name, _, _, start, stop = task
                writers[name].add_chunk_file(path, stop - start)
                written[name] = written.get(name, 0) + count
        else:
            for task in tasks:
                name, _, _, start, stop = task
                data, count = _chunk_bytes(task)
                writers[name].add_chunk(data, stop - start)
                written[name] = written.get(name, 0) + count
    finally:
        for writer in writers.values():
            writer.close()
        if pool:
            pool.terminate()
        if scratch:
            scratch.cleanup()
    return written
