// Benchmarks (Google Benchmark): random Bingo Battle games and the strong bot's decisions.
// Built into allclear_bench beside clear_bench.cc (which holds BENCHMARK_MAIN).
#include "playouts.h"

using namespace allclear;

// Whole games, every choice random: 2 players or solitaire.
static void BM_BingoRandomGame(benchmark::State& bench) {
  bench_games(bench, "bingo", {{"players", static_cast<int>(bench.range(0))}}, "random");
}
BENCHMARK(BM_BingoRandomGame)->Arg(2)->Arg(1);

// The strong bot's choice at the positions of seeded games where a player has one.
static void BM_BingoStrongDecision(benchmark::State& bench) {
  bench_decisions(bench, "bingo", {{"players", static_cast<int>(bench.range(0))}}, "strong", 100);
}
BENCHMARK(BM_BingoStrongDecision)->Arg(2)->Arg(1)->Unit(benchmark::kMillisecond);
