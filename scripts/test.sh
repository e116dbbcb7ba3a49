#!/usr/bin/env bash
# README command 2: set up, build (warnings are errors) and run every test, headless. Two passes:
#   1. the release build (preset ci): every test;
#   2. one clang build with AddressSanitizer + UndefinedBehaviorSanitizer (preset asan): the whole suite
#      again except formatting, translations, packaging and benchmarks, then every libFuzzer target for a
#      bounded time (CLOUDLY_FUZZ_SECONDS each, 15 by default). Any leak, crash or undefined behaviour fails.
#      CLOUDLY_SKIP_SANITIZERS=1 skips this pass (e.g. for a quick local run).
#   3. one clang build with ThreadSanitizer (preset tsan) of only the tests whose code runs on several
#      threads (CLOUDLY_TSAN_TESTS in CMakePresets.json: journal writer, metrics recorder and archive,
#      offline cache pool, log search, table packing); any data race fails. Skipped with the sanitizer pass,
#      or alone with CLOUDLY_SKIP_TSAN=1. Prints how long it took.
# Arguments go to both ctest runs (e.g. `scripts/test.sh -R contracts`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
export CLOUDLY_REQUIRE_KEYRING=1
# Checks whose subject is missing fail instead of skipping (packaging without root, ...).
export CLOUDLY_REQUIRE_ALL=1

scripts/build.sh ci
# The whole suite runs inside a private D-Bus session with an unlocked gnome-keyring, so the
# keychain tests use the real Secret Service.
scripts/with-keyring.sh ctest --preset ci --output-on-failure "$@"

if [ "${CLOUDLY_SKIP_SANITIZERS:-0}" != 1 ]; then
  echo "test: sanitizer pass (ASan + UBSan, fuzz targets)"
  scripts/build.sh asan
  scripts/with-keyring.sh ctest --preset asan "$@"
fi

if [ "${CLOUDLY_SKIP_SANITIZERS:-0}" != 1 ] && [ "${CLOUDLY_SKIP_TSAN:-0}" != 1 ]; then
  echo "test: ThreadSanitizer pass (the threaded tests only)"
  tsan_start=$(date +%s)
  scripts/build.sh tsan
  scripts/with-keyring.sh ctest --preset tsan "$@"
  echo "test: ThreadSanitizer pass took $(( $(date +%s) - tsan_start )) s (build and tests)"
fi
