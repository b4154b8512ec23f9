#include "kit/motion.h"

#include <algorithm>
#include <cstdio>

#include "kit/host.h"
#include "kit/session.h"
#include "kit/timeline.h"

namespace allclear::web {

namespace {

// Quick off the mark, gentle on landing.
float ease_out(double x) {
  const double rest = 1.0 - x;
  return static_cast<float>(1.0 - rest * rest * rest);
}

}  // namespace

Motion step_motion(Host& host, const Follower& follower, bool after_dice) {
  Motion m;
  m.reduced = host.motion_reduced();
  const double hold = follower.hold();
  // At Instant only outcomes show: a round's end is held, but nothing travels into it.
  if (!follower.step() || hold <= 0 || host.pace() == BotPace::kInstant) return m;
  const double delay = after_dice && !m.reduced ? Session::kTumbleSeconds : 0.0;
  const double elapsed = static_cast<double>(follower.progress(host.now())) * hold;
  const double travel = std::min(kTravelShare * std::max(0.0, hold - delay), kLongestTravel);
  const double length = m.reduced ? std::min(kFadeSeconds, travel) : travel;
  if (length <= 0) return m;
  const double x = std::clamp((elapsed - delay) / length, 0.0, 1.0);
  if (x >= 1.0) return m;
  m.under_way = true;
  if (m.reduced)
    m.alpha = static_cast<float>(x);
  else
    m.t = ease_out(x);
  host.request_frames();
  return m;
}

ImVec2 travel_point(ImVec2 from, ImVec2 to, float t, float arc) {
  const float lift = arc * 4.0f * t * (1.0f - t);  // highest half way
  return ImVec2(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t - lift);
}

Box travel_box(const Box& from, const Box& to, float t, float arc) {
  const ImVec2 size(from.size.x + (to.size.x - from.size.x) * t, from.size.y + (to.size.y - from.size.y) * t);
  return Box{travel_point(from.min, to.min, t, arc), size};
}

void write_moving(Text& out, const Moving& moving) {
  if (moving.what.empty()) {
    out << "\"moving\":null";
    return;
  }
  char t[16];
  std::snprintf(t, sizeof t, "%.3f", static_cast<double>(moving.t));
  out << "\"moving\":{\"what\":" << json_quote(moving.what) << ",\"t\":" << t << ",\"reduced\":" << moving.reduced
      << "}";
}

}  // namespace allclear::web
