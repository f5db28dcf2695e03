#include "bcb_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "bcb_names.hpp"
#include "bridges.hpp"
#include "bazaars.hpp"
#include "castles.hpp"
#include "core/game.hpp"
#include "turn_count.hpp"

namespace carc {

using namespace bcb;

std::vector<std::string_view> BridgesCastlesBazaarsModule::reason_codes() const {
  return {kNoBridgeLeft, kBridgeUsed,      kBridgeFar,    kBridgeNotField, kBridgeCrossing,
          kBridgeEnd,    kBridgeNotNeeded, kNoCastleLeft, kNotATown,      kNotOffered,
          kBadBid,      kBridgeRequired, kCastleTown};
}

void BridgesCastlesBazaarsModule::register_options(OptionRegistry& r) const {
  r.add({kBridgesPer,
         {"whole-turn", "each-tile"},
         {"CAR:bridges-castles-bazaars/one-bridge-per-turn", "CAR-54"},
         "How many bridges a builder's double turn may build: one for the whole turn (a double turn is one turn, "
         "CAR-54), or one with each tile laid. The rules are silent",
         kModule});
  r.add({kTownShape,
         {"semicircles", "end-pieces"},
         {"CAR-299"},
         "Which towns may become castles: two semicircular caps only (HiG), or any two city pieces ending on one side, "
         "the triangle included (ZMG)",
         kModule});
  r.add({kCastleFarms,
         {"every", "scored"},
         {"CAR-313"},
         "What castles are worth to farmers: every castle 4 (the rules; the CAR), or only castles that have scored "
         "(the RGG Big Box 3 scoring summary, taken by the CAR as a misprint; an unscored castle then counts nothing)",
         kModule});
  r.add({kCastlePigHerd,
         {"counts", "not"},
         {"CAR-312"},
         "A pig-herd in a farm (River II) adds one point per castle as it does per city (the CAR's presumption), or "
         "not. The question awaits an official ruling",
         kModule});
  r.add({kCastleFairy,
         {"never", "printed"},
         {"CAR-309"},
         "never: the fairy goes only beside a follower on a tile, so never into a castle (the official clarification); "
         "printed: as Big Box 3 printed it, the fairy may move beside a player's follower in a castle (`fairy city at "
         "(x,y)` naming the castle's town) and pays its 3 points when that castle scores; it stays in the castle, beside "
         "nobody, once the castle's followers have gone home",
         kModule});
  r.add({kBazaarKind,
         {"auction", "free-pick"},
         {"CAR-290"},
         "A bazaar auctions the revealed tiles (the rules), or, the official variation, each player in turn from the next "
         "one takes one of them free",
         kModule});
  r.add({kBazaarBids,
         {"any", "covered"},
         {"CAR-285", "CAR-291", "CAR-284"},
         "Bids at a bazaar: any number of points, scores going below zero if need be (HiG, RGG), or never more than the "
         "bidder has (ZMG, which then plays the variation without bids while every score is 0)",
         kModule});
  r.add({kBazaarTooFew,
         {"auction-fewer", "ignore"},
         {"CAR-288"},
         "A bazaar with fewer tiles left in the stack than players: the tiles there are go to auction (the rules say "
         "nothing), or the bazaar is ignored (RGG Big Box 3)",
         kModule});
  r.add({kBazaarChooser,
         {"chooser-again", "next-player"},
         {"CAR-286"},
         "Who chooses the next tile: the first player without a tile counting from the last chooser, who chooses again if "
         "he sold (RGG Big Box 3's words), or counting from the player after him",
         kModule});
  r.add({kBridgeDiscard,
         {"allowed", "forbidden"},
         {"CAR-293", "CAR:conflicts/c3-bridge-for-legality"},
         "A drawn tile that fits only with a bridge: the player may discard it instead (the official answer), or must "
         "lay it with a bridge (the rules summary 000 and the CAR's order of play)",
         kModule});
  r.add({kBazaarInRound,
         {"postpone", "ignore"},
         {"CAR:conflicts/c8-bazaar-drawn-in-builder-turn", "CAR-289"},
         "A bazaar tile drawn while a bazaar's tiles are still being played (a builder's second tile): its auction waits "
         "until they are all played (the official answer), or it starts none (one reading of the rules summary 004)",
         kModule});
  r.add({kBazaarWaited,
         {"turn-player", "after-drawer"},
         {"CAR-283"},
         "Who chooses first at a bazaar that waited for a round of bought tiles to end: the player whose turn it then "
         "is, or the player after the one who drew it (the official answer says only \"back to start\")",
         kModule});
  r.add_preset_settings("zmg", kTownShape, "end-pieces");
  r.add_preset_settings("zmg", kBazaarBids, "covered");
  r.add_preset_settings("rgg", kBazaarTooFew, "ignore");
}

void BridgesCastlesBazaarsModule::register_places(PlaceTable& places) const { places.add(kCastlePlace, false, false); }

void BridgesCastlesBazaarsModule::register_tokens(TokenTable& t) const {
  t.add(kBridge);
  t.add(kCastle);
}

void BridgesCastlesBazaarsModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kCastlePhase, true);
  phases.add(kCastleScorePhase, false);
  phases.add("bazaar-reveal", false);
  phases.add("bazaar-choose", false);
  phases.add("bazaar-bid", true);
  phases.add("bazaar-decide", false);
  phases.add("bazaar-pick", false);
  verbs.add({"reveal", this, {{ArgKind::Tile}}, "reveal TILE", "nature: the next tile revealed at a bazaar (scripted draws)"});
  VerbDef offer{"offer", this, {{ArgKind::Tile, ArgKind::Number}}, "offer TILE POINTS",
                "at a bazaar: choose a revealed tile and open the bidding (0 or more points)"};
  // Opening bids are listed 0 to 3, a sample of the unbounded choice: any bid is one of them.
  offer.listed_form = [](const Game&, const ModuleAction& a) -> std::optional<ModuleAction> {
    ModuleAction m = a;
    m.args[1].a = std::min(m.args[1].a, 0);
    return m;
  };
  verbs.add(std::move(offer));
  verbs.add({"bid", this, {{ArgKind::Number}}, "bid POINTS", "at a bazaar: outbid the highest bid (`pass` declines)"});
  verbs.add({"buy", this, {{}}, "buy", "at a bazaar: the chooser keeps the tile, paying the highest bidder his bid"});
  verbs.add({"sell", this, {{}}, "sell", "at a bazaar: the chooser lets the highest bidder have the tile for his bid"});
  verbs.add({"take", this, {{ArgKind::Tile}}, "take TILE", "at a bazaar without bids (bazaar-variant = free-pick): take a tile"});
  VerbDef bridge{kBridgeVerb, this, {{ArgKind::Square, ArgKind::Side}}, "bridge (x,y) SIDE",
                 "build a bridge on that tile from SIDE to the opposite side: with the placement that needs it "
                 "(`T at (x,y) with bridge ...`), or in the figure step, which it leaves open",
                 false, true};
  // A bridge is named from either end; the listing names it from the north or the east.
  bridge.listed_form = [](const Game&, const ModuleAction& a) -> std::optional<ModuleAction> {
    ModuleAction m = a;
    m.args[1].a %= 2;
    return m;
  };
  verbs.add(std::move(bridge));
  verbs.add({kCastleVerb, this, {{ArgKind::Feature}}, "castle city at (x,y)",
             "turn the town of two caps being completed into a castle instead of scoring it"});
  verbs.add({kCastleScoreVerb, this, {{ArgKind::Feature}}, "castle-score KIND at (x,y)",
             "choose which completed feature's value the castle takes, when several differ"});
}

void BridgesCastlesBazaarsModule::prepare(Game& g) const {
  int players = static_cast<int>(g.players().size());
  int each = players >= 5 ? 2 : 3;
  for (int p = 0; p < players; ++p) {
    g.set_tokens(p, *g.rules().tokens.find(kBridge), each);
    g.set_tokens(p, *g.rules().tokens.find(kCastle), each);
  }
}

void BridgesCastlesBazaarsModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void BridgesCastlesBazaarsModule::feature_completed(Game& g, NodeId root) const { note_completion(g, root); }

// A castle in a farm: 4 instead of a city's 3 (5 with a pig or a barn, their own modules
// adding theirs), CAR:bridges-castles-bazaars/castle-rules; see castle-farms (CAR-313) and
// castle-pig-herd (CAR-312).
void BridgesCastlesBazaarsModule::value_farm_city(const Game& g, const FarmCity& fc, int, FeatureValue& v) const {
  NodeId city = g.regions().find(fc.city);
  if (!is_castle_town(g, city)) return;
  if (g.options().is(kCastleFarms, "scored") && !castle_scored(g, city)) {
    v.points = -fc.base;  // nothing at all, whatever the modules before added for it
    v.rule += std::string(v.rule.empty() ? "" : ", ") + "a castle that has not scored counts nothing (castle-farms = scored)";
    v.rulings.push_back("CAR-313");
    return;
  }
  v.points += 1;
  v.rule += std::string(v.rule.empty() ? "" : ", ") + "a castle counts one more than a city";
  v.rulings.push_back("CAR:bridges-castles-bazaars/castle-rules");
  // Under castle-pig-herd = not, a pig-herd's point already added for this castle (River II
  // comes earlier in the modifier order and marks it with its ruling) is taken back.
  if (g.options().is(kCastlePigHerd, "not") &&
      std::find(v.rulings.begin(), v.rulings.end(), "CAR:river2/pig-herd") != v.rulings.end()) {
    v.points -= 1;
    v.rulings.push_back("CAR-312");
  }
}

void BridgesCastlesBazaarsModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::TurnBegins) {
    count_turn(g);
    start_auction(g);
  }
  else if (step == OrderStep::FiguresMoved)
    offer_castles(g);
  else if (step == OrderStep::FeaturesScored)
    pay_castles(g);
}

void BridgesCastlesBazaarsModule::list_actions(const Game& g, std::vector<Action>& out) const {
  list_bridges(g, out);
  list_castle_actions(g, out);
  list_bazaar_actions(g, out);
}

void BridgesCastlesBazaarsModule::chance_outcomes(const Game& g, std::vector<ChanceOutcome>& out) const { bazaar_chances(g, out); }

void BridgesCastlesBazaarsModule::tile_placed(Game& g, int tile_index) const { bazaar_tile_placed(g, tile_index); }

const TileType* BridgesCastlesBazaarsModule::deal_tile(Game& g) const { return deal_bought_tile(g); }

bool BridgesCastlesBazaarsModule::holds_tiles(const Game& g) const { return bazaar_holds_tiles(g); }

std::optional<Rejection> BridgesCastlesBazaarsModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kBridgeVerb) return check_bridge(g, a);
  if (is_bazaar_verb(verb)) return check_bazaar_action(g, a);
  if (verb == kCastleVerb) return check_castle(g, a);
  return check_castle_score(g, a);
}

void BridgesCastlesBazaarsModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kBridgeVerb)
    build_bridge(g, a);
  else if (is_bazaar_verb(verb))
    apply_bazaar_action(g, a);
  else if (verb == kCastleVerb)
    build_castle(g, a);
  else
    choose_castle_score(g, a);
}

std::optional<Rejection> BridgesCastlesBazaarsModule::check_pass(const Game& g) const {
  if (g.phase() == Phase::PlaceTile && g.may_discard() && g.options().is(kBridgeDiscard, "forbidden"))
    return Rejection{kBridgeRequired, fmt::format("{} fits only with a bridge, and with bridge-discard = forbidden it must be laid so",
                                                  g.drawn_tile()->id)};
  return std::nullopt;
}

void BridgesCastlesBazaarsModule::decision_passed(Game& g) const {
  if (g.phase_label() == kCastlePhase)
    castle_declined(g);
  else
    bazaar_passed(g);
}

std::optional<Rejection> BridgesCastlesBazaarsModule::layout_change(const Game& g, const PlaceTile& a, LayoutChange& c) const {
  return bridge_layout_change(g, a, c);
}

void BridgesCastlesBazaarsModule::placed_with(Game& g, const PlaceTile& a) const { bridge_built_with(g, a); }

bool BridgesCastlesBazaarsModule::mends_placement(const Game& g, const TileType* tile) const { return bridge_mends(g, tile); }

std::optional<Rejection> BridgesCastlesBazaarsModule::setup_change(const Game& g, const PlaceTile& a, LayoutChange& c) const {
  return bridge_setup_change(g, a, c);
}

std::optional<ModuleAction> BridgesCastlesBazaarsModule::setup_action(const Game& g, int tile) const {
  return bridge_setup_action(g, tile);
}

bool BridgesCastlesBazaarsModule::withholds_scoring(const Game& g, NodeId root) const { return is_castle_town(g, root); }

// A castle's town is complete and stays unscored (withholds_scoring), so a rule that places a
// figure on a feature of another tile than the one just laid and counts a withheld feature as
// unfinished (the Flier, the Phantom's flight) would reach it: its followers are in the castle,
// and no figure goes onto the town.
std::optional<Rejection> BridgesCastlesBazaarsModule::check_deployment(const Game& g, const Deploy& d) const {
  int tile = d.tile >= 0 ? d.tile : g.last_placed();
  if (tile < 0 || tile >= static_cast<int>(g.board().tiles().size()) || d.feature < 0 ||
      d.feature >= static_cast<int>(g.board().tile(tile).type->features.size()))
    return std::nullopt;
  if (!is_castle_town(g, g.regions().find(g.node_of(tile, d.feature)))) return std::nullopt;
  return Rejection{kCastleTown, "that city was turned into a castle: its followers stand in the castle, and no figure goes "
                                "onto its town"};
}

int BridgesCastlesBazaarsModule::pieces_on(const Game& g, std::string_view piece, int tile) const {
  if (piece == kBridge) return has_bridge(*g.board().tile(tile).type) ? 1 : 0;
  if (piece == kCastle) {
    int n = 0;
    for (const CastleView& c : castles(g)) n += c.tile_a == tile || c.tile_b == tile;
    return n;
  }
  return 0;
}

std::vector<std::pair<int, int>> BridgesCastlesBazaarsModule::pieces_across(const Game& g, std::string_view piece) const {
  std::vector<std::pair<int, int>> out;
  if (piece == kCastle)
    for (const CastleView& c : castles(g)) out.emplace_back(c.tile_a, c.tile_b);
  return out;
}

// Under Big Box 3's printed rule a castle's follower may have the fairy beside it (CAR-309).
NodeId BridgesCastlesBazaarsModule::special_place_feature(const Game& g, int figure) const {
  return g.options().is(kCastleFairy, "printed") ? castle_town_of(g, figure) : -1;
}

std::optional<std::string> BridgesCastlesBazaarsModule::check_state(const Game& g) const {
  if (auto e = check_castles(g)) return e;
  return check_bazaars(g);
}

}  // namespace carc
