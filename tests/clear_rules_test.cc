// Clear!'s rules, one test per rule, each quoting the sentence of clear.txt (or
// DECISIONS.md) that it checks.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/clear/clear.h"
#include "core/random.h"
#include "tests/clear_test_util.h"

namespace allclear {
namespace {

using namespace clear;
using testing::card_from;
using testing::dealt_game;
using testing::dice;
using testing::kNoTwoAlike;
using testing::roll;
using testing::squares;

bool has(const std::vector<SquareMask>& lines, SquareMask line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// "if the roll is ace/2/2/5; a player may remove a Line of 4 containing 2/ace/5/2"
TEST(ClearLineOf4, WorkedExampleTwoAceFiveTwoIsValid) {
  const Card card = card_from({"2 A 5 2 . .", ". . . . . .", ". . . . . .", ". . . . . ."});
  EXPECT_EQ(matching_lines(card, dice("A 2 2 5"), 4), std::vector<SquareMask>{squares({"a1", "b1", "c1", "d1"})});
}

// "Examples of invalid combinations include 2/ace/ace/5 (only one ace was rolled)"
TEST(ClearLineOf4, WorkedExampleTwoAceAceFiveIsInvalid) {
  const Card card = card_from({"2 A A 5 . .", ". . . . . .", ". . . . . .", ". . . . . ."});
  EXPECT_TRUE(matching_lines(card, dice("A 2 2 5"), 4).empty());
}

// "and null/2/ace/5 (a null was not rolled)"
TEST(ClearLineOf4, WorkedExampleNullTwoAceFiveIsInvalid) {
  const Card card = card_from({"- 2 A 5 . .", ". . . . . .", ". . . . . .", ". . . . . ."});
  EXPECT_TRUE(matching_lines(card, dice("A 2 2 5"), 4).empty());
}

// "a player may remove a Line of 3 containing 2/ace/5, ace/2/2, 5/2/2"
TEST(ClearLineOf3, WorkedExamplesAreValid) {
  for (const char* row : {"2 A 5 . . .", "A 2 2 . . .", "5 2 2 . . ."}) {
    const Card card = card_from({row, ". . . . . .", ". . . . . .", ". . . . . ."});
    EXPECT_EQ(matching_lines(card, dice("A 2 2 5"), 3), std::vector<SquareMask>{squares({"a1", "b1", "c1"})}) << row;
  }
}

// "each coin corresponds of a different die": three 2s need three 2s rolled.
TEST(ClearLineOf3, EachCoinNeedsItsOwnDie) {
  const Card card = card_from({"2 2 2 . . .", ". . . . . .", ". . . . . .", ". . . . . ."});
  EXPECT_TRUE(matching_lines(card, dice("A 2 2 5"), 3).empty());
}

// "Empty squares do not obstruct a line of coins." (DECISIONS: row A _ _ 2 5 _ holds A 2 5)
TEST(ClearLines, EmptySquaresDoNotBreakALine) {
  const Card card = card_from({"A . . 2 5 .", ". . . . . .", ". . . . . .", ". . . . . ."});
  EXPECT_EQ(matching_lines(card, dice("A 2 2 5"), 3), std::vector<SquareMask>{squares({"a1", "d1", "e1"})});
}

// "x number of consecutive coins": a Line is consecutive coins of the line, so a coin
// between two others cannot be skipped.
TEST(ClearLines, CoinsInBetweenCannotBeSkipped) {
  const Card card = card_from({"A 3 2 5 . .", ". . . . . .", ". . . . . .", ". . . . . ."});
  EXPECT_TRUE(matching_lines(card, dice("A 2 2 5"), 3).empty());
}

// "consecutive coins in a row, column, or diagonal"
TEST(ClearLines, ColumnsAndBothDiagonalsCount) {
  const Card column = card_from({"A . . . . .", "2 . . . . .", ". . . . . .", "5 . . . . ."});
  EXPECT_EQ(matching_lines(column, dice("A 2 2 5"), 3), std::vector<SquareMask>{squares({"a1", "a2", "a4"})});
  const Card down_right = card_from({"A . . . . .", ". 2 . . . .", ". . 5 . . .", ". . . 2 . ."});
  EXPECT_TRUE(has(matching_lines(down_right, dice("A 2 2 5"), 4), squares({"a1", "b2", "c3", "d4"})));
  const Card down_left = card_from({". . . . . 2", ". . . . A .", ". . . 5 . .", ". . . . . ."});
  EXPECT_EQ(matching_lines(down_left, dice("A 2 2 5"), 3), std::vector<SquareMask>{squares({"f1", "e2", "d3"})});
}

TEST(ClearLines, TheCardHasTwentyFourLinesOfTwoOrMore) {
  // 4 rows, 6 columns and 7 diagonals of length 2 or more in each direction.
  EXPECT_EQ(geometric_lines().size(), 24u);
}

// "Clear: A player calls this if his card no longer contains a Line of 3."
TEST(ClearCard, ClearWhenNoLineHoldsThreeCoins) {
  EXPECT_TRUE(card_from({"A . . . 2 .", ". . 3 . . .", ". . . . . 4", "5 . . - . ."}).is_clear());
  // Three coins on a diagonal, far apart, still make a Line of 3.
  EXPECT_FALSE(card_from({"A . . . . .", ". . . . . .", ". . 3 . . .", ". . . 4 . ."}).is_clear());
  EXPECT_FALSE(card_from({"A . . . . 2", ". . . . . 3", ". . . . . .", ". . . . . 4"}).is_clear());
}

// "If a player is able to remove a Line of 4, that player removes the four coins from the
// card and announces Four! The scorekeeper gives 2 points to each player calling Four."
TEST(ClearGame, FourScoresTwoPoints) {
  auto state = dealt_game({kNoTwoAlike});
  ASSERT_TRUE(roll(*state, "- A 2 3"));
  const SquareMask four = squares({"a1", "b1", "c1", "d1"});
  ASSERT_TRUE(state->is_legal(static_cast<Action>(four)));
  ASSERT_TRUE(state->apply_action(static_cast<Action>(four)));
  EXPECT_TRUE(state->last_roll()[0].four);
  EXPECT_EQ(state->round_fours()[0], 2);
  EXPECT_EQ(state->card(0).coins_left(), 20);
}

// "If a player's card contains several Lines of 4 and/or Lines of 3 matching the roll, the
// player may only select one Line to remove." (DECISIONS: a Line of 4 is never forced.)
TEST(ClearGame, PlayerMayChooseALineOf3OverALineOf4) {
  auto state = dealt_game({kNoTwoAlike});
  ASSERT_TRUE(roll(*state, "- A 2 3"));
  const std::vector<Action> legal = state->legal_actions();
  EXPECT_TRUE(std::is_sorted(legal.begin(), legal.end()));
  EXPECT_TRUE(state->is_legal(static_cast<Action>(squares({"a1", "b1", "c1"}))));
  ASSERT_TRUE(state->apply_action(static_cast<Action>(squares({"a1", "b1", "c1"}))));
  EXPECT_EQ(state->round_fours()[0], 0);
  EXPECT_EQ(state->card(0).coins_left(), 21);
}

// "If a player is unable to remove a Line of 3 or a Line of 4, the player calls Scratch!"
// and removal is forced otherwise: there is no action that removes nothing.
TEST(ClearGame, ScratchOnlyWhenNoLineMatches) {
  auto state = dealt_game({kNoTwoAlike, kNoTwoAlike});
  ASSERT_TRUE(roll(*state, "- A 2 3"));
  EXPECT_EQ(state->current_player(), 0);
  for (Action a : state->legal_actions()) EXPECT_GE(std::popcount(static_cast<SquareMask>(a)), 3);
  EXPECT_FALSE(state->is_legal(0));
  // Four equal dice match nothing on these cards: everyone scratches and nobody is asked.
  auto other = dealt_game({kNoTwoAlike, kNoTwoAlike});
  ASSERT_TRUE(roll(*other, "4 4 4 4"));
  EXPECT_TRUE(other->is_chance_node());
  EXPECT_EQ(other->last_roll()[0].outcome, Outcome::kScratch);
  EXPECT_EQ(other->last_roll()[1].outcome, Outcome::kScratch);
  EXPECT_EQ(other->scratch_rounds(), 1);
}

// "If there are 3 pawns on the tile after placing the pawn, the scorekeeper announces a
// Scratch-Off round. ... The person who last rolled then rolls 2 dice"
TEST(ClearGame, ThreeScratchRoundsLeadToAScratchOff) {
  auto state = dealt_game({kNoTwoAlike, kNoTwoAlike});
  for (int i = 0; i < 2; ++i) ASSERT_TRUE(roll(*state, "4 4 4 4"));
  EXPECT_EQ(state->scratch_rounds(), 2);
  EXPECT_FALSE(state->scratch_off());
  const int roller = state->roller();
  ASSERT_TRUE(roll(*state, "4 4 4 4"));
  EXPECT_TRUE(state->scratch_off());
  EXPECT_EQ(state->scratch_rounds(), 0);  // "the scorekeeper removes all pawns"
  EXPECT_EQ(state->roller(), roller);
  EXPECT_EQ(state->dice_count(), 2);
}

// "All pawns are removed from the Scratch Tile if, during a subsequent round, at least one
// player is able to remove a Line of 3 or Line of 4."
TEST(ClearGame, ARemovalResetsTheScratchCounter) {
  auto state = dealt_game({kNoTwoAlike});
  for (int i = 0; i < 2; ++i) ASSERT_TRUE(roll(*state, "4 4 4 4"));
  ASSERT_EQ(state->scratch_rounds(), 2);
  ASSERT_TRUE(roll(*state, "- A 2 3"));
  ASSERT_TRUE(state->apply_action(state->legal_actions().front()));
  EXPECT_EQ(state->scratch_rounds(), 0);
}

// "Each player then searches for a Line of 2 to remove. ... If at least one player can
// remove a Line of 2 and nobody declares Clear, play continues as normal with the next
// roller rolling 4 dice."
TEST(ClearGame, ScratchOffRemovesALineOfTwoThenPlayContinues) {
  auto state = dealt_game({kNoTwoAlike, kNoTwoAlike});
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(roll(*state, "4 4 4 4"));
  const int roller = state->roller();
  ASSERT_TRUE(roll(*state, "- A"));
  for (Action a : state->legal_actions()) EXPECT_EQ(std::popcount(static_cast<SquareMask>(a)), 2);
  EXPECT_TRUE(state->is_legal(static_cast<Action>(squares({"a1", "b1"}))));
  ASSERT_TRUE(state->apply_action(static_cast<Action>(squares({"a1", "b1"}))));
  ASSERT_TRUE(state->apply_action(state->legal_actions().front()));
  EXPECT_FALSE(state->scratch_off());
  EXPECT_EQ(state->roller(), (roller + 1) % 2);
  EXPECT_EQ(state->dice_count(), 4);
  EXPECT_EQ(state->rounds_completed(), 0);
}

// "Once ... the Scratch-Off still results in nobody able to remove coins (Score Condition B),
// the scorekeeper takes scores." Full cards hold 10+ coins, so nobody scores.
TEST(ClearGame, ScratchOffWithEveryoneScratchingEndsTheRoundUnderConditionB) {
  auto state = dealt_game({kNoTwoAlike, kNoTwoAlike});
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(roll(*state, "4 4 4 4"));
  ASSERT_TRUE(roll(*state, "3 3"));
  ASSERT_EQ(state->rounds_completed(), 1);
  EXPECT_EQ(state->results()[0].condition, Condition::kB);
  EXPECT_EQ(state->round_scores()[0], (std::vector<int>{0, 0}));
  // The round keeps its last table for the summary, while the state deals the next one.
  EXPECT_EQ(state->results()[0].dice, testing::dice("3 3"));
  EXPECT_EQ(state->results()[0].cards[1].coins_left(), 24);
  EXPECT_EQ(state->results()[0].last_roll[0].outcome, Outcome::kScratch);
  EXPECT_EQ(state->phase(), Phase::kDealing);
}

// "each player with less than 10 coins remaining on his card scores 10 points minus the
// number of coins remaining on his card."
TEST(ClearScoring, ConditionBScoresTenMinusCoinsBelowTen) {
  const RoundResult r = score_round(Condition::kB, {9, 10, 4}, {false, false, false}, {2, 0, 0});
  EXPECT_EQ(r.players[0].scratch_off, 1);
  EXPECT_EQ(r.players[0].total(), 3);  // Fours are kept
  EXPECT_EQ(r.players[1].total(), 0);
  EXPECT_EQ(r.players[2].total(), 6);
  EXPECT_EQ(r.bonus_from, -1);
}

// The worked example: "Mark is the only player to announce Clear in a 4 player game. Mark has
// 5 coins on his card, Mary has 6, Jack has 6 and Frank has 10. ... Mark has scored 15 points"
TEST(ClearScoring, WorkedExampleMarkScoresFifteen) {
  const RoundResult r = score_round(Condition::kA, {5, 6, 6, 10}, {true, false, false, false}, {0, 0, 0, 0});
  EXPECT_EQ(r.players[0].clear, 5);
  EXPECT_EQ(r.players[0].bonus, 10);
  EXPECT_EQ(r.players[0].total(), 15);
  EXPECT_EQ(r.bonus_from, 3);  // Frank's card
  for (int p = 1; p < 4; ++p) EXPECT_EQ(r.players[p].total(), 0);
}

// "Each player declaring Clear scores 10 points minus the number of coins still remaining"
// and the bonus goes only to a player who clears alone.
TEST(ClearScoring, ConditionAWithTwoClearersHasNoBonus) {
  const RoundResult r = score_round(Condition::kA, {3, 7, 12}, {true, true, false}, {0, 2, 4});
  EXPECT_EQ(r.players[0].total(), 7);
  EXPECT_EQ(r.players[1].total(), 5);
  EXPECT_EQ(r.players[2].total(), 4);  // only Fours
  EXPECT_EQ(r.bonus_from, -1);
}

// DECISIONS: "if exactly one player clears and there are other players": solitaire has none.
TEST(ClearScoring, ConditionAAloneAtTheTableHasNoBonus) {
  const RoundResult r = score_round(Condition::kA, {6}, {true}, {2});
  EXPECT_EQ(r.players[0].total(), 6);
}

// "After removing any Line of 3 or Line of 4, a player announces Clear! ... After one or more
// players announce Clear, proceed to scoring." Played out: a card with a single Line left.
TEST(ClearGame, ClearingEndsTheRoundAndScoresConditionA) {
  // Seeded play until someone clears; then check the round was scored from the cards.
  std::string error;
  auto game = load_game("clear", {{"players", 3}, {"rounds", 1}}, &error);
  auto state = game->new_initial_state();
  auto* clear_state = static_cast<ClearState*>(state.get());
  std::vector<int> coins(3);
  while (!state->is_terminal()) {
    if (!state->is_chance_node())
      for (int p = 0; p < 3; ++p) coins[p] = clear_state->card(p).coins_left();
    const Action a = state->is_chance_node() ? sample_chance(*state, 7) : state->legal_actions().front();
    ASSERT_TRUE(state->apply_action(a));
  }
  const RoundResult& r = clear_state->results()[0];
  ASSERT_EQ(r.condition, Condition::kA);  // this seed's round ends with a Clear
  int clearers = 0;
  for (const auto& p : r.players) {
    clearers += p.cleared;
    if (p.cleared) {
      EXPECT_TRUE(r.cards[&p - &r.players[0]].is_clear());
      EXPECT_EQ(p.clear, 10 - p.coins_left);
    }
  }
  EXPECT_GE(clearers, 1);
}

// "Suggested number of rounds: 7." DECISIONS: 1 to 15 rounds, 1 to 6 players.
TEST(ClearGame, ParametersHaveTheirRangesAndDefaults) {
  std::string error;
  auto game = load_game("clear", {}, &error);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->parameter("rounds"), 7);
  EXPECT_EQ(game->num_players(), 2);
  EXPECT_EQ(load_game("clear", {{"players", 7}}, &error), nullptr);
  EXPECT_NE(error.find("players"), std::string::npos);
  EXPECT_EQ(load_game("clear", {{"rounds", 16}}, &error), nullptr);
  EXPECT_EQ(load_game("clear", {{"rounds", 0}}, &error), nullptr);
  EXPECT_EQ(load_game("clear", {{"colour", 1}}, &error), nullptr);
  EXPECT_EQ(load_game("chess", {}, &error), nullptr);
  EXPECT_NE(load_game("clear", {{"players", 6}, {"rounds", 15}}, &error), nullptr);
  EXPECT_NE(load_game("clear", {{"players", 1}, {"rounds", 1}}, &error), nullptr);
}

// "Each player arranges ... 24 coins ... placed 6 across and 4 down": a deal is a
// permutation of the player's own 24 coins, and a coin cannot be dealt twice.
TEST(ClearGame, EachCardIsDealtFromItsOwnTwentyFourCoins) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}}, &error);
  auto state = game->new_initial_state();
  EXPECT_EQ(state->chance_outcomes().size(), 24u);
  ASSERT_TRUE(state->apply_action(5));
  EXPECT_FALSE(state->apply_action(5));
  EXPECT_EQ(state->chance_outcomes().size(), 23u);
  for (int i = 1; i < 24; ++i) ASSERT_TRUE(state->apply_action(state->legal_actions().front()));
  EXPECT_EQ(state->chance_outcomes().size(), 24u);  // the second player's coins
  EXPECT_TRUE(state->is_legal(5));
}

// "The roller in the next round will pass to the next person to the left" (and, our reading,
// the dice pass on at every roll).
TEST(ClearGame, TheRollerMovesOneSeatEachRollAndEachRound) {
  auto state = dealt_game({kNoTwoAlike, kNoTwoAlike, kNoTwoAlike});
  EXPECT_EQ(state->roller(), 0);
  ASSERT_TRUE(roll(*state, "4 4 4 4"));
  EXPECT_EQ(state->roller(), 1);
}

// "Score the most points after a predetermined number of rounds" (DECISIONS: ties shared).
TEST(ClearGame, GameEndsAfterItsRoundsWithTheBestTotalWinning) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", 2}}, &error);
  auto state = game->new_initial_state();
  while (!state->is_terminal()) {
    EXPECT_TRUE(state->winners().empty());
    const Action a = state->is_chance_node() ? sample_chance(*state, 11) : state->legal_actions().back();
    ASSERT_TRUE(state->apply_action(a));
  }
  EXPECT_EQ(state->rounds_completed(), 2);
  const std::vector<int> totals = state->total_scores();
  const std::vector<int> winners = state->winners();
  ASSERT_FALSE(winners.empty());
  for (int w : winners) EXPECT_EQ(totals[w], *std::max_element(totals.begin(), totals.end()));
  EXPECT_FALSE(state->apply_action(0));
}

// Determinism: "the same seed and actions replay the same game".
TEST(ClearGame, SameSeedSameGame) {
  std::string error;
  auto game = load_game("clear", {{"players", 3}, {"rounds", 2}}, &error);
  auto play = [&](std::uint64_t seed) {
    auto state = game->new_initial_state();
    while (!state->is_terminal())
      EXPECT_TRUE(
          state->apply_action(state->is_chance_node() ? sample_chance(*state, seed) : state->legal_actions().front()));
    return state->history();
  };
  EXPECT_EQ(play(3), play(3));
  EXPECT_NE(play(3), play(4));
}

}  // namespace
}  // namespace allclear
