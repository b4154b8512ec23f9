// The app's part of the test hook (window.__allclear.state): the screen, the settings, home's
// lines, the backup screen, and the game on the table with what the player sees of it. Tests
// read it for conditions; they never act through it.
#include <cstdio>

#include "app.h"
#include "core/json.h"
#include "kit/text.h"
#include "kit/ui.h"

namespace allclear::web {

std::string App::state_json() const {
  Text out;
  out << "{\"screen\":\"" << screen_name(drawn_screen_) << "\"";
  // When the screen on show was first drawn (ms, the page's performance.now clock).
  out << ",\"screenSince\":" << static_cast<long long>(screen_since_ * 1000.0);
  out << ",\"bodyScroll\":" << static_cast<int>(body_scroll());
  out << ",\"message\":";
  out << json_quote(message_);
  out << ",\"storageOk\":" << (storage_ok_ ? "true" : "false");
  std::string notices;
  for (const DeviceGame& game : games_)
    if (!game.kept.notice.empty()) notices += (notices.empty() ? "" : " ") + game.kept.notice;
  out << ",\"notice\":";
  out << json_quote(notices.empty() ? storage_notice_ : notices);
  out << ",\"open\":" << json_quote(table().name());
  out << ",\"settings\":{\"botPace\":\"" << bot_pace_name(settings_.bot_pace) << "\",\"reducedMotion\":\""
      << reduced_motion_name(settings_.reduced_motion) << "\",\"motionReduced\":" << motion_reduced()
      << ",\"sound\":" << (settings_.sound ? "true" : "false")
      << ",\"haptics\":" << (settings_.haptics ? "true" : "false") << "}";
  // The latest cues played (web/speaker.h): each one's sound ("" with Sound off), its pulse
  // (false with Haptics off), when (ms, the page's clock, as the timeline's `since`) and its
  // number since the page opened.
  out << ",\"sounds\":[";
  for (const Played& p : speaker_.latest()) {
    char played[160];
    std::snprintf(played, sizeof played, "%s{\"sound\":\"%s\",\"pulse\":%s,\"at\":%lld,\"number\":%ld}",
                  &p == &speaker_.latest().front() ? "" : ",", sound_name(p.sound), p.pulse ? "true" : "false",
                  static_cast<long long>(p.at * 1000.0), p.number);
    out << played;
  }
  out << "]";
  if (screen_ == Screen::kHome) {
    // What home says of each game's past games, as shown (empty: not shown).
    out << ",\"home\":{";
    for (const DeviceGame& game : games_) {
      const Table& t = *game.table;
      const KeptGame& k = game.kept;
      out << (&game == &games_.front() ? "" : ",") << json_quote(t.name()) << ":{\"lastResult\":";
      out << json_quote(k.last_result);
      out << ",\"stats\":";
      out << json_quote(k.stats.played > 0 ? stats_line(t, k.stats) : std::string());
      out << "}";
    }
    out << "}";
  }
  if (screen_ == Screen::kBackup) {
    out << ",\"backup\":{\"confirm\":" << (backup_.confirm ? "true" : "false")
        << ",\"entries\":" << static_cast<int>(backup_.incoming.size()) << ",\"exported\":";
    out << json_quote(backup_.exported);
    out << ",\"refused\":" << (backup_.refused ? "true" : "false") << ",\"notice\":";
    out << json_quote(backup_.notice);
    out << "}";
  }
  // The guided first game's coach (kit/coach.h): the move and press it waits for, the widget it
  // points at and its words, and whether its mark showed (its words are among the hook's texts,
  // their panel the mark's box).
  if (coach_.active()) {
    const CoachTap* tap = coach_.tap();
    out << ",\"coach\":{\"move\":" << coach_.move() << ",\"finished\":" << (coach_.finished() ? "true" : "false")
        << ",\"showing\":" << (coach_.showing() ? "true" : "false") << ",\"widget\":";
    out << json_quote(tap ? tap->widget : "");
    out << ",\"words\":";
    out << json_quote(tap ? tap->words : "");
    out << "}";
  }
  // Hints (kit/hint_mark.h): offered now, the one shown (its words in the news line, the widget
  // ringed) and how many this game has taken; the latest hint's move, the history's length it
  // was for, and the move made there (-1: none yet).
  if (open_ && table().match()) {
    const std::vector<Action>& history = table().match()->state().history();
    out << ",\"hint\":{\"offered\":" << (hint_offered() ? "true" : "false") << ",\"words\":";
    out << json_quote(hint_.words(history));
    out << ",\"widget\":";
    out << json_quote(hint_.widget(history));
    out << ",\"taken\":" << table().match()->hints() << ",\"action\":" << hinted_
        << ",\"at\":" << static_cast<long long>(hinted_at_)
        << ",\"made\":" << (hinted_ >= 0 && hinted_at_ < history.size() ? history[hinted_at_] : -1) << "}";
  }
  if (table().match()) {
    out << ",\"game\":{\"name\":" << json_quote(table().name())
        << ",\"seed\":" << static_cast<long long>(table().match()->seed()) << ",";
    table().write_json(out);
    out << ",\"next\":\"";
    switch (table().match()->next()) {
      case Match::Next::kDeal: out << "deal"; break;
      case Match::Next::kRoll: out << "roll"; break;
      case Match::Next::kHumanChoice: out << "human"; break;
      case Match::Next::kBotChoice: out << "bot"; break;
      case Match::Next::kRoundOver: out << "roundOver"; break;
      case Match::Next::kGameOver: out << "gameOver"; break;
    }
    out << "\"";
    // What the player sees of it (kit/timeline.h): the step on screen and whether all is shown.
    const Follower& f = table().follower();
    out << ",\"timeline\":{\"caughtUp\":" << (f.caught_up() ? "true" : "false")
        << ",\"shownHistory\":" << (f.ready() ? static_cast<int>(f.shown().history().size()) : 0)
        << ",\"roundEnd\":" << (f.showing_round_end() ? "true" : "false")
        << ",\"since\":" << static_cast<long long>(f.since() * 1000.0)
        << ",\"hold\":" << static_cast<long long>(f.hold() * 1000.0) << ",\"step\":";
    out << json_quote(f.step() ? f.step()->narration : std::string());
    out << ",\"log\":[";
    for (std::size_t i = 0; i < f.log().size(); ++i) {
      out << (i ? "," : "");
      out << json_quote(f.log()[i].text);
    }
    out << "]}}";
    // Not part of the game: how long this device's bots took to choose.
    const Match::BotTiming& bt = table().match()->bot_timing();
    char timing[128];
    std::snprintf(timing, sizeof timing, ",\"botMs\":{\"choices\":%d,\"total\":%.1f,\"max\":%.1f}", bt.choices,
                  bt.total_ms, bt.max_ms);
    out << timing;
  }
  out << "}";
  return out.str();
}

}  // namespace allclear::web
