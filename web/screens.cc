// Home, New game, Scoreboard and Rules, plus announcements. Each game's table and summary
// are in its own file.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "app.h"
#include "core/device/setup.h"
#include "kit/pieces.h"
#include "kit/storage.h"
#include "kit/text_field.h"
#include "kit/ui.h"
#include "page.h"

namespace allclear::web {

namespace {

// The scoreboard's label column: as wide as its widest label (the Total row's is bold), at least
// 78 px so short labels leave the players' columns as they were.
float label_column_width(const Scoreboard& board) {
  ImGui::PushFont(fonts().bold);
  float widest = ImGui::CalcTextSize(board.total.label.c_str()).x;
  ImGui::PopFont();
  for (const ScoreRow& r : board.rows) widest = std::max(widest, ImGui::CalcTextSize(r.label.c_str()).x);
  return std::max(78.0f, std::ceil(widest) + 2.0f);
}

// The latest results as bars, oldest at the left, with the score on each; a won game's bar is
// bright and carries a check mark, so it reads without colour. Where lower scores win the bars still
// grow with the score, and a line says so.
void draw_results_chart(const std::vector<GameResult>& results, float w, bool lower) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = 150.0f, label_h = 18.0f;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h + label_h + 8.0f), colour::kFeltDark, 10.0f);
  int top = 1, bottom = 0;
  for (const GameResult& r : results) {
    top = std::max(top, r.score);
    bottom = std::min(bottom, r.score);
  }
  const int n = static_cast<int>(results.size());
  const float slot = (w - 16.0f) / std::max(n, 10);
  const float bar = std::max(4.0f, slot * 0.7f);
  const float scale = (h - 40.0f) / static_cast<float>(top - bottom);
  const float zero = a.y + 26.0f + top * scale;
  dl->AddLine(ImVec2(a.x + 8.0f, zero), ImVec2(a.x + w - 8.0f, zero), with_alpha(colour::kMuted, 0.5f), 1.0f);
  for (int i = 0; i < n; ++i) {
    const GameResult& r = results[i];
    const float x = a.x + 8.0f + i * slot + (slot - bar) * 0.5f;
    const float y = zero - r.score * scale;
    dl->AddRectFilled(ImVec2(x, std::min(y, zero)), ImVec2(x + bar, std::max(y, zero) + (r.score == 0 ? 2.0f : 0.0f)),
                      r.won ? colour::kGlow : with_alpha(colour::kMuted, 0.55f), 3.0f);
    const std::string score = std::to_string(r.score);
    if (slot >= 22.0f)
      text_at(dl, fonts().body, 13.0f, ImVec2(x + bar * 0.5f, std::min(y, zero) - 9.0f), colour::kText, score.c_str());
    if (r.won)
      text_at(dl, fonts().bold, 14.0f, ImVec2(x + bar * 0.5f, a.y + h + label_h * 0.5f), colour::kGlow, "\xE2\x9C\x93");
  }
  ImGui::Dummy(ImVec2(w, h + label_h + 12.0f));
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  const std::string note = "The last " + std::to_string(n) + (n == 1 ? " game" : " games") + ", oldest first; " +
                           "\xE2\x9C\x93 a game won." + (lower ? " Lower scores are better in this game." : "");
  text_wrapped(note.c_str());
  ImGui::PopStyleColor();
}

std::string seat_label(const Seat& seat) {
  if (seat.human()) return seat.name;
  return seat.name + (seat.kind == "strong" ? " (strong bot)" : " (quick bot)");
}

}  // namespace

void App::draw_home() {
  show_notice(storage_notice_, colour::kWarning);
  begin_screen("##home", 0.0f, Opens::kWhereLeft, Messages::kInStrip);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::Dummy(ImVec2(1, 8));
  text_centered("All Clear", w, fonts().title);
  text_centered("Dice and card games", w, nullptr, colour::kMuted);
  ImGui::Dummy(ImVec2(1, 6));
  // A row of coins, one per suit, as a banner.
  {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float r = 24.0f;
    const float x0 = p.x + w * 0.5f - 3 * (2 * r + 8.0f) * 0.5f - r;
    const int coins[4] = {1, 6 + 5, 12 + 0, 18 + 3};
    for (int i = 0; i < 4; ++i) draw_coin(dl, ImVec2(x0 + i * (2 * r + 8.0f) + r, p.y + r), r, coins[i]);
    ImGui::Dummy(ImVec2(w, 2 * r + 8));
  }
  for (const auto& table : tables_) {
    if (table->load_notice.empty()) continue;
    notice_box(table->load_notice, colour::kWarning);
    if (button(table->home_ids().dismiss, "OK", ImVec2(100, kTouch))) {
      table->load_notice.clear();
      frames_requested_ = 3;
    }
  }
  if (!settings_notice_.empty()) {
    notice_box(settings_notice_, colour::kWarning);
    if (button("home.settings.dismiss", "OK", ImVec2(100, kTouch))) {
      settings_notice_.clear();
      frames_requested_ = 3;
    }
  }
  const std::string today = local_date();
  for (const auto& table : tables_) draw_home_game(*table, today);
  ImGui::Separator();
  if (button("home.settings", "Settings", ImVec2(w * 0.5f - 4.0f, kTouch))) go(Screen::kSettings);
  ImGui::SameLine(0.0f, 8.0f);
  if (button("home.backup", "Backup and restore", ImVec2(w * 0.5f - 4.0f, kTouch))) go(Screen::kBackup);
  drag_scroll();
  end_screen();
}

void App::draw_home_game(Table& table, const std::string& today) {
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const Table::HomeIds ids = table.home_ids();
  const std::string& title = table.title();
  ImGui::Separator();
  // The table's picture at the left, its name and what it is about beside it.
  {
    const float pic = 84.0f;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(at, ImVec2(at.x + pic, at.y + pic), colour::kFeltDark, 10.0f);
    table.draw_thumbnail(dl, ImVec2(at.x + 6.0f, at.y + 6.0f), pic - 12.0f);
    ImGui::SetCursorScreenPos(ImVec2(at.x + pic + 12.0f, at.y));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w - pic - 12.0f);
    heading(title.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    ImGui::TextUnformatted(table.blurb());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const float used = ImGui::GetCursorScreenPos().y - at.y;
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + std::max(used, pic + 6.0f)));
  }
  const bool resumable = table.in_progress();
  if (resumable) {
    if (button(ids.resume, table.resume_label().c_str(), ImVec2(w, kTouch + 8))) {
      open(table);
      resume();
    }
    // The running score of the game in progress.
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kText));
    text_wrapped(table.scores().c_str());
    ImGui::PopStyleColor();
  }
  if (!table.last_result.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    text_wrapped(table.last_result.c_str());
    ImGui::PopStyleColor();
  }
  const std::string play = (resumable ? "New game of " : "Play ") + title;
  if (button(ids.play, play.c_str(), ImVec2(w, kTouch + 8))) {
    open(table);
    go(Screen::kNewGame);
  }
  if (table.stats.played > 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    text_wrapped(table.stats_line().c_str());
    ImGui::PopStyleColor();
  }
  if (button(ids.rules, "How to play", ImVec2(w * 0.5f - 4.0f, kTouch))) {
    open(table);
    go(Screen::kRules);
  }
  ImGui::SameLine(0.0f, 8.0f);
  if (button("home." + table.name() + ".stats", "Statistics", ImVec2(w * 0.5f - 4.0f, kTouch))) {
    open(table);
    go(Screen::kStats);
  }
  // Today's challenge: the same seed for everyone, against strong bots; once finished, its
  // result and a button to share it.
  const DailyDay* day = table.daily.find(today);
  if (day && day->score) {
    label_beside_buttons(
        ("Today's challenge: " + std::to_string(*day->score) + (day->won ? ", won" : ", lost")).c_str());
    ImGui::SameLine();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, ImGui::GetContentRegionAvail().x - 4.0f - 110.0f));
    if (button("home." + table.name() + ".share", "Share", ImVec2(110.0f, kTouch))) share_daily(table);
  } else {
    const std::string label =
        table.playing_daily(today) ? "Resume today's daily challenge" : "Daily challenge (vs strong bots)";
    if (button("home." + table.name() + ".daily", label.c_str(), ImVec2(w, kTouch))) start_daily(table);
  }
}

void App::draw_settings() {
  begin_screen("##settings", kTouch + 20.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("Settings");
  ImGui::PopFont();
  Settings s = settings_;
  // A row of choices; the one in force is drawn selected.
  auto row = [&](const char* id, const char* const* labels, const char* const* names, int n, int current) {
    int picked = -1;
    const float bw = (w - (n - 1) * 8.0f) / n;
    for (int i = 0; i < n; ++i) {
      if (i) ImGui::SameLine(0.0f, 8.0f);
      if (choice(std::string(id) + "." + names[i], labels[i], ImVec2(bw, kTouch), i == current)) picked = i;
    }
    return picked;
  };
  heading("Pace");
  text_wrapped(
      "How long what you did not do yourself stays on the table: the computer opponents' moves, rolls, "
      "draws. Fast is about half of Normal; Instant shows only the outcome. Your own moves always show at once.");
  const char* pace_labels[] = {"Slow", "Normal", "Fast", "Instant"};
  const char* pace_names[] = {"slow", "normal", "fast", "instant"};
  const int pace = row("settings.pace", pace_labels, pace_names, 4, static_cast<int>(s.bot_pace));
  if (pace >= 0) s.bot_pace = static_cast<BotPace>(pace);
  ImGui::Dummy(ImVec2(1, 10));
  heading("Reduced motion");
  const std::string browser = std::string("Dice roll without tumbling. Auto follows this device's setting (now ") +
                              (browser_reduces_motion() ? "on" : "off") + ").";
  text_wrapped(browser.c_str());
  const char* motion_labels[] = {"Auto", "On", "Off"};
  const char* motion_names[] = {"auto", "on", "off"};
  const int motion = row("settings.motion", motion_labels, motion_names, 3, static_cast<int>(s.reduced_motion));
  if (motion >= 0) s.reduced_motion = static_cast<ReducedMotion>(motion);
  if (pace >= 0 || motion >= 0) change_settings(s);
  ImGui::Dummy(ImVec2(1, 10));
  heading("Sound and colour");
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped(
      "All Clear makes no sound. Colour is never the only sign: suits differ in shape, players are named, "
      "and what you may choose glows and is outlined.");
  ImGui::PopStyleColor();
  drag_scroll();
  end_body_begin_bar();
  if (button("settings.back", "Back", ImVec2(content_width(), kTouch))) go(Screen::kHome);
  ImGui::End();
}

namespace {

// Figures side by side (two rows on a narrow phone), each its label over its value.
void draw_figures(const std::vector<std::pair<std::string, std::string>>& figures, float w) {
  const int per_row = w >= 560.0f ? 4 : 2;
  const float fw = (w - (per_row - 1) * 8.0f) / per_row, fh = 70.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (std::size_t i = 0; i < figures.size(); ++i) {
    if (i % per_row) ImGui::SameLine(0.0f, 8.0f);
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const Box box{a, ImVec2(fw, fh)};
    dl->AddRectFilled(a, ImVec2(a.x + fw, a.y + fh), colour::kFeltDark, 10.0f);
    table_text(dl, fonts().body, 15.0f, ImVec2(a.x + 10.0f, a.y + 8.0f), colour::kMuted, figures[i].first, 0.0f, box);
    table_text(dl, fonts().bold, 26.0f, ImVec2(a.x + 10.0f, a.y + 32.0f), colour::kText, figures[i].second, 0.0f, box);
    ImGui::Dummy(ImVec2(fw, fh));
  }
}

}  // namespace

// Like with like: what is counted is named ("Games played", Risky Business's "Matches played"),
// and the best and the average are of one kind of game only (the latest result's: "Games of 7
// rounds"), the others listed under them; the chart shows that kind's latest results.
void App::draw_stats_figures(const GameStats& stats, float w, bool lower) {
  std::string counted = table_->results_word();
  counted[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(counted[0])));
  char won[48];
  std::snprintf(won, sizeof won, "%d (%d%%)", stats.won, (stats.won * 100 + stats.played / 2) / stats.played);
  draw_figures({{counted + " played", std::to_string(stats.played)}, {"Won", won}}, w);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  if (stats.shared > 0)
    text_wrapped(("Of those won, " + std::to_string(stats.shared) + " in a tie: a tie is a shared win.").c_str());
  ImGui::PopStyleColor();
  const ScoreKind* kind = stats.latest_kind();
  if (!kind) return;
  ImGui::Dummy(ImVec2(1, 8));
  if (!kind->kind.empty() || stats.kinds.size() > 1) heading(table_->kind_title(kind->kind).c_str());
  char best[32], average[32];
  std::snprintf(best, sizeof best, "%d", kind->best.value_or(0));
  std::snprintf(average, sizeof average, "%.1f", kind->average());
  draw_figures({{lower ? "Best (lowest)" : "Best", best}, {"Average", average}}, w);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  for (const ScoreKind& other : stats.kinds) {
    if (&other == kind) continue;
    char line[160];
    std::snprintf(line, sizeof line, ": %d played, best %d, average %.1f.", other.played, other.best.value_or(0),
                  other.average());
    text_wrapped((table_->kind_title(other.kind) + line).c_str());
  }
  ImGui::PopStyleColor();
  std::vector<GameResult> alike;
  for (const GameResult& r : stats.recent)
    if (r.kind == kind->kind) alike.push_back(r);
  ImGui::Dummy(ImVec2(1, 8));
  heading("Recent results");
  draw_results_chart(alike, w, lower);
}

void App::draw_stats() {
  const GameStats& stats = table_->stats;
  const bool lower = table_->info().lower_scores_win;
  begin_screen("##stats", kTouch + 20.0f, Opens::kAtTop, Messages::kInStrip);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  if (confirm_reset_) {
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(("Reset the statistics of " + table_->title() + "?").c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    text_wrapped(("The " + std::to_string(stats.played) + (stats.played == 1 ? " game" : " games") +
                  " counted here will be forgotten. This cannot be undone; the game in progress is kept.")
                     .c_str());
    ImGui::Dummy(ImVec2(1, 16));
    // Keeping them is the first, safe choice; resetting is further down.
    ImGui::PushFont(fonts().bold);
    if (choice("stats.keep", "Keep them", ImVec2(w, kTouch + 16), true)) confirm_reset_ = false;
    ImGui::PopFont();
    ImGui::Dummy(ImVec2(1, 24));
    if (button("stats.confirm-reset", "Reset the statistics", ImVec2(w, kTouch + 16))) {
      reset_stats();
      confirm_reset_ = false;
    }
    drag_scroll();
    end_screen();
    return;
  }
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("Statistics");
  ImGui::PopFont();
  heading(table_->title().c_str());
  if (stats.played == 0) {
    text_wrapped(
        "No finished game yet. Every game a person on this device finishes counts here (the first person "
        "seated, when several share the device); games of bots alone do not.");
  } else {
    draw_stats_figures(stats, w, lower);
  }
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  if (button("stats.back", "Back", ImVec2(bw * 0.4f, kTouch))) go(Screen::kHome);
  ImGui::SameLine();
  if (button("stats.reset", "Reset statistics", ImVec2(bw * 0.6f - 10.0f, kTouch), stats.played > 0)) {
    confirm_reset_ = true;
    frames_requested_ = 3;
  }
  ImGui::End();
}

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

}  // namespace

// The names a seat is offered: those typed for the people of any game (kept with each game's
// choices), so a name typed in one game is offered in the others, then the presets.
std::vector<std::string> App::offered_names() const {
  std::vector<std::string> names;
  const auto offer = [&](const std::string& name) {
    if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  };
  const std::vector<std::string>& presets = preset_names();
  for (const auto& t : tables_)
    for (int i = 0; i < t->setup.players && i < kMaxSeats; ++i)
      if (t->setup.seats[i].kind == "human" && names.size() < 6 &&  // a row or two of chips, not a wall
          std::find(presets.begin(), presets.end(), t->setup.seats[i].name) == presets.end())
        offer(t->setup.seats[i].name);
  for (const std::string& name : presets) offer(name);
  return names;
}

// Each seat's name (a tap to type one, or a preset) and who plays it.
void App::draw_seats(NewGameSetup& setup, float col_x, float col_w) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  ImGui::PushTextWrapPos(col_x + col_w);
  ImGui::TextUnformatted("Name each seat, and pick who plays it.");
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
      presets_for_ = i;
    else if (presets_for_ == i && !ImGui::IsMouseDown(0) && !ImGui::IsMouseReleased(0))
      presets_for_ = -1;  // Enter, or the press that ended the typing has lifted: they go at once
    std::string typed = seat.name;
    if (text_field(id + ".name", &typed, ImVec2(name_w, kTouch))) rename_seat(setup, i, typed);
    static const char* kKinds[3][2] = {{"human", "Human"}, {"quick", "Quick"}, {"strong", "Strong"}};
    for (int k = 0; k < 3; ++k) {
      ImGui::SameLine();
      if (choice(id + "." + kKinds[k][0], kKinds[k][1], ImVec2(kind_w, kTouch), seat.kind == kKinds[k][0]))
        seat.kind = kKinds[k][0];
    }
    if (presets_for_ == i) draw_name_presets(setup, i, offered_names(), col_x, col_w);
  }
}

// The game number (its seed) is for sharing a game: a casual player never needs it, so it waits
// under More options.
void App::draw_game_number(NewGameSetup& setup, float col_x, float col_w) {
  ImGui::Dummy(ImVec2(1, 4));
  if (button("new.more", more_options_ ? "Fewer options" : "More options", ImVec2(std::min(col_w, 220.0f), kTouch)))
    more_options_ = !more_options_;
  if (more_options_) {
    const std::string number = std::to_string(setup.seed);
    setup.seed +=
        step_row("new.seed", table_->number_name().c_str(), number.c_str(), 96.0f, setup.seed > 1, true, col_x, col_w);
    if (button("new.seed.new", "Another number", ImVec2(std::min(col_w, 220.0f), kTouch))) new_seed();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    ImGui::PushTextWrapPos(col_x + col_w);
    const std::string note = "The same number and choices give the same game: share it, and a friend plays " +
                             std::string(table_->same_number_repeats()) + ".";
    ImGui::TextUnformatted(note.c_str());
    note_text_item(note);
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
}

void App::draw_new_game() {
  if (confirm_abandon_ && table_->in_progress()) {
    draw_confirm_abandon();
    return;
  }
  confirm_abandon_ = false;
  show_notice(storage_notice_, colour::kWarning);
  begin_screen("##new", kTouch + 20.0f, Opens::kAtTop, Messages::kInStrip);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("New game");
  ImGui::PopFont();
  heading(table_->title().c_str());
  NewGameSetup& setup = table_->setup;
  // Landscape phones and wide windows: seats at the left, the game's settings and seed at the right.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const bool two_columns = display.x > display.y && w >= 600.0f;
  const float gap = 20.0f;
  const float seats_w = two_columns ? (w - gap) * 0.56f : w;
  const float settings_w = two_columns ? w - gap - seats_w : w;
  float col_x = ImGui::GetCursorPosX();
  float col_w = seats_w;
  ImGui::BeginGroup();
  if (const GameParameter* players = table_->parameter("players"))
    stepper("new.players", "Players", &setup.players, players->min_value, std::min(players->max_value, kMaxSeats),
            col_x, col_w);
  if (const std::string note = table_->players_note(setup.players); !note.empty()) {
    ImGui::PushFont(fonts().bold);
    ImGui::PushTextWrapPos(col_x + col_w);
    ImGui::TextUnformatted(note.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  draw_seats(setup, col_x, col_w);
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
    const GameParameter* p = table_->parameter(name);
    if (!p) continue;
    std::string label = name == "rounds" ? table_->round_word() + std::string("s") : name;
    label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
    stepper(("new." + name).c_str(), label.c_str(), &value, p->min_value, p->max_value, col_x, col_w);
  }
  draw_game_number(setup, col_x, col_w);
  ImGui::EndGroup();
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  if (button("new.back", "Back", ImVec2(bw * 0.3f, kTouch))) go(Screen::kHome);
  ImGui::SameLine();
  if (button("new.start", "Start", ImVec2(bw * 0.7f - 10.0f, kTouch))) {
    // Starting replaces the saved game: ask first while one is in progress.
    if (table_->in_progress()) {
      confirm_abandon_ = true;
      frames_requested_ = 3;
    } else {
      start_game();
    }
  }
  ImGui::End();
}

// The game went on (or ended) in another tab: its moves there are kept, and this tab may take
// it over as it now stands.
void App::draw_moved_elsewhere() {
  begin_screen("##elsewhere", 0.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const bool still_there = !storage::get(table_->game_key()).value_or("").empty();
  ImGui::Dummy(ImVec2(1, 8));
  ImGui::PushFont(fonts().title);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(still_there ? "This game went on in another tab" : "This game ended in another tab");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(1, 6));
  text_wrapped(still_there ? ("Your " + table_->title() +
                              " game was played on in another tab or window of All Clear, "
                              "and its moves there are kept. Take it over here to go on from where it stands now.")
                                 .c_str()
                           : ("Your " + table_->title() +
                              " game was finished or replaced in another tab or window of "
                              "All Clear. Its result was counted there.")
                                 .c_str());
  ImGui::Dummy(ImVec2(1, 16));
  if (still_there) {
    ImGui::PushFont(fonts().bold);
    const bool take = choice("elsewhere.take", "Take it over here", ImVec2(w, kTouch + 16), true);
    ImGui::PopFont();
    if (take) {
      if (read_saved_game(*table_) && table_->match)
        resume();
      else
        go(Screen::kHome);  // it could not be read: home says why
    }
    ImGui::Dummy(ImVec2(1, 12));
  }
  if (button("elsewhere.home", "Home", ImVec2(w, kTouch))) {
    read_saved_game(*table_);
    go(Screen::kHome);
  }
  drag_scroll();
  end_screen();
}

void App::draw_confirm_abandon() {
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
  text_wrapped(table_->progress().c_str());
  ImGui::PopFont();
  text_wrapped(table_->scores().c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped("Starting the new game replaces it; it cannot be resumed afterwards.");
  ImGui::PopStyleColor();
  ImGui::Dummy(ImVec2(1, 16));
  // Keeping the game is the first, safe choice; the new game is further down.
  ImGui::PushFont(fonts().bold);
  const bool keep = choice("new.keep-playing", "Keep playing", ImVec2(w, kTouch + 16), true);
  ImGui::PopFont();
  if (keep) {
    resume();
  } else {
    ImGui::Dummy(ImVec2(1, 24));
    if (button("new.confirm-abandon", "Abandon it and start the new game", ImVec2(w, kTouch + 16))) start_game();
  }
  drag_scroll();
  end_screen();
}

namespace {

// The scoreboard's chart of points (if the game gives one): its title, then a two-column table.
// Published to the test hook as texts.
void draw_points_chart(const Scoreboard& board) {
  if (board.chart.empty()) return;
  ImGui::Spacing();
  ImGui::PushFont(fonts().bold);
  ImGui::PushTextWrapPos(0.0f);  // wrapped at the screen's edge, never cut
  ImGui::TextUnformatted(board.chart_title.c_str());
  note_text_item(board.chart_title);
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  if (!ImGui::BeginTable("chart", 2, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) return;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  for (const ScoreRow& r : board.chart) {
    ImGui::TableNextRow(0, 30.0f);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.label.c_str());
    note_text_item(r.label);
    ImGui::TableNextColumn();
    const std::string cell = r.cells.empty() ? std::string() : r.cells.front();
    ImGui::TextUnformatted(cell.c_str());
    note_text_item(cell);
  }
  ImGui::EndTable();
}

}  // namespace

void App::draw_scoreboard() {
  const Match* m = table_->match.get();
  const bool over = m && m->next() == Match::Next::kGameOver;
  begin_screen("##scoreboard", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  const std::string title = over ? table_->over_title() : std::string("Scoreboard");
  ImGui::TextUnformatted(title.c_str());
  note_text_item(title);  // the test hook reads it: the same word as the last summary's
  ImGui::PopFont();
  if (!m) {
    ImGui::TextUnformatted("No game yet.");
  } else {
    const State& s = m->state();
    const int n = s.num_players();
    std::vector<bool> won(n, false);
    if (over) {
      for (int p : s.winners()) won[p] = true;
      // The winner in a glowing box, and ticked in the table: seen without its colour too.
      const std::string line = table_->winners_line();
      const ImVec2 at = ImGui::GetCursorScreenPos();
      const float w = ImGui::GetContentRegionAvail().x - 4.0f;
      ImGui::PushFont(fonts().bold);
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w - 24.0f);
      const float text_h = ImGui::CalcTextSize(line.c_str(), nullptr, false, w - 24.0f).y;
      ImDrawList* dl = ImGui::GetWindowDrawList();
      dl->AddRectFilled(at, ImVec2(at.x + w, at.y + text_h + 24.0f), colour::kFeltDark, 10.0f);
      dl->AddRect(at, ImVec2(at.x + w, at.y + text_h + 24.0f), colour::kGlow, 10.0f, 0, 2.5f);
      ImGui::SetCursorScreenPos(ImVec2(at.x + 12.0f, at.y + 12.0f));
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kGlow));
      ImGui::TextUnformatted(line.c_str());
      ImGui::PopStyleColor();
      ImGui::PopTextWrapPos();
      ImGui::PopFont();
      ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + text_h + 32.0f));
    }
    const Scoreboard board = table_->scoreboard();
    text_wrapped(board.caption.c_str());
    if (ImGui::BeginTable("scores", n + 1,
                          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame)) {
      ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, label_column_width(board));
      for (int p = 0; p < n; ++p)
        ImGui::TableSetupColumn((m->seats()[p].name + (won[p] ? " \xE2\x9C\x93" : "")).c_str());
      ImGui::TableHeadersRow();
      const auto row = [&](const ScoreRow& r, bool bold) {
        ImGui::TableNextRow(0, 30.0f);
        ImGui::TableNextColumn();
        if (bold) ImGui::PushFont(fonts().bold);
        // Noted with its cell, so a test finds a label cut ("Rounds wo").
        const ImVec2 at = ImGui::GetCursorScreenPos();
        note_text(r.label, at, ImGui::CalcTextSize(r.label.c_str()),
                  Box{at, ImVec2(ImGui::GetContentRegionAvail().x, 30.0f)});
        ImGui::TextUnformatted(r.label.c_str());
        for (int p = 0; p < n && p < static_cast<int>(r.cells.size()); ++p) {
          ImGui::TableNextColumn();
          if (won[p]) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, IM_COL32(255, 214, 64, 40));
          ImGui::TextUnformatted(r.cells[p].c_str());
        }
        if (bold) ImGui::PopFont();
      };
      for (const ScoreRow& r : board.rows) row(r, false);
      row(board.total, true);
      ImGui::EndTable();
    }
    draw_points_chart(board);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    for (int p = 0; p < n; ++p) ImGui::TextUnformatted(seat_label(m->seats()[p]).c_str());
    ImGui::TextUnformatted((table_->number_name() + " " + std::to_string(m->seed())).c_str());
    ImGui::PopStyleColor();
  }
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width() - 20.0f;
  if (over) {
    if (button("scoreboard.home", "Home", ImVec2(bw * 0.24f, kTouch))) leave_finished_game(Screen::kHome);
    ImGui::SameLine();
    if (button("scoreboard.new", "New game", ImVec2(bw * 0.36f, kTouch))) leave_finished_game(Screen::kNewGame);
    ImGui::SameLine();
    if (daily()) {
      if (button("scoreboard.share", "Share", ImVec2(bw * 0.4f, kTouch))) share_daily();
    } else if (button("scoreboard.play-again", "Play again", ImVec2(bw * 0.4f, kTouch))) {
      play_again();
    }
  } else if (button("scoreboard.back", "Back", ImVec2(content_width(), kTouch))) {
    go(back_ == Screen::kScoreboard || back_ == Screen::kRules ? Screen::kHome : back_);
  }
  ImGui::End();
}

void App::draw_rules() {
  begin_screen("##rules", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(("How to play " + table_->title()).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped(table_->rules_byline());
  ImGui::PopStyleColor();
  for (const RulesSection& section : table_->rules()) {
    ImGui::Dummy(ImVec2(1, 4));
    heading(section.title);
    text_wrapped(section.text);
  }
  drag_scroll();
  end_body_begin_bar();
  if (button("rules.back", "Back", ImVec2(content_width(), kTouch)))
    go(back_ == Screen::kRules || back_ == Screen::kScoreboard ? Screen::kHome : back_);
  ImGui::End();
}

}  // namespace allclear::web
