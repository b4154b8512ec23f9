// What All Clear keeps on a device besides the games themselves: statistics per game, the
// backup file (export and import, all or nothing) and the daily challenge's seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "core/bots.h"
#include "core/device/backup.h"
#include "core/device/daily.h"
#include "core/device/settings.h"
#include "core/device/setup.h"
#include "core/device/stats.h"
#include "core/record.h"

namespace allclear {
namespace {

// A finished one-round game of Clear! between two quick bots, recorded with `players`.
std::unique_ptr<State> finished_clear(std::uint64_t seed) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", 1}}, &error);
  EXPECT_TRUE(game) << error;
  std::unique_ptr<State> s = game->new_initial_state();
  auto bot = make_bot("quick", seed, &error);
  while (!s->is_terminal())
    EXPECT_TRUE(s->apply_action(s->is_chance_node() ? sample_chance(*s, seed) : bot->choose(*s)));
  return s;
}

GameStats stats_of(std::string game) {
  GameStats stats;
  stats.game = std::move(game);
  return stats;
}

TEST(Statistics, CountGamesWinsTheBestAndTheAverage) {
  GameStats higher = stats_of("clear");
  higher.add({"2026-11-20", 20, false, false, ""}, false);
  higher.add({"2026-11-21", 31, true, false, ""}, false);
  higher.add({"2026-11-22", 25, false, false, ""}, false);
  EXPECT_EQ(higher.played, 3);
  EXPECT_EQ(higher.won, 1);
  ASSERT_TRUE(higher.latest_kind());
  EXPECT_EQ(higher.latest_kind()->best, 31);
  EXPECT_DOUBLE_EQ(higher.latest_kind()->average(), 76.0 / 3);
  GameStats lower = stats_of("roll-and-clear");  // the lowest total wins
  lower.add({"2026-11-20", 12, false, false, ""}, true);
  lower.add({"2026-11-21", 4, true, false, ""}, true);
  EXPECT_EQ(lower.latest_kind()->best, 4);
}

// Issue 29: "Best (lowest)" mixed a 3-game total with a 1-game score. Every result counts as
// played; the best and the average are kept per kind of game.
TEST(Statistics, TheBestAndTheAverageCompareOnlyGamesOfOneKind) {
  GameStats stats = stats_of("risky-business");
  stats.add({"2026-11-20", 41, true, false, "3 games"}, true);
  stats.add({"2026-11-21", 12, false, false, "1 game"}, true);
  stats.add({"2026-11-22", 35, false, false, "3 games"}, true);
  EXPECT_EQ(stats.played, 3);
  ASSERT_TRUE(stats.kind("3 games") && stats.kind("1 game"));
  EXPECT_EQ(stats.kind("3 games")->played, 2);
  EXPECT_EQ(stats.kind("3 games")->best, 35);
  EXPECT_DOUBLE_EQ(stats.kind("3 games")->average(), 38.0);
  EXPECT_EQ(stats.kind("1 game")->best, 12);
  EXPECT_EQ(stats.latest_kind()->kind, "3 games") << "the latest result's kind leads";
}

// Issue 29: a tie read as "share the win" on the scoreboard and as a plain win at home. A tie is
// a shared win everywhere: counted as won, and as shared.
TEST(Statistics, ATieIsASharedWin) {
  GameStats stats = stats_of("bingo");
  stats.add({"2026-11-20", 3, true, true, ""}, false);
  stats.add({"2026-11-21", 4, true, false, ""}, false);
  stats.add({"2026-11-22", 2, false, false, ""}, false);
  EXPECT_EQ(stats.won, 2);
  EXPECT_EQ(stats.shared, 1);
  for (std::uint64_t seed = 1; seed < 400; ++seed) {
    const std::unique_ptr<State> s = finished_clear(seed);
    if (s->winners().size() < 2) continue;
    const std::optional<GameResult> result = device_result(*s, {"human", "quick"}, "2026-11-23");
    ASSERT_TRUE(result);
    EXPECT_TRUE(result->won && result->shared) << "seed " << seed;
    return;
  }
  GTEST_SKIP() << "no tied game among the seeds tried";
}

TEST(Statistics, Version1StatisticsAreStillRead) {
  GameStats read;
  std::string error;
  ASSERT_TRUE(
      parse_stats(R"({"format":"allclear-stats","version":1,"game":"clear","played":3,"won":1,"best":31,"total":74,)"
                  R"("recent":[{"date":"2026-11-23","score":31,"won":true}]})",
                  "clear", &read, &error))
      << error;
  EXPECT_EQ(read.played, 3);
  EXPECT_EQ(read.won, 1);
  EXPECT_EQ(read.shared, 0);
  ASSERT_TRUE(read.kind(""));
  EXPECT_EQ(read.kind("")->best, 31) << "one best for every length: its length was not kept";
  EXPECT_EQ(read.kind("")->total, 74);
  ASSERT_EQ(read.recent.size(), 1u);
  EXPECT_EQ(read.recent[0].kind, "");
  read.add({"2026-11-24", 20, false, false, "7 rounds"}, false);
  EXPECT_EQ(read.kind("7 rounds")->best, 20) << "new games keep their kind apart";
  GameStats again;
  ASSERT_TRUE(parse_stats(stats_to_json(read), "clear", &again, &error)) << error;
  EXPECT_EQ(stats_to_json(again), stats_to_json(read));
}

TEST(Statistics, KeepTheLatestThirtyResults) {
  GameStats stats = stats_of("bingo");
  for (int i = 0; i < 40; ++i) stats.add({"2026-11-23", i, i % 2 == 0, false, ""}, false);
  ASSERT_EQ(stats.recent.size(), static_cast<std::size_t>(kRecentResults));
  EXPECT_EQ(stats.recent.front().score, 10);
  EXPECT_EQ(stats.recent.back().score, 39);
  EXPECT_EQ(stats.played, 40);
}

TEST(Statistics, CountsStopAtTheLargestStoredNumberInsteadOfOverflowing) {
  std::string error;
  GameStats stats;
  const std::string most = std::to_string(kMostGames);
  ASSERT_TRUE(parse_stats("{\"format\":\"allclear-stats\",\"version\":1,\"game\":\"clear\",\"played\":" + most +
                              ",\"won\":" + most + ",\"total\":0,\"recent\":[]}",
                          "clear", &stats, &error))
      << error;
  stats.add({"2026-11-27", 12, true, false, ""}, false);
  EXPECT_EQ(stats.played, kMostGames);
  EXPECT_EQ(stats.won, kMostGames);
  EXPECT_EQ(stats.latest_kind()->best, 12);
  EXPECT_EQ(stats.recent.size(), 1u);
}

TEST(Statistics, TheResultIsTheFirstPersonSeated) {
  const std::unique_ptr<State> s = finished_clear(3);
  const std::optional<GameResult> result = device_result(*s, {"quick", "human"}, "2026-11-23");
  ASSERT_TRUE(result);
  EXPECT_EQ(result->score, s->total_scores()[1]);
  const std::vector<int> winners = s->winners();
  EXPECT_EQ(result->won, std::find(winners.begin(), winners.end(), 1) != winners.end());
  EXPECT_FALSE(device_result(*s, {"quick", "strong"}, "2026-11-23")) << "bots only: nobody's result";
}

TEST(Statistics, RoundTripThroughTheirJson) {
  GameStats stats = stats_of("clear-ace");
  stats.add({"2026-11-22", 4, true, false, ""}, false);
  stats.add({"2026-11-23", 1, false, false, ""}, false);
  GameStats read;
  std::string error;
  ASSERT_TRUE(parse_stats(stats_to_json(stats), "clear-ace", &read, &error)) << error;
  EXPECT_EQ(stats_to_json(read), stats_to_json(stats));
  EXPECT_EQ(read.latest_kind()->best, 4);
  ASSERT_TRUE(parse_stats(stats_to_json(stats_of("clear")), "clear", &read, &error)) << "no game yet: " << error;
  EXPECT_FALSE(read.latest_kind());
}

TEST(Statistics, BrokenNewerOrForeignStatisticsAreRefused) {
  GameStats read;
  std::string error;
  EXPECT_FALSE(parse_stats("{\"format\":\"allclear-stats\"", "clear", &read, &error));
  EXPECT_FALSE(parse_stats("{\"format\":\"other\",\"version\":1}", "clear", &read, &error));
  EXPECT_FALSE(
      parse_stats(R"({"format":"allclear-stats","version":3,"game":"clear","played":0,"won":0,"total":0,"recent":[]})",
                  "clear", &read, &error));
  EXPECT_NE(error.find("newer"), std::string::npos) << error;
  EXPECT_FALSE(
      parse_stats(R"({"format":"allclear-stats","version":1,"game":"bingo","played":0,"won":0,"total":0,"recent":[]})",
                  "clear", &read, &error));
  EXPECT_FALSE(
      parse_stats(R"({"format":"allclear-stats","version":1,"game":"clear","played":1,"won":2,"total":0,"recent":[]})",
                  "clear", &read, &error))
      << "more won than played";
}

SavedData sample_data() {
  const std::unique_ptr<State> s = finished_clear(5);
  const std::string line = record_to_json(make_record(*s, 5, {"human", "quick"}, {"Ana", "Bo"}));
  GameStats stats = stats_of("clear");
  stats.add({"2026-11-23", 12, true, false, ""}, false);
  return {{"allclear.clear.game", line},
          {"allclear.clear.results.v1", line + "\n" + line + "\n"},
          {"allclear.clear.stats.v1", stats_to_json(stats)},
          {"allclear.last-played", "clear"}};
}

TEST(Backup, ExportThenImportGivesTheSameData) {
  const SavedData data = sample_data();
  SavedData read;
  std::string error;
  ASSERT_TRUE(parse_backup(backup_to_json(data, "2026-11-23"), &read, &error)) << error;
  EXPECT_EQ(read, data);
}

TEST(Backup, AForeignCorruptOrNewerFileIsRefusedAndReadsNothing) {
  const SavedData untouched = {{"allclear.keep", "me"}};
  SavedData read = untouched;
  std::string error;
  EXPECT_FALSE(parse_backup("PNG\x89 not json", &read, &error));
  EXPECT_EQ(error, "This file is not an All Clear backup.");
  EXPECT_FALSE(parse_backup(R"({"format":"other-app","version":1,"data":{}})", &read, &error));
  EXPECT_FALSE(parse_backup(R"({"format":"allclear-backup","version":9,"data":{}})", &read, &error));
  EXPECT_NE(error.find("newer All Clear"), std::string::npos) << error;
  EXPECT_FALSE(parse_backup(R"({"format":"allclear-backup","version":1,"data":{"theme":"dark"}})", &read, &error));
  EXPECT_NE(error.find("not All Clear's"), std::string::npos) << error;
  // A saved game whose history was tampered with does not replay.
  SavedData damaged = sample_data();
  const std::size_t at = damaged[0].second.find("\"history\":[") + 11;
  damaged[0].second.insert(at, "999,");
  EXPECT_FALSE(parse_backup(backup_to_json(damaged, "2026-11-23"), &read, &error));
  EXPECT_NE(error.find("allclear.clear.game"), std::string::npos) << error;
  SavedData bad_stats = sample_data();
  bad_stats[2].second = "{}";
  EXPECT_FALSE(parse_backup(backup_to_json(bad_stats, "2026-11-23"), &read, &error));
  EXPECT_EQ(read, untouched) << "a refused file changes nothing";
}

TEST(Backup, MoreFinishedGamesThanTheAppKeepsAreRefused) {
  SavedData data = sample_data();
  const std::string line = data[0].second;
  std::string lines;
  for (int i = 0; i <= kKeptResults; ++i) lines += line + "\n";
  data[1].second = lines;
  SavedData read;
  std::string error;
  EXPECT_FALSE(parse_backup(backup_to_json(data, "2026-11-27"), &read, &error));
  EXPECT_NE(error.find("more finished games than All Clear keeps"), std::string::npos) << error;
  EXPECT_TRUE(read.empty());
}

TEST(Backup, AnEntryOfOneLongStringIsReadAsTheAppWouldReadItAndRefusedWithItsReason) {
  // The costly shape of one long string: a settings entry as long as a file may be. It is read
  // once (tests/browser/measure-costly-input.js times it in the browser) and refused for what
  // it is, not for its length.
  SavedData data = sample_data();
  data.emplace_back("allclear.settings.v1", std::string(4'700'000, 'a'));
  SavedData read;
  std::string error;
  EXPECT_FALSE(parse_backup(backup_to_json(data, "2026-11-27"), &read, &error));
  EXPECT_NE(error.find("its entry allclear.settings.v1 cannot be used"), std::string::npos) << error.substr(0, 200);
  EXPECT_TRUE(read.empty());
}

TEST(DailyChallenge, DatesAreRealCalendarDays) {
  EXPECT_TRUE(valid_date("2026-11-23"));
  EXPECT_TRUE(valid_date("2028-02-29"));
  EXPECT_FALSE(valid_date("2026-02-29"));
  EXPECT_FALSE(valid_date("2026-13-01"));
  EXPECT_FALSE(valid_date("2026-11-31"));
  EXPECT_FALSE(valid_date("26-11-23"));
  EXPECT_FALSE(valid_date("2026/11/23"));
}

TEST(DailyChallenge, OneSeedPerGameAndDayTheSameEverywhere) {
  const std::uint64_t today = daily_seed("clear", "2026-11-23");
  EXPECT_EQ(today, daily_seed("clear", "2026-11-23"));
  EXPECT_NE(today, daily_seed("clear", "2026-11-24"));
  EXPECT_NE(today, daily_seed("bingo", "2026-11-23"));
  // Pinned: the seed may never change, or yesterday's shared results would no longer match.
  EXPECT_EQ(today, 473314u);
  for (int day = 1; day <= 28; ++day) {
    const std::uint64_t seed =
        daily_seed("risky-business", "2026-02-" + std::string(day < 10 ? "0" : "") + std::to_string(day));
    EXPECT_GE(seed, 1u);
    EXPECT_LE(seed, 999999u);
  }
}

TEST(DailyChallenge, ADayIsKeptOnceAndItsFirstFinishedGameIsItsResult) {
  DailyRecord record;
  record.game = "clear";
  const std::uint64_t seed = daily_seed("clear", "2026-11-23");
  record.start("2026-11-23", seed);
  record.start("2026-11-23", seed);  // started again the same day
  ASSERT_EQ(record.days.size(), 1u);
  EXPECT_FALSE(record.days[0].score) << "no result until the game ends";
  EXPECT_FALSE(record.finish(seed + 1, 20, true)) << "another seed is not the challenge";
  EXPECT_TRUE(record.finish(seed, 31, true));
  EXPECT_FALSE(record.finish(seed, 12, false)) << "playing it again does not change the day's result";
  EXPECT_EQ(*record.find("2026-11-23")->score, 31);
  EXPECT_TRUE(record.find("2026-11-23")->won);
}

TEST(DailyChallenge, TheLatestSixtyDaysAreKeptInDateOrder) {
  DailyRecord record;
  record.game = "bingo";
  for (int day = 70; day >= 1; --day) {
    char date[16];  // 28 days a month, from 2026-01-01
    std::snprintf(date, sizeof date, "2026-%02d-%02d", 1 + (day - 1) / 28, (day - 1) % 28 + 1);
    record.start(date, daily_seed("bingo", date));
  }
  ASSERT_EQ(static_cast<int>(record.days.size()), kDailyDaysKept);
  EXPECT_TRUE(std::is_sorted(record.days.begin(), record.days.end(),
                             [](const DailyDay& a, const DailyDay& b) { return a.date < b.date; }));
  EXPECT_EQ(record.days.back().date, "2026-03-14") << "the newest day stays";
}

TEST(DailyChallenge, ResultsRoundTripThroughTheirJson) {
  DailyRecord record;
  record.game = "risky-business";
  record.start("2026-11-22", daily_seed("risky-business", "2026-11-22"));
  record.start("2026-11-23", daily_seed("risky-business", "2026-11-23"));
  record.finish(daily_seed("risky-business", "2026-11-22"), -3, true);
  DailyRecord read;
  std::string error;
  ASSERT_TRUE(parse_daily(daily_to_json(record), "risky-business", &read, &error)) << error;
  EXPECT_EQ(daily_to_json(read), daily_to_json(record));
  EXPECT_EQ(*read.days[0].score, -3);
  EXPECT_FALSE(read.days[1].score);
}

TEST(DailyChallenge, ForeignNewerOrForgedResultsAreRefused) {
  DailyRecord read;
  std::string error;
  const std::string seed = std::to_string(daily_seed("clear", "2026-11-23"));
  EXPECT_FALSE(parse_daily("[1,2]", "clear", &read, &error));
  EXPECT_FALSE(
      parse_daily(R"({"format":"allclear-daily","version":2,"game":"clear","days":[]})", "clear", &read, &error));
  EXPECT_NE(error.find("newer"), std::string::npos) << error;
  EXPECT_FALSE(
      parse_daily(R"({"format":"allclear-daily","version":1,"game":"bingo","days":[]})", "clear", &read, &error));
  EXPECT_FALSE(
      parse_daily(R"({"format":"allclear-daily","version":1,"game":"clear","days":[{"date":"2026-02-30","seed":1}]})",
                  "clear", &read, &error))
      << "no such day";
  EXPECT_FALSE(
      parse_daily(R"({"format":"allclear-daily","version":1,"game":"clear","days":[{"date":"2026-11-23","seed":7}]})",
                  "clear", &read, &error))
      << "a seed that is not the day's";
  EXPECT_FALSE(
      parse_daily(R"({"format":"allclear-daily","version":1,"game":"clear","days":[{"date":"2026-11-23","seed":)" +
                      seed + R"(,"score":3}]})",
                  "clear", &read, &error))
      << "a score without won";
  EXPECT_TRUE(
      parse_daily(R"({"format":"allclear-daily","version":1,"game":"clear","days":[{"date":"2026-11-23","seed":)" +
                      seed + R"(,"score":3,"won":false}]})",
                  "clear", &read, &error))
      << error;
}

TEST(DailyChallenge, TheSharedTextNamesTheGameTheDateAndTheScore) {
  DailyDay day{"2026-11-23", daily_seed("clear", "2026-11-23"), 31, true};
  EXPECT_EQ(daily_share_text("Clear!", day), "All Clear, Clear! daily challenge 2026-11-23: 31 points, won");
  day.score.reset();
  EXPECT_EQ(daily_share_text("Clear!", day), "All Clear, Clear! daily challenge 2026-11-23: not finished");
}

TEST(DailyChallenge, TheSharedTextCarriesThePagesAddress) {
  const DailyDay day{"2026-11-23", daily_seed("clear", "2026-11-23"), 31, true};
  EXPECT_EQ(daily_share_text("Clear!", day, "https://example.org/allclear/"),
            "All Clear, Clear! daily challenge 2026-11-23: 31 points, won. Play it: https://example.org/allclear/");
}

TEST(Backup, DailyResultsAreCheckedOnImport) {
  SavedData bad{{"allclear.clear.daily.v1",
                 R"({"format":"allclear-daily","version":1,"game":"clear","days":[{"date":"2026-11-23","seed":7}]})"}};
  SavedData read;
  std::string error;
  EXPECT_FALSE(parse_backup(backup_to_json(bad, "2026-11-23"), &read, &error));
  EXPECT_NE(error.find("allclear.clear.daily.v1"), std::string::npos) << error;
}

TEST(Settings, RoundTripThroughTheirJson) {
  for (BotPace pace : {BotPace::kSlow, BotPace::kNormal, BotPace::kFast, BotPace::kInstant})
    for (ReducedMotion motion : {ReducedMotion::kAuto, ReducedMotion::kOn, ReducedMotion::kOff}) {
      Settings settings{pace, motion}, read;
      std::string error;
      ASSERT_TRUE(parse_settings(settings_to_json(settings), &read, &error)) << error;
      EXPECT_EQ(read.bot_pace, pace);
      EXPECT_EQ(read.reduced_motion, motion);
    }
  for (bool sound : {false, true})
    for (bool haptics : {false, true}) {
      Settings settings{BotPace::kNormal, ReducedMotion::kAuto, sound, haptics}, read;
      std::string error;
      ASSERT_TRUE(parse_settings(settings_to_json(settings), &read, &error)) << error;
      EXPECT_EQ(read.sound, sound);
      EXPECT_EQ(read.haptics, haptics);
    }
}

TEST(Settings, SettingsKeptBeforeSoundAndHapticsWereOfferedHaveBothOn) {
  Settings read{BotPace::kNormal, ReducedMotion::kAuto, false, false};
  std::string error;
  ASSERT_TRUE(parse_settings(R"({"format":"allclear-settings","version":1,"botPace":"slow","reducedMotion":"on"})",
                             &read, &error))
      << error;
  EXPECT_EQ(read.bot_pace, BotPace::kSlow);
  EXPECT_TRUE(read.sound);
  EXPECT_TRUE(read.haptics);
}

TEST(Settings, UnknownNewerOrForeignSettingsAreRefused) {
  Settings read;
  std::string error;
  EXPECT_FALSE(parse_settings("{", &read, &error));
  EXPECT_FALSE(parse_settings(R"({"format":"allclear-stats","version":1})", &read, &error));
  EXPECT_FALSE(parse_settings(R"({"format":"allclear-settings","version":2,"botPace":"slow","reducedMotion":"on"})",
                              &read, &error));
  EXPECT_NE(error.find("newer"), std::string::npos) << error;
  EXPECT_FALSE(parse_settings(R"({"format":"allclear-settings","version":1,"botPace":"warp","reducedMotion":"on"})",
                              &read, &error));
  EXPECT_FALSE(parse_settings(R"({"format":"allclear-settings","version":1,"botPace":"slow"})", &read, &error));
  EXPECT_FALSE(parse_settings(
      R"({"format":"allclear-settings","version":1,"botPace":"slow","reducedMotion":"on","sound":"loud"})", &read,
      &error));
  SavedData bad{
      {"allclear.settings.v1", R"({"format":"allclear-settings","version":1,"botPace":"warp","reducedMotion":"on"})"}};
  SavedData data;
  EXPECT_FALSE(parse_backup(backup_to_json(bad, "2026-11-23"), &data, &error)) << "a backup's settings are checked too";
}

TEST(Settings, BotPaceGoesFromAtOnceToSlowEnoughToFollowAndFastIsHalfOfNormal) {
  EXPECT_EQ(bot_step_seconds(BotPace::kInstant, false), 0.0);
  EXPECT_LT(bot_step_seconds(BotPace::kNormal, false), bot_step_seconds(BotPace::kSlow, false));
  EXPECT_LT(bot_step_seconds(BotPace::kNormal, true), bot_step_seconds(BotPace::kSlow, true));
  EXPECT_GE(bot_step_seconds(BotPace::kSlow, false), 1.5) << "slow enough for a person to follow each step";
  EXPECT_DOUBLE_EQ(bot_step_seconds(BotPace::kFast, false), bot_step_seconds(BotPace::kNormal, false) / 2);
  EXPECT_DOUBLE_EQ(bot_step_seconds(BotPace::kFast, true), bot_step_seconds(BotPace::kNormal, true) / 2);
}

TEST(Settings, BotPaceScalesHowLongTheTablesStagedStepsStay) {
  EXPECT_EQ(showing_scale(BotPace::kInstant), 0.0) << "instant: only the outcome is shown";
  EXPECT_EQ(showing_scale(BotPace::kNormal), 1.0);
  EXPECT_GT(showing_scale(BotPace::kSlow), 1.0);
  EXPECT_EQ(showing_scale(BotPace::kFast), 0.5) << "fast: about half of normal";
}

const GameInfo& clear_info() {
  for (const GameInfo* g : registered_games())
    if (g->name == "clear") return *g;
  throw std::runtime_error("no Clear!");
}

TEST(RememberedSetup, RoundTripsPlayersSeatsNamesAndSettings) {
  GameSetup setup{3, {{"Ana", "human"}, {"Zoë Li", "strong"}, {"Bo", "quick"}, {"Cleo", "quick"}}, {{"rounds", 5}}};
  GameSetup read;
  std::string error;
  ASSERT_TRUE(parse_setup(setup_to_json(setup), clear_info(), &read, &error)) << error;
  EXPECT_EQ(read.players, 3);
  ASSERT_EQ(read.seats.size(), 4u) << "the seats beyond the players keep their choices";
  EXPECT_EQ(read.seats[1].name, "Zoë Li");
  EXPECT_EQ(read.seats[1].kind, "strong");
  EXPECT_EQ(read.parameters.at("rounds"), 5);
}

TEST(RememberedSetup, ASetupOutsideTheGamesRangesIsRefusedWithAReason) {
  GameSetup read;
  std::string error;
  const std::string head = R"({"format":"allclear-setup","version":1,)";
  EXPECT_FALSE(parse_setup(head + R"("players":9,"seats":[],"parameters":{}})", clear_info(), &read, &error));
  EXPECT_NE(error.find("players"), std::string::npos) << error;
  EXPECT_FALSE(parse_setup(head + R"("players":1,"seats":[{"name":"Ana","kind":"wizard"}],"parameters":{}})",
                           clear_info(), &read, &error));
  EXPECT_NE(error.find("kind"), std::string::npos) << error;
  EXPECT_FALSE(parse_setup(head + R"("players":1,"seats":[{"name":" Ana","kind":"human"}],"parameters":{}})",
                           clear_info(), &read, &error));
  EXPECT_FALSE(parse_setup(head + R"("players":1,"seats":[{"name":"Ana","kind":"human"}],"parameters":{"rounds":0}})",
                           clear_info(), &read, &error));
  EXPECT_NE(error.find("rounds"), std::string::npos) << error;
  EXPECT_FALSE(parse_setup(R"({"format":"allclear-setup","version":2})", clear_info(), &read, &error));
  EXPECT_NE(error.find("newer"), std::string::npos) << error;
  SavedData bad{{"allclear.clear.setup.v1", head + R"("players":1,"seats":[],"parameters":{}})"}};
  SavedData data;
  EXPECT_FALSE(parse_backup(backup_to_json(bad, "2026-11-26"), &data, &error)) << "a backup's setups are checked too";
  EXPECT_NE(error.find("allclear.clear.setup.v1"), std::string::npos) << error;
}

TEST(RememberedSetup, ATypedNameIsTrimmedFreedOfControlCharactersAndCutToFit) {
  EXPECT_EQ(clean_name("  Ana  "), "Ana");
  EXPECT_EQ(clean_name("Mary   Jo"), "Mary Jo");
  EXPECT_EQ(clean_name("Bo\tb\x01y"), "Boby");
  EXPECT_EQ(clean_name("Abcdefghijklmnop"), "Abcdefghijkl");
  EXPECT_EQ(clean_name("ÉéÉéÉéÉéÉéÉéÉé"), "ÉéÉéÉéÉéÉéÉé") << "whole characters, not bytes";
  EXPECT_EQ(clean_name("   "), "");
  EXPECT_EQ(clean_name("Bo###x"), "Bo#x") << "no hidden id in a label";
  EXPECT_EQ(clean_name("ÉéÉé", 3), "ÉéÉ");
}

}  // namespace
}  // namespace allclear
