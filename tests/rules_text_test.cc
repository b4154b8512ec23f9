// The Rules screens' text (web/kit/rules_text.h), written by scripts/embed-rules.py from
// docs/rules/<game>.md: every game of the app has its rules, and what a player reads is words,
// not Markdown or notes for developers.
#include "kit/rules_text.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "core/game.h"

namespace allclear::web {
namespace {

bool registered(std::string_view name) {
  for (const GameInfo* info : registered_games())
    if (info->name == name) return true;
  return false;
}

bool has_section(const RulesText& rules, std::string_view title) {
  for (const RulesSection& section : rules.sections)
    if (section.title == title) return true;
  return false;
}

TEST(RulesText, EveryGameOfTheAppHasItsRulesWithItsReadingsAndHowTheDevicePlaysIt) {
  ASSERT_FALSE(all_rules().empty());
  for (const RulesText& rules : all_rules()) {
    SCOPED_TRACE(std::string(rules.game));
    EXPECT_TRUE(registered(rules.game)) << "named after a game of the core";
    EXPECT_EQ(find_rules(rules.game), &rules);
    EXPECT_GT(std::string_view(rules.byline).size(), 20u);
    EXPECT_GE(rules.sections.size(), 4u);
    EXPECT_TRUE(has_section(rules, "Our readings where the text is open"));
    EXPECT_TRUE(has_section(rules, "On this device"));
    EXPECT_FALSE(has_section(rules, "For developers")) << "stays in the docs";
  }
  EXPECT_EQ(find_rules("no-such-game"), nullptr);
}

// Issue 32: a newcomer reads the game in five lines before the full rules.
TEST(RulesText, EachScreenOpensWithTheGameInShortAtMostFiveLines) {
  for (const RulesText& rules : all_rules()) {
    SCOPED_TRACE(std::string(rules.game));
    ASSERT_FALSE(rules.sections.empty());
    const RulesSection& first = rules.sections.front();
    EXPECT_EQ(std::string_view(first.title), "In short");
    const std::string_view text = first.text;
    const auto lines = 1 + std::count(text.begin(), text.end(), '\n');
    EXPECT_LE(lines, 5);
    EXPECT_GE(lines, 3) << "the goal, a turn, the end";
  }
}

TEST(RulesText, APlayerReadsWordsNotMarkdownPathsOrCode) {
  for (const RulesText& rules : all_rules()) {
    std::string text = rules.byline;
    for (const RulesSection& section : rules.sections) text += std::string(section.title) + "\n" + section.text;
    SCOPED_TRACE(std::string(rules.game));
    for (const char* mark : {"**", "`", "](", "##", "shared/rules", "DECISIONS", ".md", "::", "\n\n"})
      EXPECT_EQ(text.find(mark), std::string::npos) << mark;
  }
}

}  // namespace
}  // namespace allclear::web
