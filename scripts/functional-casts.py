#!/usr/bin/env python3
"""Rewrites functional casts to built-in types, `int(x)`, into `static_cast<int>(x)` (docs/CONVENTIONS.md).
Skips string literals and comments, `operator bool()`, template argument lists (`std::function<bool(int)>`)
and empty parentheses (value initialisation). Prints every change for review; with --check it only prints
and fails when there is one."""
import re, sys
TYPES = ("int|qint64|quint64|qint32|quint32|quint16|quint8|double|float|qsizetype|size_t|char|uint|unsigned|long|"
         "bool|qreal|uint8_t|uint16_t|uint32_t|uint64_t|int64_t|int32_t")
PAT = re.compile(r"(?<![A-Za-z0-9_:.>])(" + TYPES + r")\(")

def code_mask(s):
    """True for characters that are code (not inside a string, char literal or comment)."""
    mask = [True] * len(s)
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if s.startswith("//", i):
            j = s.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j): mask[k] = False
            i = j
        elif s.startswith("/*", i):
            j = s.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j): mask[k] = False
            i = j
        elif c in "\"'":
            if c == '"' and i > 0 and s[i-1] == 'R':  # raw string: R"delim( ... )delim"
                open_paren = s.find("(", i)
                end = s.find(")" + s[i + 1:open_paren] + '"', open_paren)
                j = n if end < 0 else end + open_paren - i
                for k in range(i, min(j + 1, n)): mask[k] = False
                i = j + 1
                continue
            j = i + 1
            while j < n and s[j] != c:
                j += 2 if s[j] == "\\" else 1
            for k in range(i, min(j + 1, n)): mask[k] = False
            i = j + 1
        else:
            i += 1
    return mask

def convert(path):
    s = open(path).read()
    mask = code_mask(s)
    out, pos, changes = [], 0, []
    for m in PAT.finditer(s):
        start = m.start()
        if start < pos or not mask[start]:
            continue
        before = s[max(0, start - 9):start]
        if before.endswith("operator ") or s[:start].rstrip().endswith("<") or s[:start].rstrip().endswith(","):
            continue
        # matching parenthesis
        depth, j = 0, m.end() - 1
        while j < len(s):
            if mask[j]:
                if s[j] == "(": depth += 1
                elif s[j] == ")":
                    depth -= 1
                    if depth == 0: break
            j += 1
        inner = s[m.end():j]
        if not inner.strip():
            continue
        line = s.count("\n", 0, start) + 1
        repl = "static_cast<%s>(%s)" % (m.group(1), inner)
        changes.append("%s:%d: %s(%s) -> %s" % (path, line, m.group(1), inner, repl))
        out.append(s[pos:start]); out.append(repl); pos = j + 1
    out.append(s[pos:])
    if changes and not CHECK:
        open(path, "w").write("".join(out))
    return changes

# --check: only report (the docs/consistency test); exit 1 when there is anything to convert.
CHECK = "--check" in sys.argv[1:]
found = 0
for p in [a for a in sys.argv[1:] if a != "--check"]:
    for c in convert(p):
        print(c)
        found += 1
if CHECK and found:
    sys.exit(1)
