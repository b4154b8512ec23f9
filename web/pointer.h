// The page's pointer for the app: the mouse, the fingers and the wheel on the canvas, heard
// through Emscripten's html5 callbacks and gathered between frames as Dear ImGui reads them.
#pragma once
#include "imgui.h"

namespace allclear::web {

// What the pointer did since the previous frame, in the canvas's CSS px.
struct PointerNews {
  bool any = false;          // some pointer event came
  ImVec2 at;                 // where the pointer is; -FLT_MAX on both axes when it left the canvas
  bool down = false;         // the button (or the first finger) is held, or was pressed since the last
                             // frame: a tap that went down and up between two frames is still seen
  float wheel = 0.0f;        // wheel steps, as Dear ImGui counts them (> 0: away from the player)
  double pressed_at = -1.0;  // when the latest press came (seconds, the page's clock), if any
  bool touch = false;        // the latest pointer input was a finger
  int fingers_down = 0;
  bool finger_lifted = false;  // a finger lifted since the previous frame
};

// Starts hearing the canvas (#canvas). Call once, before the first frame.
void listen_to_pointer();
// The news since the previous call: `any`, `wheel`, `pressed_at` and `finger_lifted` start again
// from nothing; where the pointer is, and the fingers down, carry on.
PointerNews take_pointer_news();

}  // namespace allclear::web
