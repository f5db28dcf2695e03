#!/usr/bin/env bash
# Prints the numbers docs/performance.md reports, one per line in a fixed format:
#   selfplay base: N games/s            random base games through `carc selfplay --no-check`
#   selfplay base+river1: N games/s     the same with River I
#   selfplay base+princess-dragon: N    the same with The Princess & the Dragon (the open turn's modules)
#   selfplay base+tower: N games/s      the same with The Tower
#   selfplay everything: N games/s      every built expansion together
#   game state bytes: N                 memory one finished base game owns (see game_memory.cpp)
#   parse: N MB/s                       the scenario library parsed in one process (library_throughput.cpp)
#   library run: N ms                   the whole library parsed, checked and run in one process
#   carc run scenarios: N ms            the same through the command line, start-up included
# and a few detail lines after them. Throughput is the median of BENCH_RUNS runs (default 5) of
# BENCH_GAMES games (default 20000) on one thread; the best run is shown beside it.
# usage: bench/run.sh [build-dir]   (default: $BUILD_DIR or build; carc and carc_bench_memory are built first)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-${BUILD_DIR:-build}}
games=${BENCH_GAMES:-20000}
runs=${BENCH_RUNS:-5}
cmake --build "$build" --target carc carc_bench_memory carc_bench_library >/dev/null

# selfplay LABEL [carc selfplay options...]: runs it $runs times, prints median and best games/s.
selfplay() {
  local label=$1
  shift
  local rates=()
  for _ in $(seq "$runs"); do
    rates+=("$("$build/carc" selfplay --games "$games" --seed 1 --no-check "$@" | awk '/ games\/s$/ {print $1}')")
  done
  printf '%s\n' "${rates[@]}" | sort -g | awk -v label="$label" -v games="$games" '
    { r[NR] = $1 }
    END {
      median = (NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
      printf "selfplay %s: %d games/s (best %d; median of %d runs of %d games)\n", label, median, r[NR], NR, games
    }'
}

selfplay base
selfplay base+river1 --expansions river1
selfplay base+princess-dragon --expansions princess-dragon
selfplay base+tower --expansions tower
selfplay everything --expansions river1 inns-cathedrals traders-builders princess-dragon tower
"$build/carc_bench_memory" "${BENCH_MEMORY_GAMES:-1000}"
"$build/carc_bench_library" scenarios "${BENCH_LIBRARY_PASSES:-20}"
# Wall time of the command a user runs, median of $runs runs.
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  "$build/carc" run scenarios >/dev/null || true
  echo $(( ($(date +%s%N) - start) / 1000000 ))
done | sort -n | awk '{ t[NR] = $1 } END { printf "carc run scenarios: %d ms wall (median of %d runs)\n", t[int((NR + 1) / 2)], NR }'
