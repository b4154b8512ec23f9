// Clear Ace's scoreboard: one game, decided by the aces.
#include "games/clear_ace/table.h"

namespace allclear::web::clear_ace {

Scoreboard ClearAceTable::scoreboard() const {
  const ClearAceState& s = state();
  Scoreboard board;
  // "Attacks won", as the seats and the summary say (a duel decides its attack; the showdown's
  // rounds are not counted).
  board.caption =
      "Attacks won (a duel decides its attack), and in Total the aces held (a staked ace counts for its owner).";
  ScoreRow attacks{"Attacks won", {}};
  board.total.label = "Total";
  for (int p = 0; p < s.num_players(); ++p) {
    attacks.cells.push_back(std::to_string(s.rounds_won(p)));
    board.total.cells.push_back(std::to_string(s.aces_held(p)) + (s.aces_held(p) == 1 ? " ace" : " aces"));
  }
  board.rows = {attacks};
  return board;
}

}  // namespace allclear::web::clear_ace
