// How many seeded games each random-playout suite plays: 10,000 unless ALLCLEAR_PLAYOUT_GAMES
// says otherwise (the sanitizer run uses fewer).
#pragma once
#include <algorithm>
#include <cstdlib>

namespace allclear {

inline int playout_games() {
  const char* env = std::getenv("ALLCLEAR_PLAYOUT_GAMES");
  return env ? std::max(1, std::atoi(env)) : 10000;
}

}  // namespace allclear
