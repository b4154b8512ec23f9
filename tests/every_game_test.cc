// The contract of core/game.h, checked for every registered game (tests/registered_games.h: the
// list is the core's registry, so a new game is in from its allclear_game() line). Each test plays
// seeded games at seeded tables (every parameter drawn from the seed) with random and quick
// players mixed, and checks its rule at every step. A game's own rules and invariants are in its
// own test file; only what every game owes the interface is here.
// The number of games follows ALLCLEAR_PLAYOUT_GAMES (tests/playout_games.h), a hundredth of it
// (100 games a test, 10 in the sanitizer run): each step here is checked against a clone, a
// replay and every player's view, many times the work of a step of the per-game playouts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/bots.h"
#include "core/game.h"
#include "core/random.h"
#include "core/record.h"
#include "playout_games.h"
#include "registered_games.h"

namespace allclear {
namespace {

int suite_games() { return std::max(1, playout_games() / 100); }

// One seeded game: its table and its seats.
struct SeededTable {
  std::shared_ptr<const Game> game;
  std::vector<std::string> levels;  // per seat: "random" or "quick"
  std::vector<std::unique_ptr<Bot>> bots;
};

// Players over their whole range; every other parameter (rounds, a target) from its least to its
// default: a longer game only repeats the same rules, so the time goes to more games instead.
SeededTable seeded_table(const GameInfo& info, std::uint64_t seed) {
  Random shape(mix_seed(seed, 0x7ab1e));
  GameParameters parameters;
  for (const GameParameter& p : info.parameters) {
    const int high = p.name == "players" ? p.max_value : std::clamp(p.default_value, p.min_value, p.max_value);
    parameters[p.name] =
        p.min_value + static_cast<int>(shape.below(static_cast<std::uint32_t>(high - p.min_value + 1)));
  }
  SeededTable table;
  std::string error;
  table.game = load_game(info.name, parameters, &error);
  EXPECT_TRUE(table.game) << info.name << ": " << error;
  if (!table.game) return table;
  for (int p = 0; p < table.game->num_players(); ++p) {
    table.levels.push_back(shape.below(2) ? "quick" : "random");
    table.bots.push_back(make_bot(table.levels.back(), mix_seed(seed, 1000 + p), &error));
  }
  return table;
}

// Where a failure happened, to play it again: the game, its parameters, the seed and the step.
std::string where(const State& state, std::uint64_t seed) {
  std::string text = state.game().info().name;
  for (const auto& [name, value] : state.game().parameters()) text += " " + name + "=" + std::to_string(value);
  text +=
      ", seed " + std::to_string(seed) + ", step " + std::to_string(state.history().size()) + "\n" + state.to_string();
  return text;
}

// Plays game `seed` of `info` at its seeded table to the end: chance sampled with the seed, each
// seat by its player. `visit(state, seed)` sees the state before every action and once at the
// end. A game longer than a record may hold (kMaxHistory, core/record.h) fails: it could not be
// saved, and a game that never ends would hang the test.
void play_seeded_game(const GameInfo& info, std::uint64_t seed,
                      const std::function<void(const State&, std::uint64_t)>& visit) {
  SeededTable table = seeded_table(info, seed);
  ASSERT_TRUE(table.game);
  std::unique_ptr<State> state = table.game->new_initial_state();
  while (!state->is_terminal()) {
    ASSERT_LT(state->history().size(), kMaxHistory) << "the game does not end: " << where(*state, seed);
    ASSERT_NO_FATAL_FAILURE(visit(*state, seed));
    const Action action =
        state->is_chance_node() ? sample_chance(*state, seed) : table.bots[state->current_player()]->choose(*state);
    ASSERT_TRUE(state->apply_action(action)) << "a player chose an action it was not offered: " << where(*state, seed);
  }
  ASSERT_NO_FATAL_FAILURE(visit(*state, seed));
}

// Every seeded game of the suite, each played with its own `visit` (made fresh for each game).
void play_suite_games(const GameInfo& info,
                      const std::function<std::function<void(const State&, std::uint64_t)>()>& fresh_visit) {
  const int games = suite_games();
  for (int g = 1; g <= games; ++g)
    ASSERT_NO_FATAL_FAILURE(play_seeded_game(info, static_cast<std::uint64_t>(g), fresh_visit()));
}

// The same position as `expected`: the same table, player to act, actions and every player's view.
void expect_same_position(const State& actual, const State& expected, std::uint64_t seed, const char* what) {
  ASSERT_EQ(actual.to_string(), expected.to_string()) << what << ": " << where(expected, seed);
  ASSERT_EQ(actual.current_player(), expected.current_player()) << what << ": " << where(expected, seed);
  ASSERT_EQ(actual.legal_actions(), expected.legal_actions()) << what << ": " << where(expected, seed);
  for (int p = 0; p < expected.num_players(); ++p)
    ASSERT_EQ(actual.observation_string(p), expected.observation_string(p))
        << what << ", player " << p << ": " << where(expected, seed);
}

class EveryGame : public testing::TestWithParam<GameRegistration> {
 protected:
  const GameInfo& info() const { return GetParam().info(); }
};

TEST_P(EveryGame, LegalActionsAreSortedUniqueAndEmptyOnlyWhenTheGameIsOver) {
  // core/game.h: "Sorted and unique. At a chance node: the outcomes' actions. Empty when terminal."
  play_suite_games(info(), [] {
    return [](const State& s, std::uint64_t seed) {
      const int player = s.current_player();
      ASSERT_TRUE(player == kChancePlayer || player == kTerminalPlayer || (player >= 0 && player < s.num_players()))
          << "player " << player << ": " << where(s, seed);
      const std::vector<Action> legal = s.legal_actions();
      ASSERT_TRUE(std::adjacent_find(legal.begin(), legal.end(), std::greater_equal<Action>()) == legal.end())
          << "not sorted and unique: " << where(s, seed);
      ASSERT_EQ(legal.empty(), s.is_terminal()) << where(s, seed);
      for (Action a : legal) {
        ASSERT_TRUE(s.is_legal(a)) << "listed but not legal: " << a << ", " << where(s, seed);
        ASSERT_FALSE(s.action_to_string(player, a).empty()) << "action " << a << " has no words: " << where(s, seed);
      }
    };
  });
}

TEST_P(EveryGame, AnActionNotOfferedIsRefusedAndChangesNothing) {
  // core/game.h: "an illegal one changes nothing and returns false". Tried on a copy: the action
  // just below the least legal one, one just above the greatest, and the first gap between them.
  play_suite_games(info(), [] {
    return [](const State& s, std::uint64_t seed) {
      const std::vector<Action> legal = s.legal_actions();
      std::vector<Action> refused = {legal.empty() ? 0 : legal.front() - 1, legal.empty() ? 1 : legal.back() + 1};
      for (std::size_t i = 1; i < legal.size(); ++i)
        if (legal[i] > legal[i - 1] + 1) {
          refused.push_back(legal[i - 1] + 1);
          break;
        }
      const std::unique_ptr<State> copy = s.clone();
      const std::string before = s.to_string();
      for (Action a : refused) {
        ASSERT_FALSE(copy->apply_action(a)) << "accepted " << a << ": " << where(s, seed);
        ASSERT_EQ(copy->history().size(), s.history().size()) << where(s, seed);
        ASSERT_EQ(copy->to_string(), before) << "refusing " << a << " changed the state: " << where(s, seed);
      }
    };
  });
}

TEST_P(EveryGame, EveryChanceNodeListsItsOutcomesOnceWithPositiveWeights) {
  // core/game.h: chance outcomes are "Non-empty exactly at chance nodes", each weight "at least
  // 1", and the legal actions at a chance node are "the outcomes' actions". sample_chance adds
  // the weights in 32 bits, so their sum must fit.
  play_suite_games(info(), [] {
    return [](const State& s, std::uint64_t seed) {
      const std::vector<ChanceOutcome> outcomes = s.chance_outcomes();
      ASSERT_EQ(outcomes.empty(), !s.is_chance_node()) << where(s, seed);
      if (outcomes.empty()) return;
      std::uint64_t total = 0;
      std::vector<Action> actions;
      for (const ChanceOutcome& o : outcomes) {
        ASSERT_GE(o.weight, 1u) << "outcome " << o.action << ": " << where(s, seed);
        total += o.weight;
        actions.push_back(o.action);
      }
      ASSERT_LE(total, std::uint64_t{UINT32_MAX}) << where(s, seed);
      std::sort(actions.begin(), actions.end());
      ASSERT_TRUE(std::adjacent_find(actions.begin(), actions.end()) == actions.end())
          << "an outcome twice: " << where(s, seed);
      ASSERT_EQ(actions, s.legal_actions()) << where(s, seed);
    };
  });
}

TEST_P(EveryGame, AGameEndsWithinTheLongestHistoryARecordHolds) {
  // play_seeded_game fails a game of kMaxHistory actions: here that is the only check.
  play_suite_games(info(), [] { return [](const State&, std::uint64_t) {}; });
}

TEST_P(EveryGame, ACloneIsTheSamePositionAndPlaysOnWithoutTouchingTheOriginal) {
  play_suite_games(info(), [] {
    return [](const State& s, std::uint64_t seed) {
      const std::unique_ptr<State> copy = s.clone();
      ASSERT_NO_FATAL_FAILURE(expect_same_position(*copy, s, seed, "the clone differs"));
      ASSERT_EQ(copy->history(), s.history()) << where(s, seed);
      if (s.is_terminal()) return;
      const std::string before = s.to_string();
      ASSERT_TRUE(copy->apply_action(s.legal_actions().back())) << where(s, seed);
      ASSERT_EQ(s.to_string(), before) << "an action on the clone changed the original: " << where(s, seed);
      ASSERT_EQ(s.history().size() + 1, copy->history().size()) << where(s, seed);
    };
  });
}

TEST_P(EveryGame, ReplayingTheHistoryGivesTheSamePositionAndEveryPlayersView) {
  // A game is its parameters and its history: a second state that is given only the actions of
  // the history, one by one as they are played, is always the same position (what replay() does,
  // without starting over at every step); replay() itself from the start at steps 1, 2, 4, 8, ...
  // and at the end.
  play_suite_games(info(), [] {
    return [replayed = std::shared_ptr<State>()](const State& s, std::uint64_t seed) mutable {
      if (!replayed) replayed = s.game().new_initial_state();
      const std::vector<Action>& history = s.history();
      for (std::size_t i = replayed->history().size(); i < history.size(); ++i)
        ASSERT_TRUE(replayed->apply_action(history[i]))
            << "action " << i + 1 << " refused in the replay: " << where(s, seed);
      ASSERT_NO_FATAL_FAILURE(expect_same_position(*replayed, s, seed, "the replay differs"));
      const std::size_t n = history.size();
      if (s.is_terminal() || (n & (n - 1)) == 0) {
        std::string error;
        const std::unique_ptr<State> again = replay(s.game(), history, &error);
        ASSERT_TRUE(again) << error << ": " << where(s, seed);
        ASSERT_NO_FATAL_FAILURE(expect_same_position(*again, s, seed, "replay() differs"));
        ASSERT_EQ(again->round_scores(), s.round_scores()) << where(s, seed);
        ASSERT_EQ(again->winners(), s.winners()) << where(s, seed);
      }
    };
  });
}

TEST_P(EveryGame, RoundScoresAddUpToTheTotalsAndOnlyTheBestTotalWins) {
  // core/game.h: round_scores() holds the points "each player scored in each" finished round,
  // total_scores() their sums, and winners() the "Seats with the best total once the game is
  // over": the highest, or the lowest where lower scores win. All of them on a tie, unless the
  // game's rules break it (Risky Business: more clears; its own test checks that), so here:
  // every winner has the best total. A round's scores, once finished, never change.
  const bool lower_wins = info().lower_scores_win;
  play_suite_games(info(), [lower_wins] {
    return [lower_wins, finished = std::vector<std::vector<int>>()](const State& s, std::uint64_t seed) mutable {
      const int n = s.num_players();
      const std::vector<std::vector<int>> rounds = s.round_scores();
      ASSERT_EQ(static_cast<int>(rounds.size()), s.rounds_completed()) << where(s, seed);
      ASSERT_GE(rounds.size(), finished.size()) << "a finished round was taken back: " << where(s, seed);
      for (std::size_t r = 0; r < finished.size(); ++r)
        ASSERT_EQ(rounds[r], finished[r]) << "round " << r + 1 << "'s scores changed: " << where(s, seed);
      std::vector<int> sums(n, 0);
      for (const std::vector<int>& round : rounds) {
        ASSERT_EQ(static_cast<int>(round.size()), n) << where(s, seed);
        for (int p = 0; p < n; ++p) sums[p] += round[p];
      }
      ASSERT_EQ(s.total_scores(), sums) << where(s, seed);
      finished = rounds;
      if (!s.is_terminal()) return;
      ASSERT_GE(s.rounds_completed(), 1) << "a game over with no round scored: " << where(s, seed);
      const int best =
          lower_wins ? *std::min_element(sums.begin(), sums.end()) : *std::max_element(sums.begin(), sums.end());
      const std::vector<int> winners = s.winners();
      ASSERT_FALSE(winners.empty()) << where(s, seed);
      ASSERT_TRUE(std::adjacent_find(winners.begin(), winners.end(), std::greater_equal<int>()) == winners.end())
          << where(s, seed);
      for (int w : winners) {
        ASSERT_TRUE(w >= 0 && w < n) << "winner " << w << ": " << where(s, seed);
        ASSERT_EQ(sums[w], best) << "winner " << w << " has not the best total: " << where(s, seed);
      }
    };
  });
}

TEST_P(EveryGame, ResamplingWhatAPlayerCannotSeeKeepsTheirViewAndTheirChoices) {
  // core/game.h resample_hidden: "A position `player` cannot tell from this one". So their
  // observation is the same and, at their decision, so are the actions they may take. (Games of
  // perfect information return a copy, which passes as it should.)
  play_suite_games(info(), [] {
    return [](const State& s, std::uint64_t seed) {
      for (int p = 0; p < s.num_players(); ++p) {
        const std::unique_ptr<State> imagined = s.resample_hidden(p, mix_seed(seed, s.history().size() * 8 + p));
        ASSERT_EQ(imagined->observation_string(p), s.observation_string(p)) << "player " << p << ": " << where(s, seed);
        if (s.current_player() != p) continue;
        ASSERT_EQ(imagined->current_player(), p) << where(s, seed);
        ASSERT_EQ(imagined->legal_actions(), s.legal_actions()) << "player " << p << ": " << where(s, seed);
      }
    };
  });
}

TEST_P(EveryGame, AFinishedGameSavesAsARecordThatReplaysToItsScores) {
  // core/record.h: a record "reproduces the game and its scores exactly".
  play_suite_games(info(), [] {
    return [](const State& s, std::uint64_t seed) {
      if (!s.is_terminal()) return;
      const std::vector<std::string> seats(s.num_players(), "random");
      GameRecord read;
      std::string error;
      ASSERT_TRUE(parse_record(record_to_json(make_record(s, seed, seats, seats)), &read, &error)) << error;
      EXPECT_EQ(read.final_scores, s.total_scores());
      const std::unique_ptr<State> replayed = verify_record(read, &error);
      ASSERT_TRUE(replayed) << error << ": " << where(s, seed);
      EXPECT_EQ(replayed->to_string(), s.to_string());
    };
  });
}

INSTANTIATE_TEST_SUITE_P(Registered, EveryGame, testing::ValuesIn(game_registrations()), registered_game_test_name);

TEST(Registry, EveryRegisteredGameHasItsOwnNameAPlayersParameterAndLoadsWithItsDefaults) {
  ASSERT_FALSE(game_registrations().empty());
  std::vector<std::string> names;
  for (const GameRegistration& r : game_registrations()) {
    const GameInfo& info = r.info();
    names.push_back(info.name);
    EXPECT_TRUE(std::any_of(info.parameters.begin(), info.parameters.end(), [](const GameParameter& p) {
      return p.name == "players";
    })) << info.name;
    for (const GameParameter& p : info.parameters)
      EXPECT_TRUE(p.min_value <= p.default_value && p.default_value <= p.max_value) << info.name << " " << p.name;
    std::string error;
    const std::shared_ptr<const Game> game = load_game(info.name, {}, &error);
    ASSERT_TRUE(game) << info.name << ": " << error;
    EXPECT_EQ(&game->info(), &info) << info.name;
  }
  std::sort(names.begin(), names.end());
  EXPECT_TRUE(std::adjacent_find(names.begin(), names.end()) == names.end()) << "two games share a name";
}

}  // namespace
}  // namespace allclear
