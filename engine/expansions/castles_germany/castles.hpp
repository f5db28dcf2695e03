// The German castles as double tiles: which tile types are their halves, where castles lie on the
// board, and laying one from the player's supply instead of drawing (CAR:castles-germany/place,
// CAR:castles-germany/no-touch). Other modules ask here how a castle counts for them (CAR-352, CAR-94).
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::castles_germany {

// A castle on the board: the board indices of its two halves.
struct LaidCastle {
  int castle_half = -1;  // the half that shows the castle (its german-castle place)
  int other_half = -1;
};

// The castles on the board, in the order they were laid.
std::vector<LaidCastle> laid_castles(const Game& g);
// The other half of the double tile board tile `tile` belongs to, or -1 for any other tile.
int other_half(const Game& g, int tile);
// The castle (its castle half) board tile `tile` belongs to, or -1.
int castle_of(const Game& g, int tile);
// The tiles on the ten squares around a castle.
int tiles_around(const Game& g, const LaidCastle& c);
// The castle's place on its castle half (a feature index).
int place_feature(const Game& g, int castle_half);

// Option german-castle-squares = one in force (false when the module is not in play).
bool counts_as_one_square(const Game& g);
// On a straight line from `from` to `to`: how many castles lie along it with both halves on it,
// each of which then counts as one square, not two (0 unless counts_as_one_square).
int squares_saved_on_line(const Game& g, Coord from, Coord to);
// Whether the dragon leaves figure `id` alone: a lord in his castle under german-castle-dragon = safe.
bool safe_from_dragon(const Game& g, int id);

// A lord goes only into an unfinished castle, or one its own placement surrounded (laid into a
// hole): a castle completed earlier scored nothing and takes nobody later (the magic portal).
std::optional<Rejection> check_lord(const Game& g, const Deploy& d);

// The castles the decider may lay now (verb `castle`).
void list_castles(const Game& g, int verb, std::vector<Action>& out);
std::optional<Rejection> check_castle(const Game& g, const ModuleAction& a);
void apply_castle(Game& g, const ModuleAction& a);
// The two halves the action lays, from its arguments alone (VerbDef::tiles_laid); none for a
// castle number out of range.
std::vector<PlaceTile> castle_tiles(const ModuleAction& a);

}  // namespace carc::castles_germany
