#include "case_player.hpp"

#include <fmt/format.h>

#include "case_export.hpp"
#include "case_format.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/registry.hpp"

namespace carc::conformance {

using nlohmann::json;

int PlayState::player(const std::string& name) const {
  auto it = players.find(name);
  if (it == players.end()) throw CaseError(fmt::format("unknown player `{}`", name));
  return it->second;
}

int PlayState::token_kind(const std::string& name) const {
  auto k = rules->tokens.find(name);
  if (!k) throw CaseError(fmt::format("unknown token `{}`", name));
  return *k;
}

int PlayState::figure_kind(const std::string& name) const {
  auto k = rules->figures.find(name);
  if (!k) throw CaseError(fmt::format("unknown figure `{}`", name));
  return *k;
}

std::pair<int, int> PlayState::feature(const json& f) const {
  int x = f.at("x").get<int>(), y = f.at("y").get<int>();
  int index = game->board().index_at({x, y});
  if (index < 0) return {-1, -1};
  const PlacedTile& pt = game->board().tile(index);
  auto kind = parse_feature_kind(f.at("kind").get<std::string>());
  if (!kind) throw CaseError(fmt::format("unknown feature kind `{}`", f.at("kind").get<std::string>()));
  // The feature of that kind that owns every listed port (features touching no side: the only one).
  for (int i = 0; i < static_cast<int>(pt.type->features.size()); ++i) {
    if (pt.type->features[i].kind != *kind) continue;
    bool owns_all = true;
    for (const auto& p : f.at("ports")) {
      auto port = parse_port(p.get<std::string>());
      if (!port) throw CaseError(fmt::format("unknown port `{}`", p.get<std::string>()));
      owns_all = owns_all && pt.feature_at(*port) == i;
    }
    if (owns_all) return {index, i};
  }
  return {index, -1};
}

std::vector<std::string> supported_expansions() {
  std::vector<std::string> out;
  for (const auto* m : all_modules()) out.emplace_back(m->name());
  return out;
}

std::optional<std::string> skip_reason(const json& document) {
  for (const auto& e : document.at("case").at("rules").at("expansions"))
    if (!find_module(e.get<std::string>())) return fmt::format("this engine has no expansion `{}`", e.get<std::string>());
  return std::nullopt;
}

namespace {

class CasePlayer {
 public:
  explicit CasePlayer(const json& c) : c_(c) {}

  json play() {
    start_game();
    for (const auto& item : c_.at("setup")) setup(item);
    std::vector<const TileType*> stack;
    for (const auto& id : c_.at("stack")) stack.push_back(tile(id.get<std::string>()));
    Game& g = *st_.game;
    g.set_stack(std::move(stack));
    g.set_manual_end(true);
    g.begin();
    begin_step();
    for (const auto& step : c_.at("steps")) play_step(step);
    return answers_;
  }

 private:
  void start_game() {
    const json& rules = c_.at("rules");
    std::vector<std::string> modules;
    for (const auto& e : rules.at("expansions"))
      if (e.get<std::string>() != "base") modules.push_back(e.get<std::string>());
    std::string error;
    st_.rules = ruleset_for(modules, error);
    if (!st_.rules) throw CaseError(error);
    RuleOptions options(st_.rules->options);
    for (const auto& [name, value] : rules.at("options").items())
      if (auto err = options.set(name, value.get<std::string>())) throw CaseError(*err);
    std::vector<std::string> names;
    for (const auto& p : c_.at("players")) {
      st_.players[p.get<std::string>()] = static_cast<int>(names.size());
      names.push_back(p.get<std::string>());
    }
    st_.game = std::make_unique<Game>(st_.rules, options, names);
  }

  // A tile the case uses; its definition in the case must be this engine's own.
  const TileType* tile(const std::string& id) {
    const TileType* t = builtin_catalog().find(id);
    if (!t) throw CaseError(fmt::format("unknown tile `{}`", id));
    const json& defined = c_.at("tiles").at(id);
    if (defined != tile_definition(*t)) throw CaseError(fmt::format("tile `{}` differs from this engine's catalog", id));
    return t;
  }

  void setup(const json& item) {
    Game& g = *st_.game;
    const std::string type = item.at("type").get<std::string>();
    if (type == "tile") {
      const TileType* t = tile(item.at("tile").get<std::string>());
      Coord at{item.at("x").get<int>(), item.at("y").get<int>()};
      auto rot = parse_rotation(fmt::format("r{}", item.at("rotation").get<int>()));
      if (!rot) throw CaseError("bad rotation");
      if (auto r = g.check_setup_tile(t, at, *rot)) throw CaseError(fmt::format("setup tile refused: {}", r->detail));
      g.setup_tile(t, at, *rot);
    } else if (type == "figure") {
      auto [index, feature] = st_.feature(item.at("feature"));
      if (index < 0 || feature < 0) throw CaseError("setup figure: no such feature");
      int p = st_.player(item.at("player").get<std::string>());
      int k = st_.figure_kind(item.at("figure").get<std::string>());
      if (auto r = g.setup_figure(p, k, index, feature)) throw CaseError(fmt::format("setup figure refused: {}", r->detail));
    } else if (type == "score") {
      g.set_score(st_.player(item.at("player").get<std::string>()), item.at("points").get<int>());
    } else if (type == "supply") {
      g.set_supply(st_.player(item.at("player").get<std::string>()), st_.figure_kind(item.at("figure").get<std::string>()),
                   item.at("count").get<int>());
    } else if (type == "first") {
      g.set_active_player(st_.player(item.at("player").get<std::string>()));
    } else if (type == "tokens") {
      g.set_tokens(st_.player(item.at("player").get<std::string>()), st_.token_kind(item.at("token").get<std::string>()),
                   item.at("count").get<int>());
    } else {
      throw CaseError(fmt::format("unknown setup item `{}`", type));
    }
  }

  void begin_step() {
    st_.step_events = st_.game->events().size();
    st_.step_scores.clear();
    for (const auto& p : st_.game->players()) st_.step_scores.push_back(p.score);
  }

  void play_step(const json& step) {
    const std::string type = step.at("type").get<std::string>();
    if (type == "turn") {
      if (!step.at("continues").get<bool>()) begin_step();
      for (const auto& a : step.at("actions")) act(a);
    } else if (type == "final") {
      begin_step();
      if (st_.game->phase() == Phase::StackEmpty) st_.game->end();
    } else if (type == "observe") {
      for (const auto& o : step.at("observations")) answers_[o.at("id").get<std::string>()] = answer_query(st_, o.at("query"));
    } else {
      throw CaseError(fmt::format("unknown step `{}`", type));
    }
  }

  void act(const json& a) {
    Game& g = *st_.game;
    const std::string type = a.at("type").get<std::string>();
    std::optional<Rejection> r;
    if (type == "place") {
      auto rot = parse_rotation(fmt::format("r{}", a.at("rotation").get<int>()));
      if (!rot) throw CaseError("bad rotation");
      r = g.apply(PlaceTile{tile(a.at("tile").get<std::string>()), {a.at("x").get<int>(), a.at("y").get<int>()}, *rot});
      if (!r) st_.deployments = static_cast<int>(g.legal_deployments().size());
    } else if (type == "deploy") {
      int kind = st_.figure_kind(a.at("figure").get<std::string>());
      auto [index, feature] = st_.feature(a.at("feature"));
      if (g.phase() != Phase::Deploy) {
        r = g.apply(Deploy{kind, 0});  // refused: no deployment is pending
      } else {
        if (index != g.last_placed() || feature < 0) throw CaseError("deploy: no such feature on the tile just placed");
        r = g.apply(Deploy{kind, feature});
      }
    } else if (type == "pass" || type == "decline-extra-tile") {
      r = g.apply(Pass{});
    } else if (type == "take-extra-tile") {
      r = g.apply(TakeExtraTile{});
    } else {
      throw CaseError(fmt::format("unknown action `{}`", type));
    }
    answers_[a.at("id").get<std::string>()] = r ? r->code : std::string(kAccepted);
  }

  const json& c_;
  PlayState st_;
  json answers_ = json::object();
};

}  // namespace

json play_case(const json& document) {
  try {
    if (document.at("format") != kCaseFormat) throw CaseError("not a carcassonne-oracle case");
    if (document.at("version") != kProtocolVersion) throw CaseError("unsupported case version");
    return CasePlayer(document.at("case")).play();
  } catch (const json::exception& e) {
    throw CaseError(fmt::format("malformed case: {}", e.what()));
  }
}

}  // namespace carc::conformance
