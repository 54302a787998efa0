"""mutation_sites.py: the mutants of a C source file, for mutation_score.py.

A tokenizer that sees only code (comments, string and character literals,
preprocessor lines, the operands of assert and sizeof, and the message
arguments of pc_error_set are never mutated), a pass
that tells function bodies from data tables and type bodies by their
braces, and the mutation operators, each a list of text edits on the
original file:

  arithmetic  binary + - * / % swapped (+ -, * /, % /), += -= *= /= swapped,
              ++ --
  relational  < <=, > >=, == != (the boundary moved or the test inverted)
  logical     && ||, binary & |, << >>, a leading ! removed
  constant    an integer literal off by one (0 becomes 1)
  negate      if (C) and while (C) become if (!(C)), while (!(C))
  branch      if (C) becomes if (0 && (C)): the branch removed; else { ... }
              becomes else if (0) { ... }: the else arm removed
  statement   an expression statement, break, continue or return removed
  table       a cell of a data table (a one-token element of a brace list
              outside function bodies) replaced by its neighbour's value

Out of scope, by category: code whose only effect is text or fields no
case can observe. The case format (cases/README.md) compares an outcome's
kind, shape, dtype and values; an error is compared by its kind alone. So
these are frozen too, and give no mutant:

  message     pc_error_set's arguments after the status (the operand
              indices, the dimension, the message);
  error field a statement that only writes an error's operand_a, operand_b
              or dimension, or only appends to its message (snprintf into
              the message field), and an if whose body does nothing else
              (its condition only decides which index or words a message
              has);
  text        the bodies of the functions TEXT_FUNCTIONS lists, each of
              which writes text and nothing else (a shape's or a double's
              text, a message's pieces, an operand's kind for a message,
              the command line's shape parser), and a statement that only
              calls one of them (it fills a buffer for a message).

What is left is what a case can observe, guards against misuse included:
those the corpus cannot reach, and the oracle's unit tests may
(mutation_score.py --oracle-tests).

A mutant's name is FILE:LINE:COL and its description: stable as long as
the line stays where it is, and readable in a report.
"""
import bisect
import re

PUNCTUATORS = sorted("""... <<= >>= -> ++ -- << >> <= >= == != && || += -= *= /= %= &= ^= |= ##
    [ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #""".split(), key=len, reverse=True)
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
NUMBER = re.compile(r"\.?\d(?:[eEpP][+-]|[\w.])*")
INTEGER = re.compile(r"^(0[xX][0-9a-fA-F]+|[1-9]\d*|0)([uUlL]*)$")

TYPE_WORDS = {"void", "char", "short", "int", "long", "float", "double", "signed", "unsigned",
              "_Bool", "bool", "const", "volatile", "static", "extern", "struct", "enum", "union",
              "register", "inline", "restrict", "size_t", "ptrdiff_t", "FILE", "va_list",
              "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
              "uint64_t", "intptr_t", "uintptr_t", "sig_atomic_t", "_Complex", "complex"}
KEYWORDS = TYPE_WORDS | {"if", "else", "while", "for", "do", "switch", "case", "default",
                         "return", "break", "continue", "goto", "sizeof", "typedef",
                         "_Alignof", "_Static_assert"}
# The case format compares an error's kind, never its message or the
# operand indices that go with it (cases/README.md): mutants there are
# outside what a corpus can pin, so pc_error_set's later arguments are
# frozen like assert's.
MESSAGE_CALL = "pc_error_set"
FROZEN_CALLS = {"assert", "static_assert", "_Static_assert", "sizeof", "_Alignof"}
# An error's fields besides its kind (pc_error in promcast/status.h).
ERROR_FIELDS = {"operand_a", "operand_b", "dimension"}
# The field holding an error's text, and the call that appends to it in
# place (a suffix such as " (vecdot)" after the shared message).
MESSAGE_FIELD = "message"
MESSAGE_APPEND = "snprintf"
# Functions whose only product is text, by what the text is for: no case
# compares it, so neither their bodies nor a statement that only calls
# one is mutated.
TEXT_FUNCTIONS = {
    "pc_double_repr": "Python's repr of a double: reports, and the values the case and exec "
                      "protocol writers print",
    "repr_whole": "pc_double_repr's integral part",
    "pc_shape_format": "a shape's text, for messages and reports",
    "pc_shape_parse": "the command line's shape parser (promcast oracle broadcast ...); the "
                      "case reader reads shapes as JSON arrays",
    "skip_blanks": "pc_shape_parse's blanks",
    "pc_decimal_format": "an integer's digits in a message or a shape's text",
    "message_put": "pc_error_set's message writer",
    "message_put_integer": "pc_error_set's message writer",
    "message_format_plain": "which of two writers writes pc_error_set's message",
    "message_format": "pc_error_set's message writer",
    "format_value": "an element's value in an error message",
    "format_sizes": "a shape's text as PyTorch prints it, in an error message",
    "int_text": "a Python int's text in an error message",
    "node_name": "a JAX lattice node's name in an error message",
    "pc_profile_source": "a profile's cited source, printed by the command line",
    "format_pair": "two shapes' text in an error message",
    "fn_operand_kind_name": "an operand's kind in an error message",
    "operand_name": "an operand's kind in an error message",
}
OPERAND_END = {")", "]"}
SWAPS = {
    "arithmetic": {"+": "-", "-": "+", "*": "/", "/": "*", "%": "/", "+=": "-=", "-=": "+=",
                   "*=": "/=", "/=": "*=", "++": "--", "--": "++"},
    "relational": {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="},
    "logical": {"&&": "||", "||": "&&", "&": "|", "|": "&", "<<": ">>", ">>": "<<"},
}
BINARY_ONLY = {"+", "-", "*", "/", "%", "&", "|", "<<", ">>"}


class Token:
    __slots__ = ("kind", "text", "start", "end", "frozen")

    def __init__(self, kind, text, start):
        self.kind, self.text, self.start, self.end = kind, text, start, start + len(text)
        self.frozen = False


def _skip_literal(text, i, quote):
    """The offset after the string or character literal opening at i."""
    j = i + 1
    while j < len(text) and text[j] != quote:
        if text[j] == "\n":
            raise ValueError("unterminated literal at offset %d" % i)
        j += 2 if text[j] == "\\" else 1
    return j + 1


def tokenize(text):
    """The code tokens of a C source (kinds: ident, number, literal, punct).
    Raises ValueError, naming the offset, on text it cannot read."""
    tokens, i, line_start = [], 0, True
    while i < len(text):
        c = text[i]
        if c == "\n":
            i, line_start = i + 1, True
            continue
        if c.isspace():
            i += 1
            continue
        if c == "#" and line_start:  # a preprocessor line, with its continuations
            while i < len(text) and text[i] != "\n":
                i += 2 if text[i] == "\\" else 1
            continue
        line_start = False
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = len(text) if i < 0 else i
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise ValueError("unterminated comment at offset %d" % i)
            i = end + 2
            continue
        if c in "\"'":
            end = _skip_literal(text, i, c)
            tokens.append(Token("literal", text[i:end], i))
            i = end
            continue
        match = NUMBER.match(text, i)
        if match:
            tokens.append(Token("number", match.group(), i))
            i = match.end()
            continue
        match = IDENTIFIER.match(text, i)
        if match:
            if text.startswith(("\"", "'"), match.end()) and match.group() in ("L", "u", "U", "u8"):
                end = _skip_literal(text, match.end(), text[match.end()])
                tokens.append(Token("literal", text[i:end], i))
                i = end
                continue
            tokens.append(Token("ident", match.group(), i))
            i = match.end()
            continue
        for punct in PUNCTUATORS:
            if text.startswith(punct, i):
                tokens.append(Token("punct", punct, i))
                i += len(punct)
                break
        else:
            raise ValueError("unexpected character %r at offset %d" % (c, i))
    return tokens


def type_names(text):
    """The names a source declares with typedef (enough to tell `pc_shape *p`
    from a product)."""
    names = set()
    for match in re.finditer(r"\btypedef\b[^;]*?(\w+)\s*(?:\[[^\]]*\])?\s*;", text):
        names.add(match.group(1))
    for match in re.finditer(r"\btypedef\b[^;]*\(\s*\*\s*(\w+)\s*\)", text):
        names.add(match.group(1))
    # typedef struct name { ... } name;: the body holds semicolons.
    for match in re.finditer(r"\btypedef\s+(?:struct|union|enum)\b[^{;]*\{", text):
        depth, i = 0, match.end() - 1
        while i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            if depth == 0:
                break
            i += 1
        name = re.match(r"\}\s*(\w+)", text[i:])
        if name:
            names.add(name.group(1))
    return names


def _matching(tokens):
    """For each bracket's index, its partner's; raises ValueError on a
    mismatch."""
    pairs, stack = {}, []
    for index, token in enumerate(tokens):
        if token.kind != "punct":
            continue
        if token.text in "([{":
            stack.append(index)
        elif token.text in ")]}":
            if not stack:
                raise ValueError("unbalanced %r at offset %d" % (token.text, token.start))
            opening = stack.pop()
            pairs[opening], pairs[index] = index, opening
    if stack:
        raise ValueError("unclosed bracket at offset %d" % tokens[stack[-1]].start)
    return pairs


class Source:
    """One C file: its tokens, their brackets and, per brace, what it opens
    ('block' in a function body, 'init' an initializer list, 'type' a
    struct, union or enum body)."""

    def __init__(self, path, text, types):
        self.path, self.text, self.types = path, text, types
        self.tokens = tokenize(text)
        self.pairs = _matching(self.tokens)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.brace_kind, self.enclosing = {}, []
        self._classify()
        self.freeze_out_of_scope()

    def position(self, offset):
        line = bisect.bisect_right(self.line_starts, offset)
        return line, offset - self.line_starts[line - 1] + 1

    def line_text(self, line):
        end = self.text.find("\n", self.line_starts[line - 1])
        return self.text[self.line_starts[line - 1]:None if end < 0 else end]

    def _text(self, index):
        return self.tokens[index].text if 0 <= index < len(self.tokens) else ""

    def _keyword_before_paren(self, close):
        opening = self.pairs.get(close)
        return self._text(opening - 1) if opening is not None else ""

    def _classify(self):
        """Fills brace_kind and, per token, enclosing (the kind of its
        innermost brace, None at file scope), brace_of (that brace's index)
        and function (whether a function body holds it); freezes the
        operands of assert and sizeof."""
        stack, parens = [], 0
        self.brace_of, self.function, self.in_parens = [], [], []
        for index, token in enumerate(self.tokens):
            if token.kind == "punct" and token.text in "()":
                parens += 1 if token.text == "(" else -1
            self.in_parens.append(parens > 0)
            self.enclosing.append(stack[-1][0] if stack else None)
            self.brace_of.append(stack[-1][1] if stack else None)
            self.function.append(any(kind == "block" for kind, _ in stack))
            if token.kind == "ident" and token.text in FROZEN_CALLS and self._text(index + 1) == "(":
                for frozen in range(index, self.pairs[index + 1] + 1):
                    self.tokens[frozen].frozen = True
            if token.text == "sizeof" and self._text(index + 1) != "(":
                self._freeze_sizeof(index)
            if token.text == MESSAGE_CALL and self._text(index + 1) == "(":
                self._freeze_message(index + 1)
            if token.text == "{" and token.kind == "punct" and not stack and \
                    self._text(index - 1) == ")" and \
                    self._keyword_before_paren(index - 1) in TEXT_FUNCTIONS:
                for frozen in range(index, self.pairs[index] + 1):
                    self.tokens[frozen].frozen = True
            if token.text == "{" and token.kind == "punct":
                before = self._text(index - 1)
                top = stack[-1][0] if stack else None
                if before == ")" and not stack:
                    kind = "block"  # a function body
                elif before == ")" and self._keyword_before_paren(index - 1) in ("if", "while",
                                                                                  "for", "switch"):
                    kind = "block"
                elif top == "block" and before in ("else", "do", ";", "{", "}", ":"):
                    kind = "block"
                elif before in ("struct", "union", "enum") or self._text(index - 2) in (
                        "struct", "union", "enum"):
                    kind = "type"
                else:
                    kind = "init"
                self.brace_kind[index] = kind
                stack.append((kind, index))
            elif token.text == "}" and token.kind == "punct":
                stack.pop()

    def freeze_out_of_scope(self):
        """Freezes the statements whose only effect is an error's operand
        indices or text for a message (the module's docstring), and the ifs
        that guard nothing else, innermost first."""
        for index, token in enumerate(self.tokens):
            if not _statement_start(self, index):
                continue
            end = self._statement_end(index)
            if end is None:
                continue
            if token.text in TEXT_FUNCTIONS and self._text(index + 1) == "(" and \
                    self.pairs[index + 1] + 1 == end:
                self._freeze(index, end)
            elif self._assigns_error_fields(index, end) or self._appends_message(index, end):
                self._freeze(index, end)
        for index in reversed(range(len(self.tokens))):
            token = self.tokens[index]
            if token.text != "if" or token.frozen or self._text(index + 1) != "(" or \
                    not self.function[index]:
                continue
            body = self.pairs[index + 1] + 1
            end = self.pairs[body] if self._text(body) == "{" else self._statement_end(body)
            if end is None or self._text(end + 1) == "else" or end <= body + 1:
                continue
            inside = range(body + 1, end) if self._text(body) == "{" else range(body, end + 1)
            if all(self.tokens[j].frozen for j in inside):
                self._freeze(index, end)

    def _freeze(self, first, last):
        for j in range(first, last + 1):
            self.tokens[j].frozen = True

    def _statement_end(self, index):
        """The index of the ';' ending the expression statement that starts
        at index, or None when a bracket closes first."""
        depth = 0
        for j in range(index, len(self.tokens)):
            token = self.tokens[j]
            if token.kind == "punct" and token.text in "([{":
                depth += 1
            elif token.kind == "punct" and token.text in ")]}":
                depth -= 1
                if depth < 0:
                    return None
            elif token.text == ";" and depth == 0:
                return j
        return None

    def _assigns_error_fields(self, first, end):
        """Whether the statement [first, end] is `e->FIELD = ...` (or several
        such, split by commas) for fields of ERROR_FIELDS only."""
        part, j = first, first
        while j <= end:
            token = self.tokens[j]
            if token.kind == "punct" and token.text in "([{":
                j = self.pairs[j] + 1
                continue
            if token.text in (",", ";"):
                if not (self.tokens[part].kind == "ident" and
                        self._text(part + 1) in ("->", ".") and
                        self._text(part + 2) in ERROR_FIELDS and self._text(part + 3) == "="):
                    return False
                part = j + 1
            j += 1
        return True

    def _appends_message(self, first, end):
        """Whether the statement [first, end] is one snprintf call whose
        destination is an error's message field (`e->message + ...`)."""
        return (self._text(first) == MESSAGE_APPEND and self._text(first + 1) == "(" and
                self.pairs[first + 1] + 1 == end and self.tokens[first + 2].kind == "ident" and
                self._text(first + 3) in ("->", ".") and self._text(first + 4) == MESSAGE_FIELD)

    def _freeze_sizeof(self, index):
        """Freezes `sizeof name[0]` and the division of `sizeof a / sizeof
        a[0]`, an element count no mutation of its index can change."""
        j = index + 1
        while j < len(self.tokens) and (self.tokens[j].kind == "ident" or
                                        self._text(j) in (".", "->")):
            self.tokens[j].frozen = True
            j += 1
            while self._text(j) == "[":
                for frozen in range(j, self.pairs[j] + 1):
                    self.tokens[frozen].frozen = True
                j = self.pairs[j] + 1
        if self._text(index - 1) == "/" and self._text(index - 2) != "":
            self.tokens[index - 1].frozen = True

    def _freeze_message(self, opening):
        """Freezes pc_error_set's arguments after the status: the operand
        indices, the dimension and the message, which no case compares."""
        commas, j, close = 0, opening + 1, self.pairs[opening]
        while j < close and commas < 2:
            if self.tokens[j].text in "([{" and self.tokens[j].kind == "punct":
                j = self.pairs[j]
            elif self.tokens[j].text == ",":
                commas += 1
            j += 1
        for frozen in range(j, close):
            self.tokens[frozen].frozen = True

    def in_function(self, index):
        return self.function[index]

    def is_operand_end(self, index):
        """Whether the token ends an operand, so that the operator after it is
        binary (a heuristic: `pc_shape *p` is a declaration, not a product)."""
        token = self.tokens[index] if index >= 0 else None
        if token is None:
            return False
        if token.kind in ("number", "literal"):
            return True
        if token.kind == "ident":
            return (token.text not in KEYWORDS and token.text not in self.types and
                    self._text(index - 1) not in ("struct", "union", "enum"))
        return token.text in OPERAND_END

    def is_declarator_size(self, index):
        """A constant that sizes a declared array (`char text[64];`), which no
        mutation of one unit tells apart."""
        if self._text(index - 1) != "[" or self._text(index + 1) != "]":
            return False
        name, before = index - 2, self._text(index - 3)
        return (self.tokens[name].kind == "ident" and
                (before in TYPE_WORDS or before in self.types or before == "*"))


class Mutant:
    """One mutation: edits (start, end, replacement) on the original text."""
    __slots__ = ("path", "line", "column", "kind", "description", "edits")

    def __init__(self, source, kind, offset, description, edits):
        self.path, self.kind, self.description, self.edits = source.path, kind, description, edits
        self.line, self.column = source.position(offset)

    @property
    def name(self):
        return "%s:%d:%d %s" % (self.path, self.line, self.column, self.description)

    def apply(self, text):
        for start, end, replacement in sorted(self.edits, reverse=True):
            text = text[:start] + replacement + text[end:]
        return text


def _operator_mutants(source, index):
    token = source.tokens[index]
    for kind, swaps in SWAPS.items():
        if token.text not in swaps:
            continue
        if token.text in BINARY_ONLY and not source.is_operand_end(index - 1):
            continue
        if token.text in ("++", "--") and not (source.is_operand_end(index - 1) or
                                                source.tokens[index + 1].kind == "ident"):
            continue
        replacement = swaps[token.text]
        yield Mutant(source, kind, token.start, "%s '%s' -> '%s'" % (kind, token.text, replacement),
                     [(token.start, token.end, replacement)])
    if token.text == "!" and source.tokens[index + 1].text != "=":
        yield Mutant(source, "logical", token.start, "logical '!' removed",
                     [(token.start, token.end, "")])


def _constant_mutants(source, index):
    token = source.tokens[index]
    match = INTEGER.match(token.text)
    if not match or source.is_declarator_size(index):
        return
    value, suffix = int(match.group(1), 0), match.group(2)
    for new in ((value + 1, value - 1) if value > 0 else (1,)):
        yield Mutant(source, "constant", token.start,
                     "constant %s -> %d%s" % (token.text, new, suffix),
                     [(token.start, token.end, "%d%s" % (new, suffix))])


def _condition_mutants(source, index):
    token = source.tokens[index]
    if token.text not in ("if", "while") or source._text(index + 1) != "(":
        return
    if token.text == "while" and source._text(index - 1) == "}":
        # do { } while (C): the same edits, but the statement removal below
        # must not see it as a loop head; negation is still meaningful.
        pass
    opening, closing = index + 1, source.pairs[index + 1]
    inner_start, inner_end = source.tokens[opening].end, source.tokens[closing].start
    yield Mutant(source, "negate", token.start, "negate %s (C) -> %s (!(C))" % (token.text,
                                                                              token.text),
                 [(inner_start, inner_start, "!("), (inner_end, inner_end, ")")])
    if token.text == "if":
        yield Mutant(source, "branch", token.start, "branch if (C) -> if (0 && (C))",
                     [(inner_start, inner_start, "0 && ("), (inner_end, inner_end, ")")])


def _else_mutants(source, index):
    token = source.tokens[index]
    if token.text == "else" and source._text(index + 1) == "{":
        yield Mutant(source, "branch", token.start, "branch else {...} removed",
                     [(token.end, token.end, " if (0)")])


def _statement_start(source, index):
    """Whether a statement of a function body starts at the token."""
    if source.enclosing[index] != "block" or source.in_parens[index]:
        return False
    before = source._text(index - 1)
    if before in (";", "{", "}", "else"):
        return before != "{" or source.brace_kind.get(index - 1) == "block"
    if before == ")":
        return source._keyword_before_paren(index - 1) in ("if", "while", "for")
    return False


def _statement_mutants(source, index):
    token = source.tokens[index]
    if not _statement_start(source, index) or token.frozen:
        return
    first, second = token.text, source._text(index + 1)
    if token.kind == "ident":
        if first in ("break", "continue", "return"):
            pass
        elif first in KEYWORDS or first in source.types or source.tokens[index + 1].kind == "ident":
            return  # a declaration or another statement kind
        elif second == "*" or second == ":":
            return  # a pointer declaration or a label
    elif first not in ("++", "--", "*", "("):
        return
    end, depth = index, 0
    while end < len(source.tokens):
        text = source.tokens[end].text
        if text in "([{" and source.tokens[end].kind == "punct":
            depth += 1
        elif text in ")]}" and source.tokens[end].kind == "punct":
            depth -= 1
            if depth < 0:
                return
        elif text == ";" and depth == 0:
            break
        end += 1
    else:
        return
    if first == "return" and source._text(end + 1) == "}":
        opening = source.pairs[end + 1]
        if source.brace_of[opening] is None:
            return  # the last return of a function: gcc's -Wreturn-type rejects its removal
    stop = source.tokens[end].end
    snippet = " ".join(t.text for t in source.tokens[index:end + 1])
    if len(snippet) > 60:
        snippet = snippet[:57] + "..."
    yield Mutant(source, "statement", token.start, "statement removed: %s" % snippet,
                 [(token.start, stop, "{ }")])


def _elements(source, opening):
    """The elements of the brace list opening at index: (first, last) token
    index pairs, split at the list's own commas."""
    elements, start, j, close = [], opening + 1, opening + 1, source.pairs[opening]
    while j < close:
        token = source.tokens[j]
        if token.kind == "punct" and token.text in "([{":
            j = source.pairs[j] + 1
            continue
        if token.kind == "punct" and token.text == ",":
            elements.append((start, j - 1))
            start = j + 1
        j += 1
    if start < close:
        elements.append((start, close - 1))
    return elements


def _value(source, element):
    """The index of the element's value when it is one token (a name or a
    number, after a designator `[i] =` or `.field =`), else None; for a
    nested list, its opening brace."""
    first, last = element
    for j in range(first, last + 1):
        if source.tokens[j].text == "=" and source.tokens[j].kind == "punct":
            first = j + 1
    if first == last and source.tokens[first].kind in ("ident", "number"):
        return first
    if source.tokens[first].text == "{" and source.pairs.get(first) == last:
        return first
    return None


def _table_mutants(source, index):
    """A one-token cell of a file-scope initializer list takes the value of
    the cell at the same place in the next row (the previous row for the
    last), so that it keeps its field's type; in a flat list, the value of
    the next cell."""
    token = source.tokens[index]
    if source.enclosing[index] != "init" or source.in_function(index):
        return
    if token.kind not in ("ident", "number"):
        return
    opening = source.brace_of[index]
    cells = [_value(source, element) for element in _elements(source, opening)]
    if index not in cells:
        return
    place = cells.index(index)
    parent = source.brace_of[opening]
    if parent is not None and source.brace_kind.get(parent) == "init":
        rows = [row for row in (_value(source, e) for e in _elements(source, parent))
                if row is not None and source.tokens[row].text == "{"]
        if opening not in rows:
            return
        at = rows.index(opening)
        others = rows[at + 1:] + rows[:at][::-1]
        candidates = []
        for row in others:
            row_cells = [_value(source, element) for element in _elements(source, row)]
            if place < len(row_cells) and row_cells[place] is not None:
                candidates.append(row_cells[place])
    else:
        candidates = cells[place + 1:] + cells[:place][::-1]
    for other in candidates:
        if other is not None and source.tokens[other].kind in ("ident", "number") and \
                source.tokens[other].text != token.text:
            text = source.tokens[other].text
            yield Mutant(source, "table", token.start, "table cell %s -> %s" % (token.text, text),
                         [(token.start, token.end, text)])
            return


GENERATORS = (_operator_mutants, _constant_mutants, _condition_mutants, _else_mutants,
              _statement_mutants, _table_mutants)


def mutants(source):
    """Every mutant of the source, in file order."""
    found = []
    for index, token in enumerate(source.tokens):
        if token.frozen:
            continue
        in_code = source.in_function(index)
        for generate in GENERATORS:
            if generate is not _table_mutants and not in_code:
                if generate is not _constant_mutants or source.enclosing[index] != "init":
                    continue
            found.extend(generate(source, index))
    return found
