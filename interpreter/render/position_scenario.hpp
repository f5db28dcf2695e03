// A position written back as a scenario: the header of the scenario it came from (rules,
// options, edition, players) and a `setup { }` block that rebuilds the board, the figures on
// features, the supplies, scores and tokens and who moves next, so a new scenario can start from
// any point of an old one (`carc show FILE:ID --step K --format carc`).
#pragma once
#include <string>
#include <vector>

#include "core/game.hpp"
#include "dsl/ast.hpp"

namespace carc::render {

struct PositionText {
  std::string scenario;
  std::vector<std::string> left_out;  // what the setup language cannot write (also comments in the text)
};

PositionText position_scenario(const dsl::Scenario& from, const Game& game, const std::string& title);

}  // namespace carc::render
