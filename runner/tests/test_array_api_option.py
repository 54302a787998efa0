#!/usr/bin/env python3
"""test_array_api_option.py: `promcast run --array-api MODULE` finds its adapter.

The namespace adapter, libpromcast_adapter_array_api.so, lies beside the
runner: in the build tree (bin/promcast, adapters/) or installed
(BINDIR/promcast, LIBDIR/promcast/adapters/). This test copies the promcast
binary into a build-tree layout and into an installed layout in a temporary
directory, with the oracle adapter copied in under the namespace adapter's
file name, and checks that the run loads that file and gives it
module=MODULE: the oracle adapter takes no option `module`, so it refuses
it by name, which proves the file was found and the option passed; an
option of the user's still reaches it (refused first, as it comes first).
Without the file, the error names every path tried and how to build it.

  test_array_api_option.py --promcast BIN --oracle ORACLE.so --cases DIR
                           --installed-adapters RELATIVE --build-adapters RELATIVE
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ADAPTER = "libpromcast_adapter_array_api.so"


def layout(root, promcast, adapters_relative, oracle):
    """bin/promcast under root, and the oracle adapter as ADAPTER in
    bin/ADAPTERS_RELATIVE (or no adapter when oracle is None). Returns the
    binary and the adapter's path (normalised)."""
    bin_dir = os.path.join(root, "bin")
    os.makedirs(bin_dir)
    binary = os.path.join(bin_dir, "promcast")
    shutil.copy2(promcast, binary)
    adapters = os.path.normpath(os.path.join(bin_dir, adapters_relative))
    if oracle is not None:
        os.makedirs(adapters, exist_ok=True)
        shutil.copy2(oracle, os.path.join(adapters, ADAPTER))
    return binary, os.path.join(adapters, ADAPTER)


def run(binary, *arguments):
    result = subprocess.run([binary, "run"] + list(arguments), capture_output=True, timeout=120)
    return (result.returncode, result.stdout.decode("utf-8", "replace"),
            result.stderr.decode("utf-8", "replace"))


def main():
    parser = argparse.ArgumentParser()
    for option in ("--promcast", "--oracle", "--cases", "--installed-adapters",
                   "--build-adapters"):
        parser.add_argument(option, required=True)
    options = parser.parse_args()
    spec = os.path.join(options.cases, "spec", "torch.json")
    checks = []

    def check(name, condition, detail):
        checks.append((name, condition, detail))

    with tempfile.TemporaryDirectory() as temporary:
        for place, relative in (("build tree", options.build_adapters),
                                ("install", options.installed_adapters)):
            root = os.path.join(temporary, place.replace(" ", "-"))
            binary, adapter = layout(root, options.promcast, relative, options.oracle)
            status, out, err = run(binary, "--array-api", "numpy.array_api", spec)
            # dlopen gets the path as built from /proc/self/exe; compare the
            # adapter's real path with the one the error names.
            named = err.split("adapter ", 1)[-1].split(": failed", 1)[0]
            check("%s: the adapter is found and given module=numpy.array_api" % place,
                  status == 2 and "failed to initialise: unknown option 'module'" in err
                  and os.path.realpath(named) == os.path.realpath(adapter),
                  "exit %d, stderr %r" % (status, err[:600]))
            status, out, err = run(binary, "--array-api", "numpy.array_api",
                                   "--adapter-option", "colour=blue", spec)
            check("%s: the user's --adapter-option still reaches the adapter" % place,
                  status == 2 and "unknown option 'colour'" in err,
                  "exit %d, stderr %r" % (status, err[:600]))

        root = os.path.join(temporary, "without")
        binary, _ = layout(root, options.promcast, options.build_adapters, None)
        status, out, err = run(binary, "--array-api", "numpy.array_api", spec)
        bin_dir = os.path.join(root, "bin")
        tried = [os.path.join(bin_dir, relative, ADAPTER)
                 for relative in (options.build_adapters, options.installed_adapters)]
        check("without the adapter: exit 2, every path tried, how to build it",
              status == 2 and out == "" and all(path in err for path in tried)
              and "cmake --build build/default --target promcast_adapter_array_api" in err
              and "--adapter-option module=numpy.array_api" in err,
              "exit %d, stdout %r, stderr %r" % (status, out[:200], err[:600]))

    print("1..%d" % len(checks))
    failures = 0
    for number, (name, condition, detail) in enumerate(checks, 1):
        print("%s %d - %s" % ("ok" if condition else "not ok", number, name))
        if not condition:
            failures += 1
            print("#   %s" % detail)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
