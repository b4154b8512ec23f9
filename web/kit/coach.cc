#include "kit/coach.h"

#include <algorithm>
#include <cfloat>

#include "kit/hint_mark.h"

namespace allclear::web {

namespace {
constexpr float kRing = 6.0f;    // px around the widget left undimmed
constexpr float kMargin = 8.0f;  // the words stay this far inside the screen
constexpr float kPad = 12.0f;    // inside the words' box
constexpr float kWordsSize = 18.0f;
const char* const kHome = "table.home";  // Home, on the table and on the summary
const char* const kSummaryHome = "summary.home";
}  // namespace

void Coach::start(const Tutorial& tutorial, int move) {
  tutorial_ = &tutorial;
  move_ = std::clamp(move, 0, static_cast<int>(tutorial.moves.size()));
  tap_ = 0;
  shown_ = false;
}

const CoachTap* Coach::tap() const {
  if (!tutorial_ || finished()) return nullptr;
  const std::vector<CoachTap>& taps = tutorial_->moves[static_cast<std::size_t>(move_)].taps;
  return tap_ < static_cast<int>(taps.size()) ? &taps[static_cast<std::size_t>(tap_)] : nullptr;
}

void Coach::begin_frame() {
  const CoachTap* t = tap();
  if (t && shown_)
    set_coached(t->widget, {kHome, kSummaryHome});  // leaving is always allowed
  else
    set_coached("", {});
}

void Coach::draw_mark(ImVec2 display, bool may_show, double now) {
  shown_ = false;
  const CoachTap* t = tap();
  const WidgetRect* w = t && may_show ? drawn_widget(t->widget) : nullptr;
  if (!w || !w->enabled || w->clipped) return;
  shown_ = true;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const ImVec2 a(w->min.x - kRing, w->min.y - kRing);
  const ImVec2 b(w->min.x + w->size.x + kRing, w->min.y + w->size.y + kRing);
  // Everything but the widget, dimmed.
  const ImU32 dim = IM_COL32(0, 0, 0, 120);  // still read through: the words speak of it
  dl->AddRectFilled(ImVec2(0, 0), ImVec2(display.x, a.y), dim);
  dl->AddRectFilled(ImVec2(0, b.y), display, dim);
  dl->AddRectFilled(ImVec2(0, a.y), ImVec2(a.x, b.y), dim);
  dl->AddRectFilled(ImVec2(b.x, a.y), ImVec2(display.x, b.y), dim);
  const bool flash = now < nudged_until_;  // a press elsewhere: the ring and the box stand out
  ring_widget(dl, w->min, w->size, colour::kGlow, flash, kRing);
  // The words where they hide least of what is drawn: never over the widget, then as little as
  // may be over other widgets (the pieces, the buttons), text (the dice's news, the prompt) and
  // pieces kept in sight, then nearest the widget.
  ImFont* font = fonts().body;
  const float width = std::min(display.x - 2 * kMargin, 420.0f);
  const ImVec2 text = font->CalcTextSizeA(kWordsSize, FLT_MAX, width - 2 * kPad, t->words);
  const ImVec2 size(width, text.y + 2 * kPad);
  const auto covered = [](ImVec2 p, ImVec2 s, ImVec2 q, ImVec2 r) {  // the area two boxes share
    const float across = std::min(p.x + s.x, q.x + r.x) - std::max(p.x, q.x);
    const float down = std::min(p.y + s.y, q.y + r.y) - std::max(p.y, q.y);
    return across > 0 && down > 0 ? across * down : 0.0f;
  };
  const ImVec2 ring(b.x - a.x, b.y - a.y);
  float best = FLT_MAX, x = kMargin, y = kMargin;
  const float xs[] = {(a.x + b.x - size.x) * 0.5f, kMargin, display.x - kMargin - size.x};
  for (float cx : xs) {
    cx = std::clamp(cx, kMargin, std::max(kMargin, display.x - kMargin - size.x));
    for (float cy = kMargin; cy + size.y <= display.y - kMargin + 0.5f; cy += 8.0f) {
      const ImVec2 at(cx, cy);
      float cost = covered(at, size, a, ring) * 1e6f;
      // Home still takes presses under the mark: words over it would let a tap on them leave.
      for (const WidgetRect& other : widgets())
        if (&other != w)
          cost +=
              covered(at, size, other.min, other.size) * (other.id == kHome || other.id == kSummaryHome ? 1e3f : 1.0f);
      for (const TextRect& words : text_rects()) cost += covered(at, size, words.min, words.size);
      for (const Box& piece : in_sight()) cost += covered(at, size, piece.min, piece.size);
      // Nearer the widget is better, by less than any covering.
      const float dy = cy > b.y ? cy - b.y : cy + size.y < a.y ? a.y - cy - size.y : 0.0f;
      cost += dy * 0.01f;
      if (cost < best) {
        best = cost;
        x = cx;
        y = cy;
      }
    }
  }
  const Box box{ImVec2(x, y), size};
  dl->AddRectFilled(box.min, box.max(), colour::kTile, 10.0f);
  dl->AddRect(box.min, box.max(), flash ? colour::kSelected : colour::kGlow, 10.0f, 0, flash ? 4.0f : 2.0f);
  table_text(dl, font, kWordsSize, ImVec2(x + kPad, y + kPad), colour::kText, t->words, width - 2 * kPad, box);
}

bool Coach::heard(const std::string& id) {
  const CoachTap* t = tap();
  if (!t || id != t->widget) return false;
  ++tap_;
  if (tap()) return false;
  ++move_;
  tap_ = 0;
  return true;
}

}  // namespace allclear::web
