#!/usr/bin/env bash
# The test command: installs, builds and runs every test (unit tests, self-play, cross-checks)
# twice: a normal build in build/ (or $BUILD_DIR, warnings are errors), then the same tests on an
# AddressSanitizer + UndefinedBehaviorSanitizer build in build-asan/ (or $BUILD_DIR-asan), where
# any memory error, leak or undefined behaviour fails the test that ran into it.
# CARC_NO_SANITIZE=1 runs the normal pass only.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}

start=$SECONDS
bash scripts/build.sh -DCARC_WERROR=ON
(cd "$build" && ctest --output-on-failure -j2 -LE mutation)
echo "normal pass (build and tests): $((SECONDS - start)) s"
[ "${CARC_NO_SANITIZE:-0}" = 1 ] && exit 0

# Warnings are the normal pass's business: GCC's -Wmaybe-uninitialized misfires under the
# sanitizers (in <regex>), so this build does not use -Werror.
start=$SECONDS
BUILD_DIR="$build-asan" bash scripts/build.sh -DCARC_SANITIZE=ON
echo "sanitizer build: $((SECONDS - start)) s"
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
cd "$build-asan"
ctest --output-on-failure -j2 -LE mutation
