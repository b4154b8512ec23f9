// Shared look and touch-sized widgets. Every tappable widget is drawn through here with a
// stable id, so the test hook can publish where it is (in CSS pixels).
#pragma once
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "imgui.h"

namespace allclear::web {

inline constexpr float kTouch = 48.0f;      // touch targets, CSS px (at least 44)
inline constexpr float kBodySize = 18.0f;   // body text, CSS px
inline constexpr float kTitleSize = 34.0f;  // titles and coin ranks

struct Fonts {
  ImFont* body = nullptr;
  ImFont* bold = nullptr;
  ImFont* title = nullptr;
};
Fonts& fonts();  // loaded by the app (web/fonts.h)

// A rectangle of the screen, for laying out tables.
struct Box {
  ImVec2 min;
  ImVec2 size;
  ImVec2 max() const { return ImVec2(min.x + size.x, min.y + size.y); }
};

// Colours of the table.
namespace colour {
inline constexpr ImU32 kFelt = IM_COL32(24, 78, 56, 255);
inline constexpr ImU32 kFeltDark = IM_COL32(16, 56, 40, 255);
inline constexpr ImU32 kTile = IM_COL32(44, 52, 66, 255);
inline constexpr ImU32 kTileEdge = IM_COL32(82, 94, 112, 255);
inline constexpr ImU32 kCoin = IM_COL32(244, 236, 214, 255);
inline constexpr ImU32 kCoinEdge = IM_COL32(150, 130, 96, 255);
inline constexpr ImU32 kGlow = IM_COL32(255, 214, 64, 255);
inline constexpr ImU32 kGlowFaint = IM_COL32(255, 214, 64, 110);
inline constexpr ImU32 kSelected = IM_COL32(255, 120, 40, 255);
inline constexpr ImU32 kText = IM_COL32(240, 240, 232, 255);
inline constexpr ImU32 kMuted = IM_COL32(190, 204, 196, 255);
inline constexpr ImU32 kWarning = IM_COL32(255, 200, 120, 255);
inline constexpr ImU32 kRefused = IM_COL32(255, 90, 60, 255);  // the outline of a press not taken
// The keyboard's focus: a white band edged in near black, seen on the felt and on a light button.
inline constexpr ImU32 kFocus = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 kFocusEdge = IM_COL32(8, 12, 10, 255);
}  // namespace colour

void apply_style();

// Touch that never misfires, and never ignores a tap silently. A press counts when it went down
// and up on a widget that kept its place and its job (label, enabled) from kSettleSeconds before
// it began until it lifted: quicker than anyone reacts to a change, so only a press aimed at
// what was there before is refused. Its look (a glow, a highlight) is no change. A press that
// moved more than kDragSlop before lifting is a scroll, never a tap. A press refused on a widget
// (not settled, or dimmed) shows: the widget is outlined for kRefusedSeconds.
inline constexpr double kSettleSeconds = 0.15;
inline constexpr double kRefusedSeconds = 0.35;
inline constexpr float kDragSlop = 8.0f;  // CSS px
// Called by the loop before each frame is drawn (`now` in seconds, the page's clock).
void begin_widget_frame(double now);
// A finger or a button went down at `at` (seconds, the page's clock: when the browser
// delivered it, which may be a frame or more before it is drawn).
void note_press(double at);
// When a widget drawn in the latest frame settles (0: none is settling): the hook says when
// it is ready, so a frame must be drawn then.
double next_widget_settle();
// What became of the latest press on a widget, for the test hook: the widget's id, how many
// presses the guard has judged so far, and "tap", "early" (it began before the widget had
// settled), "disabled" (lifted on a dimmed widget) or "scroll" (the finger travelled).
struct PressVerdict {
  std::string id;
  int count = 0;
  const char* verdict = "";
};
const PressVerdict& last_press_verdict();

// Play by keyboard (docs/keyboard.md). Every widget drawn through here can take the keyboard's
// focus: Tab and Shift+Tab move it in reading order (a window's widgets row by row from the top,
// each row from the left; a screen's scrolling body before its bottom bar), an arrow to the
// nearest widget that way (Up and Down scroll a screen's body where none is), Enter or Space
// press it. A press by key is a press made when the key went down, judged by the same guard as a
// tap. Escape, letters and Enter with nothing in focus press the widget a shortcut names. The
// focus shows, as a thick outline, only once a key moved it; a finger or a mouse button going
// down hides it. A widget the focus was on that goes hands the focus to the one drawn in its place.
enum class Key { kTab, kBackTab, kUp, kDown, kLeft, kRight, kPageUp, kPageDown, kEnter, kEscape, kLetter };
struct KeyPress {
  Key key;
  char letter = 0;  // kLetter: 'a' to 'z' or '0' to '9'
  double at = 0;    // when it went down (seconds, the page's clock)
};
// A key the loop read before this frame: acted on, in order, with the next begin_widget_frame,
// on the widgets of the frame on screen when it went down. A key that presses something leaves
// the keys after it for the frames that follow (keys_waiting()).
void note_key(const KeyPress& key);
bool keys_waiting();
void hide_focus();  // a finger or a mouse button went down
// A shortcut: `key` ("Escape", "Enter", or a letter or digit) presses the first of `ids` the
// frame on screen shows ("x.*": any id starting "x.", "*.x": any ending ".x"), unless it shows
// `unless`. Enter names the main action, pressed when no widget is in focus.
struct Shortcut {
  const char* key;
  const char* ids[8];  // in order of preference; the rest null
  const char* unless = nullptr;
};
// The shortcuts in force: those of `first`, then those of `then`, each in order.
void set_shortcuts(std::span<const Shortcut> first, std::span<const Shortcut> then);
// For the test hook: the widget in focus as the frame just drawn shows it ("" while no focus
// shows), and the widgets in the order Tab visits them.
struct KeyboardView {
  std::string focus;
  std::vector<std::string> order;
};
KeyboardView keyboard_view();
// What a screen reader says of the widget in focus: its label, or for a tap area (a coin, a card)
// the words of its id ("square c1"), and "dimmed" when it takes no press; "" while no focus shows.
std::string focus_words();

// Widget rectangles published by the test hook; `ready`: settled, it takes a tap.
struct WidgetRect {
  std::string id;
  ImVec2 min, size;
  bool enabled = true;
  bool ready = true;
  double settle_at = 0;  // seconds, the page's clock: taps that begin from then on count
  bool refused = false;  // outlined: a press on it was just refused
  bool clipped = false;  // partly or wholly hidden (scrolled under a bar): min and size are the part that shows
  float label_size = 0;  // a button's label as drawn: its size (px) and lines; 0 for a tap area
  int label_lines = 0;
};
std::vector<WidgetRect>& widgets();
// The widget `id` as the frame being drawn placed it so far (null: not drawn).
const WidgetRect* drawn_widget(const std::string& id);
// While a coach points at a widget (kit/coach.h), only it and those of `also` take a press: a
// press on any other is refused as on a dimmed one, and shows so. An empty `widget`: every one
// takes presses. Set before the frame's widgets are drawn.
void set_coached(std::string widget, std::vector<std::string> also);
void note_item(const std::string& id);  // the last ImGui item
void note_rect(const std::string& id, ImVec2 min, ImVec2 size);
// An invisible tappable area (a coin, a card, a board square) with the same guard as buttons.
bool tap_area(const std::string& id, ImVec2 min, ImVec2 size, bool enabled = true);
// Text drawn on a table, published by the test hook so a browser test can check that no text
// overlaps other text or leaves its panel. `panel`: the box it must stay in.
struct TextRect {
  ImVec2 min, size;
  ImVec2 panel_min, panel_size;
  bool news = false;       // the announcement
  std::string text;        // for the test's messages
  bool on_pieces = false;  // a tag laid across pieces on purpose (a Four's "+2"), not a label
};
std::vector<TextRect>& text_rects();
// Notes text ImGui drew itself (a table's cell) for the same checks, whole: a label wider than
// its cell shows as leaving it, though ImGui cut it there.
void note_text(const std::string& text, ImVec2 min, ImVec2 size, const Box& panel);
// Draws `text` at `at` wrapped to `wrap` (0: no wrap) and notes its rectangle inside `panel`.
void table_text(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text, float wrap,
                const Box& panel);
// table_text for a tag laid across pieces on purpose (a Four's "+2" between two coins): the
// layout checks still keep it off other text and inside its panel, but not off the pieces' tap
// areas.
void table_tag(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text,
               const Box& panel);
// Pieces drawn without a tap or a text of their own that a coach's words must not hide (Bingo
// Battle's row of suits, the cards played in Clear Ace's duel), noted as they are drawn.
std::vector<Box>& in_sight();
void note_in_sight(ImVec2 min, ImVec2 size);
// The last ImGui item is a text (a title, a table's cell): published like table text, inside
// the window.
void note_text_item(const std::string& text);
// The largest size from `largest` down to `smallest` (half a pixel at a time) at which `text`
// fits: on one line of `width` when `height` is 0, else wrapped to `width` within `height`.
// `smallest` when nothing larger fits.
float size_to_fit(ImFont* font, const std::string& text, float width, float height, float largest, float smallest);
// `text` wrapped in `box`, as large as fits its height (size_to_fit), drawn with table_text
// inside `panel`. Returns the height it takes.
float table_text_box(ImDrawList* dl, ImFont* font, Box box, float largest, float smallest, ImU32 col,
                     const std::string& text, const Box& panel);
// `text` on one line of at most `width`: at `size`, smaller down to 12 px when long, and cut
// after its last whole word with "…" when even that is too long. Returns its rectangle's size.
ImVec2 table_text_line(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text,
                       float width, const Box& panel);
// `text` on one line centred on `centre`, as large as fits `panel`'s width (from `size` down to
// 10 px), moved inside the panel where the centre lies near its edge (a label under a pile).
void table_text_centred(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const std::string& text,
                        const Box& panel);

// A symbol that tells suits or players apart ("suit", "card-suit", "player" and its number),
// published by the test hook so a browser test can check they still differ in grayscale. Only
// symbols wholly inside the draw list's clip rectangle are kept.
struct Mark {
  const char* kind;
  int value;
  ImVec2 centre;
  float size;
};
std::vector<Mark>& marks();
void note_mark(ImDrawList* dl, const char* kind, int value, ImVec2 centre, float size);

// A button of at least touch size; returns true when tapped. Disabled buttons stay visible. A
// long label is set smaller on one line down to kSmallestLabelLine, else on two lines.
inline constexpr float kSmallestLabelLine = 15.0f;  // px: still read at a glance on a phone
bool button(const std::string& id, const char* label, ImVec2 size, bool enabled = true);
// A button drawn as "selected" (for segmented choices).
bool choice(const std::string& id, const char* label, ImVec2 size, bool selected);

// Text helpers.
void text_centered(const char* text, float width, ImFont* font = nullptr, ImU32 col = colour::kText);
// Wrapped at the window's edge, a paragraph a line; a line starting "• " or "1. " is an item of a
// list (its words hang after the sign), and two spaces before the sign nest it.
void text_wrapped(const char* text);
void muted_text(const char* text);  // wrapped, in the muted colour: what explains, not what happened
void heading(const char* text);

// Drag to scroll the current window (ImGui 1.86 has no touch scrolling).
void drag_scroll();

// A full-window screen: begin_screen opens its scrolling body (content_width() wide, centred),
// end_body_begin_bar closes it and places the cursor for a fixed bar of buttons at the bottom
// (`bottom_bar` high); the caller ends the window. A screen with no bar ends with end_screen.
// A screen's body opens at its top (a game's rules must not open half-way down, where another
// game's were left) or where the player left it (home: Back from a game's rules returns to it).
enum class Opens { kAtTop, kWhereLeft };
// A screen that shows messages (a toast such as Share's "Copied", an export's result, a storage
// warning) keeps a strip of kMessageStrip at its bottom, above its bar, for them: the strip is
// there whether a message shows or not, so a message never moves a widget under a finger.
enum class Messages { kNone, kInStrip };
inline constexpr float kMessageStrip = 76.0f;       // px: three lines of body text, or more set smaller
inline constexpr float kMessageStripShort = 56.0f;  // on a screen under kShortScreen high (a phone turned)
inline constexpr float kShortScreen = 500.0f;
// `quiet`: what the strip says, muted, while no message shows (home's strip is its last band).
void begin_screen(const char* name, float bottom_bar, Opens opens = Opens::kAtTop, Messages messages = Messages::kNone,
                  const char* quiet = nullptr);
// The message of the next screen drawn with begin_screen (Messages::kInStrip): set smaller as
// it grows, to fit the strip. Empty: none (the strip stays, empty).
void set_screen_message(const std::string& text, ImU32 colour);
void end_body_begin_bar();
// Ends a screen drawn with begin_screen that has no bottom bar (its body, then its window).
void end_screen();
// How far the latest screen's body is scrolled (for the test hook).
float body_scroll();
float content_width();
void notice_box(const std::string& text, ImU32 colour);
// Text vertically centred on a row of touch-sized buttons (or on a line of `height`).
void label_beside_buttons(const char* text, float height = kTouch);

}  // namespace allclear::web
