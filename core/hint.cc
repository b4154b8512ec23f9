#include "core/hint.h"

#include <memory>

#include "core/bots.h"

namespace allclear {

std::string one_line(std::string full, std::string shorter) {
  int characters = 0;
  for (unsigned char c : full) characters += (c & 0xC0) != 0x80 ? 1 : 0;  // not a continuation byte
  return characters <= kReasonCharacters ? full : shorter;
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

Hint hint(const State& state, std::uint64_t seed) {
  std::string error;
  const std::unique_ptr<Bot> strong = make_bot("strong", seed, &error);
  const Action action = strong->choose(state);
  const BotPolicy& policy = state.game().bot_policy();
  return {action, policy.reason ? policy.reason(state, action) : std::string()};
}

}  // namespace allclear
