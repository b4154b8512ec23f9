#include "games/clear_ace/clear_ace_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <limits>
#include <string>
#include <vector>

#include "kit/host.h"
#include "kit/cards.h"
#include "core/clear_ace/clear_ace.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web {

namespace {

using clear_ace::Ending;
using clear_ace::Phase;
using clear_ace::Play;

// How long each step stays on the table before anyone acts (seconds).
constexpr double kStartSeconds = 2.2;     // the start roll
constexpr double kDrawSeconds = 1.0;      // a die names a pile, a card is drawn
constexpr double kPlaySeconds = 0.6;      // a card goes on the table
constexpr double kRevealSeconds = 2.0;    // both cards turned over, the winner takes them
constexpr double kAsideSeconds = 0.9;     // more to read: aces set aside, a duel's hands cut to two
constexpr double kDuelSeconds = 2.4;      // a tie: the duel's draws
constexpr double kShowdownSeconds = 3.2;  // decks shuffled, 8 dealt, aces staked
constexpr double kEndSeconds = 2.2;       // the last step before the summary

// Matches are made by load_game("clear-ace") and saves are checked to be Clear Ace games, so
// the state of this table's match is always a ClearAceState.
const ClearAceState& as_ace(const State& state) { return static_cast<const ClearAceState&>(state); }

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string the_card(int card) { return "the " + clear_ace::card_name(card); }

constexpr ImU32 kPanel = IM_COL32(14, 50, 36, 255);

CardFace face_of(int card) { return {clear_ace::card_rank(card), clear_ace::card_suit(card)}; }

// Whether `viewer` may see a card on the table (a viewer of -1 sees only what both may see).
bool visible(const Play& play, int viewer) { return play.face_up || play.revealed || play.player == viewer; }

// Who draws with the die about to be rolled: whoever's hand grows when it is, tried on a copy
// (the first player's draw may be followed at once by the other's from their stack).
int drawer_of(const ClearAceState& s) {
  std::unique_ptr<State> copy = s.clone();
  if (!copy->apply_action(1)) return s.first_player();
  const ClearAceState& after = as_ace(*copy);
  const bool grew0 = after.hand(0).size() > s.hand(0).size(), grew1 = after.hand(1).size() > s.hand(1).size();
  if (grew0 && grew1) return s.first_player();
  return grew1 ? 1 : 0;
}

// A hand in the order it is shown: by rank (2 to ace), then suit.
std::vector<int> sorted_hand(std::vector<int> cards) {
  std::sort(cards.begin(), cards.end(), [](int a, int b) {
    return clear_ace::card_rank(a) != clear_ace::card_rank(b) ? clear_ace::card_rank(a) < clear_ace::card_rank(b) : a < b;
  });
  return cards;
}

// ---------------------------------------------------------------------------------------

// One step shown on the table: its line, how long it stays, and what it points at.
struct Moment {
  enum class Kind { kStart, kDraw, kPlay, kReveal, kDuel, kShowdown, kEnd } kind;
  std::string text;
  double seconds = 0;
  std::vector<Play> plays = {};  // a reveal: the round's plays
  int winner = -1;
  bool showdown = false;
};

// The latest draw by a die.
struct DrawShown {
  int player = -1;
  int die = 0;
  int named = -1;       // the pile the die named
  int drawn = -1;       // the pile drawn from
  bool stack = false;   // the other player then drew from their own stack
};

class ClearAceTable : public Table {
 public:
  ClearAceTable() : Table(clear_ace_game_info()) {}

  // The deal and the start roll are laid out at once; each draw is a die someone rolls (their
  // Roll, or a bot on a timer); the showdown's deals are done at once after the play before.
  bool is_roll(const State& state) const override { return as_ace(state).phase() == Phase::kDrawRoll; }
  bool roll_goes_on(const State& /*state*/) const override { return false; }
  int roller(const State& state) const override {
    const ClearAceState& s = as_ace(state);
    if (s.phase() == Phase::kDrawRoll) return drawer_of(s);
    return s.current_player() >= 0 ? s.current_player() : std::max(0, s.first_player());
  }

  HomeIds home_ids() const override {
    return {"home.clear-ace", "home.clear-ace.resume", "home.clear-ace.rules", "home.clear-ace.dismiss"};
  }
  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override {
    // Two cards met in a duel, and the die.
    const float h = size * 0.78f, w = h / 1.4f;
    draw_card_front(dl, ImVec2(min.x + 2.0f, min.y + 2.0f), w, h, CardFace{14, 3});
    draw_card_front(dl, ImVec2(min.x + w * 0.75f, min.y + size - h - 2.0f), w, h, CardFace{2, 2});
    draw_pip_die(dl, ImVec2(min.x + size - size * 0.34f, min.y + 2.0f), size * 0.32f, 6, IM_COL32(252, 252, 248, 255), IM_COL32(60, 60, 60, 255), 1.5f);
  }
  const char* blurb() const override {
    return "A card game with a die: draw from the pile it names, attack with your best card, win duels and "
           "collect all four aces. 2 players.";
  }
  std::string resume_label() const override {
    return "Resume: " + name(0) + " vs " + name(1) + ", " + plural(state().piles_left(), "card", "cards") + " in the piles";
  }
  std::string progress() const override {
    const ClearAceState& s = state();
    if (s.in_showdown()) return "The showdown";
    return plural(s.piles_left(), "card", "cards") + " left in the piles";
  }
  std::string scores() const override {
    const ClearAceState& s = state();
    return "Aces set aside: " + name(0) + " " + std::to_string(s.aces_aside(0).size()) + ", " + name(1) + " " +
           std::to_string(s.aces_aside(1).size()) + "; rounds won " + std::to_string(s.rounds_won(0)) + " to " +
           std::to_string(s.rounds_won(1));
  }
  std::string result_line(const GameRecord& record) const override { return Table::result_line(record) + " aces"; }
  std::string players_note(int /*players*/) const override {
    return "Two players: you against a bot, or two people passing this device (each hand stays hidden).";
  }

  void started(Host& host) override;
  void after_action(Host& host) override;
  void refresh() override;
  // Two people: a hand shown before the table was left waits for its owner again.
  void left_table() override { confirmed_ = -1; }
  void tick(double now) override;
  double showing_until() const override;
  void skip_showing() override;

  void draw_table(Host& host) override;
  void draw_summary(Host& host) override;
  const char* rules_byline() const override {
    return "A card game by Richard Dalm (2018) for 2 players, with a 52-card deck and a die. These are the rules "
           "as this app plays them.";
  }
  const std::vector<RulesSection>& rules() const override;
  void write_json(Text& out) const override;

 private:
  const ClearAceState& state() const { return as_ace(match->state()); }
  const std::string& name(int p) const { return match->seats()[p].name; }
  bool human(int p) const { return p >= 0 && match->seats()[p].human(); }
  int sole_human() const;  // the one human against a bot, or -1
  bool showing() const { return !moments_.empty(); }
  // Who acts next: the player to play, or the drawer of the die; -1 for nobody.
  int actor() const;
  // The seat whose hand is face up on screen, or -1 (every hand face down).
  int viewer() const;
  // Two people on this device: the hand about to be shown waits for its owner's tap.
  bool pass_up() const;
  int pass_to() const { return actor(); }
  int bottom_seat() const;
  // A card of `player` named only where everyone looking may see it.
  std::string card_text(int player, int card, bool shown) const;

  void follow(Host* host);
  void observe(const ClearAceState& before, Action action, const ClearAceState& after, Host* host);
  void push(Host* host, Moment moment);
  std::string reveal_text(const ClearAceState& after, bool duel_ended, bool showdown_round) const;
  std::string ending_text(const ClearAceState& s) const;

  void draw_panel(ImDrawList* dl, Box box, int p, bool hand_backs) const;
  void draw_piles(ImDrawList* dl, Box box) const;
  void draw_centre(ImDrawList* dl, Host& host, Box box, int bottom) const;
  void draw_hand(Host& host, ImDrawList* dl, Box box, int p, bool choosing);
  void draw_pass(Host& host, Box box);
  std::string prompt(int viewer) const;
  void tap_card(Host& host, int card);

  std::unique_ptr<State> follow_;
  const Match* follow_match_ = nullptr;
  std::deque<Moment> moments_;
  double moment_start_ = 0;  // when the front moment showed (0: not yet)
  double now_ = 0;
  std::string news_;         // what just happened, as the table says it
  DrawShown draw_;
  std::vector<int> start_rolls_;
  int new_card_ = -1;        // the card the human drew last (marked in the hand)
  int confirmed_ = -1;       // two people: the seat that tapped "show my hand" since the last action
  bool must_pass_ = false;   // two people, the page just loaded: pass first, whoever acts

  int selected_ = -1;        // the card the human picked (not played until Play)
  std::size_t selected_for_ = 0;
};

// ---------------------------------------------------------------------------------------
// Who sees what.

int ClearAceTable::sole_human() const {
  if (match->humans() != 1) return -1;
  return human(0) ? 0 : 1;
}

int ClearAceTable::actor() const {
  const ClearAceState& s = state();
  if (s.phase() == Phase::kPlaying) return s.current_player();
  if (s.phase() == Phase::kDrawRoll) return match->roller();
  return -1;
}

int ClearAceTable::viewer() const {
  const int sole = sole_human();
  if (sole >= 0) return sole;
  if (match->humans() < 2 || showing() || pass_up()) return -1;
  // Two people: only the player to play sees their hand, after tapping for it.
  return state().phase() == Phase::kPlaying ? state().current_player() : -1;
}

bool ClearAceTable::pass_up() const {
  if (match->humans() < 2 || showing() || match->next() == Match::Next::kGameOver) return false;
  const int to = actor();
  if (to < 0) return false;
  if (must_pass_) return true;
  return state().phase() == Phase::kPlaying && confirmed_ != to;
}

int ClearAceTable::bottom_seat() const {
  const int sole = sole_human();
  if (sole >= 0) return sole;
  if (match->humans() == 0) return 0;
  const int to = actor();
  return to >= 0 ? to : std::max(0, state().last_winner());
}

std::string ClearAceTable::card_text(int player, int card, bool shown) const {
  if (shown || player == sole_human()) return the_card(card);
  return "a card";
}

// ---------------------------------------------------------------------------------------
// Following the game: what each action did, as steps to show.

void ClearAceTable::push(Host* host, Moment moment) {
  if (!host) {  // a game loaded: the latest news only
    news_ = moment.text;
    return;
  }
  host->say(moment.text);
  moment.seconds = held(moment.seconds);
  moments_.push_back(std::move(moment));
}

void ClearAceTable::follow(Host* host) {
  const State& real = match->state();
  const std::vector<Action>& history = real.history();
  const bool reset = !follow_ || follow_match_ != match.get() || follow_->history().size() > history.size() ||
                     !std::equal(follow_->history().begin(), follow_->history().end(), history.begin());
  if (reset) {
    follow_ = real.game().new_initial_state();
    follow_match_ = match.get();
    moments_.clear();
    moment_start_ = 0;
    news_.clear();
    draw_ = DrawShown{};
    start_rolls_.clear();
    new_card_ = -1;
    confirmed_ = -1;
    must_pass_ = match->humans() > 1;  // a game loaded: whoever holds the device is not known
    host = nullptr;                     // nothing to show of a game loaded or started
  }
  while (follow_->history().size() < history.size()) {
    const Action action = history[follow_->history().size()];
    const std::unique_ptr<State> before = follow_->clone();
    if (!follow_->apply_action(action)) {  // cannot happen: the history was verified
      follow_.reset();
      return;
    }
    if (host) confirmed_ = -1;  // every action: the next hand shown waits for its owner again
    observe(as_ace(*before), action, as_ace(*follow_), host);
  }
}

// `showdown_round`: the round just ended was a showdown round (the last round of the piles can
// end with the showdown already begun).
std::string ClearAceTable::reveal_text(const ClearAceState& after, bool duel_ended, bool showdown_round) const {
  const std::vector<Play>& plays = after.last_round();
  const int winner = after.last_winner(), loser = 1 - winner;
  std::string text;
  if (plays.size() < 2 || !plays.back().revealed) {
    text = name(loser) + " has no card to answer with: " + name(winner) + " takes the card";
  } else {
    const Play& a = plays[plays.size() - 2];
    const Play& b = plays.back();
    const int won = a.player == winner ? a.card : b.card, lost = a.player == winner ? b.card : a.card;
    text = name(winner) + "'s " + clear_ace::card_name(won) + " beats " + name(loser) + "'s " + clear_ace::card_name(lost);
    if (clear_ace::card_rank(won) == 2) text += showdown_round ? " (a 2 beats a king)" : " (a 2 beats an ace)";
    if (showdown_round)
      text += ": " + name(winner) + " wins both staked aces";
    else if (plays.size() == 2)
      text += ": " + name(winner) + " takes both cards";
    else
      text += ": " + name(winner) + " takes all " + std::to_string(plays.size()) + " cards played";
  }
  text += ".";
  if (!showdown_round) {
    std::string aces;
    int count = 0;
    for (const Play& play : plays)
      if (clear_ace::is_ace(play.card) && visible(play, -1)) {
        aces += (aces.empty() ? "The " : " and the ") + clear_ace::card_name(play.card);
        ++count;
      }
    if (count > 0) text += " " + aces + (count == 1 ? " goes" : " go") + " aside beside " + name(winner) + "'s stack.";
    if (duel_ended) text += " Each keeps their two highest cards; the rest go to their stacks.";
  }
  return text;
}

std::string ClearAceTable::ending_text(const ClearAceState& s) const {
  const std::vector<int> winners = s.winners();
  const int winner = winners.size() == 1 ? winners[0] : -1;
  const std::string w = winner >= 0 ? name(winner) : std::string(), l = winner >= 0 ? name(1 - winner) : std::string();
  // Written without a switch: the core's list of endings is still settling.
  const Ending e = s.ending();
  if (e == Ending::kAllAces) return w + " holds all four aces and wins!";
  if (e == Ending::kCannotDraw) return l + " had to draw and had no card left: " + w + " wins!";
  if (e == Ending::kShowdownNoCard) return l + " had no card left to deal in the showdown: " + w + " wins!";
  if (e == Ending::kTurnLimit)
    return "The game stopped after " + std::to_string(clear_ace::kMaxTurns) + " cards played: " +
           (winner >= 0 ? w + " holds more aces and wins!" : std::string("equal aces, a draw."));
  if (winner >= 0) return w + " wins!";
  return "The game is over.";
}

void ClearAceTable::observe(const ClearAceState& b, Action action, const ClearAceState& a, Host* host) {
  switch (b.phase()) {
    case Phase::kDealing:
    case Phase::kShowdownDeal: break;
    case Phase::kStartRoll: start_rolls_.push_back(action); break;
    case Phase::kDrawRoll: {
      const bool grew0 = a.hand(0).size() > b.hand(0).size(), grew1 = a.hand(1).size() > b.hand(1).size();
      const int drawer = grew0 && grew1 ? b.first_player() : (grew1 ? 1 : 0);
      draw_ = DrawShown{drawer, action, action - 1, -1, grew0 && grew1};
      for (int i = 0; i < clear_ace::kPiles; ++i) {
        const int k = (action - 1 + i) % clear_ace::kPiles;
        if (a.pile(k).size() < b.pile(k).size()) {
          draw_.drawn = k;
          break;
        }
      }
      if (drawer == sole_human()) {
        for (int card : a.hand(drawer))
          if (std::find(b.hand(drawer).begin(), b.hand(drawer).end(), card) == b.hand(drawer).end()) new_card_ = card;
      }
      std::string text = name(drawer) + " rolls " + std::to_string(action) + ": ";
      if (draw_.drawn == draw_.named)
        text += "draws the top card of pile " + std::to_string(action);
      else
        text += "pile " + std::to_string(action) + " is empty, so the draw passes right to pile " + std::to_string(draw_.drawn + 1);
      if (drawer == sole_human() && new_card_ >= 0) text += " (" + the_card(new_card_) + ")";
      text += ".";
      if (a.piles_left() == 0) text += " The piles are used up.";
      if (draw_.stack) text += " " + name(1 - drawer) + " draws from their own stack.";
      push(host, {Moment::Kind::kDraw, text, kDrawSeconds});
      break;
    }
    case Phase::kPlaying: {
      const int player = b.current_player();
      const bool grew = a.table().size() == b.table().size() + 1;
      const Play play = grew ? a.table().back() : (a.last_round().empty() ? Play{player, action, false, false} : a.last_round().back());
      if (player == sole_human()) new_card_ = -1;
      std::string text = name(player) + " plays " + card_text(player, action, play.face_up || play.revealed) +
                         (play.face_up ? " face up." : " face down.");
      push(host, {Moment::Kind::kPlay, text, kPlaySeconds});
      if (grew && play.revealed) {
        // A tie: a duel.
        const Play& other = a.table()[a.table().size() - 2];
        std::string duel = "Both played " + std::string(clear_ace::card_rank(other.card) == clear_ace::kAceRank ? "an " : "a ") +
                           clear_ace::card_name(other.card).substr(0, clear_ace::card_name(other.card).find(' ')) + ": ";
        if (a.in_showdown())
          duel += "a duel! Both play again from the same hands, face down.";
        else if (!b.in_duel())
          duel += "a duel! Each draws one card from each pile (or their stack): about 8 cards in hand. Both play face down.";
        else
          duel += "another duel, from the hands already held. Both play face down.";
        push(host, {Moment::Kind::kDuel, duel, kDuelSeconds});
      } else if (!grew) {
        const bool duel_ended = b.in_duel() && !b.in_showdown();
        Moment reveal{Moment::Kind::kReveal, reveal_text(a, duel_ended, b.in_showdown()), kRevealSeconds, a.last_round(), a.last_winner(),
                      b.in_showdown()};
        if (duel_ended || reveal.text.find("aside") != std::string::npos) reveal.seconds += kAsideSeconds;
        push(host, reveal);
      }
      if (a.in_showdown() && a.phase() != Phase::kGameOver && (!b.in_showdown() || !grew)) {
        std::string text = !b.in_showdown()
                               ? "Showdown! Each shuffles their stack and deals 8 cards; each stakes an ace. Now a 2 "
                                 "beats a king and need not be played."
                               : "Next showdown round: the hands go back into the decks, each shuffles and deals 8 "
                                 "again and stakes an ace.";
        push(host, {Moment::Kind::kShowdown, text, kShowdownSeconds, {}, -1, true});
      }
      break;
    }
    case Phase::kGameOver: break;
  }
  if (a.phase() == Phase::kGameOver && b.phase() != Phase::kGameOver) push(host, {Moment::Kind::kEnd, ending_text(a), kEndSeconds});
}

void ClearAceTable::started(Host& host) {
  // The start roll was made with the deal: show it.
  std::string text;
  for (std::size_t i = 0; i + 1 < start_rolls_.size(); i += 2) {
    const int r0 = start_rolls_[i], r1 = start_rolls_[i + 1];
    if (r0 == r1) {
      text += "Both roll " + std::to_string(r0) + ": again. ";
    } else {
      const int first = r0 > r1 ? 0 : 1;
      text += name(0) + " rolls " + std::to_string(r0) + ", " + name(1) + " rolls " + std::to_string(r1) + ": " +
              name(first) + " rolls and draws first every round.";
    }
  }
  push(&host, {Moment::Kind::kStart, text, kStartSeconds});
  must_pass_ = false;
}

void ClearAceTable::after_action(Host& host) {
  // The showdown's deals (shuffles) are laid out at once.
  if (match->next() == Match::Next::kDeal) match->deal();
  follow(&host);
}

void ClearAceTable::refresh() {
  if (!match) return;
  follow(nullptr);
}

void ClearAceTable::tick(double now) {
  now_ = now;
  if (moments_.empty()) return;
  if (moment_start_ == 0) {
    moment_start_ = now;
    news_ = moments_.front().text;
  }
  while (!moments_.empty() && now >= moment_start_ + moments_.front().seconds) {
    moment_start_ += moments_.front().seconds;
    moments_.pop_front();
    if (!moments_.empty()) news_ = moments_.front().text;
  }
  if (moments_.empty()) moment_start_ = 0;
}

double ClearAceTable::showing_until() const {
  if (moments_.empty()) return 0;
  if (moment_start_ == 0) return std::numeric_limits<double>::max();  // starts at the next tick
  double until = moment_start_;
  for (const Moment& m : moments_) until += m.seconds;
  return until;
}

void ClearAceTable::skip_showing() {
  if (!moments_.empty()) news_ = moments_.back().text;
  moments_.clear();
  moment_start_ = 0;
}

// ---------------------------------------------------------------------------------------
// The table screen.

void ClearAceTable::draw_panel(ImDrawList* dl, Box box, int p, bool hand_backs) const {
  const ClearAceState& s = state();
  const ImVec2 a = box.min, b = box.max();
  dl->AddRectFilled(a, b, kPanel, 10.0f);
  const bool acting = p == actor() && !showing();
  if (acting) dl->AddRect(a, b, colour::kGlow, 10.0f, 0, 2.5f);
  // From the right: the aces aside (and the stake in the showdown), the stack, the hand face
  // down; each with a caption under it. The name and the rounds won at the left.
  const float caption = 13.0f;
  const float ch = std::min(box.size.y - caption - 12.0f, 44.0f), cw = ch * 0.7f;
  const float cy = a.y + 5.0f, ty = cy + ch + 2.0f;
  auto caption_at = [&](float x, float w, const std::string& text) {
    text_at(dl, fonts().body, caption, ImVec2(x + w * 0.5f, ty + caption * 0.5f), colour::kMuted, text.c_str());
  };
  // The staked ace is shown on the table, with the plays.
  const std::vector<int>& aces = s.aces_aside(p);
  const int n_aces = static_cast<int>(aces.size());
  const float ace_step = cw * 0.62f;
  const float aces_w = std::max(56.0f, n_aces ? cw + (n_aces - 1) * ace_step : 0.0f);
  float x = b.x - 8.0f - aces_w;
  for (int i = 0; i < n_aces; ++i)
    draw_card_front(dl, ImVec2(x + (aces_w - (cw + (n_aces - 1) * ace_step)) * 0.5f + i * ace_step, cy), cw, ch, face_of(aces[i]));
  if (n_aces == 0) dl->AddRect(ImVec2(x + (aces_w - cw) * 0.5f, cy), ImVec2(x + (aces_w + cw) * 0.5f, cy + ch), with_alpha(IM_COL32_WHITE, 0.25f), 5.0f, 0, 1.5f);
  caption_at(x, aces_w, n_aces == 0 ? std::string("no ace") : plural(n_aces, "ace", "aces"));
  // The stack (the deck in the showdown).
  const float stack_w = 56.0f;
  x -= 8.0f + stack_w;
  const int stack = static_cast<int>(s.stack(p).size());
  draw_card_pile(dl, ImVec2(x + (stack_w - cw) * 0.5f, cy), cw, ch, stack, false);
  caption_at(x, stack_w, (s.in_showdown() ? "deck " : "stack ") + std::to_string(stack));
  float name_right = x - 6.0f;
  if (hand_backs) {
    const int n = static_cast<int>(s.hand(p).size());
    const float step = n > 1 ? std::min(cw * 0.42f, 11.0f) : 0.0f;
    const float fan = n ? cw + (n - 1) * step : cw;
    const float hand_w = std::max(56.0f, fan);
    x -= 8.0f + hand_w;
    for (int i = 0; i < n; ++i) draw_card_back(dl, ImVec2(x + (hand_w - fan) * 0.5f + i * step, cy), cw, ch);
    caption_at(x, hand_w, "hand " + std::to_string(n));
    name_right = x - 6.0f;
  }
  dl->PushClipRect(a, ImVec2(std::max(a.x + 20.0f, name_right), b.y), true);
  const std::string who = name(p) + (human(p) ? "" : " (bot)");
  dl->AddText(fonts().bold, kBodySize, ImVec2(a.x + 10.0f, a.y + box.size.y * 0.5f - 21.0f), acting ? colour::kGlow : colour::kText, who.c_str());
  const std::string won = "won " + plural(s.rounds_won(p), "round", "rounds");
  dl->AddText(fonts().body, 14.0f, ImVec2(a.x + 10.0f, a.y + box.size.y * 0.5f + 2.0f), colour::kMuted, won.c_str());
  dl->PopClipRect();
}

void ClearAceTable::draw_piles(ImDrawList* dl, Box box) const {
  const ClearAceState& s = state();
  const float gap = 8.0f, label_h = 18.0f;
  float w = std::min(62.0f, (box.size.x - 5 * gap) / clear_ace::kPiles);
  float h = w * 1.4f;
  if (h > box.size.y - label_h - 4.0f) {
    h = box.size.y - label_h - 4.0f;
    w = h / 1.4f;
  }
  const float total = clear_ace::kPiles * w + 5 * gap;
  const float x0 = box.min.x + (box.size.x - total) * 0.5f;
  const bool drawing = showing() && moments_.front().kind == Moment::Kind::kDraw;
  for (int k = 0; k < clear_ace::kPiles; ++k) {
    const ImVec2 a(x0 + k * (w + gap), box.min.y + 4.0f);
    const int count = static_cast<int>(s.pile(k).size());
    if (drawing && k == draw_.drawn)
      dl->AddRectFilled(ImVec2(a.x - 5, a.y - 5), ImVec2(a.x + w + 5, a.y + h + 5), with_alpha(colour::kGlow, 0.9f), 8.0f);
    draw_card_pile(dl, a, w, h, count);
    if (drawing && k == draw_.named && draw_.named != draw_.drawn)
      dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(a.x + w + 4, a.y + h + 4), IM_COL32_WHITE, 8.0f, 0, 3.0f);
    const std::string label = std::to_string(k + 1);
    const bool last = k == draw_.drawn;
    text_at(dl, last ? fonts().bold : fonts().body, 15.0f, ImVec2(a.x + w * 0.5f, a.y + h + label_h * 0.5f + 2.0f),
            last ? colour::kGlow : colour::kMuted, label.c_str());
  }
}

void ClearAceTable::draw_centre(ImDrawList* dl, Host& host, Box box, int bottom) const {
  const ClearAceState& s = state();
  const ImVec2 a = box.min, b = box.max();
  dl->AddRectFilled(a, b, colour::kFeltDark, 12.0f);
  const Moment* now = showing() ? &moments_.front() : nullptr;
  const int viewer = this->viewer();
  const float die = std::min(48.0f, box.size.y * 0.3f);
  const float side_w = std::max(die + 20.0f, 86.0f);
  // The plays: the opponent's row above, the bottom seat's below, one column per pair (the
  // attack, then the duels); the showdown's stakes at the left.
  const float banner_h = 24.0f, row_gap = 16.0f, col_gap = 10.0f;
  const float y_top = a.y + banner_h + 8.0f;
  const float ch = std::min((b.y - 6.0f - y_top - row_gap) / 2.0f, 120.0f), cw = ch / 1.4f;
  const float y_bottom = y_top + ch + row_gap;
  const bool revealing = now && now->kind == Moment::Kind::kReveal;
  const bool showdown = s.in_showdown() && s.stake(0) >= 0 && s.stake(1) >= 0;
  if (revealing && now->showdown) {
    // The stakes just won (the next round's are already out): say where they went.
    text_at(dl, fonts().bold, 14.0f, ImVec2(a.x + side_w * 0.5f, a.y + 14.0f), colour::kSelected, "stakes");
    const std::string to = "to " + name(now->winner);
    text_at(dl, fonts().bold, 15.0f, ImVec2(a.x + side_w * 0.5f, (now->winner == bottom ? y_bottom : y_top) + ch * 0.5f),
            colour::kGlow, to.c_str());
  } else if (showdown) {
    const float x = a.x + (side_w - cw) * 0.5f;
    for (int p : {1 - bottom, bottom}) {
      const float y = p == bottom ? y_bottom : y_top;
      dl->AddRectFilled(ImVec2(x - 3, y - 3), ImVec2(x + cw + 3, y + ch + 3), colour::kSelected, 8.0f);
      draw_card_front(dl, ImVec2(x, y), cw, ch, face_of(s.stake(p)));
    }
    text_at(dl, fonts().bold, 14.0f, ImVec2(a.x + side_w * 0.5f, a.y + 14.0f), colour::kSelected, "stakes");
  } else {
    // The die: the latest draw and the pile it named (or the start roll).
    const ImVec2 at(a.x + (side_w - die) * 0.5f, a.y + 10.0f);
    const bool tumbling = host.tumbling();
    std::vector<std::string> lines;
    int face = draw_.die;
    if (draw_.player >= 0) {
      lines.push_back(name(draw_.player) + " rolled");
      if (draw_.drawn != draw_.named) lines.push_back(std::to_string(draw_.named + 1) + " is empty");
      lines.push_back("\xE2\x86\x92 pile " + std::to_string(draw_.drawn + 1));
    } else if (start_rolls_.size() >= 2 && !tumbling) {
      // The start roll: each player's die, the higher one ringed.
      const int rolls[2] = {start_rolls_[start_rolls_.size() - 2], start_rolls_.back()};
      const float small = std::min(die * 0.8f, (side_w - 14.0f) * 0.5f);
      for (int p = 0; p < 2; ++p) {
        const ImVec2 d(a.x + 5.0f + p * (small + 4.0f), at.y);
        const bool higher = rolls[p] > rolls[1 - p];
        draw_pip_die(dl, d, small, rolls[p], IM_COL32(252, 252, 248, 255), higher ? colour::kGlow : IM_COL32(60, 60, 60, 255),
                     higher ? 3.0f : 1.5f);
        dl->PushClipRect(ImVec2(d.x - 2, a.y), ImVec2(d.x + small + 2, b.y), true);
        text_at(dl, fonts().body, 13.0f, ImVec2(d.x + small * 0.5f, d.y + small + 10.0f), colour::kText, name(p).c_str());
        dl->PopClipRect();
      }
      text_at(dl, fonts().body, 13.0f, ImVec2(a.x + side_w * 0.5f, at.y + small + 28.0f), colour::kMuted, "start roll");
      face = 0;
    }
    if (tumbling) face = 1 + static_cast<int>(host.now() * 30.0) % 6;
    const bool drawing = now && now->kind == Moment::Kind::kDraw;
    if (face >= 1) {
      const float wobble = tumbling ? static_cast<float>(std::sin(host.now() * 40.0)) * 3.0f : 0.0f;
      draw_pip_die(dl, ImVec2(at.x, at.y + wobble), die, face, IM_COL32(252, 252, 248, 255),
                   drawing ? colour::kGlow : IM_COL32(60, 60, 60, 255), drawing ? 3.0f : 1.5f);
    } else if (start_rolls_.size() < 2) {
      dl->AddRect(at, ImVec2(at.x + die, at.y + die), IM_COL32(255, 255, 255, 90), 10.0f, 0, 2.0f);
    }
    dl->PushClipRect(a, ImVec2(a.x + side_w, b.y), true);
    for (std::size_t i = 0; i < lines.size(); ++i)
      text_at(dl, i ? fonts().bold : fonts().body, 14.0f, ImVec2(a.x + side_w * 0.5f, at.y + die + 14.0f + i * 18.0f),
              i ? (drawing ? colour::kGlow : colour::kText) : colour::kMuted, lines[i].c_str());
    dl->PopClipRect();
  }
  const float px = a.x + side_w + 4.0f, pw = b.x - px - 8.0f;
  std::string banner;
  ImU32 banner_col = colour::kText;
  if (now && now->kind == Moment::Kind::kShowdown) {
    banner = "SHOWDOWN";
    banner_col = colour::kGlow;
  } else if (s.in_showdown() || (now && now->showdown)) {
    banner = "Showdown: a 2 beats a king";
    banner_col = colour::kGlow;
  } else if (s.in_duel() || (now && now->kind == Moment::Kind::kDuel)) {
    banner = "DUEL";
    banner_col = colour::kGlow;
  } else if (s.phase() != Phase::kGameOver) {
    banner = "Attack" + std::string(s.rounds_won(0) + s.rounds_won(1) == 0 ? ": round 1, both face down" : "");
  }
  dl->AddText(fonts().bold, 16.0f, ImVec2(px, a.y + 6.0f), banner_col, banner.c_str());
  const std::vector<Play>* plays = &s.table();
  bool taken = false;
  int winner = -1;
  if (now && now->kind == Moment::Kind::kReveal) {
    plays = &now->plays;
    winner = now->winner;
  } else if (s.table().empty() && !s.last_round().empty()) {
    plays = &s.last_round();
    winner = s.last_winner();
    taken = true;
  }
  const int pairs = (static_cast<int>(plays->size()) + 1) / 2;
  const int fit = std::max(1, static_cast<int>((pw + col_gap) / (cw + col_gap)));
  const int first_pair = std::max(0, pairs - fit);
  if (plays->empty() && s.phase() != Phase::kGameOver)
    dl->AddText(fonts().body, 15.0f, ImVec2(px, y_top + ch * 0.5f), colour::kMuted, "No card played yet");
  for (int i = first_pair * 2; i < static_cast<int>(plays->size()); ++i) {
    const Play& play = (*plays)[i];
    const int col = i / 2 - first_pair;
    const ImVec2 at(px + col * (cw + col_gap), play.player == bottom ? y_bottom : y_top);
    const bool last_pair = i / 2 == pairs - 1;
    const float alpha = taken ? 0.6f : 1.0f;
    if (winner == play.player && last_pair)
      dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + cw + 4, at.y + ch + 4), with_alpha(colour::kGlow, taken ? 0.5f : 0.95f), 8.0f);
    if (visible(play, viewer)) draw_card_front(dl, at, cw, ch, face_of(play.card), alpha);
    else draw_card_back(dl, at, cw, ch, alpha);
    // Whether the opponent has seen it yet.
    const char* tag = !play.revealed && !play.face_up ? "face down" : (!play.revealed && play.face_up ? "face up" : "");
    if (*tag) text_at(dl, fonts().body, 12.0f, ImVec2(at.x + cw * 0.5f, at.y + ch + 7.0f), colour::kMuted, tag);
  }
  if (winner >= 0 && !plays->empty()) {
    const std::string took = name(winner) + (taken ? " took these" : " takes them");
    const float tx = px + std::min(pairs, fit) * (cw + col_gap);
    const float ty = (winner == bottom ? y_bottom : y_top) + ch * 0.5f - 9.0f;
    if (tx + 60.0f < b.x)
      dl->AddText(fonts().bold, 15.0f, ImVec2(tx, ty), taken ? colour::kMuted : colour::kGlow, took.c_str(), nullptr, b.x - tx - 6.0f);
    else
      dl->AddText(fonts().bold, 14.0f, ImVec2(px, winner == bottom ? b.y - 18.0f : a.y + 6.0f), taken ? colour::kMuted : colour::kGlow, took.c_str());
  }
}

void ClearAceTable::tap_card(Host& host, int card) {
  const ClearAceState& s = state();
  host.request_frames();
  if (match->next() != Match::Next::kHumanChoice || viewer() != s.current_player()) {
    host.say("Your " + clear_ace::card_name(card));
    return;
  }
  if (!s.is_legal(card)) {
    host.say("You hold a 2: in attacks and duels a 2 must be played");
    return;
  }
  selected_ = card;
  host.say("Picked " + the_card(card) + ": tap Play to play it, or another card");
}

void ClearAceTable::draw_hand(Host& host, ImDrawList* dl, Box box, int p, bool choosing) {
  const ClearAceState& s = state();
  const std::vector<int> cards = sorted_hand(s.hand(p));
  const int n = static_cast<int>(cards.size());
  if (n == 0) {
    text_at(dl, fonts().body, 15.0f, ImVec2(box.min.x + box.size.x * 0.5f, box.min.y + 30.0f), colour::kMuted, "No card in hand");
    return;
  }
  // As many rows (1 to 3) as give the largest cards.
  const float gap = 8.0f, lift = 12.0f;
  int cols = n;
  float cw = 0, ch = 0;
  for (int r = 1; r <= 3; ++r) {
    const int c = (n + r - 1) / r;
    float w = std::min(104.0f, (box.size.x - (c - 1) * gap) / c);
    float h = w * 1.4f;
    if (r * h + (r - 1) * gap + lift > box.size.y) {
      h = (box.size.y - lift - (r - 1) * gap) / r;
      w = std::min(w, h / 1.4f);
    }
    if (w > cw + 0.5f) {
      cols = c;
      cw = w;
      ch = w * 1.4f;
    }
  }
  const std::vector<Action> legal = choosing ? s.legal_actions() : std::vector<Action>{};
  for (int i = 0; i < n; ++i) {
    const int row = i / cols, col = i % cols;
    const int in_row = std::min(cols, n - row * cols);
    const float row_w = in_row * cw + (in_row - 1) * gap;
    const bool picked = cards[i] == selected_;
    const ImVec2 slot(box.min.x + (box.size.x - row_w) * 0.5f + col * (cw + gap), box.min.y + lift + row * (ch + gap));
    const ImVec2 at(slot.x, slot.y - (picked ? lift : 0.0f));
    const bool ok = std::find(legal.begin(), legal.end(), cards[i]) != legal.end();
    if (picked) dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + cw + 5, at.y + ch + 5), colour::kSelected, 10.0f);
    else if (ok) dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + cw + 4, at.y + ch + 4), with_alpha(colour::kGlow, 0.85f), 9.0f);
    draw_card_front(dl, at, cw, ch, face_of(cards[i]));
    if (choosing && !ok) dl->AddRectFilled(at, ImVec2(at.x + cw, at.y + ch), IM_COL32(10, 30, 20, 130), std::min(cw, ch) * 0.1f);
    if (cards[i] == new_card_) {
      const ImVec2 tag(at.x + cw - 30.0f, at.y + 3.0f);
      dl->AddRectFilled(tag, ImVec2(tag.x + 27.0f, tag.y + 16.0f), colour::kSelected, 4.0f);
      text_at(dl, fonts().bold, 12.0f, ImVec2(tag.x + 13.5f, tag.y + 8.0f), IM_COL32_WHITE, "new");
    }
    ImGui::SetCursorScreenPos(slot);
    ImGui::PushID(i);
    const bool tapped = ImGui::InvisibleButton("##card", ImVec2(cw, ch));
    ImGui::PopID();
    note_item("table.hand." + std::to_string(i));
    if (tapped) tap_card(host, cards[i]);
  }
}

std::string ClearAceTable::prompt(int viewer) const {
  const ClearAceState& s = state();
  const Match::Next next = match->next();
  const int to = actor();
  if (showing()) return "";
  if (next == Match::Next::kRoll) {
    if (!human(to)) return name(to) + " rolls the die…";
    return (sole_human() >= 0 ? std::string("Your draw") : name(to) + "'s draw") +
           ": roll the die; it names the pile to draw from.";
  }
  if (next == Match::Next::kBotChoice) return name(to) + " is choosing a card…";
  if (next != Match::Next::kHumanChoice || viewer != to) return "";
  std::string text;
  const std::vector<Play>& table = s.table();
  const bool answering = table.size() % 2 == 1;
  if (answering) {
    const Play& first = table.back();
    text = visible(first, viewer) && first.face_up ? name(first.player) + " played " + the_card(first.card) + " face up: answer it."
                                                   : name(first.player) + " played face down: your card.";
  } else {
    // Whether this card goes face up: played on a copy.
    std::unique_ptr<State> copy = s.clone();
    const std::vector<Action> legal = s.legal_actions();
    bool face_up = false;
    if (!legal.empty() && copy->apply_action(legal.front()) && !as_ace(*copy).table().empty())
      face_up = as_ace(*copy).table().back().face_up;
    if (face_up) text = "You lost the last round: play first, face up.";
    else if (s.in_duel()) text = "Duel: both play face down.";
    else text = "Both play face down; you choose first.";
  }
  if (!s.in_showdown()) {
    const std::vector<int>& hand = s.hand(viewer);
    if (std::any_of(hand.begin(), hand.end(), [](int c) { return clear_ace::card_rank(c) == 2; }))
      text += " You hold a 2: you must play a 2.";
  }
  return text + " Tap a card, then Play.";
}

void ClearAceTable::draw_pass(Host& host, Box box) {
  const int to = pass_to();
  host.say(news_);  // the latest news is public; a pick left behind is not
  const bool rolling = state().phase() == Phase::kDrawRoll;
  const std::string away = rolling ? name(to) + " rolls the die next; every hand stays face down."
                                   : name(1 - to) + ", please look away: " + name(to) + "'s hand is shown next.";
  // Both hands face down, so the table still reads.
  const ClearAceState& s = state();
  std::vector<std::string> details;
  for (int p : {to, 1 - to})
    details.push_back(name(p) + ": " + plural(static_cast<int>(s.hand(p).size()), "card", "cards") + " in hand, " +
                      plural(static_cast<int>(s.stack(p).size()), "card", "cards") + " in the stack, " +
                      plural(static_cast<int>(s.aces_aside(p).size()), "ace", "aces") + " aside");
  if (draw_pass_screen(box, name(to), away, news_, details, "I'm " + name(to) + (rolling ? ": continue" : ": show my hand"))) {
    confirmed_ = to;
    must_pass_ = false;
    host.say(name(to) + "'s turn");
    host.request_frames();
  }
}

void ClearAceTable::draw_table(Host& host) {
  const ClearAceState& s = state();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const Match::Next next = match->next();
  const bool landscape = display.x > display.y * 1.15f;
  if (selected_for_ != s.history().size()) {
    selected_ = -1;
    selected_for_ = s.history().size();
  }

  // Top bar: home, what just happened (landscape) or where the game stands, scores, rules.
  const float pad = 10.0f, gap = 8.0f;
  float top = 0;
  const Box bar = begin_table_screen(host, "##clear-ace", pad, &top);
  ImDrawList* dl = ImGui::GetWindowDrawList();

  if (pass_up()) {
    const float w = std::min(display.x - 2 * pad, 600.0f);
    draw_pass(host, Box{ImVec2((display.x - w) * 0.5f, top), ImVec2(w, display.y - top - pad)});
    ImGui::End();
    return;
  }

  const int bottom = bottom_seat(), other = 1 - bottom;
  const int viewer = this->viewer();
  const bool hand_shown = viewer == bottom;
  const bool choosing = hand_shown && next == Match::Next::kHumanChoice && s.current_player() == viewer && !showing();

  // Geometry. Portrait: the news, the opponent, the piles, the table, the bottom seat, its
  // hand, what to do and the button. Landscape: the news in the top bar; the opponent, the
  // table and the bottom seat at the left; the piles, the hand, what to do and the button at
  // the right.
  const float panel_h = 62.0f, prompt_h = 44.0f;
  float controls_y = display.y - pad - kTouch;
  Box news, opp, piles, centre, mine, hand, ask;
  if (landscape) {
    // Two columns, as tall as the cards need (at most the screen), centred on big screens.
    const float left_w = std::min((display.x - 3 * pad) * 0.46f, 620.0f);
    const float right_w = std::min(display.x - 3 * pad - left_w, 600.0f);
    const float x0 = (display.x - left_w - right_w - pad) * 0.5f, x1 = x0 + left_w + pad;
    const float avail = display.y - pad - top;
    const float centre_h = std::min(avail - 2 * panel_h - 2 * gap, 340.0f);
    const float piles_h = std::clamp(avail * 0.24f, 74.0f, 110.0f);
    const float hand_h = std::min(avail - piles_h - prompt_h - kTouch - 12.0f, 330.0f);
    const float block = std::max(2 * panel_h + 2 * gap + centre_h, piles_h + hand_h + prompt_h + kTouch + 12.0f);
    const float y0 = top + std::max(0.0f, (avail - block) * 0.5f);
    news = bar;
    opp = {ImVec2(x0, y0), ImVec2(left_w, panel_h)};
    centre = {ImVec2(x0, opp.max().y + gap), ImVec2(left_w, centre_h)};
    mine = {ImVec2(x0, centre.max().y + gap), ImVec2(left_w, panel_h)};
    piles = {ImVec2(x1, y0), ImVec2(right_w, piles_h)};
    hand = {ImVec2(x1, piles.max().y + 4.0f), ImVec2(right_w, hand_h)};
    ask = {ImVec2(x1, hand.max().y + 4.0f), ImVec2(right_w, prompt_h)};
    controls_y = ask.max().y + 4.0f;
  } else {
    const std::string where = s.in_showdown() ? std::string("Showdown")
                                              : (s.piles_left() > 0 ? "Piles: " + std::to_string(s.piles_left())
                                                                    : std::string("Piles used up"));
    dl->PushClipRect(bar.min, bar.max(), true);
    dl->AddText(fonts().bold, 16.0f, ImVec2(bar.min.x, bar.min.y + (kTouch - 16.0f) * 0.5f), colour::kText, where.c_str());
    dl->PopClipRect();
    const float w = std::min(display.x - 2 * pad, 640.0f), x0 = (display.x - w) * 0.5f;
    news = {ImVec2(x0, top), ImVec2(w, 58.0f)};
    opp = {ImVec2(x0, news.max().y + gap), ImVec2(w, panel_h)};
    const float piles_h = std::clamp(display.y * 0.1f, 74.0f, 110.0f);
    piles = {ImVec2(x0, opp.max().y + gap), ImVec2(w, piles_h)};
    const float centre_h = std::clamp(display.y * 0.23f, 160.0f, 300.0f);
    centre = {ImVec2(x0, piles.max().y + 4.0f), ImVec2(w, centre_h)};
    mine = {ImVec2(x0, centre.max().y + gap), ImVec2(w, panel_h)};
    ask = {ImVec2(x0, controls_y - prompt_h - 4.0f), ImVec2(w, prompt_h)};
    hand = {ImVec2(x0, mine.max().y + 2.0f), ImVec2(w, ask.min.y - 4.0f - mine.max().y - 2.0f)};
  }

  // What just happened.
  {
    const bool fresh = showing();
    dl->AddRectFilled(news.min, news.max(), IM_COL32(10, 28, 20, 200), 8.0f);
    dl->PushClipRect(news.min, news.max(), true);
    const std::string& text = news_.empty() ? std::string("Clear Ace") : news_;
    const float wrap = news.size.x - 16.0f;
    const float size = fonts().bold->CalcTextSizeA(16.0f, 1e9f, wrap, text.c_str()).y > news.size.y - 6.0f ? 14.0f : 16.0f;
    const float th = fonts().bold->CalcTextSizeA(size, 1e9f, wrap, text.c_str()).y;
    dl->AddText(fresh ? fonts().bold : fonts().body, size, ImVec2(news.min.x + 8.0f, news.min.y + std::max(3.0f, (news.size.y - th) * 0.5f)),
                fresh ? colour::kGlow : colour::kText, text.c_str(), nullptr, wrap);
    dl->PopClipRect();
  }
  host.set_toast_area(centre.min.y + centre.size.y * 0.3f);

  draw_panel(dl, opp, other, true);
  draw_piles(dl, piles);
  draw_centre(dl, host, centre, bottom);
  draw_panel(dl, mine, bottom, !hand_shown);
  if (hand_shown) {
    draw_hand(host, dl, hand, bottom, choosing);
  } else {
    // Every hand face down (two people, between turns; or bots only).
    const int n = static_cast<int>(s.hand(bottom).size());
    const float cw = std::min(54.0f, (hand.size.x - 40.0f) / std::max(1, n)), ch = cw * 1.4f;
    const float x0 = hand.min.x + (hand.size.x - n * (cw + 6.0f)) * 0.5f;
    for (int i = 0; i < n; ++i) draw_card_back(dl, ImVec2(x0 + i * (cw + 6.0f), hand.min.y + 16.0f), cw, ch);
    const std::string line = match->humans() > 1 ? name(bottom) + "'s hand stays hidden until " + name(bottom) + " takes the device." : "";
    dl->AddText(fonts().body, 15.0f, ImVec2(hand.min.x, hand.min.y + 16.0f + ch + 10.0f), colour::kMuted, line.c_str(), nullptr, hand.size.x);
  }

  // What to do, and the button for it.
  {
    const std::string text = prompt(viewer);
    dl->PushClipRect(ask.min, ask.max(), true);
    const float size = fonts().bold->CalcTextSizeA(16.0f, 1e9f, ask.size.x, text.c_str()).y > prompt_h ? 14.0f : 16.0f;
    const bool yours = choosing || (next == Match::Next::kRoll && human(actor()));
    dl->AddText(fonts().bold, size, ImVec2(ask.min.x, ask.min.y), yours ? colour::kGlow : colour::kText, text.c_str(), nullptr, ask.size.x);
    dl->PopClipRect();
  }
  ImGui::SetCursorScreenPos(ImVec2(ask.min.x, controls_y));
  const float bw = ask.size.x;
  const bool bot_next = next == Match::Next::kBotChoice || (next == Match::Next::kRoll && !human(actor()));
  if (showing() || (bot_next && !host.skipping())) {
    if (button("table.skip", bot_next ? "Skip ahead \xE2\x86\x92" : "Show all \xE2\x86\x92", ImVec2(bw, kTouch))) host.skip_ahead();
  } else if (next == Match::Next::kRoll) {
    const std::string label = sole_human() >= 0 ? std::string("Roll the die") : "Roll the die for " + name(actor());
    if (button("table.roll", label.c_str(), ImVec2(bw, kTouch))) host.roll_dice();
  } else if (choosing) {
    const bool ready = selected_ >= 0 && s.is_legal(selected_);
    const std::string label = ready ? "Play " + the_card(selected_) : std::string("Play (tap a card first)");
    if (button("table.play", label.c_str(), ImVec2(bw, kTouch), ready)) {
      const int card = selected_;
      selected_ = -1;
      host.choose(card);
    }
  }
  ImGui::End();
}

// ---------------------------------------------------------------------------------------
// The summary, the rules and the test hook.

void ClearAceTable::draw_summary(Host& host) {
  const ClearAceState& s = state();
  if (!s.is_terminal()) {
    host.go(Screen::kTable);
    return;
  }
  const std::vector<int> winners = s.winners();
  begin_summary("Game over", winners.size() == 1 ? name(winners[0]) + " wins!" : std::string("A draw"));
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  text_wrapped(ending_text(s).c_str());
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Each player's aces (wherever they are: hand, stack or aside), then how the game went.
  for (int p = 0; p < 2; ++p) {
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    std::vector<int> aces = s.aces_aside(p);
    for (const std::vector<int>* cards : {&s.hand(p), &s.stack(p)})
      for (int c : *cards)
        if (clear_ace::is_ace(c)) aces.push_back(c);
    std::sort(aces.begin(), aces.end());
    const std::string line = name(p) + ": " + plural(s.aces_held(p), "ace", "aces");
    dl->AddText(fonts().bold, kBodySize, at, colour::kText, line.c_str());
    const float cw = 40.0f, ch = 56.0f;
    for (std::size_t i = 0; i < aces.size(); ++i) draw_card_front(dl, ImVec2(at.x + i * (cw + 8.0f), at.y + 28.0f), cw, ch, face_of(aces[i]));
    if (aces.empty()) dl->AddText(fonts().body, 15.0f, ImVec2(at.x, at.y + 30.0f), colour::kMuted, "No ace");
    const std::string detail = "Won " + plural(s.rounds_won(p), "round", "rounds") + "; " +
                               plural(static_cast<int>(s.stack(p).size() + s.hand(p).size()), "card", "cards") + " at the end";
    const float cards_h = aces.empty() ? 24.0f : ch;
    dl->AddText(fonts().body, 15.0f, ImVec2(at.x, at.y + 28.0f + cards_h + 8.0f), colour::kMuted, detail.c_str());
    ImGui::Dummy(ImVec2(w, 28.0f + cards_h + 34.0f));
  }
  ImGui::Separator();
  char seed[96];
  std::snprintf(seed, sizeof seed, "%d cards played. Seed %llu", s.turns(), static_cast<unsigned long long>(match->seed()));
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped(seed);
  ImGui::PopStyleColor();
  drag_scroll();
  end_body_begin_bar();
  draw_summary_bar(host, true);
  ImGui::End();
}

const std::vector<RulesSection>& ClearAceTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"The goal", "Collect all four aces. Two players, a 52-card deck (no jokers) and one die."},
      {"Cards",
       "Cards rank 2 < 3 < ... < 10 < jack < queen < king < ace; suits do not matter. One exception: in an attack or "
       "a duel a 2 beats an ace (and only an ace). In the showdown a 2 beats a king instead (and only a king)."},
      {"Setting up",
       "The deck is shuffled; each player gets 2 cards face down and the other 48 make six face-down piles of 8, "
       "numbered 1 to 6. Each player rolls the die; equal rolls roll again. The higher roller rolls and draws first "
       "in every round."},
      {"Drawing",
       "Each round the first player rolls the die and draws the top card of the pile it names; then the other player "
       "does the same. An empty pile passes the draw to the next pile to the right, from 6 round to 1. Once the piles "
       "have run out, a player who must draw takes the top card of their own stack; a player who must draw and has "
       "no card at all loses."},
      {"The attack",
       "Each player now holds 3 cards and plays one. A player holding a 2 must play a 2 (in attacks and duels). In "
       "the first round both play face down. From then on the loser of the last round plays first, face up, and the "
       "winner answers having seen it. Both cards are turned over: the higher card takes both into its owner's "
       "stack, face down. A played ace does not go into the stack: it goes face up beside the winner's stack and "
       "stays out of play until the showdown."},
      {"The duel",
       "Equal ranks start a duel. In the first duel of a round each player draws one card from each of the six piles "
       "in turn (passing right as above, and from their own stack when the piles are gone), so each holds about 8 "
       "cards; both play face down. Another tie repeats the duel with the hands already held. The duel's winner "
       "takes every card played in the attack and the duels. Then each player keeps their two highest cards and puts "
       "the rest on their stack."},
      {"When the piles are gone",
       "A player who holds all four aces (in hand, stack and aside together) wins at once, at any time. When the "
       "piles are empty, the hands are played out in attacks without drawing. Then a player with all four aces "
       "wins; a player with no ace loses; a player who never won a round loses; otherwise comes the showdown."},
      {"The showdown",
       "Each player shuffles their stack into a deck and deals 8 cards (fewer if the deck is short). Aces stay aside "
       "and each player stakes one. The first showdown round is played face down; later ones, the last loser plays "
       "face up first. A 2 no longer has to be played, and it beats a king. Ties duel again from the same hands. "
       "The winner takes both stakes and the played cards; the hands go back into the decks and the showdown "
       "repeats until one player holds every ace, or a player has no card to deal (that player loses)."},
      {"A very long game",
       "A game is stopped after 400 cards played (it practically never happens): then more aces wins and equal "
       "aces is a draw."},
      {"On this device",
       "Against a bot your hand is shown and the bot's stays face down. Two people on one device pass it between "
       "turns: a \"Pass the device\" screen hides every hand until its owner taps to see it, also after the page is "
       "reloaded. Tap Roll the die to draw. To play, tap a card (it lifts; tap another to change your mind), then "
       "Play: nothing is played by a single tap. The cards you may play glow. Each step (the die, the plays, the "
       "reveal, a duel, the showdown) stays on the table for a moment with a line saying what happened; Show all "
       "or Skip ahead moves on at once. The game is saved after every move and resumes where it stood; the score "
       "of a game is the aces each player holds at the end."},
  };
  return kRules;
}

void ClearAceTable::write_json(Text& out) const {
  const ClearAceState& s = state();
  static const char* kPhases[] = {"dealing", "startRoll", "drawRoll", "playing", "showdownDeal", "over"};
  const int view = viewer();
  const bool pass = pass_up();
  auto cards = [&](const std::vector<int>& list) {
    out << '[';
    for (std::size_t i = 0; i < list.size(); ++i) out << (i ? ",\"" : "\"") << clear_ace::card_short(list[i]) << "\"";
    out << ']';
  };
  // Only what the viewer may see: a hidden card is "?".
  auto plays = [&](const std::vector<Play>& list) {
    out << '[';
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Play& p = list[i];
      out << (i ? "," : "") << "{\"player\":" << p.player << ",\"card\":\""
          << (visible(p, view) ? clear_ace::card_short(p.card) : std::string("?")) << "\",\"faceUp\":" << p.face_up
          << ",\"revealed\":" << p.revealed << "}";
    }
    out << ']';
  };
  std::vector<int> humans, hand_sizes, stacks, piles, won;
  for (const Seat& seat : match->seats()) humans.push_back(seat.human() ? 1 : 0);
  for (int p = 0; p < 2; ++p) {
    hand_sizes.push_back(static_cast<int>(s.hand(p).size()));
    stacks.push_back(static_cast<int>(s.stack(p).size()));
    won.push_back(s.rounds_won(p));
  }
  for (int k = 0; k < clear_ace::kPiles; ++k) piles.push_back(static_cast<int>(s.pile(k).size()));
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"current\":" << s.current_player() << ",\"roller\":" << (s.phase() == Phase::kDrawRoll ? match->roller() : -1);
  out << ",\"actor\":" << actor() << ",\"firstPlayer\":" << s.first_player() << ",\"lastWinner\":" << s.last_winner();
  out << ",\"inDuel\":" << s.in_duel() << ",\"inShowdown\":" << s.in_showdown();
  out << ",\"viewer\":" << view << ",\"bottom\":" << bottom_seat() << ",\"pass\":" << pass << ",\"passTo\":" << (pass ? pass_to() : -1);
  out << ",\"showing\":" << showing() << ",\"news\":";
  json_string(out, news_);
  out << ",\"hand\":";
  cards(view >= 0 ? sorted_hand(s.hand(view)) : std::vector<int>{});
  out << ",\"newCard\":\"" << (view >= 0 && new_card_ >= 0 ? clear_ace::card_short(new_card_) : std::string()) << "\"";
  out << ",\"handSizes\":";
  json_list(out, hand_sizes);
  out << ",\"stacks\":";
  json_list(out, stacks);
  out << ",\"piles\":";
  json_list(out, piles);
  out << ",\"acesAside\":[";
  cards(s.aces_aside(0));
  out << ',';
  cards(s.aces_aside(1));
  out << "],\"stakes\":";
  std::vector<int> stakes;
  for (int p = 0; p < 2; ++p)
    if (s.stake(p) >= 0) stakes.push_back(s.stake(p));
  cards(stakes);
  out << ",\"table\":";
  plays(s.table());
  out << ",\"lastRound\":";
  plays(s.last_round());
  out << ",\"die\":{\"player\":" << draw_.player << ",\"value\":" << draw_.die << ",\"named\":" << draw_.named + 1
      << ",\"drawn\":" << draw_.drawn + 1 << "},\"startRolls\":";
  json_list(out, start_rolls_);
  out << ",\"roundsWon\":";
  json_list(out, won);
  const bool choosing = match->next() == Match::Next::kHumanChoice && view == s.current_player() && !pass;
  std::vector<int> legal;
  if (choosing)
    for (Action a : s.legal_actions()) legal.push_back(a);
  out << ",\"legal\":";
  cards(legal);
  out << ",\"selected\":\"" << (view >= 0 && selected_ >= 0 ? clear_ace::card_short(selected_) : std::string()) << "\"";
  out << ",\"history\":" << s.history().size() << ",\"turns\":" << s.turns();
  const Ending e = s.ending();
  const char* ending = e == Ending::kNone             ? "none"
                       : e == Ending::kAllAces        ? "allAces"
                       : e == Ending::kCannotDraw     ? "cannotDraw"
                       : e == Ending::kShowdownNoCard ? "showdownNoCard"
                       : e == Ending::kTurnLimit      ? "turnLimit"
                                                      : "other";
  out << ",\"ending\":\"" << ending << "\"";
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
}

}  // namespace

std::unique_ptr<Table> make_clear_ace_table() { return std::make_unique<ClearAceTable>(); }

}  // namespace allclear::web
