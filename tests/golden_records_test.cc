// Golden records (tests/golden/, how they were made: tests/golden/README.md): finished games of
// every registered game, saved once by the simulator and replayed here forever against the round
// and final scores they recorded. A player's saved game is such a record (docs/records.md), so a
// rules change that would break players' saved games fails here. A golden record changes only
// with a new record format version and a migration of the saved games, never to make this pass.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "registered_games.h"

namespace allclear {
namespace {

const std::filesystem::path kGolden = ALLCLEAR_GOLDEN_RECORDS;

// The lines of tests/golden/<game>.jsonl (none when there is no such file).
std::vector<std::string> golden_lines(const std::string& game) {
  std::vector<std::string> lines;
  std::ifstream in(kGolden / (game + ".jsonl"));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

class GoldenRecords : public testing::TestWithParam<GameRegistration> {};

TEST_P(GoldenRecords, EveryRegisteredGameHasAGoldenRecord) {
  const std::string game = GetParam().info().name;
  EXPECT_FALSE(golden_lines(game).empty()) << "no golden record of " << game << " in " << (kGolden / (game + ".jsonl"))
                                           << ": make them as tests/golden/README.md says";
}

TEST_P(GoldenRecords, SavedGamesStillReplayToTheScoresTheyRecorded) {
  const std::string game = GetParam().info().name;
  const std::vector<std::string> lines = golden_lines(game);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    SCOPED_TRACE(game + ".jsonl line " + std::to_string(i + 1));
    GameRecord record;
    std::string error;
    ASSERT_TRUE(parse_record(lines[i], &record, &error)) << error;
    EXPECT_EQ(record.game, game) << "a record of another game in this game's file";
    ASSERT_FALSE(record.final_scores.empty()) << "a golden record is a finished game";
    const std::unique_ptr<State> replayed = verify_record(record, &error);
    ASSERT_TRUE(replayed) << error;
    EXPECT_TRUE(replayed->is_terminal());
    EXPECT_EQ(replayed->round_scores(), record.round_scores);
    EXPECT_EQ(replayed->total_scores(), record.final_scores);
  }
}

INSTANTIATE_TEST_SUITE_P(Registered, GoldenRecords, testing::ValuesIn(game_registrations()), registered_game_test_name);

TEST(GoldenRecordFiles, EachIsNamedAfterARegisteredGame) {
  std::vector<std::string> names;
  for (const GameInfo* info : registered_games()) names.push_back(info->name + ".jsonl");
  for (const auto& entry : std::filesystem::directory_iterator(kGolden)) {
    if (entry.path().extension() != ".jsonl") continue;
    const std::string name = entry.path().filename().string();
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end())
        << name << " is not a registered game's: it would never be replayed";
  }
}

}  // namespace
}  // namespace allclear
