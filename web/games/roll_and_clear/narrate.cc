// What each action shows (describe) and the words of the table.
#include <algorithm>

#include "games/roll_and_clear/table.h"

namespace allclear::web::roll_and_clear {

namespace {

// How long each step stays at Normal pace: long enough to read its line and see the dice.
constexpr double kRollSeconds = 1.0;         // every roll, a person's too (the dice are the news)
constexpr double kBotMoveSeconds = 1.0;      // a bot puts dice on cards
constexpr double kBotTurnOverSeconds = 0.7;  // a bot ends its turn: a few words, nothing moves
constexpr double kBotClearSeconds = 1.7;     // the line leaves, the grid closes up and stays a moment
constexpr double kOwnClearSeconds = 1.2;     // a person's own clear still shows the grid closing up
constexpr double kOwnMoveSeconds = 0.0;      // a person's own placement: they just made it
constexpr double kOwnTurnOverSeconds = 0.5;  // their dice stay on the cards a moment as the turn ends

}  // namespace

std::string line_name(Action line) {
  if (line >= kClearColumn) return "column " + std::to_string(line - kClearColumn + 1);
  return "row " + std::to_string(line - kClearRow + 1);
}

std::string dice_text(std::vector<int> dice) {
  std::sort(dice.begin(), dice.end());
  std::string text;
  // The cards' sign for a 1: the news matches the grid ("A 2 4 5").
  for (int d : dice) text += (text.empty() ? "" : " ") + (d == 1 ? std::string("A") : std::to_string(d));
  return text;
}

std::string a_value(int value) { return (value == 1 ? "an " : "a ") + core::value_name(value); }

std::string clear_widget_id(Action line) {
  return line >= kClearColumn ? "table.clear.column." + std::to_string(line - kClearColumn)
                              : "table.clear.row." + std::to_string(line - kClearRow);
}

std::vector<Action> full_lines(const Grid& g, std::uint32_t mask) {
  std::vector<Action> lines;
  for (int r = 0; r < g.rows; ++r) {
    bool full = true;
    for (int c = 0; c < g.columns; ++c) full &= (mask >> (r * g.columns + c) & 1) != 0;
    if (full) lines.push_back(kClearRow + r);
  }
  if (g.size() == 1) return lines;  // a grid of one card has one line
  for (int c = 0; c < g.columns; ++c) {
    bool full = true;
    for (int r = 0; r < g.rows; ++r) full &= (mask >> (r * g.columns + c) & 1) != 0;
    if (full) lines.push_back(kClearColumn + c);
  }
  return lines;
}

std::uint32_t line_mask(const Grid& g, Action line) {
  std::uint32_t mask = 0;
  for (int i = 0; i < g.size(); ++i) {
    const bool in = line >= kClearColumn ? i % g.columns == line - kClearColumn : i / g.columns == line - kClearRow;
    if (in) mask |= std::uint32_t{1} << i;
  }
  return mask;
}

// Several dice make one roll: the earlier dice show nothing, the last one the whole roll.
std::vector<Step> RollAndClearTable::describe(const State& before, int player, Action action,
                                              const State& after) const {
  const RollAndClearState& b = RollAndClearTable::of(before);
  const RollAndClearState& a = RollAndClearTable::of(after);
  if (player < 0) return b.phase() == Phase::kRolling ? describe_roll(b, action, a) : std::vector<Step>{};
  return describe_move(b, player, action, a);
}

std::vector<Step> RollAndClearTable::describe_roll(const RollAndClearState& b, Action die,
                                                   const RollAndClearState& a) const {
  if (a.phase() == Phase::kRolling && !a.rolling().empty()) return {};  // more dice of this roll to come
  std::vector<int> dice = b.rolling();
  dice.push_back(static_cast<int>(die));
  const int p = b.turn_player();
  std::string text = name(p) + (b.rolls_made() == 0 ? " rolls " : " rolls again: ") + dice_text(dice);
  Sound sound = Sound::kDice;
  if (a.phase() != Phase::kLocking) {
    text += ": no card matches";
    if (a.turn_player() != p || a.turns() != b.turns()) text += ", the turn is over";
    sound = Sound::kScratch;
  }
  return {Step{kRollStep, kRollSeconds, text}.sounding(sound)};
}

std::vector<Step> RollAndClearTable::describe_move(const RollAndClearState& b, int player, Action action,
                                                   const RollAndClearState& a) const {
  const bool bot = !human(player);
  const bool round_ended = a.rounds_completed() > b.rounds_completed();
  const bool cleared = round_ended || (b.grid(player).size() != a.grid(player).size());
  const bool turn_over = cleared || a.turn_player() != player || a.turns() != b.turns();
  std::vector<Step> steps;
  // The die goes on its card first, a step of its own, so it is seen before its line leaves.
  if (action < kDone) {
    const int card = b.grid(player).cards[action];
    std::string text = name(player) + " puts " + a_value(core::card_value(card)) + " on the " + core::card_name(card);
    if (turn_over && !cleared) text += ", and the turn is over";
    const bool ends_turn = turn_over && !cleared;
    const double own = ends_turn ? kOwnTurnOverSeconds : kOwnMoveSeconds;
    // A die on a person's card is felt.
    Step step = Step{ends_turn ? kTurnOverStep : kPlaceStep, bot ? kBotMoveSeconds : own, text}.sounding(
        Sound::kDieOnCard, !bot);
    if (bot) {
      // The dice a bot puts on cards after a roll are one step, in few words ("Bo puts a 3, a 6
      // and a 2 on cards"): the grid shows where each went, the log keeps it.
      const std::string value = std::to_string(core::card_value(card));
      step.with_previous = true;
      step.added = ", a " + value + (ends_turn ? ", and the turn is over" : "");
    }
    steps.push_back(std::move(step));
  } else if (!cleared) {
    if (!turn_over) return {};  // the next roll (or the line to pick) follows
    // The dice come off the cards: the turn made nothing.
    steps.push_back(
        Step{kTurnOverStep, bot ? kBotTurnOverSeconds : kOwnTurnOverSeconds, name(player) + " ends the turn"}.sounding(
            Sound::kScratch));
  }
  if (!cleared) return steps;
  const RollAndClearState::Cleared& line = a.last_cleared();
  const Action cleared_line = line.row >= 0 ? kClearRow + line.row : kClearColumn + line.column;
  steps.push_back(Step{kClearStep, bot ? kBotClearSeconds : kOwnClearSeconds,
                       name(player) + " clears " + line_name(cleared_line) +
                           (round_ended ? ", the last cards" : ", and the turn is over")}
                      .sounding(Sound::kLineClear, !bot));
  if (round_ended)
    steps.push_back(
        Step{kRoundEndStep, Follower::kRoundEndSeconds, round_end_text(b, player)});  // the emptied grid, empty
  return steps;
}

// Said while the emptied grid shows empty (and held there before the summary).
std::string RollAndClearTable::round_end_text(const RollAndClearState& b, int player) const {
  const std::string round = "round " + std::to_string(b.rounds_completed() + 1) + " is over";
  if (b.solitaire())
    return name(player) + "'s grid is empty after " + plural(b.turns()[player], "turn", "turns") + ": " + round;
  return name(player) + "'s grid is empty: " + round;
}

std::string RollAndClearTable::status_text(const Moment& m) const {
  const RollAndClearState& s = *m.table;
  const std::string& who = name(m.turn);
  if (m.round_over) return "Round over";
  if (m.human_roll)
    return s.rolls_made() > 0 ? who + ": no card matched, roll again"
                              : who + ": Roll (" + plural(s.dice_to_roll(), "die", "dice") + ")";
  if (m.placing && placement_ends_turn()) return who + ": every die is placed, End turn ends the turn";
  if (m.placing && placement_fills_line()) {
    const RollAndClearState& live = state();
    const std::size_t full = full_lines(live.grid(live.turn_player()), live.locked() | selection_.staged_mask()).size();
    return who +
           (full > 1 ? ": lines are full, clear one to end the turn" : ": a line is full, clearing it ends the turn");
  }
  if (m.placing) return who + ": put dice on matching cards";
  if (m.choosing_line) return who + ": several lines are full, pick one";
  // A roll that matched nothing is still the roll on the table, not the next one.
  const bool next_roll = s.phase() == Phase::kRolling && !m.no_match;
  const int roll = std::min(m.rolls_made + (next_roll ? 1 : 0), core::kRollsPerTurn);
  return who + "'s turn · roll " + std::to_string(std::max(1, roll)) + " of " + std::to_string(core::kRollsPerTurn);
}

}  // namespace allclear::web::roll_and_clear
