#include "core/clear/clear_bot.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <string>

#include "core/hint.h"

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

int crowded_lines(SquareMask occupied) {
  int crowded = 0;
  for (SquareMask line : geometric_line_masks()) crowded += std::popcount(occupied & line) >= 3 ? 1 : 0;
  return crowded;
}

std::string reason(const ClearState& state, Action line) {
  const SquareMask occupied = state.card(state.current_player()).occupied();
  const SquareMask after = occupied & ~static_cast<SquareMask>(line);
  const int coins = std::popcount(after);
  const int length = std::popcount(static_cast<SquareMask>(line));
  // A Clear scores 10 minus the coins left (and may add a bonus: not yet known).
  const std::string minus = "10 minus " + plural(coins, "coin", "coins");
  if (excess_coins(after) == 0)
    return length == 4 ? "A Four that clears your card: +2, and " + minus : "Clears your card: " + minus;
  const std::string left = plural(coins, "coin", "coins") + " left";
  if (length == 4) return "A Four: +2, and " + left;
  const int crowded = crowded_lines(after);
  const std::string still = plural(crowded, "line still holds", "lines still hold") + " 3 or more";
  // The rule of thumb's measure: is no other Line closer to a Clear?
  int fewest = INT_MAX;
  for (Action other : state.legal_actions())
    fewest = std::min(fewest, excess_coins(occupied & ~static_cast<SquareMask>(other)));
  if (excess_coins(after) == fewest) return "Closest to a Clear: " + left + ", " + still;
  return "A Line of " + std::to_string(length) + ": " + left + ", " + still;
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const ClearState&>(s)); },
      /*candidates=*/nullptr,
      /*exact=*/nullptr,
      /*playout_value=*/nullptr,
      /*reason=*/[](const State& s, Action a) { return reason(static_cast<const ClearState&>(s), a); },
  };
  return policy;
}

}  // namespace allclear::clear
