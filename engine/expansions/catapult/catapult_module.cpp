#include "catapult_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "catapult_names.hpp"
#include "core/game.hpp"

namespace carc {

using namespace catapult;

namespace {

// Game::module_state(kModule): the round in progress.
constexpr std::size_t kActive = 0;    // 1 while a catapult round is being played
constexpr std::size_t kKind = 1;      // the token kind of this round (kKnockOut ..), -1 before it is picked
constexpr std::size_t kFirst = 2;     // the round's first player: whose turn it was
constexpr std::size_t kStep = 3;      // hurls done so far: the hurler is (first + step) mod players
constexpr std::size_t kLanded = 4;    // this hurl: -1 not landed yet, -2 off the landscape, else the board tile
constexpr std::size_t kNearest = 5;   // this hurl: the seduction token's nearest opponent follower, -1 none
constexpr std::size_t kDoneTile = 6;  // the fair tile (board index) whose round was played, -1 none
constexpr std::size_t kFair = 7;      // the fair tile of the round in progress (target practice aims at it)
constexpr std::size_t kMaxPlayers = 8;
constexpr std::size_t kTokenAt = 8;                 // [8] per player: -1 not hurled, -2 hurled (not on a tile), else the tile
constexpr std::size_t kDistance = kTokenAt + kMaxPlayers;  // [8] per player: target practice distance, -1 none
constexpr std::size_t kStateSize = kDistance + kMaxPlayers;

constexpr int kNotHurled = -1, kHurledAway = -2, kOff = -2;

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < kStateSize) {
    s.assign(kStateSize, -1);
    s[kActive] = 0;
    s[kStep] = 0;
  }
  return s;
}

const std::vector<int>& view(const Game& g) { return g.module_state_or_empty(kModule); }
bool active(const Game& g) { return view(g).size() >= kStateSize && view(g)[kActive] == 1; }

int players(const Game& g) { return static_cast<int>(g.players().size()); }
int token_kind(const Game& g, int k) { return *g.rules().tokens.find(kTokenNames[k]); }
const std::string& name_of(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }
int hurler(const Game& g) {
  const std::vector<int>& s = view(g);
  return (s[kFirst] + s[kStep]) % players(g);
}
std::string square(const Game& g, int tile) {
  Coord c = g.board().tile(tile).at;
  return fmt::format("({},{})", c.x, c.y);
}
int verb_id(const Game& g, const char* v) { return *g.rules().verbs.find(v); }

// A follower on the playing field (CAR-275, CAR-277): on a tile of the board (start tiles such
// as the School's included), or in a place shared by all players that lies on the board (the
// City of Carcassonne's quarters, a castle); never a neutral figure (the Count, the teacher, the
// dragon, the fairy), nor a player's own place off the board (a tower's prison). The score track
// is no place of the engine's: nothing stands there.
bool on_playing_field(const Game& g, int id) {
  if (id < 0 || id >= static_cast<int>(g.figures().size())) return false;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  if (f.neutral() || !f.placed() || !g.rules().figures.at(f.kind).follower) return false;
  if (f.spot == Spot::Special) return !g.rules().places.per_player(f.tile);
  return f.spot == Spot::Feature || f.spot == Spot::Tile;
}

std::vector<int> field_followers(const Game& g) {
  std::vector<int> out;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (on_playing_field(g, id)) out.push_back(id);
  return out;
}

std::vector<int> opponents_on_field(const Game& g, int player) {
  std::vector<int> out;
  for (int id : field_followers(g))
    if (g.figures()[static_cast<std::size_t>(id)].owner != player) out.push_back(id);
  return out;
}

// Self-play's nearest followers: those at the least distance in squares (the larger of the two
// coordinate differences) from the tile the token lies on; followers in shared places only when
// none stands on a tile; from off the landscape, any.
std::vector<int> likely_nearest(const Game& g, int player, int landed) {
  std::vector<int> all = opponents_on_field(g, player), on_tiles, best;
  for (int id : all)
    if (g.figures()[static_cast<std::size_t>(id)].spot != Spot::Special) on_tiles.push_back(id);
  if (on_tiles.empty() || landed < 0) return on_tiles.empty() ? all : on_tiles;
  Coord at = g.board().tile(landed).at;
  long long least = -1;
  for (int id : on_tiles) {
    Coord c = g.board().tile(g.figures()[static_cast<std::size_t>(id)].tile).at;
    long long d = std::max(std::llabs(static_cast<long long>(c.x) - at.x), std::llabs(static_cast<long long>(c.y) - at.y));
    if (least < 0 || d < least) least = d, best.clear();
    if (d == least) best.push_back(id);
  }
  return best;
}

std::string figure_text(const Game& g, int id) {
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  std::string who = f.neutral() ? std::string("the") : name_of(g, f.owner) + "'s";
  const std::string& kind = g.rules().figures.at(f.kind).name;
  if (f.spot == Spot::Special) return fmt::format("{} {} in {}", who, kind, g.rules().places.name(f.tile));
  if (f.placed()) return fmt::format("{} {} at {}", who, kind, square(g, f.tile));
  return fmt::format("{} {}", who, kind);
}

void start_flight(Game& g, bool close);

// The round is over: target practice is decided, every token goes back to its owner
// (CAR:catapult/tokens-return) and the game goes on. `close`: the module closes its decision
// itself (core does after a pass).
void finish(Game& g, bool close) {
  std::vector<int>& s = state(g);
  int n = players(g);
  if (s[kKind] == kTarget) {
    int best = -1;
    for (int p = 0; p < n; ++p) {
      int d = s[kDistance + static_cast<std::size_t>(p)];
      if (d >= 0 && (best < 0 || d < best)) best = d;
    }
    for (int p = 0; p < n && best >= 0; ++p)
      if (s[kDistance + static_cast<std::size_t>(p)] == best)
        g.award_bonus(p, 5, FeatureKind::Field, -1, false,
                      fmt::format("{}'s target token lies nearest the fair at {} ({} cm): 5 points{}", name_of(g, p),
                                  square(g, s[kFair]), best, "; ties all score"),
                      {"CAR:catapult/target"});
  }
  int kind = token_kind(g, s[kKind]);
  for (int p = 0; p < n; ++p)
    if (s[kTokenAt + static_cast<std::size_t>(p)] != kNotHurled) g.take_tokens(p, kind, 1);
  int done = s[kFair];
  s.assign(kStateSize, -1);
  s[kActive] = 0;
  s[kStep] = 0;
  s[kDoneTile] = done;
  if (close) g.close_decision();
}

// The next hurl, or the end of the round. `close` as in finish().
void next_hurl(Game& g, bool close) {
  std::vector<int>& s = state(g);
  s[kLanded] = -1;
  s[kNearest] = -1;
  ++s[kStep];
  if (s[kStep] >= players(g)) return finish(g, close);
  start_flight(g, close);
}

// The hurler takes the round's kind of token from his supply and nature decides the flight. A
// player without that token (a position a scenario built) has no hurl. `close` as in finish().
void start_flight(Game& g, bool close) {
  std::vector<int>& s = state(g);
  while (s[kStep] < players(g)) {
    int p = hurler(g), kind = token_kind(g, s[kKind]);
    if (g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(kind)] > 0) {
      g.take_tokens(p, kind, -1);
      s[kTokenAt + static_cast<std::size_t>(p)] = kHurledAway;
      g.open_decision(*g.rules().phases.find(kFlightPhase), Game::kNature);
      return;
    }
    g.note(p, fmt::format("{} holds no {} token and does not hurl", name_of(g, p), kTokenNames[s[kKind]]));
    ++s[kStep];
  }
  finish(g, close);
}

// Which outcome verbs fit the hurl in progress, as nature's next word.
enum class Expect { Landing, Hits, Nearest, Distance, Catch, None };
Expect expecting(const Game& g) {
  if (!g.waits_for(kFlightPhase) || !active(g)) return Expect::None;
  const std::vector<int>& s = view(g);
  switch (s[kKind]) {
    case kKnockOut: return s[kLanded] == -1 ? Expect::Landing : Expect::Hits;
    case kSeduction: return s[kLanded] == -1 ? Expect::Landing : Expect::Nearest;
    case kTarget: return Expect::Distance;
    default: return Expect::Catch;
  }
}

std::optional<int> token_verb(std::string_view verb) {
  for (int k = 0; k < 4; ++k)
    if (verb == kTokenNames[k]) return k;
  return std::nullopt;
}

// Whether the hurler's follower of `kind` may take the place of follower `seduced`: on a tile,
// where that kind may be deployed; in a shared place (a quarter of the City), the same kind.
bool may_take_place(const Game& g, int kind, int seduced) {
  const Figure& s = g.figures()[static_cast<std::size_t>(seduced)];
  if (!g.rules().figures.at(kind).follower) return false;
  if (s.spot == Spot::Special) return kind == s.kind;
  if (!s.on_board()) return false;
  if (!g.rules().figures.can_deploy(kind, g.regions().kind(g.node_of(s.tile, s.feature)))) return false;
  // Another kind must also be one the modules let stand there: a figure with a rule of its own
  // (the Abbot, only on a cloister or garden) never takes a place its module closes to it.
  if (kind == s.kind) return true;
  Deploy d{kind, s.feature, s.tile};
  for (const ExpansionModule* m : g.rules().modules)
    if (!m->allows_deployment(g, d)) return false;
  return true;
}

}  // namespace

std::vector<std::string_view> CatapultModule::reason_codes() const { return {kNotFollower, kNotNow, kOwnFollower, kCannotSwap}; }

void CatapultModule::register_options(OptionRegistry& r) const {
  r.add({kOptSeductionOff,
         {"no-effect", "nearest"},
         {"CAR-276"},
         "no-effect: a seduction token that comes to rest off the landscape does nothing (the rule text, and the "
         "sentence RGG adds); nearest: the opponent's follower nearest to it is still seduced (a house reading for "
         "groups that play the token wherever it lies; no edition prints it)",
         kModule});
}

void CatapultModule::register_tokens(TokenTable& t) const {
  for (const char* k : kTokenNames) t.add(k);
}

// Every player receives one token of each kind (CAR:catapult/tokens).
void CatapultModule::prepare(Game& g) const {
  for (int p = 0; p < players(g); ++p)
    for (int k = 0; k < 4; ++k) g.set_tokens(p, token_kind(g, k), 1);
}

void CatapultModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void CatapultModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kChoosePhase);
  phases.add(kFlightPhase);
  phases.add(kSeducePhase, true);
  const char* what[4] = {"followers the token touches go home, the hurler's own too",
                         "the hurler may swap the opponent's follower nearest the token for one of his own",
                         "the token nearest the fair tile scores 5, ties all score",
                         "each player hurls to the player on his left, who tries to catch it: 5 for one of them"};
  for (int k = 0; k < 4; ++k)
    verbs.add({kTokenNames[k], this, {{}}, kTokenNames[k],
               fmt::format("a catapult round's first player picks the {} token: {}", kTokenNames[k], what[k])});
  verbs.add({kLandVerb, this, {{ArgKind::Square}}, "land (x,y)",
             "nature's: the hurled knock-out or seduction token comes to rest on the tile at (x,y)"});
  verbs.add({kLandOffVerb, this, {{}}, "land-off", "nature's: the hurled token comes to rest off the landscape"});
  // What a throw touches is listed as a sample of likely outcomes (a dexterity game): any
  // follower on the playing field may be touched.
  auto sampled = [](const Game&, const ModuleAction&) -> std::optional<ModuleAction> { return std::nullopt; };
  VerbDef hit{kHitVerb, this, {{ArgKind::Figure}, {ArgKind::Player, ArgKind::Kind, ArgKind::Place}},
              "hit PLAYER KIND FEATURE | hit PLAYER KIND QUARTER",
              "nature's: the knock-out token (or a follower it knocked over) touches that follower, who goes home"};
  hit.listed_form = sampled;
  verbs.add(std::move(hit));
  verbs.add({kRestVerb, this, {{}}, "rest", "nature's: the knock-out token lies still; it touched nothing more"});
  VerbDef nearest{kNearestVerb, this, {{ArgKind::Figure}, {ArgKind::Player, ArgKind::Kind, ArgKind::Place}},
                  "nearest PLAYER KIND FEATURE | nearest PLAYER KIND QUARTER",
                  "nature's: the opponent's follower nearest the seduction token, as measured"};
  nearest.listed_form = sampled;
  verbs.add(std::move(nearest));
  verbs.add({kDistanceVerb, this, {{ArgKind::Number}}, "distance N",
             "nature's: the target token lies N cm from the fair tile (0: on it)"});
  verbs.add({kCaughtVerb, this, {{}}, "caught", "nature's: the catcher caught the token: he scores 5"});
  verbs.add({kShortVerb, this, {{}}, "short", "nature's: the token fell short of the ruler: the catcher scores 5"});
  verbs.add({kDroppedVerb, this, {{}}, "dropped",
             "nature's: the token passed the ruler and was not caught (or only touched): the hurler scores 5"});
  verbs.add({kSeduceVerb, this, {{ArgKind::Kind}, {ArgKind::Figure}}, "seduce KIND | seduce PLAYER KIND FEATURE",
             "the hurler puts a follower of his supply (KIND), or one of his in play, in the seduced follower's place; "
             "the seduced one goes home; pass keeps things as they are"});
}

// Step 8e of the order of play: a fair on the tile just placed starts a catapult round once
// everything else of the turn's part is done (CAR:catapult/round).
void CatapultModule::at_step(Game& g, OrderStep step) const {
  if (step != OrderStep::FeaturesScored) return;
  int tile = g.last_placed();
  if (tile < 0 || !g.board().tile(tile).type->has_symbol(kFairSymbol)) return;
  std::vector<int>& s = state(g);
  if (s[kActive] == 1 || s[kDoneTile] == tile) return;
  if (players(g) > static_cast<int>(kMaxPlayers)) return;
  s.assign(kStateSize, -1);
  s[kActive] = 1;
  s[kStep] = 0;
  s[kFirst] = g.active_player();
  s[kFair] = tile;
  g.note(g.active_player(), fmt::format("the fair at {} starts a catapult round: {} picks the token everyone hurls",
                                        square(g, tile), name_of(g, g.active_player())));
  g.open_decision(*g.rules().phases.find(kChoosePhase), g.active_player());
}

void CatapultModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (!active(g)) return;
  if (g.waits_for(kChoosePhase)) {
    const Player& p = g.players()[static_cast<std::size_t>(g.decider())];
    for (int k = 0; k < 4; ++k)
      if (p.tokens[static_cast<std::size_t>(token_kind(g, k))] > 0)
        out.emplace_back(ModuleAction::of(verb_id(g, kTokenNames[k]), {}));
  } else if (g.waits_for(kSeducePhase)) {
    int me = g.decider(), seduced = view(g)[kNearest], verb = verb_id(g, kSeduceVerb);
    const Player& p = g.players()[static_cast<std::size_t>(me)];
    for (int k = 0; k < g.rules().figures.size(); ++k)
      if (p.supply[static_cast<std::size_t>(k)] > 0 && may_take_place(g, k, seduced))
        out.emplace_back(ModuleAction::of(verb, {{ArgKind::Kind, k, 0}}));
    for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
      const Figure& f = g.figures()[static_cast<std::size_t>(id)];
      if (f.owner == me && f.on_board() && may_take_place(g, f.kind, seduced))
        out.emplace_back(ModuleAction::of(verb, {{ArgKind::Figure, id, 0}}));
    }
  }
}

// Nature's outcomes for self-play (docs/engine.md, The Catapult): a landing uniform over the
// tiles of the board and "off the landscape"; a knock-out token then touches each follower on
// its tile with the same weight as coming to rest; the seduction token's nearest follower is one
// of those at the least distance; target practice 0..5 cm; catch one of its three outcomes.
void CatapultModule::chance_outcomes(const Game& g, std::vector<ChanceOutcome>& out) const {
  Expect e = expecting(g);
  if (e == Expect::None) return;
  const std::vector<int>& s = view(g);
  auto zero = [&](const char* v) { out.push_back({ModuleAction::of(verb_id(g, v), {}), 1}); };
  switch (e) {
    case Expect::Landing:
      for (const PlacedTile& t : g.board().tiles())
        out.push_back({ModuleAction::of(verb_id(g, kLandVerb), {{ArgKind::Square, t.at.x, t.at.y}}), 1});
      zero(kLandOffVerb);
      break;
    case Expect::Hits:
      for (int id : field_followers(g))
        if (g.figures()[static_cast<std::size_t>(id)].spot != Spot::Special && g.figures()[static_cast<std::size_t>(id)].tile == s[kLanded])
          out.push_back({ModuleAction::of(verb_id(g, kHitVerb), {{ArgKind::Figure, id, 0}}), 1});
      zero(kRestVerb);
      break;
    case Expect::Nearest:
      for (int id : likely_nearest(g, hurler(g), s[kLanded])) {
        const Figure& f = g.figures()[static_cast<std::size_t>(id)];
        if (f.spot == Spot::Special)
          out.push_back({ModuleAction::of(verb_id(g, kNearestVerb), {{ArgKind::Player, f.owner, 0}, {ArgKind::Kind, f.kind, 0}, {ArgKind::Place, f.tile, 0}}), 1});
        else
          out.push_back({ModuleAction::of(verb_id(g, kNearestVerb), {{ArgKind::Figure, id, 0}}), 1});
      }
      break;
    case Expect::Distance:
      for (int d = 0; d <= kMaxDistance; ++d) out.push_back({ModuleAction::of(verb_id(g, kDistanceVerb), {{ArgKind::Number, d, 0}}), 1});
      break;
    case Expect::Catch:
      zero(kCaughtVerb);
      zero(kShortVerb);
      zero(kDroppedVerb);
      break;
    case Expect::None: break;
  }
}

namespace {

// The follower an argument list names: a figure, or PLAYER KIND PLACE (one of that player's
// followers of that kind in the place); -1 when there is none.
int named_follower(const Game& g, const ModuleAction& a) {
  if (a.argc == 1) return a.arg(0).a;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == a.arg(0).a && f.kind == a.arg(1).a && f.placed() && f.spot == Spot::Special && f.tile == a.arg(2).a) return id;
  }
  return -1;
}

std::optional<Rejection> not_now(const Game& g, std::string_view verb) {
  return Rejection{kNotNow, fmt::format("`{}` is no outcome of this hurl: the game waits for {}", verb, g.phase_label())};
}

}  // namespace

std::optional<Rejection> CatapultModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (auto k = token_verb(verb)) {
    if (!g.waits_for(kChoosePhase))
      return Rejection{reason::kWrongPhase, fmt::format("no catapult round waits for its token: the game waits for {}", g.phase_label())};
    if (g.players()[static_cast<std::size_t>(g.decider())].tokens[static_cast<std::size_t>(token_kind(g, *k))] <= 0)
      return Rejection{kNotNow, fmt::format("{} holds no {} token", name_of(g, g.decider()), verb)};
    return std::nullopt;
  }
  if (verb == kSeduceVerb) {
    if (!g.waits_for(kSeducePhase))
      return Rejection{reason::kWrongPhase, fmt::format("no seduction waits: the game waits for {}", g.phase_label())};
    int me = g.decider(), seduced = view(g)[kNearest];
    if (a.arg(0).kind == ArgKind::Kind) {
      if (g.players()[static_cast<std::size_t>(me)].supply[static_cast<std::size_t>(a.arg(0).a)] <= 0)
        return Rejection{reason::kSupplyEmpty, fmt::format("{} has no {} in his supply", name_of(g, me), g.rules().figures.at(a.arg(0).a).name)};
      if (!may_take_place(g, a.arg(0).a, seduced))
        return Rejection{kCannotSwap, fmt::format("a {} cannot take the place of {}", g.rules().figures.at(a.arg(0).a).name, figure_text(g, seduced))};
      return std::nullopt;
    }
    const Figure& f = g.figures()[static_cast<std::size_t>(a.arg(0).a)];
    if (f.owner != me || !f.on_board())
      return Rejection{kCannotSwap, fmt::format("{} is not a follower of {} in play", figure_text(g, a.arg(0).a), name_of(g, me))};
    if (!may_take_place(g, f.kind, seduced))
      return Rejection{kCannotSwap, fmt::format("{} cannot take the place of {}", figure_text(g, a.arg(0).a), figure_text(g, seduced))};
    return std::nullopt;
  }
  Expect e = expecting(g);
  if (e == Expect::None)
    return Rejection{reason::kWrongPhase, fmt::format("no catapult token is in the air: the game waits for {}", g.phase_label())};
  if (verb == kLandVerb || verb == kLandOffVerb) {
    if (e != Expect::Landing) return not_now(g, verb);
    if (verb == kLandVerb && g.board().index_at({a.arg(0).a, a.arg(0).b}) < 0)
      return Rejection{kNotNow, fmt::format("no tile lies at ({},{}): a token that misses the landscape is `land-off`", a.arg(0).a, a.arg(0).b)};
    return std::nullopt;
  }
  if (verb == kHitVerb || verb == kRestVerb) {
    if (e != Expect::Hits) return not_now(g, verb);
    if (verb == kRestVerb) return std::nullopt;
    int id = named_follower(g, a);
    if (!on_playing_field(g, id))
      return Rejection{kNotFollower, id < 0 ? std::string("no such follower in that place")
                                            : fmt::format("{} is no follower on the playing field: it stays where it is (CAR-275)", figure_text(g, id))};
    return std::nullopt;
  }
  if (verb == kNearestVerb) {
    if (e != Expect::Nearest) return not_now(g, verb);
    int id = named_follower(g, a);
    if (!on_playing_field(g, id))
      return Rejection{kNotFollower, id < 0 ? std::string("no such follower in that place")
                                            : fmt::format("{} is no follower on the playing field (CAR-277)", figure_text(g, id))};
    if (g.figures()[static_cast<std::size_t>(id)].owner == hurler(g))
      return Rejection{kOwnFollower, fmt::format("the seduction token takes an opponent's follower, not {}'s own", name_of(g, hurler(g)))};
    return std::nullopt;
  }
  if (verb == kDistanceVerb) {
    if (e != Expect::Distance) return not_now(g, verb);
    if (a.arg(0).a < 0) return Rejection{reason::kBadArguments, "a distance is 0 or more"};
    return std::nullopt;
  }
  if (e != Expect::Catch) return not_now(g, verb);
  return std::nullopt;
}

void CatapultModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  std::vector<int>& s = state(g);
  if (auto k = token_verb(verb)) {
    s[kKind] = *k;
    g.note(g.decider(), fmt::format("{} picks the {} token: every player hurls one, clockwise from {}", name_of(g, g.decider()),
                                    verb, name_of(g, g.decider())));
    start_flight(g, true);
    return;
  }
  int p = hurler(g);
  std::size_t at = kTokenAt + static_cast<std::size_t>(p);
  if (verb == kSeduceVerb) {
    int seduced = s[kNearest];
    Figure target = g.figures()[static_cast<std::size_t>(seduced)];  // a copy: the spot to take
    std::string was = figure_text(g, seduced);
    g.remove_figure(seduced, "seduced by a catapult token: swapped for the hurler's follower");
    int mine = -1;
    if (a.arg(0).kind == ArgKind::Kind) {
      for (int id = 0; id < static_cast<int>(g.figures().size()) && mine < 0; ++id) {
        const Figure& f = g.figures()[static_cast<std::size_t>(id)];
        if (f.owner == p && f.kind == a.arg(0).a && f.in_supply()) mine = id;
      }
    } else {
      mine = a.arg(0).a;
      g.remove_figure(mine, "leaves its place to take the seduced follower's");
    }
    g.move_figure(mine, target.tile, target.spot, target.feature, p);
    g.note(p, fmt::format("{} swaps {} for a {} of his own (CAR:catapult/seduction)", name_of(g, p), was,
                          g.rules().figures.at(g.figures()[static_cast<std::size_t>(mine)].kind).name));
    return next_hurl(g, true);
  }
  if (verb == kLandVerb || verb == kLandOffVerb) {
    const char* kind = kTokenNames[s[kKind]];
    if (verb == kLandOffVerb) {
      s[kLanded] = kOff;
      if (s[kKind] == kSeduction && g.options().is(kOptSeductionOff, "nearest") && !opponents_on_field(g, p).empty()) {
        g.note(p, fmt::format("{}'s seduction token comes to rest off the landscape; under {} = nearest it still seduces (CAR-276)",
                              name_of(g, p), kOptSeductionOff));
        return;
      }
      g.note(p, fmt::format("{}'s {} token comes to rest off the landscape: it has no effect{}", name_of(g, p), kind,
                            s[kKind] == kSeduction ? " (CAR-276)" : ""));
      return next_hurl(g, true);
    }
    int tile = g.board().index_at({a.arg(0).a, a.arg(0).b});
    s[kLanded] = tile;
    s[at] = tile;
    if (s[kKind] == kSeduction && opponents_on_field(g, p).empty()) {
      g.note(p, fmt::format("{}'s seduction token lands on {}, but no opponent has a follower on the playing field", name_of(g, p),
                            square(g, tile)));
      return next_hurl(g, true);
    }
    g.note(p, fmt::format("{}'s {} token lands on {}", name_of(g, p), kind, square(g, tile)));
    return;
  }
  if (verb == kHitVerb) {
    int id = named_follower(g, a);
    g.note(p, fmt::format("{}'s knock-out token touches {}: back to its owner (CAR:catapult/knock-out)", name_of(g, p), figure_text(g, id)));
    g.remove_figure(id, "knocked out by a catapult token");
    return;
  }
  if (verb == kRestVerb) return next_hurl(g, true);
  if (verb == kNearestVerb) {
    int id = named_follower(g, a);
    s[kNearest] = id;
    g.note(p, fmt::format("the follower nearest {}'s seduction token is {}: {} may swap it for one of his own", name_of(g, p),
                          figure_text(g, id), name_of(g, p)));
    g.open_decision(*g.rules().phases.find(kSeducePhase), p);
    return;
  }
  if (verb == kDistanceVerb) {
    s[kDistance + static_cast<std::size_t>(p)] = a.arg(0).a;
    g.note(p, fmt::format("{}'s target token lies {} cm from the fair at {}", name_of(g, p), a.arg(0).a, square(g, s[kFair])));
    return next_hurl(g, true);
  }
  // catch: the hurler throws to the player on his left (CAR:catapult/catch)
  int catcher = (p + 1) % players(g);
  int winner = verb == kDroppedVerb ? p : catcher;
  const char* how = verb == kCaughtVerb ? "caught the token" : verb == kShortVerb ? "saw the token fall short of the ruler"
                                                                                    : "let it pass beyond the ruler";
  std::string rule = verb == kDroppedVerb
                         ? fmt::format("{} hurled past the ruler and {} did not catch it: the hurler scores 5", name_of(g, p), name_of(g, catcher))
                         : fmt::format("{} {}: the catcher scores 5", name_of(g, catcher), how);
  g.award_bonus(winner, 5, FeatureKind::Field, -1, false, std::move(rule), {"CAR:catapult/catch"});
  next_hurl(g, true);
}

void CatapultModule::decision_passed(Game& g) const {
  if (!g.waits_for(kSeducePhase) || !active(g)) return;
  int p = hurler(g);
  g.note(p, fmt::format("{} keeps things as they are: no swap", name_of(g, p)));
  next_hurl(g, false);
}

std::vector<std::string_view> CatapultModule::piece_names() const { return {kTokenPiece}; }

int CatapultModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  if (piece != kTokenPiece || !active(g)) return 0;
  const std::vector<int>& s = view(g);
  int n = 0;
  for (std::size_t p = 0; p < kMaxPlayers; ++p) n += s[kTokenAt + p] == tile_index;
  return n;
}

std::optional<std::string> CatapultModule::check_state(const Game& g) const {
  const std::vector<int>& s = view(g);
  bool round = active(g);
  for (int p = 0; p < players(g); ++p)
    for (int k = 0; k < 4; ++k) {
      int held = g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(token_kind(g, k))];
      bool away = round && s[kKind] == k && s[kTokenAt + static_cast<std::size_t>(p)] != kNotHurled;
      if (held != (away ? 0 : 1))
        return fmt::format("{} holds {} {} tokens{}", name_of(g, p), held, kTokenNames[k], away ? " while it is in the air" : "");
    }
  if (round && !g.waits_for(kChoosePhase) && !g.waits_for(kFlightPhase) && !g.waits_for(kSeducePhase))
    return std::string("a catapult round is open while the game waits for something else");
  return std::nullopt;
}

}  // namespace carc
