#!/usr/bin/env bash
# README command 1: set up, build and open Cloudly Console on the embedded demo Cloudly.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh ci
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
  echo "demo: no display found; running under a virtual X server (xvfb-run)" >&2
  exec xvfb-run -a -s "-screen 0 1600x1000x24" build/ci/app/cloudly-console --demo "$@"
fi
exec build/ci/app/cloudly-console --demo "$@"
