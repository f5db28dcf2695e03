#include "verb_args.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "run_state.hpp"

namespace carc::dsl {

std::string arg_kind_usage(ArgKind k) {
  switch (k) {
    case ArgKind::Side: return "a side N|E|S|W";
    case ArgKind::Square: return "a square (x,y)";
    case ArgKind::Feature: return "a feature KIND [PORT] at (x,y)";
    case ArgKind::Figure: return "a figure PLAYER KIND FEATURE, or a neutral figure's name";
    case ArgKind::Player: return "a player";
    case ArgKind::Kind: return "a figure kind (follower, big-follower, ...)";
    case ArgKind::Corner: return "a corner NE|SE|SW|NW";
    case ArgKind::Place: return "a place (a quarter of the City of Carcassonne: castle, market, ...)";
    case ArgKind::Tile: return "a tile id (U, bcb/bazaar, ...)";
    default: return "a number";
  }
}

std::string verb_text(const VerbStep& step) {
  std::string out = step.verb.text;
  for (const VerbArgNode& a : step.args) {
    switch (a.kind) {
      case VerbArgNode::Feature: out += fmt::format(" {}{} at ({},{})", a.word.text, a.port ? " " + a.port->text : "", a.at.x, a.at.y); break;
      case VerbArgNode::Square: out += fmt::format(" ({},{})", a.at.x, a.at.y); break;
      case VerbArgNode::Number: out += fmt::format(" {}", a.number); break;
      default: out += " " + a.word.text;
    }
  }
  return out;
}

std::string verb_list(const Ruleset& rules) {
  std::vector<std::string> names;
  for (int v = 0; v < rules.verbs.size(); ++v) names.push_back(rules.verbs.at(v).name);
  return names.empty() ? "these rules add no actions" : fmt::format("these rules know: {}", fmt::join(names, ", "));
}

namespace {

// Reads written arguments into engine arguments for one form; stops at the first that does not fit.
class FormReader {
 public:
  FormReader(const Game& g, const std::map<std::string, int>& players, const VerbStep& step)
      : g_(g), players_(players), step_(step) {}

  std::variant<ModuleAction, VerbError> read(int verb, const std::vector<ArgKind>& form) {
    ModuleAction a;
    a.verb = verb;
    for (ArgKind k : form) {
      if (a.argc == a.args.size()) return error(step_.loc, "too many arguments");
      auto arg = read_one(k);
      if (auto* e = std::get_if<VerbError>(&arg)) return *e;
      a.args[a.argc++] = std::get<ActionArg>(arg);
    }
    if (next_ < step_.args.size()) return error(step_.args[next_].loc, "an argument too many");
    return a;
  }

 private:
  static VerbError error(Loc loc, std::string msg) { return {loc, std::move(msg)}; }

  const VerbArgNode* take() { return next_ < step_.args.size() ? &step_.args[next_++] : nullptr; }

  std::variant<ActionArg, VerbError> feature(const VerbArgNode& a) {
    int index = g_.board().index_at({a.at.x, a.at.y});
    if (index < 0) return error(a.at.loc, fmt::format("no tile at ({},{})", a.at.x, a.at.y));
    const PlacedTile& pt = g_.board().tile(index);
    auto f = resolve_feature(*pt.type, pt.rot, a.word.text, a.port ? std::optional<std::string>(a.port->text) : std::nullopt);
    if (auto* msg = std::get_if<std::string>(&f)) return error(a.loc, *msg);
    return ActionArg{ArgKind::Feature, index, std::get<int>(f)};
  }

  std::variant<ActionArg, VerbError> read_one(ArgKind k) {
    const VerbArgNode* a = take();
    Loc where = a ? a->loc : step_.loc;
    auto missing = [&] { return error(where, fmt::format("`{}` needs {} here", step_.verb.text, arg_kind_usage(k))); };
    if (!a) return missing();
    switch (k) {
      case ArgKind::Side: {
        static const char* kSides[] = {"N", "E", "S", "W"};
        for (int s = 0; s < 4; ++s)
          if (a->kind == VerbArgNode::Word && a->word.text == kSides[s]) return ActionArg{ArgKind::Side, s, 0};
        return missing();
      }
      case ArgKind::Corner: {
        static const char* kCorners[] = {"NE", "SE", "SW", "NW"};
        for (int c = 0; c < 4; ++c)
          if (a->kind == VerbArgNode::Word && a->word.text == kCorners[c]) return ActionArg{ArgKind::Corner, c, 0};
        return missing();
      }
      case ArgKind::Place: {
        if (a->kind != VerbArgNode::Word) return missing();
        auto place = g_.rules().places.find(a->word.text);
        if (!place || g_.rules().places.per_player(*place))
          return error(a->loc, fmt::format("`{}` is not a place of these rules", a->word.text));
        return ActionArg{ArgKind::Place, *place, 0};
      }
      case ArgKind::Tile: {
        if (a->kind != VerbArgNode::Word) return missing();
        const auto& types = builtin_catalog().types();
        for (std::size_t i = 0; i < types.size(); ++i)
          if (types[i]->id == a->word.text) return ActionArg{ArgKind::Tile, static_cast<int>(i), 0};
        return error(a->loc, fmt::format("no tile `{}` in the catalog", a->word.text));
      }
      case ArgKind::Square:
        if (a->kind != VerbArgNode::Square) return missing();
        return ActionArg{ArgKind::Square, a->at.x, a->at.y};
      case ArgKind::Feature:
        if (a->kind != VerbArgNode::Feature) return missing();
        return feature(*a);
      case ArgKind::Number:
        if (a->kind != VerbArgNode::Number) return missing();
        return ActionArg{ArgKind::Number, a->number, 0};
      case ArgKind::Player: {
        if (a->kind != VerbArgNode::Word) return missing();
        auto it = players_.find(a->word.text);
        if (it == players_.end()) return error(a->loc, fmt::format("unknown player `{}`", a->word.text));
        return ActionArg{ArgKind::Player, it->second, 0};
      }
      case ArgKind::Kind: {
        if (a->kind != VerbArgNode::Word) return missing();
        auto kind = g_.rules().figures.find(a->word.text);
        if (!kind) return error(a->loc, fmt::format("unknown figure `{}` in these rules", a->word.text));
        return ActionArg{ArgKind::Kind, *kind, 0};
      }
      default: return figure(*a);
    }
  }

  // PLAYER KIND FEATURE (a player's figure standing on that feature of that tile), or the name
  // of a neutral figure.
  std::variant<ActionArg, VerbError> figure(const VerbArgNode& first) {
    const FigureTable& table = g_.rules().figures;
    if (first.kind != VerbArgNode::Word) return error(first.loc, fmt::format("`{}` needs {}", step_.verb.text, arg_kind_usage(ArgKind::Figure)));
    if (auto k = table.find(first.word.text); k && table.at(*k).neutral) {
      for (int id = 0; id < static_cast<int>(g_.figures().size()); ++id)
        if (g_.figures()[static_cast<std::size_t>(id)].kind == *k) return ActionArg{ArgKind::Figure, id, 0};
      return error(first.loc, fmt::format("no {} in this game", first.word.text));
    }
    auto owner = players_.find(first.word.text);
    if (owner == players_.end()) return error(first.loc, fmt::format("unknown player or neutral figure `{}`", first.word.text));
    const VerbArgNode* kind = take();
    if (!kind || kind->kind != VerbArgNode::Word) return error(kind ? kind->loc : first.loc, "a figure kind follows the player");
    auto k = table.find(kind->word.text);
    if (!k) return error(kind->loc, fmt::format("unknown figure `{}` in these rules", kind->word.text));
    const VerbArgNode* where = take();
    if (!where || where->kind != VerbArgNode::Feature)
      return error(where ? where->loc : kind->loc, "where the figure stands follows: KIND [PORT] at (x,y)");
    auto f = feature(*where);
    if (auto* e = std::get_if<VerbError>(&f)) return *e;
    const ActionArg& at = std::get<ActionArg>(f);
    for (int id = 0; id < static_cast<int>(g_.figures().size()); ++id) {
      const Figure& fig = g_.figures()[static_cast<std::size_t>(id)];
      if (fig.owner == owner->second && fig.kind == *k && fig.on_board() && fig.tile == at.a && fig.feature == at.b)
        return ActionArg{ArgKind::Figure, id, 0};
    }
    return error(where->loc, fmt::format("{} has no {} there", first.word.text, kind->word.text));
  }

  const Game& g_;
  const std::map<std::string, int>& players_;
  const VerbStep& step_;
  std::size_t next_ = 0;
};

}  // namespace

std::variant<ModuleAction, VerbError> resolve_verb(const Game& game, const std::map<std::string, int>& players,
                                                   const VerbStep& step) {
  const Ruleset& rules = game.rules();
  auto verb = rules.verbs.find(step.verb.text);
  if (!verb) return VerbError{step.verb.loc, fmt::format("unknown action `{}`: {}", step.verb.text, verb_list(rules))};
  const VerbDef& def = rules.verbs.at(*verb);
  std::optional<VerbError> first_error;
  for (const auto& form : def.forms) {
    auto r = FormReader(game, players, step).read(*verb, form);
    if (std::holds_alternative<ModuleAction>(r)) return r;
    if (!first_error) first_error = std::get<VerbError>(r);
  }
  VerbError e = first_error ? *first_error : VerbError{step.loc, "no form"};
  e.message += fmt::format(" (write: {})", def.usage);
  return e;
}

namespace {

// Whether the written arguments have the shape of one form (words, squares, features, numbers
// in the right places), without looking at the board.
bool fits(const Ruleset& rules, const std::vector<VerbArgNode>& args, const std::vector<ArgKind>& form) {
  std::size_t i = 0;
  auto word = [&](std::size_t k) { return k < args.size() && args[k].kind == VerbArgNode::Word; };
  for (ArgKind k : form) {
    switch (k) {
      case ArgKind::Side:
        if (!word(i) || args[i].word.text.size() != 1 || std::string_view("NESW").find(args[i].word.text[0]) == std::string_view::npos)
          return false;
        ++i;
        break;
      case ArgKind::Square:
        if (i >= args.size() || args[i].kind != VerbArgNode::Square) return false;
        ++i;
        break;
      case ArgKind::Feature:
        if (i >= args.size() || args[i].kind != VerbArgNode::Feature) return false;
        ++i;
        break;
      case ArgKind::Number:
        if (i >= args.size() || args[i].kind != VerbArgNode::Number) return false;
        ++i;
        break;
      case ArgKind::Corner:
        if (!word(i) || (args[i].word.text != "NE" && args[i].word.text != "SE" && args[i].word.text != "SW" &&
                         args[i].word.text != "NW"))
          return false;
        ++i;
        break;
      case ArgKind::Player:
      case ArgKind::Kind:
      case ArgKind::Place:
      case ArgKind::Tile:
        if (!word(i)) return false;
        ++i;
        break;
      case ArgKind::Figure: {
        if (!word(i)) return false;
        auto k2 = rules.figures.find(args[i].word.text);
        if (k2 && rules.figures.at(*k2).neutral) {
          ++i;
          break;
        }
        if (!word(i + 1) || i + 2 >= args.size() || args[i + 2].kind != VerbArgNode::Feature) return false;
        i += 3;
        break;
      }
    }
  }
  return i == args.size();
}

}  // namespace

std::optional<VerbError> check_verb_shape(const Ruleset& rules, const VerbStep& step) {
  auto verb = rules.verbs.find(step.verb.text);
  if (!verb) return VerbError{step.verb.loc, fmt::format("unknown action `{}`: {}", step.verb.text, verb_list(rules))};
  const VerbDef& def = rules.verbs.at(*verb);
  for (const auto& form : def.forms)
    if (fits(rules, step.args, form)) return std::nullopt;
  Loc at = step.args.empty() ? step.verb.loc : step.args.front().loc;
  return VerbError{at, fmt::format("`{}` does not take these arguments (write: {})", step.verb.text, def.usage)};
}

}  // namespace carc::dsl
