#include "ransom.hpp"

#include <fmt/format.h>

#include "capture.hpp"
#include "towers.hpp"

namespace carc::tower {

namespace {

// The moments of one's own turn a ransom is taken in: before placing the tile, in the figure
// step (so the follower bought back may still be deployed), and when an extra tile is offered.
bool ransom_moment(const Game& g) {
  return g.phase() == Phase::PlaceTile || g.phase() == Phase::Deploy || g.phase() == Phase::ExtraTile;
}

int prisoner_of_kind(const Game& g, int holder, int kind) {
  for (int id : prisoners(g, g.active_player(), holder))
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) return id;
  return -1;
}

bool may_go_below_zero(const Game& g) { return g.options().is("ransom-below-zero", "allowed"); }

bool ransom_taken(const Game& g) {
  const std::vector<int>* s = g.module_state(kModule);
  return s && s->size() > static_cast<std::size_t>(kRansomTaken) && (*s)[kRansomTaken];
}

}  // namespace

std::optional<Rejection> check_ransom(const Game& g, const ModuleAction& a) {
  if (!ransom_moment(g)) return Rejection{reason::kWrongPhase, "a prisoner is bought back during one's own turn, not now"};
  if (ransom_taken(g))
    return Rejection{kRansomPaid, "one prisoner per turn may be bought back, and this turn's is (CAR-136)"};
  int holder = a.arg(0).a;
  if (holder == g.active_player() || prisoner_of_kind(g, holder, a.arg(1).a) < 0)
    return Rejection{kNoSuchPrisoner, fmt::format("{} holds no {} of {}", g.players()[static_cast<std::size_t>(holder)].name,
                                                  g.rules().figures.at(a.arg(1).a).name,
                                                  g.players()[static_cast<std::size_t>(g.active_player())].name)};
  if (!may_go_below_zero(g) && g.players()[static_cast<std::size_t>(g.active_player())].score < kRansom3)
    return Rejection{kRansomUnaffordable, "the ransom would take the payer's score below zero"};
  return std::nullopt;
}

void apply_ransom(Game& g, const ModuleAction& a) {
  int holder = a.arg(0).a;
  int id = prisoner_of_kind(g, holder, a.arg(1).a);
  state(g)[kRansomTaken] = 1;
  std::vector<std::string> rulings = {"CAR:tower/ransom", "CAR-135"};
  NodeId none = -1;
  g.award_bonus(g.active_player(), -kRansom3, FeatureKind::Field, none, false, "a prisoner bought back: the ransom paid", rulings, true);
  g.award_bonus(holder, kRansom3, FeatureKind::Field, none, false, "a prisoner bought back: the ransom received", rulings, true);
  g.remove_figure(id, "bought back for a ransom");
}

void list_ransoms(const Game& g, int verb, std::vector<Action>& out) {
  if (!ransom_moment(g)) return;
  if (ransom_taken(g)) return;
  if (!may_go_below_zero(g) && g.players()[static_cast<std::size_t>(g.active_player())].score < kRansom3) return;
  // Listed at every decision of the turn: one pass over the figures finds whether anybody
  // holds one of the active player's followers before asking holder by holder.
  bool held = false;
  for (const Figure& f : g.figures()) held = held || (f.owner == g.active_player() && f.placed() && f.spot == Spot::Special);
  if (!held) return;
  for (int holder = 0; holder < static_cast<int>(g.players().size()); ++holder) {
    if (holder == g.active_player()) continue;
    for (int k : kinds_of(g, prisoners(g, g.active_player(), holder)))
      out.emplace_back(ModuleAction::of(verb, {{ArgKind::Player, holder, 0}, {ArgKind::Kind, k, 0}}));
  }
}

void new_turn(Game& g) {
  if (static_cast<const Game&>(g).module_state(kModule)) state(g)[kRansomTaken] = 0;
}

}  // namespace carc::tower
