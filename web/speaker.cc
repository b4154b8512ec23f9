#include "speaker.h"

#include <emscripten.h>

namespace allclear::web {

void Speaker::set(bool sound, bool haptics) {
  if (told_ && sound == sound_ && haptics == haptics_) return;
  sound_ = sound;
  haptics_ = haptics;
  told_ = true;
  EM_ASM({ window.allclearSound.enable(!!$0); }, sound);
}

void Speaker::play(Cue cue, double now) {
  Played played{sound_ ? cue.sound : Sound::kNone, haptics_ && cue.pulse, now, 0};
  if (played.sound == Sound::kNone && !played.pulse) return;
  // A win is felt longer than a die on a card.
  const int buzz = !played.pulse ? 0 : cue.sound >= Sound::kRoundWon ? 2 : 1;
  EM_ASM({ window.allclearSound.play(UTF8ToString($0), $1); }, sound_name(played.sound), buzz);
  played.number = ++played_;
  latest_.push_back(played);
  if (latest_.size() > kLatest) latest_.erase(latest_.begin());
}

}  // namespace allclear::web
