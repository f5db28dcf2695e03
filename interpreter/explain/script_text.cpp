#include "script_text.hpp"

#include <fmt/format.h>

namespace carc::explain {

using namespace carc::dsl;

namespace {

std::string coord(const CoordNode& c) { return fmt::format("({},{})", c.x, c.y); }
std::string port(const std::optional<Name>& p) { return p ? " " + p->text : ""; }
std::string place(const TilePlace& p) {
  return fmt::format("{} at {}{}", p.tile.text, coord(p.at), p.rot ? fmt::format(" r{}", p.rot->quarter_turns * 90) : "");
}
std::string feature(const FeatureRef& f) { return fmt::format("{}{} at {}", f.kind.text, port(f.port), coord(f.at)); }
std::string players(const std::vector<PlayerInt>& v) {
  std::string out;
  for (const auto& p : v) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", p.player.text, p.value);
  return out;
}
std::string names(const std::vector<Name>& v) {
  std::string out;
  for (const auto& n : v) out += (out.empty() ? "" : ", ") + n.text;
  return out;
}

struct SetupText {
  std::string operator()(const SetupTile& s) const;
  std::string operator()(const SetupFigure& s) const {
    return fmt::format("{} {} on {}", s.player.text, s.figure.text, feature(s.on));
  }
  std::string operator()(const SetupScore& s) const { return "score " + players(s.scores); }
  std::string operator()(const SetupSupply& s) const { return fmt::format("supply {} {} {}", s.player.text, s.figure.text, s.count); }
  std::string operator()(const SetupStack& s) const {
    return s.real_seed ? "stack real seed " + std::to_string(*s.real_seed) : "stack " + names(s.tiles);
  }
  std::string operator()(const SetupFirst& s) const { return "first " + s.player.text; }
  std::string operator()(const SetupStart&) const { return "start"; }
  std::string operator()(const SetupInPlace& s) const {
    return fmt::format("{}{} in {}{}{}", s.player ? s.player->text + " " : "", s.figure.text, s.place.text,
                       s.holder ? " of " + s.holder->text : "", s.beside ? fmt::format(" {}", *s.beside) : "");
  }
  std::string operator()(const SetupTokens& s) const { return fmt::format("tokens {} {} {}", s.player.text, s.token.text, s.count); }
};

struct StepText {
  std::string operator()(const PlaceStep& s) const {
    return place(s.place) + (s.with ? " with " + (*this)(*s.with) : "") + (s.rejection ? " illegal " + s.rejection->text : "");
  }
  std::string operator()(const DeployStep& s) const {
    return fmt::format("{} on {}{}{}{}", s.figure.text, s.kind.text, port(s.port), s.at ? " at " + coord(*s.at) : "",
                       s.rejection ? " illegal " + s.rejection->text : "");
  }
  std::string operator()(const PassStep& s) const { return s.rejection ? "pass illegal " + s.rejection->text : "pass"; }
  std::string operator()(const VerbStep& s) const {
    std::string out = s.verb.text;
    for (const VerbArgNode& a : s.args) {
      switch (a.kind) {
        case VerbArgNode::Feature: out += fmt::format(" {}{} at {}", a.word.text, port(a.port), coord(a.at)); break;
        case VerbArgNode::Square: out += " " + coord(a.at); break;
        case VerbArgNode::Number: out += fmt::format(" {}", a.number); break;
        default: out += " " + a.word.text;
      }
    }
    return out + (s.rejection ? " illegal " + s.rejection->text : "");
  }
};

std::string SetupText::operator()(const SetupTile& s) const { return place(s.place) + (s.with ? " with " + StepText{}(*s.with) : ""); }

struct ExpectText {
  std::string operator()(const ExpectScore& e) const { return (e.gained ? "gained " : "score ") + players(e.values); }
  std::string operator()(const ExpectEvent& e) const {
    return fmt::format("event {} scores {} {} at {}{}", e.player.text, e.points, e.kind.text, coord(e.at), port(e.port));
  }
  std::string operator()(const ExpectNoEvents&) const { return "no score events"; }
  std::string operator()(const ExpectRegion& e) const {
    std::string out = fmt::format("region {} at {}{}", e.kind.text, coord(e.at), port(e.port));
    for (const auto& p : e.props) {
      switch (p.kind) {
        case RegionProp::Open: out += " open"; break;
        case RegionProp::Complete: out += " complete"; break;
        case RegionProp::Tiles: out += fmt::format(" tiles {}", p.value); break;
        case RegionProp::Pennants: out += fmt::format(" pennants {}", p.value); break;
        case RegionProp::Figures: out += fmt::format(" figures {}", p.value); break;
        case RegionProp::Owners: out += " owners " + (p.owners.empty() ? std::string("none") : names(p.owners)); break;
      }
    }
    return out;
  }
  std::string operator()(const ExpectFigure& e) const {
    return fmt::format("figure {} {} on {}", e.player.text, e.figure.text, feature(e.on));
  }
  std::string operator()(const ExpectNoFigure& e) const { return fmt::format("no figure at {}{}", coord(e.at), port(e.port)); }
  std::string operator()(const ExpectReturned& e) const { return fmt::format("returned {} {}", e.player.text, e.count); }
  std::string operator()(const ExpectSupply& e) const { return fmt::format("supply {} {} {}", e.player.text, e.figure.text, e.count); }
  std::string operator()(const ExpectPlacementCount& e) const { return fmt::format("placements {} = {}", e.tile.text, e.count); }
  std::string operator()(const ExpectPlacementSet& e) const {
    std::string out = fmt::format("placements {} {{", e.tile.text);
    for (const auto& [c, r] : e.placements) out += fmt::format(" {} r{}", coord(c), r.quarter_turns * 90);
    return out + " }";
  }
  std::string operator()(const ExpectDeployCount& e) const { return fmt::format("deployments = {}", e.count); }
  std::string operator()(const ExpectActionCount& e) const { return fmt::format("actions {} = {}", e.verb.text, e.count); }
  std::string operator()(const ExpectStack& e) const {
    return e.empty ? "stack empty" : fmt::format("stack remaining {}", e.remaining);
  }
  std::string operator()(const ExpectWinner& e) const { return "winner " + (e.players.empty() ? std::string("none") : names(e.players)); }
  std::string operator()(const ExpectPhase& e) const { return "phase " + e.phase.text; }
  std::string operator()(const ExpectTokens& e) const { return fmt::format("tokens {} {} {}", e.player.text, e.token.text, e.count); }
  std::string operator()(const ExpectTokenEvent& e) const {
    return fmt::format("event {} scores {} {}", e.player.text, e.points, e.token.text);
  }
  std::string operator()(const ExpectNoEvent& e) const {
    return fmt::format("no event {} scores {}{}{}", e.player.text, e.points ? fmt::format("{} ", *e.points) : "", e.kind.text,
                       e.at ? " at " + coord(*e.at) + port(e.port) : "");
  }
  std::string operator()(const ExpectSetAside& e) const { return "set-aside " + (e.tile ? e.tile->text : std::string("none")); }
  std::string operator()(const ExpectNeutral& e) const {
    if (e.place) return fmt::format("figure {} in {}", e.figure.text, e.place->text);
    return fmt::format("figure {} {}", e.figure.text, e.at ? "at " + coord(*e.at) : std::string("off-board"));
  }
  std::string operator()(const ExpectDecider& e) const { return "decider " + e.who.text; }
  std::string operator()(const ExpectInPlace& e) const {
    return fmt::format("in {}{}{}: {} {} {}", e.place.text, e.holder ? " of " + e.holder->text : "",
                       e.beside ? fmt::format(" {}", *e.beside) : "", e.owner.text, e.figure.text, e.count);
  }
  std::string operator()(const ExpectPieces& e) const { return fmt::format("pieces {} at {} {}", e.piece.text, coord(e.at), e.count); }
};

}  // namespace

std::string text_of(const SetupStmt& s) { return std::visit(SetupText{}, s); }
std::string text_of(const TurnStep& s) { return std::visit(StepText{}, s); }
std::string text_of(const TurnStmt& t) {
  std::string out = fmt::format("turn {}{}:", t.player.text, t.again ? " again" : "");
  if (t.decline) return out + " decline";
  for (std::size_t i = 0; i < t.steps.size(); ++i) out += (i ? ", " : " ") + text_of(t.steps[i]);
  return out;
}
std::string text_of(const Expectation& e) { return std::visit(ExpectText{}, e); }
std::string text_of(const NatureStmt& n) {
  std::string out = "nature:";
  for (std::size_t i = 0; i < n.steps.size(); ++i) out += (i ? ", " : " ") + text_of(n.steps[i]);
  return out;
}
std::string text_of(const DrawStmt& d) { return "draw " + d.tile.text + (d.rejection ? " illegal " + d.rejection->text : ""); }

}  // namespace carc::explain
