#include "halflings_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "half_tiles.hpp"
#include "hl_names.hpp"

namespace carc {

using namespace halflings;

std::vector<std::string_view> HalflingsModule::reason_codes() const {
  return {kNoHalfling, kNotAHalf, kHalfIsHeld, kLongSideMismatch, kHalfOccupied, kOldHalf};
}

// A half tile never comes from the stack: it is laid from the hand by the verb, which checks it.
std::optional<Rejection> HalflingsModule::check_placement(const Game&, const PlaceTile& a) const {
  if (is_half(a.tile))
    return Rejection{kHalfIsHeld, fmt::format("{} is a half tile: it is laid from the hand with `{}`", a.tile->id, kVerb)};
  return std::nullopt;
}

void HalflingsModule::register_options(OptionRegistry& r) const {
  r.add({kBarn,
         {"allowed", "refused"},
         {"CAR-410"},
         "allowed: a half tile is a tile (CAR-406, CAR-407), so a barn may stand on a corner where half tiles meet when "
         "every tile there shows one field at that corner (the empty half of a square shows none); refused: no barn on a "
         "corner of a square that holds a half tile (the CAR does not know)",
         kModule});
}

void HalflingsModule::register_tokens(TokenTable& t) const {
  for (const TileType* half : half_types()) t.add(token_name(half));
}

void HalflingsModule::register_verbs(VerbTable& verbs, PhaseTable&) const {
  VerbDef lay{kVerb, this, {{ArgKind::Tile, ArgKind::Square, ArgKind::Side}}, "halfling TILE (x,y) N|E|S|W",
              "lay the half tile TILE of your hand instead of drawing, on the half of (x,y) whose first short side "
              "clockwise is that side (N: the north-east half, sides N and E; E: south-east; S: south-west; W: north-west)"};
  lay.places_tile = true;
  lay.tiles_laid = halfling_tiles;
  verbs.add(lay);
}

void HalflingsModule::prepare(Game& g) const {
  // Each player holds two half tiles (CAR:halflings/preparation, CAR-401): copies spread evenly
  // over the catalog from its end (so every set takes part), standing for the shuffled deal or
  // the players' choice; scenarios set them with `tokens`.
  std::vector<const TileType*> copies;
  for (const TileType* t : half_types())
    for (int c = 0; c < t->count; ++c) copies.push_back(t);
  auto n = g.players().size();
  std::size_t dealt = n * static_cast<std::size_t>(kHand);
  for (std::size_t p = 0; p < n; ++p)
    for (std::size_t i = 0; i < static_cast<std::size_t>(kHand); ++i)
      if (std::size_t j = p * kHand + i; j < copies.size()) {
        std::size_t k = copies.size() - 1 - j * copies.size() / std::max(dealt, std::size_t{1});
        int token = *g.rules().tokens.find(token_name(copies[k]));
        g.set_tokens(static_cast<int>(p), token, g.players()[p].tokens[static_cast<std::size_t>(token)] + 1);
      }
}

std::optional<Rejection> HalflingsModule::check_deployment(const Game& g, const Deploy& d) const { return check_old_half(g, d); }

void HalflingsModule::list_actions(const Game& g, std::vector<Action>& out) const {
  list_halflings(g, *g.rules().verbs.find(kVerb), out);
}

std::optional<Rejection> HalflingsModule::check_action(const Game& g, const ModuleAction& a) const { return check_halfling(g, a); }

void HalflingsModule::apply_action(Game& g, const ModuleAction& a) const { apply_halfling(g, a); }

std::optional<Rejection> HalflingsModule::layout_change(const Game& g, const PlaceTile& p, LayoutChange& change) const {
  return fill_square(g, p, change);
}

void HalflingsModule::placed_with(Game& g, const PlaceTile& p) const { join_long_sides(g, p); }

std::optional<std::string> HalflingsModule::check_state(const Game& g) const {
  for (const TileType* t : half_types())
    if (long_side(*t).kind == '?') return fmt::format("half tile {} has a long side this module does not know", t->id);
  for (const PlacedTile& pt : g.board().tiles())
    if (pt.type->expansion == kModule && !is_half(pt.type) && !pair_parts(pt.type))
      return fmt::format("the tile at ({},{}) is neither a half tile nor a square of two", pt.at.x, pt.at.y);
  return std::nullopt;
}

}  // namespace carc
