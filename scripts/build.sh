#!/usr/bin/env bash
# Configures and builds with the given CMake preset (default: ci = RelWithDebInfo, -Werror).
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-ci}"
launcher=()
if command -v ccache >/dev/null 2>&1; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake --preset "$preset" "${launcher[@]}" >/dev/null
cmake --build --preset "$preset"
