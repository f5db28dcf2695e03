#include "redeploy.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "count_names.hpp"
#include "quarters.hpp"

namespace carc::count {

namespace {

bool final_phase(const Game& g) { return g.phase() == Phase::Module && g.phase_label() == kFinalPhase; }
bool round_phase(const Game& g) { return g.phase() == Phase::Module && g.phase_label() == kRedeployPhase; }

int players(const Game& g) { return static_cast<int>(g.players().size()); }

// The quarter whose followers go to features of this kind.
int quarter_for(FeatureKind kind) {
  for (int q = 0; q < static_cast<int>(kQuarters.size()); ++q)
    if (kQuarters[static_cast<std::size_t>(q)].goes_to == kind) return q;
  return -1;
}

// A farm with a figure standing on one of its corners (a barn): no farmer joins it at the end
// (CAR-189 holds for followers from the city too; the editor's bracket in CAR-224 is no rule).
bool farm_with_corner_figure(const Game& g, NodeId root) {
  for (const Figure& f : g.figures()) {
    if (!f.placed() || f.spot != Spot::Corner) continue;
    const PlacedTile& pt = g.board().tile(f.tile);
    if (g.regions().find(pt.node(pt.feature_at(corner_port(f.feature, 0)))) == root) return true;
  }
  return false;
}

// What a follower may leave the city for: during play, what the coming scoring step scores;
// at the end, every unfinished road, city and cloister and every farm, all scored then.
std::vector<NodeId> targets(const Game& g) {
  if (!final_phase(g) && !(state_of(g) && (*state_of(g))[kFinalState] == 1)) return g.scorings_ahead();
  std::vector<NodeId> out;
  const Regions& regions = g.regions();
  for (const PlacedTile& pt : g.board().tiles())
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      NodeId root = regions.find(pt.node(f));
      FeatureKind kind = regions.kind(root);
      if (quarter_for(kind) < 0 || std::find(out.begin(), out.end(), root) != out.end()) continue;
      if (kind == FeatureKind::Field ? farm_with_corner_figure(g, root) : regions.is_complete(g.board(), root)) continue;
      out.push_back(root);
    }
  return out;
}

// A tile of the region a figure of `kind` may be put on (not the dragon's), or -1.
int open_tile(const Game& g, int kind, NodeId root) {
  for (int t : g.regions().region(root).tiles)
    if (!g.tile_closed_to(kind, t)) return t;
  return -1;
}

// Why `player`'s figure of `kind` may not leave the city for `root`, or nullopt.
std::optional<Rejection> refusal(const Game& g, int player, int kind, NodeId root, const std::vector<NodeId>& open) {
  int q = quarter_for(g.regions().kind(root));
  if (q < 0) return Rejection{kWrongQuarter, "no quarter sends followers to that kind of feature"};
  if (q == count_quarter(g)) return Rejection{kCountBlocks, "the Count's quarter is closed: nobody leaves it (CAR-233)"};
  if (std::find(open.begin(), open.end(), g.regions().find(root)) == open.end())
    return Rejection{kNotScored, final_phase(g) ? "at the end a follower goes only to a feature the final scoring scores (not a "
                                                  "finished one, not a barn's farm)"
                                                : "during play a follower leaves the city only for a feature about to be scored "
                                                  "(CAR-218)"};
  if (!fits_quarter(g, kind, q)) return Rejection{kWrongQuarter, "that figure may not stand on that kind of feature"};
  if (open_tile(g, kind, root) < 0) return Rejection{kNotScored, "a rule of another expansion keeps figures off every tile of it (the dragon)"};
  for (int id : in_quarter(g, q, player))
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) return std::nullopt;
  return Rejection{kNoneThere, "the player has no such figure in the quarter for that kind of feature"};
}

bool can_redeploy(const Game& g, int player, const std::vector<NodeId>& open) {
  for (NodeId root : open) {
    int q = quarter_for(g.regions().kind(root));
    if (q < 0) continue;
    for (int id : in_quarter(g, q, player))
      if (!refusal(g, player, g.figures()[static_cast<std::size_t>(id)].kind, root, open)) return true;
  }
  return false;
}

// The next player of the round from `from` on who can redeploy, `left` players at most.
bool ask_next(Game& g, int from, int left, const char* phase) {
  std::vector<NodeId> open = targets(g);
  for (int p = from; left > 0; p = (p + 1) % players(g), --left)
    if (can_redeploy(g, p, open)) {
      state(g)[kRoundLeft] = left - 1;
      g.open_decision(*g.rules().phases.find(phase), p);
      return true;
    }
  return false;
}

// The final redeployment: the next player from `from` on who is not out and can.
bool ask_next_final(Game& g, int from) {
  std::vector<int>& s = state(g);
  std::vector<NodeId> open = targets(g);
  for (int i = 0, p = from; i < players(g); ++i, p = (p + 1) % players(g))
    if (!(s[kFinalOut] & (1 << p)) && can_redeploy(g, p, open)) {
      g.open_decision(*g.rules().phases.find(kFinalPhase), p);
      return true;
    }
  s[kFinalState] = 2;
  return false;
}

}  // namespace

bool open_round(Game& g) {
  if (g.scorings_ahead().empty()) return false;
  return ask_next(g, (g.active_player() + 1) % players(g), players(g), kRedeployPhase);
}

bool open_final(Game& g) {
  std::vector<int>& s = state(g);
  if (s[kFinalState] != 0) return false;
  s[kFinalState] = 1;
  s[kFinalOut] = 0;
  if (ask_next_final(g, (s[kLastPlacer] + 1) % players(g))) {
    g.note(g.decider(), "the final redeployment from the City of Carcassonne begins left of the player who laid the last "
                        "tile, one follower at a time (CAR-226)");
    return true;
  }
  return false;
}

bool round_passed(Game& g) {
  if (round_phase(g)) return ask_next(g, (g.decider() + 1) % players(g), state(g)[kRoundLeft], kRedeployPhase);
  if (final_phase(g)) {
    state(g)[kFinalOut] |= 1 << g.decider();
    return ask_next_final(g, (g.decider() + 1) % players(g));
  }
  return false;
}

void list_redeployments(const Game& g, int verb, std::vector<Action>& out) {
  if (!round_phase(g) && !final_phase(g)) return;
  int player = g.decider();
  std::vector<NodeId> open = targets(g);
  for (NodeId root : open) {
    int q = quarter_for(g.regions().kind(root));
    if (q < 0) continue;
    std::vector<int> kinds;
    for (int id : in_quarter(g, q, player)) {
      int k = g.figures()[static_cast<std::size_t>(id)].kind;
      if (!refusal(g, player, k, root, open) && std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
    }
    for (int k : kinds) {
      // One tile of the region names it: the first one open to the figure stands for it.
      int tile = open_tile(g, k, root);
      const PlacedTile& pt = g.board().tile(tile);
      int feature = -1;
      for (int f = 0; f < static_cast<int>(pt.type->features.size()) && feature < 0; ++f)
        if (g.regions().find(pt.node(f)) == root) feature = f;
      out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Kind, k, 0}, ActionArg{ArgKind::Feature, tile, feature}}));
    }
  }
}

std::optional<Rejection> check_redeployment(const Game& g, const ModuleAction& a) {
  if (!round_phase(g) && !final_phase(g))
    return Rejection{reason::kWrongPhase, fmt::format("followers leave the City of Carcassonne only before a scoring or at the end; "
                                                      "the game waits for {}", g.phase_label())};
  NodeId root = g.regions().find(g.node_of(a.arg(1).a, a.arg(1).b));
  if (auto r = refusal(g, g.decider(), a.arg(0).a, root, targets(g))) return r;
  if (g.tile_closed_to(a.arg(0).a, a.arg(1).a))
    return Rejection{kNotScored, "a rule of another expansion keeps figures off that tile (the dragon stands there): name another tile of the feature"};
  return std::nullopt;
}

void apply_redeployment(Game& g, const ModuleAction& a) {
  int player = g.decider();
  int kind = a.arg(0).a, tile = a.arg(1).a, feature = a.arg(1).b;
  NodeId root = g.regions().find(g.node_of(tile, feature));
  int q = quarter_for(g.regions().kind(root));
  int figure = -1;
  for (int id : in_quarter(g, q, player))
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) figure = id;
  bool at_end = final_phase(g);
  g.note(player, fmt::format("a {} leaves the {} for the {} at ({},{}) {} ({})", g.rules().figures.at(kind).name,
                             kQuarters[static_cast<std::size_t>(q)].name, feature_kind_name(g.regions().kind(root)),
                             g.board().tile(tile).at.x, g.board().tile(tile).at.y,
                             at_end ? "before the final scoring" : "about to be scored",
                             at_end ? "CAR-226" : "CAR-218, CAR-222"));
  g.move_figure(figure, tile, Spot::Feature, feature, player);
  state(g).push_back(figure);  // out of the city: its strength may follow the count-mayor-wagon option
  if (at_end) {
    if (!ask_next_final(g, (player + 1) % players(g))) g.close_decision();
    return;
  }
  // The same player goes on while he can; then the round moves on.
  if (can_redeploy(g, player, targets(g))) return;
  if (!ask_next(g, (player + 1) % players(g), state(g)[kRoundLeft], kRedeployPhase)) g.close_decision();
}

}  // namespace carc::count
