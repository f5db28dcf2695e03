// One game: rules, players, board, regions, figures, the tile stack and the turn state
// machine with its pending decision (DESIGN §3 "Game and turns").
#pragma once
#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "actions.hpp"
#include "board.hpp"
#include "table.hpp"
#include "events.hpp"
#include "figures.hpp"
#include "regions.hpp"
#include "rejection.hpp"
#include "rule_options.hpp"
#include "ruleset.hpp"
#include "module.hpp"
#include "short_list.hpp"

namespace carc {

struct Player {
  std::string name;
  int score = 0;
  std::vector<int> supply;  // figures in the supply, per figure kind
  std::vector<int> tokens;  // tokens held, per token kind (TokenTable)
};

// The decision the game waits for.
enum class Phase {
  Setup,      // position being built; call begin()
  PlaceTile,  // the active player must place the drawn tile
  Deploy,     // the active player may deploy one figure on the tile just placed, or pass
  ExtraTile,  // the active player may take another tile in the same turn (TakeExtraTile) or decline (Pass)
  StackEmpty,  // every tile is drawn and the game waits for end() (only with manual end)
  GameOver,
  Draw,       // nature draws a tile (DrawTile): only with scripted draws
  Module,     // a decision a module opened (Game::module_phase() names it; Game::decider() decides)
};
std::string_view phase_name(Phase p);

class Game {
 public:
  Game(std::shared_ptr<const Ruleset> rules, RuleOptions options, std::vector<std::string> players);

  // ---- Setup: builds a position directly. Legality of the position is the caller's to check
  // (see check_setup_tile); the engine only refuses what would corrupt its state.
  std::optional<Rejection> check_setup_tile(const TileType* tile, Coord at, Rotation rot) const;
  int setup_tile(const TileType* tile, Coord at, Rotation rot);
  // The tile a setup lays for `a` when a module's action goes with it (a.with: a bridge on it),
  // or why it cannot; check_setup_tile and setup_tile then take that tile.
  std::variant<const TileType*, Rejection> setup_variant(const PlaceTile& a) const;
  // A setup tile's action whose verb acts once the tile is laid (VerbDef::setup_on_laid: a ferry
  // on the lake): checked and applied on board tile `tile_index` by its module.
  std::optional<Rejection> setup_on_laid(int tile_index, const ModuleAction& a);
  // `shared_ok` allows a figure on a feature that already holds one, for positions where two
  // occupied features were joined later in play.
  std::optional<Rejection> setup_figure(int player, int kind, int tile_index, int feature, bool shared_ok = false);
  // A figure of a kind that stands on corners (FigureKindDef::on_corners) at a corner of a tile.
  std::optional<Rejection> setup_corner_figure(int player, int kind, int tile_index, int corner);
  // Puts a figure in a special place before play (a prisoner, a follower in a city quarter): a
  // player's from the supply, or (player -1) the neutral figure of that kind; `holder` as in
  // Figure::feature for Spot::Special.
  // With `beside` >= 0 the figure stands beside that counting figure of its holder (0 the first:
  // ExpansionModule::set_beside_counting_figure, a robber beside the messenger).
  std::optional<Rejection> setup_in_place(int player, int kind, int place, int holder, int beside = -1);
  // Which of its holder's counting figures a figure in a special place stands beside (0 the
  // first), or -1 when it stands beside none (ExpansionModule::beside_counting_figure).
  int counting_figure_beside(int figure) const;
  void set_score(int player, int score);
  void set_stack(std::vector<const TileType*> top_first);
  void set_active_player(int player) { active_ = player; }
  void set_supply(int player, int kind, int count);
  void set_tokens(int player, int kind, int count);
  // Starts play: the active player draws.
  void begin();
  // With manual end on, an empty stack stops the game before final scoring until end() is
  // called, so a scenario can look at the last turn before the final scoring.
  void set_manual_end(bool on) { manual_end_ = on; }
  void end();  // runs the final scoring; only in phase StackEmpty

  // With scripted draws on, each draw is a decision of nature (Phase::Draw, answered with
  // DrawTile naming any tile the stack holds) instead of the top of the stack.
  void set_scripted_draws(bool on) { scripted_draws_ = on; }
  bool scripted_draws() const { return scripted_draws_; }
  // The seed of nature's own choices when nobody scripts them (where tiles set aside go back
  // into the stack): self-play sets it from the game's seed.
  void set_nature_seed(std::uint64_t seed) { nature_state_ = seed | 1; }

  // ---- The turn.
  Phase phase() const { return phase_; }
  // The name of the pending decision: a core phase, or a module's phase.
  std::string_view phase_label() const;
  int module_phase() const { return module_phase_; }  // Phase::Module: index into Ruleset::phases
  // Who decides now: the active player, another player (a module's decision), or kNature.
  static constexpr int kNature = -1;
  int decider() const;
  bool nature_decides() const { return decider() == kNature && (phase_ == Phase::Draw || phase_ == Phase::Module); }
  // Nature's outcomes for the pending decision with their weights (empty unless nature decides).
  std::vector<ChanceOutcome> chance_outcomes() const;
  // Whether the figure step of this turn is done (a figure deployed, a module's figure action, or passed).
  bool figure_step_done() const { return figure_step_done_; }
  // Whether this turn's figure step took an action (deployed or a module's alternative), not a pass.
  bool figure_action_taken() const { return figure_action_taken_; }
  // Whether the game waits for a deployment: the figure step, or a module's decision that is a
  // further figure step (PhaseTable::add with `deploys`, the phantom's step 4B).
  bool deploying() const;
  // The tiles set aside by modules' rules and not yet returned.
  const std::vector<const TileType*>& set_aside() const { return set_aside_; }
  const TileType* last_set_aside() const { return last_set_aside_; }  // this turn's latest draw that was set aside
  int active_player() const { return active_; }
  const TileType* drawn_tile() const { return drawn_; }
  // Whether the tile to place was given by a module (ExpansionModule::deal_tile), not drawn.
  bool tile_dealt() const { return tile_dealt_; }
  int last_placed() const { return last_placed_; }  // board index of the tile placed this turn, -1 none
  // Whether board tile `tile` was laid by the latest placement: the tile just placed, or one laid
  // with it (a double tile's other half, see place_supply_tiles).
  bool placed_now(int tile) const {
    return tile == last_placed_ || std::find(placed_with_.begin(), placed_with_.end(), tile) != placed_with_.end();
  }
  // The tiles laid together with last_placed() by one placement (place_supply_tiles), else empty.
  const std::vector<int>& placed_with() const { return placed_with_; }
  // When the latest placement filled the open part of a tile already on its square
  // (core/open_sides.hpp, a LayoutChange with laid == altered_to): the type that tile had
  // before, so a module can tell what the square showed already from what was laid now; else
  // nullptr (the placement laid a new tile).
  const TileType* filled_from() const { return filled_from_; }
  // Which tile of the current turn is being played: 0 the first, 1 an extra tile a module granted, ...
  int turn_part() const { return turn_part_; }
  std::vector<Action> legal_actions() const;
  // legal_actions().size() and legal_actions()[k] without building the list, for a player that
  // needs just one of them (self-play picks one at random). legal_action throws when k is too big.
  std::size_t legal_action_count() const;
  Action legal_action(std::size_t k) const;
  std::vector<PlaceTile> legal_placements(const TileType* tile) const;
  bool fits_somewhere(const TileType* tile) const;
  std::vector<Deploy> legal_deployments() const;
  std::optional<Rejection> check(const Action& a) const;
  std::optional<Rejection> apply(const Action& a);  // nullopt = applied

  // ---- State.
  const Ruleset& rules() const { return *rules_; }
  const RuleOptions& options() const { return options_; }
  const Table& table() const { return table_; }  // the table's edge, if it has one (core/table.hpp)
  const Board& board() const { return board_; }
  const Regions& regions() const { return regions_; }
  const std::vector<Figure>& figures() const { return figures_; }
  const std::vector<Player>& players() const { return players_; }
  const std::deque<const TileType*>& stack() const { return stack_; }
  // How many tiles in the stack show a feature of this kind (kept as tiles are drawn).
  int stack_tiles_with(FeatureKind kind) const {
    auto k = static_cast<std::size_t>(kind);
    return k < stack_kinds_.size() ? stack_kinds_[k] : 0;
  }
  const std::vector<Event>& events() const { return events_; }
  std::vector<int> winners() const;  // meaningful once the game is over
  // The regions with at least one figure, as root nodes in ascending order (found from the
  // figures on the board, not by visiting every node).
  std::vector<NodeId> occupied_roots() const;
  // Before the scoring step of a tile: the roots of the regions it will score, the features the
  // turn's tiles completed and what modules will score besides (ExpansionModule::scorings_ahead).
  std::vector<NodeId> scorings_ahead() const;
  // Some module keeps figures of `figure_kind` off board tile `tile` (ExpansionModule::closes_tile).
  bool tile_closed_to(int figure_kind, int tile) const;
  NodeId node_of(int tile_index, int feature) const { return board_.tile(tile_index).node(feature); }
  // The feature a figure stands on, or the one a special place holds it for when a module says
  // another figure may join it there (ExpansionModule::special_place_feature); -1 otherwise.
  NodeId feature_held_by(int figure) const;

  // ---- For modules' scoring hooks.
  std::vector<PlayerStrength> strengths(const Region& r) const;
  std::vector<int> majority(const Region& r) const;  // players with the highest strength > 0
  void award(PointsScored ev);                       // adds points to each listed player and logs
  // The counting figures of `player` on the score track: the points each counts (see
  // ExpansionModule::keeps_counting_figures); by default one, counting his score.
  std::vector<int> counting_figures(int player) const;
  // True when every player's counting figures have moved for all the points awarded him.
  bool track_settled() const;
  // A module that keeps the counting figures reports a move (ExpansionModule::counting_figure_moved).
  void counting_figure_moved(int player, int figure, int from, int points, std::size_t event);
  // What a feature is worth scored now, whoever holds it (the modules' value_feature in order).
  FeatureValue value_of(const Region& r, bool final_scoring) const;
  // The tiles a feature counts wherever the rules count tiles (1 per road tile, 2 per city tile,
  // the mage's 1 per tile, a siege's 1 less per tile, the largest city): its board tiles, two
  // that a module says form one tile (ExpansionModule::one_tile_with: a double tile's halves)
  // counted once. Every module that counts a feature's tiles for points asks here.
  int tiles_counted(const Region& r) const;
  void return_figure(int figure);
  // Adds to the player's tokens and logs it; `region` is the feature whose completion earned
  // them, left out when none did.
  void take_tokens(int player, int kind, int count, NodeId region = -1);
  // Whether `player` has a follower (not a special figure) on the region of `node`.
  bool has_follower_on(int player, NodeId node) const;
  // Whether the region of `node` is occupied for a figure of `kind`: a figure that stands apart
  // (FigureKindDef::apart) finds nothing occupied (its module decides), any other is kept out
  // by every figure there but those that stand apart.
  bool occupied_for(int kind, NodeId node) const;
  // The players a region's score goes to: the majority of `strengths` (those of `r`), with a tie
  // broken by the modules' rules (ExpansionModule::break_tie: followers on hills). The words and
  // ruling ids of a broken tie are added to `why` when given.
  std::vector<int> winners_of(const Region& r, const std::vector<PlayerStrength>& strengths, FeatureValue* why = nullptr) const;

  // ---- For modules' turn hooks (the open turn).
  // Opens a decision of the module phase `phase` for `player` (or kNature): the game waits for
  // it; the module answers its actions and calls close_decision() when done. Opened by a figure
  // action (in the figure step), it takes the figure step, and the turn goes on after the step
  // once it closes. Opened while another is open, it replaces it (same place to go on from).
  void open_decision(int phase, int player);
  void set_decider(int player);
  void close_decision();  // the turn goes on where it stopped
  // A module's action took this turn's figure step instead of a deployment (moving the fairy,
  // the princess): the turn goes on as after a deployment.
  void take_figure_step();
  // Moves a figure to a spot on board tile `tile` (or, for spot Feature, onto `feature`), or a
  // neutral figure into play; logs FigureMoved.
  void move_figure(int figure, int tile, Spot spot, int detail, int by_player);
  // Replaces laid tile `tile_index` by a variant of it with more features (a bridge built on
  // it): its features keep their regions and figures; the new ones join what they meet.
  void alter_tile(int tile_index, const TileType* variant);
  // Joins two features that meet through no side (a tunnel's two mouths): Regions::link. The
  // modules that react to play hear of it first (ExpansionModule::features_linking).
  void link_features(NodeId a, NodeId b);
  // Joins two features through ends that stay closed (a ferry across a lake): Regions::connect.
  void connect_features(NodeId a, NodeId b) { regions_.connect(a, b); }
  // Undoes one connect_features(a, b) (the ferry moves): Regions::disconnect, then every figure
  // on a feature is listed on its region again. Region roots held from before are stale.
  void disconnect_features(NodeId a, NodeId b);
  // A module's rule earns the active player another tile in this part of his turn after its
  // placement was judged (a tunnel link extending the builder's road): as ExtraTileGrant from
  // ExpansionModule::extra_tile. `at`: the square it is told of.
  void earn_extra_tile(Coord at, ExtraTileGrant grant);
  // Extra tiles earned in this turn and not yet played.
  int extra_tiles_owed() const { return extra_earned_; }
  // Whether the drawn tile fits only with a module's action going with it (ExpansionModule::
  // mends_placement): the player may discard it instead (Pass in phase place-tile).
  bool may_discard() const { return may_discard_; }
  // Lays a tile that does not come from the stack (an abbey from the player's supply) instead
  // of the drawn one, which goes back on top of the stack unseen; as the turn's extra tile in
  // phase extra-tile; or, in a decision a module opened once the stack ran out, as a turn of
  // `player` of its own. The module checks where it may go; the turn goes on as after any
  // placement (figure step, scoring).
  void place_supply_tile(const TileType* tile, Coord at, Rotation rot, int player);
  // The same for several tiles laid as one placement (the halves of a double tile): all join
  // the board before the figure step, which may deploy onto any of them; the first is
  // last_placed(), the others placed_with(); what they complete is scored together.
  void place_supply_tiles(std::span<const PlaceTile> tiles, int player);
  // Sends a figure back: a player's to the supply, a neutral one beside the board; `cause` says
  // which rule removed it (nullptr after scoring). Figures that depend on it follow (hooks).
  void remove_figure(int figure, const char* cause);
  // Takes a tile out of the stack for a module's rule (the tiles revealed at a bazaar): the top
  // one, or `which` when nature's choice names it. Null when there is none (or no such tile).
  const TileType* take_stack_tile(const TileType* which = nullptr);
  // The tiles modules set aside go back into the stack (mixed in by nature).
  void return_set_aside();
  // Tells the modules that a feature was scored with these figures taking part, for a score a
  // module paid itself (a castle's followers, held off the board): ExpansionModule::region_scored.
  void announce_scored(NodeId root, std::span<const int> figures, bool final_scoring);
  // Adds points to one player for a reason that is no feature's score (the fairy's point).
  // `payment`: points handed between players (PointsScored::payment), not a scoring event.
  void award_bonus(int player, int points, FeatureKind kind, NodeId region, bool final_scoring, std::string rule,
                   std::vector<std::string> rulings, bool payment = false);
  std::uint64_t nature_random(std::uint64_t bound);  // nature's own choice when nobody scripts it
  // Records why a module's rule allowed what it did, for explain.
  void note(int player, std::string text) {
    log_event(RuleNoted{player, std::make_shared<const std::string>(std::move(text))});
  }
  // A module's own numbers kept with the game (copied with it): the dragon's steps left, ...
  std::vector<int>& module_state(std::string_view module) { return module_state_[std::string(module)]; }
  const std::vector<int>* module_state(std::string_view module) const {
    auto it = module_state_.find(module);
    return it == module_state_.end() ? nullptr : &it->second;
  }
  // The same numbers, empty when the module has kept none yet.
  const std::vector<int>& module_state_or_empty(std::string_view module) const {
    static const std::vector<int> none;
    const std::vector<int>* s = module_state(module);
    return s ? *s : none;
  }
  // Whether the game waits for the decision of module phase `name`.
  bool waits_for(std::string_view name) const { return phase_ == Phase::Module && phase_label() == name; }

 private:
  std::optional<Rejection> check_place(const PlaceTile& a) const;
  // The modules whose rules open this turn's deployment to other tiles (the portal, towers).
  using RemoteOpeners = ShortList<const ExpansionModule*, 4>;
  RemoteOpeners remote_openers() const;
  std::optional<Rejection> remote_refusal(const Deploy& a, const RemoteOpeners& openers) const;
  void legal_placements_into(const TileType* tile, std::vector<Action>& out) const;  // appends
  std::size_t count_placements(const TileType* tile) const;
  std::optional<PlaceTile> nth_placement(const TileType* tile, std::size_t k) const;
  // Which rotations of `tile` fit each frontier square by their sides alone (bit r = rotation r,
  // in frontier order), remembered for the current layout: a turn asks about the drawn tile
  // several times (does it fit, how many placements, the k-th one).
  struct FitMemo {
    const TileType* tile = nullptr;
    std::size_t layout = 0;  // Board::version() when computed
    std::vector<std::uint8_t> fits;
    std::vector<std::uint32_t> before;  // placements on the squares before each one
    std::size_t total = 0;  // set bits in fits
  };
  const FitMemo& geometric_fits(const TileType* tile) const;
  const std::vector<Coord>& placement_squares() const;
  const std::vector<NeedLanes>& placement_needs() const;
  template <class Visit>
  bool visit_placements(const TileType* tile, Visit&& visit) const;
  template <class Visit>
  void visit_deployments(Visit&& visit) const;
  std::optional<Rejection> check_geometry(const TileType* tile, Coord at, Rotation rot,
                                         const LayoutChange* change = nullptr) const;
  // The layout change a placement's PlaceTile::with makes, or why it cannot go with it.
  std::optional<Rejection> placement_change(const PlaceTile& a, LayoutChange& change) const;
  std::optional<Rejection> check_deploy(const Deploy& a) const;
  void do_place(const PlaceTile& a) { do_place(std::span<const PlaceTile>(&a, 1)); }
  void do_place(std::span<const PlaceTile> tiles);
  void do_deploy(const Deploy& a);
  void finish_turn();   // after the figure step: scoring, then an extra tile or the turn's end
  void take_extra_tile();
  void end_turn();      // the next player draws
  void start_turn();    // the turn begins (modules' step 1), then the draw
  void start_draw();    // the active player draws (or nature is asked to, with scripted draws)
  void draw_next();     // the next tile of the turn, or the end of the turn or of the game when none is left
  void after_figure_step();  // resumes the turn after the figure step: FiguresMoved, scoring, ...
  bool run_step(OrderStep step);  // calls at_step of the open-turn modules from step_module_; false when one waits
  void continue_turn();   // goes on from resume_ after a module's decision closes
  void score_and_wrap_up();  // scoring of this turn's tiles, FeaturesScored, then the extra tile or the end
  void wrap_up_turn();
  bool supply_tile_offered() const;  // a module lists a tile from the player's supply now (VerbDef::places_tile)
  std::optional<Rejection> check_module_action(const ModuleAction& a) const;
  std::optional<Rejection> check_module_action_form(const ModuleAction& a) const;  // the verb and its argument kinds
  void discard_drawn();  // Pass on a tile that fits only with help: discarded, and the next one drawn
  std::optional<Rejection> check_draw(const DrawTile& a) const;
  // The drawn tile: true when it is to be placed. may_return: a module may send it back into the stack.
  bool draw_tile(const TileType* t, bool may_return = true);
  // The modules' tile_drawn hooks from step_module_: false when one opened a decision (the draw
  // goes on in continue_turn once it closes).
  bool run_tile_drawn();
  // The rest of draw_tile once the modules have seen the tile.
  bool settle_draw(const TileType* t, bool may_return);
  bool draw();          // draws until a tile fits; false when the stack ran out
  void stack_ran_out(); // the modules' last step, then the game ends (or waits for end() with manual end on)
  void score_completed_around(int tile_index);
  // Scores what these tiles completed, each completed feature once (a turn whose scoring an
  // extra tile put off scores its tiles together).
  void score_completed_by(const int* tiles, std::size_t count);
  template <class Consider>
  void completion_candidates(int tile_index, Consider&& consider) const;  // scoring.cpp
  // The roots of the claimable features these tiles completed, each once, into `done`.
  template <class List>
  void completed_by(const int* tiles, std::size_t count, List& done) const;  // scoring.cpp
  void score_deferred();  // the tiles of this turn whose scoring an extra tile put off
  void score_region(NodeId root, bool final_scoring);
  void end_game();
  void add_figure(int player, int kind);
  void count_stack_tile(const TileType* t, int delta);  // keeps stack_kinds_
  // Appends to the event log. Beyond the room begin() made, the log grows by a sixteenth at a
  // time rather than doubling: it is most of a game's memory.
  template <class E>
  void log_event(E&& event) {
    if (events_.size() == events_.capacity()) events_.reserve(events_.size() + events_.size() / 16 + 8);
    events_.emplace_back(std::forward<E>(event));
  }

  std::shared_ptr<const Ruleset> rules_;
  // The enabled modules that may refuse a placement / a deployment (ExpansionModule::checks_*).
  std::vector<const ExpansionModule*> placement_modules_, deployment_modules_;
  std::vector<const ExpansionModule*> play_modules_;  // ExpansionModule::reacts_to_play
  RuleOptions options_;
  Table table_;  // from options_ (CAR-4)
  std::vector<Player> players_;
  Board board_;
  Regions regions_;
  std::vector<Figure> figures_;
  std::deque<const TileType*> stack_;
  std::vector<int> stack_kinds_;  // per FeatureKind: tiles in stack_ that show it
  std::vector<Event> events_;
  Phase phase_ = Phase::Setup;
  int active_ = 0;
  const TileType* drawn_ = nullptr;
  int last_placed_ = -1;
  std::vector<int> placed_with_;  // tiles laid by the same placement as last_placed_
  const TileType* filled_from_ = nullptr;  // see filled_from()
  // Tiles whose open part a placement of this turn filled: only the features that placement
  // added can have been completed by it (completion_candidates).
  std::vector<int> filled_this_turn_;
  bool manual_end_ = false;
  int turn_part_ = 0;
  // Extra tiles this turn's placements earned and not yet offered: one a placement, but a tile a
  // module lays in a decision of its own (a message's) may earn one besides the turn's (CAR-425).
  int extra_earned_ = 0;
  bool extra_before_scoring_ = false;  // ... to be drawn before this tile's features are scored
  std::vector<int> deferred_scoring_;  // tiles of this turn whose completed features wait to be scored
  bool has_joiners_ = false;           // some figure kind accompanies a follower (FigureKindDef::with_own_follower)
  bool has_apart_ = false;             // some figure kind stands apart (FigureKindDef::apart)
  std::vector<const ExpansionModule*> tie_modules_;  // ExpansionModule::breaks_ties
  std::vector<const ExpansionModule*> joining_modules_;  // ExpansionModule::joins_tiles
  mutable FitMemo fit_memo_;
  bool return_unplaceable_ = false;
  bool may_discard_ = false;  // the drawn tile fits only with a module's action: Pass discards it
  bool tile_dealt_ = false;   // the tile to place was given by a module, not drawn
  bool modules_hold_tiles() const;  // some module still has tiles to give (ExpansionModule::holds_tiles)
  bool deal();  // a module gives the active player the turn's tile: true when one waits to be placed  // option unplaceable-tile is "return" (looked up once, not every draw)
  // The open turn: modules with turn steps or verbs (ExpansionModule::opens_the_turn).
  std::vector<const ExpansionModule*> turn_modules_;
  bool scripted_draws_ = false;
  std::uint64_t nature_state_ = 0x9E3779B97F4A7C15ull;
  int module_phase_ = -1;
  std::size_t decisions_opened_ = 0;  // counts open_decision calls (a pass may open the next one)
  int decider_ = 0;
  // Where the turn goes on when a module's decision closes: the step being run and the next
  // module to call in it.
  enum class Resume : std::uint8_t { None, FigureStep, TurnBegins, FiguresMoved, FeaturesScored, GameEnds, TilePlaced, TileDrawn };
  Resume resume_ = Resume::None;
  bool drawn_may_return_ = true;  // draw_tile's may_return while a tile_drawn decision waits
  std::size_t step_module_ = 0;
  bool settling_pass_ = false;  // run_step: a further pass over the modules that settle again
  bool figure_step_done_ = false;
  bool figure_action_taken_ = false;
  const TileType* last_set_aside_ = nullptr;  // the latest draw's tile that was set aside (for tile-set-aside)
  std::vector<const TileType*> set_aside_;
  std::map<std::string, std::vector<int>, std::less<>> module_state_;
};

// How many figures of `owner` and `kind` are in the special place `place` (held by `holder`,
// or -1 for a place that is one for all), and how many pieces named `piece` stand on a tile.
// With `beside` >= 0, only those beside that counting figure of the holder (Game::counting_figure_beside).
int figures_in_place(const Game& g, std::string_view place, int holder, int owner, int kind, int beside = -1);
int pieces_on(const Game& g, std::string_view piece, int tile_index);

// The players with the highest strength > 0 in `strengths` (Game::majority of a region is
// majority_of(strengths(region))).
std::vector<int> majority_of(const std::vector<PlayerStrength>& strengths);

}  // namespace carc
