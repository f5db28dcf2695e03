#include "bazaars.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "bcb_names.hpp"
#include "core/game.hpp"

namespace carc::bcb {

namespace {

// Game::module_state keys.
constexpr const char* kAuction = "bridges-castles-bazaars/bazaar";
constexpr int kStatus = 0;     // see Status
constexpr int kDrawer = 1;     // the player whose bazaar tile started it
constexpr int kChooser = 2;    // the player choosing now
constexpr int kTile = 3;       // the tile under the hammer (catalog index), -1 none
constexpr int kBid = 4;        // the highest bid so far
constexpr int kHigh = 5;       // ... and whose it is
constexpr int kAsking = 6;     // the bidder asked now
constexpr int kToReveal = 7;   // tiles nature still reveals (scripted draws)
constexpr int kDeferred = 8;   // bazaar tiles drawn during the round: auctions still to come (CAR-289)
constexpr int kLaterDrawer = 9;  // the player who drew the first of those
constexpr int kDealt = 10;     // 1: the turn's first tile was bought (it starts no auction, CAR-289)
constexpr int kFreePick = 11;  // 1: this bazaar is the variation without bids (CAR-290, CAR-291)
constexpr int kAuctionSize = 12;
enum Status { kIdle = 0, kDue = 1, kRunning = 2, kPlacing = 3 };
constexpr const char* kOffer = "bridges-castles-bazaars/bazaar-offer";  // revealed tiles not yet given out
constexpr const char* kHands = "bridges-castles-bazaars/bazaar-hands";  // per player: the bought tile still to play, -1
constexpr const char* kGot = "bridges-castles-bazaars/bazaar-got";      // per player: 1 once he has a tile of this bazaar

constexpr const char* kRevealPhase = "bazaar-reveal";
constexpr const char* kChoosePhase = "bazaar-choose";
constexpr const char* kBidPhase = "bazaar-bid";
constexpr const char* kDecidePhase = "bazaar-decide";
constexpr const char* kPickPhase = "bazaar-pick";
constexpr const char* kRevealVerb = "reveal";
constexpr const char* kOfferVerb = "offer";
constexpr const char* kBidVerb = "bid";
constexpr const char* kBuyVerb = "buy";
constexpr const char* kSellVerb = "sell";
constexpr const char* kTakeVerb = "take";

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kAuction);
  if (s.size() < static_cast<std::size_t>(kAuctionSize)) s = {kIdle, -1, -1, -1, 0, -1, -1, 0, 0, -1, 0, 0};
  return s;
}
int at(const Game& g, int index) {
  const std::vector<int>* s = g.module_state(kAuction);
  if (!s || s->size() < static_cast<std::size_t>(kAuctionSize)) return index == kStatus || index == kToReveal || index == kDeferred ? 0 : -1;
  return (*s)[static_cast<std::size_t>(index)];
}
const std::vector<int>& list(const Game& g, const char* key) { return g.module_state_or_empty(key); }

int players(const Game& g) { return static_cast<int>(g.players().size()); }
const std::string& name(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }

int tile_index(const TileType* t) {
  const auto& types = builtin_catalog().types();
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].get() == t) return static_cast<int>(i);
  return -1;
}
const TileType* tile_at(int index) { return builtin_catalog().types()[static_cast<std::size_t>(index)].get(); }

bool got(const Game& g, int p) {
  const std::vector<int>& v = list(g, kGot);
  return static_cast<std::size_t>(p) < v.size() && v[static_cast<std::size_t>(p)] != 0;
}
// The first player without a tile of this bazaar, from `from` on in the order of play.
int first_without(const Game& g, int from) {
  for (int k = 0; k < players(g); ++k) {
    int p = (from + k) % players(g);
    if (!got(g, p)) return p;
  }
  return -1;
}
int without_tile(const Game& g) {
  int n = 0;
  for (int p = 0; p < players(g); ++p) n += !got(g, p);
  return n;
}
int phase_id(const Game& g, const char* phase) { return *g.rules().phases.find(phase); }

std::string offer_text(const Game& g) {
  std::string out;
  for (int t : list(g, kOffer)) out += (out.empty() ? "" : ", ") + tile_at(t)->id;
  return out;
}

void pay(Game& g, int from, int to, int points, const TileType* tile) {
  if (points == 0) return;
  std::vector<std::string> rulings = {"CAR:bridges-castles-bazaars/bazaar-auction", "CAR-284"};
  g.award_bonus(from, -points, FeatureKind::Field, -1, false, fmt::format("paid at the bazaar for {}", tile->id), rulings, true);
  if (to >= 0) g.award_bonus(to, points, FeatureKind::Field, -1, false, fmt::format("received at the bazaar for {}", tile->id), rulings, true);
}

void give(Game& g, int p, int tile) {
  g.module_state(kHands)[static_cast<std::size_t>(p)] = tile;
  g.module_state(kGot)[static_cast<std::size_t>(p)] = 1;
  std::vector<int>& offer = g.module_state(kOffer);
  offer.erase(std::find(offer.begin(), offer.end(), tile));
}

// The next choice of the auction, or its end: true when a decision was opened.
bool next_choice(Game& g) {
  std::vector<int>& s = state(g);
  const std::vector<int>& offer = list(g, kOffer);
  int chooser = first_without(g, s[kChooser]);
  if (offer.empty() || chooser < 0) {
    s[kStatus] = kPlacing;
    s[kTile] = -1;
    g.note(-1, "the bazaar is over: the bought tiles are played in turn, from the player after the bazaar's");
    return false;
  }
  s[kChooser] = chooser;
  if (without_tile(g) == 1) {  // the last tile goes free to the last player
    int tile = offer.front();
    g.note(chooser, fmt::format("{} takes the last tile, {}, without paying", name(g, chooser), tile_at(tile)->id));
    give(g, chooser, tile);
    return next_choice(g);
  }
  g.open_decision(phase_id(g, s[kFreePick] ? kPickPhase : kChoosePhase), chooser);
  return true;
}

void begin_choosing(Game& g) {
  std::vector<int>& s = state(g);
  bool all_nil = std::all_of(g.players().begin(), g.players().end(), [](const Player& p) { return p.score == 0; });
  s[kFreePick] = g.options().is(kBazaarKind, "free-pick") || (g.options().is(kBazaarBids, "covered") && all_nil);
  g.note(-1, fmt::format("the bazaar reveals {}{}", offer_text(g),
                         s[kFreePick] ? ": each player in turn takes one, free (no auction)" : ""));
  // The player after the bazaar's: the player whose turn it is now, except for a bazaar that
  // waited for a round to end, where bazaar-waited-chooser decides (CAR-283's "back to start").
  s[kChooser] = g.options().is(kBazaarWaited, "after-drawer") ? (s[kDrawer] + 1) % players(g) : g.active_player();
  if (!next_choice(g)) g.close_decision();
}

// The bidder after `p` still without a tile, or the chooser when the round of bids is over.
int next_bidder(const Game& g, int p) {
  int chooser = at(g, kChooser);
  for (int k = 1; k <= players(g); ++k) {
    int q = (p + k) % players(g);
    if (q == chooser) return chooser;
    if (!got(g, q)) return q;
  }
  return chooser;
}

// Asks the next bidder, or ends the round of bids: true when a decision was opened (the caller
// closes the current one otherwise, unless core does after a pass).
bool ask(Game& g) {
  std::vector<int>& s = state(g);
  if (s[kAsking] != s[kChooser]) {
    g.open_decision(phase_id(g, kBidPhase), s[kAsking]);
    return true;
  }
  // Every other player has bid or passed.
  const TileType* tile = tile_at(s[kTile]);
  if (s[kHigh] == s[kChooser]) {  // nobody outbid the chooser: he pays his bid to nobody
    g.note(s[kChooser], fmt::format("nobody outbids {}: he keeps {} for {} point{}", name(g, s[kChooser]), tile->id, s[kBid],
                                    s[kBid] == 1 ? "" : "s"));
    pay(g, s[kChooser], -1, s[kBid], tile);
    give(g, s[kChooser], s[kTile]);
    return next_choice(g);
  }
  g.open_decision(phase_id(g, kDecidePhase), s[kChooser]);
  return true;
}

std::optional<int> covered_limit(const Game& g, int p) {
  if (!g.options().is(kBazaarBids, "covered")) return std::nullopt;
  return g.players()[static_cast<std::size_t>(p)].score;
}

void trigger(Game& g, int drawer) {
  std::vector<int>& s = state(g);
  int n = players(g);
  int left = static_cast<int>(g.stack().size());
  if (left < n) {
    if (g.options().is(kBazaarTooFew, "ignore") || left == 0) {
      g.note(drawer, fmt::format("fewer tiles are left than players: the bazaar is ignored{}",
                                 left ? " (bazaar-too-few = ignore, CAR-288)" : ""));
      return;
    }
    n = left;
  }
  s[kStatus] = kDue;
  s[kDrawer] = drawer;
  g.module_state(kOffer).clear();
  if (g.scripted_draws()) {
    s[kToReveal] = n;  // nature names them when the auction begins
  } else {
    for (int i = 0; i < n; ++i) g.module_state(kOffer).push_back(tile_index(g.take_stack_tile()));
  }
  g.note(drawer, fmt::format("{}'s bazaar: {} tiles are set apart face down for an auction after the turn", name(g, drawer), n));
}

}  // namespace

void bazaar_tile_placed(Game& g, int tile_index_on_board) {
  std::vector<int>& s = state(g);
  bool bought = s[kDealt] != 0;
  s[kDealt] = 0;
  if (!g.board().tile(tile_index_on_board).type->has_symbol(kBazaarSymbol)) return;
  if (bought) {
    g.note(g.active_player(), "a bought bazaar tile starts no auction (CAR-289)");
    return;
  }
  if (s[kStatus] != kIdle) {  // no chain: it waits until every tile of this bazaar is played
    if (g.options().is(kBazaarInRound, "ignore")) {
      g.note(g.active_player(), "a bazaar drawn while a bazaar's tiles are played starts no auction (bazaar-in-round = ignore)");
      return;
    }
    if (s[kDeferred]++ == 0) s[kLaterDrawer] = g.active_player();
    g.note(g.active_player(), "this bazaar waits until every tile of the bazaar going on is played (CAR-283, CAR-289)");
    return;
  }
  trigger(g, g.active_player());
}

void start_auction(Game& g) {
  std::vector<int>& s = state(g);
  if (s[kStatus] == kPlacing) {
    const std::vector<int>& hands = list(g, kHands);
    if (std::any_of(hands.begin(), hands.end(), [](int t) { return t >= 0; })) return;
    s[kStatus] = kIdle;  // every bought tile is played: a bazaar that waited may begin
    if (s[kDeferred] > 0) {
      --s[kDeferred];
      trigger(g, s[kLaterDrawer]);
    }
  }
  if (s[kStatus] != kDue) return;
  s[kStatus] = kRunning;
  g.module_state(kGot).assign(static_cast<std::size_t>(players(g)), 0);
  g.module_state(kHands).assign(static_cast<std::size_t>(players(g)), -1);
  if (s[kToReveal] > 0) {
    g.open_decision(phase_id(g, kRevealPhase), Game::kNature);
    return;
  }
  begin_choosing(g);
}

const TileType* deal_bought_tile(Game& g) {
  const std::vector<int>& hands = list(g, kHands);
  int p = g.active_player();
  if (at(g, kStatus) != kPlacing || static_cast<std::size_t>(p) >= hands.size()) return nullptr;
  int tile = hands[static_cast<std::size_t>(p)];
  if (tile < 0) return nullptr;
  g.module_state(kHands)[static_cast<std::size_t>(p)] = -1;
  state(g)[kDealt] = 1;
  g.note(p, fmt::format("{} plays the tile bought at the bazaar, {}, instead of drawing", name(g, p), tile_at(tile)->id));
  return tile_at(tile);
}

bool bazaar_holds_tiles(const Game& g) {
  if (at(g, kStatus) == kDue || at(g, kStatus) == kRunning) return true;
  const std::vector<int>& hands = list(g, kHands);
  return at(g, kStatus) == kPlacing && std::any_of(hands.begin(), hands.end(), [](int t) { return t >= 0; });
}

bool is_bazaar_verb(const std::string& verb) {
  return verb == kRevealVerb || verb == kOfferVerb || verb == kBidVerb || verb == kBuyVerb || verb == kSellVerb ||
         verb == kTakeVerb;
}

std::optional<Rejection> check_bazaar_action(const Game& g, const ModuleAction& a) {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  auto wrong = [&](const char* phase) -> std::optional<Rejection> {
    if (g.waits_for(phase)) return std::nullopt;
    return Rejection{reason::kWrongPhase, fmt::format("`{}` answers {}; the game waits for {}", verb, phase, g.phase_label())};
  };
  auto offered = [&](int tile) -> std::optional<Rejection> {
    const std::vector<int>& offer = list(g, kOffer);
    if (std::find(offer.begin(), offer.end(), tile) != offer.end()) return std::nullopt;
    return Rejection{kNotOffered, fmt::format("{} is not among the bazaar's tiles ({})", tile_at(tile)->id, offer_text(g))};
  };
  if (verb == kRevealVerb) {
    if (auto r = wrong(kRevealPhase)) return r;
    if (std::find(g.stack().begin(), g.stack().end(), tile_at(a.arg(0).a)) == g.stack().end())
      return Rejection{reason::kNotInStack, fmt::format("the stack holds no {}", tile_at(a.arg(0).a)->id)};
    return std::nullopt;
  }
  if (verb == kTakeVerb) {
    if (auto r = wrong(kPickPhase)) return r;
    return offered(a.arg(0).a);
  }
  if (verb == kOfferVerb) {
    if (auto r = wrong(kChoosePhase)) return r;
    if (auto r = offered(a.arg(0).a)) return r;
    int bid = a.arg(1).a;
    if (bid < 0) return Rejection{kBadBid, "a bid is 0 points or more"};
    if (auto limit = covered_limit(g, g.decider()); limit && bid > *limit)
      return Rejection{kBadBid, fmt::format("{} has {} points: with bazaar-bids = covered nobody bids more than he has (CAR-285)",
                                            name(g, g.decider()), *limit)};
    return std::nullopt;
  }
  if (verb == kBidVerb) {
    if (auto r = wrong(kBidPhase)) return r;
    int bid = a.arg(0).a;
    if (bid <= at(g, kBid)) return Rejection{kBadBid, fmt::format("a bid must raise the {} points offered", at(g, kBid))};
    if (auto limit = covered_limit(g, g.decider()); limit && bid > *limit)
      return Rejection{kBadBid, fmt::format("{} has {} points: with bazaar-bids = covered nobody bids more than he has (CAR-285)",
                                            name(g, g.decider()), *limit)};
    return std::nullopt;
  }
  return wrong(kDecidePhase);  // buy or sell
}

void apply_bazaar_action(Game& g, const ModuleAction& a) {
  const std::string verb = g.rules().verbs.at(a.verb).name;
  std::vector<int>& s = state(g);
  if (verb == kRevealVerb) {
    g.module_state(kOffer).push_back(tile_index(g.take_stack_tile(tile_at(a.arg(0).a))));
    if (--state(g)[kToReveal] > 0 && !g.stack().empty()) return;  // nature reveals the next one
    state(g)[kToReveal] = 0;
    begin_choosing(g);
    return;
  }
  if (verb == kTakeVerb) {
    int p = g.decider();
    g.note(p, fmt::format("{} takes {} (no auction)", name(g, p), tile_at(a.arg(0).a)->id));
    give(g, p, a.arg(0).a);
    state(g)[kChooser] = (p + 1) % players(g);
    if (!next_choice(g)) g.close_decision();
    return;
  }
  if (verb == kOfferVerb) {
    s[kTile] = a.arg(0).a;
    s[kBid] = a.arg(1).a;
    s[kHigh] = s[kChooser];
    g.note(s[kChooser], fmt::format("{} chooses {} and bids {}", name(g, s[kChooser]), tile_at(s[kTile])->id, s[kBid]));
    s[kAsking] = next_bidder(g, s[kChooser]);
    if (!ask(g)) g.close_decision();
    return;
  }
  if (verb == kBidVerb) {
    s[kBid] = a.arg(0).a;
    s[kHigh] = s[kAsking];
    s[kAsking] = next_bidder(g, s[kAsking]);
    if (!ask(g)) g.close_decision();
    return;
  }
  // buy or sell
  int chooser = s[kChooser], high = s[kHigh], bid = s[kBid], tile = s[kTile];
  if (verb == kBuyVerb) {
    g.note(chooser, fmt::format("{} buys {}: he pays {} {} point{}", name(g, chooser), tile_at(tile)->id, name(g, high), bid,
                                bid == 1 ? "" : "s"));
    pay(g, chooser, high, bid, tile_at(tile));
    give(g, chooser, tile);
  } else {
    g.note(chooser, fmt::format("{} sells {} to {} for {} point{}", name(g, chooser), tile_at(tile)->id, name(g, high), bid,
                                bid == 1 ? "" : "s"));
    pay(g, high, chooser, bid, tile_at(tile));
    give(g, high, tile);
  }
  // Who chooses next: the first player still without a tile from the chooser on (RGG: the
  // chooser again if he sold, CAR-286), or from the player after him.
  state(g)[kChooser] = g.options().is(kBazaarChooser, "chooser-again") ? chooser : (chooser + 1) % players(g);
  if (!next_choice(g)) g.close_decision();
}

void bazaar_passed(Game& g) {
  if (!g.waits_for(kBidPhase)) return;
  std::vector<int>& s = state(g);
  s[kAsking] = next_bidder(g, s[kAsking]);
  ask(g);  // core closes the decision when nothing new was opened
}

void list_bazaar_actions(const Game& g, std::vector<Action>& out) {
  const VerbTable& verbs = g.rules().verbs;
  auto tile_arg = [](int t) { return ActionArg{ArgKind::Tile, t, 0}; };
  auto number = [](int n) { return ActionArg{ArgKind::Number, n, 0}; };
  auto add = [&](ModuleAction a) {
    if (!check_bazaar_action(g, a)) out.emplace_back(a);
  };
  // A few bids are listed (a player may bid any number of points): enough for self-play to buy,
  // sell, outbid and pass.
  if (g.waits_for(kChoosePhase)) {
    for (int t : list(g, kOffer))
      for (int bid = 0; bid <= 3; ++bid) add(ModuleAction::of(*verbs.find(kOfferVerb), {tile_arg(t), number(bid)}));
  } else if (g.waits_for(kBidPhase)) {
    for (int raise = 1; raise <= 3; ++raise) add(ModuleAction::of(*verbs.find(kBidVerb), {number(at(g, kBid) + raise)}));
  } else if (g.waits_for(kDecidePhase)) {
    add(ModuleAction::of(*verbs.find(kBuyVerb), {}));
    add(ModuleAction::of(*verbs.find(kSellVerb), {}));
  } else if (g.waits_for(kPickPhase)) {
    for (int t : list(g, kOffer)) add(ModuleAction::of(*verbs.find(kTakeVerb), {tile_arg(t)}));
  }
}

void bazaar_chances(const Game& g, std::vector<ChanceOutcome>& out) {
  if (!g.waits_for(kRevealPhase)) return;
  int verb = *g.rules().verbs.find(kRevealVerb);
  for (const TileType* t : g.stack()) {
    ModuleAction a = ModuleAction::of(verb, {ActionArg{ArgKind::Tile, tile_index(t), 0}});
    auto it = std::find_if(out.begin(), out.end(), [&](const ChanceOutcome& c) { return std::get<ModuleAction>(c.action) == a; });
    if (it == out.end())
      out.push_back({a, 1});
    else
      it->weight += 1;
  }
}

std::optional<std::string> check_bazaars(const Game& g) {
  int status = at(g, kStatus);
  const std::vector<int>& hands = list(g, kHands);
  if (status == kIdle && std::any_of(hands.begin(), hands.end(), [](int t) { return t >= 0; }))
    return std::string("a bought tile is still held while no bazaar goes on");
  if (status == kRunning && !(g.phase() == Phase::Module)) return std::string("an auction is going on outside its decisions");
  if (status != kRunning && status != kDue && !list(g, kOffer).empty()) return std::string("revealed tiles are left over");
  return std::nullopt;
}

}  // namespace carc::bcb
