// carc_bench_memory: the memory one game state takes, measured on finished random games.
//
// Method (docs/performance.md). Every heap allocation of this program goes through the counting
// operator new below, which keeps the number of live bytes (bytes asked for; the allocator's own
// per-block overhead is not included).
//  * owned: a game is played exactly as `carc selfplay` plays it (same setup, same random
//    choices; checked against play_random_game), with every other allocation made before the
//    Game is constructed. At the end, sizeof(Game) + (live bytes now - live bytes just before
//    the Game was constructed) is the memory the finished game owns, spare vector capacity
//    included.
//  * snapshot: the finished Game is copy-constructed; sizeof(Game) + the bytes the copy
//    allocates is what one more copy of the state costs (copies hold no spare capacity).
//    Board, regions and the event log are measured the same way, each copied alone.
#include <fmt/core.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/random.hpp"
#include "core/selfplay.hpp"
#include "expansions/registry.hpp"

namespace {

std::int64_t live_bytes = 0;

constexpr std::size_t kHeader = alignof(std::max_align_t);

void* counted_alloc(std::size_t n) {
  void* p = std::malloc(n + kHeader);
  if (!p) throw std::bad_alloc();
  *static_cast<std::size_t*>(p) = n;
  live_bytes += static_cast<std::int64_t>(n);
  return static_cast<char*>(p) + kHeader;
}

void counted_free(void* p) noexcept {
  if (!p) return;
  void* block = static_cast<char*>(p) - kHeader;
  live_bytes -= static_cast<std::int64_t>(*static_cast<std::size_t*>(block));
  std::free(block);
}

template <class F>
std::int64_t heap_of(F make_copy) {
  std::int64_t before = live_bytes;
  auto copy = make_copy();
  return live_bytes - before;
}

struct Totals {
  std::int64_t games = 0, owned = 0, max_owned = 0, snapshot = 0, board = 0, regions = 0, events = 0,
               event_count = 0;
};

// One game as play_random_game plays it; returns the bytes the finished game owns.
std::int64_t play_and_measure(const std::shared_ptr<const carc::Ruleset>& rules, int players, std::uint64_t seed,
                              std::vector<int>& scores, std::size_t& events) {
  carc::Rng rng(seed);
  carc::RuleOptions options(rules->options);
  carc::TileSupply supply;
  for (const auto* m : rules->modules) m->build_supply(options, carc::builtin_catalog(), supply);
  std::vector<const carc::TileType*> stack;
  for (auto& group : supply.groups) {
    rng.shuffle(group);
    stack.insert(stack.end(), group.begin(), group.end());
  }
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back(fmt::format("p{}", i + 1));
  std::int64_t before = live_bytes;
  std::int64_t owned = 0;
  {
    carc::Game game(rules, options, std::move(names));
    game.setup_tile(supply.start, {0, 0}, 0);
    game.set_stack(std::move(stack));
    game.begin();
    while (game.phase() != carc::Phase::GameOver) {
      std::size_t count = game.legal_action_count();
      if (count == 0 || game.apply(game.legal_action(rng.below(count)))) {
        fmt::print(stderr, "carc_bench_memory: game {} went wrong\n", seed);
        std::exit(1);
      }
    }
    owned = live_bytes - before + static_cast<std::int64_t>(sizeof(carc::Game));
    for (const auto& p : game.players()) scores.push_back(p.score);
    events = game.events().size();
  }
  return owned;
}

Totals measure(const std::vector<std::string>& expansions, int games) {
  std::string error;
  std::shared_ptr<const carc::Ruleset> rules = carc::ruleset_for(expansions, error);
  if (!rules) {
    fmt::print(stderr, "carc_bench_memory: {}\n", error);
    std::exit(2);
  }
  Totals t;
  for (int i = 0; i < games; ++i) {
    auto seed = 1 + static_cast<std::uint64_t>(i);
    std::vector<int> scores, selfplay_scores;
    std::size_t events = 0, selfplay_events = 0;
    std::int64_t owned = play_and_measure(rules, 2, seed, scores, events);
    auto at_end = [&](const carc::Game& g) {
      for (const auto& p : g.players()) selfplay_scores.push_back(p.score);
      selfplay_events = g.events().size();
      t.snapshot += heap_of([&] { return carc::Game(g); }) + static_cast<std::int64_t>(sizeof(carc::Game));
      t.board += heap_of([&] { return carc::Board(g.board()); }) + static_cast<std::int64_t>(sizeof(carc::Board));
      t.regions +=
          heap_of([&] { return carc::Regions(g.regions()); }) + static_cast<std::int64_t>(sizeof(carc::Regions));
      t.events += heap_of([&] { return std::vector<carc::Event>(g.events()); });
      t.event_count += static_cast<std::int64_t>(g.events().size());
    };
    if (std::holds_alternative<carc::SelfplayFailure>(
            carc::play_random_game(rules, carc::builtin_catalog(), 2, seed, false, at_end)) ||
        scores != selfplay_scores || events != selfplay_events) {
      fmt::print(stderr, "carc_bench_memory: game {} differs from carc selfplay's\n", seed);
      std::exit(1);
    }
    t.owned += owned;
    t.max_owned = std::max(t.max_owned, owned);
    ++t.games;
  }
  return t;
}

// `label` is empty for the base game; other rule sets name themselves in each line.
void report(const std::string& label, const Totals& t) {
  auto mean = [&](std::int64_t v) { return v / std::max<std::int64_t>(t.games, 1); };
  std::string on = label.empty() ? "" : " " + label;
  fmt::print("game state bytes{}: {}\n", on, mean(t.owned));
  fmt::print("game state bytes{} max: {}\n", on, t.max_owned);
  fmt::print("game state snapshot bytes{}: {} (board {}, regions {}, event log {} for {} events, rest {})\n", on,
             mean(t.snapshot), mean(t.board), mean(t.regions), mean(t.events), mean(t.event_count),
             mean(t.snapshot) - mean(t.board) - mean(t.regions) - mean(t.events));
}

}  // namespace

void* operator new(std::size_t n) { return counted_alloc(n); }
void* operator new[](std::size_t n) { return counted_alloc(n); }
void operator delete(void* p) noexcept { counted_free(p); }
void operator delete[](void* p) noexcept { counted_free(p); }
void operator delete(void* p, std::size_t) noexcept { counted_free(p); }
void operator delete[](void* p, std::size_t) noexcept { counted_free(p); }

int main(int argc, char** argv) {
  int games = argc > 1 ? std::atoi(argv[1]) : 200;
  carc::builtin_catalog();  // loaded once, before anything is counted
  report("", measure({}, games));
  report("base+river1", measure({"river1"}, games));
  return 0;
}
