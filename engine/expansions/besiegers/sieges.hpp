// Besieged cities: which cities a siege holds, what their completion and their farms are worth,
// and the escape of a knight through a cloister beside them (CAR-341..351 and the section's
// rule text).
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::besiegers {

// The board tiles of city region `root` whose piece of that city shows a siege.
std::vector<int> siege_tiles(const Game& g, NodeId root);
// Whether city region `root` is besieged: one of its pieces shows a siege (however many do:
// CAR-341), and no module's rule has taken it out of scoring (a town turned into a Bridges,
// Castles & Bazaars castle, whose siege no longer counts: CAR-300, CAR-315).
bool besieged(const Game& g, NodeId root);

// The escape: the active player's followers that may leave a besieged city now, as the rule
// stands (ignoring when in the turn it is asked), in figure order.
std::vector<int> escape_candidates(const Game& g);
std::optional<Rejection> check_escape(const Game& g, const ModuleAction& a);
void apply_escape(Game& g, const ModuleAction& a);
void list_escapes(const Game& g, int verb, std::vector<Action>& out);
// At the end of a turn's part (step 9c): opens the escape for the active player when he has a
// knight that may leave.
void offer_escape(Game& g);

}  // namespace carc::besiegers
