#include "case_player.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "case_export.hpp"
#include "case_format.hpp"
#include "core/rejection.hpp"
#include "core/tile_catalog.hpp"
#include "dsl/verb_args.hpp"
#include "expansions/registry.hpp"

namespace carc::conformance {

using nlohmann::json;

int PlayState::player(const Field& name) const {
  auto it = players.find(name.text());
  if (it == players.end()) name.fail(fmt::format("unknown player `{}`", name.text()));
  return it->second;
}

int PlayState::token_kind(const Field& name) const {
  auto k = rules->tokens.find(name.text());
  if (!k) name.fail(fmt::format("unknown token `{}`", name.text()));
  return *k;
}

int PlayState::figure_kind(const Field& name) const {
  auto k = rules->figures.find(name.text());
  if (!k) name.fail(fmt::format("unknown figure `{}`", name.text()));
  return *k;
}

std::pair<int, int> PlayState::feature(const Field& f) const {
  int index = game->board().index_at(square(f));
  auto kind = parse_feature_kind(f["kind"].text());
  if (!kind) f["kind"].fail(fmt::format("unknown feature kind `{}`", f["kind"].text()));
  Field ports = f["ports"];
  std::vector<Port> listed;
  for (std::size_t i = 0; i < ports.size(); ++i) {
    auto port = parse_port(ports.at(i).text());
    if (!port) ports.at(i).fail(fmt::format("unknown port `{}`", ports.at(i).text()));
    listed.push_back(*port);
  }
  if (index < 0) return {-1, -1};
  const PlacedTile& pt = game->board().tile(index);
  // The feature of that kind that owns every listed port; with no port, a feature touching no
  // side: the only one, or the `inner`-th of them (1 = the first in the tile's definition).
  int inner = f.has("inner") ? static_cast<int>(f["inner"].integer(kCoordinates)) : 1;
  for (int i = 0; i < static_cast<int>(pt.type->features.size()); ++i) {
    if (pt.type->features[i].kind != *kind) continue;
    if (listed.empty()) {
      if (pt.type->features[i].ports == 0 && --inner == 0) return {index, i};
      continue;
    }
    if (std::all_of(listed.begin(), listed.end(), [&](Port p) { return pt.feature_at(p) == i; })) return {index, i};
  }
  return {index, -1};
}

Coord square(const Field& f) { return {f["x"].integer(kCoordinates), f["y"].integer(kCoordinates)}; }

std::vector<std::string> supported_expansions() {
  std::vector<std::string> out;
  for (const auto* m : all_modules()) out.emplace_back(m->name());
  return out;
}

void check_document(const Field& document) {
  if (document["format"].json() != kCaseFormat) document["format"].fail("not a carcassonne-oracle case");
  if (document["version"].json() != kProtocolVersion) document["version"].fail("unsupported case version");
}

std::optional<std::string> skip_reason(const Field& c) {
  Field expansions = c["rules"]["expansions"];
  for (std::size_t i = 0; i < expansions.size(); ++i)
    if (!find_module(expansions.at(i).text())) return fmt::format("this engine has no expansion `{}`", expansions.at(i).text());
  return std::nullopt;
}

namespace {

constexpr Limit kSupplies{0, kMaxSupply, "a supply is"};
constexpr Limit kTokenCounts{0, kMaxSupply, "a count of tokens is"};
constexpr Limit kCountingFigures{1, 4, "a counting figure's number is"};
constexpr Limit kScores{-kMaxScore, kMaxScore, "scores are"};

// A rotation in degrees: 0, 90, 180 or 270.
Rotation rotation(const Field& degrees) {
  for (int d : {0, 90, 180, 270})
    if (degrees.json() == d) return static_cast<Rotation>(d / 90);
  const nlohmann::json& v = degrees.json();
  degrees.fail(fmt::format("{} is no rotation: 0, 90, 180 or 270", v.is_number() ? v.dump() : v.type_name()));
}

class CasePlayer {
 public:
  explicit CasePlayer(const Field& c, bool replay = false) : c_(c), replay_(replay) {}

  PlayState position() {
    start_game();
    Field setup = c_["setup"];
    for (std::size_t i = 0; i < setup.size(); ++i) setup_item(setup.at(i));
    return std::move(st_);
  }

  json play() {
    start_game();
    if (replay_ && c_.has("replay") && !c_["replay"].json().is_object()) c_["replay"].fail("expected an object");
    if (replay_ && c_.has("replay") && c_["replay"].has("turns")) {
      replay(c_["replay"]);
    } else {
      Field setup = c_["setup"];
      for (std::size_t i = 0; i < setup.size(); ++i) setup_item(setup.at(i));
      Field stack_ids = c_["stack"];
      std::vector<const TileType*> stack;
      for (std::size_t i = 0; i < stack_ids.size(); ++i) stack.push_back(stack_tile(stack_ids.at(i)));
      Game& g = *st_.game;
      g.set_stack(std::move(stack));
      g.set_manual_end(true);
      g.set_scripted_draws(true);
      g.begin();
    }
    begin_step();
    Field steps = c_["steps"];
    draw_mark_ = st_.game->events().size();
    draw_ahead(steps, 0);
    for (std::size_t i = 0; i < steps.size(); ++i) {
      play_step(steps.at(i));
      draw_mark_ = st_.game->events().size();
      draw_ahead(steps, i + 1);
    }
    return answers_;
  }

 private:
  void start_game() {
    Field rules = c_["rules"];
    std::vector<std::string> modules;
    Field expansions = rules["expansions"];
    for (std::size_t i = 0; i < expansions.size(); ++i)
      if (expansions.at(i).text() != "base") modules.push_back(expansions.at(i).text());
    std::string error;
    st_.rules = ruleset_for(modules, error);
    if (!st_.rules) expansions.fail(error);
    RuleOptions options(st_.rules->options);
    Field values = rules["options"];
    for (const std::string& name : values.keys())
      if (auto err = options.set(name, values[name].text())) values[name].fail(*err);
    Field players = c_["players"];
    if (players.size() < static_cast<std::size_t>(kMinPlayers) || players.size() > static_cast<std::size_t>(kMaxPlayers))
      players.fail(fmt::format("a case has {} to {} players; this one has {}", kMinPlayers, kMaxPlayers, players.size()));
    std::vector<std::string> names;
    for (std::size_t i = 0; i < players.size(); ++i) {
      std::string name = players.at(i).text();
      if (!st_.players.emplace(name, static_cast<int>(names.size())).second)
        players.at(i).fail(fmt::format("player `{}` is listed twice", name));
      names.push_back(name);
    }
    st_.game = std::make_unique<Game>(st_.rules, options, names);
  }

  // A tile the case uses; its definition in the case must be this engine's own. Each id is
  // checked once (a long stack names the same few tiles again and again).
  const TileType* tile(const Field& id) {
    const std::string name = id.text();
    if (auto known = checked_tiles_.find(name); known != checked_tiles_.end()) return known->second;
    const TileType* t = builtin_catalog().find(name);
    if (!t) id.fail(fmt::format("unknown tile `{}`", name));
    Field defined = c_["tiles"][name];
    if (defined.json() != tile_definition(*t)) defined.fail(fmt::format("tile `{}` differs from this engine's catalog", name));
    checked_tiles_.emplace(name, t);
    return t;
  }

  // A tile of the case's stack: a land tile (TileType::land), as in a scenario's stack.
  const TileType* stack_tile(const Field& id) {
    const TileType* t = tile(id);
    if (!t->land()) id.fail(fmt::format("`{}` is no land tile (a player's own, or part of a start layout): the stack never holds it", id.text()));
    return t;
  }

  void setup_item(const Field& item) {
    Game& g = *st_.game;
    const std::string type = item["type"].text();
    if (type == "tile") {
      if (++setup_tiles_ > kMaxSetupTiles) item.fail(fmt::format("a setup may lay at most {} tiles", kMaxSetupTiles));
      const TileType* t = tile(item["tile"]);
      Coord at = square(item);
      Rotation rot = rotation(item["rotation"]);
      auto verb = item.has("with") ? g.rules().verbs.find(item["with"]["verb"].text()) : std::nullopt;
      if (verb && g.rules().verbs.at(*verb).setup_on_laid) {  // a module acts on the tile once laid (a ferry on its lake)
        if (auto r = g.check_setup_tile(t, at, rot)) item.fail(fmt::format("setup tile refused: {}", r->detail));
        int index = g.setup_tile(t, at, rot);
        std::optional<ModuleAction> with = module_action(item["with"]);
        if (auto r = g.setup_on_laid(index, *with)) item["with"].fail(fmt::format("setup tile refused: {}", r->detail));
        return;
      }
      if (item.has("with")) {  // a module's change to the tile (a bridge on it)
        std::optional<ModuleAction> with = module_action(item["with"]);
        auto changed = g.setup_variant(PlaceTile{t, at, rot, std::make_shared<const ModuleAction>(*with)});
        if (auto* r = std::get_if<Rejection>(&changed)) item["with"].fail(fmt::format("setup tile refused: {}", r->detail));
        t = std::get<const TileType*>(changed);
      }
      if (auto r = g.check_setup_tile(t, at, rot)) item.fail(fmt::format("setup tile refused: {}", r->detail));
      g.setup_tile(t, at, rot);
    } else if (type == "figure") {
      auto [index, feature] = st_.feature(item["feature"]);
      if (index < 0 || feature < 0) item["feature"].fail("no such feature");
      int p = st_.player(item["player"]);
      int k = st_.figure_kind(item["figure"]);
      if (item.has("corner")) {  // a figure on a corner of that tile (a barn)
        std::string name = item["corner"].text();
        int corner = -1;
        for (int c = 0; c < 4; ++c)
          if (name == kCornerNames[c]) corner = c;
        if (corner < 0) item["corner"].fail("a corner is NE, SE, SW or NW");
        if (auto r = g.setup_corner_figure(p, k, index, corner)) item.fail(fmt::format("setup figure refused: {}", r->detail));
      } else if (auto r = g.setup_figure(p, k, index, feature)) {
        item.fail(fmt::format("setup figure refused: {}", r->detail));
      }
    } else if (type == "score") {
      int p = st_.player(item["player"]);
      g.set_score(p, item["points"].integer(kScores));
    } else if (type == "supply") {
      int p = st_.player(item["player"]), k = st_.figure_kind(item["figure"]);
      g.set_supply(p, k, item["count"].integer(kSupplies));
    } else if (type == "first") {
      g.set_active_player(st_.player(item["player"]));
    } else if (type == "tokens") {
      int p = st_.player(item["player"]), k = st_.token_kind(item["token"]);
      g.set_tokens(p, k, item["count"].integer(kTokenCounts));
    } else if (type == "in-place") {  // a figure in a special place: a player's, or (no player) a neutral one
      auto place = st_.rules->places.find(item["place"].text());
      if (!place) item["place"].fail(fmt::format("no place `{}` in these rules", item["place"].text()));
      int p = item.has("player") ? st_.player(item["player"]) : -1;
      int holder = item.has("holder") ? st_.player(item["holder"]) : -1;
      if (st_.rules->places.per_player(*place) != (holder >= 0))
        item["place"].fail(st_.rules->places.per_player(*place) ? "this place is one per player: name its `holder`" : "this place is one for all: no `holder`");
      int k = st_.figure_kind(item["figure"]);
      // `beside`: which of the holder's counting figures (1 the first) a robber stands beside.
      int beside = item.has("beside") ? item["beside"].integer(kCountingFigures) - 1 : -1;
      if (auto r = g.setup_in_place(p, k, *place, holder, beside)) item.fail(fmt::format("setup figure refused: {}", r->detail));
    } else {
      item["type"].fail(fmt::format("unknown setup item `{}`", type));
    }
  }

  // The setup reached by play: the start tile, then each replayed turn drawn from the replay's
  // stack (which goes on with the case's own), laid and deployed as any turn. Every refusal is
  // an error of the case: a replay holds legal turns only.
  void replay(const Field& r) {
    Game& g = *st_.game;
    Field start = r["start"];
    g.setup_tile(tile(start["tile"]), square(start), rotation(start["rotation"]));
    Field stack_ids = r["stack"];
    std::vector<const TileType*> stack;
    for (std::size_t i = 0; i < stack_ids.size(); ++i) stack.push_back(tile(stack_ids.at(i)));  // the setup's tiles replayed as turns come first: a setup lays any tile
    g.set_stack(std::move(stack));
    g.set_manual_end(true);
    g.set_scripted_draws(true);
    g.set_active_player(st_.player(r["first"]));
    g.begin();
    Field turns = r["turns"];
    if (turns.size() > static_cast<std::size_t>(kMaxSetupTiles)) turns.fail(fmt::format("a replay has at most {} turns", kMaxSetupTiles));
    for (std::size_t i = 0; i < turns.size(); ++i) {
      Field t = turns.at(i);
      if (st_.player(t["player"]) != g.active_player() || g.phase() != Phase::Draw)
        t["player"].fail(fmt::format("not {}'s turn to draw (phase {})", t["player"].text(), g.phase_label()));
      const TileType* type = tile(t["tile"]);
      if (auto no = g.apply(DrawTile{type})) t["tile"].fail(fmt::format("the replay cannot draw it: {}", no->code));
      if (auto no = g.apply(PlaceTile{type, square(t), rotation(t["rotation"])})) t.fail(fmt::format("replayed placement refused: {}", no->code));
      Field d = t["deploy"];
      std::optional<Rejection> no;
      if (d.is_null()) {
        no = g.apply(Pass{});
      } else {
        auto [index, feature] = st_.feature(d["feature"]);
        if (index < 0 || feature < 0 || index != g.last_placed()) d["feature"].fail("no such feature on the tile just laid");
        no = g.apply(Deploy{st_.figure_kind(d["figure"]), feature, -1});
      }
      if (no) d.fail(fmt::format("replayed deployment refused: {}", no->code));
    }
  }

  // Draws are named by the case: while the game waits for a draw, the next tile is the one the
  // case's next `place` names (a `draw` step names its own); after the last placement, the rest
  // of the stack in order, as long as the game keeps drawing.
  void draw_ahead(const Field& steps, std::size_t from) {
    Game& g = *st_.game;
    if (g.phase() != Phase::Draw) return;
    for (std::size_t i = from; i < steps.size(); ++i) {
      Field step = steps.at(i);
      const std::string type = step["type"].text();
      if (type == "draw") return;
      if (type != "turn") continue;
      Field actions = step["actions"];
      for (std::size_t k = 0; k < actions.size(); ++k) {
        const std::string what = actions.at(k)["type"].text();
        if (what == "verb") {  // a turn that may lay a tile from the supply (an abbey) draws when it needs to
          auto verb = st_.rules->verbs.find(actions.at(k)["verb"].text());
          if (verb && st_.rules->verbs.at(*verb).places_tile) return;
        }
        if (what == "place") {
          g.apply(DrawTile{tile(actions.at(k)["tile"])});  // refused when the stack lacks it: the place says so
          return;
        }
      }
    }
    while (g.phase() == Phase::Draw && !g.stack().empty()) g.apply(DrawTile{g.stack().front()});
  }

  void begin_step() {
    st_.step_events = st_.game->events().size();
    st_.step_scores.clear();
    for (const auto& p : st_.game->players()) st_.step_scores.push_back(p.score);
  }

  void play_step(const Field& step) {
    const std::string type = step["type"].text();
    if (type == "turn") {
      if (++turns_ > kMaxTurns) step.fail(fmt::format("a case may have at most {} turns", kMaxTurns));
      if (!step["continues"].boolean()) {
        begin_step();
        st_.step_events = std::min(st_.step_events, draw_mark_);  // the turn's own draw belongs to it
      }
      Field actions = step["actions"];
      for (std::size_t i = 0; i < actions.size(); ++i) act(actions.at(i));
    } else if (type == "draw" || type == "nature") {
      // A draw between turns (this engine has already drawn it when the turn before ended: the
      // answer says whether it was set aside), or decisions of nature.
      Field actions = step["actions"];
      for (std::size_t i = 0; i < actions.size(); ++i) act(actions.at(i));
    } else if (type == "final") {
      begin_step();
      if (st_.game->phase() == Phase::StackEmpty) st_.game->end();
    } else if (type == "observe") {
      Field observations = step["observations"];
      for (std::size_t i = 0; i < observations.size(); ++i) {
        Field o = observations.at(i);
        answers_[o["id"].text()] = answer_query(st_, o["query"]);
      }
    } else {
      step["type"].fail(fmt::format("unknown step `{}`", type));
    }
  }

  void act(const Field& a) {
    Game& g = *st_.game;
    const std::string type = a["type"].text();
    std::optional<Rejection> r;
    if (type == "place") {
      const TileType* t = tile(a["tile"]);
      // The tile before in this turn was set aside: this placement names the next draw.
      if (g.phase() == Phase::Draw && t != g.last_set_aside()) g.apply(DrawTile{t});
      PlaceTile place{t, square(a), rotation(a["rotation"])};
      if (a.has("with")) {  // a module's action that goes with the placement (a bridge)
        std::optional<ModuleAction> with = module_action(a["with"]);
        if (with) place.with = std::make_shared<const ModuleAction>(*with);
      }
      r = g.apply(place);
      if (!r) st_.deployments = static_cast<int>(g.legal_deployments().size());
    } else if (type == "deploy") {
      int kind = st_.figure_kind(a["figure"]);
      auto [index, feature] = st_.feature(a["feature"]);
      if (!g.deploying()) {
        r = g.apply(Deploy{kind, 0});  // refused: no deployment is pending
      } else {
        if (index < 0 || feature < 0) a["feature"].fail("no such feature");
        r = g.apply(Deploy{kind, feature, index == g.last_placed() ? -1 : index});
      }
    } else if (type == "verb") {
      r = verb(a);
    } else if (type == "draw") {
      r = drawn(a);
    } else if (type == "pass" || type == "decline-extra-tile") {
      r = g.apply(Pass{});
    } else if (type == "take-extra-tile") {
      r = g.apply(TakeExtraTile{});
    } else {
      a["type"].fail(fmt::format("unknown action `{}`", type));
    }
    answers_[a["id"].text()] = r ? r->code : std::string(kAccepted);
  }

  // A module's action: the case's verb and arguments read as a scenario's verb step would be.
  std::optional<Rejection> verb(const Field& a) {
    std::optional<ModuleAction> action = module_action(a);
    auto r = st_.game->apply(*action);
    // A tile from the player's supply (an abbey) is the turn's placement.
    if (!r && st_.game->rules().verbs.at(action->verb).places_tile && st_.game->phase() == Phase::Deploy)
      st_.deployments = static_cast<int>(st_.game->legal_deployments().size());
    return r;
  }

  // The verb and arguments of `a` resolved against the rules (a bad one fails the case).
  std::optional<ModuleAction> module_action(const Field& a) {
    dsl::VerbStep step;
    step.verb.text = a["verb"].text();
    Field args = a["args"];
    for (std::size_t i = 0; i < args.size(); ++i) {
      Field arg = args.at(i);
      dsl::VerbArgNode node;
      if (arg.has("feature")) {
        Field f = arg["feature"];
        node.kind = dsl::VerbArgNode::Feature;
        node.word.text = f["kind"].text();
        node.at = {static_cast<int>(f["x"].integer(kCoordinates)), static_cast<int>(f["y"].integer(kCoordinates)), {}};
        Field ports = f["ports"];
        if (ports.size() > 0) node.port = dsl::Name{ports.at(0).text(), {}};
        else node.port = dsl::Name{"inner", {}};
      } else if (arg.has("square")) {
        node.kind = dsl::VerbArgNode::Square;
        node.at = {static_cast<int>(arg["square"]["x"].integer(kCoordinates)), static_cast<int>(arg["square"]["y"].integer(kCoordinates)), {}};
      } else if (arg.has("number")) {
        node.kind = dsl::VerbArgNode::Number;
        node.number = static_cast<int>(arg["number"].integer(kCoordinates));
      } else {
        node.word.text = arg["word"].text();
      }
      step.args.push_back(std::move(node));
    }
    auto resolved = dsl::resolve_verb(*st_.game, st_.players, step);
    if (auto* e = std::get_if<dsl::VerbError>(&resolved)) a["args"].fail(e->message);
    return std::get<ModuleAction>(resolved);
  }

  // A draw between turns: the tile must be set aside (it fits nowhere, or a rule keeps it back).
  std::optional<Rejection> drawn(const Field& a) {
    Game& g = *st_.game;
    const TileType* t = tile(a["tile"]);
    std::size_t events_before = g.events().size();
    if (auto r = g.apply(DrawTile{t})) return r;
    // Its own tile must go aside; the game may then wait for another (a bought tile, once the
    // draw emptied the stack and ended the turn).
    if (g.phase() == Phase::PlaceTile && !went_aside_since(g.events(), events_before, t))
      a.fail(fmt::format("{} was drawn and waits to be placed: a `draw` is for a tile that is set aside", t->id));
    return std::nullopt;
  }

  const Field& c_;
  bool replay_ = false;
  PlayState st_;
  std::map<std::string, const TileType*, std::less<>> checked_tiles_;
  int setup_tiles_ = 0, turns_ = 0;
  json answers_ = json::object();
  std::size_t draw_mark_ = 0;  // the event log's length before the last draws ahead
};

}  // namespace

json play_case(const Field& c, bool replay) { return CasePlayer(c, replay).play(); }

PlayState setup_position(const Field& c) { return CasePlayer(c).position(); }

}  // namespace carc::conformance
