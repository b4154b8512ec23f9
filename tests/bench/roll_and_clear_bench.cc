// Benchmarks (Google Benchmark): Roll and Clear rounds and the bots' decisions.
// Built into allclear_bench beside clear_bench.cc (which holds BENCHMARK_MAIN).
#include "playouts.h"

using namespace allclear;

// Two-player rounds, every choice by the quick bot (random choices make rounds many times
// longer than anyone plays them).
static void BM_RollAndClearQuickRoundTwoPlayers(benchmark::State& bench) {
  bench_games(bench, "roll-and-clear", {{"players", 2}, {"rounds", 1}}, "quick");
}
BENCHMARK(BM_RollAndClearQuickRoundTwoPlayers);

static void roll_and_clear_decision(benchmark::State& bench, const char* level) {
  bench_decisions(bench, "roll-and-clear", {{"players", 2}, {"rounds", 1}}, level, 200);
}
BENCHMARK_CAPTURE(roll_and_clear_decision, quick, "quick");
BENCHMARK_CAPTURE(roll_and_clear_decision, strong, "strong")->Unit(benchmark::kMillisecond);
