#include "princess_dragon_module.hpp"

#include "core/game.hpp"
#include "dragon.hpp"
#include "fairy.hpp"
#include "pd_names.hpp"
#include "pieces.hpp"
#include "portal.hpp"
#include "princess.hpp"

namespace carc {

using namespace pd;

std::vector<std::string_view> PrincessDragonModule::reason_codes() const {
  return {kDragonOnTile, kDragonBlocked, kPortalFollowersOnly, kPortalCompleted, kPortalUsed, kFairyNoFollower,
          kFairyVolcano, kPrincessNoKnight, kPrincessMustRemove, kNoPrincess};
}

void PrincessDragonModule::register_options(OptionRegistry& r) const {
  r.add({"dragon-timing",
         {"before-scoring", "after-scoring"},
         {"CAR-86", "CAR-96"},
         "When a dragon tile sets the dragon moving: after the figure step and before the tile's features are scored "
         "(HiG, ZMG), or after they are scored (RGG)",
         kModule});
  r.add({"fairy-placement",
         {"next-to", "on-tile"},
         {"CAR-67", "CAR-71", "CAR-73"},
         "next-to: the fairy stands beside one follower and only that follower earns its points (HiG); on-tile: it "
         "stands on a tile with one of the mover's followers and every follower on that tile earns them (RGG, ZMG)",
         kModule});
  r.add({"volcano-fairy",
         {"may-move", "no-move"},
         {"CAR-81"},
         "Whether the fairy may be moved in a turn that places a volcano (current rules) or not (rules before the "
         "Big Box)",
         kModule});
  r.add({"volcano-deployment",
         {"no-figure", "builder-pig-allowed"},
         {"CAR-79", "CAR-80"},
         "No figure may be deployed on a volcano just placed (current rules), or the builder and the pig still may "
         "(the rules before Big Box 2, as CAR-79 reports them)",
         kModule});
  r.add({"portal-to-completed",
         {"never", "unscored"},
         {"CAR-102", "CAR-104"},
         "never: the magic portal reaches no completed feature (current rules); unscored: it reaches a feature this "
         "turn's tile completed, not scored yet (HiG before the Big Box)",
         kModule});
  r.add({"princess",
         {"may", "must", "must-knight-or-builder"},
         {"CAR-105", "CAR-111"},
         "may: the princess may send one knight of her city home (HiG); must: she has to when the city holds one (RGG, "
         "ZMG); must-knight-or-builder: she has to, and a builder in the city may be the one (rules before the Big Box)",
         kModule});
  r.add({"princess-big-follower",
         {"any", "last"},
         {"CAR-107"},
         "any: the princess may send a big follower home like any knight; last: only when it is the city's last "
         "knight (an early HiG FAQ)",
         kModule});
  r.add({"dragon-tile-before-volcano",
         {"aside", "redraw"},
         {"CAR:conflicts/c14-dragon-before-volcano", "CAR:princess-dragon/dragon-waits"},
         "A dragon tile drawn before any volcano: aside until the dragon is in play, then mixed back in (the CAR), "
         "or put back into the stack at once while the player draws another (the other rule text)",
         kModule});
  r.add({"dragon-eats-neutral",
         {"eaten", "spared"},
         {"CAR-90"},
         "Whether the dragon eats the neutral figures a module makes edible (the mage and the witch, the teacher) like "
         "followers (eaten: the rules since March 2015) or leaves them standing (spared: the rules before)",
         kModule});
  r.add_preset_settings("rgg", "dragon-timing", "after-scoring");
  for (const char* preset : {"rgg", "zmg"}) {
    r.add_preset_settings(preset, "fairy-placement", "on-tile");
    r.add_preset_settings(preset, "princess", "must");
  }
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) {
    r.add_preset_settings(preset, "volcano-fairy", "no-move");
    r.add_preset_settings(preset, "princess", "must-knight-or-builder");
    r.add_preset_settings(preset, "dragon-eats-neutral", "spared");
  }
  r.add_preset_settings("hig-pre-bigbox", "portal-to-completed", "unscored");
  r.add_preset_settings("hig-pre-bigbox", "princess-big-follower", "last");
}

void PrincessDragonModule::register_figures(FigureTable& t) const {
  for (const char* name : {kDragon, kFairy}) {  // one each in the game, belonging to nobody
    FigureKindDef def{name, false, 0, 1, {}};
    def.neutral = true;
    t.add(std::move(def));
  }
}

void PrincessDragonModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kDragonMove);
  verbs.add({kDragon, this, {{ArgKind::Side}}, "dragon N|E|S|W", "one step of the dragon's move (each player in turn)"});
  verbs.add({kFairy, this, {{ArgKind::Feature}, {ArgKind::Square}}, "fairy KIND [PORT] at (x,y) | fairy (x,y)",
             "move the fairy beside one of your followers (on-tile rules: onto a tile with one) instead of a figure action",
             true});
  verbs.add({kPrincess, this, {{ArgKind::Figure}}, "princess PLAYER KIND KIND [PORT] at (x,y)",
             "send a knight of the city the princess joins home, instead of a figure action", true});
}

void PrincessDragonModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

std::optional<Rejection> PrincessDragonModule::check_deployment(const Game& g, const Deploy& d) const {
  if (auto r = princess_obliges(g)) return r;
  return check_dragon_tile(g, d);
}

// No player's figure may be put on the dragon's tile, by deployment or by a move such as a
// wagon's (CAR-89 keeps the tile free of figures).
bool PrincessDragonModule::closes_tile(const Game& g, int figure_kind, int tile) const {
  return !g.rules().figures.at(figure_kind).neutral && tile == tile_of_neutral(g, kDragon);
}

std::optional<Rejection> PrincessDragonModule::check_remote_deployment(const Game& g, const Deploy& d) const {
  return check_portal_deployment(g, d);
}

bool PrincessDragonModule::allows_deployment(const Game& g, const Deploy& d) const { return !check_deployment(g, d); }

void PrincessDragonModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::TurnBegins) fairy_turn_point(g);
  start_dragon_move(g, step);
}

void PrincessDragonModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  list_princess(g, *verbs.find(kPrincess), out);
  list_fairy_moves(g, *verbs.find(kFairy), out);
  list_dragon_steps(g, *verbs.find(kDragon), out);
}

std::optional<Rejection> PrincessDragonModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kDragon) return check_dragon_step(g, a);
  if (verb == kFairy) return check_fairy_move(g, a);
  return check_princess(g, a);
}

void PrincessDragonModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kDragon)
    dragon_step(g, a);
  else if (verb == kFairy)
    move_fairy(g, a);
  else
    apply_princess(g, a);
}

void PrincessDragonModule::tile_placed(Game& g, int tile_index) const { volcano_placed(g, tile_index); }

bool PrincessDragonModule::deploys_anywhere(const Game& g) const { return portal_open(g); }

ExpansionModule::SetAside PrincessDragonModule::sets_aside(const Game& g, const TileType* t) const {
  return dragon_sets_aside(g, t);
}

std::optional<Rejection> PrincessDragonModule::check_pass(const Game& g) const { return princess_obliges(g); }

void PrincessDragonModule::region_scored(Game& g, NodeId root, std::span<const int> figures, bool final_scoring) const {
  fairy_scoring_bonus(g, root, figures, final_scoring);
}

void PrincessDragonModule::figure_returned(Game& g, int figure, NodeId) const { fairy_follower_left(g, figure); }

void PrincessDragonModule::final_scoring(Game& g) const { fairy_farm_bonus(g); }

std::optional<std::string> PrincessDragonModule::check_state(const Game& g) const {
  if (auto e = check_dragon_state(g)) return e;
  return check_fairy_state(g);
}

}  // namespace carc
