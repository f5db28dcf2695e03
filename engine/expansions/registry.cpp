#include "registry.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "abbey_mayor/abbey_mayor_module.hpp"
#include "base/base_module.hpp"
#include "bcb/bcb_module.hpp"
#include "castles_germany/castles_germany_module.hpp"
#include "count/count_module.hpp"
#include "inns_cathedrals/inns_cathedrals_module.hpp"
#include "king_robber/king_robber_module.hpp"
#include "messages/messages_module.hpp"
#include "princess_dragon/princess_dragon_module.hpp"
#include "river1/river1_module.hpp"
#include "robbers/robbers_module.hpp"
#include "river2/river2_module.hpp"
#include "gq11/gq11_module.hpp"
#include "tower/tower_module.hpp"
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
  static const RobbersModule robbers;
  static const MessagesModule messages;
  // Hook order. Abbey & Mayor comes before The Princess & the Dragon: its wagons move within the
  // scoring step, before the dragon's move that follows scoring (dragon-timing after-scoring).
  // The river sets come first, River I before River II, so that each merges its tiles into the
  // river the one before it dealt, and GQ11's river tiles join that river; River II refuses a
  // figure on its volcano before the dragon's module does. The Count comes last: his city
  // replaces whatever start the others chose (a river's spring is drawn first instead), and his
  // strength rule for a mayor or wagon overrides the mayor's. Castles in Germany comes after
  // Inns & Cathedrals: its +3 per castle is added to the value an inn or cathedral set (CAR-355).
  // Bridges, Castles & Bazaars comes before the Count: a castle's points are part of the scoring
  // his followers watch. The Robbers come after every module that scores: a robber settles a
  // scoring round at each step of the order of play, once the others have scored in it (the
  // fairy's point at the turn's start, a castle's score). The Messages come last: at each step
  // they settle the round's awards (which counting figure moves, then a message) once every
  // other module has scored in it.
  static const std::vector<const ExpansionModule*> modules = {&base,           &river1,           &river2,
                                                              &gq11,           &inns_cathedrals,  &traders_builders,
                                                              &abbey_mayor,    &princess_dragon,  &tower,
                                                              &castles_germany, &king_robber,     &bcb,
                                                              &count,          &robbers,          &messages};
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
