#include "castles_germany_module.hpp"

#include <fmt/format.h>

#include <cstdlib>

#include "castle_scoring.hpp"
#include "castles.hpp"
#include "cg_names.hpp"
#include "core/game.hpp"

namespace carc {

using namespace castles_germany;

std::vector<std::string_view> CastlesGermanyModule::reason_codes() const { return {kNoCastle, kCastleTouches, kCastleFinished, kCastleIsDouble}; }

// A castle half never comes from the stack: both halves go down together by the verb, which
// places them without this check.
std::optional<Rejection> CastlesGermanyModule::check_placement(const Game&, const PlaceTile& a) const {
  if (a.tile && a.tile->expansion == kModule)
    return Rejection{kCastleIsDouble, fmt::format("{} is half of a German castle: both halves are laid together with `{}`", a.tile->id, kVerb)};
  return std::nullopt;
}

PlacementScope CastlesGermanyModule::placement_scope(const Game&, const TileType* tile) const {
  return tile && tile->expansion == kModule ? PlacementScope::Nowhere : PlacementScope::Everywhere;
}

void CastlesGermanyModule::register_options(OptionRegistry& r) const {
  r.add({kEndValue,
         {"two", "one"},
         {"CAR:castles-germany/castle-end", "CAR:conflicts/c24-german-castle-end-value"},
         "two: at the end an unfinished castle's lord scores 2 for the castle tile and 1 per surrounding tile (the "
         "rule text); one: 1 for the castle tile (the CAR's end-of-game summary)",
         kModule});
  r.add({kSquares,
         {"two", "one"},
         {"CAR-352"},
         "two: a double tile is two squares for the dragon's steps and a tower's reach, as it lies on the board; one: it "
         "counts as one square (a dragon step onto it along its length crosses it, a tower's reach across it loses one "
         "square); the flier and the plague follow once they exist",
         kModule});
  r.add({kTiles,
         {"one", "two"},
         {"CAR:castles-germany/one-tile"},
         "one: wherever the rules count a feature's tiles (a road's or city's points, the mage's, a siege's, the largest "
         "city) a castle's two halves count once, as the printed rule speaks of one castle tile; two: each half counts, "
         "as each covers a square (the rules never say, and CAR-352 leaves the same question open for squares)",
         kModule});
  r.add({kFarm,
         {"none", "like-city"},
         {"CAR-353"},
         "none: a German castle is nothing to farmers (the CAR's reading); like-city: at the end a surrounded castle pays "
         "3 to the majority of the farm under it, as a completed city would",
         kModule});
  r.add({kDragon,
         {"eaten", "safe"},
         {"CAR-94"},
         "eaten: the lord of a German castle is a figure on a tile like any other and the dragon eats him; safe: the "
         "castle protects him as a Bridges, Castles & Bazaars castle does",
         kModule});
}

void CastlesGermanyModule::register_tokens(TokenTable& t) const {
  for (const char* castle : kCastles) t.add(castle);
}

void CastlesGermanyModule::register_verbs(VerbTable& verbs, PhaseTable&) const {
  VerbDef castle{kVerb, this, {{ArgKind::Number, ArgKind::Square, ArgKind::Side}}, "german-castle N (x,y) N|E|S|W",
                 "lay your castle number N (1 koenigstein, 2 konradsheim, 3 rieneck, 4 eltz, 5 wartburg, 6 bentheim) "
                 "instead of drawing: its castle half on (x,y), its other half on that side of it"};
  castle.places_tile = true;
  castle.tiles_laid = castle_tiles;
  verbs.add(castle);
}

void CastlesGermanyModule::register_figure_places(FigureTable& figures) const {
  // The lord or lady: any follower (not the builder or the pig); own_places_only kinds (mayor,
  // wagon, barn) stay out, FigureTable::allow sees to that.
  FeatureKind place = *parse_feature_kind(kPlace);
  for (int k = 0; k < figures.size(); ++k)
    if (figures.at(k).follower && !figures.at(k).neutral) figures.allow(k, place);
}

void CastlesGermanyModule::prepare(Game& g) const {
  // Each player takes one castle, two with two or three players (CAR:castles-germany/supply):
  // in catalog order, standing for the players' choice; scenarios set them with `tokens`.
  int n = static_cast<int>(g.players().size());
  int each = n <= 3 ? 2 : 1;
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < each; ++i)
      if (int k = p + i * n; k < kCastleCount) g.set_tokens(p, *g.rules().tokens.find(kCastles[k]), 1);
}

std::optional<Rejection> CastlesGermanyModule::check_deployment(const Game& g, const Deploy& d) const { return check_lord(g, d); }

void CastlesGermanyModule::list_actions(const Game& g, std::vector<Action>& out) const {
  list_castles(g, *g.rules().verbs.find(kVerb), out);
}

std::optional<Rejection> CastlesGermanyModule::check_action(const Game& g, const ModuleAction& a) const {
  return check_castle(g, a);
}

void CastlesGermanyModule::apply_action(Game& g, const ModuleAction& a) const { apply_castle(g, a); }

void CastlesGermanyModule::turn_scoring(Game& g) const { score_completed_castles(g); }

void CastlesGermanyModule::value_feature(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) const {
  if (!final_scoring) add_castle_bonus(g, r, v);
}

void CastlesGermanyModule::final_scoring(Game& g) const { score_castles_final(g); }

// A castle is one tile over two squares: wherever the rules count a feature's tiles (a road's or
// city's points, the mage's, a siege's, the largest city) its two halves count once
// (CAR:castles-germany/one-tile), unless `german-castle-tiles = two`. Squares (dragon steps, a
// tower's reach) are CAR-352's option.
int CastlesGermanyModule::one_tile_with(const Game& g, int tile) const {
  if (g.options().is(kTiles, "two")) return -1;
  int other = other_half(g, tile);
  return other >= 0 && other_half(g, other) == tile ? other : -1;
}

std::optional<std::string> CastlesGermanyModule::check_state(const Game& g) const {
  std::vector<int> laid(kCastleCount, 0);
  for (const LaidCastle& c : laid_castles(g)) {
    if (c.other_half < 0 || other_half(g, c.other_half) != c.castle_half)
      return fmt::format("the castle at board tile {} lacks its other half", c.castle_half);
    for (int k = 0; k < kCastleCount; ++k)
      if (g.board().tile(c.castle_half).type->id == fmt::format("cg/{}-w", kCastles[k])) ++laid[static_cast<std::size_t>(k)];
    // Once the lord's castle is surrounded, he has scored and gone home.
    if (g.phase() == Phase::PlaceTile && tiles_around(g, c) == 10 &&
        !g.regions().figures(g.node_of(c.castle_half, place_feature(g, c.castle_half))).empty())
      return fmt::format("a lord stays on the surrounded castle at board tile {}", c.castle_half);
  }
  for (int k = 0; k < kCastleCount; ++k) {
    int held = 0;
    int token = *g.rules().tokens.find(kCastles[k]);
    for (const auto& p : g.players()) held += p.tokens[static_cast<std::size_t>(token)];
    if (held + laid[static_cast<std::size_t>(k)] > 1)
      return fmt::format("castle {} is held {} times and laid {} times", kCastles[k], held, laid[static_cast<std::size_t>(k)]);
  }
  // No two castles touch, not even at a corner.
  auto castles = laid_castles(g);
  for (std::size_t i = 0; i < castles.size(); ++i)
    for (std::size_t j = i + 1; j < castles.size(); ++j)
      for (int a : {castles[i].castle_half, castles[i].other_half})
        for (int b : {castles[j].castle_half, castles[j].other_half}) {
          Coord p = g.board().tile(a).at, q = g.board().tile(b).at;
          if (std::abs(p.x - q.x) <= 1 && std::abs(p.y - q.y) <= 1) return "two castles touch";
        }
  return std::nullopt;
}

}  // namespace carc
