#include "base_module.hpp"

#include <fmt/compile.h>
#include <fmt/format.h>

#include "core/game.hpp"
#include "core/table.hpp"
#include "farm_scoring.hpp"
#include "score_audit.hpp"

namespace carc {

void BaseModule::register_options(OptionRegistry& r) const {
  r.add({"farm-scoring",
         {"third-edition", "first-edition"},
         {"CAR-32", "CAR-33"},
         "third-edition: each farm pays its majority 3 per completed city it borders; first-edition (seed 002): each "
         "completed city pays 4 once to the most farmers on all farms touching it",
         "base"});
  r.add({"tiny-city",
         {"4", "2"},
         {"CAR-19"},
         "A completed city of two tiles scores like any other (4 + 2 per pennant), or under the old small-city rule 2 "
         "+ 1 per pennant",
         "base"});
  // The 2012 tournament rules state both explicitly (CAR:wch2012/two-tile-city-four, CAR:wch2012/third-edition-farms).
  r.add_preset_settings("wch2012", "tiny-city", "4");
  r.add_preset_settings("wch2012", "farm-scoring", "third-edition");
  for (const char* preset : {"first-edition", "rgg-pre-bigbox"}) {
    r.add_preset_settings(preset, "farm-scoring", "first-edition");
    r.add_preset_settings(preset, "tiny-city", "2");
  }
}

std::optional<Rejection> BaseModule::check_placement(const Game& g, const PlaceTile& a) const {
  if (!g.table().beyond(a.at)) return std::nullopt;
  return Rejection{reason::kTableEdge, fmt::format("({},{}) lies past the edge of the table", a.at.x, a.at.y)};
}

bool BaseModule::allows_placement(const Game& g, const PlaceTile& a) const { return !g.table().beyond(a.at); }

PlacementScope BaseModule::placement_scope(const Game& g, const TileType*) const {
  return g.table().edged() ? PlacementScope::PerSquare : PlacementScope::Everywhere;
}

void BaseModule::register_figures(FigureTable& t) const {
  // Seven followers each; the eighth piece is the score marker (CAR-2).
  t.add({"follower", true, 1, 7,
         {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister}});
}

void BaseModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  supply.start = catalog.start_tile("base");
  std::vector<const TileType*> land;
  auto types = catalog.types_of("base");
  std::size_t total = 0;
  for (const TileType* t : types) total += static_cast<std::size_t>(t->count);
  land.reserve(total);
  for (const TileType* t : types)
    for (int i = t == supply.start ? 1 : 0; i < t->count; ++i) land.push_back(t);
  supply.groups.push_back(std::move(land));
}

void BaseModule::value_feature(const Game& game, const Region& r, bool final_scoring, FeatureValue& v) const {
  int tiles = game.tiles_counted(r);  // a double tile counts once (Game::tiles_counted)
  switch (r.kind) {
    case FeatureKind::Road:
      v.points = tiles;
      v.rule = fmt::format(FMT_COMPILE("road: 1 per tile x {} tiles"), tiles);
      v.rulings.push_back(final_scoring ? "CAR-29" : "CAR:base/road-scoring");
      break;
    case FeatureKind::City:
      if (final_scoring) {
        v.points = tiles + r.pennants;
        v.rule = fmt::format(FMT_COMPILE("incomplete city: 1 per tile x {} + 1 per pennant x {}"), tiles, r.pennants);
        v.rulings.push_back("CAR:base/final-city");
      } else if (tiles == 2 && game.options().is("tiny-city", "2")) {
        v.points = 2 + r.pennants;
        v.rule = fmt::format(FMT_COMPILE("small city (old rule): 2 + 1 per pennant x {}"), r.pennants);
        v.rulings.push_back("CAR-19");
      } else {
        v.points = 2 * tiles + 2 * r.pennants;
        v.rule = fmt::format(FMT_COMPILE("city: 2 per tile x {} + 2 per pennant x {}"), tiles, r.pennants);
        v.rulings.push_back("CAR:base/city-scoring");
      }
      break;
    case FeatureKind::Cloister: {
      if (final_scoring) {
        int around = game.board().surrounding_tiles(game.board().tile(r.tiles.front()).at);
        v.points = 1 + around;
        v.rule = fmt::format(FMT_COMPILE("incomplete cloister: 1 + 1 per surrounding tile x {}"), around);
        v.rulings.push_back("CAR-29");
      } else {
        v.points = 9;
        v.rule = "cloister: its tile and the 8 around it";
        v.rulings.push_back("CAR:base/cloister-scoring");
      }
      break;
    }
    default:
      break;
  }
}

void BaseModule::final_scoring(Game& game) const {
  if (game.options().is("farm-scoring", "first-edition"))
    score_farms_first_edition(game);
  else
    score_farms_third_edition(game);
}

std::optional<std::string> BaseModule::check_state(const Game& g) const { return audit_scores(g); }

}  // namespace carc
