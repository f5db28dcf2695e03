#include "registry.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "abbey_mayor/abbey_mayor_module.hpp"
#include "abbot/abbot_module.hpp"
#include "base/base_module.hpp"
#include "bcb/bcb_module.hpp"
#include "besiegers/besiegers_module.hpp"
#include "castles_germany/castles_germany_module.hpp"
#include "halflings/halflings_module.hpp"
#include "count/count_module.hpp"
#include "festival/festival_module.hpp"
#include "flier/flier_module.hpp"
#include "crop_circles/crop_circles_module.hpp"
#include "darmstadt/darmstadt_module.hpp"
#include "inns_cathedrals/inns_cathedrals_module.hpp"
#include "king_robber/king_robber_module.hpp"
#include "little_buildings/little_buildings_module.hpp"
#include "mage_witch/mage_witch_module.hpp"
#include "monasteries/monasteries_module.hpp"
#include "phantom/phantom_module.hpp"
#include "plague/plague_module.hpp"
#include "catapult/catapult_module.hpp"
#include "messages/messages_module.hpp"
#include "porxada/porxada_module.hpp"
#include "princess_dragon/princess_dragon_module.hpp"
#include "river1/river1_module.hpp"
#include "robbers/robbers_module.hpp"
#include "river2/river2_module.hpp"
#include "russian/russian_module.hpp"
#include "school/school_module.hpp"
#include "shrines/shrines_module.hpp"
#include "goldmines/goldmines_module.hpp"
#include "gq11/gq11_module.hpp"
#include "hills_sheep/hills_sheep_module.hpp"
#include "tower/tower_module.hpp"
#include "wheel/wheel_module.hpp"
#include "wind_roses/wind_roses_module.hpp"
#include "tunnel/tunnel_module.hpp"
#include "ferries/ferries_module.hpp"
#include "traders_builders/traders_builders_module.hpp"

namespace carc {

const std::vector<const ExpansionModule*>& all_modules() {
  static const BaseModule base;
  static const River1Module river1;
  static const River2Module river2;
  static const Gq11Module gq11;
  static const InnsCathedralsModule inns_cathedrals;
  static const TradersBuildersModule traders_builders;
  static const PrincessDragonModule princess_dragon;
  static const TowerModule tower;
  static const CastlesGermanyModule castles_germany;
  static const AbbeyMayorModule abbey_mayor;
  static const KingRobberModule king_robber;
  static const BridgesCastlesBazaarsModule bcb;
  static const CountModule count;
  static const PhantomModule phantom;
  static const RobbersModule robbers;
  static const BesiegersModule besiegers;
  static const SchoolModule school;
  static const PlagueModule plague;
  static const CatapultModule catapult;
  static const WheelModule wheel;
  static const MessagesModule messages;
  static const HillsSheepModule hills_sheep;
  static const FestivalModule festival;
  static const FlierModule flier;
  static const MonasteriesModule monasteries;
  static const CropCirclesModule crop_circles;
  static const WindRosesModule wind_roses;
  static const PorxadaModule porxada;
  static const DarmstadtModule darmstadt;
  static const LittleBuildingsModule little_buildings;
  static const RussianModule russian;
  static const ShrinesModule shrines;
  static const AbbotModule abbot;
  static const TunnelModule tunnel;
  static const GoldminesModule goldmines;
  static const FerriesModule ferries;
  static const MageWitchModule mage_witch;
  static const HalflingsModule halflings;
  // Hook order. Abbey & Mayor comes before The Princess & the Dragon: its wagons move within the
  // scoring step, before the dragon's move that follows scoring (dragon-timing after-scoring).
  // The river sets come first, River I before River II, so that each merges its tiles into the
  // river the one before it dealt, and GQ11's river tiles join that river; River II refuses a
  // figure on its volcano before the dragon's module does. The Count comes last: his city
  // replaces whatever start the others chose (a river's spring is drawn first instead), and his
  // strength rule for a mayor or wagon overrides the mayor's. Castles in Germany comes after
  // Inns & Cathedrals: its +3 per castle is added to the value an inn or cathedral set (CAR-355).
  // Bridges, Castles & Bazaars comes before the Count: a castle's points are part of the scoring
  // his followers watch. The Phantom comes before every module that acts after the figure step:
  // its step 4B opens first at step 5, before the dragon's move (HiG), a castle's choice and the
  // Count's redeployment, which all follow the turn's figures. The School comes after the Count:
  // its two tiles go beside whatever start the others chose (the City included); its teacher
  // acts at steps 1 and 8 after the others' step-8 decisions, none of which pays a completed
  // feature the teacher could copy. The Plague comes next: its outbreak token goes on a source
  // once the modules before it have reacted to the placement, and the flea still owed at the end
  // of a turn is asked for after their step 8 (the RGG dragon's move). Besiegers comes after them:
  // its escape is the last step of a turn (CAR order of play 9c, after the Count's entry and the
  // RGG dragon), and farmers' doubling of a besieged city doubles what every module before it
  // added (a pig, a pig-herd). The Catapult comes after the Plague and before Besiegers: its round
  // is step 8e of the order of play, after the RGG dragon's move and the modules' other step-8
  // decisions, and before a besieged knight's escape (9c). The Robbers come after every other
  // module that scores: a robber settles a scoring round at each step of the order of play once
  // the others have scored in it (the fairy's point at the turn's start, a castle's score).
  // The Wheel of Fortune comes after the Count and before the School:
  // its wheel is a start of its own (refused beside the City), and the School goes beside it.
  // The Messages come last: at each step they settle the round's awards (which counting figure
  // moves, then a message) once every other module, the Robbers included, has scored in it.
  // Hills & Sheep comes right after The Phantom: the shepherd expands
  // or herds once the turn's figures are down (step 4B included) and before the dragon moves
  // (CAR-318), the castle's choice and the Count's round. The Festival acts only in the figure
  // step of its own tiles, as an alternative to deploying, so its place matters only for the
  // order of listed actions. The Flier comes just before the Phantom: a flight is part of the
  // figure step it replaces.
  // The Monasteries come between Abbey & Mayor and The Princess & the
  // Dragon: a follower's monk-or-abbot choice follows the figure step (the phantom's too) and the
  // wagons' moves, and comes before the dragon's move at step 5 or 8. Crop Circles comes after
  // The Plague, before Besiegers: its circle is resolved at step 8 after the Count's entry and
  // the RGG dragon (the order of play), before the escape of step 9c. The Wind Roses come right
  // after the river sets: the orange rose replaces only the base start tile, which a river has
  // not replaced, and its points come as the tile is laid, before any other module's reaction.
  // La Porxada comes after the Monasteries and before the dragon: its choice and exchange follow
  // the figure step (step 5) and come before the HiG dragon's move. Darmstadt comes just before
  // Besiegers: its Darmstadtium adds 3 to a completed city's value, which a siege then lowers.
  // The Russian promos come before it: Baba Yaga's hut sets its own value in place of a cloister's.
  // Little Buildings comes after every module that changes a feature's value: its points are
  // added after every other modifier (CAR-412); only the Robbers and the Messages, which react
  // to the points awarded and change no value, come after it.
  // Heretics and Shrines comes after every module that scores a feature and before the Robbers
  // and the Messages: its one turn hook sends a challenge's loser home once the others have
  // reacted to the winner's score. The Abbot comes after The Princess & the Dragon and The Tower: his
  // recall is a figure action of the same step as theirs, and his gardens are scored in
  // turn_scoring with the barn's farms, before the steps that follow scoring. The Tunnel follows:
  // a road its tokens completed is scored in turn_scoring, before the wagons' moves (at step 8).
  // The Goldmines come right after Bridges, Castles & Bazaars: the gold claimed in a turn (a
  // castle's vicinity included, CAR-396, paid at step 8) is shared out at step 8 once the castles
  // are paid, before the Count's, the School's and the other step-8 decisions.
  // The Ferries come right after Hills & Sheep: a new lake's ferry and the ferries' moves follow
  // the whole figure step (step 4B included) and come before the dragon's move and the scoring.
  // The Mage & the Witch comes right after Little Buildings: the witch halves the value every
  // module before it set, less the rows the CAR puts after her (CAR-412), and its step-3g move
  // follows the plague's outbreak token and comes before the Robbers' step 3h.
  // Halflings comes after The Tunnel: it lays a half tile of the hand instead of the draw and
  // reacts to nothing else, so its place only orders the listed actions.
  static const std::vector<const ExpansionModule*> modules = {&base,           &river1,           &river2,
                                                              &gq11,           &wind_roses,
                                                              &inns_cathedrals, &traders_builders,
                                                              &flier,          &phantom,          &hills_sheep,     &ferries,
                                                              &abbey_mayor,    &monasteries,      &porxada,
                                                              &princess_dragon, &tower,          &abbot,
                                                              &tunnel,         &halflings,
                                                              &castles_germany, &king_robber,     &bcb,            &goldmines,
                                                              &count,          &wheel,            &school,
                                                              &plague,         &festival,         &catapult,
                                                              &crop_circles,   &darmstadt,        &besiegers,
                                                              &russian,        &little_buildings, &mage_witch,       &shrines,
                                                              &robbers,        &messages};
  return modules;
}

const ExpansionModule* find_module(std::string_view name) {
  for (const auto* m : all_modules())
    if (m->name() == name) return m;
  return nullptr;
}

std::unique_ptr<Ruleset> ruleset_for(const std::vector<std::string>& names, std::string& error) {
  std::vector<std::string_view> wanted = {"base"};
  for (const auto& n : names) {
    if (!find_module(n)) {
      error = fmt::format("unknown expansion `{}`", n);
      return nullptr;
    }
    wanted.push_back(n);
  }
  for (std::size_t i = 0; i < wanted.size(); ++i)  // pull in what each module requires
    for (auto req : find_module(wanted[i])->requires_modules())
      if (std::find(wanted.begin(), wanted.end(), req) == wanted.end()) wanted.push_back(req);
  std::vector<const ExpansionModule*> ordered;
  for (const auto* m : all_modules())
    if (std::find(wanted.begin(), wanted.end(), m->name()) != wanted.end()) ordered.push_back(m);
  return make_ruleset(std::move(ordered));
}

}  // namespace carc
