// Bingo Battle by Martin Willett (rules: shared/rules/bingo-battle.txt, read with DECISIONS.md).
// Twenty tiles make a board, one column per suit and one row per rank (ace..5). Each turn the
// roller throws the four suited dice: a die showing a rank puts a coin from the kitty on its
// square, a null clears its column of unlocked coins. The third coin on a stack locks it
// under one of the roller's pawns; a locked stack is claimed by its owner (rolling it, or
// locking another stack) or stolen by the opponent (rolling it). First to 4 claims wins;
// solitaire counts claims (4 scoring tiles, 16 at most).
//
// Actions:
//   rolling (chance): one die's face (0 null, 1 ace, 2-5), dice in suit order (suns, moons,
//     crowns, arms), one chance node per die;
//   placing (the roller, only when the kitty holds fewer coins than the dice ask for): the
//     squares that get the kitty's last coins, as a 20-bit mask (bit = square);
//   locking (the roller, only when more stacks reach 3 coins than the roller has free
//     pawns): the stacks that get the pawns, as a 20-bit mask.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/rule_branches.h"

namespace allclear {

namespace bingo {

inline constexpr int kSuits = 4;  // the board's columns: suns, moons, crowns, arms
inline constexpr int kRows = 5;   // ace, 2, 3, 4, 5
inline constexpr int kSquares = kSuits * kRows;
inline constexpr int kDice = 4;   // one die per suit
inline constexpr int kFaces = 6;  // null, ace, 2, 3, 4, 5
inline constexpr int kCoins = 24;
inline constexpr int kStackLimit = 3;  // the third coin locks a stack
inline constexpr int kPawnsPerPlayer = 2;
inline constexpr int kSolitairePawns = 4;
inline constexpr int kClaimsPerTile = 4;   // two players: first to fill one tile wins
inline constexpr int kSolitaireTiles = 4;  // solitaire: four tiles, 16 claims at most
inline constexpr int kNobody = -1;

enum Face : int { kNull = 0, kAce = 1 };  // 2..5 are themselves

// Square of a die's suit and a rank 1..5: rows top to bottom ace..5, columns by suit.
constexpr int square_of(int suit, int rank) { return (rank - 1) * kSuits + suit; }
constexpr int square_suit(int square) { return square % kSuits; }
constexpr int square_rank(int square) { return square / kSuits + 1; }

using SquareMask = std::uint32_t;  // bit = square

std::string face_name(int face);      // "null", "ace", "2", ...
std::string suit_name(int suit);      // "suns", "moons", "crowns", "arms"
std::string square_name(int square);  // "ace of suns", "3 of arms"

// The coins on one square and whose pawn locks them (kNobody: unlocked).
struct Stack {
  int coins = 0;
  int owner = kNobody;
  bool locked() const { return owner != kNobody; }
};

enum class Phase { kRolling, kPlacing, kLocking, kGameOver };

// Every outcome a rule of the game decides between (core/rule_branches.h).
enum class Branch {
  kNullReturnsCoins,                // a null returns its column's unlocked coins to the kitty
  kNullFindsNoCoin,                 // a null on a column with no unlocked coin
  kClaimByRollingIt,                // a die on the roller's own lock: they claim it
  kStealByRollingIt,                // a die on the opponent's lock: the roller steals it
  kWinByARolledClaim,               // that claim fills the tile: the game ends mid-roll
  kStackFull,                       // a die on 3 unlocked coins: no fourth coin
  kCoinPlaced,                      // a die puts a coin from the kitty on its square
  kKittyShortRollerPicks,           // fewer coins than dice want them: the roller picks the squares
  kNoCoinForADie,                   // a die's square gets no coin: the kitty ran out
  kClaimByLocking,                  // a stack reached 3: the roller claims an older lock
  kOlderLockClaimedByADie,          // that older lock was already claimed by a die this roll
  kWinByALockClaim,                 // a claim by locking fills the tile
  kStackLocked,                     // 3 unlocked coins lock under one of the roller's pawns
  kStackLeftFromBeforeLocks,        // a stack left unlocked on an earlier roll locks now
  kPawnsShortRollerPicks,           // more stacks reached 3 than pawns are free: the roller picks
  kStackLeftUnlocked,               // no pawn for a stack of 3: it stays unlocked
  kEmptyKittyRollChangesSomething,  // the kitty was empty but the roll moved a coin or pawn
  kDeadRoll,                        // the kitty was empty and the roll changed nothing: game over
  kCount,
};
inline constexpr BranchName<Branch> kBranchNames[] = {
    {Branch::kNullReturnsCoins, "null returns coins"},
    {Branch::kNullFindsNoCoin, "null finds no coin"},
    {Branch::kClaimByRollingIt, "claim by rolling it"},
    {Branch::kStealByRollingIt, "steal by rolling it"},
    {Branch::kWinByARolledClaim, "win by a rolled claim"},
    {Branch::kStackFull, "stack full: no fourth coin"},
    {Branch::kCoinPlaced, "coin placed"},
    {Branch::kKittyShortRollerPicks, "kitty short: the roller picks squares"},
    {Branch::kNoCoinForADie, "no coin for a die"},
    {Branch::kClaimByLocking, "claim by locking another stack"},
    {Branch::kOlderLockClaimedByADie, "older lock already claimed by a die"},
    {Branch::kWinByALockClaim, "win by a claim by locking"},
    {Branch::kStackLocked, "stack locked"},
    {Branch::kStackLeftFromBeforeLocks, "stack left unlocked earlier locks now"},
    {Branch::kPawnsShortRollerPicks, "pawns short: the roller picks stacks"},
    {Branch::kStackLeftUnlocked, "stack left unlocked: no pawn"},
    {Branch::kEmptyKittyRollChangesSomething, "empty kitty, the roll changed something"},
    {Branch::kDeadRoll, "dead roll: game over"},
};
static_assert(names_every_branch_in_order(kBranchNames));

// What happened on a roll, step by step in the order the rules resolve it, so a table can
// show it one event at a time.
enum class EventKind {
  kNullClears,   // a null returned `coins` unlocked coins of its column (`suit`) to the kitty
  kClaim,        // `player` claimed `square` (their own lock) by rolling it
  kSteal,        // `player` stole `square` (the opponent's lock) by rolling it
  kPlace,        // a die put a coin from the kitty on `square`
  kStackFull,    // a die's square already held 3 unlocked coins: nothing placed
  kKittyEmpty,   // no coin was left for this die's square
  kClaimByLock,  // `player` claimed their older lock on `square` because a new stack reached 3
  kLock,         // `player` locked the 3 coins on `square` with a pawn
  kNoPawn,       // `square` reached 3 coins but the roller had no free pawn for it
  kWin,          // `player` filled their scoring tiles: the game is over
  kDeadRoll,     // the kitty was empty and the roll changed nothing: the game is over
};
struct Event {
  EventKind kind;
  int suit = -1;    // the die (or column) involved, -1 for none
  int square = -1;  // the square involved, -1 for none
  int player = kNobody;
  int coins = 0;  // kNullClears: coins returned
};

}  // namespace bingo

const GameInfo& bingo_game_info();
std::shared_ptr<const Game> make_bingo_game(const GameParameters& parameters);

class BingoState : public State {
 public:
  explicit BingoState(std::shared_ptr<const Game> game);

  std::vector<Action> legal_actions() const override;
  void append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const override;
  bool is_legal(Action action) const override;
  // The whole game is one round: scores are claims, known once the game is over.
  int rounds_completed() const override { return phase_ == bingo::Phase::kGameOver ? 1 : 0; }
  std::vector<std::vector<int>> round_scores() const override;
  std::vector<int> winners() const override;
  std::string action_to_string(int player, Action action) const override;
  // Perfect information: every player sees the whole table.
  std::string observation_string(int /*player*/) const override { return to_string(); }
  std::string to_string() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<BingoState>(*this); }

  // The table, for drawing, bots and tests.
  bingo::Phase phase() const { return phase_; }
  bool solitaire() const { return num_players() == 1; }
  const bingo::Stack& stack(int square) const { return board_[square]; }
  int kitty() const { return kitty_; }
  int claims(int player) const { return claims_[player]; }
  // Claims that end the game: 4, or 16 in solitaire.
  int claims_to_win() const {
    return solitaire() ? bingo::kClaimsPerTile * bingo::kSolitaireTiles : bingo::kClaimsPerTile;
  }
  int free_pawns(int player) const;
  // Pawns each player has (the same for everyone): 2, or 4 in solitaire.
  int pawns() const { return solitaire() ? bingo::kSolitairePawns : bingo::kPawnsPerPlayer; }
  int roller() const { return roller_; }
  int rolls() const { return rolls_; }
  // The dice of the roll under way or, between rolls, of the latest roll (empty before the
  // first): faces in suit order.
  const std::vector<int>& dice() const { return dice_; }
  // What the latest roll did, in order (also while a choice of the roller is pending).
  const std::vector<bingo::Event>& events() const { return events_; }
  // While placing: the squares waiting for a coin (choose `kitty()` of them). While locking:
  // the stacks of 3 unlocked coins (choose `free_pawns(roller())` of them).
  bingo::SquareMask candidates() const { return candidates_; }
  int choose_count() const;

 protected:
  void do_apply_action(Action action) override;
  int compute_current_player() const override;

 private:
  void resolve_roll();
  void place(bingo::SquareMask wanting, bingo::SquareMask chosen);
  void after_placing();
  void lock(bingo::SquareMask full, bingo::SquareMask chosen);
  void claim(int square, bingo::EventKind kind);
  void end_roll();
  bool won() const { return claims_[roller_] >= claims_to_win(); }
  void finish(bingo::EventKind reason);

  bingo::Phase phase_ = bingo::Phase::kRolling;
  std::array<bingo::Stack, bingo::kSquares> board_{};
  int kitty_ = bingo::kCoins;
  std::vector<int> claims_;
  int roller_ = 0;
  int rolls_ = 0;
  std::vector<int> dice_;
  std::vector<bingo::Event> events_;
  bingo::SquareMask candidates_ = 0;
  bingo::SquareMask placed_this_roll_ = 0;  // stacks that got a coin on this roll
  bingo::SquareMask older_locks_ = 0;       // the roller's locks from before this roll
  bool changed_ = false;                    // the roll moved a coin or a pawn
  bool kitty_was_empty_ = false;            // the roll began with an empty kitty
};

}  // namespace allclear
