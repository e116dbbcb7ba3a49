#!/usr/bin/env bash
# Installs everything Cloudly Console needs to build, run and test on Debian 12. Idempotent: it only
# installs what is missing. Runs as root (uses sudo when started as another user).
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config     # toolchain
  qt6-base-dev qt6-base-dev-tools qt6-websockets-dev      # Qt Core/Network/Gui/Widgets/Test/Sql, WebSockets
  libqt6sql6-sqlite                                       # Qt SQL's SQLite driver: the change journal
  qt6-svg-dev                                             # Qt Svg: the light/dark SVG icons
  qt6-charts-dev libqt6opengl6-dev                        # Qt Charts: metrics over time (its CMake config needs OpenGL)
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools        # lupdate/lrelease (translations)
  qtkeychain-qt6-dev libgl-dev qt6-qpa-plugins            # QtKeychain (OS keychain), GL headers Qt needs
  libsecret-1-0                                           # QtKeychain loads it at run time (not a package dependency)
  gnome-keyring dbus dbus-x11 libsecret-tools             # a real Secret Service for keychain tests
  xvfb xauth x11-apps imagemagick fonts-dejavu-core       # headless GUI runs and screenshots
  clang-format openssl                                    # formatting check; test certificates
  libbenchmark-dev                                        # Google Benchmark (tests/bench)
  libsimdjson-dev                                         # fast JSON parse for large inventory replies
  libzstd-dev                                             # zstd: the console's task table kept compressed
  clang-14 libclang-rt-14-dev llvm-14                     # libFuzzer, ASan/UBSan runtime, llvm-symbolizer
  dpkg-dev desktop-file-utils appstream                   # .deb build (shlibdeps) and metadata validation
  poppler-utils                                           # pdftotext: secret-hygiene scan of PDF exports
  at-spi2-core python3-pyatspi gir1.2-atspi-2.0           # the AT-SPI bus and a real screen-reader client (a11y test)
  x11-utils libx11-6                                      # xwininfo + XSetInputFocus: the keyboard test gives its window the X focus
  libssl-dev openssh-client                               # approvals: verified with libcrypto, signed by ssh-keygen
  libarchive-dev unzip                                    # support bundles are zip files (libarchive); unzip reads them in tests
)

missing=()
for p in "${PACKAGES[@]}"; do
  case "$p" in \#*) continue ;; esac
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if ! command -v node >/dev/null 2>&1; then missing+=(nodejs npm); fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: Debian packages already installed"
fi

# npm packages of the Node reference peer (tests/peer), from its lock file.
if [ ! -d tests/peer/node_modules ] || [ tests/peer/package-lock.json -nt tests/peer/node_modules/.package-lock.json ]; then
  echo "setup: installing the reference peer's npm packages"
  (cd tests/peer && npm ci --no-audit --no-fund --loglevel=error)
else
  echo "setup: peer npm packages already installed"
fi
