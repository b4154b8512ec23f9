// The scoreboard and the statistics screen, with their charts.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "kit/pieces.h"
#include "kit/ui.h"
#include "page.h"
#include "screens.h"
#include "storage.h"

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

// Like with like: what is counted is named ("Games played", Risky Business's "Matches played"),
// and the best and the average are of one kind of game only (the latest result's: "Games of 7
// rounds"), the others listed under them; the chart shows that kind's latest results.
void draw_stats_figures(const Table& table, const GameStats& stats, float w, bool lower) {
  std::string counted = table.results_word();
  counted[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(counted[0])));
  char won[48];
  std::snprintf(won, sizeof won, "%d (%d%%)", stats.won, (stats.won * 100 + stats.played / 2) / stats.played);
  draw_figures({{counted + " played", std::to_string(stats.played)}, {"Won", won}}, w);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  if (stats.shared > 0)
    text_wrapped(("Of those won, " + std::to_string(stats.shared) + " in a tie: a tie is a shared win.").c_str());
  if (stats.hinted > 0)
    text_wrapped(
        ("Hints were taken in " + std::to_string(stats.hinted) + " of these " + table.results_word() + ".").c_str());
  ImGui::PopStyleColor();
  const ScoreKind* kind = stats.latest_kind();
  if (!kind) return;
  ImGui::Dummy(ImVec2(1, 8));
  if (!kind->kind.empty() || stats.kinds.size() > 1) heading(table.kind_title(kind->kind).c_str());
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
    text_wrapped((table.kind_title(other.kind) + line).c_str());
  }
  ImGui::PopStyleColor();
  std::vector<GameResult> alike;
  for (const GameResult& r : stats.recent)
    if (r.kind == kind->kind) alike.push_back(r);
  ImGui::Dummy(ImVec2(1, 8));
  heading("Recent results");
  draw_results_chart(alike, w, lower);
}

}  // namespace

StatsPressed draw_stats(const Table& table, const GameStats& stats, bool& confirm_reset) {
  StatsPressed pressed;
  const bool lower = table.info().lower_scores_win;
  begin_screen("##stats", kTouch + 20.0f, Opens::kAtTop, Messages::kInStrip);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  if (confirm_reset) {
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(("Reset the statistics of " + table.title() + "?").c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    text_wrapped(("The " + std::to_string(stats.played) + (stats.played == 1 ? " game" : " games") +
                  " counted here will be forgotten. This cannot be undone; the game in progress is kept.")
                     .c_str());
    ImGui::Dummy(ImVec2(1, 16));
    // Keeping them is the first, safe choice; resetting is further down.
    ImGui::PushFont(fonts().bold);
    if (choice("stats.keep", "Keep them", ImVec2(w, kTouch + 16), true)) confirm_reset = false;
    ImGui::PopFont();
    ImGui::Dummy(ImVec2(1, 24));
    if (button("stats.confirm-reset", "Reset the statistics", ImVec2(w, kTouch + 16))) {
      pressed.reset = true;
      confirm_reset = false;
    }
    drag_scroll();
    end_screen();
    return pressed;
  }
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("Statistics");
  ImGui::PopFont();
  heading(table.title().c_str());
  if (stats.played == 0) {
    text_wrapped(
        "No finished game yet. Every game a person on this device finishes counts here (the first person "
        "seated, when several share the device); games of bots alone do not.");
  } else {
    draw_stats_figures(table, stats, w, lower);
  }
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  pressed.back = button("stats.back", "Back", ImVec2(bw * 0.4f, kTouch));
  ImGui::SameLine();
  if (button("stats.reset", "Reset statistics", ImVec2(bw * 0.6f - 10.0f, kTouch), stats.played > 0))
    confirm_reset = true;
  ImGui::End();
  return pressed;
}

namespace {

// A grid of text cells, as the scoreboard and its chart show them: an optional header row, the
// first column `first_width` wide and the others sharing the rest alike, every other row banded,
// lines between cells, and the cells of `tinted` columns (the winners') tinted. Each cell's text
// is on one line, smaller when long (table_text_line), so it never leaves its cell.
struct GridRow {
  std::vector<std::string> cells;
  bool bold = false;
};

void draw_grid(const std::vector<std::string>& header, const std::vector<GridRow>& rows, float first_width,
               const std::vector<bool>& tinted) {
  constexpr float kRowH = 30.0f, kPad = 6.0f;
  const std::size_t columns = header.empty() ? (rows.empty() ? 0 : rows.front().cells.size()) : header.size();
  if (columns == 0) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const float other = columns > 1 ? (w - first_width) / static_cast<float>(columns - 1) : 0.0f;
  const auto column_x = [&](std::size_t c) { return at.x + (c == 0 ? 0.0f : first_width + other * (c - 1)); };
  const auto column_w = [&](std::size_t c) { return c == 0 ? first_width : other; };
  const ImU32 line = with_alpha(IM_COL32_WHITE, 0.25f);
  float y = at.y;
  const auto draw_row = [&](const std::vector<std::string>& cells, bool bold, bool banded) {
    if (banded) dl->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + w, y + kRowH), with_alpha(IM_COL32_WHITE, 0.05f));
    for (std::size_t c = 0; c < columns && c < cells.size(); ++c) {
      const Box cell{ImVec2(column_x(c), y), ImVec2(column_w(c), kRowH)};
      if (c < tinted.size() && tinted[c]) dl->AddRectFilled(cell.min, cell.max(), IM_COL32(255, 214, 64, 40));
      const float size = kBodySize;
      table_text_line(dl, bold ? fonts().bold : fonts().body, size,
                      ImVec2(cell.min.x + kPad, y + (kRowH - size) * 0.5f), colour::kText, cells[c],
                      cell.size.x - 2 * kPad, cell);
    }
    y += kRowH;
    dl->AddLine(ImVec2(at.x, y), ImVec2(at.x + w, y), line);
  };
  dl->AddLine(at, ImVec2(at.x + w, at.y), line);
  if (!header.empty()) draw_row(header, true, false);
  for (std::size_t r = 0; r < rows.size(); ++r) draw_row(rows[r].cells, rows[r].bold, r % 2 == 1);
  for (std::size_t c = 0; c <= columns; ++c) {
    const float x = c == columns ? at.x + w : column_x(c);
    dl->AddLine(ImVec2(x, at.y), ImVec2(x, y), line);
  }
  ImGui::Dummy(ImVec2(w, y - at.y));
}

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
  std::vector<GridRow> rows;
  for (const ScoreRow& r : board.chart) rows.push_back({{r.label, r.cells.empty() ? std::string() : r.cells.front()}});
  draw_grid({}, rows, (ImGui::GetContentRegionAvail().x - 4.0f) * 2.0f / 3.0f, {});
}

}  // namespace

void draw_scoreboard(Host& host, const Table& table) {
  const Match* m = table.match();
  const bool over = m && m->next() == Match::Next::kGameOver;
  begin_screen("##scoreboard", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  const std::string title = over ? table.over_title() : std::string("Scoreboard");
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
      const std::string line = table.winners_line();
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
    const Scoreboard board = table.scoreboard();
    text_wrapped(board.caption.c_str());
    std::vector<std::string> header{""};
    std::vector<bool> tinted{false};
    for (int p = 0; p < n; ++p) {
      header.push_back(m->seats()[p].name + (won[p] ? " \xE2\x9C\x93" : ""));
      tinted.push_back(won[p]);
    }
    std::vector<GridRow> rows;
    for (const ScoreRow& r : board.rows) {
      rows.push_back({{r.label}});
      rows.back().cells.insert(rows.back().cells.end(), r.cells.begin(), r.cells.end());
    }
    rows.push_back({{board.total.label}, true});
    rows.back().cells.insert(rows.back().cells.end(), board.total.cells.begin(), board.total.cells.end());
    draw_grid(header, rows, label_column_width(board) + 12.0f, tinted);  // the cell's padding
    draw_points_chart(board);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    for (int p = 0; p < n; ++p) ImGui::TextUnformatted(seat_label(m->seats()[p]).c_str());
    ImGui::TextUnformatted((table.number_name() + " " + std::to_string(m->seed())).c_str());
    ImGui::PopStyleColor();
  }
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width() - 20.0f;
  if (over) {
    if (button("scoreboard.home", "Home", ImVec2(bw * 0.24f, kTouch))) host.leave_finished_game(Screen::kHome);
    ImGui::SameLine();
    if (button("scoreboard.new", "New game", ImVec2(bw * 0.36f, kTouch))) host.leave_finished_game(Screen::kNewGame);
    ImGui::SameLine();
    if (host.daily()) {
      if (button("scoreboard.share", "Share", ImVec2(bw * 0.4f, kTouch))) host.share_daily();
    } else if (button("scoreboard.play-again", "Play again", ImVec2(bw * 0.4f, kTouch))) {
      host.play_again();
    }
  } else if (button("scoreboard.back", "Back", ImVec2(content_width(), kTouch))) {
    host.go_back();
  }
  ImGui::End();
}

}  // namespace allclear::web
