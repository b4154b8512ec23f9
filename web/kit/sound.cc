#include "kit/sound.h"

namespace allclear::web {

const char* sound_name(Sound sound) {
  static constexpr const char* kNames[kSoundCount] = {
      "",           "tap",       "refused",     "card-turn",   "card-draw", "card-play", "die-on-card", "coin-place",
      "dice",       "dice-draw", "scratch",     "coins-leave", "lock",      "duel",      "cascade",     "pile-clear",
      "line-clear", "claim",     "scratch-off", "round-lost",  "round-won", "game-won"};
  return kNames[static_cast<int>(sound)];
}

}  // namespace allclear::web
