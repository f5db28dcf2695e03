// Names the Plague files share: the module, its verbs and phase, its pieces, options and codes.
#pragma once

namespace carc::plague {

inline constexpr const char* kModule = "plague";
inline constexpr const char* kSourceSymbol = "plague-source";  // the plague doctor on a source tile
inline constexpr const char* kFleaVerb = "flea";                // spread the plague by one flea
inline constexpr const char* kFleeVerb = "flee";                // a follower takes flight
inline constexpr const char* kSpreadPhase = "plague-spread";    // the spread still owed at the end of a turn

// Pieces (pieces_on): active and latent fleas, active and eradicated outbreak tokens.
inline constexpr const char* kFleaPiece = "flea";
inline constexpr const char* kLatentPiece = "latent-flea";
inline constexpr const char* kOutbreakPiece = "outbreak";
inline constexpr const char* kEradicatedPiece = "eradicated-outbreak";

// Options.
inline constexpr const char* kOptOthers = "plague-other-figures";   // CAR-458
inline constexpr const char* kOptFlight = "plague-flight";          // CAR-459
inline constexpr const char* kOptSourceFigures = "plague-source-figures";
inline constexpr const char* kOptEarly = "plague-early-source";
inline constexpr const char* kOptFrequency = "plague-spread-frequency";  // CAR:conflicts/c15-plague-spread

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoOutbreak = "plague-no-outbreak";          // the plague has not broken out
inline constexpr const char* kSourceTurn = "plague-source-turn";          // a source tile's player spreads no flea
inline constexpr const char* kSpreadDone = "plague-spread-done";          // one flea a turn
inline constexpr const char* kFleaTarget = "plague-flea-target";          // not a tile a flea may go to
inline constexpr const char* kFleaSource = "plague-flea-source";          // the flea must come from elsewhere
inline constexpr const char* kFlightTaken = "plague-flight-taken";        // one flight a turn
inline constexpr const char* kFlightFigure = "plague-flight-figure";      // that figure may not flee
inline constexpr const char* kFlightTarget = "plague-flight-target";      // not a segment it may flee to
inline constexpr const char* kSourceNoFollower = "plague-source-no-follower";  // no follower after a source tile

inline constexpr int kOutbreaks = 6;
inline constexpr int kFleas = 18;
inline constexpr int kSafeTiles = 18;  // tiles on the board before a source may be played (17 set aside + the start)

// Layout of Game::module_state(kModule).
inline constexpr int kSpreadDoneAt = 0;   // this turn's flea is spread: in turn part N - 1 (0: not yet)
inline constexpr int kFledAt = 1;         // this turn's flight is taken
inline constexpr int kSourceTurnAt = 2;   // this turn laid a plague source: in turn part N - 1 (0: none)
inline constexpr int kOutTile = 3;        // [6] the board tile of outbreak n+1, -1 unused
inline constexpr int kOutGone = kOutTile + kOutbreaks;   // [6] 1: eradicated (farm side up)
inline constexpr int kFleaTile = kOutGone + kOutbreaks;  // [18] the board tile of each flea, -1 in the supply
inline constexpr int kFleaOn = kFleaTile + kFleas;       // [18] 1: active side up
inline constexpr int kStateSize = kFleaOn + kFleas;

}  // namespace carc::plague
