// The typed syntax tree of a scenario file, owned by the project (no parse-tree types, no
// std::any). Every node carries the source location it came from.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace carc::dsl {

struct Loc {
  int line = 0;  // 1-based
  int col = 0;   // 1-based
};

struct Name {
  std::string text;
  Loc loc;
};

struct CoordNode {
  int x = 0, y = 0;
  Loc loc;
};

struct RotationNode {
  int quarter_turns = 0;
  Loc loc;
};

struct TilePlace {
  Name tile;
  CoordNode at;
  std::optional<RotationNode> rot;
  Loc loc;
};

// `road W at (1,0)`, `cloister at (0,0)`: a feature kind, a port on the tile as laid, a square.
struct FeatureRef {
  Name kind;
  std::optional<Name> port;
  CoordNode at;
  Loc loc;
};

struct PlayerInt {
  Name player;
  int value = 0;
  Loc loc;
};

// ---- setup
struct VerbStep;
// `T at (x,y) [ROT] [with VERB ARGS]`: a setup tile, changed as a module's action says (a bridge on it).
struct SetupTile {
  TilePlace place;
  std::shared_ptr<const VerbStep> with = nullptr;
};
struct SetupFigure { Name player; Name figure; FeatureRef on; Loc loc; };
struct SetupScore { std::vector<PlayerInt> scores; Loc loc; };
struct SetupSupply { Name player; Name figure; int count = 0; Loc loc; };
// `stack TILE, ...`, or `stack real seed N`: the real tile supply of the rules, dealt from seed N.
struct SetupStack { std::vector<Name> tiles; Loc loc; std::optional<int> real_seed; };
struct SetupFirst { Name player; Loc loc; };
// `red follower in castle`, `blue follower in prison of red`, `count in market` (a neutral figure).
// `start`: the start tiles of the rules in force (the City of Carcassonne's twelve tiles), as a full game lays them.
struct SetupStart { Loc loc; };
// `beside`: with a holder, which of his counting figures the figure stands beside, 1 the first
// (`blue robber in scoreboard of red 2`: beside red's messenger).
struct SetupInPlace { std::optional<Name> player; Name figure; Name place; std::optional<Name> holder; Loc loc; std::optional<int> beside = {}; };
struct SetupTokens { Name player; Name token; int count = 0; Loc loc; };
using SetupStmt = std::variant<SetupTile, SetupFigure, SetupScore, SetupSupply, SetupStack, SetupFirst, SetupTokens, SetupInPlace, SetupStart>;

// ---- turns

// `follower on road W` (the tile just placed) or `follower on road W at (3,1)` (another tile,
// where a module opens the board to the deployment: the magic portal).
struct DeployStep {
  Name figure;
  Name kind;
  std::optional<Name> port;
  std::optional<Name> rejection;
  Loc loc;
  std::optional<CoordNode> at;
};
struct PassStep { Loc loc; std::optional<Name> rejection; };
// One argument of a module's verb as written; its meaning comes from the verb's forms.
struct VerbArgNode {
  enum Kind { Feature, Square, Number, Word } kind = Word;
  Name word;                 // Word: the word; Feature: the feature kind
  std::optional<Name> port;  // Feature
  CoordNode at;              // Feature, Square
  int number = 0;            // Number
  Loc loc;
};
// `dragon N`, `fairy road W at (1,0)`, `princess blue follower city at (0,0)`: a module's action.
struct VerbStep { Name verb; std::vector<VerbArgNode> args; std::optional<Name> rejection; Loc loc; };
// `T at (x,y) [ROT] [with VERB ARGS]`: the action `with` names goes with the placement (a bridge).
struct PlaceStep {
  TilePlace place;
  std::optional<Name> rejection;
  Loc loc;
  std::optional<VerbStep> with = std::nullopt;
};
using TurnStep = std::variant<PlaceStep, DeployStep, PassStep, VerbStep>;
struct TurnStmt {
  Name player;
  std::vector<TurnStep> steps;
  Loc loc;
  bool again = false;           // `turn P again:` — the extra tile the engine offered P in the same turn
  std::optional<Loc> decline;   // `decline` written instead of actions: the extra tile is refused
  std::optional<Loc> held;      // a trailing `...`: the turn stays open at the decision it reached
};
struct FinalStmt { Loc loc; };
// `nature: VERB ARGS, ...`: the outcomes of chance a module waits for, scripted.
struct NatureStmt { std::vector<TurnStep> steps; Loc loc; };
// `draw T`: nature draws T from the stack, and T is set aside (it fits nowhere, or a module keeps it).
struct DrawStmt { Name tile; std::optional<Name> rejection; Loc loc; };

// ---- expectations
struct ExpectScore { std::vector<PlayerInt> values; bool gained = false; Loc loc; };
struct ExpectEvent { Name player; int points = 0; Name kind; CoordNode at; std::optional<Name> port; Loc loc; };
struct ExpectNoEvents { Loc loc; };
struct RegionProp {
  enum Kind { Open, Complete, Tiles, Pennants, Owners, Figures } kind = Open;
  int value = 0;
  std::vector<Name> owners;  // empty with kind Owners = "owners none"
  Loc loc;
};
struct ExpectRegion { Name kind; CoordNode at; std::optional<Name> port; std::vector<RegionProp> props; Loc loc; };
struct ExpectFigure { Name player; Name figure; FeatureRef on; Loc loc; };
struct ExpectNoFigure { CoordNode at; std::optional<Name> port; Loc loc; };
struct ExpectReturned { Name player; int count = 0; Loc loc; };
struct ExpectSupply { Name player; Name figure; int count = 0; Loc loc; };
struct ExpectPlacementCount { Name tile; int count = 0; Loc loc; };
struct ExpectPlacementSet { Name tile; std::vector<std::pair<CoordNode, RotationNode>> placements; Loc loc; };
struct ExpectDeployCount { int count = 0; Loc loc; };
// `actions VERB = N`: the decision the game waits for now offers N legal actions of that verb.
struct ExpectActionCount { Name verb; int count = 0; Loc loc; };
struct ExpectStack { bool empty = false; int remaining = 0; Loc loc; };
struct ExpectWinner { std::vector<Name> players; Loc loc; };  // empty = "winner none"
struct ExpectPhase { Name phase; Loc loc; };
struct ExpectTokens { Name player; Name token; int count = 0; Loc loc; };
// `event P scores N TOKEN`: points for holding the most tokens of a kind (no feature, no square).
struct ExpectTokenEvent { Name player; int points = 0; Name token; Loc loc; };
// `no event P scores [N] KIND [at (x,y) [PORT]]`: no scoring event of the last step matches.
struct ExpectNoEvent { Name player; std::optional<int> points; Name kind; std::optional<CoordNode> at; std::optional<Name> port; Loc loc; };
// `set-aside T` / `set-aside none`: the tiles the last step set aside.
struct ExpectSetAside { std::optional<Name> tile; Loc loc; };
// `figure dragon at (x,y)` / `figure fairy off-board`: where a neutral figure stands.
struct ExpectNeutral { Name figure; std::optional<CoordNode> at; Loc loc; std::optional<Name> place = {}; };  // `in PLACE`
// `decider blue` / `decider nature`: who the pending decision waits for.
struct ExpectDecider { Name who; Loc loc; };
// `in prison of red: blue follower 1`: figures of a player and kind in a special place (one
// per player: `of HOLDER`).
struct ExpectInPlace { Name place; std::optional<Name> holder; Name owner; Name figure; int count; Loc loc; std::optional<int> beside = {}; };
// `pieces tower at (1,0) 2`: a module's pieces on a tile (the height of a tower).
struct ExpectPieces { Name piece; CoordNode at; int count; Loc loc; };
using Expectation = std::variant<ExpectScore, ExpectEvent, ExpectNoEvents, ExpectRegion, ExpectFigure, ExpectNoFigure,
                                 ExpectReturned, ExpectSupply, ExpectPlacementCount, ExpectPlacementSet,
                                 ExpectDeployCount, ExpectStack, ExpectWinner, ExpectPhase, ExpectTokens,
                                 ExpectTokenEvent, ExpectNoEvent, ExpectSetAside, ExpectNeutral, ExpectDecider,
                                 ExpectInPlace, ExpectPieces, ExpectActionCount>;
struct ExpectStmt { std::vector<Expectation> items; Loc loc; };

using Step = std::variant<TurnStmt, ExpectStmt, FinalStmt, NatureStmt, DrawStmt>;

struct OptionSetting { Name option; Name value; Loc loc; };

struct Scenario {
  std::string title;
  Loc loc;
  std::vector<Name> cites;
  std::vector<Name> rules;  // expansions besides the base game
  std::vector<OptionSetting> options;
  std::optional<Name> edition;
  std::vector<Name> players;
  std::vector<SetupStmt> setup;
  std::vector<Step> steps;
};

struct ScenarioFile {
  std::string path;
  std::string text;  // kept for diagnostics (source line and caret)
  std::vector<Scenario> scenarios;
};

}  // namespace carc::dsl
