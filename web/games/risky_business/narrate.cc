// What each action shows, as steps for the timeline (kit/timeline.h): every bot move, every
// card turned up from the deck and every card set aside is a step held long enough to read its
// words; a person's own move passes quickly (it is theirs, the log keeps it).
#include "games/risky_business/risky_table.h"

namespace allclear::web::risky {

namespace {

// Seconds at Normal pace.
constexpr double kBotMove = 1.2;     // a bot's move: read it, see the cards change
constexpr double kBotTurnEnd = 1.3;  // a bot sets a card aside and swaps its hand with the row
constexpr double kDeckCard = 0.9;    // a card from the deck for the row or a hand
// A card turned up for an empty pile, one of a chain: a few words each, so a long chain is
// followed card by card without holding up the turn (its words still set the time to read).
constexpr double kChainCard = 0.6;
constexpr double kOwnMove = 0.4;  // the person's own move
constexpr double kOwnDraw = 0.7;  // the card the person drew, named for them
constexpr double kDeal = 1.0;     // the cards of a new game dealt

}  // namespace

std::vector<Step> RiskyBusinessTable::describe(const State& before, int player, Action action,
                                               const State& after) const {
  const RiskyBusinessState& b = as_risky(before);
  const RiskyBusinessState& a = as_risky(after);
  Step step = player < 0 ? chance_step(b, action, a) : player_step(b, player, action, a);
  if (a.picked_up_nothing() && !step.narration.empty()) step.narration += " Nothing is left to pick up.";
  if (a.rounds_completed() > b.rounds_completed() && !step.narration.empty())
    step.narration += " Game " + std::to_string(a.rounds_completed()) + " is over.";
  if (step.narration.empty()) return {};
  return {step};
}

// What the clears this action made (or the card it turned up) take off the turn player's score:
// "four of a kind clears it (−2)", "" for none.
std::string RiskyBusinessTable::clears_text(const RiskyBusinessState& b, const RiskyBusinessState& a) const {
  const int p = b.turn_player();
  const int quads = a.quads(p) - b.quads(p), kings = a.kings(p) - b.kings(p);
  const int points = rb::kQuadPoints * quads + rb::kKingPoints * kings;
  if (quads + kings == 0) return "";
  const char* what = quads > 0 && kings > 0 ? "a king and four of a kind clear"
                     : quads > 0            ? "four of a kind clears it"
                                            : "the king clears it";
  return std::string(what) + " (" + points_text(points) + ")";
}

Step RiskyBusinessTable::player_step(const RiskyBusinessState& b, int player, Action action,
                                     const RiskyBusinessState& a) const {
  const std::string who = name(player);
  const bool bot = !human(player);
  const int p = b.turn_player();
  Step step{0, bot ? kBotMove : kOwnMove, ""};
  std::string& text = step.narration;
  if (action >= rb::kFirst) {
    const int first = action - rb::kFirst;
    text =
        first == player ? who + " starts the next game." : who + " picks " + name(first) + " to start the next game.";
    step.seconds = bot ? kBotMove : kOwnMove;
  } else if (action >= rb::kSetAside) {
    const int rest = static_cast<int>(b.hand(p).size()) - 1;
    text = who + " sets a card aside face down" +
           (rest > 0 ? " and swaps the other " + plural(rest, "card", "cards") + " with the discard row." : ".");
    step.seconds = bot ? kBotTurnEnd : kOwnMove + 0.3;
  } else if (action == rb::kReplaceDeck) {
    // Told again with the first card the deck turns up for the pile (pile_card_step).
    text = who + " replaces " + pile_name(b.pending_piles().front()) + " from the deck.";
  } else if (action >= rb::kReplaceHand) {
    text = who + " replaces " + pile_name(b.pending_piles().front()) + " with " + the_card(action - rb::kReplaceHand) +
           ".";
  } else if (action == rb::kPickDeck) {
    text = who + " picks up the deck's top card.";
  } else if (action >= rb::kPickRow) {
    text = who + " picks up " + the_card(action - rb::kPickRow) + " from the discard row.";
  } else if (action >= rb::kPickPile) {
    const int k = action - rb::kPickPile;
    text = who + " picks up " + the_card(b.pile(k).back()) + " from " + pile_name(k) + ".";
  } else if (action == rb::kEndMoves && b.hand(p).empty()) {
    // Only once the deck is out: nothing to play or set aside (docs/rules/risky-business.md).
    text = who + " has no card to play or set aside" +
           (b.row().empty() ? ", and the row is empty: the turn passes."
                            : ": the discard row becomes " + who + "'s hand.");
  } else if (action == rb::kEndMoves) {
    text = who + " ends the moves" +
           (b.moves_left() > 0 ? " with " + plural(b.moves_left(), "move", "moves") + " left." : ".");
  } else if (action >= rb::kSwap) {
    const int given = (action - rb::kSwap) / rb::kMaxCards, taken = (action - rb::kSwap) % rb::kMaxCards;
    text = who + " swaps " + the_card(given) + " for " + the_card(taken) + ".";
  } else {
    const int card = action / rb::kPiles, k = action % rb::kPiles;
    const std::string clears = clears_text(b, a);
    text = who + " plays " + the_card(card) + " on " + pile_name(k) + (clears.empty() ? "." : ": " + clears + "!");
    if (!clears.empty()) step.seconds = kBotMove;  // a clear is seen on its pile, the person's own too
  }
  return step;
}

// A card off the deck: the deal (one step when it is done), a card to a hand (named only for
// the person whose hand it is, when they alone play on this device), to the row, or turned up
// for an empty pile (onto a matching pile, a king clearing itself: a chain of steps).
Step RiskyBusinessTable::chance_step(const RiskyBusinessState& b, Action card, const RiskyBusinessState& a) const {
  if (b.phase() == Phase::kDealing) {
    if (a.phase() == Phase::kDealing) return {};
    return Step{0, kDeal, "New cards are dealt: " + name(a.turn_player()) + " starts."};
  }
  if (b.phase() != Phase::kDraw) return {};
  const int p = b.turn_player();
  if (contains(a.hand(p), card)) {
    if (p != sole_human()) return {};  // the pick-up said it; the card is theirs to see
    return Step{0, kOwnDraw, name(p) + " draws " + the_card(card) + "."};  // the log speaks of everyone alike
  }
  if (contains(a.row(), card)) return Step{0, kDeckCard, "The deck fills the discard row with " + the_card(card) + "."};
  return pile_card_step(b, card, a);
}

// A card turned up for an empty pile, one brisk step each, in a few words: "Next, the 6 of
// spades goes on pile 2." The first after the choice to replace the pile from the deck is told
// with that choice ("Bo replaces pile 1 from the deck: the 3 of spades starts pile 1.") unless
// it clears (the line would not fit the news line).
Step RiskyBusinessTable::pile_card_step(const RiskyBusinessState& b, int card, const RiskyBusinessState& a) const {
  const int p = b.turn_player(), pile = b.turning_pile();
  std::string did;
  bool clear = true;
  if (rb::card_rank(card) == rb::kKing) {
    did = the_card(card) + " clears itself (" + points_text(rb::kKingPoints) + " for " + name(p) + ")!";
  } else {
    did = the_card(card) + " comes off the deck.";
    for (int k = 0; k < rb::kPiles; ++k) {
      if (a.pile(k) == b.pile(k)) continue;
      did = the_card(card) + (k == pile ? " starts " : " goes on ") + pile_name(k);
      clear = a.quads(p) > b.quads(p);
      did += clear ? ": four of a kind (" + points_text(rb::kQuadPoints) + " for " + name(p) + ")!" : ".";
      break;
    }
  }
  const Action last = b.history().back();
  if (last == rb::kReplaceDeck && !clear) {
    Step step{0, kChainCard, name(p) + " replaces " + pile_name(pile) + " from the deck: " + did};
    step.with_previous = true;
    return step;
  }
  const std::string lead = last == rb::kReplaceDeck       ? "From the deck: "
                           : last == rb::kPickPile + pile ? "From the deck for " + pile_name(pile) + ": "
                                                          : "Next, ";
  // A clear stays as long as a move: its pile is seen cleared.
  return Step{0, clear ? kBotMove : kChainCard, lead + did};
}

}  // namespace allclear::web::risky
