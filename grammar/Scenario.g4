// The scenario language: setup -> scripted turns -> expectations. See docs/dsl.md.
grammar Scenario;

file        : scenario* EOF ;
scenario    : 'scenario' STRING '{' item* '}' ;

item        : cites | rules | option | edition | players | setup | turn | nature | drawStep | expect | finalStep ;

cites       : 'cites' RULING (',' RULING)* ;
rules       : 'rules' name (',' name)* ;
option      : 'option' name '=' value ;
edition     : 'edition' name ;
players     : 'players' name (',' name)* ;

setup       : 'setup' '{' setupStmt* '}' ;
setupStmt   : tilePlace ('with' argName verbArg*)?            # setupTile
            | name name 'on' featureRef                        # setupFigure
            | (owner=name)? fig=name 'in' place=name ('of' holder=name beside=INT?)?   # setupInPlace
            | 'score' name INT (',' name INT)*                 # setupScore
            | 'supply' name name INT                           # setupSupply
            | 'tokens' name name INT                           # setupTokens
            | 'stack' 'real' 'seed' INT                        # setupRealStack
            | 'stack' name (',' name)*                         # setupStack
            | 'first' name                                     # setupFirst
            | 'start'                                          # setupStart
            ;
tilePlace   : name 'at' coord rotation? ;
featureRef  : name port? 'at' coord ;   // `inner` names a feature that touches no side
coord       : '(' INT ',' INT ')' ;
rotation    : ROT ;
port        : PORT | 'inner' INT? ;   // `inner 2`: the second feature of that kind touching no side

// `turn P again:` plays an extra tile the engine offered P in the same turn, or declines it.
// A trailing `...` holds the turn open at the decision it reached, for expectations there; the
// next statement of the same player goes on with it.
turn        : 'turn' name again='again'? ':' ( turnAction (',' turnAction)* (',' held='...')? | 'decline' ) ;
// `T at (1,0) r90 with bridge (0,0) E`: an action of a module that goes with the placement (a bridge
// that lets the tile fit).
turnAction  : tilePlace ('with' argName verbArg*)? rejection?  # placeAction
            | name 'on' name port? ('at' coord)? rejection?    # deployAction
            | 'pass' rejection?                                # passAction
            | argName verbArg* rejection?                      # verbAction
            ;
// The actions modules add: a verb and its arguments, resolved against the rules in force.
// (argument names are plain names: a keyword there would swallow the statement after the turn)
verbArg     : argName port? 'at' coord                         # featureArg
            | coord                                            # squareArg
            | INT                                              # numberArg
            | argName                                          # nameArg
            ;
argName     : NAME | PORT ;
// The decisions of nature (chance) that a module opens, scripted: `nature: VERB ARGS`.
nature      : 'nature' ':' turnAction (',' turnAction)* ;
// `draw T`: nature draws T, which is set aside (it fits nowhere, or a rule of a module keeps it).
drawStep    : 'draw' name rejection? ;
rejection   : 'illegal' name ;

finalStep   : 'final' ;

expect      : 'expect' ( '{' expectation* '}' | expectation ) ;
expectation : 'score' playerInt (',' playerInt)*                        # expectScore
            | 'gained' playerInt (',' playerInt)*                       # expectGained
            | 'event' name 'scores' INT name ('at' coord port?)?       # expectEvent
            | 'no' 'score' 'events'                                     # expectNoEvents
            | 'no' 'event' name 'scores' INT? name ('at' coord port?)?  # expectNoEvent
            | 'set-aside' (name | 'none')                               # expectSetAside
            | 'figure' name 'at' coord                                  # expectNeutralAt
            | 'figure' name 'off-board'                                 # expectNeutralOff
            | 'figure' name 'in' name                                   # expectNeutralIn
            | 'decider' name                                            # expectDecider
            | 'in' place=name ('of' holder=name beside=INT?)? ':' owner=name fig=name count=INT   # expectInPlace
            | 'pieces' name 'at' coord INT                              # expectPieces
            | 'region' name 'at' coord port? regionProp+                # expectRegion
            | 'figure' name name 'on' featureRef                        # expectFigure
            | 'no' 'figure' 'at' coord port?                            # expectNoFigure
            | 'returned' name INT                                       # expectReturned
            | 'supply' name name INT                                    # expectSupply
            | 'tokens' name name INT                                    # expectTokens
            | 'placements' name '=' INT                                 # expectPlacementCount
            | 'placements' name '{' (coord rotation)* '}'              # expectPlacementSet
            | 'deployments' '=' INT                                     # expectDeployCount
            | 'actions' name '=' INT                                    # expectActionCount
            | 'stack' ('remaining' INT | 'empty')                       # expectStack
            | 'winner' (name (',' name)* | 'none')                      # expectWinner
            | 'phase' name                                              # expectPhase
            ;
playerInt   : name INT ;
regionProp  : 'open' | 'complete' | 'tiles' INT | 'pennants' INT
            | 'owners' (name (',' name)* | 'none') | 'figures' INT ;

value       : name | INT | 'none' | 'start' ;
// Keywords may also be used as names where a name is expected (a player called "first").
name        : NAME | PORT | 'first' | 'open' | 'complete' | 'figure' | 'figures' | 'pass'
            | 'final' | 'supply' | 'score' | 'stack' | 'tiles' | 'pennants' | 'owners' | 'remaining'
            | 'phase' | 'events' | 'region' | 'returned' | 'tokens' | 'again' | 'decline' | 'nature' | 'draw'
            | 'decider' | 'pieces' | 'of' | 'real' | 'seed' | 'with' | 'actions' ;

RULING      : 'CAR-' [0-9]+ | 'CAR:' [a-z0-9] [a-z0-9/_-]* ;
INT         : '-'? [0-9]+ ;
ROT         : 'r0' | 'r90' | 'r180' | 'r270' ;
PORT        : 'NNW' | 'N' | 'NNE' | 'ENE' | 'E' | 'ESE' | 'SSE' | 'S' | 'SSW' | 'WSW' | 'W' | 'WNW' ;
NAME        : [A-Za-z_] [A-Za-z0-9_/-]* ;
STRING      : '"' (~["\\\r\n] | '\\' ["\\])* '"' ;
UNTERMINATED: '"' (~["\\\r\n] | '\\' ["\\])* ;  // a string missing its closing quote
COMMENT     : '#' ~[\r\n]* -> skip ;
WS          : [ \t\r\n;]+ -> skip ;
ERRCHAR     : . ;
