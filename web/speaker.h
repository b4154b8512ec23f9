// The page's sound and vibration: the table's cues (kit/sound.h) played as the settings allow,
// through shell/sound.js, which makes each sound as it plays.
#pragma once
#include <vector>

#include "kit/sound.h"

namespace allclear::web {

// A cue as it reached the player: `sound` none when Sound is off, `pulse` false when Haptics is.
struct Played {
  Sound sound = Sound::kNone;
  bool pulse = false;
  double at = 0;    // seconds, the page's clock
  long number = 0;  // counts every cue played since the page opened, from 1
};

class Speaker {
 public:
  // Sound and Haptics as set. While Sound is off the page makes no AudioContext; with it on, the
  // page makes one at the player's first press, as browsers require.
  void set(bool sound, bool haptics);
  void play(Cue cue, double now);
  // The latest cues played, oldest first, for the test hook.
  static constexpr std::size_t kLatest = 24;
  const std::vector<Played>& latest() const { return latest_; }

 private:
  bool sound_ = true, haptics_ = true;
  bool told_ = false;  // the page knows the settings
  std::vector<Played> latest_;
  long played_ = 0;
};

}  // namespace allclear::web
