// Names the Wheel of Fortune files share: the module, the wheel's sectors and crown spaces, the
// big pig, verbs, phases, options, reason codes, the crown tiles' numbers and the state layout.
#pragma once
#include <array>
#include <string_view>

namespace carc::wheel {

inline constexpr const char* kModule = "wheel-of-fortune";
inline constexpr const char* kPig = "big-pig";  // the neutral figure that marks the active sector

// The six sectors clockwise from the start (the pig begins on fortune), each a special place
// that holds the followers on its crown spaces, with how many crown spaces it has. The order
// and the spaces per sector are reconstructed (the CAR's picture is lost): nine crown spaces in
// all, three sectors with two and three with one.
struct Sector {
  const char* name;
  int spaces;
};
inline constexpr std::array<Sector, 6> kSectors = {{{"fortune", 1},
                                                    {"taxes", 2},
                                                    {"famine", 1},
                                                    {"storm", 2},
                                                    {"inquisition", 1},
                                                    {"pestilence", 2}}};
inline constexpr int kFortune = 0, kTaxes = 1, kFamine = 2, kStorm = 3, kInquisition = 4, kPestilence = 5;

// The crown tiles: how many copies of each type show the numbers 1, 2 and 3 (11, 5 and 3 in
// all: the CAR's Big Box 5 distribution; which landscape shows which is reconstructed).
struct CrownTile {
  std::string_view id;
  std::array<int, 3> numbers;
};
inline constexpr std::array<CrownTile, 10> kCrownTiles = {{{"wf/D", {2, 1, 0}},
                                                           {"wf/E", {2, 1, 0}},
                                                           {"wf/U", {2, 0, 1}},
                                                           {"wf/V", {1, 1, 0}},
                                                           {"wf/B", {1, 1, 0}},
                                                           {"wf/J", {1, 0, 1}},
                                                           {"wf/L", {0, 1, 0}},
                                                           {"wf/cap-cloister", {1, 0, 0}},
                                                           {"wf/cap-cloister-road", {1, 0, 0}},
                                                           {"wf/two-caps-pennant", {0, 0, 1}}}};

// The wheel's centre tile whose single field is the wheel itself (the block's other tiles show
// the rest of it as their last field).
inline constexpr const char* kCentreTile = "wf/wheel-c-ne";

// Verbs and module phases.
inline constexpr const char* kSpinVerb = "spin";          // spin N: nature's, the number on the crown tile drawn
inline constexpr const char* kCrownVerb = "crown";        // crown KIND SECTOR: a follower onto a free crown space
inline constexpr const char* kSendHomeVerb = "send-home"; // send-home FIGURE: the pestilence takes this follower
inline constexpr const char* kSpinPhase = "wheel-spin";
inline constexpr const char* kPestilencePhase = "wheel-pestilence";

// Options.
inline constexpr const char* kFamineOpt = "wheel-famine";  // every-farmer | majority (CAR-334)
inline constexpr const char* kDragonOpt = "wheel-dragon";  // landscape | never (CAR-327)

// Reason codes (docs/reasons.md).
inline constexpr const char* kCrownTaken = "crown-full";        // the sector's crown spaces are all taken
inline constexpr const char* kNotCrown = "not-a-sector";        // that place is no sector of the wheel
inline constexpr const char* kWrongNumber = "not-on-tile";      // the crown tile drawn shows no such number
inline constexpr const char* kOnWheel = "on-the-wheel";         // no figure stands on the wheel itself
inline constexpr const char* kNotLand = "not-on-land";          // the pestilence takes a follower from a land tile

// Indices into Game::module_state(kModule).
inline constexpr int kNextAsk = 0;      // the pestilence round: the next player (offset from the active player) to ask
inline constexpr int kSpins = 1;        // spins so far
inline constexpr int kUsed = 2;         // from here: per crown tile type, the numbers already drawn (3 each)
inline constexpr int kStateSize = kUsed + static_cast<int>(kCrownTiles.size()) * 3;

}  // namespace carc::wheel
