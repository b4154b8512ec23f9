// Bingo Battle's scoreboard: one game, decided by claims.
#include "games/bingo/table.h"

namespace allclear::web::bingo {

Scoreboard BingoTable::scoreboard() const {
  const BingoState& s = state();
  Scoreboard board;
  board.caption =
      "Pawns still in hand, and in Total the claims made (" + std::to_string(s.claims_to_win()) + " win the game).";
  ScoreRow pawns{"Pawns in hand", {}};
  board.total.label = "Total";
  for (int p = 0; p < s.num_players(); ++p) {
    pawns.cells.push_back(std::to_string(s.free_pawns(p)));
    board.total.cells.push_back(std::to_string(s.claims(p)) + (s.claims(p) == 1 ? " claim" : " claims"));
  }
  board.rows = {pawns};
  return board;
}

}  // namespace allclear::web::bingo
