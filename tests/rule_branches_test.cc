// Every rule branch of every game is reached (issue 19): seeded games, random and quick players
// mixed (branch_playouts.h), count how often each outcome a rule decides between fires
// (core/rule_branches.h), and every outcome must fire at least once, so a branch no game reaches
// is found and decided. The counts are printed. Clear Ace's test is in clear_ace_test.cc, beside
// the scripted games it also plays.
//
// The number of games is fixed whatever ALLCLEAR_PLAYOUT_GAMES says: fewer would leave rare
// branches unreached, and these games take a second or two. The rarest branches come from games
// found for them; when a rule or a player changes, such a game may no longer get there: play
// seeds with the same players until the branch fires again and list the new seed.
#include <gtest/gtest.h>

#include <algorithm>

#include "branch_playouts.h"
#include "core/bingo/bingo.h"
#include "core/clear/clear.h"
#include "core/risky_business/risky_business.h"
#include "core/roll_and_clear/roll_and_clear.h"
#include "risky_business_players.h"

namespace allclear {
namespace {

TEST(ClearBranches, EveryRuleBranchIsReachedInSeededPlayouts) {
  play_counted<clear::Branch>({"clear", 1, 6, 3}, 3000);
  expect_every_branch_reached(clear::kBranchNames);
}

TEST(RollAndClearBranches, EveryRuleBranchIsReachedInSeededPlayouts) {
  play_counted<roll_and_clear::Branch>({"roll-and-clear", 1, 4, 2}, 3000);
  expect_every_branch_reached(roll_and_clear::kBranchNames);
}

TEST(BingoBranches, EveryRuleBranchIsReachedInSeededPlayouts) {
  play_counted<bingo::Branch>({"bingo", 1, 2, 0}, 5000);
  expect_every_branch_reached(bingo::kBranchNames);
}

TEST(RiskyBusinessBranches, EveryRuleBranchIsReachedInSeededPlayouts) {
  const BranchTable table{"risky-business", 2, 4, 3};
  play_counted<risky_business::Branch>(table, 5000);
  // After the deck has run out, found by playing seeds until each fired. Deck drainers with a
  // shuffled deck: a cleared pile stays empty (game 4855), a player's hand is empty when their
  // moves end (94661). With a deck stacked for cascades: nothing to pick up (261).
  const SeatPlayer drainer = [](int) { return std::make_unique<DeckDrainerBot>(); };
  for (std::uint64_t seed : {4855u, 94661u}) ASSERT_TRUE(play_seeded_game(table, seed, drainer)) << "game " << seed;
  ASSERT_TRUE(play_seeded_game(table, 261, drainer, deck_stacked_for_cascades));
  expect_every_branch_reached(risky_business::kBranchNames);
}

}  // namespace
}  // namespace allclear
