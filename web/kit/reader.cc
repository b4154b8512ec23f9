#include "kit/reader.h"

#include <utility>

namespace allclear::web {

namespace {
std::string& noted() {
  static std::string prompt;
  return prompt;
}
}  // namespace

void note_prompt(const std::string& text) { noted() = text; }

std::string take_prompt() { return std::exchange(noted(), {}); }

}  // namespace allclear::web
