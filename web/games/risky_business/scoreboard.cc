// Risky Business's scoreboard: the match's games, the piles each player cleared, and the point
// chart.
#include "games/risky_business/table.h"

namespace allclear::web::risky_business {

Scoreboard RiskyBusinessTable::scoreboard() const {
  Scoreboard board = Table::scoreboard();
  const RiskyBusinessState& s = state();
  board.caption += " Clears: piles cleared in the whole match.";
  ScoreRow clears{"Clears", {}};
  for (int p = 0; p < s.num_players(); ++p) clears.cells.push_back(std::to_string(s.total_clears(p)));
  board.rows.push_back(clears);
  // The point chart (missing from the rules text; DECISIONS.md's house rule), shown here too.
  board.chart_title = "Points (our house rule: the rules text gives no chart)";
  board.chart = {{"Ace", {"1"}},
                 {"2 to 10", {"their value"}},
                 {"Jack, queen, king", {"10"}},
                 {"Four of a kind cleared", {points_text(core::kQuadPoints)}},
                 {"King cleared", {points_text(core::kKingPoints)}}};
  return board;
}

}  // namespace allclear::web::risky_business
