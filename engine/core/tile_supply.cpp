#include "module.hpp"

namespace carc {

std::vector<const TileType*>& TileSupply::land() {
  if (groups.empty()) groups.emplace_back();
  return groups.back();
}

}  // namespace carc
