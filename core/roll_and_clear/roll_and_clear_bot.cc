#include "core/roll_and_clear/roll_and_clear_bot.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <map>

namespace allclear::roll_and_clear {

namespace {

// A row or a column of the grid.
struct Line {
  bool row;
  int index;
  std::vector<int> places;
};

std::vector<Line> lines_of(const Grid& g) {
  std::vector<Line> lines;
  for (int r = 0; r < g.rows; ++r) {
    lines.push_back({true, r, {}});
    for (int c = 0; c < g.columns; ++c) lines.back().places.push_back(r * g.columns + c);
  }
  for (int c = 0; c < g.columns; ++c) {
    lines.push_back({false, c, {}});
    for (int r = 0; r < g.rows; ++r) lines.back().places.push_back(r * g.columns + c);
  }
  return lines;
}

int line_value(const Grid& g, const Line& line) {
  int sum = 0;
  for (int place : line.places) sum += card_value(g.cards[place]);
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
  for (const Line& line : lines_of(g)) {
    // How many unlocked cards of the line this roll's dice can cover (values matched one to one).
    std::vector<int> dice = free_dice, wanted;
    for (int place : line.places)
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
      target = line.places;
    }
  }
  for (int place : target)
    if (state.is_legal(place)) return place;
  return kDone;
}

namespace {

// Turns the quick rule takes to clear a grid of each shape, in hundredths, [rows][columns]:
// the mean over 20,000 seeded solitaire games of the turns left from each shape reached
// (3 x 1, which the quick rule never reaches, is an estimate). Clearing a row of a 3 x 4 grid
// saves more than two turns over clearing a column.
constexpr int kTurnsToClear[kStartRows + 1][kStartColumns + 1] = {
    {0, 0, 0, 0, 0},
    {0, 239, 335, 429, 532},
    {0, 412, 562, 664, 766},
    {0, 530, 807, 998, 1122},
};

// How good a grid is (higher is better). Alone, only the turns still to take count; against
// others, the cards left are also the points they cost when someone else empties first: a
// point weighs a tenth of a turn.
int grid_value(const Grid& g, bool solitaire) {
  const int turns = kTurnsToClear[g.rows][g.columns];
  return solitaire ? -turns : -(turns + 10 * g.value_sum());
}

Grid without(const Grid& g, bool row, int index) {
  Grid after = g;
  if (row)
    after.remove_row(index);
  else
    after.remove_column(index);
  return after;
}

// The chance of covering every value of `needed` (sorted) with `dice` dice and `rolls` rolls
// left, locking every die that matches a needed value after each roll.
class FillChance {
 public:
  double operator()(const std::vector<int>& needed, int dice, int rolls) {
    if (needed.empty()) return 1.0;
    if (rolls == 0 || dice < static_cast<int>(needed.size())) return 0.0;
    int key = dice * 4 + rolls;
    for (int v : needed) key = key * 7 + v;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    // Every ordered outcome of the dice, equally likely (at most 6^4 = 1,296).
    int outcomes = 1;
    for (int d = 0; d < dice; ++d) outcomes *= kValues;
    double total = 0;
    std::vector<int> left;
    for (int o = 0; o < outcomes; ++o) {
      left = needed;
      for (int d = 0, code = o; d < dice; ++d, code /= kValues) {
        auto it = std::find(left.begin(), left.end(), code % kValues + 1);
        if (it != left.end()) left.erase(it);
      }
      const int locked = static_cast<int>(needed.size() - left.size());
      total += (*this)(left, dice - locked, rolls - 1);
    }
    const double chance = total / outcomes;
    memo_.emplace(key, chance);
    return chance;
  }

 private:
  std::map<int, double> memo_;
};

}  // namespace

Action strong_choice(const RollAndClearState& state) {
  const int me = state.current_player();
  const Grid& g = state.grid(me);
  const bool solitaire = state.solitaire();
  if (state.phase() == Phase::kChoosingLine) {
    Action best = kDone;
    int best_value = INT_MIN;
    for (Action line : state.complete_lines()) {
      const bool row = line < kClearColumn;
      const Grid after = without(g, row, row ? line - kClearRow : line - kClearColumn);
      const int value = after.empty() ? INT_MAX : grid_value(after, solitaire);
      if (value > best_value) {
        best_value = value;
        best = line;
      }
    }
    return best;
  }
  // Aim at the line with the best expected gain: the chance of filling it this turn (every
  // matching die locked on it, the rest rolled again) times what clearing it is worth.
  const std::uint32_t locked = state.locked();
  const int rolls_left = kRollsPerTurn - state.rolls_made();
  const int now = grid_value(g, solitaire);
  FillChance fill_chance;
  double best_gain = 0;
  std::vector<int> target;
  for (const Line& line : lines_of(g)) {
    std::vector<int> dice = state.free_dice(), needed;
    int matched = 0;
    for (int place : line.places) {
      if (locked >> place & 1) continue;
      const int v = card_value(g.cards[place]);
      auto it = std::find(dice.begin(), dice.end(), v);
      if (it != dice.end()) {
        dice.erase(it);
        ++matched;
      } else {
        needed.push_back(v);
      }
    }
    std::sort(needed.begin(), needed.end());
    const int free = g.columns - std::popcount(locked) - matched;
    const double chance = fill_chance(needed, free, needed.empty() ? 1 : rolls_left);
    if (chance == 0) continue;
    const Grid after = without(g, line.row, line.index);
    const double worth = after.empty() ? 100000.0 : grid_value(after, solitaire) - now;
    if (chance * worth > best_gain) {
      best_gain = chance * worth;
      target = line.places;
    }
  }
  for (int place : target)
    if (state.is_legal(place)) return place;
  return kDone;
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const RollAndClearState&>(s)); },
      /*candidates=*/nullptr,
      // The choices are about the turn, where an exact calculation does better than playouts.
      /*exact=*/[](const State& s) { return strong_choice(static_cast<const RollAndClearState&>(s)); },
  };
  return policy;
}

}  // namespace allclear::roll_and_clear
