// What the benchmarks share: whole seeded games, and positions where a player chooses.
#pragma once
#include <benchmark/benchmark.h>

#include "core/bots.h"

namespace allclear {

// Plays one game to its end: chance sampled from `seed`, every choice by `bot`.
inline void play_to_end(State& state, Bot& bot, std::uint64_t seed, benchmark::State& bench) {
  while (!state.is_terminal()) {
    const Action a = state.is_chance_node() ? sample_chance(state, seed) : bot.choose(state);
    if (!state.apply_action(a)) bench.SkipWithError("illegal action");
  }
}

// Up to `count` positions where a player chooses, from seeded games the quick bot plays.
inline std::vector<std::unique_ptr<State>> choice_positions(const Game& game, std::size_t count) {
  std::string error;
  std::vector<std::unique_ptr<State>> positions;
  auto quick = make_bot("quick", 1, &error);
  for (std::uint64_t seed = 1; positions.size() < count && seed < 100000; ++seed) {
    auto state = game.new_initial_state();
    while (!state->is_terminal()) {
      if (!state->is_chance_node()) positions.push_back(state->clone());
      if (!state->apply_action(state->is_chance_node() ? sample_chance(*state, seed) : quick->choose(*state))) break;
    }
  }
  return positions;
}

}  // namespace allclear
