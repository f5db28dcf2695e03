#include "verbs.hpp"

#include <stdexcept>

namespace carc {

int VerbTable::add(VerbDef def) {
  if (find(def.name)) throw std::logic_error("duplicate verb " + def.name);
  verbs_.push_back(std::move(def));
  return size() - 1;
}

std::optional<int> VerbTable::find(std::string_view name) const {
  for (int i = 0; i < size(); ++i)
    if (verbs_[static_cast<std::size_t>(i)].name == name) return i;
  return std::nullopt;
}

int PhaseTable::add(std::string name, bool passable, bool deploys) {
  if (auto k = find(name)) return *k;
  names_.push_back(std::move(name));
  passable_.push_back(passable);
  deploys_.push_back(deploys);
  return size() - 1;
}

std::optional<int> PhaseTable::find(std::string_view name) const {
  for (int i = 0; i < size(); ++i)
    if (names_[static_cast<std::size_t>(i)] == name) return i;
  return std::nullopt;
}

std::string_view arg_kind_name(ArgKind k) {
  switch (k) {
    case ArgKind::Side: return "side";
    case ArgKind::Square: return "square";
    case ArgKind::Feature: return "feature";
    case ArgKind::Figure: return "figure";
    case ArgKind::Player: return "player";
    case ArgKind::Kind: return "figure kind";
    case ArgKind::Corner: return "corner";
    case ArgKind::Place: return "place";
    case ArgKind::Tile: return "tile";
    default: return "number";
  }
}

}  // namespace carc
