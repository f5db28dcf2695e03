// Taking a prisoner with a tower piece just placed, and the exchange of prisoners that follows.
#pragma once
#include "core/game.hpp"

namespace carc::tower {

// After a piece is added to the tower on board tile `tile`: opens the capture decision when
// a figure is within reach, else the figure step is simply taken.
void open_capture(Game& g, int tile);
// The figures the tower now being built may take: in its four straight lines, as many tiles
// out as it is high, its own tile included (CAR-121), over gaps and other towers (CAR-122).
std::vector<int> capture_targets(const Game& g);

std::optional<Rejection> check_capture(const Game& g, const ModuleAction& a);
void apply_capture(Game& g, const ModuleAction& a);
void list_captures(const Game& g, int verb, std::vector<Action>& out);

std::optional<Rejection> check_release(const Game& g, const ModuleAction& a);
void apply_release(Game& g, const ModuleAction& a);
void list_releases(const Game& g, int verb, std::vector<Action>& out);

// The followers of `owner` held in the prison of `holder`.
std::vector<int> prisoners(const Game& g, int owner, int holder);
// The figure kinds among `ids`, each once, in the order met.
std::vector<int> kinds_of(const Game& g, const std::vector<int>& ids);
std::optional<std::string> check_prisons(const Game& g);

}  // namespace carc::tower
