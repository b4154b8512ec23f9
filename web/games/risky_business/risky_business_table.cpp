#include "games/risky_business/risky_business_table.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "kit/host.h"
#include "kit/cards.h"
#include "core/risky_business/risky_business.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web {

namespace {

namespace rb = risky_business;
using rb::Phase;

// Matches are made by load_game("risky-business") and saves are checked to be Risky Business
// games, so the state of this table's match is always a RiskyBusinessState.
const RiskyBusinessState& as_risky(const State& state) { return static_cast<const RiskyBusinessState&>(state); }

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }
std::string the_card(int card) { return "the " + rb::card_name(card); }
// Clear points as shown: "-3" with a real minus sign, "0" for none.
std::string points_text(int points) { return points < 0 ? "\xE2\x88\x92" + std::to_string(-points) : std::to_string(points); }
CardFace face_of(int card) { return {rb::card_rank(card), rb::card_suit(card)}; }

// A hand in the order it is shown: by rank (ace to king), then suit.
std::vector<int> sorted_hand(std::vector<int> cards) {
  std::sort(cards.begin(), cards.end(), [](int a, int b) {
    return rb::card_rank(a) != rb::card_rank(b) ? rb::card_rank(a) < rb::card_rank(b) : a < b;
  });
  return cards;
}

bool contains(const std::vector<int>& cards, int card) { return std::find(cards.begin(), cards.end(), card) != cards.end(); }

bool turn_phase(Phase phase) {
  return phase == Phase::kMove || phase == Phase::kReplace || phase == Phase::kPickUp || phase == Phase::kSetAside;
}

constexpr ImU32 kPanel = IM_COL32(14, 50, 36, 255);
constexpr ImU32 kDim = IM_COL32(10, 30, 20, 130);

// A legal move as the human makes it on the table: which things to tap. Published for the
// browser tests, which tap them.
struct TapMove {
  Action action;
  const char* kind;  // "play", "swap", "replace", "pick", "aside", "first"
  int hand = -1;     // index in the hand as shown
  int pile = -1;
  int row = -1;      // index in the discard row
  bool deck = false;
  int seat = -1;
};

class RiskyBusinessTable : public Table {
 public:
  RiskyBusinessTable() : Table(risky_business_game_info()) {}

  // No dice: the deal and every card turned from the deck are laid out at once.
  bool is_roll(const State& /*state*/) const override { return false; }
  bool roll_goes_on(const State& /*state*/) const override { return false; }
  int roller(const State& state) const override {
    const int p = state.current_player();
    return p >= 0 ? p : as_risky(state).turn_player();
  }

  HomeIds home_ids() const override {
    return {"home.risky-business", "home.risky-business.resume", "home.risky-business.rules",
            "home.risky-business.dismiss"};
  }
  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override {
    // Three 7s on a pile and the fourth glowing: a clear.
    const float h = size * 0.7f, w = h / 1.4f;
    for (int i = 0; i < 3; ++i) draw_card_front(dl, ImVec2(min.x + 2.0f + i * w * 0.45f, min.y + 2.0f + i * 3.0f), w, h, CardFace{7, i});
    dl->AddRectFilled(ImVec2(min.x + size - w - 6.0f, min.y + size - h - 6.0f), ImVec2(min.x + size - 1.0f, min.y + size - 1.0f), colour::kGlow, 6.0f);
    draw_card_front(dl, ImVec2(min.x + size - w - 3.5f, min.y + size - h - 3.5f), w, h, CardFace{7, 3});
  }
  const char* blurb() const override {
    return "Play cards on piles of their rank; four of a kind or a king clears a pile. Keep your points low: after "
           "four turns each the lowest score wins. 2-4 players.";
  }
  std::string resume_label() const override { return "Resume: " + game_text() + ", " + name(state().turn_player()) + "'s turn"; }
  std::string progress() const override { return game_text() + ", " + name(state().turn_player()) + "'s turn"; }
  std::string scores() const override {
    const RiskyBusinessState& s = state();
    std::string line = "Scores (lowest wins): ";
    const std::vector<int> totals = s.total_scores();
    for (int p = 0; p < s.num_players(); ++p) line += (p ? ", " : "") + name(p) + " " + std::to_string(totals[p]);
    return line;
  }
  const char* round_word() const override { return "game"; }
  std::string players_note(int players) const override {
    return players > 2 ? "Two decks (104 cards) for 3 or 4 players." : "One deck of 52 cards.";
  }

  void started(Host& host) override;
  void after_action(Host& host) override;
  void refresh() override;
  // Two people: a hand shown before the table was left waits for its owner again.
  void left_table() override { confirmed_ = -1; }

  void draw_table(Host& host) override;
  void draw_summary(Host& host) override;
  const char* rules_byline() const override {
    return "A card game by Jeffrey Mowery and Josh Mullins for 2 to 4 players, with one deck (two for 3 or 4 "
           "players). These are the rules as this app plays them.";
  }
  const std::vector<RulesSection>& rules() const override;
  void write_json(Text& out) const override;

 private:
  const RiskyBusinessState& state() const { return as_risky(match->state()); }
  const std::string& name(int p) const { return match->seats()[p].name; }
  bool human(int p) const { return p >= 0 && match->seats()[p].human(); }
  std::string game_text() const {
    const RiskyBusinessState& s = state();
    const int game = std::min(s.rounds_completed() + 1, s.rounds());
    return "Game " + std::to_string(game) + " of " + std::to_string(s.rounds());
  }
  int sole_human() const;
  int actor() const { return state().current_player(); }
  bool pass_up() const;
  // The seat whose hand is face up on screen, or -1 (every hand hidden).
  int viewer() const;
  int bottom_seat() const;
  bool choosing() const;
  std::vector<TapMove> tap_moves() const;

  void follow(Host* host);
  void observe(const RiskyBusinessState& before, Action action, const RiskyBusinessState& after, Host* host);

  void tap_hand(Host& host, int card);
  void tap_pile(Host& host, int pile);
  void tap_row(Host& host, int card);
  void tap_deck(Host& host);
  void pick(Host& host, Action action, const std::string& what);
  std::string move_label(Action action) const;
  std::string prompt() const;

  void draw_opponent(ImDrawList* dl, Box box, int p) const;
  void draw_seat(ImDrawList* dl, Box box, int p) const;
  void draw_piles(Host& host, ImDrawList* dl, Box box);
  void draw_row(Host& host, ImDrawList* dl, Box box);
  void draw_hand(Host& host, ImDrawList* dl, Box box, int p);
  void draw_controls(Host& host, Box box);
  void draw_pass(Host& host, Box box);

  std::unique_ptr<State> follow_;
  const Match* follow_match_ = nullptr;
  std::string news_;               // what the latest action did (and the cards it turned)
  unsigned changed_piles_ = 0;     // piles the latest action changed (a bit each)
  std::vector<int> new_cards_;     // cards the latest action brought to a hand or the row
  int confirmed_ = -1;             // two people: the seat that tapped "show my hand" this turn
  bool must_pass_ = false;         // two people, the page just loaded: pass first
  float card_scale_ = 1.0f;        // larger cards on larger screens (1 on a phone)

  // The human's choice in the making: a hand card (a move's first tap), then the action.
  int picked_card_ = -1;
  Action target_ = -1;
  bool end_armed_ = false;         // End moves was tapped once: a second tap ends them
  std::size_t picked_for_ = 0;     // the history size the choice belongs to
};

// ---------------------------------------------------------------------------------------
// Who sees what.

int RiskyBusinessTable::sole_human() const {
  if (match->humans() != 1) return -1;
  for (int p = 0; p < static_cast<int>(match->seats().size()); ++p)
    if (human(p)) return p;
  return -1;
}

bool RiskyBusinessTable::pass_up() const {
  if (match->humans() < 2 || match->next() != Match::Next::kHumanChoice) return false;
  if (!turn_phase(state().phase())) return false;
  return must_pass_ || confirmed_ != actor();
}

int RiskyBusinessTable::viewer() const {
  const int sole = sole_human();
  if (sole >= 0) return sole;
  if (match->humans() < 2 || pass_up() || match->next() != Match::Next::kHumanChoice) return -1;
  return turn_phase(state().phase()) ? actor() : -1;
}

int RiskyBusinessTable::bottom_seat() const {
  const int view = viewer();
  if (view >= 0) return view;
  // Between games the winner picks who starts: they sit at the bottom.
  return state().phase() == Phase::kChooseFirst ? actor() : state().turn_player();
}

bool RiskyBusinessTable::choosing() const {
  if (match->next() != Match::Next::kHumanChoice || pass_up()) return false;
  const int to = actor();
  return state().phase() == Phase::kChooseFirst ? human(to) : viewer() == to;
}

std::vector<TapMove> RiskyBusinessTable::tap_moves() const {
  std::vector<TapMove> moves;
  if (!choosing()) return moves;
  const RiskyBusinessState& s = state();
  const std::vector<int> hand = sorted_hand(s.hand(s.turn_player()));
  auto hand_index = [&](int card) { return static_cast<int>(std::find(hand.begin(), hand.end(), card) - hand.begin()); };
  auto row_index = [&](int card) { return static_cast<int>(std::find(s.row().begin(), s.row().end(), card) - s.row().begin()); };
  for (Action a : s.legal_actions()) {
    TapMove m{a, ""};
    if (a >= rb::kFirst) {
      m.kind = "first";
      m.seat = a - rb::kFirst;
    } else if (a >= rb::kSetAside) {
      m.kind = "aside";
      m.hand = hand_index(a - rb::kSetAside);
    } else if (a == rb::kReplaceDeck) {
      m.kind = "replace";
      m.deck = true;
    } else if (a >= rb::kReplaceHand) {
      m.kind = "replace";
      m.hand = hand_index(a - rb::kReplaceHand);
    } else if (a == rb::kPickDeck) {
      m.kind = "pick";
      m.deck = true;
    } else if (a >= rb::kPickRow) {
      m.kind = "pick";
      m.row = row_index(a - rb::kPickRow);
    } else if (a >= rb::kPickPile) {
      m.kind = "pick";
      m.pile = a - rb::kPickPile;
    } else if (a == rb::kEndMoves) {
      m.kind = "end";
    } else if (a >= rb::kSwap) {
      m.kind = "swap";
      m.hand = hand_index((a - rb::kSwap) / rb::kMaxCards);
      m.row = row_index((a - rb::kSwap) % rb::kMaxCards);
    } else {
      m.kind = "play";
      m.hand = hand_index(a / rb::kPiles);
      m.pile = a % rb::kPiles;
    }
    moves.push_back(m);
  }
  return moves;
}

// ---------------------------------------------------------------------------------------
// Following the game: what each action did, as one line of news.

void RiskyBusinessTable::follow(Host* host) {
  const State& real = match->state();
  const std::vector<Action>& history = real.history();
  const bool reset = !follow_ || follow_match_ != match.get() || follow_->history().size() > history.size() ||
                     !std::equal(follow_->history().begin(), follow_->history().end(), history.begin());
  if (reset) {
    follow_ = real.game().new_initial_state();
    follow_match_ = match.get();
    news_.clear();
    changed_piles_ = 0;
    new_cards_.clear();
    confirmed_ = -1;
    must_pass_ = match->humans() > 1;  // a game loaded: whoever holds the device is not known
    host = nullptr;                     // nothing to announce of a game loaded or started
  }
  while (follow_->history().size() < history.size()) {
    const Action action = history[follow_->history().size()];
    const std::unique_ptr<State> before = follow_->clone();
    if (!follow_->apply_action(action)) {  // cannot happen: the history was verified
      follow_.reset();
      return;
    }
    observe(as_risky(*before), action, as_risky(*follow_), host);
  }
}

void RiskyBusinessTable::observe(const RiskyBusinessState& b, Action action, const RiskyBusinessState& a, Host* host) {
  const int p = b.turn_player();
  const int view = sole_human();
  // Clears made by this action (or the cards it turned), announced as they happen.
  const int quads = a.quads(p) - b.quads(p), kings = a.kings(p) - b.kings(p);
  std::string clears;
  if (quads > 0) clears += plural(quads, "four of a kind", "fours of a kind") + " (" + points_text(rb::kQuadPoints * quads) + ")";
  if (kings > 0) clears += (clears.empty() ? "" : " and ") + plural(kings, "king clear", "king clears") + " (" + points_text(rb::kKingPoints * kings) + ")";
  const bool chance = b.phase() == Phase::kCut || b.phase() == Phase::kDealing || b.phase() == Phase::kDraw;
  if (!chance) {  // a player's action: what it changes is marked anew
    changed_piles_ = 0;
    new_cards_.clear();
  }
  for (int k = 0; k < rb::kPiles; ++k)
    if (a.pile(k) != b.pile(k)) changed_piles_ |= 1u << k;

  if (b.phase() == Phase::kCut) {
    news_ = name(action) + " cut highest and starts.";
    return;
  }
  if (b.phase() == Phase::kDealing) return;
  if (b.phase() == Phase::kDraw) {
    // A card turned from the deck: onto a pile (shown to all), into the row, or into a hand.
    const int card = action;
    new_cards_.push_back(card);
    for (int k = 0; k < rb::kPiles; ++k)
      if (!a.pile(k).empty() && a.pile(k).back() == card)
        news_ += " The deck turns up " + the_card(card) + ": onto pile " + std::to_string(k + 1) + ".";
    if (contains(a.cleared(p), card) && !contains(b.cleared(p), card))
      news_ += " The deck turns up " + the_card(card) + (rb::card_rank(card) == rb::kKing ? ": a king clears!" : ": four of a kind!");
    if (contains(a.hand(p), card) && p == view) news_ += " (" + the_card(card) + ")";
  } else {
    // A player's action: a new line.
    const std::string who = name(b.current_player());
    if (action >= rb::kFirst) {
      news_ = who + " won the last game and picks " + name(action - rb::kFirst) + " to start.";
    } else if (action >= rb::kSetAside) {
      news_ = who + " sets a card aside face down and swaps the other " + plural(static_cast<int>(b.hand(p).size()) - 1, "card", "cards") +
              " with the discard row.";
      for (int card : a.hand(p)) new_cards_.push_back(card);
      for (int card : a.row()) new_cards_.push_back(card);
      if (host) confirmed_ = -1;  // the next turn's hand waits for its owner
    } else if (action == rb::kReplaceDeck) {
      news_ = who + " replaces the cleared pile from the deck.";
    } else if (action >= rb::kReplaceHand) {
      news_ = who + " replaces the cleared pile with " + the_card(action - rb::kReplaceHand) + ".";
    } else if (action == rb::kPickDeck) {
      news_ = who + " picks up the deck's top card.";
    } else if (action >= rb::kPickRow) {
      news_ = who + " picks up " + the_card(action - rb::kPickRow) + " from the discard row.";
      new_cards_.push_back(action - rb::kPickRow);
    } else if (action >= rb::kPickPile) {
      const int k = action - rb::kPickPile;
      news_ = who + " picks up " + the_card(b.pile(k).back()) + " from pile " + std::to_string(k + 1) + ".";
      new_cards_.push_back(b.pile(k).back());
    } else if (action == rb::kEndMoves) {
      news_ = who + " ends their moves" + (b.moves_left() > 0 ? " with " + plural(b.moves_left(), "move", "moves") + " left." : ".");
    } else if (action >= rb::kSwap) {
      const int given = (action - rb::kSwap) / rb::kMaxCards, taken = (action - rb::kSwap) % rb::kMaxCards;
      news_ = who + " swaps " + the_card(given) + " for " + the_card(taken) + " from the discard row.";
      new_cards_.push_back(given);
      new_cards_.push_back(taken);
    } else {
      const int card = action / rb::kPiles, k = action % rb::kPiles;
      news_ = who + " plays " + the_card(card) + " on pile " + std::to_string(k + 1) + ".";
    }
  }
  if (!clears.empty()) {
    news_ += " " + name(p) + ": " + clears + "!";
    if (host) host->announce(name(p) + ": " + clears + "!", colour::kGlow);
  }
  if (a.rounds_completed() > b.rounds_completed()) {
    const std::vector<int> scores = a.round_scores().back();
    news_ = "Game " + std::to_string(a.rounds_completed()) + " is over. Scores:";
    for (int q = 0; q < a.num_players(); ++q) news_ += (q ? ", " : " ") + name(q) + " " + std::to_string(scores[q]);
    news_ += ".";
  }
  if (a.phase() == Phase::kReplace && b.phase() != Phase::kReplace)
    news_ += " Pile " + std::to_string(a.pending_piles().front() + 1) + " must be replaced.";
}

void RiskyBusinessTable::started(Host& host) { host.say(news_); }

void RiskyBusinessTable::after_action(Host& host) {
  // Cards turned from the deck are laid out at once.
  if (match->next() == Match::Next::kDeal) match->deal();
  follow(&host);
  host.say(news_);
}

void RiskyBusinessTable::refresh() {
  if (!match) return;
  follow(nullptr);
}

// ---------------------------------------------------------------------------------------
// Choosing by taps: what is picked, and the button that confirms it.

std::string RiskyBusinessTable::move_label(Action action) const {
  const RiskyBusinessState& s = state();
  if (action >= rb::kFirst) return name(action - rb::kFirst) + " starts";
  if (action >= rb::kSetAside) return "Set aside " + the_card(action - rb::kSetAside);
  if (action == rb::kReplaceDeck) return "Replace from the deck";
  if (action >= rb::kReplaceHand) return "Replace with " + the_card(action - rb::kReplaceHand);
  if (action == rb::kPickDeck) return "Pick up from the deck";
  if (action >= rb::kPickRow) return "Pick up " + the_card(action - rb::kPickRow);
  if (action >= rb::kPickPile) return "Pick up " + the_card(s.pile(action - rb::kPickPile).back());
  if (action >= rb::kSwap)
    return "Swap " + rb::card_short((action - rb::kSwap) / rb::kMaxCards) + " for " + rb::card_short((action - rb::kSwap) % rb::kMaxCards);
  return "Play " + the_card(action / rb::kPiles) + " on pile " + std::to_string(action % rb::kPiles + 1);
}

void RiskyBusinessTable::pick(Host& host, Action action, const std::string& what) {
  host.request_frames();
  end_armed_ = false;
  if (!state().is_legal(action)) {
    host.say(what);
    return;
  }
  target_ = action;
  host.say(move_label(action) + ": tap Confirm, or pick again.");
}

void RiskyBusinessTable::tap_hand(Host& host, int card) {
  const RiskyBusinessState& s = state();
  host.request_frames();
  end_armed_ = false;
  if (!choosing()) {
    host.say("Your " + rb::card_name(card));
    return;
  }
  switch (s.phase()) {
    case Phase::kMove:
      target_ = -1;
      picked_card_ = picked_card_ == card ? -1 : card;
      if (picked_card_ >= 0)
        host.say("Picked " + the_card(card) + ": tap a glowing pile to play it, or a row card to swap it.");
      break;
    case Phase::kReplace:
      pick(host, rb::kReplaceHand + card, "Your last card stays in your hand: replace the pile from the deck.");
      break;
    case Phase::kSetAside: pick(host, rb::kSetAside + card, ""); break;
    default: host.say("Pick up a card first: a pile's top card, a row card or the deck."); break;
  }
}

void RiskyBusinessTable::tap_pile(Host& host, int k) {
  const RiskyBusinessState& s = state();
  if (!choosing()) return;
  if (s.phase() == Phase::kPickUp) {
    pick(host, rb::kPickPile + k, "Pile " + std::to_string(k + 1) + " is empty.");
  } else if (s.phase() == Phase::kMove) {
    if (picked_card_ < 0) {
      host.say("Tap a card of your hand first, then the pile to play it on.");
      host.request_frames();
      return;
    }
    const std::string why = s.pile(k).empty()
                                ? "Pile " + std::to_string(k + 1) + " is empty: nothing can be played on it."
                                : "The " + rb::card_name(picked_card_) + " cannot go on the " + rb::card_name(s.pile(k).back()) +
                                      ": only the same rank, or a king on any pile.";
    pick(host, rb::kPlay + picked_card_ * rb::kPiles + k, why);
  }
}

void RiskyBusinessTable::tap_row(Host& host, int card) {
  const RiskyBusinessState& s = state();
  if (!choosing()) return;
  if (s.phase() == Phase::kPickUp) {
    pick(host, rb::kPickRow + card, "");
  } else if (s.phase() == Phase::kMove) {
    if (picked_card_ < 0) {
      host.say("Tap a card of your hand first, then a row card to swap it for.");
      host.request_frames();
      return;
    }
    pick(host, rb::kSwap + picked_card_ * rb::kMaxCards + card, "");
  }
}

void RiskyBusinessTable::tap_deck(Host& host) {
  const RiskyBusinessState& s = state();
  if (!choosing()) return;
  if (s.phase() == Phase::kPickUp) pick(host, rb::kPickDeck, "The deck is empty.");
  else if (s.phase() == Phase::kReplace) pick(host, rb::kReplaceDeck, "The deck is empty: replace the pile from your hand.");
  else if (s.phase() == Phase::kMove) {
    host.say("The deck is for picking up after a play, and for replacing a cleared pile.");
    host.request_frames();
  }
}

std::string RiskyBusinessTable::prompt() const {
  const RiskyBusinessState& s = state();
  const Match::Next next = match->next();
  const int to = actor();
  if (next == Match::Next::kBotChoice)
    return s.phase() == Phase::kChooseFirst ? name(to) + " won the last game and picks who starts…" : name(to) + " is playing…";
  if (!choosing()) return "";
  switch (s.phase()) {
    case Phase::kChooseFirst: return name(to) + ", you won the last game: pick who starts this one, then Confirm.";
    case Phase::kMove: {
      const std::string left = plural(s.moves_left(), "move", "moves") + " left";
      if (picked_card_ < 0)
        return left + ". Tap a hand card, then a glowing pile to play it (a king: any pile) or a row card to swap.";
      return left + ". " + (target_ >= 0 ? move_label(target_) + ": tap Confirm." : "Now a glowing pile, or a row card to swap.");
    }
    case Phase::kReplace:
      return "Pile " + std::to_string(s.pending_piles().front() + 1) +
             " was cleared: replace it with a hand card or the deck's top card.";
    case Phase::kPickUp: return "Pick up one card: a pile's top card, a row card or the deck's top card.";
    case Phase::kSetAside: return "Your turn ends: tap the card to set aside face down; the rest go to the discard row.";
    default: return "";
  }
}

// ---------------------------------------------------------------------------------------
// The table screen.

void RiskyBusinessTable::draw_opponent(ImDrawList* dl, Box box, int p) const {
  const RiskyBusinessState& s = state();
  const ImVec2 a = box.min, b = box.max();
  const bool acting = p == s.turn_player() && turn_phase(s.phase());
  dl->AddRectFilled(a, b, kPanel, 8.0f);
  if (acting) dl->AddRect(a, b, colour::kGlow, 8.0f, 0, 2.5f);
  dl->PushClipRect(a, b, true);
  const std::string who = name(p) + (human(p) ? "" : " (bot)");
  dl->AddText(fonts().bold, 15.0f, ImVec2(a.x + 6.0f, a.y + 4.0f), acting ? colour::kGlow : colour::kText, who.c_str());
  // The hand: cards everyone has seen face up, the rest face down; then the face-down count.
  const int view = viewer();
  const std::vector<int>& hand = s.hand(p);
  const float ch = std::min(box.size.y - 42.0f, 46.0f), cw = ch * 0.7f;
  const float y = a.y + 22.0f;
  const float step = std::min(cw + 3.0f, (box.size.x - 12.0f - cw) / std::max<float>(1.0f, static_cast<float>(hand.size()) + 0.8f));
  float x = a.x + 6.0f;
  for (int card : sorted_hand(hand)) {
    if (view >= 0 && s.knows(view, card)) draw_card_front(dl, ImVec2(x, y), cw, ch, face_of(card));
    else draw_card_back(dl, ImVec2(x, y), cw, ch);
    x += step;
  }
  const int down = static_cast<int>(s.face_down(p).size());
  const std::string status = plural(static_cast<int>(hand.size()), "in hand", "in hand") + ", " + std::to_string(down) + "/4 down";
  dl->AddText(fonts().body, 13.0f, ImVec2(a.x + 6.0f, y + ch + 2.0f), colour::kMuted, status.c_str());
  const int clears = s.quads(p) + s.kings(p);
  if (clears > 0) {
    const std::string c = plural(clears, "clear", "clears") + " " + points_text(rb::kQuadPoints * s.quads(p) + rb::kKingPoints * s.kings(p));
    const float tw = fonts().bold->CalcTextSizeA(13.0f, 1e9f, 0, c.c_str()).x;
    dl->AddText(fonts().bold, 13.0f, ImVec2(b.x - 6.0f - tw, a.y + 6.0f), colour::kGlow, c.c_str());
  }
  dl->PopClipRect();
}

void RiskyBusinessTable::draw_seat(ImDrawList* dl, Box box, int p) const {
  const RiskyBusinessState& s = state();
  const ImVec2 a = box.min, b = box.max();
  const bool acting = p == s.turn_player() && turn_phase(s.phase());
  const bool shown = p == viewer();
  dl->AddRectFilled(a, b, kPanel, 8.0f);
  if (acting) dl->AddRect(a, b, colour::kGlow, 8.0f, 0, 2.5f);
  dl->PushClipRect(a, b, true);
  const std::string who = name(p) + (human(p) ? "" : " (bot)");
  dl->AddText(fonts().bold, 16.0f, ImVec2(a.x + 8.0f, a.y + 5.0f), acting ? colour::kGlow : colour::kText, who.c_str());
  // Moves left this turn: four pips, the used ones hollow.
  if (acting && s.phase() != Phase::kSetAside) {
    const float r = 5.5f, x0 = a.x + 8.0f;
    for (int i = 0; i < rb::kMovesPerTurn; ++i) {
      const ImVec2 c(x0 + r + i * (2 * r + 5.0f), a.y + 33.0f);
      if (i < s.moves_left()) dl->AddCircleFilled(c, r, colour::kGlow);
      else dl->AddCircle(c, r, colour::kMuted, 0, 1.5f);
    }
    dl->AddText(fonts().body, 13.0f, ImVec2(x0 + 4 * (2 * r + 5.0f) + 2.0f, a.y + 26.0f), colour::kMuted, "moves left");
  }
  // At the right: the face-down cards (their fronts to their owner), clears and the score so far.
  const int down = static_cast<int>(s.face_down(p).size());
  const float ch = std::min(box.size.y - 10.0f, 44.0f), cw = ch * 0.7f;
  float x = b.x - 8.0f - rb::kTurnsPerPlayer * (cw * 0.55f) - cw * 0.45f;
  const float fx = x;
  for (int i = 0; i < rb::kTurnsPerPlayer; ++i) {
    const ImVec2 at(x + i * cw * 0.55f, a.y + 5.0f);
    if (i < down && shown) draw_card_front(dl, at, cw, ch, face_of(s.face_down(p)[i]), 0.8f);
    else if (i < down) draw_card_back(dl, at, cw, ch);
    else dl->AddRect(at, ImVec2(at.x + cw, at.y + ch), with_alpha(IM_COL32_WHITE, 0.2f), 4.0f, 0, 1.0f);
  }
  const int clear_points = rb::kQuadPoints * s.quads(p) + rb::kKingPoints * s.kings(p);
  std::string line = std::to_string(down) + "/4 down";
  if (s.quads(p) + s.kings(p) > 0) line += " · clears " + points_text(clear_points);
  if (shown) line += " · " + std::to_string(s.score(p)) + " pts now";
  const float tw = fonts().body->CalcTextSizeA(13.0f, 1e9f, 0, line.c_str()).x;
  dl->AddText(fonts().body, 13.0f, ImVec2(std::max(a.x + 120.0f, fx - 8.0f - tw), a.y + 46.0f - 13.0f), colour::kMuted, line.c_str());
  dl->PopClipRect();
}

void RiskyBusinessTable::draw_piles(Host& host, ImDrawList* dl, Box box) {
  const RiskyBusinessState& s = state();
  const bool picking = choosing() && s.phase() == Phase::kPickUp;
  const bool playing = choosing() && s.phase() == Phase::kMove && picked_card_ >= 0;
  const std::vector<int>& pending = s.pending_piles();
  const float gap = 10.0f, label_h = 17.0f;
  float w = std::min(72.0f * card_scale_, (box.size.x - 3 * gap) / rb::kPiles), h = w * 1.4f;
  if (h + label_h + 8.0f > box.size.y) {
    h = box.size.y - label_h - 8.0f;
    w = h / 1.4f;
  }
  const float x0 = box.min.x + (box.size.x - rb::kPiles * w - 3 * gap) * 0.5f;
  for (int k = 0; k < rb::kPiles; ++k) {
    const std::vector<int>& pile = s.pile(k);
    const int n = static_cast<int>(pile.size());
    const ImVec2 at(x0 + k * (w + gap), box.min.y + 4.0f);
    const Action play = playing ? rb::kPlay + picked_card_ * rb::kPiles + k : -1;
    const bool legal = (picking && s.is_legal(rb::kPickPile + k)) || (playing && s.is_legal(play));
    const bool targeted = target_ >= 0 && (target_ == rb::kPickPile + k || target_ == play);
    // Its height: an edge per card under the top one (at most three).
    for (int i = std::min(3, n - 1); i >= 1; --i)
      dl->AddRectFilled(ImVec2(at.x + i * 2.0f, at.y + i * 2.0f), ImVec2(at.x + w + i * 2.0f, at.y + h + i * 2.0f), IM_COL32(220, 220, 210, 255), 5.0f);
    if (targeted) dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + w + 5, at.y + h + 5), colour::kSelected, 9.0f);
    else if (legal) dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + w + 4, at.y + h + 4), with_alpha(colour::kGlow, 0.85f), 8.0f);
    else if (contains(pending, k)) dl->AddRect(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + w + 4, at.y + h + 4), colour::kGlow, 8.0f, 0, 3.0f);
    if (n > 0) {
      draw_card_front(dl, at, w, h, face_of(pile.back()));
      if ((playing || picking) && !legal && !targeted) dl->AddRectFilled(at, ImVec2(at.x + w, at.y + h), kDim, w * 0.1f);
    } else {
      dl->AddRect(at, ImVec2(at.x + w, at.y + h), with_alpha(IM_COL32_WHITE, 0.35f), 5.0f, 0, 1.5f);
      text_at(dl, fonts().body, 13.0f, ImVec2(at.x + w * 0.5f, at.y + h * 0.5f), colour::kMuted, contains(pending, k) ? "cleared" : "empty");
    }
    const bool changed = changed_piles_ >> k & 1;
    const std::string label = "pile " + std::to_string(k + 1) + (n > 0 ? " \xC2\xB7 " + std::to_string(n) : std::string());
    text_at(dl, changed ? fonts().bold : fonts().body, 13.0f, ImVec2(at.x + w * 0.5f + 3.0f, at.y + h + 6.0f + label_h * 0.5f),
            changed ? colour::kGlow : colour::kMuted, label.c_str());
    ImGui::SetCursorScreenPos(at);
    ImGui::PushID(k);
    const bool tapped = ImGui::InvisibleButton("##pile", ImVec2(w + 6.0f, h + 6.0f));
    ImGui::PopID();
    note_item("table.pile." + std::to_string(k));
    if (tapped) tap_pile(host, k);
  }
}

void RiskyBusinessTable::draw_row(Host& host, ImDrawList* dl, Box box) {
  const RiskyBusinessState& s = state();
  const bool picking = choosing() && s.phase() == Phase::kPickUp;
  const bool swapping = choosing() && s.phase() == Phase::kMove && picked_card_ >= 0;
  const bool replacing = choosing() && s.phase() == Phase::kReplace;
  const float gap = 8.0f, label_h = 17.0f, deck_gap = 18.0f;
  // Four row cards, then the deck.
  float w = std::min(64.0f * card_scale_, (box.size.x - 3 * gap - deck_gap) / 5.0f), h = w * 1.4f;
  if (h + label_h + 6.0f > box.size.y) {
    h = box.size.y - label_h - 6.0f;
    w = h / 1.4f;
  }
  const float total = 5 * w + 3 * gap + deck_gap;
  const float x0 = box.min.x + (box.size.x - total) * 0.5f, y = box.min.y + 4.0f;
  const std::vector<int>& row = s.row();
  for (int i = 0; i < rb::kRowCards; ++i) {
    const ImVec2 at(x0 + i * (w + gap), y);
    if (i >= static_cast<int>(row.size())) {
      dl->AddRect(at, ImVec2(at.x + w, at.y + h), with_alpha(IM_COL32_WHITE, 0.25f), 5.0f, 0, 1.5f);
      continue;
    }
    const int card = row[i];
    const Action action = picking ? rb::kPickRow + card : (swapping ? rb::kSwap + picked_card_ * rb::kMaxCards + card : -1);
    const bool legal = action >= 0 && s.is_legal(action);
    const bool targeted = legal && target_ == action;
    if (targeted) dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + w + 5, at.y + h + 5), colour::kSelected, 9.0f);
    else if (legal) dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + w + 4, at.y + h + 4), with_alpha(colour::kGlow, swapping ? 0.45f : 0.85f), 8.0f);
    draw_card_front(dl, at, w, h, face_of(card));
    if (contains(new_cards_, card)) dl->AddRect(ImVec2(at.x - 2, at.y - 2), ImVec2(at.x + w + 2, at.y + h + 2), IM_COL32_WHITE, 6.0f, 0, 2.0f);
    ImGui::SetCursorScreenPos(at);
    ImGui::PushID(100 + i);
    const bool tapped = ImGui::InvisibleButton("##row", ImVec2(w, h));
    ImGui::PopID();
    note_item("table.row." + std::to_string(i));
    if (tapped) tap_row(host, card);
  }
  text_at(dl, fonts().body, 13.0f, ImVec2(x0 + (4 * w + 3 * gap) * 0.5f, y + h + 6.0f + label_h * 0.5f), colour::kMuted, "discard row");
  // The deck.
  const ImVec2 at(x0 + 4 * w + 3 * gap + deck_gap, y);
  const int deck = s.deck_size();
  const Action action = picking ? rb::kPickDeck : (replacing ? rb::kReplaceDeck : -1);
  const bool legal = action >= 0 && s.is_legal(action);
  if (legal && target_ == action) dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + w + 5, at.y + h + 5), colour::kSelected, 9.0f);
  else if (legal) dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + w + 4, at.y + h + 4), with_alpha(colour::kGlow, 0.85f), 8.0f);
  draw_card_pile(dl, at, w, h, deck);
  text_at(dl, fonts().body, 13.0f, ImVec2(at.x + w * 0.5f, y + h + 6.0f + label_h * 0.5f), colour::kMuted, "deck");
  ImGui::SetCursorScreenPos(at);
  const bool tapped = ImGui::InvisibleButton("##deck", ImVec2(w, h));
  note_item("table.deck");
  if (tapped) tap_deck(host);
}

void RiskyBusinessTable::draw_hand(Host& host, ImDrawList* dl, Box box, int p) {
  const RiskyBusinessState& s = state();
  const std::vector<int> cards = sorted_hand(s.hand(p));
  const int n = static_cast<int>(cards.size());
  const int view = viewer();
  const bool mine = p == view;
  const bool can_choose = mine && choosing();
  const float gap = 10.0f, lift = 10.0f;
  float w = std::min(86.0f * card_scale_, (box.size.x - (n - 1) * gap) / std::max(1, n)), h = w * 1.4f;
  if (h + lift + 4.0f > box.size.y) {
    h = box.size.y - lift - 4.0f;
    w = h / 1.4f;
  }
  if (n == 0) return;
  const float x0 = box.min.x + (box.size.x - n * w - (n - 1) * gap) * 0.5f;
  for (int i = 0; i < n; ++i) {
    const int card = cards[i];
    bool legal = false, strong = false;
    if (can_choose) {
      switch (s.phase()) {
        case Phase::kMove:
          for (int k = 0; k < rb::kPiles; ++k) strong = strong || s.is_legal(rb::kPlay + card * rb::kPiles + k);
          legal = true;
          break;
        case Phase::kReplace: legal = strong = s.is_legal(rb::kReplaceHand + card); break;
        case Phase::kSetAside: legal = strong = true; break;
        default: break;
      }
    }
    const bool picked = card == picked_card_ || target_ == rb::kReplaceHand + card || target_ == rb::kSetAside + card;
    const ImVec2 slot(x0 + i * (w + gap), box.min.y + lift);
    const ImVec2 at(slot.x, slot.y - (picked ? lift : 0.0f));
    if (!mine && !(view >= 0 && s.knows(view, card))) {
      draw_card_back(dl, at, w, h);
    } else {
      if (picked) dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + w + 5, at.y + h + 5), colour::kSelected, 10.0f);
      else if (legal) dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + w + 4, at.y + h + 4), with_alpha(colour::kGlow, strong ? 0.85f : 0.35f), 9.0f);
      draw_card_front(dl, at, w, h, face_of(card));
      if (can_choose && !legal) dl->AddRectFilled(at, ImVec2(at.x + w, at.y + h), kDim, w * 0.1f);
      if (mine && contains(new_cards_, card)) {
        const ImVec2 tag(at.x + w - 30.0f, at.y + h - 19.0f);
        dl->AddRectFilled(tag, ImVec2(tag.x + 27.0f, tag.y + 16.0f), colour::kSelected, 4.0f);
        text_at(dl, fonts().bold, 12.0f, ImVec2(tag.x + 13.5f, tag.y + 8.0f), IM_COL32_WHITE, "new");
      }
    }
    ImGui::SetCursorScreenPos(slot);
    ImGui::PushID(200 + i);
    const bool tapped = ImGui::InvisibleButton("##hand", ImVec2(w, h));
    ImGui::PopID();
    note_item("table.hand." + std::to_string(i));
    if (tapped && mine) tap_hand(host, card);
  }
}

void RiskyBusinessTable::draw_controls(Host& host, Box box) {
  const RiskyBusinessState& s = state();
  const Match::Next next = match->next();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // What to do.
  const std::string text = prompt();
  const float prompt_h = box.size.y - kTouch - 4.0f;
  dl->PushClipRect(box.min, ImVec2(box.max().x, box.min.y + prompt_h), true);
  const float size = fonts().bold->CalcTextSizeA(16.0f, 1e9f, box.size.x, text.c_str()).y > prompt_h ? 14.0f : 16.0f;
  dl->AddText(fonts().bold, size, box.min, choosing() ? colour::kGlow : colour::kText, text.c_str(), nullptr, box.size.x);
  dl->PopClipRect();
  const float y = box.max().y - kTouch, bw = box.size.x;
  ImGui::SetCursorScreenPos(ImVec2(box.min.x, y));
  if (next == Match::Next::kBotChoice) {
    if (!host.skipping() && button("table.skip", "Skip ahead \xE2\x86\x92", ImVec2(bw, kTouch))) host.skip_ahead();
    return;
  }
  if (!choosing()) return;
  const bool ready = target_ >= 0 && s.is_legal(target_);
  if (s.phase() == Phase::kMove) {
    const float ew = std::min(bw * 0.4f, 170.0f);
    if (button("table.end-moves", end_armed_ ? "Sure? End" : "End moves", ImVec2(ew, kTouch))) {
      host.request_frames();
      if (end_armed_) {
        end_armed_ = false;
        host.choose(rb::kEndMoves);
        return;
      }
      end_armed_ = true;
      picked_card_ = -1;
      target_ = -1;
      host.say("Tap again to end your moves and set a card aside" +
              (s.moves_left() < rb::kMovesPerTurn ? std::string(".") : std::string(" (no move made yet).")));
    }
    ImGui::SameLine();
    ImGui::SetCursorScreenPos(ImVec2(box.min.x + ew + 8.0f, y));
  }
  const float cw = box.max().x - ImGui::GetCursorScreenPos().x;
  const std::string label = ready ? move_label(target_) : std::string("Confirm (pick first)");
  ImGui::PushFont(fonts().bold);
  const bool pressed = button("table.confirm", label.c_str(), ImVec2(cw, kTouch), ready);
  ImGui::PopFont();
  if (pressed && ready) {
    const Action action = target_;
    picked_card_ = -1;
    target_ = -1;
    host.choose(action);
  }
}

void RiskyBusinessTable::draw_pass(Host& host, Box box) {
  const int to = actor();
  const std::string away = "Everyone else, please look away: " + name(to) + "'s hand and face-down cards are shown next.";
  if (draw_pass_screen(box, name(to), away, news_, {}, "I'm " + name(to) + ": show my hand")) {
    confirmed_ = to;
    must_pass_ = false;
    host.say(name(to) + "'s turn");
    host.request_frames();
  }
}

void RiskyBusinessTable::draw_table(Host& host) {
  const RiskyBusinessState& s = state();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const bool landscape = display.x > display.y * 1.15f;
  if (picked_for_ != s.history().size()) {
    picked_card_ = -1;
    target_ = -1;
    end_armed_ = false;
    picked_for_ = s.history().size();
  }

  const float pad = 10.0f, gap = 8.0f;
  float top = 0;
  const Box bar = begin_table_screen(host, "##risky-business", pad, &top);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Where the game stands, in the top bar.
  {
    const std::string where = game_text();
    const std::string turn = turn_phase(s.phase()) ? "Turn " + std::to_string(std::min(s.turns_taken(s.turn_player()) + 1, rb::kTurnsPerPlayer)) + " of 4" : "";
    dl->PushClipRect(bar.min, bar.max(), true);
    dl->AddText(fonts().bold, 15.0f, ImVec2(bar.min.x, bar.min.y + 5.0f), colour::kText, where.c_str());
    dl->AddText(fonts().body, 14.0f, ImVec2(bar.min.x, bar.min.y + 25.0f), colour::kMuted, turn.c_str());
    dl->PopClipRect();
  }

  if (pass_up()) {
    const float w = std::min(display.x - 2 * pad, 600.0f);
    draw_pass(host, Box{ImVec2((display.x - w) * 0.5f, top), ImVec2(w, display.y - top - pad)});
    ImGui::End();
    return;
  }

  const int bottom = bottom_seat();
  std::vector<int> others;
  for (int i = 1; i < s.num_players(); ++i) others.push_back((bottom + i) % s.num_players());

  // Geometry. Portrait: the news, the opponents side by side, the piles, the row and the deck,
  // the bottom seat, its hand, what to do and the buttons. Landscape: the opponents, the piles
  // and the row at the left; the news, the bottom seat, its hand and the controls at the right.
  card_scale_ = landscape ? std::clamp(std::min(display.x / 900.0f, display.y / 620.0f), 1.0f, 1.5f)
                          : std::clamp(display.x / 420.0f, 1.0f, 1.4f);
  const float seat_h = 52.0f, opp_h = 86.0f, controls_h = kTouch + 48.0f;
  Box news, opps, piles, row, seat, hand, controls;
  if (landscape) {
    const float left_w = std::min((display.x - 3 * pad) * 0.55f, 640.0f);
    const float right_w = std::min(display.x - 3 * pad - left_w, 560.0f);
    const float x0 = (display.x - left_w - right_w - pad) * 0.5f, x1 = x0 + left_w + pad;
    const float avail = display.y - pad - top;
    const float piles_h = std::clamp((avail - opp_h - 2 * gap) * 0.5f, 80.0f, 150.0f * card_scale_);
    const float row_h = std::clamp(avail - opp_h - piles_h - 2 * gap, 70.0f, 130.0f * card_scale_);
    opps = {ImVec2(x0, top), ImVec2(left_w, opp_h)};
    piles = {ImVec2(x0, opps.max().y + gap), ImVec2(left_w, piles_h)};
    row = {ImVec2(x0, piles.max().y + gap), ImVec2(left_w, row_h)};
    const float news_h = 52.0f;
    news = {ImVec2(x1, top), ImVec2(right_w, news_h)};
    seat = {ImVec2(x1, news.max().y + gap), ImVec2(right_w, seat_h)};
    // The controls right under the hand (at the bottom when the screen is short).
    const float hand_h = std::min(150.0f * card_scale_, display.y - pad - controls_h - 6.0f - seat.max().y - 2.0f);
    hand = {ImVec2(x1, seat.max().y + 2.0f), ImVec2(right_w, hand_h)};
    controls = {ImVec2(x1, hand.max().y + 6.0f), ImVec2(right_w, controls_h)};
  } else {
    const float w = std::min(display.x - 2 * pad, 620.0f), x0 = (display.x - w) * 0.5f;
    controls = {ImVec2(x0, display.y - pad - controls_h), ImVec2(w, controls_h)};
    const float avail = controls.min.y - top - 4.0f;
    // The rest shares what is left: the cards grow with the screen.
    const float news_h = 54.0f;
    const float flex = std::max(0.0f, avail - news_h - opp_h - seat_h - 5 * gap);
    const float piles_h = std::clamp(flex * 0.32f, 80.0f, 140.0f * card_scale_);
    const float row_h = std::clamp(flex * 0.27f, 70.0f, 115.0f * card_scale_);
    const float hand_h = std::clamp(flex - piles_h - row_h, 70.0f, 150.0f * card_scale_);
    news = {ImVec2(x0, top), ImVec2(w, news_h)};
    opps = {ImVec2(x0, news.max().y + gap), ImVec2(w, opp_h)};
    piles = {ImVec2(x0, opps.max().y + gap), ImVec2(w, piles_h)};
    row = {ImVec2(x0, piles.max().y + gap), ImVec2(w, row_h)};
    seat = {ImVec2(x0, row.max().y + gap), ImVec2(w, seat_h)};
    hand = {ImVec2(x0, seat.max().y + 2.0f), ImVec2(w, hand_h)};
  }

  // What just happened.
  {
    dl->AddRectFilled(news.min, news.max(), IM_COL32(10, 28, 20, 200), 8.0f);
    dl->PushClipRect(news.min, news.max(), true);
    const std::string text = news_.empty() ? std::string("Risky Business") : news_;
    const float wrap = news.size.x - 16.0f;
    const float size = fonts().body->CalcTextSizeA(15.0f, 1e9f, wrap, text.c_str()).y > news.size.y - 6.0f ? 13.0f : 15.0f;
    const float th = fonts().body->CalcTextSizeA(size, 1e9f, wrap, text.c_str()).y;
    dl->AddText(fonts().body, size, ImVec2(news.min.x + 8.0f, news.min.y + std::max(3.0f, (news.size.y - th) * 0.5f)), colour::kText,
                text.c_str(), nullptr, wrap);
    dl->PopClipRect();
  }
  host.set_toast_area(piles.min.y + piles.size.y * 0.5f);

  const int n_opp = static_cast<int>(others.size());
  const float ow = (opps.size.x - (n_opp - 1) * gap) / n_opp;
  for (int i = 0; i < n_opp; ++i) draw_opponent(dl, Box{ImVec2(opps.min.x + i * (ow + gap), opps.min.y), ImVec2(ow, opps.size.y)}, others[i]);
  draw_piles(host, dl, piles);
  draw_row(host, dl, row);
  draw_seat(dl, seat, bottom);
  if (s.phase() != Phase::kChooseFirst) draw_hand(host, dl, hand, bottom);
  if (s.phase() == Phase::kChooseFirst && choosing()) {
    // Who starts: one choice per seat over the hand's place (the hands are not dealt yet).
    const float bw = (hand.size.x - (s.num_players() - 1) * 6.0f) / s.num_players();
    for (int p = 0; p < s.num_players(); ++p) {
      ImGui::SetCursorScreenPos(ImVec2(hand.min.x + p * (bw + 6.0f), hand.min.y + 10.0f));
      const std::string label = name(p) + " starts";
      if (choice("table.first." + std::to_string(p), label.c_str(), ImVec2(bw, kTouch), target_ == rb::kFirst + p))
        pick(host, rb::kFirst + p, "");
    }
  }
  draw_controls(host, controls);
  ImGui::End();
}

// ---------------------------------------------------------------------------------------
// The summary, the rules and the test hook.

void RiskyBusinessTable::draw_summary(Host& host) {
  const RiskyBusinessState& s = state();
  if (s.rounds_completed() == 0) {
    host.go(Screen::kTable);
    return;
  }
  const bool over = match->next() == Match::Next::kGameOver;
  const int game = s.rounds_completed();
  const std::vector<int> scores = s.round_scores().back();
  const std::vector<int> totals = s.total_scores();
  const int n = s.num_players();
  const int best = s.game_winner();
  begin_summary("Game " + std::to_string(game) + " of " + std::to_string(s.rounds()),
                name(best) + " has the lowest score: " + std::to_string(scores[best]) + ".");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  for (int p = 0; p < n; ++p) {
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const std::string line = name(p) + ": " + std::to_string(scores[p]) + " this game, " + std::to_string(totals[p]) + " in all";
    dl->AddText(fonts().bold, 17.0f, at, p == best ? colour::kGlow : colour::kText, line.c_str());
    // Every card that counts, now turned up: face-down cards, then the hand.
    const float cw = std::min(40.0f, (w - 20.0f) / 8.5f), ch = cw * 1.4f;
    float x = at.x;
    const std::vector<int> down = sorted_hand(s.face_down(p)), hand = sorted_hand(s.hand(p));
    for (int c : down) {
      draw_card_front(dl, ImVec2(x, at.y + 26.0f), cw, ch, face_of(c));
      x += cw + 4.0f;
    }
    x += 14.0f;
    for (int c : hand) {
      draw_card_front(dl, ImVec2(x, at.y + 26.0f), cw, ch, face_of(c));
      x += cw + 4.0f;
    }
    int card_points = 0;
    for (int c : down) card_points += rb::card_points(c);
    for (int c : hand) card_points += rb::card_points(c);
    std::string detail = std::to_string(card_points) + " in cards (face down, then the hand)";
    if (s.quads(p) > 0) detail += ", " + plural(s.quads(p), "four of a kind", "fours of a kind") + " " + points_text(rb::kQuadPoints * s.quads(p));
    if (s.kings(p) > 0) detail += ", " + plural(s.kings(p), "king clear", "king clears") + " " + points_text(rb::kKingPoints * s.kings(p));
    dl->AddText(fonts().body, 14.0f, ImVec2(at.x, at.y + 32.0f + ch), colour::kMuted, detail.c_str(), nullptr, at.x + w);
    ImGui::Dummy(ImVec2(w, 32.0f + ch + 40.0f));
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped("Points (our house rule: the text gives no chart): ace 1, 2 to 10 their value, jack, queen and king 10. "
               "Four of a kind cleared -2, a king cleared -1.");
  ImGui::PopStyleColor();
  ImGui::Separator();
  if (over) {
    std::string winners;
    for (int p : s.winners()) winners += (winners.empty() ? "" : " and ") + name(p);
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted((winners + (s.winners().size() > 1 ? " win!" : " wins!")).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    text_wrapped("The lowest total wins; a tie goes to the player with more clears over the match.");
  } else {
    text_wrapped((name(best) + " won this game and picks who starts the next one.").c_str());
  }
  char seed[64];
  std::snprintf(seed, sizeof seed, "Seed %llu", static_cast<unsigned long long>(match->seed()));
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped(seed);
  ImGui::PopStyleColor();
  drag_scroll();
  end_body_begin_bar();
  if (draw_summary_bar(host, over, "Next game")) host.next_round();
  ImGui::End();
}

const std::vector<RulesSection>& RiskyBusinessTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"The goal",
       "Have the fewest points when everyone has four cards face down. Cards count ace 1, 2 to 10 their value, jack, "
       "queen and king 10 (our house rule: the text gives no chart). Clears take points off: four of a kind -2, a "
       "king -1."},
      {"The cards",
       "One 52-card deck for two players, two decks shuffled together for three or four. Four cards face up start "
       "four piles in the middle; everyone gets four cards; four more face up make the discard row; the rest is the "
       "deck. The highest cut goes first."},
      {"A turn: up to four moves",
       "Each move is one of these. Play a hand card on a pile whose top card has the same rank, or a king on any "
       "pile; then pick up one card: a pile's top card, a card of the discard row (the deck refills the row) or "
       "the deck's top card. Or swap a hand card with a card of the discard row. You may stop before four moves."},
      {"Clears",
       "A king played on a pile clears it (-1). A fourth card of one rank on a pile clears it (-2). The cleared cards "
       "leave play. The cleared pile is replaced at once, before the pick-up: with a card from your hand or the "
       "deck's top card. A card turned from the deck that matches another pile goes onto that pile, and the next card "
       "is turned; a king turned up clears by itself. Every such clear counts for the player whose turn it is. A pile "
       "emptied by a pick-up is replaced from the deck the same way."},
      {"The end of a turn",
       "Set one hand card aside face down. The rest of your hand swaps with the discard row, and the row is filled "
       "up to four from the deck."},
      {"Scoring and the match",
       "After four turns each, everyone scores their face-down cards and their hand, minus the clears. The lowest "
       "score wins; a tie goes to more clears. A match is several games (3 unless you choose); the totals add up, and "
       "the winner of each game picks who starts the next one."},
      {"Where we chose",
       "A pick-up from a pile takes its top card. Replacing a cleared pile is part of the move that cleared it. Your "
       "last hand card stays (you need it to set aside): with one card left, a cleared pile is replaced from the deck. "
       "A matching card from the deck with two matching piles goes on the leftmost. When the deck runs out, an "
       "empty pile stays empty and the deck is no longer offered; the game still ends after four turns each. A card "
       "that reached a hand face up (from a pile or the row) is known to everyone: it shows face up in that "
       "player's hand."},
      {"On this device",
       "Tap a hand card, then a glowing pile to play it or a row card to swap it, then Confirm: nothing is played by a "
       "single tap. Pick-ups, replacements and the card to set aside work the same way: tap, then Confirm. End moves "
       "asks for a second tap. Against bots your hand is shown; two people or more on one device pass it between "
       "turns, and a \"Pass the device\" screen hides every hand until its owner taps. The game is saved after every "
       "move."},
  };
  return kRules;
}

void RiskyBusinessTable::write_json(Text& out) const {
  const RiskyBusinessState& s = state();
  static const char* kPhases[] = {"cut", "chooseFirst", "dealing", "move", "replace", "pickUp", "draw", "setAside", "over"};
  const int view = viewer();
  const bool pass = pass_up();
  auto cards = [&](const std::vector<int>& list) {
    out << '[';
    for (std::size_t i = 0; i < list.size(); ++i) out << (i ? ",\"" : "\"") << rb::card_short(list[i]) << "\"";
    out << ']';
  };
  const int n = s.num_players();
  std::vector<int> humans, hand_sizes, down, cleared, quads, kings;
  for (int p = 0; p < n; ++p) {
    humans.push_back(human(p) ? 1 : 0);
    hand_sizes.push_back(static_cast<int>(s.hand(p).size()));
    down.push_back(static_cast<int>(s.face_down(p).size()));
    cleared.push_back(static_cast<int>(s.cleared(p).size()));
    quads.push_back(s.quads(p));
    kings.push_back(s.kings(p));
  }
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"current\":" << s.current_player() << ",\"turnPlayer\":" << s.turn_player() << ",\"movesLeft\":" << s.moves_left();
  out << ",\"viewer\":" << view << ",\"bottom\":" << bottom_seat() << ",\"pass\":" << pass << ",\"passTo\":" << (pass ? actor() : -1);
  out << ",\"news\":";
  json_string(out, news_);
  out << ",\"hand\":";
  cards(view >= 0 ? sorted_hand(s.hand(view)) : std::vector<int>{});
  out << ",\"faceDown\":";
  cards(view >= 0 ? s.face_down(view) : std::vector<int>{});
  out << ",\"handSizes\":";
  json_list(out, hand_sizes);
  out << ",\"faceDownCounts\":";
  json_list(out, down);
  out << ",\"piles\":[";
  for (int k = 0; k < rb::kPiles; ++k) {
    out << (k ? "," : "") << "{\"top\":\"" << (s.pile(k).empty() ? std::string() : rb::card_short(s.pile(k).back()))
        << "\",\"size\":" << static_cast<int>(s.pile(k).size()) << "}";
  }
  out << "],\"row\":";
  cards(s.row());
  out << ",\"deck\":" << s.deck_size() << ",\"pending\":";
  json_list(out, s.pending_piles());
  out << ",\"clearedCounts\":";
  json_list(out, cleared);
  out << ",\"quads\":";
  json_list(out, quads);
  out << ",\"kings\":";
  json_list(out, kings);
  out << ",\"picked\":\"" << (picked_card_ >= 0 ? rb::card_short(picked_card_) : std::string()) << "\",\"target\":" << target_;
  out << ",\"endArmed\":" << end_armed_ << ",\"moves\":[";
  const std::vector<TapMove> moves = tap_moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const TapMove& m = moves[i];
    out << (i ? "," : "") << "{\"action\":" << m.action << ",\"kind\":\"" << m.kind << "\",\"hand\":" << m.hand
        << ",\"pile\":" << m.pile << ",\"row\":" << m.row << ",\"deck\":" << m.deck << ",\"seat\":" << m.seat << "}";
  }
  out << "],\"history\":" << s.history().size() << ",\"game\":" << s.rounds_completed() + 1 << ",\"games\":" << s.rounds();
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
}

}  // namespace

std::unique_ptr<Table> make_risky_business_table() { return std::make_unique<RiskyBusinessTable>(); }

}  // namespace allclear::web
