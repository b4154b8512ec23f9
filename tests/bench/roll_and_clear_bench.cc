// Benchmarks (Google Benchmark): Roll and Clear rounds and the bots' decisions.
// Built into allclear_bench beside clear_bench.cc (which holds BENCHMARK_MAIN).
#include "playouts.h"

using namespace allclear;

// Two-player rounds, every choice by the quick bot (random choices make rounds many times longer
// than anyone plays them).
static void BM_RollAndClearQuickRoundTwoPlayers(benchmark::State& bench) {
  std::string error;
  auto game = load_game("roll-and-clear", {{"players", 2}, {"rounds", 1}}, &error);
  auto bot = make_bot("quick", 1, &error);
  std::uint64_t seed = 0;
  for (auto _ : bench) {
    auto state = game->new_initial_state();
    play_to_end(*state, *bot, ++seed, bench);
    benchmark::DoNotOptimize(state->round_scores());
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_RollAndClearQuickRoundTwoPlayers);

static void roll_and_clear_decision(benchmark::State& bench, const char* level) {
  std::string error;
  auto game = load_game("roll-and-clear", {{"players", 2}, {"rounds", 1}}, &error);
  const auto positions = choice_positions(*game, 200);
  auto bot = make_bot(level, 7, &error);
  std::size_t i = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(bot->choose(*positions[i]));
    i = (i + 1) % positions.size();
  }
}
BENCHMARK_CAPTURE(roll_and_clear_decision, quick, "quick");
BENCHMARK_CAPTURE(roll_and_clear_decision, strong, "strong")->Unit(benchmark::kMillisecond);
