#include "core/risky_business/risky_business_bot.h"

#include <algorithm>
#include <climits>

namespace allclear::risky_business {

namespace {

// Points in thirteenths, so the average card (85 / 13 points) is a whole number.
constexpr int kScale = 13;
constexpr int kAverageCard = 85;

int lowest(const std::vector<int>& hand) {
  int low = INT_MAX;
  for (int c : hand) low = std::min(low, card_points(c));
  return hand.empty() ? 0 : low;
}

// How much lower the turn's end gets when `card` joins a hand whose lowest card is `low`.
int joins(int card, int low) { return kScale * std::max(0, low - card_points(card)); }

// The best pick-up's gain for a hand whose lowest card is `low`: a row card lowers the row
// (the deck refills it with an average card), any card may lower the card set aside.
int pick_up_gain(const RiskyBusinessState& s, int low, Action* best_action) {
  int best = INT_MIN;
  auto consider = [&](int gain, Action action) {
    if (gain > best) {
      best = gain;
      if (best_action) *best_action = action;
    }
  };
  for (int card : s.row()) consider(kScale * card_points(card) - kAverageCard + joins(card, low), kPickRow + card);
  for (int k = 0; k < kPiles; ++k)
    // Never the card just played, taken back (when choosing: the estimate before a play has none).
    if (!s.pile(k).empty() && !(best_action && s.changes_nothing(kPickPile + k)))
      consider(joins(s.pile(k).back(), low), kPickPile + k);
  if (s.deck_size() > 0) consider(0, kPickDeck);
  return best == INT_MIN ? 0 : best;
}

}  // namespace

Action quick_choice(const RiskyBusinessState& s) {
  const int me = s.current_player();
  const std::vector<int>& hand = s.hand(me);
  const std::vector<Action> legal = s.legal_actions();
  switch (s.phase()) {
    case Phase::kChooseFirst: return kFirst + me;
    case Phase::kSetAside: {
      Action best = legal.front();
      for (Action a : legal)
        if (card_points(a - kSetAside) < card_points(best - kSetAside)) best = a;
      return best;
    }
    case Phase::kReplace: {
      // The deck may turn up a clear; otherwise the cheapest card.
      if (legal.back() == kReplaceDeck) return kReplaceDeck;
      Action best = legal.front();
      for (Action a : legal)
        if (card_points(a - kReplaceHand) < card_points(best - kReplaceHand)) best = a;
      return best;
    }
    case Phase::kPickUp: {
      Action best = legal.front();
      pick_up_gain(s, lowest(hand), &best);
      return best;
    }
    case Phase::kMove: {
      const int low = lowest(hand);
      Action best = kEndMoves;
      int best_gain = 0;
      for (Action a : legal) {
        int gain = 0;
        if (a == kEndMoves) continue;
        if (a >= kSwap) {
          // The row gives up `taken` and gets `given`; the hand the other way round.
          const int given = (a - kSwap) / kMaxCards, taken = (a - kSwap) % kMaxCards;
          std::vector<int> after = hand;
          after.erase(std::find(after.begin(), after.end(), given));
          after.push_back(taken);
          gain = kScale * (card_points(taken) - card_points(given)) + kScale * (low - lowest(after));
        } else {
          const int card = (a - kPlay) / kPiles, pile = (a - kPlay) % kPiles;
          std::vector<int> after = hand;
          after.erase(std::find(after.begin(), after.end(), card));
          if (card_rank(card) == kKing) {
            gain += -kScale * kKingPoints;
          } else if (s.pile(pile).size() == 3) {
            gain += -kScale * kQuadPoints;
          }
          gain += kScale * (low - lowest(after)) + pick_up_gain(s, lowest(after), nullptr);
        }
        if (gain > best_gain) {
          best_gain = gain;
          best = a;
        }
      }
      return best;
    }
    default: return legal.front();
  }
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const RiskyBusinessState&>(s)); },
      // A swap for a card of the same rank, a swap back, the card just played picked up again:
      // left in, they tie with ending the moves and, sorted first, win the tie.
      /*candidates=*/
      [](const State& s) {
        const auto& risky = static_cast<const RiskyBusinessState&>(s);
        std::vector<Action> useful;
        for (Action a : risky.legal_actions())
          if (!risky.changes_nothing(a)) useful.push_back(a);
        return useful.empty() ? risky.legal_actions() : useful;
      },
  };
  return policy;
}

}  // namespace allclear::risky_business
