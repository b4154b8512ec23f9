// Each game's rules as its Rules screen shows them: written at build time by
// scripts/embed-rules.py from docs/rules/<game>.md, the one text of the rules, so the screen and
// the docs cannot say different things. Portable (no ImGui): tested natively.
#pragma once
#include <span>
#include <string_view>

namespace allclear::web {

struct RulesSection {
  const char* title;
  // One paragraph a line; a line starting "• " or "1. " is an item of a list, and two spaces
  // before it nest it in the item above.
  const char* text;
  // A picture the game's table draws after the text (Table::draw_rules_picture; "": none), and
  // the tutorial's move its "Try it" starts at (-1: none).
  const char* picture = "";
  int try_move = -1;
};

struct RulesText {
  std::string_view game;  // the core's name of the game ("roll-and-clear")
  const char* byline;     // whose rules, and how the app reads them
  std::span<const RulesSection> sections;
};

// Every game of the app's, in home's order.
std::span<const RulesText> all_rules();

// The rules of `game` (its core name), or null.
inline const RulesText* find_rules(std::string_view game) {
  for (const RulesText& rules : all_rules())
    if (rules.game == game) return &rules;
  return nullptr;
}

}  // namespace allclear::web
