#include "core/roll_and_clear/roll_and_clear.h"
#include "core/roll_and_clear/roll_and_clear_bot.h"

#include <algorithm>
#include <bit>

namespace allclear {

namespace roll_and_clear {

std::string value_name(int value) {
  if (value == 1) return "ace";
  return value >= 2 && value <= kValues ? std::to_string(value) : "?";
}

std::string suit_name(int suit) {
  static const char* const kNames[kSuits] = {"suns", "moons", "crowns", "arms"};
  return suit >= 0 && suit < kSuits ? kNames[suit] : "?";
}

std::string card_name(int card) {
  std::string name = value_name(card_value(card));
  name += " of ";
  name += suit_name(card_suit(card));
  return name;
}

int Grid::value_sum() const {
  int sum = 0;
  for (int i = 0; i < size(); ++i) sum += card_value(cards[i]);
  return sum;
}

void Grid::remove_row(int row) {
  // Rows are stored one after another, so the rows below simply move up.
  std::copy(cards.begin() + (row + 1) * columns, cards.begin() + size(), cards.begin() + row * columns);
  --rows;
  if (rows == 0) columns = 0;
}

void Grid::remove_column(int column) {
  int kept = 0;
  for (int i = 0; i < size(); ++i)
    if (i % columns != column) cards[kept++] = cards[i];
  --columns;
  if (columns == 0) rows = 0;
}

}  // namespace roll_and_clear

using namespace roll_and_clear;

namespace {

class RollAndClearGame : public Game {
 public:
  explicit RollAndClearGame(const GameParameters& parameters) : Game(parameters) {}
  const GameInfo& info() const override { return roll_and_clear_game_info(); }
  std::unique_ptr<State> new_initial_state() const override {
    return std::make_unique<RollAndClearState>(shared_from_this());
  }
  const BotPolicy& bot_policy() const override { return roll_and_clear::bot_policy(); }
};

}  // namespace

const GameInfo& roll_and_clear_game_info() {
  static const GameInfo info{
      "roll-and-clear",
      "Roll and Clear",
      {{"players", 2, 1, 4, "players (1 is solitaire: the score is turns taken)"},
       {"rounds", 5, 1, 15, "rounds in a game"}},
      /*lower_scores_win=*/true,
  };
  return info;
}

std::shared_ptr<const Game> make_roll_and_clear_game(const GameParameters& parameters) {
  return std::make_shared<RollAndClearGame>(parameters);
}

RollAndClearState::RollAndClearState(std::shared_ptr<const Game> game)
    : State(std::move(game)),
      rounds_(this->game().parameter("rounds")),
      // One deck for one or two players, two decks for three or four (DECISIONS.md).
      deck_cards_(num_players() <= 2 ? kDeckCards : 2 * kDeckCards) {
  start_round();
}

void RollAndClearState::start_round() {
  grids_.assign(num_players(), Grid{kStartRows, kStartColumns, {}});
  drawn_ = 0;
  dealing_player_ = 0;
  dealt_ = 0;
  turns_.assign(num_players(), 0);
  locked_ = 0;
  free_dice_.clear();
  rolling_.clear();
  phase_ = Phase::kDealing;
}

void RollAndClearState::start_turn(int player) {
  turn_player_ = player;
  ++turns_[player];
  rolls_made_ = 0;
  locked_ = 0;
  free_dice_.clear();
  rolling_.clear();
  dice_to_roll_ = dice_for(player);
  phase_ = Phase::kRolling;
}

int RollAndClearState::compute_current_player() const {
  switch (phase_) {
    case Phase::kDealing:
    case Phase::kRolling: return kChancePlayer;
    case Phase::kLocking:
    case Phase::kChoosingLine: return turn_player_;
    case Phase::kGameOver: return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

void RollAndClearState::append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const {
  if (phase_ == Phase::kDealing) {
    for (int card = 0; card < deck_cards_; ++card)
      if (!(drawn_ >> card & 1)) outcomes->push_back({card, 1});
  } else if (phase_ == Phase::kRolling) {
    for (int value = 1; value <= kValues; ++value) outcomes->push_back({value, 1});
  }
}

bool RollAndClearState::can_lock(int place) const {
  const Grid& g = grids_[turn_player_];
  if (place < 0 || place >= g.size() || (locked_ >> place & 1)) return false;
  return std::find(free_dice_.begin(), free_dice_.end(), card_value(g.cards[place])) != free_dice_.end();
}

std::vector<Action> RollAndClearState::legal_actions() const {
  std::vector<Action> actions;
  switch (phase_) {
    case Phase::kDealing:
    case Phase::kRolling: {
      std::vector<ChanceOutcome> outcomes;
      append_chance_outcomes(&outcomes);
      for (const ChanceOutcome& o : outcomes) actions.push_back(o.action);
      break;
    }
    case Phase::kLocking:
      for (int place = 0; place < grids_[turn_player_].size(); ++place)
        if (can_lock(place)) actions.push_back(place);
      actions.push_back(kDone);
      break;
    case Phase::kChoosingLine: actions = complete_lines(); break;
    case Phase::kGameOver: break;
  }
  return actions;
}

bool RollAndClearState::is_legal(Action action) const {
  switch (phase_) {
    case Phase::kDealing: return action >= 0 && action < deck_cards_ && !(drawn_ >> action & 1);
    case Phase::kRolling: return action >= 1 && action <= kValues;
    case Phase::kLocking: return action == kDone || can_lock(action);
    case Phase::kChoosingLine: {
      const std::vector<Action> lines = complete_lines();
      return std::find(lines.begin(), lines.end(), action) != lines.end();
    }
    case Phase::kGameOver: return false;
  }
  return false;
}

void RollAndClearState::do_apply_action(Action action) {
  switch (phase_) {
    case Phase::kDealing: {
      drawn_ |= std::uint64_t{1} << action;
      grids_[dealing_player_].cards[dealt_++] = action;
      if (dealt_ == kGridCards) {
        dealt_ = 0;
        if (++dealing_player_ == num_players()) start_turn(rounds_completed() % num_players());
      }
      return;
    }
    case Phase::kRolling:
      rolling_.push_back(action);
      if (static_cast<int>(rolling_.size()) == dice_to_roll_) after_roll();
      return;
    case Phase::kLocking:
      if (action == kDone)
        finish_placement();
      else
        lock(action);
      return;
    case Phase::kChoosingLine:
      if (action >= kClearColumn)
        clear_line(-1, action - kClearColumn);
      else
        clear_line(action - kClearRow, -1);
      return;
    case Phase::kGameOver: return;
  }
}

void RollAndClearState::after_roll() {
  // Every unlocked die was rolled again: these are now the dice free to lock.
  free_dice_ = rolling_;
  std::sort(free_dice_.begin(), free_dice_.end());
  rolling_.clear();
  ++rolls_made_;
  phase_ = Phase::kLocking;
  settle();
}

void RollAndClearState::settle() {
  for (int place = 0; place < grids_[turn_player_].size(); ++place)
    if (can_lock(place)) return;
  // Every die rolled still free: the roll fitted no card.
  const bool nothing_placed = static_cast<int>(free_dice_.size()) == dice_to_roll_;
  count_branch(nothing_placed ? Branch::kNothingToLock : Branch::kPlacementEndsByItself);
  finish_placement();
}

std::vector<Action> RollAndClearState::complete_lines() const {
  std::vector<Action> lines;
  if (phase_ != Phase::kLocking && phase_ != Phase::kChoosingLine) return lines;
  const Grid& g = grids_[turn_player_];
  for (int r = 0; r < g.rows; ++r) {
    bool full = true;
    for (int c = 0; c < g.columns; ++c) full &= (locked_ >> (r * g.columns + c) & 1) != 0;
    if (full) lines.push_back(kClearRow + r);
  }
  // On a grid of one card its row and its column are the same line.
  if (g.size() == 1) return lines;
  for (int c = 0; c < g.columns; ++c) {
    bool full = true;
    for (int r = 0; r < g.rows; ++r) full &= (locked_ >> (r * g.columns + c) & 1) != 0;
    if (full) lines.push_back(kClearColumn + c);
  }
  return lines;
}

// A completed line is cleared at once (the player picks when the placement completed several);
// otherwise the turn goes on.
void RollAndClearState::finish_placement() {
  const std::vector<Action> lines = complete_lines();
  if (lines.empty()) return roll_again_or_end_turn();
  if (lines.size() > 1) {
    count_branch(Branch::kSeveralLinesToChoose);
    phase_ = Phase::kChoosingLine;
    return;
  }
  if (lines.front() >= kClearColumn)
    clear_line(-1, lines.front() - kClearColumn);
  else
    clear_line(lines.front() - kClearRow, -1);
}

void RollAndClearState::roll_again_or_end_turn() {
  dice_to_roll_ = dice_for(turn_player_) - std::popcount(locked_);
  if (rolls_made_ < kRollsPerTurn && dice_to_roll_ > 0) {
    count_branch(Branch::kRollAgain);
    free_dice_.clear();
    phase_ = Phase::kRolling;
  } else {
    count_branch(rolls_made_ < kRollsPerTurn ? Branch::kEveryDieLocked : Branch::kThirdRollUsed);
    end_turn();
  }
}

void RollAndClearState::lock(int place) {
  const Grid& g = grids_[turn_player_];
  free_dice_.erase(std::find(free_dice_.begin(), free_dice_.end(), card_value(g.cards[place])));
  locked_ |= std::uint32_t{1} << place;
  settle();
}

void RollAndClearState::clear_line(int row, int column) {
  Grid& g = grids_[turn_player_];
  count_branch(g.size() == 1 ? Branch::kLastCardCleared : row >= 0 ? Branch::kRowCleared : Branch::kColumnCleared);
  last_cleared_ = Cleared{turn_player_, row, column, {}};
  for (int i = 0; i < g.size(); ++i)
    if ((row >= 0 && i / g.columns == row) || (column >= 0 && i % g.columns == column))
      last_cleared_.cards.push_back(g.cards[i]);
  if (row >= 0)
    g.remove_row(row);
  else
    g.remove_column(column);
  locked_ = 0;
  free_dice_.clear();
  if (g.empty()) {
    count_branch(Branch::kGridEmptied);
    finish_round(turn_player_);
  } else {
    end_turn();  // one clear a turn, and the turn ends with it
  }
}

void RollAndClearState::end_turn() { start_turn((turn_player_ + 1) % num_players()); }

void RollAndClearState::finish_round(int emptied_by) {
  std::vector<int> scores(num_players(), 0);
  if (solitaire()) {
    count_branch(Branch::kSolitaireScoresTurns);
    scores[0] = turns_[0];
  } else {
    count_branch(Branch::kOthersScoreCardsLeft);
    for (int p = 0; p < num_players(); ++p) scores[p] = p == emptied_by ? 0 : grids_[p].value_sum();
  }
  round_scores_.push_back(scores);
  last_round_end_ = RoundEnd{emptied_by, grids_};
  if (rounds_completed() == rounds_) {
    phase_ = Phase::kGameOver;
    locked_ = 0;
    free_dice_.clear();
    return;
  }
  start_round();
}

std::vector<int> RollAndClearState::winners() const {
  if (phase_ != Phase::kGameOver) return {};
  const std::vector<int> totals = total_scores();
  const int best = *std::min_element(totals.begin(), totals.end());
  std::vector<int> seats;
  for (int p = 0; p < num_players(); ++p)
    if (totals[p] == best) seats.push_back(p);
  return seats;
}

std::string RollAndClearState::action_to_string(int player, Action action) const {
  std::string text;
  if (player == kChancePlayer) {
    if (phase_ == Phase::kDealing) {
      text = card_name(action);
    } else {
      text = "die: ";
      text += value_name(action);
    }
    return text;
  }
  if (action == kDone) {
    text = !complete_lines().empty() ? "clear the line" : rolls_made_ < kRollsPerTurn ? "roll again" : "end the turn";
  } else if (action >= kClearColumn) {
    text = "clear column ";
    text += std::to_string(action - kClearColumn + 1);
  } else if (action >= kClearRow) {
    text = "clear row ";
    text += std::to_string(action - kClearRow + 1);
  } else {
    const Grid& g = grids_[player >= 0 && player < num_players() ? player : 0];
    text = "lock a die on ";
    text += action >= 0 && action < g.size() ? card_name(g.cards[action]) : std::string("?");
  }
  return text;
}

std::string RollAndClearState::to_string() const {
  std::string out = "Roll and Clear, round ";
  out += std::to_string(rounds_completed() + 1);
  out += ", turn of player ";
  out += std::to_string(turn_player_);
  out += ", rolls made ";
  out += std::to_string(rolls_made_);
  out += ", free dice";
  for (int d : free_dice_) {
    out += ' ';
    out += std::to_string(d);
  }
  out += '\n';
  for (int p = 0; p < num_players(); ++p) {
    const Grid& g = grids_[p];
    out += "player ";
    out += std::to_string(p);
    out += '\n';
    for (int r = 0; r < g.rows; ++r) {
      out += ' ';
      for (int c = 0; c < g.columns; ++c) {
        const int place = r * g.columns + c;
        out += ' ';
        out += static_cast<char>('0' + card_value(g.cards[place]));
        out += p == turn_player_ && (locked_ >> place & 1) ? '*' : ' ';
      }
      out += '\n';
    }
  }
  return out;
}

}  // namespace allclear
