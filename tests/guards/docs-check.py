#!/usr/bin/env python3
"""arch/docs-consistency: the documents say what the tree is.

1. The README's architecture block lists exactly the folders of core/ and ui/ (each `  name/` line under
   `core/` and `ui/`), no more, no fewer.
2. docs/CONVENTIONS.md's sentence on what `core/` links names exactly the libraries core/CMakeLists.txt
   links to cloudly_core.
3. No functional casts to built-in types in core/, ui/, app/ (scripts/functional-casts.py --check).
4. No seed or issue tags in the code of core/, ui/, app/ ("seed-004", "issue 15", "issue #7"): comments
   state rules; where a contract comes from is named by its upstream package version.

Every failure names the file and what differs. Usage: docs-check.py PROJECT_ROOT
"""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
problems = []


def readme_folders(layer):
    """The `  name/` lines of the README's architecture block under `layer/`."""
    text = (root / "README.md").read_text(encoding="utf-8")
    block = re.search(r"## Architecture\s*\n+```\n(.*?)\n```", text, re.S)
    if not block:
        problems.append("README.md: no ```-block under '## Architecture'")
        return set()
    names, inside = set(), False
    for line in block.group(1).splitlines():
        top = re.match(r"^([a-z_]+)/\s", line)
        if top:
            inside = top.group(1) == layer
            continue
        sub = re.match(r"^  ([a-z0-9_]+)/\s", line)
        if inside and sub:
            names.add(sub.group(1))
    return names


for layer in ("core", "ui"):
    listed = readme_folders(layer)
    actual = {p.name for p in (root / layer).iterdir() if p.is_dir()}
    if not actual:
        problems.append(f"{layer}/ has no folders (the check would be vacuous)")
    for name in sorted(actual - listed):
        problems.append(f"README.md: the architecture block does not list {layer}/{name}/")
    for name in sorted(listed - actual):
        problems.append(f"README.md: the architecture block lists {layer}/{name}/, which does not exist")

# 2. What core links, by the words the documents use.
WORDS = {
    "Qt6::Core": "Core",
    "Qt6::Network": "Network",
    "Qt6::Sql": "Sql",
    "Qt6::WebSockets": "WebSockets",
    "Qt6Keychain::Qt6Keychain": "QtKeychain",
    "simdjson::simdjson": "simdjson",
    "zstd::libzstd_shared": "zstd",
    "OpenSSL::Crypto": "libcrypto",
    "LibArchive::LibArchive": "libarchive",
}
cmake = (root / "core" / "CMakeLists.txt").read_text(encoding="utf-8")
linked = set()
for m in re.finditer(r"target_link_libraries\(\s*cloudly_core\b(.*?)\)", cmake, re.S):
    for token in m.group(1).split():
        if token in WORDS:
            linked.add(WORDS[token])
if not linked:
    problems.append("core/CMakeLists.txt: found nothing linked to cloudly_core (the check would be vacuous)")
conventions = (root / "docs" / "CONVENTIONS.md").read_text(encoding="utf-8")
sentence = re.search(r"`core/` links (.*?)\(core/CMakeLists\.txt", conventions, re.S)
if not sentence:
    problems.append("docs/CONVENTIONS.md: no sentence \"`core/` links … (core/CMakeLists.txt …\"")
else:
    named = {w for w in WORDS.values() if re.search(r"\b" + re.escape(w) + r"\b", sentence.group(1))}
    for w in sorted(linked - named):
        problems.append(f"docs/CONVENTIONS.md: core links {w}, the sentence on what core links does not say so")
    for w in sorted(named - linked):
        problems.append(f"docs/CONVENTIONS.md: the sentence on what core links names {w}, which core does not link")

# 3 and 4 over the code.
code = sorted(p for layer in ("core", "ui", "app") for p in (root / layer).rglob("*")
              if p.suffix in (".cpp", ".h"))
if not code:
    problems.append("no C++ files under core/, ui/, app/ (the check would be vacuous)")
casts = subprocess.run([sys.executable, str(root / "scripts" / "functional-casts.py"), "--check"] +
                       [str(p) for p in code], capture_output=True, text=True)
if casts.returncode != 0:
    for line in casts.stdout.splitlines():
        problems.append("functional cast (docs/CONVENTIONS.md: static_cast): " + line)
    if not casts.stdout.strip():
        problems.append("scripts/functional-casts.py failed: " + casts.stderr.strip())
TAG = re.compile(r"\bseed[- ]?0\d\d\b|\bissue\s+#?\d+", re.I)
for p in code:
    for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        if TAG.search(line):
            problems.append(f"{p.relative_to(root)}:{n}: a seed/issue tag: {line.strip()[:100]}")

if problems:
    print("\n".join(problems))
    sys.exit(1)
print(f"ok: README lists the {len(readme_folders('core'))} core and {len(readme_folders('ui'))} ui folders; "
      f"CONVENTIONS names what core links ({', '.join(sorted(linked))}); {len(code)} files without "
      "functional casts or seed/issue tags")
