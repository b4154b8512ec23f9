#include "core/clear/clear_bot.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <string>
#include <vector>

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

int next_roll_percent(const Card& card) {
  // The 126 rolls as sorted dice, each weighted by its orders among the 6^4 = 1,296.
  int hits = 0;
  std::vector<int> dice(4);
  std::vector<SquareMask> found;
  for (int a = 0; a < kRanks; ++a)
    for (int b = a; b < kRanks; ++b)
      for (int c = b; c < kRanks; ++c)
        for (int d = c; d < kRanks; ++d) {
          dice = {a, b, c, d};
          find_removable_lines(card, dice, &found);
          if (found.empty()) continue;
          int orders = 24;  // 4!, over the factorial of each face's count
          int count[kRanks] = {};
          for (int die : dice) orders /= ++count[die];
          hits += orders;
        }
  return (hits * 100 + 648) / 1296;
}

std::string reason(const ClearState& state, Action line) {
  const Card& card = state.card(state.current_player());
  const SquareMask occupied = card.occupied();
  const SquareMask after = occupied & ~static_cast<SquareMask>(line);
  const int coins = std::popcount(after);
  const int length = std::popcount(static_cast<SquareMask>(line));
  // A Clear scores 10 minus the coins left (and may add a bonus: not yet known).
  const std::string minus = "10 minus " + plural(coins, "coin", "coins");
  if (excess_coins(after) == 0) {
    const std::string clears = (length == 4 ? "A Four that clears your card: +2, " : "Clears your card: ") + minus;
    // The lone clearer's bonus, the fullest other card's coins, is not known until all have moved.
    if (state.num_players() == 1) return clears;
    return one_line(clears + " (more if you alone clear)", one_line(clears + " (more if alone)", clears));
  }
  const std::string left = plural(coins, "coin", "coins") + " left";
  if (length == 4) return "A Four: +2, and " + left;
  if (state.legal_actions().size() == 1) return "The only Line these dice match: " + left;
  // Why this Line and not another: the share of next rolls that match a Line once it is gone,
  // against every other Line's (what the strong bot's lookahead sees and the rule of thumb does
  // not), then the rule of thumb's measure, how close the card comes to a Clear.
  const auto without = [&](Action other) {
    Card rest = card;
    for (int square = 0; square < kSquares; ++square)
      if (other >> square & 1) rest.squares[square] = kEmpty;
    return next_roll_percent(rest);
  };
  const int percent = without(line);
  int others_best = 0, worst_percent = percent, fewest = excess_coins(after);
  for (Action other : state.legal_actions()) {
    if (other == line) continue;
    const int p = without(other);
    others_best = std::max(others_best, p);
    worst_percent = std::min(worst_percent, p);
    fewest = std::min(fewest, excess_coins(occupied & ~static_cast<SquareMask>(other)));
  }
  const std::string odds = std::to_string(percent) + "% of rolls";
  if (percent > others_best)
    return "Best odds next roll: " + odds + " match a Line; the next best, " + std::to_string(others_best) + "%";
  if (percent == others_best && percent > worst_percent) return "Best odds next roll, tied: " + odds + " match a Line";
  const int crowded = crowded_lines(after);
  const std::string still = plural(crowded, "line still holds", "lines still hold") + " 3 or more";
  if (excess_coins(after) == fewest) return "Closest to a Clear: " + left + ", " + still;
  return "A Line of " + std::to_string(length) + ": " + left + "; then " + odds + " match a Line";
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
