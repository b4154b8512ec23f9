// Roll and Clear's rules, one test per rule, each quoting the sentence of roll-and-clear.txt or
// DECISIONS.md it checks. Grids are dealt card by card (chance actions) and dice rolled one by
// one, so every position is reached the way a game reaches it.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/roll_and_clear/roll_and_clear.h"

namespace allclear {
namespace {

using namespace roll_and_clear;

std::unique_ptr<RollAndClearState> new_game(int players, int rounds = 5) {
  std::string error;
  auto game = load_game("roll-and-clear", {{"players", players}, {"rounds", rounds}}, &error);
  EXPECT_TRUE(game) << error;
  std::unique_ptr<State> state = game->new_initial_state();
  return std::unique_ptr<RollAndClearState>(static_cast<RollAndClearState*>(state.release()));
}

// Deals each player's grid, row by row, from the values given (the first card of that value
// still in the deck).
void deal(RollAndClearState& s, const std::vector<std::vector<int>>& grids) {
  for (const std::vector<int>& grid : grids)
    for (int value : grid) {
      ASSERT_EQ(s.phase(), Phase::kDealing);
      bool dealt = false;
      for (Action card : s.legal_actions())
        if (card_value(card) == value) {
          ASSERT_TRUE(s.apply_action(card));
          dealt = true;
          break;
        }
      ASSERT_TRUE(dealt) << "no " << value << " left in the deck";
    }
}

void roll(RollAndClearState& s, const std::vector<int>& dice) {
  ASSERT_EQ(s.phase(), Phase::kRolling);
  ASSERT_EQ(static_cast<int>(dice.size()), s.dice_to_roll());
  for (int d : dice) ASSERT_TRUE(s.apply_action(d)) << s.to_string();
}

void lock(RollAndClearState& s, int place) { ASSERT_TRUE(s.apply_action(place)) << s.to_string(); }

// Locks a die on each place, then ends the placement if it has not ended by itself (no die
// left to lock).
void place(RollAndClearState& s, std::initializer_list<int> places) {
  for (int p : places) ASSERT_NO_FATAL_FAILURE(lock(s, p));
  if (s.phase() == Phase::kLocking) {
    ASSERT_TRUE(s.apply_action(kDone));
  }
}

// The turn player rolls aces and locks nothing until the turn passes.
void pass_turn(RollAndClearState& s) {
  const int player = s.turn_player();
  while (s.turn_player() == player && !s.is_terminal()) {
    if (s.phase() == Phase::kRolling)
      ASSERT_NO_FATAL_FAILURE(roll(s, std::vector<int>(s.dice_to_roll(), 1)));
    else
      ASSERT_TRUE(s.apply_action(kDone));
  }
}

std::vector<int> values(const Grid& g) {
  std::vector<int> v;
  for (int i = 0; i < g.size(); ++i) v.push_back(card_value(g.cards[i]));
  return v;
}

// Two grids that use the whole deck (four of each value), 4 across and 3 down:
//   player 0: 1 2 3 4 / 5 6 1 2 / 3 4 5 6      player 1: 6 5 4 3 / 2 1 6 5 / 4 3 2 1
const std::vector<int> kGrid0 = {1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6};
const std::vector<int> kGrid1 = {6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1};

TEST(RollAndClearSetup, TwelveCardsEachFourAcrossThreeDown) {
  // "Players are dealt a total of 12 cards each ... four cards across and three rows down."
  auto s = new_game(2);
  EXPECT_EQ(s->deck_cards(), 24) << "one deck of ace to 6 in four suits for two players";
  deal(*s, {kGrid0, kGrid1});
  EXPECT_EQ(s->grid(0).rows, 3);
  EXPECT_EQ(s->grid(0).columns, 4);
  EXPECT_EQ(values(s->grid(0)), kGrid0);
  EXPECT_EQ(values(s->grid(1)), kGrid1);
  EXPECT_EQ(s->phase(), Phase::kRolling);
  EXPECT_EQ(s->turn_player(), 0);
  EXPECT_EQ(s->dice_to_roll(), 4) << "The starting player will roll all 4 dice";
}

TEST(RollAndClearSetup, ThreeOrFourPlayersUseTwoDecks) {
  EXPECT_EQ(new_game(3)->deck_cards(), 48);
  EXPECT_EQ(new_game(4)->deck_cards(), 48);
  EXPECT_EQ(new_game(1)->deck_cards(), 24);
}

TEST(RollAndClearLock, ADieOnlyLocksOnAnEqualCard) {
  // "if any dice match the same number as a card on the player's card grid, the player may
  // decide to put any number of rolled dice on top of matching cards of the same number."
  auto s = new_game(2);
  deal(*s, {kGrid0, kGrid1});
  roll(*s, {2, 2, 6, 6});
  ASSERT_EQ(s->phase(), Phase::kLocking);
  // Player 0's 2s are at places 1 and 7, the 6s at 5 and 11.
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{1, 5, 7, 11, kDone}));
  EXPECT_FALSE(s->is_legal(0)) << "an ace";
  lock(*s, 1);
  lock(*s, 7);
  EXPECT_FALSE(s->is_legal(1)) << "one die per card";
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{5, 11, kDone})) << "both 2s are used";
}

TEST(RollAndClearLock, RerollsUseOnlyTheUnlockedDiceAndLocksLastTheTurn) {
  // "This will lock the matching dice to the card for that series of 3 rolls." DECISIONS.md:
  // "later rolls in the turn use only the unlocked dice. Locks end with the turn."
  auto s = new_game(2);
  deal(*s, {kGrid0, kGrid1});
  roll(*s, {1, 1, 6, 6});
  place(*s, {0});
  EXPECT_EQ(s->dice_to_roll(), 3);
  roll(*s, {4, 4, 4});  // matches the 4s at 3 and 9
  place(*s, {3});
  EXPECT_EQ(s->dice_to_roll(), 2);
  roll(*s, {6, 6});
  EXPECT_EQ(s->rolls_made(), 3);
  ASSERT_TRUE(s->apply_action(kDone)) << "after the third roll, done ends the turn";
  EXPECT_EQ(s->turn_player(), 1);
  EXPECT_EQ(s->locked(), 0u);
  EXPECT_EQ(s->dice_to_roll(), 4);
}

TEST(RollAndClearTurn, ARollWithNothingToLockMovesOnByItself) {
  // Not a choice: with no die matching a free card, the next roll (or the next player) comes.
  auto s = new_game(1);
  deal(*s, {{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}});
  roll(*s, {6, 6, 6, 6});
  EXPECT_EQ(s->phase(), Phase::kRolling);
  EXPECT_EQ(s->rolls_made(), 1);
  roll(*s, {5, 5, 5, 5});
  roll(*s, {4, 4, 4, 4});
  EXPECT_EQ(s->turns()[0], 2) << "the third roll ended the turn";
  EXPECT_EQ(s->rolls_made(), 0);
}

TEST(RollAndClearClear, ACompleteColumnOfThreeClearsAndTheTurnEnds) {
  // "If during a player's turn, they match and lock all of the numbers on a vertical or
  // horizontal row. The player must immediately clear that row by removing the cards and
  // collapsing the grid ... their turn is immediately over, and they lose any remaining rolls."
  auto s = new_game(2);
  deal(*s, {kGrid0, kGrid1});
  roll(*s, {1, 5, 3, 6});  // column 1 of player 0 is 1 / 5 / 3
  lock(*s, 0);
  lock(*s, 4);
  lock(*s, 8);
  EXPECT_EQ(s->complete_lines(), std::vector<Action>{kClearColumn + 0});
  ASSERT_TRUE(s->apply_action(kDone)) << "the placement ends";
  EXPECT_EQ(s->grid(0).rows, 3);
  EXPECT_EQ(s->grid(0).columns, 3);
  EXPECT_EQ(values(s->grid(0)), (std::vector<int>{2, 3, 4, 6, 1, 2, 4, 5, 6})) << "the grid closes up";
  EXPECT_EQ(s->last_cleared().column, 0);
  EXPECT_EQ(s->turn_player(), 1) << "the turn is over, with a 6 and two rolls unused";
  EXPECT_EQ(s->rolls_made(), 0);
}

TEST(RollAndClearClear, ACompleteRowOfFourClearsAndTheRowsBelowMoveUp) {
  auto s = new_game(2);
  deal(*s, {kGrid0, kGrid1});
  roll(*s, {5, 6, 1, 2});  // row 2 of player 0 is 5 6 1 2
  for (int place : {4, 5, 6}) lock(*s, place);
  lock(*s, 7);  // the last die: the placement is over by itself
  EXPECT_EQ(s->grid(0).rows, 2);
  EXPECT_EQ(s->grid(0).columns, 4);
  EXPECT_EQ(values(s->grid(0)), (std::vector<int>{1, 2, 3, 4, 3, 4, 5, 6}));
  EXPECT_EQ(s->last_cleared().row, 1);
  EXPECT_EQ(s->turn_player(), 1);
}

TEST(RollAndClearDice, DiceCountFollowsTheLongestRow) {
  // "After clearing rows, in future turns, players can only roll as many dice as the longest
  // row of cards in their grid."
  auto s = new_game(2);
  deal(*s, {kGrid0, kGrid1});
  roll(*s, {1, 5, 3, 6});
  place(*s, {0, 4, 8});  // a column goes: rows are 3 long now
  EXPECT_EQ(s->dice_for(0), 3);
  EXPECT_EQ(s->dice_for(1), 4);
  EXPECT_EQ(s->dice_to_roll(), 4) << "player 1 rolls 4";
  pass_turn(*s);
  EXPECT_EQ(s->turn_player(), 0);
  EXPECT_EQ(s->dice_to_roll(), 3) << "player 0 rolls 3";
}

TEST(RollAndClearDice, ClearingARowKeepsEveryDie) {
  auto s = new_game(2);
  deal(*s, {kGrid0, kGrid1});
  roll(*s, {5, 6, 1, 2});
  place(*s, {4, 5, 6, 7});
  EXPECT_EQ(s->dice_for(0), 4);
}

TEST(RollAndClearClear, OnlyOneClearPerTurn) {
  // "Players can only clear one row per turn." The turn ends with the clear, so dice that
  // would complete a second line are never placed.
  auto s = new_game(1);
  deal(*s, {{2, 2, 2, 2, 1, 3, 5, 5, 4, 6, 6, 6}});
  roll(*s, {2, 2, 2, 2});
  place(*s, {0, 1, 2, 3});  // the row of 2s goes: 1 3 5 5 / 4 6 6 6
  roll(*s, {1, 4, 3, 6});   // enough for the columns 1 / 4 and 3 / 6
  for (int p : {0, 4, 1, 5}) lock(*s, p);
  ASSERT_EQ(s->phase(), Phase::kChoosingLine) << "one placement completed two columns";
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{kClearColumn + 0, kClearColumn + 1}));
  ASSERT_TRUE(s->apply_action(kClearColumn + 1));
  EXPECT_EQ(values(s->grid(0)), (std::vector<int>{1, 5, 5, 4, 6, 6})) << "1 / 4 is still there";
  EXPECT_EQ(s->turns()[0], 3);
  EXPECT_EQ(s->rolls_made(), 0);
  EXPECT_EQ(s->phase(), Phase::kRolling);
}

TEST(RollAndClearClear, OnePlacementCompletingSeveralLinesLetsThePlayerPick) {
  // DECISIONS.md: "if one placement completes two lines, the player picks one". On a grid of
  // one row, every card is also a column of one.
  auto s = new_game(1, 1);
  deal(*s, {{1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6}});
  roll(*s, {1, 5, 3, 6});
  place(*s, {0, 4, 8});  // column 1 (1 / 5 / 3) goes: 2 3 4 / 6 1 2 / 4 5 6
  roll(*s, {2, 6, 4});
  place(*s, {0, 3, 6});  // column 1 again: 3 4 / 1 2 / 5 6
  roll(*s, {1, 2});
  place(*s, {2, 3});  // row 2: 3 4 / 5 6
  roll(*s, {3, 4});
  place(*s, {0, 1});  // row 1: 5 6 is left, one row of two cards
  ASSERT_EQ(values(s->grid(0)), (std::vector<int>{5, 6}));
  roll(*s, {6, 5});
  lock(*s, 0);
  lock(*s, 1);
  ASSERT_EQ(s->phase(), Phase::kChoosingLine);
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{kClearRow + 0, kClearColumn + 0, kClearColumn + 1}));
  ASSERT_TRUE(s->apply_action(kClearRow + 0));
  EXPECT_TRUE(s->is_terminal()) << "the grid is empty: the only round is over";
  EXPECT_EQ(s->round_scores()[0][0], 5) << "five turns";
}

TEST(RollAndClearRound, TheRoundEndsOnAnEmptyGridAndTheOthersScoreTheirCardsLeft) {
  // "Players take turns rolling and clearing rows until one player has completely removed the
  // cards on their grid. At that time, the remaining players total their uncleared cards".
  // DECISIONS.md: "the player who emptied it scores 0".
  auto s = new_game(2, 2);
  deal(*s, {kGrid0, kGrid1});
  // Player 0 clears a row each turn while player 1 locks nothing; the last row of four clears
  // at once (rather than one of its columns of one card).
  for (const std::vector<int>& row : {std::vector<int>{1, 2, 3, 4}, {5, 6, 1, 2}, {3, 4, 5, 6}}) {
    if (s->grid(0).rows == 1) {
      roll(*s, row);
      for (int p : {0, 1, 2, 3}) lock(*s, p);
      ASSERT_TRUE(s->apply_action(kClearRow + 0));
      break;
    }
    roll(*s, row);
    place(*s, {0, 1, 2, 3});
    if (s->rounds_completed() == 0) pass_turn(*s);
  }
  EXPECT_EQ(s->rounds_completed(), 1);
  EXPECT_EQ(s->round_scores()[0], (std::vector<int>{0, 42})) << "1 + 2 + ... + 6, twice";
  EXPECT_EQ(s->phase(), Phase::kDealing) << "the cards are shuffled and dealt again";
  // The table shows the round as it ended (and its summary counts the cards left) while the
  // next round is dealt: the state keeps the grids the round left.
  const RollAndClearState::RoundEnd& end = s->last_round_end();
  EXPECT_EQ(end.emptied_by, 0);
  ASSERT_EQ(end.grids.size(), 2u);
  EXPECT_TRUE(end.grids[0].empty());
  EXPECT_EQ(end.grids[1].size(), 12) << "player 1 locked nothing";
  EXPECT_EQ(end.grids[1].value_sum(), 42);
}

TEST(RollAndClearRound, TheFirstPlayerRotatesEachRound) {
  auto s = new_game(2, 2);
  deal(*s, {kGrid0, kGrid1});
  EXPECT_EQ(s->turn_player(), 0);
  // Play the first round out with whatever comes.
  for (std::uint64_t seed = 1; s->rounds_completed() == 0;) {
    const std::vector<Action> legal = s->legal_actions();
    ASSERT_TRUE(s->apply_action(s->is_chance_node() ? sample_chance(*s, seed) : legal.front()));
  }
  deal(*s, {kGrid0, kGrid1});
  EXPECT_EQ(s->turn_player(), 1);
}

TEST(RollAndClearGame, LowestTotalWins) {
  // "The player with the lowest total of points from all rounds is the winner".
  EXPECT_TRUE(roll_and_clear_game_info().lower_scores_win);
  auto s = new_game(2, 1);
  deal(*s, {kGrid0, kGrid1});
  for (std::uint64_t seed = 3; !s->is_terminal();) {
    const std::vector<Action> legal = s->legal_actions();
    ASSERT_TRUE(s->apply_action(s->is_chance_node() ? sample_chance(*s, seed) : legal.front()));
  }
  const std::vector<int> totals = s->total_scores();
  const int lowest = *std::min_element(totals.begin(), totals.end());
  for (int p : s->winners()) EXPECT_EQ(totals[p], lowest);
  EXPECT_FALSE(s->winners().empty());
}

TEST(RollAndClearSolitaire, TheScoreIsTheTurnsTakenToClear) {
  auto s = new_game(1, 1);
  deal(*s, {{1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6}});
  for (std::uint64_t seed = 5; !s->is_terminal();) {
    const std::vector<Action> legal = s->legal_actions();
    ASSERT_TRUE(s->apply_action(s->is_chance_node() ? sample_chance(*s, seed) : legal.front()));
  }
  EXPECT_EQ(s->round_scores()[0][0], s->turns()[0]);
  EXPECT_GE(s->turns()[0], 3) << "one line a turn, and three rows at the least";
}

}  // namespace
}  // namespace allclear
