#include "core/roll_and_clear/roll_and_clear_bot.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <map>
#include <string>

#include "core/hint.h"

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

namespace {

// What aiming at each line is worth this roll (0: it cannot be filled this turn): the chance of
// filling it (every matching die locked on it, the rest rolled again) times what clearing it is
// worth. Only for placing, not for choosing among full lines.
std::vector<double> aim_gains(const RollAndClearState& state, const std::vector<Line>& lines) {
  const Grid& g = state.grid(state.current_player());
  const bool solitaire = state.solitaire();
  const std::uint32_t locked = state.locked();
  const int rolls_left = kRollsPerTurn - state.rolls_made();
  const int now = grid_value(g, solitaire);
  FillChance fill_chance;
  std::vector<double> gains;
  for (const Line& line : lines) {
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
    const Grid after = without(g, line.row, line.index);
    const double worth = after.empty() ? 100000.0 : grid_value(after, solitaire) - now;
    gains.push_back(chance == 0 ? 0 : chance * worth);
  }
  return gains;
}

// The line of `lines` with the best gain above 0, the first on a tie (-1: none).
int best_aim(const std::vector<double>& gains) {
  int best = -1;
  for (int i = 0; i < static_cast<int>(gains.size()); ++i)
    if (gains[i] > (best < 0 ? 0 : gains[best])) best = i;
  return best;
}

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
  // Aim at the line with the best expected gain, one die at a time.
  const std::vector<Line> lines = lines_of(g);
  const int target = best_aim(aim_gains(state, lines));
  if (target >= 0)
    for (int place : lines[target].places)
      if (state.is_legal(place)) return place;
  return kDone;
}

namespace {

Action line_action(const Line& line) { return line.row ? kClearRow + line.index : kClearColumn + line.index; }

std::string line_name(Action line) {
  return line >= kClearColumn ? "column " + std::to_string(line - kClearColumn + 1)
                              : "row " + std::to_string(line - kClearRow + 1);
}

// "A 2 5": values as the cards write them, an ace as A.
std::string values_text(std::vector<int> values) {
  std::sort(values.begin(), values.end());
  std::string text;
  for (int v : values) {
    if (!text.empty()) text += ' ';
    text += v == 1 ? std::string("A") : std::to_string(v);
  }
  return text;
}

// What clearing `line` does for the player: empties the grid, or takes its cards off (the points
// they would cost when someone else empties first; alone, the cards still to clear).
std::string clearing_gain(const Grid& g, Action line, bool solitaire) {
  const bool row = line < kClearColumn;
  const int index = row ? line - kClearRow : line - kClearColumn;
  if (without(g, row, index).empty()) return "your grid is empty, the round ends";
  int cards = 0, points = 0;
  for (int i = 0; i < g.size(); ++i)
    if (row ? i / g.columns == index : i % g.columns == index) {
      ++cards;
      points += card_value(g.cards[i]);
    }
  return (solitaire ? plural(cards, "card", "cards") : plural(points, "point", "points")) + " off your grid";
}

// Clearing a full line, and what it does to the dice: a row keeps them, a column costs one.
std::string clearing_words(const Grid& g, Action line, bool solitaire) {
  std::string text = "Clears " + line_name(line) + ": " + clearing_gain(g, line, solitaire);
  const bool row = line < kClearColumn;
  if (without(g, row, row ? line - kClearRow : line - kClearColumn).empty()) return text;
  return text + (row ? ", and you keep " + plural(g.columns, "die", "dice")
                     : "; " + plural(g.columns - 1, "die", "dice") + " from now on");
}

// The values of `line`'s cards without a die in `locked`.
std::vector<int> open_values(const Grid& g, const Line& line, std::uint32_t locked) {
  std::vector<int> values;
  for (int place : line.places)
    if (!(locked >> place & 1)) values.push_back(card_value(g.cards[place]));
  return values;
}

// Ending the placement: the full line clears, or the dice roll again for the line aimed at, or
// the turn ends.
std::string done_reason(const RollAndClearState& state) {
  const Grid& g = state.grid(state.current_player());
  const std::vector<Action> full = state.complete_lines();
  if (full.size() == 1) return clearing_words(g, full.front(), state.solitaire());
  if (full.size() > 1) {
    std::string names;
    for (std::size_t i = 0; i < full.size(); ++i)
      names += (i == 0 ? "" : i + 1 == full.size() ? " and " : ", ") + line_name(full[i]);
    names[0] = static_cast<char>(names[0] - 'a' + 'A');
    return names + " are full: pick one to clear";
  }
  const int dice = g.columns - std::popcount(state.locked());
  if (dice == 0) return "Every die is on a card and no line is full: the turn ends";
  const std::vector<Line> lines = lines_of(g);
  const int target = best_aim(aim_gains(state, lines));
  if (state.rolls_made() == kRollsPerTurn)
    return target < 0 ? "No line can be filled: the third roll is used, the turn ends"
                      : "The third roll is used: the turn ends";
  const std::string roll = "Rolls " + plural(dice, "die", "dice") + " again";
  if (target < 0) return roll + ": no line can be filled this turn";
  return roll + " for " + line_name(line_action(lines[target])) + ": it needs " +
         values_text(open_values(g, lines[target], state.locked()));
}

// A die on the card at `place`: the line through it that it fills, or else the one with the best
// gain, and what that line needs next.
std::string place_reason(const RollAndClearState& state, int place) {
  const Grid& g = state.grid(state.current_player());
  const int value = card_value(g.cards[place]);
  const std::string die = (value == 1 ? "An " : "A ") + value_name(value) + " on the " + card_name(g.cards[place]);
  const std::uint32_t locked = state.locked() | std::uint32_t{1} << place;
  std::vector<int> free_dice = state.free_dice();
  free_dice.erase(std::find(free_dice.begin(), free_dice.end(), value));
  const std::vector<Line> lines = lines_of(g);
  const std::vector<double> gains = aim_gains(state, lines);
  int named = -1;
  for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
    const std::vector<int>& places = lines[i].places;
    if (std::find(places.begin(), places.end(), place) == places.end()) continue;
    if (open_values(g, lines[i], locked).empty()) {  // filled: nothing else matters as much
      named = i;
      break;
    }
    if (named < 0 || gains[i] > gains[named]) named = i;
  }
  const Action line = line_action(lines[named]);
  std::vector<int> to_roll = open_values(g, lines[named], locked);
  if (to_roll.empty()) return die + " fills " + line_name(line) + ": " + clearing_gain(g, line, state.solitaire());
  // The dice already rolled cover what they can; the rest must be rolled.
  for (int v : std::vector<int>(to_roll)) {
    auto it = std::find(free_dice.begin(), free_dice.end(), v);
    if (it == free_dice.end()) continue;
    free_dice.erase(it);
    to_roll.erase(std::find(to_roll.begin(), to_roll.end(), v));
  }
  if (to_roll.empty()) return die + ": this roll can fill " + line_name(line);
  const int rolls_left = kRollsPerTurn - state.rolls_made();
  return die + ": " + line_name(line) + " then needs " + values_text(to_roll) + ", " +
         (rolls_left == 0 ? std::string("no rolls left") : plural(rolls_left, "roll", "rolls") + " left");
}

}  // namespace

std::string reason(const RollAndClearState& state, Action action) {
  const Grid& g = state.grid(state.current_player());
  if (state.phase() == Phase::kChoosingLine) return clearing_words(g, action, state.solitaire());
  return action == kDone ? done_reason(state) : place_reason(state, action);
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const RollAndClearState&>(s)); },
      /*candidates=*/nullptr,
      // The choices are about the turn, where an exact calculation does better than playouts.
      /*exact=*/[](const State& s) { return strong_choice(static_cast<const RollAndClearState&>(s)); },
      /*playout_value=*/nullptr,
      /*reason=*/[](const State& s, Action a) { return reason(static_cast<const RollAndClearState&>(s), a); },
  };
  return policy;
}

}  // namespace allclear::roll_and_clear
