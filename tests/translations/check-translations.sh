#!/usr/bin/env bash
# Fails when a translation is unfinished or obsolete: runs lupdate over the current sources into a
# scratch copy of each .ts file and reports every message that is new (unfinished) or gone (vanished).
set -euo pipefail
lupdate="$1"
src="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
mapfile -t sources < <(cd "$src" && git ls-files -co --exclude-standard 'core/*.cpp' 'core/*.h' 'ui/*.cpp' 'ui/*.h' 'app/*.cpp' 'app/*.h' | sed "s|^|$src/|")
for ts in "$src"/translations/cloudly_*.ts; do
  copy="$work/$(basename "$ts")"
  cp "$ts" "$copy"
  "$lupdate" -silent -locations none -I "$src" "${sources[@]}" -ts "$copy" >/dev/null
  lang=$(basename "$ts" .ts)
  unfinished=$(grep -c 'type="unfinished"' "$copy" || true)
  vanished=$(grep -cE 'type="(vanished|obsolete)"' "$copy" || true)
  if [ "$lang" = "cloudly_en" ]; then
    # English is the source language: only missing/obsolete entries matter, not translations.
    total_src=$(grep -c '<source>' "$copy" || true)
    total_ts=$(grep -c '<source>' "$ts" || true)
    if [ "$total_src" != "$total_ts" ] || [ "$vanished" != 0 ]; then
      echo "$lang: not up to date with the sources ($total_ts messages in the file, $total_src in the sources, $vanished obsolete); run: cmake --build build/ci --target update_translations"
      status=1
    fi
    continue
  fi
  if [ "$unfinished" != 0 ] || [ "$vanished" != 0 ]; then
    echo "$lang: $unfinished unfinished, $vanished obsolete translations"
    grep -B3 'type="unfinished"' "$copy" | grep '<source>' | head -20
    status=1
  fi
done
[ $status = 0 ] && echo "translations complete"
exit $status
