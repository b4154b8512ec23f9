#include "kit/ui.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <string_view>
#include <unordered_map>

#include "imgui_internal.h"  // a widget's top window, which tells one screen from another

namespace allclear::web {

Fonts& fonts() {
  static Fonts f;
  return f;
}

std::vector<WidgetRect>& widgets() {
  static std::vector<WidgetRect> w;
  return w;
}

void note_rect(const std::string& id, ImVec2 min, ImVec2 size) { widgets().push_back({id, min, size}); }

std::vector<TextRect>& text_rects() {
  static std::vector<TextRect> t;
  return t;
}

std::vector<Box>& in_sight() {
  static std::vector<Box> b;
  return b;
}

void note_in_sight(ImVec2 min, ImVec2 size) { in_sight().push_back({min, size}); }

void note_text(const std::string& text, ImVec2 min, ImVec2 size, const Box& panel) {
  text_rects().push_back({min, size, panel.min, panel.size, false, text});
}

void table_text(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text, float wrap,
                const Box& panel) {
  if (text.empty()) return;
  dl->AddText(font, size, at, col, text.c_str(), nullptr, wrap);
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, wrap, text.c_str());
  // Only the part that shows (a scrolled summary hides some under its bar), as for widgets.
  const ImVec2 clip_min = dl->GetClipRectMin(), clip_max = dl->GetClipRectMax();
  const ImVec2 min(std::max(at.x, clip_min.x), std::max(at.y, clip_min.y));
  const ImVec2 max(std::min(at.x + ts.x, clip_max.x), std::min(at.y + ts.y, clip_max.y));
  if (max.x <= min.x || max.y <= min.y) return;
  text_rects().push_back({min, ImVec2(max.x - min.x, max.y - min.y), panel.min, panel.size, false, text});
}

void table_tag(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text,
               const Box& panel) {
  const size_t before = text_rects().size();
  table_text(dl, font, size, at, col, text, 0.0f, panel);
  if (text_rects().size() > before) text_rects().back().on_pieces = true;
}

void note_text_item(const std::string& text) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float clip_min_y = dl->GetClipRectMin().y, clip_max_y = dl->GetClipRectMax().y;
  const ImVec2 at = ImGui::GetItemRectMin(), end = ImGui::GetItemRectMax();
  // Cut to what a scroll shows, but not at the sides: a text running off the screen is seen as
  // leaving its panel.
  const ImVec2 min(at.x, std::max(at.y, clip_min_y));
  const ImVec2 max(end.x, std::min(end.y, clip_max_y));
  if (max.y <= min.y) return;  // scrolled out of sight
  const ImVec2 window = ImGui::GetWindowPos(), window_size = ImGui::GetWindowSize();
  text_rects().push_back({min, ImVec2(max.x - min.x, max.y - min.y), window, window_size, false, text});
}

float size_to_fit(ImFont* font, const std::string& text, float width, float height, float largest, float smallest) {
  const auto fits = [&](float size) {
    return height > 0.0f ? font->CalcTextSizeA(size, 1e9f, width, text.c_str()).y <= height
                         : font->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str()).x <= width;
  };
  float size = largest;
  while (size > smallest && !fits(size)) size -= 0.5f;
  return std::max(size, smallest);
}

float table_text_box(ImDrawList* dl, ImFont* font, Box box, float largest, float smallest, ImU32 col,
                     const std::string& text, const Box& panel) {
  if (text.empty()) return 0.0f;
  const float size = size_to_fit(font, text, box.size.x, box.size.y, largest, smallest);
  table_text(dl, font, size, box.min, col, text, box.size.x, panel);
  return font->CalcTextSizeA(size, 1e9f, box.size.x, text.c_str()).y;
}

ImVec2 table_text_line(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text,
                       float width, const Box& panel) {
  constexpr float kSmallest = 12.0f;
  auto wide = [&](const std::string& t, float s) { return font->CalcTextSizeA(s, 1e9f, 0.0f, t.c_str()).x; };
  while (size > kSmallest && wide(text, size) > width) size -= 1.0f;
  std::string shown = text;
  // Still too long: whole words only, then an ellipsis.
  while (wide(shown, size) > width) {
    const std::size_t space = shown.find_last_of(' ', shown.size() - (shown.ends_with("\xE2\x80\xA6") ? 4 : 1));
    if (space == std::string::npos || space == 0) break;
    shown = shown.substr(0, space) + "\xE2\x80\xA6";
  }
  table_text(dl, font, size, at, col, shown, 0.0f, panel);
  return ImVec2(wide(shown, size), size);
}

void table_text_centred(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const std::string& text,
                        const Box& panel) {
  if (text.empty()) return;
  size = size_to_fit(font, text, panel.size.x, 0.0f, size, 10.0f);
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
  const float x = std::clamp(centre.x - ts.x * 0.5f, panel.min.x, std::max(panel.min.x, panel.max().x - ts.x));
  const float y = std::clamp(centre.y - ts.y * 0.5f, panel.min.y, std::max(panel.min.y, panel.max().y - ts.y));
  table_text(dl, font, size, ImVec2(x, y), col, text, 0.0f, panel);
}

// ---------------------------------------------------------------------------------------
// The keyboard's focus.

namespace {

struct Focusable {
  std::string id;
  ImVec2 min, size;
  bool enabled = true;
  const void* window = nullptr;  // its window's draw list: a screen's body, or the screen
  ImGuiID screen = 0;            // its top window: another is another screen
  bool in_view = true;           // some of it shows: not scrolled out of its window's view
  float max_x() const { return min.x + size.x; }
  float max_y() const { return min.y + size.y; }
};

struct Keyboard {
  std::vector<Focusable> drawn;      // this frame's widgets, in the order drawn
  std::vector<Focusable> on_screen;  // the previous frame's: the one the keys were pressed on
  std::vector<KeyPress> keys;
  std::span<const Shortcut> shortcuts[2];
  std::string focus;  // the widget in focus, shown or not
  Box focus_box;      // where it was last drawn
  ImGuiID focus_screen = 0;
  bool shown = false;
  bool scroll_to_focus = false;  // bring it into its window's view when it is next drawn
  std::string press;             // the widget a key presses in this frame
  float body_scroll = 0.0f;      // how far a screen's body scrolls this frame (px)
};

Keyboard& keyboard() {
  static Keyboard k;
  return k;
}

constexpr float kArrowScroll = 80.0f;  // px an arrow scrolls a body with no widget that way

ImVec2 centre_of(const Focusable& f) { return ImVec2(f.min.x + f.size.x * 0.5f, f.min.y + f.size.y * 0.5f); }

const Focusable* find_drawn(const std::vector<Focusable>& all, const std::string& id) {
  for (const Focusable& f : all)
    if (f.id == id) return &f;
  return nullptr;
}

// Orders of widgets, ties by their other side: one sort serves both.
bool above(const Focusable* a, const Focusable* b) {
  return a->min.y != b->min.y ? a->min.y < b->min.y : a->min.x < b->min.x;
}
bool left_of(const Focusable* a, const Focusable* b) {
  return a->min.x != b->min.x ? a->min.x < b->min.x : a->min.y < b->min.y;
}

// A line between `items` that none of them crosses, and how wide its gap is (-1: no such line).
struct Cut {
  float at = 0.0f;
  float gap = -1.0f;
};

// The widest horizontal line between `items` (a row above the rest).
Cut row_cut(std::vector<const Focusable*> items) {
  std::sort(items.begin(), items.end(), above);
  constexpr float kTouching = 1.0f;  // widgets laid edge to edge are apart
  Cut cut;
  float end = items.front()->max_y();
  for (std::size_t i = 1; i < items.size(); ++i) {
    const float top = items[i]->min.y;
    if (top >= end - kTouching && top - end > cut.gap) cut = {(end + top) * 0.5f, std::max(0.0f, top - end)};
    end = std::max(end, items[i]->max_y());
  }
  return cut;
}

// The vertical line between `items` at least `least` wide that parts them into the tallest two
// columns (the shorter of the two as tall as can be): a gap between the buttons of one row is no
// column's.
Cut column_cut(std::vector<const Focusable*> items, float least) {
  std::sort(items.begin(), items.end(), left_of);
  const auto height = [](auto from, auto to) {
    float top = 1e9f, bottom = -1e9f;
    for (auto f = from; f != to; ++f) {
      top = std::min(top, (*f)->min.y);
      bottom = std::max(bottom, (*f)->max_y());
    }
    return bottom - top;
  };
  Cut cut;
  float end = items.front()->max_x(), tallest = -1.0f;
  for (std::size_t i = 1; i < items.size(); ++i) {
    const float left = items[i]->min.x;
    if (left - end >= least) {
      const auto at = items.begin() + static_cast<std::ptrdiff_t>(i);
      const float shorter = std::min(height(items.begin(), at), height(at, items.end()));
      if (shorter > tallest) {
        tallest = shorter;
        cut = {(end + left) * 0.5f, left - end};
      }
    }
    end = std::max(end, items[i]->max_x());
  }
  return cut;
}

// Reading order by cuts (a recursive XY cut): the widgets are split at a line none of them
// crosses, the widest between rows, or between columns where the columns' gap is wider than
// kColumnGap and than any gap between rows, then each part likewise. Widgets no line
// parts read row by row (a widget whose centre lies above the bottom of a row's first joins it).
void read_in_order(std::vector<const Focusable*> items, std::vector<const Focusable*>& out) {
  constexpr float kColumnGap = 16.0f;
  if (items.size() <= 1) {
    out.insert(out.end(), items.begin(), items.end());
    return;
  }
  const Cut between_rows = row_cut(items), between_columns = column_cut(items, kColumnGap);
  const bool columns = between_columns.gap > between_rows.gap;
  if (columns || between_rows.gap >= 0.0f) {
    std::vector<const Focusable*> first, rest;
    for (const Focusable* f : items) {
      const bool before = columns ? centre_of(*f).x < between_columns.at : centre_of(*f).y < between_rows.at;
      (before ? first : rest).push_back(f);
    }
    read_in_order(std::move(first), out);
    read_in_order(std::move(rest), out);
    return;
  }
  std::sort(items.begin(), items.end(), above);
  for (std::size_t row = 0; row < items.size();) {
    std::size_t end = row + 1;
    const float bottom = items[row]->max_y();
    while (end < items.size() && centre_of(*items[end]).y < bottom) ++end;
    std::sort(items.begin() + static_cast<std::ptrdiff_t>(row), items.begin() + static_cast<std::ptrdiff_t>(end),
              left_of);
    out.insert(out.end(), items.begin() + static_cast<std::ptrdiff_t>(row),
               items.begin() + static_cast<std::ptrdiff_t>(end));
    row = end;
  }
}

// The widgets a key can reach, in reading order: windows in the order first drawn (a screen's
// scrolling body before its bar), each one's widgets by read_in_order. Dimmed widgets are left out.
std::vector<const Focusable*> reading_order(const std::vector<Focusable>& all) {
  std::vector<const void*> windows;
  for (const Focusable& f : all)
    if (std::find(windows.begin(), windows.end(), f.window) == windows.end()) windows.push_back(f.window);
  std::vector<const Focusable*> order;
  for (const void* window : windows) {
    std::vector<const Focusable*> items;
    for (const Focusable& f : all)
      if (f.window == window && f.enabled && f.size.x > 0.0f && f.size.y > 0.0f) items.push_back(&f);
    read_in_order(std::move(items), order);
  }
  return order;
}

// The widget after (or before) a place where no widget is any more, in reading order.
const Focusable* beside_place(const std::vector<const Focusable*>& order, const Box& place, bool forward) {
  const ImVec2 c(place.min.x + place.size.x * 0.5f, place.min.y + place.size.y * 0.5f);
  const auto after = [&](const Focusable* f) {
    const ImVec2 fc = centre_of(*f);
    return f->min.y > c.y || (std::abs(fc.y - c.y) < place.size.y * 0.5f && fc.x > c.x);
  };
  if (forward) {
    for (const Focusable* f : order)
      if (after(f)) return f;
    return order.front();
  }
  for (auto f = order.rbegin(); f != order.rend(); ++f)
    if (!after(*f)) return *f;
  return order.back();
}

// The nearest widget from `from` the way an arrow points: it must lie past the middle of `from`
// that way; a widget straight that way beats one off to the side, and one in line with `from`
// the neighbour of the one in line.
const Focusable* nearest_towards(const std::vector<const Focusable*>& order, const Box& from, Key key,
                                 const std::string& except) {
  const ImVec2 c(from.min.x + from.size.x * 0.5f, from.min.y + from.size.y * 0.5f);
  const bool vertical = key == Key::kUp || key == Key::kDown;
  const auto gap = [](float a0, float a1, float b0, float b1) {
    return std::max(0.0f, std::max(a0, b0) - std::min(a1, b1));
  };
  const Focusable* best = nullptr;
  float best_score = 0.0f;
  for (const Focusable* f : order) {
    // One scrolled out of view is Tab's to reach: an arrow keeps to what the player sees.
    if (f->id == except || !f->in_view) continue;
    const ImVec2 fc = centre_of(*f), fmax(f->min.x + f->size.x, f->min.y + f->size.y);
    const bool past = key == Key::kDown    ? f->min.y >= c.y
                      : key == Key::kUp    ? fmax.y <= c.y
                      : key == Key::kRight ? f->min.x >= c.x
                                           : fmax.x <= c.x;
    if (!past) continue;
    const float along = vertical ? std::abs(fc.y - c.y) : std::abs(fc.x - c.x);
    const float aside =
        vertical ? gap(f->min.x, fmax.x, from.min.x, from.max().x) : gap(f->min.y, fmax.y, from.min.y, from.max().y);
    const float off_line = vertical ? std::abs(fc.x - c.x) : std::abs(fc.y - c.y);
    const float score = along + 3.0f * aside + 0.1f * off_line;
    if (!best || score < best_score) {
      best = f;
      best_score = score;
    }
  }
  return best;
}

bool id_matches(std::string_view pattern, const std::string& id) {
  if (pattern.starts_with('*')) return id.ends_with(pattern.substr(1));
  if (pattern.ends_with('*')) return id.starts_with(pattern.substr(0, pattern.size() - 1));
  return id == pattern;
}

// The widget the shortcut `key` presses on the frame on screen: of its first ids shown, an
// enabled one first (a dimmed one still takes it, to say it is dimmed), or none.
const Focusable* shortcut_target(std::string_view key) {
  const Keyboard& kb = keyboard();
  const auto shown = [&](std::string_view pattern, bool enabled_only) -> const Focusable* {
    for (const Focusable& f : kb.on_screen)
      if (id_matches(pattern, f.id) && (f.enabled || !enabled_only)) return &f;
    return nullptr;
  };
  for (const std::span<const Shortcut> list : kb.shortcuts) {
    for (const Shortcut& s : list) {
      if (key != s.key || (s.unless && shown(s.unless, false))) continue;
      for (const bool enabled_only : {true, false})
        for (const char* pattern : s.ids)
          if (const Focusable* f = pattern ? shown(pattern, enabled_only) : nullptr) return f;
    }
  }
  return nullptr;
}

void move_focus(const Focusable& f) {
  Keyboard& kb = keyboard();
  kb.focus = f.id;
  kb.focus_box = Box{f.min, f.size};
  kb.focus_screen = f.screen;
  kb.scroll_to_focus = true;
}

void press_by_key(const Focusable& f, double at) {
  keyboard().press = f.id;
  note_press(at);
}

// Tab, Shift+Tab or an arrow: the focus shows and moves, from where it is (or was, on this
// screen), else to the first widget.
void move_by_key(Key key) {
  Keyboard& kb = keyboard();
  kb.shown = true;
  const std::vector<const Focusable*> order = reading_order(kb.on_screen);
  const Focusable* at = find_drawn(kb.on_screen, kb.focus);
  const bool placed = at || std::any_of(kb.on_screen.begin(), kb.on_screen.end(),
                                        [&](const Focusable& f) { return f.screen == kb.focus_screen; });
  const Box from = at ? Box{at->min, at->size} : kb.focus_box;
  if (key == Key::kTab || key == Key::kBackTab) {
    if (order.empty()) return;
    const bool forward = key == Key::kTab;
    const auto it = std::find(order.begin(), order.end(), at);
    if (it != order.end()) {
      const std::ptrdiff_t i = it - order.begin(), n = static_cast<std::ptrdiff_t>(order.size());
      move_focus(*order[static_cast<std::size_t>((i + (forward ? 1 : n - 1)) % n)]);
    } else if (placed && !kb.focus.empty()) {
      move_focus(*beside_place(order, from, forward));
    } else {
      move_focus(*(forward ? order.front() : order.back()));
    }
    return;
  }
  if (!placed || kb.focus.empty()) {
    if (!order.empty()) move_focus(*order.front());
    return;
  }
  if (const Focusable* next = nearest_towards(order, from, key, kb.focus)) {
    move_focus(*next);
  } else if (key == Key::kUp || key == Key::kDown) {
    kb.body_scroll += key == Key::kDown ? kArrowScroll : -kArrowScroll;  // a long text reads on
  }
}

void act_on_key(const KeyPress& k) {
  Keyboard& kb = keyboard();
  switch (k.key) {
    case Key::kTab:
    case Key::kBackTab:
    case Key::kUp:
    case Key::kDown:
    case Key::kLeft:
    case Key::kRight: move_by_key(k.key); return;
    case Key::kPageUp:
    case Key::kPageDown: {
      const float page = std::max(kArrowScroll, ImGui::GetIO().DisplaySize.y - 160.0f);
      kb.body_scroll += k.key == Key::kPageDown ? page : -page;
      return;
    }
    case Key::kEnter:
      if (const Focusable* f = kb.shown ? find_drawn(kb.on_screen, kb.focus) : nullptr) {
        press_by_key(*f, k.at);
        return;
      }
      if (const Focusable* f = shortcut_target("Enter")) press_by_key(*f, k.at);
      return;
    case Key::kEscape:
      if (const Focusable* f = shortcut_target("Escape")) press_by_key(*f, k.at);
      return;
    case Key::kLetter:
      if (const Focusable* f = shortcut_target(std::string_view(&k.letter, 1))) press_by_key(*f, k.at);
      return;
  }
}

// A new frame: the keys act on the frame on screen, until one presses a widget (the keys after
// it wait for the frame that press makes).
void begin_keyboard_frame() {
  Keyboard& kb = keyboard();
  kb.on_screen = std::move(kb.drawn);
  kb.drawn.clear();
  kb.press.clear();
  kb.body_scroll = 0.0f;
  // The widget in focus went: the one drawn where it stood (on the same screen) takes the focus.
  if (!kb.focus.empty() && !find_drawn(kb.on_screen, kb.focus)) {
    const ImVec2 c(kb.focus_box.min.x + kb.focus_box.size.x * 0.5f, kb.focus_box.min.y + kb.focus_box.size.y * 0.5f);
    for (const Focusable& f : kb.on_screen) {
      if (f.enabled && f.screen == kb.focus_screen && c.x >= f.min.x && c.y >= f.min.y && c.x < f.min.x + f.size.x &&
          c.y < f.min.y + f.size.y) {
        kb.focus = f.id;
        break;
      }
    }
  }
  std::size_t used = 0;
  while (used < kb.keys.size() && kb.press.empty()) act_on_key(kb.keys[used++]);
  kb.keys.erase(kb.keys.begin(), kb.keys.begin() + static_cast<std::ptrdiff_t>(used));
}

// The outline of the widget in focus, over whatever is drawn on it later, cut where its window's
// view ends (a body scrolled under its bar).
void draw_focus(ImVec2 min, ImVec2 size) {
  constexpr float kOutside = 5.0f, kRounding = 12.0f;
  ImDrawList* fg = ImGui::GetForegroundDrawList();
  const ImDrawList* dl = ImGui::GetWindowDrawList();
  fg->PushClipRect(ImVec2(0.0f, dl->GetClipRectMin().y), ImVec2(ImGui::GetIO().DisplaySize.x, dl->GetClipRectMax().y));
  const ImVec2 a(min.x - kOutside, min.y - kOutside), b(min.x + size.x + kOutside, min.y + size.y + kOutside);
  fg->AddRect(a, b, colour::kFocusEdge, kRounding, 0, 8.0f);
  fg->AddRect(a, b, colour::kFocus, kRounding, 0, 4.0f);
  fg->PopClipRect();
}

// The widget `id` drawn at `min`/`size` takes the keyboard's focus: true if a key pressed it in
// this frame. Its outline shows while it is in focus.
bool note_focusable(const std::string& id, ImVec2 min, ImVec2 size, bool enabled) {
  Keyboard& kb = keyboard();
  const ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool in_view = min.y + size.y > dl->GetClipRectMin().y && min.y < dl->GetClipRectMax().y;
  kb.drawn.push_back({id, min, size, enabled, dl, ImGui::GetCurrentWindow()->RootWindow->ID, in_view});
  if (id == kb.focus) {
    kb.focus_box = Box{min, size};
    kb.focus_screen = kb.drawn.back().screen;
    // Into its window's view, with a margin for the outline, where the window is a screen's
    // scrolling body (a table never scrolls).
    if (kb.scroll_to_focus) {
      kb.scroll_to_focus = false;
      constexpr float kMargin = 14.0f;
      const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
      const bool scrolls = (ImGui::GetCurrentWindow()->Flags & ImGuiWindowFlags_ChildWindow) != 0;
      if (scrolls && min.y < top + kMargin)
        ImGui::SetScrollY(ImGui::GetScrollY() - (top + kMargin - min.y));
      else if (scrolls && min.y + size.y > bottom - kMargin)
        ImGui::SetScrollY(ImGui::GetScrollY() + (min.y + size.y - bottom + kMargin));
    }
    if (kb.shown) draw_focus(min, size);
  }
  return !kb.press.empty() && kb.press == id;
}

}  // namespace

void note_key(const KeyPress& key) { keyboard().keys.push_back(key); }

bool keys_waiting() { return !keyboard().keys.empty(); }

void hide_focus() { keyboard().shown = false; }

void set_shortcuts(std::span<const Shortcut> first, std::span<const Shortcut> then) {
  keyboard().shortcuts[0] = first;
  keyboard().shortcuts[1] = then;
}

KeyboardView keyboard_view() {
  const Keyboard& kb = keyboard();
  KeyboardView view;
  if (kb.shown && find_drawn(kb.drawn, kb.focus)) view.focus = kb.focus;
  for (const Focusable* f : reading_order(kb.drawn)) view.order.push_back(f->id);
  return view;
}

// ---------------------------------------------------------------------------------------
// The tap guard.

namespace {

struct WidgetMemory {
  ImVec2 min, size;
  std::string label;
  bool enabled = true;
  int seen_frame = 0;
  double settled_at = 0;     // when it last appeared, moved or changed its job, plus kSettleSeconds
  double refused_until = 0;  // a refused press shows on it until then
};

struct Guard {
  std::unordered_map<std::string, WidgetMemory> widgets;
  std::string coached;                    // set_coached: the one widget a coach points at
  std::vector<std::string> coached_also;  // and those that take a press beside it
  int frame = 0;
  double now = 0;
  double pressed_at = -1e9;  // when the latest press began (the page's clock)
  double next_settle = 0;
  PressVerdict last_press;
};

Guard& guard() {
  static Guard g;
  return g;
}

bool moved(ImVec2 a, ImVec2 b) { return std::abs(a.x - b.x) > 2.0f || std::abs(a.y - b.y) > 2.0f; }

void wake_at(double at) {
  Guard& g = guard();
  if (at > g.now && (g.next_settle == 0 || at < g.next_settle)) g.next_settle = at;
}

// The press that just ended began and ended on `min`/`size`: a finger lifted over a widget that
// did not take it (dimmed, or not settled) is refused visibly, not silently.
bool released_on(ImVec2 min, ImVec2 size) {
  const ImGuiIO& io = ImGui::GetIO();
  const auto inside = [&](ImVec2 p) {
    return p.x >= min.x && p.y >= min.y && p.x < min.x + size.x && p.y < min.y + size.y;
  };
  return io.MouseReleased[0] && inside(io.MouseClickedPos[0]) && inside(io.MousePos);
}

// Remembers the widget `id` as drawn this frame; true if a press on it is a tap: it kept its
// place and its job from kSettleSeconds before the press began until the finger lifted, and the
// finger did not travel. Only its place, label and being enabled count: its look (a glow, a
// highlight) never re-arms the guard.
bool settled_tap(const std::string& id, const char* label, ImVec2 min, ImVec2 size, bool enabled, bool pressed) {
  Guard& g = guard();
  // Under a coach the others are dimmed: a press on one is refused like a press on a dimmed one.
  if (!g.coached.empty() && id != g.coached &&
      std::find(g.coached_also.begin(), g.coached_also.end(), id) == g.coached_also.end())
    enabled = false;
  WidgetMemory& m = g.widgets[id];
  // Measured from where it stood when it last changed, so a slow drift (a scroll coming to
  // rest) adds up to a move.
  const bool changed = m.seen_frame < g.frame - 1 || moved(m.min, min) || moved(m.size, size) || m.label != label ||
                       m.enabled != enabled;
  if (changed) {
    m.settled_at = g.now + kSettleSeconds;
    m.min = min;
    m.size = size;
  }
  m.label = label;
  m.enabled = enabled;
  m.seen_frame = g.frame;
  const bool ready = g.now >= m.settled_at;
  if (!ready) wake_at(m.settled_at);
  WidgetRect& rect = widgets().back();
  rect.enabled = enabled;
  rect.ready = ready && enabled;
  rect.settle_at = m.settled_at;
  const ImGuiIO& io = ImGui::GetIO();
  // A key's press is made where the focus (or the shortcut) put it: no finger travelled.
  const bool by_key = note_focusable(id, min, size, enabled);
  const bool scroll = !by_key && io.MouseDragMaxDistanceSqr[0] > kDragSlop * kDragSlop;
  pressed = pressed || by_key;
  // It changed after the press began (a touch that began before it appeared, or while it moved).
  const bool early = g.pressed_at < m.settled_at;
  const bool lifted_here = released_on(min, size);
  if ((lifted_here && !scroll && (!enabled || (early && !pressed))) || (by_key && !enabled)) {
    m.refused_until = g.now + kRefusedSeconds;
    g.last_press = PressVerdict{id, g.last_press.count + 1, enabled ? "early" : "disabled"};
  }
  if (pressed && enabled) {
    g.last_press = PressVerdict{id, g.last_press.count + 1, scroll ? "scroll" : early ? "early" : "tap"};
    if (!scroll && early) m.refused_until = g.now + kRefusedSeconds;
  }
  if (g.now < m.refused_until) {
    // The refusal shows as an outline on the widget for a moment.
    ImGui::GetWindowDrawList()->AddRect(min, ImVec2(min.x + size.x, min.y + size.y), colour::kRefused, 10.0f, 0, 4.0f);
    rect.refused = true;
    wake_at(m.refused_until);
  }
  return pressed && enabled && !scroll && !early;
}

}  // namespace

void begin_widget_frame(double now) {
  Guard& g = guard();
  ++g.frame;
  g.now = now;
  g.next_settle = 0;
  begin_keyboard_frame();
  // Widgets not drawn for a while are forgotten (the map stays small).
  if (g.frame % 600 == 0)
    std::erase_if(g.widgets, [&](const auto& entry) { return entry.second.seen_frame < g.frame - 2; });
}

void set_coached(std::string widget, std::vector<std::string> also) {
  guard().coached = std::move(widget);
  guard().coached_also = std::move(also);
}

const WidgetRect* drawn_widget(const std::string& id) {
  for (const WidgetRect& w : widgets())
    if (w.id == id) return &w;
  return nullptr;
}

double next_widget_settle() { return guard().next_settle; }

const PressVerdict& last_press_verdict() { return guard().last_press; }

void note_press(double at) { guard().pressed_at = at; }

bool tap_area(const std::string& id, ImVec2 min, ImVec2 size, bool enabled) {
  ImGui::SetCursorScreenPos(min);
  ImGui::PushID(id.c_str());
  const bool pressed = ImGui::InvisibleButton("##tap", size);
  ImGui::PopID();
  note_item(id);
  return settled_tap(id, "", min, size, enabled, pressed);
}

std::vector<Mark>& marks() {
  static std::vector<Mark> m;
  return m;
}

void note_mark(ImDrawList* dl, const char* kind, int value, ImVec2 centre, float size) {
  const ImVec2 lo = dl->GetClipRectMin(), hi = dl->GetClipRectMax();
  const float r = size * 0.5f;
  if (centre.x - r < lo.x || centre.y - r < lo.y || centre.x + r > hi.x || centre.y + r > hi.y) return;
  marks().push_back({kind, value, centre, size});
}

void note_item(const std::string& id) {
  // Only the part that shows: a scrolled screen's body is cut off under its bottom bar, where a
  // tap lands on the bar.
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 clip_min = dl->GetClipRectMin(), clip_max = dl->GetClipRectMax();
  const ImVec2 shown_min(std::max(min.x, clip_min.x), std::max(min.y, clip_min.y));
  const ImVec2 shown_max(std::max(shown_min.x, std::min(max.x, clip_max.x)),
                         std::max(shown_min.y, std::min(max.y, clip_max.y)));
  note_rect(id, shown_min, ImVec2(shown_max.x - shown_min.x, shown_max.y - shown_min.y));
  widgets().back().clipped =
      shown_min.x != min.x || shown_min.y != min.y || shown_max.x != max.x || shown_max.y != max.y;
}

void apply_style() {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowPadding = ImVec2(12, 12);
  s.FramePadding = ImVec2(12, 10);
  s.ItemSpacing = ImVec2(10, 10);
  s.ItemInnerSpacing = ImVec2(8, 8);
  s.FrameRounding = 10;
  s.WindowRounding = 0;
  s.ScrollbarSize = 14;
  s.WindowBorderSize = 0;
  s.TouchExtraPadding = ImVec2(2, 2);
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(colour::kFelt);
  c[ImGuiCol_Button] = ImVec4(0.93f, 0.88f, 0.76f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.98f, 0.93f, 0.80f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(1.0f, 0.78f, 0.35f, 1.0f);
  c[ImGuiCol_Text] = ImGui::ColorConvertU32ToFloat4(colour::kText);
  c[ImGuiCol_TextDisabled] = ImVec4(0.70f, 0.74f, 0.72f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(1, 1, 1, 0.25f);
  c[ImGuiCol_TableHeaderBg] = ImVec4(0.08f, 0.25f, 0.17f, 1.0f);
  c[ImGuiCol_TableRowBg] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_TableRowBgAlt] = ImVec4(1, 1, 1, 0.06f);
  c[ImGuiCol_TableBorderStrong] = ImVec4(1, 1, 1, 0.3f);
  c[ImGuiCol_TableBorderLight] = ImVec4(1, 1, 1, 0.15f);
}

// `label` wrapped to `width` at `size`, each line centred in `box` and the lines together in its
// height, in the current text colour. Returns how many lines it took.
static int draw_centred_lines(ImFont* font, float size, Box box, float width, const char* label) {
  std::vector<std::pair<const char*, const char*>> lines;
  const char* end = label + std::strlen(label);
  for (const char* at = label; at < end;) {
    const char* stop = font->CalcWordWrapPositionA(size / font->FontSize, at, end, width);
    if (stop == at) ++stop;  // a word wider than the button still moves on
    const char* next = stop;
    while (next < end && (*next == ' ' || *next == '\n')) ++next;
    lines.emplace_back(at, stop);
    at = next;
  }
  const float line_h = font->CalcTextSizeA(size, 1e9f, 0.0f, "A").y;
  float y = box.min.y + (box.size.y - line_h * lines.size()) * 0.5f;
  for (const auto& [from, to] : lines) {
    const float w = font->CalcTextSizeA(size, 1e9f, 0.0f, from, to).x;
    ImGui::GetWindowDrawList()->AddText(font, size, ImVec2(box.min.x + (box.size.x - w) * 0.5f, y),
                                        ImGui::GetColorU32(ImGuiCol_Text), from, to);
    y += line_h;
  }
  return static_cast<int>(lines.size());
}

static bool styled_button(const std::string& id, const char* label, ImVec2 size, bool enabled, bool selected) {
  if (size.y < kTouch) size.y = kTouch;
  if (size.x > 0 && size.x < kTouch) size.x = kTouch;
  ImGui::PushID(id.c_str());
  const ImVec4 text_dark(0.10f, 0.12f, 0.12f, 1.0f);
  int colours = 1;
  ImGui::PushStyleColor(ImGuiCol_Text, text_dark);
  if (selected) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(1.0f, 0.72f, 0.25f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(1.0f, 0.76f, 0.30f, 1.0f));
    colours += 2;
  }
  if (!enabled) ImGui::BeginDisabled();
  // A label too long for the button's width is set smaller on one line while it stays readable,
  // else wrapped onto two lines (three at worst), each centred, never cut.
  const float pad_x = ImGui::GetStyle().FramePadding.x;
  const bool fits = size.x <= 0 || ImGui::CalcTextSize(label).x <= size.x - 2 * pad_x;
  const bool pressed = ImGui::Button(fits ? label : (std::string("##") + label).c_str(), size);
  float label_size = ImGui::GetFontSize();
  int label_lines = 1;
  if (!fits) {
    const ImVec2 min = ImGui::GetItemRectMin(), box = ImGui::GetItemRectSize();
    ImFont* font = ImGui::GetFont();
    const float width = box.x - 2 * pad_x;
    label_size = size_to_fit(font, label, width, 0.0f, ImGui::GetFontSize(), kSmallestLabelLine);
    if (font->CalcTextSizeA(label_size, 1e9f, 0.0f, label).x > width) {
      label_size = size_to_fit(font, label, width, box.y - 4.0f, ImGui::GetFontSize(), 12.0f);
      label_lines = draw_centred_lines(font, label_size, Box{min, box}, width, label);
    } else {
      const ImVec2 text = font->CalcTextSizeA(label_size, 1e9f, 0.0f, label);
      ImGui::GetWindowDrawList()->AddText(font, label_size,
                                          ImVec2(min.x + (box.x - text.x) * 0.5f, min.y + (box.y - text.y) * 0.5f),
                                          ImGui::GetColorU32(ImGuiCol_Text), label);
    }
  }
  if (!enabled) ImGui::EndDisabled();
  ImGui::PopStyleColor(colours);
  ImGui::PopID();
  note_item(id);
  widgets().back().label_size = label_size;
  widgets().back().label_lines = label_lines;
  return settled_tap(id, label, ImGui::GetItemRectMin(), ImGui::GetItemRectSize(), enabled, pressed);
}

bool button(const std::string& id, const char* label, ImVec2 size, bool enabled) {
  return styled_button(id, label, size, enabled, false);
}

bool choice(const std::string& id, const char* label, ImVec2 size, bool selected) {
  return styled_button(id, label, size, true, selected);
}

void text_centered(const char* text, float width, ImFont* font, ImU32 col) {
  if (font) ImGui::PushFont(font);
  const float w = ImGui::CalcTextSize(text).x;
  const float x = ImGui::GetCursorPosX();
  if (w < width) ImGui::SetCursorPosX(x + (width - w) * 0.5f);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(col));
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

namespace {

// The sign an item of a list starts with ("• ", "12. "), or "" for a paragraph.
std::string_view list_label(std::string_view line) {
  if (line.starts_with("\u2022 ")) return line.substr(0, sizeof("\u2022 ") - 1);
  size_t digits = 0;
  while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits]))) ++digits;
  if (digits > 0 && line.substr(digits).starts_with(". ")) return line.substr(0, digits + 2);
  return {};
}

}  // namespace

void text_wrapped(const char* text) {
  ImGui::PushTextWrapPos(0.0f);
  const float left = ImGui::GetCursorPosX();
  const float nest = ImGui::GetFontSize();
  std::string_view rest(text);
  while (true) {
    const size_t end = rest.find('\n');
    std::string_view line = rest.substr(0, end);
    const bool nested = line.starts_with("  ");
    if (nested) line.remove_prefix(2);
    const std::string_view label = list_label(line);
    if (!label.empty()) {
      // The words hang after the sign: a wrapped text's lines all start where its first does.
      ImGui::SetCursorPosX(left + (nested ? nest : 0.0f));
      ImGui::TextUnformatted(label.data(), label.data() + label.size());
      note_text_item(std::string(label));
      ImGui::SameLine(0.0f, 0.0f);
      line.remove_prefix(label.size());
    }
    ImGui::TextUnformatted(line.data(), line.data() + line.size());
    note_text_item(std::string(line));  // the test hook checks it keeps to the screen
    if (end == std::string_view::npos) break;
    rest.remove_prefix(end + 1);
  }
  ImGui::PopTextWrapPos();
}

void muted_text(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped(text);
  ImGui::PopStyleColor();
}

void heading(const char* text) {
  ImGui::PushFont(fonts().bold);
  ImGui::PushTextWrapPos(0.0f);  // wrapped at the screen's edge: a long heading was cut
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
}

namespace {
float body_bottom = 0.0f;  // where the scrolling body of the screen being drawn ends
float bar_top = 0.0f;      // where its bottom bar begins
std::string message_text;
ImU32 message_colour = colour::kText;
}  // namespace

void set_screen_message(const std::string& text, ImU32 colour) {
  message_text = text;
  message_colour = colour;
}

void drag_scroll() {
  // A drag that began anywhere on the screen scrolls the body, side margins and the fixed bottom
  // bar included (a swipe that starts on Back scrolls, as on any phone page); the guard keeps it
  // from pressing what it began on.
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 from = io.MouseClickedPos[0];
  const bool on_screen = from.x >= 0 && from.x <= io.DisplaySize.x && from.y >= 0 && from.y <= io.DisplaySize.y;
  if (on_screen && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kDragSlop))
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
}

namespace {
constexpr ImGuiWindowFlags kScreenFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
}  // namespace

float content_width() { return std::min(ImGui::GetIO().DisplaySize.x - 24.0f, 720.0f); }

namespace {

// The message in its strip: a framed box over the felt, its text as large as fits (never
// smaller than a caption), noted as the news so the layout tests keep other text out of it. With
// no message, the screen's quiet words, muted, if it has any.
void draw_message(const Box& strip, const char* quiet) {
  constexpr float kInset = 10.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (message_text.empty()) {
    if (quiet) {
      const Box words{ImVec2(strip.min.x + kInset, strip.min.y + 10.0f),
                      ImVec2(strip.size.x - 2 * kInset, strip.size.y - 16.0f)};
      table_text_box(dl, fonts().body, words, kBodySize, 13.0f, colour::kMuted, quiet, strip);
    }
    return;
  }
  dl->AddRectFilled(strip.min, strip.max(), IM_COL32(10, 20, 16, 235), 10.0f);
  dl->AddRect(strip.min, strip.max(), message_colour, 10.0f, 0, 2.0f);
  const Box text{ImVec2(strip.min.x + kInset, strip.min.y + 6.0f),
                 ImVec2(strip.size.x - 2 * kInset, strip.size.y - 12.0f)};
  const float size = size_to_fit(fonts().bold, message_text, text.size.x, text.size.y, kBodySize, 12.0f);
  const float h = fonts().bold->CalcTextSizeA(size, 1e9f, text.size.x, message_text.c_str()).y;
  // Centred in the strip's height; a text too long even at the smallest size is cut at the strip.
  dl->PushClipRect(strip.min, strip.max(), true);
  const ImVec2 at(text.min.x, text.min.y + std::max(0.0f, (text.size.y - h) * 0.5f));
  table_text(dl, fonts().bold, size, at, message_colour, message_text, text.size.x, strip);
  dl->PopClipRect();
  if (!text_rects().empty() && text_rects().back().text == message_text) text_rects().back().news = true;
}

}  // namespace

void begin_screen(const char* name, float bottom_bar, Opens opens, Messages messages, const char* quiet) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin(name, nullptr, kScreenFlags);
  const float width = content_width();
  const float pad = ImGui::GetStyle().WindowPadding.y, spacing = ImGui::GetStyle().ItemSpacing.y;
  body_bottom = display.y - pad - bottom_bar;
  bar_top = body_bottom + spacing;
  if (messages == Messages::kInStrip) {
    // The strip's place is kept whether a message shows or not; a phone turned keeps less.
    const float strip_h = display.y < kShortScreen ? kMessageStripShort : kMessageStrip;
    body_bottom -= strip_h + spacing;
    draw_message(Box{ImVec2((display.x - width) * 0.5f, body_bottom + spacing), ImVec2(width, strip_h)}, quiet);
  }
  ImGui::SetCursorPosX((display.x - width) * 0.5f);
  ImGui::BeginChild("##body", ImVec2(width, body_bottom - ImGui::GetCursorScreenPos().y), false, ImGuiWindowFlags_None);
  // ImGui keeps a window's scroll while it is hidden: that is "where left".
  if (opens == Opens::kAtTop && ImGui::IsWindowAppearing()) ImGui::SetScrollY(0.0f);
  // Page Up and Down, or an arrow with no widget its way, scroll the body.
  if (keyboard().body_scroll != 0.0f) ImGui::SetScrollY(ImGui::GetScrollY() + keyboard().body_scroll);
}

float body_scroll_seen = 0.0f;

float body_scroll() { return body_scroll_seen; }

void end_body_begin_bar() {
  body_scroll_seen = ImGui::GetScrollY();
  ImGui::EndChild();
  ImGui::SetCursorScreenPos(ImVec2((ImGui::GetIO().DisplaySize.x - content_width()) * 0.5f, bar_top));
}

void end_screen() {
  body_scroll_seen = ImGui::GetScrollY();
  ImGui::EndChild();
  ImGui::End();
}

void notice_box(const std::string& text, ImU32 colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
  text_wrapped(text.c_str());
  ImGui::PopStyleColor();
}

void label_beside_buttons(const char* text, float height) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  // Noted like a table's text, so the layout tests see it run under the buttons beside it.
  table_text(ImGui::GetWindowDrawList(), ImGui::GetFont(), ImGui::GetFontSize(),
             ImVec2(p.x, p.y + (height - ImGui::GetFontSize()) * 0.5f), colour::kText, text, 0.0f,
             Box{ImGui::GetWindowPos(), ImGui::GetWindowSize()});
  ImGui::Dummy(ImVec2(ImGui::CalcTextSize(text).x, height));
}

std::string focus_words() {
  const Keyboard& kb = keyboard();
  if (!kb.shown || !find_drawn(kb.drawn, kb.focus)) return "";
  const auto known = guard().widgets.find(kb.focus);
  std::string words = known != guard().widgets.end() ? known->second.label : "";
  if (words.empty()) {
    // "table.square.c1" says "square c1": the id past its screen, its dots and dashes as spaces.
    const std::size_t dot = kb.focus.find('.');
    words = dot == std::string::npos ? kb.focus : kb.focus.substr(dot + 1);
    std::replace_if(
        words.begin(), words.end(), [](char c) { return c == '.' || c == '-'; }, ' ');
  }
  if (known != guard().widgets.end() && !known->second.enabled) words += ", dimmed";
  return words;
}

}  // namespace allclear::web
