#include "selfplay.hpp"

#include <fmt/format.h>

#include <array>
#include <bit>

#include "game.hpp"
#include "invariants.hpp"
#include "random.hpp"

namespace carc {

namespace {

// The index of alternative T in Event.
template <class T, std::size_t I = 0>
constexpr std::size_t variant_index() {
  if constexpr (std::is_same_v<std::variant_alternative_t<I, Event>, T>)
    return I;
  else
    return variant_index<T, I + 1>();
}

struct Signature {
  static constexpr std::uint64_t kPrime = 1099511628211ull;
  // kPrime to the power i: a zero byte only multiplies, so a run of them is one multiplication.
  static constexpr std::array<std::uint64_t, 9> kPowers = [] {
    std::array<std::uint64_t, 9> p{1};
    for (std::size_t i = 1; i < p.size(); ++i) p[i] = p[i - 1] * kPrime;
    return p;
  }();
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a over the 8 bytes of each value, low byte first
  void add(std::int64_t v) {
    auto u = static_cast<std::uint64_t>(v);
    if (u < 256) {  // one byte, then seven zero bytes: one multiplication by kPrime^8
      h = (h ^ u) * kPowers[8];
      return;
    }
    auto bytes = static_cast<int>((std::bit_width(u) + 7) / 8);  // the high bytes beyond these are zero
    for (int i = 0; i < bytes; ++i) {
      h ^= (u >> (8 * i)) & 0xff;
      h *= kPrime;
    }
    h *= kPowers[8 - bytes];
  }
};

void sign(Signature& s, const Event& e) {
  s.add(static_cast<std::int64_t>(e.index()));
  switch (e.index()) {
    case variant_index<TilePlaced>(): {
      const auto& p = *std::get_if<TilePlaced>(&e);
      s.add(p.at.x);
      s.add(p.at.y);
      s.add(p.rot);
      break;
    }
    case variant_index<FigureDeployed>(): {
      const auto& d = *std::get_if<FigureDeployed>(&e);
      s.add(d.figure);
      s.add(d.feature);
      break;
    }
    case variant_index<PointsScored>(): {
      const auto& sc = *std::get_if<PointsScored>(&e);
      s.add(sc.points);
      for (int who : sc.players) s.add(who);
      break;
    }
    case variant_index<FigureMoved>(): {
      const auto& m = *std::get_if<FigureMoved>(&e);
      s.add(m.figure);
      s.add(m.to_tile);
      break;
    }
    default: break;
  }
}

}  // namespace

DealtSupply deal_supply(const Ruleset& rules, const RuleOptions& options, const TileCatalog& catalog, Rng& rng) {
  TileSupply supply;
  for (const auto* m : rules.modules) m->build_supply(options, catalog, supply);
  DealtSupply out;
  out.start = supply.start;
  out.layout = supply.layout;
  std::size_t tiles = 0;
  for (const auto& group : supply.groups) tiles += group.size();
  out.stack.reserve(tiles);
  for (auto& group : supply.groups) {
    rng.shuffle(group);
    out.stack.insert(out.stack.end(), group.begin(), group.end());
  }
  return out;
}

std::vector<StartTile> DealtSupply::start_tiles() const {
  if (!layout.empty()) return layout;
  if (!start) return {};
  return {StartTile{start, {0, 0}, 0}};
}

void lay_start(Game& game, const DealtSupply& dealt) {
  for (const StartTile& t : dealt.start_tiles()) game.setup_tile(t.type, t.at, t.rot);
}

std::variant<SelfplayResult, SelfplayFailure> play_random_game(std::shared_ptr<const Ruleset> rules,
                                                                const TileCatalog& catalog, int players,
                                                                std::uint64_t seed, bool check) {
  return play_random_game(std::move(rules), catalog, players, seed, check, {});
}

std::variant<SelfplayResult, SelfplayFailure> play_random_game(std::shared_ptr<const Ruleset> rules,
                                                                const TileCatalog& catalog, int players,
                                                                std::uint64_t seed, bool check,
                                                                const std::function<void(const Game&)>& at_end) {
  Rng rng(seed);
  RuleOptions options(rules->options);
  DealtSupply dealt = deal_supply(*rules, options, catalog, rng);
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back(fmt::format("p{}", i + 1));
  Game game(rules, options, names);
  lay_start(game, dealt);
  game.set_stack(std::move(dealt.stack));
  game.set_nature_seed(seed);
  game.begin();

  int turn = 0;
  std::size_t seen_events = 0;
  std::vector<int> verb_uses;
  std::vector<int> deployed;
  int deployed_in_decisions = 0;
  Signature sig;
  while (game.phase() != Phase::GameOver) {
    if (game.nature_decides()) {  // chance: an outcome drawn by its weight
      std::vector<ChanceOutcome> outcomes = game.chance_outcomes();
      if (outcomes.empty()) return SelfplayFailure{seed, turn, "nature has no outcome to choose"};
      double total = 0;
      for (const auto& o : outcomes) total += o.weight;
      double x = static_cast<double>(rng.below(1u << 30)) / static_cast<double>(1u << 30) * total;
      std::size_t k = 0;
      while (k + 1 < outcomes.size() && x >= outcomes[k].weight) x -= outcomes[k++].weight;
      if (auto r = game.apply(outcomes[k].action)) return SelfplayFailure{seed, turn, "nature's outcome was refused: " + r->code};
      // Nature's outcome may end the turn (the last hurl of a catapult round, a shepherd's draw, a
      // flier that finds no landing): its events are counted and the turn checked below, as after a
      // player's action.
    } else {
      // The same pick as legal_actions()[rng.below(legal_actions().size())], without the list.
      std::size_t count = game.legal_action_count();
      if (count == 0) return SelfplayFailure{seed, turn, "no legal action while the game is not over"};
      Action pick = game.legal_action(rng.below(count));
      if (const auto* d = std::get_if<Deploy>(&pick)) {
        if (deployed.size() <= static_cast<std::size_t>(d->figure_kind)) deployed.resize(static_cast<std::size_t>(d->figure_kind) + 1, 0);
        ++deployed[static_cast<std::size_t>(d->figure_kind)];
        deployed_in_decisions += game.phase() == Phase::Module ? 1 : 0;
      }
      if (auto r = game.apply(pick)) return SelfplayFailure{seed, turn, "a listed legal action was refused: " + r->code};
    }
    // Count finished turns and check after each one.
    bool ended = false;
    for (; seen_events < game.events().size(); ++seen_events) {
      const Event& e = game.events()[seen_events];
      sign(sig, e);
      if (const auto* acted = std::get_if<ModuleActed>(&e)) {
        auto v = static_cast<std::size_t>(acted->action.verb);
        if (verb_uses.size() <= v) verb_uses.resize(v + 1, 0);
        ++verb_uses[v];
      }
      if (e.index() == variant_index<TurnEnded>()) {
        ++turn;
        ended = true;
      }
    }
    if (check && (ended || game.phase() == Phase::GameOver))
      if (auto err = check_invariants(game)) return SelfplayFailure{seed, turn, *err};
  }
  if (at_end) at_end(game);
  SelfplayResult result;
  for (const auto& p : game.players()) result.scores.push_back(p.score);
  result.turns = turn;
  result.signature = sig.h;
  result.verb_uses = std::move(verb_uses);
  result.deployed = std::move(deployed);
  result.deployed_in_decisions = deployed_in_decisions;
  return result;
}

}  // namespace carc
