#include "core/clear_ace/clear_ace_bot.h"

#include <algorithm>
#include <string>

#include "core/hint.h"

namespace allclear::clear_ace {

namespace {

// Cards by strength for the game's current comparison (a 2 weakest unless it is the only
// thing that beats the face-up card).
int strength(int card) { return card_rank(card) * 4 + card_suit(card); }

}  // namespace

Action quick_choice(const ClearAceState& state) {
  std::vector<Action> legal = state.legal_actions();
  std::sort(legal.begin(), legal.end(), [](Action a, Action b) { return strength(a) < strength(b); });
  const int me = state.current_player();
  const auto& table = state.table();
  const bool answering = !table.empty() && table.back().player != me && table.back().face_up && !table.back().revealed;
  if (answering) {
    for (Action card : legal)
      if (compare(card, table.back().card, state.in_showdown()) > 0) return card;
    return legal.front();
  }
  for (auto it = legal.rbegin(); it != legal.rend(); ++it)
    if (!is_ace(*it)) return *it;
  return legal.front();
}

namespace {

// The card answered: the opponent's, face up and not yet turned over by an answer (-1: none).
int face_up_card(const ClearAceState& state) {
  const auto& table = state.table();
  const bool answering =
      !table.empty() && table.back().player != state.current_player() && table.back().face_up && !table.back().revealed;
  return answering ? table.back().card : -1;
}

// The card of the lowest rank in the player's hand (the first of equal ones).
int lowest_of(const ClearAceState& state) {
  int lowest = -1;
  for (int c : state.hand(state.current_player()))
    if (lowest < 0 || card_rank(c) < card_rank(lowest)) lowest = c;
  return lowest;
}

// Answering a face-up card: does the card beat it, tie it or lose to it, and is it the cheapest
// that beats it.
std::string answer_reason(const ClearAceState& state, int card, int answered) {
  const bool showdown = state.in_showdown();
  const std::string mine = "The " + card_name(card), theirs = "the " + card_name(answered);
  int cheapest = -1;  // the lowest card of the hand that beats the face-up card
  for (int c : state.hand(state.current_player()))
    if (compare(c, answered, showdown) > 0 && (cheapest < 0 || card_rank(c) < card_rank(cheapest))) cheapest = c;
  const int result = compare(card, answered, showdown);
  if (result == 0) return mine + " ties " + theirs + ": a duel";
  if (result > 0 && card_rank(card) == 2)
    return one_line(mine + " beats " + theirs + (showdown ? ": a 2 beats a king" : ": a 2 beats an ace"),
                    mine + " beats " + theirs);
  if (result > 0 && card_rank(card) == card_rank(cheapest))
    return one_line(mine + ": your cheapest card that beats " + theirs, mine + ": the cheapest that beats it");
  if (result > 0) return mine + " beats " + theirs;
  if (cheapest < 0) {
    const bool lowest = card_rank(lowest_of(state)) == card_rank(card);
    const std::string give_up = lowest ? ": give up your lowest, the " : ": give up the ";
    return one_line("Nothing in your hand beats " + theirs + give_up + card_name(card),
                    one_line("Nothing beats " + theirs + give_up + card_name(card),
                             "Nothing beats " + theirs + ": give up the " + card_name(card)));
  }
  // The card that would have won stays in hand, named by its rank ("your queen").
  const std::string kept = card_name(cheapest).substr(0, card_name(cheapest).find(' '));
  return one_line(mine + " loses to " + theirs + "; your " + kept + " stays in hand", mine + " loses to " + theirs);
}

// Playing first, face down or into a duel: where the card stands in the hand.
std::string lead_reason(const ClearAceState& state, int card) {
  const std::string mine = "The " + card_name(card);
  if (is_ace(card)) return mine + (state.in_showdown() ? ": nothing beats it in the showdown" : ": only a 2 beats it");
  const std::vector<int>& hand = state.hand(state.current_player());
  if (hand.size() == 1) return mine + ", your only card";
  int highest = -1;  // by rank, aces aside
  bool ace = false;
  for (int c : hand) {
    ace |= is_ace(c);
    if (!is_ace(c) && (highest < 0 || card_rank(c) > card_rank(highest))) highest = c;
  }
  if (card_rank(card) == card_rank(highest))
    return mine + (ace ? ", your highest card that is not an ace" : ", your highest card");
  int kept = -1;  // the highest other card, kept back
  for (int c : hand)
    if (c != card && (kept < 0 || card_rank(c) > card_rank(kept))) kept = c;
  if (card_rank(card) == card_rank(lowest_of(state)))
    return one_line(mine + ", your lowest card, keeps the " + card_name(kept) + " back", mine + ", your lowest card");
  return mine + " keeps the " + card_name(kept) + " back";
}

}  // namespace

std::string reason(const ClearAceState& state, Action card) {
  const int answered = face_up_card(state);
  return answered >= 0 ? answer_reason(state, card, answered) : lead_reason(state, card);
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const ClearAceState&>(s)); },
      /*candidates=*/nullptr,
      /*exact=*/nullptr,
      // One round long, and its winner need not hold the most aces (a player who never won a
      // round loses): winning is what counts, the aces break even playouts.
      /*playout_value=*/
      [](const State& end, int me, int round) {
        const std::vector<int> winners = end.winners();
        const bool won = std::find(winners.begin(), winners.end(), me) != winners.end();
        const long aces = end.round_scores()[round][me] - end.round_scores()[round][1 - me];
        return (winners.size() == 1 ? (won ? 10L : -10L) : 0L) + aces;
      },
      /*reason=*/[](const State& s, Action a) { return reason(static_cast<const ClearAceState&>(s), a); },
  };
  return policy;
}

}  // namespace allclear::clear_ace
