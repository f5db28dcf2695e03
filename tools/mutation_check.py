#!/usr/bin/env python3
"""Mutation check: break a rule in the engine on purpose, rebuild, run the scenario library and
list the scenarios that fail, then restore the source. A rule no scenario notices is a gap.

usage: tools/mutation_check.py   (builds into build-mut/; each mutation is a text replacement
that must match exactly once, else it is reported as SKIPPED)
"""
import subprocess, sys, re, json
import os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MUTATIONS = [
  ("city-scoring 2/tile -> 1/tile", "engine/expansions/base/base_module.cpp", "v.points = 2 * tiles + 2 * r.pennants;", "v.points = 1 * tiles + 2 * r.pennants;"),
  ("pennant 2 -> 1 in a completed city", "engine/expansions/base/base_module.cpp", "v.points = 2 * tiles + 2 * r.pennants;", "v.points = 2 * tiles + 1 * r.pennants;"),
  ("completed cloister 9 -> 8", "engine/expansions/base/base_module.cpp", "v.points = 9;", "v.points = 8;"),
  ("incomplete cloister drops its own tile", "engine/expansions/base/base_module.cpp", "v.points = 1 + around;", "v.points = around;"),
  ("road 1/tile -> tiles+1", "engine/expansions/base/base_module.cpp", "      v.points = tiles;\n", "      v.points = tiles + 1;\n"),
  ("small-city option ignored", "engine/expansions/base/base_module.cpp", "tiles == 2 && game.options().is(\"tiny-city\", \"2\")", "tiles == 2 && false"),
  ("third-edition farm 3 -> 4 per city", "engine/expansions/base/farm_scoring.cpp", "ev.points = 3 * cities;", "ev.points = 4 * cities;"),
  ("first-edition farms: 4 -> 3 per city", "engine/expansions/base/farm_scoring.cpp", "ev.points = 4;", "ev.points = 3;"),
  ("third-edition farms count incomplete cities", "engine/expansions/base/farm_scoring.cpp", "if (game.regions().is_complete(game.board(), city)) ++complete;", "++complete;"),
  ("first-edition farms count incomplete cities", "engine/expansions/base/farm_scoring.cpp", "if (game.regions().is_complete(game.board(), c)) out.push_back(c);", "out.push_back(c);"),
  ("river U-turn allowed", "engine/expansions/river1/river1_module.cpp", "return mine > 0 && mine == theirs ? Verdict::UTurn : Verdict::Allowed;", "return Verdict::Allowed;"),
  ("majority: ties pay only the first player", "engine/core/scoring.cpp", "      if (e.strength == best) out.push_back(e.player);", "      if (e.strength == best && out.empty()) out.push_back(e.player);"),
  ("figures not returned after scoring", "engine/core/scoring.cpp", "    for (std::size_t j = 0; j < figs.size(); ++j) return_figure(figs[j]);", "    (void)figs;"),
]
def sh(cmd):
    return subprocess.run(cmd, shell=True, cwd=ROOT, capture_output=True, text=True)
results = []
for name, path, old, new in MUTATIONS:
    p = f"{ROOT}/{path}"
    src = open(p).read()
    if src.count(old) != 1:
        results.append((name, f"SKIPPED: pattern found {src.count(old)} times"))
        continue
    open(p, "w").write(src.replace(old, new))
    try:
        b = sh("cmake --build build-mut 2>&1 | grep -E 'error|FAILED' | head -3")
        r = sh("./build-mut/carc run --format json scenarios")
        j = json.loads(r.stdout)
        failed = [f"{f['path']}:{s['line']} {s['title']}" for f in j["files"] for s in f["scenarios"] if s["status"] != "passed"]
        results.append((name, failed))
    finally:
        open(p, "w").write(src)
sh("cmake --build build-mut")
for name, failed in results:
    print(f"## {name}")
    if isinstance(failed, str):
        print(failed)
    else:
        print(f"{len(failed)} scenario(s) failed:")
        for f in failed[:12]:
            print("  -", f)
        if len(failed) > 12:
            print(f"  ... and {len(failed) - 12} more")
