// Seeded games for the rule-branch tests (core/rule_branches.h): each seed gives a table (the
// number of players and rounds) and each seat's player, random or quick, so a seed is a game.
// The tests play them, print how often each branch fired and check that every branch did.
#pragma once
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/bots.h"
#include "core/game.h"
#include "core/random.h"
#include "core/rule_branches.h"

namespace allclear {

// Which tables a game's seeded games are played at.
struct BranchTable {
  std::string game;
  int min_players;
  int max_players;
  int max_rounds;  // 0: the game has no "rounds" parameter
};

// Makes the player of a seat, for games played by players other than random and quick.
using SeatPlayer = std::function<std::unique_ptr<Bot>(int seat)>;
// Chooses a chance outcome, for games whose dice or deck are stacked rather than sampled.
using ChancePlayer = std::function<Action(const State& state, std::uint64_t seed)>;

// Game `seed` of `table` played to its end: chance sampled with the seed (or chosen by
// `chance_player`), each seat played by `seat_player` or, without one, by a random or quick
// player drawn from the seed. Null if an action was refused or the game did not end.
inline std::unique_ptr<State> play_seeded_game(const BranchTable& table, std::uint64_t seed,
                                               const SeatPlayer& seat_player = nullptr,
                                               const ChancePlayer& chance_player = nullptr) {
  Random shape(mix_seed(seed, 0x5eed));
  const int players = table.min_players + static_cast<int>(shape.below(table.max_players - table.min_players + 1));
  GameParameters parameters{{"players", players}};
  if (table.max_rounds > 0) parameters["rounds"] = 1 + static_cast<int>(shape.below(table.max_rounds));
  std::string error;
  std::shared_ptr<const Game> game = load_game(table.game, parameters, &error);
  if (!game) return nullptr;
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p)
    bots.push_back(seat_player ? seat_player(p)
                               : make_bot(shape.below(2) ? "quick" : "random", mix_seed(seed, 1000 + p), &error));
  std::unique_ptr<State> state = game->new_initial_state();
  // Far beyond any real game: one that does not end is refused, not played forever.
  for (int step = 0; !state->is_terminal(); ++step) {
    const Action action = !state->is_chance_node() ? bots[state->current_player()]->choose(*state)
                          : chance_player          ? chance_player(*state, seed)
                                                   : sample_chance(*state, seed);
    if (step == 1000000 || !state->apply_action(action)) return nullptr;
  }
  return state;
}

// Counts from zero, then plays games 1 to `games` of `table`.
template <typename Branch>
void play_counted(const BranchTable& table, int games) {
  RuleBranchCounts<Branch>::reset();
  for (int g = 1; g <= games; ++g) ASSERT_TRUE(play_seeded_game(table, g)) << table.game << " game " << g;
}

// Prints how often each branch fired, and fails for each that never did.
template <typename Branch, std::size_t N>
void expect_every_branch_reached(const BranchName<Branch> (&names)[N]) {
  for (const BranchName<Branch>& b : names)
    std::printf("%12llu  %s\n", static_cast<unsigned long long>(RuleBranchCounts<Branch>::times(b.branch)), b.name);
  for (const BranchName<Branch>& b : names)
    EXPECT_GT(RuleBranchCounts<Branch>::times(b.branch), 0u) << b.name << ": no game reached it";
}

}  // namespace allclear
