// Benchmarks (Google Benchmark): random Clear! playouts and bot decision times.
//   build/native/tests/allclear_bench
#include <benchmark/benchmark.h>

#include "core/bots.h"
#include "core/clear/clear.h"

using namespace allclear;

// Two-player rounds played with random choices, chance sampled from a seed.
static void BM_ClearRandomRoundTwoPlayers(benchmark::State& bench) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", 1}}, &error);
  auto bot = make_bot("random", 1, &error);
  std::uint64_t seed = 0;
  for (auto _ : bench) {
    auto state = game->new_initial_state();
    ++seed;
    while (!state->is_terminal()) {
      const Action a = state->is_chance_node() ? sample_chance(*state, seed) : bot->choose(*state);
      if (!state->apply_action(a)) bench.SkipWithError("illegal action");
    }
    benchmark::DoNotOptimize(state->round_scores());
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_ClearRandomRoundTwoPlayers);

// One decision of a bot level, over positions sampled from seeded two-player games.
static void bot_decision(benchmark::State& bench, const char* level) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", 1}}, &error);
  std::vector<std::unique_ptr<State>> positions;
  auto quick = make_bot("quick", 1, &error);
  for (std::uint64_t seed = 1; positions.size() < 200; ++seed) {
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
BENCHMARK_CAPTURE(bot_decision, quick, "quick");
BENCHMARK_CAPTURE(bot_decision, strong, "strong")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
