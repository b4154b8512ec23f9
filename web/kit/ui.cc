#include "kit/ui.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <string_view>
#include <unordered_map>

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
  const bool scroll = io.MouseDragMaxDistanceSqr[0] > kDragSlop * kDragSlop;
  // It changed after the press began (a touch that began before it appeared, or while it moved).
  const bool early = g.pressed_at < m.settled_at;
  const bool lifted_here = released_on(min, size);
  if (lifted_here && !scroll && (!enabled || (early && !pressed))) {
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
  // Widgets not drawn for a while are forgotten (the map stays small).
  if (g.frame % 600 == 0)
    std::erase_if(g.widgets, [&](const auto& entry) { return entry.second.seen_frame < g.frame - 2; });
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
// smaller than a caption), noted as the news so the layout tests keep other text out of it.
void draw_message(const Box& strip) {
  if (message_text.empty()) return;
  constexpr float kInset = 10.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
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

void begin_screen(const char* name, float bottom_bar, Opens opens, Messages messages) {
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
    draw_message(Box{ImVec2((display.x - width) * 0.5f, body_bottom + spacing), ImVec2(width, strip_h)});
  }
  ImGui::SetCursorPosX((display.x - width) * 0.5f);
  ImGui::BeginChild("##body", ImVec2(width, body_bottom - ImGui::GetCursorScreenPos().y), false, ImGuiWindowFlags_None);
  // ImGui keeps a window's scroll while it is hidden: that is "where left".
  if (opens == Opens::kAtTop && ImGui::IsWindowAppearing()) ImGui::SetScrollY(0.0f);
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

}  // namespace allclear::web
