// Benchmarks (Google Benchmark): random Clear! playouts and bot decision times.
//   build/native/tests/allclear_bench
#include "playouts.h"

using namespace allclear;

// Two-player rounds played with random choices, chance sampled from a seed.
static void BM_ClearRandomRoundTwoPlayers(benchmark::State& bench) {
  bench_games(bench, "clear", {{"players", 2}, {"rounds", 1}}, "random");
}
BENCHMARK(BM_ClearRandomRoundTwoPlayers);

// One decision of a bot level, over positions sampled from seeded two-player games.
static void bot_decision(benchmark::State& bench, const char* level) {
  bench_decisions(bench, "clear", {{"players", 2}, {"rounds", 1}}, level, 200);
}
BENCHMARK_CAPTURE(bot_decision, quick, "quick");
BENCHMARK_CAPTURE(bot_decision, strong, "strong")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
