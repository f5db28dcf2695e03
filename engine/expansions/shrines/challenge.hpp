// Heretics and Shrines: the neighbour limits between shrines and cloisters (CAR-256..259) and
// the challenge (CAR:shrines/challenge, CAR-260..271). A shrine is a cloister that carries the
// symbol `shrine`; an abbey and every other cloister-like feature without it is a cloister.
// "Neighbour" always means one of the eight squares around, diagonals included.
#pragma once
#include <optional>
#include <span>

#include "core/game.hpp"

namespace carc::shrines {

// Whether the Heretics and Shrines module is in play (its options are registered).
bool in_play(const Game& g);

// The cloister-like feature of a tile type (a cloister, an abbey, a shrine): its index, or -1.
int cloister_feature(const TileType& t);
bool is_shrine_tile(const TileType& t);

// Why a tile showing a cloister or a shrine may not go to `at` under the official limits: a
// shrine beside two cloisters, a cloister beside two shrines, or a neighbour of the other sort
// left beside two (CAR-256, CAR-257); nullopt when it may (or when the module is not in play,
// or under the house rule shrine-crowding = unoccupied). Abbey & Mayor asks it for an abbey
// (CAR-258, CAR-143).
std::optional<Rejection> refuses_at(const Game& g, const TileType& t, Coord at);

// House rule (shrine-crowding = unoccupied): board tile `tile` was laid where the limits would
// have refused it, so no follower may be deployed on its shrine or cloister (CAR-259).
bool laid_crowded(const Game& g, int tile);

// A completed cloister or shrine was just scored with `figures` taking part: the followers on
// a challenged neighbour of the other sort that is not complete lose the challenge and go home
// with nothing (CAR:shrines/challenge); one completed by the same tile scores too (CAR-266).
void settle_challenges(Game& g, NodeId root, std::span<const int> figures);

// A message when the position breaks the module's rules (self-play's invariants).
std::optional<std::string> check_limits(const Game& g);

}  // namespace carc::shrines
