// What Clear Ace's table shows at this moment, from the follower: the state as of the step on
// screen, and for a card just played (before it is turned over) the table as it was with that
// card added. Also the Recap: the latest die, the start roll and the person's newest card, read
// from the shown history.
#include <algorithm>
#include <memory>

#include "games/clear_ace/table.h"

namespace allclear::web::clear_ace {

Recap recap_of(const State& shown, int seat) {
  Recap r;
  std::unique_ptr<State> s = shown.game().new_initial_state();
  for (Action action : shown.history()) {
    const ClearAceState before = ClearAceTable::of(*s);
    if (!s->apply_action(action)) break;
    const ClearAceState& after = ClearAceTable::of(*s);
    if (before.phase() == Phase::kStartRoll) {
      r.start_rolls.push_back(static_cast<int>(action));
    } else if (before.phase() == Phase::kDrawRoll) {
      ++r.round_draws;
      const bool grew0 = after.hand(0).size() > before.hand(0).size(),
                 grew1 = after.hand(1).size() > before.hand(1).size();
      const int drawer = grew0 && grew1 ? before.first_player() : (grew1 ? 1 : 0);
      r.die = DieShown{drawer, static_cast<int>(action), static_cast<int>(action) - 1, static_cast<int>(action) - 1,
                       grew0 && grew1};
      for (int i = 0; i < core::kPiles; ++i) {
        const int k = (static_cast<int>(action) - 1 + i) % core::kPiles;
        if (after.pile(k).size() < before.pile(k).size()) {
          r.die.drawn = k;
          break;
        }
      }
      if (drawer == seat && r.die.drawn >= 0 && !before.pile(r.die.drawn).empty())
        r.new_cards = {before.pile(r.die.drawn).back()};
    } else if (before.phase() == Phase::kPlaying) {
      r.round_draws = 0;  // a card played: the round's draws are over
      if (seat >= 0 && after.hand(seat).size() > before.hand(seat).size()) {
        // A duel: six cards drawn at once.
        r.new_cards.clear();
        for (int card : after.hand(seat))
          if (std::find(before.hand(seat).begin(), before.hand(seat).end(), card) == before.hand(seat).end())
            r.new_cards.push_back(card);
      } else if (before.current_player() == seat) {
        r.new_cards.clear();
      }
    }
  }
  return r;
}

std::vector<int> hand_after_deal(const Moment& moment, int player) {
  std::vector<int> hand = moment.state->hand(player);
  hand.erase(std::remove(hand.begin(), hand.end(), moment.leaving), hand.end());
  return hand;
}

std::vector<int> hand_in(const Moment& moment, int player) {
  std::vector<int> hand = hand_after_deal(moment, player);
  for (int card : moment.arriving[player]) hand.erase(std::remove(hand.begin(), hand.end(), card), hand.end());
  return hand;
}

int piles_left(const Moment& moment) {
  int left = 0;
  for (int count : moment.piles) left += count;
  return left;
}

const Recap& ClearAceTable::recap() const {
  const std::size_t size = follower().shown().history().size();
  // Whose new cards: the person against a bot; two people, whoever's hand is shown now.
  const int seat = sole_human() >= 0 ? sole_human() : viewer();
  if (recap_match_ != match() || recap_size_ != size || recap_seat_ != seat) {
    recap_ = recap_of(follower().shown(), seat);
    recap_match_ = match();
    recap_size_ = size;
    recap_seat_ = seat;
  }
  return recap_;
}

namespace {

bool holds(const std::vector<int>& cards, int card) {
  return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// A card not dealt yet is still where it was drawn from: its pile, or else the player's stack.
void keep_in_its_pile(const ClearAceState& before, int player, int card, Moment* sc) {
  for (int k = 0; k < core::kPiles; ++k)
    if (holds(before.pile(k), card)) {
      ++sc->piles[k];
      return;
    }
  ++sc->stacks[player];
}

// A duel's draws are dealt one at a time, to each player in turn from the first, over the first
// 70% of the duel's step; the cards not dealt yet at `progress` (0 to 1) are in no hand, and
// still counted in the pile (or stack) they come from.
void deal_duel_draws(const ClearAceState& before, const ClearAceState& after, float progress, Moment* sc) {
  std::vector<int> drawn[2];
  for (int p = 0; p < 2; ++p)
    for (int card : after.hand(p))
      if (!holds(before.hand(p), card)) drawn[p].push_back(card);
  const int total = static_cast<int>(drawn[0].size() + drawn[1].size());
  const int dealt = std::min(total, static_cast<int>(progress / 0.7f * static_cast<float>(total + 1)));
  int given[2] = {0, 0};
  for (int k = 0, p = before.first_player(); k < dealt; p = 1 - p) {
    if (given[p] < static_cast<int>(drawn[p].size())) {
      ++given[p];
      ++k;
    }
  }
  for (int p = 0; p < 2; ++p) {
    sc->arriving[p].assign(drawn[p].begin() + given[p], drawn[p].end());
    for (int card : sc->arriving[p]) keep_in_its_pile(before, p, card, sc);
  }
}

void count_piles_and_stacks(Moment* sc) {
  for (int k = 0; k < core::kPiles; ++k) sc->piles[k] = static_cast<int>(sc->state->pile(k).size());
  for (int p = 0; p < 2; ++p) sc->stacks[p] = static_cast<int>(sc->state->stack(p).size());
}

}  // namespace

Moment ClearAceTable::moment(bool tumbling, double now) const {
  Moment sc = moment_of_step(tumbling);
  count_piles_and_stacks(&sc);
  if (sc.kind == kDuel && follower().before())
    deal_duel_draws(ClearAceTable::of(*follower().before()), shown(), follower().progress(now), &sc);
  return sc;
}

Moment ClearAceTable::moment_of_step(bool tumbling) const {
  Moment sc;
  const ClearAceState& s = shown();
  const Step* step = follower().step();
  const ClearAceState* before = follower().before() ? &ClearAceTable::of(*follower().before()) : nullptr;
  sc.kind = step ? static_cast<StepKind>(step->detail) : kNoStep;
  sc.state = &s;
  sc.showdown = s.in_showdown();
  if (sc.kind == kDraw && tumbling && before) {
    // The die still tumbles: the pile it names and the card drawn show once it lands.
    sc.state = before;
    sc.die_tumbling = true;
  }
  if (sc.kind == kPlay && before && before->phase() == Phase::kPlaying &&
      s.history().size() == before->history().size() + 1) {
    // The card on its way: the table as it was, with the card added, face down or up as played
    // (an answer is turned over in the next step).
    const int card = static_cast<int>(s.history().back());
    const bool opening = before->table().size() % 2 == 0;
    sc.state = before;
    sc.plays = before->table();
    sc.plays.push_back(Play{before->current_player(), card, opening && before->opening_face_up(), false});
    sc.leaving = card;
    sc.showdown = before->in_showdown();
    return sc;
  }
  if (sc.kind == kReveal) {
    sc.plays = s.last_round();
    sc.winner = s.last_round_drawn() ? -1 : s.last_winner();
    sc.showdown = before && before->in_showdown();
    sc.stakes_won = sc.showdown && sc.winner >= 0;
    if (before && !before->in_showdown() && s.in_showdown()) {
      // The attack whose result starts the showdown: told on the attack's table (the stakes come
      // out with the showdown's own step), its answer no longer in hand.
      sc.state = before;
      sc.leaving = static_cast<int>(s.history()[before->history().size()]);
      sc.before_showdown = true;
    }
    return sc;
  }
  sc.plays = s.table();
  // A showdown round's stakes out: the round before is over and gone (its cards would stand
  // beside the new stakes, an ace among them twice).
  const bool new_stakes = s.in_showdown() && s.stake(0) >= 0 && s.stake(1) >= 0;
  if (sc.plays.empty() && !s.last_round().empty() && !new_stakes) {
    sc.plays = s.last_round();
    sc.winner = s.last_round_drawn() ? -1 : s.last_winner();
    sc.taken = true;
  }
  return sc;
}

}  // namespace allclear::web::clear_ace
