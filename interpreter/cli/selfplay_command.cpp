// carc selfplay: random legal games with invariant checks, and the throughput benchmark.
#include <fmt/core.h>
#include <fmt/ranges.h>

#include <chrono>
#include <memory>

#include "commands.hpp"
#include "core/selfplay.hpp"
#include "expansions/registry.hpp"

namespace carc::cli {

namespace {
struct SelfplayArgs {
  int games = 1000;
  std::uint64_t seed = 1;
  int players = 2;
  std::vector<std::string> expansions;
  bool no_check = false;
};
}  // namespace

Runner add_selfplay_command(CLI::App& app) {
  auto args = std::make_shared<SelfplayArgs>();
  auto* cmd = app.add_subcommand("selfplay", "Play random legal games and check invariants after every turn");
  cmd->add_option("--games", args->games, "Number of games")->check(CLI::Range(1, 100000000));
  cmd->add_option("--seed", args->seed, "Seed of the first game; game i uses seed+i");
  cmd->add_option("--players", args->players, "Players per game")->check(CLI::Range(2, 8));
  cmd->add_option("--expansions", args->expansions, "Expansion modules to enable besides the base game")
      ->delimiter(',');
  cmd->add_flag("--no-check", args->no_check, "Skip the invariant checks (for throughput)");
  return [args]() -> int {
    std::string error;
    std::shared_ptr<const Ruleset> rules = ruleset_for(args->expansions, error);
    if (!rules) {
      fmt::print(stderr, "carc selfplay: error: {}\n", error);
      return 2;
    }
    const TileCatalog& catalog = builtin_catalog();
    long long turns = 0, points = 0;
    std::vector<long long> verb_uses(static_cast<std::size_t>(rules->verbs.size()), 0);
    std::vector<long long> deployed(static_cast<std::size_t>(rules->figures.size()), 0);
    long long deployed_in_decisions = 0;
    std::uint64_t signature = 0;
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < args->games; ++i) {
      std::uint64_t seed = args->seed + static_cast<std::uint64_t>(i);
      auto outcome = play_random_game(rules, catalog, args->players, seed, !args->no_check);
      if (auto* fail = std::get_if<SelfplayFailure>(&outcome)) {
        fmt::print(stderr, "carc selfplay: invariant broken: seed {} turn {}: {}\n", fail->seed, fail->turn,
                   fail->message);
        return 1;
      }
      const auto& r = std::get<SelfplayResult>(outcome);
      turns += r.turns;
      for (int s : r.scores) points += s;
      signature = signature * 1099511628211ull ^ r.signature;
      for (std::size_t v = 0; v < r.verb_uses.size() && v < verb_uses.size(); ++v) verb_uses[v] += r.verb_uses[v];
      for (std::size_t k = 0; k < r.deployed.size() && k < deployed.size(); ++k) deployed[k] += r.deployed[k];
      deployed_in_decisions += r.deployed_in_decisions;
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print("games: {}  players: {}  expansions: base{}{}  invariants: {}\n", args->games, args->players,
               args->expansions.empty() ? "" : ",", fmt::join(args->expansions, ","), args->no_check ? "off" : "on");
    fmt::print("turns: {}  mean score per player: {:.2f}\n", turns,
               static_cast<double>(points) / (static_cast<double>(args->games) * args->players));
    if (!verb_uses.empty()) {  // which of the modules' actions the random players took
      std::vector<std::string> used;
      for (int v = 0; v < rules->verbs.size(); ++v)
        used.push_back(fmt::format("{} {}", rules->verbs.at(v).name, verb_uses[static_cast<std::size_t>(v)]));
      fmt::print("module actions: {}\n", fmt::join(used, ", "));
    }
    if (deployed_in_decisions > 0) {  // a module's further figure step (the phantom's): what the players deployed
      std::vector<std::string> kinds;
      for (int k = 0; k < rules->figures.size(); ++k)
        if (deployed[static_cast<std::size_t>(k)] > 0)
          kinds.push_back(fmt::format("{} {}", rules->figures.at(k).name, deployed[static_cast<std::size_t>(k)]));
      fmt::print("figures deployed: {} ({} in a module's figure step)\n", fmt::join(kinds, ", "), deployed_in_decisions);
    }
    fmt::print("signature: {:016x}\n", signature);
    fmt::print("{:.1f} games/s\n", args->games / std::max(seconds, 1e-9));
    return 0;
  };
}

}  // namespace carc::cli
