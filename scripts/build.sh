#!/usr/bin/env bash
# Installs the dependencies and builds everything into build/ (or $BUILD_DIR).
# Extra arguments go to CMake, e.g. scripts/build.sh -DCARC_SANITIZE=ON
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
build=${BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja "$@" >/dev/null
cmake --build "$build"
