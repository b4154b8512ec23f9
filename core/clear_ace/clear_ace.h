// Clear Ace by Richard Dalm (rules: shared/rules/clear-ace.txt, read with DECISIONS.md).
// Two players, a 52-card deck, six piles and a die. Each round both players draw a card from
// the pile the die names and attack with one of their three cards; the higher card takes both
// into the winner's stack, a tie starts a duel. Aces that have been played leave play beside
// the winner's stack. When the piles are gone, the players' aces are staked in a showdown.
// The first game with hidden information: hands, piles and duel leftovers are unseen by the
// opponent, and observation_string(player) shows only what that player may see.
//
// Actions:
//   dealing (chance): the card for the next place, hands first (2 each), then the six piles of 8;
//   rolling (chance): a die, 1 to 6 (the start roll, and each draw while the piles last);
//   playing (a player): a card id from their hand (suit * 13 + rank - 2, ranks 2..14 = ace);
//   showdown dealing (chance): the card of the player's deck dealt next.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/rule_branches.h"

namespace allclear {

namespace clear_ace {

inline constexpr int kCards = 52;
inline constexpr int kPiles = 6;
inline constexpr int kPileCards = 8;
inline constexpr int kStartHand = 2;
inline constexpr int kDuelHand = 2;  // cards kept after a duel
inline constexpr int kShowdownHand = 8;
inline constexpr int kAceRank = 14;
inline constexpr int kKingRank = 13;
inline constexpr int kMaxTurns = 400;  // plays of a card; beyond it the game is stopped

constexpr int card_rank(int card) { return card % 13 + 2; }  // 2..14
constexpr int card_suit(int card) { return card / 13; }
constexpr bool is_ace(int card) { return card_rank(card) == kAceRank; }

std::string card_name(int card);   // "queen of hearts", "2 of clubs"
std::string card_short(int card);  // "QH", "2C", "10D", "AS"

// Who wins when `a` meets `b`: 1 if a, -1 if b, 0 on a tie. In an attack or duel a 2 beats an
// ace; in the showdown a 2 beats a king instead.
int compare(int a, int b, bool showdown);

enum class Phase {
  kDealing,       // chance: the deal
  kStartRoll,     // chance: each player's die for who goes first
  kDrawRoll,      // chance: the drawer's die
  kPlaying,       // a player chooses a card (attack, duel or showdown)
  kShowdownDeal,  // chance: a card of a player's deck into their hand
  kGameOver,
};

// How a finished game ended.
enum class Ending {
  kNone,
  kAllAces,         // the winner holds all four aces (so the loser holds none)
  kNeverWon,        // the piles and hands are used up and the loser never won a round
  kCannotDraw,      // the loser had to draw and had no card
  kShowdownNoCard,  // the loser could not play in the showdown
  kTurnLimit,       // stopped after kMaxTurns plays: more aces wins, equal is a tie
};

// Every outcome a rule of the game decides between (core/rule_branches.h).
enum class Branch {
  kStartRollTied,                 // equal start rolls: both roll again
  kDrawFromNamedPile,             // a draw from the pile the die (or, in a duel, the turn) names
  kDrawPassedRight,               // that pile was empty: the next one to the right that has a card
  kDrawFromOwnStack,              // no pile has a card: from the top of the player's own stack
  kCannotDraw,                    // no card to draw anywhere: the player loses
  kOpeningPlayedFaceUp,           // the last loser opens face up (attack or showdown round)
  kHigherCardWins,                // the higher rank takes the round (or the showdown's stakes)
  kTwoBeatsAce,                   // in an attack or a duel, a 2 beats an ace
  kShowdownTwoBeatsKing,          // in the showdown, a 2 beats a king
  kAttackTiedDuelDraws,           // an attack's tie: the first duel, one card drawn from each pile
  kDuelTiedAgain,                 // a duel's tie: duel again from the hands
  kShowdownTied,                  // a showdown tie: duel from the hands
  kNoCardToAnswer,                // the answering player's hand is empty: the opener wins
  kNoCardForDuel,                 // the duel's first player has no card: they lose the duel
  kDuelDrawnBothHandsEmpty,       // a tie with both hands empty: a drawn round
  kShowdownDrawnBothHandsEmpty,   // the same in the showdown: each takes their stake back
  kDuelKeepsTwoHighest,           // after a duel a hand of more than two puts the rest on the stack
  kAllAcesToTheRoundsWinner,      // the round's winner holds all four aces
  kAllAcesToTheRoundsLoser,       // the round's loser holds all four (they drew them)
  kHandsPlayedOutWithoutDrawing,  // the piles are gone: the hands are played out, no draws
  kNeverWonARoundLoses,           // piles and hands used up, a player never won a round
  kShowdownBegins,                // piles and hands used up, both won a round
  kShowdownDeckShort,             // a deck with fewer than 8 cards deals them all
  kShowdownAllAcesWon,            // the showdown's loser has no ace left
  kShowdownNoCardToDeal,          // a player has no card to deal for the next showdown round
  kNextShowdownRound,             // the showdown repeats
  kTurnLimit,                     // stopped after kMaxTurns plays
  kCount,
};
inline constexpr BranchName<Branch> kBranchNames[] = {
    {Branch::kStartRollTied, "start roll tied"},
    {Branch::kDrawFromNamedPile, "draw from the named pile"},
    {Branch::kDrawPassedRight, "draw passed right from an empty pile"},
    {Branch::kDrawFromOwnStack, "draw from own stack"},
    {Branch::kCannotDraw, "cannot draw: loses"},
    {Branch::kOpeningPlayedFaceUp, "opening card played face up"},
    {Branch::kHigherCardWins, "higher card wins"},
    {Branch::kTwoBeatsAce, "2 beats ace"},
    {Branch::kShowdownTwoBeatsKing, "showdown: 2 beats king"},
    {Branch::kAttackTiedDuelDraws, "attack tied: duel draws from each pile"},
    {Branch::kDuelTiedAgain, "duel tied: again from the hands"},
    {Branch::kShowdownTied, "showdown tied: duel from the hands"},
    {Branch::kNoCardToAnswer, "no card to answer: opener wins"},
    {Branch::kNoCardForDuel, "no card for a duel: loses it"},
    {Branch::kDuelDrawnBothHandsEmpty, "duel drawn, both hands empty"},
    {Branch::kShowdownDrawnBothHandsEmpty, "showdown duel drawn, both hands empty"},
    {Branch::kDuelKeepsTwoHighest, "after a duel the two highest kept"},
    {Branch::kAllAcesToTheRoundsWinner, "all four aces: the round's winner"},
    {Branch::kAllAcesToTheRoundsLoser, "all four aces: the round's loser"},
    {Branch::kHandsPlayedOutWithoutDrawing, "piles gone: hands played out"},
    {Branch::kNeverWonARoundLoses, "never won a round: loses"},
    {Branch::kShowdownBegins, "showdown begins"},
    {Branch::kShowdownDeckShort, "showdown: a deck short of 8 deals all"},
    {Branch::kShowdownAllAcesWon, "showdown: all aces won"},
    {Branch::kShowdownNoCardToDeal, "showdown: no card to deal, loses"},
    {Branch::kNextShowdownRound, "next showdown round"},
    {Branch::kTurnLimit, "turn limit"},
};
static_assert(names_every_branch_in_order(kBranchNames));

// A card on the table this round, face up or not.
struct Play {
  int player;
  int card;
  bool face_up;   // played face up: seen by the opponent before they chose
  bool revealed;  // both cards of its pair are turned over

  // What `viewer` may see of it (-1: nobody's own): the rule the observations, the table and
  // its test hook all follow.
  bool seen_by(int viewer) const { return face_up || revealed || player == viewer; }
};

}  // namespace clear_ace

const GameInfo& clear_ace_game_info();
std::shared_ptr<const Game> make_clear_ace_game(const GameParameters& parameters);

class ClearAceState : public State {
 public:
  explicit ClearAceState(std::shared_ptr<const Game> game);

  std::vector<Action> legal_actions() const override;
  void append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const override;
  bool is_legal(Action action) const override;
  // The whole game is one round; a player's score is the aces they hold at the end.
  int rounds_completed() const override { return phase_ == clear_ace::Phase::kGameOver ? 1 : 0; }
  std::vector<std::vector<int>> round_scores() const override;
  std::vector<int> winners() const override;
  std::string action_to_string(int player, Action action) const override;
  // Only what `player` may see: their hand and deck, both stacks' sizes, the piles' sizes,
  // the aces beside each deck, face-up plays, and the opponent's hidden play as "?".
  std::string observation_string(int player) const override;
  std::string to_string() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<ClearAceState>(*this); }
  // The same position with every card `player` has not seen dealt again at random among the
  // places of unseen cards: what a bot may imagine, never the truth.
  std::unique_ptr<State> resample_hidden(int player, std::uint64_t seed) const override;

  // The table, for drawing, bots and tests.
  clear_ace::Phase phase() const { return phase_; }
  const std::vector<int>& hand(int player) const { return hands_[player]; }
  const std::vector<int>& pile(int index) const { return piles_[index]; }
  const std::vector<int>& stack(int player) const { return stacks_[player]; }
  const std::vector<int>& aces_aside(int player) const { return aces_[player]; }
  int stake(int player) const { return stakes_[player]; }  // the ace staked in the showdown, or -1
  int first_player() const { return first_player_; }
  int last_winner() const { return last_winner_; }  // of the latest attack, duel or showdown play; -1 before
  bool in_duel() const { return in_duel_; }
  // Whether the opening card of this round's attack (or showdown round) is played face up: from
  // the second round (and the second showdown round) on, by the last loser. Duels are face down.
  bool opening_face_up() const { return !in_duel_ && (showdown_ ? !first_showdown_round_ : !first_round_); }
  bool in_showdown() const { return showdown_; }
  // The cards played this round (attack, then duels), in order.
  const std::vector<clear_ace::Play>& table() const { return table_; }
  // The cards of the latest finished round (attack, duels or showdown play), all revealed, for
  // showing who took what once table() has been cleared; last_winner() took them.
  const std::vector<clear_ace::Play>& last_round() const { return last_round_; }
  // The latest round ended in a draw: a duel neither player had a card left for (each card
  // played went back to its owner). last_winner() is then the round's before.
  bool last_round_drawn() const { return last_round_drawn_; }
  int rounds_won(int player) const { return rounds_won_[player]; }
  int aces_held(int player) const;
  int piles_left() const;
  clear_ace::Ending ending() const { return ending_; }
  // Cards `player` has seen (bit per card id).
  std::uint64_t seen(int player) const { return seen_[player]; }
  int turns() const { return turns_; }

 protected:
  void do_apply_action(Action action) override;
  int compute_current_player() const override;

 private:
  void start_round();
  void next_draw();
  // Draws for `player` from the pile `from` (or the next one to the right that has a card),
  // or from their own stack when no pile has one. False if they could not draw.
  bool draw(int player, int from);
  void after_play();
  void resolve();
  void start_duel();
  void end_round(int winner);
  void end_round_drawn();
  void hands_played_out();
  void start_showdown_round();
  void finish(int winner, clear_ace::Ending ending);
  void see(int player, int card) { seen_[player] |= std::uint64_t{1} << card; }
  int opponent(int player) const { return 1 - player; }

  clear_ace::Phase phase_ = clear_ace::Phase::kDealing;
  std::array<std::vector<int>, clear_ace::kPiles> piles_;
  std::array<std::vector<int>, 2> hands_;
  std::array<std::vector<int>, 2> stacks_;  // face down; the top is the back
  std::array<std::vector<int>, 2> aces_;    // played aces, face up beside the winner's stack
  std::array<std::uint64_t, 2> seen_{};
  std::uint64_t dealt_ = 0;
  int deal_index_ = 0;  // places dealt so far: 2 + 2 hand cards, then 6 x 8 pile cards
  std::array<int, 2> start_rolls_{};
  int start_rolled_ = 0;
  int first_player_ = 0;
  int drawer_ = -1;  // whose draw the die is for
  int draws_this_round_ = 0;
  bool first_round_ = true;
  int last_winner_ = -1;
  bool last_round_drawn_ = false;
  bool in_duel_ = false;
  bool showdown_ = false;
  bool first_showdown_round_ = true;
  int to_play_ = -1;          // who chooses next
  int played_this_step_ = 0;  // cards played of the current pair (0, 1, 2)
  std::vector<clear_ace::Play> table_;
  std::vector<clear_ace::Play> last_round_;
  std::array<int, 2> rounds_won_{};
  std::array<int, 2> stakes_{-1, -1};
  int showdown_dealer_ = -1;
  int showdown_dealt_ = 0;
  int turns_ = 0;
  int winner_ = -1;  // -1 with kTurnLimit and equal aces: a tie
  clear_ace::Ending ending_ = clear_ace::Ending::kNone;
};

}  // namespace allclear
