// Benchmarks (Google Benchmark): random Bingo Battle games and the strong bot's decisions.
// Built into allclear_bench beside clear_bench.cc (which holds BENCHMARK_MAIN).
#include "playouts.h"

using namespace allclear;

// Whole games, every choice random: 2 players or solitaire.
static void BM_BingoRandomGame(benchmark::State& bench) {
  std::string error;
  auto game = load_game("bingo", {{"players", static_cast<int>(bench.range(0))}}, &error);
  auto bot = make_bot("random", 1, &error);
  std::uint64_t seed = 0;
  for (auto _ : bench) {
    auto state = game->new_initial_state();
    play_to_end(*state, *bot, ++seed, bench);
    benchmark::DoNotOptimize(state->round_scores());
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_BingoRandomGame)->Arg(2)->Arg(1);

// The strong bot's choice at the positions of seeded games where a player has one.
static void BM_BingoStrongDecision(benchmark::State& bench) {
  std::string error;
  auto game = load_game("bingo", {{"players", static_cast<int>(bench.range(0))}}, &error);
  const auto positions = choice_positions(*game, 100);
  auto bot = make_bot("strong", 7, &error);
  std::size_t i = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(bot->choose(*positions[i]));
    i = (i + 1) % positions.size();
  }
}
BENCHMARK(BM_BingoStrongDecision)->Arg(2)->Arg(1)->Unit(benchmark::kMillisecond);
