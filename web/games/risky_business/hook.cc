// Risky Business's part of the test hook (window.__allclear.state.game): what the viewer may
// see, the moves the person can make by taps, and the scores. It never names a hidden card.
#include "core/json.h"
#include "games/risky_business/table.h"

namespace allclear::web::risky_business {

void RiskyBusinessTable::write_json(Text& out) const {
  const RiskyBusinessState& s = state();
  static const char* kPhases[] = {"cut",    "chooseFirst", "dealing",  "move", "replace",
                                  "pickUp", "draw",        "setAside", "over"};
  const int view = viewer();
  const bool pass = pass_up();
  const int n = s.num_players();
  std::vector<int> humans, hand_sizes, down, cleared, quads, kings;
  for (int p = 0; p < n; ++p) {
    humans.push_back(human(p) ? 1 : 0);
    hand_sizes.push_back(static_cast<int>(s.hand(p).size()));
    down.push_back(static_cast<int>(s.face_down(p).size()));
    cleared.push_back(static_cast<int>(s.cleared(p).size()));
    quads.push_back(s.quads(p));
    kings.push_back(s.kings(p));
  }
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"current\":" << s.current_player() << ",\"turnPlayer\":" << s.turn_player()
      << ",\"movesLeft\":" << s.moves_left();
  out << ",\"viewer\":" << view << ",\"bottom\":" << bottom_seat() << ",\"pass\":" << pass
      << ",\"passTo\":" << (pass ? actor() : -1);
  out << ",\"news\":";
  out << json_quote(follower().log().empty() ? std::string() : follower().log().back().text);
  out << ",\"hand\":";
  json_strings(out, view >= 0 ? s.hand(view) : std::vector<int>{}, core::card_short);
  out << ",\"faceDown\":";
  json_strings(out, view >= 0 ? s.face_down(view) : std::vector<int>{}, core::card_short);
  out << ",\"handSizes\":";
  json_list(out, hand_sizes);
  out << ",\"faceDownCounts\":";
  json_list(out, down);
  out << ",\"piles\":[";
  for (int k = 0; k < core::kPiles; ++k) {
    out << (k ? "," : "") << "{\"top\":\"" << (s.pile(k).empty() ? std::string() : core::card_short(s.pile(k).back()))
        << "\",\"size\":" << static_cast<int>(s.pile(k).size()) << "}";
  }
  out << "],\"row\":";
  json_strings(out, s.row(), core::card_short);
  out << ",\"deck\":" << s.deck_size() << ",\"pending\":";
  json_list(out, s.pending_piles());
  out << ",";
  write_moving(out, moving_);  // as drawn in the latest frame
  out << ",\"clearedCounts\":";
  json_list(out, cleared);
  out << ",\"quads\":";
  json_list(out, quads);
  out << ",\"kings\":";
  json_list(out, kings);
  out << ",\"picked\":\"" << (picked_card_ >= 0 ? core::card_short(picked_card_) : std::string())
      << "\",\"target\":" << target_;
  // The Confirm button's words (the move picked, its cards named in words), and the places
  // waiting for a card in the turn player's hand and in the row (-1: none).
  out << ",\"confirmLabel\":";
  out << json_quote(choosing() && target_ >= 0 && s.is_legal(target_) ? move_label(target_) : std::string());
  out << ",\"handGap\":" << s.hand_gap() << ",\"rowGap\":" << s.row_gap();
  out << ",\"endArmed\":" << end_armed_ << ",\"moves\":[";
  const std::vector<TapMove> moves = tap_moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const TapMove& m = moves[i];
    out << (i ? "," : "") << "{\"action\":" << m.action << ",\"kind\":\"" << m.kind << "\",\"hand\":" << m.hand
        << ",\"pile\":" << m.pile << ",\"row\":" << m.row << ",\"deck\":" << m.deck << ",\"seat\":" << m.seat << "}";
  }
  out << "],\"history\":" << s.history().size() << ",\"game\":" << s.rounds_completed() + 1
      << ",\"games\":" << s.rounds();
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
}

}  // namespace allclear::web::risky_business
