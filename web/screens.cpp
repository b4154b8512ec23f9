// Home, New game, Round summary, Scoreboard and Rules, plus announcements.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app.h"
#include "clear_table.h"
#include "storage.h"
#include "ui.h"

namespace allclear::web {

namespace {

constexpr ImGuiWindowFlags kScreenFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;

// A full-window screen with a scrolling body and a fixed bar of buttons at the bottom.
void begin_screen(const char* name, float bottom_bar) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin(name, nullptr, kScreenFlags);
  const float width = std::min(display.x - 24.0f, 720.0f);
  ImGui::SetCursorPosX((display.x - width) * 0.5f);
  ImGui::BeginChild("##body", ImVec2(width, display.y - 24.0f - bottom_bar), false,
                    ImGuiWindowFlags_None);
}

void end_body_begin_bar() {
  ImGui::EndChild();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float width = std::min(display.x - 24.0f, 720.0f);
  ImGui::SetCursorPosX((display.x - width) * 0.5f);
}

float content_width() { return std::min(ImGui::GetIO().DisplaySize.x - 24.0f, 720.0f); }

void notice_box(const std::string& text, ImU32 colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
  text_wrapped(text.c_str());
  ImGui::PopStyleColor();
}

// Text vertically centred on a row of touch-sized buttons.
void label_beside_buttons(const char* text) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddText(ImVec2(p.x, p.y + (kTouch - ImGui::GetFontSize()) * 0.5f), colour::kText, text);
  ImGui::Dummy(ImVec2(ImGui::CalcTextSize(text).x, kTouch));
}

std::string seat_label(const Seat& seat) {
  if (seat.human()) return seat.name;
  return seat.name + (seat.kind == "strong" ? " (strong bot)" : " (quick bot)");
}

}  // namespace

void App::draw_toasts() {
  if (toasts_.empty() || screen_ != Screen::kTable) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  // On the table they sit over the status line, elsewhere above the bottom buttons.
  float y = screen_ == Screen::kTable ? toast_y_ : display.y - kTouch - 110.0f;
  // The newest announcement, fading out in its last 0.4 s.
  for (auto it = toasts_.rbegin(); it != toasts_.rend(); ++it) {
    const float alpha = static_cast<float>(std::clamp((it->until - now_) / 0.4, 0.0, 1.0));
    ImFont* font = fonts().bold;
    const float size = it->colour == colour::kGlow ? 26.0f : kBodySize;
    const float max_w = display.x - 40.0f;
    const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, max_w, it->text.c_str());
    const ImVec2 a((display.x - ts.x) * 0.5f - 16.0f, y), b((display.x + ts.x) * 0.5f + 16.0f, y + ts.y + 16.0f);
    dl->AddRectFilled(a, b, IM_COL32(10, 20, 16, static_cast<int>(225 * alpha)), 12.0f);
    dl->AddRect(a, b, (it->colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(200 * alpha) << IM_COL32_A_SHIFT), 12.0f, 0, 2.0f);
    const ImU32 col = (it->colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(255 * alpha) << IM_COL32_A_SHIFT);
    dl->AddText(font, size, ImVec2(a.x + 16.0f, a.y + 8.0f), col, it->text.c_str(), nullptr, max_w);
    y = b.y + 6.0f;
    break;  // only the newest: older news is on the cards (outcomes under each name)
  }
}

void App::draw_home() {
  begin_screen("##home", 0.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::Dummy(ImVec2(1, 8));
  text_centered("All Clear", w, fonts().title);
  text_centered("Roll-and-clear dice games", w, nullptr, colour::kMuted);
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
  if (!load_notice_.empty()) {
    notice_box(load_notice_, colour::kWarning);
    if (button("home.dismiss", "OK", ImVec2(100, kTouch))) {
      load_notice_.clear();
      frames_requested_ = 3;
    }
  }
  if (!storage_notice_.empty()) notice_box(storage_notice_, colour::kWarning);
  ImGui::Separator();
  heading("Clear!");
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped("Roll four dice, remove matching Lines of coins from your card, be first to clear it. 1-6 players.");
  ImGui::PopStyleColor();
  const bool resumable = game_in_progress();
  if (resumable) {
    char label[96];
    std::snprintf(label, sizeof label, "Resume: round %d of %d",
                  std::min(match_->state().rounds_completed() + 1, match_->rounds()), match_->rounds());
    if (button("home.resume", label, ImVec2(w, kTouch + 8))) resume();
  }
  if (!last_result_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    text_wrapped(last_result_.c_str());
    ImGui::PopStyleColor();
  }
  if (button("home.clear", resumable ? "New game of Clear!" : "Play Clear!", ImVec2(w, kTouch + 8))) go(Screen::kNewGame);
  if (button("home.rules", "How to play Clear!", ImVec2(w, kTouch))) go(Screen::kRules);
  ImGui::Separator();
  heading("Coming soon");
  static const char* kSoon[][2] = {{"home.soon.roll-and-clear", "Roll and Clear"},
                                   {"home.soon.bingo-battle", "Bingo Battle"},
                                   {"home.soon.clear-ace", "Clear Ace"},
                                   {"home.soon.risky-business", "Risky Business"}};
  const float half = (w - 10.0f) * 0.5f;
  for (int i = 0; i < 4; ++i) {
    if (i % 2) ImGui::SameLine();
    button(kSoon[i][0], kSoon[i][1], ImVec2(half, kTouch), false);
  }
  drag_scroll();
  ImGui::EndChild();
  ImGui::End();
}

void App::draw_new_game() {
  if (confirm_abandon_ && game_in_progress()) {
    draw_confirm_abandon();
    return;
  }
  confirm_abandon_ = false;
  begin_screen("##new", kTouch + 20.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("New game");
  ImGui::PopFont();
  if (!storage_notice_.empty()) notice_box(storage_notice_, colour::kWarning);
  // Landscape phones and wide windows: seats at the left, rounds and seed at the right.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const bool two_columns = display.x > display.y && w >= 600.0f;
  const float gap = 20.0f;
  const float seats_w = two_columns ? (w - gap) * 0.56f : w;
  const float settings_w = two_columns ? w - gap - seats_w : w;
  float col_x = ImGui::GetCursorPosX();
  float col_w = seats_w;
  // Stepper: label ... [-] value [+], right-aligned in the column.
  auto stepper = [&](const char* id, const char* label, int* value, int lo, int hi) {
    label_beside_buttons(label);
    ImGui::SameLine();
    ImGui::SetCursorPosX(col_x + col_w - 3 * kTouch - 40.0f);
    if (button(std::string(id) + ".minus", "\xE2\x88\x92", ImVec2(kTouch, kTouch), *value > lo)) --*value;
    ImGui::SameLine();
    char buf[16];
    std::snprintf(buf, sizeof buf, "%d", *value);
    ImGui::PushFont(fonts().bold);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float tw = ImGui::CalcTextSize(buf).x;
    ImGui::GetWindowDrawList()->AddText(ImVec2(p.x + (kTouch + 20.0f - tw) * 0.5f, p.y + 13.0f), colour::kText, buf);
    ImGui::Dummy(ImVec2(kTouch + 20.0f, kTouch));
    ImGui::PopFont();
    ImGui::SameLine();
    if (button(std::string(id) + ".plus", "+", ImVec2(kTouch, kTouch), *value < hi)) ++*value;
  };
  ImGui::BeginGroup();
  stepper("new.players", "Players", &setup_.players, 1, kMaxSeats);
  const auto& names = preset_names();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  ImGui::PushTextWrapPos(col_x + col_w);
  ImGui::TextUnformatted("Tap a name to change it; pick who plays each seat.");
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  const float name_w = std::min(120.0f, col_w * 0.28f);
  const float kind_w = (col_w - name_w - 30.0f) / 3.0f;
  for (int i = 0; i < setup_.players; ++i) {
    SeatSetup& seat = setup_.seats[i];
    const std::string id = "new.seat" + std::to_string(i);
    if (button(id + ".name", names[seat.name].c_str(), ImVec2(name_w, kTouch))) {
      // The next preset name nobody else at the table has.
      for (int step = 1; step <= static_cast<int>(names.size()); ++step) {
        const int candidate = (seat.name + step) % static_cast<int>(names.size());
        bool taken = false;
        for (int j = 0; j < setup_.players; ++j) taken |= j != i && setup_.seats[j].name == candidate;
        if (!taken) {
          seat.name = candidate;
          break;
        }
      }
    }
    static const char* kKinds[3][2] = {{"human", "Human"}, {"quick", "Quick"}, {"strong", "Strong"}};
    for (int k = 0; k < 3; ++k) {
      ImGui::SameLine();
      if (choice(id + "." + kKinds[k][0], kKinds[k][1], ImVec2(kind_w, kTouch), seat.kind == kKinds[k][0]))
        seat.kind = kKinds[k][0];
    }
  }
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
  stepper("new.rounds", "Rounds", &setup_.rounds, 1, 15);
  // The seed: every game is its seed plus the choices made.
  {
    char buf[48];
    std::snprintf(buf, sizeof buf, "Seed %llu", static_cast<unsigned long long>(setup_.seed));
    label_beside_buttons(buf);
    ImGui::SameLine();
    ImGui::SetCursorPosX(col_x + col_w - 3 * kTouch - 40.0f);
    if (button("new.seed.minus", "\xE2\x88\x92", ImVec2(kTouch, kTouch), setup_.seed > 1)) --setup_.seed;
    ImGui::SameLine();
    if (button("new.seed.new", "New", ImVec2(kTouch + 20.0f, kTouch))) new_seed();
    ImGui::SameLine();
    if (button("new.seed.plus", "+", ImVec2(kTouch, kTouch))) ++setup_.seed;
  }
  ImGui::EndGroup();
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  if (button("new.back", "Back", ImVec2(bw * 0.3f, kTouch))) go(Screen::kHome);
  ImGui::SameLine();
  if (button("new.start", "Start", ImVec2(bw * 0.7f - 10.0f, kTouch))) {
    // Starting replaces the saved game: ask first while one is in progress.
    if (game_in_progress()) {
      confirm_abandon_ = true;
      frames_requested_ = 3;
    } else {
      start_game();
    }
  }
  ImGui::End();
}

void App::draw_confirm_abandon() {
  begin_screen("##abandon", 0.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const ClearState& s = match_->state();
  ImGui::Dummy(ImVec2(1, 8));
  ImGui::PushFont(fonts().title);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted("Abandon the game in progress?");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(1, 6));
  char line[96];
  std::snprintf(line, sizeof line, "Round %d of %d", std::min(s.rounds_completed() + 1, s.rounds()), s.rounds());
  ImGui::PushFont(fonts().bold);
  text_wrapped(line);
  ImGui::PopFont();
  std::string scores = "Scores: ";
  const std::vector<int> totals = s.total_scores();
  for (int p = 0; p < s.num_players(); ++p)
    scores += (p ? ", " : "") + match_->seats()[p].name + " " + std::to_string(totals[p]);
  text_wrapped(scores.c_str());
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
  ImGui::EndChild();
  ImGui::End();
}

void App::draw_summary() {
  if (!match_) {
    go(Screen::kHome);
    return;
  }
  const ClearState& s = match_->state();
  const FinishedRound& fr = match_->finished_round();
  if (s.results().empty()) {
    go(Screen::kTable);
    return;
  }
  const clear::RoundResult& result = s.results().back();
  const bool over = match_->next() == Match::Next::kGameOver;
  begin_screen("##summary", kTouch + 20.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  char title[96];
  std::snprintf(title, sizeof title, "Round %d of %d", static_cast<int>(s.results().size()), s.rounds());
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kGlow));
  std::string clearers;
  for (int p = 0; p < s.num_players(); ++p)
    if (result.players[p].cleared) clearers += (clearers.empty() ? "" : " and ") + match_->seats()[p].name;
  const std::string headline =
      result.condition == clear::Condition::kA
          ? clearers + " called Clear! Condition A: a clear card scores 10 minus its coins left."
          : "Scratch-Off with no Line for anyone. Condition B: fewer than 10 coins left scores 10 minus coins left.";
  ImGui::PushFont(fonts().bold);
  text_wrapped(headline.c_str());
  ImGui::PopFont();
  ImGui::PopStyleColor();
  const std::vector<int> totals = s.total_scores();
  const int n = s.num_players();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    const clear::PlayerRoundScore& score = result.players[p];
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float sq = 22.0f;
    if (p < static_cast<int>(fr.cards.size())) draw_card(dl, ImVec2(at.x, at.y + 4.0f), sq, fr.cards[p], CardLook{});
    ImGui::SetCursorScreenPos(ImVec2(at.x + sq * clear::kColumns + 14.0f, at.y));
    ImGui::BeginGroup();
    ImGui::PushFont(fonts().bold);
    char line[160];
    std::snprintf(line, sizeof line, "%s: %d this round, %d in all", match_->seats()[p].name.c_str(), score.total(), totals[p]);
    ImGui::PushTextWrapPos(at.x + w);
    ImGui::TextUnformatted(line);
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    std::snprintf(line, sizeof line, "%d coin%s left%s", score.coins_left, score.coins_left == 1 ? "" : "s",
                  score.cleared ? ", cleared" : "");
    ImGui::TextUnformatted(line);
    if (score.clear) {
      std::snprintf(line, sizeof line, "Clear: 10 \xE2\x88\x92 %d = %d", score.coins_left, score.clear);
      ImGui::TextUnformatted(line);
    }
    if (score.bonus) {
      std::snprintf(line, sizeof line, "Bonus: %d (the coins on %s's card)", score.bonus,
                    result.bonus_from >= 0 ? match_->seats()[result.bonus_from].name.c_str() : "?");
      ImGui::TextUnformatted(line);
    }
    if (score.scratch_off) {
      std::snprintf(line, sizeof line, "Condition B: 10 \xE2\x88\x92 %d = %d", score.coins_left, score.scratch_off);
      ImGui::TextUnformatted(line);
    }
    if (score.fours) {
      std::snprintf(line, sizeof line, "Fours: +%d", score.fours);
      ImGui::TextUnformatted(line);
    }
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const float used = ImGui::GetCursorScreenPos().y - at.y;
    if (used < sq * clear::kRows + 12.0f) ImGui::Dummy(ImVec2(1, sq * clear::kRows + 12.0f - used));
  }
  if (over) {
    ImGui::Separator();
    std::string winners;
    for (int p : s.winners()) winners += (winners.empty() ? "" : " and ") + match_->seats()[p].name;
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted((winners + (s.winners().size() > 1 ? " win!" : " wins!")).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  if (button("summary.scores", "Scores", ImVec2(bw * 0.35f, kTouch))) go(Screen::kScoreboard);
  ImGui::SameLine();
  if (over) {
    if (button("summary.final", "Final scores", ImVec2(bw * 0.65f - 10.0f, kTouch))) go(Screen::kScoreboard);
  } else if (button("summary.next", "Next round", ImVec2(bw * 0.65f - 10.0f, kTouch))) {
    match_->deal();
    save();
    refresh_lines();
    go(Screen::kTable);
    announce("Round " + std::to_string(s.rounds_completed() + 1) + ": new cards are laid", colour::kText);
  }
  ImGui::End();
}

void App::draw_scoreboard() {
  begin_screen("##scoreboard", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("Scoreboard");
  ImGui::PopFont();
  const bool over = match_ && match_->next() == Match::Next::kGameOver;
  if (!match_) {
    ImGui::TextUnformatted("No game yet.");
  } else {
    const ClearState& s = match_->state();
    const int n = s.num_players();
    if (over) {
      std::string winners;
      for (int p : s.winners()) winners += (winners.empty() ? "" : " and ") + match_->seats()[p].name;
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kGlow));
      ImGui::PushFont(fonts().bold);
      text_wrapped(("Game over: " + winners + (s.winners().size() > 1 ? " share the win" : " wins")).c_str());
      ImGui::PopFont();
      ImGui::PopStyleColor();
    }
    ImGui::TextUnformatted("Each cell: points that round (running total).");
    const auto scores = s.round_scores();
    if (ImGui::BeginTable("scores", n + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame)) {
      ImGui::TableSetupColumn("Rd", ImGuiTableColumnFlags_WidthFixed, 34.0f);
      for (int p = 0; p < n; ++p) ImGui::TableSetupColumn(match_->seats()[p].name.c_str());
      ImGui::TableHeadersRow();
      std::vector<int> running(n, 0);
      for (std::size_t r = 0; r < scores.size(); ++r) {
        ImGui::TableNextRow(0, 30.0f);
        ImGui::TableNextColumn();
        ImGui::Text("%d", static_cast<int>(r + 1));
        for (int p = 0; p < n; ++p) {
          running[p] += scores[r][p];
          ImGui::TableNextColumn();
          ImGui::Text("%d (%d)", scores[r][p], running[p]);
        }
      }
      ImGui::TableNextRow(0, 30.0f);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted("=");
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        ImGui::PushFont(fonts().bold);
        ImGui::Text("%d", running[p]);
        ImGui::PopFont();
      }
      ImGui::EndTable();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    for (int p = 0; p < n; ++p) ImGui::TextUnformatted(seat_label(match_->seats()[p]).c_str());
    char seed[64];
    std::snprintf(seed, sizeof seed, "Seed %llu", static_cast<unsigned long long>(match_->seed()));
    ImGui::TextUnformatted(seed);
    ImGui::PopStyleColor();
  }
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  if (over) {
    if (button("scoreboard.home", "Home", ImVec2(bw * 0.35f, kTouch))) {
      storage::remove(storage::kGameKey);
      match_.reset();
      go(Screen::kHome);
    }
    ImGui::SameLine();
    if (button("scoreboard.new", "New game", ImVec2(bw * 0.65f - 10.0f, kTouch))) {
      storage::remove(storage::kGameKey);
      match_.reset();
      go(Screen::kNewGame);
    }
  } else if (button("scoreboard.back", "Back", ImVec2(bw, kTouch))) {
    go(back_ == Screen::kScoreboard || back_ == Screen::kRules ? Screen::kHome : back_);
  }
  ImGui::End();
}

void App::draw_rules() {
  begin_screen("##rules", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("How to play Clear!");
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped("A game by David Hassell (2003), for 1 to 6 players. These are the rules as this app plays them.");
  ImGui::PopStyleColor();
  struct Section {
    const char* title;
    const char* text;
  };
  static const Section kRules[] = {
      {"Your card",
       "Each player has 24 coins: four suits (suns, moons, crowns, arms) of six ranks (null, ace, 2, 3, 4, 5). "
       "At the start of every round they are shuffled and laid on a card of 6 columns by 4 rows, left to right, "
       "top to bottom. Only ranks matter for play; suits are there to tell the coins apart. A null coin shows an "
       "empty circle."},
      {"Lines",
       "A Line runs along a row, a column or a diagonal in either direction. Empty squares do not break a Line: "
       "take the coins along it in order, skipping gaps. A row A _ _ 2 5 _ holds the Line of 3 A 2 5."},
      {"Rolling",
       "Four dice with faces null, ace, 2, 3, 4, 5 are rolled. The roller changes with every roll, moving one seat "
       "on, and the first roller moves one seat on each round. Everyone plays on the same roll, in seat order, and "
       "sees the choices of the seats before them."},
      {"Removing a Line",
       "A Line of 4 matches when its ranks are exactly the four dice, in any order. A Line of 3 matches when its "
       "ranks are three different dice of the four (for ace/2/2/5: 2-ace-5, ace-2-2 and 5-2-2 match; ace-ace-2 "
       "does not). A player with a matching Line must remove exactly one, and may pick any matching Line; the app "
       "offers Lines of 4 first. Removing a Line of 4 is a Four! and scores 2 points at once, kept whatever "
       "happens later."},
      {"Scratch",
       "A player with no matching Line calls Scratch! The app does this for you automatically. When every player "
       "scratches on a roll, that is a Scratch Round and a pawn goes on the scratch tile; any removal empties the "
       "tile. After 3 Scratch Rounds in a row comes the Scratch-Off: the same roller rolls only 2 dice and players "
       "remove a Line of 2 matching both. If someone can, play goes on with four dice."},
      {"Clear!",
       "After a removal, a card is Clear when no row, column or diagonal still holds 3 or more coins (so a clear "
       "card holds at most 8 coins). The round ends on the roll where one or more players clear."},
      {"Scoring",
       "Condition A (someone cleared): each player who cleared scores 10 minus the coins left on their card. If "
       "exactly one player cleared, they also score a bonus of 1 point per coin on another card: the app always "
       "takes the fullest other card (the first in seat order on a tie).\n"
       "Condition B (the Scratch-Off leaves everyone scratching): each player with fewer than 10 coins left "
       "scores 10 minus their coins left.\n"
       "Fours score 2 each in either case."},
      {"The game",
       "7 rounds by default (1 to 15). Most points wins; ties share the win. Each game has a seed: the same seed "
       "and the same choices give the same game."},
      {"On this device",
       "Tap a glowing coin to select a matching Line through it; tap again to cycle through the Lines on that coin, "
       "or use Prev and Next. Nothing is removed until you tap Remove. Bots play at a visible pace; Skip ahead lets "
       "them finish at once. The game is saved after every move and resumes where you left it."},
  };
  for (const Section& section : kRules) {
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
