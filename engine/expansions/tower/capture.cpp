#include "capture.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "expansions/castles_germany/castles.hpp"
#include "towers.hpp"

namespace carc::tower {

namespace {

int prison(const Game& g) { return *g.rules().places.find(kPrison); }

// The owner of the prisoner whose exchange waits for the captor's choice.
int exchange_partner(const Game& g) {
  return g.figures()[static_cast<std::size_t>((*g.module_state(kModule))[kExchanged])].owner;
}

// Prisoners taken from each other go back at once, one for one (CAR:tower/exchange): the one
// just taken, and one of the captor's own followers that its owner held. With followers of
// different kinds there, the captor chooses which comes back (CAR:tower/exchange-choice).
void exchange_or_close(Game& g, int taken) {
  int captor = g.active_player();
  int owner = g.figures()[static_cast<std::size_t>(taken)].owner;
  std::vector<int> mine = prisoners(g, captor, owner);
  if (mine.empty()) {
    g.close_decision();
    return;
  }
  if (kinds_of(g, mine).size() > 1) {
    state(g)[kExchanged] = taken;
    g.open_decision(*g.rules().phases.find(kExchangePhase), captor);
    return;
  }
  g.remove_figure(mine.front(), "exchanged for a prisoner");
  g.remove_figure(taken, "exchanged for a prisoner");
  g.close_decision();
}

// Why the tower reaches the figure: its height, and the figure's line and distance (CAR-121).
std::string reach_words(const Game& g, int tower, int id) {
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  Coord t = g.board().tile(tower).at, c = g.board().tile(f.tile).at;
  int h = height(g, tower);
  int d = std::abs(c.x - t.x) + std::abs(c.y - t.y) - castles_germany::squares_saved_on_line(g, t, c);
  const char* dir = c.x > t.x ? "east" : c.x < t.x ? "west" : c.y > t.y ? "north" : "south";
  std::string where = d == 0 ? std::string("on the tower's own tile") : fmt::format("{} tile{} {} of it", d, d == 1 ? "" : "s", dir);
  return fmt::format("the tower at ({},{}) is {} piece{} high, so it reaches {} tile{} along each straight line (CAR-121); "
                     "{}'s {} at ({},{}) stands {}{}",
                     t.x, t.y, h, h == 1 ? "" : "s", h, h == 1 ? "" : "s", g.players()[static_cast<std::size_t>(f.owner)].name,
                     g.rules().figures.at(f.kind).name, c.x, c.y, where,
                     f.feature == tower_feature(g, f.tile) ? ", on top of a tower (CAR-122: any height may be taken)" : "");
}

}  // namespace

std::vector<int> kinds_of(const Game& g, const std::vector<int>& ids) {
  std::vector<int> out;
  for (int id : ids) {
    int k = g.figures()[static_cast<std::size_t>(id)].kind;
    if (std::find(out.begin(), out.end(), k) == out.end()) out.push_back(k);
  }
  return out;
}

std::vector<int> prisoners(const Game& g, int owner, int holder) {
  std::vector<int> out;
  int place = prison(g);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == owner && f.placed() && f.spot == Spot::Special && f.tile == place && f.feature == holder) out.push_back(id);
  }
  return out;
}

void open_capture(Game& g, int tile) {
  state(g)[kCapturingTower] = tile;
  if (capture_targets(g).empty()) {
    state(g)[kCapturingTower] = -1;
    g.take_figure_step();
    return;
  }
  g.open_decision(*g.rules().phases.find(kCapturePhase), g.active_player());
}

std::vector<int> capture_targets(const Game& g) {
  std::vector<int> out;
  const std::vector<int>* s = g.module_state(kModule);
  if (!s || (*s)[kCapturingTower] < 0) return out;
  int tower = (*s)[kCapturingTower];
  int reach = height(g, tower);
  Coord at = g.board().tile(tower).at;
  bool own = g.options().is("tower-capture-own", "allowed");
  bool tops = g.options().is("tower-top-capturable", "capturable");
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!f.on_board() || f.neutral() || !tower_follower(g, f.kind)) continue;  // CAR-120: builders and pigs are safe
    if (f.owner == g.active_player() && !own) continue;                         // CAR-117
    if (!tops && f.feature == tower_feature(g, f.tile)) continue;               // CAR-130
    Coord c = g.board().tile(f.tile).at;
    int dx = std::abs(c.x - at.x), dy = std::abs(c.y - at.y);
    // A German castle along the line may count as one square (CAR-352).
    if ((dx == 0 || dy == 0) && dx + dy - castles_germany::squares_saved_on_line(g, at, c) <= reach) out.push_back(id);
  }
  return out;
}

std::optional<Rejection> check_capture(const Game& g, const ModuleAction& a) {
  if (!g.waits_for(kCapturePhase)) return Rejection{reason::kWrongPhase, "a prisoner is taken right after a tower piece is placed"};
  auto targets = capture_targets(g);
  if (std::find(targets.begin(), targets.end(), a.arg(0).a) == targets.end())
    return Rejection{kNotInReach, "that figure is not one the tower may take: out of its reach, or safe from it"};
  return std::nullopt;
}

void apply_capture(Game& g, const ModuleAction& a) {
  int id = a.arg(0).a;
  std::vector<int>& s = state(g);
  int tower = s[kCapturingTower];
  s[kCapturingTower] = -1;
  g.note(g.active_player(), reach_words(g, tower, id));
  int captor = g.active_player();
  if (g.figures()[static_cast<std::size_t>(id)].owner == captor) {  // one's own follower goes back to the supply
    g.remove_figure(id, "taken by its owner's own tower: back to the supply");
    g.close_decision();
    return;
  }
  g.move_figure(id, prison(g), Spot::Special, captor, captor);
  exchange_or_close(g, id);
}

void list_captures(const Game& g, int verb, std::vector<Action>& out) {
  if (!g.waits_for(kCapturePhase)) return;
  for (int id : capture_targets(g)) {
    out.emplace_back(ModuleAction::of(verb, {{ArgKind::Figure, id, 0}}));
  }
}

std::optional<Rejection> check_release(const Game& g, const ModuleAction& a) {
  if (!g.waits_for(kExchangePhase)) return Rejection{reason::kWrongPhase, "no exchange of prisoners waits for a choice"};
  int owner = exchange_partner(g);
  for (int id : prisoners(g, g.active_player(), owner))
    if (g.figures()[static_cast<std::size_t>(id)].kind == a.arg(0).a) return std::nullopt;
  return Rejection{kNoSuchPrisoner, fmt::format("{} holds no {} of {}", g.players()[static_cast<std::size_t>(owner)].name,
                                                g.rules().figures.at(a.arg(0).a).name,
                                                g.players()[static_cast<std::size_t>(g.active_player())].name)};
}

void apply_release(Game& g, const ModuleAction& a) {
  std::vector<int>& s = state(g);
  int taken = s[kExchanged];
  s[kExchanged] = -1;
  int owner = g.figures()[static_cast<std::size_t>(taken)].owner;
  for (int id : prisoners(g, g.active_player(), owner))
    if (g.figures()[static_cast<std::size_t>(id)].kind == a.arg(0).a) {
      g.remove_figure(id, "exchanged for a prisoner");
      break;
    }
  g.remove_figure(taken, "exchanged for a prisoner");
  g.close_decision();
}

void list_releases(const Game& g, int verb, std::vector<Action>& out) {
  if (!g.waits_for(kExchangePhase)) return;
  for (int k : kinds_of(g, prisoners(g, g.active_player(), exchange_partner(g)))) {
    out.emplace_back(ModuleAction::of(verb, {{ArgKind::Kind, k, 0}}));
  }
}

std::optional<std::string> check_prisons(const Game& g) {
  int place = prison(g);
  int players = static_cast<int>(g.players().size());
  std::vector<std::vector<int>> held(static_cast<std::size_t>(players), std::vector<int>(static_cast<std::size_t>(players), 0));
  for (const Figure& f : g.figures()) {
    if (!f.placed() || f.spot != Spot::Special || f.tile != place) continue;
    if (f.neutral()) return std::string("a neutral figure is held prisoner");
    if (f.feature < 0 || f.feature >= players) return fmt::format("a prisoner is held by player {}", f.feature);
    if (f.feature == f.owner) return std::string("a player holds his own follower prisoner");
    ++held[static_cast<std::size_t>(f.owner)][static_cast<std::size_t>(f.feature)];
  }
  // Prisoners taken from each other are exchanged at once: no two players hold each other's.
  for (int a = 0; a < players; ++a)
    for (int b = a + 1; b < players; ++b)
      if (held[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] && held[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] &&
          !g.waits_for(kExchangePhase))
        return fmt::format("{} and {} hold each other's followers", g.players()[static_cast<std::size_t>(a)].name,
                           g.players()[static_cast<std::size_t>(b)].name);
  return std::nullopt;
}

}  // namespace carc::tower
