#include "kit/table.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web {

void draw_news_line(Host& host, Table& table, Box box) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool skip = host.can_skip() && !host.skipping();
  constexpr float kSkipW = 96.0f;
  // Skip's place is kept while Skip is gone: a late tap meant for Skip must not open the log,
  // and the text keeps its size and place when Skip comes and goes.
  const Box text{box.min, ImVec2(box.size.x - kSkipW - 8.0f, box.size.y)};
  // The step on screen first: an announcement never hides a move being shown.
  std::string line;
  ImU32 col = colour::kText;
  if (table.follower().step()) line = table.follower().step()->narration;
  // The result is told once the dice have landed, not over faces still tumbling (the roll's
  // step may not be taken yet in the frame of the tap).
  if (host.tumbling()) line = "Rolling\xE2\x80\xA6";
  if (line.empty() && !host.hint_words().empty()) {
    line = host.hint_words();
    col = colour::kGlow;
  }
  const bool announcement = line.empty() && !host.news().empty();
  if (announcement) {
    line = host.news();
    col = host.news_colour();
  }
  if (line.empty() && !table.follower().log().empty()) {
    line = table.follower().log().back().text;
    col = colour::kMuted;
  }
  if (line.empty()) {  // a game just started or resumed: say what the line is for
    line = "What happens at the table shows here.";
    col = colour::kMuted;
  }
  dl->AddRectFilled(text.min, text.max(), IM_COL32(10, 20, 16, 150), 8.0f);
  if (!line.empty()) {
    // Bold and larger when it fits on the line's rows; smaller when long, never cut (not clipped
    // either: a line too long for the box shows, and the layout tests find it, as leaving its panel).
    const Box inner{ImVec2(text.min.x + 8.0f, text.min.y + 4.0f), ImVec2(text.size.x - 16.0f, text.size.y - 8.0f)};
    const std::size_t before = text_rects().size();
    // Centred in the box's height: a short line in a box made for three does not hang at its top.
    const float size = size_to_fit(fonts().bold, line, inner.size.x, inner.size.y, kBodySize, 13.0f);
    const float height = fonts().bold->CalcTextSizeA(size, 1e9f, inner.size.x, line.c_str()).y;
    table_text(dl, fonts().bold, size,
               ImVec2(inner.min.x, inner.min.y + std::max(0.0f, (inner.size.y - height) * 0.5f)), col, line,
               inner.size.x, text);
    if (text_rects().size() > before) text_rects().back().news = announcement;
  }
  if (tap_area("table.log", text.min, text.size, !table.follower().log().empty())) {
    table.log_open = true;
    table.log_scroll = 0.0f;  // opens on the newest lines
  }
  ImGui::SetCursorScreenPos(ImVec2(box.max().x - kSkipW, box.min.y + (box.size.y - kTouch) * 0.5f));
  if (skip) {
    if (button("table.skip", "Skip \xE2\x86\x92", ImVec2(kSkipW, kTouch))) host.skip_ahead();
  } else if (host.hint_offered()) {
    // In Skip's place only while nothing can be skipped; the touch guard refuses a tap begun on
    // Skip (a widget takes taps once it has kept its place and job a moment).
    if (button("table.hint", "Hint", ImVec2(kSkipW, kTouch))) host.take_hint();
  }
}

bool draw_open_log(Table& table, Box area) {
  if (!table.log_open) return false;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(area.min, area.max(), colour::kFeltDark, 10.0f);
  const float pad = 12.0f, gap = 6.0f;
  const float wrap = area.size.x - 2 * pad - 10.0f;  // room for the scroll bar at the right
  const Box list{ImVec2(area.min.x + pad, area.min.y + pad + kBodySize + 12.0f),
                 ImVec2(area.size.x - 2 * pad, area.size.y - 3 * pad - kBodySize - 12.0f - kTouch)};
  // Every line, oldest at the top; once it spans rounds, a round's first line says which
  // ("Game 2:" in Risky Business).
  const std::vector<LogLine>& log = table.follower().log();
  const bool spans_rounds = !log.empty() && log.front().round != log.back().round;
  std::string round_word = table.round_word();
  round_word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(round_word[0])));
  std::vector<std::string> lines;
  std::vector<float> heights;
  std::vector<bool> new_turn;  // a rule above the line: another turn (or round) starts there
  constexpr float kTurnGap = 10.0f;
  float total = 0.0f;
  for (std::size_t i = 0; i < log.size(); ++i) {
    std::string text = log[i].text;
    const bool new_round = i == 0 || log[i - 1].round != log[i].round;
    if (spans_rounds && new_round) text = round_word + " " + std::to_string(log[i].round + 1) + ": " + text;
    new_turn.push_back(i > 0 && (new_round || log[i - 1].turn != log[i].turn));
    heights.push_back(fonts().body->CalcTextSizeA(16.0f, 1e9f, wrap, text.c_str()).y + gap +
                      (new_turn.back() ? kTurnGap : 0.0f));
    total += heights.back();
    lines.push_back(std::move(text));
  }
  // A drag (or the wheel) over the list moves it; it opens on the newest lines, at the bottom.
  const float hidden = std::max(0.0f, total - list.size.y);
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 from = io.MouseClickedPos[0];
  const bool on_list = from.x >= list.min.x && from.x <= list.max().x && from.y >= list.min.y && from.y <= list.max().y;
  if (on_list && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kDragSlop)) table.log_scroll += io.MouseDelta.y;
  if (ImGui::IsMouseHoveringRect(list.min, list.max())) table.log_scroll += io.MouseWheel * 40.0f;
  table.log_scroll = std::clamp(table.log_scroll, 0.0f, hidden);
  const std::string heading = hidden > 0.0f ? "What happened (drag to scroll)" : "What happened";
  // One line above the list, smaller when narrow: a wrapped heading ran into the first line.
  table_text_line(dl, fonts().bold, kBodySize, ImVec2(area.min.x + pad, area.min.y + pad), colour::kText, heading,
                  area.size.x - 2 * pad, area);
  dl->PushClipRect(list.min, list.max(), true);
  float y = list.min.y - hidden + table.log_scroll;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (new_turn[i]) {
      const float rule_y = y + kTurnGap * 0.5f - gap * 0.5f;
      dl->AddLine(ImVec2(list.min.x, rule_y), ImVec2(list.min.x + wrap, rule_y), with_alpha(IM_COL32_WHITE, 0.18f),
                  1.0f);
    }
    const float text_y = y + (new_turn[i] ? kTurnGap : 0.0f);
    if (text_y + heights[i] > list.min.y && text_y < list.max().y)
      table_text(dl, fonts().body, 16.0f, ImVec2(list.min.x, text_y),
                 i + 1 == lines.size() ? colour::kText : colour::kMuted, lines[i], wrap, list);
    y += heights[i];
  }
  dl->PopClipRect();
  if (hidden > 0.0f) {
    // Where the view is in the whole log: a thumb on a thin bar at the right.
    const float bar_x = list.max().x - 4.0f;
    const float thumb = std::max(24.0f, list.size.y * list.size.y / total);
    const float top = list.min.y + (list.size.y - thumb) * (1.0f - table.log_scroll / hidden);
    dl->AddRectFilled(ImVec2(bar_x - 2.0f, list.min.y), ImVec2(bar_x + 2.0f, list.max().y),
                      with_alpha(IM_COL32_WHITE, 0.15f), 2.0f);
    dl->AddRectFilled(ImVec2(bar_x - 2.0f, top), ImVec2(bar_x + 2.0f, top + thumb), colour::kMuted, 2.0f);
  }
  ImGui::SetCursorScreenPos(ImVec2(area.min.x + pad, area.max().y - kTouch - pad));
  if (button("table.log.close", "Back to the table", ImVec2(area.size.x - 2 * pad, kTouch))) {
    table.close_log();
  }
  return true;
}

Box begin_table_screen(Host& host, const char* window_id, float pad, float* top) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin(window_id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::SetCursorScreenPos(ImVec2(pad, pad));
  if (button("table.home", "Home", ImVec2(0, kTouch))) host.go(Screen::kHome);
  ImGui::SameLine();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  *top = draw_table_corner(host, display, pad);
  return mark_daily(host, ImGui::GetWindowDrawList(),
                    {ImVec2(at.x + 4.0f, at.y), ImVec2(display.x - pad - 172.0f - at.x - 4.0f, kTouch)});
}

Box mark_daily(Host& host, ImDrawList* dl, Box bar) {
  if (!host.daily()) return bar;
  static const std::string kDaily = "Daily";
  const float size = 15.0f, w = fonts().bold->CalcTextSizeA(size, 1e9f, 0.0f, kDaily.c_str()).x;
  table_text(dl, fonts().bold, size, ImVec2(bar.min.x, bar.min.y + (bar.size.y - size) * 0.5f), colour::kGlow, kDaily,
             0.0f, bar);
  return {ImVec2(bar.min.x + w + 8.0f, bar.min.y), ImVec2(std::max(0.0f, bar.size.x - w - 8.0f), bar.size.y)};
}

bool draw_pass_screen(Box box, const std::string& to, const std::string& away, const std::string& news,
                      const std::vector<std::string>& details, const std::string& label) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float w = box.size.x;
  float y = box.min.y + std::max(10.0f, box.size.y * 0.12f);
  const std::string title = "Pass the device to " + to;
  const ImVec2 ts = fonts().title->CalcTextSizeA(kTitleSize, 1e9f, w, title.c_str());
  dl->AddText(fonts().title, kTitleSize, ImVec2(box.min.x + std::max(0.0f, (w - ts.x) * 0.5f), y), colour::kGlow,
              title.c_str(), nullptr, w);
  y += ts.y + 18.0f;
  dl->AddText(fonts().body, kBodySize, ImVec2(box.min.x, y), colour::kText, away.c_str(), nullptr, w);
  y += fonts().body->CalcTextSizeA(kBodySize, 1e9f, w, away.c_str()).y + 14.0f;
  if (!news.empty()) {
    dl->AddText(fonts().body, 16.0f, ImVec2(box.min.x, y), colour::kMuted, news.c_str(), nullptr, w);
    y += fonts().body->CalcTextSizeA(16.0f, 1e9f, w, news.c_str()).y + 24.0f;
  }
  for (const std::string& line : details) {
    dl->AddText(fonts().body, 16.0f, ImVec2(box.min.x, y), colour::kMuted, line.c_str(), nullptr, w);
    y += fonts().body->CalcTextSizeA(16.0f, 1e9f, w, line.c_str()).y + 4.0f;
  }
  ImGui::SetCursorScreenPos(ImVec2(box.min.x, std::max(y + 20.0f, box.max().y - kTouch - 16.0f)));
  ImGui::PushFont(fonts().bold);
  const bool tapped = button("table.ready", label.c_str(), ImVec2(w, kTouch + 16.0f));
  ImGui::PopFont();
  return tapped;
}

float draw_table_corner(Host& host, ImVec2 display, float pad) {
  ImGui::SetCursorScreenPos(ImVec2(display.x - pad - 162.0f, pad));
  if (button("table.scores", "Scores", ImVec2(80, kTouch))) host.go(Screen::kScoreboard);
  ImGui::SameLine();
  if (button("table.rules", "Rules", ImVec2(72, kTouch))) host.go(Screen::kRules);
  float top = pad + kTouch + 8.0f;
  if (!host.storage_notice().empty()) {
    ImGui::SetCursorScreenPos(ImVec2(pad, top));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kWarning));
    ImGui::PushTextWrapPos(display.x - pad);
    ImGui::TextUnformatted(host.storage_notice().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    top = ImGui::GetCursorScreenPos().y + 2.0f;
  }
  return top;
}

bool draw_summary_bar(Host& host, bool over, const char* next_label) {
  const float bw = content_width() - 20.0f;
  if (button("summary.home", "Home", ImVec2(bw * (over ? 0.19f : 0.24f), kTouch))) {
    if (over)
      host.leave_finished_game(Screen::kHome);
    else
      host.go(Screen::kHome);
  }
  ImGui::SameLine();
  if (over && host.tutorial()) {
    // The guided first game ends by sending the player to a real one.
    if (button("summary.real-game", "Play a real game", ImVec2(bw * 0.76f, kTouch)))
      host.leave_finished_game(Screen::kNewGame);
    return false;
  }
  if (over) {
    // As on the game-over scoreboard: a new game with other choices, not only the same again.
    if (button("summary.final", "Scores", ImVec2(bw * 0.21f, kTouch))) host.go(Screen::kScoreboard);
    ImGui::SameLine();
    if (button("summary.new", "New game", ImVec2(bw * 0.29f, kTouch))) host.leave_finished_game(Screen::kNewGame);
    ImGui::SameLine();
    // The daily challenge counts once a day: its end shares the result rather than deal again.
    if (host.daily()) {
      if (button("summary.share", "Share", ImVec2(bw * 0.28f, kTouch))) host.share_daily();
    } else if (button("summary.play-again", "Play again", ImVec2(bw * 0.28f, kTouch))) {
      host.play_again();
    }
    return false;
  }
  if (button("summary.scores", "Scores", ImVec2(bw * 0.3f, kTouch))) host.go(Screen::kScoreboard);
  ImGui::SameLine();
  return button("summary.next", next_label, ImVec2(bw * 0.46f, kTouch));
}

void begin_summary(const Table& table, const std::string& title, const std::string& headline) {
  begin_screen("##summary", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted(title.c_str());
  note_text_item(title);
  ImGui::PopFont();
  ImGui::PushFont(fonts().bold);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kGlow));
  text_wrapped(headline.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (const int hints = table.match() ? table.match()->hints() : 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    text_wrapped(("Played with hints: " + std::to_string(hints) + (hints == 1 ? " hint" : " hints") +
                  " taken in this " + table.result_word() + ".")
                     .c_str());
    ImGui::PopStyleColor();
  }
}

std::span<const Shortcut> table_shortcuts() {
  static constexpr Shortcut kKeys[] = {
      {"r", {"table.roll", "table.roll-again"}},
      {"s", {"table.skip"}},
      {"h", {"table.hint"}},
      {"l", {"table.log", "table.log.close"}},
      {"n", {"table.next", "summary.next"}},
      {"p", {"table.prev"}},
      {"u", {"table.undo"}},
      {"e", {"table.end-moves"}},
      {"y", {"table.end-yes"}},
      // The main move: C, and Enter with nothing in focus.
      {"c",
       {"table.confirm", "table.play", "table.clear.*", "table.roll-again", "table.end-turn", "table.ready",
        "summary.next"}},
      {"Enter",
       {"table.confirm", "table.play", "table.clear.*", "table.roll-again", "table.end-turn", "table.ready",
        "summary.next"}},
      {"Escape", {"table.end-keep", "table.log.close", "table.home"}},
      {"Escape", {"summary.home"}, "summary.final"},
      {"1", {"table.hand.0"}},
      {"2", {"table.hand.1"}},
      {"3", {"table.hand.2"}},
      {"4", {"table.hand.3"}},
      {"5", {"table.hand.4"}},
      {"6", {"table.hand.5"}},
      {"7", {"table.hand.6"}},
      {"8", {"table.hand.7"}},
      {"9", {"table.hand.8"}},
  };
  return kKeys;
}

Table::Table(const GameInfo& info) : info_(info) {}

Table::HomeIds Table::home_ids() const {
  const std::string play = "home." + name();
  return {play, play + ".resume", play + ".rules", play + ".dismiss"};
}

const GameParameter* Table::parameter(const std::string& name) const {
  for (const GameParameter& p : info_.parameters)
    if (p.name == name) return &p;
  return nullptr;
}

Scoreboard Table::scoreboard() const {
  const State& s = match()->state();
  const int n = s.num_players();
  Scoreboard board;
  board.caption = "Each cell: points that " + std::string(round_word()) + " (running total)." +
                  (info().lower_scores_win ? " The lowest total wins." : " The highest total wins.");
  std::vector<int> running(n, 0);
  const auto scores = s.round_scores();
  for (std::size_t r = 0; r < scores.size(); ++r) {
    ScoreRow row{std::string(round_word()) + " " + std::to_string(r + 1), {}};
    row.label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(row.label[0])));
    for (int p = 0; p < n; ++p) {
      running[p] += scores[r][p];
      row.cells.push_back(std::to_string(scores[r][p]) + " (" + std::to_string(running[p]) + ")");
    }
    board.rows.push_back(std::move(row));
  }
  board.total.label = "Total";
  for (int p = 0; p < n; ++p) board.total.cells.push_back(std::to_string(running[p]));
  return board;
}

std::string Table::number_name() const {
  std::string word = result_word();
  word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
  return word + " number";
}

const Match* Table::tutorial_position(int move, int actions) const {
  const Tutorial* script = tutorial();
  if (!script) return nullptr;
  if (position_at_ != std::pair(move, actions)) {
    position_at_ = {move, actions};
    std::string error;
    position_ = Match::start(*this, name(), script->parameters, script->seats, script->seed, &error);
    if (position_ && !play_tutorial_to(*position_, *script, move, actions)) position_.reset();
  }
  return position_.get();
}

std::string Table::winners_line() const {
  const std::vector<int> winners = match()->state().winners();
  std::string names;
  for (std::size_t i = 0; i < winners.size(); ++i)
    names += (i == 0 ? "" : i + 1 == winners.size() ? " and " : ", ") + name(winners[i]);
  return names + (winners.size() > 1 ? " share the win" : " wins!");
}

std::string Table::result_kind(const State& state) const {
  const GameParameters& p = state.game().parameters();
  std::string kind;
  if (const auto players = p.find("players"); players != p.end() && players->second == 1) kind = "solitaire";
  if (const auto rounds = p.find("rounds"); rounds != p.end())
    kind += (kind.empty() ? "" : ", ") + std::to_string(rounds->second) + " " + round_word() +
            (rounds->second == 1 ? "" : "s");
  return kind;
}

std::string Table::kind_title(const std::string& kind) const {
  if (kind.empty()) return "Other games";
  if (kind.rfind("solitaire", 0) == 0) return "S" + kind.substr(1);
  std::string words = results_word();
  words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
  return words + " of " + kind;
}

std::string Table::result_line(const GameRecord& record) const {
  std::string line = "Last game:";
  for (std::size_t p = 0; p < record.names.size(); ++p)
    line += (p ? ", " : " ") + record.names[p] + " " + std::to_string(record.final_scores[p]);
  return line;
}

}  // namespace allclear::web
