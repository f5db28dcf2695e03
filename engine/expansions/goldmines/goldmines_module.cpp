#include "goldmines_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "core/game.hpp"
#include "expansions/bcb/castles.hpp"
#include "goldmines_names.hpp"

namespace carc {

using namespace gold;

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

int on_tile(const Game& g, int tile) {
  const std::vector<int>& s = g.module_state_or_empty(kOnTiles);
  return tile >= 0 && at(tile) < s.size() ? s[at(tile)] : 0;
}

void add_on_tile(Game& g, int tile, int n) {
  std::vector<int>& s = g.module_state(kOnTiles);
  if (s.size() <= at(tile)) s.resize(at(tile) + 1, 0);
  s[at(tile)] += n;
}

int gold_token(const Game& g) { return *g.rules().tokens.find(kGold); }
int held(const Game& g, int player) { return g.players()[at(player)].tokens[at(gold_token(g))]; }

int on_board(const Game& g) {
  int n = 0;
  for (int c : g.module_state_or_empty(kOnTiles)) n += c;
  return n;
}

int in_box(const Game& g) {
  int n = kBox - on_board(g);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) n -= held(g, p);
  return std::max(0, n);
}

std::string square(const Game& g, int tile) {
  Coord c = g.board().tile(tile).at;
  return fmt::format("({},{})", c.x, c.y);
}

bool around(Coord a, Coord b) { return !(a == b) && std::abs(a.x - b.x) <= 1 && std::abs(a.y - b.y) <= 1; }

// The board tiles around `tile`, diagonals included.
std::vector<int> tiles_around(const Game& g, int tile) {
  std::vector<int> out;
  Coord c = g.board().tile(tile).at;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      if (dx == 0 && dy == 0) continue;
      int i = g.board().index_at(Coord{c.x + dx, c.y + dy});
      if (i >= 0) out.push_back(i);
    }
  std::sort(out.begin(), out.end());
  return out;
}

bool in_turn(const Game& g) { return g.options().is(kDistribution, "in-turn"); }

// The gold of the group being shared out: each tile with gold on it and the players who may
// take from it (a bit mask).
std::vector<std::pair<int, int>> pieces(const Game& g) {
  std::vector<std::pair<int, int>> out;
  const std::vector<int>& c = g.module_state_or_empty(kClaims);
  if (c.empty()) return out;
  int group = c[0];
  for (std::size_t i = 0; i + kClaimSize <= c.size(); i += kClaimSize) {
    if (c[i] != group || on_tile(g, c[i + 2]) <= 0) continue;
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == c[i + 2]; });
    if (it == out.end())
      out.emplace_back(c[i + 2], c[i + 1]);
    else
      it->second |= c[i + 1];
  }
  return out;
}

// The tiles `player` may take a piece from now.
std::vector<std::pair<int, int>> choices(const Game& g, int player) {
  std::vector<std::pair<int, int>> out;
  for (const auto& p : pieces(g))
    if (p.second & (1 << player)) out.push_back(p);
  return out;
}

void take(Game& g, int player, int tile) {
  NodeId feature = -1;
  const std::vector<int>& c = g.module_state_or_empty(kClaims);
  for (std::size_t i = 0; i + kClaimSize <= c.size() && feature < 0; i += kClaimSize)
    if (c[i] == c[0] && c[i + 2] == tile && (c[i + 1] & (1 << player))) feature = c[i + 3];
  add_on_tile(g, tile, -1);
  g.take_tokens(player, gold_token(g), 1, feature);
}

// Shares out the gold claimed this turn, group by group: under `in-turn` (CAR-397) the active
// player and then each player clockwise takes one piece he may claim, round after round, until
// none is left that anybody may claim; under `per-feature` (RGG, CAR-398) each player of the
// feature's majority, from the active player clockwise, takes one piece of it. A pick that
// changes nobody's share (every piece the player may take is claimed by the same players; or a
// single tile) is taken for him; otherwise he chooses (phase gold-pick). True while he does.
bool share(Game& g) {
  int n = static_cast<int>(g.players().size());
  for (;;) {
    const std::vector<int>& claims = g.module_state_or_empty(kClaims);
    if (claims.empty()) {
      g.module_state(kRound).clear();
      return false;
    }
    int group = claims[0];
    std::vector<int>& round = g.module_state(kRound);
    if (round.size() != 2 || round[0] != group) {
      round = {group, 0};
      g.note(-1, in_turn(g) ? std::string("the gold on the tiles of what was completed is shared out among those who claim it, one piece at a "
                                          "time, the active player first, then clockwise (CAR-397)")
                            : std::string("each player of the feature's majority takes one gold piece from its tiles, the active player first, "
                                          "then clockwise (the RGG rule, CAR-398)"));
    }
    std::vector<std::pair<int, int>> left = pieces(g);
    if (left.empty() || (!in_turn(g) && round[1] >= n)) {
      std::vector<int>& c = g.module_state(kClaims);
      std::vector<int> rest;
      for (std::size_t i = 0; i + kClaimSize <= c.size(); i += kClaimSize)
        if (c[i] != group) rest.insert(rest.end(), c.begin() + static_cast<std::ptrdiff_t>(i), c.begin() + static_cast<std::ptrdiff_t>(i + kClaimSize));
      c = std::move(rest);
      g.module_state(kRound).clear();
      continue;
    }
    int player = (g.active_player() + round[1]++) % n;
    std::vector<std::pair<int, int>> mine = choices(g, player);
    if (mine.empty()) continue;
    bool choice = mine.size() > 1;
    if (choice && in_turn(g))
      choice = std::any_of(mine.begin(), mine.end(), [&](const auto& p) { return p.second != mine.front().second; });
    if (!choice) {
      take(g, player, mine.front().first);
      continue;
    }
    g.open_decision(*g.rules().phases.find(kPickPhase), player);
    return true;
  }
}

int value_per_piece(int pieces) { return pieces >= 10 ? 4 : pieces >= 7 ? 3 : pieces >= 4 ? 2 : 1; }

}  // namespace

std::vector<std::string_view> GoldminesModule::reason_codes() const { return {kNotAround, kNoClaim}; }

void GoldminesModule::register_options(OptionRegistry& r) const {
  r.add({kDistribution,
         {"in-turn", "per-feature"},
         {"CAR-397", "CAR-398"},
         "in-turn: the claimants take one piece at a time, the active player first and then clockwise, each choosing any piece "
         "he may claim, until all are taken (Hans im Glück); per-feature: each scoring player takes one piece per scored "
         "feature that has gold, the rest staying on the board (the RGG rules)",
         kModule});
  r.add({kTiming,
         {"together", "each-feature"},
         {"CAR:conflicts/c9-fairy-and-gold-timing"},
         "together: the gold of every feature completed in a turn is shared out at once, after all of them are scored (the "
         "Goldmines rule text, the RGG order of play); each-feature: each feature's gold is shared out as that feature is "
         "resolved, before the next one's (the CAR's and HiG's step order read literally); with in-turn distribution only",
         kModule});
  r.add_preset_settings("rgg", kDistribution, "per-feature");
}

void GoldminesModule::register_tokens(TokenTable& t) const { t.add(kGold); }

void GoldminesModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kPlacePhase);
  phases.add(kPickPhase);
  verbs.add({kPlaceVerb, this, {{ArgKind::Square}}, "gold (x,y)",
             "(phase gold-place) after laying a goldmine tile: its second gold piece goes on that tile around it, diagonals included"});
  verbs.add({kPickVerb, this, {{ArgKind::Square}}, "gold-pick (x,y)",
             "(phase gold-pick) takes one of the gold pieces you claim from the tile on that square"});
}

void GoldminesModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void GoldminesModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::TilePlaced) {
    int tile = g.last_placed();
    if (tile < 0 || !g.board().tile(tile).type->has_symbol(kSymbol)) return;
    if (in_box(g) <= 0) {
      g.note(g.active_player(), "a goldmine tile, but no gold piece is left in the box");
      return;
    }
    add_on_tile(g, tile, 1);
    g.note(g.active_player(), fmt::format("a gold piece goes on the goldmine tile at {}, and its placer puts a second on a tile around it, "
                                          "diagonals included, before the figure step (CAR:goldmines/placing)",
                                          square(g, tile)));
    if (in_box(g) <= 0 || tiles_around(g, tile).empty()) return;
    g.open_decision(*g.rules().phases.find(kPlacePhase), g.active_player());
    return;
  }
  if (step == OrderStep::FeaturesScored) share(g);
}

// A feature scored during play: if completed, its majority (the figures that took part, a
// castle's included) claims the gold on its tiles; farms claim none. A cloister or garden is
// complete once the eight squares around it hold tiles.
void GoldminesModule::region_scored(Game& g, NodeId root, std::span<const int> figures, bool final_scoring) const {
  if (final_scoring || g.module_state_or_empty(kOnTiles).empty()) return;
  FeatureKind kind = g.regions().kind(root);
  // A garden (The Abbot) is completed and scored as a cloister is: it claims as one.
  bool garden = is_module_place(kind) && feature_kind_name(kind) == "garden";
  if (kind != FeatureKind::Road && kind != FeatureKind::City && kind != FeatureKind::Cloister && !garden) return;
  Region r = g.regions().region(root);
  r.figures.assign(figures.begin(), figures.end());
  std::vector<int> winners = g.majority(r);
  if (winners.empty()) return;
  std::vector<int> tiles;
  if (kind == FeatureKind::City && bcb::is_castle_town(g, root)) {
    // A castle: the six tiles of its vicinity (CAR-396), not the feature that completed it.
    for (const bcb::CastleView& c : bcb::castles(g)) {
      if (std::find(r.tiles.begin(), r.tiles.end(), c.tile_a) == r.tiles.end()) continue;
      Coord a = g.board().tile(c.tile_a).at, b = g.board().tile(c.tile_b).at;
      bool upright = a.x == b.x;
      for (Coord x : {a, b})
        for (int d : {-1, 0, 1}) {
          int i = g.board().index_at(upright ? Coord{x.x + d, x.y} : Coord{x.x, x.y + d});
          if (i >= 0) tiles.push_back(i);
        }
    }
  } else if (garden || kind == FeatureKind::Cloister) {
    tiles = tiles_around(g, r.tiles.front());
    if (tiles.size() < 8) return;  // scored unfinished during play (an abbot recalled): nothing completed
    tiles.push_back(r.tiles.front());
  } else if (!g.regions().is_complete(g.board(), root)) {
    return;
  } else {
    tiles = r.tiles;
  }
  int mask = 0;
  for (int p : winners) mask |= 1 << p;
  std::vector<int>& c = g.module_state(kClaims);
  int group = 0;
  if (!c.empty()) group = c[c.size() - kClaimSize] + (in_turn(g) && g.options().is(kTiming, "together") ? 0 : 1);
  for (int t : tiles)
    if (on_tile(g, t) > 0) c.insert(c.end(), {group, mask, t, root});
}

void GoldminesModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.waits_for(kPlacePhase)) {
    int verb = *g.rules().verbs.find(kPlaceVerb);
    for (int t : tiles_around(g, g.last_placed())) {
      Coord c = g.board().tile(t).at;
      out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Square, c.x, c.y}}));
    }
  } else if (g.waits_for(kPickPhase)) {
    int verb = *g.rules().verbs.find(kPickVerb);
    for (const auto& p : choices(g, g.decider())) {
      Coord c = g.board().tile(p.first).at;
      out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Square, c.x, c.y}}));
    }
  }
}

std::optional<Rejection> GoldminesModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  const char* phase = verb == kPlaceVerb ? kPlacePhase : kPickPhase;
  if (!g.waits_for(phase))
    return Rejection{reason::kWrongPhase, fmt::format("{} answers the decision {}; the game waits for {}", verb, phase, g.phase_label())};
  int tile = g.board().index_at(Coord{a.arg(0).a, a.arg(0).b});
  if (verb == kPlaceVerb) {
    if (tile < 0 || !around(g.board().tile(tile).at, g.board().tile(g.last_placed()).at))
      return Rejection{kNotAround, fmt::format("the second gold piece goes on a tile around the goldmine tile at {}, diagonals included",
                                               square(g, g.last_placed()))};
    return std::nullopt;
  }
  std::vector<std::pair<int, int>> mine = choices(g, g.decider());
  if (tile < 0 || std::none_of(mine.begin(), mine.end(), [&](const auto& p) { return p.first == tile; }))
    return Rejection{kNoClaim, "no gold piece on that tile that you may claim now"};
  return std::nullopt;
}

void GoldminesModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  int tile = g.board().index_at(Coord{a.arg(0).a, a.arg(0).b});
  if (verb == kPlaceVerb) {
    add_on_tile(g, tile, 1);
    g.close_decision();
    return;
  }
  take(g, g.decider(), tile);
  if (!share(g)) g.close_decision();
}

// The end: gold on the board is lost; each player's gold is worth 1, 2, 3 or 4 a piece for
// 1-3, 4-6, 7-9 or 10 and more pieces (CAR-399: 7 pieces, 21 points).
void GoldminesModule::final_scoring(Game& g) const {
  int token = gold_token(g);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) {
    int n = held(g, p);
    if (n <= 0) continue;
    int each = value_per_piece(n);
    PointsScored ev;
    ev.players = {p};
    ev.points = n * each;
    ev.token = token;
    ev.final_scoring = true;
    ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{
        {}, fmt::format("gold: {} piece{} at {} each (1-3 pieces: 1, 4-6: 2, 7-9: 3, 10 or more: 4)", n, n == 1 ? "" : "s", each),
        {"CAR:goldmines/scoring", "CAR-399"}});
    g.award(std::move(ev));
  }
}

std::vector<std::string_view> GoldminesModule::piece_names() const { return {kGold}; }

int GoldminesModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  return piece == kGold ? on_tile(g, tile_index) : 0;
}

std::optional<std::string> GoldminesModule::check_state(const Game& g) const {
  const std::vector<int>& s = g.module_state_or_empty(kOnTiles);
  for (std::size_t t = 0; t < s.size(); ++t) {
    if (s[t] < 0) return fmt::format("{} gold pieces on tile {}", s[t], t);
    if (s[t] > 0 && t >= g.board().tiles().size()) return fmt::format("gold on tile {}, which is not on the board", t);
  }
  int total = on_board(g);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) total += held(g, p);
  if (total > kBox) return fmt::format("{} gold pieces in play, more than the box holds", total);
  return std::nullopt;
}

}  // namespace carc
