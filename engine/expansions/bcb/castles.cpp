#include "castles.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "bcb_names.hpp"
#include "core/game.hpp"
#include "turn_count.hpp"

namespace carc::bcb {

namespace {

// Game::module_state keys. Castles: one record per castle built.
constexpr const char* kCastles = "bridges-castles-bazaars/castles";
constexpr int kTown = 0, kTileA = 1, kTileB = 2, kBuiltTurn = 3, kScored = 4, kRecord = 5;
// The towns offered this turn: [turn, town node, ...]; the town offered now: [node or -1].
constexpr const char* kAsked = "bridges-castles-bazaars/castle-asked";
constexpr const char* kOffer = "bridges-castles-bazaars/castle-offer";
// Values due to castles: [castle, points, feature node] each; the castle whose owner chooses now.
constexpr const char* kDue = "bridges-castles-bazaars/castle-due";
constexpr const char* kChoosing = "bridges-castles-bazaars/castle-choosing";
// The followers in castles: [figure, castle] each. They stand in the special place `castles`
// (no tile holds them: CAR-308), until their castle scores.
constexpr const char* kInCastle = "bridges-castles-bazaars/in-castle";

std::vector<int> figures_in(const Game& g, int castle) {
  const std::vector<int>* s = g.module_state(kInCastle);
  std::vector<int> out;
  if (!s) return out;
  for (std::size_t i = 0; i + 1 < s->size(); i += 2)
    if ((*s)[i + 1] == castle) out.push_back((*s)[i]);
  return out;
}

// The castle's majority: its followers' strengths as if they stood in the town (a mayor counts
// its pennants: none, CAR-311).
std::vector<PlayerStrength> castle_strengths(const Game& g, int castle, NodeId town) {
  Region r = g.regions().region(town);
  r.figures = figures_in(g, castle);
  return g.strengths(r);
}

const std::vector<int>& read(const Game& g, const char* key) { return g.module_state_or_empty(key); }
int castle_count(const Game& g) { return static_cast<int>(read(g, kCastles).size()) / kRecord; }
int field(const Game& g, int castle, int f) { return read(g, kCastles)[static_cast<std::size_t>(castle * kRecord + f)]; }

std::string where(const Game& g, int tile) {
  Coord c = g.board().tile(tile).at;
  return fmt::format("({},{})", c.x, c.y);
}
std::string castle_name(const Game& g, int castle) {
  return fmt::format("the castle on {} and {}", where(g, field(g, castle, kTileA)), where(g, field(g, castle, kTileB)));
}

bool on_one_side(PortMask ports) {
  for (int s = 0; s < kSides; ++s)
    if (ports == static_cast<PortMask>(0x7u << (3 * s))) return true;
  return false;
}

// The two pieces of a town of two caps (CAR-299: semicircles, or under castle-town = end-pieces
// any piece on one side), as board tile indices, or nothing.
std::optional<std::pair<int, int>> town_pieces(const Game& g, NodeId root) {
  if (g.regions().kind(root) != FeatureKind::City) return std::nullopt;
  const Region& r = g.regions().region(root);
  if (r.tiles.size() != 2 || r.nodes != 2) return std::nullopt;
  bool any_end = g.options().is(kTownShape, "end-pieces");
  for (int t : r.tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      if (g.regions().find(pt.node(f)) != root) continue;
      const TileFeature& tf = pt.type->features[static_cast<std::size_t>(f)];
      if (!on_one_side(tf.ports) || (!tf.cap && !any_end)) return std::nullopt;
    }
  }
  return std::pair{r.tiles[0], r.tiles[1]};
}

// The one player with followers on the town, or -1 (nobody, or several: no single occupier).
int occupier(const Game& g, NodeId root) {
  int who = -1;
  for (int id : g.regions().figures(root)) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!g.rules().figures.at(f.kind).follower) continue;
    if (who >= 0 && who != f.owner) return -1;
    who = f.owner;
  }
  return who;
}

int castle_tokens(const Game& g, int player) { return g.players()[player].tokens[*g.rules().tokens.find(kCastle)]; }

bool asked(const Game& g, NodeId root) {
  const std::vector<int>& a = read(g, kAsked);
  if (a.empty() || a[0] != current_turn(g)) return false;
  for (std::size_t i = 1; i < a.size(); ++i)
    if (g.regions().find(a[i]) == root) return true;
  return false;
}

// The next town this turn's scoring will score that its occupier may turn into a castle.
std::optional<NodeId> next_town(const Game& g) {
  for (NodeId root : g.scorings_ahead()) {
    if (asked(g, root) || !town_pieces(g, root)) continue;
    int who = occupier(g, root);
    if (who >= 0 && castle_tokens(g, who) > 0) return root;
  }
  return std::nullopt;
}

// Offers the next town, or returns false when none is left.
bool offer_next(Game& g) {
  std::optional<NodeId> town = next_town(g);
  g.module_state(kOffer) = {town ? *town : -1};
  if (!town) return false;
  std::vector<int>& a = g.module_state(kAsked);
  if (a.empty() || a[0] != current_turn(g)) a = {current_turn(g)};
  a.push_back(*town);
  g.open_decision(*g.rules().phases.find(kCastlePhase), occupier(g, *town));
  return true;
}

// The six squares of a castle's vicinity: its two tiles and the two beside each across its length.
std::vector<Coord> vicinity(const Game& g, int castle) {
  Coord a = g.board().tile(field(g, castle, kTileA)).at, b = g.board().tile(field(g, castle, kTileB)).at;
  bool upright = a.x == b.x;  // the two tiles lie north and south of each other
  std::vector<Coord> out = {a, b};
  for (Coord c : {a, b})
    for (int d : {-1, 1}) out.push_back(upright ? Coord{c.x + d, c.y} : Coord{c.x, c.y + d});
  return out;
}

bool reaches(const Game& g, int castle, const std::vector<int>& tiles) {
  std::vector<Coord> near = vicinity(g, castle);
  for (int t : tiles)
    if (std::find(near.begin(), near.end(), g.board().tile(t).at) != near.end()) return true;
  return false;
}

// Castles still waiting, built before this turn (CAR-304), that `tiles` reach.
// The castles still waiting, built before this turn (CAR-304), that `tiles` reach.
std::vector<int> castles_reached(const Game& g, const std::vector<int>& tiles, int except) {
  std::vector<int> out;
  for (int c = 0; c < castle_count(g); ++c) {
    if (c == except || field(g, c, kScored) || field(g, c, kBuiltTurn) >= current_turn(g)) continue;
    if (reaches(g, c, tiles)) out.push_back(c);
  }
  return out;
}

void add_dues(Game& g, const std::vector<int>& castles, int points, NodeId feature) {
  std::vector<int>& due = g.module_state(kDue);
  for (int c : castles) due.insert(due.end(), {c, points, feature});
}

std::string feature_words(const Game& g, NodeId feature) {
  int castle = -1;
  for (int c = 0; c < castle_count(g); ++c)
    if (g.regions().same(field(g, c, kTown), feature)) castle = c;
  if (castle >= 0) return castle_name(g, castle);
  const Region& r = g.regions().region(feature);
  return fmt::format("the {} completed at {}", feature_kind_name(r.kind), where(g, r.tiles.front()));
}

// The castle's follower(s) score `points` (the value of `feature`), go home, and the castle
// counts as a completed feature for the castles around it.
void pay(Game& g, int castle, int points, NodeId feature) {
  NodeId town = g.regions().find(field(g, castle, kTown));
  std::vector<PlayerStrength> strength = castle_strengths(g, castle, town);
  std::vector<int> winners = majority_of(strength);
  g.module_state(kCastles)[static_cast<std::size_t>(castle * kRecord + kScored)] = 1;
  std::string what = feature_words(g, feature);
  if (!winners.empty()) {
    PointsScored ev;
    ev.players = winners;
    ev.points = points;
    ev.kind = FeatureKind::City;
    ev.region = town;
    ev.bonus = true;
    ev.tiles = 2;
    ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{
        std::move(strength), fmt::format("{} takes the value of {}: {}", castle_name(g, castle), what, points),
        {"CAR:bridges-castles-bazaars/castle-scoring", "CAR-306", "CAR-307"}});
    g.award(std::move(ev));
    g.announce_scored(town, figures_in(g, castle), false);  // a fairy beside one of them (castle-fairy = printed)
  } else {
    g.note(-1, fmt::format("{} is due the value of {}, but no follower there counts (a mayor with no pennant, CAR-311)",
                           castle_name(g, castle), what));
  }
  for (int id : figures_in(g, castle)) g.return_figure(id);
  std::vector<int>& in = g.module_state(kInCastle);
  std::vector<int> rest;
  for (std::size_t i = 0; i + 1 < in.size(); i += 2)
    if (in[i + 1] != castle) rest.insert(rest.end(), {in[i], in[i + 1]});
  in = std::move(rest);
  add_dues(g, castles_reached(g, {field(g, castle, kTileA), field(g, castle, kTileB)}, castle), points, town);
}

// Pays every castle due a value, in the order the castles were built; a castle due several
// different values waits for its owner's choice. True when a decision was opened.
bool settle(Game& g) {
  for (;;) {
    std::vector<int>& due = g.module_state(kDue);
    if (due.empty()) return false;
    int castle = due[0];
    for (std::size_t i = 0; i < due.size(); i += 3) castle = std::min(castle, due[i]);
    std::vector<std::pair<int, NodeId>> values;
    for (std::size_t i = 0; i < due.size(); i += 3)
      if (due[i] == castle) values.emplace_back(due[i + 1], due[i + 2]);
    bool differ = std::any_of(values.begin(), values.end(), [&](auto& v) { return v.first != values[0].first; });
    if (differ) {
      NodeId town = g.regions().find(field(g, castle, kTown));
      std::vector<int> winners = majority_of(castle_strengths(g, castle, town));
      if (!winners.empty()) {
        g.module_state(kChoosing) = {castle};
        g.open_decision(*g.rules().phases.find(kCastleScorePhase), winners.front());
        return true;
      }
    }
    std::vector<int> rest;
    for (std::size_t i = 0; i < due.size(); i += 3)
      if (due[i] != castle) rest.insert(rest.end(), {due[i], due[i + 1], due[i + 2]});
    due = std::move(rest);
    pay(g, castle, values[0].first, values[0].second);
  }
}

}  // namespace

void offer_castles(Game& g) { offer_next(g); }

std::optional<Rejection> check_castle(const Game& g, const ModuleAction& a) {
  if (!g.waits_for(kCastlePhase))
    return Rejection{reason::kWrongPhase, fmt::format("a town becomes a castle when its occupier is asked, after the figure step; "
                                                      "the game waits for {}", g.phase_label())};
  NodeId offered = read(g, kOffer).empty() ? -1 : read(g, kOffer)[0];
  NodeId root = g.regions().find(g.node_of(a.arg(0).a, a.arg(0).b));
  if (offered < 0 || root != g.regions().find(offered))
    return Rejection{kNotATown, fmt::format("the town offered is the one at {}", where(g, g.regions().region(offered).tiles.front()))};
  if (castle_tokens(g, g.decider()) <= 0) return Rejection{kNoCastleLeft, "no castle left"};
  return std::nullopt;
}

void build_castle(Game& g, const ModuleAction& a) {
  NodeId root = g.regions().find(g.node_of(a.arg(0).a, a.arg(0).b));
  auto pieces = *town_pieces(g, root);
  std::vector<int>& rec = g.module_state(kCastles);
  rec.insert(rec.end(), {root, pieces.first, pieces.second, current_turn(g), 0});
  int player = g.decider();
  int kind = *g.rules().tokens.find(kCastle);
  g.set_tokens(player, kind, castle_tokens(g, player) - 1);
  std::string near;
  for (Coord c : vicinity(g, castle_count(g) - 1)) near += fmt::format("{}({},{})", near.empty() ? "" : " ", c.x, c.y);
  g.note(player, fmt::format("{} turns the town on {} and {} into a castle instead of scoring it; it scores the first feature "
                             "completed on a later turn on one of its six neighbouring squares: {}",
                             g.players()[player].name, where(g, pieces.first), where(g, pieces.second), near));
  // The followers move into the castle, off the tiles; a builder with them follows its own
  // rule for a follower leaving its feature (Traders & Builders).
  int place = *g.rules().places.find(kCastlePlace);
  int castle = castle_count(g) - 1;
  std::vector<int> figs = g.regions().figures(root);
  for (int id : figs) {
    if (!g.rules().figures.at(g.figures()[static_cast<std::size_t>(id)].kind).follower) continue;
    std::vector<int>& in = g.module_state(kInCastle);
    in.insert(in.end(), {id, castle});
    g.move_figure(id, place, Spot::Special, kNoDetail, player);
  }
  if (!offer_next(g)) g.close_decision();
}

void castle_declined(Game& g) { offer_next(g); }

bool is_castle_town(const Game& g, NodeId root) {
  for (int c = 0; c < castle_count(g); ++c)
    if (g.regions().find(field(g, c, kTown)) == root) return true;
  return false;
}

bool castle_scored(const Game& g, NodeId root) {
  for (int c = 0; c < castle_count(g); ++c)
    if (g.regions().find(field(g, c, kTown)) == root) return field(g, c, kScored) != 0;
  return false;
}

NodeId castle_town_of(const Game& g, int figure) {
  const std::vector<int>& in = read(g, kInCastle);
  for (std::size_t i = 0; i + 1 < in.size(); i += 2)
    if (in[i] == figure) return g.regions().find(field(g, in[i + 1], kTown));
  return -1;
}

void note_completion(Game& g, NodeId root) {
  if (castle_count(g) == 0) return;
  const Region& r = g.regions().region(root);
  std::vector<int> castles = castles_reached(g, r.tiles, -1);
  if (castles.empty()) return;  // the feature's value is worked out only for a castle due it
  add_dues(g, castles, g.value_of(r, false).points, root);
}

void pay_castles(Game& g) { settle(g); }

std::optional<Rejection> check_castle_score(const Game& g, const ModuleAction& a) {
  if (!g.waits_for(kCastleScorePhase))
    return Rejection{reason::kWrongPhase, fmt::format("no castle's owner chooses now; the game waits for {}", g.phase_label())};
  int castle = read(g, kChoosing)[0];
  NodeId root = g.regions().find(g.node_of(a.arg(0).a, a.arg(0).b));
  const std::vector<int>& due = read(g, kDue);
  for (std::size_t i = 0; i < due.size(); i += 3)
    if (due[i] == castle && g.regions().find(due[i + 2]) == root) return std::nullopt;
  return Rejection{kNotATown, fmt::format("{} is not due the value of that feature", castle_name(g, castle))};
}

void choose_castle_score(Game& g, const ModuleAction& a) {
  int castle = read(g, kChoosing)[0];
  NodeId root = g.regions().find(g.node_of(a.arg(0).a, a.arg(0).b));
  std::vector<int>& due = g.module_state(kDue);
  int points = 0;
  std::vector<int> rest;
  for (std::size_t i = 0; i < due.size(); i += 3) {
    if (due[i] != castle)
      rest.insert(rest.end(), {due[i], due[i + 1], due[i + 2]});
    else if (g.regions().find(due[i + 2]) == root)
      points = due[i + 1];
  }
  due = std::move(rest);
  pay(g, castle, points, root);
  if (!settle(g)) g.close_decision();
}

void list_castle_actions(const Game& g, std::vector<Action>& out) {
  if (g.waits_for(kCastlePhase)) {
    NodeId offered = read(g, kOffer)[0];
    const Region& r = g.regions().region(offered);
    const PlacedTile& pt = g.board().tile(r.tiles.front());
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
      if (g.regions().same(pt.node(f), offered)) {
        out.emplace_back(ModuleAction::of(*g.rules().verbs.find(kCastleVerb), {ActionArg{ArgKind::Feature, r.tiles.front(), f}}));
        break;
      }
  } else if (g.waits_for(kCastleScorePhase)) {
    int castle = read(g, kChoosing)[0];
    const std::vector<int>& due = read(g, kDue);
    for (std::size_t i = 0; i < due.size(); i += 3) {
      if (due[i] != castle) continue;
      int tile = g.regions().tile_of(due[i + 2]);
      const PlacedTile& pt = g.board().tile(tile);
      out.emplace_back(ModuleAction::of(*g.rules().verbs.find(kCastleScoreVerb),
                                        {ActionArg{ArgKind::Feature, tile, pt.feature_of(due[i + 2])}}));
    }
  }
}

std::vector<CastleView> castles(const Game& g) {
  std::vector<CastleView> out;
  for (int c = 0; c < castle_count(g); ++c) out.push_back({field(g, c, kTileA), field(g, c, kTileB)});
  return out;
}

std::optional<std::string> check_castles(const Game& g) {
  int built = 0;
  for (int c = 0; c < castle_count(g); ++c) {
    NodeId town = g.regions().find(field(g, c, kTown));
    if (!g.regions().is_complete(g.board(), town)) return fmt::format("{} stands on an unfinished city", castle_name(g, c));
    if (!g.regions().figures(town).empty()) return fmt::format("figures stand on the town of {}", castle_name(g, c));
    if (field(g, c, kScored) && !figures_in(g, c).empty())
      return fmt::format("{} has scored but figures stand in it", castle_name(g, c));
    ++built;
  }
  int place = *g.rules().places.find(kCastlePlace);
  std::size_t inside = 0;
  // The record lists the followers; a neutral figure beside one of them (the fairy) is not in it.
  for (const Figure& f : g.figures()) inside += f.placed() && f.spot == Spot::Special && f.tile == place && !f.neutral();
  const std::vector<int>* in = g.module_state(kInCastle);
  if (inside != (in ? in->size() / 2 : 0)) return fmt::format("{} figures in castles, {} recorded", inside, in ? in->size() / 2 : 0);
  int kind = *g.rules().tokens.find(kCastle);
  int held = 0;
  for (const Player& p : g.players()) held += p.tokens[static_cast<std::size_t>(kind)];
  int players = static_cast<int>(g.players().size());
  if (held + built != players * (players >= 5 ? 2 : 3)) return fmt::format("{} castles held and {} built", held, built);
  return std::nullopt;
}

}  // namespace carc::bcb
