// What a screen reader is told of a table beyond its news: the prompt, as the table draws it
// (whose turn it is, what to do). A table notes it where it draws it; the app reads it after
// each frame and says it when it changes (docs/accessibility.md).
#pragma once
#include <string>

namespace allclear::web {

void note_prompt(const std::string& text);
// The prompt noted since the last call ("" when the frame drew none), and forgets it.
std::string take_prompt();

}  // namespace allclear::web
