// Pig (tests/games/pig/pig.h), the game only the tests play: its rules as named tests, scripted
// with chosen dice (a roll is a chance action, so a test chooses it like any move). What every
// game owes the interface is checked for Pig too by every_game_test.cc, and its golden records
// by golden_records_test.cc: that Pig passes them is what docs/adding-a-game.md claims.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/bots.h"
#include "core/game.h"
#include "tests/games/pig/pig.h"
#include "tests/games/pig/pig_bot.h"

namespace allclear {
namespace {

using namespace pig;

std::unique_ptr<PigState> new_game(int players = 2, int target = 100) {
  std::string error;
  auto game = load_game("pig", {{"players", players}, {"target", target}}, &error);
  EXPECT_TRUE(game) << error;
  std::unique_ptr<State> state = game->new_initial_state();
  return std::unique_ptr<PigState>(static_cast<PigState*>(state.release()));
}

// The player to act rolls and the die shows `face`.
void roll(PigState& s, int face) {
  ASSERT_TRUE(s.apply_action(kRoll));
  ASSERT_TRUE(s.is_chance_node());
  ASSERT_TRUE(s.apply_action(face));
}

TEST(PigTurn, EveryFaceButOneAddsToTheTurnTotal) {
  auto s = new_game();
  ASSERT_NO_FATAL_FAILURE(roll(*s, 4));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  EXPECT_EQ(s->turn_total(), 10);
  EXPECT_EQ(s->turn_player(), 0);
  EXPECT_EQ(s->banked(0), 0) << "nothing is banked before a hold";
}

TEST(PigTurn, AOneEndsTheTurnWithNothingBanked) {
  auto s = new_game();
  ASSERT_NO_FATAL_FAILURE(roll(*s, 5));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 1));
  EXPECT_EQ(s->turn_total(), 0);
  EXPECT_EQ(s->banked(0), 0);
  EXPECT_EQ(s->turn_player(), 1) << "the turn passes to the left";
  EXPECT_EQ(s->current_player(), 1);
}

TEST(PigTurn, HoldBanksTheTurnTotalAndPassesTheTurn) {
  auto s = new_game(3);
  ASSERT_NO_FATAL_FAILURE(roll(*s, 3));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 2));
  ASSERT_TRUE(s->apply_action(kHold));
  EXPECT_EQ(s->banked(0), 5);
  EXPECT_EQ(s->turn_total(), 0);
  EXPECT_EQ(s->turn_player(), 1);
  // The next player's 1 loses only their own turn.
  ASSERT_NO_FATAL_FAILURE(roll(*s, 1));
  EXPECT_EQ(s->banked(0), 5);
  EXPECT_EQ(s->turn_player(), 2);
}

TEST(PigTurn, HoldIsOfferedOnlyWithATurnTotalToBank) {
  auto s = new_game();
  EXPECT_EQ(s->legal_actions(), std::vector<Action>{kRoll});
  EXPECT_FALSE(s->apply_action(kHold));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 2));
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{kRoll, kHold}));
}

TEST(PigEnd, BankingTheTargetWinsAtOnce) {
  auto s = new_game(2, 10);
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 4));
  EXPECT_FALSE(s->is_terminal()) << "a turn total is not banked until held";
  ASSERT_TRUE(s->apply_action(kHold));
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winners(), std::vector<int>{0});
  EXPECT_EQ(s->round_scores(), (std::vector<std::vector<int>>{{10, 0}}));
  EXPECT_EQ(s->rounds_completed(), 1) << "the whole game is one round";
}

TEST(PigBots, TheRuleOfThumbHoldsAtTwentyOrWhenHoldingWins) {
  auto s = new_game(2, 30);
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  EXPECT_EQ(quick_choice(*s), kRoll) << "18 this turn";
  ASSERT_NO_FATAL_FAILURE(roll(*s, 2));
  EXPECT_EQ(quick_choice(*s), kHold) << "20 this turn";
  ASSERT_TRUE(s->apply_action(kHold));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 1));  // player 1 loses their turn
  ASSERT_NO_FATAL_FAILURE(roll(*s, 5));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 5));
  EXPECT_EQ(quick_choice(*s), kHold) << "20 + 10 reaches the target of 30";
}

TEST(PigBots, TheStrongBotHoldsACertainWinRatherThanRollForMorePoints) {
  // The strong level (core/bots.cc) plays each candidate out and asks the game's BotPolicy what
  // the end is worth. Pig's playout_value is the win: the generic value, points against the
  // table's, rolls on here for a bigger margin. With 20 banked and 10 to go, holding 12 wins.
  auto s = new_game(2, 30);
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 4));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 4));
  ASSERT_TRUE(s->apply_action(kHold));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 1));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  ASSERT_NO_FATAL_FAILURE(roll(*s, 6));
  std::string error;
  EXPECT_EQ(make_bot("strong", 1, &error)->choose(*s), kHold);
}

}  // namespace
}  // namespace allclear
