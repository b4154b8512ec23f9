// Clear Ace's scoreboard: one game, decided by the aces.
#include "games/clear_ace/ace_table.h"

namespace allclear::web::clear_ace_table {

Scoreboard ClearAceTable::scoreboard() const {
  const ClearAceState& s = state();
  Scoreboard board;
  board.caption = "Rounds of cards won, and in Total the aces held (a staked ace counts for its owner).";
  ScoreRow rounds{"Rounds won", {}};
  board.total.label = "Total";
  for (int p = 0; p < s.num_players(); ++p) {
    rounds.cells.push_back(std::to_string(s.rounds_won(p)));
    board.total.cells.push_back(std::to_string(s.aces_held(p)) + (s.aces_held(p) == 1 ? " ace" : " aces"));
  }
  board.rows = {rounds};
  return board;
}

}  // namespace allclear::web::clear_ace_table
