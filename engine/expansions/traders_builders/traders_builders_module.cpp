#include "traders_builders_module.hpp"

#include "builder.hpp"
#include "companions.hpp"
#include "core/game.hpp"
#include "pig.hpp"
#include "trade_goods.hpp"

namespace carc {

void TradersBuildersModule::register_options(OptionRegistry& r) const {
  r.add({"builder-second-tile",
         {"after-scoring", "immediately"},
         {"CAR-53"},
         "When the builder's second tile is drawn: once the first tile's figure step and scoring are done "
         "(current rules), or before the features the first tile completed are scored, which then happens at the end "
         "of the turn (rules before the Big Box)",
         "traders-builders"});
  r.add({"builder-pig-status",
         {"figures", "followers"},
         {"CAR-45", "CAR-59"},
         "figures: the builder and the pig are special figures that go home with their owner's last follower on "
         "their feature (current rules); followers: they count as followers and stay (rules before the Big Box). "
         "Neither ever counts towards a majority",
         "traders-builders"});
  r.add({"builder-extra-tiles",
         {"one", "unlimited"},
         {"CAR:traders-builders/builder-no-chain", "CAR:traders-builders/house-rule-chain"},
         "one: a builder earns one second tile per turn (the rules); unlimited: a house rule in which every tile "
         "that extends the builder's feature earns another",
         "traders-builders"});
  r.add({"builder-trigger",
         {"extends", "extends-or-completes"},
         {"CAR-48", "CAR-49"},
         "extends: only a tile that extends the builder's road or city earns the second tile (current rules); "
         "extends-or-completes: also a tile that only completes it, such as an abbey laid against its open end (the "
         "original wording). The two differ only with a tile that closes what it faces (Abbey & Mayor)",
         "traders-builders"});
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) r.add_preset_settings(preset, "builder-trigger", "extends-or-completes");
  r.add({"double-turn-returned",
         {"available", "next-turn"},
         {"CAR-54", "CAR:traders-builders/builder-double-turn", "CAR:base/return-after-scoring"},
         "Whether a follower that scored and came home in the first part of a double turn may be deployed in the "
         "second part: available (the double turn is one turn and the figure is back in the supply; the CAR "
         "gives no ruling) or next-turn (the base rule that returned followers serve again from the next turn "
         "on; only the newly returned builder may go on the second tile, as the rules say)",
         "traders-builders"});
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) {  // the CAR's rule-set table
    r.add_preset_settings(preset, "builder-second-tile", "immediately");
    r.add_preset_settings(preset, "builder-pig-status", "followers");
  }
}

std::vector<std::string_view> TradersBuildersModule::reason_codes() const { return {kReturnedThisTurn}; }

namespace {

// How many of `player`'s followers of `kind` came home earlier in this turn (since the last
// TurnEnded): under double-turn-returned = next-turn they wait in the supply until the next turn.
int returned_this_turn(const Game& g, int player, int kind) {
  int n = 0;
  const auto& ev = g.events();
  for (std::size_t i = ev.size(); i-- > 0;) {
    if (std::holds_alternative<TurnEnded>(ev[i])) break;
    if (const auto* r = std::get_if<FigureReturned>(&ev[i]); r && r->player == player && r->kind == kind) ++n;
  }
  return n;
}

bool waits_for_next_turn(const Game& g, const Deploy& d) {
  if (g.turn_part() == 0) return false;  // the first part: nothing came home yet this turn
  if (!g.rules().figures.at(d.figure_kind).follower) return false;  // the builder may go again (rule text)
  if (!g.options().is("double-turn-returned", "next-turn")) return false;
  int player = g.active_player();
  return g.players()[player].supply[d.figure_kind] - returned_this_turn(g, player, d.figure_kind) <= 0;
}

}  // namespace

std::optional<Rejection> TradersBuildersModule::check_deployment(const Game& g, const Deploy& d) const {
  if (!waits_for_next_turn(g, d)) return std::nullopt;
  return Rejection{kReturnedThisTurn,
                   "under double-turn-returned = next-turn, a follower that came home in the first part of the double "
                   "turn is used again only from the next turn on"};
}

bool TradersBuildersModule::allows_deployment(const Game& g, const Deploy& d) const { return !waits_for_next_turn(g, d); }

void TradersBuildersModule::register_figures(FigureTable& t) const {
  // One of each per player; special figures, never followers: no strength (CAR-45, CAR-55, CAR-58).
  FigureKindDef builder{kBuilder, false, 0, 1, {FeatureKind::Road, FeatureKind::City}};
  builder.with_own_follower = true;
  t.add(std::move(builder));
  FigureKindDef pig{kPig, false, 0, 1, {FeatureKind::Field}};
  pig.with_own_follower = true;
  t.add(std::move(pig));
}

void TradersBuildersModule::register_tokens(TokenTable& t) const {
  for (auto good : kGoods) t.add(std::string(good));
}

void TradersBuildersModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  // The new land tiles are shuffled in with the base game's land tiles, the last group.
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of("traders-builders"))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

std::optional<ExtraTileGrant> TradersBuildersModule::extra_tile(const Game& game, int tile_index) const {
  return builder_extra_tile(game, tile_index);
}

void TradersBuildersModule::features_linking(Game& game, NodeId a, NodeId b) const { builder_features_linking(game, a, b); }

void TradersBuildersModule::feature_completed(Game& game, NodeId root) const { take_goods(game, root); }

void TradersBuildersModule::figure_returned(Game& game, int figure, NodeId node) const {
  return_unaccompanied(game, figure, node);
}

void TradersBuildersModule::value_farm_city(const Game& game, const FarmCity& fc, int player, FeatureValue& v) const {
  add_pig_bonus(game, fc, player, v);
}

void TradersBuildersModule::final_scoring(Game& game) const { score_goods_majorities(game); }

std::optional<std::string> TradersBuildersModule::check_state(const Game& game) const {
  if (auto e = check_companions(game)) return e;
  if (auto e = check_builder_turns(game)) return e;
  return check_goods(game);
}

}  // namespace carc
