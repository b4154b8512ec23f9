// Bingo Battle's fields of window.__allclear.state.game (web/README.md).
#include <algorithm>

#include "games/bingo/table.h"

namespace allclear::web::bingo {

void BingoTable::write_json(Text& out) const {
  const BingoState& s = state();
  static const char* kPhases[] = {"rolling", "placing", "locking", "over"};
  std::vector<int> humans, claims, pawns, board;
  for (const Seat& seat : match()->seats()) humans.push_back(seat.human() ? 1 : 0);
  for (int p = 0; p < s.num_players(); ++p) {
    claims.push_back(s.claims(p));
    pawns.push_back(s.free_pawns(p));
  }
  // Per square: coins, then the owner of its pawn (-1: unlocked).
  for (int sq = 0; sq < core::kSquares; ++sq) {
    board.push_back(s.stack(sq).coins);
    board.push_back(s.stack(sq).owner);
  }
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",";
  write_moving(out, moving_);  // as drawn in the latest frame
  out << ",\"solitaire\":" << s.solitaire();
  out << ",\"current\":" << s.current_player() << ",\"roller\":" << s.roller() << ",\"rolls\":" << s.rolls();
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"dice\":";
  json_list(out, s.dice());
  out << ",\"kitty\":" << s.kitty() << ",\"claims\":";
  json_list(out, claims);
  out << ",\"freePawns\":";
  json_list(out, pawns);
  out << ",\"board\":";
  json_list(out, board);
  const bool human = match()->next() == Match::Next::kHumanChoice;
  out << ",\"candidates\":" << s.candidates() << ",\"chooseCount\":" << s.choose_count();
  out << ",\"legal\":";
  json_list(out, human ? s.legal_actions() : std::vector<Action>{});
  out << ",\"selected\":" << selected_;
  out << ",\"events\":[";
  for (std::size_t i = 0; i < s.events().size(); ++i)
    out << (i ? ",\"" : "\"") << event_name(s.events()[i].kind) << "\"";
  // The events on screen so far, and whether steps are still being shown.
  const std::size_t shown_events = follower().ready() ? moment().events.size() : s.events().size();
  out << "],\"shown\":" << std::min(shown_events, s.events().size()) << ",\"playing\":" << !follower().caught_up();
  out << ",\"history\":" << s.history().size();
  // When the step on screen (or the table without one) was first drawn, in ms of the page's clock.
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
  out << ",\"best\":" << solitaire_.best;
  out << ",\"keepRolling\":" << keeps_rolling();
}

}  // namespace allclear::web::bingo
