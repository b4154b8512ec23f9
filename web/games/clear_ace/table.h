// Clear Ace's table, shared by its files (in the manner of sgt-puzzles: the play glue and who
// sees what in table.cc, the steps and their words in narrate.cc, what one moment
// shows in moment.cc, rectangles in layout.cc, drawing in draw.cc, the summary and the hook's
// JSON each in their own file).
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/clear_ace/clear_ace.h"
#include "games/clear_ace/layout.h"
#include "kit/cards.h"
#include "kit/table.h"

namespace allclear::web::clear_ace {

namespace core = allclear::clear_ace;  // the game's rules (core/clear_ace/): this namespace has its name

using core::Ending;
using core::Phase;
using core::Play;

inline std::string the_card(int card) { return "the " + core::card_name(card); }
inline CardFace face_of(int card) { return {core::card_rank(card), core::card_suit(card)}; }
// Who draws with the die about to be rolled.
int drawer_of(const ClearAceState& s);
// A hand in the order it is shown: by rank (2 to ace), then suit.
std::vector<int> sorted_hand(std::vector<int> cards);

// What a step of the timeline shows (Step::detail).
enum StepKind : int {
  kNoStep = 0,
  kStartRoll,  // both dice of the start roll
  kDraw,       // a die names a pile, a card is drawn
  kPlay,       // a card goes on the table
  kDuel,       // equal cards: a duel (its draws made)
  kReveal,     // both cards turned over, the winner takes them
  kShowdown,   // decks shuffled, 8 dealt, aces staked
  kEnd,        // the game's end, in words
};

// How long each step stays at Normal pace (seconds; the pace scales them).
inline constexpr double kStartRollSeconds = 1.6;
inline constexpr double kDrawSeconds = 1.2;  // a roll, the person's own too: the pile it names
inline constexpr double kBotPlaySeconds = 1.1;
inline constexpr double kOwnPlaySeconds = 0.4;  // the person's own card: they know it
inline constexpr double kDuelSeconds = 2.0;
inline constexpr double kRevealSeconds = 1.6;
inline constexpr double kMoreToRead = 0.6;  // aces set aside, a duel's hands cut to two
inline constexpr double kShowdownSeconds = 2.4;
inline constexpr double kEndSeconds = 2.0;

// The latest die that named a pile.
struct DieShown {
  int player = -1;  // who rolled it (-1: no draw yet)
  int die = 0;
  int named = -1;      // the pile the die named
  int drawn = -1;      // the pile drawn from
  bool stack = false;  // the other player then drew from their own stack
};

// What the shown history says beyond the state: the latest die, the start roll and the card
// the person drew last. A render cache of follower().shown() (sgt-puzzles' drawstate), rebuilt
// when the shown history changes; no timer, no queue.
struct Recap {
  DieShown die;
  int round_draws = 0;           // dice rolled since the round's last card: 0 once the attack began
  std::vector<int> start_rolls;  // in pairs: player 0's die, player 1's
  std::vector<int> new_cards;    // the cards `seat` drew last (one, or a duel's), until they play
                                 // (two people: the seat whose hand is shown)
};
Recap recap_of(const State& shown, int seat);

// What the table shows at this moment: the state to draw, the cards on the table, and what
// the step on screen points at.
struct Moment {
  const ClearAceState* state = nullptr;  // hands, piles, stacks, aces, stakes
  StepKind kind = kNoStep;
  std::vector<Play> plays;       // the cards on the table
  int winner = -1;               // who takes the plays (glowing), -1: nobody yet
  bool taken = false;            // the plays of a round already over (dimmed)
  int leaving = -1;              // a card just played: on the table, no longer in its hand
  bool showdown = false;         // the plays are the showdown's
  bool stakes_won = false;       // a showdown round just won: its stakes went to `winner`
  bool die_tumbling = false;     // a draw's die has not landed: the table as before it, no pile named yet
  bool before_showdown = false;  // the attack that starts the showdown, on its own table: its
                                 // cards still go to `winner` in the panels
  std::vector<int> arriving[2];  // a duel's draws not dealt yet: in no hand so far
  // The cards in each pile and stack as shown: a duel's draws not dealt yet are still there.
  int piles[core::kPiles] = {};
  int stacks[2] = {0, 0};
};
// A hand as the moment shows it (without the card on its way to the table).
std::vector<int> hand_in(const Moment& moment, int player);
// The same hand once a duel's draws are all dealt: it is laid out for this size from the start
// of the deal, so no card moves as the others arrive.
std::vector<int> hand_after_deal(const Moment& moment, int player);
int piles_left(const Moment& moment);

class ClearAceTable : public TableOf<ClearAceState> {
 public:
  ClearAceTable() : TableOf(clear_ace_game_info()) {}

  // The deal and the start roll are laid out at once (the start roll is shown as a step); each
  // draw is a die someone rolls (their Roll, or a bot on a timer); the showdown's deals are done
  // at once after the play before.
  bool is_roll(const State& state) const override { return ClearAceTable::of(state).phase() == Phase::kDrawRoll; }
  bool throws_dice(const State& state) const override {
    return ClearAceTable::of(state).phase() == Phase::kStartRoll || is_roll(state);
  }
  bool roll_goes_on(const State& /*state*/) const override { return false; }
  int roller(const State& state) const override;
  // A turn is a round of cards (the draws before it, the attack, its duels), not one player's
  // card: the cards played before this round's, which stays the same through the round.
  int log_turn(const State& before) const override {
    const ClearAceState& s = ClearAceTable::of(before);
    return s.turns() - static_cast<int>(s.table().size());
  }

  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override;
  const char* blurb() const override {
    return "A card game with a die: draw from the pile it names, attack with your best card, win duels and "
           "collect all four aces. 2 players.";
  }
  std::string resume_label() const override;
  std::string progress() const override;
  std::string scores() const override;
  Scoreboard scoreboard() const override;  // scoreboard.cc
  std::string result_line(const GameRecord& record) const override;
  std::string score_text(int score) const override { return plural(score, "ace", "aces"); }
  const char* same_number_repeats() const override { return "the same rolls and cards"; }
  std::string players_note(int /*players*/) const override {
    return "Two players: you against a bot, or two people passing this device (each hand stays hidden).";
  }

  void started(Host& host) override;
  std::size_t told_from(const State& live, bool new_game) const override;
  void after_action(Host& host) override;
  void refresh() override;
  // Two people: a hand shown before the table was left waits for its owner again.
  void left_table() override { confirmed_ = -1; }
  std::vector<Step> describe(const State& before, int player, Action action, const State& after) const override;

  void draw_table(Host& host) override;
  bool round_finished() const override;
  void draw_summary(Host& host) override;
  void write_json(Text& out) const override;
  const Tutorial* tutorial() const override;  // tutorial.cc
  std::string show_hint(Action action, std::string& reason) override;
  float draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const override;

 private:
  // The truth (the match) and what is on screen (the follower's shown state).
  bool human(int p) const { return p >= 0 && match()->seats()[p].human(); }
  int sole_human() const;  // the one human against a bot, or -1
  // Who acts next in `s`: the player to play, or the drawer of the die; -1 for nobody.
  int actor(const ClearAceState& s) const;
  // Whose move is on screen: the actor of the step shown (none for the game's end), else of the
  // live game once everything is shown. Their seat glows throughout a bot's turn.
  int actor_on_screen() const;
  // The seat whose hand is face up on screen, or -1 (every hand face down).
  int viewer() const;
  // Two people on this device: the hand about to be shown waits for its owner's tap.
  bool pass_up() const;
  int bottom_seat() const;
  // The person's own controls: everything shown, and the live game waits for them.
  bool choosing() const;
  bool person_rolls() const;
  const Recap& recap() const;
  // `tumbling`: the latest roll's die has not landed yet.
  Moment moment(bool tumbling, double now) const;
  // The cards on the table and the state to draw (the counts and a duel's deal not yet).
  Moment moment_of_step(bool tumbling) const;
  // The latest frame's counts as drawn, for the hook: a duel's draws still to deal, the piles
  // and the stacks.
  struct CountsShown {
    int dealing[2] = {0, 0};
    int piles[core::kPiles] = {};
    int stacks[2] = {0, 0};
  };
  CountsShown shown_counts_;

  // Words (narrate.cc).
  std::string card_text(int player, int card, bool shown) const;
  std::vector<Step> start_roll_steps(const ClearAceState& b, Action action) const;
  Step draw_step(const ClearAceState& b, Action action, const ClearAceState& a) const;
  std::vector<Step> play_steps(const ClearAceState& b, int player, Action action, const ClearAceState& a) const;
  Step showdown_step(const ClearAceState& b) const;
  std::string reveal_text(const ClearAceState& after, bool duel_ended, bool showdown_round) const;
  std::string ending_text(const ClearAceState& s) const;
  std::string duel_draw_text(const ClearAceState& b) const;
  std::string aces_where(const ClearAceState& s, int p) const;
  std::string prompt() const;
  std::string bot_to_answer() const;
  std::string latest_news() const;

  // Drawing (draw.cc).
  // The cards left to draw: in the top bar (portrait), or centred over the piles (landscape).
  void draw_bar_status(ImDrawList* dl, Box bar, bool centred, const Moment& sc) const;
  void draw_panel(ImDrawList* dl, Box box, int p, bool hand_backs, const Moment& moment) const;
  void draw_piles(ImDrawList* dl, Box box, const Moment& moment) const;
  void draw_centre(ImDrawList* dl, Host& host, Box box, int bottom, const Moment& moment) const;
  void draw_die_column(ImDrawList* dl, Host& host, Box column, const Moment& moment) const;
  void draw_stakes_column(ImDrawList* dl, const CentreLayout& c, int bottom, const Moment& moment) const;
  void draw_plays(ImDrawList* dl, const CentreLayout& c, int bottom, const Moment& moment) const;
  std::string banner(const Moment& moment) const;
  void draw_hand(Host& host, ImDrawList* dl, Box box, int p, const Moment& moment);
  void draw_hidden_hand(ImDrawList* dl, Box box, int p, const Moment& moment) const;
  void draw_prompt_and_controls(Host& host, ImDrawList* dl, const Layout& layout);
  void draw_pass(Host& host, Box box);
  void tap_card(Host& host, int card);
  // The card on its way in this frame, if any (a draw: pile to hand; a play: hand to table), and
  // then, once every part has noted its places, the card itself over them.
  void plan_flight(Host& host, const Moment& moment);
  void draw_flight(ImDrawList* dl);

  int confirmed_ = -1;                 // two people: the seat that tapped "show my hand" since the last action
  bool must_pass_ = false;             // two people, the page just loaded: pass first, whoever acts
  int holder_ = -1;                    // two people: who last took the device (their side at the bottom)
  const Match* seen_match_ = nullptr;  // the match refresh() last saw (a new one: a game loaded)
  int selected_ = -1;                  // the card the person picked (not played until Play)
  std::size_t selected_for_ = 0;
  HandPlaces hand_places_[2];  // each seat's cards' places through a round
  // A card on its way in the frame drawn (kit/motion.h): where it comes from and goes to are
  // noted as the piles, the panels, the hand and the plays are drawn (it is not drawn at its
  // destination meanwhile), and it is drawn over them last.
  struct Flight {
    int card = -1;       // -1: nothing moves
    int player = -1;     // whose hand it comes to or from
    bool drawn = false;  // from a pile to a hand (else played from a hand to the table)
    bool face_up = false;
    Motion motion;
    Box from{}, to{};
    bool from_known = false, to_known = false;
    bool is(int c) const { return card >= 0 && c == card; }
  };
  mutable Flight flight_;
  std::map<int, Box> card_places_;  // where each card of the bottom hand was drawn last
  Moving moving_;                   // what moved in the latest frame, for the hook

  // The Recap cache (see recap_of), for the shown history of this match.
  mutable Recap recap_;
  mutable const Match* recap_match_ = nullptr;
  mutable std::size_t recap_size_ = 0;
  mutable int recap_seat_ = -1;
};

}  // namespace allclear::web::clear_ace

namespace allclear::web {

std::unique_ptr<Table> make_clear_ace_table();  // games.cc lists it

}  // namespace allclear::web
