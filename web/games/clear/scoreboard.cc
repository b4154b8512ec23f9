// Clear!'s scoreboard: points per round with the running total, and while a round is played
// the Fours it has scored so far (the large card's label counts them already).
#include "games/clear/table.h"

namespace allclear::web::clear {

Scoreboard ClearTable::scoreboard() const {
  Scoreboard board = Table::scoreboard();
  const ClearState& s = state();
  if (s.is_terminal()) return board;
  const std::vector<int>& fours = s.round_fours();
  bool any = false;
  for (int f : fours) any |= f != 0;
  if (!any) return board;
  ScoreRow now{"Round " + std::to_string(s.rounds_completed() + 1) + " so far", {}};
  const std::vector<int> played = s.total_scores();  // the rounds completed
  for (int p = 0; p < s.num_players(); ++p) {
    const int total = played[p] + fours[p];
    now.cells.push_back(std::to_string(fours[p]) + " (" + std::to_string(total) + ")");
    board.total.cells[p] = std::to_string(total);
  }
  board.rows.push_back(std::move(now));
  board.caption += " The round under way counts its Fours (+2 each) so far.";
  return board;
}

}  // namespace allclear::web::clear
