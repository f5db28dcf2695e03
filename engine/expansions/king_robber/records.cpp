#include "records.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace carc::king_robber {

namespace {

// Indices into Game::module_state(kModule): the tiles of the record city and road (0: none yet).
constexpr int kCityRecord = 0;
constexpr int kRoadRecord = 1;

struct Record {
  FeatureKind kind;
  const char* token;
  const char* title;   // for explain
  const char* per;     // "city", "road"
  const char* ruling;  // the rule statement
  int slot;
};
constexpr Record kRecords[] = {
    {FeatureKind::City, kKing, "the King", "city", "CAR:king-robber/king", kCityRecord},
    {FeatureKind::Road, kRobber, "the Robber Baron", "road", "CAR:king-robber/robber-baron", kRoadRecord},
};

int holder(const Game& g, int token) {
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
    if (g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(token)] > 0) return p;
  return -1;
}

// Completed regions of a kind on the board, each counted once (at its root). A region a module
// keeps from counting as completed is none (the Wheel of Fortune itself, written as a city
// complete from the start, is no city: CAR:wheel-of-fortune/start).
int completed(const Game& g, FeatureKind kind) {
  const auto& modules = g.rules().modules;
  int n = 0;
  for (NodeId node = 0; node < g.regions().node_count(); ++node)
    if (g.regions().is_root(node) && g.regions().kind(node) == kind && g.regions().is_complete(g.board(), node) &&
        std::none_of(modules.begin(), modules.end(), [&](const auto* m) { return m->withholds_scoring(g, node); }))
      ++n;
  return n;
}

}  // namespace

void record_completion(Game& g, NodeId root) {
  FeatureKind kind = g.regions().kind(root);
  for (const Record& r : kRecords) {
    if (r.kind != kind) continue;
    std::vector<int>& state = g.module_state(kModule);
    if (state.size() < 2) state.assign(2, 0);
    int tiles = g.tiles_counted(g.regions().region(root));
    int record = state[static_cast<std::size_t>(r.slot)];
    int token = *g.rules().tokens.find(r.token);
    int player = g.active_player(), had = holder(g, token);
    if (tiles <= record) {
      if (had >= 0)
        g.note(player, fmt::format("this {} of {} tiles is no larger than the record of {}: {} stays with {} (CAR-196)", r.per,
                                   tiles, record, r.title, g.players()[static_cast<std::size_t>(had)].name));
      continue;
    }
    state[static_cast<std::size_t>(r.slot)] = tiles;
    g.note(player, fmt::format("{} completes the largest {} so far ({} tiles, counted in tiles, not points: CAR-196); {} "
                               "goes to him",
                               g.players()[static_cast<std::size_t>(player)].name, r.per, tiles, r.title));
    if (had == player) continue;
    if (had >= 0) g.take_tokens(had, token, -1, root);
    g.take_tokens(player, token, 1, root);
  }
}

void score_records(Game& g) {
  for (const Record& r : kRecords) {
    int token = *g.rules().tokens.find(r.token);
    int p = holder(g, token);
    if (p < 0) continue;
    int n = completed(g, r.kind);
    PointsScored ev;
    ev.players = {p};
    ev.points = n;
    ev.kind = r.kind;
    ev.token = token;
    ev.final_scoring = true;
    ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{
        {}, fmt::format("{}: 1 per completed {} on the board x {}", r.title, r.per, n), {r.ruling}});
    g.award(std::move(ev));
  }
}

std::optional<std::string> check_records(const Game& g) {
  for (const Record& r : kRecords) {
    int token = *g.rules().tokens.find(r.token);
    int held = 0;
    for (const Player& p : g.players()) {
      if (p.tokens[static_cast<std::size_t>(token)] > 1) return fmt::format("a player holds {} twice", r.title);
      held += p.tokens[static_cast<std::size_t>(token)];
    }
    const std::vector<int>* state = g.module_state(kModule);
    int record = state && state->size() >= 2 ? (*state)[static_cast<std::size_t>(r.slot)] : 0;
    if ((record > 0) != (held == 1)) return fmt::format("{}: record {} tiles but {} held", r.title, record, held);
  }
  return std::nullopt;
}

}  // namespace carc::king_robber
