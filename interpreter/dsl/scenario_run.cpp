#include "scenario_run.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "core/invariants.hpp"
#include "core/random.hpp"
#include "core/selfplay.hpp"
#include "expansions/registry.hpp"
#include "parse.hpp"
#include "rulings/ruling_catalog.hpp"
#include "fit_hint.hpp"
#include "run_state.hpp"
#include "suggest.hpp"
#include "verb_args.hpp"

namespace carc::dsl {

std::string_view status_name(Status s) {
  switch (s) {
    case Status::Passed: return "passed";
    case Status::Failed: return "failed";
    case Status::Skipped: return "skipped";
    default: return "bad-input";
  }
}

std::string unbuilt_expansion(std::string_view name) {
  for (const auto& r : rulings::builtin_rulings().all()) {
    if (r.status == "pending" && r.pending == name) return "is not built yet";
    if (r.status == "out-of-scope" && r.set == name) return "is outside the CAR and not built";
  }
  return "";
}

std::optional<int> RunState::player(const Name& n) {
  auto it = players.find(n.text);
  if (it != players.end()) return it->second;
  std::vector<std::string> names;
  for (const auto& [name, index] : players) names.push_back(name);
  diags.error(n.loc, fmt::format("unknown player `{}`{}", n.text, did_you_mean(n.text, names)));
  return std::nullopt;
}

std::optional<int> RunState::figure_kind(const Name& n) {
  if (auto k = rules->figures.find(n.text)) return k;
  diags.error(n.loc, fmt::format("unknown figure `{}` in these rules{}", n.text, did_you_mean(n.text, known_figures(*rules))));
  return std::nullopt;
}

std::optional<int> RunState::token_kind(const Name& n) {
  if (auto k = rules->tokens.find(n.text)) return k;
  std::vector<std::string> known;
  for (int k = 0; k < rules->tokens.size(); ++k) known.push_back(rules->tokens.name(k));
  diags.error(n.loc, known.empty() ? fmt::format("unknown token `{}`: these rules have no tokens", n.text)
                                   : fmt::format("unknown token `{}` in these rules ({})", n.text, fmt::join(known, ", ")));
  return std::nullopt;
}

const TileType* RunState::tile(const Name& n) {
  const TileType* t = builtin_catalog().find(n.text);
  if (!t) {
    diags.error(n.loc, fmt::format("unknown tile `{}`{}", n.text, did_you_mean(n.text, known_tiles())));
    return nullptr;
  }
  if (!rules->has_module(t->expansion)) {
    diags.error(n.loc, fmt::format("tile `{}` belongs to {}, which these rules do not include", n.text, t->expansion));
    return nullptr;
  }
  return t;
}

// A tile the stack may hold (TileType::land): not a player's own, which only its verb lays, nor
// a piece of a start layout, which `start` lays.
const TileType* RunState::land_tile(const Name& n) {
  const TileType* t = tile(n);
  if (!t || t->land()) return t;
  diags.error(n.loc, t->per_player ? fmt::format("`{}` is no land tile: each player holds his own and lays it with its verb (`carc "
                                                 "verbs`), so it is never in the stack nor drawn",
                                                 n.text)
                                   : fmt::format("`{}` is part of a start layout, which `start` lays: it is never in the stack nor "
                                                 "drawn",
                                                 n.text));
  return nullptr;
}

std::variant<int, std::string> resolve_feature(const TileType& type, Rotation rot, const std::string& kind_name,
                                               const std::optional<std::string>& port_name_text) {
  auto kind = parse_feature_kind(kind_name);
  if (!kind) return fmt::format("unknown feature kind `{}`", kind_name);
  if (port_name_text && port_name_text->rfind("inner", 0) == 0) {  // a feature of this kind that touches no side
    std::vector<int> inner;
    for (int f = 0; f < static_cast<int>(type.features.size()); ++f)
      if (type.features[f].kind == *kind && type.features[f].ports == 0) inner.push_back(f);
    if (inner.empty()) return fmt::format("tile {} has no inner {} (one touching no side)", type.id, feature_kind_name(*kind));
    if (*port_name_text == "inner") {
      if (inner.size() > 1)
        return fmt::format("tile {} has {} inner {}s: name one as `inner 1` ... `inner {}`", type.id, inner.size(),
                           feature_kind_name(*kind), inner.size());
      return inner.front();
    }
    int n = 0;
    try {
      n = std::stoi(port_name_text->substr(5));
    } catch (const std::exception&) {
      n = 0;
    }
    if (n < 1 || n > static_cast<int>(inner.size()))
      return fmt::format("tile {} has {} inner {}{}: `inner {}` names none", type.id, inner.size(), feature_kind_name(*kind),
                         inner.size() == 1 ? "" : "s", port_name_text->substr(5));
    return inner[static_cast<std::size_t>(n - 1)];
  }
  if (port_name_text) {
    auto port = parse_port(*port_name_text);
    if (!port) return fmt::format("unknown port `{}`", *port_name_text);
    int f = type.feature_at(*port, rot);
    FeatureKind have = type.features[f].kind;
    if (have != *kind)
      return fmt::format("port {} of tile {} ({}) is on a {}, not a {}", *port_name_text, type.id,
                         rotation_degrees(rot) == 0 ? "r0" : fmt::format("r{}", rotation_degrees(rot)),
                         feature_kind_name(have), feature_kind_name(*kind));
    return f;
  }
  std::vector<int> found;
  for (int f = 0; f < static_cast<int>(type.features.size()); ++f)
    if (type.features[f].kind == *kind) found.push_back(f);
  if (found.empty()) return fmt::format("tile {} has no {}", type.id, feature_kind_name(*kind));
  if (found.size() > 1)
    return fmt::format("tile {} has {} {} features: name a port", type.id, found.size(), feature_kind_name(*kind));
  return found.front();
}

namespace {

std::string rotation_text(Rotation r) { return fmt::format("r{}", rotation_degrees(r)); }

class Runner {
 public:
  Runner(RunState& st, bool check_only) : st_(st), check_only_(check_only) {}

  void run() {
    if (!header()) return;
    setup();
    std::vector<const TileType*> draws = plan_draws();
    if (!st_.diags.empty()) return;
    if (real_seed_) {
      // The real supply: the game draws it in its dealt order, and each turn must name the tile
      // drawn ("the drawn tile differs" otherwise).
      st_.game->set_stack(real_stack_);
      st_.game->set_nature_seed(static_cast<std::uint64_t>(*real_seed_));
      st_.game->set_scripted_draws(false);
    } else {
      std::vector<const TileType*> stack = draws;
      stack.insert(stack.end(), extra_stack_.begin(), extra_stack_.end());
      for (const TileType* t : extra_stack_) plan_.push_back({t, false});
      st_.game->set_stack(stack);
      st_.game->set_scripted_draws(true);
    }
    st_.game->set_manual_end(true);
    if (check_only_) return;
    if (st_.observer) st_.observer->setup_done(*st_.game);
    st_.game->begin();
    draw_mark_ = st_.game->events().size();
    draw_planned();
    st_.step_scores = scores();
    // Scores the setup wrote (and any events it caused) are the start the score events add to.
    starting_scores_ = st_.step_scores;
    for (const Event& e : st_.game->events())
      if (const auto* s = std::get_if<PointsScored>(&e))
        for (int p : s->players) starting_scores_[static_cast<std::size_t>(p)] -= s->points;
    self_check(st_.scenario.loc, "the setup");
    const auto& steps = st_.scenario.steps;
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const Step& step = steps[k];
      if (aborted_) break;
      if (st_.observer) st_.observer->step_begin(step, *st_.game);
      std::visit([&](const auto& s) { this->step(s); }, step);
      if (!aborted_ && check_due(k + 1 == steps.size()))
        self_check(std::visit([](const auto& s) { return s.loc; }, step), "this statement");
      if (std::holds_alternative<TurnStmt>(step)) turn_tile_drawn_ = false;  // its tiles are taken
      draw_mark_ = st_.game->events().size();
      if (!aborted_) draw_planned();
      if (st_.observer) st_.observer->step_end(step, *st_.game);
    }
  }

 private:
  // ---- header: rules, options, edition, players, citations
  bool header() {
    const Scenario& sc = st_.scenario;
    std::vector<std::string> modules;
    for (const Name& r : sc.rules) {
      if (r.text == "base") continue;
      if (!find_module(r.text)) {
        // A built module runs even while rulings of its interactions still wait for others.
        if (auto why = unbuilt_expansion(r.text); !why.empty()) {
          st_.out.status = Status::Skipped;
          st_.out.skip_reason = fmt::format("expansion {} {}", r.text, why);
          return false;
        }
        st_.diags.error(r.loc, fmt::format("unknown expansion `{}`{}", r.text, did_you_mean(r.text, known_expansions())));
        continue;
      }
      modules.push_back(r.text);
    }
    std::string error;
    st_.rules = ruleset_for(modules, error);
    if (!st_.rules) {
      st_.diags.error(sc.loc, error);
      return false;
    }
    RuleOptions options(st_.rules->options);
    if (sc.edition)
      if (auto err = options.apply_preset(sc.edition->text)) st_.diags.error(sc.edition->loc, *err);
    for (const auto& o : sc.options)
      if (auto err = options.set(o.option.text, o.value.text))
        st_.diags.error(options.registry().find(o.option.text) ? o.value.loc : o.option.loc,
                        *err + (options.registry().find(o.option.text) ? "" : did_you_mean(o.option.text, known_options(*st_.rules))));
    for (const Name& c : sc.cites) check_ruling_id(c);
    std::vector<std::string> names;
    for (const Name& p : sc.players) {
      if (st_.players.count(p.text)) st_.diags.error(p.loc, fmt::format("player `{}` is listed twice", p.text));
      st_.players[p.text] = static_cast<int>(names.size());
      names.push_back(p.text);
    }
    if (names.size() < 2 && st_.diags.empty())
      st_.diags.error(sc.players.empty() ? sc.loc : sc.players.front().loc, "a scenario needs `players` with at least two names");
    if (names.size() > static_cast<std::size_t>(kMaxPlayers))
      st_.diags.error(sc.players[kMaxPlayers].loc, fmt::format("a scenario has at most {} players", kMaxPlayers));
    if (!st_.diags.empty()) return false;
    st_.game = std::make_unique<Game>(st_.rules, options, names);
    return true;
  }

  // A citation must name a ruling of the catalog (rulings/*.yaml).
  void check_ruling_id(const Name& c) {
    if (!rulings::builtin_rulings().find(c.text))
      st_.diags.error(c.loc, fmt::format("unknown ruling `{}`: not in the ruling catalog (rulings/*.yaml){}", c.text,
                                         did_you_mean(c.text, known_rulings())));
  }

  // ---- setup: the position, built in statement order
  // A setup tile's `with` whose arguments run on into the next statement: `U at (2,0)` after it
  // reads as one more argument (a feature `U at (2,0)`), so say how to write it.
  void with_error(const SetupTile& s, const VerbError& e) {
    std::string hint;
    const auto& args = s.with->args;
    if (e.message.rfind("an argument too many", 0) == 0 && !args.empty() && args.back().kind == VerbArgNode::Feature &&
        st_.rules && builtin_catalog().find(args.back().word.text))
      hint = fmt::format("; a tile statement right after a `with` needs its rotation (`{} at ({},{}) r0`), or it is read as one "
                         "more argument", args.back().word.text, args.back().at.x, args.back().at.y);
    st_.diags.error(e.loc, e.message + hint);
  }

  void setup() {
    for (const SetupStmt& s : st_.scenario.setup) std::visit([&](const auto& x) { this->setup_stmt(x); }, s);
  }

  void setup_stmt(const SetupTile& s) {
    if (++setup_tiles_ == kMaxSetupTiles + 1)
      st_.diags.error(s.place.loc, fmt::format("a setup may lay at most {} tiles", kMaxSetupTiles));
    if (setup_tiles_ > kMaxSetupTiles) return;
    const TileType* t = st_.tile(s.place.tile);
    if (!t) return;
    Coord at{s.place.at.x, s.place.at.y};
    Rotation rot = static_cast<Rotation>(s.place.rot ? s.place.rot->quarter_turns : 0);
    auto verb = s.with ? st_.rules->verbs.find(s.with->verb.text) : std::nullopt;
    if (verb && st_.rules->verbs.at(*verb).setup_on_laid) {  // a module acts on the tile once laid (a ferry on its lake)
      if (auto r = st_.game->check_setup_tile(t, at, rot)) {
        st_.diags.error(s.place.loc, fmt::format("cannot lay {} at ({},{}) {}: {}{}", t->id, at.x, at.y, rotation_text(rot), r->detail,
                                                 r->code == reason::kEdgeMismatch ? fit_hint(*st_.game, t, at, true) : ""));
        return;
      }
      int index = st_.game->setup_tile(t, at, rot);
      auto resolved = resolve_verb(*st_.game, st_.players, *s.with);
      if (auto* e = std::get_if<VerbError>(&resolved)) {
        with_error(s, *e);
        return;
      }
      if (auto r = st_.game->setup_on_laid(index, std::get<ModuleAction>(resolved)))
        st_.diags.error(s.with->loc, fmt::format("cannot lay {} at ({},{}) with `{}`: {}", t->id, at.x, at.y, verb_text(*s.with), r->detail));
      return;
    }
    if (s.with) {  // a module changes the tile as it is laid (a bridge on it)
      auto resolved = resolve_verb(*st_.game, st_.players, *s.with);
      if (auto* e = std::get_if<VerbError>(&resolved)) {
        with_error(s, *e);
        return;
      }
      auto changed = st_.game->setup_variant(PlaceTile{t, at, rot, std::make_shared<const ModuleAction>(std::get<ModuleAction>(resolved))});
      if (auto* r = std::get_if<Rejection>(&changed)) {
        st_.diags.error(s.with->loc, fmt::format("cannot lay {} at ({},{}) with `{}`: {}", t->id, at.x, at.y, verb_text(*s.with), r->detail));
        return;
      }
      t = std::get<const TileType*>(changed);
    }
    if (auto r = st_.game->check_setup_tile(t, at, rot)) {
      st_.diags.error(s.place.loc, fmt::format("cannot lay {} at ({},{}) {}: {}{}", t->id, at.x, at.y, rotation_text(rot), r->detail,
                                               r->code == reason::kEdgeMismatch ? fit_hint(*st_.game, t, at, true) : ""));
      return;
    }
    st_.game->setup_tile(t, at, rot);
  }

  void setup_stmt(const SetupFigure& s) {
    auto p = st_.player(s.player);
    auto k = st_.figure_kind(s.figure);
    const PlacedTile* pt = st_.game->board().at({s.on.at.x, s.on.at.y});
    if (!pt) {
      st_.diags.error(s.on.at.loc, fmt::format("no tile at ({},{})", s.on.at.x, s.on.at.y));
      return;
    }
    auto f = resolve_feature(*pt->type, pt->rot, s.on.kind.text,
                             s.on.port ? std::optional<std::string>(s.on.port->text) : std::nullopt);
    if (auto* msg = std::get_if<std::string>(&f)) {
      st_.diags.error(where(s.on.kind, s.on.port), *msg);
      return;
    }
    if (!p || !k) return;
    int index = st_.game->board().index_at({s.on.at.x, s.on.at.y});
    if (st_.rules->figures.at(*k).on_corners) {  // a barn: the corner of the half port named
      auto port = s.on.port ? parse_port(s.on.port->text) : std::nullopt;
      if (!port || is_middle(*port)) {
        st_.diags.error(where(s.on.kind, s.on.port),
                        fmt::format("a {} stands on a corner: name the field by a half port at it (NNE or ENE for the "
                                    "north-east corner, ...)",
                                    s.figure.text));
        return;
      }
      if (auto r = st_.game->setup_corner_figure(*p, *k, index, corner_of(*port)))
        st_.diags.error(s.loc, fmt::format("cannot put {}'s {} there: {}", s.player.text, s.figure.text, r->detail));
      return;
    }
    if (auto r = st_.game->setup_figure(*p, *k, index, std::get<int>(f)))
      st_.diags.error(s.loc, fmt::format("cannot put {}'s {} there: {}", s.player.text, s.figure.text, r->detail));
  }

  void setup_stmt(const SetupScore& s) {
    for (const auto& pi : s.scores) {
      if (pi.value < -kMaxScore || pi.value > kMaxScore) {
        st_.diags.error(pi.loc, fmt::format("a score is limited to -{0}..{0}", kMaxScore));
        continue;
      }
      if (auto p = st_.player(pi.player)) st_.game->set_score(*p, pi.value);
    }
  }

  void setup_stmt(const SetupSupply& s) {
    auto p = st_.player(s.player);
    auto k = st_.figure_kind(s.figure);
    if (!p || !k) return;
    if (s.count < 0 || s.count > 100) {
      st_.diags.error(s.loc, fmt::format("supply of {} must be between 0 and 100", s.count));
      return;
    }
    st_.game->set_supply(*p, *k, s.count);
  }

  void setup_stmt(const SetupStack& s) {
    if (s.real_seed) {
      real_stack(s);
      return;
    }
    if (real_seed_) st_.diags.error(s.loc, "the stack is the real tile supply (`stack real`): no tiles can be added to it");
    for (const Name& n : s.tiles)
      if (const TileType* t = st_.land_tile(n)) extra_stack_.push_back(t);
  }

  // `stack real seed N`: deal the tile supply of these rules as self-play does (each module's
  // build_supply, every group shuffled from Rng(N)) and lay its start tile at (0,0).
  void real_stack(const SetupStack& s) {
    if (real_seed_ || !extra_stack_.empty()) {
      st_.diags.error(s.loc, "`stack real` deals the whole stack: it comes once, and without `stack TILE` statements");
      return;
    }
    if (*s.real_seed < 0) {
      st_.diags.error(s.loc, "a seed is a number from 0 up");
      return;
    }
    if (setup_tiles_ > 0) {
      st_.diags.error(s.loc, "`stack real` lays the start tile of the supply at (0,0): it comes before any setup tile");
      return;
    }
    real_seed_ = s.real_seed;
    Rng rng(static_cast<std::uint64_t>(*s.real_seed));
    std::optional<DealtSupply> dealt = deal_with_start(s.loc, rng);
    if (!dealt) return;
    ++setup_tiles_;
    lay_start(*st_.game, *dealt);
    real_stack_ = std::move(dealt->stack);
  }

  // The rules' supply dealt with `rng`, or nullopt after an error at `at`: a module found no room
  // for its start tiles (The School beside a river's spring), or the rules have no start tile.
  std::optional<DealtSupply> deal_with_start(Loc at, Rng& rng) {
    std::optional<DealtSupply> dealt;
    try {
      dealt = deal_supply(*st_.rules, st_.game->options(), builtin_catalog(), rng);
    } catch (const std::invalid_argument& e) {
      st_.diags.error(at, e.what());
      return std::nullopt;
    }
    if (dealt->start_tiles().empty()) {
      st_.diags.error(at, "these rules have no start tile");
      return std::nullopt;
    }
    return dealt;
  }

  // `start`: the start tiles a full game of these rules begins with, without dealing the stack.
  void setup_stmt(const SetupStart& s) {
    if (setup_tiles_ > 0) {
      st_.diags.error(s.loc, "`start` lays the rules' start tiles on an empty board: it comes before any setup tile");
      return;
    }
    Rng rng(0);
    std::optional<DealtSupply> dealt = deal_with_start(s.loc, rng);
    if (!dealt) return;
    ++setup_tiles_;
    lay_start(*st_.game, *dealt);
  }

  void setup_stmt(const SetupInPlace& s) {
    auto k = st_.figure_kind(s.figure);
    auto place = st_.rules->places.find(s.place.text);
    if (!place) {
      st_.diags.error(s.place.loc, fmt::format("no place `{}` in these rules", s.place.text));
      return;
    }
    if (st_.rules->places.per_player(*place) != s.holder.has_value()) {
      st_.diags.error(s.place.loc, s.holder ? fmt::format("`{}` is one place, not one per player: drop `of {}`", s.place.text, s.holder->text)
                                            : fmt::format("there is a {} per player: write `in {} of PLAYER`", s.place.text, s.place.text));
      return;
    }
    std::optional<int> player = s.player ? st_.player(*s.player) : std::optional<int>(-1);
    std::optional<int> holder = s.holder ? st_.player(*s.holder) : std::optional<int>(-1);
    if (!k || !player || !holder) return;
    if (s.beside && *s.beside < 1) return st_.diags.error(s.loc, "counting figures are numbered from 1");
    if (auto r = st_.game->setup_in_place(*player, *k, *place, *holder, s.beside ? *s.beside - 1 : -1)) st_.diags.error(s.loc, r->detail);
  }

  void setup_stmt(const SetupFirst& s) {
    if (auto p = st_.player(s.player)) st_.game->set_active_player(*p);
  }

  void setup_stmt(const SetupTokens& s) {
    auto p = st_.player(s.player);
    auto k = st_.token_kind(s.token);
    if (!p || !k) return;
    if (s.count < 0 || s.count > 100) {
      st_.diags.error(s.loc, fmt::format("a count of {} tokens must be between 0 and 100", s.count));
      return;
    }
    st_.game->set_tokens(*p, *k, s.count);
  }

  // Where a feature error points: at the kind when the kind is unknown, else at the port.
  static Loc where(const Name& kind, const std::optional<Name>& port) {
    return port && parse_feature_kind(kind.text) ? port->loc : kind.loc;
  }

  // ---- static check of the steps; returns the tiles the turns draw, in order
  std::vector<const TileType*> plan_draws() {
    std::vector<const TileType*> draws;
    bool pending = false;  // a drawn tile still waits after a refused placement
    bool pending_again = false;  // ... and it is the extra tile of a `turn P again`
    const TileType* pending_tile = nullptr;
    int to_play = st_.game->active_player();
    int last_player = -1;  // who played the latest turn statement (an `again` continues that turn)
    int held_by = -1;  // the player whose turn a `...` holds open: his next statement goes on with it
    bool held_turn_ends = false;  // ... and whether that turn passes play on when it closes
    bool finished = false;
    int turns = 0;
    std::vector<const TileType*> set_aside;  // tiles `draw` statements set aside, not yet placed again
    // After a scripted draw sets a tile aside the same player draws again, unless the stack is
    // empty and the turn ends: the planner does not count the stack, so the next placing turn
    // names the player and the game checks it.
    bool seat_open = false;
    for (const Step& step : st_.scenario.steps) {
      if (const auto* d = std::get_if<DrawStmt>(&step)) {
        if (real_seed_) {
          st_.diags.error(d->loc, "with `stack real` the game draws from the real supply: `draw` cannot script a draw");
          continue;
        }
        if (d->rejection) {
          check_reason(*d->rejection);
          st_.tile(d->tile);
          continue;
        }
        if (pending) st_.diags.error(d->loc, "a tile waits to be placed: a `draw` comes between turns");
        if (const TileType* t = st_.land_tile(d->tile)) {
          draws.push_back(t);
          plan_.push_back({t, true});
          set_aside.push_back(t);
          seat_open = true;
        }
        continue;
      }
      if (const auto* n = std::get_if<NatureStmt>(&step)) {
        for (const TurnStep& ts : n->steps) {
          if (const auto* v = std::get_if<VerbStep>(&ts)) check_verb(*v);
          else st_.diags.error(std::visit([](const auto& x) { return x.loc; }, ts), "nature's decisions are written as module actions (VERB ARGS)");
        }
        continue;
      }
      if (std::holds_alternative<FinalStmt>(step)) {
        if (finished) st_.diags.error(std::get<FinalStmt>(step).loc, "`final` appears twice");
        finished = true;
        continue;
      }
      if (const auto* e = std::get_if<ExpectStmt>(&step)) {
        for (const Expectation& x : e->items) std::visit([&](const auto& item) { check_expectation(item); }, x);
        continue;
      }
      const auto* turn = std::get_if<TurnStmt>(&step);
      if (!turn) continue;
      if (++turns > kMaxTurns) {
        st_.diags.error(turn->loc, fmt::format("a scenario may have at most {} turns", kMaxTurns));
        break;
      }
      if (finished) st_.diags.error(turn->loc, "a turn after `final`");
      if (held_by >= 0) {  // the statement after a held one answers the decision the turn waits at
        auto who = st_.player(turn->player);
        const std::string& holder = st_.scenario.players[static_cast<std::size_t>(held_by)].text;
        if (who && *who != held_by)
          st_.diags.error(turn->player.loc, fmt::format("{}'s turn is held open (`...`): it goes on with `turn {}:` first", holder, holder));
        else if (turn->again || turn->decline)
          st_.diags.error(turn->loc, fmt::format("{}'s held turn goes on with `turn {}:`, not `again`", holder, holder));
        bool same_player = !who || *who == held_by;
        for (const TurnStep& ts : turn->steps) {
          if (!same_player) break;
          if (const auto* v = std::get_if<VerbStep>(&ts)) {
            check_verb(*v);
          } else if (const auto* d = std::get_if<DeployStep>(&ts)) {
            st_.figure_kind(d->figure);
            if (d->rejection) check_reason(*d->rejection);
          } else if (const auto* p = std::get_if<PlaceStep>(&ts)) {
            st_.diags.error(p->loc, "the held turn's tile is already placed");
          } else if (const auto& ps = std::get<PassStep>(ts); ps.rejection) {
            check_reason(*ps.rejection);
          }
        }
        if (!turn->held) {
          if (held_turn_ends) to_play = (to_play + 1) % static_cast<int>(st_.scenario.players.size());
          held_by = -1;
        }
        continue;
      }
      // A turn that lays a tile from the player's supply (an abbey) draws nothing, and a turn
      // that only passes answers a module's decision (the abbey round); the game checks whose.
      if ((lays_supply_tile(*turn) || passes_only(*turn)) && !pending) {
        for (const TurnStep& ts : turn->steps) {
          if (const auto* v = std::get_if<VerbStep>(&ts)) check_verb(*v);
          else if (const auto* d = std::get_if<DeployStep>(&ts)) st_.figure_kind(d->figure);
        }
        if (auto who = st_.player(turn->player)) last_player = *who;
        bool ends = lays_supply_tile(*turn) && !turn->again;
        if (ends) plan_.push_back({nullptr, false});
        if (turn->held && last_player >= 0) {
          held_by = last_player;
          held_turn_ends = ends;
        } else if (ends) {
          to_play = (to_play + 1) % static_cast<int>(st_.scenario.players.size());
        }
        continue;
      }
      auto who = st_.player(turn->player);
      auto name_of = [&](int p) { return st_.scenario.players[static_cast<std::size_t>(p)].text; };
      if (turn->again) {
        if (last_player < 0)
          st_.diags.error(turn->loc, "`again` plays an extra tile of a turn, but no turn comes before it");
        else if (who && *who != last_player)
          st_.diags.error(turn->player.loc, fmt::format("`again` goes on with {}'s turn, not {}'s", name_of(last_player),
                                                        turn->player.text));
        else if (pending && !pending_again)
          st_.diags.error(turn->loc, fmt::format("{}'s turn is still open (its placement was refused): continue it with "
                                                 "`turn {}:` first", name_of(last_player), name_of(last_player)));
      } else if (seat_open) {
        if (who) to_play = *who;
      } else if (who && *who != to_play) {
        const std::string& expected = name_of(to_play);
        st_.diags.error(turn->player.loc, pending ? fmt::format("{}'s turn is still open (its placement was refused); it must go on before {} plays", expected, turn->player.text)
                                                 : fmt::format("it is {}'s turn, not {}'s", expected, turn->player.text));
      } else if (pending && pending_again) {
        st_.diags.error(turn->loc, fmt::format("the extra tile of {}'s turn waits (its placement was refused): continue "
                                               "with `turn {} again:`", name_of(last_player), name_of(last_player)));
      }
      if (who) last_player = *who;
      if (!turn->again) seat_open = false;
      if (turn->decline) {
        if (!turn->again)
          st_.diags.error(*turn->decline, fmt::format("`decline` refuses an extra tile: write `turn {} again: decline`",
                                                      turn->player.text));
        else if (pending)
          st_.diags.error(*turn->decline, "the extra tile is already drawn: place it");
        continue;
      }
      // Module actions a player may take at any time may come before the tile; then the tile.
      std::size_t first = 0;
      bool refused_only = true;  // attempts the engine must refuse (an abbey into no hole): the turn goes on after them
      while (first < turn->steps.size() && std::holds_alternative<VerbStep>(turn->steps[first])) {
        refused_only = refused_only && std::get<VerbStep>(turn->steps[first]).rejection.has_value();
        check_verb(std::get<VerbStep>(turn->steps[first++]));
      }
      if (first == turn->steps.size() && refused_only && !turn->steps.empty() && !turn->again) continue;
      if (first == turn->steps.size() || !std::holds_alternative<PlaceStep>(turn->steps[first])) {
        st_.diags.error(turn->loc, "a turn starts by placing its tile");
        continue;
      }
      const TileType* placed = pending ? pending_tile : nullptr;
      Rotation rot = 0;
      bool placed_ok = false;
      bool set_aside_now = false;  // the placement is refused because the drawn tile was set aside
      bool layout_changed = false;  // a module's action in this turn may have changed the placed tile
      for (std::size_t i = first; i < turn->steps.size(); ++i) {
        const TurnStep& ts = turn->steps[i];
        if (const auto* v = std::get_if<VerbStep>(&ts)) {
          check_verb(*v);
          layout_changed = true;  // a module's action may change the tile's features (a bridge)
          // A tile from the supply in place of a drawn tile that was set aside (CAR-10): the turn's tile.
          if (set_aside_now && !placed_ok && !v->rejection && supply_verb(*v)) {
            placed_ok = true;
            placed = nullptr;
            set_aside_now = false;
          }
          continue;
        }
        if (const auto* p = std::get_if<PlaceStep>(&ts)) {
          if (p->with) {
            check_verb(*p->with);
            layout_changed = true;
          }
          const TileType* t = st_.land_tile(p->place.tile);
          if (!t) continue;
          if (set_aside_now && !placed_ok) {  // the tile before was set aside: this is the next draw
            placed = nullptr;
            set_aside_now = false;
          }
          if (!placed) {
            auto back = std::find(set_aside.begin(), set_aside.end(), t);
            if (back != set_aside.end()) {
              set_aside.erase(back);  // the tile a `draw` set aside, back from where the rule put it
            } else {
              draws.push_back(t);
            }
            plan_.push_back({t, false});
          }
          if (p->rejection && p->rejection->text == reason::kTileSetAside) {
            set_aside_now = true;
            set_aside.push_back(t);  // a later turn that places it takes it back, not a new copy
          }
          if (placed && placed != t)
            st_.diags.error(p->place.tile.loc, fmt::format("this turn drew {}, not {}", placed->id, t->id));
          if (placed_ok) st_.diags.error(p->loc, "the tile is already placed in this turn");
          placed = t;
          rot = static_cast<Rotation>(p->place.rot ? p->place.rot->quarter_turns : 0);
          if (!p->rejection) placed_ok = true;
          if (p->rejection) check_reason(*p->rejection);
        } else if (const auto* d = std::get_if<DeployStep>(&ts)) {
          st_.figure_kind(d->figure);
          if (d->rejection) check_reason(*d->rejection);
          if (!placed_ok) {
            st_.diags.error(d->loc, "a deployment needs a tile placed earlier in the same turn");
            continue;
          }
          // Another tile, or a tile a module's action may have changed (a bridge), is looked up
          // when the turn is played.
          if (!placed || d->at || layout_changed) continue;
          auto f = resolve_feature(*placed, rot, d->kind.text, d->port ? std::optional<std::string>(d->port->text) : std::nullopt);
          if (auto* msg = std::get_if<std::string>(&f)) st_.diags.error(where(d->kind, d->port), *msg);
        } else if (const auto& ps = std::get<PassStep>(ts); ps.rejection) {
          check_reason(*ps.rejection);
        } else if (placed && !placed_ok) {
          // A pass on a drawn tile that fits only with a module's help: discarded, and the
          // turn goes on with a new draw (as after a tile set aside).
          set_aside_now = true;
          set_aside.push_back(placed);
        } else if (!placed_ok) {
          st_.diags.error(ps.loc, "`pass` needs a tile placed earlier in the same turn");
        }
      }
      if (set_aside_now && !placed_ok) placed = nullptr;  // the turn goes on with a new draw
      pending = placed && !placed_ok;
      pending_again = pending && turn->again;
      if (turn->held && !placed_ok)
        st_.diags.error(*turn->held, "`...` holds a turn open once its tile is placed");
      if (set_aside_now && !placed_ok) continue;  // the same player's turn goes on
      if (turn->held && placed_ok && who) {
        held_by = *who;
        held_turn_ends = !turn->again;
      } else if (!pending && !turn->again) {
        to_play = (to_play + 1) % static_cast<int>(st_.scenario.players.size());
      }
      pending_tile = pending ? placed : nullptr;
    }
    return draws;
  }

  // Whether the turn's first action (after actions taken at any time) lays a tile from the
  // player's supply (VerbDef::places_tile), such as an abbey.
  bool supply_verb(const VerbStep& v) const {
    auto k = st_.rules->verbs.find(v.verb.text);
    return k && st_.rules->verbs.at(*k).places_tile;
  }
  bool lays_supply_tile(const TurnStmt& t) const {
    for (const TurnStep& ts : t.steps) {
      const auto* v = std::get_if<VerbStep>(&ts);
      if (!v) return false;
      if (v->rejection) continue;  // a refused attempt lays nothing: the turn's tile comes after it
      auto k = st_.rules->verbs.find(v->verb.text);
      if (!k) return false;
      const VerbDef& def = st_.rules->verbs.at(*k);
      if (def.places_tile) return true;
      if (!def.any_time) return false;
    }
    return false;
  }
  // A turn that only passes: it answers a decision a module opens between turns (the abbey
  // round), so it is written only under rules whose modules open decisions.
  // A statement without a tile, of passes and module actions (not only refused ones), answers a
  // module's decision (the abbey round, a redeployment round); the game checks whose it is.
  // Deployments may follow an accepted action: a figure step the answer opens (the Phantom's
  // step after a flier lands).
  bool passes_only(const TurnStmt& t) const {
    if (t.again || t.steps.empty() || st_.rules->phases.size() == 0) return false;
    bool refused_verbs_only = true;
    for (const TurnStep& s : t.steps) {
      // A deployment with no placement goes on with a figure step that waits after a decision
      // of nature (a shepherd's draw before the figure step), or an accepted action (the Phantom's step after a
      // flier lands): the game checks whose.
      if (std::holds_alternative<PlaceStep>(s)) return false;
      const auto* v = std::get_if<VerbStep>(&s);
      refused_verbs_only = refused_verbs_only && v && v->rejection;
    }
    return !refused_verbs_only;
  }

  // ---- static checks of expectations: every name must mean something in these rules
  void check_kind(const Name& kind, const std::optional<Name>& port) {
    if (!parse_feature_kind(kind.text)) st_.diags.error(kind.loc, fmt::format("unknown feature kind `{}`", kind.text));
    if (port && !parse_port(port->text) && port->text.rfind("inner", 0) != 0)
      st_.diags.error(port->loc, fmt::format("unknown port `{}`", port->text));
  }
  void check_players(const std::vector<PlayerInt>& v) {
    for (const auto& pi : v) st_.player(pi.player);
  }
  void check_expectation(const ExpectScore& e) { check_players(e.values); }
  void check_expectation(const ExpectEvent& e) {
    st_.player(e.player);
    check_kind(e.kind, e.port);
  }
  void check_expectation(const ExpectNoEvents&) {}
  void check_expectation(const ExpectRegion& e) {
    check_kind(e.kind, e.port);
    for (const auto& p : e.props)
      for (const auto& n : p.owners) st_.player(n);
  }
  void check_expectation(const ExpectFigure& e) {
    st_.player(e.player);
    st_.figure_kind(e.figure);
    check_kind(e.on.kind, e.on.port);
  }
  void check_expectation(const ExpectNoFigure& e) {
    if (e.port && !parse_port(e.port->text) && e.port->text.rfind("inner", 0) != 0)
      st_.diags.error(e.port->loc, fmt::format("unknown port `{}`", e.port->text));
  }
  void check_expectation(const ExpectReturned& e) { st_.player(e.player); }
  void check_expectation(const ExpectSupply& e) {
    st_.player(e.player);
    st_.figure_kind(e.figure);
  }
  void check_expectation(const ExpectPlacementCount& e) { st_.tile(e.tile); }
  void check_expectation(const ExpectPlacementSet& e) { st_.tile(e.tile); }
  void check_expectation(const ExpectDeployCount&) {}
  void check_expectation(const ExpectActionCount& e) {
    if (st_.rules->verbs.find(e.verb.text)) return;
    std::vector<std::string> known;
    for (int i = 0; i < st_.rules->verbs.size(); ++i) known.push_back(st_.rules->verbs.at(i).name);
    st_.diags.error(e.verb.loc, fmt::format("no verb `{}` in these rules ({})", e.verb.text, known.empty() ? "none" : fmt::format("{}", fmt::join(known, ", "))));
  }
  void check_expectation(const ExpectStack&) {}
  void check_expectation(const ExpectWinner& e) {
    for (const auto& n : e.players) st_.player(n);
  }
  void check_expectation(const ExpectPhase& e) {
    std::vector<std::string> known;
    for (Phase p : {Phase::Draw, Phase::PlaceTile, Phase::Deploy, Phase::ExtraTile, Phase::StackEmpty, Phase::GameOver})
      known.emplace_back(phase_name(p));
    for (int i = 0; i < st_.rules->phases.size(); ++i) known.push_back(st_.rules->phases.name(i));
    if (std::find(known.begin(), known.end(), e.phase.text) != known.end()) return;
    st_.diags.error(e.phase.loc, fmt::format("unknown phase `{}` ({})", e.phase.text, fmt::join(known, ", ")));
  }
  void check_expectation(const ExpectTokens& e) {
    st_.player(e.player);
    st_.token_kind(e.token);
  }
  void check_expectation(const ExpectTokenEvent& e) {
    st_.player(e.player);
    if (parse_feature_kind(e.token.text))
      st_.diags.error(e.token.loc, fmt::format("a scoring event of a {} names its square: `at (x,y)`", e.token.text));
    else
      st_.token_kind(e.token);
  }

  void check_expectation(const ExpectNoEvent& e) {
    st_.player(e.player);
    if (parse_feature_kind(e.kind.text) || e.at) return check_kind(e.kind, e.port);
    st_.token_kind(e.kind);  // a scoring for the most tokens of a kind, on no square
  }
  void check_expectation(const ExpectSetAside& e) {
    if (e.tile) st_.tile(*e.tile);
  }
  void check_expectation(const ExpectNeutral& e) {
    auto k = st_.rules->figures.find(e.figure.text);
    if (!k || !st_.rules->figures.at(*k).neutral)
      st_.diags.error(e.figure.loc, fmt::format("`{}` is no neutral figure of these rules", e.figure.text));
    if (e.place && !st_.rules->places.find(e.place->text))
      st_.diags.error(e.place->loc, fmt::format("no place `{}` in these rules", e.place->text));
  }
  void check_expectation(const ExpectInPlace& e) {
    auto place = st_.rules->places.find(e.place.text);
    if (!place) {
      st_.diags.error(e.place.loc, fmt::format("no place `{}` in these rules", e.place.text));
    } else if (st_.rules->places.per_player(*place) != e.holder.has_value()) {
      st_.diags.error(e.place.loc, e.holder ? fmt::format("`{}` is one place, not one per player: drop `of {}`", e.place.text, e.holder->text)
                                            : fmt::format("there is a {} per player: write `in {} of PLAYER:`", e.place.text, e.place.text));
    }
    if (e.holder) st_.player(*e.holder);
    if (e.beside && (!e.holder || *e.beside < 1))
      st_.diags.error(e.loc, "`of PLAYER N`: counting figures are numbered from 1, in a place that is one per player");
    st_.player(e.owner);
    st_.figure_kind(e.figure);
  }
  void check_expectation(const ExpectPieces& e) {
    bool known = false;
    for (const auto* m : st_.rules->modules)
      for (auto p : m->piece_names()) known = known || p == e.piece.text;
    if (!known) st_.diags.error(e.piece.loc, fmt::format("no pieces `{}` in these rules", e.piece.text));
  }
  void check_expectation(const ExpectDecider& e) {
    if (e.who.text != "nature") st_.player(e.who);
  }

  // A verb must be an action of the rules in force; its arguments are read when it is played.
  void check_verb(const VerbStep& v) {
    if (auto e = check_verb_shape(*st_.rules, v)) st_.diags.error(e->loc, e->message);
    if (v.rejection) check_reason(*v.rejection);
  }

  void check_reason(const Name& code) {
    for (const char* c : reason::kAll)
      if (code.text == c) return;
    for (const auto* m : st_.rules->modules)
      for (auto c : m->reason_codes())
        if (code.text == c) return;
    st_.diags.error(code.loc, fmt::format("unknown reason code `{}` (see docs/reasons.md)", code.text));
  }

  std::vector<int> scores() const {
    std::vector<int> s;
    for (const auto& p : st_.game->players()) s.push_back(p.score);
    return s;
  }

  void begin_step() {
    st_.step_events = st_.game->events().size();
    st_.step_scores = scores();
  }

  // ---- execution
  void step(const ExpectStmt& e) {
    for (const Expectation& x : e.items) {
      ++st_.out.checks;
      std::size_t before = st_.out.failures.size();
      evaluate(st_, x);
      if (st_.out.failures.size() != before && st_.out.board.empty()) st_.out.board = board_text(*st_.game);
      if (st_.observer) st_.observer->expectation_done(x, st_.out.failures.size() == before, *st_.game);
    }
  }

  void step(const FinalStmt& f) {
    begin_step();
    Game& g = *st_.game;
    if (g.phase() == Phase::ExtraTile) {
      const std::string& holder = g.players()[g.active_player()].name;
      abort(f.loc, fmt::format("`final`: {} was offered an extra tile; take it or `decline` it first", holder),
            "an empty stack", "phase extra-tile");
      return;
    }
    if (g.phase() != Phase::StackEmpty) {
      abort(f.loc, "`final`: the game cannot end yet",
            g.phase() == Phase::GameOver ? "an empty stack" : "an empty stack",
            fmt::format("{} tile(s) left and phase {}", g.stack().size() + (g.drawn_tile() ? 1 : 0), phase_name(g.phase())));
      return;
    }
    g.end();
  }

  void step(const TurnStmt& t) {
    Game& g = *st_.game;
    turn_tile_drawn_ = false;
    int who = st_.players.at(t.player.text);
    bool continuing = g.phase() == Phase::PlaceTile && continuing_;
    if (held_by_ >= 0) {  // the statement after a held one (`...`) goes on with that turn, whoever decides now
      held_by_ = -1;
      play_steps(t, who);
      return;
    }
    if (!continuing) {
      begin_step();
      st_.step_events = std::min(st_.step_events, draw_mark_);  // the turn's own draw (a tile discarded there) is part of it
    }
    bool supply_tile = lays_supply_tile(t);
    if (supply_tile && !t.again && next_draw_ < plan_.size() && !plan_[next_draw_].tile) ++next_draw_;  // it drew nothing
    // A tile a module gave the player (bought at a bazaar) was not drawn: its entry in the plan
    // of draws is used up all the same.
    if (!t.again && g.phase() == Phase::PlaceTile && g.tile_dealt() && dealt_at_ != g.board().tiles().size() &&
        next_draw_ < plan_.size() && plan_[next_draw_].tile == g.drawn_tile()) {
      ++next_draw_;
      dealt_at_ = g.board().tiles().size();  // once per tile dealt, however many statements place it
    }
    // A decision a module opened for this player between turns (the abbey round), or a turn
    // that lays a tile from the supply: the actions answer it directly.
    // So does a figure step that waits after a decision of nature (a module's draw between the
    // placement and the figure step): the statement goes on with the turn.
    if ((g.phase() == Phase::Module && g.decider() == who && !t.again) ||
        (g.phase() == Phase::Deploy && g.active_player() == who && !t.again && !continuing) ||
        // `again` with a tile from a module's decision of the same player: another tile of this
        // turn that a rule gave him (message 7), laid in that decision.
        (supply_tile && (t.again ? g.phase() == Phase::ExtraTile || (g.phase() == Phase::Module && g.decider() == who)
                                 : g.phase() == Phase::Draw || g.phase() == Phase::PlaceTile))) {
      if (g.phase() != Phase::Module && g.active_player() != who) {
        abort(t.loc, "wrong player", t.player.text, g.players()[g.active_player()].name);
        return;
      }
      play_steps(t, who);
      return;
    }
    if (t.again && !continuing) {
      // The extra tile the engine offered: take it (and play the actions) or decline it.
      if (g.phase() != Phase::ExtraTile || g.active_player() != who) {
        abort(t.loc, fmt::format("no extra tile is offered to {}", t.player.text),
              fmt::format("phase extra-tile for {}", t.player.text),
              fmt::format("phase {} for {}", phase_name(g.phase()), g.players()[g.active_player()].name));
        return;
      }
      ++st_.out.checks;
      if (auto r = apply_listed(t.decline ? Action{Pass{}} : Action{TakeExtraTile{}}, t.loc, t.decline ? "declining the extra tile" : "taking the extra tile")) {
        abort(t.loc, t.decline ? "declining the extra tile was refused" : "taking the extra tile was refused", "accepted",
              r->code + " (" + r->detail + ")");
        return;
      }
      if (t.decline) {
        if (st_.observer) st_.observer->turn_closed(g);
        return;
      }
      draw_planned();  // the extra tile
    } else if (!t.again && g.phase() == Phase::ExtraTile) {
      const std::string& holder = g.players()[g.active_player()].name;
      abort(t.loc,
            fmt::format("{} was offered an extra tile: the script must go on with `turn {} again:` (or `decline` it)",
                        holder, holder),
            "a tile waiting to be placed", "extra-tile");
      return;
    }
    // A turn whose drawn tile was set aside at once starts in the draw phase: its first placement
    // is the refused one (`illegal tile-set-aside`), and the next one draws again.
    bool starts_set_aside = g.phase() == Phase::Draw && !t.steps.empty() && std::holds_alternative<PlaceStep>(t.steps[0]) &&
                            std::get<PlaceStep>(t.steps[0]).rejection &&
                            std::get<PlaceStep>(t.steps[0]).rejection->text == reason::kTileSetAside;
    if (g.phase() != Phase::PlaceTile && !starts_set_aside) {
      abort(t.loc, "a turn cannot start", "a tile waiting to be placed", std::string(phase_name(g.phase())));
      return;
    }
    if (g.active_player() != who) {
      abort(t.loc, "wrong player", t.player.text, g.players()[g.active_player()].name);
      return;
    }
    continuing_ = false;
    play_steps(t, who);
  }

  // The actions of a turn statement, and what closes the turn after them.
  void play_steps(const TurnStmt& t, int who) {
    Game& g = *st_.game;
    for (std::size_t i = 0; i < t.steps.size(); ++i) {
      if (aborted_) return;
      std::visit([&](const auto& s) { this->turn_step(s); }, t.steps[i]);
    }
    if (aborted_) return;
    if (t.held) {  // `...`: the turn waits at the decision it reached; the player's next statement goes on
      held_by_ = who;
      placed_this_turn_ = false;
      return;
    }
    // A decision opened after the turn ended (the abbey round once the stack ran out) belongs
    // to a later statement.
    bool ended = false;
    for (std::size_t i = st_.step_events; i < g.events().size() && !ended; ++i) ended = std::holds_alternative<TurnEnded>(g.events()[i]);
    // A further figure step (the phantom's) is passed at the end of a statement, as the figure
    // step is (below), also when it opens after that pass.
    auto pass_deploying = [&] {
      bool over = false;
      for (std::size_t i = st_.step_events; i < g.events().size() && !over; ++i) over = std::holds_alternative<TurnEnded>(g.events()[i]);
      if (!over && g.phase() == Phase::Module && g.decider() == who && g.deploying() && !g.check(Pass{})) {
        if (auto r = g.apply(Pass{})) abort(t.loc, "ending the turn failed", "", r->code);
        else if (st_.observer) st_.observer->deploying_passed(g, t.loc);
      }
    };
    pass_deploying();
    if (aborted_) return;
    if (!ended && g.phase() == Phase::Module && g.decider() == who && g.rules().phases.passable(g.module_phase())) {
      abort(t.loc, fmt::format("the turn leaves {}'s decision `{}` open: script its action, or `pass` where it may be declined",
                               t.player.text, g.phase_label()),
            "the turn closed", std::string(g.phase_label()));
      return;
    }
    if (g.phase() == Phase::Deploy) {
      if (auto r = g.apply(Pass{})) {
        abort(t.loc, "ending the turn failed", "", r->code);
      } else {
        if (st_.observer) st_.observer->deploying_passed(g, t.loc);
        pass_deploying();
        if (!aborted_ && st_.observer) st_.observer->turn_closed(g);
      }
    } else if (g.phase() == Phase::PlaceTile && g.active_player() == who && !placed_this_turn_) {
      continuing_ = true;  // only refused placements: the same turn goes on in the next statement
    }
    placed_this_turn_ = false;
  }

  void turn_step(const PlaceStep& p) {
    Game& g = *st_.game;
    const TileType* t = builtin_catalog().find(p.place.tile.text);
    // The tile before in this turn was set aside: this placement names the next draw.
    if (g.phase() == Phase::Draw && t != g.last_set_aside()) {
      turn_tile_drawn_ = false;
      draw_planned();
    }
    if (g.drawn_tile() != t && !p.rejection) {
      std::string have = g.drawn_tile() ? g.drawn_tile()->id : std::string(g.phase_label());
      abort(p.place.tile.loc, g.phase() == Phase::Draw ? fmt::format("{} was not drawn: it was set aside, or the stack does not hold it", t->id)
                                                      : std::string("the drawn tile differs"), t->id, have);
      return;
    }
    PlaceTile a{t, {p.place.at.x, p.place.at.y}, static_cast<Rotation>(p.place.rot ? p.place.rot->quarter_turns : 0)};
    if (p.with) {  // the action that goes with the placement (a bridge)
      auto resolved = resolve_verb(g, st_.players, *p.with);
      if (auto* e = std::get_if<VerbError>(&resolved)) {
        st_.diags.error(e->loc, e->message);
        aborted_ = true;
        return;
      }
      a.with = std::make_shared<const ModuleAction>(std::get<ModuleAction>(resolved));
    }
    auto result = apply_listed(a, p.loc, fmt::format("placing {} at ({},{}) {}", t->id, a.at.x, a.at.y, rotation_text(a.rot)));
    if (result && result->code == reason::kEdgeMismatch) result->detail += fit_hint(g, t, a.at, false);
    if (st_.observer) st_.observer->action_done(TurnStep{p}, result, g);
    expect_result(result, p.rejection, p.loc,
                  fmt::format("placing {} at ({},{}) {}{}", t->id, a.at.x, a.at.y, rotation_text(a.rot),
                              p.with ? " with `" + verb_text(*p.with) + "`" : ""));
    if (result && result->code == reason::kTileSetAside) continuing_ = false;
    if (!p.rejection && !aborted_) {
      placed_this_turn_ = true;
      st_.last_deploy_options = static_cast<int>(g.legal_deployments().size());
    }
  }

  void turn_step(const DeployStep& d) {
    Game& g = *st_.game;
    if (!g.deploying() && !d.rejection) {
      abort(d.loc, "a scripted deployment the game did not ask for", "a pending deployment", std::string(g.phase_label()));
      return;
    }
    if (g.last_placed() < 0) {
      abort(d.loc, "no tile was placed yet", "a placed tile", std::string(g.phase_label()));
      return;
    }
    int target = g.last_placed();
    if (d.at) {
      target = g.board().index_at({d.at->x, d.at->y});
      if (target < 0) {
        st_.diags.error(d.at->loc, fmt::format("no tile at ({},{})", d.at->x, d.at->y));
        aborted_ = true;
        return;
      }
    }
    const PlacedTile& pt = g.board().tile(target);
    auto resolved = resolve_feature(*pt.type, pt.rot, d.kind.text, d.port ? std::optional<std::string>(d.port->text) : std::nullopt);
    if (auto* msg = std::get_if<std::string>(&resolved)) {
      st_.diags.error(where(d.kind, d.port), *msg);
      aborted_ = true;
      return;
    }
    int feature = std::get<int>(resolved);
    int kind = *st_.rules->figures.find(d.figure.text);
    auto result = apply_listed(Deploy{kind, feature, target == g.last_placed() ? -1 : target}, d.loc,
                               fmt::format("deploying a {} on the {}{}", d.figure.text, d.kind.text, d.port ? " " + d.port->text : ""));
    if (st_.observer) st_.observer->action_done(TurnStep{d}, result, g);
    expect_result(result, d.rejection, d.loc,
                  fmt::format("deploying a {} on the {}{}", d.figure.text, d.kind.text, d.port ? " " + d.port->text : ""));
  }

  void turn_step(const PassStep& p) {
    if (st_.observer) st_.observer->action_begin(TurnStep{p}, *st_.game);
    auto r = apply_listed(Pass{}, p.loc, "passing");
    if (st_.observer) st_.observer->action_done(TurnStep{p}, r, *st_.game);
    expect_result(r, p.rejection, p.loc, "passing");
  }

  void turn_step(const VerbStep& v) {
    Game& g = *st_.game;
    auto resolved = resolve_verb(g, st_.players, v);
    if (auto* e = std::get_if<VerbError>(&resolved)) {
      st_.diags.error(e->loc, e->message);
      aborted_ = true;
      return;
    }
    const ModuleAction& a = std::get<ModuleAction>(resolved);
    // A figure step the script goes past without a figure action passes by itself, as at the
    // end of a turn: a verb the figure step does not take belongs to a later decision.
    // The same for a further figure step (the phantom's) the verb goes past.
    for (int k = 0; k < 2 && g.deploying() && !v.rejection; ++k) {
      if (auto r = g.check(a); r && r->code == reason::kWrongPhase && !g.check(Pass{})) {
        g.apply(Pass{});
        if (st_.observer) st_.observer->deploying_passed(g, v.loc);
      } else {
        break;
      }
    }
    auto result = apply_listed(a, v.loc, fmt::format("`{}`", verb_text(v)));
    if (st_.observer) st_.observer->action_done(TurnStep{v}, result, g);
    expect_result(result, v.rejection, v.loc, fmt::format("`{}`", verb_text(v)));
    if (!result && g.rules().verbs.at(a.verb).places_tile && g.phase() == Phase::Deploy) {  // a tile from the supply is the turn's tile
      placed_this_turn_ = true;
      st_.last_deploy_options = static_cast<int>(g.legal_deployments().size());
    }
  }

  // ---- nature and draws
  void step(const NatureStmt& n) {
    begin_step();
    for (const TurnStep& ts : n.steps) {
      if (aborted_) return;
      if (!st_.game->nature_decides()) {
        abort(n.loc, "nature decides nothing now", "a decision of nature",
              fmt::format("{} for {}", st_.game->phase_label(), decider_name()));
        return;
      }
      natures_turn_ = true;
      std::visit([&](const auto& s) { this->turn_step(s); }, ts);
      natures_turn_ = false;
    }
  }

  void step(const DrawStmt& d) {
    begin_step();
    Game& g = *st_.game;
    const TileType* t = builtin_catalog().find(d.tile.text);
    if (d.rejection) {
      expect_result(g.check(DrawTile{t}), d.rejection, d.loc, fmt::format("drawing {}", t->id));
      return;
    }
    ++next_draw_;  // this statement is the plan's next draw
    if (g.phase() == Phase::ExtraTile) {
      // Right after a turn that earned an extra tile: its player takes it, and this is its draw.
      ++st_.out.checks;
      if (auto r = apply_listed(TakeExtraTile{}, d.loc, "taking the extra tile")) {
        abort(d.loc, "taking the extra tile was refused", "accepted", r->code + " (" + r->detail + ")");
        return;
      }
    }
    if (g.phase() != Phase::Draw) {
      abort(d.loc, "no draw is pending", "a draw", std::string(g.phase_label()));
      return;
    }
    natures_turn_ = true;
    std::size_t events_before = g.events().size();
    auto r = apply_listed(DrawTile{t}, d.loc, fmt::format("drawing {}", t->id));
    natures_turn_ = false;
    ++st_.out.checks;
    if (r) {
      abort(d.loc, fmt::format("drawing {} was refused", t->id), "accepted", r->code + " (" + r->detail + ")");
      return;
    }
    // The tile itself must have gone aside: the game may wait at place-tile for another tile
    // (a bought one, once a set-aside draw emptied the stack and ended the turn).
    if (g.phase() == Phase::PlaceTile && !went_aside_since(g.events(), events_before, t))
      abort(d.loc, fmt::format("{} was drawn and waits to be placed: `draw` is for a tile that is set aside; place it in a turn", t->id),
            "set aside", "place-tile");
  }

  std::string decider_name() const {
    int d = st_.game->decider();
    return d == Game::kNature ? "nature" : st_.game->players()[static_cast<std::size_t>(d)].name;
  }

  // Draws the plan's next tiles while the game waits for a draw that no `draw` statement makes:
  // a turn's tile (one draw: if it is set aside, the turn's placement says so), or after the
  // last turn the setup's `stack` tiles in order, as many as the game draws.
  void draw_planned() {
    Game& g = *st_.game;
    if (turn_tile_drawn_) return;  // the next turn's tile is drawn (and was set aside): the turn says so
    while (g.phase() == Phase::Draw && next_draw_ < plan_.size() && !plan_[next_draw_].statement && plan_[next_draw_].tile) {
      const TileType* t = plan_[next_draw_++].tile;
      if (g.check(DrawTile{t})) return;  // not in the stack: the turn's placement reports it
      g.apply(DrawTile{t});
      if (!extra_tail(next_draw_ - 1)) {
        turn_tile_drawn_ = true;
        return;
      }
    }
  }
  bool extra_tail(std::size_t i) const { return i >= plan_.size() - extra_stack_.size(); }

  // A scripted action either must be accepted, or must be refused with the named code.
  void expect_result(const std::optional<Rejection>& r, const std::optional<Name>& want_code, Loc loc,
                     const std::string& what) {
    ++st_.out.checks;
    if (want_code) {
      if (!r) abort(loc, what + " should be refused", "refused: " + want_code->text, "accepted");
      else if (r->code != want_code->text) fail(loc, what + " was refused for another reason", want_code->text, r->code + " (" + r->detail + ")");
      return;
    }
    if (r) abort(loc, what + " was refused", "accepted", r->code + " (" + r->detail + ")");
  }

  void fail(Loc loc, std::string msg, std::string want, std::string have) {
    st_.fail(loc, std::move(msg), std::move(want), std::move(have));
    if (st_.out.board.empty()) st_.out.board = board_text(*st_.game);
  }
  // The game can no longer follow the script: report and stop.
  // The core's consistency checks (core/invariants: figures and supplies, regions against a
  // flood fill, the board, kept counts, the listing of legal actions against each action's check,
  // scores against score events), run after the setup and after every statement. A broken check
  // is an engine defect, so the scenario fails there and stops. The modules' own checks of their
  // bookkeeping stay with self-play: a setup may write positions no game reaches for them (a
  // castle held and laid, farmers and a barn on one farm) to ask a question directly.
  // The check costs time in proportion to the board, so on a board of more than kCheckEvery
  // tiles it runs once per (tiles / kCheckEvery) statements, and after the last: a script of
  // thousands of turns stays linear, while every library scenario (a few dozen tiles) is still
  // checked after each statement. A broken state persists, so a later check still finds it.
  static constexpr std::size_t kCheckEvery = 256;
  bool check_due(bool last) {
    ++unchecked_;
    if (!last && unchecked_ * kCheckEvery < st_.game->board().tiles().size()) return false;
    unchecked_ = 0;
    return true;
  }
  std::size_t unchecked_ = 0;  // statements since the last consistency check
  bool natures_turn_ = false;  // the action being applied is nature's (a `nature:` or `draw` statement)

  // Applies an action a statement names, and checks the legal-action listing against the game's
  // answer: accepted means listed, refused means not (core/invariants.hpp). Like the consistency
  // check it is left out on boards of thousands of tiles, where the listing costs a turn's time.
  std::optional<Rejection> apply_listed(const Action& a, Loc loc, const std::string& what) {
    Game& g = *st_.game;
    // The listing holds the decider's options: a player's action while nature is to decide
    // (an abbey laid instead of drawing) is not among them.
    bool due = g.board().tiles().size() <= kCheckEvery && g.nature_decides() == natures_turn_;
    ListedAs listed = due ? listed_as(g, a) : ListedAs{};
    auto result = g.apply(a);
    if (due && !aborted_)
      if (auto wrong = listing_disagrees(listed, !result))
        abort(loc, fmt::format("the engine's consistency check fails at {}: {}", what, *wrong), "", "");
    return result;
  }

  void self_check(Loc loc, std::string_view after) {
    if (auto failed = check_core_invariants(*st_.game, starting_scores_))
      abort(loc, fmt::format("the engine's consistency check fails after {}: {}", after, *failed), "", "");
  }

  void abort(Loc loc, std::string msg, std::string want, std::string have) {
    fail(loc, std::move(msg), std::move(want), std::move(have));
    aborted_ = true;
  }

  RunState& st_;
  bool check_only_;
  std::vector<const TileType*> extra_stack_;
  std::optional<int> real_seed_;               // `stack real seed N`
  std::vector<const TileType*> real_stack_;    // ... and the stack it dealt, top first
  // Every draw of the script in order: a turn's tile, a `draw` statement's, then the setup's
  // `stack` tiles (see draw_planned).
  struct PlannedDraw {
    const TileType* tile;
    bool statement;  // drawn by a `draw` statement, not by the runner
  };
  std::vector<PlannedDraw> plan_;
  std::size_t next_draw_ = 0;
  std::size_t dealt_at_ = static_cast<std::size_t>(-1);  // board size when a dealt tile's plan entry was used
  int setup_tiles_ = 0;
  bool aborted_ = false;
  std::vector<int> starting_scores_;  // the scores the setup left, for the consistency check
  bool continuing_ = false;
  int held_by_ = -1;  // the player whose turn a `...` holds open: his next statement goes on with it
  std::size_t draw_mark_ = 0;  // the event log's length before the runner's last draws
  bool turn_tile_drawn_ = false;  // a turn's planned tile is drawn and no turn statement took it yet
  bool placed_this_turn_ = false;
};

}  // namespace

ScenarioOutcome run_scenario(const ScenarioFile& file, const Scenario& scenario, bool check_only, RunObserver* observer) {
  auto start = std::chrono::steady_clock::now();
  ScenarioOutcome out;
  out.file = file.path;
  out.title = scenario.title;
  out.loc = scenario.loc;
  for (const auto& c : scenario.cites) out.cites.push_back(c.text);
  RunState st(file, scenario, out);
  st.observer = observer;
  try {
    Runner(st, check_only).run();
  } catch (const std::exception& e) {
    st.diags.error(scenario.loc, fmt::format("internal error while running: {}", e.what()));
  }
  if (!st.diags.empty()) {
    out.status = Status::BadInput;
    out.errors = st.diags.list();
    std::stable_sort(out.errors.begin(), out.errors.end(), [](const Diagnostic& a, const Diagnostic& b) {
      return a.loc.line != b.loc.line ? a.loc.line < b.loc.line : a.loc.col < b.loc.col;
    });
  } else if (out.status != Status::Skipped) {
    out.status = out.failures.empty() ? Status::Passed : Status::Failed;
  }
  out.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (observer) observer->finished(out, st.game.get());
  return out;
}

}  // namespace carc::dsl
