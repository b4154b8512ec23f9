#include "games/clear/clear_table.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <string>

#include "games/clear/clear_class.h"
#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web {

std::unique_ptr<Table> make_clear_table() { return std::make_unique<ClearTable>(); }

ShownTable::ShownTable(const ClearState& s) : state(s) {
  const bool dealing_next = s.phase() == clear::Phase::kDealing && s.dealing_player() == 0 && s.dealt_squares() == 0;
  if (s.rounds_completed() > 0 && (dealing_next || s.phase() == clear::Phase::kGameOver))
    finished = &s.results().back();
}

ShownTable::ShownTable(const ClearState& before_roll, const ClearState& landing) : ShownTable(before_roll) {
  tumbling_dice = &ShownTable(landing).dice();
}

int ShownTable::round() const { return std::min(state.rounds_completed() + (finished ? 0 : 1), state.rounds()); }

int ShownTable::points(int p) const {
  return state.total_scores()[p] + (finished ? 0 : state.round_fours()[p]);
}

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
    line += (p ? ", " : "") + match->seats()[p].name + " " + std::to_string(totals[p]);
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
  if (!match) return 0;
  const ClearState& s = state();
  if (match->next() == Match::Next::kHumanChoice) return s.current_player();
  for (int p = 0; p < s.num_players(); ++p)
    if (match->seats()[p].human()) return p;
  return 0;
}

void ClearTable::refresh() {
  lines_.clear();
  selected_ = -1;
  if (!match || match->next() != Match::Next::kHumanChoice) return;
  lines_ = state().legal_actions();
  std::stable_sort(lines_.begin(), lines_.end(), [](Action a, Action b) {
    return std::popcount(static_cast<std::uint32_t>(a)) > std::popcount(static_cast<std::uint32_t>(b));
  });
}

void ClearTable::after_action(Host& host) {
  // Several people on one device: say whose card is up now.
  if (match->next() == Match::Next::kHumanChoice && match->humans() > 1)
    host.announce(match->seats()[state().current_player()].name + ", your turn: pick a Line", colour::kText);
}

void ClearTable::tap_coin(Host& host, int square) {
  std::vector<int> through;
  for (int i = 0; i < static_cast<int>(lines_.size()); ++i)
    if (static_cast<clear::SquareMask>(lines_[i]) >> square & 1) through.push_back(i);
  if (through.empty()) {
    host.say("No matching Line through " + clear::square_name(square));
    return;
  }
  auto it = std::find(through.begin(), through.end(), selected_);
  selected_ = it == through.end() ? through.front() : through[(it - through.begin() + 1) % through.size()];
  host.say(state().action_to_string(state().current_player(), lines_[selected_]));
}

void ClearTable::step_selection(Host& host, int by) {
  const int count = static_cast<int>(lines_.size());
  if (count == 0) return;
  selected_ = selected_ < 0 ? (by > 0 ? 0 : count - 1) : (selected_ + count + by) % count;
  host.say(state().action_to_string(state().current_player(), lines_[selected_]));
}

}  // namespace allclear::web
