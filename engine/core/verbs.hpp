// The verbs modules add to the turn (DESIGN §3 "The open turn"): a name, the argument forms it
// accepts, and the module that checks and applies it. Scenarios and the protocol name verbs;
// core only routes them.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "actions.hpp"

namespace carc {

class ExpansionModule;
class Game;

struct VerbDef {
  std::string name;                          // as written in scenarios: dragon, fairy, princess, ...
  const ExpansionModule* module = nullptr;   // checks and applies it
  std::vector<std::vector<ArgKind>> forms;   // the argument lists it accepts
  std::string usage;                         // how a scenario writes it, e.g. "dragon N|E|S|W"
  std::string summary;                       // one line, for `carc verbs` and error messages
  bool figure_action = false;                // taken instead of the turn's figure action (the fairy), not after it
  bool any_time = false;                     // taken at any moment of one's turn, the figure step left open (a ransom)
  bool setup_on_laid = false;                // written with a setup tile, it acts on the tile once laid (ExpansionModule::setup_laid)
  bool places_tile = false;                  // lays a tile from the player's supply (an abbey): it may be the turn's extra tile
  std::string tile_laid = {};                // ... which tile it lays, unrotated, on its Square argument (am/abbey)
  // ... or, when what it lays depends on its arguments (a double tile: which one, where, turned
  // which way), the tiles, worked out from the arguments alone: an export of a script has no game.
  std::function<std::vector<PlaceTile>(const ModuleAction&)> tiles_laid = {};
  // The spelling the legal-action listing gives an action that may be written several ways (a
  // bridge named from either end, a fresh set of tokens by any unused number), or nullopt where
  // the listing leaves it out on purpose (nature's dexterity outcomes, a sample). The check that
  // every action accepted is listed (core/invariants.hpp) compares this form. Unset: as written.
  std::function<std::optional<ModuleAction>(const Game&, const ModuleAction&)> listed_form = {};
};

class VerbTable {
 public:
  int add(VerbDef def);  // returns the verb index; a name registered twice is an error
  std::optional<int> find(std::string_view name) const;
  const VerbDef& at(int verb) const { return verbs_[static_cast<std::size_t>(verb)]; }
  int size() const { return static_cast<int>(verbs_.size()); }

 private:
  std::vector<VerbDef> verbs_;
};

// Decisions a module opens in the middle of a turn (the dragon's move, an auction, ...): named
// so that scenarios and the protocol can ask which decision is pending.
class PhaseTable {
 public:
  // Returns the phase index. A `passable` decision may be declined with Pass (taking a prisoner
  // is a choice): core then closes it and the turn goes on. A `deploys` decision is a further
  // figure step: core takes a Deploy there (its own deployment checks, then every module's
  // check_deployment), lists the legal ones, and closes the decision once a figure is deployed.
  int add(std::string name, bool passable = false, bool deploys = false);
  std::optional<int> find(std::string_view name) const;
  const std::string& name(int phase) const { return names_[static_cast<std::size_t>(phase)]; }
  bool passable(int phase) const { return passable_[static_cast<std::size_t>(phase)]; }
  bool deploys(int phase) const { return deploys_[static_cast<std::size_t>(phase)]; }
  int size() const { return static_cast<int>(names_.size()); }

 private:
  std::vector<std::string> names_;
  std::vector<bool> passable_;
  std::vector<bool> deploys_;
};

// Special places off the board's tiles that hold figures (Spot::Special): a figure there has
// `tile` = the place's index here and `feature` = its holder, a player index when the place
// is one per player (each player's prison), else -1.
class PlaceTable {
 public:
  // Returns the place index; a name twice keeps its index. `shown_empty`: pictures draw it even
  // when nobody is there (a quarter of the City), else only while it holds figures (castles).
  int add(std::string name, bool per_player, bool shown_empty = true) {
    if (auto k = find(name)) return *k;
    places_.push_back({std::move(name), per_player, shown_empty});
    return size() - 1;
  }
  std::optional<int> find(std::string_view name) const {
    for (int i = 0; i < size(); ++i)
      if (places_[static_cast<std::size_t>(i)].name == name) return i;
    return std::nullopt;
  }
  const std::string& name(int place) const { return places_[static_cast<std::size_t>(place)].name; }
  bool per_player(int place) const { return places_[static_cast<std::size_t>(place)].per_player; }
  bool shown_empty(int place) const { return places_[static_cast<std::size_t>(place)].shown_empty; }
  int size() const { return static_cast<int>(places_.size()); }

 private:
  struct Place {
    std::string name;
    bool per_player;
    bool shown_empty;
  };
  std::vector<Place> places_;
};

std::string_view arg_kind_name(ArgKind k);

}  // namespace carc
