#!/usr/bin/env bash
# README command 2: set up, build (warnings are errors) and run every test, headless.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh ci
export QT_QPA_PLATFORM=offscreen
export CLOUDLY_REQUIRE_KEYRING=1
# The whole suite runs inside a private D-Bus session with an unlocked gnome-keyring, so the
# keychain tests use the real Secret Service.
scripts/with-keyring.sh ctest --preset ci --output-on-failure "$@"
