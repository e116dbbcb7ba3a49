#!/usr/bin/env bash
# Builds the .deb with CPack, installs it with dpkg (root only; CI runs as root), runs the installed
# binaries, and validates the desktop entry and AppStream metainfo. Exit 77 = skipped (not root, outside CI).
set -euo pipefail
build_dir="$1"
src_dir="$2"
if [ "$(id -u)" -ne 0 ]; then
  # A skip must not turn a CI run green: under CI (CI, CLOUDLY_REQUIRE_ALL=1 from scripts/test.sh, or
  # CLOUDLY_REQUIRE_KEYRING=1) a missing root is a failure.
  if [ -n "${CI:-}" ] || [ "${CLOUDLY_REQUIRE_ALL:-0}" = 1 ] || [ "${CLOUDLY_REQUIRE_KEYRING:-0}" = 1 ]; then
    echo "install test needs root (dpkg -i), and this is a CI run (CI/CLOUDLY_REQUIRE_ALL/CLOUDLY_REQUIRE_KEYRING): FAIL"
    exit 1
  fi
  echo "install test needs root (dpkg -i); skipped"
  exit 77
fi
for tool in desktop-file-validate appstreamcli dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || { echo "missing $tool (scripts/setup.sh installs it)"; exit 1; }
done
desktop-file-validate "$src_dir/packaging/linux/zone.serve.CloudlyConsole.desktop"
# Links to a view (cloudly://…) open in the console: the entry handles the scheme and passes the URL on.
grep -q '^MimeType=.*x-scheme-handler/cloudly;' "$src_dir/packaging/linux/zone.serve.CloudlyConsole.desktop" ||
  { echo "the desktop entry does not register x-scheme-handler/cloudly"; exit 1; }
grep -q '^Exec=cloudly-console %u$' "$src_dir/packaging/linux/zone.serve.CloudlyConsole.desktop" ||
  { echo "the desktop entry does not pass the link (%u) to cloudly-console"; exit 1; }
appstreamcli validate --no-net --pedantic "$src_dir/packaging/linux/zone.serve.CloudlyConsole.metainfo.xml" || \
  appstreamcli validate --no-net "$src_dir/packaging/linux/zone.serve.CloudlyConsole.metainfo.xml"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$build_dir" && cpack -G DEB -B "$work" >/dev/null)
deb=$(ls "$work"/*.deb)
echo "built $(basename "$deb")"
# Read the control data once: `grep -q` on a live pipe can close it early and fail the pipeline (pipefail).
info=$(dpkg-deb --info "$deb")
grep -E 'Depends|Version|Package' <<<"$info"
grep -q 'libqt6widgets6' <<<"$info" || { echo "Depends lacks Qt (shlibdeps did not run)"; exit 1; }
dpkg -i "$deb" >/dev/null
trap 'dpkg -r cloudly-console >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
for f in /usr/bin/cloudly-console /usr/bin/cloudlyctl /usr/share/applications/zone.serve.CloudlyConsole.desktop \
         /usr/share/metainfo/zone.serve.CloudlyConsole.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/zone.serve.CloudlyConsole.svg; do
  [ -e "$f" ] || { echo "not installed: $f"; exit 1; }
done
/usr/bin/cloudlyctl --version | grep -q "^cloudlyctl " 
QT_QPA_PLATFORM=offscreen /usr/bin/cloudly-console --version | grep -q "cloudly-console"
echo "installed binaries run: $(/usr/bin/cloudlyctl --version)"
