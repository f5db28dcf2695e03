// carc_bench_memory: the memory one game state takes, measured on finished random games.
//
// Method (docs/performance.md): every heap allocation of this program goes through the counting
// operator new below. At the end of each game the finished Game is copy-constructed; the bytes
// the copy allocates, plus sizeof(Game), are the state's size. A copy holds exactly what the
// state needs (vectors are copied at their size, not their grown capacity), so this is the
// cost of keeping or snapshotting one state. Each part (board, regions, event log) is measured
// the same way by copying it alone. Bytes are those requested from operator new; the
// allocator's own bookkeeping per block is not included.
#include <fmt/core.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "core/game.hpp"
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
  std::int64_t games = 0, total = 0, max_total = 0, board = 0, regions = 0, events = 0, event_count = 0;
};

Totals measure(const std::vector<std::string>& expansions, int games) {
  std::string error;
  std::shared_ptr<const carc::Ruleset> rules = carc::ruleset_for(expansions, error);
  if (!rules) {
    fmt::print(stderr, "carc_bench_memory: {}\n", error);
    std::exit(2);
  }
  Totals t;
  auto at_end = [&](const carc::Game& g) {
    std::int64_t total = heap_of([&] { return carc::Game(g); }) + static_cast<std::int64_t>(sizeof(carc::Game));
    t.total += total;
    t.max_total = std::max(t.max_total, total);
    t.board += heap_of([&] { return carc::Board(g.board()); }) + static_cast<std::int64_t>(sizeof(carc::Board));
    t.regions += heap_of([&] { return carc::Regions(g.regions()); }) + static_cast<std::int64_t>(sizeof(carc::Regions));
    t.events += heap_of([&] { return std::vector<carc::Event>(g.events()); });
    t.event_count += static_cast<std::int64_t>(g.events().size());
    ++t.games;
  };
  for (int i = 0; i < games; ++i)
    if (std::holds_alternative<carc::SelfplayFailure>(
            carc::play_random_game(rules, carc::builtin_catalog(), 2, 1 + static_cast<std::uint64_t>(i), false, at_end))) {
      fmt::print(stderr, "carc_bench_memory: game {} failed\n", i);
      std::exit(1);
    }
  return t;
}

void report(const std::string& label, const Totals& t) {
  auto mean = [&](std::int64_t v) { return v / std::max<std::int64_t>(t.games, 1); };
  fmt::print("game state bytes {}: {}\n", label, mean(t.total));
  fmt::print("game state bytes {} max: {}\n", label, t.max_total);
  fmt::print("game state parts {}: board {}, regions {}, event log {} ({} events), rest {}\n", label, mean(t.board),
             mean(t.regions), mean(t.events), mean(t.event_count),
             mean(t.total) - mean(t.board) - mean(t.regions) - mean(t.events));
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
  report("base", measure({}, games));
  report("base+river1", measure({"river1"}, games));
  return 0;
}
