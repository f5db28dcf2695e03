#include "selfplay_cases.hpp"

#include <fmt/format.h>

#include <map>
#include <set>
#include <stdexcept>

#include "case_export.hpp"
#include "case_format.hpp"
#include "core/game.hpp"
#include "core/random.hpp"
#include "core/selfplay.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/registry.hpp"
#include "setup_replay.hpp"

namespace carc::conformance {

using nlohmann::json;

namespace {

// Writes the case while the game is played: steps, wanted values, the tiles used.
class SelfplayWriter {
 public:
  SelfplayWriter(std::uint64_t seed, int players) : seed_(seed), rng_(seed) {
    std::string error;
    rules_ = ruleset_for({}, error);
    if (!rules_) throw std::runtime_error(error);
    for (int i = 0; i < players; ++i) names_.push_back(fmt::format("p{}", i + 1));
  }

  json write() {
    RuleOptions options(rules_->options);
    DealtSupply dealt = deal_supply(*rules_, options, builtin_catalog(), rng_);
    Game g(rules_, options, names_);
    g.setup_tile(dealt.start, {0, 0}, 0);
    use(dealt.start);
    json stack = json::array();
    for (const TileType* t : dealt.stack) stack.push_back(use(t));
    g.set_stack(dealt.stack);
    g.set_manual_end(true);
    g.begin();
    draws(g, 0, 1);  // the first draw may already discard tiles that fit nowhere
    int turn = 0;
    while (g.phase() == Phase::PlaceTile) {
      ++turn;
      const std::size_t seen = g.events().size();
      const TileType* tile = g.drawn_tile();
      json before = json::array();
      ask(before, turn, {{"type", "placement-count"}, {"tile", tile->id}}, static_cast<int>(g.legal_placements(tile).size()));
      steps_.push_back({{"type", "observe"}, {"line", turn}, {"observations", before}});

      json actions = json::array();
      const std::string player = names_[static_cast<std::size_t>(g.active_player())];
      std::vector<PlaceTile> placements = g.legal_placements(tile);
      PlaceTile place = placements[rng_.below(placements.size())];
      act(g, place, actions, turn,
          {{"type", "place"}, {"tile", tile->id}, {"x", place.at.x}, {"y", place.at.y}, {"rotation", rotation_degrees(place.rot)}});
      if (g.phase() == Phase::Deploy) {
        std::vector<Deploy> deployments = g.legal_deployments();
        std::size_t k = rng_.below(deployments.size() + 1);  // the last choice: pass
        if (k == deployments.size()) {
          act(g, Pass{}, actions, turn, {{"type", "pass"}});
        } else {
          const Deploy& d = deployments[k];
          act(g, d, actions, turn,
              {{"type", "deploy"}, {"figure", rules_->figures.at(d.figure_kind).name}, {"feature", feature(g, g.last_placed(), d.feature)}});
        }
      }
      steps_.push_back({{"type", "turn"}, {"player", player}, {"continues", false}, {"extra", false}, {"line", turn}, {"actions", actions}});
      if (g.phase() != Phase::PlaceTile && g.phase() != Phase::StackEmpty)
        throw std::runtime_error(fmt::format("seed {}: turn {} left the game in phase {}", seed_, turn, g.phase_label()));
      json after = json::array();
      for (std::size_t p = 0; p < names_.size(); ++p) {
        ask(after, turn, {{"type", "score"}, {"player", names_[p]}}, g.players()[p].score);
        ask(after, turn, {{"type", "returned"}, {"player", names_[p]}}, returned(g, seen, static_cast<int>(p)));
      }
      steps_.push_back({{"type", "observe"}, {"line", turn}, {"observations", after}});
      draws(g, seen, turn);  // the next draw, as the turn ended, may discard tiles that fit nowhere
    }
    if (g.phase() != Phase::StackEmpty)
      throw std::runtime_error(fmt::format("seed {}: the game stopped in phase {}", seed_, g.phase_label()));
    g.end();
    steps_.push_back({{"type", "final"}, {"line", turn + 1}});
    json last = json::array();
    for (std::size_t p = 0; p < names_.size(); ++p) ask(last, turn + 1, {{"type", "score"}, {"player", names_[p]}}, g.players()[p].score);
    json winners = json::array();
    for (int w : g.winners()) winners.push_back(names_[static_cast<std::size_t>(w)]);
    ask(last, turn + 1, {{"type", "winners"}}, winners, kSameSet);
    steps_.push_back({{"type", "observe"}, {"line", turn + 1}, {"observations", last}});

    json c;
    c["id"] = fmt::format("selfplay:{}", seed_);
    c["title"] = fmt::format("A random game of {} players from seed {}", names_.size(), seed_);
    c["source"] = {{"file", "selfplay"}, {"line", 1}, {"column", 1}};
    c["cites"] = json::array();
    json values = json::object();
    for (const auto& def : rules_->options.all()) values[def.name] = options.get(def.name);
    c["rules"] = {{"expansions", json::array({"base"})}, {"edition", nullptr}, {"options", values}};
    c["players"] = names_;
    c["setup"] = json::array({{{"type", "tile"}, {"tile", dealt.start->id}, {"x", 0}, {"y", 0}, {"rotation", 0}}});
    c["stack"] = stack;
    c["steps"] = steps_;
    json tiles = json::object();
    for (const TileType* t : used_) tiles[t->id] = tile_definition(*t);
    c["tiles"] = tiles;
    c["bounds"] = case_bounds(c);
    c["replay"] = find_setup_replay(c);
    return {{"format", kCaseFormat}, {"version", kProtocolVersion}, {"case", c}, {"expected", expected_}};
  }

 private:
  std::string use(const TileType* t) {
    used_.insert(t);
    return t->id;
  }

  // Tiles the game drew and discarded (they fit nowhere) since event `seen`: a `draw` step each.
  void draws(const Game& g, std::size_t seen, int line) {
    for (std::size_t i = seen; i < g.events().size(); ++i)
      if (const auto* d = std::get_if<TileDiscarded>(&g.events()[i])) {
        std::string id = fmt::format("a{}", ++actions_);
        expected_[id] = {{std::string(kEquals), kAccepted}};
        steps_.push_back({{"type", "draw"}, {"line", line},
                          {"actions", json::array({{{"id", id}, {"type", "draw"}, {"tile", d->tile->id}, {"line", line}}})}});
      }
  }

  int returned(const Game& g, std::size_t seen, int player) const {
    int n = 0;
    for (std::size_t i = seen; i < g.events().size(); ++i)
      if (const auto* r = std::get_if<FigureReturned>(&g.events()[i]); r && g.figures()[static_cast<std::size_t>(r->figure)].owner == player) ++n;
    return n;
  }

  void act(Game& g, const Action& a, json& actions, int line, json written) {
    if (auto no = g.apply(a)) throw std::runtime_error(fmt::format("seed {}: a legal action was refused: {}", seed_, no->code));
    std::string id = fmt::format("a{}", ++actions_);
    written["id"] = id;
    written["line"] = line;
    actions.push_back(std::move(written));
    expected_[id] = {{std::string(kEquals), kAccepted}};
  }

  void ask(json& list, int line, json query, json want, std::string_view how = kEquals) {
    std::string id = fmt::format("o{}", ++observations_);
    list.push_back({{"id", id}, {"line", line}, {"column", static_cast<int>(list.size()) + 1}, {"query", std::move(query)}});
    expected_[id] = {{std::string(how), std::move(want)}};
  }

  // A feature of a laid tile as a case names it (docs/protocol.md, 1.6).
  static json feature(const Game& g, int tile, int index) {
    const PlacedTile& pt = g.board().tile(tile);
    json ports = json::array();
    for (int p = 0; p < kPorts; ++p)
      if (pt.feature_at(static_cast<Port>(p)) == index) ports.push_back(port_name(static_cast<Port>(p)));
    json out = {{"x", pt.at.x}, {"y", pt.at.y}, {"kind", feature_kind_name(pt.type->features[static_cast<std::size_t>(index)].kind)}, {"ports", ports}};
    if (ports.empty()) {  // one of several features of that kind touching no side: which one, from 1
      int ordinal = 0, inner = 0;
      for (int i = 0; i < static_cast<int>(pt.type->features.size()); ++i)
        if (pt.type->features[static_cast<std::size_t>(i)].kind == pt.type->features[static_cast<std::size_t>(index)].kind &&
            pt.type->features[static_cast<std::size_t>(i)].ports == 0) {
          ++inner;
          if (i == index) ordinal = inner;
        }
      if (inner > 1) out["inner"] = ordinal;
    }
    return out;
  }

  struct IdOrder {
    bool operator()(const TileType* a, const TileType* b) const { return a->id < b->id; }
  };

  std::uint64_t seed_;
  Rng rng_;
  std::shared_ptr<const Ruleset> rules_;
  std::vector<std::string> names_;
  std::set<const TileType*, IdOrder> used_;
  json steps_ = json::array();
  json expected_ = json::object();
  int actions_ = 0, observations_ = 0;
};

}  // namespace

json selfplay_case(std::uint64_t seed, int players) { return SelfplayWriter(seed, players).write(); }

}  // namespace carc::conformance
