#include "trade_goods.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"

namespace carc {

namespace {

// Goods symbols on the features of the city region `root`, per kind in kGoods order.
std::array<int, kGoods.size()> goods_in(const Game& game, NodeId root) {
  std::array<int, kGoods.size()> count{};
  for (int t : game.regions().region(root).tiles) {
    const PlacedTile& pt = game.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      const TileFeature& feature = pt.type->features[f];
      if (feature.kind != FeatureKind::City || feature.symbols.empty()) continue;
      if (game.regions().find(pt.node(f)) != root) continue;
      for (std::size_t g = 0; g < kGoods.size(); ++g) count[g] += feature.count_symbol(kGoods[g]);
    }
  }
  return count;
}

int token_kind(const Game& game, std::size_t good) { return *game.rules().tokens.find(kGoods[good]); }

}  // namespace

void take_goods(Game& game, NodeId root) {
  if (game.regions().kind(root) != FeatureKind::City) return;
  auto count = goods_in(game, root);
  for (std::size_t g = 0; g < kGoods.size(); ++g)
    if (count[g] > 0) game.take_tokens(game.active_player(), token_kind(game, g), count[g], root);
}

void score_goods_majorities(Game& game) {
  for (std::size_t g = 0; g < kGoods.size(); ++g) {
    int kind = token_kind(game, g);
    int best = 0;
    for (const Player& p : game.players()) best = std::max(best, p.tokens[kind]);
    if (best == 0) continue;  // nobody holds any: nobody scores
    PointsScored ev;
    for (int p = 0; p < static_cast<int>(game.players().size()); ++p)
      if (game.players()[p].tokens[kind] == best) ev.players.push_back(p);
    ev.points = 10;
    ev.kind = FeatureKind::City;  // goods come from cities; the event names no region (token >= 0)
    ev.token = kind;
    ev.final_scoring = true;
    ev.why = std::make_shared<const ScoreExplanation>(
        ScoreExplanation{{}, fmt::format("trade goods: 10 for the most {} ({} tokens)", kGoods[g], best),
                         {"CAR:traders-builders/goods-majority"}});
    game.award(std::move(ev));
  }
}

std::optional<std::string> check_goods(const Game& game) {
  std::array<int, kGoods.size()> on_cities{};
  const Regions& regions = game.regions();
  for (const PlacedTile& pt : game.board().tiles())
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      const TileFeature& feature = pt.type->features[f];
      if (feature.kind != FeatureKind::City || !regions.is_complete(game.board(), pt.node(f))) continue;
      for (std::size_t g = 0; g < kGoods.size(); ++g) on_cities[g] += feature.count_symbol(kGoods[g]);
    }
  for (std::size_t g = 0; g < kGoods.size(); ++g) {
    int held = 0;
    for (const Player& p : game.players()) held += p.tokens[token_kind(game, g)];
    if (held != on_cities[g])
      return fmt::format("players hold {} {} tokens; completed cities show {} such symbols", held, kGoods[g], on_cities[g]);
  }
  return std::nullopt;
}

}  // namespace carc
