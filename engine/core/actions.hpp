// The decisions a player (or nature) makes; each pending decision accepts some of them (DESIGN §3).
#pragma once
#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <utility>
#include <variant>

#include "geometry.hpp"
#include "tile_catalog.hpp"

namespace carc {

struct ModuleAction;

struct PlaceTile {
  PlaceTile() = default;
  PlaceTile(const TileType* t, Coord c, Rotation r, std::shared_ptr<const ModuleAction> w = nullptr)
      : tile(t), at(c), rot(r), with(std::move(w)) {}

  const TileType* tile = nullptr;  // must be the drawn tile
  Coord at;
  Rotation rot = 0;
  // A module's action that goes with the placement and changes the layout as the tile is laid
  // (a bridge that lets a road meet a field side): see ExpansionModule::layout_change. Held by
  // pointer so that plain placements stay small.
  std::shared_ptr<const ModuleAction> with;
};

struct Deploy {
  int figure_kind = 0;
  int feature = -1;  // feature index on the target tile
  // The board index of the target tile; -1 = the tile just placed. Another tile only where a
  // module opens the whole board to this turn's deployment (ExpansionModule::deploys_anywhere).
  int tile = -1;
};

struct Pass {};  // decline an optional step (deploying a figure, taking an extra tile)

struct TakeExtraTile {};  // take the extra tile the turn offers (phase extra-tile)

// Nature's decision at a draw: which tile comes out of the stack. Only asked for when draws are
// scripted (Game::set_scripted_draws); otherwise the stack's order is nature's answer.
struct DrawTile {
  const TileType* tile = nullptr;
};

// One argument of a module action, typed by the verb's form (verbs.hpp).
enum class ArgKind : std::uint8_t { Side, Square, Feature, Figure, Player, Number, Kind, Corner, Place, Tile };
struct ActionArg {
  ArgKind kind = ArgKind::Number;
  // Side: side; Square: x; Feature: board tile index; Figure: figure id; Player: index; Number:
  // value; Kind: a figure kind (FigureTable index), e.g. which prisoner is bought back; Corner:
  // a corner of the tile just placed, 0..3 clockwise from the north-east (NE SE SW NW); Place:
  // a special place (Ruleset::places index) shared by all players, such as a city quarter; Tile:
  // a tile type, its index in builtin_catalog().types() (a tile offered at a bazaar)
  int a = 0;
  int b = 0;  // Square: y; Feature: feature index
  friend bool operator==(const ActionArg&, const ActionArg&) = default;
};

// An action a module adds (move the dragon, move the fairy, remove a knight, ...): a verb of
// Ruleset::verbs with up to three arguments. Core routes it to the verb's module.
struct ModuleAction {
  int verb = -1;
  std::uint8_t argc = 0;
  std::array<ActionArg, 3> args{};
  const ActionArg& arg(int i) const { return args[static_cast<std::size_t>(i)]; }
  // The action of verb `verb` with these arguments (at most three), as modules list them.
  static ModuleAction of(int verb, std::initializer_list<ActionArg> with) {
    ModuleAction a;
    a.verb = verb;
    for (const ActionArg& x : with) a.args[a.argc++] = x;
    return a;
  }
  friend bool operator==(const ModuleAction& x, const ModuleAction& y) {
    if (x.verb != y.verb || x.argc != y.argc) return false;
    for (int i = 0; i < x.argc; ++i)
      if (!(x.arg(i) == y.arg(i))) return false;
    return true;
  }
};

using Action = std::variant<PlaceTile, Deploy, Pass, TakeExtraTile, DrawTile, ModuleAction>;

}  // namespace carc
