#include "school_module.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <stdexcept>

#include "core/game.hpp"
#include "school_names.hpp"

namespace carc {

using namespace school;

namespace {

// Game::module_state(kModule): the module's own numbers.
constexpr std::size_t kStarted = 0;   // 1 once the teacher was put on the school (or a setup gave him to a player)
constexpr std::size_t kSeen = 1;      // the event log up to here has been looked at for scores to copy
constexpr std::size_t kCloser = 2;    // 1 + the player who completed a school road in this scoring, 0: none
constexpr std::size_t kHome = 3;      // the school tile (board index) the teacher sits on, or sat on last
constexpr std::size_t kTileA = 4;     // the school's two tiles (board indices; -1: none)
constexpr std::size_t kTileB = 5;
constexpr std::size_t kWinFrom = 6;   // an open teacher-copy decision: the scores it chooses from (event indices)
constexpr std::size_t kWinTo = 7;
constexpr std::size_t kStateSize = 8;

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < kStateSize) s.assign(kStateSize, -1), s[kStarted] = 0, s[kSeen] = 0, s[kCloser] = 0;
  return s;
}

int teacher_figure(const Game& g) {
  int kind = *g.rules().figures.find(kTeacher);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) return id;
  return -1;
}

int teacher_token(const Game& g) { return *g.rules().tokens.find(kTeacher); }

// The player who holds the teacher, or -1 (he is on the school, or eaten).
int holder_of(const Game& g) {
  int token = teacher_token(g);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p)
    if (g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(token)] > 0) return p;
  return -1;
}

const std::string& name_of(const Game& g, int player) { return g.players()[static_cast<std::size_t>(player)].name; }

bool is_school_tile(const Game& g, int tile) { return tile >= 0 && g.board().tile(tile).type->expansion == kModule; }

std::vector<int> school_tiles(const Game& g) {
  std::vector<int> out;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (s.size() < kStateSize) return out;
  for (std::size_t k : {kTileA, kTileB})
    if (s[k] >= 0) out.push_back(s[k]);
  return out;
}

// The teacher is put on the school once the school lies on the board: on the half beside the
// start tile (the players' choice of half, CAR-492, made for them), unless a setup gave him to
// a player already (`tokens red teacher 1`).
bool started(Game& g) {
  std::vector<int>& s = state(g);
  if (s[kStarted]) return true;
  std::vector<int> tiles;
  for (int t = 0; t < static_cast<int>(g.board().tiles().size()); ++t)
    if (is_school_tile(g, t)) tiles.push_back(t);
  if (tiles.empty()) return false;
  s[kStarted] = 1;
  s[kTileA] = tiles[0];
  s[kTileB] = tiles.size() > 1 ? tiles[1] : -1;
  s[kHome] = tiles[0];
  s[kSeen] = static_cast<int>(g.events().size());
  if (holder_of(g) < 0) g.move_figure(teacher_figure(g), tiles[0], Spot::Tile, kNoDetail, Game::kNature);
  return true;
}

// The scores the teacher may copy among events [from, to): a completed feature scored during
// play for someone. Bonus points (the fairy's, the teacher's own), token majorities, farms and
// the final scoring are no such score (CAR-496); an unoccupied feature scores for nobody and
// logs nothing (CAR-495).
std::vector<std::size_t> candidates(const Game& g, std::size_t from, std::size_t to) {
  std::vector<std::size_t> out;
  for (std::size_t i = from; i < to && i < g.events().size(); ++i)
    if (const auto* e = std::get_if<PointsScored>(&g.events()[i]))
      if (!e->bonus && e->token < 0 && e->completed && !e->final_scoring && e->kind != FeatureKind::Field &&
          !e->players.empty())
        out.push_back(i);
  return out;
}

const PointsScored& score_at(const Game& g, std::size_t i) { return *std::get_if<PointsScored>(&g.events()[i]); }

std::vector<int> amounts(const Game& g, const std::vector<std::size_t>& c) {
  std::vector<int> out;
  for (std::size_t i : c) out.push_back(score_at(g, i).points);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// Who picks the score the teacher copies when several features were scored together (CAR-494):
// the one player they all paid (he orders them, and the teacher copies the first), else the holder.
int chooser(const Game& g, const std::vector<std::size_t>& c, int holder) {
  int only = -1;
  for (std::size_t i : c) {
    const PointsScored& e = score_at(g, i);
    if (e.players.size() != 1) return holder;
    if (only >= 0 && e.players[0] != only) return holder;
    only = e.players[0];
  }
  return only >= 0 ? only : holder;
}

void copy_score(Game& g, int holder, std::size_t event, bool chosen) {
  const PointsScored e = score_at(g, event);  // a copy: awarding appends to the log
  std::vector<std::string> rulings = {"CAR:school/teacher-copies"};
  if (chosen) rulings.push_back("CAR-494");
  if (std::find(e.players.begin(), e.players.end(), holder) != e.players.end())
    rulings.push_back("CAR:school/copies-twice-own");
  g.award_bonus(holder, e.points, e.kind, e.region, false,
                fmt::format("{} holds the teacher: he scores the {} points of the {} just scored once more", name_of(g, holder),
                            e.points, feature_kind_name(e.kind)),
                std::move(rulings));
}

void seat(Game& g, int tile, int by_player) {
  state(g)[kHome] = tile;
  g.move_figure(teacher_figure(g), tile, Spot::Tile, kNoDetail, by_player);
}

// With the dragon in play it matters which school tile the teacher sits on (CAR-492, CAR-499).
bool seat_matters(const Game& g) { return g.rules().figures.find("dragon").has_value() && school_tiles(g).size() > 1; }

// The teacher goes back to the school after his holder has copied a score
// (CAR:school/teacher-returns). False when the holder is to choose the school tile.
bool send_back(Game& g, int holder) {
  std::vector<int>& s = state(g);
  g.take_tokens(holder, teacher_token(g), -1);
  if (s[kCloser] == 0 && seat_matters(g)) {
    g.open_decision(*g.rules().phases.find(kSeatPhase), holder);
    return false;
  }
  seat(g, s[kHome], holder);
  return true;
}

// After the scoring (CAR-493): whoever completed a school road takes the teacher, from the
// school or from the player holding him when that road paid nothing to copy (CAR-495).
void pass_on(Game& g) {
  std::vector<int>& s = state(g);
  if (s[kCloser] == 0) return;
  int closer = s[kCloser] - 1;
  s[kCloser] = 0;
  int holder = holder_of(g), teacher = teacher_figure(g);
  if (holder == closer) {
    g.note(closer, fmt::format("{} completed a school road and keeps the teacher", name_of(g, closer)));
    return;
  }
  if (holder < 0 && !g.figures()[static_cast<std::size_t>(teacher)].placed()) {
    g.note(closer, fmt::format("{} completed a school road, but the dragon ate the teacher: nobody takes him (CAR-499)",
                               name_of(g, closer)));
    return;
  }
  int token = teacher_token(g);
  if (holder >= 0) {
    g.note(closer, fmt::format("{} completed a school road: he takes the teacher from {}, who had nothing to copy (CAR-495)",
                               name_of(g, closer), name_of(g, holder)));
    g.take_tokens(holder, token, -1);
  } else {
    g.note(closer, fmt::format("{} completed a school road: once it is scored he takes the teacher (CAR:school/take-teacher)",
                               name_of(g, closer)));
    g.remove_figure(teacher, "taken from the school by the player who completed a school road");
  }
  g.take_tokens(closer, token, 1);
}

// What this turn's scoring left for the teacher: the holder copies a score (or chooses one),
// the teacher goes back, then passes to whoever completed a school road.
void resolve(Game& g) {
  if (!started(g)) return;
  std::vector<int>& s = state(g);
  auto from = static_cast<std::size_t>(s[kSeen]), to = g.events().size();
  s[kSeen] = static_cast<int>(to);
  int holder = holder_of(g);
  if (holder >= 0) {
    std::vector<std::size_t> c = candidates(g, from, to);
    if (!c.empty()) {
      if (amounts(g, c).size() == 1) {
        copy_score(g, holder, c.front(), false);
        if (!send_back(g, holder)) return;
      } else {
        s[kWinFrom] = static_cast<int>(from);
        s[kWinTo] = static_cast<int>(to);
        g.open_decision(*g.rules().phases.find(kCopyPhase), chooser(g, c, holder));
        return;
      }
    }
  }
  pass_on(g);
}

std::vector<std::size_t> open_candidates(const Game& g) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (s.size() < kStateSize) return {};
  return candidates(g, static_cast<std::size_t>(s[kWinFrom]), static_cast<std::size_t>(s[kWinTo]));
}

}  // namespace

std::vector<std::string_view> SchoolModule::reason_codes() const { return {kNoSuchScore, kNotSchool}; }

void SchoolModule::register_options(OptionRegistry& r) const {
  r.add({kSide,
         {"east", "west"},
         {"CAR:school/start-block"},
         "Where the School's two tiles lie beside the start: to its east (right) or its west (left), the school's "
         "outer road meeting the start's road on that side",
         kModule});
}

void SchoolModule::register_figures(FigureTable& t) const {
  FigureKindDef def{kTeacher, false, 0, 1, {}};  // one in the game, belonging to nobody
  def.neutral = true;
  def.edible = true;  // the dragon eats him (CAR-499)
  t.add(std::move(def));
}

void SchoolModule::register_tokens(TokenTable& t) const { t.add(kTeacher); }

// The block goes beside the start, its outer road meeting a road of the start on the side the
// option names (the other side when that one has none); with the City of Carcassonne as the
// start, beside the City where one of its roads leaves. A start with no road beside it (a
// river's spring) leaves no room for it.
void SchoolModule::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  const TileType *west = nullptr, *east = nullptr;
  for (const TileType* t : catalog.types_of(kModule))
    (t->start_at && t->start_at->x == 0 ? west : east) = t;
  if (!west || !east) return;
  std::vector<StartTile> anchors = supply.layout;
  if (anchors.empty() && supply.start) anchors.push_back({supply.start, {0, 0}, 0});
  if (anchors.empty()) return;
  auto anchor_at = [&](Coord c) -> const StartTile* {
    for (const StartTile& a : anchors)
      if (a.at == c) return &a;
    return nullptr;
  };
  bool east_first = options.get(kSide) == "east";
  for (Side side : {east_first ? Side::E : Side::W, east_first ? Side::W : Side::E}) {
    for (const StartTile& a : anchors) {
      if (a.type->side(side, a.rot) != SideKind::Road) continue;
      Coord near = neighbour(a.at, side), far = neighbour(near, side);
      const TileType* near_type = side == Side::E ? west : east;
      const TileType* far_type = side == Side::E ? east : west;
      bool fits = true;
      for (auto [type, at] : {std::pair{near_type, near}, std::pair{far_type, far}}) {
        if (anchor_at(at)) fits = false;
        for (int s = 0; s < kSides && fits; ++s) {
          const StartTile* nb = anchor_at(neighbour(at, static_cast<Side>(s)));
          if (nb && nb->type->side(opposite(static_cast<Side>(s)), nb->rot) != type->side(static_cast<Side>(s), 0)) fits = false;
        }
      }
      if (!fits) continue;
      if (supply.layout.empty()) supply.layout.push_back({supply.start, {0, 0}, 0});
      supply.layout.push_back({near_type, near, 0});  // the half beside the start first: the teacher starts there
      supply.layout.push_back({far_type, far, 0});
      return;
    }
  }
  throw std::invalid_argument(
      "The School is laid beside a road of the start tile, and this start has none on its east or west side (a river's "
      "spring): play the School with the base start tile or the City of Carcassonne");
}

void SchoolModule::feature_completed(Game& g, NodeId root) const {
  for (int t : school_tiles(g)) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
      if (pt.type->features[static_cast<std::size_t>(f)].kind == FeatureKind::Road && g.regions().same(pt.node(f), root)) {
        state(g)[kCloser] = g.active_player() + 1;
        return;
      }
  }
}

void SchoolModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kCopyPhase);
  phases.add(kSeatPhase);
  verbs.add({kCopyVerb, this, {{ArgKind::Number}}, "copy N",
             "the teacher's holder scores N again: one of the scores of the features just completed (CAR-494)"});
  verbs.add({kSeatVerb, this, {{ArgKind::Square}}, "seat (x,y)",
             "the teacher goes back onto that school tile (where the dragon may find him: CAR-492)"});
}

void SchoolModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::TurnBegins || step == OrderStep::FeaturesScored || step == OrderStep::GameEnds) resolve(g);
}

void SchoolModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  if (g.waits_for(kCopyPhase)) {
    for (int n : amounts(g, open_candidates(g)))
      out.emplace_back(ModuleAction::of(*verbs.find(kCopyVerb), {{ArgKind::Number, n, 0}}));
  } else if (g.waits_for(kSeatPhase)) {
    for (int t : school_tiles(g)) {
      Coord at = g.board().tile(t).at;
      out.emplace_back(ModuleAction::of(*verbs.find(kSeatVerb), {{ArgKind::Square, at.x, at.y}}));
    }
  }
}

std::optional<Rejection> SchoolModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kCopyVerb) {
    if (!g.waits_for(kCopyPhase))
      return Rejection{reason::kWrongPhase, fmt::format("no score waits to be copied: the game waits for {}", g.phase_label())};
    std::vector<int> can = amounts(g, open_candidates(g));
    if (std::find(can.begin(), can.end(), a.arg(0).a) == can.end())
      return Rejection{kNoSuchScore, fmt::format("no feature just scored paid {}: the teacher copies one of {}", a.arg(0).a,
                                                 fmt::join(can, ", "))};
    return std::nullopt;
  }
  if (!g.waits_for(kSeatPhase))
    return Rejection{reason::kWrongPhase, fmt::format("the teacher is not going back to the school: the game waits for {}", g.phase_label())};
  int t = g.board().index_at({a.arg(0).a, a.arg(0).b});
  if (!is_school_tile(g, t))
    return Rejection{kNotSchool, fmt::format("({},{}) is no school tile: the teacher sits on one of the school's two tiles",
                                             a.arg(0).a, a.arg(0).b)};
  return std::nullopt;
}

void SchoolModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kCopyVerb) {
    int holder = holder_of(g);
    for (std::size_t i : open_candidates(g))
      if (score_at(g, i).points == a.arg(0).a) {
        copy_score(g, holder, i, true);
        break;
      }
    if (!send_back(g, holder)) return;  // the holder now chooses the school tile
  } else {
    seat(g, g.board().index_at({a.arg(0).a, a.arg(0).b}), g.decider());
  }
  pass_on(g);
  g.close_decision();
}

std::optional<std::string> SchoolModule::check_state(const Game& g) const {
  int token = teacher_token(g), holders = 0;
  for (const Player& p : g.players()) {
    int n = p.tokens[static_cast<std::size_t>(token)];
    if (n < 0 || n > 1) return fmt::format("{} holds {} teachers", p.name, n);
    holders += n;
  }
  if (holders > 1) return std::string("two players hold the teacher");
  int id = teacher_figure(g);
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  if (holders > 0 && f.placed()) return std::string("the teacher is held by a player and stands on the board");
  if (f.placed() && (f.spot != Spot::Tile || !is_school_tile(g, f.tile))) return std::string("the teacher stands elsewhere than on a school tile");
  return std::nullopt;
}

}  // namespace carc
