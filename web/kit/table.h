// `Table`: one game kind: its match in progress (one per game kind) and what the player sees of
// it, both read only (the session plays: kit/session.h), what home and the new-game screen say
// of it, and the screens that belong to the game: the table with the person's choice, the steps
// each action shows (a Narrator), the summary, the scoreboard and its part of the test JSON.
// Each game's table lives in web/games/<folder>/, split by job; what the device keeps of each
// game is the app's (web/saves.h), its Rules screen the text of docs/rules/<game>.md
// (kit/rules_text.h). Also what the tables share: the table screen's top bar, the news line and
// log, the pass screen and the summary's frame.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "imgui.h"
#include "kit/host.h"
#include "kit/match.h"
#include "kit/text.h"
#include "kit/timeline.h"
#include "kit/tutorial.h"
#include "kit/ui.h"

namespace allclear::web {

inline constexpr int kMaxSeats = 6;

// Drawing the tables share.
// The table's Scores and Rules buttons at the top right, and the storage notice (if any) under
// the top bar; returns the height where the table may start.
float draw_table_corner(Host& host, ImVec2 display, float pad);
// The table screen's window (the whole display) and its top bar: Home at the left, Scores and
// Rules at the right. Returns the bar's free middle; *top is where the table may start. The
// caller ends the window.
Box begin_table_screen(Host& host, const char* window_id, float pad, float* top);
// Today's daily challenge on the table: "Daily" at the left of the top bar's middle `bar`, and
// what is left of it (all of it for another game).
Box mark_daily(Host& host, ImDrawList* dl, Box bar);
// Two people on one device, between turns: "Pass the device to NAME", who should look away, the
// latest news and `details` (lines that reveal no hand), and the button its owner taps
// (table.ready). True when tapped.
bool draw_pass_screen(Box box, const std::string& to, const std::string& away, const std::string& news,
                      const std::vector<std::string>& details, const std::string& label);
// The summary's bottom bar: Home, Scores and Next round (`next_label`), or once the game is over
// Home, Scores (the final ones), New game and Play again; true when Next round was pressed.
bool draw_summary_bar(Host& host, bool over, const char* next_label = "Next round");
// The summary screen's start: its scrolling body (room left for draw_summary_bar), the title,
// the headline in bold, glowing, and whether the game was played with hints (kit/hint_mark.h).
void begin_summary(const class Table& table, const std::string& title, const std::string& headline);

// The news line, in its own place on every table: the announcement on show, else the step on
// screen, else the latest line of the log. A tap on it opens the round's log; Skip sits at its
// right end while there is something to skip (never where the game's own action is).
void draw_news_line(Host& host, class Table& table, Box box);
// The log of moves over `area` while the table's log is open (Close shuts it); true if drawn
// (the table draws nothing else then).
bool draw_open_log(class Table& table, Box area);

// The keys of every table (kit/ui.h's shortcuts; docs/keyboard.md, and each game's rules say
// them): R rolls, S skips, H asks for a hint, L opens the log, N and P step through a choice, U
// takes back, E ends the moves and Y answers yes, 1 to 9 pick a card of the hand; C, and Enter
// with nothing in focus, make the main move (Confirm, Play, a clear, the hand-over, Next round);
// Escape goes where the table's Home goes, closes the log or answers a question with its safe
// answer, and leaves a summary for home only while the game goes on (a finished game's Home
// forgets it).
std::span<const Shortcut> table_shortcuts();

// The scoreboard's table: a caption saying what its cells are, a row per round (or per count
// the game keeps) with a cell per player, and the "Total" row that decides the game.
struct ScoreRow {
  std::string label;
  std::vector<std::string> cells;
};
struct Scoreboard {
  std::string caption;
  std::vector<ScoreRow> rows;
  ScoreRow total;
  // What the points are made of, under the table (Risky Business's point chart): a title and a
  // row per item, its label and one cell ("Ace", "1"). Empty: none.
  std::string chart_title;
  std::vector<ScoreRow> chart;
};

// Records a game keeps of its own beside the app's (Bingo Battle's solitaire scores). The app
// reads and writes them (web/saves.h); the game only says what they are.
class OwnRecords {
 public:
  virtual ~OwnRecords() = default;
  virtual const char* key() const = 0;   // where localStorage keeps them
  virtual std::string what() const = 0;  // "The solitaire scores of Bingo Battle"
  virtual std::string to_text() const = 0;
  // False, with why, when `text` cannot be read (the records are then empty).
  virtual bool read(const std::string& text, std::string* error) = 0;
};

class Table : public Pacing, public Narrator {
 public:
  explicit Table(const GameInfo& info);

  const GameInfo& info() const { return info_; }
  const std::string& name() const { return info_.name; }    // in records and storage keys
  const std::string& title() const { return info_.title; }  // shown to players
  const GameParameter* parameter(const std::string& name) const;

  // Home: ids of the game's buttons (home.<name>, home.<name>.resume...), a line about the game,
  // the Resume label and the last finished game.
  struct HomeIds {
    std::string play;
    std::string resume;
    std::string rules;
    std::string dismiss;  // the notice about a save that could not be used
  };
  HomeIds home_ids() const;
  virtual const char* blurb() const = 0;
  // Home's small picture of the table, `size` square at `min`.
  virtual void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const = 0;
  virtual std::string resume_label() const = 0;
  // Where the game in progress stands, for "Abandon the game in progress?": two lines.
  virtual std::string progress() const = 0;
  virtual std::string scores() const = 0;
  virtual std::string result_line(const GameRecord& record) const;
  // A score in words for home's statistics line ("Best: 31"; Clear Ace: "4 aces").
  virtual std::string score_text(int score) const { return std::to_string(score); }
  // What the seed is called where players see it: "Game number" (Risky Business: "Match number",
  // beside its "Game 2 of 3").
  std::string number_name() const;
  // What the statistics count: a finished "game" (Risky Business: "match", of several games).
  virtual const char* result_word() const { return "game"; }
  virtual const char* results_word() const { return "games"; }
  // The kind of a finished game, whose scores compare with each other: its length ("7 rounds",
  // "3 games") and "solitaire" for one player; "" for a game of one kind.
  std::string result_kind(const State& state) const;
  // A kind as a title: "Games of 7 rounds", "Matches of 3 games", "Solitaire, 5 rounds";
  // "Other games" for "" (results kept before lengths were).
  std::string kind_title(const std::string& kind) const;
  // The scoreboard of the match (there is one): by default each round's points with the running
  // total, and the game's winning direction.
  virtual Scoreboard scoreboard() const;
  // The game's own records, if it keeps any (the app stores them after a finished game).
  virtual OwnRecords* own_records() { return nullptr; }
  // A hint asked for the person to act (kit/hint_mark.h): the table may choose `action`'s pieces
  // as the person's taps would (and say so in its `reason`), and names the widget whose press
  // then makes it (ringed; empty: none).
  virtual std::string show_hint(Action /*action*/, std::string& /*reason*/) { return ""; }
  // A picture of its Rules screen (kit/rules_text.h: a section's `picture`), drawn with the
  // table's own pieces at `at`, at most `width` wide. Returns its height (0: no such picture).
  virtual float draw_rules_picture(std::string_view /*name*/, ImDrawList* /*dl*/, ImVec2 /*at*/,
                                   float /*width*/) const {
    return 0.0f;
  }
  // Its tutorial played to the script's move `move` and the first `actions` of that move's own
  // (play_tutorial_to): a real position for a Rules picture, kept once played. Null if the game
  // has no tutorial or the script no longer fits its rules.
  const Match* tutorial_position(int move, int actions = 0) const;
  // Its guided first game (kit/tutorial.h), if it has one.
  virtual const Tutorial* tutorial() const { return nullptr; }
  // What one round is called ("round"; Risky Business's match is made of "game"s).
  virtual const char* round_word() const { return "round"; }
  // Under the players stepper, e.g. "Solitaire" (empty: nothing).
  virtual std::string players_note(int /*players*/) const { return ""; }
  // What a game number repeats, on the new-game screen: dice games "the same rolls".
  virtual const char* same_number_repeats() const { return "the same rolls"; }
  // The title of the moment the game ends, the same on the last summary and the scoreboard.
  virtual std::string over_title() const { return "Game over"; }
  // Where a finished game opens after a reload.
  virtual Screen game_over_screen() const { return Screen::kSummary; }

  // Play: the app calls these around every action. They announce what happened and keep the
  // choice on the table in step with the state.
  virtual void started(Host& host) = 0;
  virtual void rolled(Host& /*host*/, bool /*round_ended*/) {}
  virtual void chose(Host& /*host*/, int /*player*/, Action /*action*/, bool /*round_ended*/) {}
  virtual void after_action(Host& /*host*/) {}
  virtual void refresh() {}  // a new or reloaded state: any selection starts over
  // The table screen was left (home, rules, scores, the summary): two people may have passed
  // the device meanwhile.
  virtual void left_table() {}
  // The table rolls for the person (Bingo Battle's Keep rolling): each roll keeps its time on the
  // table before the next, though the person is the one to roll.
  virtual bool rolls_for_person() const { return false; }

  // Screens.
  virtual void draw_table(Host& host) = 0;
  // A round of the game in progress has ended: the summary has something to show (the app
  // opens the table instead until then).
  virtual bool round_finished() const = 0;
  virtual void draw_summary(Host& host) = 0;
  // The game's fields of window.__allclear.state.game (after "{", without the closing "}").
  virtual void write_json(Text& out) const = 0;

  // The steps a player sees for each action (none by default: it shows at once).
  std::vector<Step> describe(const State& /*before*/, int /*player*/, Action /*action*/,
                             const State& /*after*/) const override {
    return {};
  }
  // A turn is the roller's (who rolls, or rolled last).
  int log_turn(const State& before) const override { return roller(before); }

  bool in_progress() const { return match_ && match_->next() != Match::Next::kGameOver; }
  // Who won the finished game, said the same on every screen: "Ana wins!", and a tie as a
  // shared win, "Ana and Bo share the win" (as the rules read it and the statistics count it).
  std::string winners_line() const;
  // The name of seat `player` (empty for none: -1).
  std::string name(int player) const { return player >= 0 ? match_->seats()[player].name : std::string(); }

  // The game in progress (or just finished), if any, and what the player sees of it, step by
  // step. A table only reads them: the session plays the game (kit/session.h).
  const Match* match() const { return match_.get(); }
  const Follower& follower() const { return follower_; }

  bool log_open = false;    // the round's log is shown over the table
  float log_scroll = 0.0f;  // how far it is dragged back from its newest line (px)
  // Back from the log to the table: the step on screen counts its time again from its next frame.
  void close_log() {
    log_open = false;
    follower_.uncovered();
  }

 private:
  friend class Session;
  const GameInfo& info_;
  std::unique_ptr<Match> match_;
  Follower follower_;
  mutable std::unique_ptr<Match> position_;  // tutorial_position's, at `position_at_`
  mutable std::pair<int, int> position_at_{-1, -1};
};

// A table of one game, whose states are all `GameState`: its matches are made by load_game() of
// its name and saves are checked to be of its game, so the cast holds.
template <typename GameState>
class TableOf : public Table {
 public:
  using Table::Table;
  static const GameState& of(const State& state) { return static_cast<const GameState&>(state); }

 protected:
  const GameState& state() const { return of(match()->state()); }  // the game as it stands
  // The game as drawn: the step on screen (the game as it stands before the follower starts).
  const GameState& shown() const { return of(follower().ready() ? follower().shown() : match()->state()); }
};

}  // namespace allclear::web
