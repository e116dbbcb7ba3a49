#!/bin/sh
# Runs one libFuzzer target for a bounded time (CTest test fuzz/<name>):
#   run-fuzz-target.sh DEFAULT_SECONDS BINARY LIBFUZZER_ARGS...
# CLOUDLY_FUZZ_SECONDS in the environment overrides the time per target. The mutation sequence starts from a
# fixed seed (CLOUDLY_FUZZ_SEED, default 1) so that a CI failure is reproducible; set another seed (or 0 for a
# random one) to explore further by hand.
seconds="${CLOUDLY_FUZZ_SECONDS:-$1}"
binary="$2"
shift 2
exec "$binary" -seed="${CLOUDLY_FUZZ_SEED:-1}" -max_total_time="$seconds" "$@"
