#include "core/roll_and_clear/roll_and_clear_bot.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace allclear::roll_and_clear {

namespace {

// A row or a column of the grid, as its places.
std::vector<std::vector<int>> lines_of(const Grid& g) {
  std::vector<std::vector<int>> lines;
  for (int r = 0; r < g.rows; ++r) {
    lines.emplace_back();
    for (int c = 0; c < g.columns; ++c) lines.back().push_back(r * g.columns + c);
  }
  for (int c = 0; c < g.columns; ++c) {
    lines.emplace_back();
    for (int r = 0; r < g.rows; ++r) lines.back().push_back(r * g.columns + c);
  }
  return lines;
}

int line_value(const Grid& g, const std::vector<int>& line) {
  int sum = 0;
  for (int place : line) sum += card_value(g.cards[place]);
  return sum;
}

}  // namespace

Action quick_choice(const RollAndClearState& state) {
  const Grid& g = state.grid(state.current_player());
  if (state.phase() == Phase::kChoosingLine) {
    // A row holds `columns` cards, a column `rows`: clear more cards, keeping dice on a tie.
    const int row = state.pending_row(), column = state.pending_column();
    if (g.rows > g.columns) return kClearColumn + column;
    return kClearRow + row;
  }
  const std::uint32_t locked = state.locked();
  const int dice_left = g.columns - std::popcount(locked);  // dice not yet on a card
  const std::vector<int>& free_dice = state.free_dice();
  int best_score = INT_MIN;
  std::vector<int> target;
  for (const std::vector<int>& line : lines_of(g)) {
    // How many unlocked cards of the line this roll's dice can cover (values matched one to one).
    std::vector<int> dice = free_dice, wanted;
    for (int place : line)
      if (!(locked >> place & 1)) wanted.push_back(card_value(g.cards[place]));
    int covered = 0;
    for (int v : wanted) {
      auto it = std::find(dice.begin(), dice.end(), v);
      if (it == dice.end()) continue;
      dice.erase(it);
      ++covered;
    }
    const int missing = static_cast<int>(wanted.size()) - covered;
    // A line needing more dice than are left cannot be finished this turn.
    if (missing > dice_left - covered) continue;
    const int score = -missing * 100 + line_value(g, line);
    if (score > best_score) {
      best_score = score;
      target = line;
    }
  }
  for (int place : target)
    if (state.is_legal(place)) return place;
  return kDone;
}

}  // namespace allclear::roll_and_clear
