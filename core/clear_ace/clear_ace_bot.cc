#include "core/clear_ace/clear_ace_bot.h"

#include <algorithm>

namespace allclear::clear_ace {

namespace {

// Cards by strength for the game's current comparison (a 2 weakest unless it is the only
// thing that beats the face-up card).
int strength(int card) { return card_rank(card) * 4 + card_suit(card); }

}  // namespace

Action quick_choice(const ClearAceState& state) {
  std::vector<Action> legal = state.legal_actions();
  std::sort(legal.begin(), legal.end(), [](Action a, Action b) { return strength(a) < strength(b); });
  const int me = state.current_player();
  const auto& table = state.table();
  const bool answering = !table.empty() && table.back().player != me && table.back().face_up && !table.back().revealed;
  if (answering) {
    for (Action card : legal)
      if (compare(card, table.back().card, state.in_showdown()) > 0) return card;
    return legal.front();
  }
  for (auto it = legal.rbegin(); it != legal.rend(); ++it)
    if (!is_ace(*it)) return *it;
  return legal.front();
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const ClearAceState&>(s)); },
      /*candidates=*/nullptr,
      /*exact=*/nullptr,
      // One round long, and its winner need not hold the most aces (a player who never won a
      // round loses): winning is what counts, the aces break even playouts.
      /*playout_value=*/
      [](const State& end, int me, int round) {
        const std::vector<int> winners = end.winners();
        const bool won = std::find(winners.begin(), winners.end(), me) != winners.end();
        const long aces = end.round_scores()[round][me] - end.round_scores()[round][1 - me];
        return (winners.size() == 1 ? (won ? 10L : -10L) : 0L) + aces;
      },
  };
  return policy;
}

}  // namespace allclear::clear_ace
