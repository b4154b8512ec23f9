// Random playouts of Roll and Clear: thousands of seeded games with 1 to 4 players, random and
// quick, every state checked against invariants and against a model of the grids kept here
// independently of the rules code: cards conserved (every grid is what was dealt minus the
// lines cleared, in order), grids rectangular, only full lines cleared, the dice count right
// for every roll, round scores equal to a recount, the lowest total wins. What every game owes
// the interface (sorted legal actions, illegal actions refused, clones, replays, totals adding
// up) is checked in every_game_test.cc.
// ALLCLEAR_PLAYOUT_GAMES sets the number of games (the sanitizer run uses fewer).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "core/bots.h"
#include "core/roll_and_clear/roll_and_clear.h"
#include "playout_games.h"

namespace allclear {
namespace {

using namespace roll_and_clear;

// A grid as rows of card ids.
using Model = std::vector<std::vector<int>>;

Model model_of(const Grid& g) {
  Model m(g.rows, std::vector<int>(g.columns));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.columns; ++c) m[r][c] = g.cards[r * g.columns + c];
  return m;
}

bool line_full(const Model& m, std::uint32_t locked, bool row, int index) {
  const int columns = m.empty() ? 0 : static_cast<int>(m[0].size());
  for (int r = 0; r < static_cast<int>(m.size()); ++r)
    for (int c = 0; c < columns; ++c)
      if ((row ? r : c) == index && !(locked >> (r * columns + c) & 1)) return false;
  return true;
}

void check_state(const RollAndClearState& s) {
  for (int p = 0; p < s.num_players(); ++p) {
    const Grid& g = s.grid(p);
    ASSERT_TRUE((g.rows == 0) == (g.columns == 0)) << "rectangular: no row without a column";
    ASSERT_LE(g.rows, kStartRows);
    ASSERT_LE(g.columns, kStartColumns);
  }
  const std::vector<Action> legal = s.legal_actions();
  if (s.phase() == Phase::kRolling || s.phase() == Phase::kLocking) {
    const Grid& g = s.grid(s.turn_player());
    ASSERT_GE(s.rolls_made(), s.phase() == Phase::kLocking ? 1 : 0);
    ASSERT_LE(s.rolls_made(), kRollsPerTurn);
    ASSERT_EQ(static_cast<int>(std::bit_cast<unsigned>(s.locked()) >> g.size()), 0) << "locks on the grid";
    const int locks = std::popcount(s.locked());
    if (s.phase() == Phase::kRolling)
      ASSERT_EQ(s.dice_to_roll(), g.columns - locks) << "dice = the longest row, less the locked ones";
    else
      ASSERT_LE(locks + static_cast<int>(s.free_dice().size()), g.columns);
  }
  if (s.phase() == Phase::kLocking) {
    // Each legal place holds a card whose value one of the free dice shows.
    const Grid& g = s.grid(s.turn_player());
    for (Action a : legal) {
      if (a == kDone) continue;
      ASSERT_LT(a, g.size());
      ASSERT_FALSE(s.locked() >> a & 1);
      ASSERT_NE(std::count(s.free_dice().begin(), s.free_dice().end(), card_value(g.cards[a])), 0);
    }
    ASSERT_EQ(legal.back(), kDone);
  }
  if (s.phase() == Phase::kChoosingLine) {
    ASSERT_GE(legal.size(), 2u) << "a choice only between lines";
  }
}

void play_one(int players, const std::string& level, std::uint64_t seed, int* turns_played) {
  std::string error;
  auto game = load_game("roll-and-clear", {{"players", players}, {"rounds", 2}}, &error);
  ASSERT_TRUE(game) << error;
  std::unique_ptr<State> owned = game->new_initial_state();
  auto& s = static_cast<RollAndClearState&>(*owned);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p) bots.push_back(make_bot(level, seed * 5 + p, &error));

  std::vector<Model> models;  // the grids as dealt, then as cleared here
  std::vector<int> turns;     // counted here: a turn begins with the first die of its first roll
  int last_turn_player = -1;
  std::vector<std::vector<int>> expected_scores;
  for (int step = 0; !s.is_terminal(); ++step) {
    ASSERT_LT(step, 200000) << "the game must end";
    ASSERT_NO_FATAL_FAILURE(check_state(s));
    const Phase phase = s.phase();
    const int round = s.rounds_completed();
    const int player = s.turn_player();
    const std::uint32_t locked = s.locked();
    if (phase == Phase::kRolling && s.rolls_made() == 0 && s.rolling().empty()) {
      const bool first = std::all_of(turns.begin(), turns.end(), [](int t) { return t == 0; });
      ASSERT_EQ(player, first ? round % players : (last_turn_player + 1) % players)
          << "turns pass to the left; the first player rotates each round";
      ASSERT_EQ(s.dice_to_roll(), s.grid(player).columns) << "as many dice as the longest row";
      ++turns[player];
      last_turn_player = player;
    }
    const Action action = s.is_chance_node() ? sample_chance(s, seed) : bots[s.current_player()]->choose(s);
    const RollAndClearState::Cleared previous = s.last_cleared();
    ASSERT_TRUE(s.apply_action(action));

    if (phase == Phase::kDealing) {
      if (s.phase() == Phase::kDealing) continue;
      // Dealing is over: take the grids as dealt.
      models.clear();
      std::vector<int> dealt;
      for (int p = 0; p < players; ++p) {
        ASSERT_EQ(s.grid(p).size(), kGridCards);
        models.push_back(model_of(s.grid(p)));
        dealt.insert(dealt.end(), s.grid(p).cards.begin(), s.grid(p).cards.end());
      }
      std::sort(dealt.begin(), dealt.end());
      ASSERT_TRUE(std::adjacent_find(dealt.begin(), dealt.end()) == dealt.end()) << "each card dealt once";
      ASSERT_LT(dealt.back(), s.deck_cards());
      turns.assign(players, 0);
      continue;
    }

    // A clear: the line was full, and the model loses exactly that line.
    const RollAndClearState::Cleared& c = s.last_cleared();
    const bool cleared = c.player != previous.player || c.row != previous.row || c.column != previous.column ||
                         c.cards != previous.cards || s.rounds_completed() != round;
    if (cleared) {
      ASSERT_EQ(c.player, player);
      Model& m = models[player];
      const bool row = c.row >= 0;
      const std::uint32_t full = locked | (phase == Phase::kLocking && action != kDone ? 1u << action : 0u);
      ASSERT_TRUE(line_full(m, full, row, row ? c.row : c.column)) << "only a line whose every card holds a die";
      std::vector<int> removed;
      if (row) {
        removed = m[c.row];
        m.erase(m.begin() + c.row);
      } else {
        for (auto& r : m) {
          removed.push_back(r[c.column]);
          r.erase(r.begin() + c.column);
        }
        if (m[0].empty()) m.clear();
      }
      ASSERT_EQ(removed, c.cards);
    }
    if (s.rounds_completed() != round) {
      // The round ended: the clearing player's grid is empty; recount the scores.
      ASSERT_TRUE(cleared && models[player].empty()) << "a round ends only on an empty grid";
      std::vector<int> scores(players, 0);
      for (int p = 0; p < players; ++p) {
        if (players == 1) {
          scores[p] = turns[p];
        } else if (p != player) {
          for (const auto& r : models[p])
            for (int card : r) scores[p] += card_value(card);
        }
      }
      expected_scores.push_back(scores);
      ASSERT_EQ(s.round_scores().back(), scores);
      *turns_played += turns[player];
      turns.assign(players, 0);
      continue;
    }
    for (int p = 0; p < players; ++p) ASSERT_EQ(model_of(s.grid(p)), models[p]) << "cards conserved, in order";
    if (s.phase() == Phase::kLocking) {
      ASSERT_EQ(s.turns(), turns);
    }
  }
  ASSERT_NO_FATAL_FAILURE(check_state(s));
  ASSERT_EQ(s.round_scores(), expected_scores);
  std::vector<int> totals(players, 0);
  for (const auto& r : expected_scores)
    for (int p = 0; p < players; ++p) totals[p] += r[p];
  // Equal lowest totals share the win.
  const int lowest = *std::min_element(totals.begin(), totals.end());
  std::vector<int> winners;
  for (int p = 0; p < players; ++p)
    if (totals[p] == lowest) winners.push_back(p);
  ASSERT_EQ(s.winners(), winners) << "the lowest total wins";
}

TEST(RollAndClearPlayout, SeededGamesKeepEveryInvariant) {
  const int games = playout_games();
  int turns = 0;
  for (int g = 0; g < games; ++g) {
    const int players = 1 + g % 4;
    const std::string level = g % 3 == 0 ? "random" : "quick";
    ASSERT_NO_FATAL_FAILURE(play_one(players, level, 5000 + g, &turns)) << "game " << g;
  }
  EXPECT_GT(turns, 0);
}

}  // namespace
}  // namespace allclear
