// The play at a table, natively: each game of the app's tables (games/games.h) played through the
// app's own Session on a clock of its own (kit/clock_host.h), frame by frame as the app plays it.
// What a player must always get is checked here once for every game: each step they did not
// make stays on the table its time, a round's end is seen before its summary, their own move is
// applied and saved at once, the pace never changes the game, a saved game resumes to the same
// game, and every move is told in words.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/bots.h"
#include "games/games.h"
#include "kit/clock_host.h"
#include "kit/sound.h"

namespace allclear::web {
namespace {

// The tables, made once (a table keeps nothing of a game between tests: each test puts its own).
Table& table_named(const std::string& name) {
  static std::vector<std::unique_ptr<Table>> tables = make_tables();
  for (const std::unique_ptr<Table>& t : tables)
    if (t->name() == name) return *t;
  throw std::runtime_error("no table " + name);
}

std::vector<std::string> table_names() {
  std::vector<std::string> names;
  for (const std::unique_ptr<Table>& t : make_tables()) names.push_back(t->name());
  return names;
}

const std::vector<std::string> kNames = {"Ana", "Bo", "Cleo", "Dev"};

// Two players where the game allows it (else its fewest), all played by quick bots but for
// `humans` first seats.
std::vector<Seat> seats_for(const Table& table, int humans) {
  int players = 2;
  for (const GameParameter& p : table.info().parameters)
    if (p.name == "players") players = std::max(p.min_value, std::min(2, p.max_value));
  std::vector<Seat> seats;
  for (int i = 0; i < players; ++i) seats.push_back({i < humans ? "human" : "quick", kNames[i]});
  return seats;
}

// What a test saw of one game played to its end.
struct Played {
  std::string record;                 // the game's record line at its end
  std::vector<std::string> problems;  // what a player must get and did not
  std::vector<std::string> log;       // every line the table told
  int summaries = 0;                  // rounds seen to their end
  int own_moves = 0;                  // the person's choices and rolls
  std::vector<Cue> cues;              // what each frame sounded like, frames with a sound or a pulse
  std::vector<std::string> silent;    // the words of steps that came on screen without a sound
};

// Plays `table`'s game of `seed` to its end at `pace`, with `humans` people (the first seats)
// choosing as a quick bot would. `saved_midway`: halfway through, the game is saved and
// read back from its record line, as a reload does.
Played play(Table& table, BotPace pace, std::uint64_t seed, int humans, bool saved_midway = false) {
  Played out;
  ClockHost host;
  std::string error;
  if (!host.start(table, seats_for(table, humans), seed, pace, &error)) {
    out.problems.push_back("could not start: " + error);
    return out;
  }
  std::unique_ptr<Bot> person = make_bot("quick", seed * 7919 + 1, &error);
  double& t = host.clock;
  const Follower& f = table.follower();
  // The step on show (its address only tells it apart: it goes when it is replaced), its words,
  // when it came and the longest it was to stay.
  const Step* step = nullptr;
  std::string step_words;
  double step_since = 0, step_hold = 0;
  bool round_end_seen = false;
  bool saved = false;
  for (int frames = 0; frames < 3000000; ++frames) {
    const bool summary = host.session.update(host, t, true);
    host.session.drawing(t);
    host.session.presented(t, true);
    if (f.step() != step || (step && f.since() != step_since)) {
      if (step && t - step_since < step_hold - 1e-9)
        out.problems.push_back("\"" + step_words + "\" was replaced after " + std::to_string(t - step_since) +
                               " s of its " + std::to_string(step_hold) + " s");
      step = f.step();
      step_words = step ? step->narration : "";
      step_since = f.since();
      if (step && step->sound == Sound::kNone && !f.showing_round_end()) out.silent.push_back(step_words);
    }
    const Cue cue = host.session.take_cue();
    if (cue.sound != Sound::kNone || cue.pulse) out.cues.push_back(cue);
    if (step) step_hold = f.hold();
    round_end_seen |= f.showing_round_end();
    if (summary) {
      ++out.summaries;
      if (!round_end_seen) out.problems.push_back("a summary came before the round's end was on the table");
      round_end_seen = false;
      step = nullptr;
      if (table.match()->next() == Match::Next::kGameOver) break;
      host.session.next_round();
      table.refresh();
      host.session.screen_changed(true);
      continue;
    }
    if (saved_midway && !saved && table.match()->state().history().size() > 40 && f.caught_up()) {
      // A reload: the record line read back is the same game, told from where it stands.
      const std::string line = table.match()->record_line();
      Session::put(table, Match::resume(table, table.name(), line, &error));
      if (!table.match()) {
        out.problems.push_back("the saved game could not be read: " + error);
        return out;
      }
      if (table.match()->record_line() != line) out.problems.push_back("the saved game read back as another");
      Session::arrive(table, Session::Arrival::kSaved);
      table.refresh();
      host.session.open(table);
      step = nullptr;
      saved = true;
      continue;
    }
    if (f.caught_up() && host.session.person_acts_next()) {
      const Match& m = *table.match();
      const std::size_t before = m.state().history().size();
      const int keeps = host.keeps;
      if (m.next() == Match::Next::kRoll)
        host.session.roll_dice(host);
      else
        host.session.choose(host, person->choose(m.state()));
      ++out.own_moves;
      // Applied now, and saved now: a player's own move never waits.
      if (table.match()->state().history().size() <= before)
        out.problems.push_back("a person's move was not applied at once");
      if (host.keeps == keeps) out.problems.push_back("a person's move was not saved at once");
      step = nullptr;  // what follows their own move is timed afresh
      continue;
    }
    const double wake = host.session.wake_at(true);
    t = wake > t ? wake : t + (wake > 0 ? 0.0 : 1.0 / 60.0);
  }
  if (table.match()->next() != Match::Next::kGameOver) out.problems.push_back("the game did not end");
  out.record = table.match()->record_line();
  for (const LogLine& line : f.log()) out.log.push_back(line.text);
  Session::put(table, nullptr);
  return out;
}

class TableSession : public testing::TestWithParam<std::string> {};

TEST_P(TableSession, EachStepOfABotsGameStaysItsTimeAndEachRoundsEndIsSeenBeforeItsSummary) {
  for (std::uint64_t seed : {1, 2}) {
    const Played game = play(table_named(GetParam()), BotPace::kNormal, seed, 0);
    EXPECT_EQ(game.problems, std::vector<std::string>{}) << "seed " << seed;
    EXPECT_GE(game.summaries, 1) << "seed " << seed;
  }
}

TEST_P(TableSession, APersonsOwnMoveIsAppliedAndSavedAtOnce) {
  const Played game = play(table_named(GetParam()), BotPace::kNormal, 3, 1);
  EXPECT_EQ(game.problems, std::vector<std::string>{});
  EXPECT_GT(game.own_moves, 0);
}

TEST_P(TableSession, ThePaceChangesHowLongStepsShowNeverTheGame) {
  Table& table = table_named(GetParam());
  const Played normal = play(table, BotPace::kNormal, 4, 1);
  const Played instant = play(table, BotPace::kInstant, 4, 1);
  EXPECT_EQ(normal.problems, std::vector<std::string>{});
  EXPECT_EQ(instant.problems, std::vector<std::string>{});
  EXPECT_EQ(normal.record, instant.record);
}

TEST_P(TableSession, AGameSavedMidwayResumesAsTheSameGameAndPlaysOnToTheSameEnd) {
  Table& table = table_named(GetParam());
  const Played straight = play(table, BotPace::kFast, 5, 1);
  const Played reloaded = play(table, BotPace::kFast, 5, 1, true);
  EXPECT_EQ(straight.problems, std::vector<std::string>{});
  EXPECT_EQ(reloaded.problems, std::vector<std::string>{});
  EXPECT_EQ(straight.record, reloaded.record);
}

TEST_P(TableSession, EveryMoveIsToldInPlainWordsAndEveryPlayerByName) {
  const Played game = play(table_named(GetParam()), BotPace::kNormal, 6, 1);
  ASSERT_FALSE(game.log.empty());
  std::set<std::string> named;
  for (const std::string& line : game.log) {
    EXPECT_FALSE(line.empty());
    EXPECT_EQ(line.find_first_of("{}%\n\t"), std::string::npos) << line;
    EXPECT_EQ(line.find("  "), std::string::npos) << line;
    EXPECT_NE(line.back(), ' ') << line;
    for (const std::string& name : kNames)
      if (line.find(name) != std::string::npos) named.insert(name);
  }
  for (const Seat& seat : seats_for(table_named(GetParam()), 1))
    EXPECT_TRUE(named.count(seat.name)) << seat.name << " never named in the log";
}

TEST_P(TableSession, EveryStepShownSoundsAndEachRoundsEndSoundsWonOrLostForThePerson) {
  for (std::uint64_t seed = 7; seed < 27; ++seed) {
    const Played game = play(table_named(GetParam()), BotPace::kNormal, seed, 1);
    EXPECT_EQ(game.problems, std::vector<std::string>{}) << "seed " << seed;
    EXPECT_EQ(game.silent, std::vector<std::string>{}) << "steps on screen with no sound, seed " << seed;
    int ends = 0;
    std::set<Sound> sounds;
    for (const Cue& cue : game.cues) {
      sounds.insert(cue.sound);
      ends += cue.sound == Sound::kRoundWon || cue.sound == Sound::kRoundLost || cue.sound == Sound::kGameWon;
    }
    EXPECT_EQ(ends, game.summaries) << "each round's end sounds once, seed " << seed;
    EXPECT_GE(sounds.size(), 4u) << "a game sounds its different moments differently, seed " << seed;
  }
}

TEST_P(TableSession, AtInstantEachOutcomeSoundsOnceNeverABurst) {
  const Played game = play(table_named(GetParam()), BotPace::kInstant, 8, 1);
  EXPECT_EQ(game.problems, std::vector<std::string>{});
  // The person's move, what answered it (the bots' turns, at once), and each round's end.
  EXPECT_LE(game.cues.size(), static_cast<std::size_t>(2 * game.own_moves + 2 * game.summaries + 2));
  EXPECT_GT(game.cues.size(), 0u);
}

INSTANTIATE_TEST_SUITE_P(Tables, TableSession, testing::ValuesIn(table_names()),
                         [](const testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace allclear::web
