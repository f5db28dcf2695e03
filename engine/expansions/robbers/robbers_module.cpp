#include "robbers_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "robbers_names.hpp"

namespace carc {

using namespace robbers;

namespace {

// The module's numbers (Game::module_state): a header, then records of kRec numbers each, for
// the scoring round in progress: scores a robber may take a share of (kScore: player, the
// space his counting figure left, points, event index) and backward moves that leave a robber's
// owner a choice (kFollow: robber, the figure that moved back, the space it left).
enum : std::size_t {
  kPaying,        // 1 while the module pays a robber's share: those are rogue points (CAR:robbers/rogue-points)
  kEndDone,       // the robbers' end of the game is done
  kLastAsked,     // the player last asked to place a robber in this round of placements
  kRobber,        // the robber whose share is being decided (robber-choice, robber-order)
  kVictim,        // ... and the player it robs (robber-order)
  kFollowRobber,  // robber-follow: the robber,
  kFollowMover,   // ... the counting figure that moved back,
  kFollowSpace,   // ... and the space it left
  kOffer,         // 1: a robber tile was placed and the placement round waits for the round's settling
  kHeader = 10,
};
constexpr std::size_t kRec = 5;
enum RecordType : int { kScore = 0, kFollow = 1 };

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < kHeader) s.assign(kHeader, -1), s[kPaying] = 0, s[kEndDone] = 0;
  return s;
}

int space(int score) { return ((score % kTrack) + kTrack) % kTrack; }
int position(const Game& g, int p) { return space(g.players()[static_cast<std::size_t>(p)].score); }
int place_index(const Game& g) { return *g.rules().places.find(kPlace); }
int robber_kind(const Game& g) { return *g.rules().figures.find(kFigure); }
const std::string& name_of(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }

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
int holder_of(const Game& g, int robber) { return g.figures()[static_cast<std::size_t>(robber)].feature; }
int owner_of(const Game& g, int robber) { return g.figures()[static_cast<std::size_t>(robber)].owner; }

// The robbers on the scoreboard, in player order.
std::vector<int> robbers_on_track(const Game& g) {
  std::vector<int> out;
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
    if (int r = robber_of(g, p); r >= 0 && on_track(g, r)) out.push_back(r);
  return out;
}

// Where `p`'s counting figure stood when this scoring round began: the space its first
// robbable score of the round left, else where it stands now.
int round_start(const std::vector<int>& s, const Game& g, int p) {
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
    if (s[i] == kScore && s[i + 1] == p) return s[i + 2];
  return position(g, p);
}

// The players a robber may take a share from in this round: another player's counting figure
// that began the round on the robber's space and scored.
// `at`: the robber's space when its holder's figure is just moving (else where that figure began).
std::vector<int> victims(const std::vector<int>& s, const Game& g, int robber, int at = -1) {
  int owner = owner_of(g, robber);
  if (at < 0) at = round_start(s, g, holder_of(g, robber));
  std::vector<int> out;
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec) {
    int p = s[i + 1];
    if (s[i] != kScore || p == owner || std::find(out.begin(), out.end(), p) != out.end()) continue;
    if (round_start(s, g, p) == at) out.push_back(p);
  }
  return out;
}

// The different amounts `victim` scored in this round, in the order core scored them.
std::vector<int> scores_of(const std::vector<int>& s, int victim) {
  std::vector<int> out;
  for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
    if (s[i] == kScore && s[i + 1] == victim && std::find(out.begin(), out.end(), s[i + 3]) == out.end())
      out.push_back(s[i + 3]);
  return out;
}

void open(Game& g, const char* phase, int player) { g.open_decision(*g.rules().phases.find(phase), player); }

// The robber takes half of `points` (rounded up) that `victim` scored, and goes home.
void rob(Game& g, int robber, int victim, int points) {
  int owner = owner_of(g, robber), share = (points + 1) / 2;
  FeatureKind kind = FeatureKind::Field;
  NodeId region = -1;
  {
    const std::vector<int>& s = state(g);
    for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec)
      if (s[i] == kScore && s[i + 1] == victim && s[i + 3] == points) {
        const auto& ev = std::get<PointsScored>(g.events()[static_cast<std::size_t>(s[i + 4])]);
        kind = ev.kind;
        region = ev.region;
        break;
      }
  }
  g.note(owner, fmt::format("{}'s robber, beside {}'s counting figure on space {}, takes half of {}'s {} points, "
                            "rounded up: {}; {} keeps all {} (CAR:robbers/robber-points)",
                            name_of(g, owner), name_of(g, victim), round_start(state(g), g, victim), name_of(g, victim),
                            points, share, name_of(g, victim), points));
  state(g)[kPaying] = 1;
  g.award_bonus(owner, share, kind, region, false, fmt::format("robbed from {}: half of {}, rounded up", name_of(g, victim), points),
                {"CAR:robbers/robber-points", "CAR-482"});
  state(g)[kPaying] = 0;
  g.remove_figure(robber, "its share taken, the robber goes back to the supply");
}

// The robber has chosen its victim: the victim orders his scores of this round when they
// differ (CAR-483), else the robber takes its share now. True when a decision was opened.
bool take_from(Game& g, int robber, int victim) {
  std::vector<int> amounts = scores_of(state(g), victim);
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
  verbs.add({kPlaceVerb, this, {{ArgKind::Player}}, "robber PLAYER",
             "put your robber (from your supply, or moved) on the scoreboard beside PLAYER's counting figure"});
  verbs.add({kRobVerb, this, {{ArgKind::Player}}, "rob PLAYER",
             "your robber takes its share of PLAYER's score, when several figures on its space scored"});
  verbs.add({kFirstVerb, this, {{ArgKind::Number}}, "first N",
             "your score of N points comes first this round (a robber beside your counting figure takes half of it)"});
  verbs.add({kFollowVerb, this, {{}}, "follow",
             "your robber goes back with the counting figure that moved back (pass: it stays with the others)"});
}

void RobbersModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  if (supply.groups.empty()) supply.groups.emplace_back();
  auto& land = supply.groups.back();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void RobbersModule::at_step(Game& g, OrderStep step) const {
  bool now = g.options().is(kWhen, "immediately") ? step == OrderStep::TilePlaced : step == OrderStep::FeaturesScored;
  if (now && robber_tile(g)) state(g)[kOffer] = 1;
  if (finish(g)) return;
  if (step == OrderStep::GameEnds && state(g)[kEndDone] == 0) {
    state(g)[kEndDone] = 1;
    end_of_game(g);
  }
}

void RobbersModule::points_awarded(Game& g, std::size_t event) const {
  const auto& ev = std::get<PointsScored>(g.events()[event]);
  if (ev.points == 0) return;
  if (robbers_on_track(g).empty()) return;  // nothing on the track watches this move
  int points = ev.points;
  std::vector<int> players = ev.players;
  bool robbable = points > 0 && !ev.payment && state(g)[kPaying] == 0;
  for (int p : players) {
    int before = space(g.players()[static_cast<std::size_t>(p)].score - points);
    if (robbable) {  // a scoring event: robbers settle at the end of the round
      std::vector<int>& s = state(g);
      s.insert(s.end(), {kScore, p, before, points, static_cast<int>(event)});
      continue;
    }
    // Points no robber takes a share of (rogue points, a payment) or a move back: a robber on
    // the space the figure left goes with it.
    for (int r : robbers_on_track(g)) {
      int owner = owner_of(g, r), holder = holder_of(g, r);
      if (owner == p) continue;
      const std::vector<int>& s = state(g);
      bool recorded = false;
      for (std::size_t i = kHeader; i + kRec <= s.size(); i += kRec) recorded |= s[i] == kScore && s[i + 1] == holder;
      int at = recorded ? round_start(s, g, holder) : holder == p ? before : position(g, holder);
      if (at != before) continue;
      if (points > 0) {
        if (std::vector<int> vs = victims(s, g, r, at); !vs.empty()) {
          // It takes a real score of this round instead, and stays on its space beside that figure.
          if (holder == p) g.move_figure(r, place_index(g), Spot::Special, vs.front(), -1);
          continue;
        }
        if (holder != p) g.move_figure(r, place_index(g), Spot::Special, p, -1);
        g.note(owner, fmt::format("{}'s robber moves along with {}'s counting figure to space {}: {}'s {} points cannot "
                                  "be robbed (CAR:robbers/rogue-points)",
                                  name_of(g, owner), name_of(g, p), position(g, p), name_of(g, p), points));
        continue;
      }
      bool others = false;
      for (int q = 0; q < static_cast<int>(g.players().size()); ++q)
        others |= q != owner && q != p && position(g, q) == before;
      if (holder == p && !others) {
        g.note(owner, fmt::format("{}'s robber goes back with {}'s counting figure to space {}; {} loses no points (CAR-480)",
                                  name_of(g, owner), name_of(g, p), position(g, p), name_of(g, owner)));
        continue;
      }
      std::vector<int>& w = state(g);
      w.insert(w.end(), {kFollow, r, p, before, 0});
    }
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
      if (p != d && !(on_track(g, r) && holder_of(g, r) == p))
        out.push_back(ModuleAction::of(verb(kPlaceVerb), {{ArgKind::Player, p}}));
  } else if (g.waits_for(kChoosePhase)) {
    for (int v : victims(s, g, s[kRobber])) out.push_back(ModuleAction::of(verb(kRobVerb), {{ArgKind::Player, v}}));
  } else if (g.waits_for(kOrderPhase)) {
    for (int n : scores_of(s, s[kVictim])) out.push_back(ModuleAction::of(verb(kFirstVerb), {{ArgKind::Number, n}}));
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
    int r = robber_of(g, d);
    if (on_track(g, r) && holder_of(g, r) == p)
      return Rejection{kAlreadyThere, fmt::format("the robber already stands beside {}'s counting figure", name_of(g, p))};
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
    auto amounts = scores_of(s, s[kVictim]);
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
    int p = a.arg(0).a, r = robber_of(g, d);
    bool moved = on_track(g, r);
    g.move_figure(r, place_index(g), Spot::Special, p, d);
    g.note(d, fmt::format("{} {} the robber beside {}'s counting figure, on space {} (CAR:robbers/place-robber)", name_of(g, d),
                          moved ? "moves" : "places", name_of(g, p), position(g, p)));
    if (!ask_next(g) && !finish(g)) g.close_decision();
    return;
  }
  if (v == kRobVerb) {
    if (take_from(g, state(g)[kRobber], a.arg(0).a)) return;
  } else if (v == kFirstVerb) {
    rob(g, state(g)[kRobber], state(g)[kVictim], a.arg(0).a);
  } else if (v == kFollowVerb) {
    int r = state(g)[kFollowRobber], mover = state(g)[kFollowMover];
    g.move_figure(r, place_index(g), Spot::Special, mover, d);
    g.note(d, fmt::format("{}'s robber goes back with {}'s counting figure to space {} (CAR-486)", name_of(g, d),
                          name_of(g, mover), position(g, mover)));
  }
  if (!finish(g)) g.close_decision();
}

void RobbersModule::decision_passed(Game& g) const {
  if (g.waits_for(kPlacePhase)) {
    if (!ask_next(g)) finish(g);
  } else if (g.waits_for(kFollowPhase)) {
    std::vector<int>& s = state(g);
    int r = s[kFollowRobber], mover = s[kFollowMover], left = s[kFollowSpace], owner = owner_of(g, r);
    if (holder_of(g, r) == mover)  // it stays with the others on that space
      for (int q = 0; q < static_cast<int>(g.players().size()); ++q)
        if (q != owner && q != mover && position(g, q) == left) {
          g.move_figure(r, place_index(g), Spot::Special, q, owner);
          break;
        }
    g.note(owner, fmt::format("{}'s robber stays on space {} beside {}'s counting figure (CAR-486)", name_of(g, owner), left,
                              name_of(g, holder_of(g, r))));
    finish(g);
  }
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
