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
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) {  // the CAR's rule-set table
    r.add_preset_settings(preset, "builder-second-tile", "immediately");
    r.add_preset_settings(preset, "builder-pig-status", "followers");
  }
}

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
  if (supply.groups.empty()) supply.groups.emplace_back();
  auto& land = supply.groups.back();
  for (const TileType* t : catalog.types_of("traders-builders"))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

std::optional<ExtraTileGrant> TradersBuildersModule::extra_tile(const Game& game, int tile_index) const {
  return builder_extra_tile(game, tile_index);
}

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
