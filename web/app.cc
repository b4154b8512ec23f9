#include "app.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string_view>

#include "core/json.h"

#include "backup_bridge.h"
#include "games/games.h"
#include "kit/reader.h"
#include "kit/text.h"
#include "kit/ui.h"
#include "page.h"
#include "screens.h"
#include "storage.h"
#include "text_field.h"

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

double reading_seconds(const std::string& text) {
  // About 15 characters a second, never less than 2.5 s.
  return std::clamp(1.5 + static_cast<double>(text.size()) / 15.0, 2.5, 7.0);
}

KeptGame& App::kept(const Table& table) {
  for (std::vector<DeviceGame>* all : {&games_, &tutorials_})
    for (DeviceGame& game : *all)
      if (game.table.get() == &table) return game.kept;
  return open_->kept;
}

void App::init(double now) {
  now_ = now;
  for (std::unique_ptr<Table>& table : make_tables()) {
    KeptGame kept(table->info());
    games_.push_back({std::move(table), std::move(kept)});
  }
  for (std::unique_ptr<Table>& table : make_tables()) {
    if (!table->tutorial()) continue;
    KeptGame kept(table->info(), /*tutorial=*/true);
    tutorials_.push_back({std::move(table), std::move(kept)});
  }
  open(*games_.front().table);
  storage_ok_ = storage::available();
  if (!storage_ok_) storage_notice_ = "Storage is unavailable: games and scores will not be kept on this device.";
  settings_ = saves::read_settings(&settings_notice_);
  speaker_.set(settings_.sound, settings_.haptics);
  if (!settings_notice_.empty()) message_ = settings_notice_;
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

void App::change_settings(const Settings& settings) {
  settings_ = settings;
  speaker_.set(settings_.sound, settings_.haptics);
  if (!saves::write_settings(settings_)) storage_ok_ = false;
  frames_requested_ = 3;
}

void App::load_saved_games() {
  bool failed = false;
  for (DeviceGame& game : games_) {
    Table& t = *game.table;
    saves::read_records(t, kept(t));
    if (!read_saved_game(t) || !kept(t).notice.empty()) {
      message_ = kept(t).notice;
      failed = true;
    }
  }
  for (DeviceGame& tutorial : tutorials_) read_saved_game(*tutorial.table);  // resumed from home
  // Open the game played last, exactly where it stood; home instead when a save was broken
  // (its notice is there) or nothing was saved.
  const std::string last = saves::last_played();
  Table* resumed = nullptr;
  for (const DeviceGame& game : games_)
    if (game.table->match() && (!resumed || game.table->name() == last)) resumed = game.table.get();
  if (failed || !resumed) return;
  open(*resumed);
  switch (match().next()) {
    case Match::Next::kRoundOver: screen_ = Screen::kSummary; break;
    case Match::Next::kGameOver: screen_ = resumed->game_over_screen(); break;
    default: screen_ = Screen::kTable; break;
  }
}

bool App::read_saved_game(Table& t) {
  std::unique_ptr<Match> game;
  const bool readable = saves::read_game(t, kept(t), &game);
  Session::put(t, std::move(game));
  if (!readable) return false;
  if (t.match()) {
    Session::arrive(t, Session::Arrival::kSaved);
    if (t.match()->record_line() != kept(t).saved_text) saves::write_game(t, kept(t));  // it was dealt
  }
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
  for (DeviceGame& game : games_) {
    Table& t = *game.table;
    KeptGame& k = game.kept;
    if (changed(k.stats_key)) saves::read_stats(t, k);
    if (changed(k.daily_key)) saves::read_daily(t, k);
    if (changed(k.results_key)) saves::read_last_result(t, k);
    if (!changed(k.game_key) || storage::get(k.game_key).value_or("") == k.saved_text) continue;
    // A person at this game's table, summary or scores is told (and may take the game over):
    // the game on their screen never turns into another under them. Anywhere else the game is
    // simply read as it now stands.
    const bool at_table = &t == &table() && t.match() &&
                          (screen_ == Screen::kTable || screen_ == Screen::kSummary || screen_ == Screen::kScoreboard);
    if (at_table)
      k.moved_elsewhere = true;
    else
      read_saved_game(t);
  }
  frames_requested_ = std::max(frames_requested_, 3);
}

void App::open(Table& table) {
  for (std::vector<DeviceGame>* all : {&games_, &tutorials_})
    for (DeviceGame& game : *all)
      if (game.table.get() == &table) open_ = &game;
  session_.open(table);
  if (!kept().tutorial) {
    coach_.stop();
    return;
  }
  // The coach's move as kept; a number that cannot be one starts the tutorial over.
  const std::string move = storage::get(kept().coach_key).value_or("0");
  coach_.start(*table.tutorial(), std::atoi(move.c_str()));
}

void App::start_tutorial(const Table& real, int move) {
  DeviceGame* tutorial = nullptr;
  for (DeviceGame& game : tutorials_)
    if (game.table->name() == real.name()) tutorial = &game;
  if (!tutorial) return;
  Table& t = *tutorial->table;
  open(t);
  if (move < 0 && t.in_progress() && !coach_.finished()) {
    resume();
    return;
  }
  const Tutorial& script = *t.tutorial();
  // The person plays under the name they gave the game's first seat (the script's words never
  // name them), unless a bot of the script has it.
  std::vector<Seat> seats = script.seats;
  for (const DeviceGame& game : games_) {
    const std::string& name = game.kept.setup.seats[0].name;
    const auto taken = [&] {
      return std::any_of(seats.begin(), seats.end(), [&](const Seat& s) { return s.name == name; });
    };
    if (game.table->name() == t.name() && !name.empty() && !taken()) seats[0].name = name;
  }
  std::string error;
  std::unique_ptr<Match> started = Match::start(t, t.name(), script.parameters, std::move(seats), script.seed, &error);
  if (started && move > 0 && !play_tutorial_to(*started, script, move)) started.reset();
  if (!started) {
    announce("Could not start: " + (error.empty() ? "the guided game does not fit the rules" : error),
             colour::kWarning);
    return;
  }
  Session::put(t, std::move(started));
  saves::claim_game(kept());
  coach_.start(script, std::max(move, 0));
  keep_coach();
  toast_.reset();
  save();
  if (move > 0) {  // shown as it stands there, as a saved game is
    Session::arrive(t, Session::Arrival::kSaved);
    resume();
    return;
  }
  t.refresh();
  go(Screen::kTable);
  session_.started(*this);
}

bool App::offer_tutorial(const Table& real) const {
  for (const DeviceGame& game : games_)
    if (game.table.get() == &real && game.kept.stats.played > 0) return false;
  for (const DeviceGame& game : tutorials_)
    if (game.table->name() == real.name()) return !storage::get(game.kept.coach_key).has_value();
  return false;
}

void App::keep_coach() {
  if (kept().tutorial && !storage::set(kept().coach_key, std::to_string(coach_.move()))) storage_ok_ = false;
}

void App::coach_frame_begins() {
  if (coach_.active() && (screen_ == Screen::kTable || screen_ == Screen::kSummary))
    coach_.begin_frame();
  else
    set_coached("", {});
}

void App::coach_frame_drawn() {
  const PressVerdict& press = last_press_verdict();
  if (press.count != coach_presses_) {
    coach_presses_ = press.count;
    const std::string_view verdict = press.verdict;
    // Heard only under the mark: the widget may take presses that do nothing while a bot is to
    // move (a hand card), and one counted then would hold the table with the bot's move unmade.
    if (coach_.showing() && verdict == "tap" && coach_.heard(press.id)) keep_coach();
    if (coach_.showing() && verdict == "disabled") {
      coach_.nudge(now_);
      frames_requested_ = 3;
    }
  }
  if (!coach_.active() || (drawn_screen_ != Screen::kTable && drawn_screen_ != Screen::kSummary)) return;
  // Only once the table has shown everything (a bot's move, the dice landed): the words speak of
  // what is on it. A bot may still be to move (Clear!'s Scratch is explained before Bo rolls): a
  // widget takes presses only while a press on it does something (kit/tutorial.h).
  const bool settled = !session_.tumbling() && (!table().match() || table().follower().caught_up() || table().log_open);
  coach_.draw_mark(ImGui::GetIO().DisplaySize, settled, now_);
  if (coach_.nudging(now_)) frames_requested_ = std::max(frames_requested_, 2);
}

bool App::hint_offered() const {
  if (!open_ || tutorial() || daily() || !table().match()) return false;
  const Match& match = *table().match();
  if (match.next() != Match::Next::kHumanChoice || session_.tumbling() || !table().follower().caught_up()) return false;
  for (const Seat& seat : match.seats())
    if (!seat.human()) return true;  // a game against bots
  return false;
}

void App::take_hint() {
  if (!hint_offered()) return;  // a key pressed as the moment passed
  Hint hint = session_.hint();  // counted in the game's record, which is saved at once
  hinted_ = hint.action;
  hinted_at_ = table().match()->state().history().size();
  const std::string widget = table().show_hint(hint.action, hint.reason);
  hint_.show(table().match()->state().history(), hint.reason, widget);
  save();
  frames_requested_ = 3;
}

std::string App::hint_words() const {
  return open_ && table().match() ? hint_.words(table().match()->state().history()) : "";
}

double App::wake_at() const {
  // Whatever changes without input wakes the loop then: the table's next step, a bot's move,
  // a widget settling (it takes taps from then on), an announcement ending.
  double at = coach_.holding() ? 0 : session_.wake_at(screen_ == Screen::kTable);  // a coach holds the table
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
  if (screen_ == Screen::kNewGame && new_game_.presets_for >= 0 && typing_field().empty())
    return true;  // the name presets go
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
  new_game_.confirm_abandon = false;
  confirm_reset_ = false;
  daily_start_ = false;
  backup_ = BackupScreen{};
  if (screen_ == Screen::kTable && screen != Screen::kTable && open_) table().left_table();
  screen_ = screen;
  frames_requested_ = 3;
}

void App::go_back() { go(back_ == Screen::kRules || back_ == Screen::kScoreboard ? Screen::kHome : back_); }

void App::resume() {
  table().refresh();
  coach_.restart_move();  // the table's selection started over
  go(match().next() == Match::Next::kRoundOver ? Screen::kSummary : Screen::kTable);
}

void App::announce(std::string text, ImU32 colour) {
  message_ = text;
  const double until = now_ + reading_seconds(text);
  toast_ = Toast{std::move(text), until, colour, table().follower().lines_told()};
}

const std::string& App::news() const {
  static const std::string none;
  // A move told since makes it old news: the news line tells the move instead.
  return toast_ && table().follower().lines_told() == toast_->told ? toast_->text : none;
}

void App::keep(bool game_over) {
  // A tutorial is never counted.
  if (game_over && !kept().tutorial && !saves::write_result(table(), kept(), local_date())) storage_ok_ = false;
  save();
}

void App::save() {
  if (saves::write_game(table(), kept())) return;
  storage_ok_ = false;
  storage_notice_ = "Saving failed (storage unavailable or full): this game will not be kept.";
}

void App::start_daily(Table& table) {
  open(table);
  const std::string today = local_date();
  if (table.in_progress() && is_daily(table, kept(table), today)) {
    resume();
    return;
  }
  if (table.in_progress()) {
    go(Screen::kNewGame);
    new_game_.confirm_abandon = true;
    daily_start_ = true;
    return;
  }
  daily_start_ = true;
  start_game();
}

bool App::daily() const { return open_ && is_daily(table(), kept(), local_date()); }

void App::share_daily(Table& table) {
  const DailyDay* day = kept(table).daily.find(local_date());
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

void App::reset_stats() {
  saves::reset_stats(table(), kept());
  announce("Statistics of " + table().title() + " reset", colour::kGlow);
}

void App::start_game() {
  const bool daily = daily_start_;
  daily_start_ = false;
  start_match(daily ? daily_setup(table(), kept(), local_date()) : kept().setup, daily);
}

void App::play_again() {
  if (!table().match() || match().next() != Match::Next::kGameOver) return;
  const std::vector<Seat>& seats = match().seats();
  NewGameSetup& setup = kept().setup;
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
      Match::start(table(), table().name(), setup.parameters, std::move(seats), setup.seed, &error);
  if (!started) {
    // The game in progress (if any) stays as it was.
    announce("Could not start: " + error, colour::kWarning);
    return;
  }
  Session::put(table(), std::move(started));
  saves::claim_game(kept());
  // The next New game deals another game (a seed typed for a shared game is used once), with
  // these choices.
  if (!daily) {
    kept().setup.seed = new_game_seed();
    if (!saves::write_setup(table(), kept())) storage_ok_ = false;
  }
  toast_.reset();
  if (daily) {
    saves::read_daily(table(), kept());  // another tab's days stay
    kept().daily.start(today, setup.seed);
    if (!saves::write_daily(kept())) storage_ok_ = false;
  }
  save();
  table().refresh();
  go(Screen::kTable);
  session_.started(*this);
}

void App::next_round() {
  session_.next_round();
  save();
  table().refresh();
  go(Screen::kTable);
}

void App::leave_finished_game(Screen to) {
  saves::forget_game(kept());
  Session::put(table(), nullptr);
  // The end of a tutorial: its game's own New game (Play a real game) or home.
  if (kept().tutorial) {
    for (DeviceGame& game : games_)
      if (game.table->name() == table().name()) open(*game.table);
  }
  go(to);
}

void App::update(double now) {
  now_ = now;
  if (toast_ && toast_->until <= now) toast_.reset();
  heard_from_clipboard();
  heard_from_other_tabs();
  if (frames_requested_ > 0) --frames_requested_;
  session_.set_pace(settings_.bot_pace, motion_reduced());
  // A coach's mark holds the table while it shows (kit/coach.h).
  if (!coach_.holding() && session_.update(*this, now, screen_ == Screen::kTable)) go(Screen::kSummary);
}

void App::presented(double now) {
  if (drawn_screen_ != presented_screen_) screen_since_ = now;
  presented_screen_ = drawn_screen_;
  session_.presented(now, drawn_screen_ == Screen::kTable);
  sound_frame(now);
  tell_reader_frame();
}

std::string App::page_title() const {
  const std::string game = table().title();
  switch (drawn_screen_) {
    case Screen::kHome: return "All Clear";
    case Screen::kNewGame: return "New game of " + game + " · All Clear";
    case Screen::kTable: return game + " · All Clear";
    case Screen::kSummary:
      return game + (table().in_progress() ? ": the round is over" : ": game over") + " · All Clear";
    case Screen::kScoreboard: return game + " scores · All Clear";
    case Screen::kRules: return "How to play " + game + " · All Clear";
    case Screen::kStats: return game + " statistics · All Clear";
    case Screen::kSettings: return "Settings · All Clear";
    case Screen::kBackup: return "Backup and restore · All Clear";
  }
  return "All Clear";
}

void App::tell_reader_frame() {
  std::string title = page_title();
  if (title != title_) {
    set_page_title(title);
    title_ = std::move(title);
  }
  std::string words;
  // Sentences apart: "Bo removes a Line in row 1." then "Ana, your roll", never run together.
  const auto add = [&](const std::string& said) {
    if (said.empty()) return;
    if (!words.empty()) words += std::string(std::strchr(".!?:", words.back()) ? "" : ".") + " ";
    words += said;
  };
  const Follower& follower = table().follower();
  if (read_from_ != &follower) {  // another game's table: read from its next line on
    read_from_ = &follower;
    lines_read_ = follower.lines_told();
  }
  if (follower.lines_told() != lines_read_) {
    // The latest line at once (at Instant a bot's whole turn is told in a frame: its last line).
    if (drawn_screen_ == Screen::kTable && follower.lines_told() > lines_read_ && !follower.log().empty())
      add(follower.log().back().text);
    lines_read_ = follower.lines_told();
  }
  const std::string& announcement = toast_ ? toast_->text : message_;
  if (toast_ && announcement != announcement_read_) add(announcement);
  announcement_read_ = toast_ ? announcement : std::string();
  // The prompt, when the table drew one and it changed (a table that draws none keeps the last).
  const std::string prompt = take_prompt();
  if (drawn_screen_ == Screen::kTable && !prompt.empty() && prompt != prompt_read_) {
    add(prompt);
    prompt_read_ = prompt;
  }
  // The coach's words, as its mark shows them.
  const std::string coach = coach_.showing() && coach_.tap() ? coach_.tap()->words : "";
  if (!coach.empty() && coach != coach_read_) add(coach);
  coach_read_ = coach;
  if (!words.empty()) {
    // What was said a moment ago is still being read: the new words follow it in the region
    // rather than replace it (a roll's result, then the prompt it brought 30 ms later).
    if (now_ - said_at_ < kReaderSeconds && said_.size() < 240) {
      const std::string latest = std::move(words);
      words = said_;
      add(latest);
    }
    said_ = words;
    said_at_ = now_;
  }
  // The widget the keys moved to, by its name: said alone (a Tab after a Tab replaces it), or
  // after the news of the same frame.
  std::string focus = focus_words();
  const bool focus_moved = focus != focus_read_ && !focus.empty();
  focus_read_ = std::move(focus);
  if (focus_moved) add(focus_read_);
  if (!words.empty()) tell_reader(words, false);
  const bool over = table().match() && match().next() == Match::Next::kGameOver &&
                    (drawn_screen_ == Screen::kSummary || drawn_screen_ == Screen::kScoreboard);
  if (over && !ending_read_) tell_reader(table().title() + " is over: " + table().winners_line(), true);
  if (!over && ending_read_) tell_reader("", true);  // not left to be found on later screens
  ending_read_ = over;
}

void App::sound_frame(double now) {
  // A step sounds when it is first seen (a game started shows its first step in the frame of
  // Start's press, which still draws New game): not before.
  Cue cue = drawn_screen_ == Screen::kTable ? session_.take_cue() : Cue{};
  const PressVerdict& press = last_press_verdict();
  if (press.count != presses_heard_) {
    presses_heard_ = press.count;
    const std::string_view verdict = press.verdict;
    if (verdict == "tap") cue.sound = std::max(cue.sound, Sound::kTap);
    if (verdict == "early" || verdict == "disabled") cue.sound = std::max(cue.sound, Sound::kRefused);
  }
  speaker_.play(cue, now);
}

void App::draw(double now) {
  now_ = now;
  session_.drawing(now);
  drawn_screen_ = screen_;
  coach_frame_begins();
  set_screen_message(screen_ == Screen::kTable || !toast_ ? std::string() : toast_->text,
                     toast_ ? toast_->colour : colour::kText);
  if (!toast_) show_notices();
  draw_screen();
  coach_frame_drawn();
  if (open_ && table().match()) hint_.frame_drawn(table().match()->state().history(), drawn_screen_ == Screen::kTable);
}

void App::show_notices() {
  if (screen_ == Screen::kBackup && !backup_.confirm) {
    const std::string& notice = backup_.notice;
    const std::string both = storage_notice_ + (storage_notice_.empty() || notice.empty() ? "" : " ") + notice;
    set_screen_message(both, !storage_notice_.empty() || backup_.refused ? colour::kWarning : colour::kGlow);
  } else if (screen_ == Screen::kHome || (screen_ == Screen::kNewGame && !new_game_.confirm_abandon)) {
    set_screen_message(storage_notice_, colour::kWarning);
  }
}

void App::draw_screen() {
  switch (screen_) {
    case Screen::kHome: {
      std::vector<std::string> learning;  // tutorials under way
      for (const DeviceGame& tutorial : tutorials_)
        if (tutorial.table->in_progress()) learning.push_back(tutorial.table->name());
      pressed_on_home(draw_home(games_, settings_notice_, local_date(), learning));
      break;
    }
    case Screen::kNewGame:
      pressed_on_new_game(
          draw_new_game(new_game_, table(), kept().setup, offered_names(games_), offer_tutorial(table())));
      break;
    case Screen::kTable:
    case Screen::kSummary:
      if (kept().moved_elsewhere)
        pressed_moved_elsewhere(draw_moved_elsewhere(table(), !storage::get(kept().game_key).value_or("").empty()));
      else if (!table().match())
        go(Screen::kHome);
      else if (screen_ == Screen::kTable)
        table().draw_table(*this);
      else if (!table().round_finished())
        go(Screen::kTable);
      else
        table().draw_summary(*this);
      break;
    case Screen::kScoreboard: draw_scoreboard(*this, table()); break;
    case Screen::kRules: {
      const RulesPressed pressed = draw_rules(table(), table().tutorial() != nullptr && !tutorial());
      if (pressed.learn) start_tutorial(table());
      if (pressed.try_move >= 0) start_tutorial(table(), pressed.try_move);
      if (pressed.back) go_back();
      break;
    }
    case Screen::kStats: {
      const StatsPressed pressed = draw_stats(table(), kept().stats, confirm_reset_);
      if (pressed.reset) reset_stats();
      if (pressed.back) go(Screen::kHome);
      break;
    }
    case Screen::kSettings: {
      Settings settings = settings_;
      const SettingsPressed pressed = draw_settings(settings, browser_reduces_motion());
      if (pressed.changed) change_settings(settings);
      if (pressed.back) go(Screen::kHome);
      break;
    }
    case Screen::kBackup:
      if (draw_backup(backup_)) go(Screen::kHome);
      break;
  }
}

void App::pressed_on_home(const HomePressed& pressed) {
  using Go = HomePressed::Go;
  if (pressed.table) open(*pressed.table);
  switch (pressed.go) {
    case Go::kNowhere: break;
    case Go::kResume: resume(); break;
    case Go::kNewGame: go(Screen::kNewGame); break;
    case Go::kRules: go(Screen::kRules); break;
    case Go::kLearn: start_tutorial(table()); break;
    case Go::kStats: go(Screen::kStats); break;
    case Go::kDaily: start_daily(table()); break;
    case Go::kShareDaily: share_daily(table()); break;
    case Go::kSettings: go(Screen::kSettings); break;
    case Go::kBackup: go(Screen::kBackup); break;
  }
}

void App::pressed_on_new_game(const NewGamePressed& pressed) {
  if (pressed.learn) start_tutorial(table());
  if (pressed.back) go(Screen::kHome);
  if (pressed.keep_playing) resume();
  if (pressed.start) start_game();
}

// The game went on (or ended) in another tab: its moves there are kept, and this tab may take
// it over as it now stands.
void App::pressed_moved_elsewhere(const ElsewherePressed& pressed) {
  if (pressed.take_over) {
    if (read_saved_game(table()) && table().match())
      resume();
    else
      go(Screen::kHome);  // it could not be read: home says why
  }
  if (pressed.home) {
    read_saved_game(table());
    go(Screen::kHome);
  }
}

}  // namespace allclear::web
