// Computer opponents. A bot is deterministic: its choices depend only on the state it is
// shown and the seed it was made with, so simulated games replay exactly everywhere.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace allclear {

class Bot {
 public:
  virtual ~Bot() = default;
  // A legal action for state.current_player(), which must be a player (not chance, not over).
  virtual Action choose(const State& state) = 0;
};

// "random": any legal action. "quick": the game's own rule of thumb. "strong": Monte Carlo
// lookahead, scoring each candidate by playouts to the end of the round.
const std::vector<std::string>& bot_levels();
std::unique_ptr<Bot> make_bot(std::string_view level, std::uint64_t seed, std::string* error);

}  // namespace allclear
