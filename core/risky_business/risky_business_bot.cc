#include "core/risky_business/risky_business_bot.h"

#include <algorithm>
#include <climits>
#include <memory>
#include <string>

#include "core/hint.h"

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

namespace {

// "pile 2", its number kept on the line (a no-break space), as the table says it.
std::string pile_name(int k) { return "pile\xC2\xA0" + std::to_string(k + 1); }

// A clear's points as the table shows them, with a real minus sign: "−1".
std::string clear_points(int points) { return "\xE2\x88\x92" + std::to_string(-points); }

// "7s", "aces", "queens": a rank in the plural.
std::string ranks_name(int rank) {
  static const char* const kFaces[] = {"jacks", "queens", "kings"};
  if (rank == 1) return "aces";
  return rank > 10 ? kFaces[rank - 11] : std::to_string(rank) + "s";
}

// The hand's card of the fewest points, the one the turn's end sets aside (-1: none).
int lowest_card(const std::vector<int>& hand) {
  int low = -1;
  for (int c : hand)
    if (low < 0 || card_points(c) < card_points(low)) low = c;
  return low;
}

// "the row's 17 points come to your hand": the row is what the turn's end gives the player.
std::string row_comes(const RiskyBusinessState& s) {
  return s.row().empty() ? "the row is empty"
                         : "the row's " + std::to_string(points_of(s.row())) + " points come to you";
}

// A card played: the clear it makes, or how close its pile comes to four of a kind, or the pick-up
// it earns and what a pick-up is for.
std::string play_reason(const RiskyBusinessState& s, int card, int pile) {
  const int me = s.current_player();
  std::unique_ptr<State> moved = s.clone();
  if (!moved->apply_action(kPlay + card * kPiles + pile)) return "";  // unreachable: the play is legal
  const auto& after = static_cast<const RiskyBusinessState&>(*moved);
  const std::string played = "The " + card_sign(card);
  if (after.kings(me) > s.kings(me)) return played + " clears " + pile_name(pile) + ": " + clear_points(kKingPoints);
  if (after.quads(me) > s.quads(me))
    return played + " makes four of a kind on " + pile_name(pile) + ": " + clear_points(kQuadPoints);
  const std::string on = played + " on " + pile_name(pile);
  if (after.pile(pile).size() == 3)
    return one_line(on + " makes three " + ranks_name(card_rank(card)) + ", a card short of four of a kind",
                    on + " makes three " + ranks_name(card_rank(card)));
  if (after.phase() != Phase::kPickUp) return on;
  // Not which card: the hint for the pick-up says that, from the position it is made in.
  return one_line(on + " earns a pick-up, to lower the row or pass a card on", on + " earns a pick-up");
}

std::string move_reason(const RiskyBusinessState& s, Action action) {
  if (action == kEndMoves) {
    if (s.hand(s.current_player()).empty()) return "Nothing to play or set aside: the row becomes your hand";
    return one_line("Ends the moves: at the turn's end " + row_comes(s), "Ends the moves: " + row_comes(s));
  }
  if (action >= kSwap) {
    const int given = (action - kSwap) / kMaxCards, taken = (action - kSwap) % kMaxCards;
    const int before = points_of(s.row()), after = before - card_points(taken) + card_points(given);
    const std::string swap = "Swaps your " + card_sign(given) + " for the row's " + card_sign(taken);
    // The card taken in for a play still to come: why a swap may raise the row.
    std::unique_ptr<State> swapped = s.clone();
    if (!swapped->apply_action(action)) return swap;  // unreachable: the swap is legal
    const auto& next = static_cast<const RiskyBusinessState&>(*swapped);
    for (int pile = 0; pile < kPiles; ++pile) {
      if (next.phase() != Phase::kMove || !swapped->is_legal(kPlay + taken * kPiles + pile)) continue;
      if (card_rank(taken) == kKing) return swap + ": a king to clear a pile with next";
      if (next.pile(pile).size() == 3)
        return one_line(swap + " to make four " + ranks_name(card_rank(taken)) + " on " + pile_name(pile) + " next",
                        swap + ": four of a kind next");
      return swap + " to play on " + pile_name(pile) + " next";
    }
    // What the turn's end costs, the rule of thumb's measure: the card set aside (the hand's
    // lowest) and the row taken home. The row alone misled: a swap can lower it by raising the
    // card set aside as much.
    std::vector<int> hand = s.hand(s.current_player());
    const int cost_before = lowest(hand) + before;
    *std::find(hand.begin(), hand.end(), given) = taken;
    const int cost_after = lowest(hand) + after;
    const std::string costs = std::to_string(cost_after);
    if (cost_after < cost_before)
      return one_line(swap + ": your turn's end costs " + costs + ", not " + std::to_string(cost_before),
                      swap + ": costs " + costs + ", not " + std::to_string(cost_before));
    if (cost_after == cost_before)
      return one_line(swap + ": your turn's end still costs " + costs, swap + ": still costs " + costs);
    return one_line(swap + ": your turn's end costs " + costs + ", up from " + std::to_string(cost_before),
                    swap + ": costs " + costs + ", up from " + std::to_string(cost_before));
  }
  return play_reason(s, (action - kPlay) / kPiles, (action - kPlay) % kPiles);
}

// Picking up: a card below the hand's lowest is the one to set aside; a row card taken is not in
// the row the player takes home.
std::string pick_up_reason(const RiskyBusinessState& s, Action action) {
  const std::vector<int>& hand = s.hand(s.current_player());
  if (action == kPickDeck)
    return "Takes the deck's top card; the row keeps its " + std::to_string(points_of(s.row())) + " points";
  const bool row = action >= kPickRow;
  const int card = row ? action - kPickRow : s.pile(action - kPickPile).back();
  const std::string from = row ? "" : " from " + pile_name(action - kPickPile);
  if (hand.empty() || card_points(card) < lowest(hand))
    return one_line("Picks up the " + card_sign(card) + from + ": your lowest card, the one to set aside",
                    "Picks up the " + card_sign(card) + from + ": lower than any card in your hand");
  if (row)
    return "Picks up the " + card_sign(card) + ": its " + std::to_string(card_points(card)) +
           " points leave the row you take home";
  // Not the lowest, so it is not the card set aside: it goes to the row with the rest of the hand.
  return one_line("Picks up the " + card_sign(card) + from + ", to pass on in the row at your turn's end",
                  "Picks up the " + card_sign(card) + from + ", to pass on in the row");
}

std::string turn_end_reason(const RiskyBusinessState& s, int card) {
  const std::vector<int>& hand = s.hand(s.current_player());
  const std::string aside = "Sets aside the " + card_sign(card);
  if (hand.size() == 1) return aside + ", your last card; " + row_comes(s);
  const int low = lowest_card(hand);
  if (card_points(card) == card_points(low))
    return one_line(aside + ", your lowest card; " + row_comes(s), aside + ", your lowest card");
  return aside + " for " + std::to_string(card_points(card)) + " points; your " + card_sign(low) + " goes to the row";
}

std::string replace_reason(const RiskyBusinessState& s, Action action) {
  if (action == kReplaceDeck) return "From the deck: your hand stays, and a king turned up clears again";
  const int card = action - kReplaceHand;
  const std::string starts = "The " + card_sign(card) + " starts " + pile_name(s.pending_piles().front());
  std::vector<int> rest = s.hand(s.current_player());
  rest.erase(std::find(rest.begin(), rest.end(), card));
  const int low = lowest_card(rest);
  if (card_points(low) <= card_points(card)) return starts + "; your " + card_sign(low) + " stays to set aside";
  return starts + ", out of your hand";
}

std::string first_reason(const RiskyBusinessState& s, int first) {
  const int n = s.num_players();
  const int place = (s.current_player() - first + n) % n + 1;
  static const char* const kOrdinals[] = {"", "1st", "2nd", "3rd", "4th"};
  if (place == 1) return "You start the next game: first at the piles and the row";
  return std::string("You play ") + kOrdinals[place] + " in the next game";
}

}  // namespace

std::string reason(const RiskyBusinessState& s, Action action) {
  switch (s.phase()) {
    case Phase::kChooseFirst: return first_reason(s, action - kFirst);
    case Phase::kSetAside: return turn_end_reason(s, action - kSetAside);
    case Phase::kReplace: return replace_reason(s, action);
    case Phase::kPickUp: return pick_up_reason(s, action);
    case Phase::kMove: return move_reason(s, action);
    default: return "";  // not a player's decision
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
      /*exact=*/nullptr,
      /*playout_value=*/nullptr,
      /*reason=*/[](const State& s, Action a) { return reason(static_cast<const RiskyBusinessState&>(s), a); },
  };
  return policy;
}

}  // namespace allclear::risky_business
