#include "app.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdio>
#include <limits>

#include "core/device/setup.h"
#include "core/json.h"

#include "backup_bridge.h"
#include "games/games.h"
#include "kit/storage.h"
#include "kit/text.h"
#include "kit/text_field.h"
#include "kit/ui.h"
#include "page.h"

namespace allclear::web {

const char* screen_name(Screen screen) {
  switch (screen) {
    case Screen::kHome: return "home";
    case Screen::kNewGame: return "new";
    case Screen::kTable: return "table";
    case Screen::kSummary: return "summary";
    case Screen::kScoreboard: return "scoreboard";
    case Screen::kRules: return "rules";
    case Screen::kStats: return "stats";
    case Screen::kSettings: return "settings";
    case Screen::kBackup: return "backup";
  }
  return "home";
}

namespace {

// A saved text that cannot be read is kept as it was under another key and started afresh;
// returns the notice that says so (`what`: "The statistics of Clear!").
std::string keep_aside(const std::string& key, const std::string& text, const std::string& what,
                       const std::string& error) {
  const std::string backup = key + ".backup";
  const bool backed_up = storage::set(backup, text);
  storage::remove(key);
  return what + " could not be read (" + error + "). " +
         (backed_up ? "The text was kept under \"" + backup + "\"." : std::string("It could not be backed up."));
}

void add_notice(Table& table, const std::string& notice) {
  if (!table.load_notice.empty()) table.load_notice += " ";
  table.load_notice += notice;
}

}  // namespace

double reading_seconds(const std::string& text) {
  // About 15 characters a second, never less than 2.5 s.
  return std::clamp(1.5 + static_cast<double>(text.size()) / 15.0, 2.5, 7.0);
}

void App::new_seed() { table_->setup.seed = new_game_seed(); }

void App::init(double now) {
  now_ = now;
  tables_ = make_tables();
  open(*tables_.front());
  storage_ok_ = storage::available();
  if (!storage_ok_) storage_notice_ = "Storage is unavailable: games and scores will not be kept on this device.";
  load_settings();
  load_saved_games();
  // Just after an import (the page reloaded to read it): say so where it was done.
  if (std::optional<std::string> report = backup_file::taken_report()) {
    screen_ = Screen::kBackup;
    backup_.notice = *report;
  }
  frames_requested_ = 3;
}

// clang-format off
EM_JS(int, allclear_prefers_reduced_motion, (), {
  try {
    return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0;
  } catch (e) {
    return 0;
  }
});
// clang-format on

bool App::browser_reduces_motion() const { return allclear_prefers_reduced_motion() != 0; }

bool App::motion_reduced() const {
  if (settings_.reduced_motion == ReducedMotion::kAuto) return browser_reduces_motion();
  return settings_.reduced_motion == ReducedMotion::kOn;
}

void App::load_settings() {
  const std::optional<std::string> text = storage::get(storage::kSettingsKey);
  std::string error;
  if (!text || parse_settings(*text, &settings_, &error)) return;
  settings_notice_ = keep_aside(storage::kSettingsKey, *text, "The settings", error) + " The usual settings are used.";
  message_ = settings_notice_;
}

void App::change_settings(const Settings& settings) {
  settings_ = settings;
  if (!storage::set(storage::kSettingsKey, settings_to_json(settings_))) storage_ok_ = false;
  frames_requested_ = 3;
}

void App::load_saved_games() {
  bool failed = false;
  for (const auto& table : tables_) {
    Table& t = *table;
    t.load_records();
    load_stats(t);
    load_daily(t);
    load_setup(t);
    if (!t.load_notice.empty()) {
      message_ = t.load_notice;
      failed = true;
    }
    read_last_result(t);
    if (!read_saved_game(t)) {
      message_ = t.load_notice;
      failed = true;
    }
  }
  // Open the game played last, exactly where it stood; home instead when a save was broken
  // (its notice is there) or nothing was saved.
  const std::string last = storage::get(storage::kLastPlayedKey).value_or("");
  Table* resumed = nullptr;
  for (const auto& table : tables_)
    if (table->match && (!resumed || table->name() == last)) resumed = table.get();
  if (failed || !resumed) return;
  open(*resumed);
  switch (match().next()) {
    case Match::Next::kRoundOver: screen_ = Screen::kSummary; break;
    case Match::Next::kGameOver: screen_ = resumed->game_over_screen(); break;
    default: screen_ = Screen::kTable; break;
  }
}

bool App::read_saved_game(Table& t) {
  t.match.reset();
  t.moved_elsewhere = false;
  t.saved_text = storage::get(t.game_key()).value_or("");
  if (t.saved_text.empty()) return true;
  std::string error;
  t.match = Match::resume(t, t.name(), t.saved_text, &error);
  if (!t.match) {
    const bool backed_up = storage::set(t.backup_key(), t.saved_text);
    storage::remove(t.game_key());
    t.saved_text.clear();
    if (!t.load_notice.empty()) t.load_notice += " ";
    t.load_notice +=
        "The saved game of " + t.title() + " could not be resumed (" + error + "). " +
        (backed_up ? "Its text was kept under \"" + t.backup_key() + "\"." : std::string("It could not be backed up."));
    return false;
  }
  if (t.match->next() == Match::Next::kDeal) {
    t.match->deal();
    t.saved_text = t.match->record_line();
    storage::set(t.game_key(), t.saved_text);
  }
  Session::arrive(t, Session::Arrival::kSaved);
  t.refresh();
  return true;
}

void App::heard_from_other_tabs() {
  const std::vector<std::string> keys = storage::changed_elsewhere();
  if (keys.empty()) return;
  const auto changed = [&keys](const std::string& key) {
    return std::find(keys.begin(), keys.end(), key) != keys.end() ||
           std::find(keys.begin(), keys.end(), "*") != keys.end();
  };
  for (const auto& table : tables_) {
    Table& t = *table;
    if (changed(t.stats_key())) load_stats(t);
    if (changed(t.daily_key())) load_daily(t);
    if (changed(t.results_key())) read_last_result(t);
    if (!changed(t.game_key()) || storage::get(t.game_key()).value_or("") == t.saved_text) continue;
    // A person at this game's table, summary or scores is told (and may take the game over):
    // the game on their screen never turns into another under them. Anywhere else the game is
    // simply read as it now stands.
    const bool at_table = &t == table_ && t.match &&
                          (screen_ == Screen::kTable || screen_ == Screen::kSummary || screen_ == Screen::kScoreboard);
    if (at_table)
      t.moved_elsewhere = true;
    else
      read_saved_game(t);
  }
  frames_requested_ = std::max(frames_requested_, 3);
}

void App::open(Table& table) {
  table_ = &table;
  session_.open(table);
}

double App::wake_at() const {
  // Whatever changes without input wakes the loop then: the table's next step, a bot's move,
  // a widget settling (it takes taps from then on), an announcement ending.
  double at = session_.wake_at(screen_ == Screen::kTable);
  const auto sooner = [&at](double t) {
    if (t > 0 && (at == 0 || t < at)) at = t;
  };
  sooner(next_widget_settle());
  if (toast_) sooner(toast_->until);
  return at;
}

bool App::wants_frame(double now) const {
  if (frames_requested_ > 0 || session_.skipping()) return true;
  if (backup_.picking && backup_file::ready() != backup_file::Picked::kNothing) return true;
  if (toast_) return true;
  if (session_.wants_frame()) return true;
  if (screen_ == Screen::kNewGame && presets_for_ >= 0 && typing_field().empty()) return true;  // the name presets go
  const double wake = wake_at();
  return wake > 0 && now >= wake;
}

void App::go(Screen screen) {
  if (screen == Screen::kRules || screen == Screen::kScoreboard) {
    if (screen_ != Screen::kRules && screen_ != Screen::kScoreboard) back_ = screen_;
  }
  // The summary says it all, and the table's news stays at the table.
  if (screen == Screen::kSummary || (screen_ == Screen::kTable && screen != Screen::kTable)) toast_.reset();
  session_.screen_changed(screen == Screen::kTable);
  confirm_abandon_ = false;
  confirm_reset_ = false;
  daily_start_ = false;
  backup_ = BackupScreen{};
  if (screen_ == Screen::kTable && screen != Screen::kTable && table_) table_->left_table();
  screen_ = screen;
  frames_requested_ = 3;
}

void App::resume() {
  table_->refresh();
  go(match().next() == Match::Next::kRoundOver ? Screen::kSummary : Screen::kTable);
}

void App::announce(std::string text, ImU32 colour) {
  message_ = text;
  const double until = now_ + reading_seconds(text);
  toast_ = Toast{std::move(text), until, colour, table_->follower.lines_told()};
}

const std::string& App::news() const {
  static const std::string none;
  // A move told since makes it old news: the news line tells the move instead.
  return toast_ && table_->follower.lines_told() == toast_->told ? toast_->text : none;
}

void App::keep(bool game_over) {
  if (game_over) save_results();
  save();
}

bool App::saved_game_is_ours() {
  if (table_->moved_elsewhere) return false;
  // Storage that cannot be read or written reads as empty, as this tab's text stays: it plays on.
  table_->moved_elsewhere = storage::get(table_->game_key()).value_or("") != table_->saved_text;
  return !table_->moved_elsewhere;
}

void App::save() {
  if (!table_->match || !saved_game_is_ours()) return;
  const std::string line = match().record_line();
  if (storage::set(table_->game_key(), line)) {
    table_->saved_text = line;
  } else {
    storage_ok_ = false;
    storage_notice_ = "Saving failed (storage unavailable or full): this game will not be kept.";
  }
  storage::set(storage::kLastPlayedKey, table_->name());
}

void App::save_results() {
  if (!table_->match || !saved_game_is_ours()) return;
  std::vector<std::string> kept = split_lines(storage::get(table_->results_key()).value_or(""));
  kept.push_back(match().record_line());
  while (kept.size() > static_cast<std::size_t>(kKeptResults)) kept.erase(kept.begin());
  std::string out;
  for (const std::string& line : kept) out += line + "\n";
  if (!storage::set(table_->results_key(), out)) storage_ok_ = false;
  read_last_result(*table_);
  count_result();
}

void App::load_stats(Table& table) {
  const std::optional<std::string> text = storage::get(table.stats_key());
  std::string error;
  if (text && !parse_stats(*text, table.name(), &table.stats, &error))
    add_notice(table, keep_aside(table.stats_key(), *text, "The statistics of " + table.title(), error));
}

void App::load_daily(Table& table) {
  const std::optional<std::string> text = storage::get(table.daily_key());
  std::string error;
  if (text && !parse_daily(*text, table.name(), &table.daily, &error))
    add_notice(table, keep_aside(table.daily_key(), *text, "The daily challenges of " + table.title(), error));
}

void App::load_setup(Table& table) {
  const std::optional<std::string> text = storage::get(table.setup_key());
  GameSetup saved;
  std::string error;
  if (!text) return;
  if (!parse_setup(*text, table.info(), &saved, &error)) {
    add_notice(table, keep_aside(table.setup_key(), *text, "The new-game choices of " + table.title(), error));
    return;
  }
  NewGameSetup& setup = table.setup;
  setup.players = saved.players;
  for (std::size_t i = 0; i < saved.seats.size() && i < static_cast<std::size_t>(kMaxSeats); ++i)
    setup.seats[i] = {saved.seats[i].kind, saved.seats[i].name};
  for (const auto& [name, value] : saved.parameters) setup.parameters[name] = value;
}

void App::save_setup(Table& table) {
  const NewGameSetup& setup = table.setup;
  GameSetup saved{setup.players, {}, setup.parameters};
  const GameParameter* players = table.parameter("players");
  const int seats = std::min(players ? players->max_value : setup.players, kMaxSeats);
  for (int i = 0; i < seats; ++i) saved.seats.push_back({setup.seats[i].name, setup.seats[i].kind});
  if (!storage::set(table.setup_key(), setup_to_json(saved))) storage_ok_ = false;
}

void App::start_daily(Table& table) {
  open(table);
  const std::string today = local_date();
  if (table.playing_daily(today)) {
    resume();
    return;
  }
  if (table.in_progress()) {
    go(Screen::kNewGame);
    confirm_abandon_ = true;
    daily_start_ = true;
    return;
  }
  daily_start_ = true;
  start_game();
}

bool App::daily() const { return table_ && table_->is_daily(local_date()); }

void App::share_daily(Table& table) {
  const DailyDay* day = table.daily.find(local_date());
  if (!day) return;
  sharing_ = daily_share_text(table.title(), *day, page_address());
  copy_to_clipboard(sharing_);
}

void App::heard_from_clipboard() {
  if (sharing_.empty()) return;
  const CopyOutcome outcome = copy_outcome();
  if (outcome == CopyOutcome::kPending) return;
  if (outcome == CopyOutcome::kCopied)
    announce("Copied: " + sharing_, colour::kText);
  else
    announce("This browser refused to copy. Your result: " + sharing_, colour::kWarning);
  sharing_.clear();
}

void App::count_result() {
  std::vector<std::string> kinds;
  for (const Seat& seat : match().seats()) kinds.push_back(seat.kind);
  std::optional<GameResult> result = device_result(match().state(), kinds, local_date());
  if (!result) return;  // bots only: nobody's result
  result->kind = table_->result_kind(match().state());
  // Added to what is stored now, not to this tab's copy: another tab may have counted games since.
  load_stats(*table_);
  load_daily(*table_);
  table_->stats.add(*result, table_->info().lower_scores_win);
  if (!storage::set(table_->stats_key(), stats_to_json(table_->stats))) storage_ok_ = false;
  if (table_->daily.finish(match().seed(), result->score, result->won)) {
    if (!storage::set(table_->daily_key(), daily_to_json(table_->daily))) storage_ok_ = false;
  }
}

void App::reset_stats() {
  table_->stats = GameStats{};
  table_->stats.game = table_->name();
  storage::remove(table_->stats_key());
  announce("Statistics of " + table_->title() + " reset", colour::kGlow);
}

void App::read_last_result(Table& table) {
  table.last_result.clear();
  const std::vector<std::string> lines = split_lines(storage::get(table.results_key()).value_or(""));
  const std::string last = lines.empty() ? std::string() : lines.back();
  GameRecord record;
  std::string error;
  if (last.empty() || !parse_record(last, &record, &error) || record.game != table.name()) return;
  if (record.final_scores.size() != record.names.size()) return;
  table.last_result = table.result_line(record);
}

void App::start_game() {
  const bool daily = daily_start_;
  daily_start_ = false;
  start_match(daily ? table_->daily_setup(local_date()) : table_->setup, daily);
}

void App::play_again() {
  if (!table_->match || match().next() != Match::Next::kGameOver) return;
  const std::vector<Seat>& seats = match().seats();
  NewGameSetup& setup = table_->setup;
  setup.players = static_cast<int>(seats.size());
  for (std::size_t i = 0; i < seats.size() && i < static_cast<std::size_t>(kMaxSeats); ++i)
    setup.seats[i] = {seats[i].kind, seats[i].name};
  for (const auto& [name, value] : match().state().game().parameters())
    if (name != "players") setup.parameters[name] = value;
  start_match(setup, false);
}

void App::start_match(const NewGameSetup& setup, bool daily) {
  const std::string today = local_date();
  std::vector<Seat> seats;
  for (int i = 0; i < setup.players; ++i) seats.push_back({setup.seats[i].kind, setup.seats[i].name});
  std::string error;
  std::unique_ptr<Match> started =
      Match::start(*table_, table_->name(), setup.parameters, std::move(seats), setup.seed, &error);
  if (!started) {
    // The game in progress (if any) stays as it was.
    announce("Could not start: " + error, colour::kWarning);
    return;
  }
  table_->match = std::move(started);
  // The new game replaces whatever is stored, this tab's or another's: the player chose it here.
  table_->saved_text = storage::get(table_->game_key()).value_or("");
  table_->moved_elsewhere = false;
  // The next New game deals another game (a seed typed for a shared game is used once), with
  // these choices.
  if (!daily) {
    new_seed();
    save_setup(*table_);
  }
  toast_.reset();
  if (daily) {
    load_daily(*table_);  // another tab's days stay
    table_->daily.start(today, setup.seed);
    if (!storage::set(table_->daily_key(), daily_to_json(table_->daily))) storage_ok_ = false;
  }
  save();
  table_->refresh();
  go(Screen::kTable);
  session_.started(*this);
}

void App::next_round() {
  session_.next_round();
  save();
  table_->refresh();
  go(Screen::kTable);
}

void App::leave_finished_game(Screen to) {
  if (saved_game_is_ours()) storage::remove(table_->game_key());
  table_->saved_text.clear();
  table_->moved_elsewhere = false;
  table_->match.reset();
  go(to);
}

void App::update(double now) {
  now_ = now;
  if (toast_ && toast_->until <= now) toast_.reset();
  heard_from_clipboard();
  heard_from_other_tabs();
  if (frames_requested_ > 0) --frames_requested_;
  session_.set_pace(settings_.bot_pace, motion_reduced());
  if (session_.update(*this, now, screen_ == Screen::kTable)) go(Screen::kSummary);
}

void App::presented(double now) {
  if (drawn_screen_ != presented_screen_) screen_since_ = now;
  presented_screen_ = drawn_screen_;
  session_.presented(now, drawn_screen_ == Screen::kTable);
}

void App::draw(double now) {
  now_ = now;
  session_.drawing(now);
  drawn_screen_ = screen_;
  set_screen_message(screen_ == Screen::kTable || !toast_ ? std::string() : toast_->text,
                     toast_ ? toast_->colour : colour::kText);
  switch (screen_) {
    case Screen::kHome: draw_home(); break;
    case Screen::kNewGame: draw_new_game(); break;
    case Screen::kTable:
      if (table_->moved_elsewhere)
        draw_moved_elsewhere();
      else if (table_->match)
        table_->draw_table(*this);
      else
        go(Screen::kHome);
      break;
    case Screen::kSummary:
      if (table_->moved_elsewhere)
        draw_moved_elsewhere();
      else if (!table_->match)
        go(Screen::kHome);
      else if (!table_->round_finished())
        go(Screen::kTable);
      else
        table_->draw_summary(*this);
      break;
    case Screen::kScoreboard: draw_scoreboard(); break;
    case Screen::kRules: draw_rules(); break;
    case Screen::kStats: draw_stats(); break;
    case Screen::kSettings: draw_settings(); break;
    case Screen::kBackup: draw_backup(); break;
  }
}

void App::show_notice(const std::string& notice, ImU32 colour) {
  if (!toast_) set_screen_message(notice, colour);
}

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
  for (const auto& table : tables_)
    if (!table->load_notice.empty()) notices += (notices.empty() ? "" : " ") + table->load_notice;
  out << ",\"notice\":";
  out << json_quote(notices.empty() ? storage_notice_ : notices);
  out << ",\"open\":" << json_quote(table_->name());
  out << ",\"settings\":{\"botPace\":\"" << bot_pace_name(settings_.bot_pace) << "\",\"reducedMotion\":\""
      << reduced_motion_name(settings_.reduced_motion) << "\",\"motionReduced\":" << motion_reduced() << "}";
  if (screen_ == Screen::kHome) {
    // What home says of each game's past games, as shown (empty: not shown).
    out << ",\"home\":{";
    for (std::size_t i = 0; i < tables_.size(); ++i) {
      const Table& t = *tables_[i];
      out << (i ? "," : "") << json_quote(t.name()) << ":{\"lastResult\":";
      out << json_quote(t.last_result);
      out << ",\"stats\":";
      out << json_quote(t.stats.played > 0 ? t.stats_line() : std::string());
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
  if (table_->match) {
    out << ",\"game\":{\"name\":" << json_quote(table_->name())
        << ",\"seed\":" << static_cast<long long>(table_->match->seed()) << ",";
    table_->write_json(out);
    out << ",\"next\":\"";
    switch (table_->match->next()) {
      case Match::Next::kDeal: out << "deal"; break;
      case Match::Next::kRoll: out << "roll"; break;
      case Match::Next::kHumanChoice: out << "human"; break;
      case Match::Next::kBotChoice: out << "bot"; break;
      case Match::Next::kRoundOver: out << "roundOver"; break;
      case Match::Next::kGameOver: out << "gameOver"; break;
    }
    out << "\"";
    // What the player sees of it (kit/timeline.h): the step on screen and whether all is shown.
    const Follower& f = table_->follower;
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
    const Match::BotTiming& bt = table_->match->bot_timing();
    char timing[128];
    std::snprintf(timing, sizeof timing, ",\"botMs\":{\"choices\":%d,\"total\":%.1f,\"max\":%.1f}", bt.choices,
                  bt.total_ms, bt.max_ms);
    out << timing;
  }
  out << "}";
  return out.str();
}

}  // namespace allclear::web
