#!/usr/bin/env bash
# arch/no-include-cycles-LAYER: the folders of one layer (core/ or ui/) depend on each other one way only.
# Every `#include "LAYER/x/..."` in LAYER/** where x is another folder of the layer is an edge folder -> x;
# any cycle in that graph (a -> b -> a, or longer) fails, naming the folders and, for each edge of the
# cycle, the files and lines that make it. Fails when it finds no edge at all (a guard that cannot pass
# vacuously). Every include names its layer; core includes only core/, ui only core/ and ui/.
set -euo pipefail
dir="${1:?usage: include-cycles.sh LAYER_DIR (core or ui)}"
[ -d "$dir" ] || { echo "no such directory: $dir"; exit 1; }
layer=$(basename "$dir")
case "$layer" in
  core) allowed='"core/' ;;
  ui) allowed='"(core|ui)/' ;;
  *) echo "unknown layer: $layer (core or ui)"; exit 1 ;;
esac
cd "$dir"
folders=$(find . -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
# "from to file:line" for every include of another core folder.
edges=$(find . -mindepth 2 -type f \( -name '*.h' -o -name '*.cpp' \) -printf '%P\n' | sort | while read -r file; do
  from=${file%%/*}
  { grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"'"$layer"'/[a-z_]+/' "$file" || true; } |
    sed -E 's/^([0-9]+):[[:space:]]*#[[:space:]]*include[[:space:]]*"'"$layer"'\/([a-z_]+)\/.*/\2 \1/' |
    while read -r to line; do
      if [ "$to" != "$from" ] && grep -qx "$to" <<<"$folders"; then echo "$from $to $layer/$file:$line"; fi
    done
done)
[ -n "$edges" ] || { echo "found no include between $layer folders (guard would be vacuous)"; exit 1; }
# The layer is named in every include (core/…, ui/…); core never includes ui/, nothing an unprefixed path.
bad=$(grep -rn -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]+/' --include='*.h' --include='*.cpp' . |
  grep -v -E "$allowed" || true)
if [ -n "$bad" ]; then echo "includes of $layer/ that name another layer or none:"; echo "$bad"; exit 1; fi
# Cycles: Tarjan's strongly connected components over the folder graph; a component of two or more
# folders holds a cycle. (POSIX awk: runs on mawk and gawk.)
status=0
report=$(awk -v layer="$layer" '
  {
    if (!(($1 SUBSEP $2) in seen)) { seen[$1 SUBSEP $2] = 1; adj[$1] = adj[$1] " " $2 }
    where[$1 SUBSEP $2] = where[$1 SUBSEP $2] "\n      " $3
    nodes[$1] = 1; nodes[$2] = 1
  }
  function visit(v,    n, i, w, list, comp, size, ms, a, b) {
    counter++; idx[v] = counter; low[v] = counter; sp++; stack[sp] = v; on[v] = 1
    n = split(adj[v], list, " ")
    for (i = 1; i <= n; i++) {
      w = list[i]
      if (!(w in idx)) { visit(w); if (low[w] < low[v]) low[v] = low[w] }
      else if (on[w] && idx[w] < low[v]) low[v] = idx[w]
    }
    if (low[v] == idx[v]) {
      comp = ""; size = 0
      do { w = stack[sp]; sp--; on[w] = 0; comp = comp " " w; size++ } while (w != v)
      if (size > 1) {
        cycles++
        printf "cycle between %s folders:%s\n", layer, comp
        split(comp, ms, " ")
        for (a in ms) for (b in ms) if ((ms[a] SUBSEP ms[b]) in where)
          printf "  %s -> %s, included by:%s\n", ms[a], ms[b], where[ms[a] SUBSEP ms[b]]
      }
    }
  }
  END { for (v in nodes) if (!(v in idx)) visit(v); exit (cycles ? 1 : 0) }
' <<<"$edges" 2>&1) || status=$?
if [ "$status" -ne 0 ]; then
  echo "$report"
  [ -n "$report" ] || echo "awk failed (status $status)"
  exit 1
fi
echo "ok: $(wc -l <<<"$edges") includes between $(wc -w <<<"$folders") $layer folders, no cycle"
