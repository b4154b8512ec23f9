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

}  // namespace allclear::clear_ace
