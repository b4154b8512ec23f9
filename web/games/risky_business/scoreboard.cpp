// Risky Business's scoreboard: the match's games, and the piles each player cleared.
#include "games/risky_business/risky_table.h"

namespace allclear::web::risky {

Scoreboard RiskyBusinessTable::scoreboard() const {
  Scoreboard board = Table::scoreboard();
  const RiskyBusinessState& s = state();
  board.caption += " Clears: piles cleared in the whole match.";
  ScoreRow clears{"Clears", {}};
  for (int p = 0; p < s.num_players(); ++p) clears.cells.push_back(std::to_string(s.total_clears(p)));
  board.rows.push_back(clears);
  return board;
}

}  // namespace allclear::web::risky
