#include "abbeys.hpp"

#include <fmt/format.h>

#include "am_names.hpp"
#include "expansions/shrines/challenge.hpp"

namespace carc::abbey_mayor {

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < static_cast<std::size_t>(kStateSize)) {  // first use in this game
    s.assign(kStateSize, -1);
    s[kRoundAsked] = 0;
  }
  return s;
}

const std::vector<int>* state_of(const Game& g) { return g.module_state(kModule); }

namespace {

int abbeys_held(const Game& g, int player) {
  auto k = g.rules().tokens.find(kAbbeyToken);
  return k && player >= 0 ? g.players()[static_cast<std::size_t>(player)].tokens[static_cast<std::size_t>(*k)] : 0;
}

// Who lays an abbey now: the player whose turn it is, or the one a round's decision asks.
int abbey_player(const Game& g) { return g.phase() == Phase::Module ? g.decider() : g.active_player(); }

// Whether the pending decision is one where the decider may lay an abbey instead of a drawn
// tile: the start of his turn (the drawn tile goes back unseen), a builder's second tile (also
// once the stack is empty: CAR-141), or his place in the abbey round. Never instead of a tile
// another module gave him (a tile bought at a bazaar, CAR-283).
bool abbey_decision(const Game& g) {
  switch (g.phase()) {
    case Phase::PlaceTile: return g.turn_part() == 0 && !g.tile_dealt();
    case Phase::Draw: return g.turn_part() == 0;  // draws scripted: before nature names the tile
    case Phase::ExtraTile: return true;
    case Phase::Module: return g.phase_label() == kAbbeyRound;
    default: return false;
  }
}

bool any_hole(const Game& g) {
  for (Coord c : g.board().frontier())
    if (is_hole(g, c)) return true;
  return false;
}

}  // namespace

bool is_hole(const Game& g, Coord at) {
  if (g.board().at(at)) return false;
  for (int s = 0; s < kSides; ++s)
    if (!g.board().at(neighbour(at, static_cast<Side>(s)))) return false;
  return true;
}

void list_abbeys(const Game& g, int verb, std::vector<Action>& out) {
  // Not offered while nature is to name the drawn tile: nature decides then, not the player.
  if (g.phase() == Phase::Draw || !abbey_decision(g) || abbeys_held(g, abbey_player(g)) == 0) return;
  const TileType* abbey = builtin_catalog().find(kAbbeyTile);
  for (Coord c : g.board().frontier())
    if (is_hole(g, c) && !shrines::refuses_at(g, *abbey, c))  // an abbey is a cloister to the shrines' limits (CAR-143)
      out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Square, c.x, c.y}}));
}

std::optional<Rejection> check_abbey(const Game& g, const ModuleAction& a) {
  if (!abbey_decision(g))
    return Rejection{reason::kWrongPhase,
                     fmt::format("an abbey is laid instead of the turn's tile; the game waits for {}", g.phase_label())};
  if (abbeys_held(g, abbey_player(g)) == 0)
    return Rejection{kNoAbbey, fmt::format("{} holds no abbey", g.players()[static_cast<std::size_t>(abbey_player(g))].name)};
  Coord at{a.arg(0).a, a.arg(0).b};
  if (g.board().at(at)) return Rejection{reason::kSquareOccupied, fmt::format("a tile already lies at ({},{})", at.x, at.y)};
  if (!is_hole(g, at))
    return Rejection{kNotAHole, fmt::format("an abbey goes only where tiles touch all four sides; ({},{}) is open on a side",
                                            at.x, at.y)};
  if (auto r = shrines::refuses_at(g, *builtin_catalog().find(kAbbeyTile), at)) return r;  // CAR-143, CAR-258
  return std::nullopt;
}

void apply_abbey(Game& g, const ModuleAction& a) {
  int player = abbey_player(g);
  int token = *g.rules().tokens.find(kAbbeyToken);
  g.set_tokens(player, token, abbeys_held(g, player) - 1);
  const TileType* abbey = builtin_catalog().find(kAbbeyTile);
  g.note(player, g.phase() == Phase::PlaceTile
                     ? "lays his abbey instead of the drawn tile, which goes back on top of the stack unseen (CAR:abbey-mayor/abbey)"
                     : "lays his abbey (CAR:abbey-mayor/abbey)");
  g.place_supply_tile(abbey, {a.arg(0).a, a.arg(0).b}, 0, player);
}

void abbey_round(Game& g) {
  if (!g.options().is(kFinalRound, "round")) return;
  std::vector<int>& s = state(g);
  int n = static_cast<int>(g.players().size());
  if (s[kRoundStart] < 0) s[kRoundStart] = g.active_player();  // the left of whoever laid the last tile
  if (s[kRoundAsked] >= n || !any_hole(g)) return;
  int phase = *g.rules().phases.find(kAbbeyRound);
  while (s[kRoundAsked] < n) {
    int p = (s[kRoundStart] + s[kRoundAsked]) % n;
    ++s[kRoundAsked];
    if (abbeys_held(g, p) > 0) {
      g.open_decision(phase, p);
      return;
    }
  }
}

}  // namespace carc::abbey_mayor
