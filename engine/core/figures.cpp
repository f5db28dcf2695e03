#include "figures.hpp"

#include <algorithm>
#include <stdexcept>

namespace carc {

int FigureTable::add(FigureKindDef def) {
  if (find(def.name)) throw std::logic_error("duplicate figure kind " + def.name);
  kinds_.push_back(std::move(def));
  return size() - 1;
}

std::optional<int> FigureTable::find(std::string_view name) const {
  for (int i = 0; i < size(); ++i)
    if (kinds_[i].name == name) return i;
  return std::nullopt;
}

}  // namespace carc
