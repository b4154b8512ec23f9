// The hidden-information contract shared by the card games' tests: a bot decides from its own
// observation only, so its choice stays the same when every card it cannot see is dealt again.
#pragma once
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>

#include "core/bots.h"
#include "core/game.h"

namespace allclear {

// At a decision of `state`: the player's observation is unchanged by resample_hidden, and the
// quick and strong bots choose the same in both positions.
inline void expect_choice_ignores_hidden_cards(const State& state, std::uint64_t seed) {
  const int me = state.current_player();
  std::unique_ptr<State> other = state.resample_hidden(me, seed * 977);
  ASSERT_EQ(other->observation_string(me), state.observation_string(me));
  std::string error;
  for (const char* level : {"quick", "strong"}) {
    auto a = make_bot(level, 5, &error);
    auto b = make_bot(level, 5, &error);
    EXPECT_EQ(a->choose(state), b->choose(*other)) << level << " seed " << seed;
  }
}

}  // namespace allclear
