// What the benchmarks share: whole seeded games, and a bot's decisions at positions where a
// player chooses.
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

// Whole seeded games of `game` played by `level`, one an iteration.
inline void bench_games(benchmark::State& bench, const char* game_name, const GameParameters& parameters,
                        const char* level) {
  std::string error;
  auto game = load_game(game_name, parameters, &error);
  auto bot = make_bot(level, 1, &error);
  std::uint64_t seed = 0;
  for (auto _ : bench) {
    auto state = game->new_initial_state();
    play_to_end(*state, *bot, ++seed, bench);
    benchmark::DoNotOptimize(state->round_scores());
  }
  bench.SetItemsProcessed(bench.iterations());
}

// One decision of `level` an iteration, over the first `count` positions where a player
// chooses in seeded games the quick bot plays.
inline void bench_decisions(benchmark::State& bench, const char* game_name, const GameParameters& parameters,
                            const char* level, std::size_t count) {
  std::string error;
  auto game = load_game(game_name, parameters, &error);
  std::vector<std::unique_ptr<State>> positions;
  auto quick = make_bot("quick", 1, &error);
  for (std::uint64_t seed = 1; positions.size() < count && seed < 100000; ++seed) {
    auto state = game->new_initial_state();
    while (!state->is_terminal()) {
      if (!state->is_chance_node()) positions.push_back(state->clone());
      if (!state->apply_action(state->is_chance_node() ? sample_chance(*state, seed) : quick->choose(*state))) break;
    }
  }
  auto bot = make_bot(level, 7, &error);
  std::size_t i = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(bot->choose(*positions[i]));
    i = (i + 1) % positions.size();
  }
}

}  // namespace allclear
