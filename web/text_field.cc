#include "text_field.h"

#include <emscripten.h>

#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "core/json.h"
#include "kit/text.h"
#include "kit/ui.h"

namespace allclear::web {

namespace {

struct Field {
  std::string id;
  ImVec2 min, max;
  std::string value;
};

std::vector<Field>& fields_drawn() {
  static std::vector<Field> fields;
  return fields;
}

// What the page said of its input this frame: which field is typed in and its text, and a field
// whose typing ended, with its final text (kept until that field is drawn and takes it).
struct Typing {
  int frame = -1;
  std::string id, text;
  std::string done_id, done_text;
};

Typing& typing() {
  static Typing t;
  return t;
}

// The page's side: the hidden input, the fields' places and the taps that end on them. A tap is
// a touch (or a click) that ended within 10 px of where it began; one that ends off every field
// closes the keyboard.
// clang-format off
EM_JS(void, allclear_text_fields, (const char* json), {
  var S = Module.allclearText;
  if (!S) {
    S = Module.allclearText = { fields: [], id: "", done: null, start: null };
    var input = S.input = document.createElement('input');
    input.type = 'text';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('autocapitalize', 'words');
    input.setAttribute('enterkeyhint', 'done');
    input.setAttribute('aria-label', 'Name');
    // Invisible and never in the way of a tap; 16 px keeps iOS from zooming in on focus.
    input.style.cssText = 'position:fixed;opacity:0;pointer-events:none;font-size:16px;border:0;padding:0;' +
                          'left:0;top:0;width:1px;height:1px;';
    (document.querySelector('main') || document.body).appendChild(input);  // in the page's landmark
    var wake = function () { if (Module.allclearWake) Module.allclearWake(); };
    input.addEventListener('input', wake);
    input.addEventListener('keydown', function (e) { if (e.key === 'Enter') input.blur(); });
    input.addEventListener('blur', function () {
      if (S.id) S.done = { id: S.id, text: input.value };
      S.id = "";
      wake();
    });
    S.focus = function (field) {
      if (S.id === field.id && document.activeElement === input) return;
      S.id = field.id;
      input.value = field.value;
      input.style.left = field.x + 'px';
      input.style.top = field.y + 'px';
      input.style.width = field.w + 'px';
      input.style.height = field.h + 'px';
      input.focus();
      input.setSelectionRange(0, input.value.length);  // typing replaces the name
      wake();
    };
    var began = function (x, y) { S.start = { x: x, y: y }; };
    var ended = function (x, y) {
      var start = S.start;
      S.start = null;
      if (!start || Math.hypot(x - start.x, y - start.y) > 10) return;
      var hit = S.fields.find(function (f) { return x >= f.x && x < f.x + f.w && y >= f.y && y < f.y + f.h; });
      if (hit) S.focus(hit);
      else if (S.id) input.blur();
    };
    var canvas = Module.canvas;
    canvas.addEventListener('touchstart', function (e) { began(e.changedTouches[0].clientX, e.changedTouches[0].clientY); },
                            { capture: true, passive: true });
    canvas.addEventListener('touchend', function (e) { ended(e.changedTouches[0].clientX, e.changedTouches[0].clientY); },
                            { capture: true, passive: true });
    canvas.addEventListener('mousedown', function (e) { began(e.clientX, e.clientY); }, { capture: true, passive: true });
    canvas.addEventListener('mouseup', function (e) { ended(e.clientX, e.clientY); }, { capture: true, passive: true });
  }
  S.fields = JSON.parse(UTF8ToString(json));
  // A field that is no longer drawn (another screen) is no longer typed in.
  if (S.id && !S.fields.some(function (f) { return f.id === S.id; })) S.input.blur();
});

// A focus the app asks for itself (a tap the page's listener missed): it works where the
// browser still counts the tap as the user's (desktop browsers, Android).
EM_JS(void, allclear_text_focus, (const char* json), {
  if (Module.allclearText) Module.allclearText.focus(JSON.parse(UTF8ToString(json)));
});

EM_JS(void, allclear_text_drop, (), {
  var S = Module.allclearText;
  if (!S) return;
  S.id = "";
  S.done = null;
  S.input.blur();
});

// "typing", the field's id and its text, or "done", id and text (once), each after a unit
// separator (character 31); or "".
EM_JS(char*, allclear_text_state, (), {
  var S = Module.allclearText;
  var out = "";
  var unit = String.fromCharCode(31);
  if (S && S.done) {
    out = 'done' + unit + S.done.id + unit + S.done.text;
    S.done = null;
  } else if (S && S.id) {
    out = 'typing' + unit + S.id + unit + S.input.value;
  }
  return stringToNewUTF8(out);
});
// clang-format on

void poll() {
  Typing& t = typing();
  if (t.frame == ImGui::GetFrameCount()) return;
  t.frame = ImGui::GetFrameCount();
  char* raw = allclear_text_state();
  const std::string state(raw);
  std::free(raw);
  t.id.clear();
  t.text.clear();
  const std::size_t a = state.find('\x1f');
  const std::size_t b = a == std::string::npos ? a : state.find('\x1f', a + 1);
  if (b == std::string::npos) return;
  const std::string kind = state.substr(0, a), id = state.substr(a + 1, b - a - 1), text = state.substr(b + 1);
  if (kind == "done") {
    t.done_id = id;
    t.done_text = text;
  } else {
    t.id = id;
    t.text = text;
  }
}

std::string field_json(const Field& f, float scale) {
  Text out;
  out << "{\"id\":";
  out << json_quote(f.id);
  out << ",\"value\":";
  out << json_quote(f.value);
  char place[96];
  std::snprintf(place, sizeof place, ",\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f}", f.min.x * scale, f.min.y * scale,
                (f.max.x - f.min.x) * scale, (f.max.y - f.min.y) * scale);
  return out.str() + place;
}

}  // namespace

const std::string& typing_field() {
  poll();
  return typing().id;
}

void drop_typing() {
  allclear_text_drop();
  Typing& t = typing();
  t.id.clear();
  t.text.clear();
  t.done_id.clear();
  t.done_text.clear();
}

bool text_field(const std::string& id, std::string* value, ImVec2 size) {
  poll();
  Typing& t = typing();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  const bool typed_here = t.id == id;
  fields_drawn().push_back({id, min, max, *value});
  // Where the page focuses the input itself this does nothing; the place given only decides
  // where the browser scrolls for the keyboard.
  if (tap_area(id, min, size) && !typed_here) allclear_text_focus(field_json(fields_drawn().back(), 1.0f).c_str());
  // A dark box, ringed in gold with a caret after the text while it is typed in.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(min, max, colour::kFeltDark, 8.0f);
  dl->AddRect(min, max, typed_here ? colour::kGlow : colour::kTileEdge, 8.0f, 0, typed_here ? 2.5f : 1.5f);
  const std::string& shown = typed_here ? t.text : *value;
  ImFont* font = fonts().bold;
  const float pad = 10.0f;
  const float text_size =
      size_to_fit(font, shown.empty() ? " " : shown, size.x - 2 * pad - 4.0f, 0.0f, kBodySize, 13.0f);
  const float y = min.y + (size.y - text_size) * 0.5f;
  dl->PushClipRect(ImVec2(min.x + 4.0f, min.y), ImVec2(max.x - 4.0f, max.y), true);
  dl->AddText(font, text_size, ImVec2(min.x + pad, y), colour::kText, shown.c_str());
  if (typed_here) {
    const float caret_x = min.x + pad + font->CalcTextSizeA(text_size, FLT_MAX, 0.0f, shown.c_str()).x + 1.0f;
    dl->AddLine(ImVec2(caret_x, y), ImVec2(caret_x, y + text_size), colour::kGlow, 2.0f);
  }
  dl->PopClipRect();
  if (t.done_id != id) return false;
  *value = t.done_text;
  t.done_id.clear();
  t.done_text.clear();
  return true;
}

void publish_text_fields(float scale) {
  std::string json = "[";
  for (const Field& f : fields_drawn()) json += (json.size() > 1 ? "," : "") + field_json(f, scale);
  allclear_text_fields((json + "]").c_str());
  fields_drawn().clear();
}

}  // namespace allclear::web
