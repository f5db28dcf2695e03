#include "tower_module.hpp"

#include "capture.hpp"
#include "core/game.hpp"
#include "ransom.hpp"
#include "tower_names.hpp"
#include "towers.hpp"

namespace carc {

using namespace tower;

std::vector<std::string_view> TowerModule::reason_codes() const {
  return {kNoPieces, kNoFoundation, kTowerFinished, kTowerNotStarted, kTowerFollowersOnly,
          kNotInReach, kNoSuchPrisoner, kRansomPaid, kRansomUnaffordable};
}

void TowerModule::register_options(OptionRegistry& r) const {
  r.add({"tower-capture-own",
         {"allowed", "others-only"},
         {"CAR-117"},
         "allowed: a tower piece may take the player's own follower, which goes back to his supply (current rules); "
         "others-only: only other players' followers (the original rules and an early FAQ)",
         kModule});
  r.add({"tower-top-capturable",
         {"capturable", "safe"},
         {"CAR-130"},
         "capturable: another tower may take the follower on top of a tower (HiG, the RGG Big Box); safe: a follower on "
         "a tower is safe from capture (the first RGG rules, the newest ZMG rules)",
         kModule});
  r.add({"ransom-below-zero",
         {"forbidden", "allowed"},
         {"CAR:conflicts/c18-negative-ransom"},
         "forbidden: a player with fewer than 3 points cannot buy a prisoner back (the scoring reference; ZMG allows no "
         "negative score); allowed: the ransom may take his score below zero (the rule text says nothing)",
         kModule});
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) r.add_preset_settings(preset, "tower-capture-own", "others-only");
  r.add_preset_settings("rgg-pre-bigbox", "tower-top-capturable", "safe");
  r.add_preset_settings("zmg", "tower-top-capturable", "safe");
}

void TowerModule::register_tokens(TokenTable& t) const { t.add(kPiece); }

void TowerModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kCapturePhase, true);
  phases.add(kExchangePhase);
  verbs.add({kBuild, this, {{ArgKind::Square}}, "tower (x,y)",
             "add one of your tower pieces to the tower (or bare foundation) on that tile, instead of a figure action", true});
  verbs.add({kCapture, this, {{ArgKind::Figure}}, "capture PLAYER KIND KIND [PORT] at (x,y)",
             "take that follower prisoner with the tower piece just placed (or `pass`)"});
  verbs.add({kRelease, this, {{ArgKind::Kind}}, "release KIND",
             "in an exchange of prisoners: which kind of your followers comes back"});
  verbs.add({kRansom, this, {{ArgKind::Player, ArgKind::Kind}}, "ransom PLAYER KIND",
             "pay 3 points to that player for one of your followers he holds (once a turn)", false, true});
}

void TowerModule::register_places(PlaceTable& places) const { places.add(kPrison, true); }

void TowerModule::register_figure_places(FigureTable& figures) const {
  // Any player's figure may be named for a tower's top; check_deployment keeps it to followers
  // (and, before the Big Box, builders and pigs, which counted as followers: CAR-124).
  FeatureKind top = *parse_feature_kind(kTowerKind);
  for (int k = 0; k < figures.size(); ++k)
    if (!figures.at(k).neutral) figures.allow(k, top);
}

void TowerModule::prepare(Game& g) const {
  int k = *g.rules().tokens.find(kPiece);
  int n = initial_pieces(static_cast<int>(g.players().size()));
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) g.set_tokens(p, k, n);
}

void TowerModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

std::optional<Rejection> TowerModule::check_deployment(const Game& g, const Deploy& d) const {
  return check_top_deployment(g, d);
}

void TowerModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::TurnBegins) new_turn(g);
}

void TowerModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  list_ransoms(g, *verbs.find(kRansom), out);
  list_builds(g, *verbs.find(kBuild), out);
  list_captures(g, *verbs.find(kCapture), out);
  list_releases(g, *verbs.find(kRelease), out);
}

std::optional<Rejection> TowerModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kBuild) return check_build(g, a);
  if (verb == kCapture) return check_capture(g, a);
  if (verb == kRelease) return check_release(g, a);
  return check_ransom(g, a);
}

void TowerModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kBuild)
    apply_build(g, a);
  else if (verb == kCapture)
    apply_capture(g, a);
  else if (verb == kRelease)
    apply_release(g, a);
  else
    apply_ransom(g, a);
}

bool TowerModule::deploys_anywhere(const Game& g) const { return g.deploying() && any_tower(g); }

std::optional<Rejection> TowerModule::check_remote_deployment(const Game& g, const Deploy& d) const {
  return check_remote_top(g, d);
}

void TowerModule::mark_remote_tiles(const Game& g, std::vector<char>& open) const { mark_towers(g, open); }

std::vector<std::string_view> TowerModule::piece_names() const { return {kTowerKind}; }

int TowerModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  return piece == kTowerKind ? height(g, tile_index) : 0;
}

std::optional<std::string> TowerModule::check_state(const Game& g) const {
  if (auto e = check_tower_state(g)) return e;
  return check_prisons(g);
}

}  // namespace carc
