#include "festival_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "expansions/bcb/bcb_names.hpp"
#include "festival_names.hpp"

namespace carc {

using namespace festival;

namespace {

// The festival's figure step is open: the first figure step of a turn whose tile (or, for a
// turn of several tiles, the part's tile) shows the festival.
bool festival_tile_placed(const Game& g) {
  return g.last_placed() >= 0 && g.board().tile(g.last_placed()).type->has_symbol(kSymbol);
}

// A corner as a point of the doubled grid: the corner `c` (0..3: NE SE SW NW) of the tile at `at`.
std::pair<long long, long long> festival_corner(Coord at, int c) {
  static constexpr int dx[] = {1, 1, -1, -1}, dy[] = {1, -1, -1, 1};
  return {2LL * at.x + dx[c & 3], 2LL * at.y + dy[c & 3]};
}

bool in_prison(const Game& g, const Figure& f) {
  if (f.spot != Spot::Special) return false;
  auto prison = g.rules().places.find(kPrisonPlace);
  return prison && f.tile == *prison;
}

// Why the festival may not take figure `id` back (its owner, kind and place), or nullopt.
std::optional<Rejection> check_figure(const Game& g, int id) {
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  const FigureKindDef& def = g.rules().figures.at(f.kind);
  // Only one's own figures, never another player's nor a neutral one (CAR-373).
  if (f.owner != g.active_player())
    return Rejection{kNotOwn, f.neutral() ? fmt::format("the festival takes back no neutral figure such as the {}", def.name)
                                          : std::string("the festival takes back only the player's own figures")};
  if (!f.placed()) return Rejection{kNoSuchFigure, "that figure is not in play"};
  // Captured followers stay where they are held (the section's rule text).
  if (in_prison(g, f)) return Rejection{kCaptured, "a captured follower cannot be taken back by the festival"};
  // A follower in a castle of Bridges, Castles & Bazaars waits for the castle's scoring: the CAR
  // says nothing of the festival there, and the castle keeps its followers (a choice, see
  // docs/engine.md).
  if (f.spot == Spot::Special && g.rules().places.find(bcb::kCastlePlace) == f.tile)
    return Rejection{kNoSuchFigure, "a follower in a castle stays there until the castle scores"};
  // HiG: any figure (CAR-372); RGG and CundCo: followers only (CAR-375).
  if (!def.follower && g.options().is(kScope, "followers"))
    return Rejection{kFollowersOnly, fmt::format("under festival-scope = followers the festival takes back no {}", def.name)};
  return std::nullopt;
}

// The figure a written action names: a figure on a feature (or a neutral one), one of the
// player's figures of a kind in a special place, held prisoner by a player, or on a corner of a
// tile; -1 when none is there.
int figure_of(const Game& g, const ModuleAction& a) {
  if (a.argc == 1) return a.arg(0).a;
  int kind = a.arg(0).a;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner != g.active_player() || f.kind != kind || !f.placed()) continue;
    if (a.argc == 2 && a.arg(1).kind == ArgKind::Place && f.spot == Spot::Special && f.tile == a.arg(1).a) return id;
    // A prisoner, named by who holds him (as The Tower's ransom names him): never taken back.
    if (a.argc == 2 && a.arg(1).kind == ArgKind::Player && in_prison(g, f) && f.feature == a.arg(1).a) return id;
    if (a.argc == 3 && f.spot == Spot::Corner &&
        festival_corner(g.board().tile(f.tile).at, f.feature) == festival_corner(Coord{a.arg(1).a, a.arg(1).b}, a.arg(2).a))
      return id;
  }
  return -1;
}

}  // namespace

std::vector<std::string_view> FestivalModule::reason_codes() const {
  return {kNoFestival, kNotOwn, kCaptured, kFollowersOnly, kNoSuchFigure};
}

void FestivalModule::register_options(OptionRegistry& r) const {
  r.add({kScope,
         {"figures", "followers"},
         {"CAR-375", "CAR-372"},
         "figures: the festival takes back any of the player's own figures, builder, pig and barn included (HiG); "
         "followers: only followers (RGG's anniversary edition and the CundCo reprint)",
         kModule});
  r.add_preset_settings("rgg", kScope, "followers");
}

void FestivalModule::register_verbs(VerbTable& verbs, PhaseTable&) const {
  VerbDef festival{kVerb, this,
                   {{ArgKind::Figure},
                    {ArgKind::Kind, ArgKind::Place},
                    {ArgKind::Kind, ArgKind::Player},
                    {ArgKind::Kind, ArgKind::Square, ArgKind::Corner}},
                   "festival PLAYER FIGURE KIND [PORT] at (x,y) | festival FIGURE PLACE | festival FIGURE HOLDER (a prisoner) | "
                   "festival FIGURE (x,y) NE|SE|SW|NW",
                   "after placing a festival tile: take one of your figures back into your supply, from anywhere in play, "
                   "instead of a figure action",
                   true};
  // A corner is shared by four tiles and may be named from any of them; the listing names it
  // from the tile the figure stands on.
  festival.listed_form = [](const Game& g, const ModuleAction& a) -> std::optional<ModuleAction> {
    if (a.argc != 3) return a;
    int id = figure_of(g, a);
    if (id < 0) return a;
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    Coord at = g.board().tile(f.tile).at;
    return ModuleAction::of(a.verb, {a.arg(0), {ArgKind::Square, at.x, at.y}, {ArgKind::Corner, f.feature & 3, 0}});
  };
  verbs.add(std::move(festival));
}

void FestivalModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void FestivalModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.phase() != Phase::Deploy || !festival_tile_placed(g)) return;
  int verb = *g.rules().verbs.find(kVerb);
  std::vector<ModuleAction> listed;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner != g.active_player() || !f.placed() || check_figure(g, id)) continue;
    ModuleAction a;
    if (f.on_board())
      a = ModuleAction::of(verb, {{ArgKind::Figure, id, 0}});
    else if (f.spot == Spot::Special)
      a = ModuleAction::of(verb, {{ArgKind::Kind, f.kind, 0}, {ArgKind::Place, f.tile, 0}});
    else if (f.spot == Spot::Corner) {
      Coord at = g.board().tile(f.tile).at;
      a = ModuleAction::of(verb, {{ArgKind::Kind, f.kind, 0}, {ArgKind::Square, at.x, at.y}, {ArgKind::Corner, f.feature & 3, 0}});
    } else
      continue;  // a figure standing beside a tile or on a side: no form names it
    // Two figures of one kind in one place are one choice.
    if (std::find_if(listed.begin(), listed.end(), [&](const ModuleAction& m) {
          return m.argc == a.argc && m.args == a.args;
        }) != listed.end())
      continue;
    listed.push_back(a);
    out.emplace_back(a);
  }
}

std::optional<Rejection> FestivalModule::check_action(const Game& g, const ModuleAction& a) const {
  if (g.phase() != Phase::Deploy)
    return Rejection{g.figure_step_done() && g.phase() != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                     "the festival acts instead of the turn's figure action"};
  if (!festival_tile_placed(g)) return Rejection{kNoFestival, "the tile just placed shows no festival"};
  int id = figure_of(g, a);
  if (id < 0) return Rejection{kNoSuchFigure, "none of the player's figures of that kind stands there"};
  return check_figure(g, id);
}

void FestivalModule::apply_action(Game& g, const ModuleAction& a) const {
  g.remove_figure(figure_of(g, a), "taken back at the festival");
  g.take_figure_step();
}

}  // namespace carc
