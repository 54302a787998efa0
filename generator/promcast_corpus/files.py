"""Case files: rendering (one case per line, byte-for-byte deterministic),
the corpus layout, and writing.

Layout under the output directory (cases/ by default):
  spec/<name>.json                         cases from the upstream documents
  generated/<family>/s<seed>-<part>.json   a generated family, at most
                                           PART_SIZE cases per file
"""

import json
import os

from .cases import FORMAT_NAME, FORMAT_VERSION

PART_SIZE = 100_000

# Compact, keys in insertion order (which make_case fixes), non-ASCII text
# kept as UTF-8. One encoder for all (json.dumps with options builds a new
# one per call); cases are trees, so the circular-reference check is spared.
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"),
                            check_circular=False)


def render_case(case):
    """One case as one line of JSON."""
    return _ENCODER.encode(case)


def render_header(suite, source, generator=None):
    """The file's opening line up to and including '"cases":['."""
    header = {"format": FORMAT_NAME, "format_version": FORMAT_VERSION,
              "suite": suite, "source": source}
    if generator is not None:
        header["generator"] = generator
    text = _ENCODER.encode(header)
    return text[:-1] + ',"cases":[\n'


def render_file(header, case_lines):
    """A whole file from render_header's text and rendered case lines."""
    return header + ",\n".join(case_lines) + "\n]}\n"


def spec_path(name):
    return os.path.join("spec", f"{name}.json")


def generated_path(family, seed, part):
    return os.path.join("generated", family, f"s{seed}-{part:04d}.json")


def part_count(count):
    return max(1, -(-count // PART_SIZE))


def write_text(root, relative_path, text):
    """Writes UTF-8 text to root/relative_path, creating directories."""
    path = os.path.join(root, relative_path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as stream:
        stream.write(text)


# The corpus's places: the generator writes spec/ and generated/; fuzzing's
# findings kept by hand go under regression/ (cases/README.md).
WRITTEN_PLACES = ("spec", "generated")
ALL_PLACES = WRITTEN_PLACES + ("regression",)


def corpus_files(root, places=WRITTEN_PLACES):
    """Relative paths of the case files (*.json under each of places, by
    default those the generator writes) below root, sorted."""
    found = []
    for top in places:
        for directory, subdirectories, names in os.walk(
                os.path.join(root, top)):
            subdirectories.sort()
            for name in sorted(names):
                if name.endswith(".json"):
                    found.append(os.path.relpath(os.path.join(directory, name),
                                                 root))
    return sorted(found)
