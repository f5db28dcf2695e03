// One typed function per grammar rule; the parse tree is read once, top-down.
#include "ast_builder.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cstdlib>

#include "parse.hpp"

namespace carc::dsl {

namespace {

using P = ScenarioParser;

Loc loc_of(antlr4::Token* t) { return {static_cast<int>(t->getLine()), static_cast<int>(t->getCharPositionInLine()) + 1}; }
Loc loc_of(antlr4::ParserRuleContext* c) { return loc_of(c->getStart()); }

class Builder {
 public:
  explicit Builder(Diagnostics& diags) : diags_(diags) {}

  Name name(P::NameContext* c) { return limited({c->getText(), loc_of(c)}); }
  Name name(antlr4::tree::TerminalNode* t) { return limited({t->getText(), loc_of(t->getSymbol())}); }

  // Names are ASCII (see the grammar), so their length in bytes is their length in characters.
  Name limited(Name n) {
    if (n.text.size() > kMaxNameChars)
      diags_.error(n.loc, fmt::format("a name is limited to {} characters; this one has {}", kMaxNameChars, n.text.size()));
    return n;
  }

  int integer(antlr4::tree::TerminalNode* t) { return integer(t->getSymbol()); }
  int integer(antlr4::Token* t) {
    const std::string s = t->getText();
    int v = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size()) {
      diags_.error(loc_of(t), fmt::format("number `{}` is out of range", s));
      return 0;
    }
    return v;
  }

  CoordNode coord(P::CoordContext* c) {
    CoordNode n{integer(c->INT(0)), integer(c->INT(1)), loc_of(c)};
    if (std::llabs(static_cast<long long>(n.x)) > kMaxCoordinate || std::llabs(static_cast<long long>(n.y)) > kMaxCoordinate)
      diags_.error(n.loc, fmt::format("coordinates are limited to -{0}..{0}", kMaxCoordinate));
    return n;
  }

  RotationNode rotation(P::RotationContext* c) {
    std::string t = c->getText();
    int q = t == "r90" ? 1 : t == "r180" ? 2 : t == "r270" ? 3 : 0;
    return {q, loc_of(c)};
  }

  std::optional<Name> port(P::PortContext* c) {
    if (!c) return std::nullopt;
    return Name{c->getText(), loc_of(c)};
  }

  TilePlace tile_place(P::TilePlaceContext* c) {
    TilePlace t{name(c->name()), coord(c->coord()), std::nullopt, loc_of(c)};
    if (c->rotation()) t.rot = rotation(c->rotation());
    return t;
  }

  FeatureRef feature_ref(P::FeatureRefContext* c) { return {name(c->name()), port(c->port()), coord(c->coord()), loc_of(c)}; }

  PlayerInt player_int(P::PlayerIntContext* c) { return {name(c->name()), integer(c->INT()), loc_of(c)}; }

  std::optional<Name> rejection(P::RejectionContext* c) {
    if (!c) return std::nullopt;
    return name(c->name());
  }

  SetupStmt setup_stmt(P::SetupStmtContext* c) {
    if (auto* t = dynamic_cast<P::SetupTileContext*>(c)) {
      SetupTile out{tile_place(t->tilePlace())};
      if (t->argName()) {
        VerbStep with{arg_name(t->argName()), {}, std::nullopt, loc_of(t->argName())};
        for (auto* a : t->verbArg()) with.args.push_back(verb_arg(a));
        out.with = std::make_shared<const VerbStep>(std::move(with));
      }
      return out;
    }
    if (auto* f = dynamic_cast<P::SetupFigureContext*>(c))
      return SetupFigure{name(f->name(0)), name(f->name(1)), feature_ref(f->featureRef()), loc_of(c)};
    if (dynamic_cast<P::SetupStartContext*>(c)) return SetupStart{loc_of(c)};
    if (auto* f = dynamic_cast<P::SetupInPlaceContext*>(c)) {  // [PLAYER] FIGURE in PLACE [of HOLDER [N]]
      SetupInPlace out{std::nullopt, name(f->fig), name(f->place), std::nullopt, loc_of(c)};
      if (f->owner) out.player = name(f->owner);
      if (f->holder) out.holder = name(f->holder);
      if (f->beside) out.beside = integer(f->beside);
      return out;
    }
    if (auto* s = dynamic_cast<P::SetupScoreContext*>(c)) {
      SetupScore out{{}, loc_of(c)};
      for (std::size_t i = 0; i < s->name().size(); ++i)
        out.scores.push_back({name(s->name(i)), integer(s->INT(i)), loc_of(s->name(i))});
      return out;
    }
    if (auto* s = dynamic_cast<P::SetupSupplyContext*>(c))
      return SetupSupply{name(s->name(0)), name(s->name(1)), integer(s->INT()), loc_of(c)};
    if (auto* s = dynamic_cast<P::SetupTokensContext*>(c))
      return SetupTokens{name(s->name(0)), name(s->name(1)), integer(s->INT()), loc_of(c)};
    if (auto* s = dynamic_cast<P::SetupRealStackContext*>(c)) {
      SetupStack out{{}, loc_of(c), {}};
      out.real_seed = integer(s->INT());
      return out;
    }
    if (auto* s = dynamic_cast<P::SetupStackContext*>(c)) {
      SetupStack out{{}, loc_of(c), {}};
      for (auto* n : s->name()) out.tiles.push_back(name(n));
      return out;
    }
    auto* f = dynamic_cast<P::SetupFirstContext*>(c);
    return SetupFirst{name(f->name()), loc_of(c)};
  }

  Name arg_name(P::ArgNameContext* c) { return limited({c->getText(), loc_of(c)}); }

  VerbArgNode verb_arg(P::VerbArgContext* c) {
    VerbArgNode a;
    a.loc = loc_of(c);
    if (auto* f = dynamic_cast<P::FeatureArgContext*>(c)) {
      a.kind = VerbArgNode::Feature;
      a.word = arg_name(f->argName());
      a.port = port(f->port());
      a.at = coord(f->coord());
    } else if (auto* q = dynamic_cast<P::SquareArgContext*>(c)) {
      a.kind = VerbArgNode::Square;
      a.at = coord(q->coord());
    } else if (auto* n = dynamic_cast<P::NumberArgContext*>(c)) {
      a.kind = VerbArgNode::Number;
      a.number = integer(n->INT());
    } else {
      a.word = arg_name(dynamic_cast<P::NameArgContext*>(c)->argName());
    }
    return a;
  }

  TurnStep turn_step(P::TurnActionContext* c) {
    if (auto* p = dynamic_cast<P::PlaceActionContext*>(c)) {
      PlaceStep step{tile_place(p->tilePlace()), rejection(p->rejection()), loc_of(c)};
      if (p->argName()) {
        VerbStep with{arg_name(p->argName()), {}, std::nullopt, loc_of(p->argName())};
        for (auto* a : p->verbArg()) with.args.push_back(verb_arg(a));
        step.with = std::move(with);
      }
      return step;
    }
    if (auto* d = dynamic_cast<P::DeployActionContext*>(c)) {
      DeployStep step{name(d->name(0)), name(d->name(1)), port(d->port()), rejection(d->rejection()), loc_of(c), std::nullopt};
      if (d->coord()) step.at = coord(d->coord());
      return step;
    }
    if (auto* v = dynamic_cast<P::VerbActionContext*>(c)) {
      VerbStep step{arg_name(v->argName()), {}, rejection(v->rejection()), loc_of(c)};
      for (auto* a : v->verbArg()) step.args.push_back(verb_arg(a));
      return step;
    }
    auto* p = dynamic_cast<P::PassActionContext*>(c);
    return PassStep{loc_of(c), rejection(p->rejection())};
  }

  RegionProp region_prop(P::RegionPropContext* c) {
    RegionProp p;
    p.loc = loc_of(c);
    std::string first = c->getStart()->getText();
    if (first == "open") p.kind = RegionProp::Open;
    else if (first == "complete") p.kind = RegionProp::Complete;
    else if (first == "tiles") p.kind = RegionProp::Tiles;
    else if (first == "pennants") p.kind = RegionProp::Pennants;
    else if (first == "figures") p.kind = RegionProp::Figures;
    else {
      p.kind = RegionProp::Owners;
      for (auto* n : c->name()) p.owners.push_back(name(n));
    }
    if (c->INT()) p.value = integer(c->INT());
    return p;
  }

  Expectation expectation(P::ExpectationContext* c) {
    Loc at = loc_of(c);
    if (auto* e = dynamic_cast<P::ExpectScoreContext*>(c)) {
      ExpectScore out{{}, false, at};
      for (auto* pi : e->playerInt()) out.values.push_back(player_int(pi));
      return out;
    }
    if (auto* e = dynamic_cast<P::ExpectGainedContext*>(c)) {
      ExpectScore out{{}, true, at};
      for (auto* pi : e->playerInt()) out.values.push_back(player_int(pi));
      return out;
    }
    if (auto* e = dynamic_cast<P::ExpectEventContext*>(c)) {
      if (!e->coord()) return ExpectTokenEvent{name(e->name(0)), integer(e->INT()), name(e->name(1)), at};
      return ExpectEvent{name(e->name(0)), integer(e->INT()), name(e->name(1)), coord(e->coord()), port(e->port()), at};
    }
    if (dynamic_cast<P::ExpectNoEventsContext*>(c)) return ExpectNoEvents{at};
    if (auto* e = dynamic_cast<P::ExpectRegionContext*>(c)) {
      ExpectRegion out{name(e->name()), coord(e->coord()), port(e->port()), {}, at};
      for (auto* p : e->regionProp()) out.props.push_back(region_prop(p));
      return out;
    }
    if (auto* e = dynamic_cast<P::ExpectFigureContext*>(c))
      return ExpectFigure{name(e->name(0)), name(e->name(1)), feature_ref(e->featureRef()), at};
    if (auto* e = dynamic_cast<P::ExpectNoFigureContext*>(c)) return ExpectNoFigure{coord(e->coord()), port(e->port()), at};
    if (auto* e = dynamic_cast<P::ExpectReturnedContext*>(c)) return ExpectReturned{name(e->name()), integer(e->INT()), at};
    if (auto* e = dynamic_cast<P::ExpectSupplyContext*>(c))
      return ExpectSupply{name(e->name(0)), name(e->name(1)), integer(e->INT()), at};
    if (auto* e = dynamic_cast<P::ExpectTokensContext*>(c))
      return ExpectTokens{name(e->name(0)), name(e->name(1)), integer(e->INT()), at};
    if (auto* e = dynamic_cast<P::ExpectPlacementCountContext*>(c))
      return ExpectPlacementCount{name(e->name()), integer(e->INT()), at};
    if (auto* e = dynamic_cast<P::ExpectPlacementSetContext*>(c)) {
      ExpectPlacementSet out{name(e->name()), {}, at};
      for (std::size_t i = 0; i < e->coord().size(); ++i)
        out.placements.emplace_back(coord(e->coord(i)), rotation(e->rotation(i)));
      return out;
    }
    if (auto* e = dynamic_cast<P::ExpectDeployCountContext*>(c)) return ExpectDeployCount{integer(e->INT()), at};
    if (auto* e = dynamic_cast<P::ExpectActionCountContext*>(c)) return ExpectActionCount{name(e->name()), integer(e->INT()), at};
    if (auto* e = dynamic_cast<P::ExpectStackContext*>(c)) {
      if (e->INT()) return ExpectStack{false, integer(e->INT()), at};
      return ExpectStack{true, 0, at};
    }
    if (auto* e = dynamic_cast<P::ExpectWinnerContext*>(c)) {
      ExpectWinner out{{}, at};
      for (auto* n : e->name()) out.players.push_back(name(n));
      return out;
    }
    if (auto* e = dynamic_cast<P::ExpectNoEventContext*>(c)) {
      ExpectNoEvent out{name(e->name(0)), std::nullopt, name(e->name(1)), std::nullopt, port(e->port()), at};
      if (e->INT()) out.points = integer(e->INT());
      if (e->coord()) out.at = coord(e->coord());
      return out;
    }
    if (auto* e = dynamic_cast<P::ExpectSetAsideContext*>(c)) {
      if (e->name()) return ExpectSetAside{name(e->name()), at};
      return ExpectSetAside{std::nullopt, at};
    }
    if (auto* e = dynamic_cast<P::ExpectNeutralAtContext*>(c)) return ExpectNeutral{name(e->name()), coord(e->coord()), at};
    if (auto* e = dynamic_cast<P::ExpectNeutralOffContext*>(c)) return ExpectNeutral{name(e->name()), std::nullopt, at};
    if (auto* e = dynamic_cast<P::ExpectNeutralInContext*>(c)) return ExpectNeutral{name(e->name(0)), std::nullopt, at, name(e->name(1))};
    if (auto* e = dynamic_cast<P::ExpectDeciderContext*>(c)) return ExpectDecider{name(e->name()), at};
    if (auto* e = dynamic_cast<P::ExpectInPlaceContext*>(c)) {  // in PLACE [of HOLDER [N]]: OWNER FIGURE COUNT
      ExpectInPlace out{name(e->place), e->holder ? std::optional<Name>(name(e->holder)) : std::nullopt, name(e->owner),
                        name(e->fig), integer(e->count), at};
      if (e->beside) out.beside = integer(e->beside);
      return out;
    }
    if (auto* e = dynamic_cast<P::ExpectPiecesContext*>(c))
      return ExpectPieces{name(e->name()), coord(e->coord()), std::stoi(e->INT()->getText()), at};
    auto* e = dynamic_cast<P::ExpectPhaseContext*>(c);
    return ExpectPhase{name(e->name()), at};
  }

  Scenario scenario(P::ScenarioContext* c) {
    Scenario s;
    s.loc = loc_of(c);
    std::string raw = c->STRING()->getText();
    for (std::size_t i = 1; i + 1 < raw.size(); ++i) {  // drop the quotes, undo \" and \\ escapes
      if (raw[i] == '\\' && i + 2 < raw.size()) ++i;
      s.title += raw[i];
    }
    std::size_t chars = utf8_chars(s.title);
    if (chars > kMaxTitleChars)
      diags_.error(loc_of(c->STRING()->getSymbol()), fmt::format("a title is limited to {} characters; this one has {}", kMaxTitleChars, chars));
    for (auto* item : c->item()) {
      if (auto* x = item->cites())
        for (auto* r : x->RULING()) s.cites.push_back(name(r));
      if (auto* x = item->rules())
        for (auto* n : x->name()) s.rules.push_back(name(n));
      if (auto* x = item->option()) {
        auto* v = x->value();
        Name value = v->name() ? name(v->name()) : v->INT() ? name(v->INT()) : Name{v->getText(), loc_of(v)};  // `none`, `start`
        s.options.push_back({name(x->name()), value, loc_of(x)});
      }
      if (auto* x = item->edition()) {
        if (s.edition) diags_.error(loc_of(x), "a scenario names one edition preset");
        s.edition = name(x->name());
      }
      if (auto* x = item->players())
        for (auto* n : x->name()) s.players.push_back(name(n));
      if (auto* x = item->setup())
        for (auto* st : x->setupStmt()) s.setup.push_back(setup_stmt(st));
      if (auto* x = item->turn()) {
        TurnStmt t;
        t.player = name(x->name());
        t.loc = loc_of(x);
        t.again = x->again != nullptr;
        for (auto* a : x->turnAction()) t.steps.push_back(turn_step(a));
        if (x->turnAction().empty()) t.decline = loc_of(x->getStop());
        if (x->held) t.held = loc_of(x->held);
        s.steps.emplace_back(std::move(t));
      }
      if (auto* x = item->expect()) {
        ExpectStmt e{{}, loc_of(x)};
        for (auto* ex : x->expectation()) e.items.push_back(expectation(ex));
        s.steps.emplace_back(std::move(e));
      }
      if (auto* x = item->finalStep()) s.steps.emplace_back(FinalStmt{loc_of(x)});
      if (auto* x = item->nature()) {
        NatureStmt n{{}, loc_of(x)};
        for (auto* a : x->turnAction()) n.steps.push_back(turn_step(a));
        s.steps.emplace_back(std::move(n));
      }
      if (auto* x = item->drawStep()) s.steps.emplace_back(DrawStmt{name(x->name()), rejection(x->rejection()), loc_of(x)});
    }
    return s;
  }

 private:
  Diagnostics& diags_;
};

}  // namespace

void build_ast(ScenarioParser::FileContext* tree, ScenarioFile& out, Diagnostics& diags) {
  Builder b(diags);
  auto scenarios = tree->scenario();
  if (scenarios.size() > kMaxScenarios) {
    diags.error(loc_of(scenarios[kMaxScenarios]), fmt::format("a file may hold at most {} scenarios", kMaxScenarios));
    return;
  }
  for (auto* s : scenarios) out.scenarios.push_back(b.scenario(s));
}

}  // namespace carc::dsl
