// Pieces that move: a card from its pile to a hand, a die to its card, a coin onto its square.
// A motion is part of the step on screen (kit/timeline.h) and never outlasts it: it takes a
// share of the step's hold, so it follows the pace (at Instant there is no step, so no motion),
// and with reduced motion it is a short fade where the piece arrives (or leaves). No table keeps
// a timer: a motion is read from the follower's progress at the frame drawn, and frames are
// asked for only while one is under way, so the page sleeps between steps.
#pragma once
#include <string>

#include "imgui.h"
#include "kit/text.h"
#include "kit/ui.h"

namespace allclear::web {

class Follower;
class Host;

// A travel takes this share of its step's hold: 0.48 s of a 1.2 s draw at Normal pace, half as
// long at Fast, 1.6 times at Slow.
inline constexpr double kTravelShare = 0.4;
// ... and never more than this, whatever the hold (a long narration holds a step longer, not its
// motion).
inline constexpr double kLongestTravel = 0.8;
// With reduced motion a piece fades in where it arrives (or out where it was) in this long at
// most (and never more than the travel would have taken).
inline constexpr double kFadeSeconds = 0.25;

// Where a motion of the step on screen is, at the frame being drawn.
struct Motion {
  float t = 1.0f;          // 0 at its start to 1 arrived, eased (with reduced motion: 1, in place)
  float alpha = 1.0f;      // the arriving piece's opacity (below 1 only with reduced motion)
  bool under_way = false;  // not arrived yet: the moving piece is drawn apart from its place
  bool reduced = false;
  // The piece's opacity where it leaves from, for a piece that leaves (the reverse fade).
  float leaving_alpha() const { return reduced ? 1.0f - alpha : 1.0f - t; }
};

// The motion of the step on screen at host.now(): it lasts kTravelShare of the step's hold (at
// most kLongestTravel), from the step's start or, `after_dice`, from when the roll's dice land
// (they tumble Session::kTumbleSeconds first; with reduced motion they do not); with reduced
// motion it is a fade of at most kFadeSeconds. Done (t = 1) when no step is on screen. While it
// is under way the host is asked for frames, and no longer once it is done.
Motion step_motion(Host& host, const Follower& follower, bool after_dice = false);

// A point on the way from `from` to `to` at `t` (already eased), raised by `arc` (px, a card
// lifted from the table) in the middle of the way.
ImVec2 travel_point(ImVec2 from, ImVec2 to, float t, float arc = 0.0f);
// A rectangle on the way from `from` to `to` (its size changes with it: a pile's card to a
// hand's).
Box travel_box(const Box& from, const Box& to, float t, float arc = 0.0f);

// What moves on the table in the frame just drawn, for the test hook: "" when nothing does.
struct Moving {
  std::string what;  // "card drawn: pile 3 -> hand", "die to card 5", ...
  float t = 1.0f;    // how far it has gone (0 to 1)
  bool reduced = false;
  void clear() { what.clear(), t = 1.0f, reduced = false; }
  void set(std::string piece, const Motion& m) {
    what = std::move(piece);
    t = m.reduced ? m.alpha : m.t;
    reduced = m.reduced;
  }
};

// `"moving":null` or `"moving":{"what":...,"t":...,"reduced":...}` for the hook.
void write_moving(Text& out, const Moving& moving);

}  // namespace allclear::web
