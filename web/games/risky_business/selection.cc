// What the person picked on the table: a hand card, then a pile, a row card or the deck; the
// action it makes, confirmed with one button; and the prompt that says what to do.
#include "games/risky_business/table.h"

#include <utility>

#include "kit/host.h"
#include "kit/ui.h"

namespace allclear::web::risky_business {

namespace {

// "a 5", "an 8", "an ace", "a jack": a rank in words, as a card that may be played is named.
std::string a_rank(int card) {
  const std::string name = core::card_name(card);
  const std::string rank = name.substr(0, name.find(' '));
  const bool vowel = rank == "ace" || rank == "8";
  return (vowel ? "an " : "a ") + rank;
}

}  // namespace

std::vector<TapMove> RiskyBusinessTable::tap_moves() const {
  std::vector<TapMove> moves;
  if (!choosing()) return moves;
  const RiskyBusinessState& s = state();
  const std::vector<int>& hand = s.hand(s.turn_player());
  auto hand_index = [&](int card) {
    return static_cast<int>(std::find(hand.begin(), hand.end(), card) - hand.begin());
  };
  auto row_index = [&](int card) {
    return static_cast<int>(std::find(s.row().begin(), s.row().end(), card) - s.row().begin());
  };
  for (Action a : s.legal_actions()) {
    TapMove m{a, ""};
    if (a >= core::kFirst) {
      m.kind = "first";
      m.seat = a - core::kFirst;
    } else if (a >= core::kSetAside) {
      m.kind = "aside";
      m.hand = hand_index(a - core::kSetAside);
    } else if (a == core::kReplaceDeck) {
      m.kind = "replace";
      m.deck = true;
    } else if (a >= core::kReplaceHand) {
      m.kind = "replace";
      m.hand = hand_index(a - core::kReplaceHand);
    } else if (a == core::kPickDeck) {
      m.kind = "pick";
      m.deck = true;
    } else if (a >= core::kPickRow) {
      m.kind = "pick";
      m.row = row_index(a - core::kPickRow);
    } else if (a >= core::kPickPile) {
      m.kind = "pick";
      m.pile = a - core::kPickPile;
    } else if (a == core::kEndMoves) {
      m.kind = "end";
    } else if (a >= core::kSwap) {
      m.kind = "swap";
      m.hand = hand_index((a - core::kSwap) / core::kMaxCards);
      m.row = row_index((a - core::kSwap) % core::kMaxCards);
    } else {
      m.kind = "play";
      m.hand = hand_index(a / core::kPiles);
      m.pile = a % core::kPiles;
    }
    moves.push_back(m);
  }
  return moves;
}

void RiskyBusinessTable::forget_choice() {
  picked_card_ = -1;
  target_ = -1;
  end_armed_ = false;
  if (match()) picked_for_ = state().history().size();
}

std::string RiskyBusinessTable::show_hint(Action action, std::string& /*reason*/) {
  const RiskyBusinessState& s = state();
  if (!choosing() || !s.is_legal(action)) return "";
  forget_choice();
  // End moves asks first: the hint asks it, and rings the answer that ends them.
  if (action == core::kEndMoves) {
    end_armed_ = true;
    return "table.end-yes";
  }
  // A play or a swap is a hand card, then a pile or a row card: both are picked, as the taps
  // would pick them; anything else is one pick. Confirm makes it.
  if (s.phase() == Phase::kMove)
    picked_card_ =
        action >= core::kSwap ? (action - core::kSwap) / core::kMaxCards : (action - core::kPlay) / core::kPiles;
  target_ = action;
  return "table.confirm";
}

std::string RiskyBusinessTable::move_label(Action action) const {
  const RiskyBusinessState& s = state();
  if (action >= core::kFirst) return name(action - core::kFirst) + " starts";
  if (action >= core::kSetAside) return "Set aside " + the_card(action - core::kSetAside);
  if (action == core::kReplaceDeck) return "Replace from the deck";
  if (action >= core::kReplaceHand) return "Replace with " + the_card(action - core::kReplaceHand);
  if (action == core::kPickDeck) return "Pick up from the deck";
  if (action >= core::kPickRow) return "Pick up " + the_card(action - core::kPickRow);
  if (action >= core::kPickPile) return "Pick up " + the_card(s.pile(action - core::kPickPile).back());
  if (action >= core::kSwap)
    return "Swap " + the_card((action - core::kSwap) / core::kMaxCards) + " for " +
           the_card((action - core::kSwap) % core::kMaxCards);
  return "Play " + the_card(action / core::kPiles) + " on " + pile_name(action % core::kPiles);
}

void RiskyBusinessTable::refuse(Host& host, const std::string& why) {
  // In the news line, where it is read (a tap that does nothing says why).
  host.announce(why, colour::kText);
  host.request_frames();
}

void RiskyBusinessTable::pick(Host& host, Action action, const std::string& why) {
  host.request_frames();
  end_armed_ = false;
  if (!state().is_legal(action)) {
    if (!why.empty()) refuse(host, why);
    return;
  }
  target_ = action;
}

void RiskyBusinessTable::tap_hand(Host& host, int card) {
  const RiskyBusinessState& s = state();
  host.request_frames();
  end_armed_ = false;
  if (!choosing()) return;
  switch (s.phase()) {
    case Phase::kMove:
      target_ = -1;
      picked_card_ = picked_card_ == card ? -1 : card;
      break;
    case Phase::kReplace:
      pick(host, core::kReplaceHand + card, "Your last card stays in your hand: replace the pile from the deck.");
      break;
    case Phase::kSetAside: pick(host, core::kSetAside + card, ""); break;
    default: refuse(host, "Pick up a card first: a pile's top card, a row card or the deck."); break;
  }
}

void RiskyBusinessTable::tap_pile(Host& host, int k) {
  const RiskyBusinessState& s = state();
  if (!choosing()) return;
  if (s.phase() == Phase::kPickUp) {
    pick(host, core::kPickPile + k, pile_title(k) + " is empty.");
  } else if (s.phase() == Phase::kMove) {
    if (picked_card_ < 0) return refuse(host, "Choose a card of your hand first, then the pile to play it on.");
    // The rules' condition: a card of the pile's rank (its top card's), or a king on any pile.
    // A king dealt to start a pile stays there until a king is played on it: "a king" once.
    const bool king_on_top = !s.pile(k).empty() && core::card_rank(s.pile(k).back()) == core::kKing;
    const std::string takes = king_on_top ? "a king" : a_rank(s.pile(k).back()) + " or a king";
    const std::string why = s.pile(k).empty()
                                ? pile_title(k) + " is empty: nothing can be played on it."
                                : pile_title(k) + " takes only " + takes + ", not " + the_card(picked_card_) + ".";
    pick(host, core::kPlay + picked_card_ * core::kPiles + k, why);
  }
}

void RiskyBusinessTable::tap_row(Host& host, int card) {
  const RiskyBusinessState& s = state();
  if (!choosing()) return;
  if (s.phase() == Phase::kPickUp) {
    pick(host, core::kPickRow + card, "");
  } else if (s.phase() == Phase::kMove) {
    if (picked_card_ < 0) return refuse(host, "Choose a card of your hand first, then a row card to swap it for.");
    pick(host, core::kSwap + picked_card_ * core::kMaxCards + card, "");
  }
}

void RiskyBusinessTable::tap_deck(Host& host) {
  const RiskyBusinessState& s = state();
  if (!choosing()) return;
  if (s.phase() == Phase::kPickUp) {
    pick(host, core::kPickDeck, "The deck is empty.");
  } else if (s.phase() == Phase::kReplace) {
    pick(host, core::kReplaceDeck, "The deck is empty: replace the pile from your hand.");
  } else if (s.phase() == Phase::kMove) {
    refuse(host, "The deck is for picking up after a play, and for replacing a cleared pile.");
  }
}

std::string RiskyBusinessTable::prompt() const {
  const RiskyBusinessState& s = state();
  const int to = actor();
  if (!follower().caught_up()) {
    // The news line tells each step; here, whose turn is being told (as the top bar says it).
    const int on = told().turn_player();
    return turn_on_screen(on) && !human(on) ? name(on) + " is playing\xE2\x80\xA6" : "";
  }
  if (match()->next() == Match::Next::kBotChoice)
    return s.phase() == Phase::kChooseFirst ? name(to) + " won the last game and picks who starts\xE2\x80\xA6"
                                            : name(to) + " is playing\xE2\x80\xA6";
  if (!choosing()) return "";
  if (target_ >= 0 && s.is_legal(target_)) return chosen_prompt(target_);
  switch (s.phase()) {
    case Phase::kChooseFirst: return name(to) + ", you won the last game: pick who starts this one, then Confirm.";
    case Phase::kMove: {
      const bool no_hand = s.hand(to).empty();  // only once the deck is out
      const std::string then =
          no_hand ? "You have no card to set aside: the discard row becomes your hand."
                  : "Then you set a card aside, and the rest of your hand and the discard row change places.";
      if (end_armed_)
        return "End your moves now? " +
               (s.moves_left() > 0 ? "You still have " + plural(s.moves_left(), "move", "moves") + ". "
                                   : std::string()) +
               then;
      if (s.legal_actions().size() == 1) return "Nothing can be played or swapped: choose End moves. " + then;
      if (picked_card_ < 0)
        return "Choose a hand card, then a glowing pile to play it (a king: any pile) or a row card to swap.";
      return "Now a glowing pile, or a row card to swap.";
    }
    case Phase::kReplace:
      return pile_title(s.pending_piles().front()) +
             " was cleared: replace it with a hand card or the deck's top card.";
    case Phase::kPickUp: return "Pick up one card: a pile's top card, a row card or the deck's top card.";
    case Phase::kSetAside:
      return "Your turn ends: choose the card to set aside face down. The rest go to the discard row, and the row's "
             "cards become your hand.";
    default: return "";
  }
}

std::string RiskyBusinessTable::chosen_prompt(Action action) const {
  // What the choice does, then where to confirm it (the button names it in full).
  const RiskyBusinessState& s = state();
  const std::string confirm = " Confirm it with the button below, or pick again.";
  if (action >= core::kFirst) return name(action - core::kFirst) + " starts this game." + confirm;
  if (action >= core::kSetAside)
    return capitalised(the_card(action - core::kSetAside)) +
           " goes face down; the rest of your hand and the discard row change places." + confirm;
  if (action == core::kReplaceDeck)
    return "The deck's top card starts " + pile_name(s.pending_piles().front()) + " again." + confirm;
  if (action >= core::kReplaceHand)
    return capitalised(the_card(action - core::kReplaceHand)) + " starts " + pile_name(s.pending_piles().front()) +
           " again." + confirm;
  if (action == core::kPickDeck) return "The deck's top card goes to your hand." + confirm;
  if (action >= core::kPickRow)
    return capitalised(the_card(action - core::kPickRow)) + " goes to your hand; the deck fills its place in the row." +
           confirm;
  if (action >= core::kPickPile) {
    const int k = action - core::kPickPile;
    const bool last = s.pile(k).size() == 1;  // the pile left empty is replaced from the deck
    return capitalised(the_card(s.pile(k).back())) + " goes to your hand" +
           (last ? "; the deck refills " + pile_name(k) + "." : ".") + confirm;
  }
  if (action >= core::kSwap)
    return capitalised(the_card((action - core::kSwap) / core::kMaxCards)) + " goes to the row, " +
           the_card((action - core::kSwap) % core::kMaxCards) + " to your hand." + confirm;
  return capitalised(the_card(action / core::kPiles)) + " goes on " + pile_name(action % core::kPiles) +
         ", then you pick up a card." + confirm;
}

// ---------------------------------------------------------------------------------------
// What the step on screen changed, marked on the table.

unsigned RiskyBusinessTable::changed_piles() const {
  const State* before = follower().before();
  if (!before) return 0;
  const RiskyBusinessState& b = RiskyBusinessTable::of(*before);
  const RiskyBusinessState& a = shown();
  unsigned changed = 0;
  for (int k = 0; k < core::kPiles; ++k)
    if (a.pile(k) != b.pile(k)) changed |= 1u << k;
  return changed;
}

int RiskyBusinessTable::arrived_and_gone(int* pile) const {
  const State* before = follower().before();
  if (!before) return -1;
  const RiskyBusinessState& b = RiskyBusinessTable::of(*before);
  const RiskyBusinessState& a = shown();
  if (a.history().size() <= b.history().size()) return -1;
  const Action action = a.history()[b.history().size()];
  int card = -1, onto = -1;
  if (before->is_chance_node() && b.phase() == Phase::kDraw && b.turning_pile() >= 0) {
    // A deck card turned up for an empty pile: read off the table, not the rules, where it went:
    // a pile it emptied (a fourth of a kind), else the pile it was turned up for (a king).
    card = static_cast<int>(action);
    onto = b.turning_pile();
    for (int k = 0; k < core::kPiles; ++k)
      if (!b.pile(k).empty() && a.pile(k).empty()) onto = k;
  } else if (!before->is_chance_node() && b.phase() == Phase::kMove && action >= core::kPlay && action < core::kSwap) {
    card = (action - core::kPlay) / core::kPiles;  // a card from the hand
    onto = (action - core::kPlay) % core::kPiles;
  }
  // Gone means cleared: not a card that lies on a pile now (a deck card that matched another
  // pile), nor one picked up later in the same step (a bot's move is one step).
  if (card < 0 || !contains(a.cleared(b.turn_player()), card)) return -1;
  *pile = onto;
  return card;
}

std::vector<int> RiskyBusinessTable::new_cards() const {
  const State* before = follower().before();
  std::vector<int> cards;
  if (!before) return cards;
  const RiskyBusinessState& b = RiskyBusinessTable::of(*before);
  const RiskyBusinessState& a = shown();
  const int p = a.turn_player();
  // The turn player's hand, then the discard row: each card not there before the step.
  const std::pair<const std::vector<int>*, const std::vector<int>*> places[] = {{&a.hand(p), &b.hand(p)},
                                                                                {&a.row(), &b.row()}};
  for (const auto& [now, was] : places)
    for (int card : *now)
      if (!contains(*was, card)) cards.push_back(card);
  return cards;
}

}  // namespace allclear::web::risky_business
