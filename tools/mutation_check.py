#!/usr/bin/env python3
"""Mutation check: break a rule in the engine on purpose, rebuild, run the scenario library and
list the scenarios that fail, then restore the source. A rule no scenario notices is a gap.

usage: tools/mutation_check.py [SUBSTRING...]   (builds into build-mut/, which must be configured
already; each mutation is a text replacement that must match exactly once, else it is reported as
SKIPPED; with SUBSTRINGs only the mutations whose name contains one of them run). The source is edited in
place while a mutation runs: run it in a copy of the tree when others build from the same one.
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
  ("third-edition farm 3 -> 4 per city", "engine/expansions/base/farm_scoring.cpp", "score_one_farm(game, farm, 3, true,", "score_one_farm(game, farm, 4, true,"),
  ("first-edition farms: 4 -> 3 per city", "engine/expansions/base/farm_scoring.cpp", "add_cities(game, farms, one_city, 4,", "add_cities(game, farms, one_city, 3,"),
  ("third-edition farms count incomplete cities", "engine/expansions/base/farm_scoring.cpp", "if (game.regions().is_complete(game.board(), city)) complete.push_back(city);", "complete.push_back(city);"),
  ("first-edition farms count incomplete cities", "engine/expansions/base/farm_scoring.cpp", "if (game.regions().is_complete(game.board(), c)) out.push_back(c);", "out.push_back(c);"),
  ("river U-turn allowed", "engine/expansions/river/river_rules.cpp", "  if (theirs != 1 && theirs != 3) return Verdict::Allowed;", "  return Verdict::Allowed;"),
  ("river branches may join", "engine/expansions/river/river_rules.cpp", "  if (joined > 1) return Verdict::BranchesJoin;", ""),
  ("River II volcano takes a figure", "engine/expansions/river2/volcano.cpp", "  if (target != g.last_placed() || !is_volcano_lake(g.board().tile(target).type)) return std::nullopt;\n  return Rejection", "  return std::nullopt;\n  return Rejection"),
  ("River II volcano gives no extra tile", "engine/expansions/river2/volcano.cpp", "  if (g.turn_part() > 0 || !is_volcano_lake(", "  if (true || !is_volcano_lake("),
  ("pig-herd adds nothing", "engine/expansions/river2/pig_herd.cpp", "  v.points += 1;\n", "  v.points += 0;\n"),
  ("pig-herd pays a barn", "engine/expansions/river2/pig_herd.cpp", "  if (!farmer && !barn_too) return;", ""),
  ("pig-herds stack", "engine/expansions/river2/pig_herd.cpp", "  if (std::find(v.rulings.begin(), v.rulings.end(), kPaid) != v.rulings.end()) return;  // once (CAR-251)", ""),
  ("majority: ties pay only the first player", "engine/core/scoring.cpp", "      if (e.strength == best) out.push_back(e.player);", "      if (e.strength == best && out.empty()) out.push_back(e.player);"),
  ("figures not returned after scoring", "engine/core/scoring.cpp", "    for (std::size_t j = 0; j < figs.size(); ++j) return_figure(figs[j]);", "    (void)figs;"),
  ("the Traders & Builders house is an inn (CAR-47)", "engine/tiles/traders-builders.yaml", "      - kind: road           # ends at a house, which is not an inn (CAR-47)\n        ports: [W]\n", "      - kind: road           # ends at a house, which is not an inn (CAR-47)\n        ports: [W]\n        symbols: [inn]\n"),
  ("inn road 2/tile -> 1/tile", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "v.points = 2 * tiles;", "v.points = tiles;"),
  ("incomplete inn road scores 1/tile, not 0", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "v.points = 0;\n      v.rule = \"incomplete road with an inn: 0\";", "v.points = tiles;\n      v.rule = \"incomplete road with an inn: 0\";"),
  ("an inn counts for every road of its tile", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "&game.regions().region(pt.node(static_cast<int>(f))) == &r)", "true)"),
  ("cathedral city 3/tile -> 2/tile", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "v.points = 3 * tiles + 3 * r.pennants;", "v.points = 2 * tiles + 3 * r.pennants;"),
  ("cathedral pennant 3 -> 2", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "v.points = 3 * tiles + 3 * r.pennants;", "v.points = 3 * tiles + 2 * r.pennants;"),
  ("incomplete cathedral city scores 1/tile + 1/pennant, not 0", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "v.points = 0;\n      v.rule = \"incomplete city with a cathedral: 0\";", "v.points = tiles + r.pennants;\n      v.rule = \"incomplete city with a cathedral: 0\";"),
  ("big follower strength 2 -> 1", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "t.add({\"big-follower\", true, 2, 1,", "t.add({\"big-follower\", true, 1, 1,"),
  ("big follower: two per player", "engine/expansions/inns_cathedrals/inns_cathedrals_module.cpp", "t.add({\"big-follower\", true, 2, 1,", "t.add({\"big-follower\", true, 2, 2,"),
  # Traders & Builders
  ("builder: no extra tile", "engine/expansions/traders_builders/builder.cpp", "      return grant;\n", "      return std::nullopt;\n"),
  ("builder: extra tiles chain (no third-tile rule)", "engine/expansions/traders_builders/builder.cpp", "if (game.turn_part() > 0 && !unlimited) return std::nullopt;", "(void)unlimited;"),
  ("builder: second tile always drawn after scoring", "engine/expansions/traders_builders/builder.cpp", "grant.before_scoring = game.options().is(\"builder-second-tile\", \"immediately\");", "grant.before_scoring = false;"),
  ("builder and pig count as followers of strength 1", "engine/expansions/traders_builders/traders_builders_module.cpp", "{kBuilder, false, 0, 1,", "{kBuilder, true, 1, 1,"),
  ("builder needs no follower of its owner", "engine/expansions/traders_builders/traders_builders_module.cpp", "builder.with_own_follower = true;", "builder.with_own_follower = false;"),
  ("pig: 4 -> 3 per city", "engine/expansions/traders_builders/pig.cpp", "v.points += 1;", "v.points += 0;"),
  ("pig counts for the majority", "engine/expansions/traders_builders/traders_builders_module.cpp", "{kPig, false, 0, 1,", "{kPig, true, 1, 1,"),
  ("goods to the next player, not the completer", "engine/expansions/traders_builders/trade_goods.cpp", "game.take_tokens(game.active_player(),", "game.take_tokens((game.active_player() + 1) % static_cast<int>(game.players().size()),"),
  ("goods majority 10 -> 5", "engine/expansions/traders_builders/trade_goods.cpp", "ev.points = 10;", "ev.points = 5;"),
  ("goods majority: ties pay only the first player", "engine/expansions/traders_builders/trade_goods.cpp", "if (game.players()[p].tokens[kind] == best) ev.players.push_back(p);", "if (game.players()[p].tokens[kind] == best && ev.players.empty()) ev.players.push_back(p);"),
  ("extra tile: scoring never put off", "engine/core/turn.cpp", "if (extra_earned_ && extra_before_scoring_) {", "if (false) {"),
  # Princess & Dragon
  ("dragon: five steps, not six", "engine/expansions/princess_dragon/dragon.cpp", "state[kStepsLeft] = 6;", "state[kStepsLeft] = 5;"),
  ("dragon: may go back to its start tile", "engine/expansions/princess_dragon/dragon.cpp", "  state.push_back(from);  // the move may not come back", "  (void)from;  // the move may not come back"),
  ("dragon: may revisit a tile of this move", "engine/expansions/princess_dragon/dragon.cpp", "  st.push_back(to);\n", "  (void)to;\n"),
  ("dragon: the fairy does not stop it", "engine/expansions/princess_dragon/dragon.cpp", "if (t < 0 || t == fairy) continue;", "if (t < 0) continue;"),
  ("dragon: eats nothing", "engine/expansions/princess_dragon/dragon.cpp", "for (int id : meal) g.remove_figure(id, \"eaten by the dragon\");", "(void)meal;"),
  ("dragon: the active player takes every step", "engine/expansions/princess_dragon/dragon.cpp", "st[kMover] = (mover + 1) % static_cast<int>(g.players().size());", "st[kMover] = mover;"),
  ("dragon: timing option ignored", "engine/expansions/princess_dragon/dragon.cpp", "g.options().is(\"dragon-timing\", \"after-scoring\") ? OrderStep::FeaturesScored", "false ? OrderStep::FeaturesScored"),
  ("volcano: a figure may go on the dragon's tile", "engine/expansions/princess_dragon/dragon.cpp", "  if (target != tile_of_neutral(g, kDragon)) return std::nullopt;", "  return std::nullopt;"),
  ("volcano: set-aside dragon tiles never come back", "engine/expansions/princess_dragon/dragon.cpp", "  if (first) g.return_set_aside();", "  (void)first;"),
  ("dragon tiles before the volcano are played", "engine/expansions/princess_dragon/dragon.cpp", "if (!t->has_symbol(kDragonSymbol) || tile_of_neutral(g, kDragon) >= 0) return {};", "return {};"),
  ("fairy: turn point 1 -> 2", "engine/expansions/princess_dragon/fairy.cpp", "g.award_bonus(f.owner, 1,", "g.award_bonus(f.owner, 2,"),
  ("fairy: scoring bonus 3 -> 2", "engine/expansions/princess_dragon/fairy.cpp", "g.award_bonus(f.owner, 3, g.regions().kind(root)", "g.award_bonus(f.owner, 2, g.regions().kind(root)"),
  ("fairy: no farm bonus at the end", "engine/expansions/princess_dragon/princess_dragon_module.cpp", "void PrincessDragonModule::final_scoring(Game& g) const { fairy_farm_bonus(g); }", "void PrincessDragonModule::final_scoring(Game& g) const { (void)g; }"),
  ("fairy: moving it is no figure action", "engine/expansions/princess_dragon/fairy.cpp", "  g.take_figure_step();", "  (void)0;"),
  ("princess: a removal is no figure action", "engine/expansions/princess_dragon/princess.cpp", "  g.take_figure_step();", "  (void)0;"),
  ("princess: must-remove option ignored", "engine/expansions/princess_dragon/princess.cpp", "if (g.options().is(\"princess\", \"may\") || g.phase() != Phase::Deploy) return std::nullopt;", "return std::nullopt;"),
  ("portal: no deployment onto other tiles", "engine/expansions/princess_dragon/princess_dragon_module.cpp", "{ return portal_open(g); }", "{ (void)g; return false; }"),
  ("portal: builders and pigs pass through", "engine/expansions/princess_dragon/portal.cpp", "  if (!g.rules().figures.at(d.figure_kind).follower)\n", "  if (false)\n"),
  ("portal: completed features reachable", "engine/expansions/princess_dragon/portal.cpp", "  if (!g.regions().is_complete(g.board(), node)) return std::nullopt;", "  return std::nullopt;"),
  # The Tower
  ("tower: reach one short of the height", "engine/expansions/tower/capture.cpp", "if ((dx == 0 || dy == 0) && dx + dy <= reach)", "if ((dx == 0 || dy == 0) && dx + dy < reach)"),
  ("tower: reach also diagonal", "engine/expansions/tower/capture.cpp", "if ((dx == 0 || dy == 0) && dx + dy <= reach)", "if (dx + dy <= reach)"),
  ("tower: own-capture option ignored", "engine/expansions/tower/capture.cpp", "if (f.owner == g.active_player() && !own) continue;", "(void)own;"),
  ("tower: tower-top option ignored", "engine/expansions/tower/capture.cpp", "if (!tops && f.feature == tower_feature(g, f.tile)) continue;", "(void)tops;"),
  ("tower: builders and pigs may be taken", "engine/expansions/tower/towers.cpp", "return def.follower || old_figures(g);", "return true;"),
  ("tower: one's own follower stays on the board", "engine/expansions/tower/capture.cpp", "    g.remove_figure(id, \"taken by its owner's own tower: back to the supply\");", "    (void)0;"),
  ("tower: no exchange of prisoners", "engine/expansions/tower/capture.cpp", "  if (mine.empty()) {\n    g.close_decision();", "  if (true) {\n    g.close_decision();"),
  ("tower: a capped tower grows", "engine/expansions/tower/towers.cpp", "  if (figure_on_top(g, tile) >= 0)\n    return Rejection{kTowerFinished", "  if (false)\n    return Rejection{kTowerFinished"),
  ("tower: a bare foundation takes a follower", "engine/expansions/tower/towers.cpp", "  if (height(g, tile) == 0)\n    return Rejection{kTowerNotStarted", "  if (false)\n    return Rejection{kTowerNotStarted"),
  ("tower: no follower on a tower's top from afar", "engine/expansions/tower/towers.cpp", "  if (d.feature == tower_feature(g, d.tile)) return std::nullopt;", "  if (false) return std::nullopt;"),
  ("tower: pieces by players ignored (always 10)", "engine/expansions/tower/towers.cpp", "    case 3: return 9;", "    case 3: return 10;"),
  ("tower: ransom twice a turn", "engine/expansions/tower/ransom.cpp", "  state(g)[kRansomTaken] = 1;", "  (void)0;"),
  ("tower: ransom 3 -> 2 paid", "engine/expansions/tower/ransom.cpp", "g.award_bonus(g.active_player(), -kRansom3,", "g.award_bonus(g.active_player(), -2,"),
  ("tower: ransom below zero allowed by default", "engine/expansions/tower/ransom.cpp", "bool may_go_below_zero(const Game& g) { return g.options().is(\"ransom-below-zero\", \"allowed\"); }", "bool may_go_below_zero(const Game& g) { (void)g; return true; }"),
  ("tower: the ransomed follower stays in prison", "engine/expansions/tower/ransom.cpp", "  g.remove_figure(id, \"bought back for a ransom\");", "  (void)id;"),
  ("tower: a captured builder's companion rule skipped", "engine/core/figure_moves.cpp", "  if (left >= 0)\n    for (const auto* m : play_modules_) m->figure_returned(*this, id, left);", "  (void)left;"),
  ("tower: capture after the dragon (no figure-step resume)", "engine/core/turn.cpp", "    resume_ = Resume::FigureStep;\n", "    resume_ = Resume::None;\n"),
  ("one figure action a turn: a second deployment allowed", "engine/core/turn.cpp", "    return g.figure_step_done() && g.phase() != Phase::PlaceTile ? DeployRefusal::ActionTaken : DeployRefusal::WrongPhase;", "    return DeployRefusal::WrongPhase;"),
  ("extra tile: put-off tiles scored one by one (a feature twice)", "engine/core/turn.cpp", "score_completed_by(deferred_scoring_.data(), deferred_scoring_.size());", "for (int t : deferred_scoring_) score_completed_around(t);"),
  # Issue 23: rules the library never pinned before
  ("strength: road length counts road pieces, not tiles", "engine/expansions/base/base_module.cpp", "int tiles = static_cast<int>(r.tiles.size());", "int tiles = r.kind == FeatureKind::Road ? r.nodes : static_cast<int>(r.tiles.size());"),
  ("strength: a tile scores only the first feature it completes", "engine/core/scoring.cpp", "  for (std::size_t i = 0; i < done.size(); ++i) {\n    for (const auto* m : play_modules_) m->feature_completed", "  for (std::size_t i = 0; i < done.size() && i < 1; ++i) {\n    for (const auto* m : play_modules_) m->feature_completed"),
  ("strength: a feature met twice by the placed tile is scored twice", "engine/core/scoring.cpp", "if (!is_claimable(regions_.kind(root)) || done.contains(root)) return;", "if (!is_claimable(regions_.kind(root))) return;"),
  ("strength: majority ties pay at most two players", "engine/core/scoring.cpp", "      if (e.strength == best) out.push_back(e.player);", "      if (e.strength == best && out.size() < 2) out.push_back(e.player);"),
  ("strength: turns go round the other way", "engine/core/turn.cpp", "  active_ = (active_ + 1) % static_cast<int>(players_.size());", "  active_ = (active_ + static_cast<int>(players_.size()) - 1) % static_cast<int>(players_.size());"),
  ("strength: a tile that fits nowhere passes the turn on", "engine/core/turn.cpp", "  log_event(TileDiscarded{active_, t, back});\n  if (back) {", "  log_event(TileDiscarded{active_, t, back});\n  active_ = (active_ + 1) % static_cast<int>(players_.size());\n  if (back) {"),
  ("strength: a follower home from scoring never reaches the supply", "engine/core/figure_moves.cpp", "  if (!f.neutral()) ++players_", "  if (!f.neutral() && cause) ++players_"),
  ("strength: River I lake shuffled in with the river tiles", "engine/expansions/river/river_supply.cpp", "    else if (t->river_role == \"lake\")\n", "    else if (false)\n"),
  ("strength: River I keeps the base start tile (no spring start)", "engine/expansions/river/river_supply.cpp", "      supply.start = t;\n      spring_replaces = false;", "      spring_replaces = false;"),
  ("strength: River II's fork shuffled in with the river tiles", "engine/expansions/river/river_supply.cpp", "  if (!forks.empty()) river.push_back({forks.front()});\n  middle.insert(middle.end(), forks.begin() + std::min<std::size_t>(forks.size(), 1), forks.end());", "  middle.insert(middle.end(), forks.begin(), forks.end());"),
  ("strength: builder's double turn only from a road", "engine/expansions/traders_builders/builder.cpp", "if (kind != FeatureKind::Road && kind != FeatureKind::City) continue;", "if (kind != FeatureKind::Road) continue;"),
  ("strength: double-turn-returned option ignored", "engine/expansions/traders_builders/traders_builders_module.cpp", "if (!g.options().is(\"double-turn-returned\", \"next-turn\")) return false;", "if (true) return false;"),
  ("strength: a cloister's neighbour to the north does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == -1)) continue;"),
  ("strength: a cloister's neighbour to the north-east does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == -1 && dy == -1)) continue;"),
  ("strength: a cloister's neighbour to the east does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == -1 && dy == 0)) continue;"),
  ("strength: a cloister's neighbour to the south-east does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == -1 && dy == 1)) continue;"),
  ("strength: a cloister's neighbour to the south does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 1)) continue;"),
  ("strength: a cloister's neighbour to the south-west does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 1 && dy == 1)) continue;"),
  ("strength: a cloister's neighbour to the west does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 1 && dy == 0)) continue;"),
  ("strength: a cloister's neighbour to the north-west does not complete it", "engine/core/scoring.cpp", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;", "if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 1 && dy == -1)) continue;"),
  ("strength: a farm meeting a city at a tile corner borders it (CAR-34)", "engine/tiles/princess-dragon.yaml", "        ports: [WSW, WNW]\n        borders: [N]\n", "        ports: [WSW, WNW]\n        borders: [N, S]\n"),
  ("strength: the split fields of a T&B tile meet at the corner", "engine/tiles/traders-builders.yaml", "      - kind: field\n        ports: [SSE]\n        borders: [N]\n      - kind: field\n        ports: [ENE, ESE]\n        borders: [N]\n", "      - kind: field\n        ports: [SSE, ENE, ESE]\n        borders: [N]\n"),
  ("strength: an unfinished city's pennants pay nothing at the end", "engine/expansions/base/base_module.cpp", "v.points = tiles + r.pennants;", "v.points = tiles;"),
  # Abbey & Mayor
  ("abbey: a hole needs only three sides", "engine/expansions/abbey_mayor/abbeys.cpp", "    if (!g.board().at(neighbour(at, static_cast<Side>(s)))) return false;", "    if (s < 3 && !g.board().at(neighbour(at, static_cast<Side>(s)))) return false;"),
  ("abbey: the drawn tile is not put back", "engine/core/turn.cpp", "    stack_.push_front(drawn_);\n    count_stack_tile(drawn_, +1);\n", ""),
  ("abbey: the closing side does not close", "engine/core/regions.cpp", "      else if (theirs)\n        close_edge(nb->node(g));", "      else if (theirs)\n        (void)g;"),
  ("abbey: neighbours it closes are not scored", "engine/core/scoring.cpp", "        if (closes_by_edges(nb->type->features[g].kind)) consider(nb->node(g));", "        (void)g;"),
  ("abbey: no last round", "engine/expansions/abbey_mayor/abbeys.cpp", "  if (!g.options().is(kFinalRound, \"round\")) return;", "  return;"),
  ("abbey round starts with the last placer", "engine/expansions/abbey_mayor/abbeys.cpp", "  if (s[kRoundStart] < 0) s[kRoundStart] = g.active_player();", "  if (s[kRoundStart] < 0) s[kRoundStart] = (g.active_player() + static_cast<int>(g.players().size()) - 1) % static_cast<int>(g.players().size());"),
  ("mayor counts 1 whatever the pennants", "engine/expansions/abbey_mayor/abbey_mayor_module.cpp", "  return r.pennants;", "  return 1;"),
  ("mayor without pennants counts 1", "engine/expansions/abbey_mayor/abbey_mayor_module.cpp", "  return r.pennants;", "  return std::max(1, r.pennants);"),
  ("mayor may go on roads", "engine/expansions/abbey_mayor/abbey_mayor_module.cpp", "  FigureKindDef mayor{kMayor, true, 1, 1, {FeatureKind::City}};", "  FigureKindDef mayor{kMayor, true, 1, 1, {FeatureKind::City, FeatureKind::Road}};"),
  ("mayor and wagon may go on a tower's top", "engine/core/figures.hpp", "    if (!def.own_places_only && !can_deploy(kind, on)) def.deploy_to.push_back(on);", "    if (!can_deploy(kind, on)) def.deploy_to.push_back(on);"),
  ("wagon may go on fields", "engine/expansions/abbey_mayor/abbey_mayor_module.cpp", "{FeatureKind::Road, FeatureKind::City, FeatureKind::Cloister}};", "{FeatureKind::Road, FeatureKind::City, FeatureKind::Cloister, FeatureKind::Field}};"),
  ("wagon moves into finished features", "engine/expansions/abbey_mayor/wagons.cpp", "  if (regions.is_complete(g.board(), root)) return \"that feature is finished\";", ""),
  ("wagon moves into occupied features", "engine/expansions/abbey_mayor/wagons.cpp", "  if (!regions.figures(root).empty()) return \"someone already holds that feature\";", ""),
  ("wagon ignores the tiles' connections", "engine/expansions/abbey_mayor/wagons.cpp", "            if (other != f) out.push_back(pt.node(other));", "            (void)other;"),
  ("wagon: no way across an abbey's side", "engine/expansions/abbey_mayor/wagons.cpp", "        if (abbey_here ? (k == FeatureKind::Road || k == FeatureKind::City) : abbey_there) out.push_back(nb->node(other));", "        (void)abbey_there;"),
  ("wagons move in player order, not from the active player", "engine/expansions/abbey_mayor/wagons.cpp", "      return (owner - g.active_player() + n) % n;", "      return owner;"),
  ("wagon never moves after final scoring... or during play", "engine/expansions/abbey_mayor/abbey_mayor_module.cpp", "  if (!final_scoring) wagons_scored(g, root);", "  (void)final_scoring;"),
  ("barn: a corner needs only the placed tile's field", "engine/expansions/abbey_mayor/barns.cpp", "    if (!pt) return false;", "    if (!pt) continue;"),
  ("barn: two fields at a corner accepted", "engine/expansions/abbey_mayor/barns.cpp", "    if (a != b || pt->type->features", "    if (pt->type->features"),
  ("barn: a second barn on a farm", "engine/expansions/abbey_mayor/barns.cpp", "  if (farm_has_barn(g, corner_field(g, tile, *corner)))\n    return Rejection{kBarnFarm", "  if (false)\n    return Rejection{kBarnFarm"),
  ("barn: farmers may join a barn's farm", "engine/expansions/abbey_mayor/barns.cpp", "  if (farm_has_barn(g, pt.node(d.feature)))\n    return Rejection{kBarnFarm", "  if (false)\n    return Rejection{kBarnFarm"),
  ("barn placed pays 3 -> 4 per city", "engine/expansions/abbey_mayor/am_names.hpp", "inline constexpr int kBarnPlacedPerCity = 3;", "inline constexpr int kBarnPlacedPerCity = 4;"),
  ("barn joined pays 1 -> 3 per city", "engine/expansions/abbey_mayor/am_names.hpp", "inline constexpr int kBarnJoinedPerCity = 1;", "inline constexpr int kBarnJoinedPerCity = 3;"),
  ("barn at the end 4 -> 3 per city", "engine/expansions/abbey_mayor/am_names.hpp", "inline constexpr int kBarnPerCity = 4;", "inline constexpr int kBarnPerCity = 3;"),
  ("barn at the end counts open cities", "engine/expansions/abbey_mayor/barns.cpp", "      if (!g.regions().is_complete(g.board(), c)) continue;", "      if (false && !g.regions().is_complete(g.board(), c)) continue;"),
  ("barn event farmers stay on the farm", "engine/expansions/abbey_mayor/barns.cpp", "    for (int id : sent) g.return_figure(id);", "    (void)sent;"),
  ("the dragon eats barns", "engine/expansions/princess_dragon/dragon.cpp", "    if (f.on_one_tile() && f.tile == to && !f.neutral()) meal.push_back(id);", "    if (f.placed() && f.spot != Spot::Special && f.tile == to && !f.neutral()) meal.push_back(id);"),
  ("builder: an abbey that completes earns the tile whatever the wording", "engine/expansions/traders_builders/builder.cpp", "  if (pt.type->closes_sides && game.options().is(\"builder-trigger\", \"extends-or-completes\"))", "  if (pt.type->closes_sides)"),
  # King and Robber Baron
  ("king: a tie takes the King", "engine/expansions/king_robber/records.cpp", "    if (tiles <= record) {", "    if (tiles < record) {"),
  ("king: the holder's own larger city does not raise the record", "engine/expansions/king_robber/records.cpp", "    state[static_cast<std::size_t>(r.slot)] = tiles;\n", "    if (had != player) state[static_cast<std::size_t>(r.slot)] = tiles;\n"),
  ("king: the end counts only the holder's... every city, open ones too", "engine/expansions/king_robber/records.cpp", "g.regions().kind(node) == kind && g.regions().is_complete(g.board(), node)) ++n;", "g.regions().kind(node) == kind) ++n;"),
  ("robber baron: never moves after the first road", "engine/expansions/king_robber/records.cpp", "    if (had >= 0) g.take_tokens(had, token, -1, root);\n    g.take_tokens(player, token, 1, root);", "    if (had < 0) g.take_tokens(player, token, 1, root);"),
  # Castles in Germany
  ("no-touch off", "engine/expansions/castles_germany/castles.cpp", "if (apart(at, s.castle) <= 1 || apart(at, s.other) <= 1)", "if (false && (apart(at, s.castle) <= 1 || apart(at, s.other) <= 1))"),
  ("diagonal touch allowed", "engine/expansions/castles_germany/castles.cpp", "if (apart(at, s.castle) <= 1 || apart(at, s.other) <= 1)", "if ((apart(at, s.castle) <= 1 && (at.x == s.castle.x || at.y == s.castle.y)) || (apart(at, s.other) <= 1 && (at.x == s.other.x || at.y == s.other.y)))"),
  ("other half not matched", "engine/expansions/castles_germany/castles.cpp", "for (int half = 0; half < 2; ++half) {", "for (int half = 0; half < 1; ++half) {"),
  ("complete at 9", "engine/expansions/castles_germany/castle_scoring.cpp", "tiles_around(g, c) < 10) continue;\n    pay(", "tiles_around(g, c) < 9) continue;\n    pay("),
  ("complete worth 10", "engine/expansions/castles_germany/cg_names.hpp", "kCompleteValue = 12", "kCompleteValue = 10"),
  ("end value 3", "engine/expansions/castles_germany/castle_scoring.cpp", "? 1 : 2;", "? 1 : 3;"),
  ("bonus per tile", "engine/expansions/castles_germany/castle_scoring.cpp", "if (int c = castle_of(g, t); c >= 0 && std::find(castles.begin(), castles.end(), c) == castles.end()) castles.push_back(c);", "if (int c = castle_of(g, t); c >= 0) castles.push_back(c);"),
  ("bonus also at end", "engine/expansions/castles_germany/castles_germany_module.cpp", "if (!final_scoring) add_castle_bonus(g, r, v);", "(void)final_scoring; add_castle_bonus(g, r, v);"),
  ("bonus before inns", "engine/expansions/registry.cpp", "&gq11,           &inns_cathedrals,  &traders_builders,\n                                                              &abbey_mayor,    &princess_dragon,  &tower,\n                                                              &castles_germany, &king_robber,", "&gq11, &castles_germany, &inns_cathedrals,  &traders_builders,\n &abbey_mayor,    &princess_dragon,  &tower,\n &king_robber,"),
  ("lord stays after 12", "engine/expansions/castles_germany/castle_scoring.cpp", "for (int id : lords) g.return_figure(id);", "(void)lords;"),
  ("farm option ignored", "engine/expansions/castles_germany/castle_scoring.cpp", "if (!g.options().is(kFarm, \"like-city\")) return;", "return;"),
  ("dragon never crosses", "engine/expansions/princess_dragon/dragon.cpp", "if (other >= 0 && g.board().index_at(neighbour(to, static_cast<Side>(s))) == other) t = other;", ""),
  ("dragon lord never safe", "engine/expansions/castles_germany/castles.cpp", "if (!g.options().registry().find(kDragon) || !g.options().is(kDragon, \"safe\")) return false;", "return false;"),
  ("tower no saving", "engine/expansions/castles_germany/castles.cpp", "if (!counts_as_one_square(g) || (from.x != to.x && from.y != to.y)) return 0;", "return 0;"),
  ("one castle each always", "engine/expansions/castles_germany/castles_germany_module.cpp", "int each = n <= 3 ? 2 : 1;", "int each = 1;"),
  ("no lord allowed", "engine/expansions/castles_germany/castles_germany_module.cpp", "if (figures.at(k).follower && !figures.at(k).neutral) figures.allow(k, place);", "(void)place;"),
  ("castle allowed in deploy phase", "engine/expansions/castles_germany/castles.cpp", "return (g.phase() == Phase::PlaceTile || g.phase() == Phase::Draw) && g.turn_part() == 0;", "return (g.phase() == Phase::PlaceTile || g.phase() == Phase::Draw || g.phase() == Phase::Deploy) && g.turn_part() == 0;"),
  ("double tile scored as one tile", "engine/core/turn.cpp", "  } else if (deferred_scoring_.empty() && placed_with_.empty()) {", "  } else if (deferred_scoring_.empty()) {"),
  ("other half not deployable", "engine/core/turn.cpp", "  for (int t : placed_with_) visit_tile(t);\n", "\n"),
  ("completion ignores the ends", "engine/expansions/castles_germany/castles.cpp", "        if (!(q == a) && !(q == b)) around.insert(q);", "        if (!(q == a) && !(q == b) && q.x >= std::min(a.x, b.x) && q.x <= std::max(a.x, b.x)) around.insert(q);"),
  ("lord for a finished castle", "engine/expansions/castles_germany/castles.cpp", "  if (tiles_around(g, {tile, other_half(g, tile)}) < 10) return std::nullopt;\n", "  return std::nullopt;\n"),
  ("castle needs no token", "engine/expansions/castles_germany/castles.cpp", "  if (held(g, player, k) == 0)\n    return Rejection{kNoCastle", "  if (false)\n    return Rejection{kNoCastle"),
  ('bcb: a bridge end need not lie on a field', 'engine/expansions/bcb/bridges.cpp', '    if (site.type->side(e, site.rot) != SideKind::Field)', '    if (false)'),
  ('bcb: a second bridge may cross the first', 'engine/expansions/bcb/bridges.cpp', '  if (has_bridge(*site.type))\n    return Rejection{kBridgeCrossing', '  if (false)\n    return Rejection{kBridgeCrossing'),
  ('bcb: a bridge end may meet any tile', 'engine/expansions/bcb/bridges.cpp', '    if (nb && nb->side(opposite(e)) != SideKind::Road)', '    if (nb && false)'),
  ('bcb: bridges without limit per turn', 'engine/expansions/bcb/bridges.cpp', '  if (used)\n    return Rejection{kBridgeUsed', '  if (used && false)\n    return Rejection{kBridgeUsed'),
  ('bcb: bridges never run out', 'engine/expansions/bcb/bridges.cpp', '  if (g.players()[g.active_player()].tokens[bridge_kind(g)] <= 0)', '  if (false)'),
  ('bcb: a bridge may go on any tile', 'engine/expansions/bcb/bridges.cpp', '  if (index < 0 || !(index == g.last_placed() || adjacent(at, placed.at)))', '  if (index < 0)'),
  ('bcb: a tile that fits only with a bridge is discarded', 'engine/expansions/bcb/bridges.cpp', 'bool bridge_mends(const Game& g, const TileType* tile) {\n  if (may_build(g)) return false;', 'bool bridge_mends(const Game& g, const TileType* tile) {\n  if (true) return false;'),
  ('bcb: a castle takes a feature completed the turn it is built', 'engine/expansions/bcb/castles.cpp', 'field(g, c, kBuiltTurn) >= current_turn(g)', 'field(g, c, kBuiltTurn) > current_turn(g)'),
  ("bcb: a castle's vicinity is its two tiles only", 'engine/expansions/bcb/castles.cpp', '    for (int d : {-1, 1}) out.push_back(', '    for (int d : {0}) out.push_back('),
  ('bcb: a castle is worth 3 to farmers', 'engine/expansions/bcb/bcb_module.cpp', '  v.points += 1;\n  v.rule +=', '  v.points += 0;\n  v.rule +='),
  ('bcb: any town of two pieces becomes a castle', 'engine/expansions/bcb/castles.cpp', 'if (!on_one_side(tf.ports) || (!tf.cap && !any_end)) return std::nullopt;', 'if (!on_one_side(tf.ports) || (!tf.cap && !any_end && false)) return std::nullopt;'),
  ("bcb: a castle's town is scored all the same", 'engine/expansions/bcb/bcb_module.cpp', 'bool BridgesCastlesBazaarsModule::withholds_scoring(const Game& g, NodeId root) const { return is_castle_town(g, root); }', 'bool BridgesCastlesBazaarsModule::withholds_scoring(const Game&, NodeId) const { return false; }'),
  ('bcb: a castle that scores pays no castle beside it', 'engine/expansions/bcb/castles.cpp', '  add_dues(g, {field(g, castle, kTileA), field(g, castle, kTileB)}, points, town, castle);', ''),
  ("bcb: a castle's owner never chooses", 'engine/expansions/bcb/castles.cpp', '    if (differ) {', '    if (differ && false) {'),
  ('bcb: a sale pays the wrong way', 'engine/expansions/bcb/bazaars.cpp', '    pay(g, high, chooser, bid, tile_at(tile));', '    pay(g, chooser, high, bid, tile_at(tile));'),
  ('bcb: a bid may equal the highest', 'engine/expansions/bcb/bazaars.cpp', 'if (bid <= at(g, kBid))', 'if (bid < at(g, kBid))'),
  ('bcb: a chooser nobody outbids pays nothing', 'engine/expansions/bcb/bazaars.cpp', '    pay(g, s[kChooser], -1, s[kBid], tile);', ''),
  ('bcb: a bought bazaar tile starts an auction', 'engine/expansions/bcb/bazaars.cpp', '  if (bought) {\n', '  if (bought && false) {\n'),
  ('bcb: a bazaar during a round starts at once', 'engine/expansions/bcb/bazaars.cpp', '  if (s[kStatus] != kIdle) {  // no chain', '  if (false) {  // no chain'),
  ('bcb: the last tile is auctioned too', 'engine/expansions/bcb/bazaars.cpp', '  if (without_tile(g) == 1) {', '  if (without_tile(g) == 1 && false) {'),
  ('bcb: after a sale the next player always chooses', 'engine/expansions/bcb/bazaars.cpp', 'g.options().is(kBazaarChooser, "chooser-again") ? chooser : (chooser + 1) % players(g)', '(chooser + 1) % players(g)'),
  ('bcb: too few tiles always ignore the bazaar', 'engine/expansions/bcb/bazaars.cpp', 'if (g.options().is(kBazaarTooFew, "ignore") || left == 0)', 'if (true)'),
  ('bcb: castle-fairy ignored, the fairy always joins a castle', 'engine/expansions/bcb/bcb_module.cpp', 'return g.options().is(kCastleFairy, "printed") ? castle_town_of(g, figure) : -1;', 'return castle_town_of(g, figure);'),
  ('bcb: a castle that scores pays no fairy', 'engine/expansions/bcb/castles.cpp', '    g.announce_scored(town, figures_in(g, castle), false);', ''),
  ('bcb: the fairy stays beside a castle follower gone home', 'engine/expansions/princess_dragon/fairy.cpp', '  if (beside_off_board(g) == figure) g.module_state(kBesideOffBoard) = {-1};', ''),
  ('bcb: the fairy in a castle forgets its follower', 'engine/expansions/princess_dragon/fairy.cpp', '    g.module_state(kBesideOffBoard) = {follower};', ''),
  ('bcb: the castle-farms option ignored', 'engine/expansions/bcb/bcb_module.cpp', '  if (g.options().is(kCastleFarms, "scored") && !castle_scored(g, city)) {', '  if (false) {'),
  ('robbers: the share rounds down', 'engine/expansions/robbers/robbers_module.cpp', 'share = (points + 1) / 2;', 'share = points / 2;'),
  ('robbers: of several robbers only the first takes its share', 'engine/expansions/robbers/robbers_module.cpp', '    if (take_from(g, robber, who.front())) return true;\n  }', '    if (take_from(g, robber, who.front())) return true;\n    break;\n  }'),
  ('robbers: a robber robs its own owner', 'engine/expansions/robbers/robbers_module.cpp', 'if (s[i] != kScore || p == owner ||', 'if (s[i] != kScore ||'),
  ('robbers: rogue points are robbed', 'engine/expansions/robbers/robbers_module.cpp', 'bool robbable = points > 0 && !ev.payment && state(g)[kPaying] == 0;', 'bool robbable = points > 0 && !ev.payment;'),
  ('robbers: payments are robbed', 'engine/expansions/robbers/robbers_module.cpp', 'bool robbable = points > 0 && !ev.payment && state(g)[kPaying] == 0;', 'bool robbable = points > 0 && state(g)[kPaying] == 0;'),
  ('robbers: a robber does not move along', 'engine/expansions/robbers/robbers_module.cpp', '        if (holder != p) g.move_figure(r, place_index(g), Spot::Special, p, -1);\n', ''),
  ('robbers: the first victim is taken without asking', 'engine/expansions/robbers/robbers_module.cpp', '    if (who.size() > 1) {\n      state(g)[kRobber] = robber;', '    if (who.size() > 99) {\n      state(g)[kRobber] = robber;'),
  ("robbers: the scorer's order is not asked", 'engine/expansions/robbers/robbers_module.cpp', '  if (amounts.size() > 1) {', '  if (amounts.size() > 99) {'),
  ('robbers: the track has no 50 spaces', 'engine/expansions/robbers/robbers_module.cpp', 'int space(int score) { return ((score % kTrack) + kTrack) % kTrack; }', 'int space(int score) { return score; }'),
  ('robbers: robber-end three ignored', 'engine/expansions/robbers/robbers_module.cpp', '  bool three = g.options().is(kEnd, "three");', '  bool three = false;'),
  ('robbers: placement asks every player', 'engine/expansions/robbers/robbers_module.cpp', '  if (last != active && g.options().is(kPlacement, "next")) return false;', ''),
  ('robbers: nobody after the placer is asked', 'engine/expansions/robbers/robbers_module.cpp', '  for (int q = (last + 1) % n; q != active; q = (q + 1) % n) {', '  for (int q = active; q != active; q = (q + 1) % n) {'),
  ('robbers: robbers-when ignored', 'engine/expansions/robbers/robbers_module.cpp', '  bool now = g.options().is(kWhen, "immediately") ? step == OrderStep::TilePlaced : step == OrderStep::FeaturesScored;', '  bool now = step == OrderStep::TilePlaced;'),
  ('robbers: a backward move never asks', 'engine/expansions/robbers/robbers_module.cpp', '      if (holder == p && !others) {', '      if (holder == p) {'),
  ('robbers: a robber left behind by a backward move', 'engine/expansions/robbers/robbers_module.cpp', '    for (int r : robbers_on_track(g)) {\n      int owner = owner_of(g, r), holder = holder_of(g, r);\n      if (owner == p) continue;', '    for (int r : robbers_on_track(g)) {\n      int owner = owner_of(g, r), holder = holder_of(g, r);\n      if (owner == p || points < 0) continue;'),
  ('robbers: the robber tile symbol ignored', 'engine/expansions/robbers/robbers_module.cpp', '  return t >= 0 && g.board().tile(t).type->has_symbol(kSymbol);', '  return t >= 0;'),
  ('messages: any player draws messages', 'engine/expansions/messages/messages_module.cpp', '    if (!ev.payment && ev.points > 0 && p == g.active_player()) flags |= kMayEarn;', '    if (!ev.payment && ev.points > 0) flags |= kMayEarn;'),
  ('messages: payments earn messages', 'engine/expansions/messages/messages_module.cpp', '    if (!ev.payment && ev.points > 0 && p == g.active_player()) flags |= kMayEarn;', '    if (ev.points > 0 && p == g.active_player()) flags |= kMayEarn;'),
  ('messages: every space is dark', 'engine/expansions/messages/messages_module.cpp', '  if (!(flags & kMayEarn) || at % kDark != 0) return;', '  if (!(flags & kMayEarn)) return;'),
  ('messages: the figure is never asked', 'engine/expansions/messages/messages_module.cpp', '      if (has_choice(g, p, points)) {', '      if (false && has_choice(g, p, points)) {'),
  ('messages: smallest is largest', 'engine/expansions/messages/messages_module.cpp', '    if (v < best) best = v, which = root;', '    if (best == INT_MAX || v > best) best = v, which = root;'),
  ('messages: message 8 scores without the lead', 'engine/expansions/messages/messages_module.cpp', '  if (leads || g.options().is(kRecall, "always")) {', '  if (true) {'),
  ('messages: the seal pays 3', 'engine/expansions/messages/messages_module.cpp', '    if (v == kSealVerb)\n      pay(g, d, 2,', '    if (v == kSealVerb)\n      pay(g, d, 3,'),
  ('messages: the ZMG rule ignored', 'engine/expansions/messages/messages_module.cpp', '  if (g.options().is(kShared, "alone") && shared(g, p, at)) {', '  if (false && shared(g, p, at)) {'),
  ('messages: the farmer option ignored', 'engine/expansions/messages/messages_module.cpp', '    int each = message == 6 && g.options().is(kFarmerValue, "3") ? 3 : 2;', '    int each = 2;'),
]
ONLY = sys.argv[1:] or [""]  # run the mutations whose name contains any of these
def sh(cmd):
    return subprocess.run(cmd, shell=True, cwd=ROOT, capture_output=True, text=True)
results = []
for name, path, old, new in MUTATIONS:
    if not any(o in name for o in ONLY):
        continue
    p = f"{ROOT}/{path}"
    src = open(p).read()
    if src.count(old) != 1:
        results.append((name, f"SKIPPED: pattern found {src.count(old)} times"))
        continue
    open(p, "w").write(src.replace(old, new))
    try:
        b = sh("cmake --build build-mut --target carc 2>&1 | grep -E 'error|FAILED' | head -3")
        if b.stdout.strip():
            results.append((name, "BUILD FAILED: " + b.stdout.strip()[:300]))
            continue
        r = sh("./build-mut/carc run --format json scenarios")
        try:
            j = json.loads(r.stdout)
        except json.JSONDecodeError:  # the broken engine crashed or hung: every scenario is caught
            results.append((name, [f"carc exited {r.returncode} without a report: {r.stderr.strip()[-200:]}"]))
            continue
        failed = [f"{f['path']}:{s['line']} {s['title']}" for f in j["files"] for s in f["scenarios"] if s["status"] != "passed"]
        results.append((name, failed))
    finally:
        open(p, "w").write(src)
sh("cmake --build build-mut --target carc")
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
