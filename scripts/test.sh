#!/usr/bin/env bash
# The test command: installs, builds and runs every test (unit tests, self-play, cross-checks).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh -DCARC_WERROR=ON
cd "${BUILD_DIR:-build}"
ctest --output-on-failure -j2
