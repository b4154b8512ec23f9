// Roll and Clear (rules: shared/rules/roll-and-clear.txt, read with DECISIONS.md).
// Each player has 12 cards (ace = 1 to 6) in a grid 4 across and 3 down. On a turn they roll
// up to three times, as many dice as their longest row has cards, and lock rolled dice on
// cards of the same value; when every card of a row or a column holds a die, that line is
// cleared, the grid closes up and the turn ends. The round ends the moment a grid is empty;
// the others score the values left in their grids. Five rounds; the lowest total wins.
// Solitaire: one player, whose round score is the number of turns taken to clear the grid.
//
// Actions:
//   dealing (chance): the card drawn for the next place of the grid being dealt (row by row,
//     players in seat order): id deck * 24 + suit * 6 + value - 1;
//   rolling (chance): one die's value, 1 to 6, one die at a time;
//   placing (the player whose turn it is): a grid place 0..11 (row * columns + column) to put
//     an unlocked rolled die of the card's value on it, one die at a time, or kDone to end the
//     placement: then a completed line is cleared, or the unlocked dice are rolled again, or
//     after the third roll the turn ends;
//   choosing a line (when one placement completed several rows or columns): kClearRow + row or
//     kClearColumn + column.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/rule_branches.h"

namespace allclear {

namespace roll_and_clear {

inline constexpr int kStartColumns = 4;
inline constexpr int kStartRows = 3;
inline constexpr int kGridCards = kStartColumns * kStartRows;
inline constexpr int kValues = 6;  // ace (1) to 6
inline constexpr int kSuits = 4;
inline constexpr int kDeckCards = kValues * kSuits;
inline constexpr int kRollsPerTurn = 3;

inline constexpr Action kDone = 100;
inline constexpr Action kClearRow = 200;
inline constexpr Action kClearColumn = 300;

constexpr int card_value(int card) { return card % kValues + 1; }
constexpr int card_suit(int card) { return card / kValues % kSuits; }

std::string value_name(int value);  // "ace", "2", ..., "6"
std::string suit_name(int suit);    // "suns", "moons", "crowns", "arms"
std::string card_name(int card);    // "3 of moons"

// A player's cards, row by row; it stays rectangular as lines are cleared.
struct Grid {
  int rows = 0;
  int columns = 0;
  std::array<int, kGridCards> cards{};  // card ids, the first rows * columns used
  int size() const { return rows * columns; }
  bool empty() const { return size() == 0; }
  int at(int row, int column) const { return cards[row * columns + column]; }
  int value_sum() const;
  void remove_row(int row);
  void remove_column(int column);
};

enum class Phase { kDealing, kRolling, kLocking, kChoosingLine, kGameOver };

// Every outcome a rule of the game decides between (core/rule_branches.h).
enum class Branch {
  kNothingToLock,          // no rolled die fits a free card: nothing to place
  kPlacementEndsByItself,  // the dice placed leave no free die that fits: no Done needed
  kRollAgain,              // no line full: the unlocked dice are rolled again
  kThirdRollUsed,          // no line full after the third roll: the turn passes
  kEveryDieLocked,         // every die on a card, no line full, rolls left: the turn ends
  kRowCleared,             // a full row cleared: the rows below move up
  kColumnCleared,          // a full column cleared: one die fewer from now on
  kSeveralLinesToChoose,   // one placement filled several lines: the player picks one
  kLastCardCleared,        // a grid of one card: its row and its column are one line
  kGridEmptied,            // a grid is empty: the round ends at once
  kSolitaireScoresTurns,   // solitaire: the round scores the turns taken
  kOthersScoreCardsLeft,   // the others score the values left in their grids
  kCount,
};
inline constexpr BranchName<Branch> kBranchNames[] = {
    {Branch::kNothingToLock, "nothing to lock"},
    {Branch::kPlacementEndsByItself, "placement ends by itself"},
    {Branch::kRollAgain, "roll again"},
    {Branch::kThirdRollUsed, "third roll used: turn passes"},
    {Branch::kEveryDieLocked, "every die locked, no line: turn ends"},
    {Branch::kRowCleared, "row cleared"},
    {Branch::kColumnCleared, "column cleared"},
    {Branch::kSeveralLinesToChoose, "several lines full: the player picks"},
    {Branch::kLastCardCleared, "last card cleared"},
    {Branch::kGridEmptied, "grid emptied: round over"},
    {Branch::kSolitaireScoresTurns, "solitaire scores turns"},
    {Branch::kOthersScoreCardsLeft, "others score their cards left"},
};
static_assert(names_every_branch_in_order(kBranchNames));

}  // namespace roll_and_clear

const GameInfo& roll_and_clear_game_info();
std::shared_ptr<const Game> make_roll_and_clear_game(const GameParameters& parameters);

class RollAndClearState : public State {
 public:
  explicit RollAndClearState(std::shared_ptr<const Game> game);

  std::vector<Action> legal_actions() const override;
  void append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const override;
  bool is_legal(Action action) const override;
  int rounds_completed() const override { return static_cast<int>(round_scores_.size()); }
  std::vector<std::vector<int>> round_scores() const override { return round_scores_; }
  // The lowest total wins.
  std::vector<int> winners() const override;
  std::string action_to_string(int player, Action action) const override;
  // Perfect information: every player sees the whole table.
  std::string observation_string(int /*player*/) const override { return to_string(); }
  std::string to_string() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<RollAndClearState>(*this); }

  // The table, for drawing, bots and tests.
  roll_and_clear::Phase phase() const { return phase_; }
  int rounds() const { return rounds_; }
  bool solitaire() const { return num_players() == 1; }
  const roll_and_clear::Grid& grid(int player) const { return grids_[player]; }
  // Whose turn it is (also while their dice are rolled), and how many rolls they have made.
  int turn_player() const { return turn_player_; }
  int rolls_made() const { return rolls_made_; }
  // Dice a roll uses: as many as the longest row has cards (a full row: the grid's columns).
  int dice_for(int player) const { return grids_[player].columns; }
  // Places of the turn player's grid holding a die, as a bit mask.
  std::uint32_t locked() const { return locked_; }
  // Values of the rolled dice not locked yet (sorted), and of the roll under way.
  const std::vector<int>& free_dice() const { return free_dice_; }
  int dice_to_roll() const { return dice_to_roll_; }
  const std::vector<int>& rolling() const { return rolling_; }  // dice already rolled of it
  // Rows and columns whose every card holds a die, as kClearRow + row / kClearColumn + column
  // (while choosing a line: the choices).
  std::vector<Action> complete_lines() const;
  // Turns taken this round by each player (the solitaire score).
  const std::vector<int>& turns() const { return turns_; }
  // The line cleared on the latest clear (row >= 0 or column >= 0) and by whom, for the table.
  struct Cleared {
    int player = -1;
    int row = -1;
    int column = -1;
    std::vector<int> cards;
  };
  const Cleared& last_cleared() const { return last_cleared_; }
  // How the latest round ended (none yet: emptied_by -1): the grids as it left them, the one
  // emptied empty, before the next round's deal replaced them.
  struct RoundEnd {
    int emptied_by = -1;
    std::vector<roll_and_clear::Grid> grids;
  };
  const RoundEnd& last_round_end() const { return last_round_end_; }
  int deck_cards() const { return deck_cards_; }

 protected:
  void do_apply_action(Action action) override;
  int compute_current_player() const override;

 private:
  void start_round();
  void start_turn(int player);
  void after_roll();
  void lock(int place);
  void clear_line(int row, int column);
  void end_turn();
  void finish_round(int emptied_by);
  void finish_placement();
  void roll_again_or_end_turn();
  bool can_lock(int place) const;
  // Skips decisions that are not choices: with no die left to lock, the placement ends.
  void settle();

  int rounds_;
  int deck_cards_;
  roll_and_clear::Phase phase_ = roll_and_clear::Phase::kDealing;
  std::vector<roll_and_clear::Grid> grids_;
  std::uint64_t drawn_ = 0;  // bit per card id dealt this round
  int dealing_player_ = 0;
  int dealt_ = 0;  // cards dealt to dealing_player_
  int turn_player_ = 0;
  int rolls_made_ = 0;
  std::uint32_t locked_ = 0;
  std::vector<int> free_dice_;
  int dice_to_roll_ = 0;
  std::vector<int> rolling_;
  std::vector<int> turns_;
  Cleared last_cleared_;
  RoundEnd last_round_end_;
  std::vector<std::vector<int>> round_scores_;
};

}  // namespace allclear
