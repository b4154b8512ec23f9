#include "ui.h"

#include <algorithm>

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
  note_rect(id, ImGui::GetItemRectMin(), ImGui::GetItemRectSize());
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

static bool styled_button(const std::string& id, const char* label, ImVec2 size, bool enabled,
                          bool selected) {
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
  const bool pressed = ImGui::Button(label, size);
  if (!enabled) ImGui::EndDisabled();
  ImGui::PopStyleColor(colours);
  ImGui::PopID();
  note_item(id);
  return pressed && enabled;
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

void text_wrapped(const char* text) {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
}

void heading(const char* text) {
  ImGui::PushFont(fonts().bold);
  ImGui::TextUnformatted(text);
  ImGui::PopFont();
}

void drag_scroll() {
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) &&
      ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f))
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
}

namespace {
constexpr ImGuiWindowFlags kScreenFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;
}  // namespace

float content_width() { return std::min(ImGui::GetIO().DisplaySize.x - 24.0f, 720.0f); }

void begin_screen(const char* name, float bottom_bar) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin(name, nullptr, kScreenFlags);
  const float width = content_width();
  ImGui::SetCursorPosX((display.x - width) * 0.5f);
  ImGui::BeginChild("##body", ImVec2(width, display.y - 24.0f - bottom_bar), false, ImGuiWindowFlags_None);
}

void end_body_begin_bar() {
  ImGui::EndChild();
  ImGui::SetCursorPosX((ImGui::GetIO().DisplaySize.x - content_width()) * 0.5f);
}

void notice_box(const std::string& text, ImU32 colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
  text_wrapped(text.c_str());
  ImGui::PopStyleColor();
}

void label_beside_buttons(const char* text) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddText(ImVec2(p.x, p.y + (kTouch - ImGui::GetFontSize()) * 0.5f), colour::kText, text);
  ImGui::Dummy(ImVec2(ImGui::CalcTextSize(text).x, kTouch));
}

}  // namespace allclear::web
