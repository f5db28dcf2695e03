#include "barns.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "abbeys.hpp"
#include "am_names.hpp"
#include "expansions/base/farm_scoring.hpp"
#include "expansions/halflings/half_tiles.hpp"

namespace carc::abbey_mayor {

namespace {

int barn_kind(const Game& g) { return *g.rules().figures.find(kBarn); }

bool is_barn(const Game& g, const Figure& f) { return f.placed() && f.spot == Spot::Corner && f.kind == barn_kind(g); }

// The four squares that share a corner, and which of its own corners each one shows there.
struct CornerTile {
  int dx, dy, corner;
};
std::array<CornerTile, 4> around_corner(int corner) {
  switch (corner) {
    case 0: return {{{0, 0, 0}, {1, 0, 3}, {1, 1, 2}, {0, 1, 1}}};       // NE
    case 1: return {{{0, 0, 1}, {1, 0, 2}, {1, -1, 3}, {0, -1, 0}}};     // SE
    case 2: return {{{0, 0, 2}, {-1, 0, 1}, {-1, -1, 0}, {0, -1, 3}}};   // SW
    default: return {{{0, 0, 3}, {-1, 0, 0}, {-1, 1, 1}, {0, 1, 2}}};    // NW
  }
}

std::optional<int> parse_corner(const ModuleAction& a) {
  int c = a.arg(0).a;
  return c >= 0 && c < 4 ? std::optional<int>(c) : std::nullopt;
}

}  // namespace

NodeId corner_field(const Game& g, int tile, int corner) {
  const PlacedTile& pt = g.board().tile(tile);
  return pt.node(pt.feature_at(corner_port(corner, 0)));
}

bool corner_all_field(const Game& g, int tile, int corner) {
  Coord at = g.board().tile(tile).at;
  for (const CornerTile& ct : around_corner(corner)) {
    const PlacedTile* pt = g.board().at({at.x + ct.dx, at.y + ct.dy});
    if (!pt) return false;
    // Both halves at the corner must be field, and the same field: two fields of one tile that
    // meet at a corner are parted there by something drawn between them (a wall, a hedge).
    // The empty half of a square shows nothing at its corners (a = -1); Halflings' option may
    // keep barns off half tiles altogether (CAR-410).
    int a = pt->feature_at(corner_port(ct.corner, 0)), b = pt->feature_at(corner_port(ct.corner, 1));
    if (a < 0 || a != b || halflings::barn_refused_on(g, pt->type) || pt->type->features[static_cast<std::size_t>(a)].kind != FeatureKind::Field) return false;
  }
  return true;
}

bool any_barn(const Game& g) {
  return std::any_of(g.figures().begin(), g.figures().end(), [&](const Figure& f) { return is_barn(g, f); });
}

bool farm_has_barn(const Game& g, NodeId node) {
  NodeId root = g.regions().find(node);
  for (const Figure& f : g.figures())
    if (is_barn(g, f) && g.regions().find(corner_field(g, f.tile, f.feature)) == root) return true;
  return false;
}

void list_barns(const Game& g, int verb, std::vector<Action>& out) {
  if (g.phase() != Phase::Deploy || g.last_placed() < 0) return;
  if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(barn_kind(g))] == 0) return;
  // check_barn's rules without its wording: the listing asks this on every deployment.
  int tile = g.last_placed();
  for (int c = 0; c < 4; ++c)
    if (corner_all_field(g, tile, c) && !farm_has_barn(g, corner_field(g, tile, c)))
      out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Corner, c, 0}}));
}

std::optional<Rejection> check_barn(const Game& g, const ModuleAction& a) {
  if (g.phase() != Phase::Deploy)
    return Rejection{g.figure_step_done() ? reason::kFigureActionTaken : reason::kWrongPhase,
                     fmt::format("a barn is the turn's figure action; the game waits for {}", g.phase_label())};
  auto corner = parse_corner(a);
  if (!corner) return Rejection{reason::kBadArguments, "a corner is NE, SE, SW or NW"};
  int kind = barn_kind(g);
  if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(kind)] == 0)
    return Rejection{reason::kSupplyEmpty, fmt::format("{} has no barn left", g.players()[static_cast<std::size_t>(g.active_player())].name)};
  int tile = g.last_placed();
  if (!corner_all_field(g, tile, *corner))
    return Rejection{kNotAllField, fmt::format("a barn needs four tiles meeting in field at the corner; the {} corner of the tile "
                                               "just placed is not one",
                                               kCornerNames[*corner])};
  if (farm_has_barn(g, corner_field(g, tile, *corner)))
    return Rejection{kBarnFarm, "that farm already has a barn (CAR-189)"};
  return std::nullopt;
}

void apply_barn(Game& g, const ModuleAction& a) {
  int kind = barn_kind(g), player = g.active_player();
  int corner = a.arg(0).a, tile = g.last_placed();
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner != player || f.kind != kind || !f.in_supply()) continue;
    g.move_figure(id, tile, Spot::Corner, corner, player);
    break;
  }
  state(g)[kBarnPlaced] = g.regions().find(corner_field(g, tile, corner));
  g.take_figure_step();
}

std::optional<Rejection> check_farmer(const Game& g, const Deploy& d) {
  int tile = d.tile < 0 ? g.last_placed() : d.tile;
  const PlacedTile& pt = g.board().tile(tile);
  if (pt.type->features[static_cast<std::size_t>(d.feature)].kind != FeatureKind::Field) return std::nullopt;
  if (!g.rules().figures.at(d.figure_kind).follower || !any_barn(g)) return std::nullopt;
  if (farm_has_barn(g, pt.node(d.feature)))
    return Rejection{kBarnFarm, "no farmer may go onto a farm with a barn (CAR-189)"};
  return std::nullopt;
}

// A barn's farm that holds farmers is scored in this turn's scoring step (score_barn_events).
void barn_scorings_ahead(const Game& g, std::vector<NodeId>& out) {
  for (const Figure& f : g.figures()) {
    if (!is_barn(g, f)) continue;
    NodeId farm = g.regions().find(corner_field(g, f.tile, f.feature));
    const auto& on = g.regions().figures(farm);
    if (std::any_of(on.begin(), on.end(), [&](int id) { return g.rules().figures.at(g.figures()[static_cast<std::size_t>(id)].kind).follower; }))
      out.push_back(farm);
  }
}

void score_barn_events(Game& g) {
  const std::vector<int>* s = state_of(g);
  NodeId placed = s && (*s)[kBarnPlaced] >= 0 ? g.regions().find((*s)[kBarnPlaced]) : -1;
  if (s) state(g)[kBarnPlaced] = -1;
  std::vector<NodeId> done;
  for (const Figure& f : g.figures()) {
    if (!is_barn(g, f)) continue;
    NodeId farm = g.regions().find(corner_field(g, f.tile, f.feature));
    if (std::find(done.begin(), done.end(), farm) != done.end()) continue;
    done.push_back(farm);
    const auto& on = g.regions().figures(farm);
    bool farmers = std::any_of(on.begin(), on.end(), [&](int id) {
      return g.rules().figures.at(g.figures()[static_cast<std::size_t>(id)].kind).follower;
    });
    if (!farmers) continue;
    if (farm == placed)
      score_farm_now(g, farm, kBarnPlacedPerCity, false, "farmers as a barn is placed on their farm",
                     {"CAR:abbey-mayor/barn-placed", "CAR-184"});
    else
      score_farm_now(g, farm, kBarnJoinedPerCity, false, "farmers whose farm joined a barn's",
                     {"CAR:abbey-mayor/barn-joined", "CAR-190"});
    std::vector<int> sent(on.begin(), on.end());  // farmers, and the pigs with them, go home; the barn stays
    for (int id : sent) g.return_figure(id);
  }
}

void score_barns_final(Game& g) {
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!is_barn(g, f)) continue;
    NodeId farm = g.regions().find(corner_field(g, f.tile, f.feature));
    // Each completed city: 4, plus what a module adds for the barn's owner (the pig-herd, under
    // the house rule that pays barns too: CAR-395); the pig stands only beside farmers.
    int cities = 0, points = 0;
    FeatureValue mod;
    NodeId farms[] = {farm};
    for (NodeId c : g.regions().bordered_cities(farm)) {
      if (!g.regions().is_complete(g.board(), c)) continue;
      ++cities;
      FeatureValue one;
      for (const auto* m : g.rules().modules) m->value_farm_city(g, FarmCity{farms, c, kBarnPerCity}, f.owner, one);
      points += kBarnPerCity + one.points;
      if (!one.rule.empty() && mod.rule.find(one.rule) == std::string::npos) mod.rule += ", " + one.rule;
      for (auto& ruling : one.rulings)
        if (std::find(mod.rulings.begin(), mod.rulings.end(), ruling) == mod.rulings.end()) mod.rulings.push_back(ruling);
    }
    Coord at = g.board().tile(f.tile).at;
    g.note(f.owner, fmt::format("the barn on the {} corner of ({},{}) scores its farm", kCornerNames[f.feature & 3], at.x, at.y));
    PointsScored ev;
    ev.players = {f.owner};
    ev.points = points;
    ev.kind = FeatureKind::Field;
    ev.region = farm;
    ev.final_scoring = true;
    ev.tiles = static_cast<int>(g.regions().region(farm).tiles.size());
    ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{
        {}, fmt::format("barn: {} per completed city x {}{}", kBarnPerCity, cities, mod.rule), [&] {
          std::vector<std::string> ids{"CAR:abbey-mayor/barn-final", "CAR-193"};
          ids.insert(ids.end(), mod.rulings.begin(), mod.rulings.end());
          return ids;
        }()});
    g.award(std::move(ev));
  }
}

}  // namespace carc::abbey_mayor
