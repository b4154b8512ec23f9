// Bingo Battle's table, shared by its files: the class (table.cc: play glue), the
// moment on screen (moment.cc), the layout (layout.cc), the drawing of one moment
// (draw.cc), the person's pick (selection.cc), the steps and their words (narrate.cc), the
// solitaire scores (solitaire.cc), the summary (summary.cc) and the hook's JSON (hook.cc).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/bingo/bingo.h"
#include "kit/motion.h"
#include "kit/table.h"
#include "kit/ui.h"

namespace allclear::web::bingo {

namespace core = allclear::bingo;  // the game's rules (core/bingo/): this namespace has its name

using core::Event;
using core::EventKind;
using core::SquareMask;

// Each player's pawns and name in one colour (the rules give each player two suits of pawns;
// one colour per player reads better on a small screen). Gold is lighter than blue in grey too,
// and the second player's pawns carry a band.
ImU32 player_colour(int player);
// "suns.ace", "arms.3": the square's part of a widget id.
std::string square_id(int square);

// ---------------------------------------------------------------------------------------
// The moment on screen: the table as the step on show left it (moment.cc).

struct Moment {
  std::array<core::Stack, core::kSquares> stacks{};
  int kitty = core::kCoins;
  std::vector<int> claims;      // per player
  std::vector<int> free_pawns;  // per player
  std::vector<int> dice;        // the faces on the table (empty before the first roll)
  std::vector<Event> events;    // what the roll on the table did, as far as shown
  int focus_square = -1;        // the latest event's square (a claim, a coin, a lock)
  int focus_column = -1;        // a null's column
  int focus_die = -1;           // the die whose event is on show
  int focus_claimer = -1;       // who claimed the focus square, when the event on show is a claim
  int turn = -1;                // whose roll (or pick) is on show
  int roll = 0;                 // the number of the roll on the table (0: none yet)
  int turn_roll = 1;            // the number of `turn`'s roll: being shown, or to come
  int dice_roller = -1;         // who threw the dice on the table
  bool roll_resolved = false;   // ... and their roll is over (its squares chosen, its locks made)
  bool stepping = false;        // a step is on show: the person waits
};

// `shown` is the follower's state; `before` and `step` the action and the step on show
// (nullptr: none, the table is as `shown` stands).
Moment moment_of(const BingoState& shown, const BingoState* before, const Step* step);

// ---------------------------------------------------------------------------------------
// The layout: rectangles first (layout.cc).

// The suits on top, then the 5 rows of tiles (each tile shows its rank in a corner).
struct BoardGeometry {
  ImVec2 min;
  float header_h = 28.0f;
  float cell_w = 0, cell_h = 0;
  ImVec2 cell(int square) const {
    return ImVec2(min.x + core::square_suit(square) * cell_w,
                  min.y + header_h + (core::square_rank(square) - 1) * cell_h);
  }
  ImVec2 size() const { return ImVec2(core::kSuits * cell_w, header_h + core::kRows * cell_h); }
};

struct Layout {
  bool landscape = false;
  Box home, title, rules;  // the top bar: Home, the roll's number, Rules
  Box notice;              // the storage notice (empty: none)
  Box players;             // the players' panels: scoring tiles, claims, pawns
  Box dice;                // the four dice, what each did, and the kitty
  Box news;                // the news line with the kit's Skip: a place of its own
  BoardGeometry board;
  Box prompt;    // whose turn, or what the person's pick is for
  Box controls;  // Roll, Place coins / Lock stacks
  Box log;       // where the round's log opens
};

// `notice`: the storage notice's text (empty: none).
Layout lay_out(ImVec2 display, const std::string& notice);

// ---------------------------------------------------------------------------------------
// Drawing one moment (draw.cc).

struct BoardLook {
  SquareMask candidates = 0;  // squares the roller may pick
  SquareMask selected = 0;
  int focus_square = -1;  // the step being shown
  int focus_column = -1;  // a null's column
  int claimer = -1;       // who just claimed the focus square (-1: it was no claim)
  // Coins the step on screen put on their squares drop onto their stacks (kit/motion.h): the
  // squares, and how far they have come.
  SquareMask dropping = 0;
  Motion drop;
  // A locked stack's owner named in a tag at its foot; off (the summary's small board), the
  // pawn's colour and band say whose it is and every stack shows its count.
  bool owner_tags = true;
  int rows = core::kRows;  // the rows drawn, from the ace down (the Rules' picture draws the top two)
};

// `names`: the players', for the name under each locked stack.
void draw_board(ImDrawList* dl, const BoardGeometry& g, const Moment& m, const BoardLook& look,
                const std::vector<std::string>& names);
// The scoring tiles of a player's claims: one tile for two players, four in solitaire.
void draw_scoring_tiles(ImDrawList* dl, ImVec2 min, float size, float gap, int tiles, int claims);
void draw_players(ImDrawList* dl, Box box, const Moment& m, const std::vector<std::string>& names, int pawns);
// `names`: the players', to say whose the last roll was while it waits on the table.
void draw_dice(ImDrawList* dl, Host& host, Box box, const Moment& m, const std::vector<std::string>& names);

// ---------------------------------------------------------------------------------------
// The words (narrate.cc).

// A die's face as players say it: "3", "ace", "blank" (the null face).
std::string face_text(int face);
// A die and its face as players say it: "Suns 3", "Moons blank".
std::string die_text(int suit, int face);
// One event of a roll in words; `dice` are the roll's faces, `names` the players'.
std::string event_text(const Event& e, const std::vector<int>& dice, const std::vector<std::string>& names,
                       bool solitaire);
// What a die did, under it ("placed", "cleared 6"), from the events shown.
std::string die_label(int suit, const std::vector<int>& dice, const std::vector<Event>& events);
const char* event_name(EventKind kind);
bool is_die_event(EventKind kind);

// How long each step stays at Normal pace (seconds).
inline constexpr double kDiceSeconds = 1.0;     // the dice land: the roll's first step
inline constexpr double kBotPickSeconds = 1.0;  // a bot's pick of squares or stacks
inline constexpr double kEventSeconds = 0.75;   // a coin placed, a column cleared, a full stack
inline constexpr double kClaimSeconds = 1.3;    // a claim or a steal: made for the roller, its reason is read
inline constexpr double kLockSeconds = 1.0;     // a lock, a stack left unlocked, the end

// ---------------------------------------------------------------------------------------
// Solitaire scores kept on this device, in allclear.bingo.solitaire.v1 (solitaire.cc).

struct SolitaireGame {
  int claims = 0;
  int rolls = 0;
  std::uint64_t seed = 0;
};

struct SolitaireScores : OwnRecords {
  int best = 0;
  std::vector<SolitaireGame> games;  // oldest first, at most kKeptSolitaireGames

  // A person's finished solitaire game: true when it beat the best.
  bool add(const SolitaireGame& game);

  const char* key() const override { return "allclear.bingo.solitaire.v1"; }
  std::string what() const override { return "The solitaire scores of Bingo Battle"; }
  std::string to_text() const override;
  bool read(const std::string& text, std::string* error) override;
};

inline constexpr std::size_t kKeptSolitaireGames = 50;

// ---------------------------------------------------------------------------------------

class BingoTable : public TableOf<BingoState> {
 public:
  BingoTable() : TableOf(bingo_game_info()) {}

  // Every chance node is a die, and a roll is the four dice.
  bool is_roll(const State& /*state*/) const override { return true; }
  bool roll_goes_on(const State& state) const override { return BingoTable::of(state).dice().size() < core::kDice; }
  int roller(const State& state) const override { return BingoTable::of(state).roller(); }

  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override;
  const char* blurb() const override {
    return "Roll four suited dice to stack coins, lock full stacks with your pawns and claim them. First to 4 "
           "claims wins. 2 players, or solitaire.";
  }
  std::string resume_label() const override;
  std::string progress() const override { return "Roll " + std::to_string(state().rolls() + 1); }
  std::string scores() const override;
  Scoreboard scoreboard() const override;  // scoreboard.cc
  std::string result_line(const GameRecord& record) const override;
  OwnRecords* own_records() override { return &solitaire_; }
  std::string players_note(int players) const override {
    return players == 1 ? "Solitaire: four scoring tiles and four pawns. Make as many claims as you can (16 at most)."
                        : "First to 4 claims wins.";
  }

  void started(Host& host) override;
  void rolled(Host& host, bool round_ended) override;
  void chose(Host& host, int player, Action action, bool round_ended) override;
  void refresh() override;
  // A game read from its save: a bot's roll that was still being shown is told again from its
  // dice, not left applied unseen (the log is told up to it only).
  std::size_t told_from(const State& live, bool new_game) const override;
  // Keep rolling stops with the table: it rolls only while its rolls are seen.
  void left_table() override { keep_rolling_ = false; }
  bool rolls_for_person() const override { return keep_rolling_; }
  std::vector<Step> describe(const State& before, int player, Action action, const State& after) const override;

  void draw_table(Host& host) override;
  bool round_finished() const override;
  void draw_summary(Host& host) override;
  const Tutorial* tutorial() const override;                           // tutorial.cc
  std::string show_hint(Action action, std::string& reason) override;  // selection.cc
  void write_json(Text& out) const override;
  float draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const override;

 private:
  // The state drawn: the follower's, once it has one.
  Moment moment() const;
  std::vector<std::string> names() const;
  // The person picks squares or stacks now: everything is shown and the pick is theirs.
  bool human_choosing() const { return follower().caught_up() && match()->next() == Match::Next::kHumanChoice; }
  bool human_rolls() const {
    return follower().caught_up() && match()->next() == Match::Next::kRoll &&
           match()->seats()[state().roller()].human();
  }
  void after_game();  // solitaire: keep the score
  // The steps of the events `from`..the end of `after`'s events.
  void event_steps(const BingoState& after, std::size_t from, std::vector<Step>* steps) const;

  // Drawing the table screen (table.cc, selection.cc).
  void draw_top_bar(Host& host, ImDrawList* dl, const Layout& l, const Moment& m);
  void draw_board_and_taps(Host& host, ImDrawList* dl, const Layout& l, const Moment& m);
  void tap_square(Host& host, int square);
  std::string prompt_text() const;
  void draw_controls(Host& host, const Layout& l);
  // Solitaire's Keep rolling: Roll is tapped for the person each time the table waits for
  // their roll, every roll still shown for its time, until they have a pick to make, the game
  // ends, they tap Stop rolling or leave the table.
  bool keeps_rolling() const { return keep_rolling_; }
  void draw_keep_rolling(Host& host, const Layout& l);

  SquareMask selected_ = 0;  // the person's pick while placing or locking
  Moving moving_;            // what moved in the latest frame, for the hook (drawing only)
  SolitaireScores solitaire_;
  bool new_best_ = false;      // the solitaire game just finished beat the best
  bool keep_rolling_ = false;  // one person: rolling on for them, pausing at a pick
};

}  // namespace allclear::web::bingo

namespace allclear::web {

std::unique_ptr<Table> make_bingo_table();  // games.cc lists it

}  // namespace allclear::web
