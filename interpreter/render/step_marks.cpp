#include "step_marks.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "picture_words.hpp"

namespace carc::render {

namespace {

std::string players_text(const Game& g, const std::vector<int>& players) {
  std::string out;
  for (std::size_t i = 0; i < players.size(); ++i)
    out += (i == 0 ? "" : i + 1 == players.size() ? " and " : ", ") + g.players()[static_cast<std::size_t>(players[i])].name;
  return out.empty() ? "nobody" : out;
}

// The features of the board that belong to the region of `node`.
std::vector<FeatureOnBoard> members(const Game& g, NodeId node) {
  std::vector<FeatureOnBoard> out;
  const auto& tiles = g.board().tiles();
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t)
    for (int f = 0; f < static_cast<int>(tiles[static_cast<std::size_t>(t)].type->features.size()); ++f)
      if (g.regions().same(g.node_of(t, f), node)) out.push_back({t, f});
  return out;
}

}  // namespace

StepMarks step_marks(const Game& g, std::size_t first) {
  StepMarks marks;
  const auto& events = g.events();
  // The farms with figures on them during the step: those still there, and those whose figures
  // the step sent home.
  std::vector<NodeId> farms_with_figures;
  auto add_farm = [&](NodeId n) {
    if (g.regions().kind(n) != FeatureKind::Field) return;
    for (NodeId f : farms_with_figures)
      if (g.regions().same(f, n)) return;
    farms_with_figures.push_back(n);
  };
  for (NodeId n : g.occupied_roots()) add_farm(n);
  for (std::size_t i = first; i < events.size(); ++i)
    if (const auto* r = std::get_if<FigureReturned>(&events[i]); r && r->feature >= 0 && g.board().index_at(r->at) >= 0)
      add_farm(g.node_of(g.board().index_at(r->at), r->feature));
  for (std::size_t i = first; i < events.size(); ++i) {
    if (const auto* r = std::get_if<FigureReturned>(&events[i])) {
      int tile = g.board().index_at(r->at);
      if (r->player < 0 || tile < 0 || r->feature < 0) continue;  // neutral figures and barns are not marked
      Figure f;
      f.owner = r->player, f.kind = r->kind, f.tile = tile, f.feature = r->feature, f.spot = Spot::Feature;
      marks.came_home.push_back({f, r->cause ? r->cause : "scored"});
    } else if (const auto* s = std::get_if<PointsScored>(&events[i])) {
      std::string who = players_text(g, s->players);
      std::string verb = s->players.size() == 1 ? "scores" : "score";
      if (s->region < 0) {
        marks.other_points.push_back(fmt::format("{} {} {}{}: {}", who, verb, s->points, s->final_scoring ? " at the end" : "",
                                                 s->explanation().rule));
        continue;
      }
      ScoredRegion sr;
      sr.features = members(g, s->region);
      sr.kind = g.regions().kind(s->region);
      sr.players = s->players;
      sr.points = s->points;
      std::string where = sr.features.empty() ? std::string(feature_kind_name(sr.kind))
                                              : feature_ref(g.board().tile(sr.features.front().tile), sr.features.front().feature);
      std::string detail = fmt::format("{} tile{}", s->tiles, s->tiles == 1 ? "" : "s");
      if (sr.kind == FeatureKind::Field) {
        // A farm is paid for the finished cities it borders.
        for (NodeId c : g.regions().bordered_cities(s->region)) {
          if (!g.regions().is_complete(g.board(), c)) continue;
          ++sr.city_count;
          for (const auto& m : members(g, c)) sr.cities.push_back(m);
        }
        detail = fmt::format("{} cit{}", sr.city_count, sr.city_count == 1 ? "y" : "ies");
      } else if (s->kind == FeatureKind::Field) {
        // A city paid to the farmers who supply it (first edition): the farms with figures on them
        // that border it.
        for (NodeId farm : farms_with_figures) {
          auto cities = g.regions().bordered_cities(farm);
          if (std::none_of(cities.begin(), cities.end(), [&](NodeId c) { return g.regions().same(c, s->region); })) continue;
          ++sr.farm_count;
          for (const auto& m : members(g, farm)) sr.farms.push_back(m);
        }
        detail = fmt::format("farm scoring, {} farm{}", sr.farm_count, sr.farm_count == 1 ? "" : "s");
      } else if (s->pennants) {
        detail += fmt::format(", {} pennant{}", s->pennants, s->pennants == 1 ? "" : "s");
      }
      sr.text = fmt::format("{} {} {}{} for the {} ({}{})", who, verb, s->points, s->bonus ? " more" : "", where, detail,
                            s->final_scoring ? ", at the end" : "");
      marks.scored.push_back(std::move(sr));
    }
  }
  return marks;
}

}  // namespace carc::render
