// Roll and Clear's table, shared by its files (each does one job, in the manner of sgt-puzzles):
//   table.cc                 the class, the play glue (commit, seats) and the factory;
//   selection.cc             the dice the person has put on cards but not applied yet;
//   layout.cc                the table's rectangles, computed first;
//   grid_pieces.cc           cards, dice on cards, grids and a clear as it happens;
//   draw.cc                  one moment of the table, from the follower's shown state;
//   narrate.cc               describe(): the steps each action shows, and their words;
//   summary.cc, hook.cc:     the round summary, the hook's JSON.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/roll_and_clear/roll_and_clear.h"
#include "kit/host.h"
#include "kit/motion.h"
#include "kit/table.h"
#include "kit/ui.h"

namespace allclear::web::roll_and_clear {

namespace core = allclear::roll_and_clear;  // the game's rules (core/roll_and_clear/): this namespace has its name

using core::Grid;
using core::kClearColumn;
using core::kClearRow;
using core::kDone;
using core::Phase;

// ---------------------------------------------------------------------------------------
// Words (narrate.cc).

std::string line_name(Action line);            // "row 2", "column 3"
std::string dice_text(std::vector<int> dice);  // "A 3 3 6" (sorted; A as on the cards)
std::string a_value(int value);                // "an ace", "a 3": a die or card value in words
std::string clear_widget_id(Action line);      // "table.clear.row.1"
// Rows and columns of `g` whose every card is in `mask` (the core's order).
std::vector<Action> full_lines(const Grid& g, std::uint32_t mask);
std::uint32_t line_mask(const Grid& g, Action line);

// What a step shows (Step::detail).
// A die placed that completes a line shows as two steps (the die on its card, then the clear);
// a clear that empties a grid as three (then the empty grid, the round's end).
enum StepKind { kRollStep = 1, kPlaceStep = 2, kClearStep = 3, kTurnOverStep = 4, kRoundEndStep = 5 };

// ---------------------------------------------------------------------------------------
// Grids (grid_pieces.cc).

// Where a grid's cards go: a box the size of the full 4 x 3 grid; the grid is centred across
// it and starts at its top, so a cleared row lets the rows below move up.
struct GridBox {
  ImVec2 min;
  float card_w = 0, card_h = 0, gap = 0;
  ImVec2 size() const;
  Box box() const { return {min, size()}; }
  ImVec2 card(int columns, int r, int c) const;
};

struct GridLook {
  std::uint32_t locked = 0;   // dice locked in the core
  std::uint32_t staged = 0;   // dice put there by taps, not applied yet
  std::uint32_t targets = 0;  // cards the chosen die (or any free die) may go on
  std::uint32_t line = 0;     // the line that will clear
};

void draw_grid(ImDrawList* dl, const GridBox& box, const Grid& g, const GridLook& look);
// Where a die lies on a card at `a` of `w` x `h`: over its lower part, the value showing above.
Box die_on_card(ImVec2 a, float w, float h);
// The share of a clear's step by which its line has left and the other cards have closed up
// (draw_clearing_grid); the rest of the step shows the smaller grid, still.
inline constexpr float kClearMotionEnd = 0.65f;
// A clear as it happens: the line's cards glow and shrink away with their dice, then the other
// cards slide to their places in the smaller grid; t goes from 0 to 1. With `reduced` motion the
// line fades where it lies and the other cards take their places once it has gone.
void draw_clearing_grid(ImDrawList* dl, const GridBox& box, const Grid& before, int row, int column,
                        std::uint32_t locked, float t, bool reduced);
// "Empty!" over a grid that has no card left.
void draw_empty_mark(ImDrawList* dl, const GridBox& box, float size);

// ---------------------------------------------------------------------------------------
// Layout (layout.cc): every rectangle of the table screen, computed before anything is drawn.

struct Layout {
  bool landscape = false;
  Box area;        // under the top bar: where the round's log opens
  Box status;      // whose turn it is and what to do
  Box grid_label;  // the large grid's owner and points
  GridBox grid;    // the large grid
  Box dice;        // the dice of the turn, the rolls left at its right end
  float die = 0;   // a die's side
  Box rolls_left;  // inside `dice`
  Box controls;    // the person's buttons, right under the dice
  Box news;        // the news line (the kit's), a place of its own
  Box others;      // the other players' grids
};

Layout lay_out_table(ImVec2 display, float top, int players);

// ---------------------------------------------------------------------------------------
// Text that fits (draw.cc): the largest size from `max_size` down to `min_size` at which the
// first of `variants` fits on one line of `width`; `*chosen` gets that variant.
float fit_one_line(ImFont* font, const std::vector<std::string>& variants, float max_size, float min_size, float width,
                   std::string* chosen);

// ---------------------------------------------------------------------------------------
// The person's placement before it is applied (selection.cc).

class Selection {
 public:
  // Forgets staged dice once the game moved on (`history`: the live history's size).
  void follow(std::size_t history);
  void clear();
  const std::vector<int>& staged() const { return staged_; }
  int picked_die() const { return picked_; }
  std::uint32_t staged_mask() const;
  // The free dice not yet put on a card.
  std::vector<int> unplaced_dice(const RollAndClearState& s) const;
  // Cards a die may go on now.
  std::uint32_t targets(const RollAndClearState& s) const;
  // A tap on card `place`, on die `index` of the unplaced dice: "" when it picked, placed or
  // took back a die (the table shows it), else why it did nothing.
  std::string tap_card(const RollAndClearState& s, int place);
  std::string tap_die(const RollAndClearState& s, int index);
  // Take back: the die placed last goes back among the unplaced dice.
  void take_back_last();

 private:
  std::vector<int> staged_;  // places with a staged die, in the order tapped
  int picked_ = 0;           // the die picked up (its value), 0: none
  std::size_t for_history_ = 0;
};

// ---------------------------------------------------------------------------------------
// The table.

// The grids as the latest round ended (the core deals the next round's at once).
// What the table shows at this moment: the shown state, or the state before the step on screen
// while it shows a turn ending (the grid as the turn left it).
struct Moment {
  const RollAndClearState* table = nullptr;  // the state the grids and dice come from
  const Step* step = nullptr;
  float progress = 1.0f;
  bool reduced = false;      // reduced motion: the line fades where it lies, the others do not slide
  int turn = 0;              // whose turn the table shows
  std::uint32_t locked = 0;  // dice on the turn player's grid
  std::vector<int> rolled;   // a roll on show (a step, or a roll that matched nothing)
  bool no_match = false;     // `rolled` matched no card
  int rolls_made = 0;        // the turn's rolls on show, a roll on show included
  bool clearing = false;     // a line leaving: from `table`, `clear_row` / `clear_column`
  int clear_row = -1, clear_column = -1;
  bool round_over = false;     // the step ends the round
  bool turn_left = false;      // `table` is the state before the step: the turn as it ended
  std::vector<int> left_dice;  // with turn_left: the dice not put on a card
  // A bot's dice on their way from the dice row to their cards (kit/motion.h): each die's card,
  // its place in the row as it was (`row_before`) and its value; the cards wait without them.
  struct Slide {
    int card = 0, from = 0, value = 0;
  };
  std::vector<Slide> slides;
  std::vector<int> row_before;
  Motion slide;
  std::uint32_t sliding() const {
    std::uint32_t mask = 0;
    for (const Slide& s : slides) mask |= std::uint32_t{1} << s.card;
    return mask;
  }
  // The person acts now (everything shown): their roll, dice to place, a line to pick.
  bool human_roll = false, placing = false, choosing_line = false;
};

class RollAndClearTable : public TableOf<RollAndClearState> {
 public:
  RollAndClearTable();

  bool is_roll(const State& state) const override;
  bool roll_follows_choice(const State& state) const override;
  bool roll_goes_on(const State& state) const override;
  // A bot puts the dice of one roll on its cards at once: one step ("Bo puts a 3 on the 3 of
  // suns, a 6 on the 6 of crowns").
  bool bot_move_goes_on(const State& state) const override {
    return RollAndClearTable::of(state).phase() == core::Phase::kLocking;
  }
  bool between_rounds(const State& state) const override;
  int roller(const State& state) const override { return RollAndClearTable::of(state).turn_player(); }

  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override;
  const char* blurb() const override;
  std::string resume_label() const override { return "Resume: " + round_text(false); }
  std::string progress() const override;
  std::string scores() const override;
  std::string result_line(const GameRecord& record) const override;
  std::string players_note(int players) const override;

  void started(Host& host) override;
  void refresh() override;
  std::vector<Step> describe(const State& before, int player, Action action, const State& after) const override;

  void draw_table(Host& host) override;
  bool round_finished() const override;
  void draw_summary(Host& host) override;
  void write_json(Text& out) const override;
  const Tutorial* tutorial() const override;  // tutorial.cc
  std::string show_hint(Action action, std::string& reason) override;
  float draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const override;

 private:
  bool human(int p) const { return match()->seats()[p].human(); }
  std::string round_text(bool capital) const;
  // The round that starts now is announced when a person rolls first (a bot's roll would be
  // hidden under it).
  void announce_round(Host& host);
  // Applies the staged locks, then Done (and the line picked), one action each.
  void commit(Host& host, Action line);

  // narrate.cc
  std::vector<Step> describe_roll(const RollAndClearState& before, Action die, const RollAndClearState& after) const;
  std::vector<Step> describe_move(const RollAndClearState& before, int player, Action action,
                                  const RollAndClearState& after) const;
  std::string round_end_text(const RollAndClearState& before, int player) const;
  std::string status_text(const Moment& m) const;

  // draw.cc
  Moment moment(Host& host) const;
  void draw_round(ImDrawList* dl, const Box& bar, const RollAndClearState& shown) const;
  void draw_status(ImDrawList* dl, const Layout& l, const Moment& m) const;
  void draw_big_grid(Host& host, ImDrawList* dl, const Layout& l, const Moment& m);
  void draw_dice(Host& host, ImDrawList* dl, const Layout& l, const Moment& m);
  // A bot's dice of the step on screen on their way to their cards (kit/motion.h).
  void plan_slides(Host& host, const RollAndClearState& before, Moment* m) const;
  void draw_slides(ImDrawList* dl, const Layout& l, const Moment& m, const Grid& g);
  void draw_others(ImDrawList* dl, const Layout& l, const Moment& m) const;
  void draw_grid_of(ImDrawList* dl, const GridBox& box, int p, const Moment& m, bool big) const;
  void draw_controls(Host& host, const Layout& l, const Moment& m);
  // The person's placement puts every die on a card while rolls are left and fills no line:
  // applying it ends the turn (nothing is left to roll), and the table says so first.
  bool placement_ends_turn() const;
  // The dice placed fill a line: clearing it (the only move left) ends the turn.
  bool placement_fills_line() const;
  void draw_placing_controls(Host& host, const Layout& l);

  Selection selection_;
  Moving moving_;  // what moved in the latest frame, for the hook
};

}  // namespace allclear::web::roll_and_clear

namespace allclear::web {

std::unique_ptr<Table> make_roll_and_clear_table();  // games.cc lists it

}  // namespace allclear::web
