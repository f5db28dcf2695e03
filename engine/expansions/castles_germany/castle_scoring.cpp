#include "castle_scoring.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "castles.hpp"
#include "cg_names.hpp"

namespace carc::castles_germany {

namespace {

NodeId castle_node(const Game& g, const LaidCastle& c) { return g.node_of(c.castle_half, place_feature(g, c.castle_half)); }

void pay(Game& g, const LaidCastle& c, int points, bool final_scoring, std::string rule, std::vector<std::string> rulings) {
  NodeId node = castle_node(g, c);
  const Region& r = g.regions().region(node);
  PointsScored ev;
  ev.players = g.majority(r);
  ev.points = points;
  ev.kind = g.board().tile(c.castle_half).type->features[static_cast<std::size_t>(place_feature(g, c.castle_half))].kind;
  ev.region = node;
  ev.completed = !final_scoring;
  ev.final_scoring = final_scoring;
  ev.tiles = 2 + tiles_around(g, c);
  ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{g.strengths(r), std::move(rule), std::move(rulings)});
  g.award(std::move(ev));
}

}  // namespace

void score_completed_castles(Game& g) {
  for (const LaidCastle& c : laid_castles(g)) {
    NodeId node = castle_node(g, c);
    if (g.regions().figures(node).empty() || tiles_around(g, c) < 10) continue;
    pay(g, c, kCompleteValue, false, "German castle surrounded on all ten squares: 12",
        {"CAR:castles-germany/castle-complete"});
    std::vector<int> lords = g.regions().figures(node);
    for (int id : lords) g.return_figure(id);
  }
}

void add_castle_bonus(const Game& g, const Region& r, FeatureValue& v) {
  if (r.kind != FeatureKind::Road && r.kind != FeatureKind::City) return;
  std::vector<int> castles;  // distinct castles: a road with both ends on one castle counts it once (CAR-354)
  for (int t : r.tiles)
    if (int c = castle_of(g, t); c >= 0 && std::find(castles.begin(), castles.end(), c) == castles.end()) castles.push_back(c);
  if (castles.empty()) return;
  int n = static_cast<int>(castles.size());
  v.points += kRoadCityBonus * n;
  v.rule += fmt::format(" + 3 per German castle it ends on x {}", n);
  v.rulings.push_back("CAR:castles-germany/road-city-bonus");
  v.rulings.push_back("CAR-354");
  v.rulings.push_back("CAR-355");
}

void score_castles_final(Game& g) {
  int own = g.options().is(kEndValue, "one") ? 1 : 2;
  std::vector<std::string> rulings = {"CAR:castles-germany/castle-end", "CAR:conflicts/c24-german-castle-end-value"};
  for (const LaidCastle& c : laid_castles(g)) {
    if (g.regions().figures(castle_node(g, c)).empty()) continue;
    int around = tiles_around(g, c);
    pay(g, c, own + around, true,
        fmt::format("unfinished German castle: {} for the castle tile + 1 per surrounding tile x {}", own, around), rulings);
  }
  if (!g.options().is(kFarm, "like-city")) return;
  for (const LaidCastle& c : laid_castles(g)) {
    if (tiles_around(g, c) < 10) continue;
    // The field under the castle: the one that owns the castle half's inner side.
    const PlacedTile& pt = g.board().tile(c.castle_half);
    int field = pt.feature_at(middle_port(rotate(Side::E, pt.rot)));
    NodeId node = g.node_of(c.castle_half, field);
    const Region& r = g.regions().region(node);
    std::vector<int> farmers = g.majority(r);
    if (farmers.empty()) continue;
    PointsScored ev;
    ev.players = farmers;
    ev.points = kFarmValue;
    ev.kind = FeatureKind::Field;
    ev.region = node;
    ev.final_scoring = true;
    ev.tiles = static_cast<int>(r.tiles.size());
    ev.why = std::make_shared<const ScoreExplanation>(
        ScoreExplanation{g.strengths(r), "a completed German castle counts for the farm under it like a completed city: 3",
                         {"CAR-353"}});
    g.award(std::move(ev));
  }
}

}  // namespace carc::castles_germany
