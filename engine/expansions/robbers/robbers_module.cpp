#include "robbers_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "robbers_names.hpp"

namespace carc {

using namespace robbers;

namespace {

// The module's numbers (Game::module_state): a header, then records of kRec numbers each, for
// the scoring round in progress: moves of counting figures a robber may take a share of
// (kScore: the figure's key, the space it left, points, event index) and backward moves that
// leave a robber's owner a choice (kFollow: robber, the key of the figure that moved back, the
// space it left). A counting figure's key is its player * kFigures + its index among the
// player's counting figures (Game::counting_figures: one, or more when a module adds some, as
// the Messages' messenger).
enum : std::size_t {
  kPaying,        // 1 while the module pays a robber's share: those are rogue points (CAR:robbers/rogue-points)
  kEndDone,       // the robbers' end of the game is done
  kLastAsked,     // the player last asked to place a robber in this round of placements
  kRobber,        // the robber whose share is being decided (robber-choice, robber-order)
  kVictim,        // ... and the player it robs (robber-order)
  kFollowRobber,  // robber-follow: the robber,
  kFollowMover,   // ... the key of the counting figure that moved back,
  kFollowSpace,   // ... and the space it left
  kOffer,         // 1: a robber tile was placed and the placement round waits for the round's settling
  kOffered,       // the board tile whose robber symbol was last offered (a further pass of a step offers it once)
  kBeside,        // kBeside + p: which of its holder's counting figures p's robber stands beside (0: the first)
  kHeader = kBeside + 8,
};
constexpr std::size_t kRec = 5;
constexpr int kFigures = 4;
enum RecordType : int { kScore = 0, kFollow = 1 };

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < kHeader) {
    s.assign(kHeader, -1), s[kPaying] = 0, s[kEndDone] = 0;
    for (std::size_t i = kBeside; i < kHeader; ++i) s[i] = 0;
  }
  return s;
}

int space(int score) { return ((score % kTrack) + kTrack) % kTrack; }
int player_of(int key) { return key / kFigures; }
int key_of(int player, int figure) { return player * kFigures + figure; }
// Where a counting figure stands now.
int position(const Game& g, int key) {
  std::vector<int> figs = g.counting_figures(player_of(key));
  std::size_t i = static_cast<std::size_t>(key % kFigures);
  return i < figs.size() ? space(figs[i]) : -1;
}
int figure_count(const Game& g, int p) { return static_cast<int>(g.counting_figures(p).size()); }
int place_index(const Game& g) { return *g.rules().places.find(kPlace); }
int robber_kind(const Game& g) { return *g.rules().figures.find(kFigure); }
const std::string& name_of(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }
// "red's counting figure", or "red's counting figure 2" when a module added figures.
std::string figure_name(const Game& g, int key) {
  int p = player_of(key);
  if (figure_count(g, p) <= 1) return fmt::format("{}'s counting figure", name_of(g, p));
  return fmt::format("{}'s counting figure {}", name_of(g, p), key % kFigures + 1);
}

int robber_of(const Game& g, int player) {
  int kind = robber_kind(g);
  const auto& figs = g.figures();
  for (int i = 0; i < static_cast<int>(figs.size()); ++i)
    if (figs[static_cast<std::size_t>(i)].owner == player && figs[static_cast<std::size_t>(i)].kind == kind) return i;
  return -1;
}

bool on_track(const Game& g, int robber) {
  const Figure& f = g.figures()[static_cast<std::size_t>(robber)];
  return f.placed() && f.spot == Spot::Special && f.tile == place_index(g);
}
int owner_of(const Game& g, int robber) { return g.figures()[static_cast<std::size_t>(robber)].owner; }
int beside_of(const Game& g, int robber) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  std::size_t i = kBeside + static_cast<std::size_t>(owner_of(g, robber));
  return s.size() > i ? s[i] : 0;
}
// The counting figure a robber stands beside.
int holder_of(const Game& g, int robber) { return key_of(g.figures()[static_cast<std::size_t>(robber)].feature, beside_of(g, robber)); }

// Puts (or moves) the robber beside the counting figure `key`.
void put_beside(Game& g, int robber, int key, int by) {
  g.move_figure(robber, place_index(g), Spot::Special, player_of(key), by);
  state(g)[kBeside + static_cast<std::size_t>(owner_of(g, robber))] = key % kFigures;
}

// The robbers on the scoreboard, in player order.
std::vector<int> robbers_on_track(const Game& g) {
  std::vector<int> out;
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
    if (int r = robber_of(g, p); r >= 0 && on_track(g, r)) out.push_back(r);
  return out;
}

// Where counting figure `key` stood when this scoring round began: the space its first
// robbable move of the round left, else where it stands now.
int round_start(const std::vector<int>& s, const Game& g, int key) {
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
    if (s[i] == kScore && s[i + 1] == key) return s[i + 2];
  return position(g, key);
}

// The players a robber may take a share from in this round: another player's counting figure
// that began the round on the robber's space and scored.
// `at`: the robber's space when its holder's figure is just moving (else where that figure began).
std::vector<int> victims(const std::vector<int>& s, const Game& g, int robber, int at = -1) {
  int owner = owner_of(g, robber);
  if (at < 0) at = round_start(s, g, holder_of(g, robber));
  std::vector<int> out;
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec) {
    int p = player_of(s[i + 1]);
    if (s[i] != kScore || p == owner || std::find(out.begin(), out.end(), p) != out.end()) continue;
    if (round_start(s, g, s[i + 1]) == at) out.push_back(p);
  }
  return out;
}

// The counting figure of `victim` that began this round on `at` and scored in it (the first).
int figure_from(const std::vector<int>& s, const Game& g, int victim, int at) {
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
    if (s[i] == kScore && player_of(s[i + 1]) == victim && round_start(s, g, s[i + 1]) == at) return s[i + 1];
  return key_of(victim, 0);
}

// The different amounts `victim`'s counting figures on the robber's space scored in this round,
// in the order they moved.
std::vector<int> scores_of(const std::vector<int>& s, const Game& g, int robber, int victim) {
  int at = round_start(s, g, holder_of(g, robber));
  std::vector<int> out;
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
    if (s[i] == kScore && player_of(s[i + 1]) == victim && round_start(s, g, s[i + 1]) == at &&
        std::find(out.begin(), out.end(), s[i + 3]) == out.end())
      out.push_back(s[i + 3]);
  return out;
}

void open(Game& g, const char* phase, int player) { g.open_decision(*g.rules().phases.find(phase), player); }

// The robber takes half of `points` (rounded up) that `victim`'s figure on its space scored,
// and goes home.
void rob(Game& g, int robber, int victim, int points) {
  int owner = owner_of(g, robber), share = (points + 1) / 2;
  FeatureKind kind = FeatureKind::Field;
  NodeId region = -1;
  int at = round_start(state(g), g, holder_of(g, robber)), key = key_of(victim, 0);
  {
    const std::vector<int>& s = state(g);
    for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
      if (s[i] == kScore && player_of(s[i + 1]) == victim && s[i + 3] == points && round_start(s, g, s[i + 1]) == at) {
        const auto& ev = std::get<PointsScored>(g.events()[static_cast<std::size_t>(s[i + 4])]);
        kind = ev.kind;
        region = ev.region;
        key = s[i + 1];
        break;
      }
  }
  g.note(owner, fmt::format("{}'s robber, beside {} on space {}, takes half of {}'s {} points, "
                            "rounded up: {}; {} keeps all {} (CAR:robbers/robber-points)",
                            name_of(g, owner), figure_name(g, key), at, name_of(g, victim), points, share, name_of(g, victim),
                            points));
  state(g)[kPaying] = 1;
  g.award_bonus(owner, share, kind, region, false, fmt::format("robbed from {}: half of {}, rounded up", name_of(g, victim), points),
                {"CAR:robbers/robber-points", "CAR-482"});
  state(g)[kPaying] = 0;
  g.remove_figure(robber, "its share taken, the robber goes back to the supply");
}

// Whether an award is a robber's share: rogue points (CAR:robbers/rogue-points), when the
// counting figures move after the award (a module that keeps them moves them later).
bool is_share(const Game& g, std::size_t event) {
  const auto& ev = std::get<PointsScored>(g.events()[event]);
  const auto& r = ev.explanation().rulings;
  return ev.bonus && std::find(r.begin(), r.end(), "CAR:robbers/robber-points") != r.end();
}

// The robber has chosen its victim: the victim orders his scores of this round when they
// differ (CAR-483), else the robber takes its share now. True when a decision was opened.
bool take_from(Game& g, int robber, int victim) {
  std::vector<int> amounts = scores_of(state(g), g, robber, victim);
  if (amounts.size() > 1) {
    state(g)[kRobber] = robber;
    state(g)[kVictim] = victim;
    open(g, kOrderPhase, victim);
    return true;
  }
  rob(g, robber, victim, amounts.front());
  return false;
}

// Settles the scoring round that ended: backward moves that leave a choice, then each robber
// with a share to take, its owner choosing among several victims (CAR-483). True when a
// decision was opened (it is answered, and this goes on, in apply_action).
bool settle(Game& g) {
  {
    std::vector<int>& s = state(g);
    for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec) {
      if (s[i] != kFollow) continue;
      int robber = s[i + 1], mover = s[i + 2], left = s[i + 3];
      s.erase(s.begin() + static_cast<std::ptrdiff_t>(i), s.begin() + static_cast<std::ptrdiff_t>(i + kRec));
      if (!on_track(g, robber)) return settle(g);
      s[kFollowRobber] = robber;
      s[kFollowMover] = mover;
      s[kFollowSpace] = left;
      open(g, kFollowPhase, owner_of(g, robber));
      return true;
    }
  }
  for (;;) {
    int robber = -1;
    std::vector<int> who;
    for (int r : robbers_on_track(g)) {
      who = victims(state(g), g, r);
      if (!who.empty()) {
        robber = r;
        break;
      }
    }
    if (robber < 0) break;
    if (who.size() > 1) {
      state(g)[kRobber] = robber;
      open(g, kChoosePhase, owner_of(g, robber));
      return true;
    }
    if (take_from(g, robber, who.front())) return true;
  }
  state(g).resize(kHeader);  // the round is settled
  return false;
}

bool robber_tile(const Game& g) {
  int t = g.last_placed();
  return t >= 0 && g.board().tile(t).type->has_symbol(kSymbol);
}

// The next player asked to place a robber after `s[kLastAsked]` (CAR-478): under `next` the
// first player after the active one whose robber is still in his supply, once; under `each`
// every such player in turn order. True when one is asked.
bool ask_next(Game& g) {
  int n = static_cast<int>(g.players().size()), active = g.active_player();
  int last = state(g)[kLastAsked];
  if (last != active && g.options().is(kPlacement, "next")) return false;
  for (int q = (last + 1) % n; q != active; q = (q + 1) % n) {
    int r = robber_of(g, q);
    if (r >= 0 && !on_track(g, r)) {
      state(g)[kLastAsked] = q;
      open(g, kPlacePhase, q);
      return true;
    }
  }
  return false;
}

// Settles the round, then opens a placement round that waited for it. True when a decision was
// opened.
bool finish(Game& g) {
  if (settle(g)) return true;
  if (state(g)[kOffer] != 1) return false;
  // The placer places or moves his robber (CAR:robbers/place-robber); the others follow.
  state(g)[kOffer] = 0;
  state(g)[kLastAsked] = g.active_player();
  open(g, kPlacePhase, g.active_player());
  return true;
}

void end_of_game(Game& g) {
  bool three = g.options().is(kEnd, "three");
  for (int r : robbers_on_track(g)) {
    int owner = owner_of(g, r);
    if (three) {
      state(g)[kPaying] = 1;
      g.award_bonus(owner, 3, FeatureKind::Field, -1, true, "a robber still on the scoreboard at the end: 3",
                    {"CAR:robbers/final-scoring", "CAR-481", "CAR-487"});
      state(g)[kPaying] = 0;
    }
    g.remove_figure(r, three ? "the game ends: the robber scores 3 and leaves the scoreboard"
                             : "the game ends: the robber leaves the scoreboard, scoring nothing");
  }
}

}  // namespace

std::vector<std::string_view> RobbersModule::reason_codes() const { return {kOwnFigure, kAlreadyThere, kNotCandidate, kNotFirst}; }

void RobbersModule::register_options(OptionRegistry& r) const {
  r.add({kPlacement,
         {"next", "each"},
         {"CAR-478", "CAR:robbers/place-robber"},
         "next: after the placer, only the next player whose robber is still in his supply may place it (HiG); each: "
         "every other player in turn order whose robber is in his supply may (ZMG, Big Box 4)",
         kModule});
  r.add({kEnd,
         {"three", "none"},
         {"CAR-487", "CAR-481"},
         "three: a robber still on the scoreboard when the game ends scores 3 for its owner, after the last tile's "
         "scoring and before the final scoring (HiG 2013); none: it scores nothing (2012, Big Box 4, RGG, ZMG)",
         kModule});
  r.add({kWhen,
         {"immediately", "after-scoring"},
         {"CAR-476"},
         "immediately: the robber goes onto the scoreboard right after its tile is placed, before the figure step, so "
         "it can rob that turn's scores (HiG 2013 text); after-scoring: once the tile's features are scored (a reading "
         "of the earlier text, which says only 'then')",
         kModule});
  for (const char* preset : {"rgg", "zmg"}) r.add_preset_settings(preset, kEnd, "none");
  r.add_preset_settings("zmg", kPlacement, "each");
}

void RobbersModule::register_figures(FigureTable& t) const {
  FigureKindDef robber;
  robber.name = kFigure;
  robber.follower = false;
  robber.strength = 0;
  robber.supply = 1;
  robber.own_places_only = true;
  t.add(robber);
}

void RobbersModule::register_places(PlaceTable& places) const { places.add(kPlace, true, false); }

void RobbersModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kPlacePhase, true);
  phases.add(kChoosePhase);
  phases.add(kOrderPhase);
  phases.add(kFollowPhase, true);
  VerbDef place{kPlaceVerb, this, {{ArgKind::Player}, {ArgKind::Player, ArgKind::Number}}, "robber PLAYER [N]",
                "put your robber (from your supply, or moved) on the scoreboard beside PLAYER's counting figure (N: "
                "beside his N-th, when a module gives him more than one, as the Messages' messenger, 2)"};
  // Beside the first counting figure the number is left out.
  place.listed_form = [](const Game&, const ModuleAction& a) -> std::optional<ModuleAction> {
    ModuleAction m = a;
    if (m.argc == 2 && m.args[1].a == 1) m.argc = 1, m.args[1] = {};
    return m;
  };
  verbs.add(std::move(place));
  verbs.add({kRobVerb, this, {{ArgKind::Player}}, "rob PLAYER",
             "your robber takes its share of PLAYER's score, when several figures on its space scored"});
  verbs.add({kFirstVerb, this, {{ArgKind::Number}}, "first N",
             "your score of N points comes first this round (a robber beside your counting figure takes half of it)"});
  verbs.add({kFollowVerb, this, {{}}, "follow",
             "your robber goes back with the counting figure that moved back (pass: it stays with the others)"});
}

void RobbersModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void RobbersModule::at_step(Game& g, OrderStep step) const {
  bool now = g.options().is(kWhen, "immediately") ? step == OrderStep::TilePlaced : step == OrderStep::FeaturesScored;
  if (now && robber_tile(g) && state(g)[kOffered] != g.last_placed()) state(g)[kOffer] = 1, state(g)[kOffered] = g.last_placed();
  // Counting figures still to move for this round's awards (a module moves them later): the
  // round is settled in a further pass of the step, once they have moved.
  if (step != OrderStep::GameEnds && !g.track_settled()) return;
  if (finish(g)) return;
  if (step == OrderStep::GameEnds && state(g)[kEndDone] == 0) {
    state(g)[kEndDone] = 1;
    end_of_game(g);
  }
}

bool RobbersModule::settles_again(const Game& g) const {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  return s.size() > kHeader || (s.size() > kOffer && s[kOffer] == 1);
}

void RobbersModule::counting_figure_moved(Game& g, int p, int figure, int from, int points, std::size_t event) const {
  const auto& ev = std::get<PointsScored>(g.events()[event]);
  if (points == 0) return;
  if (robbers_on_track(g).empty()) return;  // nothing on the track watches this move
  int key = key_of(p, figure), before = space(from);
  bool robbable = points > 0 && !ev.payment && state(g)[kPaying] == 0 && !is_share(g, event);
  if (robbable) {  // a scoring event: robbers settle at the end of the round
    std::vector<int>& s = state(g);
    s.insert(s.end(), {kScore, key, before, points, static_cast<int>(event)});
    return;
  }
  // Points no robber takes a share of (rogue points, a payment) or a move back: a robber on
  // the space the figure left goes with it.
  for (int r : robbers_on_track(g)) {
    int owner = owner_of(g, r), holder = holder_of(g, r);
    if (owner == p) continue;
    const std::vector<int>& s = state(g);
    bool recorded = false;
    for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec) recorded |= s[i] == kScore && s[i + 1] == holder;
    int at = recorded ? round_start(s, g, holder) : holder == key ? before : position(g, holder);
    if (at != before) continue;
    if (points > 0) {
      if (std::vector<int> vs = victims(s, g, r, at); !vs.empty()) {
        // It takes a real score of this round instead, and stays on its space beside that figure.
        if (holder == key) put_beside(g, r, figure_from(s, g, vs.front(), at), -1);
        continue;
      }
      if (holder != key) put_beside(g, r, key, -1);
      g.note(owner, fmt::format("{}'s robber moves along with {} to space {}: {}'s {} points cannot "
                                "be robbed (CAR:robbers/rogue-points)",
                                name_of(g, owner), figure_name(g, key), position(g, key), name_of(g, p), points));
      continue;
    }
    bool others = false;
    for (int q = 0; q < static_cast<int>(g.players().size()); ++q)
      for (int k = 0; k < figure_count(g, q); ++k)
        others |= q != owner && key_of(q, k) != key && position(g, key_of(q, k)) == before;
    if (holder == key && !others) {
      g.note(owner, fmt::format("{}'s robber goes back with {} to space {}; {} loses no points (CAR-480)", name_of(g, owner),
                                figure_name(g, key), position(g, key), name_of(g, owner)));
      continue;
    }
    std::vector<int>& w = state(g);
    w.insert(w.end(), {kFollow, r, key, before, 0});
  }
}

void RobbersModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.phase() != Phase::Module) return;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  int d = g.decider();
  auto verb = [&](const char* name) { return *g.rules().verbs.find(name); };
  if (g.waits_for(kPlacePhase)) {
    int r = robber_of(g, d);
    for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
      for (int k = 0; p != d && k < figure_count(g, p); ++k)
        if (!(on_track(g, r) && holder_of(g, r) == key_of(p, k)))
          out.push_back(k == 0 ? ModuleAction::of(verb(kPlaceVerb), {{ArgKind::Player, p}})
                               : ModuleAction::of(verb(kPlaceVerb), {{ArgKind::Player, p}, {ArgKind::Number, k + 1}}));
  } else if (g.waits_for(kChoosePhase)) {
    for (int v : victims(s, g, s[kRobber])) out.push_back(ModuleAction::of(verb(kRobVerb), {{ArgKind::Player, v}}));
  } else if (g.waits_for(kOrderPhase)) {
    for (int n : scores_of(s, g, s[kRobber], s[kVictim])) out.push_back(ModuleAction::of(verb(kFirstVerb), {{ArgKind::Number, n}}));
  } else if (g.waits_for(kFollowPhase)) {
    out.push_back(ModuleAction::of(verb(kFollowVerb), {}));
  }
}

std::optional<Rejection> RobbersModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& v = g.rules().verbs.at(a.verb).name;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  int d = g.decider(), n = static_cast<int>(g.players().size());
  auto wrong = [&](const char* phase) {
    return Rejection{reason::kWrongPhase, fmt::format("`{}` answers the decision {}, and the game waits for {}", v, phase, g.phase_label())};
  };
  if (v == kPlaceVerb) {
    if (!g.waits_for(kPlacePhase)) return wrong(kPlacePhase);
    int p = a.arg(0).a;
    if (p < 0 || p >= n) return Rejection{reason::kBadArguments, "no such player"};
    if (p == d) return Rejection{kOwnFigure, "a robber goes beside another player's counting figure, never its owner's"};
    int k = a.argc > 1 ? a.arg(1).a - 1 : 0;
    if (k < 0 || k >= figure_count(g, p))
      return Rejection{reason::kBadArguments, fmt::format("{} has {} counting figure(s) on the track", name_of(g, p), figure_count(g, p))};
    int r = robber_of(g, d);
    if (on_track(g, r) && holder_of(g, r) == key_of(p, k))
      return Rejection{kAlreadyThere, fmt::format("the robber already stands beside {}", figure_name(g, key_of(p, k)))};
    return std::nullopt;
  }
  if (v == kRobVerb) {
    if (!g.waits_for(kChoosePhase)) return wrong(kChoosePhase);
    auto who = victims(s, g, s[kRobber]);
    if (std::find(who.begin(), who.end(), a.arg(0).a) == who.end())
      return Rejection{kNotCandidate, "that player's counting figure did not score from the robber's space this round"};
    return std::nullopt;
  }
  if (v == kFirstVerb) {
    if (!g.waits_for(kOrderPhase)) return wrong(kOrderPhase);
    auto amounts = scores_of(s, g, s[kRobber], s[kVictim]);
    if (std::find(amounts.begin(), amounts.end(), a.arg(0).a) == amounts.end())
      return Rejection{kNotFirst, fmt::format("no score of {} points this round to put first", a.arg(0).a)};
    return std::nullopt;
  }
  if (v == kFollowVerb) {
    if (!g.waits_for(kFollowPhase)) return wrong(kFollowPhase);
    return std::nullopt;
  }
  return Rejection{reason::kUnknownAction, "no such verb of The Robbers"};
}

void RobbersModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& v = g.rules().verbs.at(a.verb).name;
  int d = g.decider();
  if (v == kPlaceVerb) {
    int p = a.arg(0).a, r = robber_of(g, d), key = key_of(p, a.argc > 1 ? a.arg(1).a - 1 : 0);
    bool moved = on_track(g, r);
    put_beside(g, r, key, d);
    g.note(d, fmt::format("{} {} the robber beside {}, on space {} (CAR:robbers/place-robber)", name_of(g, d),
                          moved ? "moves" : "places", figure_name(g, key), position(g, key)));
    if (!ask_next(g) && !finish(g)) g.close_decision();
    return;
  }
  if (v == kRobVerb) {
    if (take_from(g, state(g)[kRobber], a.arg(0).a)) return;
  } else if (v == kFirstVerb) {
    rob(g, state(g)[kRobber], state(g)[kVictim], a.arg(0).a);
  } else if (v == kFollowVerb) {
    int r = state(g)[kFollowRobber], mover = state(g)[kFollowMover];
    put_beside(g, r, mover, d);
    g.note(d, fmt::format("{}'s robber goes back with {} to space {} (CAR-486)", name_of(g, d), figure_name(g, mover),
                          position(g, mover)));
  }
  if (!finish(g)) g.close_decision();
}

void RobbersModule::decision_passed(Game& g) const {
  if (g.waits_for(kPlacePhase)) {
    if (!ask_next(g)) finish(g);
  } else if (g.waits_for(kFollowPhase)) {
    std::vector<int>& s = state(g);
    int r = s[kFollowRobber], mover = s[kFollowMover], left = s[kFollowSpace], owner = owner_of(g, r);
    if (holder_of(g, r) == mover) {  // it stays with the others on that space
      bool done = false;
      for (int q = 0; q < static_cast<int>(g.players().size()) && !done; ++q)
        for (int k = 0; k < figure_count(g, q) && !done; ++k)
          if (q != owner && key_of(q, k) != mover && position(g, key_of(q, k)) == left) {
            put_beside(g, r, key_of(q, k), owner);
            done = true;
          }
    }
    g.note(owner, fmt::format("{}'s robber stays on space {} beside {} (CAR-486)", name_of(g, owner), left,
                              figure_name(g, holder_of(g, r))));
    finish(g);
  }
}

// Which of its holder's counting figures a robber on the scoreboard stands beside: the state,
// the setup (`in scoreboard of PLAYER N`, the protocol's `beside`) and the pictures read it.
int RobbersModule::beside_counting_figure(const Game& g, int figure) const {
  if (g.figures()[static_cast<std::size_t>(figure)].kind != robber_kind(g) || !on_track(g, figure)) return -1;
  return beside_of(g, figure);
}

bool RobbersModule::set_beside_counting_figure(Game& g, int figure, int index) const {
  if (g.figures()[static_cast<std::size_t>(figure)].kind != robber_kind(g) || !on_track(g, figure)) return false;
  state(g)[kBeside + static_cast<std::size_t>(owner_of(g, figure))] = index;
  return true;
}

std::optional<std::string> RobbersModule::check_state(const Game& g) const {
  int n = static_cast<int>(g.players().size()), kind = robber_kind(g), place = place_index(g);
  for (int p = 0; p < n; ++p) {
    int count = 0;
    for (const Figure& f : g.figures())
      if (f.kind == kind && f.owner == p) {
        ++count;
        if (!f.placed()) continue;
        if (f.spot != Spot::Special || f.tile != place) return fmt::format("{}'s robber is off the scoreboard but not in the supply", name_of(g, p));
        if (f.feature < 0 || f.feature >= n || f.feature == p)
          return fmt::format("{}'s robber stands beside no other player's counting figure", name_of(g, p));
        int k = g.module_state_or_empty(kModule).size() > kBeside + static_cast<std::size_t>(p)
                    ? g.module_state_or_empty(kModule)[kBeside + static_cast<std::size_t>(p)]
                    : 0;
        if (k < 0 || k >= figure_count(g, f.feature))
          return fmt::format("{}'s robber stands beside a counting figure {} has not", name_of(g, p), name_of(g, f.feature));
      }
    if (count != 1) return fmt::format("{} has {} robbers", name_of(g, p), count);
  }
  // Between turns every scoring round is settled.
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if ((g.phase() == Phase::PlaceTile || g.phase() == Phase::Draw) && s.size() > kHeader)
    return "a scoring round was left unsettled for the robbers";
  if (g.phase() == Phase::GameOver && !robbers_on_track(g).empty()) return "a robber stays on the scoreboard after the game";
  return std::nullopt;
}

}  // namespace carc
