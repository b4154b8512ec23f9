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
    // The line with the most cards, then the most value (a row first on a tie: it keeps the dice).
    Action best = kDone;
    int best_score = INT_MIN;
    for (Action line : state.complete_lines()) {
      const bool row = line < kClearColumn;
      const int index = row ? line - kClearRow : line - kClearColumn;
      int cards = 0, value = 0;
      for (int i = 0; i < g.size(); ++i)
        if ((row && i / g.columns == index) || (!row && i % g.columns == index)) {
          ++cards;
          value += card_value(g.cards[i]);
        }
      const int score = cards * 1000 + value * 2 + (row ? 1 : 0);
      if (score > best_score) {
        best_score = score;
        best = line;
      }
    }
    return best;
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

long grid_value(const RollAndClearState& state, int player, bool emptied) {
  if (emptied) return 100000;
  const Grid& g = state.grid(player);
  // Turns the quick rule takes to clear a grid of each shape, in hundredths, [rows][columns]:
  // the mean over 20,000 seeded solitaire games of the turns left from each shape reached
  // (3 x 1, which the quick rule never reaches, is an estimate).
  // (Clearing a row of a 3 x 4 grid saves more than two turns over clearing a column.)
  static constexpr int kTurnsToClear[kStartRows + 1][kStartColumns + 1] = {
      {0, 0, 0, 0, 0},
      {0, 239, 335, 429, 532},
      {0, 412, 562, 664, 766},
      {0, 530, 807, 998, 1122},
  };
  const int turns = kTurnsToClear[g.rows][g.columns];
  if (state.solitaire()) return -turns;
  // With opponents, the cards left are the points they cost when someone else empties first:
  // a point weighs a tenth of a turn.
  return -(turns + 10 * g.value_sum());
}

}  // namespace allclear::roll_and_clear
