// Typed text on the canvas. A phone shows its keyboard only for a focused HTML input, and an
// iPhone only when the focus comes inside the tap's own event, so the page keeps one hidden
// input and focuses it as a tap ends on a field drawn here (the fields' places are handed to
// the page after every frame). The input's text is read back every frame while it is typed.
#pragma once
#include <string>

#include "imgui.h"

namespace allclear::web {

// A one-line field `id` of `size` at the cursor, showing `*value`. While it is typed in it
// shows the typed text with a caret; returns true once typing ends (Done, Enter or a tap
// elsewhere), with the typed text, as typed, in *value.
bool text_field(const std::string& id, std::string* value, ImVec2 size);
// The field being typed in ("" for none).
const std::string& typing_field();
// Typing ends and what was typed is dropped (a preset was picked instead).
void drop_typing();
// After drawing a frame: where its fields are, in CSS pixels (`scale`: CSS pixels per unit).
void publish_text_fields(float scale);

}  // namespace allclear::web
