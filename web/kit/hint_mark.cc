#include "kit/hint_mark.h"

#include "kit/ui.h"

namespace allclear::web {

namespace {
const std::string kNone;
}  // namespace

void HintMark::show(const std::vector<Action>& history, const std::string& reason, std::string widget) {
  history_ = history;
  shown_ = true;
  words_ = reason.empty() ? "Hint: the move the strong bot would make." : "Hint: " + reason;
  widget_ = std::move(widget);
  presses_ = last_press_verdict().count;
}

const std::string& HintMark::words(const std::vector<Action>& history) const {
  return shown_ && history == history_ ? words_ : kNone;
}

const std::string& HintMark::widget(const std::vector<Action>& history) const {
  return shown_ && history == history_ ? widget_ : kNone;
}

void HintMark::frame_drawn(const std::vector<Action>& history, bool on_table) {
  if (!shown_) return;
  if (history != history_) {
    forget();
    return;
  }
  const PressVerdict& press = last_press_verdict();
  if (press.count != presses_ && press.id != "table.hint") {
    forget();
    return;
  }
  presses_ = press.count;
  if (!on_table || widget_.empty()) return;
  const WidgetRect* w = drawn_widget(widget_);
  // White: the tables' glow (yellow) already marks every piece that may be chosen.
  if (w && w->enabled && !w->clipped)
    ring_widget(ImGui::GetForegroundDrawList(), w->min, w->size, IM_COL32_WHITE, false, 6.0f);
}

void ring_widget(ImDrawList* dl, ImVec2 min, ImVec2 size, ImU32 colour, bool flash, float ring) {
  dl->AddRect(ImVec2(min.x - ring, min.y - ring), ImVec2(min.x + size.x + ring, min.y + size.y + ring),
              flash ? colour::kSelected : colour, 10.0f, 0, flash ? 6.0f : 3.0f);
}

}  // namespace allclear::web
