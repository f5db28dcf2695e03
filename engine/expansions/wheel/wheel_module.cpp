#include "wheel_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <stdexcept>

#include "core/game.hpp"
#include "wheel_names.hpp"

namespace carc {

using namespace wheel;

namespace {

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < static_cast<std::size_t>(kStateSize)) s.resize(kStateSize, 0);
  return s;
}

int crown_index(const TileType* t) {
  if (!t || t->expansion != kModule || t->start_at) return -1;
  for (std::size_t i = 0; i < kCrownTiles.size(); ++i)
    if (kCrownTiles[i].id == t->id) return static_cast<int>(i);
  return -1;
}

int sector_place(const Game& g, int sector) { return *g.rules().places.find(kSectors[static_cast<std::size_t>(sector)].name); }

int sector_of_place(const Game& g, int place) {
  for (int s = 0; s < static_cast<int>(kSectors.size()); ++s)
    if (sector_place(g, s) == place) return s;
  return -1;
}

int pig_figure(const Game& g) {
  int kind = *g.rules().figures.find(kPig);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) return id;
  return -1;
}

// The sector the big pig stands on (fortune before it ever moves).
int pig_sector(const Game& g) {
  int id = pig_figure(g);
  if (id < 0) return kFortune;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  int s = f.spot == Spot::Special ? sector_of_place(g, f.tile) : -1;
  return s < 0 ? kFortune : s;
}

// The followers on the crown spaces of a sector, figure ids.
std::vector<int> on_crowns(const Game& g, int sector) {
  std::vector<int> out;
  int place = sector_place(g, sector);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!f.neutral() && f.placed() && f.spot == Spot::Special && f.tile == place) out.push_back(id);
  }
  return out;
}

// A follower kind that may stand on a crown space: a player's follower that is not bound to
// its own places (the mayor and the wagon go only where their rules send them, CAR-125).
bool crown_kind(const Game& g, int kind) {
  const FigureKindDef& def = g.rules().figures.at(kind);
  return def.follower && !def.neutral && !def.own_places_only && !def.on_corners;
}

bool is_follower(const Game& g, const Figure& f) {
  return !f.neutral() && g.rules().figures.at(f.kind).follower;
}

// The board index of the centre tile whose field is the wheel itself, or -1.
int centre_tile(const Game& g) {
  const auto& tiles = g.board().tiles();
  for (int i = 0; i < static_cast<int>(tiles.size()); ++i)
    if (tiles[static_cast<std::size_t>(i)].type->id == kCentreTile) return i;
  return -1;
}

bool on_wheel_itself(const Game& g, NodeId node) {
  int c = centre_tile(g);
  return c >= 0 && g.regions().same(node, g.node_of(c, 0));
}

const std::vector<std::string> kSectionRule = {"CAR:wheel-of-fortune/events"};

// ---- The events of the sectors.

void fortune(Game& g) {
  g.award_bonus(g.active_player(), 3, FeatureKind::Field, -1, false,
                "Wheel of Fortune, fortune: 3 points to the player whose turn it is", kSectionRule);
}

// Every follower in a city is a knight, the mayor and the wagon too (CAR-331): each earns its
// owner 1 per pennant of the city and 1 per knight of the same owner there.
void taxes(Game& g) {
  for (NodeId root : g.occupied_roots()) {
    if (g.regions().kind(root) != FeatureKind::City) continue;
    const Region& r = g.regions().region(root);
    std::map<int, int> knights;
    for (int id : r.figures) {
      const Figure& f = g.figures()[static_cast<std::size_t>(id)];
      if (is_follower(g, f)) ++knights[f.owner];
    }
    for (auto [player, k] : knights)
      g.award_bonus(player, k * (k + r.pennants), FeatureKind::City, root, false,
                    fmt::format("Wheel of Fortune, taxes: {} knight{} in a city with {} pennant{}, each {} + {}", k,
                                k == 1 ? "" : "s", r.pennants, r.pennants == 1 ? "" : "s", k, r.pennants),
                    {"CAR:wheel-of-fortune/events", "CAR-331"});
  }
}

// Each farmer earns its owner 1 per completed city its farm borders, with what modules add
// for that player per city (a pig, a pig-herd, a castle: CAR-333, CAR-314); a barn is no farmer
// (CAR-332). Since Big Box 5 every farmer scores; before, only the farm's majority (CAR-334).
void famine(Game& g) {
  bool majority_only = g.options().is(kFamineOpt, "majority");
  for (NodeId root : g.occupied_roots()) {
    if (g.regions().kind(root) != FeatureKind::Field) continue;
    const Region& r = g.regions().region(root);
    std::map<int, int> farmers;
    for (int id : r.figures) {
      const Figure& f = g.figures()[static_cast<std::size_t>(id)];
      if (is_follower(g, f)) ++farmers[f.owner];
    }
    if (farmers.empty()) continue;
    std::vector<int> paid;
    if (majority_only) {
      paid = g.majority(r);
    } else {
      for (const auto& kv : farmers) paid.push_back(kv.first);
    }
    std::vector<NodeId> cities;
    for (NodeId c : g.regions().bordered_cities(root))
      if (g.regions().is_complete(g.board(), c)) cities.push_back(c);
    NodeId farms[1] = {root};
    for (int player : paid) {
      auto it = farmers.find(player);
      if (it == farmers.end()) continue;
      int per_farmer = 0;
      std::string extra;
      std::vector<std::string> rulings = {"CAR:wheel-of-fortune/events", "CAR-332", "CAR-333"};
      rulings.push_back("CAR-334");
      for (NodeId c : cities) {
        FeatureValue mod;
        FarmCity fc{farms, c, 1};
        for (const auto* m : g.rules().modules) m->value_farm_city(g, fc, player, mod);
        per_farmer += 1 + mod.points;
        if (!mod.rule.empty() && extra.find(mod.rule) == std::string::npos) extra += (extra.empty() ? "" : ", ") + mod.rule;
        for (const auto& id : mod.rulings)
          if (std::find(rulings.begin(), rulings.end(), id) == rulings.end()) rulings.push_back(id);
      }
      int points = per_farmer * it->second;
      if (points == 0) continue;
      g.award_bonus(player, points, FeatureKind::Field, root, false,
                    fmt::format("Wheel of Fortune, famine: {} farmer{} on a farm with {} completed cit{}{}{}", it->second,
                                it->second == 1 ? "" : "s", cities.size(), cities.size() == 1 ? "y" : "ies",
                                extra.empty() ? "" : " (" + extra + ")",
                                majority_only ? ", the farm's majority only (wheel-famine = majority)" : ""),
                    rulings);
    }
  }
}

// 1 per follower in the player's supply.
void storm(Game& g) {
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) {
    int n = 0;
    for (int k = 0; k < g.rules().figures.size(); ++k)
      if (g.rules().figures.at(k).follower && !g.rules().figures.at(k).neutral)
        n += g.players()[static_cast<std::size_t>(p)].supply[static_cast<std::size_t>(k)];
    if (n > 0)
      g.award_bonus(p, n, FeatureKind::Field, -1, false,
                    fmt::format("Wheel of Fortune, storm: {} follower{} in the supply", n, n == 1 ? "" : "s"), kSectionRule);
  }
}

// 2 per monk: a follower on a cloister.
void inquisition(Game& g) {
  for (NodeId root : g.occupied_roots()) {
    if (g.regions().kind(root) != FeatureKind::Cloister) continue;
    std::map<int, int> monks;
    for (int id : g.regions().region(root).figures) {
      const Figure& f = g.figures()[static_cast<std::size_t>(id)];
      if (is_follower(g, f)) ++monks[f.owner];
    }
    for (auto [player, n] : monks)
      g.award_bonus(player, 2 * n, FeatureKind::Cloister, root, false,
                    fmt::format("Wheel of Fortune, inquisition: {} monk{}, 2 each", n, n == 1 ? "" : "s"), kSectionRule);
  }
}

// The followers of `player` the pestilence may take: on a land tile, never on a crown space
// (nor in any other special place, nor on a corner).
std::vector<int> on_land(const Game& g, int player) {
  std::vector<int> out;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == player && f.on_board() && is_follower(g, f)) out.push_back(id);
  }
  return out;
}

// The crown spaces of the sector the pig stopped on: alone on the only space 3, alone in a
// sector of two spaces 6, two followers 3 each; then home.
void score_crowns(Game& g) {
  int sector = pig_sector(g);
  std::vector<int> ids = on_crowns(g, sector);
  int spaces = kSectors[static_cast<std::size_t>(sector)].spaces;
  int each = spaces == 2 && ids.size() == 1 ? 6 : 3;
  for (int id : ids) {
    int owner = g.figures()[static_cast<std::size_t>(id)].owner;
    g.award_bonus(owner, each, FeatureKind::Field, -1, false,
                  fmt::format("Wheel of Fortune: a follower on a crown space of {} ({}, {})", kSectors[static_cast<std::size_t>(sector)].name,
                              spaces == 1 ? "its only space" : ids.size() == 1 ? "alone in a sector of two spaces" : "two followers share the sector",
                              each),
                  kSectionRule);
  }
  for (int id : ids) g.remove_figure(id, "scored on the Wheel of Fortune");
}

// The pestilence asks each player in turn, from the player whose turn it is: a player with one
// follower on the land loses it at once, one with several chooses (phase wheel-pestilence).
// Returns false when a player is asked.
bool pestilence_round(Game& g) {
  std::vector<int>& s = state(g);
  int n = static_cast<int>(g.players().size());
  while (s[kNextAsk] < n) {
    int player = (g.active_player() + s[kNextAsk]) % n;
    std::vector<int> ids = on_land(g, player);
    if (ids.size() >= 2) {
      int phase = *g.rules().phases.find(kPestilencePhase);
      if (g.waits_for(kPestilencePhase))
        g.set_decider(player);
      else
        g.open_decision(phase, player);
      return false;
    }
    ++s[kNextAsk];
    if (ids.size() == 1) {
      g.note(player, "the pestilence takes the player's only follower on the land");
      g.remove_figure(ids[0], "taken by the pestilence of the Wheel of Fortune");
    }
  }
  return true;
}

// After the sector's event: the crown spaces, and the draw goes on.
void finish_spin(Game& g) {
  score_crowns(g);
  g.close_decision();
}

}  // namespace

std::vector<std::string_view> WheelModule::reason_codes() const { return {kCrownTaken, kNotCrown, kWrongNumber, kOnWheel, kNotLand}; }

void WheelModule::register_options(OptionRegistry& r) const {
  r.add({kFamineOpt,
         {"every-farmer", "majority"},
         {"CAR-334"},
         "Famine on the Wheel of Fortune pays every farmer (Big Box 5 and later) or only the players with the most "
         "farmers on the farm (the earlier rules)",
         kModule});
  r.add({kDragonOpt,
         {"landscape", "never"},
         {"CAR-327"},
         "The dragon may fly over the landscape around the Wheel of Fortune and eat there (FAQ 10/2012), or may never "
         "enter the wheel's sixteen tiles (the older FAQs)",
         kModule});
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) {
    r.add_preset_settings(preset, kFamineOpt, "majority");
    r.add_preset_settings(preset, kDragonOpt, "never");
  }
}

void WheelModule::register_figures(FigureTable& t) const {
  FigureKindDef def{kPig, false, 0, 1, {}};  // one in the game, belonging to nobody
  def.neutral = true;
  t.add(std::move(def));
}

void WheelModule::register_places(PlaceTable& places) const {
  for (const Sector& s : kSectors) places.add(s.name, false);
}

void WheelModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kSpinPhase);
  phases.add(kPestilencePhase);
  verbs.add({kSpinVerb, this, {{ArgKind::Number}}, "spin N",
             "nature's: the number on the crown tile just drawn; the big pig moves that many sectors clockwise"});
  VerbDef crown{kCrownVerb, this, {{ArgKind::Kind, ArgKind::Place}}, "crown KIND SECTOR",
                "instead of deploying on the land: a follower from the supply onto a free crown space of that sector"};
  crown.figure_action = true;
  verbs.add(std::move(crown));
  verbs.add({kSendHomeVerb, this, {{ArgKind::Figure}}, "send-home PLAYER FIGURE KIND [PORT] at (x,y)",
             "the pestilence sector: which of your followers on the land goes back to the supply"});
}

void WheelModule::prepare(Game& g) const {
  state(g);
  g.move_figure(pig_figure(g), sector_place(g, kFortune), Spot::Special, kNoDetail, Game::kNature);
}

void WheelModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  if (!supply.layout.empty())
    throw std::invalid_argument(
        "The Wheel of Fortune is a start of its own, like the City of Carcassonne: play one of the two");
  for (const TileType* t : catalog.types_of(kModule))
    if (t->start_at) supply.layout.push_back({t, *t->start_at, 0});
  // The wheel replaces the start tile; a river's spring is the first tile drawn instead, laid so
  // that its river flows away from the wheel (the CAR's River and Wheel of Fortune section).
  if (supply.start && supply.start->river_role == "spring") supply.groups.insert(supply.groups.begin(), {supply.start});
  supply.start = nullptr;
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    if (!t->start_at)
      for (int i = 0; i < t->count; ++i) land.push_back(t);
}

// No figure stands on the wheel itself (the walled area the block's tiles show inside the rim,
// complete from the start, so core and the magic portal refuse it first: CAR-101); this guards
// any later rule that reaches completed features. The land around it is ordinary (CAR-103, CAR-328).
std::optional<Rejection> WheelModule::check_deployment(const Game& g, const Deploy& d) const {
  int tile = d.tile >= 0 ? d.tile : g.last_placed();
  if (tile < 0 || g.board().tile(tile).type->expansion != kModule || !g.board().tile(tile).type->start_at) return std::nullopt;
  if (!on_wheel_itself(g, g.node_of(tile, d.feature))) return std::nullopt;
  return Rejection{kOnWheel, "no figure stands on the Wheel of Fortune itself; followers go onto its crown spaces only with "
                             "the verb crown, after the player's own tile (CAR-101)"};
}

// A crown tile interrupts the draw: the pig moves and the sector acts before the tile's
// placement is considered, so all of it stands even if the tile is then discarded (CAR-330).
void WheelModule::tile_drawn(Game& g) const {
  if (crown_index(g.drawn_tile()) < 0) return;
  g.open_decision(*g.rules().phases.find(kSpinPhase), Game::kNature);
}

void WheelModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  if (g.waits_for(kPestilencePhase)) {
    int verb = *verbs.find(kSendHomeVerb);
    for (int id : on_land(g, g.decider())) out.emplace_back(ModuleAction::of(verb, {{ArgKind::Figure, id, 0}}));
    return;
  }
  if (g.phase() != Phase::Deploy || g.figure_step_done()) return;
  int verb = *verbs.find(kCrownVerb);
  const Player& p = g.players()[static_cast<std::size_t>(g.active_player())];
  for (int k = 0; k < g.rules().figures.size(); ++k) {
    if (p.supply[static_cast<std::size_t>(k)] == 0 || !crown_kind(g, k)) continue;
    for (int s = 0; s < static_cast<int>(kSectors.size()); ++s)
      if (static_cast<int>(on_crowns(g, s).size()) < kSectors[static_cast<std::size_t>(s)].spaces)
        out.emplace_back(ModuleAction::of(verb, {{ArgKind::Kind, k, 0}, {ArgKind::Place, sector_place(g, s), 0}}));
  }
}

// Nature's number: how many copies of the drawn type show it and are still in play (the
// copies drawn before took theirs); once a scenario drew more copies than the set holds, the
// printed counts.
void WheelModule::chance_outcomes(const Game& g, std::vector<ChanceOutcome>& out) const {
  if (!g.waits_for(kSpinPhase)) return;
  int i = crown_index(g.drawn_tile());
  if (i < 0) return;
  const auto& printed = kCrownTiles[static_cast<std::size_t>(i)].numbers;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  std::array<int, 3> left{};
  int total = 0;
  for (int n = 0; n < 3; ++n) {
    int used = s.size() >= static_cast<std::size_t>(kStateSize) ? s[static_cast<std::size_t>(kUsed + 3 * i + n)] : 0;
    left[static_cast<std::size_t>(n)] = std::max(0, printed[static_cast<std::size_t>(n)] - used);
    total += left[static_cast<std::size_t>(n)];
  }
  if (total == 0) left = printed;
  int verb = *g.rules().verbs.find(kSpinVerb);
  for (int n = 0; n < 3; ++n)
    if (left[static_cast<std::size_t>(n)] > 0)
      out.push_back({ModuleAction::of(verb, {{ArgKind::Number, n + 1, 0}}), static_cast<double>(left[static_cast<std::size_t>(n)])});
}

std::optional<Rejection> WheelModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kSpinVerb) {
    if (!g.waits_for(kSpinPhase))
      return Rejection{reason::kWrongPhase, "the wheel spins only when a crown tile has just been drawn"};
    int i = crown_index(g.drawn_tile());
    int n = a.arg(0).a;
    if (n < 1 || n > 3 || i < 0 || kCrownTiles[static_cast<std::size_t>(i)].numbers[static_cast<std::size_t>(n - 1)] == 0)
      return Rejection{kWrongNumber, fmt::format("no copy of {} shows the number {} on its crown", g.drawn_tile() ? g.drawn_tile()->id : "the tile", n)};
    return std::nullopt;
  }
  if (verb == kSendHomeVerb) {
    if (!g.waits_for(kPestilencePhase))
      return Rejection{reason::kWrongPhase, "a follower goes home to the pestilence only when the wheel stops on it"};
    const Figure& f = g.figures()[static_cast<std::size_t>(a.arg(0).a)];
    if (f.owner != g.decider()) return Rejection{reason::kFigureNotAllowed, "each player gives up one of his own followers"};
    if (!f.on_board() || !is_follower(g, f))
      return Rejection{kNotLand, "the pestilence takes a follower from a land tile, never from a crown space"};
    return std::nullopt;
  }
  // crown KIND SECTOR
  if (g.figure_step_done() && g.phase() != Phase::PlaceTile)
    return Rejection{reason::kFigureActionTaken, "the turn's figure action is already taken (a crown space is instead of the land)"};
  if (g.phase() != Phase::Deploy)
    return Rejection{reason::kWrongPhase, "a follower goes onto a crown space in the figure step of the player's own turn"};
  int kind = a.arg(0).a;
  int sector = sector_of_place(g, a.arg(1).a);
  if (sector < 0) return Rejection{kNotCrown, "that place is no sector of the Wheel of Fortune"};
  if (!crown_kind(g, kind))
    return Rejection{reason::kFigureNotAllowed, fmt::format("a {} does not go onto a crown space", g.rules().figures.at(kind).name)};
  if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(kind)] == 0)
    return Rejection{reason::kSupplyEmpty, fmt::format("no {} left in the supply", g.rules().figures.at(kind).name)};
  if (static_cast<int>(on_crowns(g, sector).size()) >= kSectors[static_cast<std::size_t>(sector)].spaces)
    return Rejection{kCrownTaken, fmt::format("every crown space of {} is taken (one follower a space)", kSectors[static_cast<std::size_t>(sector)].name)};
  return std::nullopt;
}

void WheelModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kSpinVerb) {
    int n = a.arg(0).a;
    std::vector<int>& s = state(g);
    int i = crown_index(g.drawn_tile());
    ++s[static_cast<std::size_t>(kUsed + 3 * i + n - 1)];
    ++s[kSpins];
    int to = (pig_sector(g) + n) % static_cast<int>(kSectors.size());
    g.move_figure(pig_figure(g), sector_place(g, to), Spot::Special, kNoDetail, Game::kNature);
    g.note(g.active_player(), fmt::format("the crown tile {} shows {}: the big pig moves {} sector{} clockwise to {} (CAR-330)",
                                          g.drawn_tile()->id, n, n, n == 1 ? "" : "s", kSectors[static_cast<std::size_t>(to)].name));
    switch (to) {
      case kFortune: fortune(g); break;
      case kTaxes: taxes(g); break;
      case kFamine: famine(g); break;
      case kStorm: storm(g); break;
      case kInquisition: inquisition(g); break;
      default:
        s[kNextAsk] = 0;
        if (!pestilence_round(g)) return;
        break;
    }
    finish_spin(g);
    return;
  }
  if (verb == kSendHomeVerb) {
    std::vector<int>& s = state(g);
    g.remove_figure(a.arg(0).a, "taken by the pestilence of the Wheel of Fortune");
    ++s[kNextAsk];
    if (pestilence_round(g)) finish_spin(g);
    return;
  }
  // crown KIND SECTOR
  int player = g.active_player();
  int kind = a.arg(0).a;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == player && f.kind == kind && f.in_supply()) {
      g.move_figure(id, a.arg(1).a, Spot::Special, kNoDetail, player);
      break;
    }
  }
  g.take_figure_step();
}

// The wheel itself (the four centre tiles) is closed to the dragon; the landscape around it is
// open (CAR-327), or closed too under wheel-dragon = never.
bool WheelModule::closes_tile(const Game& g, int figure_kind, int tile) const {
  if (g.rules().figures.at(figure_kind).name != "dragon") return false;
  const TileType& t = *g.board().tile(tile).type;
  if (t.expansion != kModule || !t.start_at) return false;
  return g.options().is(kDragonOpt, "never") || t.id.find("-c-") != std::string::npos;
}

// The wheel itself is written as a walled city complete from the start: it is no city anyone
// scores or counts (the King's completed cities, a farm's).
bool WheelModule::withholds_scoring(const Game& g, NodeId root) const { return on_wheel_itself(g, root); }

std::optional<std::string> WheelModule::check_state(const Game& g) const {
  int pig = pig_figure(g);
  if (pig < 0) return std::string("the big pig is missing");
  const Figure& f = g.figures()[static_cast<std::size_t>(pig)];
  if (f.spot != Spot::Special || sector_of_place(g, f.tile) < 0) return std::string("the big pig stands on no sector of the wheel");
  for (int s = 0; s < static_cast<int>(kSectors.size()); ++s)
    if (static_cast<int>(on_crowns(g, s).size()) > kSectors[static_cast<std::size_t>(s)].spaces)
      return fmt::format("more followers on the crown spaces of {} than it has spaces", kSectors[static_cast<std::size_t>(s)].name);
  for (const Figure& x : g.figures())
    if (x.on_board() && g.board().tile(x.tile).type->expansion == kModule && g.board().tile(x.tile).type->start_at &&
        on_wheel_itself(g, g.node_of(x.tile, x.feature)))
      return std::string("a figure stands on the wheel itself");
  return std::nullopt;
}

}  // namespace carc
