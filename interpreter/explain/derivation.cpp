#include "derivation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <sstream>

#include "core/open_sides.hpp"
#include "decision_rulings.hpp"
#include "dsl/run_observer.hpp"
#include "dsl/scenario_run.hpp"
#include "dsl/verb_args.hpp"
#include "report/scenario_ref.hpp"
#include "reason_words.hpp"
#include "render/ascii_board.hpp"
#include "render/picture_words.hpp"
#include "rulings/ruling_catalog.hpp"
#include "script_text.hpp"

namespace carc::explain {

namespace {

using namespace carc::dsl;

// Rule-text rulings behind the checks every placement and deployment passes (the base game's
// order of play); printed when the engine accepts an action.
constexpr const char* kPlacementRulings[] = {"CAR:base/place-adjacent", "CAR:base/place-matching-edges"};
constexpr const char* kDeploymentRulings[] = {"CAR:base/deploy-on-placed-tile", "CAR:base/unoccupied-only",
                                              "CAR:base/one-follower-per-turn"};
constexpr const char* kReturnRuling = "CAR:base/return-after-scoring";
constexpr const char* kWinnerRuling = "CAR:base/winner";
constexpr const char* kGameEndRuling = "CAR:base/game-end";
constexpr int kMaxBoardSquares = 14;  // larger boards are left to carc show

std::string side_word(SideKind k) {
  switch (side_kind_letter(k)) {
    case 'c': return "city";
    case 'r': return "road";
    case 's': return "river";
    case 'f': return "field";
    default: return std::string(1, side_kind_letter(k));
  }
}

std::string indent(const std::string& text, const std::string& pad) {
  std::string out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) out += line.empty() ? "\n" : pad + line + "\n";
  return out;
}

class Deriver : public RunObserver {
 public:
  Deriver(const ScenarioFile& file, const Scenario& sc, std::size_t number) : sc_(sc) {
    out_ += fmt::format("== {} (scenario {} of the file) ==\n", report::scenario_id(file.path, sc), number);
    out_ += fmt::format("\"{}\"\n\n", sc.title);
    if (sc.cites.empty()) {
      out_ += "Cites no ruling: its title says what rule text it checks.\n";
    } else {
      out_ += "It checks these rulings:\n";
      for (const auto& c : sc.cites) out_ += ruling_line(c.text, "  ");
    }
  }

  std::string text() const { return out_; }

  // ---- RunObserver
  void setup_done(const Game& g) override {
    rules(g);
    out_ += fmt::format("\nSetup (line {}): the position is built directly; nothing scores during the setup.\n",
                        sc_.setup.empty() ? sc_.loc.line : std::visit([](const auto& s) { return loc_of(s); }, sc_.setup.front()).line);
    for (const auto& s : sc_.setup) {
      std::string extra;
      if (const auto* t = std::get_if<SetupTile>(&s))
        if (const TileType* type = builtin_catalog().find(t->place.tile.text)) extra = fmt::format("  ({})", type->name);
      out_ += fmt::format("  {}{}\n", text_of(s), extra);
    }
    if (!g.stack().empty()) {
      std::string ids;
      for (const TileType* t : g.stack()) ids += (ids.empty() ? "" : " ") + t->id;
      bool real = std::any_of(sc_.setup.begin(), sc_.setup.end(), [](const SetupStmt& st) {
        const auto* stack = std::get_if<SetupStack>(&st);
        return stack && stack->real_seed;
      });
      out_ += fmt::format("  The stack, top first ({}): {}\n",
                          real ? "the real supply of these rules, as the seed dealt it" : "the turns' tiles, then `stack`", ids);
    }
    out_ += fmt::format("  {} moves first.\n", g.players()[static_cast<std::size_t>(g.active_player())].name);
    out_ += "\nThe board after the setup:\n" + indent(render::ascii_board(g, kMaxBoardSquares), "  ");
    seen_ = g.events().size();
    scores_ = scores(g);
  }

  void step_begin(const Step& step, const Game& g) override {
    if (const auto* t = std::get_if<TurnStmt>(&step)) {
      ++step_;
      turn_ = t;
      out_ += fmt::format("\nStep {} (line {}): {}\n", step_, t->loc.line, text_of(*t));
      flush(g);
      if (t->again)
        out_ += fmt::format("  {} {} the extra tile the turn offers.\n", t->player.text, t->decline ? "declines" : "takes");
      if (const TileType* drawn = g.drawn_tile()) {
        auto legal = g.legal_placements(drawn);
        out_ += fmt::format("  {} {} {} ({}); it can be laid in {} way{} (square and rotation){}.\n", player(g, g.active_player()),
                            g.tile_dealt() ? "holds" : "has drawn", drawn->id, drawn->name, legal.size(), legal.size() == 1 ? "" : "s",
                            g.may_discard() ? ", or only with a module's action going with it" : "");
      }
    } else if (const auto* e = std::get_if<ExpectStmt>(&step)) {
      expecting_ = true;
      out_ += fmt::format("  Expected (line {}):\n", e->loc.line);
    } else if (const auto* f = std::get_if<FinalStmt>(&step)) {
      ++step_;
      out_ += fmt::format("\nStep {} (line {}): final\n", step_, f->loc.line);
      out_ += "  The game ends: every incomplete road, city and cloister that holds figures scores for its majority, then each\n"
              "  expansion's end-of-game scoring runs (farms).\n";
      out_ += ruling_line(kGameEndRuling, "    ");
    }
  }

  void step_end(const Step& step, const Game& g) override {
    flush(g);
    if (std::holds_alternative<ExpectStmt>(step)) {
      expecting_ = false;
      return;
    }
    auto now = scores(g);
    if (now != scores_) out_ += "  Scores now: " + scores_text(g) + "\n";
    scores_ = now;
  }

  void action_done(const TurnStep& ts, const std::optional<Rejection>& result, const Game& g) override {
    // Once the figure step is over the game may already wait for the next player's draw.
    const std::string who = player(g, g.phase() == Phase::Draw ? last_player(g) : g.active_player());
    if (const auto* p = std::get_if<PlaceStep>(&ts)) {
      std::string what = fmt::format("{} at ({},{}) r{}", p->place.tile.text, p->place.at.x, p->place.at.y,
                                     p->place.rot ? p->place.rot->quarter_turns * 90 : 0);
      if (p->with) what += " with `" + dsl::verb_text(*p->with) + "`";
      if (result) refused(fmt::format("{} tries {}", who, what), *result, p->rejection);
      else placed(g, who, what, p->rejection);
    } else if (const auto* d = std::get_if<DeployStep>(&ts)) {
      std::string what = fmt::format("a {} on the {}{}", d->figure.text, d->kind.text, d->port ? " " + d->port->text : "");
      if (result) refused(fmt::format("{} tries to deploy {}", who, what), *result, d->rejection);
      else deployed(g, *d);
    } else if (const auto* v = std::get_if<VerbStep>(&ts)) {
      std::string what = dsl::verb_text(*v);
      // A verb refused before the draw (an abbey or a castle laid instead of drawing) is the
      // turn's player's, though nature is to draw.
      int by = g.phase() == Phase::Draw ? g.active_player() : g.decider();
      std::string decider = by == Game::kNature ? "nature" : player(g, by);
      if (result) refused(fmt::format("{} tries `{}`", decider, what), *result, v->rejection);
      else if (v->rejection) out_ += fmt::format("  `{}`: accepted (the script expected illegal {}).\n", what, v->rejection->text);
    } else if (result) {
      out_ += fmt::format("  {} passes: refused ({})\n", who, result->code);
    } else if (passed_phase_ == "place-tile") {
      out_ += fmt::format("  {} discards the tile, which fits only with a module's action (pass).\n", passed_by_);
    } else if (!passed_phase_.empty() && passed_phase_ != "deploy") {
      out_ += fmt::format("  {} passes: declines {}.\n", passed_by_, passed_phase_);
    } else {
      out_ += fmt::format("  {} deploys nothing (pass).\n", player(g, last_player(g)));
    }
    flush(g);
  }

  void action_begin(const TurnStep&, const Game& g) override {
    passed_phase_ = std::string(g.phase_label());
    passed_by_ = g.decider() == Game::kNature ? std::string("nature") : player(g, g.decider());
  }

  void turn_closed(const Game& g) override {
    if (!(turn_ && turn_->decline)) {
      std::string who = player(g, last_player(g));
      bool more = g.phase() == Phase::ExtraTile;
      out_ += fmt::format("  {} deploys nothing{}.\n", who, more ? "" : "; the turn ends");
    }
    flush(g);
  }

  void expectation_done(const Expectation& e, bool held, const Game&) override {
    out_ += fmt::format("    [{}] {}\n", held ? "ok" : "FAILED", text_of(e));
    for (const auto& f : pending_) out_ += failure_text(f, "           ");
    pending_.clear();
  }

  void failure(const Failure& f) override {
    if (expecting_) pending_.push_back(f);
    else out_ += "  [FAILED] " + failure_text(f, "    ").substr(4);
  }

  void finished(const ScenarioOutcome& o, const Game* g) override {
    if (g && o.status != Status::Skipped && o.status != Status::BadInput && g->phase() != Phase::Setup) {
      flush(*g);
      out_ += "\nThe board at the end:\n" + indent(render::ascii_board(*g, kMaxBoardSquares), "  ");
      out_ += "  Scores: " + scores_text(*g) + "\n";
    }
    switch (o.status) {
      case Status::Passed: out_ += fmt::format("\nResult: passed ({} checks held).\n", o.checks); break;
      case Status::Failed:
        out_ += fmt::format("\nResult: FAILED ({} failure{} in {} checks).\n", o.failures.size(), o.failures.size() == 1 ? "" : "s", o.checks);
        break;
      case Status::Skipped: out_ += fmt::format("\nResult: skipped ({}).\n", o.skip_reason); break;
      case Status::BadInput: out_ += "\nResult: bad input; the scenario cannot run (the errors follow on standard error).\n"; break;
    }
  }

 private:
  template <class T>
  static Loc loc_of(const T& s) {
    if constexpr (std::is_same_v<T, SetupTile>) return s.place.loc;
    else return s.loc;
  }

  static std::string player(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }
  static std::vector<int> scores(const Game& g) {
    std::vector<int> s;
    for (const auto& p : g.players()) s.push_back(p.score);
    return s;
  }
  static std::string scores_text(const Game& g) {
    std::string out;
    for (const auto& p : g.players()) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", p.name, p.score);
    return out;
  }
  // The player whose turn just ended (the game has moved on to the next one).
  static int last_player(const Game& g) {
    for (auto it = g.events().rbegin(); it != g.events().rend(); ++it) {
      if (const auto* t = std::get_if<TurnEnded>(&*it)) return t->player;
      if (const auto* p = std::get_if<TilePlaced>(&*it)) return p->player;
    }
    return g.active_player();
  }

  static std::string ruling_line(const std::string& id, const std::string& pad) {
    const auto* r = rulings::builtin_rulings().find(id);
    return fmt::format("{}{}: {}\n", pad, id, r ? r->summary : "(not in the ruling catalog)");
  }
  std::string rulings_block(const std::vector<std::string>& ids, const std::string& pad) {
    std::string out;
    for (const auto& id : ids) out += ruling_line(id, pad);
    return out;
  }

  static std::string failure_text(const Failure& f, const std::string& pad) {
    std::string out = fmt::format("{}line {}:{}: {}\n", pad, f.loc.line, f.loc.col, f.message);
    if (!f.want.empty() || !f.have.empty()) out += fmt::format("{}  want: {}\n{}  have: {}\n", pad, f.want, pad, f.have);
    return out;
  }

  void rules(const Game& g) {
    std::string modules;
    for (const auto* m : g.rules().modules) modules += (modules.empty() ? "" : ", ") + std::string(m->title());
    out_ += fmt::format("Rules: {}.\n", modules);
    if (sc_.edition)
      if (const Preset* p = g.options().registry().find_preset(sc_.edition->text))
        out_ += fmt::format("Edition {}: {}\n", p->name, p->summary);
    const auto& set = g.options().explicit_values();
    if (set.empty()) out_ += "Options: all at their defaults (the current Hans im Glueck rules).\n";
    for (const auto& [name, value] : set) {
      const OptionDef* def = g.options().registry().find(name);
      if (!def) continue;
      out_ += fmt::format("Option {} = {} (default {}): {}\n", name, value, def->default_value(), def->summary);
      out_ += rulings_block(def->rulings, "    ");
    }
    std::string names;
    for (const auto& p : g.players()) names += (names.empty() ? "" : ", ") + p.name;
    out_ += fmt::format("Players in turn order: {}.\n", names);
  }

  void refused(const std::string& what, const Rejection& r, const std::optional<Name>& scripted) {
    out_ += fmt::format("  {}: refused, {}: {}.\n", what, r.code, r.detail);
    if (const ReasonWords* w = reason_words(r.code)) {
      out_ += fmt::format("    `{}` ({}): {}\n", r.code, w->defined_by, w->when);
      out_ += rulings_block(w->rulings, "    ");
    }
    if (scripted && scripted->text == r.code) out_ += fmt::format("    The script expects this refusal (illegal {}).\n", r.code);
  }

  void placed(const Game& g, const std::string& who, const std::string& what, const std::optional<Name>& scripted) {
    const PlacedTile& pt = g.board().tile(g.last_placed());
    out_ += fmt::format("  {} places {}: accepted{}.\n", who, what, scripted ? fmt::format(" (the script expected illegal {})", scripted->text) : "");
    std::string sides;
    for (int s = 0; s < kSides; ++s) sides += side_kind_letter(pt.side(static_cast<Side>(s)));
    out_ += fmt::format("    Laid this way its sides N E S W show {} (city c, road r, field f, river s).\n", sides);
    out_ += fmt::format("    ({},{}) was empty and shares a side with the layout; every side that touches a tile matches it:\n", pt.at.x, pt.at.y);
    for (int s = 0; s < kSides; ++s) {
      Side side = static_cast<Side>(s);
      const PlacedTile* nb = g.board().at(neighbour(pt.at, side));
      if (!nb) continue;
      if (side_open(pt, side) || side_open(*nb, opposite(side))) {  // core/open_sides.hpp: nothing meets there
        out_ += fmt::format("      its {} side {} the empty part of {} at ({},{}): nothing to match there\n", side_letter(side),
                            side_open(pt, side) ? "is its own empty part, beside" : "faces", nb->type->id, nb->at.x, nb->at.y);
        continue;
      }
      out_ += fmt::format("      its {} side ({}) meets the {} side ({}) of {} at ({},{})\n", side_letter(side), side_word(pt.side(side)),
                          side_letter(opposite(side)), side_word(nb->side(opposite(side))), nb->type->id, nb->at.x, nb->at.y);
    }
    for (const char* id : kPlacementRulings) out_ += ruling_line(id, "    ");
    // Only the modules whose placement rules bear on this tile (River while the river runs, the
    // Count's for a spring) are named.
    for (const auto* m : g.rules().modules)
      if (m->checks_placement() && m->placement_scope(g, pt.type) != PlacementScope::Everywhere)
        out_ += fmt::format("    The placement rules of {} accept it too.\n", m->title());
    auto options = g.legal_deployments();
    if (g.phase() == Phase::Deploy) {
      std::string list;
      for (const Deploy& d : options)  // d.tile >= 0: onto another tile (a magic portal)
        list += fmt::format("{}{} on {}", list.empty() ? "" : "; ", g.rules().figures.at(d.figure_kind).name,
                            render::feature_ref(d.tile >= 0 ? g.board().tile(d.tile) : pt, d.feature));
      out_ += fmt::format("    {} may now deploy {} way{}{}{}, or nothing.\n", who, options.size(), options.size() == 1 ? "" : "s",
                          options.empty() ? "" : ": ", list);
      // And why the other features of the tile are closed to the figures the player still has.
      const Player& me = g.players()[static_cast<std::size_t>(g.active_player())];
      for (int kind = 0; kind < g.rules().figures.size(); ++kind) {
        if (me.supply[static_cast<std::size_t>(kind)] <= 0) continue;
        for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
          FeatureKind fk = pt.type->features[static_cast<std::size_t>(f)].kind;
          if (!is_claimable(fk) || !g.rules().figures.can_deploy(kind, fk)) continue;
          if (auto r = g.check(Deploy{kind, f}))
            out_ += fmt::format("      not a {} on the {}: {} ({})\n", g.rules().figures.at(kind).name, render::feature_ref(pt, f), r->code,
                                r->detail);
        }
      }
    }
  }

  void deployed(const Game& g, const DeployStep& step) {
    const std::optional<Name>& scripted = step.rejection;
    // The FigureDeployed event among the new ones says what went where.
    for (std::size_t i = seen_; i < g.events().size(); ++i) {
      const auto* d = std::get_if<FigureDeployed>(&g.events()[i]);
      if (!d) continue;
      int index = g.board().index_at(d->at);
      const PlacedTile& pt = g.board().tile(index);
      const Region& r = g.regions().region(g.node_of(index, d->feature));
      // Named as the script names it (any port of the feature would do).
      std::string where = step.port ? fmt::format("{} {} at ({},{})", step.kind.text, step.port->text, pt.at.x, pt.at.y)
                                    : render::feature_ref(pt, d->feature);
      out_ += fmt::format("  {} deploys a {} on the {}: accepted{}.\n", player(g, d->player), g.rules().figures.at(d->kind).name, where,
                          scripted ? fmt::format(" (the script expected illegal {})", scripted->text) : "");
      // The supply right after the deployment: figures scored home since then are back in it now.
      int left = g.players()[static_cast<std::size_t>(d->player)].supply[static_cast<std::size_t>(d->kind)];
      for (std::size_t k = i + 1; k < g.events().size(); ++k)
        if (const auto* back = std::get_if<FigureReturned>(&g.events()[k]))
          left -= back->player == d->player && back->kind == d->kind ? 1 : 0;
      out_ += fmt::format("    It stands on {}; the {} it joins ({}) held no figure; {} had one in the supply\n",
                          index == g.last_placed() ? "the tile just placed" : "another tile than the one just placed (a rule in force allows it)",
                          feature_kind_name(r.kind), region_text(g, g.node_of(index, d->feature)), player(g, d->player));
      out_ += fmt::format("    "
                          "({} left after it).\n",
                          left);
      for (const char* id : kDeploymentRulings) out_ += ruling_line(id, "    ");
      seen_ = i + 1;
      return;
    }
  }

  // A module action as the engine holds it, in words.
  std::string action_text(const Game& g, const ModuleAction& a) const {
    std::string out = g.rules().verbs.at(a.verb).name;
    for (int i = 0; i < a.argc; ++i) {
      const ActionArg& arg = a.arg(i);
      switch (arg.kind) {
        case ArgKind::Side: out += fmt::format(" {}", "NESW"[arg.a & 3]); break;
        case ArgKind::Square: out += fmt::format(" ({},{})", arg.a, arg.b); break;
        case ArgKind::Feature: out += " " + render::feature_ref(g.board().tile(arg.a), arg.b); break;
        case ArgKind::Figure: {
          if (arg.a < 0 || arg.a >= static_cast<int>(g.figures().size())) break;
          const Figure& f = g.figures()[static_cast<std::size_t>(arg.a)];
          out += fmt::format(" {} {}", f.owner < 0 ? std::string("the") : player(g, f.owner), g.rules().figures.at(f.kind).name);
          if (f.on_board()) out += " on the " + render::feature_ref(g.board().tile(f.tile), f.feature);
          break;
        }
        case ArgKind::Player: out += " " + player(g, arg.a); break;
        case ArgKind::Kind: out += " " + g.rules().figures.at(arg.a).name; break;
        case ArgKind::Corner: out += fmt::format(" {}", kCornerNames[arg.a & 3]); break;
        case ArgKind::Place:
          if (arg.a >= 0 && arg.a < g.rules().places.size()) out += " " + g.rules().places.name(arg.a);
          break;
        case ArgKind::Tile:
          if (arg.a >= 0 && arg.a < static_cast<int>(builtin_catalog().types().size()))
            out += " " + builtin_catalog().types()[static_cast<std::size_t>(arg.a)]->id;
          break;
        default: out += fmt::format(" {}", arg.a);
      }
    }
    return out;
  }

  std::string region_text(const Game& g, NodeId node) const {
    const Region& r = g.regions().region(node);
    std::string tiles;
    std::size_t shown = 0;
    for (int t : r.tiles) {
      if (++shown > 8) {
        tiles += " ...";
        break;
      }
      Coord c = g.board().tile(t).at;
      tiles += fmt::format(" ({},{})", c.x, c.y);
    }
    bool complete = g.regions().is_complete(g.board(), node);
    return fmt::format("{} tile{}:{}; {}", r.tiles.size(), r.tiles.size() == 1 ? "" : "s", tiles, complete ? "complete" : "open");
  }

  void scored(const Game& g, const PointsScored& s) {
    std::string strengths;
    for (const auto& ps : s.explanation().strengths) strengths += fmt::format("{}{} {}", strengths.empty() ? "" : ", ", player(g, ps.player), ps.strength);
    std::string winners;
    for (int p : s.players) winners += (winners.empty() ? "" : " and ") + player(g, p);
    if (s.bonus && s.region < 0) {  // points a module's rule moves between players (a ransom)
      out_ += fmt::format("  Points{}: {} {} {} point{}; rule: {}.\n", s.final_scoring ? " at the end" : "", winners,
                          s.points < 0 ? "loses" : "scores", std::abs(s.points), std::abs(s.points) == 1 ? "" : "s",
                          s.explanation().rule);
      out_ += rulings_block(s.explanation().rulings, "    ");
      return;
    }
    if (s.bonus) {  // points a module's rule gives beside a feature's own score
      out_ += fmt::format("  Bonus{}: {} score{} {} point{} for the {} of {}; rule: {}.\n", s.final_scoring ? " at the end" : "", winners,
                          s.players.size() > 1 ? "" : "s", s.points, s.points == 1 ? "" : "s", feature_kind_name(s.kind),
                          region_text(g, s.region), s.explanation().rule);
      out_ += rulings_block(s.explanation().rulings, "    ");
      return;
    }
    if (s.region < 0) {  // points for holding the most tokens of a kind, not for a feature
      std::string what = s.token >= 0 && s.token < g.rules().tokens.size()
                             ? fmt::format("the most {} tokens", g.rules().tokens.name(s.token))
                             : std::string("points not tied to a feature");
      out_ += fmt::format("  Scored{}: {}; rule: {}.\n", s.final_scoring ? " at the end" : "", what, s.explanation().rule);
      out_ += fmt::format("    Held: {}. Most: {}{}.\n", strengths.empty() ? "none" : strengths, winners,
                          s.players.size() > 1 ? " (tied: each scores in full)" : "");
    } else {
      feature_scored(g, s, strengths, winners);
    }
    out_ += fmt::format("    {} score{} {} point{}.\n", winners, s.players.size() > 1 ? "" : "s", s.points, s.points == 1 ? "" : "s");
    out_ += rulings_block(s.explanation().rulings, "    ");
    out_ += rulings_block(decision_rulings(g, s), "    ");
  }

  void feature_scored(const Game& g, const PointsScored& s, const std::string& strengths, const std::string& winners) {
    FeatureKind region_kind = g.regions().kind(s.region);
    std::string subject = region_kind == s.kind ? fmt::format("the {}", feature_kind_name(s.kind))
                                                : fmt::format("{} scoring for the {}", feature_kind_name(s.kind), feature_kind_name(region_kind));
    out_ += fmt::format("  Scored{}: {} of {}.\n", s.final_scoring ? " at the end" : " (completed)", subject, region_text(g, s.region));
    out_ += fmt::format("    Counted: {} tile{}{}; rule: {}.\n", s.tiles, s.tiles == 1 ? "" : "s",
                        s.pennants ? fmt::format(", {} pennant{}", s.pennants, s.pennants == 1 ? "" : "s") : "", s.explanation().rule);
    if (region_kind == FeatureKind::Field) {  // what a farm is paid for: the cities it borders
      auto cities = g.regions().bordered_cities(s.region);
      out_ += fmt::format("    The field borders {} cit{}{}\n", cities.size(), cities.size() == 1 ? "y" : "ies", cities.empty() ? "." : ":");
      for (NodeId c : cities) out_ += fmt::format("      the city of {}\n", region_text(g, c));
    }
    if (strengths.empty())  // paid by a rule, not to a majority (a barn's owner)
      out_ += fmt::format("    Paid to: {} (no majority of figures decides it).\n", winners);
    else
      out_ += fmt::format("    Figures by strength: {}. Majority: {}{}.\n", strengths, winners,
                          s.players.size() > 1 ? " (tied: each scores in full)" : "");
  }

  // Prints what happened since the last look.
  void flush(const Game& g) {
    bool returned = false;  // the return ruling is printed once, after the figures that came home
    for (; seen_ < g.events().size(); ++seen_) {
      const Event& e = g.events()[seen_];
      if (returned && !std::holds_alternative<FigureReturned>(e)) {
        out_ += ruling_line(kReturnRuling, "    ");
        returned = false;
      }
      if (const auto* s = std::get_if<PointsScored>(&e)) {
        scored(g, *s);
      } else if (const auto* r = std::get_if<FigureReturned>(&e)) {
        int index = g.board().index_at(r->at);
        std::string kind = g.rules().figures.at(r->kind).name;
        std::string where = index >= 0 && r->feature >= 0 ? "the " + render::feature_ref(g.board().tile(index), r->feature)
                                                          : fmt::format("the tile at ({},{})", r->at.x, r->at.y);
        if (r->feature < 0)  // from a special place it was moved into (a robber on the scoreboard)?
          for (std::size_t back = seen_; back-- > 0;) {
            const Event& before = g.events()[back];
            if (const auto* m = std::get_if<FigureMoved>(&before); m && m->figure == r->figure) {
              if (m->place >= 0)
                where = m->holder >= 0 ? fmt::format("the {} of {}", g.rules().places.name(m->place), player(g, m->holder))
                                       : fmt::format("the {}", g.rules().places.name(m->place));
              break;
            }
            if (const auto* d = std::get_if<FigureDeployed>(&before); d && d->figure == r->figure) break;
          }
        if (r->player < 0)
          out_ += fmt::format("  The {} on {} leaves the board{}.\n", kind, where, r->cause ? fmt::format(": {}", r->cause) : "");
        else
          out_ += fmt::format("  {}'s {} on {} goes back to the supply{}.\n", player(g, r->player), kind, where,
                              r->cause ? fmt::format(": {}", r->cause) : "");
        returned = returned || !r->cause;
      } else if (const auto* m = std::get_if<FigureMoved>(&e)) {
        auto square = [&](int t) { return t < 0 ? std::string("beside the board") : fmt::format("({},{})", g.board().tile(t).at.x, g.board().tile(t).at.y); };
        std::string beside;
        if (m->beside >= 0) {
          const Figure& f = g.figures()[static_cast<std::size_t>(m->beside)];
          // The figure may have left since (scored and home): name it without its place then.
          beside = fmt::format(", beside {}'s {}{}", player(g, f.owner), g.rules().figures.at(f.kind).name,
                               f.on_board() ? " on the " + render::feature_ref(g.board().tile(f.tile), f.feature) : std::string());
        }
        auto place = [&](int p, int holder) {
          return holder >= 0 ? fmt::format("{}'s {}", player(g, holder), g.rules().places.name(p)) : "the " + g.rules().places.name(p);
        };
        const Figure& moved = g.figures()[static_cast<std::size_t>(m->figure)];
        std::string to = square(m->to_tile);
        if (m->place >= 0 && m->place < g.rules().places.size()) to = place(m->place, m->holder);
        std::string from = m->from_place >= 0 && m->from_place < g.rules().places.size() ? place(m->from_place, m->from_holder)
                           : m->from_tile < 0 && moved.owner >= 0                      ? std::string("the supply")
                                                                                         : square(m->from_tile);
        std::string whose = moved.owner >= 0 && moved.owner != m->player ? player(g, moved.owner) + "'s" : std::string("the");
        out_ += fmt::format("  {} {} {} from {} to {}{}.\n", m->player < 0 ? std::string("A rule moves") : player(g, m->player) + " moves",
                            whose, g.rules().figures.at(m->kind).name, from, to, beside);
      } else if (const auto* a = std::get_if<TileSetAside>(&e)) {
        out_ += fmt::format("  {} drew {}; it is set aside{}, and another tile is drawn.\n", player(g, a->player), a->tile->id,
                            a->reason ? fmt::format(" ({})", a->reason) : "");
      } else if (const auto* back = std::get_if<TilesReturned>(&e)) {
        out_ += fmt::format("  {} tile{} set aside earlier go{} back into the stack.\n", back->count, back->count == 1 ? "" : "s",
                            back->count == 1 ? "es" : "");
      } else if (const auto* act = std::get_if<ModuleActed>(&e)) {
        const VerbDef& v = g.rules().verbs.at(act->action.verb);
        out_ += fmt::format("  {} takes the action `{}`: accepted ({}).\n", act->player < 0 ? std::string("Nature") : player(g, act->player),
                            action_text(g, act->action), v.summary);
      } else if (const auto* n = std::get_if<RuleNoted>(&e)) {
        out_ += fmt::format("  Why: {}.\n", *n->text);
      } else if (const auto* open = std::get_if<DecisionOpened>(&e)) {
        out_ += fmt::format("  The game now waits for {}: {} decides.\n", g.rules().phases.name(open->phase),
                            open->player < 0 ? std::string("nature") : player(g, open->player));
      } else if (const auto* t = std::get_if<TokensTaken>(&e)) {
        std::string token = t->token >= 0 && t->token < g.rules().tokens.size() ? g.rules().tokens.name(t->token) : "?";
        int how_many = t->count < 0 ? -t->count : t->count;  // a negative count: tokens given up (the King moving on, the teacher going back)
        out_ += fmt::format("  {} {} {} {} token{}{}.\n", player(g, t->player), t->count < 0 ? "gives up" : "takes", how_many, token,
                            how_many == 1 ? "" : "s",
                            t->region >= 0 && t->count > 0 ? fmt::format(" for completing the {} of {}", feature_kind_name(g.regions().kind(t->region)),
                                                         region_text(g, t->region))
                                           : "");
      } else if (const auto* x = std::get_if<ExtraTileEarned>(&e)) {
        out_ += fmt::format("  {} earns another tile this turn: {}.\n", player(g, x->player), x->reason);
        out_ += rulings_block(x->rulings, "    ");
      } else if (const auto* d = std::get_if<TileDiscarded>(&e)) {
        out_ += fmt::format("  {} drew {}, which fits nowhere: {}.\n", player(g, d->player), d->tile->id,
                            d->returned_to_stack ? "it goes back under the stack" : "it is set aside");
        if (const OptionDef* def = g.options().registry().find("unplaceable-tile")) {
          out_ += fmt::format("    Option unplaceable-tile = {}: {}\n", g.options().get("unplaceable-tile"), def->summary);
          out_ += rulings_block(def->rulings, "    ");
        }
      } else if (const auto* w = std::get_if<GameEnded>(&e)) {
        std::string names;
        for (int p : w->winners) names += (names.empty() ? "" : ", ") + player(g, p);
        out_ += fmt::format("  The game is over. Scores: {}. Winner{}: {}.\n", scores_text(g), w->winners.size() == 1 ? "" : "s",
                            names.empty() ? "none (a tie, and option win-tie names no winner)" : names);
        out_ += ruling_line(kWinnerRuling, "    ");
      }
    }
    if (returned) out_ += ruling_line(kReturnRuling, "    ");
  }

  const Scenario& sc_;
  std::string out_;
  std::size_t seen_ = 0;  // events already described
  std::string passed_phase_, passed_by_;  // the decision a `pass` answers, and who decides it
  int step_ = 0;
  const TurnStmt* turn_ = nullptr;  // the turn statement being played
  bool expecting_ = false;
  std::vector<Failure> pending_;  // failures of the expectation being evaluated
  std::vector<int> scores_;
};

}  // namespace

Explanation explain_scenario(const ScenarioFile& file, const Scenario& scenario, std::size_t number) {
  Deriver d(file, scenario, number);
  Explanation e;
  e.outcome = run_scenario(file, scenario, false, &d);
  e.text = d.text();
  return e;
}

}  // namespace carc::explain
