"""The spec cases of the functions of several arrays (where, clip,
matmul, vecdot, concat, stack, broadcast_arrays), written to
cases/spec/functions.json: the Array API standard's stated rules and
examples of each function, and each profile's library rules, each case
citing its page section or source file. One module per group of
functions contributes its cases (`_PARTS`); a part not written yet is
left out, so adding one is adding its name here."""

import importlib

SOURCE = ("Array API standard 2025.12 (https://data-apis.org/array-api/"
          "2025.12/API_specification/): Searching Functions §where, "
          "Element-wise Functions §clip, Linear Algebra Functions §matmul "
          "and §vecdot, Manipulation Functions §concat, §stack and "
          "§broadcast_arrays; each profile's library source as cited")

_PARTS = ("functions_where_clip", "functions_linalg_join")


def _part(name):
    """The part's module, or None when it is not written yet."""
    qualified = f"{__package__}.{name}"
    try:
        return importlib.import_module(qualified)
    except ModuleNotFoundError as error:
        if error.name != qualified:
            raise
        return None


def cases():
    found = []
    for name in _PARTS:
        module = _part(name)
        if module is not None:
            found.extend(module.cases())
    return found
