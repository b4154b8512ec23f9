#include "core/bingo/bingo_bot.h"

#include <bit>
#include <climits>

namespace allclear::bingo {

Action quick_choice(const BingoState& state) {
  const std::vector<Action> legal = state.legal_actions();
  if (state.phase() != Phase::kPlacing) return legal.front();
  Action best = legal.front();
  int best_height = INT_MIN;
  for (Action a : legal) {
    int height = 0;
    for (SquareMask left = static_cast<SquareMask>(a); left; left &= left - 1)
      height += state.stack(std::countr_zero(left)).coins;
    if (height > best_height) {
      best_height = height;
      best = a;
    }
  }
  return best;
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const BingoState&>(s)); },
  };
  return policy;
}

}  // namespace allclear::bingo
