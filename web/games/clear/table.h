// Clear!'s table, shared by the files of this folder, one job each: table.cc (play:
// what is announced, the person's Line), narrate.cc (the steps each action shows), layout.cc
// (where things go), card.cc and draw.cc (one moment of the table), summary.cc and hook.cc
// (the test hook's fields).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/clear/clear.h"
#include "imgui.h"
#include "kit/motion.h"
#include "kit/table.h"

namespace allclear::web::clear {

namespace core = allclear::clear;  // the game's rules (core/clear/): this namespace has its name

// The table as of the step on screen. Once a round's last move is made the state moves on to
// the next deal, so while that move shows, the cards, dice and outcomes come from the round's
// result.
struct Moment {
  explicit Moment(const ClearState& state);
  // While the dice tumble: the table as it was before the roll, with the dice of `landing`
  // (drawn at random until they land), so no result shows before its dice.
  Moment(const ClearState& before_roll, const ClearState& landing);
  const ClearState& state;
  const core::RoundResult* finished = nullptr;  // the round whose last move is on screen
  const std::vector<int>* tumbling_dice = nullptr;
  const core::Card& card(int p) const { return finished ? finished->cards[p] : state.card(p); }
  const std::vector<int>& dice() const {
    return tumbling_dice ? *tumbling_dice : finished ? finished->dice : state.dice();
  }
  const core::PlayerRoll& roll(int p) const { return finished ? finished->last_roll[p] : state.last_roll()[p]; }
  int round() const;  // the round on the table, from 1
  int points(int p) const;
};

// "3 A 5 and a null": the dice in words.
std::string dice_words(const std::vector<int>& dice);
// A Line of `player`'s card in words found on the card: "Line of 3: A 2 and a null in row 2",
// "Four: ...".
std::string line_words(const ClearState& state, int player, Action line);

// Where each part of the table goes, computed before anything is drawn.
struct Layout {
  bool landscape = false;
  float die = 52.0f;
  ImVec2 dice;       // the first die's corner
  Box scratch_tile;  // pawns for Scratch Rounds in a row
  Box news;          // the news line (and Skip)
  Box status;        // what happens now / what to do
  Box card_label;    // "Ana's card · 14 coins · 3 points"
  ImVec2 card;       // the large card's corner
  float square = 0;  // its squares' size
  Box controls;      // Prev, Remove, Next or Roll, under the large card
  Box others;        // the other players' cards
};
Layout lay_out_clear(ImVec2 display, float top);

class ClearTable : public TableOf<ClearState> {
 public:
  ClearTable() : TableOf(clear_game_info()) {}
  const Tutorial* tutorial() const override;  // tutorial.cc
  std::string show_hint(Action action, std::string& reason) override;
  float draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const override;

  bool is_roll(const State& state) const override { return ClearTable::of(state).phase() == core::Phase::kRolling; }
  // Only the dice of this roll: after a Scratch Round the next roll waits for its roller, so
  // the Scratch Round is seen.
  bool roll_goes_on(const State& state) const override {
    return is_roll(state) && !ClearTable::of(state).rolling().empty();
  }
  bool between_rounds(const State& state) const override {
    const ClearState& s = ClearTable::of(state);
    return s.phase() == core::Phase::kDealing && s.rounds_completed() > 0 && s.dealing_player() == 0 &&
           s.dealt_squares() == 0;
  }
  int roller(const State& state) const override { return ClearTable::of(state).roller(); }

  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override;
  const char* blurb() const override {
    return "Roll four dice, remove matching Lines of coins from your card, be first to clear it. 1-6 players.";
  }
  std::string resume_label() const override { return "Resume: " + round_text(false); }
  std::string progress() const override { return round_text(true); }
  std::string scores() const override;
  Scoreboard scoreboard() const override;  // scoreboard.cc
  Screen game_over_screen() const override { return Screen::kScoreboard; }

  void started(Host& host) override { host.announce("Round 1: cards are laid", colour::kText); }
  // Several people on one device: the hand-over is said once the move before it has been seen
  // (hand_over, from draw_table), not as the move is made.
  std::vector<Step> describe(const State& before, int player, Action action, const State& after) const override;
  void refresh() override;

  void draw_table(Host& host) override;
  // The coins leaving belong to the table on screen: none once it is left (the summary).
  void left_table() override {
    leaving_seat_ = -1;
    leaving_ = 0;
    leaving_t_ = -1.0f;
    keep_rolling_ = false;  // it rolls only while its rolls are seen
  }
  // Their rolls are made for them: each is seen its time (their choices are theirs, at once).
  bool rolls_for_person() const override { return keep_rolling_ && match() && match()->next() == Match::Next::kRoll; }
  bool round_finished() const override;
  void draw_summary(Host& host) override;
  void write_json(Text& out) const override;

 private:
  std::string round_text(bool capital) const;
  int table_seat() const;  // whose card is drawn large
  bool hotseat() const { return match()->humans() > 1; }
  // Two or more people at one device: whose card is large. It stays with the person whose move
  // is on screen until that move has been seen, then goes to whoever acts next (a bot's turn
  // leaves it where it was).
  int seat_on_screen() const;
  // The large card just went to another person (everything shown): a hand-over line.
  void hand_over(Host& host, int big);
  std::string status_line(const Moment& shown, int big) const;
  // The person's Line: a tap on a coin selects a matching Line through it (again: the next).
  void tap_coin(Host& host, int square);
  void step_selection(int by);
  // The Lines offered now: those through the tapped coin when it lies on several, else all.
  const std::vector<int>& offered() const { return choices_.empty() ? all_lines_ : choices_; }
  bool is_four(int line) const;

  void draw_dice(Host& host, const Layout& at, const Moment& shown) const;
  void draw_status(const Layout& at, const Moment& shown, int big) const;
  void draw_large_card(Host& host, const Layout& at, const Moment& shown, int big);
  void draw_controls(Host& host, const Layout& at);
  void draw_others(Host& host, const Layout& at, const Moment& shown, int big);
  // The Line removed by the step on screen, its coins lifting off the card and fading.
  void draw_leaving(Host& host, ImVec2 card, float square, int seat);

  std::vector<Action> lines_;   // the person's legal Lines, Lines of 4 first
  int selected_ = -1;           // index into lines_ (a Four is selected as the choice opens)
  int focus_ = -1;              // the coin tapped last, when several Lines pass through it
  std::vector<int> choices_;    // those Lines (indices into lines_), empty otherwise
  std::vector<int> all_lines_;  // 0 .. lines_.size() - 1
  int big_ = -1;                // the seat whose card was drawn large last
  // Keep rolling: the person's rolls are made for them until a roll gives them a Line to choose
  // (or Stop rolling, or the round's end): long runs of Scratches ask nothing of them.
  bool keep_rolling_ = false;
  // The coins leaving the card in the step on screen, for the test hook (-1: none).
  int leaving_seat_ = -1;
  core::SquareMask leaving_ = 0;
  float leaving_t_ = -1.0f;
  bool leaving_faded_ = false;  // reduced motion: they fade in place (leaving_t_ is the fade)
};

struct CardLook {
  core::SquareMask glow = 0;  // coins on a legal line
  std::vector<core::SquareMask> faint_lines;
  core::SquareMask selected = 0;          // the chosen line
  core::SquareMask ghost = 0;             // squares just emptied
  std::vector<core::SquareMask> fours;    // legal Lines of 4 (Four, +2): marked apart
  std::vector<core::SquareMask> choices;  // the Lines through the tapped coin, besides the chosen one
};
// The card's squares are size x size; returns the card's size.
ImVec2 draw_card(ImDrawList* dl, ImVec2 min, float square, const core::Card& card, const CardLook& look);
ImVec2 square_centre(ImVec2 card_min, float square, int sq);

// Two or more people at one device: each seat's own colour, for its name and its large card.
ImU32 seat_colour(int seat);

}  // namespace allclear::web::clear

namespace allclear::web {

std::unique_ptr<Table> make_clear_table();  // games.cc lists it

}  // namespace allclear::web
