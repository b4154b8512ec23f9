#include "table.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdio>

#include "app.h"
#include "ui.h"

namespace allclear::web {

std::uint64_t new_game_seed() {
  // Seeds stay short enough to read aloud and type into the simulator.
  return 1 + static_cast<std::uint64_t>(emscripten_random() * 999999.0);
}

EM_JS(int, allclear_local_date, (), {
  var now = new Date();
  return now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
});

std::string local_date() {
  const int ymd = allclear_local_date();
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", ymd / 10000, ymd / 100 % 100, ymd % 100);
  return text;
}

// The outcome lands in Module.allclearCopied (1 copied, 2 refused) and wakes the main loop: the
// asynchronous clipboard answers later.
EM_JS(void, allclear_copy_text, (const char* text), {
  var value = UTF8ToString(text);
  var settle = function(copied) {
    Module.allclearCopied = copied ? 1 : 2;
    if (Module.allclearWake) Module.allclearWake();
  };
  Module.allclearCopied = 0;
  // The asynchronous clipboard first; the older copy command where it is missing or refused.
  var fallback = function() {
    try {
      var area = document.createElement('textarea');
      area.value = value;
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var done = document.execCommand('copy');
      document.body.removeChild(area);
      return done;
    } catch (e) {
      return false;
    }
  };
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(value).then(function() { settle(true); }, function() { settle(fallback()); });
      return;
    }
  } catch (e) {
  }
  settle(fallback());
});

EM_JS(int, allclear_copy_outcome, (), {
  var outcome = Module.allclearCopied || 0;
  if (outcome) Module.allclearCopied = 0;
  return outcome;
});

void copy_to_clipboard(const std::string& text) { allclear_copy_text(text.c_str()); }

CopyOutcome copy_outcome() {
  switch (allclear_copy_outcome()) {
    case 1: return CopyOutcome::kCopied;
    case 2: return CopyOutcome::kRefused;
  }
  return CopyOutcome::kPending;
}

Box begin_table_screen(App& app, const char* window_id, float pad, float* top) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin(window_id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::SetCursorScreenPos(ImVec2(pad, pad));
  if (button("table.home", "Home", ImVec2(0, kTouch))) app.go(Screen::kHome);
  ImGui::SameLine();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  *top = draw_table_corner(app, display, pad);
  return {ImVec2(at.x + 4.0f, at.y), ImVec2(display.x - pad - 172.0f - at.x - 4.0f, kTouch)};
}

bool draw_pass_screen(Box box, const std::string& to, const std::string& away, const std::string& news,
                      const std::vector<std::string>& details, const std::string& label) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float w = box.size.x;
  float y = box.min.y + std::max(10.0f, box.size.y * 0.12f);
  const std::string title = "Pass the device to " + to;
  const ImVec2 ts = fonts().title->CalcTextSizeA(kTitleSize, 1e9f, w, title.c_str());
  dl->AddText(fonts().title, kTitleSize, ImVec2(box.min.x + std::max(0.0f, (w - ts.x) * 0.5f), y), colour::kGlow, title.c_str(), nullptr, w);
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

float draw_table_corner(App& app, ImVec2 display, float pad) {
  ImGui::SetCursorScreenPos(ImVec2(display.x - pad - 162.0f, pad));
  if (button("table.scores", "Scores", ImVec2(80, kTouch))) app.go(Screen::kScoreboard);
  ImGui::SameLine();
  if (button("table.rules", "Rules", ImVec2(72, kTouch))) app.go(Screen::kRules);
  float top = pad + kTouch + 8.0f;
  if (!app.storage_notice().empty()) {
    ImGui::SetCursorScreenPos(ImVec2(pad, top));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kWarning));
    ImGui::PushTextWrapPos(display.x - pad);
    ImGui::TextUnformatted(app.storage_notice().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    top = ImGui::GetCursorScreenPos().y + 2.0f;
  }
  return top;
}

bool draw_summary_bar(App& app, bool over, const char* next_label) {
  const float bw = content_width();
  if (button("summary.scores", "Scores", ImVec2(bw * 0.35f, kTouch))) app.go(Screen::kScoreboard);
  ImGui::SameLine();
  if (over) {
    if (button("summary.final", "Final scores", ImVec2(bw * 0.65f - 10.0f, kTouch))) app.go(Screen::kScoreboard);
    return false;
  }
  return button("summary.next", next_label, ImVec2(bw * 0.65f - 10.0f, kTouch));
}

void begin_summary(const std::string& title, const std::string& headline) {
  begin_screen("##summary", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
  ImGui::PushFont(fonts().bold);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kGlow));
  text_wrapped(headline.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

Table::Table(const GameInfo& info)
    : info_(info),
      game_key_("allclear." + info.name + ".game"),
      backup_key_(game_key_ + ".backup"),
      results_key_("allclear." + info.name + ".results.v1"),
      stats_key_("allclear." + info.name + ".stats.v1"),
      daily_key_("allclear." + info.name + ".daily.v1") {
  stats.game = info.name;
  daily.game = info.name;
  for (const GameParameter& p : info.parameters) {
    if (p.name == "players") setup.players = p.default_value;
    else setup.parameters[p.name] = p.default_value;
  }
  for (int i = 0; i < kMaxSeats; ++i) {
    setup.seats[i].name = i;
    setup.seats[i].kind = i == 0 ? "human" : "quick";
  }
  setup.seed = new_game_seed();
}

NewGameSetup Table::daily_setup(const std::string& date) const {
  NewGameSetup daily;
  for (const GameParameter& p : info_.parameters) {
    if (p.name == "players") daily.players = p.default_value;
    else daily.parameters[p.name] = p.default_value;
  }
  for (int i = 0; i < kMaxSeats; ++i) {
    daily.seats[i].name = setup.seats[i].name;  // the names the player chose
    daily.seats[i].kind = i == 0 ? "human" : "strong";
  }
  daily.seed = daily_seed(name(), date);
  return daily;
}

bool Table::playing_daily(const std::string& date) const {
  const NewGameSetup daily = daily_setup(date);
  if (!in_progress() || match->seed() != daily.seed) return false;
  const std::vector<Seat>& seats = match->seats();
  if (static_cast<int>(seats.size()) != daily.players) return false;
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (seats[i].kind != daily.seats[i].kind) return false;
  return true;
}

const GameParameter* Table::parameter(const std::string& name) const {
  for (const GameParameter& p : info_.parameters)
    if (p.name == name) return &p;
  return nullptr;
}

std::string Table::result_line(const GameRecord& record) const {
  std::string line = "Last game:";
  for (std::size_t p = 0; p < record.names.size(); ++p)
    line += (p ? ", " : " ") + record.names[p] + " " + std::to_string(record.final_scores[p]);
  return line;
}

}  // namespace allclear::web
