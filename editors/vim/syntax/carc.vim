" Vim syntax file for the scenario language of Carcassonne Oracle (*.carc).
" Kept in step with grammar/Scenario.g4 by the test editor-syntax-current.
if exists("b:current_syntax")
  finish
endif

" Names may hold - and /: a keyword is a whole name, not a part of one.
syn iskeyword @,48-57,_,-,/

syn keyword carcStatement scenario cites rules option edition players setup turn nature draw expect final again decline pass illegal
syn keyword carcExpectation score scores gained event events no set-aside figure figures decider in of pieces region returned
syn keyword carcExpectation supply tokens placements deployments actions stack remaining empty winner phase open complete tiles
syn keyword carcExpectation pennants owners first real seed start
syn keyword carcWord at on with inner none off-board
syn keyword carcRotation r0 r90 r180 r270
syn keyword carcPort N NNE ENE E ESE SSE S SSW WSW W WNW NNW
syn match carcRuling "\<CAR\(-[0-9]\+\|:[a-z0-9][a-z0-9/_-]*\)"
syn match carcNumber "\<-\?[0-9]\+\>"
syn region carcString start=+"+ skip=+\\[\\"]+ end=+"\|$+ oneline
syn match carcComment "#.*$"

hi def link carcStatement Statement
hi def link carcExpectation Keyword
hi def link carcWord Operator
hi def link carcRotation Constant
hi def link carcPort Constant
hi def link carcRuling Special
hi def link carcNumber Number
hi def link carcString String
hi def link carcComment Comment

let b:current_syntax = "carc"
