// Clear!'s fields of the test hook's state.game.
#include <algorithm>
#include <string>

#include "games/clear/table.h"

namespace allclear::web::clear {

namespace {

const char* phase_name(core::Phase phase) {
  switch (phase) {
    case core::Phase::kDealing: return "dealing";
    case core::Phase::kRolling: return "rolling";
    case core::Phase::kChoosing: return "choosing";
    case core::Phase::kGameOver: return "over";
  }
  return "?";
}

}  // namespace

void ClearTable::write_json(Text& out) const {
  const ClearState& s = state();
  std::vector<int> humans, dice = s.dice();
  for (const Seat& seat : match()->seats()) humans.push_back(seat.human() ? 1 : 0);
  out << "\"phase\":\"" << phase_name(s.phase()) << "\"";
  out << ",\"round\":" << std::min(s.rounds_completed() + 1, s.rounds()) << ",\"rounds\":" << s.rounds();
  out << ",\"roundsCompleted\":" << s.rounds_completed();
  out << ",\"current\":" << s.current_player() << ",\"roller\":" << s.roller();
  out << ",\"tableSeat\":" << seat_on_screen();
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"dice\":";
  json_list(out, dice);
  std::vector<Action> legal;
  if (s.phase() == core::Phase::kChoosing) legal = s.legal_actions();
  out << ",\"legal\":";
  json_list(out, legal);
  out << ",\"lines\":";
  json_list(out, lines_);
  out << ",\"selected\":" << (selected_ >= 0 && selected_ < (int)lines_.size() ? lines_[selected_] : 0);
  // The Lines of 4 among them (each marked "+2" on the card), and the Lines through the coin
  // tapped last when it lies on several (shown apart).
  std::vector<Action> fours, choices;
  for (int i = 0; i < static_cast<int>(lines_.size()); ++i)
    if (is_four(i)) fours.push_back(lines_[i]);
  for (int i : choices_) choices.push_back(lines_[i]);
  out << ",\"fours\":";
  json_list(out, fours);
  out << ",\"choices\":";
  json_list(out, choices);
  out << ",\"keepRolling\":" << keep_rolling_;
  // The coins of a removed Line leaving a card while its step is on screen (t: 0 to 1).
  out << ",\"leaving\":";
  if (leaving_seat_ >= 0)
    out << "{\"seat\":" << leaving_seat_ << ",\"squares\":" << leaving_ << ",\"t\":" << std::to_string(leaving_t_)
        << "}";
  else
    out << "null";
  // The same as every table says what moves (kit/motion.h).
  Moving moving;
  if (leaving_seat_ >= 0 && leaving_t_ < 1.0f) {
    moving.what = "a Line's coins lift off " + name(leaving_seat_) + "'s card";
    moving.t = leaving_t_;
    moving.reduced = leaving_faded_;
  }
  out << ",";
  write_moving(out, moving);
  out << ",\"history\":" << s.history().size();
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"scratchRounds\":" << s.scratch_rounds() << ",\"scratchOff\":" << (s.scratch_off() ? "true" : "false");
  out << ",\"cards\":[";
  for (int p = 0; p < s.num_players(); ++p) {
    std::vector<int> squares(s.card(p).squares.begin(), s.card(p).squares.end());
    out << (p ? "," : "");
    json_list(out, squares);
  }
  out << "]";
  if (s.rounds_completed() > 0) {
    const core::RoundResult& last = s.results().back();
    out << ",\"finished\":{\"round\":" << s.rounds_completed() << ",\"dice\":";
    json_list(out, last.dice);
    out << ",\"cards\":[";
    for (std::size_t p = 0; p < last.cards.size(); ++p) {
      std::vector<int> squares(last.cards[p].squares.begin(), last.cards[p].squares.end());
      out << (p ? "," : "");
      json_list(out, squares);
    }
    out << "]}";
  }
}

}  // namespace allclear::web::clear
