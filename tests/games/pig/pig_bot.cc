#include "tests/games/pig/pig_bot.h"

#include <algorithm>
#include <string>
#include <vector>

namespace allclear::pig {

Action quick_choice(const PigState& state) {
  const int turn = state.turn_total();
  if (turn == 0) return kRoll;  // nothing to bank yet: hold is not offered
  const bool wins = state.banked(state.turn_player()) + turn >= state.target();
  return wins || turn >= kHoldAt ? kHold : kRoll;
}

std::string reason(const PigState& state, Action action) {
  const int turn = state.turn_total();
  if (turn == 0) return "Nothing to bank yet: roll";
  const std::string total = std::to_string(turn);
  if (action == kRoll) return "Rolls on: " + total + " at stake, and a 1 loses them";
  if (state.banked(state.turn_player()) + turn >= state.target()) return "Banks " + total + ": that wins";
  return "Banks " + total + ", safe from a 1";
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const PigState&>(s)); },
      /*candidates=*/nullptr,
      /*exact=*/nullptr,
      // Pig is won, not scored: a playout is worth a win, never a margin of points (which would
      // roll on past a certain win for more).
      /*playout_value=*/
      [](const State& end, int me, int /*round*/) -> long {
        const std::vector<int> winners = end.winners();
        return std::find(winners.begin(), winners.end(), me) != winners.end() ? 1 : 0;
      },
      /*reason=*/[](const State& s, Action a) { return reason(static_cast<const PigState&>(s), a); },
  };
  return policy;
}

}  // namespace allclear::pig
