#!/usr/bin/env bash
# style/clang-format: every C++ file git knows (tracked or new, not ignored) matches .clang-format.
# Fails when clang-format is missing, when git fails, or when git lists no file (nothing checked = no pass).
set -euo pipefail
clang_format="$1"
command -v "$clang_format" >/dev/null || { echo "clang-format not found: $clang_format"; exit 1; }
files=$(git ls-files -co --exclude-standard '*.cpp' '*.h') || { echo "git ls-files failed"; exit 1; }
count=$(grep -c . <<<"$files" || true)
if [ "$count" -lt 50 ]; then
  echo "git ls-files listed $count C++ files (expected hundreds): nothing to check is a failure"
  exit 1
fi
tr '\n' '\0' <<<"$files" | xargs -0 "$clang_format" --dry-run -Werror
echo "ok: $count files formatted"
