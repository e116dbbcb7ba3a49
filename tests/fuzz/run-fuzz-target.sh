#!/bin/sh
# Runs one libFuzzer target for a bounded time (CTest test fuzz/<name>):
#   run-fuzz-target.sh DEFAULT_SECONDS BINARY LIBFUZZER_ARGS...
# CLOUDLY_FUZZ_SECONDS in the environment overrides the time per target.
seconds="${CLOUDLY_FUZZ_SECONDS:-$1}"
binary="$2"
shift 2
exec "$binary" -max_total_time="$seconds" "$@"
