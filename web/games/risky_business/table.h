// Risky Business's table class, shared by its files: table.cc (the class, who
// sees what, the play glue), selection.cc (what the person picked, the prompt), layout.cc
// (where everything goes), draw.cc (one moment of the table), narrate.cc (describe(): what
// each action shows, in words), summary.cc and hook.cc.
#pragma once
#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/risky_business/risky_business.h"
#include "games/risky_business/layout.h"
#include "kit/cards.h"
#include "kit/table.h"

namespace allclear::web::risky_business {

namespace core = allclear::risky_business;  // the game's rules (core/risky_business/): this namespace has its name

using core::Phase;

inline std::string the_card(int card) { return "the " + core::card_name(card); }
// The card as its corner shows it, for the news and the log: "K♠".
inline std::string sign(int card) { return card_sign(CardFace{core::card_rank(card), core::card_suit(card)}); }
inline std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}
// "pile 2", its number never left alone at the start of a wrapped line (a no-break space).
inline std::string pile_name(int k) { return "pile\xC2\xA0" + std::to_string(k + 1); }
inline std::string pile_title(int k) { return "Pile\xC2\xA0" + std::to_string(k + 1); }
// Clear points as shown: "−3" with a real minus sign, "0" for none.
inline std::string points_text(int points) {
  return points < 0 ? "\xE2\x88\x92" + std::to_string(-points) : std::to_string(points);
}
inline CardFace face_of(int card) { return {core::card_rank(card), core::card_suit(card)}; }
// The glow behind a card the person may pick (orange once picked), drawn before the card (draw.cc).
void card_glow(ImDrawList* dl, ImVec2 at, float w, float h, bool targeted, bool legal, float alpha = 0.85f);
inline bool contains(const std::vector<int>& cards, int card) {
  return std::find(cards.begin(), cards.end(), card) != cards.end();
}
// The turn player acts (a move, a replacement, a pick-up, the card set aside).
bool turn_phase(Phase phase);

// A legal move as the person makes it on the table: which things to tap. Published for the
// browser tests, which tap them.
struct TapMove {
  Action action;
  const char* kind;  // "play", "swap", "end", "replace", "pick", "aside", "first"
  int hand = -1;     // index in the hand as shown
  int pile = -1;
  int row = -1;  // index in the discard row
  bool deck = false;
  int seat = -1;
};

class RiskyBusinessTable : public TableOf<RiskyBusinessState> {
 public:
  RiskyBusinessTable() : TableOf(risky_business_game_info()) {}
  const Tutorial* tutorial() const override;                           // tutorial.cc
  std::string show_hint(Action action, std::string& reason) override;  // selection.cc
  float draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const override;

  // No dice: the deal and every card turned from the deck are laid out at once (and shown
  // step by step by describe()).
  bool is_roll(const State& /*state*/) const override { return false; }
  bool roll_goes_on(const State& /*state*/) const override { return false; }
  int roller(const State& state) const override;
  // Every move is a step held its time (narrate.cc): a bot's next one needs no pause first.
  bool pause_before_bot_choice(const State& /*state*/) const override { return false; }
  // A bot's move goes on from its play to its pick-up's card (a clear, the pile replaced, the
  // deck's cascade), and from End moves to the card set aside: told as one step.
  bool bot_move_goes_on(const State& state) const override;

  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override;
  const char* blurb() const override;
  std::string resume_label() const override;
  std::string progress() const override;
  std::string scores() const override;
  Scoreboard scoreboard() const override;  // scoreboard.cc
  const char* round_word() const override { return "game"; }
  // A match of several games ends as a match; a match of one as a game.
  std::string over_title() const override;
  const char* same_number_repeats() const override { return "the same deals"; }
  // The statistics count matches: a match's total is its score.
  const char* result_word() const override { return "match"; }
  const char* results_word() const override { return "matches"; }
  std::string players_note(int players) const override;

  void started(Host& host) override;
  void chose(Host& host, int player, Action action, bool round_ended) override;
  void refresh() override;
  // A game saved in the middle of a bot's turn, or one whose first turn a bot plays, is told
  // from that turn's start (or the deal), as if the person had watched it.
  std::size_t told_from(const State& live, bool new_game) const override;
  // Two people: a hand shown before the table was left waits for its owner again.
  void left_table() override { confirmed_ = -1; }
  std::vector<Step> describe(const State& before, int player, Action action, const State& after) const override;

  void draw_table(Host& host) override;
  bool round_finished() const override;
  void draw_summary(Host& host) override;
  void write_json(Text& out) const override;

 private:
  // The game as it stands (for the person's own choice) and as drawn (the step on screen).
  // Whose turn the step on screen belongs to, for the top bar and the seat that glows: a turn's
  // (or a game's) last step is told with the next one's table.
  const RiskyBusinessState& told() const {
    return follower().before() ? RiskyBusinessTable::of(*follower().before()) : shown();
  }
  // `p`'s turn is the one the step on screen belongs to (their seat glows).
  bool turn_on_screen(int p) const {
    const RiskyBusinessState& t = told();
    // A game's end is nobody's turn.
    return p == t.turn_player() && (turn_phase(t.phase()) || t.phase() == Phase::kDraw) &&
           !follower().showing_round_end();
  }
  bool human(int p) const {
    return p >= 0 && p < static_cast<int>(match()->seats().size()) && match()->seats()[p].human();
  }
  std::string game_text() const;
  int sole_human() const;
  int actor() const { return state().current_player(); }
  // Everything is shown and a person is to choose (their controls may appear).
  bool person_to_choose() const;
  bool pass_up() const;
  // The seat whose hand is face up on screen, or -1 (every hand hidden).
  int viewer() const;
  int bottom_seat() const;
  bool choosing() const;
  std::vector<TapMove> tap_moves() const;

  // narrate.cc: the words of one step.
  Step player_step(const RiskyBusinessState& b, int player, Action action, const RiskyBusinessState& a) const;
  Step chance_step(const RiskyBusinessState& b, Action card, const RiskyBusinessState& a) const;
  Step pile_card_step(const RiskyBusinessState& b, int card, const RiskyBusinessState& a) const;
  std::string clears_text(const RiskyBusinessState& b, const RiskyBusinessState& a) const;

  // selection.cc
  void tap_hand(Host& host, int card);
  void tap_pile(Host& host, int pile);
  void tap_row(Host& host, int card);
  void tap_deck(Host& host);
  // The action picked, waiting for Confirm; an illegal one is refused, saying `why`.
  void pick(Host& host, Action action, const std::string& why);
  void refuse(Host& host, const std::string& why);
  void forget_choice();
  std::string move_label(Action action) const;
  std::string prompt() const;
  // The prompt once a move is picked: what it does, and that the button below confirms it.
  std::string chosen_prompt(Action action) const;
  // What the step on screen changed: piles (a bit each) and cards new to a hand or the row.
  unsigned changed_piles() const;
  // A card played from the hand or turned up from the deck that cleared at once (a king clears
  // its pile, a fourth of a kind clears the pile it went on): the card, -1 for none, and that
  // pile, where it is drawn while its step shows.
  int arrived_and_gone(int* pile) const;
  std::vector<int> new_cards() const;

  // draw.cc
  void draw_top_bar(ImDrawList* dl, Box bar) const;
  void draw_opponent(ImDrawList* dl, Box box, int p) const;
  void draw_seat(ImDrawList* dl, Box box, int p) const;
  void draw_piles(Host& host, ImDrawList* dl, Box box);
  void draw_row(Host& host, ImDrawList* dl, Box box);
  void draw_hand(Host& host, ImDrawList* dl, Box box, int p);
  void draw_who_starts(Host& host, Box box);
  void draw_choose_first(Host& host, ImVec2 display, float top);
  void draw_controls(Host& host, const Layout& layout);
  void draw_end_moves(Host& host, Box box);
  void draw_end_question(Host& host, Box bar);
  void draw_pass(Host& host, Box box);

  // moment.cc: the cards on their way in the step on screen (kit/motion.h). Every card whose
  // place changed from the state before the step to the state shown travels from where it was
  // last drawn (a card new from the deck: from the deck) to where it is drawn now: a card played
  // to its pile, one picked up to the hand, swapped cards crossing, a hand and the row changing
  // places at a turn's end, the deal. A piece of the table drawing card `card` at `at` asks
  // arriving(): true while the card is on its way there (it is then drawn over the table last,
  // face up or not as it lands), and notes where each card is drawn for the next step.
  void plan_flights(Host& host);
  bool arriving(int card, const Box& at, bool face_up) const;
  void draw_flights(ImDrawList* dl);

  int confirmed_ = -1;                    // two people: the seat that tapped "show my hand" this turn
  bool must_pass_ = false;                // two people, the game just loaded: pass first
  const Match* refreshed_for_ = nullptr;  // the match refresh() saw last
  float card_scale_ = 1.0f;               // larger cards on larger screens (1 on a phone)
  HandPlaces hand_places_;                // the turn player's cards' places through the turn

  // Drawing only (moment.cc): the cards on their way, and where each card was drawn.
  struct Flight {
    int card = -1;
    Box from{};
    bool from_known = false;  // else it fades in where it lands
    mutable Box to{};
    mutable bool to_known = false, face_up = false;
  };
  std::vector<Flight> flights_;
  // The top card of each pile a step cleared (-1: none): it lifts off its pile and fades.
  int leaving_[core::kPiles] = {-1, -1, -1, -1};
  mutable Box pile_at_[core::kPiles]{};
  Motion flight_motion_;
  const State* flights_before_ = nullptr;  // the step they were planned for (its state before)
  std::size_t flights_shown_ = 0;          // and its shown history
  struct Drawn {
    Box at{};
    long frame = 0;
  };
  mutable std::map<int, Drawn> card_places_;  // each card where it was drawn last, and in which frame
  mutable Box deck_at_{};
  long frame_ = 0;
  Moving moving_;  // what moved in the latest frame, for the hook

  // The person's choice in the making: a hand card (a move's first tap), then the action.
  int picked_card_ = -1;
  Action target_ = -1;
  bool end_armed_ = false;      // End moves was tapped: the prompt asks whether to end them
  std::size_t picked_for_ = 0;  // the history size the choice belongs to
};

}  // namespace allclear::web::risky_business

namespace allclear::web {

std::unique_ptr<Table> make_risky_business_table();  // games.cc lists it

}  // namespace allclear::web
