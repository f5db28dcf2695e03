#include "crop_circles_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "crop_circles_names.hpp"

namespace carc {

using namespace crop;

namespace {

// The feature kind a crop circle on `t` names, if it shows one.
std::optional<FeatureKind> circle_of(const TileType* t) {
  if (t->has_symbol(kShield)) return FeatureKind::City;
  if (t->has_symbol(kClub)) return FeatureKind::Road;
  if (t->has_symbol(kPitchfork)) return FeatureKind::Field;
  return std::nullopt;
}

// The type a joker's placer names by verb.
std::optional<FeatureKind> joker_kind(std::string_view verb) {
  if (verb == kKnightsVerb) return FeatureKind::City;
  if (verb == kThievesVerb) return FeatureKind::Road;
  if (verb == kFarmersVerb) return FeatureKind::Field;
  return std::nullopt;
}

const char* type_words(FeatureKind k) {
  switch (k) {
    case FeatureKind::City: return "knight";
    case FeatureKind::Road: return "thief";
    default: return "farmer";
  }
}

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < static_cast<std::size_t>(kStateSize)) s.resize(kStateSize, 0);
  return s;
}

int read(const Game& g, int i) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  return static_cast<std::size_t>(i) < s.size() ? s[static_cast<std::size_t>(i)] : 0;
}

FeatureKind circle_kind(const Game& g) { return static_cast<FeatureKind>(read(g, kKind)); }

// A follower of `player` of the circle's type: any follower standing on a feature of that kind
// (in a city the mayor and the wagon are knights too, CAR-357).
bool of_type(const Game& g, const Figure& f, int player, FeatureKind kind) {
  if (f.owner != player || !f.on_board()) return false;
  if (!g.rules().figures.at(f.kind).follower) return false;
  return g.board().tile(f.tile).type->features[static_cast<std::size_t>(f.feature)].kind == kind;
}

std::vector<int> followers_of_type(const Game& g, int player, FeatureKind kind) {
  std::vector<int> out;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (of_type(g, g.figures()[static_cast<std::size_t>(id)], player, kind)) out.push_back(id);
  return out;
}

// The follower kinds `player` has in his supply that may stand on a feature of `kind`.
std::vector<int> supply_kinds(const Game& g, int player, FeatureKind kind) {
  std::vector<int> out;
  const auto& supply = g.players()[static_cast<std::size_t>(player)].supply;
  for (int k = 0; k < g.rules().figures.size(); ++k) {
    const FigureKindDef& def = g.rules().figures.at(k);
    if (!def.follower || def.neutral || def.on_corners) continue;
    if (static_cast<std::size_t>(k) >= supply.size() || supply[static_cast<std::size_t>(k)] <= 0) continue;
    if (g.rules().figures.can_deploy(k, kind)) out.push_back(k);
  }
  return out;
}

bool can_act(const Game& g, int player) {
  FeatureKind kind = circle_kind(g);
  if (followers_of_type(g, player, kind).empty()) return false;  // nothing to stand beside or take back
  if (read(g, kMode) == 1) return !supply_kinds(g, player, kind).empty();
  return true;
}

// Asks the next player, from the active player's left and ending with him, who can act; the
// others are passed over (the rule text). False when everybody has had his turn.
bool ask_next(Game& g) {
  int n = static_cast<int>(g.players().size());
  while (read(g, kAsked) < n) {
    int asked = state(g)[kAsked]++;
    int player = (g.active_player() + 1 + asked) % n;
    if (can_act(g, player)) {
      const char* phase = read(g, kMode) == 1 ? kDeployPhase : kTakePhase;
      g.open_decision(*g.rules().phases.find(phase), player);
      return true;
    }
    g.note(player, fmt::format("{} is passed over by the crop circle: {}", g.players()[static_cast<std::size_t>(player)].name,
                               read(g, kMode) == 1 ? fmt::format("no {} of his on the board, or no follower in his supply that could stand beside one",
                                                                 type_words(circle_kind(g)))
                                                   : fmt::format("no {} of his on the board", type_words(circle_kind(g)))));
  }
  state(g) = std::vector<int>(kStateSize, 0);
  return false;
}

}  // namespace

std::vector<std::string_view> CropCirclesModule::reason_codes() const { return {kNotBeside, kWrongType}; }

void CropCirclesModule::register_options(OptionRegistry& r) const {
  r.add({kSets,
         {"both", "first", "second"},
         {"CAR:crop-circles/tiles"},
         "The crop circle tiles shuffled in: both sets (twelve tiles), the six of Crop Circles I, or the six of Crop "
         "Circles II (the seventh mini expansion); the rules are the same",
         kModule});
}

void CropCirclesModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kJokerPhase);
  for (const char* v : {kKnightsVerb, kThievesVerb, kFarmersVerb})
    verbs.add({v, this, {{}}, v,
               "(phase crop-joker) the player who laid a tile with a round crop circle names its type: knights, thieves or farmers (CAR-405)"});
  phases.add(kChoicePhase);
  phases.add(kDeployPhase, true);
  phases.add(kTakePhase);
  verbs.add({kAddVerb, this, {{}}, "crop-add",
             "after a crop circle tile's turn (phase crop-circle): every player may add a follower beside one of his of the circle's type"});
  verbs.add({kRemoveVerb, this, {{}}, "crop-remove",
             "after a crop circle tile's turn (phase crop-circle): every player must take back a follower of the circle's type"});
  verbs.add({kDeployVerb, this, {{ArgKind::Kind, ArgKind::Feature}}, "crop-deploy FIGURE KIND [PORT] at (x,y)",
             "(phase crop-deploy) a follower from your supply onto that feature of that tile, where a follower of yours of the circle's type stands"});
  verbs.add({kTakeVerb, this, {{ArgKind::Figure}}, "crop-take PLAYER FIGURE KIND [PORT] at (x,y)",
             "(phase crop-take) one of your followers of the circle's type goes back to your supply"});
}

void CropCirclesModule::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  std::string_view sets = options.get(kSets);
  for (const TileType* t : catalog.types_of(kModule)) {
    bool second = t->id.starts_with("cc2/");
    if (sets != "both" && second != (sets == "second")) continue;
    for (int i = 0; i < t->count; ++i) land.push_back(t);
  }
}

// Step 8, resolve the tile: the crop circle comes after the turn's scoring (the rule's example
// B scores a city first) and after the Count's and the RGG dragon's steps (the order of play).
void CropCirclesModule::at_step(Game& g, OrderStep step) const {
  if (step != OrderStep::FeaturesScored || g.last_placed() < 0) return;
  const TileType* t = g.board().tile(g.last_placed()).type;
  if (t->has_symbol(kJoker)) {  // its placer names the type first (CAR-405)
    state(g) = {0, 0, 0};
    g.open_decision(*g.rules().phases.find(kJokerPhase), g.active_player());
    return;
  }
  auto kind = circle_of(t);
  if (!kind) return;
  state(g) = {0, static_cast<int>(*kind), 0};
  g.open_decision(*g.rules().phases.find(kChoicePhase), g.active_player());
}

void CropCirclesModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.waits_for(kJokerPhase)) {
    for (const char* v : {kKnightsVerb, kThievesVerb, kFarmersVerb}) out.emplace_back(ModuleAction::of(*g.rules().verbs.find(v), {}));
    return;
  }
  if (g.waits_for(kChoicePhase)) {
    out.emplace_back(ModuleAction::of(*g.rules().verbs.find(kAddVerb), {}));
    out.emplace_back(ModuleAction::of(*g.rules().verbs.find(kRemoveVerb), {}));
    return;
  }
  int player = g.decider();
  FeatureKind kind = circle_kind(g);
  if (g.waits_for(kDeployPhase)) {
    int verb = *g.rules().verbs.find(kDeployVerb);
    std::vector<std::pair<int, int>> spots;
    for (int id : followers_of_type(g, player, kind)) {
      const Figure& f = g.figures()[static_cast<std::size_t>(id)];
      std::pair<int, int> spot{f.tile, f.feature};
      if (std::find(spots.begin(), spots.end(), spot) != spots.end()) continue;
      spots.push_back(spot);
      for (int k : supply_kinds(g, player, kind))
        out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Kind, k, 0}, ActionArg{ArgKind::Feature, f.tile, f.feature}}));
    }
  } else if (g.waits_for(kTakePhase)) {
    int verb = *g.rules().verbs.find(kTakeVerb);
    for (int id : followers_of_type(g, player, kind)) out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Figure, id, 0}}));
  }
}

std::optional<Rejection> CropCirclesModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  const char* phase = verb == kDeployVerb ? kDeployPhase : verb == kTakeVerb ? kTakePhase : joker_kind(verb) ? kJokerPhase : kChoicePhase;
  if (!g.waits_for(phase))
    return Rejection{reason::kWrongPhase, fmt::format("{} answers the decision {}; the game waits for {}", verb, phase, g.phase_label())};
  int player = g.decider();
  FeatureKind kind = circle_kind(g);
  if (verb == kDeployVerb) {
    int k = a.arg(0).a, tile = a.arg(1).a, feature = a.arg(1).b;
    const FigureKindDef& def = g.rules().figures.at(k);
    if (!def.follower || def.neutral) return Rejection{reason::kFigureNotAllowed, fmt::format("a {} is no follower", def.name)};
    const auto& supply = g.players()[static_cast<std::size_t>(player)].supply;
    if (static_cast<std::size_t>(k) >= supply.size() || supply[static_cast<std::size_t>(k)] <= 0)
      return Rejection{reason::kSupplyEmpty, fmt::format("no {} in the supply", def.name)};
    FeatureKind on = g.board().tile(tile).type->features[static_cast<std::size_t>(feature)].kind;
    if (on != kind)
      return Rejection{kWrongType, fmt::format("this crop circle adds {}s only, on a {}", type_words(kind), feature_kind_name(kind))};
    if (!g.rules().figures.can_deploy(k, on))
      return Rejection{reason::kFigureNotAllowed, fmt::format("a {} may not stand on a {}", def.name, feature_kind_name(on))};
    bool beside = false;
    for (int id : followers_of_type(g, player, kind)) {
      const Figure& f = g.figures()[static_cast<std::size_t>(id)];
      if (f.tile == tile && f.feature == feature) beside = true;
    }
    if (!beside)
      return Rejection{kNotBeside, fmt::format("the new {} goes beside a {} of yours on that same feature of that tile", type_words(kind),
                                               type_words(kind))};
    return std::nullopt;
  }
  if (verb == kTakeVerb) {
    int id = a.arg(0).a;
    if (!of_type(g, g.figures()[static_cast<std::size_t>(id)], player, kind))
      return Rejection{kWrongType, fmt::format("the crop circle takes back one of your own {}s", type_words(kind))};
  }
  return std::nullopt;
}

void CropCirclesModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  int player = g.decider();
  if (auto kind = joker_kind(verb)) {  // the joker named: the usual choice follows
    state(g)[kKind] = static_cast<int>(*kind);
    g.open_decision(*g.rules().phases.find(kChoicePhase), player);
    return;
  }
  if (verb == kAddVerb || verb == kRemoveVerb) {
    state(g)[kMode] = verb == kAddVerb ? 1 : 2;
    state(g)[kAsked] = 0;
  } else if (verb == kDeployVerb) {
    int k = a.arg(0).a;
    int id = -1;
    for (int i = 0; i < static_cast<int>(g.figures().size()) && id < 0; ++i) {
      const Figure& f = g.figures()[static_cast<std::size_t>(i)];
      if (f.owner == player && f.kind == k && f.in_supply()) id = i;
    }
    if (id >= 0) g.move_figure(id, a.arg(1).a, Spot::Feature, a.arg(1).b, player);
  } else if (verb == kTakeVerb) {
    g.remove_figure(a.arg(0).a, "taken back for the crop circle");
  }
  if (!ask_next(g)) g.close_decision();
}

void CropCirclesModule::decision_passed(Game& g) const {
  if (g.waits_for(kDeployPhase)) ask_next(g);
}

std::optional<std::string> CropCirclesModule::check_state(const Game& g) const {
  if (g.waits_for(kDeployPhase) || g.waits_for(kTakePhase)) {
    if (!can_act(g, g.decider())) return std::string("a player who cannot act is asked by the crop circle");
  }
  return std::nullopt;
}

}  // namespace carc
