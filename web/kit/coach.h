// The coach of a guided first game (kit/tutorial.h): the press it waits for, and over the screen
// the mark that points at it: everything else dimmed, the widget ringed, and beside it (never
// over it) the one or two lines that say why. Only the widget pointed at takes a press (and Home,
// to leave: the tutorial resumes where it was); a press elsewhere is refused and the mark flashes.
// While the mark shows, the table holds (the app runs no bot step): the player reads at their
// own pace, as with a friend who stops the game to explain.
#pragma once
#include <string>

#include "imgui.h"
#include "kit/tutorial.h"
#include "kit/ui.h"

namespace allclear::web {

class Coach {
 public:
  // Coaching `tutorial` from its move `move` (0: the start; its size: finished).
  void start(const Tutorial& tutorial, int move);
  void stop() { tutorial_ = nullptr; }
  bool active() const { return tutorial_ != nullptr; }
  int move() const { return move_; }
  bool finished() const { return tutorial_ && move_ >= static_cast<int>(tutorial_->moves.size()); }
  // The press waited for (null: none, or finished).
  const CoachTap* tap() const;
  // The table's selection started over (a reload, another screen): so does the move's presses.
  void restart_move() { tap_ = 0; }

  // Before the frame's widgets are drawn: while the mark shows, only its widget takes a press.
  void begin_frame();
  // After the screen is drawn, over it: the mark, when the widget waited for is drawn and takes
  // presses and the table `may_show` it (everything shown, no dice in the air); while bots play,
  // or on another screen, nothing shows and nothing is held back.
  void draw_mark(ImVec2 display, bool may_show, double now);
  // A press on another widget was refused: the mark flashes, saying where to press.
  void nudge(double now) { nudged_until_ = now + kNudgeSeconds; }
  bool nudging(double now) const { return shown_ && now < nudged_until_; }
  // A press the guard took, on widget `id`: the next press is waited for. True when it made the
  // move whole (the progress is to be kept).
  bool heard(const std::string& id);
  bool showing() const { return shown_; }
  // The table holds: the mark shows, or a move of several presses is under way (the log opened
  // to be closed again: nothing happens at the table meanwhile).
  bool holding() const { return shown_ || tap_ > 0; }

 private:
  const Tutorial* tutorial_ = nullptr;
  int move_ = 0;
  int tap_ = 0;
  static constexpr double kNudgeSeconds = 0.5;
  bool shown_ = false;  // the latest frame showed the mark
  double nudged_until_ = 0;
};

}  // namespace allclear::web
