// Clear! by David Hassell (rules: shared/rules/clear.txt, read with DECISIONS.md).
// Every player has a 6 x 4 card of 24 piecepack coins; all players act on the same roll of
// four dice, removing one matching Line of 4 (a Four, +2) or Line of 3, or scratching when
// they have none. A card with no 3 coins left on any row, column or diagonal is Clear.
//
// Actions:
//   dealing (chance): the coin id (suit * 6 + rank) drawn for the next square of the card
//     being laid, left-to-right, top-to-bottom, players in seat order;
//   rolling (chance): one die's face (0 null, 1 ace, 2-5), one die at a time: 4 dice, or 2 in
//     a Scratch-Off (small chance nodes keep sampling cheap);
//   choosing (a player): the removed Line as a 24-bit mask of squares (bit = row * 6 + column).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/rule_branches.h"

namespace allclear {

namespace clear {

inline constexpr int kColumns = 6;
inline constexpr int kRows = 4;
inline constexpr int kSquares = kColumns * kRows;
inline constexpr int kSuits = 4;
inline constexpr int kRanks = 6;  // null, ace, 2, 3, 4, 5
inline constexpr int kCoins = kSuits * kRanks;
inline constexpr int kFourPoints = 2;
inline constexpr int kScratchRoundsForScratchOff = 3;
inline constexpr int kClearBase = 10;  // Condition A and B score 10 - coins left

enum Rank : int { kNull = 0, kAce = 1 };  // 2..5 are themselves
enum Suit : int { kSuns = 0, kMoons = 1, kCrowns = 2, kArms = 3 };

constexpr int coin_rank(int coin) { return coin % kRanks; }
constexpr int coin_suit(int coin) { return coin / kRanks; }
constexpr int square_of(int row, int column) { return row * kColumns + column; }

using SquareMask = std::uint32_t;  // bit = square index
inline constexpr int kEmpty = -1;

std::string rank_name(int rank);      // "null", "ace", "2", ...
std::string rank_symbol(int rank);    // "-", "A", "2", ...
std::string suit_name(int suit);      // "suns", ...
std::string square_name(int square);  // "a1" (column letter, row number from the top)

// Every row, column and diagonal with at least 2 squares, each as squares in order.
const std::vector<std::vector<int>>& geometric_lines();
// The same lines as masks of squares.
const std::vector<SquareMask>& geometric_line_masks();

// A card: the coin on each square, or kEmpty.
struct Card {
  std::array<int, kSquares> squares;
  SquareMask occupied() const;
  int coins_left() const;
  // No row, column or diagonal holds 3 or more coins.
  bool is_clear() const;
};

// Lines of `length` (2, 3 or 4) on `card` whose ranks match `dice` as the rules say: a Line
// of 4 (or 2) uses every die, a Line of 3 any three different dice. Sorted, unique masks.
std::vector<SquareMask> matching_lines(const Card& card, const std::vector<int>& dice, int length);
// Every Line the player may remove for this roll: Lines of 4 and 3, or of 2 in a Scratch-Off.
std::vector<SquareMask> removable_lines(const Card& card, const std::vector<int>& dice);
void find_removable_lines(const Card& card, const std::vector<int>& dice, std::vector<SquareMask>* found);

enum class Phase { kDealing, kRolling, kChoosing, kGameOver };

// Every outcome a rule of the game decides between (core/rule_branches.h).
enum class Branch {
  kScratch,                  // no Line matches a player's card: they scratch
  kLineOf3Removed,           // a Line of 3 removed
  kFourRemoved,              // a Line of 4 removed: +2
  kLineOf2Removed,           // a Line of 2 removed in a Scratch-Off
  kCardCleared,              // the removal left the card Clear
  kFourCleared,              // a Four that clears: +2 and the clear
  kConditionA,               // someone cleared: the round ends under Condition A
  kConditionAInAScratchOff,  // ... on a Scratch-Off's Line of 2
  kScratchRound,             // everyone scratched: the counter goes up
  kScratchOffStarts,         // the third Scratch Round in a row: two dice, Lines of 2
  kCounterResetByARemoval,   // a removal after one or two Scratch Rounds empties the counter
  kScratchOffPlaysOn,        // a Line of 2 removed, nobody clear: four dice again
  kConditionB,               // everyone scratched in the Scratch-Off
  kSingleClearerBonus,       // one clearer among several adds the fullest other card's coins
  kBonusCardsTied,           // two or more other cards are fullest: the first seat's counts
  kSeveralClearersNoBonus,   // two or more cleared on the same roll: no bonus
  kClearAloneNoBonus,        // one player at the table: no other card to count
  kConditionBScores,         // under Condition B, a card below 10 coins scores 10 - coins
  kConditionBScoresNothing,  // ... and a card of 10 coins or more scores nothing
  kCount,
};
inline constexpr BranchName<Branch> kBranchNames[] = {
    {Branch::kScratch, "scratch"},
    {Branch::kLineOf3Removed, "Line of 3 removed"},
    {Branch::kFourRemoved, "Four removed"},
    {Branch::kLineOf2Removed, "Line of 2 removed"},
    {Branch::kCardCleared, "card cleared"},
    {Branch::kFourCleared, "a Four clears the card"},
    {Branch::kConditionA, "Condition A"},
    {Branch::kConditionAInAScratchOff, "Condition A in a Scratch-Off"},
    {Branch::kScratchRound, "Scratch Round"},
    {Branch::kScratchOffStarts, "Scratch-Off starts"},
    {Branch::kCounterResetByARemoval, "scratch counter reset by a removal"},
    {Branch::kScratchOffPlaysOn, "Scratch-Off plays on"},
    {Branch::kConditionB, "Condition B"},
    {Branch::kSingleClearerBonus, "single clearer's bonus"},
    {Branch::kBonusCardsTied, "bonus: fullest cards tied"},
    {Branch::kSeveralClearersNoBonus, "several clearers: no bonus"},
    {Branch::kClearAloneNoBonus, "clear alone at the table: no bonus"},
    {Branch::kConditionBScores, "Condition B: below 10 coins scores"},
    {Branch::kConditionBScoresNothing, "Condition B: 10 coins or more scores nothing"},
};
static_assert(names_every_branch_in_order(kBranchNames));

// What a player did on the latest roll.
enum class Outcome { kWaiting, kScratch, kLine, kFour, kClear };
struct PlayerRoll {
  Outcome outcome = Outcome::kWaiting;
  SquareMask removed = 0;
  bool four = false;     // removed a Line of 4 (+2)
  bool cleared = false;  // card is Clear after the removal
};

enum class Condition { kA, kB };
struct PlayerRoundScore {
  int fours = 0;        // points from Fours
  int clear = 0;        // Condition A: 10 - coins left, for a player who cleared
  int bonus = 0;        // Condition A: the single clearer's coins on the fullest other card
  int scratch_off = 0;  // Condition B: 10 - coins left, for fewer than 10 coins
  int coins_left = 0;
  bool cleared = false;
  int total() const { return fours + clear + bonus + scratch_off; }
};
struct RoundResult {
  Condition condition = Condition::kA;
  int bonus_from = -1;  // whose card the single clearer's bonus counted, or -1
  std::vector<PlayerRoundScore> players;
  // The table as the round ended (the state itself moves on to the next deal).
  std::vector<Card> cards;
  std::vector<int> dice;
  std::vector<PlayerRoll> last_roll;
};

// Scores a finished round. Condition A: each clearer scores 10 - coins left, and a single
// clearer among several players adds the coin count of the fullest other card. Condition B:
// each player with fewer than 10 coins scores 10 - coins left. Fours count either way.
RoundResult score_round(Condition condition, const std::vector<int>& coins_left, const std::vector<bool>& cleared,
                        const std::vector<int>& four_points);

}  // namespace clear

const GameInfo& clear_game_info();
std::shared_ptr<const Game> make_clear_game(const GameParameters& parameters);

class ClearState : public State {
 public:
  explicit ClearState(std::shared_ptr<const Game> game);

  std::vector<Action> legal_actions() const override;
  void append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const override;
  bool is_legal(Action action) const override;
  int rounds_completed() const override { return static_cast<int>(results_.size()); }
  std::vector<std::vector<int>> round_scores() const override;
  std::vector<int> winners() const override;
  std::string action_to_string(int player, Action action) const override;
  // Perfect information: every player sees the whole table.
  std::string observation_string(int /*player*/) const override { return to_string(); }
  std::string to_string() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<ClearState>(*this); }

  // The table, for drawing, bots and tests.
  clear::Phase phase() const { return phase_; }
  int rounds() const { return rounds_; }
  const clear::Card& card(int player) const { return cards_[player]; }
  int roller() const { return roller_; }
  bool scratch_off() const { return scratch_off_; }       // the current/last roll is a Scratch-Off
  int scratch_rounds() const { return scratch_rounds_; }  // consecutive Scratch Rounds so far
  // The latest complete roll (empty before the round's first), and how many dice a roll has now.
  const std::vector<int>& dice() const { return dice_; }
  int dice_count() const { return scratch_off_ ? 2 : 4; }
  // Dice already rolled of the roll under way.
  const std::vector<int>& rolling() const { return rolling_; }
  const std::vector<clear::PlayerRoll>& last_roll() const { return last_roll_; }
  // Points from Fours so far in the round being played.
  const std::vector<int>& round_fours() const { return round_fours_; }
  const std::vector<clear::RoundResult>& results() const { return results_; }
  int dealing_player() const { return dealing_player_; }
  int dealt_squares() const { return dealt_squares_; }
  int rolls_this_round() const { return rolls_this_round_; }

 protected:
  void do_apply_action(Action action) override;
  int compute_current_player() const override;

 private:
  void start_round();
  void after_roll();
  void advance_chooser(int from);
  void resolve_roll();
  void finish_round(clear::Condition condition);

  int rounds_;
  clear::Phase phase_ = clear::Phase::kDealing;
  std::vector<clear::Card> cards_;
  std::vector<std::uint32_t> drawn_;  // per player: bit per coin already on the card
  int dealing_player_ = 0;
  int dealt_squares_ = 0;
  int roller_ = 0;
  int round_first_roller_ = 0;
  bool scratch_off_ = false;
  int scratch_rounds_ = 0;
  int rolls_this_round_ = 0;
  std::vector<int> dice_;
  std::vector<int> rolling_;
  std::vector<clear::PlayerRoll> last_roll_;
  std::vector<std::vector<clear::SquareMask>> choices_;  // per player, for the latest roll
  int chooser_ = -1;
  std::vector<int> round_fours_;
  std::vector<clear::RoundResult> results_;
};

}  // namespace allclear
