// Trade goods: whoever completes a city takes one token per goods symbol in it, whether or not
// he scores the city; at the end the most of each kind scores 10, ties all score
// (CAR:traders-builders/goods-to-completer, CAR:traders-builders/goods-majority).
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/regions.hpp"

namespace carc {

class Game;

// The goods: feature symbols of the tile catalog and token kinds of the same names.
inline constexpr std::array<std::string_view, 3> kGoods = {"wine", "grain", "cloth"};

// A feature was completed by the active player's tile: its goods tokens go to that player.
void take_goods(Game& game, NodeId root);
// End of the game: 10 points per kind of goods to the player(s) holding the most.
void score_goods_majorities(Game& game);
// In a game played from the start, the tokens held add up to the symbols of the completed cities.
std::optional<std::string> check_goods(const Game& game);

}  // namespace carc
