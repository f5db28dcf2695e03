// Why an action was refused: a stable reason code (documented in docs/reasons.md) and detail.
#pragma once
#include <string>

namespace carc {

struct Rejection {
  std::string code;    // e.g. edge-mismatch; stable, matched by scenarios and the protocol
  std::string detail;  // human wording for this case
};

namespace reason {
// Core codes. Modules define their own next to their rules.
inline constexpr const char* kWrongPhase = "wrong-phase";          // the action does not answer the pending decision
inline constexpr const char* kGameOver = "game-over";              // nothing can be done after the end
inline constexpr const char* kWrongTile = "wrong-tile";            // not the tile that was drawn
inline constexpr const char* kSquareOccupied = "square-occupied";  // a tile already lies there
inline constexpr const char* kNotAdjacent = "not-adjacent";        // touches no tile of the layout
inline constexpr const char* kOutOfReach = "out-of-reach";         // beyond the board's reach (geometry.hpp)
inline constexpr const char* kTableEdge = "table-edge";            // past the edge of the table (table.hpp, CAR-4)
inline constexpr const char* kEdgeMismatch = "edge-mismatch";      // a touching side does not match
inline constexpr const char* kNoSuchFeature = "no-such-feature";   // the tile has no such feature
inline constexpr const char* kNotClaimable = "not-claimable";      // no figure may stand on that feature
inline constexpr const char* kFigureNotAllowed = "figure-not-allowed";  // this figure kind may not go there
inline constexpr const char* kSupplyEmpty = "supply-empty";        // no such figure left in the supply
inline constexpr const char* kRegionOccupied = "region-occupied";  // the connected feature already has a figure
inline constexpr const char* kNoOwnFollower = "no-own-follower";    // a figure that accompanies a follower finds none of its owner's
inline constexpr const char* kFigureActionTaken = "figure-action-taken";  // the turn's one figure action is already taken
inline constexpr const char* kNotThisTile = "not-this-tile";  // a deployment onto another tile than the one just placed
inline constexpr const char* kTileSetAside = "tile-set-aside";  // the drawn tile was set aside (it fits nowhere, or a module's rule)
inline constexpr const char* kNotInStack = "not-in-stack";  // a scripted draw names a tile the stack does not hold
inline constexpr const char* kUnknownAction = "unknown-action";  // no module of these rules takes that verb
inline constexpr const char* kBadArguments = "bad-arguments";  // the verb's arguments do not fit any of its forms
// Every core code, for validating scenarios and listing them.
inline constexpr const char* kAll[] = {kWrongPhase,    kGameOver,      kWrongTile,        kSquareOccupied,
                                       kNotAdjacent,   kEdgeMismatch,  kNoSuchFeature,    kNotClaimable,
                                       kFigureNotAllowed, kSupplyEmpty, kRegionOccupied, kNoOwnFollower,
                                       kOutOfReach,    kTableEdge,     kFigureActionTaken, kNotThisTile,
                                       kTileSetAside,  kNotInStack,    kUnknownAction,    kBadArguments};
}  // namespace reason

}  // namespace carc
