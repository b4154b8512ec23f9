// Benchmarks (Google Benchmark): random Clear! playouts and bot decision times.
//   build/native/tests/allclear_bench
#include "playouts.h"

using namespace allclear;

// Two-player rounds played with random choices, chance sampled from a seed.
static void BM_ClearRandomRoundTwoPlayers(benchmark::State& bench) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", 1}}, &error);
  auto bot = make_bot("random", 1, &error);
  std::uint64_t seed = 0;
  for (auto _ : bench) {
    auto state = game->new_initial_state();
    play_to_end(*state, *bot, ++seed, bench);
    benchmark::DoNotOptimize(state->round_scores());
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_ClearRandomRoundTwoPlayers);

// One decision of a bot level, over positions sampled from seeded two-player games.
static void bot_decision(benchmark::State& bench, const char* level) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", 1}}, &error);
  const auto positions = choice_positions(*game, 200);
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
