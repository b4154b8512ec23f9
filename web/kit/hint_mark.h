// A hint on the table (core/hint.h), in a game against bots: the Hint button at the news line's
// right end (where Skip sits while something can be skipped; Hint only while the person is to
// choose and everything is shown), the reason in the news line, and a ring around the widget
// that makes the move (the table may choose the move's pieces first: Table::show_hint). It stands
// until the move is made or the person presses anything else: their own choice then stands.
#pragma once
#include <string>
#include <vector>

#include "core/game.h"
#include "imgui.h"

namespace allclear::web {

class HintMark {
 public:
  // Shows `reason` for the decision after `history` (the game's actions so far), ringing
  // `widget` (may be empty: the table shows the move its own way).
  void show(const std::vector<Action>& history, const std::string& reason, std::string widget);
  void forget() { *this = HintMark(); }
  // What the news line says (empty: no hint for the decision after `history`).
  const std::string& words(const std::vector<Action>& history) const;
  const std::string& widget(const std::vector<Action>& history) const;
  // After the frame's widgets are drawn: a press other than Hint dismisses the hint; then the
  // ring, over the screen, while its widget is drawn.
  void frame_drawn(const std::vector<Action>& history, bool on_table);

 private:
  // The game's actions when the hint was taken: the hint stands while they are all there are
  // (another game, even of the same number, never shows it).
  std::vector<Action> history_;
  bool shown_ = false;
  std::string words_, widget_;
  int presses_ = -1;  // the touch guard's presses judged when the hint was shown
};

// The ring the coach and a hint draw around the widget they point at, `ring` px around it, in
// `colour` (flashing: thicker, in the selection's colour).
void ring_widget(ImDrawList* dl, ImVec2 min, ImVec2 size, ImU32 colour, bool flash, float ring);

}  // namespace allclear::web
