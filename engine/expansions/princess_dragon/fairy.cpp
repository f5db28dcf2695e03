#include "fairy.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include "pieces.hpp"
#include "princess.hpp"

namespace carc::pd {

namespace {

// Game::module_state key: the follower the fairy stands beside in a special place ([figure] or
// [-1]); a special place's detail names its holder, so it cannot say this itself.
constexpr const char* kBesideOffBoard = "princess-dragon/fairy-beside";

int beside_off_board(const Game& g) {
  const std::vector<int>& s = g.module_state_or_empty(kBesideOffBoard);
  return s.empty() ? -1 : s[0];
}

bool on_tile_rules(const Game& g) { return g.options().is("fairy-placement", "on-tile"); }

bool is_follower(const Game& g, const Figure& f) { return !f.neutral() && g.rules().figures.at(f.kind).follower; }

// A follower held in a special place for a feature, which the fairy may join there (a castle's,
// under Big Box 3's printed rule: CAR-309): that feature, or -1.
NodeId held_off_board(const Game& g, int id) {
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  return f.placed() && f.spot == Spot::Special ? g.feature_held_by(id) : -1;
}

// The active player's follower the move names: on that feature of that tile (a Feature), or
// any on that tile (a Square, with on-tile rules); or one a special place holds for that
// feature. -1 when there is none.
int named_follower(const Game& g, const ModuleAction& a) {
  const ActionArg& where = a.arg(0);
  int tile = where.kind == ArgKind::Feature ? where.a : g.board().index_at({where.a, where.b});
  if (tile < 0) return -1;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner != g.active_player() || !is_follower(g, f)) continue;
    if (!f.on_board()) {
      NodeId held = where.kind == ArgKind::Feature ? held_off_board(g, id) : -1;
      if (held >= 0 && g.regions().same(held, g.node_of(tile, where.b))) return id;
      continue;
    }
    if (f.tile != tile) continue;
    if (where.kind == ArgKind::Feature && f.feature != where.b) continue;
    return id;
  }
  return -1;
}

// A feature of the board that `node` belongs to, named as a move names it: (tile, feature).
std::pair<int, int> named_spot(const Game& g, NodeId node) {
  for (int t : g.regions().region(node).tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
      if (g.regions().same(pt.node(f), node)) return {t, f};
  }
  return {-1, -1};
}

const Figure* fairy(const Game& g) {
  int id = neutral_figure(g, kFairy);
  return id < 0 ? nullptr : &g.figures()[static_cast<std::size_t>(id)];
}

// The followers the fairy counts for now: the one beside it, or (on-tile rules) every
// follower on its tile. In a special place it is beside one follower, whatever the rules.
std::vector<int> fairy_followers(const Game& g) {
  std::vector<int> out;
  const Figure* f = fairy(g);
  if (!f || !f->placed()) return out;
  if (f->spot == Spot::Special) {
    if (int id = beside_off_board(g); id >= 0) out.push_back(id);
    return out;
  }
  if (f->spot != Spot::Tile) return out;
  if (!on_tile_rules(g)) {
    if (f->feature >= 0) out.push_back(f->feature);
    return out;
  }
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& x = g.figures()[static_cast<std::size_t>(id)];
    if (is_follower(g, x) && x.on_board() && x.tile == f->tile) out.push_back(id);
  }
  return out;
}

}  // namespace

std::optional<Rejection> check_fairy_move(const Game& g, const ModuleAction& a) {
  if (g.phase() != Phase::Deploy)
    return Rejection{g.figure_step_done() && g.phase() != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                     g.figure_step_done() && g.phase() != Phase::PlaceTile ? "the fairy moves instead of the turn's figure action, which is already taken"
                                             : fmt::format("the fairy moves in the figure step, not in {}", g.phase_label())};
  if (g.options().is("volcano-fairy", "no-move") && tile_shows(g, g.last_placed(), kVolcanoSymbol))
    return Rejection{kFairyVolcano, "under these rules the fairy cannot be moved in a turn that places a volcano"};
  if (auto r = princess_obliges(g)) return r;
  if (a.arg(0).kind == ArgKind::Square && !on_tile_rules(g))
    return Rejection{kFairyNoFollower, "the fairy goes beside one follower: name its feature (KIND [PORT] at (x,y))"};
  if (named_follower(g, a) < 0)
    return Rejection{kFairyNoFollower, fmt::format("{} has no follower there for the fairy", g.players()[static_cast<std::size_t>(g.active_player())].name)};
  return std::nullopt;
}

void move_fairy(Game& g, const ModuleAction& a) {
  int follower = named_follower(g, a);
  const Figure& beside = g.figures()[static_cast<std::size_t>(follower)];
  if (beside.spot == Spot::Special) {  // into the special place (held by nobody), beside that follower
    g.move_figure(neutral_figure(g, kFairy), beside.tile, Spot::Special, kNoDetail, g.active_player());
    g.module_state(kBesideOffBoard) = {follower};
  } else {
    g.move_figure(neutral_figure(g, kFairy), beside.tile, Spot::Tile, on_tile_rules(g) ? kNoDetail : follower, g.active_player());
    if (beside_off_board(g) >= 0) g.module_state(kBesideOffBoard) = {-1};
  }
  g.take_figure_step();
}

void list_fairy_moves(const Game& g, int verb, std::vector<Action>& out) {
  if (g.phase() != Phase::Deploy) return;
  std::vector<std::tuple<ArgKind, int, int>> seen;  // a square and a feature may share numbers
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner != g.active_player() || !is_follower(g, f)) continue;
    ModuleAction a;
    a.verb = verb;
    a.argc = 1;
    if (!f.on_board()) {
      NodeId held = held_off_board(g, id);
      if (held < 0) continue;
      auto [tile, feature] = named_spot(g, held);
      if (tile < 0) continue;
      a.args[0] = {ArgKind::Feature, tile, feature};
    } else if (on_tile_rules(g)) {
      Coord at = g.board().tile(f.tile).at;
      a.args[0] = {ArgKind::Square, at.x, at.y};
    } else {
      a.args[0] = {ArgKind::Feature, f.tile, f.feature};
    }
    std::tuple<ArgKind, int, int> key{a.args[0].kind, a.args[0].a, a.args[0].b};
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
    seen.push_back(key);
    if (!check_fairy_move(g, a)) out.emplace_back(a);
  }
}

void fairy_turn_point(Game& g) {
  if (g.turn_part() > 0) return;  // once per turn, even when the builder gives a second tile (CAR-72)
  for (int id : fairy_followers(g)) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner != g.active_player()) continue;
    NodeId node = g.feature_held_by(id);
    if (node < 0) continue;
    g.award_bonus(f.owner, 1, g.regions().kind(node), g.regions().find(node), false,
                  "the fairy stands beside this follower at the start of its owner's turn: 1 point",
                  {"CAR:princess-dragon/fairy-turn-point", "CAR-71", "CAR-72"});
    return;  // one point, however many of his followers share the fairy's tile
  }
}

void fairy_scoring_bonus(Game& g, NodeId root, std::span<const int> figures, bool final_scoring) {
  std::vector<int> paid;
  for (int id : fairy_followers(g)) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (std::find(figures.begin(), figures.end(), id) == figures.end()) continue;  // took no part
    if (std::find(paid.begin(), paid.end(), f.owner) != paid.end()) continue;
    paid.push_back(f.owner);
    g.award_bonus(f.owner, 3, g.regions().kind(root), g.regions().find(root), final_scoring,
                  "the fairy stands beside a follower of the scored feature: 3 points, whatever the feature pays",
                  {"CAR:princess-dragon/fairy-scoring", "CAR-73", "CAR-74"});
  }
}

// Each farm is a feature of its own: a player is paid once per farm his fairy follower stands in.
void fairy_farm_bonus(Game& g) {
  std::vector<std::pair<int, NodeId>> paid;
  for (int id : fairy_followers(g)) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    NodeId node = g.feature_held_by(id);
    if (node < 0 || g.regions().kind(node) != FeatureKind::Field) continue;
    std::pair<int, NodeId> key{f.owner, g.regions().find(node)};
    if (std::find(paid.begin(), paid.end(), key) != paid.end()) continue;
    paid.push_back(key);
    g.award_bonus(f.owner, 3, FeatureKind::Field, g.regions().find(node), true,
                  "the fairy stands beside a farmer whose farm is scored at the end: 3 points",
                  {"CAR:princess-dragon/fairy-scoring"});
  }
}

void fairy_follower_left(Game& g, int figure) {
  int id = neutral_figure(g, kFairy);
  if (id < 0) return;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  // The fairy stays where it is, beside nobody, once its follower leaves (CAR:princess-dragon/fairy-scoring);
  // in a special place too (a castle that scored).
  if (f.placed() && f.spot == Spot::Tile && f.feature == figure) g.move_figure(id, f.tile, Spot::Tile, kNoDetail, Game::kNature);
  if (beside_off_board(g) == figure) g.module_state(kBesideOffBoard) = {-1};
}

std::optional<std::string> check_fairy_state(const Game& g) {
  const Figure* f = fairy(g);
  if (!f || !f->placed()) return std::nullopt;
  int off_board = beside_off_board(g);
  if (off_board >= 0 && f->spot != Spot::Special) return "the fairy is on the board yet beside a follower in a special place";
  if (f->spot == Spot::Special) {  // beside a follower held off the board for a feature, or nobody once it left
    if (f->feature >= 0) return "the fairy stands in a special place held by a player";
    if (off_board < 0) return std::nullopt;
    const Figure& c = g.figures()[static_cast<std::size_t>(off_board)];
    if (!c.placed() || c.spot != Spot::Special || c.tile != f->tile) return "the fairy's follower is not in the fairy's special place";
    if (g.feature_held_by(off_board) < 0) return "the fairy stands beside a follower no feature holds";
    return std::nullopt;
  }
  if (f->spot != Spot::Tile) return "the fairy stands elsewhere than on a tile or in a special place";
  if (f->feature < 0) return std::nullopt;
  const Figure& c = g.figures()[static_cast<std::size_t>(f->feature)];
  if (!c.on_board() || c.tile != f->tile) return "the fairy's follower is not on the fairy's tile";
  if (!is_follower(g, c)) return "the fairy stands beside a figure that is no follower";
  return std::nullopt;
}

}  // namespace carc::pd
