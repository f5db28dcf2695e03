#include "case_export.hpp"

#include "core/rejection.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fnmatch.h>
#include <map>
#include <set>

#include "case_format.hpp"
#include "core/random.hpp"
#include "core/selfplay.hpp"
#include "core/tile_catalog.hpp"
#include "dsl/parse.hpp"
#include "dsl/run_state.hpp"
#include "dsl/scenario_run.hpp"
#include "expansions/registry.hpp"
#include "report/library_run.hpp"
#include "setup_replay.hpp"

namespace carc::conformance {

using nlohmann::json;
using namespace dsl;

// Every exported case lies within the limits of a case (case_format.hpp): they are the
// scenario language's own.
static_assert(conformance::kMaxCoordinate == dsl::kMaxCoordinate && conformance::kMaxSetupTiles == dsl::kMaxSetupTiles &&
              conformance::kMaxPlayers == dsl::kMaxPlayers && conformance::kMaxTurns == dsl::kMaxTurns &&
              conformance::kMaxScore == dsl::kMaxScore);

namespace {

std::string kind_text(const std::string& written) {
  auto k = parse_feature_kind(written);
  return k ? std::string(feature_kind_name(*k)) : written;
}

// The ports a feature of a tile occupies as the tile lies, clockwise from NNW.
json ports_as_laid(const TileType& t, Rotation rot, int feature) {
  json out = json::array();
  for (int p = 0; p < kPorts; ++p)
    if (t.feature_at(static_cast<Port>(p), rot) == feature) out.push_back(port_name(static_cast<Port>(p)));
  return out;
}

json location(Loc loc) { return {{"line", loc.line}, {"column", loc.col}}; }

// Builds one case. Squares are tracked as the script lays tiles, so a feature named by kind and
// port can be written out with every port it covers (an adapter may match on any of them).
// The tiles a module changed in play (a bridge built on one), as the scenario's run leaves them
// after the setup and after each scripted action, keyed by the action's place in the script:
// the case names features of the tiles as they lie then.
class LayoutWatcher : public RunObserver {
 public:
  using Changed = std::map<std::pair<int, int>, const TileType*>;
  Changed after_setup;
  std::map<std::pair<int, int>, Changed> after_action;  // by (line, column) of the action

  // The deploying decisions (the phantom's step) the run passed for the script, by the place of
  // the turn statement's end or of the verb that went past them: the case writes those passes.
  std::map<std::pair<int, int>, int> deploying_passes;

  // The `draw` statements that took an extra tile the turn before them offered (phase
  // extra-tile when the statement began), by line and column: the case takes it first.
  std::set<std::pair<int, int>> draws_taking_extra;

  void setup_done(const Game& g) override { after_setup = changed(g); }
  void step_begin(const Step& step, const Game& g) override {
    if (const auto* d = std::get_if<DrawStmt>(&step); d && !d->rejection && g.phase() == Phase::ExtraTile)
      draws_taking_extra.insert({d->loc.line, d->loc.col});
  }
  void deploying_passed(const Game&, Loc at) override { ++deploying_passes[{at.line, at.col}]; }
  void action_done(const TurnStep& ts, const std::optional<Rejection>&, const Game& g) override {
    Loc loc = std::visit([](const auto& s) { return s.loc; }, ts);
    after_action[{loc.line, loc.col}] = changed(g);
  }

 private:
  static Changed changed(const Game& g) {
    Changed out;
    for (const PlacedTile& pt : g.board().tiles())
      if (builtin_catalog().find(pt.type->id) != pt.type) out[{pt.at.x, pt.at.y}] = pt.type;
    return out;
  }
};

class CaseWriter {
 public:
  CaseWriter(const ScenarioFile& file, const Scenario& sc, const LayoutWatcher& layout) : file_(file), sc_(sc), layout_(layout) {}

  json write(const std::string& id) {
    json c;
    c["id"] = id;
    c["title"] = sc_.title;
    c["source"] = {{"file", file_.path}, {"line", sc_.loc.line}, {"column", sc_.loc.col}};
    json cites = json::array();
    for (const Name& n : sc_.cites) cites.push_back(n.text);
    c["cites"] = cites;
    c["rules"] = rules();
    json players = json::array();
    for (const Name& p : sc_.players) players.push_back(p.text);
    c["players"] = players;
    c["setup"] = setup();
    json steps = json::array();
    for (const Step& s : sc_.steps) std::visit([&](const auto& x) { steps.push_back(step(x)); }, s);
    c["stack"] = stack();
    c["steps"] = steps;
    json tiles = json::object();
    for (const TileType* t : used_tiles_) tiles[t->id] = tile_definition(*t);
    c["tiles"] = tiles;
    return {{"format", kCaseFormat}, {"version", kProtocolVersion}, {"case", c}, {"expected", expected_}};
  }

 private:
  json rules() {
    std::vector<std::string> modules;
    for (const Name& r : sc_.rules)
      if (r.text != "base") modules.push_back(r.text);
    std::string error;
    rules_ = ruleset_for(modules, error);
    if (!rules_) throw std::runtime_error(error);  // the static check accepted these rules
    RuleOptions options(rules_->options);
    if (sc_.edition) options.apply_preset(sc_.edition->text);
    for (const auto& o : sc_.options) options.set(o.option.text, o.value.text);
    json values = json::object();
    for (const auto& def : rules_->options.all()) values[def.name] = options.get(def.name);
    json expansions = json::array();
    for (const auto* m : rules_->modules) expansions.push_back(m->name());
    return {{"expansions", expansions}, {"edition", sc_.edition ? json(sc_.edition->text) : json(nullptr)},
            {"options", values}};
  }

  const TileType* use(const std::string& id) {
    const TileType* t = builtin_catalog().find(id);
    if (!t) throw std::runtime_error("unknown tile " + id);
    used_tiles_.insert(t);
    return t;
  }

  Rotation rotation(const std::optional<RotationNode>& r) const {
    return static_cast<Rotation>(r ? r->quarter_turns : 0);
  }

  // The passes the run made at `loc` for a deploying decision the script left open (the
  // phantom's step), written out so that an adapter never has to infer them.
  void deploying_passes(Loc loc, json& actions) {
    auto it = layout_.deploying_passes.find({loc.line, loc.col});
    for (int k = 0; it != layout_.deploying_passes.end() && k < it->second; ++k) {
      std::string id = action_id();
      actions.push_back({{"id", id}, {"type", "pass"}, {"line", loc.line}});
      want(id, kEquals, json(kAccepted));
    }
  }

  // A feature on a laid tile: {"x", "y", "kind", "ports"}.
  // The changed tiles the run recorded after the action at `loc` replace their printed types.
  void relay(Loc loc) {
    auto it = layout_.after_action.find({loc.line, loc.col});
    if (it == layout_.after_action.end()) return;
    for (const auto& [at, type] : it->second) board_[{at.first, at.second}].first = type;
  }

  json feature(int x, int y, const std::string& kind, const std::optional<Name>& port) {
    auto it = board_.find({x, y});
    if (it == board_.end()) throw std::runtime_error(fmt::format("no tile at ({},{}) at this point of the script", x, y));
    auto [type, rot] = it->second;
    auto f = resolve_feature(*type, rot, kind, port ? std::optional<std::string>(port->text) : std::nullopt);
    if (auto* msg = std::get_if<std::string>(&f)) throw std::runtime_error(*msg);
    json out = {{"x", x}, {"y", y}, {"kind", kind_text(kind)}, {"ports", ports_as_laid(*type, rot, std::get<int>(f))}};
    // One of several features of that kind touching no side (two inner fields): which one, from 1.
    int chosen = std::get<int>(f), ordinal = 0, inner = 0;
    for (int i = 0; i < static_cast<int>(type->features.size()); ++i)
      if (type->features[static_cast<std::size_t>(i)].kind == type->features[static_cast<std::size_t>(chosen)].kind &&
          type->features[static_cast<std::size_t>(i)].ports == 0) {
        ++inner;
        if (i == chosen) ordinal = inner;
      }
    if (ordinal > 0 && inner > 1) out["inner"] = ordinal;
    return out;
  }

  json setup() {
    json items = json::array();
    for (const SetupStmt& s : sc_.setup) {
      if (const auto* t = std::get_if<SetupTile>(&s)) {
        const TileType* type = use(t->place.tile.text);
        Rotation rot = rotation(t->place.rot);
        auto changed = layout_.after_setup.find({t->place.at.x, t->place.at.y});
        board_[{t->place.at.x, t->place.at.y}] = {changed != layout_.after_setup.end() ? changed->second : type, rot};
        json item = {{"type", "tile"}, {"tile", type->id}, {"x", t->place.at.x}, {"y", t->place.at.y},
                     {"rotation", rotation_degrees(rot)}};
        if (t->with) item["with"] = {{"verb", t->with->verb.text}, {"args", verb_args(*t->with)}};
        items.push_back(std::move(item));
      } else if (const auto* f = std::get_if<SetupFigure>(&s)) {
        json item = {{"type", "figure"}, {"player", f->player.text}, {"figure", f->figure.text},
                     {"feature", feature(f->on.at.x, f->on.at.y, f->on.kind.text, f->on.port)}};
        // A figure that stands on a corner (a barn): the corner of that tile its half port touches.
        auto kind = rules_->figures.find(f->figure.text);
        if (kind && rules_->figures.at(*kind).on_corners && f->on.port) {
          auto it = board_.find({f->on.at.x, f->on.at.y});
          auto port = parse_port(f->on.port->text);
          if (it != board_.end() && port && !is_middle(*port)) item["corner"] = kCornerNames[corner_of(*port)];
        }
        items.push_back(std::move(item));
      } else if (const auto* sc = std::get_if<SetupScore>(&s)) {
        for (const auto& pi : sc->scores) items.push_back({{"type", "score"}, {"player", pi.player.text}, {"points", pi.value}});
      } else if (const auto* su = std::get_if<SetupSupply>(&s)) {
        items.push_back({{"type", "supply"}, {"player", su->player.text}, {"figure", su->figure.text}, {"count", su->count}});
      } else if (const auto* st = std::get_if<SetupStack>(&s)) {
        for (const Name& n : st->tiles) extra_stack_.push_back(use(n.text)->id);
      } else if (const auto* fi = std::get_if<SetupFirst>(&s)) {
        items.push_back({{"type", "first"}, {"player", fi->player.text}});
      } else if (const auto* tk = std::get_if<SetupTokens>(&s)) {
        items.push_back({{"type", "tokens"}, {"player", tk->player.text}, {"token", tk->token.text}, {"count", tk->count}});
      } else if (std::holds_alternative<SetupStart>(s)) {  // the rules' start tiles, each as a setup tile
        Rng rng(0);
        RuleOptions options(rules_->options);  // the scenario's options: they may place start tiles (school-side)
        if (sc_.edition) options.apply_preset(sc_.edition->text);
        for (const auto& o : sc_.options) options.set(o.option.text, o.value.text);
        for (const StartTile& laid : deal_supply(*rules_, options, builtin_catalog(), rng).start_tiles()) {
          board_[{laid.at.x, laid.at.y}] = {use(laid.type->id), laid.rot};
          items.push_back({{"type", "tile"}, {"tile", laid.type->id}, {"x", laid.at.x}, {"y", laid.at.y}, {"rotation", rotation_degrees(laid.rot)}});
        }
      } else if (const auto* ip = std::get_if<SetupInPlace>(&s)) {  // a figure in a special place
        json item = {{"type", "in-place"}, {"figure", ip->figure.text}, {"place", ip->place.text}};
        if (ip->player) item["player"] = ip->player->text;
        if (ip->holder) item["holder"] = ip->holder->text;
        if (ip->beside) item["beside"] = *ip->beside;
        items.push_back(std::move(item));
      }
    }
    return items;
  }

  // The draw pile, top first: the tiles the turns place, in order, then the setup's `stack` tiles.
  json stack() const {
    json out = json::array();
    for (const auto& id : draws_) out.push_back(id);
    for (const auto& id : extra_stack_) out.push_back(id);
    return out;
  }

  std::string action_id() { return fmt::format("a{}", ++actions_); }
  std::string observation_id() { return fmt::format("o{}", ++observations_); }

  void want(const std::string& id, std::string_view how, json value) { expected_[id] = {{std::string(how), std::move(value)}}; }

  static json result(const std::optional<Name>& rejection) {
    return rejection ? json(rejection->text) : json(kAccepted);
  }

  json step(const TurnStmt& t) {
    json actions = json::array();
    bool continues = turn_open_ || held_;  // a refused placement's turn, or a held one, goes on
    held_ = t.held.has_value();
    bool placed = false;  // a placement was accepted and no deployment followed yet
    bool laid_from_supply = false;  // an abbey (a tile from the player's supply) was laid
    // An extra tile played as a tile from the supply (a builder's second part as an abbey) takes nothing from the stack.
    bool supply_extra = false;
    for (const TurnStep& ts : t.steps)
      if (const auto* v = std::get_if<VerbStep>(&ts); v && !v->rejection) {
        auto k = rules_->verbs.find(v->verb.text);
        supply_extra = k && rules_->verbs.at(*k).places_tile;
        break;
      } else if (!std::holds_alternative<VerbStep>(ts)) {
        break;
      }
    if (t.again && !turn_open_ && !supply_extra) {
      // The extra tile a rule offered in the same turn: the case takes or declines it explicitly.
      std::string id = action_id();
      actions.push_back({{"id", id}, {"type", t.decline ? "decline-extra-tile" : "take-extra-tile"}, {"line", t.loc.line}});
      want(id, kEquals, json(kAccepted));
    }
    std::string drawn_id;         // the tile the turn's placements name
    bool laid_this_turn = false;  // one of them was accepted
    for (const TurnStep& ts : t.steps) {
      struct Relaid {  // after the action: the tiles a module changed, as the run left them
        CaseWriter& w;
        Loc loc;
        ~Relaid() { w.relay(loc); }
      } relaid{*this, std::visit([](const auto& s) { return s.loc; }, ts)};
      if (const auto* p = std::get_if<PlaceStep>(&ts)) {
        const TileType* type = use(p->place.tile.text);
        drawn_id = type->id;
        laid_this_turn = laid_this_turn || !p->rejection;
        if (!turn_open_) plan_draw(type->id);
        turn_open_ = true;
        Rotation rot = rotation(p->place.rot);
        std::string id = action_id();
        json place = {{"id", id}, {"type", "place"}, {"tile", type->id}, {"x", p->place.at.x},
                      {"y", p->place.at.y}, {"rotation", rotation_degrees(rot)}, {"line", p->loc.line}};
        if (p->with) place["with"] = {{"verb", p->with->verb.text}, {"args", verb_args(*p->with)}};
        actions.push_back(std::move(place));
        want(id, kEquals, result(p->rejection));
        // A tile set aside at its draw: the turn's next placement is a new draw.
        if (p->rejection && p->rejection->text == reason::kTileSetAside) {
          turn_open_ = false;
          set_aside_.push_back(type->id);  // a later turn that places it takes it back, not a new copy
        }
        if (!p->rejection) {
          board_[{p->place.at.x, p->place.at.y}] = {type, rot};
          last_ = {p->place.at.x, p->place.at.y};
          placed = true;
        }
      } else if (const auto* d = std::get_if<DeployStep>(&ts)) {
        std::string id = action_id();
        Square target = d->at ? Square{d->at->x, d->at->y} : last_;
        actions.push_back({{"id", id}, {"type", "deploy"}, {"figure", d->figure.text},
                           {"feature", feature(target.x, target.y, d->kind.text, d->port)}, {"line", d->loc.line}});
        want(id, kEquals, result(d->rejection));
        if (!d->rejection) placed = false;
      } else if (const auto* v = std::get_if<VerbStep>(&ts)) {
        // A verb that is no figure action (a dragon's step) after an open figure step (or the
        // phantom's): the interpreter passed that step first, and the case writes the passes the
        // run made, no more (a robber placed before the figure step needs none).
        auto verb = rules_->verbs.find(v->verb.text);
        const VerbDef* def = verb ? &rules_->verbs.at(*verb) : nullptr;
        deploying_passes(v->loc, actions);
        actions.push_back(verb_action(*v));
        if (!v->rejection && !(def && def->any_time)) placed = false;  // a ransom leaves the figure step open
        // A tile from the player's supply (an abbey) is on the board from now on; its figure step follows.
        if (!v->rejection && def && def->places_tile && def->tiles_laid) {  // several tiles, as its arguments say
          std::vector<PlaceTile> laid = def->tiles_laid(supply_action(*v));
          for (const PlaceTile& half : laid) {
            auto& square = board_[{half.at.x, half.at.y}];
            // Laid into the open part of the tile there (a second half tile): that tile, turned as
            // it lies, becomes what the run recorded (relay); the piece adds no tile of its own.
            if (square.first) continue;
            square = {use(half.tile->id), half.rot};
          }
          if (!laid.empty()) {
            last_ = {laid.front().at.x, laid.front().at.y};
            placed = true;
            laid_from_supply = true;
          }
        } else if (!v->rejection && def && def->places_tile && !v->args.empty() && v->args[0].kind == VerbArgNode::Square) {
          if (const TileType* laid = builtin_catalog().find(def->tile_laid)) {
            board_[{v->args[0].at.x, v->args[0].at.y}] = {laid, 0};
            last_ = {v->args[0].at.x, v->args[0].at.y};
            placed = true;
            laid_from_supply = true;
          }
        }
      } else {
        const auto& pass = std::get<PassStep>(ts);
        std::string id = action_id();
        actions.push_back({{"id", id}, {"type", "pass"}, {"line", pass.loc.line}});
        want(id, kEquals, result(pass.rejection));
        // A pass on the drawn tile before it was laid discards it (it fits only with a module's
        // help): the turn's next placement is a new draw.
        if (!pass.rejection && !placed && turn_open_ && !drawn_id.empty() && !laid_this_turn) {
          turn_open_ = false;
          set_aside_.push_back(drawn_id);
        }
        if (!pass.rejection) placed = false;
      }
    }
    // The figure steps the run passed at the end of the statement, written as explicit passes so
    // an adapter never has to infer them: the turn's own when no deployment was named (also when
    // another player's statement ends that turn, after a robber's round), then any further one.
    deploying_passes(t.loc, actions);
    bool any_placed = laid_from_supply;
    for (const TurnStep& ts : t.steps)
      if (const auto* p = std::get_if<PlaceStep>(&ts); p && !p->rejection) any_placed = true;
    if (any_placed) turn_open_ = false;
    json item = {{"type", "turn"}, {"player", t.player.text}, {"continues", continues}, {"extra", t.again},
                 {"line", t.loc.line}, {"actions", actions}};
    if (held_) item["held"] = true;  // the turn stays open at the decision it reached
    return item;
  }

  json step(const FinalStmt& f) { return {{"type", "final"}, {"line", f.loc.line}}; }

  // A turn's tile comes from the stack, unless a `draw` set that tile aside earlier: then it is
  // the same tile, back from where the rule put it (the runner plans draws the same way).
  void plan_draw(const std::string& id) {
    auto it = std::find(set_aside_.begin(), set_aside_.end(), id);
    if (it != set_aside_.end())
      set_aside_.erase(it);
    else
      draws_.push_back(id);
  }

  json step(const DrawStmt& d) {
    const TileType* type = use(d.tile.text);
    draws_.push_back(type->id);
    set_aside_.push_back(type->id);
    json actions = json::array();
    if (layout_.draws_taking_extra.count({d.loc.line, d.loc.col})) {  // the player takes the extra tile, then it is drawn
      std::string take = action_id();
      actions.push_back({{"id", take}, {"type", "take-extra-tile"}, {"line", d.loc.line}});
      want(take, kEquals, json(kAccepted));
    }
    std::string id = action_id();
    actions.push_back({{"id", id}, {"type", "draw"}, {"tile", type->id}, {"line", d.loc.line}});
    want(id, kEquals, result(d.rejection));
    return {{"type", "draw"}, {"line", d.loc.line}, {"actions", actions}};
  }

  json step(const NatureStmt& n) {
    json actions = json::array();
    for (const TurnStep& ts : n.steps)
      if (const auto* v = std::get_if<VerbStep>(&ts)) actions.push_back(verb_action(*v));
    return {{"type", "nature"}, {"line", n.loc.line}, {"actions", actions}};
  }

  // The arguments of a verb that lays tiles from the player's supply (squares, numbers, sides), as
  // VerbDef::tiles_laid reads them (a one-letter side may also be a tile's id); other words are left out.
  static int tile_id_index(const std::string& id) {
    const auto& types = builtin_catalog().types();
    for (std::size_t i = 0; i < types.size(); ++i)
      if (types[i]->id == id) return static_cast<int>(i);
    return -1;
  }
  static ModuleAction supply_action(const VerbStep& v) {
    ModuleAction a;
    for (const VerbArgNode& x : v.args) {
      if (a.argc >= 3) break;
      ActionArg arg;
      if (x.kind == VerbArgNode::Square)
        arg = {ArgKind::Square, x.at.x, x.at.y};
      else if (x.kind == VerbArgNode::Number)
        arg = {ArgKind::Number, static_cast<int>(x.number), 0};
      else if (auto side = std::string_view("NESW").find(x.word.text); x.word.text.size() == 1 && side != std::string_view::npos)
        arg = {ArgKind::Side, static_cast<int>(side), 0};
      else if (int t = tile_id_index(x.word.text); t >= 0)  // a tile named (message 7's)
        arg = {ArgKind::Tile, t, 0};
      else
        continue;
      a.args[a.argc++] = arg;
    }
    return a;
  }

  // A module's action: its verb and its arguments as written, a feature with every port it covers.
  json verb_args(const VerbStep& v) {
    json args = json::array();
    for (const VerbArgNode& a : v.args) {
      switch (a.kind) {
        case VerbArgNode::Feature: args.push_back({{"feature", feature(a.at.x, a.at.y, a.word.text, a.port)}}); break;
        case VerbArgNode::Square: args.push_back({{"square", {{"x", a.at.x}, {"y", a.at.y}}}}); break;
        case VerbArgNode::Number: args.push_back({{"number", a.number}}); break;
        default: args.push_back({{"word", a.word.text}}); break;
      }
    }
    return args;
  }

  json verb_action(const VerbStep& v) {
    json args = verb_args(v);
    std::string id = action_id();
    want(id, kEquals, result(v.rejection));
    return {{"id", id}, {"type", "verb"}, {"verb", v.verb.text}, {"args", args}, {"line", v.loc.line}};
  }

  json step(const ExpectStmt& e) {
    json list = json::array();
    for (const Expectation& x : e.items) std::visit([&](const auto& item) { observe(item, list); }, x);
    return {{"type", "observe"}, {"line", e.loc.line}, {"observations", list}};
  }

  // Adds one observation and its wanted value.
  void ask(json& list, Loc loc, json query, std::string_view how, json value) {
    std::string id = observation_id();
    json o = {{"id", id}, {"query", std::move(query)}};
    o.update(location(loc));
    list.push_back(std::move(o));
    want(id, how, std::move(value));
  }

  void observe(const ExpectScore& e, json& list) {
    for (const auto& pi : e.values)
      ask(list, pi.loc, {{"type", e.gained ? "gained" : "score"}, {"player", pi.player.text}}, kEquals, pi.value);
  }
  void observe(const ExpectEvent& e, json& list) {
    json q = {{"type", "scored"}, {"player", e.player.text}, {"kind", kind_text(e.kind.text)}, {"x", e.at.x}, {"y", e.at.y}};
    q["port"] = e.port ? json(e.port->text) : json(nullptr);
    ask(list, e.loc, q, kContains, e.points);
  }
  void observe(const ExpectNoEvents& e, json& list) { ask(list, e.loc, {{"type", "scorings"}}, kEquals, 0); }
  void observe(const ExpectRegion& e, json& list) {
    json f = feature(e.at.x, e.at.y, e.kind.text, e.port);
    for (const RegionProp& p : e.props) {
      json q = {{"type", "region"}, {"feature", f}};
      switch (p.kind) {
        case RegionProp::Open: q["property"] = "complete"; ask(list, p.loc, q, kEquals, false); break;
        case RegionProp::Complete: q["property"] = "complete"; ask(list, p.loc, q, kEquals, true); break;
        case RegionProp::Tiles: q["property"] = "tiles"; ask(list, p.loc, q, kEquals, p.value); break;
        case RegionProp::Pennants: q["property"] = "pennants"; ask(list, p.loc, q, kEquals, p.value); break;
        case RegionProp::Figures: q["property"] = "figures"; ask(list, p.loc, q, kEquals, p.value); break;
        case RegionProp::Owners: {
          json names = json::array();
          for (const Name& n : p.owners) names.push_back(n.text);
          q["property"] = "owners";
          ask(list, p.loc, q, kSameSet, names);
          break;
        }
      }
    }
  }
  void observe(const ExpectFigure& e, json& list) {
    json f = feature(e.on.at.x, e.on.at.y, e.on.kind.text, e.on.port);
    json q = {{"type", "figures"}, {"x", e.on.at.x}, {"y", e.on.at.y}, {"feature", f}};
    ask(list, e.loc, q, kContains, {{"player", e.player.text}, {"figure", e.figure.text}});
  }
  void observe(const ExpectNoFigure& e, json& list) {
    json q = {{"type", "figures"}, {"x", e.at.x}, {"y", e.at.y}};
    if (e.port) {
      auto it = board_.find({e.at.x, e.at.y});
      if (it == board_.end()) throw std::runtime_error(fmt::format("no tile at ({},{})", e.at.x, e.at.y));
      auto [type, rot] = it->second;
      auto port = parse_port(e.port->text);
      if (!port) throw std::runtime_error("unknown port " + e.port->text);
      int f = type->feature_at(*port, rot);
      q["feature"] = {{"x", e.at.x}, {"y", e.at.y}, {"kind", feature_kind_name(type->features[f].kind)},
                      {"ports", ports_as_laid(*type, rot, f)}};
    }
    ask(list, e.loc, q, kEquals, json::array());
  }
  void observe(const ExpectReturned& e, json& list) {
    ask(list, e.loc, {{"type", "returned"}, {"player", e.player.text}}, kEquals, e.count);
  }
  void observe(const ExpectSupply& e, json& list) {
    ask(list, e.loc, {{"type", "supply"}, {"player", e.player.text}, {"figure", e.figure.text}}, kEquals, e.count);
  }
  void observe(const ExpectPlacementCount& e, json& list) {
    ask(list, e.loc, {{"type", "placement-count"}, {"tile", use(e.tile.text)->id}}, kEquals, e.count);
  }
  void observe(const ExpectPlacementSet& e, json& list) {
    json want_set = json::array();
    for (const auto& [c, r] : e.placements)
      want_set.push_back({{"x", c.x}, {"y", c.y}, {"rotation", rotation_degrees(static_cast<Rotation>(r.quarter_turns))}});
    ask(list, e.loc, {{"type", "placements"}, {"tile", use(e.tile.text)->id}}, kSameSet, want_set);
  }
  void observe(const ExpectDeployCount& e, json& list) { ask(list, e.loc, {{"type", "deployments"}}, kEquals, e.count); }
  void observe(const ExpectActionCount& e, json& list) { ask(list, e.loc, {{"type", "actions"}, {"verb", e.verb.text}}, kEquals, e.count); }
  void observe(const ExpectStack& e, json& list) {
    ask(list, e.loc, {{"type", "stack-remaining"}}, kEquals, e.empty ? 0 : e.remaining);
  }
  void observe(const ExpectWinner& e, json& list) {
    json names = json::array();
    for (const Name& n : e.players) names.push_back(n.text);
    ask(list, e.loc, {{"type", "winners"}}, kSameSet, names);
  }
  void observe(const ExpectPhase& e, json& list) { ask(list, e.loc, {{"type", "phase"}}, kEquals, e.phase.text); }
  void observe(const ExpectTokens& e, json& list) {
    ask(list, e.loc, {{"type", "tokens"}, {"player", e.player.text}, {"token", e.token.text}}, kEquals, e.count);
  }
  void observe(const ExpectNoEvent& e, json& list) {
    // A token's scoring (no feature kind, no square) is asked as the points that token paid.
    json q = !parse_feature_kind(e.kind.text) && !e.at
                 ? json{{"type", "token-scored"}, {"player", e.player.text}, {"token", e.kind.text}}
                 : json{{"type", "scored"}, {"player", e.player.text}, {"kind", kind_text(e.kind.text)}};
    if (e.at) {
      q["x"] = e.at->x;
      q["y"] = e.at->y;
      q["port"] = e.port ? json(e.port->text) : json(nullptr);
    }
    if (e.points)
      ask(list, e.loc, q, kExcludes, *e.points);
    else
      ask(list, e.loc, q, kEquals, json::array());
  }
  void observe(const ExpectSetAside& e, json& list) {
    if (e.tile)
      ask(list, e.loc, {{"type", "set-aside"}}, kContains, use(e.tile->text)->id);
    else
      ask(list, e.loc, {{"type", "set-aside"}}, kEquals, json::array());
  }
  void observe(const ExpectNeutral& e, json& list) {
    json where = e.place ? json{{"place", e.place->text}} : e.at ? json{{"x", e.at->x}, {"y", e.at->y}} : json("off-board");
    ask(list, e.loc, {{"type", "neutral"}, {"figure", e.figure.text}}, kEquals, where);
  }
  void observe(const ExpectInPlace& e, json& list) {
    json q = {{"type", "in-place"}, {"place", e.place.text}, {"player", e.owner.text}, {"figure", e.figure.text}};
    if (e.holder) q["holder"] = e.holder->text;
    if (e.beside) q["beside"] = *e.beside;
    ask(list, e.loc, q, kEquals, e.count);
  }
  void observe(const ExpectPieces& e, json& list) {
    ask(list, e.loc, {{"type", "pieces"}, {"piece", e.piece.text}, {"x", e.at.x}, {"y", e.at.y}}, kEquals, e.count);
  }
  void observe(const ExpectDecider& e, json& list) { ask(list, e.loc, {{"type", "decider"}}, kEquals, e.who.text); }
  void observe(const ExpectTokenEvent& e, json& list) {
    ask(list, e.loc, {{"type", "token-scored"}, {"player", e.player.text}, {"token", e.token.text}}, kContains, e.points);
  }

  struct Square {
    int x, y;
    bool operator<(const Square& o) const { return x != o.x ? x < o.x : y < o.y; }
  };
  struct IdOrder {
    bool operator()(const TileType* a, const TileType* b) const { return a->id < b->id; }
  };

  const ScenarioFile& file_;
  const Scenario& sc_;
  const LayoutWatcher& layout_;
  std::shared_ptr<const Ruleset> rules_;
  std::map<Square, std::pair<const TileType*, Rotation>> board_;
  std::set<const TileType*, IdOrder> used_tiles_;
  std::vector<std::string> draws_, extra_stack_;
  std::vector<std::string> set_aside_;  // tiles `draw` statements set aside, not yet placed again
  Square last_{0, 0};
  bool turn_open_ = false;  // a turn whose placement was refused goes on in the next statement
  bool held_ = false;       // the last turn statement held its turn open (`...`)
  int actions_ = 0, observations_ = 0;
  json expected_ = json::object();
};

}  // namespace

json tile_definition(const TileType& t) {
  json features = json::array();
  for (const TileFeature& f : t.features) {
    json ports = json::array();
    for (int p = 0; p < kPorts; ++p)
      if (f.ports & (1u << p)) ports.push_back(port_name(static_cast<Port>(p)));
    json feature = {{"kind", feature_kind_name(f.kind)},
                    {"ports", ports},
                    {"pennants", f.pennants},
                    {"symbols", f.symbols},
                    {"borders", f.borders}};
    if (!f.cap) feature["cap"] = false;  // a city piece on one side that is no semicircle (castles)
    features.push_back(std::move(feature));
  }
  json river = t.river_role.empty() ? json(nullptr) : json(t.river_role);
  json out = {{"name", t.name}, {"expansion", t.expansion}, {"count", t.count}, {"sides", t.edge_string()},
              {"river", river}, {"features", features}};
  if (!t.symbols.empty()) out["symbols"] = t.symbols;  // symbols of the whole tile (volcano, dragon, portal)
  if (!t.connections.empty()) out["connections"] = t.connections;  // features a wagon passes between
  if (t.per_player) out["supply"] = "per-player";                  // held by each player (an abbey), never drawn
  return out;
}

json export_case(const ScenarioFile& file, const Scenario& scenario, const std::string& id) {
  LayoutWatcher layout;
  run_scenario(file, scenario, /*check_only=*/false, &layout);
  json document = CaseWriter(file, scenario, layout).write(id);
  json& c = document["case"];
  c["bounds"] = case_bounds(c);
  c["replay"] = find_setup_replay(c);
  return document;
}

json without_expected(const json& document) {
  json out = document;
  out.erase("expected");
  return out;
}

ExportedFile export_file(const std::string& path, const std::string& id_base) {
  ExportedFile out;
  out.path = path;
  auto loaded = report::load_file(path, out.file_errors);
  if (loaded) out.text = loaded->text;
  if (!out.file_errors.empty()) return out;
  for (const Scenario& sc : loaded->scenarios) {
    ExportedScenario e;
    e.check = run_scenario(*loaded, sc, /*check_only=*/true);
    bool real_stack = std::any_of(sc.setup.begin(), sc.setup.end(), [](const SetupStmt& st) {
      const auto* stack = std::get_if<SetupStack>(&st);
      return stack && stack->real_seed;
    });
    if (e.check.status == Status::Passed && real_stack) {
      // Its stack is this engine's deal of the real supply, not a script another engine could follow.
      e.check.status = Status::Skipped;
      e.check.skip_reason = "its stack is the real tile supply dealt by this engine (`stack real`): not a conformance case";
    }
    if (e.check.status == Status::Passed) {
      try {
        e.document = export_case(*loaded, sc, fmt::format("{}:{}", id_base, sc.loc.line));
      } catch (const std::exception& ex) {
        e.check.status = Status::BadInput;
        e.check.errors.push_back({path, sc.loc, fmt::format("cannot export this scenario: {}", ex.what())});
      }
    }
    out.scenarios.push_back(std::move(e));
  }
  return out;
}

std::string case_id_base(const std::string& path) {
  namespace fs = std::filesystem;
  fs::path p = fs::path(path).lexically_normal();
  std::vector<fs::path> parts(p.begin(), p.end());
  std::size_t from = 0;
  for (std::size_t i = 0; i + 1 < parts.size(); ++i)
    if (parts[i] == "scenarios") from = i + 1;
  fs::path out;
  for (std::size_t i = from; i < parts.size(); ++i) out /= parts[i];
  return out.generic_string();
}

CaseLibrary export_library(const std::vector<std::string>& paths, const std::string& filter) {
  CaseLibrary lib;
  std::vector<std::string> missing;
  for (const auto& path : report::collect_files(paths, missing)) {
    ExportedFile f = export_file(path, case_id_base(path));
    lib.diagnostics += format_diagnostics(f.file_errors, f.text);
    if (!f.file_errors.empty()) lib.bad_input = true;
    for (auto& s : f.scenarios) {
      std::string id = fmt::format("{}:{}", case_id_base(path), s.check.loc.line);
      if (!filter.empty() && fnmatch(filter.c_str(), s.check.title.c_str(), 0) != 0 &&
          fnmatch(filter.c_str(), path.c_str(), 0) != 0 && fnmatch(filter.c_str(), id.c_str(), 0) != 0)
        continue;
      if (s.check.status == Status::Skipped) lib.skipped.push_back(fmt::format("{}: {}", id, s.check.skip_reason));
      if (s.check.status == Status::BadInput) {
        lib.bad_input = true;
        lib.diagnostics += format_diagnostics(s.check.errors, f.text);
      }
      if (!s.document.is_null()) lib.documents.push_back(std::move(s.document));
    }
  }
  for (const auto& m : missing) lib.diagnostics += m + "\n";
  if (!missing.empty()) lib.bad_input = true;
  return lib;
}

}  // namespace carc::conformance
