// A second, deliberately simple implementation of the base game's scoring — a flood fill over the
// board's tiles, knowing nothing of the incremental regions — against which self-play checks
// every score event of a game played with the base game alone (and River I, which scores nothing
// of its own). It recomputes each scored feature's tiles, pennants, completion, the figures on it
// and so the points and the players paid, and reports the first event that disagrees.
#pragma once
#include <optional>
#include <string>

namespace carc {
class Game;

// Checks the score events of the turn that just ended (self-play calls it after every turn), and
// at the end of the game those of the final scoring. nullopt when they agree.
std::optional<std::string> audit_scores(const Game& game);

}  // namespace carc
