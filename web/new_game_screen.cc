// New game: the players and their seats, the game's choices and number, and the question
// before a game in progress is replaced.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "core/device/setup.h"
#include "kit/pieces.h"
#include "kit/ui.h"
#include "screens.h"
#include "text_field.h"

namespace allclear::web {

namespace {

// A stepper of the new-game screen: label ... [-] value [+], right-aligned in its column (the
// label takes a line of its own where it would run under the buttons). Returns -1, 0 or +1.
int step_row(const std::string& id, const char* label, const char* value, float value_w, bool down, bool up,
             float col_x, float col_w) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float buttons_w = 2 * kTouch + value_w + 2 * gap;
  if (ImGui::CalcTextSize(label).x + gap + buttons_w <= col_w) {
    label_beside_buttons(label);
    ImGui::SameLine();
  } else {
    label_beside_buttons(label, ImGui::GetFontSize());
  }
  ImGui::SetCursorPosX(col_x + col_w - buttons_w);
  int step = 0;
  if (button(id + ".minus", "\xE2\x88\x92", ImVec2(kTouch, kTouch), down)) step = -1;
  ImGui::SameLine();
  ImGui::PushFont(fonts().bold);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float tw = ImGui::CalcTextSize(value).x;
  ImGui::GetWindowDrawList()->AddText(ImVec2(p.x + (value_w - tw) * 0.5f, p.y + 13.0f), colour::kText, value);
  ImGui::Dummy(ImVec2(value_w, kTouch));
  ImGui::PopFont();
  ImGui::SameLine();
  if (button(id + ".plus", "+", ImVec2(kTouch, kTouch), up)) step = 1;
  return step;
}

void stepper(const char* id, const char* label, int* value, int lo, int hi, float col_x, float col_w) {
  const std::string text = std::to_string(*value);
  *value += step_row(id, label, text.c_str(), kTouch + 20.0f, *value > lo, *value < hi, col_x, col_w);
}

// A typed name, cleaned; empty keeps the old one, and a name another seat has gets a number.
void rename_seat(NewGameSetup& setup, int seat, const std::string& typed) {
  std::string name = clean_name(typed);
  if (name.empty()) return;
  const std::string base = name;
  for (int n = 2;; ++n) {
    bool taken = false;
    for (int j = 0; j < setup.players; ++j) taken |= j != seat && setup.seats[j].name == name;
    if (!taken) break;
    const std::string number = " " + std::to_string(n);
    name = clean_name(base, kMaxNameCharacters - static_cast<int>(number.size())) + number;
  }
  setup.seats[seat].name = name;
}

// While a seat's name is typed, the preset names nobody has sit under it: one tap takes one.
// The tap on one ends the typing first (the page blurs its input as the finger lifts), so they
// stay a moment longer.
void draw_name_presets(NewGameSetup& setup, int seat, const std::vector<std::string>& names, float col_x, float col_w) {
  const float chip_w = 72.0f, gap = ImGui::GetStyle().ItemSpacing.x;
  float x = col_x;
  for (const std::string& name : names) {
    bool taken = false;
    for (int j = 0; j < setup.players; ++j) taken |= setup.seats[j].name == name;
    if (taken) continue;
    // A typed name may be longer than a preset's chip: its chip grows to hold it.
    const float w = std::max(chip_w, ImGui::CalcTextSize(name.c_str()).x + 2.0f * ImGui::GetStyle().FramePadding.x);
    if (x > col_x && x + w > col_x + col_w)
      x = col_x;
    else if (x > col_x)
      ImGui::SameLine(0.0f, gap);
    if (button("new.seat" + std::to_string(seat) + ".preset." + name, name.c_str(),
               ImVec2(std::min(w, col_w), kTouch))) {
      setup.seats[seat].name = name;
      drop_typing();
    }
    x += w + gap;
  }
}

// Each seat's name (a tap to type one, or a preset) and who plays it.
void draw_seats(int& presets_for, NewGameSetup& setup, const std::vector<std::string>& offered, float col_x,
                float col_w) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  ImGui::PushTextWrapPos(col_x + col_w);
  // A newcomer meets the bots' names here first: say what each is.
  const std::string who =
      "Name each seat, and pick who plays it: a person (Human) or a bot. Quick plays by a rule of thumb; Strong "
      "looks ahead, and is harder to beat.";
  ImGui::TextUnformatted(who.c_str());
  note_text_item(who);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  // Narrow enough that "Human" keeps the size of "Quick" and "Strong" on a phone.
  const float name_w = std::clamp(col_w * 0.26f, 92.0f, 180.0f);
  const float kind_w = (col_w - name_w - 3.0f * gap) / 3.0f;
  const std::string& typing = typing_field();
  for (int i = 0; i < setup.players; ++i) {
    SeatSetup& seat = setup.seats[i];
    const std::string id = "new.seat" + std::to_string(i);
    if (typing == id + ".name")
      presets_for = i;
    else if (presets_for == i && !ImGui::IsMouseDown(0) && !ImGui::IsMouseReleased(0))
      presets_for = -1;  // Enter, or the press that ended the typing has lifted: they go at once
    std::string typed = seat.name;
    if (text_field(id + ".name", &typed, ImVec2(name_w, kTouch))) rename_seat(setup, i, typed);
    static const char* kKinds[3][2] = {{"human", "Human"}, {"quick", "Quick"}, {"strong", "Strong"}};
    for (int k = 0; k < 3; ++k) {
      ImGui::SameLine();
      if (choice(id + "." + kKinds[k][0], kKinds[k][1], ImVec2(kind_w, kTouch), seat.kind == kKinds[k][0]))
        seat.kind = kKinds[k][0];
    }
    if (presets_for == i) draw_name_presets(setup, i, offered, col_x, col_w);
  }
}

// The game number (its seed) is for sharing a game: a casual player never needs it, so it waits
// under More options.
void draw_game_number(bool& more_options, const Table& table, NewGameSetup& setup, float col_x, float col_w) {
  ImGui::Dummy(ImVec2(1, 4));
  if (button("new.more", more_options ? "Fewer options" : "More options", ImVec2(std::min(col_w, 220.0f), kTouch)))
    more_options = !more_options;
  if (more_options) {
    const std::string number = std::to_string(setup.seed);
    setup.seed +=
        step_row("new.seed", table.number_name().c_str(), number.c_str(), 96.0f, setup.seed > 1, true, col_x, col_w);
    if (button("new.seed.new", "Another number", ImVec2(std::min(col_w, 220.0f), kTouch))) setup.seed = new_game_seed();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    ImGui::PushTextWrapPos(col_x + col_w);
    const std::string note = "The same number and choices give the same game: share it, and a friend plays " +
                             std::string(table.same_number_repeats()) + ".";
    ImGui::TextUnformatted(note.c_str());
    note_text_item(note);
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
}

// The question before a game in progress is replaced; keeping it is the first, safe answer.
NewGamePressed draw_confirm_abandon(const Table& table) {
  NewGamePressed pressed;
  begin_screen("##abandon", 0.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::Dummy(ImVec2(1, 8));
  ImGui::PushFont(fonts().title);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted("Abandon the game in progress?");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(1, 6));
  ImGui::PushFont(fonts().bold);
  text_wrapped(table.progress().c_str());
  ImGui::PopFont();
  text_wrapped(table.scores().c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped("Starting the new game replaces it; it cannot be resumed afterwards.");
  ImGui::PopStyleColor();
  ImGui::Dummy(ImVec2(1, 16));
  // Keeping the game is the first, safe choice; the new game is further down.
  ImGui::PushFont(fonts().bold);
  const bool keep = choice("new.keep-playing", "Keep playing", ImVec2(w, kTouch + 16), true);
  ImGui::PopFont();
  pressed.keep_playing = keep;
  if (!keep) {
    ImGui::Dummy(ImVec2(1, 24));
    pressed.start = button("new.confirm-abandon", "Abandon it and start the new game", ImVec2(w, kTouch + 16));
  }
  drag_scroll();
  end_screen();
  return pressed;
}

}  // namespace

NewGamePressed draw_new_game(NewGameScreen& screen, const Table& table, NewGameSetup& setup,
                             const std::vector<std::string>& offered, bool offer_tutorial) {
  if (screen.confirm_abandon && table.in_progress()) return draw_confirm_abandon(table);
  screen.confirm_abandon = false;
  begin_screen("##new", kTouch + 20.0f, Opens::kAtTop, Messages::kInStrip,
               "These choices are kept for your next game, all but the game number.");
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("New game");
  ImGui::PopFont();
  heading(table.title().c_str());
  NewGamePressed pressed;
  if (offer_tutorial) {
    muted_text(("New to " + table.title() + "? A guided first game shows you how, in about two minutes.").c_str());
    pressed.learn = button("new.learn", "Learn to play", ImVec2(w, kTouch));
    ImGui::Dummy(ImVec2(1, 6));
  }
  // Landscape phones and wide windows: seats at the left, the game's settings and seed at the right.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const bool two_columns = display.x > display.y && w >= 600.0f;
  const float gap = 20.0f;
  const float seats_w = two_columns ? (w - gap) * 0.56f : w;
  const float settings_w = two_columns ? w - gap - seats_w : w;
  float col_x = ImGui::GetCursorPosX();
  float col_w = seats_w;
  ImGui::BeginGroup();
  if (const GameParameter* players = table.parameter("players"))
    stepper("new.players", "Players", &setup.players, players->min_value, std::min(players->max_value, kMaxSeats),
            col_x, col_w);
  if (const std::string note = table.players_note(setup.players); !note.empty()) {
    ImGui::PushFont(fonts().bold);
    ImGui::PushTextWrapPos(col_x + col_w);
    ImGui::TextUnformatted(note.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  draw_seats(screen.presets_for, setup, offered, col_x, col_w);
  ImGui::EndGroup();
  if (two_columns) {
    ImGui::SameLine(0.0f, gap);
    col_x = ImGui::GetCursorPosX();
    col_w = settings_w;
    ImGui::BeginGroup();
  } else {
    ImGui::Dummy(ImVec2(1, 4));
    ImGui::BeginGroup();
  }
  // The game's own settings (Clear!'s rounds), each with its range.
  for (auto& [name, value] : setup.parameters) {
    const GameParameter* p = table.parameter(name);
    if (!p) continue;
    std::string label = name == "rounds" ? table.round_word() + std::string("s") : name;
    label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
    stepper(("new." + name).c_str(), label.c_str(), &value, p->min_value, p->max_value, col_x, col_w);
  }
  draw_game_number(screen.more_options, table, setup, col_x, col_w);
  ImGui::EndGroup();
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  pressed.back = button("new.back", "Back", ImVec2(bw * 0.3f, kTouch));
  ImGui::SameLine();
  if (button("new.start", "Start", ImVec2(bw * 0.7f - 10.0f, kTouch))) {
    // Starting replaces the saved game: ask first while one is in progress.
    if (table.in_progress())
      screen.confirm_abandon = true;
    else
      pressed.start = true;
  }
  ImGui::End();
  return pressed;
}

}  // namespace allclear::web
