// Computer opponents: always legal, deterministic for a seed, and the strong level takes
// what is plainly best.
#include <gtest/gtest.h>

#include "core/bots.h"
#include "core/clear/clear.h"
#include "tests/clear_test_util.h"

namespace allclear {
namespace {

using namespace clear;
using testing::dealt_game;
using testing::dice;
using testing::kNoTwoAlike;
using testing::roll;
using testing::squares;

TEST(Bots, UnknownLevelIsRefused) {
  std::string error;
  EXPECT_EQ(make_bot("grandmaster", 1, &error), nullptr);
  EXPECT_NE(error.find("grandmaster"), std::string::npos);
}

TEST(Bots, EveryLevelPlaysLegallyAndDeterministically) {
  std::string error;
  auto game = load_game("clear", {{"players", 3}, {"rounds", 1}}, &error);
  for (const std::string& level : bot_levels()) {
    std::vector<Action> first;
    for (int run = 0; run < 2; ++run) {
      auto state = game->new_initial_state();
      auto bot = make_bot(level, 42, &error);
      while (!state->is_terminal()) {
        const Action a = state->is_chance_node() ? sample_chance(*state, 9) : bot->choose(*state);
        ASSERT_TRUE(state->apply_action(a)) << level;
      }
      if (run == 0)
        first = state->history();
      else
        EXPECT_EQ(state->history(), first) << level;
    }
  }
}

// The quick bot takes a Four when there is one: two sure points.
TEST(Bots, QuickBotTakesAFour) {
  auto state = dealt_game({kNoTwoAlike});
  ASSERT_TRUE(roll(*state, "- A 2 3"));
  std::string error;
  const Action a = make_bot("quick", 1, &error)->choose(*state);
  EXPECT_EQ(std::popcount(static_cast<SquareMask>(a)), 4);
}

// Both bots clear when a removal clears the card (the round ends in their favour).
TEST(Bots, BotsClearWhenTheyCan) {
  // Play seeded games; whenever a removal would clear, both levels must pick one that does.
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", 1}}, &error);
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 60 && checked < 5; ++seed) {
    auto state = game->new_initial_state();
    auto quick = make_bot("quick", seed, &error);
    while (!state->is_terminal()) {
      if (!state->is_chance_node()) {
        const auto& cs = static_cast<const ClearState&>(*state);
        bool can_clear = false;
        for (Action a : state->legal_actions()) {
          Card after = cs.card(cs.current_player());
          for (int s = 0; s < kSquares; ++s)
            if (a >> s & 1) after.squares[s] = kEmpty;
          can_clear |= after.is_clear();
        }
        if (can_clear) {
          for (const char* level : {"quick", "strong"}) {
            Card after = cs.card(cs.current_player());
            const Action a = make_bot(level, seed, &error)->choose(*state);
            for (int s = 0; s < kSquares; ++s)
              if (a >> s & 1) after.squares[s] = kEmpty;
            EXPECT_TRUE(after.is_clear()) << level << " seed " << seed;
          }
          ++checked;
        }
      }
      ASSERT_TRUE(state->apply_action(state->is_chance_node() ? sample_chance(*state, seed) : quick->choose(*state)));
    }
  }
  EXPECT_GE(checked, 1);
}

}  // namespace
}  // namespace allclear
