#include "river_supply.hpp"

#include <algorithm>

#include "river_rules.hpp"

namespace carc::river {

std::size_t river_groups(const TileSupply& supply) {
  std::size_t n = 0;
  while (n < supply.groups.size() && !supply.groups[n].empty() &&
         std::all_of(supply.groups[n].begin(), supply.groups[n].end(), is_river_tile))
    ++n;
  return n;
}

bool river_in_play(const TileSupply& supply) { return supply.start && supply.start->river_role == "spring"; }

void add_river_tiles(TileSupply& supply, const std::vector<const TileType*>& tiles, bool spring_replaces) {
  std::vector<const TileType*> forks, middle, lakes;
  auto sort_in = [&](const TileType* t) {
    if (t->river_role == "fork")
      forks.push_back(t);
    else if (t->river_role == "lake")
      lakes.push_back(t);
    else
      middle.push_back(t);
  };
  std::size_t n = river_groups(supply);
  for (std::size_t g = 0; g < n; ++g)
    for (const TileType* t : supply.groups[g]) sort_in(t);
  for (const TileType* t : tiles) {
    if (t->river_role != "spring") {
      sort_in(t);
    } else if (!river_in_play(supply) || spring_replaces) {
      supply.start = t;
      spring_replaces = false;  // one spring from this set at most
    }
  }
  std::vector<std::vector<const TileType*>> river;
  if (!forks.empty()) river.push_back({forks.front()});
  middle.insert(middle.end(), forks.begin() + std::min<std::size_t>(forks.size(), 1), forks.end());
  if (!middle.empty()) river.push_back(std::move(middle));
  if (!lakes.empty()) river.push_back({lakes.back()});
  supply.groups.erase(supply.groups.begin(), supply.groups.begin() + static_cast<std::ptrdiff_t>(n));
  supply.groups.insert(supply.groups.begin(), river.begin(), river.end());
}

}  // namespace carc::river
