// Benchmarks (Google Benchmark): random Bingo Battle games and the strong bot's decisions.
// Built into allclear_bench beside clear_bench.cc (which holds BENCHMARK_MAIN).
#include <benchmark/benchmark.h>

#include "core/bots.h"

using namespace allclear;

// Whole games, chance sampled from a seed, every choice random: 2 players or solitaire.
static void BM_BingoRandomGame(benchmark::State& bench) {
  std::string error;
  auto game = load_game("bingo", {{"players", static_cast<int>(bench.range(0))}}, &error);
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
BENCHMARK(BM_BingoRandomGame)->Arg(2)->Arg(1);

// The strong bot's choice at the positions of seeded games where a player has one.
static void BM_BingoStrongDecision(benchmark::State& bench) {
  std::string error;
  auto game = load_game("bingo", {{"players", static_cast<int>(bench.range(0))}}, &error);
  std::vector<std::unique_ptr<State>> positions;
  auto quick = make_bot("quick", 1, &error);
  for (std::uint64_t seed = 1; positions.size() < 100 && seed < 100000; ++seed) {
    auto state = game->new_initial_state();
    while (!state->is_terminal()) {
      if (!state->is_chance_node()) positions.push_back(state->clone());
      if (!state->apply_action(state->is_chance_node() ? sample_chance(*state, seed) : quick->choose(*state))) break;
    }
  }
  auto bot = make_bot("strong", 7, &error);
  std::size_t i = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(bot->choose(*positions[i]));
    i = (i + 1) % positions.size();
  }
}
BENCHMARK(BM_BingoStrongDecision)->Arg(2)->Arg(1)->Unit(benchmark::kMillisecond);
