// The expansion-module interface: core calls these hooks of every enabled module, in the
// order of play, and never names an expansion itself (DESIGN §3 "Expansions as modules").
#pragma once
#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "actions.hpp"
#include "figures.hpp"
#include "regions.hpp"
#include "rejection.hpp"
#include "rule_options.hpp"
#include "tile_catalog.hpp"
#include "tokens.hpp"
#include "verbs.hpp"

namespace carc {

class Game;

// A tile of a start layout: where it lies before the first turn.
struct StartTile {
  const TileType* type = nullptr;
  Coord at{};
  Rotation rot = 0;
};

// The tiles a full game is played with: a start tile and groups drawn in order, each shuffled.
struct TileSupply {
  const TileType* start = nullptr;
  // A start structure laid instead of `start` when not empty (the City of Carcassonne's twelve
  // tiles); the module that sets it decides what becomes of `start`.
  std::vector<StartTile> layout;
  std::vector<std::vector<const TileType*>> groups;

  // The group an expansion's land tiles are shuffled into: the last one, made when there is
  // none yet (a river's groups come before it).
  std::vector<const TileType*>& land();
};

// See ExpansionModule::placement_scope.
enum class PlacementScope {
  PerSquare,   // it depends on the square: ask allows_placement for each candidate
  Everywhere,  // the module refuses this tile on no square
  Nowhere,     // the module refuses this tile on every square
};

// How a feature's points are worked out; modules add to it in the CAR's modifier order.
struct FeatureValue {
  int points = 0;
  std::string rule;                  // words for explain
  std::vector<std::string> rulings;  // ids that decided it
};

// A second tile in the same turn, earned by a placement (see ExpansionModule::extra_tile).
struct ExtraTileGrant {
  // Drawn before the features the earning tile completed are scored (they are scored at the end
  // of the turn instead); otherwise drawn once that tile's figure step and scoring are done.
  bool before_scoring = false;
  std::string reason;                // words for explain
  std::vector<std::string> rulings;  // ids that decided it
};

// One completed city a farm borders, during farm scoring (see ExpansionModule::value_farm_city).
struct FarmCity {
  std::span<const NodeId> farms;  // the farm(s) whose majority is paid for this city
  NodeId city = -1;               // the city region
  int base = 0;                   // what the city is worth before the modules' additions (3, or a barn's 4)
};

// The steps of the CAR's order of play where modules act beyond the hooks above (see
// ExpansionModule::at_step). Placement, the figure step and scoring are core's own.
enum class OrderStep : std::uint8_t {
  TurnBegins,      // step 1, before the draw (the fairy's point)
  // Step 3, the tile just placed (its tile_placed hooks done), before the figure step: the
  // optional actions that go with a placement (a robber placed on the scoreboard), a hill's tile.
  // A decision opened here returns to the figure step once it closes.
  TilePlaced,
  FiguresMoved,    // step 5, "resolve move the wood": after the figure step, before scoring (the dragon, HiG)
  FeaturesScored,  // step 8, "resolve the tile": after scoring, before the turn ends (the dragon, RGG)
  // The stack has run out, before the final scoring (a last round of abbeys). Run again, from
  // the first module, each time a decision it opened closes, until no module opens one: a
  // module remembers what it has already offered.
  GameEnds,
};

// How a module's action that goes with a placement (PlaceTile::with) changes the layout.
struct LayoutChange {
  const TileType* laid = nullptr;  // laid instead of the drawn tile (a variant of it); nullptr: the drawn tile
  int altered_tile = -1;           // a board tile that becomes `altered_to` first (Board::alter), or -1
  const TileType* altered_to = nullptr;
};

// One outcome of nature's pending decision and how likely it is.
struct ChanceOutcome {
  Action action;
  double weight = 1;
};

class ExpansionModule {
 public:
  virtual ~ExpansionModule() = default;
  virtual std::string_view name() const = 0;
  virtual std::string_view title() const = 0;
  // Modules that must be enabled with this one (River I needs the base game).
  virtual std::vector<std::string_view> requires_modules() const { return {}; }
  // The rejection reason codes this module's checks can give.
  virtual std::vector<std::string_view> reason_codes() const { return {}; }

  // Setup: options, presets, figures, the tiles of a full game.
  virtual void register_options(OptionRegistry&) const {}
  virtual void register_figures(FigureTable&) const {}
  virtual void register_tokens(TokenTable&) const {}
  // After every module registered its figures: the module's places that figures of any module
  // may take (FigureTable::allow), such as the top of a tower for every follower.
  virtual void register_figure_places(FigureTable&) const {}
  // A new game, its players known: what each player receives by the number of players (tower
  // pieces, ...), before any setup or play.
  virtual void prepare(Game&) const {}
  virtual void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const {}

  // Placement and deployment constraints beyond edge matching and region occupancy.
  virtual std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const { return std::nullopt; }
  virtual std::optional<Rejection> check_deployment(const Game&, const Deploy&) const { return std::nullopt; }
  // The same answers without the wording: whether check_placement / check_deployment would accept.
  // Legal-action listing asks these for every candidate, so a module whose checks build
  // rejections (strings) overrides them with a cheap form of the same rule; both must agree.
  virtual bool allows_placement(const Game& g, const PlaceTile& a) const { return !check_placement(g, a); }
  virtual bool allows_deployment(const Game& g, const Deploy& a) const { return !check_deployment(g, a); }
  // How this module's placement rule treats `tile` in the current position, so the listing can
  // skip asking square by square. It must agree with check_placement on every square.
  virtual PlacementScope placement_scope(const Game&, const TileType*) const { return PlacementScope::PerSquare; }
  // False when check_placement / check_deployment never refuses anything, so the listing need
  // not ask this module at all (placement_scope included).
  virtual bool checks_placement() const { return true; }
  virtual bool checks_deployment() const { return true; }

  // The turn. After a tile is placed, before its figure step: whether this placement earns the
  // active player another tile in the same turn (Game::turn_part() says which tile of the turn
  // this is). The first module that grants one decides; the player may take it or decline.
  virtual std::optional<ExtraTileGrant> extra_tile(const Game&, int /*tile_index*/) const { return std::nullopt; }
  // A feature the placed tile completed (`root`, held by anyone or nobody), just before it is
  // scored: rewards that go with completing it, such as tokens for the active player.
  virtual void feature_completed(Game&, NodeId /*root*/) const {}
  // Two features that meet through no side are about to become one (a tunnel link, see
  // Game::link_features): the regions of `a` and `b` are still apart. Asked of the modules
  // that react to play. A module may earn the active player a tile here (Game::earn_extra_tile).
  virtual void features_linking(Game&, NodeId /*a*/, NodeId /*b*/) const {}
  // A figure has just gone back to its owner's supply from the region of `node` (after scoring,
  // or removed by a rule), or from a special place (node -1): figures that depend on it may
  // follow.
  virtual void figure_returned(Game&, int /*figure*/, NodeId /*node*/) const {}
  // False when extra_tile, feature_completed and figure_returned do nothing, so core need not
  // call them on every placement, completion and return.
  virtual bool reacts_to_play() const { return false; }

  // Scoring: the value of a feature scored during play (final_scoring = false) or at the end.
  virtual void value_feature(const Game&, const Region&, bool /*final_scoring*/, FeatureValue&) const {}
  // Farm scoring, for one completed city and one player of the majority: what this module adds
  // to the city's value for that player (a pig of that player on the farm: one more). The value
  // arrives at 0; the farm-scoring code adds it to its base value (3, or 4 in the first edition).
  virtual void value_farm_city(const Game&, const FarmCity&, int /*player*/, FeatureValue&) const {}
  // End-of-game steps after the incomplete features are scored (farms, tokens, ...).
  virtual void final_scoring(Game&) const {}

  // ---- The open turn (DESIGN §3). A module registers verbs (its actions) and the phases of
  // the decisions it opens; core routes a ModuleAction to its verb's module.
  virtual void register_verbs(VerbTable&, PhaseTable&) const {}
  virtual void register_places(PlaceTable&) const {}
  // A step of the order of play: the module acts, and may open a decision (Game::open_decision)
  // that the game then waits for; core goes on with the step's other modules once it closes.
  virtual void at_step(Game&, OrderStep) const {}
  // False when at_step does nothing and the module adds no verbs, so the base turn pays nothing.
  virtual bool opens_the_turn() const { return false; }
  // Appends the module's legal actions for the pending decision (its own phases, and the
  // figure step where it offers alternatives to deploying).
  virtual void list_actions(const Game&, std::vector<Action>&) const {}
  // Nature's outcomes for a decision this module opened for nature, with their weights.
  virtual void chance_outcomes(const Game&, std::vector<ChanceOutcome>&) const {}
  virtual std::optional<Rejection> check_action(const Game&, const ModuleAction&) const { return Rejection{"unknown-action", "no module takes this action"}; }
  virtual void apply_action(Game&, const ModuleAction&) const {}
  // A placement that comes with one of this module's actions (PlaceTile::with: a bridge that
  // lets a road meet a field side): whether the action may go with it, and how it changes the
  // layout. Core matches the edges on the changed layout, applies the change as it lays the
  // tile, then calls placed_with for the module's own bookkeeping (the bridge leaves the supply).
  virtual std::optional<Rejection> layout_change(const Game&, const PlaceTile&, LayoutChange&) const {
    return Rejection{reason::kUnknownAction, "this action does not go with a placement"};
  }
  virtual void placed_with(Game&, const PlaceTile&) const {}
  // The same for a tile of a setup (PlaceTile::with names the action): the tile to lay instead,
  // as change.laid (a variant of it with a bridge); the module's supplies are left alone. And
  // back the other way, for writing a position as a setup: the action that rebuilds what this
  // module changed on laid tile `tile`, if anything.
  virtual std::optional<Rejection> setup_change(const Game&, const PlaceTile&, LayoutChange&) const {
    return Rejection{reason::kUnknownAction, "this action does not go with a setup tile"};
  }
  virtual std::optional<ModuleAction> setup_action(const Game&, int /*tile*/) const { return std::nullopt; }
  // A setup tile's action whose verb acts on the tile once it is laid instead of changing it
  // (VerbDef::setup_on_laid: a ferry on a lake): the setup lays the tile, resolves the action on
  // the board, and this checks and applies it (the module's own state; no supply of a player's).
  // setup_action writes it back the same way.
  virtual std::optional<Rejection> setup_laid(Game&, int /*tile*/, const ModuleAction&) const {
    return Rejection{reason::kUnknownAction, "this action does not go with a setup tile"};
  }
  // Whether `tile`, which fits nowhere as it is, would fit with one of this module's actions
  // going with it: the player then lays it so (listed by list_actions) or discards it (Pass).
  virtual bool mends_placement(const Game&, const TileType*) const { return false; }
  // A completed feature this module's rule keeps from being scored and from counting as
  // completed this turn (a town turned into a castle): core leaves it out of the scoring step.
  virtual bool withholds_scoring(const Game&, NodeId /*root*/) const { return false; }
  // At the draw of a turn's first tile: a tile this module gives the active player instead of a
  // draw from the stack (a tile he bought at a bazaar), taken out of the module's hands; or null.
  virtual const TileType* deal_tile(Game&) const { return nullptr; }
  // Whether this module still holds tiles to give players (deal_tile): the game goes on while it
  // does, the stack empty or not.
  virtual bool holds_tiles(const Game&) const { return false; }
  // The tile just placed, its regions joined, before the figure step (the volcano calls the dragon).
  virtual void tile_placed(Game&, int /*tile_index*/) const {}
  // A tile was just drawn (Game::drawn_tile()), before anything else considers it: whether a
  // rule sets it aside, whether it fits anywhere. A module may open a decision here (the wheel
  // that a crown tile spins, CAR-330); the draw goes on once it closes, so what the module did
  // stands even when the tile is then set aside or discarded. Not for a tile a module dealt.
  virtual void tile_drawn(Game&) const {}
  // Whether this turn's figure step may deploy onto any tile of the board (the magic portal);
  // core then lists and checks deployments on every tile, and check_deployment narrows them.
  virtual bool deploys_anywhere(const Game&) const { return false; }
  // A deployment onto a tile other than the one just placed, asked of the modules whose
  // deploys_anywhere() is true: nullopt when this module opens it (the portal: any free
  // unfinished feature; the tower: a tower's top), or why it does not. One opener suffices;
  // check_deployment of every module still applies.
  virtual std::optional<Rejection> check_remote_deployment(const Game&, const Deploy&) const {
    return Rejection{reason::kNotThisTile, "a figure is deployed onto the tile just placed"};
  }
  // Marks (open[t] = 1) the board tiles on which check_remote_deployment may open anything: the
  // listing visits only those (the portal: every tile, the default; the tower: those with a tower).
  virtual void mark_remote_tiles(const Game&, std::vector<char>& open) const { std::fill(open.begin(), open.end(), 1); }
  // A tile just drawn that this module keeps from play (the dragon tiles before the volcano):
  // why, in a sentence that lives as long as the program, and whether it goes straight back
  // into the stack (redrawn later) instead of waiting aside. Core draws another.
  struct SetAside {
    const char* why = nullptr;  // nullptr: the tile is played as usual
    bool back_to_stack = false;
  };
  virtual SetAside sets_aside(const Game&, const TileType*) const { return {}; }
  // Whether the pending decision may be passed (a rule that obliges an action: the princess
  // in the editions where she must remove a knight).
  virtual std::optional<Rejection> check_pass(const Game&) const { return std::nullopt; }
  // A passable decision of this module's was passed: the module may open the next one in its
  // place (the next wagon's move); core closes it when no module did.
  virtual void decision_passed(Game&) const {}
  // Points were just awarded (Game::award: a feature's score, a bonus, a payment; negative
  // points move counting figures back): events()[event] is the PointsScored, the players'
  // scores already include it. Asked of the modules that open the turn. A module may move
  // figures or note things here, but must not award points or open a decision from it.
  virtual void points_awarded(Game&, std::size_t /*event*/) const {}
  // The counting figures on the score track. Core's default: each player has one, counting his
  // whole score, moved by every award (Game::award reports it). A module that gives players
  // more (the messenger) keeps them: keeps_counting_figures() is true, counting_figures lists
  // the points each of `player`'s counts (its space is that modulo the track's length; the
  // first is the one core's default would be), and it calls Game::counting_figure_moved when
  // one moves. Only one module keeps them. Between an award and its figure's move, the points
  // the figures count add up to less than the score (see Game::track_settled).
  virtual bool keeps_counting_figures() const { return false; }
  virtual void counting_figures(const Game&, int /*player*/, std::vector<int>& /*points*/) const {}
  // A counting figure moved (figure: its index in Game::counting_figures; from: the points it
  // counted before; events()[event] the award). Asked of the modules that open the turn; as in
  // points_awarded, a module may move figures or note things, not award or open a decision.
  virtual void counting_figure_moved(Game&, int /*player*/, int /*figure*/, int /*from*/, int /*points*/,
                                     std::size_t /*event*/) const {}
  // Whether the module has something left to settle at the step of the order of play whose
  // modules all acted (a robber's share awarded after the counting figures were moved, a round
  // whose figures moved after the module's own turn): core then runs a further pass of the
  // step over the modules that say so, in order, until none does.
  virtual bool settles_again(const Game&) const { return false; }
  // A region has just been scored, before its figures go home (the fairy's bonus). `figures`
  // are those that took part: the region's own, or those a special place held for it (a
  // castle's followers: see Game::announce_scored).
  virtual void region_scored(Game&, NodeId /*root*/, std::span<const int> /*figures*/, bool /*final_scoring*/) const {}
  // A follower in one of this module's special places that another figure may stand beside as
  // if it stood on a feature (the fairy beside a castle's follower, under Big Box 3's printed
  // rule): that feature's node; -1 when it stands for none. See Game::feature_held_by.
  virtual NodeId special_place_feature(const Game&, int /*figure*/) const { return -1; }
  // The scoring step of a turn, after the features its tiles completed were scored and their
  // figures went home: scorings that are no completed feature (a barn's farm).
  virtual void turn_scoring(Game&) const {}
  // The regions this turn's scoring step will score besides the features its tiles completed,
  // as known before scoring begins (a barn's farm with farmers on it): see Game::scorings_ahead.
  virtual void scorings_ahead(const Game&, std::vector<NodeId>&) const {}
  // Whether this module's rules keep a figure of `figure_kind` off board tile `tile` when a rule
  // moves it there: the City of Carcassonne's tiles closed to the dragon, the dragon's tile
  // closed to a wagon. The module that moves the figure asks (Game::tile_closed_to).
  virtual bool closes_tile(const Game&, int /*figure_kind*/, int /*tile*/) const { return false; }
  // A figure's weight in a majority when its kind's strength is set by a rule
  // (FigureKindDef::strength_by_rule): the mayor counts the pennants of his city.
  virtual std::optional<int> figure_strength(const Game&, const Region&, int /*figure*/) const { return std::nullopt; }
  // A tie for a region's majority (`winners`, more than one player) may be broken by the
  // module's rule (followers on hills): it removes the players who lose the tie from `winners`
  // and adds its words and ruling ids to `why`. Asked only of modules whose breaks_ties() is true.
  virtual bool breaks_ties() const { return false; }
  virtual void break_tie(const Game&, const Region&, std::vector<int>& /*winners*/, FeatureValue& /*why*/) const {}
  // Board tiles that are one tile of the game (a double tile's two halves, each a board tile on
  // its own square): the board index of the tile `tile` forms one tile with, or -1. Game::
  // tiles_counted counts such a pair once in a feature. Asked only of modules whose joins_tiles()
  // is true.
  virtual bool joins_tiles() const { return false; }
  virtual int one_tile_with(const Game&, int /*tile*/) const { return -1; }
  // A figure in a player's special place that stands beside one of that player's counting
  // figures (Game::counting_figures; The Robbers' robber beside the counter or, with The
  // Messages, the messenger): which one, 0 the first; -1 for any other figure. The setup puts it
  // beside another with set_beside_counting_figure (false: the module keeps no such figure).
  virtual int beside_counting_figure(const Game&, int /*figure*/) const { return -1; }
  virtual bool set_beside_counting_figure(Game&, int /*figure*/, int /*index*/) const { return false; }

  // Pieces that are no figures (tower pieces, ...): their names, and how many stand on a tile.
  virtual std::vector<std::string_view> piece_names() const { return {}; }
  virtual int pieces_on(const Game&, std::string_view /*piece*/, int /*tile_index*/) const { return 0; }
  // Pieces that lie across two neighbouring tiles (a castle on the town it was built from), as
  // pairs of board tile indices, for pictures; pieces_on counts each on both tiles.
  virtual std::vector<std::pair<int, int>> pieces_across(const Game&, std::string_view /*piece*/) const { return {}; }

  // What of the module's state a scenario's setup cannot write (a robber beside a player's
  // second counting figure), each in words: a position written as a scenario names them among
  // what it leaves out.
  virtual void setup_cannot_write(const Game&, std::vector<std::string>& /*what*/) const {}

  // Consistency of the module's own rules in a game played from the start (self-play checks it
  // after every turn with the core invariants): a message when something is wrong.
  virtual std::optional<std::string> check_state(const Game&) const { return std::nullopt; }
};

}  // namespace carc
