#!/usr/bin/env bash
# arch/hardening: each binary is hardened as Debian's hardening-check would report it, read with readelf:
#   PIE (ELF type DYN with an interpreter), full RELRO (a GNU_RELRO segment and BIND_NOW), the stack
#   protector (__stack_chk_fail imported) and _FORTIFY_SOURCE (at least one fortified __*_chk call).
# Fails, naming the binary and what is missing, on the first binary that is not.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 BINARY..."; exit 2; }
status=0
for binary in "$@"; do
  [ -f "$binary" ] || { echo "FAIL $binary: no such file"; status=1; continue; }
  header=$(readelf -h -W "$binary") || { echo "FAIL $binary: readelf failed"; status=1; continue; }
  segments=$(readelf -l -W "$binary")
  dynamic=$(readelf -d -W "$binary")
  symbols=$(readelf --dyn-syms -W "$binary")
  missing=()
  grep -Eq 'Type:[[:space:]]+DYN' <<<"$header" && grep -q 'INTERP' <<<"$segments" || missing+=("PIE")
  grep -q 'GNU_RELRO' <<<"$segments" || missing+=("RELRO")
  grep -Eq '\(BIND_NOW\)|\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*NOW' <<<"$dynamic" || missing+=("BIND_NOW")
  grep -q '__stack_chk_fail' <<<"$symbols" || missing+=("stack protector (__stack_chk_fail)")
  fortified=$(grep -Eo '__[a-z0-9_]+_chk' <<<"$symbols" | grep -v '__stack_chk' | sort -u | tr '\n' ' ' || true)
  [ -n "$fortified" ] || missing+=("_FORTIFY_SOURCE (no __*_chk call)")
  if [ ${#missing[@]} -gt 0 ]; then
    echo "FAIL $binary: missing ${missing[*]}"
    status=1
  else
    echo "ok: $binary: PIE, RELRO, BIND_NOW, stack protector, fortified: $fortified"
  fi
done
exit $status
