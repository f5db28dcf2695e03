#include "messages_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <climits>

#include "core/tile_catalog.hpp"
#include "core/game.hpp"
#include "messages_names.hpp"

namespace carc {

using namespace messages;

namespace {

// The module's numbers (Game::module_state): a header, then the awards of the scoring round in
// progress whose counting figure is not yet chosen, kRec numbers each (player, points, flags,
// event index), in the order they were awarded.
enum : std::size_t {
  kDrawn,          // messages drawn so far in the game
  kDeck,           // kDeck + i: the i-th message drawn (the first kMessages draws), -1 unknown
  kCurrent = kDeck + kMessages,  // the message drawn and waiting for its player's choice, or -1
  kDarkSpace,      // 1: this round, the active player's figure landed on a dark space
  kEnded,          // 1: the game ended; the messengers' points are folded into the counters
  kTile,           // message 7: the tile drawn (its index in the built-in catalog), or -1
  kStep,           // the step of the order of play the module last settled (an OrderStep)
  kOwedTile,       // 1: message 7 was carried out before this turn's tile was scored; its tile comes then
  kHeader = 16,
};
constexpr std::size_t kRec = 4;
enum Flags : int { kPayment = 1, kMayEarn = 2 };

const char* const kMessageNames[kMessages + 1] = {"",
                                                  "score your smallest road",
                                                  "score your smallest city",
                                                  "score your smallest cloister",
                                                  "2 points per pennant in your cities",
                                                  "2 points per knight",
                                                  "2 points per farmer",
                                                  "one more tile",
                                                  "score a follower and take it back"};

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < kHeader) {
    s.assign(kHeader, -1);
    s[kDrawn] = 0;
    s[kDarkSpace] = 0;
    s[kEnded] = 0;
  }
  return s;
}

int space(int points) { return ((points % kTrack) + kTrack) % kTrack; }
int token_kind(const Game& g) { return *g.rules().tokens.find(kToken); }
const std::string& name_of(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }
int messenger_points(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(token_kind(g))]; }

// Points of `p` awarded this round whose counting figure is not chosen yet.
int pending(const Game& g, int p) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  int sum = 0;
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
    if (s[i] == p) sum += s[i + 1];
  return sum;
}
// The points the player's counting figure (the one that is not the messenger) counts.
int counter_points(const Game& g, int p) {
  return g.players()[static_cast<std::size_t>(p)].score - messenger_points(g, p) - pending(g, p);
}

void open(Game& g, const char* phase, int player) { g.open_decision(*g.rules().phases.find(phase), player); }

// Whether the player of the first waiting award may choose its figure: his figures stand on
// different spaces (else either move is the same, CAR-432), and the messenger can go back
// as far as a payment asks.
bool messenger_may(const Game& g, int p, int points) { return points >= 0 || messenger_points(g, p) >= -points; }
bool has_choice(const Game& g, int p, int points) {
  return space(counter_points(g, p)) != space(messenger_points(g, p)) && messenger_may(g, p, points);
}

// Another player's counting figure on `at` (option messages-shared-space = alone).
bool shared(const Game& g, int p, int at) {
  for (int q = 0; q < static_cast<int>(g.players().size()); ++q)
    if (q != p && (space(counter_points(g, q)) == at || space(messenger_points(g, q)) == at)) return true;
  return false;
}

// The first waiting award moves the counter or the messenger (CAR-428: all of one award's
// points on one figure); a landing on a dark space may earn the active player a message. The
// modules that watch the track hear of the move (a robber beside that figure).
void move(Game& g, bool messenger) {
  std::vector<int>& s = state(g);
  int p = s[kHeader], points = s[kHeader + 1], flags = s[kHeader + 2], event = s[kHeader + 3];
  int from = messenger ? messenger_points(g, p) : counter_points(g, p);
  s.erase(s.begin() + kHeader, s.begin() + kHeader + kRec);
  if (messenger) g.take_tokens(p, token_kind(g), points);
  int at = messenger ? space(messenger_points(g, p)) : space(counter_points(g, p));
  g.note(p, fmt::format("{}'s {} moves {} {} to space {}", name_of(g, p), messenger ? "messenger" : "counting figure",
                        points < 0 ? "back" : "on", std::abs(points), at));
  g.counting_figure_moved(p, messenger ? 1 : 0, from, points, static_cast<std::size_t>(event));
  if (!(flags & kMayEarn) || at % kDark != 0) return;
  if (g.options().is(kShared, "alone") && shared(g, p, at)) {
    g.note(p, fmt::format("space {} is dark, but another player's counting figure stands there: no message (ZMG)", at));
    return;
  }
  if (state(g)[kDarkSpace] == 1)
    g.note(p, fmt::format("space {} is dark, but this round already earned {} a message (CAR-429)", at, name_of(g, p)));
  state(g)[kDarkSpace] = 1;
}

// Moves each waiting award's counting figure (asking its player when he has a choice). True
// when a decision was opened.
bool move_all(Game& g) {
  for (;;) {
    std::vector<int>& s = state(g);
    if (s[kEnded] == 1 || s.size() <= kHeader) return false;
    int p = s[kHeader], points = s[kHeader + 1];
    if (has_choice(g, p, points)) {
      open(g, kFigurePhase, p);
      return true;
    }
    move(g, false);
  }
}

// After the round's figures moved and the modules that watch the track settled it (a step's
// further pass, see settles_again): the message the active player earned, else message 7's
// tile when one is owed and this turn's tile is scored. Either opens nature's decision.
void draw_or_deal(Game& g) {
  std::vector<int>& s = state(g);
  if (s[kEnded] == 1) return;
  if (s[kDarkSpace] == 1) {
    s[kDarkSpace] = 0;
    g.note(g.active_player(), fmt::format("{}'s counting figure stands on a dark space: {} draws a message",
                                          name_of(g, g.active_player()), name_of(g, g.active_player())));
    open(g, kDrawPhase, Game::kNature);
    return;
  }
  if (s[kOwedTile] != 1 || s[kStep] != static_cast<int>(OrderStep::FeaturesScored)) return;
  s[kOwedTile] = 0;
  if (g.stack().empty()) return;
  open(g, kTilePhase, Game::kNature);
}

// The messages nature may draw next: the deck is shuffled once and each message goes under it
// once read, so the first eight draws are a random order and later ones repeat it.
std::vector<int> drawable(const std::vector<int>& s) {
  std::vector<int> out;
  int drawn = s.size() >= kHeader ? s[kDrawn] : 0;
  if (drawn >= kMessages) return {s[kDeck + static_cast<std::size_t>(drawn % kMessages)]};
  for (int m = 1; m <= kMessages; ++m)
    if (std::find(s.begin() + kDeck, s.begin() + kDeck + drawn, m) == s.begin() + kDeck + drawn) out.push_back(m);
  return out;
}

bool is_kind(FeatureKind k, int message) {
  if (message == 1) return k == FeatureKind::Road;
  if (message == 2) return k == FeatureKind::City;
  return closes_by_neighbours(k);
}

// Messages 1-3: the feature of that kind holding a follower of `p` that is worth least if
// the game ended now; its value, or -1 when there is none.
int smallest(const Game& g, int p, int message, NodeId& which) {
  int best = INT_MAX;
  for (NodeId root : g.occupied_roots()) {
    const Region& r = g.regions().region(root);
    if (!is_kind(r.kind, message) || !g.has_follower_on(p, root)) continue;
    int v = g.value_of(r, true).points;
    if (v < best) best = v, which = root;
  }
  return best == INT_MAX ? -1 : best;
}

int count_followers_on(const Game& g, int p, FeatureKind kind) {
  int n = 0;
  for (const Figure& f : g.figures())
    if (f.owner == p && f.on_board() && g.rules().figures.at(f.kind).follower &&
        g.regions().kind(g.node_of(f.tile, f.feature)) == kind)
      ++n;
  return n;
}

void pay(Game& g, int p, int points, FeatureKind kind, NodeId region, std::string why, std::vector<std::string> rulings) {
  g.award_bonus(p, points, kind, region, false, std::move(why), std::move(rulings));
}

void carry_out(Game& g, int p, int message) {
  std::string what = fmt::format("message {} ({})", message, kMessageNames[message]);
  if (message <= 3) {
    NodeId root = -1;
    int v = smallest(g, p, message, root);
    if (v < 0) {
      g.note(p, fmt::format("{}: {} has no follower on such a feature; it gives nothing", what, name_of(g, p)));
      return;
    }
    FeatureKind k = g.regions().kind(root);
    pay(g, p, v, k, root, fmt::format("{}: the least the player's {} are worth as at the end of the game; the follower stays", what,
                                      feature_kind_name(k)),
        {"CAR:messages/messages", message == 1 ? "CAR-422" : message == 2 ? "CAR-423" : "CAR:messages/messages"});
  } else if (message == 4) {
    int pennants = 0;
    for (NodeId root : g.occupied_roots()) {
      const Region& r = g.regions().region(root);
      if (r.kind == FeatureKind::City && g.has_follower_on(p, root)) pennants += r.pennants;
    }
    pay(g, p, 2 * pennants, FeatureKind::City, -1, fmt::format("{}: 2 for each of {} pennants in cities with his follower", what, pennants),
        {"CAR:messages/messages"});
  } else if (message == 5 || message == 6) {
    FeatureKind k = message == 5 ? FeatureKind::City : FeatureKind::Field;
    int n = count_followers_on(g, p, k);
    int each = message == 6 && g.options().is(kFarmerValue, "3") ? 3 : 2;
    pay(g, p, each * n, k, -1, fmt::format("{}: {} for each of {} {}; they stay", what, each, n, message == 5 ? "knights" : "farmers"),
        message == 6 ? std::vector<std::string>{"CAR:messages/messages", "CAR-424"} : std::vector<std::string>{"CAR:messages/messages"});
  } else if (message == 7) {
    if (state(g)[kStep] != static_cast<int>(OrderStep::FeaturesScored)) {
      // Drawn before this turn's own tile was played (the fairy's point as the turn begins): the
      // message's tile comes once that tile is scored, so the turn keeps its own tile.
      state(g)[kOwedTile] = 1;
      g.note(p, fmt::format("{}: {} plays one more tile once this turn's tile is scored", what, name_of(g, p)));
      return;
    }
    if (g.stack().empty()) {
      g.note(p, fmt::format("{}: no tile is left to draw", what));
      return;
    }
    g.note(p, fmt::format("{}: {} draws one more tile and plays it, with a figure, before a builder's tile (CAR-425)", what,
                          name_of(g, p)));
    open(g, kTilePhase, Game::kNature);
  }
}

int tile_index(const TileType* t) {
  const auto& types = builtin_catalog().types();
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].get() == t) return static_cast<int>(i);
  return -1;
}
const TileType* tile_at(int index) {
  const auto& types = builtin_catalog().types();
  if (index < 0 || static_cast<std::size_t>(index) >= types.size()) return nullptr;
  return types[static_cast<std::size_t>(index)].get();
}
const TileType* held_tile(const Game& g) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  return s.size() > kTile ? tile_at(s[kTile]) : nullptr;
}
int degrees(Rotation r) { return 90 * static_cast<int>(r); }

// The player's follower standing on that feature of that tile, or -1: which of his followers
// comes home is his choice, so the call names where it stands.
int follower_at(const Game& g, int p, int tile, int feature) {
  if (tile < 0 || tile >= static_cast<int>(g.board().tiles().size())) return -1;
  const PlacedTile& pt = g.board().tile(tile);
  if (feature < 0 || feature >= static_cast<int>(pt.type->features.size())) return -1;
  NodeId root = g.regions().find(g.node_of(tile, feature));
  for (int id : g.regions().figures(root)) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == p && f.tile == tile && g.rules().figures.at(f.kind).follower) return id;
  }
  return -1;
}

void recall(Game& g, int p, int figure) {
  const Figure& f = g.figures()[static_cast<std::size_t>(figure)];
  NodeId root = g.regions().find(g.node_of(f.tile, f.feature));
  const Region& r = g.regions().region(root);
  std::vector<int> most = g.majority(r);
  bool leads = std::find(most.begin(), most.end(), p) != most.end();
  if (leads || g.options().is(kRecall, "always")) {
    pay(g, p, g.value_of(r, true).points, r.kind, root,
        fmt::format("message 8: the {} scored for {} alone, as at the end of the game{}", feature_kind_name(r.kind), name_of(g, p),
                    leads ? "" : " (messages-recall = always: without the majority)"),
        {"CAR:messages/messages", "CAR-426"});
  } else {
    g.note(p, fmt::format("message 8: {} has not the majority on that {}, so it scores nothing", name_of(g, p), feature_kind_name(r.kind)));
  }
  g.remove_figure(figure, "message 8: its owner takes it back; the others stay on the unfinished feature (CAR-427)");
}

}  // namespace

std::vector<std::string_view> MessagesModule::reason_codes() const { return {kTooFewPoints, kNotThisMessage, kNoFollower, kNoSuchMessage, kNotInStack, kCannotLay}; }

void MessagesModule::register_options(OptionRegistry& r) const {
  r.add({kFarmerValue,
         {"2", "3"},
         {"CAR-424"},
         "what message 6 pays per farmer: 2 (the printed tile, HiG's text) or 3 (the early HiG web rules and RGG's text)",
         kModule});
  r.add({kRecall,
         {"majority", "always"},
         {"CAR:messages/messages", "CAR:conflicts/c5-score-a-follower-message"},
         "message 8 (score a follower): majority: the feature scores for its player only when he has the majority there (the "
         "rule text, the CAR); always: it scores for him whoever controls it (another rules digest's reading)",
         kModule});
  r.add({kShared,
         {"draw", "alone"},
         {"CAR:messages/dark-space"},
         "draw: a counting figure of the active player landing on a dark space earns a message whoever else stands there (HiG); "
         "alone: only when no other player's counting figure stands on that space (ZMG)",
         kModule});
  r.add_preset_settings("rgg", kFarmerValue, "3");
  r.add_preset_settings("zmg", kShared, "alone");
}

void MessagesModule::register_tokens(TokenTable& t) const { t.add(kToken); }

void MessagesModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kFigurePhase);
  phases.add(kDrawPhase);
  phases.add(kMessagePhase);
  verbs.add({kCounterVerb, this, {{}}, "counter", "the points just awarded move your counting figure"});
  verbs.add({kMessengerVerb, this, {{}}, "messenger", "the points just awarded move your messenger"});
  verbs.add({kDrawVerb, this, {{ArgKind::Number}}, "message N", "nature's: the message drawn (1 to 8)"});
  verbs.add({kCarryVerb, this, {{}}, "carry-out", "carry out the message drawn (messages 1 to 7) instead of its 2 points"});
  verbs.add({kRecallVerb, this, {{ArgKind::Feature}}, "call-home KIND [PORT] at (x,y)",
             "message 8: score the feature of your follower standing there for yourself, if you lead it, and take the follower back"});
  verbs.add({kSealVerb, this, {{}}, "seal", "take the 2 points of the message's seal instead of its action"});
  phases.add(kTilePhase);
  phases.add(kLayPhase);
  verbs.add({kTileVerb, this, {{ArgKind::Tile}}, "message-tile TILE", "nature's: the tile message 7 draws from the stack"});
  VerbDef lay{kLayVerb, this, {{ArgKind::Tile, ArgKind::Square, ArgKind::Number}}, "lay TILE (x,y) 0|90|180|270",
              "message 7: lay the tile it drew (TILE) on that square, turned clockwise by so many degrees; the figure step follows"};
  lay.places_tile = true;
  // Worked out from the arguments alone (an exported script): a tile whose id is one letter of
  // N, E, S, W may come as a side.
  lay.tiles_laid = [](const ModuleAction& a) {
    std::vector<PlaceTile> out;
    const TileType* t = nullptr;
    Coord at{};
    int deg = -1;
    for (int i = 0; i < a.argc; ++i) {
      const ActionArg& x = a.arg(i);
      if (x.kind == ArgKind::Tile) t = tile_at(x.a);
      if (x.kind == ArgKind::Side && x.a >= 0 && x.a < 4) t = builtin_catalog().find(std::string(1, "NESW"[x.a]));
      if (x.kind == ArgKind::Square) at = {x.a, x.b};
      if (x.kind == ArgKind::Number) deg = x.a;
    }
    if (t && deg >= 0) out.emplace_back(t, at, static_cast<Rotation>((deg / 90) & 3));
    return out;
  };
  verbs.add(std::move(lay));
}

void MessagesModule::at_step(Game& g, OrderStep step) const {
  std::vector<int>& s = state(g);
  if (s[kEnded] == 1) return;
  if (step == OrderStep::GameEnds) {
    // No messages in the final scoring, and the two figures are simply added (CAR-432).
    s[kEnded] = 1;
    s.resize(kHeader);
    s[kDarkSpace] = 0;
    for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
      if (int m = messenger_points(g, p); m != 0) {
        g.note(p, fmt::format("the game ends: {}'s messenger's {} points join his counting figure, on {} (CAR-432)", name_of(g, p), m,
                              g.players()[static_cast<std::size_t>(p)].score));
        g.take_tokens(p, token_kind(g), -m);
      }
    return;
  }
  // A new turn: nothing owed from the last (a further pass of the same step keeps it).
  if (step == OrderStep::TurnBegins && s[kStep] != static_cast<int>(step)) s[kOwedTile] = 0;
  s[kStep] = static_cast<int>(step);
  // The awards' figures move first; a message is drawn in a further pass of the step, once the
  // modules that read the track (a robber's share) have settled the round.
  bool moves = s.size() > kHeader;
  if (move_all(g) || moves) return;
  draw_or_deal(g);
}

bool MessagesModule::keeps_counting_figures() const { return true; }

void MessagesModule::counting_figures(const Game& g, int player, std::vector<int>& points) const {
  points = {counter_points(g, player), messenger_points(g, player)};
}

bool MessagesModule::settles_again(const Game& g) const {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (s.size() < kHeader || s[kEnded] == 1) return false;
  return s.size() > kHeader || s[kDarkSpace] == 1 ||
         (s[kOwedTile] == 1 && s[kStep] == static_cast<int>(OrderStep::FeaturesScored));
}

void MessagesModule::points_awarded(Game& g, std::size_t event) const {
  const auto& ev = std::get<PointsScored>(g.events()[event]);
  if (ev.points == 0 || ev.final_scoring) return;
  std::vector<int>& s = state(g);
  if (s[kEnded] == 1) return;
  for (int p : ev.players) {
    int flags = ev.payment ? kPayment : 0;
    if (!ev.payment && ev.points > 0 && p == g.active_player()) flags |= kMayEarn;
    s.insert(s.end(), {p, ev.points, flags, static_cast<int>(event)});
  }
}

void MessagesModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.phase() != Phase::Module) return;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  auto verb = [&](const char* name) { return *g.rules().verbs.find(name); };
  if (g.waits_for(kFigurePhase)) {
    out.push_back(ModuleAction::of(verb(kCounterVerb), {}));
    if (messenger_may(g, s[kHeader], s[kHeader + 1])) out.push_back(ModuleAction::of(verb(kMessengerVerb), {}));
  } else if (g.waits_for(kLayPhase)) {  // (nature's draws of a message and of its tile are chance outcomes)
    if (const TileType* t = held_tile(g))
      for (const PlaceTile& pl : g.legal_placements(t))
        out.push_back(ModuleAction::of(verb(kLayVerb), {{ArgKind::Tile, tile_index(t), 0},
                                                        {ArgKind::Square, pl.at.x, pl.at.y},
                                                        {ArgKind::Number, degrees(pl.rot)}}));
  } else if (g.waits_for(kMessagePhase)) {
    int p = g.decider();
    if (s[kCurrent] == 8) {
      // One choice per place a follower of his stands (a feature of a tile).
      std::vector<std::pair<int, NodeId>> seen;
      for (const Figure& f : g.figures()) {
        if (f.owner != p || !f.on_board() || !g.rules().figures.at(f.kind).follower) continue;
        std::pair<int, NodeId> where{f.tile, g.regions().find(g.node_of(f.tile, f.feature))};
        if (std::find(seen.begin(), seen.end(), where) != seen.end()) continue;
        seen.push_back(where);
        out.push_back(ModuleAction::of(verb(kRecallVerb), {{ArgKind::Feature, f.tile, f.feature}}));
      }
    } else {
      out.push_back(ModuleAction::of(verb(kCarryVerb), {}));
    }
    out.push_back(ModuleAction::of(verb(kSealVerb), {}));
  }
}

void MessagesModule::chance_outcomes(const Game& g, std::vector<ChanceOutcome>& out) const {
  if (g.waits_for(kTilePhase)) {
    int verb = *g.rules().verbs.find(kTileVerb);
    for (const TileType* t : g.stack()) {
      ModuleAction a = ModuleAction::of(verb, {ActionArg{ArgKind::Tile, tile_index(t), 0}});
      auto it = std::find_if(out.begin(), out.end(), [&](const ChanceOutcome& c) { return std::get<ModuleAction>(c.action) == a; });
      if (it == out.end())
        out.push_back({a, 1});
      else
        it->weight += 1;
    }
    return;
  }
  if (!g.waits_for(kDrawPhase)) return;
  int verb = *g.rules().verbs.find(kDrawVerb);
  for (int m : drawable(g.module_state_or_empty(kModule))) out.push_back({ModuleAction::of(verb, {{ArgKind::Number, m}}), 1});
}

std::optional<Rejection> MessagesModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& v = g.rules().verbs.at(a.verb).name;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  auto wrong = [&](const char* phase) {
    return Rejection{reason::kWrongPhase, fmt::format("`{}` answers the decision {}, and the game waits for {}", v, phase, g.phase_label())};
  };
  if (v == kCounterVerb || v == kMessengerVerb) {
    if (!g.waits_for(kFigurePhase)) return wrong(kFigurePhase);
    if (v == kMessengerVerb && !messenger_may(g, s[kHeader], s[kHeader + 1]))
      return Rejection{kTooFewPoints, fmt::format("the messenger counts {} points and cannot go back {}", messenger_points(g, s[kHeader]),
                                                  -s[kHeader + 1])};
    return std::nullopt;
  }
  if (v == kDrawVerb) {
    if (!g.waits_for(kDrawPhase)) return wrong(kDrawPhase);
    auto ok = drawable(s);
    if (std::find(ok.begin(), ok.end(), a.arg(0).a) == ok.end())
      return Rejection{kNoSuchMessage, fmt::format("message {} cannot come next: the deck has messages 1 to 8, each once, drawn from the "
                                                   "top and put back under it",
                                                   a.arg(0).a)};
    return std::nullopt;
  }
  if (v == kTileVerb) {
    if (!g.waits_for(kTilePhase)) return wrong(kTilePhase);
    const TileType* t = tile_at(a.arg(0).a);
    if (!t || std::find(g.stack().begin(), g.stack().end(), t) == g.stack().end())
      return Rejection{kNotInStack, "message 7 draws a tile the stack holds"};
    return std::nullopt;
  }
  if (v == kLayVerb) {
    if (!g.waits_for(kLayPhase)) return wrong(kLayPhase);
    const TileType* t = held_tile(g);
    int deg = a.arg(2).a;
    if (!t || deg < 0 || deg % 90 != 0 || deg >= 360) return Rejection{reason::kBadArguments, "a rotation is 0, 90, 180 or 270"};
    if (tile_at(a.arg(0).a) != t) return Rejection{kCannotLay, fmt::format("message 7 drew {}, not that tile", t->id)};
    for (const PlaceTile& pl : g.legal_placements(t))
      if (pl.at.x == a.arg(1).a && pl.at.y == a.arg(1).b && degrees(pl.rot) == deg) return std::nullopt;
    return Rejection{kCannotLay, fmt::format("the tile message 7 drew cannot lie on ({},{}) turned {}", a.arg(1).a, a.arg(1).b, deg)};
  }
  if (!g.waits_for(kMessagePhase)) return wrong(kMessagePhase);
  if (v == kCarryVerb && s[kCurrent] == 8)
    return Rejection{kNotThisMessage, "message 8 names the follower to score and take back: `call-home KIND [PORT] at (x,y)`"};
  if (v == kRecallVerb) {
    if (s[kCurrent] != 8) return Rejection{kNotThisMessage, fmt::format("the message drawn is {}, not 8", s[kCurrent])};
    if (follower_at(g, g.decider(), a.arg(0).a, a.arg(0).b) < 0)
      return Rejection{kNoFollower, fmt::format("no follower of {} stands on that feature of that tile", name_of(g, g.decider()))};
  }
  return std::nullopt;
}

void MessagesModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& v = g.rules().verbs.at(a.verb).name;
  int d = g.decider();
  if (v == kCounterVerb || v == kMessengerVerb) {
    move(g, v == kMessengerVerb);
  } else if (v == kDrawVerb) {
    std::vector<int>& s = state(g);
    int m = a.arg(0).a;
    if (s[kDrawn] < kMessages) s[kDeck + static_cast<std::size_t>(s[kDrawn])] = m;
    ++s[kDrawn];
    s[kCurrent] = m;
    int p = g.active_player();
    g.note(p, fmt::format("{} draws message {}: {}; he carries it out or takes 2 points", name_of(g, p), m, kMessageNames[m]));
    open(g, kMessagePhase, p);
    return;
  } else if (v == kTileVerb) {
    const TileType* t = g.take_stack_tile(tile_at(a.arg(0).a));
    int p = g.active_player();
    if (!g.fits_somewhere(t)) {
      g.note(p, fmt::format("message 7: the tile {} fits nowhere and is set aside", t->id));
    } else {
      state(g)[kTile] = tile_index(t);
      g.note(p, fmt::format("message 7: {} draws {}", name_of(g, p), t->id));
      open(g, kLayPhase, p);
      return;
    }
  } else if (v == kLayVerb) {
    const TileType* t = held_tile(g);
    state(g)[kTile] = -1;
    // Played like a turn's tile: the figure step and scoring follow, then the turn goes on.
    g.place_supply_tile(t, {a.arg(1).a, a.arg(1).b}, static_cast<Rotation>(a.arg(2).a / 90), d);
    return;
  } else {
    int m = state(g)[kCurrent];
    state(g)[kCurrent] = -1;
    if (v == kSealVerb)
      pay(g, d, 2, FeatureKind::Field, -1, fmt::format("message {}: the 2 points of its seal instead of its action", m),
          {"CAR:messages/messages"});
    else if (v == kRecallVerb)
      recall(g, d, follower_at(g, d, a.arg(0).a, a.arg(0).b));
    else
      carry_out(g, d, m);
    if (g.waits_for(kTilePhase)) return;
  }
  if (!move_all(g)) g.close_decision();  // the step's further pass draws a message earned
}

std::optional<std::string> MessagesModule::check_state(const Game& g) const {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  int kind = token_kind(g);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
    if (g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(kind)] < 0)
      return fmt::format("{}'s messenger counts fewer than 0 points", name_of(g, p));
  if ((g.phase() == Phase::PlaceTile || g.phase() == Phase::Draw) && s.size() > kHeader)
    return std::string("an award's counting figure was left unchosen");
  if (s.size() > kDrawn && s[kDrawn] > 0) {
    int first = std::min(s[kDrawn], kMessages);
    std::vector<int> seen(s.begin() + kDeck, s.begin() + kDeck + first);
    std::sort(seen.begin(), seen.end());
    if (std::adjacent_find(seen.begin(), seen.end()) != seen.end()) return std::string("a message was drawn twice in one pass of the deck");
  }
  if (g.phase() == Phase::GameOver)
    for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
      if (messenger_points(g, p) != 0) return fmt::format("{}'s messenger still counts points after the game", name_of(g, p));
  return std::nullopt;
}

}  // namespace carc
