// Home, Settings, Rules, and a game that went on in another tab. New game and the scores have
// files of their own; each game's table and summary are in its game's folder.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "kit/pieces.h"
#include "kit/rules_text.h"
#include "kit/ui.h"
#include "screens.h"

namespace allclear::web {

namespace {

// One game's part of home; sets `pressed` when one of its buttons was.
void draw_home_game(Table& table, const KeptGame& kept, const std::string& today, bool learning, HomePressed& pressed) {
  using Go = HomePressed::Go;
  const auto press = [&](Go go) {
    pressed.go = go;
    pressed.table = &table;
  };
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
    if (button(ids.resume, table.resume_label().c_str(), ImVec2(w, kTouch + 8))) press(Go::kResume);
    // The running score of the game in progress.
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kText));
    text_wrapped(table.scores().c_str());
    ImGui::PopStyleColor();
  }
  if (!kept.last_result.empty()) {
    muted_text(kept.last_result.c_str());
  }
  const std::string play = (resumable ? "New game of " : "Play ") + title;
  if (button(ids.play, play.c_str(), ImVec2(w, kTouch + 8))) press(Go::kNewGame);
  if (kept.stats.played > 0) {
    muted_text(stats_line(table, kept.stats).c_str());
  }
  // Learn to play (a guided first game), the rules and the statistics: a row of three where the
  // game has a tutorial, each as wide as its label needs to keep the body's size.
  const bool learn = table.tutorial() != nullptr;
  const float row = w - (learn ? 16.0f : 8.0f);
  if (learn) {
    const char* label = learning ? "Keep learning" : "Learn to play";
    if (button("home." + table.name() + ".learn", label, ImVec2(row * 0.4f, kTouch))) press(Go::kLearn);
    ImGui::SameLine(0.0f, 8.0f);
  }
  if (button(ids.rules, learn ? "Rules" : "How to play", ImVec2(row * (learn ? 0.25f : 0.5f), kTouch)))
    press(Go::kRules);
  ImGui::SameLine(0.0f, 8.0f);
  if (button("home." + table.name() + ".stats", "Statistics", ImVec2(row * (learn ? 0.35f : 0.5f), kTouch)))
    press(Go::kStats);
  // Today's challenge: the same seed for everyone, against strong bots; once finished, its
  // result and a button to share it.
  const DailyDay* day = kept.daily.find(today);
  if (day && day->score) {
    label_beside_buttons(
        ("Today's challenge: " + std::to_string(*day->score) + (day->won ? ", won" : ", lost")).c_str());
    ImGui::SameLine();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, ImGui::GetContentRegionAvail().x - 4.0f - 110.0f));
    if (button("home." + table.name() + ".share", "Share", ImVec2(110.0f, kTouch))) press(Go::kShareDaily);
  } else {
    const std::string label = table.in_progress() && is_daily(table, kept, today) ? "Resume today's daily challenge"
                                                                                  : "Daily challenge (vs strong bots)";
    if (button("home." + table.name() + ".daily", label.c_str(), ImVec2(w, kTouch))) press(Go::kDaily);
  }
}

}  // namespace

HomePressed draw_home(std::vector<DeviceGame>& games, std::string& settings_notice, const std::string& today,
                      const std::vector<std::string>& learning) {
  HomePressed pressed;
  begin_screen("##home", 0.0f, Opens::kWhereLeft, Messages::kInStrip,
               "Plays offline once loaded. Your games and scores stay on this device.");
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
  for (DeviceGame& game : games) {
    if (game.kept.notice.empty()) continue;
    notice_box(game.kept.notice, colour::kWarning);
    if (button(game.table->home_ids().dismiss, "OK", ImVec2(100, kTouch))) game.kept.notice.clear();
  }
  if (!settings_notice.empty()) {
    notice_box(settings_notice, colour::kWarning);
    if (button("home.settings.dismiss", "OK", ImVec2(100, kTouch))) settings_notice.clear();
  }
  for (DeviceGame& game : games) {
    const bool under_way = std::find(learning.begin(), learning.end(), game.table->name()) != learning.end();
    draw_home_game(*game.table, game.kept, today, under_way, pressed);
  }
  ImGui::Separator();
  if (button("home.settings", "Settings", ImVec2(w * 0.5f - 4.0f, kTouch))) pressed.go = HomePressed::Go::kSettings;
  ImGui::SameLine(0.0f, 8.0f);
  if (button("home.backup", "Backup and restore", ImVec2(w * 0.5f - 4.0f, kTouch)))
    pressed.go = HomePressed::Go::kBackup;
  drag_scroll();
  end_screen();
  return pressed;
}

SettingsPressed draw_settings(Settings& s, bool browser_reduces_motion) {
  SettingsPressed pressed;
  begin_screen("##settings", kTouch + 20.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::PushFont(fonts().title);
  ImGui::TextUnformatted("Settings");
  ImGui::PopFont();
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
  const std::string browser = std::string(
                                  "Dice roll without tumbling and pieces fade in place instead of travelling. Auto "
                                  "follows this device's setting (now ") +
                              (browser_reduces_motion ? "on" : "off") + ").";
  text_wrapped(browser.c_str());
  const char* motion_labels[] = {"Auto", "On", "Off"};
  const char* motion_names[] = {"auto", "on", "off"};
  const int motion = row("settings.motion", motion_labels, motion_names, 3, static_cast<int>(s.reduced_motion));
  if (motion >= 0) s.reduced_motion = static_cast<ReducedMotion>(motion);
  const char* switch_labels[] = {"On", "Off"};
  const char* switch_names[] = {"on", "off"};
  ImGui::Dummy(ImVec2(1, 10));
  heading("Sound");
  text_wrapped("Each roll, card and coin sounds as it shows, and a press ticks. Never while this page is hidden.");
  const int sound = row("settings.sound", switch_labels, switch_names, 2, s.sound ? 0 : 1);
  if (sound >= 0) s.sound = sound == 0;
  ImGui::Dummy(ImVec2(1, 10));
  heading("Haptics");
  text_wrapped(
      "A short buzz when a die lands on your card, or a claim, a clear or a win is yours (on a phone that can).");
  const int haptics = row("settings.haptics", switch_labels, switch_names, 2, s.haptics ? 0 : 1);
  if (haptics >= 0) s.haptics = haptics == 0;
  pressed.changed = pace >= 0 || motion >= 0 || sound >= 0 || haptics >= 0;
  ImGui::Dummy(ImVec2(1, 10));
  heading("Colour");
  muted_text(
      "Colour is never the only sign: suits differ in shape, players are named, and what you may choose glows "
      "and is outlined.");
  drag_scroll();
  end_body_begin_bar();
  pressed.back = button("settings.back", "Back", ImVec2(content_width(), kTouch));
  ImGui::End();
  return pressed;
}

// The game went on (or ended) in another tab: its moves there are kept, and this tab may take
// it over as it now stands.
ElsewherePressed draw_moved_elsewhere(const Table& table, bool still_there) {
  ElsewherePressed pressed;
  begin_screen("##elsewhere", 0.0f);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImGui::Dummy(ImVec2(1, 8));
  ImGui::PushFont(fonts().title);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(still_there ? "This game went on in another tab" : "This game ended in another tab");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(1, 6));
  text_wrapped(still_there ? ("Your " + table.title() +
                              " game was played on in another tab or window of All Clear, "
                              "and its moves there are kept. Take it over here to go on from where it stands now.")
                                 .c_str()
                           : ("Your " + table.title() +
                              " game was finished or replaced in another tab or window of "
                              "All Clear. Its result was counted there.")
                                 .c_str());
  ImGui::Dummy(ImVec2(1, 16));
  if (still_there) {
    ImGui::PushFont(fonts().bold);
    pressed.take_over = choice("elsewhere.take", "Take it over here", ImVec2(w, kTouch + 16), true);
    ImGui::PopFont();
    ImGui::Dummy(ImVec2(1, 12));
  }
  pressed.home = button("elsewhere.home", "Home", ImVec2(w, kTouch));
  drag_scroll();
  end_screen();
  return pressed;
}

RulesPressed draw_rules(const Table& table, bool learn) {
  RulesPressed pressed;
  begin_screen("##rules", kTouch + 20.0f);
  ImGui::PushFont(fonts().title);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(("How to play " + table.title()).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  // Every game of the build has its text (the build writes it from docs/rules/<game>.md).
  // Its first section is the game in short; the byline then introduces the full rules.
  if (const RulesText* rules = find_rules(table.name())) {
    for (const RulesSection& section : rules->sections) {
      ImGui::Dummy(ImVec2(1, 4));
      heading(section.title);
      text_wrapped(section.text);
      // Its picture, drawn by the table's own code, and a way to try it in Learn to play.
      if (*section.picture) {
        const float w = ImGui::GetContentRegionAvail().x - 4.0f;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float h = table.draw_rules_picture(section.picture, ImGui::GetWindowDrawList(), at, std::min(w, 360.0f));
        if (h > 0) {
          note_rect(std::string("rules.picture.") + section.picture, at, ImVec2(std::min(w, 360.0f), h));
          ImGui::Dummy(ImVec2(w, h));
        }
      }
      if (section.try_move >= 0 && learn) {
        ImGui::Dummy(ImVec2(1, 4));
        if (button(std::string("rules.try.") + section.picture, "Try it in Learn to play", ImVec2(0, kTouch)))
          pressed.try_move = section.try_move;
      }
      if (&section == &rules->sections.front()) {
        ImGui::Dummy(ImVec2(1, 8));
        muted_text(rules->byline);
      }
    }
  }
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  if (learn) {
    pressed.back = button("rules.back", "Back", ImVec2(bw * 0.4f, kTouch));
    ImGui::SameLine();
    pressed.learn = button("rules.learn", "Learn to play", ImVec2(bw * 0.6f - 10.0f, kTouch));
  } else {
    pressed.back = button("rules.back", "Back", ImVec2(bw, kTouch));
  }
  ImGui::End();
  return pressed;
}

}  // namespace allclear::web
