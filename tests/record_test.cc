// Game records and saves: they round-trip, replay to their scores, and bad ones are refused
// with a one-line reason (never a crash).
#include <gtest/gtest.h>

#include "core/bots.h"
#include "core/json.h"
#include "core/record.h"

namespace allclear {
namespace {

GameRecord played_record(std::uint64_t seed, int rounds, bool finish) {
  std::string error;
  auto game = load_game("clear", {{"players", 2}, {"rounds", rounds}}, &error);
  auto state = game->new_initial_state();
  auto bot = make_bot("quick", seed, &error);
  int steps = 0;
  while (!state->is_terminal() && (finish || ++steps < 120))
    EXPECT_TRUE(state->apply_action(state->is_chance_node() ? sample_chance(*state, seed) : bot->choose(*state)));
  return make_record(*state, seed, {"human", "quick"}, {"Ada", "Quick bot"});
}

TEST(Records, RoundTripThroughJson) {
  const GameRecord record = played_record(3, 2, true);
  GameRecord back;
  std::string error;
  ASSERT_TRUE(parse_record(record_to_json(record), &back, &error)) << error;
  EXPECT_EQ(record_to_json(back), record_to_json(record));
  EXPECT_EQ(back.history, record.history);
  EXPECT_EQ(back.final_scores.size(), 2u);
  EXPECT_NE(verify_record(back, &error), nullptr) << error;
}

TEST(Records, AGameInProgressReplaysToTheSamePosition) {
  const GameRecord record = played_record(4, 3, false);
  std::string error;
  auto state = verify_record(record, &error);
  ASSERT_NE(state, nullptr) << error;
  EXPECT_FALSE(state->is_terminal());
  EXPECT_EQ(state->history(), record.history);
  EXPECT_TRUE(record.final_scores.empty());
}

TEST(Records, RefusesTextThatIsNotJson) {
  GameRecord r;
  std::string error;
  for (const char* bad : {"", "{", "nonsense", "{\"format\":", "[1,2", "\"unterminated", "{\"a\":1}x"}) {
    EXPECT_FALSE(parse_record(bad, &r, &error)) << bad;
    EXPECT_EQ(error.rfind("not JSON", 0), 0u) << bad << ": " << error;
  }
}

TEST(Records, RefusesAnotherFormatOrVersion) {
  GameRecord r;
  std::string error;
  EXPECT_FALSE(parse_record("{\"clicks\":3}", &r, &error));
  EXPECT_NE(error.find("not an All Clear"), std::string::npos);
  std::string newer = record_to_json(played_record(1, 1, true));
  newer.replace(newer.find("\"version\":1"), 11, "\"version\":2");
  EXPECT_FALSE(parse_record(newer, &r, &error));
  EXPECT_NE(error.find("version 2"), std::string::npos) << error;
}

TEST(Records, RefusesAnIllegalOrTruncatedHistory) {
  GameRecord record = played_record(5, 1, true);
  std::string error;
  GameRecord illegal = record;
  illegal.history[3] = illegal.history[2];  // the same coin dealt twice
  EXPECT_EQ(verify_record(illegal, &error), nullptr);
  EXPECT_NE(error.find("illegal record: action 4"), std::string::npos) << error;
  GameRecord truncated = record;
  truncated.history.resize(truncated.history.size() / 2);
  EXPECT_EQ(verify_record(truncated, &error), nullptr);
  EXPECT_NE(error.find("truncated"), std::string::npos) << error;
  GameRecord wrong_scores = record;
  wrong_scores.final_scores[0] += 1;
  EXPECT_EQ(verify_record(wrong_scores, &error), nullptr);
  EXPECT_NE(error.find("final scores differ"), std::string::npos) << error;
}

TEST(Records, RefusesAnotherGameOrBadSeats) {
  GameRecord record = played_record(6, 1, true);
  std::string error;
  GameRecord other = record;
  other.game = "chess";
  EXPECT_EQ(verify_record(other, &error), nullptr);
  EXPECT_NE(error.find("unknown game"), std::string::npos);
  GameRecord seats = record;
  seats.players.push_back("quick");
  EXPECT_EQ(verify_record(seats, &error), nullptr);
  GameRecord kind = record;
  kind.players[1] = "wizard";
  EXPECT_EQ(verify_record(kind, &error), nullptr);
  EXPECT_NE(error.find("wizard"), std::string::npos);
}

TEST(Records, RefusesFieldsOfTheWrongKind) {
  const std::string good = record_to_json(played_record(7, 1, true));
  GameRecord r;
  std::string error;
  ASSERT_TRUE(parse_record(good, &r, &error)) << error;
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    text.replace(text.find(from), from.size(), to);
    return text;
  };
  EXPECT_FALSE(parse_record(with("\"seed\":7", "\"seed\":-7"), &r, &error));
  EXPECT_FALSE(parse_record(with("\"seed\":7", "\"seed\":1.5"), &r, &error));
  EXPECT_FALSE(parse_record(with("\"history\":[", "\"history\":[\"x\","), &r, &error));
  EXPECT_FALSE(parse_record(with("\"game\":\"clear\"", "\"game\":4"), &r, &error));
  EXPECT_FALSE(parse_record(with("\"history\":[", "\"history\":[99999999999,"), &r, &error));
}

TEST(Json, NestingIsBounded) {
  Json v;
  std::string error;
  EXPECT_FALSE(parse_json(std::string(100000, '['), &v, &error));
  EXPECT_TRUE(parse_json("{\"a\":[1,-2,{\"b\":\"c\\n\\u00e9\"}],\"d\":true,\"e\":null}", &v, &error)) << error;
  EXPECT_EQ(v.find("a")->items[1].integer, -2);
  EXPECT_EQ(v.find("a")->items[2].find("b")->string, "c\n\xc3\xa9");
  EXPECT_EQ(json_quote("a\"b\\\n"), "\"a\\\"b\\\\\\n\"");
}

// A file of tiny values (4.7 MB of zeros grew the page's memory by 450 MB) is refused while it
// is read, before its tree is built.
TEST(Json, ADocumentOfMoreValuesThanAnyAllClearDataIsRefused) {
  Json v;
  std::string error;
  std::string zeros = "[0";
  for (std::size_t i = 1; i < 2'000'000; ++i) zeros += ",0";
  zeros += "]";
  EXPECT_FALSE(parse_json(zeros, &v, &error));
  EXPECT_NE(error.find("more values than any All Clear data holds"), std::string::npos) << error;
  EXPECT_TRUE(v.items.size() <= kMaxJsonValues);
  std::string most = "[0";
  for (std::size_t i = 2; i < kMaxJsonValues; ++i) most += ",0";
  most += "]";
  EXPECT_TRUE(parse_json(most, &v, &error)) << error;
}

TEST(Records, AHistoryLongerThanAnyRealGameIsRefusedWithItsReason) {
  std::string text = record_to_json(played_record(7, 1, true));
  std::string padding;
  for (std::size_t i = 0; i <= kMaxHistory; ++i) padding += "0,";
  text.replace(text.find("\"history\":[") + 11, 0, padding);
  GameRecord r;
  std::string error;
  EXPECT_FALSE(parse_record(text, &r, &error));
  EXPECT_NE(error.find("no longer than any real game"), std::string::npos) << error;
}

}  // namespace
}  // namespace allclear
