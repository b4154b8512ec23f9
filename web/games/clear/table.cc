#include "games/clear/table.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <string>

#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web::clear {

Moment::Moment(const ClearState& s) : state(s) {
  const bool dealing_next = s.phase() == core::Phase::kDealing && s.dealing_player() == 0 && s.dealt_squares() == 0;
  if (s.rounds_completed() > 0 && (dealing_next || s.phase() == core::Phase::kGameOver)) finished = &s.results().back();
}

Moment::Moment(const ClearState& before_roll, const ClearState& landing) : Moment(before_roll) {
  tumbling_dice = &Moment(landing).dice();
}

int Moment::round() const { return std::min(state.rounds_completed() + (finished ? 0 : 1), state.rounds()); }

int Moment::points(int p) const { return state.total_scores()[p] + (finished ? 0 : state.round_fours()[p]); }

void ClearTable::draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const {
  // A card of coins with a Line glowing across it.
  const float r = size / 9.0f;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col) {
      const ImVec2 c(min.x + size * (0.2f + 0.3f * col), min.y + size * (0.2f + 0.3f * row));
      if (row == col) dl->AddCircleFilled(c, r + 3.0f, colour::kGlow);
      draw_coin(dl, c, r, (row * 3 + col) % 4 * 6 + 1 + (row + col) % 5);
    }
}

std::string ClearTable::scores() const {
  const ClearState& s = state();
  std::string line = "Scores: ";
  const std::vector<int> totals = s.total_scores();
  for (int p = 0; p < s.num_players(); ++p)
    line += (p ? ", " : "") + match()->seats()[p].name + " " + std::to_string(totals[p]);
  return line;
}

std::string ClearTable::round_text(bool capital) const {
  const ClearState& s = state();
  char text[64];
  std::snprintf(text, sizeof text, "%s %d of %d", capital ? "Round" : "round",
                std::min(s.rounds_completed() + 1, s.rounds()), s.rounds());
  return text;
}

int ClearTable::table_seat() const {
  if (!match()) return 0;
  const ClearState& s = state();
  if (match()->next() == Match::Next::kHumanChoice) return s.current_player();
  for (int p = 0; p < s.num_players(); ++p)
    if (match()->seats()[p].human()) return p;
  return 0;
}

int ClearTable::seat_on_screen() const {
  if (!match()) return 0;
  if (!hotseat()) return table_seat();
  const ClearState& s = state();
  const std::vector<Seat>& seats = match()->seats();
  const int kept = big_ >= 0 && big_ < s.num_players() ? big_ : table_seat();
  if (!follower().caught_up()) {
    // The move on screen is its mover's: their card stays large until it has been seen.
    if (!follower().before()) return kept;
    const ClearState& b = ClearTable::of(*follower().before());
    if (b.phase() == core::Phase::kChoosing && seats[b.current_player()].human()) return b.current_player();
    if (b.phase() == core::Phase::kRolling && seats[b.roller()].human()) return b.roller();
    return kept;
  }
  if (match()->next() == Match::Next::kHumanChoice) return s.current_player();
  if (match()->next() == Match::Next::kRoll && seats[s.roller()].human()) return s.roller();
  return kept;
}

void ClearTable::hand_over(Host& host, int big) {
  const ClearState& s = state();
  const std::string& to = name(big);
  // The dice stay in the line: the hand-over takes the news line from the roll.
  if (match()->next() == Match::Next::kHumanChoice && s.current_player() == big)
    host.announce("Over to " + to + ": pick a Line for " + dice_words(s.dice()), seat_colour(big));
  else if (match()->next() == Match::Next::kRoll && s.roller() == big)
    host.announce("Over to " + to + ": " + to + " rolls the dice", seat_colour(big));
}

ImU32 seat_colour(int seat) {
  // Apart from the glow (gold) and the chosen Line (orange), and from each other.
  static const ImU32 kSeats[] = {IM_COL32(110, 185, 255, 255), IM_COL32(255, 135, 200, 255),
                                 IM_COL32(120, 230, 140, 255), IM_COL32(200, 165, 255, 255),
                                 IM_COL32(255, 160, 150, 255), IM_COL32(100, 225, 230, 255)};
  return kSeats[((seat % 6) + 6) % 6];
}

bool ClearTable::is_four(int line) const {
  return line >= 0 && line < static_cast<int>(lines_.size()) &&
         std::popcount(static_cast<std::uint32_t>(lines_[line])) == 4;
}

void ClearTable::refresh() {
  lines_.clear();
  all_lines_.clear();
  choices_.clear();
  selected_ = -1;
  focus_ = -1;
  if (!match() || match()->next() != Match::Next::kHumanChoice) return;
  lines_ = state().legal_actions();
  std::stable_sort(lines_.begin(), lines_.end(), [](Action a, Action b) {
    return std::popcount(static_cast<std::uint32_t>(a)) > std::popcount(static_cast<std::uint32_t>(b));
  });
  for (int i = 0; i < static_cast<int>(lines_.size()); ++i) all_lines_.push_back(i);
  // A Four is offered first: chosen already, Remove takes it (any other Line is a tap away). The
  // one Line the dice match is chosen already too: one tap, Remove, makes the only move there is.
  if (is_four(0) || lines_.size() == 1) selected_ = 0;
}

std::string ClearTable::show_hint(Action action, std::string& /*reason*/) {
  // The Line chosen, as if its coins were tapped: the person confirms it.
  const auto it = std::find(lines_.begin(), lines_.end(), action);
  if (it == lines_.end()) return "";
  selected_ = static_cast<int>(it - lines_.begin());
  choices_.clear();
  focus_ = -1;
  return "table.confirm";
}

void ClearTable::tap_coin(Host& host, int square) {
  std::vector<int> through;
  for (int i = 0; i < static_cast<int>(lines_.size()); ++i)
    if (static_cast<core::SquareMask>(lines_[i]) >> square & 1) through.push_back(i);
  if (through.empty()) {
    host.announce("No matching Line through that coin: choose a glowing coin", colour::kWarning);
    return;
  }
  // A coin on one Line selects it. On several, the first tap selects the first (a Four first)
  // and shows the others through it; each further tap on it selects the next.
  auto it = std::find(through.begin(), through.end(), selected_);
  const bool again = focus_ == square && it != through.end();
  selected_ = again ? through[(it - through.begin() + 1) % through.size()] : through.front();
  focus_ = square;
  choices_ = through.size() > 1 ? through : std::vector<int>{};
}

void ClearTable::step_selection(int by) {
  const std::vector<int>& list = offered();
  const int count = static_cast<int>(list.size());
  if (count == 0) return;
  auto it = std::find(list.begin(), list.end(), selected_);
  const int at = it == list.end() ? -1 : static_cast<int>(it - list.begin());
  const int next = at < 0 ? (by > 0 ? 0 : count - 1) : (at + count + by) % count;
  selected_ = list[next];
}

}  // namespace allclear::web::clear

namespace allclear::web {

std::unique_ptr<Table> make_clear_table() { return std::make_unique<clear::ClearTable>(); }

}  // namespace allclear::web
