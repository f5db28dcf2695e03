#include "selfplay.hpp"

#include <fmt/format.h>

#include "game.hpp"
#include "invariants.hpp"
#include "random.hpp"

namespace carc {

namespace {

struct Signature {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a
  void add(std::int64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= static_cast<std::uint64_t>(v >> (8 * i)) & 0xff;
      h *= 1099511628211ull;
    }
  }
};

void sign(Signature& s, const Event& e) {
  s.add(static_cast<std::int64_t>(e.index()));
  if (const auto* p = std::get_if<TilePlaced>(&e)) {
    s.add(p->at.x);
    s.add(p->at.y);
    s.add(p->rot);
  } else if (const auto* d = std::get_if<FigureDeployed>(&e)) {
    s.add(d->figure);
    s.add(d->feature);
  } else if (const auto* sc = std::get_if<PointsScored>(&e)) {
    s.add(sc->points);
    for (int who : sc->players) s.add(who);
  }
}

}  // namespace

std::variant<SelfplayResult, SelfplayFailure> play_random_game(std::shared_ptr<const Ruleset> rules,
                                                                const TileCatalog& catalog, int players,
                                                                std::uint64_t seed, bool check) {
  Rng rng(seed);
  RuleOptions options(rules->options);
  TileSupply supply;
  for (const auto* m : rules->modules) m->build_supply(options, catalog, supply);
  std::vector<const TileType*> stack;
  for (auto& group : supply.groups) {
    rng.shuffle(group);
    stack.insert(stack.end(), group.begin(), group.end());
  }
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back(fmt::format("p{}", i + 1));
  Game game(rules, options, names);
  game.setup_tile(supply.start, {0, 0}, 0);
  game.set_stack(std::move(stack));
  game.begin();

  int turn = 0;
  std::size_t seen_events = 0;
  Signature sig;
  while (game.phase() != Phase::GameOver) {
    auto actions = game.legal_actions();
    if (actions.empty()) return SelfplayFailure{seed, turn, "no legal action while the game is not over"};
    const Action& pick = actions[rng.below(actions.size())];
    if (auto r = game.apply(pick)) return SelfplayFailure{seed, turn, "a listed legal action was refused: " + r->code};
    // Count finished turns and check after each one.
    bool ended = false;
    for (; seen_events < game.events().size(); ++seen_events) {
      sign(sig, game.events()[seen_events]);
      if (std::holds_alternative<TurnEnded>(game.events()[seen_events])) {
        ++turn;
        ended = true;
      }
    }
    if (check && (ended || game.phase() == Phase::GameOver))
      if (auto err = check_invariants(game)) return SelfplayFailure{seed, turn, *err};
  }
  SelfplayResult result;
  for (const auto& p : game.players()) result.scores.push_back(p.score);
  result.turns = turn;
  result.signature = sig.h;
  return result;
}

}  // namespace carc
