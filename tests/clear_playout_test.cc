// Random playouts of Clear!: thousands of seeded games with random players, every state
// checked against invariants that are recomputed here independently of the rules code:
// coins conserved, only legal Lines removed, removal forced whenever a Line exists, every
// round scored as an independent recount says. What every game owes the interface (sorted legal
// actions, clones, replays, totals adding up) is checked in every_game_test.cc.
// ALLCLEAR_PLAYOUT_GAMES sets the number of games (the sanitizer run uses fewer).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "core/bots.h"
#include "core/clear/clear.h"
#include "core/random.h"
#include "playout_games.h"

namespace allclear {
namespace {

using namespace clear;

// Lines built by stepping across the card, independently of clear::geometric_lines().
std::vector<std::vector<int>> lines_by_stepping() {
  std::vector<std::vector<int>> lines;
  const int steps[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (const auto& d : steps)
    for (int r0 = 0; r0 < kRows; ++r0)
      for (int c0 = 0; c0 < kColumns; ++c0) {
        std::vector<int> line;
        for (int r = r0, c = c0; r >= 0 && r < kRows && c >= 0 && c < kColumns; r += d[0], c += d[1])
          line.push_back(r * kColumns + c);
        // Keep only maximal lines: the step back must leave the card.
        const int br = r0 - d[0], bc = c0 - d[1];
        if (line.size() >= 2 && !(br >= 0 && br < kRows && bc >= 0 && bc < kColumns)) lines.push_back(line);
      }
  return lines;
}

bool card_is_clear(const Card& card, const std::vector<std::vector<int>>& lines) {
  for (const auto& line : lines) {
    int coins = 0;
    for (int s : line) coins += card.squares[s] != kEmpty;
    if (coins >= 3) return false;
  }
  return true;
}

// Is `mask` a Line the rules allow: consecutive coins along one line, ranks fitting the dice?
bool is_valid_line(const Card& card, SquareMask mask, const std::vector<int>& dice,
                   const std::vector<std::vector<int>>& lines) {
  const int k = std::popcount(mask);
  if (dice.size() == 2 ? k != 2 : (k != 3 && k != 4)) return false;
  for (const auto& line : lines) {
    std::vector<int> coins;  // present coins along the line, in order
    for (int s : line)
      if (card.squares[s] != kEmpty) coins.push_back(s);
    for (std::size_t i = 0; i + k <= coins.size(); ++i) {
      SquareMask window = 0;
      for (int j = 0; j < k; ++j) window |= SquareMask{1} << coins[i + j];
      if (window != mask) continue;
      std::vector<int> ranks, rolled = dice;
      for (int j = 0; j < k; ++j) ranks.push_back(coin_rank(card.squares[coins[i + j]]));
      std::sort(ranks.begin(), ranks.end());
      std::sort(rolled.begin(), rolled.end());
      if (k == static_cast<int>(dice.size())) return ranks == rolled;
      return std::includes(rolled.begin(), rolled.end(), ranks.begin(), ranks.end());
    }
  }
  return false;
}

// Brute force: does any set of k present coins form a valid Line? (Used on a sample of states.)
bool any_line_exists(const Card& card, const std::vector<int>& dice, const std::vector<std::vector<int>>& lines) {
  const SquareMask occupied = card.occupied();
  for (int k : dice.size() == 2 ? std::vector<int>{2} : std::vector<int>{3, 4}) {
    // Every k-subset of the occupied squares (Gosper's hack over squares' ranks of bits).
    std::vector<int> present;
    for (int s = 0; s < kSquares; ++s)
      if (occupied >> s & 1) present.push_back(s);
    const int n = static_cast<int>(present.size());
    if (n < k) continue;
    std::vector<int> idx(k);
    for (int i = 0; i < k; ++i) idx[i] = i;
    for (;;) {
      SquareMask m = 0;
      for (int i : idx) m |= SquareMask{1} << present[i];
      if (is_valid_line(card, m, dice, lines)) return true;
      int i = k - 1;
      while (i >= 0 && idx[i] == n - k + i) --i;
      if (i < 0) break;
      ++idx[i];
      for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
    }
  }
  return false;
}

TEST(ClearPlayouts, RandomGamesKeepEveryInvariant) {
  const auto lines = lines_by_stepping();
  ASSERT_EQ(lines.size(), geometric_lines().size());
  const int games = playout_games();
  std::string error;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = 1000003ULL * g + 17;
    Random shape(seed);
    const int n = 1 + static_cast<int>(shape.below(6));
    const int rounds = 1 + static_cast<int>(shape.below(3));
    auto game = load_game("clear", {{"players", n}, {"rounds", rounds}}, &error);
    ASSERT_NE(game, nullptr) << error;
    // Mostly random players, sometimes the quick bot (it plays for Clears and Fours).
    auto bot = make_bot(g % 4 == 0 ? "quick" : "random", seed, &error);
    auto state_owner = game->new_initial_state();
    auto& state = static_cast<ClearState&>(*state_owner);
    std::vector<int> removed(n, 0), fours(n, 0);
    std::vector<bool> cleared(n, false);
    int steps = 0;
    while (!state.is_terminal()) {
      ASSERT_LT(++steps, 200000) << "game " << g << " does not end";
      const int round_before = state.rounds_completed();
      const bool dealt = state.phase() != Phase::kDealing;
      // Coins conserved: on the card plus removed this round is 24 once dealt.
      if (dealt) {
        for (int p = 0; p < n; ++p) ASSERT_EQ(state.card(p).coins_left() + removed[p], kCoins) << "game " << g;
      }
      const std::vector<Action> legal = state.legal_actions();
      Action action;
      int chooser = -1;
      if (state.is_chance_node()) {
        action = sample_chance(state, seed);
      } else {
        chooser = state.current_player();
        ASSERT_FALSE(legal.empty());  // nobody is asked to choose without a Line
        for (Action a : legal)
          ASSERT_TRUE(is_valid_line(state.card(chooser), static_cast<SquareMask>(a), state.dice(), lines))
              << "game " << g << ": " << state.action_to_string(chooser, a);
        action = bot->choose(state);
      }
      const bool was_rolling = state.phase() == Phase::kRolling;
      const Card before = chooser >= 0 ? state.card(chooser) : Card{};
      const bool scratch_off_roll = state.scratch_off();
      ASSERT_TRUE(state.apply_action(action));
      if (chooser >= 0) {
        removed[chooser] += std::popcount(static_cast<SquareMask>(action));
        if (!scratch_off_roll && std::popcount(static_cast<SquareMask>(action)) == 4) fours[chooser] += 2;
        Card after = before;
        for (int s = 0; s < kSquares; ++s)
          if (action >> s & 1) after.squares[s] = kEmpty;
        cleared[chooser] = card_is_clear(after, lines);
      }
      if (was_rolling && state.rounds_completed() == round_before) {
        // Forced removal: a player left waiting is one who has a Line; a scratcher has none.
        for (int p = 0; p < n; ++p) {
          if (state.last_roll()[p].outcome != Outcome::kScratch) continue;
          if (g < 5) {  // brute force is slow: a sample of games
            ASSERT_FALSE(any_line_exists(state.card(p), state.dice(), lines)) << "game " << g;
          }
        }
      }
      if (state.rounds_completed() > round_before) {
        // Independent recount of the round just finished.
        const RoundResult& r = state.results().back();
        const bool anyone_cleared = std::find(cleared.begin(), cleared.end(), true) != cleared.end();
        ASSERT_EQ(r.condition, anyone_cleared ? Condition::kA : Condition::kB) << "game " << g;
        int clearers = 0;
        for (int p = 0; p < n; ++p) clearers += cleared[p];
        for (int p = 0; p < n; ++p) {
          const int coins = kCoins - removed[p];
          int expected = fours[p];
          if (anyone_cleared && cleared[p]) {
            expected += 10 - coins;
            if (clearers == 1 && n > 1) {
              int fullest_other = 0;
              for (int q = 0; q < n; ++q)
                if (q != p) fullest_other = std::max(fullest_other, kCoins - removed[q]);
              expected += fullest_other;
            }
          }
          if (!anyone_cleared && coins < 10) expected += 10 - coins;
          ASSERT_EQ(state.round_scores().back()[p], expected) << "game " << g << " player " << p;
          ASSERT_EQ(r.players[p].coins_left, coins);
        }
        std::fill(removed.begin(), removed.end(), 0);
        std::fill(fours.begin(), fours.end(), 0);
        std::fill(cleared.begin(), cleared.end(), false);
      }
    }
    // Every round the parameter asks for is played.
    ASSERT_EQ(state.rounds_completed(), rounds);
  }
}

}  // namespace
}  // namespace allclear
