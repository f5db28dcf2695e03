#!/usr/bin/env bash
# Builds the fuzz targets with clang in build-fuzz/ (or $FUZZ_BUILD_DIR) and runs one of them.
# Usage: fuzz/run.sh [TARGET] [SECONDS]     (defaults: fuzz_scenario, 600; targets: fuzz_scenario,
# fuzz_protocol)
# Extra libFuzzer flags go in $FUZZ_FLAGS. For target fuzz_NAME: seeds come from
# fuzz/seeds_NAME.py when it exists, the dictionary is fuzz/NAME.dict when it exists, the corpus
# grows in build-fuzz/corpus/NAME/ and failing inputs land in build-fuzz/artifacts/NAME/.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-fuzz_scenario}
seconds=${2:-600}
name=${target#fuzz_}
build=${FUZZ_BUILD_DIR:-build-fuzz}

bash scripts/install-deps.sh
cmake -S . -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCARC_FUZZ=ON >/dev/null
# carc too: a seed script may need it (seeds_protocol.py exports the library through $CARC).
cmake --build "$build" --target "$target" carc
mkdir -p "$build/corpus/$name" "$build/seeds/$name" "$build/artifacts/$name"
[ -f "fuzz/seeds_$name.py" ] && CARC="$build/carc" python3 "fuzz/seeds_$name.py" "$build/seeds/$name"
flags=(-timeout=10 -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$build/artifacts/$name/")
[ -f "fuzz/$name.dict" ] && flags+=(-dict="fuzz/$name.dict")
# shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
UBSAN_OPTIONS=print_stacktrace=1 "$build/fuzz/$target" "${flags[@]}" ${FUZZ_FLAGS:-} \
  "$build/corpus/$name" "$build/seeds/$name" "fuzz/regressions/$name"
