// Each game's guided first game (kit/tutorial.h), natively: its script replays on the current
// rules to the end it teaches, move by move as the person makes them, and says each press in a
// few words the app's font can draw. The browser test (tests/browser/tutorial.test.js) makes the
// same moves by real taps on the widgets the script names.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "games/games.h"
#include "kit/tutorial.h"

namespace allclear::web {
namespace {

// Code points in the font's ranges (CMakeLists.txt's ALLCLEAR_FONT_UNICODES), as the rules are.
bool drawable(char32_t c) {
  return (c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0xFF) || (c >= 0x2013 && c <= 0x2014) ||
         (c >= 0x2018 && c <= 0x201D) || c == 0x2022 || c == 0x2026 || (c >= 0x2190 && c <= 0x2193) || c == 0x2212 ||
         c == 0x2660 || c == 0x2663 || c == 0x2665 || c == 0x2666 || c == 0x2713;
}

std::u32string code_points(const std::string& text) {
  std::u32string out;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    char32_t point = length == 1 ? c : c & (0x3F >> (length - 1));
    for (int k = 1; k < length && i + k < text.size(); ++k) point = point << 6 | (text[i + k] & 0x3F);
    out += point;
    i += static_cast<std::size_t>(length);
  }
  return out;
}

TEST(Tutorial, EachScriptReplaysToItsEndOnTheCurrentRules) {
  int tutorials = 0;
  for (const std::unique_ptr<Table>& table : make_tables()) {
    const Tutorial* tutorial = table->tutorial();
    if (!tutorial) continue;
    ++tutorials;
    SCOPED_TRACE(table->name());
    std::string error;
    std::unique_ptr<Match> match =
        Match::start(*table, table->name(), tutorial->parameters, tutorial->seats, tutorial->seed, &error);
    ASSERT_TRUE(match) << error;
    ASSERT_FALSE(tutorial->seats.empty());
    ASSERT_TRUE(tutorial->seats.front().human()) << "the person sits first";
    for (std::size_t i = 1; i < tutorial->seats.size(); ++i)
      EXPECT_EQ(tutorial->seats[i].kind, "quick") << "bots whose moves never vary";
    // Where the replay is in the script: its move `next`, of whose actions `made` are made.
    std::size_t next = 0, made = 0;
    const auto settle = [&] {  // a move whose actions are all made is over
      if (next < tutorial->moves.size() && made > 0 && made == tutorial->moves[next].actions.size()) {
        ++next;
        made = 0;
      }
    };
    // The scripted action the game asks the person for now; presses that apply nothing (a look at
    // the log) may come before it.
    const auto scripted = [&]() -> std::string {
      settle();
      if (made == 0)
        while (next + 1 < tutorial->moves.size() && tutorial->moves[next].actions.empty()) ++next;
      if (next + 1 >= tutorial->moves.size()) return "";  // the last move is the summary's
      return tutorial->moves[next].actions[made];
    };
    for (int steps = 0; steps < 10000; ++steps) {
      const Match::Next n = match->next();
      if (n == Match::Next::kGameOver) break;
      const State& s = match->state();
      switch (n) {
        case Match::Next::kDeal: ASSERT_TRUE(match->deal()); break;
        case Match::Next::kRoll:
          if (match->seats()[static_cast<std::size_t>(table->roller(s))].human()) {
            ASSERT_EQ(scripted(), "roll") << "move " << next;
            ++made;
          }
          ASSERT_TRUE(match->roll());
          break;
        case Match::Next::kHumanChoice: {
          // The scripted action, found among the legal ones by its name.
          const std::string wanted = scripted();
          ASSERT_FALSE(wanted.empty()) << "the game asks the person for more after move " << next;
          Action chosen = -1;
          for (Action a : s.legal_actions())
            if (s.action_to_string(s.current_player(), a) == wanted) chosen = a;
          ASSERT_GE(chosen, 0) << "move " << next << " (" << wanted << ") is not legal now";
          ++made;
          ASSERT_TRUE(match->choose(chosen));
          break;
        }
        case Match::Next::kBotChoice: ASSERT_TRUE(match->bot_choose()); break;
        case Match::Next::kRoundOver:
          // A round's summary: a move of presses that apply nothing (its Next round).
          settle();
          ASSERT_EQ(made, 0u) << "move " << next << " is left half made as the round ends";
          ASSERT_LT(next + 1, tutorial->moves.size()) << "the script has no move for the round's summary";
          EXPECT_TRUE(tutorial->moves[next].actions.empty()) << "move " << next << " is not the round's summary";
          ++next;
          ASSERT_TRUE(match->deal());
          break;
        case Match::Next::kGameOver: break;
      }
    }
    settle();
    ASSERT_EQ(match->next(), Match::Next::kGameOver) << "the tutorial's game ends";
    // Its end: Play a real game, on the summary.
    ASSERT_EQ(next + 1, tutorial->moves.size()) << "every scripted move was made, and then its end";
    ASSERT_EQ(tutorial->moves.back().taps.size(), 1u);
    EXPECT_STREQ(tutorial->moves.back().taps.front().widget, "summary.real-game");
    EXPECT_EQ(match->state().winners(), std::vector<int>{0}) << "the person wins their first game";
  }
  EXPECT_GE(tutorials, 1);
}

TEST(Tutorial, EachPressIsSaidInAFewWordsTheFontDraws) {
  for (const std::unique_ptr<Table>& table : make_tables()) {
    const Tutorial* tutorial = table->tutorial();
    if (!tutorial) continue;
    SCOPED_TRACE(table->name());
    for (const CoachMove& move : tutorial->moves) {
      ASSERT_FALSE(move.taps.empty());
      for (const CoachTap& tap : move.taps) {
        SCOPED_TRACE(tap.widget);
        EXPECT_FALSE(std::string(tap.widget).empty());
        const std::u32string words = code_points(tap.words);
        EXPECT_GE(words.size(), 4u);
        EXPECT_LE(words.size(), 130u) << "one or two lines on a phone: " << tap.words;
        for (char32_t c : words) EXPECT_TRUE(drawable(c)) << "U+" << std::hex << static_cast<int>(c);
      }
    }
  }
}

// A rules screen's "Try it" starts a tutorial at one of its moves: the script replays to where the
// person is asked for each move, from a fresh game.
TEST(Tutorial, EveryMoveOfEachScriptCanBeStartedFrom) {
  for (const std::unique_ptr<Table>& table : make_tables()) {
    const Tutorial* tutorial = table->tutorial();
    if (!tutorial) continue;
    SCOPED_TRACE(table->name());
    for (int move = 0; move < static_cast<int>(tutorial->moves.size()); ++move) {
      std::string error;
      std::unique_ptr<Match> match =
          Match::start(*table, table->name(), tutorial->parameters, tutorial->seats, tutorial->seed, &error);
      ASSERT_TRUE(match) << error;
      ASSERT_TRUE(play_tutorial_to(*match, *tutorial, move)) << "move " << move;
      // The person is asked: their roll, their choice, or the summary.
      const Match::Next n = match->next();
      const bool rolls = n == Match::Next::kRoll && match->seats()[static_cast<std::size_t>(match->roller())].human();
      EXPECT_TRUE(rolls || n == Match::Next::kHumanChoice || n == Match::Next::kRoundOver ||
                  n == Match::Next::kGameOver)
          << "move " << move;
      if (move == static_cast<int>(tutorial->moves.size()) - 1) EXPECT_EQ(n, Match::Next::kGameOver);
      // A picture of a move half made: its first choice made too.
      const std::vector<std::string>& actions = tutorial->moves[static_cast<std::size_t>(move)].actions;
      if (actions.empty() || actions.front() == "roll") continue;
      std::unique_ptr<Match> half =
          Match::start(*table, table->name(), tutorial->parameters, tutorial->seats, tutorial->seed, &error);
      ASSERT_TRUE(half);
      EXPECT_TRUE(play_tutorial_to(*half, *tutorial, move, 1)) << "move " << move << " and its first choice";
      EXPECT_EQ(half->state().history().size(), match->state().history().size() + 1);
    }
  }
}

}  // namespace
}  // namespace allclear::web
