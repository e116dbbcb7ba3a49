#!/usr/bin/env bash
# arch/core-has-no-gui: the binary links Qt Core but neither Qt Gui nor Qt Widgets. Fails when ldd fails.
set -euo pipefail
binary="$1"
libs=$(ldd "$binary") || { echo "ldd failed on $binary"; exit 1; }
grep -q 'libQt6Core' <<<"$libs" || { echo "ldd lists no libQt6Core for $binary (guard would be vacuous):"; echo "$libs"; exit 1; }
if grep -E 'libQt6(Gui|Widgets)' <<<"$libs"; then
  echo "$binary links Qt Gui or Widgets"
  exit 1
fi
echo "ok: $binary links no Qt Gui/Widgets"
