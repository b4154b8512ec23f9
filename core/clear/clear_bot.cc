#include "core/clear/clear_bot.h"

#include <bit>

namespace allclear::clear {

int excess_coins(SquareMask occupied) {
  int excess = 0;
  for (SquareMask line : geometric_line_masks()) {
    const int n = std::popcount(occupied & line);
    if (n > 2) excess += n - 2;
  }
  return excess;
}

Action quick_choice(const ClearState& state) {
  const SquareMask occupied = state.card(state.current_player()).occupied();
  Action best = 0;
  int best_value = INT32_MIN;
  for (Action a : state.legal_actions()) {
    const SquareMask mask = static_cast<SquareMask>(a);
    const int excess = excess_coins(occupied & ~mask);
    // A Clear ends the round in our favour; a Four is two sure points, worth a few excess coins.
    const int value = (excess == 0 ? 1000 : 0) + (std::popcount(mask) == 4 ? 6 : 0) - excess;
    if (value > best_value) {
      best_value = value;
      best = a;
    }
  }
  return best;
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const ClearState&>(s)); },
  };
  return policy;
}

}  // namespace allclear::clear
