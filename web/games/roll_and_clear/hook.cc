// Roll and Clear's part of window.__allclear.state.game: the live game (what the player will
// see once everything is shown), the person's staged dice, and the latest round's end.
#include <algorithm>

#include "games/roll_and_clear/table.h"

namespace allclear::web::roll_and_clear {

void RollAndClearTable::write_json(Text& out) const {
  const RollAndClearState& s = state();
  static const char* kPhases[] = {"dealing", "rolling", "locking", "choosingLine", "over"};
  std::vector<int> humans;
  for (const Seat& seat : match()->seats()) humans.push_back(seat.human() ? 1 : 0);
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",\"round\":" << std::min(s.rounds_completed() + 1, s.rounds()) << ",\"rounds\":" << s.rounds();
  out << ",";
  write_moving(out, moving_);  // as drawn in the latest frame
  out << ",\"roundsCompleted\":" << s.rounds_completed() << ",\"solitaire\":" << s.solitaire();
  out << ",\"current\":" << s.current_player() << ",\"roller\":" << s.turn_player() << ",\"turn\":" << s.turn_player();
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"rollsMade\":" << s.rolls_made() << ",\"diceToRoll\":" << s.dice_to_roll();
  out << ",\"freeDice\":";
  json_list(out, s.free_dice());
  out << ",\"locked\":" << static_cast<long long>(s.locked());
  out << ",\"grids\":[";
  for (int p = 0; p < s.num_players(); ++p) {
    const Grid& g = s.grid(p);
    std::vector<int> cards(g.cards.begin(), g.cards.begin() + g.size());
    out << (p ? "," : "") << "{\"rows\":" << g.rows << ",\"columns\":" << g.columns << ",\"cards\":";
    json_list(out, cards);
    out << "}";
  }
  out << "]";
  const bool human = match()->next() == Match::Next::kHumanChoice;
  out << ",\"legal\":";
  json_list(out, human ? s.legal_actions() : std::vector<Action>{});
  out << ",\"staged\":";
  json_list(out, selection_.staged());
  out << ",\"selectedDie\":" << selection_.picked_die();
  out << ",\"targets\":" << static_cast<long long>(human && s.phase() == Phase::kLocking ? selection_.targets(s) : 0u);
  out << ",\"turns\":";
  json_list(out, s.turns());
  out << ",\"history\":" << s.history().size();
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
  out << ",\"lowerWins\":true";
  const RollAndClearState::RoundEnd& end = s.last_round_end();
  if (end.emptied_by >= 0) {
    out << ",\"finished\":{\"round\":" << s.rounds_completed() << ",\"emptiedBy\":" << end.emptied_by
        << ",\"cardsLeft\":[";
    for (std::size_t p = 0; p < end.grids.size(); ++p) out << (p ? "," : "") << end.grids[p].size();
    out << "],\"points\":";
    json_list(out, s.round_scores().back());
    out << "}";
  }
}

}  // namespace allclear::web::roll_and_clear
