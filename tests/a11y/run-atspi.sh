#!/usr/bin/env bash
# Usage: tests/a11y/run-atspi.sh CLOUDLY_CONSOLE [SCRIPT [ARGS…]]
#
# Runs an AT-SPI client script (default atspi_walk.py; atspi_keyboard.py: the keyboard-only walkthrough)
# against the real console on its embedded demo Cloudly, the way a screen
# reader sees it: a virtual X server (the xcb platform, which carries Qt's AT-SPI bridge; offscreen has none),
# a private D-Bus session with its own AT-SPI bus and registry, and Debian's pyatspi as the client. A missing
# tool is a failure, not a skip: the test's subject would be missing.
set -euo pipefail
console="$1"
script="${2:-atspi_walk.py}"
shift $(( $# >= 2 ? 2 : 1 ))
here="$(cd "$(dirname "$0")" && pwd)"
launcher=/usr/libexec/at-spi-bus-launcher
for tool in xvfb-run dbus-run-session "$launcher" /usr/bin/python3 xwininfo; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "a11y: $tool is missing (scripts/setup.sh installs it)" >&2
    exit 1
  fi
done
if ! /usr/bin/python3 -c 'import pyatspi' 2>/dev/null; then
  echo "a11y: python3-pyatspi is missing (scripts/setup.sh installs it)" >&2
  exit 1
fi
if [ -z "${CLOUDLY_A11Y_SESSION:-}" ]; then
  exec env CLOUDLY_A11Y_SESSION=1 xvfb-run -a -s "-screen 0 ${CLOUDLY_A11Y_SCREEN:-1600x1000x24}" \
    dbus-run-session -- "$0" "$console" "$script" "$@"
fi
"$launcher" --launch-immediately >/dev/null 2>&1 &
bus=$!
trap 'kill "$bus" 2>/dev/null || true' EXIT
# The console looks for the accessibility bus once, when it starts: wait until the launcher answers.
for _ in $(seq 1 100); do
  if dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1; then
    break
  fi
  sleep 0.2
done
if ! dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1; then
  echo "a11y: the AT-SPI bus did not start" >&2
  exit 1
fi
/usr/bin/python3 "$here/$script" "$console" "$@"
