#include "app.h"

#include <emscripten.h>

#include <algorithm>
#include <bit>
#include <cstdio>

#include "storage.h"
#include "ui.h"

namespace allclear::web {

namespace {

// Text built with <<, without <sstream> (iostreams add about 100 KB of WebAssembly).
struct Text {
  std::string s;
  Text& operator<<(const char* v) { s += v; return *this; }
  Text& operator<<(const std::string& v) { s += v; return *this; }
  Text& operator<<(char v) { s += v; return *this; }
  Text& operator<<(long long v) { s += std::to_string(v); return *this; }
  Text& operator<<(int v) { return *this << static_cast<long long>(v); }
  Text& operator<<(unsigned v) { return *this << static_cast<long long>(v); }
  Text& operator<<(unsigned long v) { return *this << static_cast<long long>(v); }
  Text& operator<<(long v) { return *this << static_cast<long long>(v); }
  std::string str() const { return s; }
};

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

}  // namespace

const char* screen_name(Screen screen) {
  switch (screen) {
    case Screen::kHome: return "home";
    case Screen::kNewGame: return "new";
    case Screen::kTable: return "table";
    case Screen::kSummary: return "summary";
    case Screen::kScoreboard: return "scoreboard";
    case Screen::kRules: return "rules";
  }
  return "home";
}

const std::vector<std::string>& preset_names() {
  static const std::vector<std::string> names = {"Ana", "Bo",  "Cleo", "Dev", "Eli", "Fay",
                                                 "Gus", "Hana", "Ivo", "Jun", "Kai", "Lia"};
  return names;
}

void App::new_seed() {
  // Seeds stay short enough to read aloud and type into the simulator.
  setup_.seed = 1 + static_cast<std::uint64_t>(emscripten_random() * 999999.0);
}

void App::init(double now) {
  now_ = now;
  for (int i = 0; i < kMaxSeats; ++i) {
    setup_.seats[i].name = i;
    setup_.seats[i].kind = i == 0 ? "human" : "quick";
  }
  new_seed();
  storage_ok_ = storage::available();
  if (!storage_ok_)
    storage_notice_ = "Storage is unavailable: games and scores will not be kept on this device.";

  read_last_result();
  const std::optional<std::string> saved = storage::get(storage::kGameKey);
  if (saved && !saved->empty()) {
    std::string error;
    match_ = Match::resume(*saved, &error);
    if (!match_) {
      const bool backed_up = storage::set(storage::kBackupKey, *saved);
      storage::remove(storage::kGameKey);
      load_notice_ = "The saved game could not be resumed (" + error + "). " +
                     (backed_up ? "Its text was kept under \"" + std::string(storage::kBackupKey) + "\"."
                                : std::string("It could not be backed up."));
      message_ = load_notice_;
    } else {
      // Resume exactly where the game stood.
      seen_history_ = static_cast<int>(match_->state().history().size());
      switch (match_->next()) {
        case Match::Next::kRoundOver: screen_ = Screen::kSummary; break;
        case Match::Next::kGameOver: screen_ = Screen::kScoreboard; break;
        case Match::Next::kDeal: match_->deal(); save(); screen_ = Screen::kTable; break;
        default: screen_ = Screen::kTable; break;
      }
      refresh_lines();
    }
  }
  frames_requested_ = 3;
}

bool App::wants_frame(double now) const {
  if (frames_requested_ > 0 || skipping_) return true;
  if (!toasts_.empty()) return true;
  if (now < roll_anim_until_) return true;
  return next_step_at_ > 0 && now >= next_step_at_;
}

void App::go(Screen screen) {
  if (screen == Screen::kRules || screen == Screen::kScoreboard) {
    if (screen_ != Screen::kRules && screen_ != Screen::kScoreboard) back_ = screen_;
  }
  if (screen == Screen::kSummary) toasts_.clear();  // the summary says it all
  if (screen != Screen::kTable) skipping_ = false;
  confirm_abandon_ = false;
  screen_ = screen;
  next_step_at_ = 0;
  frames_requested_ = 3;
}

bool App::game_in_progress() const { return match_ && match_->next() != Match::Next::kGameOver; }

void App::resume() {
  refresh_lines();
  go(match_->next() == Match::Next::kRoundOver ? Screen::kSummary : Screen::kTable);
}

void App::announce(std::string text, ImU32 colour) {
  message_ = text;
  toasts_.push_back({std::move(text), now_ + kToastSeconds, colour});
  while (toasts_.size() > 3) toasts_.pop_front();
}

void App::save() {
  if (!match_) return;
  if (!storage::set(storage::kGameKey, match_->record_line())) {
    storage_ok_ = false;
    storage_notice_ = "Saving failed (storage unavailable or full): this game will not be kept.";
  }
}

void App::save_results() {
  if (!match_) return;
  std::vector<std::string> kept = split_lines(storage::get(storage::kResultsKey).value_or(""));
  kept.push_back(match_->record_line());
  while (kept.size() > 20) kept.erase(kept.begin());
  std::string out;
  for (const std::string& line : kept) out += line + "\n";
  if (!storage::set(storage::kResultsKey, out)) storage_ok_ = false;
  read_last_result();
}

void App::read_last_result() {
  last_result_.clear();
  const std::vector<std::string> lines = split_lines(storage::get(storage::kResultsKey).value_or(""));
  const std::string last = lines.empty() ? std::string() : lines.back();
  GameRecord record;
  std::string error;
  if (last.empty() || !parse_record(last, &record, &error)) return;
  if (record.final_scores.size() != record.names.size()) return;
  last_result_ = "Last game:";
  for (std::size_t p = 0; p < record.names.size(); ++p)
    last_result_ += (p ? ", " : " ") + record.names[p] + " " + std::to_string(record.final_scores[p]);
}

void App::start_game() {
  std::vector<Seat> seats;
  for (int i = 0; i < setup_.players; ++i)
    seats.push_back({setup_.seats[i].kind, preset_names()[setup_.seats[i].name]});
  std::string error;
  std::unique_ptr<Match> started = Match::start(std::move(seats), setup_.rounds, setup_.seed, &error);
  if (!started) {
    // The game in progress (if any) stays as it was.
    announce("Could not start: " + error, colour::kWarning);
    return;
  }
  match_ = std::move(started);
  toasts_.clear();
  seen_history_ = static_cast<int>(match_->state().history().size());
  save();
  refresh_lines();
  go(Screen::kTable);
  announce("Round 1: cards are laid", colour::kText);
}

int App::table_seat() const {
  if (!match_) return 0;
  const ClearState& s = match_->state();
  if (match_->next() == Match::Next::kHumanChoice) return s.current_player();
  for (int p = 0; p < s.num_players(); ++p)
    if (match_->seats()[p].human()) return p;
  return 0;
}

void App::clear_selection() { selected_ = -1; }

void App::refresh_lines() {
  lines_.clear();
  selected_ = -1;
  if (!match_ || match_->next() != Match::Next::kHumanChoice) return;
  lines_ = match_->state().legal_actions();
  std::stable_sort(lines_.begin(), lines_.end(), [](Action a, Action b) {
    return std::popcount(static_cast<std::uint32_t>(a)) > std::popcount(static_cast<std::uint32_t>(b));
  });
}

void App::roll_dice() {
  if (!match_ || match_->next() != Match::Next::kRoll) return;
  const ClearState& s = match_->state();
  const int roller = s.roller();
  const bool scratch_off = s.scratch_off();
  if (!match_->roll()) return;
  roll_anim_until_ = now_ + 0.35;
  std::string dice;
  const auto& faces = match_->take_round_finished() ? match_->finished_round().dice : s.dice();
  for (int d : faces) dice += (dice.empty() ? "" : " ") + (d == clear::kNull ? std::string("null") : clear::rank_symbol(d));
  announce(match_->seats()[roller].name + (scratch_off ? " rolls the Scratch-Off: " : " rolls ") + dice,
           colour::kText);
  // A Scratch-Off that nobody can use ends the round at once.
  if (match_->state().rounds_completed() > 0 && match_->next() == Match::Next::kRoundOver) {
    announce("Scratch-Off: nobody can move. Condition B scoring", colour::kWarning);
  } else if (match_->next() == Match::Next::kGameOver) {
    announce("Scratch-Off: nobody can move. Condition B scoring", colour::kWarning);
  }
  after_action();
}

void App::after_action() {
  const ClearState& s = match_->state();
  const int n = s.num_players();
  seen_history_ = static_cast<int>(s.history().size());
  const Match::Next next = match_->next();
  // Scratches are automatic: say who scratched on this roll.
  if (next == Match::Next::kRoll || next == Match::Next::kHumanChoice || next == Match::Next::kBotChoice) {
    std::string scratched;
    int scratches = 0;
    for (int p = 0; p < n; ++p) {
      if (s.last_roll()[p].outcome == clear::Outcome::kScratch) {
        scratched += (scratched.empty() ? "" : ", ") + match_->seats()[p].name;
        ++scratches;
      }
    }
    if (next == Match::Next::kRoll && scratches == n) {
      if (s.scratch_off())
        announce("Third Scratch Round: Scratch-Off! Two dice, Lines of 2", colour::kWarning);
      else
        announce("Scratch Round " + std::to_string(s.scratch_rounds()) + " of 3", colour::kWarning);
    } else if (scratches > 0 && s.history().size() > 0 &&
               s.phase() == clear::Phase::kChoosing && seen_history_ > 0) {
      // Reported once, right after the roll (nobody has chosen yet).
      bool anyone_chose = false;
      for (int p = 0; p < n; ++p) anyone_chose |= s.last_roll()[p].removed != 0;
      if (!anyone_chose) announce("Scratch! " + scratched, colour::kMuted);
    }
  }
  if (match_->take_round_finished() || next == Match::Next::kRoundOver || next == Match::Next::kGameOver) {
    if (next == Match::Next::kGameOver) save_results();
    save();
    refresh_lines();
    go(Screen::kSummary);
    return;
  }
  save();
  refresh_lines();
  frames_requested_ = 3;
  // Several humans on one device: say whose card is up now.
  if (next == Match::Next::kHumanChoice && match_->humans() > 1)
    announce(match_->seats()[s.current_player()].name + ", your turn: pick a Line", colour::kText);
}

void App::announce_choice(int player, const clear::PlayerRoll& roll, int removed) {
  const std::string& name = match_->seats()[player].name;
  if (roll.cleared)
    announce(name + ": Clear!", colour::kGlow);
  else if (roll.four)
    announce(name + ": Four! +2", colour::kGlow);
  else
    announce(name + " removes a Line of " + std::to_string(removed), colour::kText);
}

void App::human_choose() {
  if (!match_ || selected_ < 0 || selected_ >= static_cast<int>(lines_.size())) return;
  const int player = match_->state().current_player();
  const Action line = lines_[selected_];
  if (!match_->choose(line)) return;
  const clear::PlayerRoll& r = match_->take_round_finished()
                                   ? match_->finished_round().last_roll[player]
                                   : match_->state().last_roll()[player];
  // take_round_finished() was consumed above: tell after_action through the state instead.
  announce_choice(player, r, std::popcount(static_cast<std::uint32_t>(line)));
  after_action();
}

void App::step_automatic() {
  if (!match_) return;
  const Match::Next next = match_->next();
  if (next == Match::Next::kRoll) {
    roll_dice();
  } else if (next == Match::Next::kBotChoice) {
    const int player = match_->state().current_player();
    if (!match_->bot_choose()) return;
    const bool finished = match_->state().rounds_completed() > 0 &&
                          (match_->next() == Match::Next::kRoundOver || match_->next() == Match::Next::kGameOver);
    const clear::PlayerRoll& r =
        finished ? match_->finished_round().last_roll[player] : match_->state().last_roll()[player];
    announce_choice(player, r, std::popcount(r.removed));
    after_action();
  }
}

bool App::automatic_next() const {
  if (!match_ || screen_ != Screen::kTable) return false;
  const Match::Next next = match_->next();
  return next == Match::Next::kBotChoice ||
         (next == Match::Next::kRoll && !match_->seats()[match_->state().roller()].human());
}

void App::skip_ahead() {
  skipping_ = true;
  next_step_at_ = 0;
  frames_requested_ = 3;
}

void App::run_skip(double now) {
  // Bots play on without pauses, a slice per frame so the page stays responsive.
  const double start = emscripten_get_now();
  while (skipping_ && automatic_next() && emscripten_get_now() - start < 12.0) step_automatic();
  if (!automatic_next()) skipping_ = false;
  (void)now;
}

void App::update(double now) {
  now_ = now;
  while (!toasts_.empty() && toasts_.front().until <= now) toasts_.pop_front();
  if (frames_requested_ > 0) --frames_requested_;
  if (skipping_) {
    run_skip(now);
    next_step_at_ = 0;
    if (skipping_) return;
  }
  if (!match_ || screen_ != Screen::kTable) {
    next_step_at_ = 0;
    return;
  }
  const Match::Next next = match_->next();
  const bool automatic = next == Match::Next::kBotChoice ||
                         (next == Match::Next::kRoll && !match_->seats()[match_->state().roller()].human());
  if (!automatic) {
    next_step_at_ = 0;
    return;
  }
  if (next_step_at_ == 0) {
    next_step_at_ = now + (next == Match::Next::kRoll ? kBotRollSeconds : kBotStepSeconds);
    return;
  }
  if (now >= next_step_at_) {
    next_step_at_ = 0;
    step_automatic();
    frames_requested_ = std::max(frames_requested_, 2);
  }
}

void App::draw(double now) {
  now_ = now;
  drawn_screen_ = screen_;
  switch (screen_) {
    case Screen::kHome: draw_home(); break;
    case Screen::kNewGame: draw_new_game(); break;
    case Screen::kTable: draw_table(); break;
    case Screen::kSummary: draw_summary(); break;
    case Screen::kScoreboard: draw_scoreboard(); break;
    case Screen::kRules: draw_rules(); break;
  }
  draw_toasts();
}

namespace {

void json_string(Text& out, const std::string& s) {
  out << '"';
  for (char c : s) {
    if (c == '"' || c == '\\') out << '\\' << c;
    else if (static_cast<unsigned char>(c) < 0x20) out << ' ';
    else out << c;
  }
  out << '"';
}

template <typename T>
void json_list(Text& out, const std::vector<T>& v) {
  out << '[';
  for (std::size_t i = 0; i < v.size(); ++i) out << (i ? "," : "") << v[i];
  out << ']';
}

const char* phase_name(clear::Phase phase) {
  switch (phase) {
    case clear::Phase::kDealing: return "dealing";
    case clear::Phase::kRolling: return "rolling";
    case clear::Phase::kChoosing: return "choosing";
    case clear::Phase::kGameOver: return "over";
  }
  return "?";
}

}  // namespace

std::string App::state_json() const {
  Text out;
  out << "{\"screen\":\"" << screen_name(drawn_screen_) << "\"";
  out << ",\"message\":";
  json_string(out, message_);
  out << ",\"storageOk\":" << (storage_ok_ ? "true" : "false");
  out << ",\"notice\":";
  json_string(out, load_notice_.empty() ? storage_notice_ : load_notice_);
  if (match_) {
    const ClearState& s = match_->state();
    std::vector<int> humans, dice = s.dice();
    for (const Seat& seat : match_->seats()) humans.push_back(seat.human() ? 1 : 0);
    out << ",\"game\":{\"phase\":\"" << phase_name(s.phase()) << "\"";
    out << ",\"round\":" << std::min(s.rounds_completed() + 1, s.rounds()) << ",\"rounds\":" << s.rounds();
    out << ",\"roundsCompleted\":" << s.rounds_completed();
    out << ",\"current\":" << s.current_player() << ",\"roller\":" << s.roller();
    out << ",\"tableSeat\":" << table_seat();
    out << ",\"humans\":";
    json_list(out, humans);
    out << ",\"dice\":";
    json_list(out, dice);
    std::vector<Action> legal;
    if (s.phase() == clear::Phase::kChoosing) legal = s.legal_actions();
    out << ",\"legal\":";
    json_list(out, legal);
    out << ",\"lines\":";
    json_list(out, lines_);
    out << ",\"selected\":" << (selected_ >= 0 && selected_ < (int)lines_.size() ? lines_[selected_] : 0);
    out << ",\"history\":" << s.history().size();
    out << ",\"scores\":";
    json_list(out, s.total_scores());
    out << ",\"scratchRounds\":" << s.scratch_rounds() << ",\"scratchOff\":" << (s.scratch_off() ? "true" : "false");
    out << ",\"cards\":[";
    for (int p = 0; p < s.num_players(); ++p) {
      std::vector<int> squares(s.card(p).squares.begin(), s.card(p).squares.end());
      out << (p ? "," : "");
      json_list(out, squares);
    }
    out << "]";
    if (s.rounds_completed() > 0) {
      const FinishedRound& fr = match_->finished_round();
      out << ",\"finished\":{\"round\":" << fr.round << ",\"dice\":";
      json_list(out, fr.dice);
      out << ",\"cards\":[";
      for (std::size_t p = 0; p < fr.cards.size(); ++p) {
        std::vector<int> squares(fr.cards[p].squares.begin(), fr.cards[p].squares.end());
        out << (p ? "," : "");
        json_list(out, squares);
      }
      out << "]}";
    }
    out << ",\"next\":\"";
    switch (match_->next()) {
      case Match::Next::kDeal: out << "deal"; break;
      case Match::Next::kRoll: out << "roll"; break;
      case Match::Next::kHumanChoice: out << "human"; break;
      case Match::Next::kBotChoice: out << "bot"; break;
      case Match::Next::kRoundOver: out << "roundOver"; break;
      case Match::Next::kGameOver: out << "gameOver"; break;
    }
    out << "\"}";
    // Not part of the game: how long this device's bots took to choose.
    const Match::BotTiming& bt = match_->bot_timing();
    char timing[128];
    std::snprintf(timing, sizeof timing, ",\"botMs\":{\"choices\":%d,\"total\":%.1f,\"max\":%.1f}", bt.choices,
                  bt.total_ms, bt.max_ms);
    out << timing;
  }
  out << "}";
  return out.str();
}

}  // namespace allclear::web
