#include "towers.hpp"

#include <fmt/format.h>

#include "capture.hpp"

namespace carc::tower {

namespace {

const std::vector<int>* state_of(const Game& g) { return g.module_state(kModule); }

int tile_at(const Game& g, const ModuleAction& a) { return g.board().index_at({a.arg(0).a, a.arg(0).b}); }

}  // namespace

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < static_cast<std::size_t>(kHeights)) {  // first use in this game
    s.assign(kHeights, 0);
    s[kCapturingTower] = -1;
    s[kExchanged] = -1;
  }
  return s;
}

int height(const Game& g, int tile_index) {
  const std::vector<int>* s = state_of(g);
  auto i = static_cast<std::size_t>(kHeights + tile_index);
  return s && tile_index >= 0 && i < s->size() ? (*s)[i] : 0;
}

int tower_feature(const Game& g, int tile_index) {
  if (tile_index < 0) return -1;
  static const FeatureKind kind = *parse_feature_kind(kTowerKind);
  const TileType& t = *g.board().tile(tile_index).type;
  for (int f = 0; f < static_cast<int>(t.features.size()); ++f)
    if (t.features[static_cast<std::size_t>(f)].kind == kind) return f;
  return -1;
}

int figure_on_top(const Game& g, int tile_index) {
  int f = tower_feature(g, tile_index);
  if (f < 0) return -1;
  const auto& on = g.regions().figures(g.node_of(tile_index, f));
  return on.empty() ? -1 : on.front();
}

bool any_tower(const Game& g) {
  const std::vector<int>* s = state_of(g);
  if (!s) return false;
  for (std::size_t i = kHeights; i < s->size(); ++i)
    if ((*s)[i] > 0) return true;
  return false;
}

int initial_pieces(int players) {
  switch (players) {  // CAR:tower/supply
    case 2: return 10;
    case 3: return 9;
    case 4: return 7;
    case 5: return 6;
    default: return players >= 6 ? 5 : 10;
  }
}

void mark_towers(const Game& g, std::vector<char>& open) {
  const std::vector<int>* s = state_of(g);
  if (!s) return;
  for (std::size_t i = kHeights; i < s->size() && i - kHeights < open.size(); ++i)
    if ((*s)[i] > 0) open[i - kHeights] = 1;
}

int pieces_left(const Game& g, int player) {
  auto k = g.rules().tokens.find(kPiece);
  return k ? g.players()[static_cast<std::size_t>(player)].tokens[static_cast<std::size_t>(*k)] : 0;
}

bool old_figures(const Game& g) {
  return g.options().registry().find("builder-pig-status") && g.options().is("builder-pig-status", "followers");
}

bool tower_follower(const Game& g, int kind) {
  const FigureKindDef& def = g.rules().figures.at(kind);
  if (def.neutral) return false;
  return def.follower || old_figures(g);  // builders and pigs were followers before the Big Box (CAR-120, CAR-124)
}

std::optional<Rejection> check_build(const Game& g, const ModuleAction& a) {
  if (g.phase() != Phase::Deploy || g.figure_step_done())
    return Rejection{g.figure_step_done() && g.phase() != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                     "a tower piece is placed instead of the turn's figure action"};
  if (pieces_left(g, g.active_player()) == 0)
    return Rejection{kNoPieces, fmt::format("{} has no tower piece left", g.players()[static_cast<std::size_t>(g.active_player())].name)};
  int tile = tile_at(g, a);
  if (tile < 0) return Rejection{kNoFoundation, fmt::format("no tile at ({},{})", a.arg(0).a, a.arg(0).b)};
  if (tower_feature(g, tile) < 0) return Rejection{kNoFoundation, fmt::format("the tile at ({},{}) shows no tower foundation", a.arg(0).a, a.arg(0).b)};
  if (figure_on_top(g, tile) >= 0)
    return Rejection{kTowerFinished, "a follower stands on top of that tower: it is finished while he stays (CAR-127)"};
  return std::nullopt;
}

void apply_build(Game& g, const ModuleAction& a) {
  int tile = tile_at(g, a);
  std::vector<int>& s = state(g);
  auto i = static_cast<std::size_t>(kHeights + tile);
  if (s.size() <= i) s.resize(i + 1, 0);
  ++s[i];
  int k = *g.rules().tokens.find(kPiece);
  int p = g.active_player();
  g.set_tokens(p, k, g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(k)] - 1);
  open_capture(g, tile);
}

void list_builds(const Game& g, int verb, std::vector<Action>& out) {
  if (g.phase() != Phase::Deploy || g.figure_step_done() || pieces_left(g, g.active_player()) == 0) return;
  for (int t = 0; t < static_cast<int>(g.board().tiles().size()); ++t) {
    if (tower_feature(g, t) < 0 || figure_on_top(g, t) >= 0) continue;
    Coord at = g.board().tile(t).at;
    out.emplace_back(ModuleAction::of(verb, {{ArgKind::Square, at.x, at.y}}));
  }
}

std::optional<Rejection> check_top_deployment(const Game& g, const Deploy& d) {
  int tile = d.tile < 0 ? g.last_placed() : d.tile;
  if (tile < 0 || d.feature != tower_feature(g, tile)) return std::nullopt;
  if (!tower_follower(g, d.figure_kind))
    return Rejection{kTowerFollowersOnly, fmt::format("a {} may not go on top of a tower", g.rules().figures.at(d.figure_kind).name)};
  if (height(g, tile) == 0)
    return Rejection{kTowerNotStarted, "a bare tower foundation takes tower pieces only, no follower (CAR-115)"};
  return std::nullopt;
}

std::optional<Rejection> check_remote_top(const Game& g, const Deploy& d) {
  if (d.feature == tower_feature(g, d.tile)) return std::nullopt;
  return Rejection{reason::kNotThisTile, "from afar, a figure reaches only the top of a tower"};
}

std::optional<std::string> check_tower_state(const Game& g) {
  const std::vector<int>* s = state_of(g);
  int built = 0;
  if (s)
    for (std::size_t i = kHeights; i < s->size(); ++i) {
      int tile = static_cast<int>(i) - kHeights;
      if ((*s)[i] < 0) return fmt::format("a tower of height {}", (*s)[i]);
      if ((*s)[i] > 0 && (tile >= static_cast<int>(g.board().tiles().size()) || tower_feature(g, tile) < 0))
        return fmt::format("a tower stands on board tile {}, which shows no foundation", tile);
      if ((*s)[i] == 0 && tile < static_cast<int>(g.board().tiles().size()) && figure_on_top(g, tile) >= 0)
        return fmt::format("a figure stands on the bare foundation of board tile {}", tile);
      built += (*s)[i];
    }
  int placed = 0;
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) placed += initial_pieces(static_cast<int>(g.players().size())) - pieces_left(g, p);
  if (placed != built) return fmt::format("{} tower pieces left the supplies, the towers hold {}", placed, built);
  return std::nullopt;
}

}  // namespace carc::tower
