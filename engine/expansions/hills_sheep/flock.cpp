#include "flock.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "hs_names.hpp"

namespace carc::hills_sheep {

namespace {

const std::string& name(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }

int token_kind(const Game& g, int sheep) { return *g.rules().tokens.find(kSheepTokens[static_cast<std::size_t>(sheep - 1)]); }

int phase_id(const Game& g, const char* phase) { return *g.rules().phases.find(phase); }

NodeId field_root(const Game& g, int figure) {
  const Figure& f = g.figures()[static_cast<std::size_t>(figure)];
  return g.regions().find(g.node_of(f.tile, f.feature));
}

// The shepherds standing in the field of `root`, in figure order.
std::vector<int> shepherds_in(const Game& g, NodeId root) {
  std::vector<int> out;
  int kind = shepherd_kind(g);
  for (int id : g.regions().figures(root))
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) out.push_back(id);
  std::sort(out.begin(), out.end());
  return out;
}

// The active player's shepherd on the board, or -1.
int active_shepherd(const Game& g) {
  int kind = shepherd_kind(g);
  const auto& figs = g.figures();
  for (int id = 0; id < static_cast<int>(figs.size()); ++id) {
    const Figure& f = figs[static_cast<std::size_t>(id)];
    if (f.kind == kind && f.owner == g.active_player() && f.on_board()) return id;
  }
  return -1;
}

std::string flock_words(const Game& g, NodeId root) {
  std::string out;
  for (int id : shepherds_in(g, root)) {
    int p = g.figures()[static_cast<std::size_t>(id)].owner;
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", name(g, p), flock_of(g, p));
  }
  return out;
}

}  // namespace

int shepherd_kind(const Game& g) { return *g.rules().figures.find(kShepherd); }

int flock_of(const Game& g, int player) {
  const std::vector<int>& tokens = g.players()[static_cast<std::size_t>(player)].tokens;
  int sheep = 0;
  for (int n = 1; n <= 4; ++n) sheep += n * tokens[static_cast<std::size_t>(token_kind(g, n))];
  return sheep;
}

std::array<int, 4> sheep_in_bag(const Game& g) {
  std::array<int, 4> bag = kSheepInBox;
  for (int n = 1; n <= 4; ++n) {
    auto k = static_cast<std::size_t>(token_kind(g, n));
    for (const Player& p : g.players()) bag[static_cast<std::size_t>(n - 1)] -= p.tokens[k];
  }
  return bag;
}

std::optional<Rejection> check_shepherd_deployment(const Game& g, const Deploy& d) {
  if (d.figure_kind != shepherd_kind(g)) return std::nullopt;
  int tile = d.tile < 0 ? g.last_placed() : d.tile;
  if (tile < 0) return std::nullopt;
  NodeId root = g.regions().find(g.node_of(tile, d.feature));
  // Farmers do not keep him out; another shepherd does (CAR:hills-sheep/shepherd-deploy).
  if (!shepherds_in(g, root).empty())
    return Rejection{kFieldHasShepherd, "a shepherd already stands in the field this tile extends"};
  return std::nullopt;
}

void shepherd_returned(Game& g, int figure, NodeId node) {
  const Figure& f = g.figures()[static_cast<std::size_t>(figure)];
  if (f.kind != shepherd_kind(g) || f.owner < 0) return;
  int p = f.owner;
  // His flock goes back into the bag with him, whatever sent him home (CAR-325: the dragon).
  for (int n = 1; n <= 4; ++n) {
    int k = token_kind(g, n);
    int held = g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(k)];
    if (held > 0) g.take_tokens(p, k, -held, node);
  }
}

int deployed_now(const Game& g) {
  int id = active_shepherd(g);
  if (id < 0) return -1;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  return g.placed_now(f.tile) && flock_of(g, f.owner) == 0 ? id : -1;
}

bool action_due(const Game& g) {
  int id = active_shepherd(g);
  if (id < 0 || g.last_placed() < 0) return false;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  if (g.placed_now(f.tile)) return false;  // deployed with this tile: his draw, not an action
  NodeId root = field_root(g, id);
  std::vector<int> tiles = {g.last_placed()};
  tiles.insert(tiles.end(), g.placed_with().begin(), g.placed_with().end());
  for (int t : tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int k = 0; k < static_cast<int>(pt.type->features.size()); ++k)
      if (pt.type->features[static_cast<std::size_t>(k)].kind == FeatureKind::Field &&
          g.regions().find(pt.node(k)) == root)
        return true;
  }
  return false;
}

void open_first_draw(Game& g) {
  g.open_decision(phase_id(g, kBagPhase), Game::kNature);
}

void open_action(Game& g) {
  g.note(g.active_player(), fmt::format("{}'s tile extends the field of his shepherd: he expands or herds the flock "
                                        "(CAR:hills-sheep/expand-or-herd)",
                                        name(g, g.active_player())));
  g.open_decision(phase_id(g, kShepherdPhase), g.active_player());
}

void list_flock_actions(const Game& g, std::vector<Action>& out) {
  if (!g.waits_for(kShepherdPhase)) return;
  const VerbTable& verbs = g.rules().verbs;
  out.emplace_back(ModuleAction::of(*verbs.find(kExpandVerb), {}));
  out.emplace_back(ModuleAction::of(*verbs.find(kHerdVerb), {}));
}

void bag_outcomes(const Game& g, std::vector<ChanceOutcome>& out) {
  if (!g.waits_for(kBagPhase)) return;
  const VerbTable& verbs = g.rules().verbs;
  std::array<int, 4> bag = sheep_in_bag(g);
  for (int n = 1; n <= 4; ++n)
    if (bag[static_cast<std::size_t>(n - 1)] > 0)
      out.push_back({ModuleAction::of(*verbs.find(kSheepVerb), {{ArgKind::Number, n, 0}}),
                     static_cast<double>(bag[static_cast<std::size_t>(n - 1)])});
  out.push_back({ModuleAction::of(*verbs.find(kWolfVerb), {}), static_cast<double>(kWolves)});
}

std::optional<Rejection> check_flock_action(const Game& g, const ModuleAction& a) {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  const char* phase = verb == kExpandVerb || verb == kHerdVerb ? kShepherdPhase : kBagPhase;
  if (!g.waits_for(phase))
    return Rejection{reason::kWrongPhase, fmt::format("`{}` answers {}; the game waits for {}", verb, phase, g.phase_label())};
  if (verb == kSheepVerb) {
    int n = a.arg(0).a;
    if (n < 1 || n > 4) return Rejection{reason::kBadArguments, "a sheep token shows 1, 2, 3 or 4 sheep"};
    if (sheep_in_bag(g)[static_cast<std::size_t>(n - 1)] == 0)
      return Rejection{kNotInBag, fmt::format("no token of {} sheep is left in the bag", n)};
  }
  return std::nullopt;
}

bool apply_flock_action(Game& g, const ModuleAction& a) {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  int p = g.active_player();
  if (verb == kExpandVerb) {
    g.open_decision(phase_id(g, kBagPhase), Game::kNature);  // replaces the shepherd's decision
    return true;
  }
  if (verb == kHerdVerb) {
    int id = active_shepherd(g);
    NodeId root = field_root(g, id);
    std::vector<int> shepherds = shepherds_in(g, root);
    int total = 0;
    for (int sh : shepherds) total += flock_of(g, g.figures()[static_cast<std::size_t>(sh)].owner);
    int printed = printed_sheep(g, root);  // sheep printed in the field count each time (CAR-404)
    total += printed;
    std::string rule = shepherds.size() > 1
                           ? fmt::format("the flock herded into the stable: 1 per sheep x {}, for every shepherd in the field ({})",
                                         total, flock_words(g, root))
                           : fmt::format("the flock herded into the stable: 1 per sheep x {}", total);
    if (printed > 0) rule += fmt::format(" (with {} sheep printed in the field)", printed);
    std::vector<std::string> rulings = {"CAR:hills-sheep/herd", "CAR-319"};
    if (printed > 0) rulings.push_back("CAR-404");
    if (shepherds.size() > 1) rulings.push_back("CAR:hills-sheep/shared-flock");
    for (int sh : shepherds)
      if (total > 0) g.award_bonus(g.figures()[static_cast<std::size_t>(sh)].owner, total, FeatureKind::Field, root, false, rule, rulings);
    for (int sh : shepherds) g.remove_figure(sh, "herded his flock into the stable");
    g.close_decision();
    return true;
  }
  if (verb == kSheepVerb) {
    int n = a.arg(0).a;
    int id = active_shepherd(g);
    NodeId root = field_root(g, id);
    int owner = g.figures()[static_cast<std::size_t>(id)].owner;
    g.take_tokens(owner, token_kind(g, n), 1);  // beside his shepherd: no feature completed
    g.note(owner, fmt::format("a token of {} sheep comes out of the bag and joins {}'s flock ({} sheep beside the "
                              "shepherd{})",
                              n, name(g, owner), flock_of(g, owner),
                              shepherds_in(g, root).size() > 1 ? fmt::format("; the field's shepherds: {}", flock_words(g, root)) : ""));
    g.close_decision();
    return true;
  }
  if (verb == kWolfVerb) {
    int id = active_shepherd(g);
    bool first = flock_of(g, g.figures()[static_cast<std::size_t>(id)].owner) == 0;  // his first draw
    NodeId root = field_root(g, id);
    std::vector<int> shepherds = first ? std::vector<int>{id} : shepherds_in(g, root);
    g.note(p, first ? fmt::format("the wolf comes out of the bag: {}'s shepherd goes home at once and the wolf back "
                                  "into the bag (CAR:hills-sheep/first-wolf)",
                                  name(g, g.figures()[static_cast<std::size_t>(id)].owner))
                    : fmt::format("the wolf comes out of the bag: the flock of the field is lost ({}), every shepherd "
                                  "there goes home unscored and every token back into the bag (CAR:hills-sheep/wolf)",
                                  flock_words(g, root)));
    for (int sh : shepherds) g.remove_figure(sh, "chased off by the wolf");
    g.close_decision();
    return true;
  }
  return false;
}

int printed_sheep(const Game& g, NodeId root) {
  int n = 0;
  for (const PlacedTile& pt : g.board().tiles())
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      const TileFeature& tf = pt.type->features[static_cast<std::size_t>(f)];
      if (tf.kind == FeatureKind::Field && !tf.symbols.empty() && g.regions().find(pt.node(f)) == g.regions().find(root))
        n += tf.count_symbol("sheep");
    }
  return n;
}

int sheep_on(const Game& g, int tile) {
  int kind = shepherd_kind(g), sheep = 0;
  for (const Figure& f : g.figures())
    if (f.kind == kind && f.on_board() && f.tile == tile) sheep += flock_of(g, f.owner);
  return sheep;
}

std::optional<std::string> check_flock_state(const Game& g) {
  std::array<int, 4> bag = sheep_in_bag(g);
  for (int n = 1; n <= 4; ++n)
    if (bag[static_cast<std::size_t>(n - 1)] < 0)
      return fmt::format("more tokens of {} sheep beside the shepherds than the bag ever held", n);
  int kind = shepherd_kind(g);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) {
    if (flock_of(g, p) == 0) continue;
    bool out = std::any_of(g.figures().begin(), g.figures().end(),
                           [&](const Figure& f) { return f.kind == kind && f.owner == p && f.on_board(); });
    if (!out) return fmt::format("{} holds sheep tokens with no shepherd on the board", name(g, p));
  }
  // A shepherd draws his first token in the turn he is deployed, so only then is his flock empty.
  for (const Figure& f : g.figures())
    if (f.kind == kind && f.on_board() && flock_of(g, f.owner) == 0 && !g.placed_now(f.tile))
      return fmt::format("{}'s shepherd stands on the board without a flock after the turn he was deployed", name(g, f.owner));
  return std::nullopt;
}

}  // namespace carc::hills_sheep
