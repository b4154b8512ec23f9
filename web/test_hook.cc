#include "test_hook.h"

#include <emscripten.h>

#include <cstdio>
#include <string>

#include "core/json.h"
#include "kit/text.h"
#include "kit/ui.h"

namespace {

// clang-format off
EM_JS(void, allclear_publish, (int frames, const char* screen, const char* widgets, const char* marks,
                               const char* texts, const char* state, const char* message, int storage_ok,
                               float width, float height, float pixel_ratio, const char* press_id, int press_count,
                               const char* press_verdict, const char* keyboard), {
  var hook = window.__allclear || {};
  hook.frames = frames;
  hook.size = {width: width, height: height, pixelRatio: pixel_ratio};
  try { hook.texts = JSON.parse(UTF8ToString(texts)); } catch (e) { hook.texts = []; }
  hook.screen = UTF8ToString(screen);
  try { hook.widgets = JSON.parse(UTF8ToString(widgets)); } catch (e) { hook.widgets = {}; }
  try { hook.marks = JSON.parse(UTF8ToString(marks)); } catch (e) { hook.marks = []; }
  hook.stateText = UTF8ToString(state);
  try { hook.state = JSON.parse(hook.stateText); } catch (e) { hook.state = null; }
  hook.message = UTF8ToString(message);
  hook.storageOk = !!storage_ok;
  hook.lastPress = {id: UTF8ToString(press_id), count: press_count, verdict: UTF8ToString(press_verdict)};
  try { hook.keyboard = JSON.parse(UTF8ToString(keyboard)); } catch (e) { hook.keyboard = {focus: "", order: []}; }
  window.__allclear = hook;
});

EM_JS(void, allclear_hide_loading, (), {
  var el = document.getElementById('loading');
  if (el) el.style.display = 'none';
});
// clang-format on

}  // namespace

namespace allclear::web {

void publish_test_hook(int frames, float scale, float pixel_ratio, const char* screen, const std::string& state_json,
                       const std::string& message, bool storage_ok) {
  const float k = scale;
  std::string out = "{";
  bool first = true;
  for (const WidgetRect& w : widgets()) {
    char rect[300];
    std::snprintf(rect, sizeof rect,
                  ":{\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f,\"enabled\":%s,\"ready\":%s,\"settleAt\":%.1f,"
                  "\"refused\":%s,\"clipped\":%s,\"labelSize\":%.1f,\"labelLines\":%d}",
                  w.min.x * k, w.min.y * k, w.size.x * k, w.size.y * k, w.enabled ? "true" : "false",
                  w.ready ? "true" : "false", w.settle_at * 1000.0, w.refused ? "true" : "false",
                  w.clipped ? "true" : "false", w.label_size * k, w.label_lines);
    if (!first) out += ',';
    out += json_quote(w.id);
    out += rect;
    first = false;
  }
  out += '}';
  std::string marks_json = "[";
  for (const Mark& m : marks()) {
    char mark[160];
    std::snprintf(mark, sizeof mark, "{\"kind\":%s,\"value\":%d,\"x\":%.1f,\"y\":%.1f,\"size\":%.1f}",
                  json_quote(m.kind).c_str(), m.value, m.centre.x * k, m.centre.y * k, m.size * k);
    if (marks_json.size() > 1) marks_json += ',';
    marks_json += mark;
  }
  marks_json += ']';
  Text texts;
  texts << '[';
  bool first_text = true;
  for (const TextRect& t : text_rects()) {
    char rect[240];
    std::snprintf(
        rect, sizeof rect,
        "{\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f,\"panel\":{\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f},"
        "\"news\":%s,\"onPieces\":%s,\"text\":",
        t.min.x * k, t.min.y * k, t.size.x * k, t.size.y * k, t.panel_min.x * k, t.panel_min.y * k, t.panel_size.x * k,
        t.panel_size.y * k, t.news ? "true" : "false", t.on_pieces ? "true" : "false");
    if (!first_text) texts << ',';
    first_text = false;
    texts << rect;
    texts << json_quote(t.text);
    texts << '}';
  }
  texts << ']';
  const PressVerdict& press = last_press_verdict();
  const KeyboardView keys = keyboard_view();
  std::string keyboard = "{\"focus\":" + json_quote(keys.focus) + ",\"order\":[";
  for (std::size_t i = 0; i < keys.order.size(); ++i) keyboard += (i ? "," : "") + json_quote(keys.order[i]);
  keyboard += "]}";
  allclear_publish(frames, screen, out.c_str(), marks_json.c_str(), texts.str().c_str(), state_json.c_str(),
                   message.c_str(), storage_ok, ImGui::GetIO().DisplaySize.x * k, ImGui::GetIO().DisplaySize.y * k,
                   pixel_ratio, press.id.c_str(), press.count, press.verdict, keyboard.c_str());
}

void hide_loading() { allclear_hide_loading(); }

}  // namespace allclear::web
