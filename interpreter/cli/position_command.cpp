// carc position: a random mid-game position written as a scenario, with the engine's legal
// placement count for every tile type (perft-style reference boards).
#include <fmt/core.h>

#include <memory>

#include "commands.hpp"
#include "core/game.hpp"
#include "core/selfplay.hpp"
#include "core/random.hpp"
#include "expansions/registry.hpp"

namespace carc::cli {

namespace {

struct PositionArgs {
  std::uint64_t seed = 1;
  int turns = 20;
  std::string title;
};

int emit_position(const PositionArgs& args) {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({}, error);
  const TileCatalog& catalog = builtin_catalog();
  Rng rng(args.seed);
  RuleOptions options(rules->options);
  DealtSupply dealt = deal_supply(*rules, options, catalog, rng);
  Game game(rules, options, {"red", "blue"});
  lay_start(game, dealt);
  game.set_stack(std::move(dealt.stack));
  game.begin();
  // Random legal placements only (no figures): the position is about tiles.
  for (int t = 0; t < args.turns && game.phase() == Phase::PlaceTile; ++t) {
    auto placements = game.legal_placements(game.drawn_tile());
    game.apply(placements[rng.below(placements.size())]);
    game.apply(Pass{});
  }
  fmt::print("scenario \"{}\" {{\n", args.title.empty() ? fmt::format("Legal placements after {} random turns (seed {})", args.turns, args.seed) : args.title);
  fmt::print("  cites CAR:base/place-matching-edges, CAR:base/place-adjacent\n  players red, blue\n  setup {{\n");
  for (const auto& pt : game.board().tiles())
    fmt::print("    {} at ({},{}) r{}\n", pt.type->id, pt.at.x, pt.at.y, rotation_degrees(pt.rot));
  fmt::print("  }}\n  expect {{\n");
  for (const TileType* t : catalog.types_of("base"))
    fmt::print("    placements {} = {}\n", t->id, game.legal_placements(t).size());
  fmt::print("  }}\n}}\n");
  return 0;
}

}  // namespace

Runner add_position_command(CLI::App& app) {
  auto args = std::make_shared<PositionArgs>();
  auto* cmd = app.add_subcommand("position", "Print a random base-game position as a scenario with legal placement counts");
  cmd->add_option("--seed", args->seed, "Random seed");
  cmd->add_option("--turns", args->turns, "Tiles laid after the start tile")->check(CLI::Range(0, 71));
  cmd->add_option("--title", args->title, "Scenario title");
  return [args] { return emit_position(*args); };
}

}  // namespace carc::cli
