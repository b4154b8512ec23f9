#include "core/risky_business/risky_business.h"
#include "core/risky_business/risky_business_bot.h"

#include <algorithm>
#include <bit>
#include <numeric>

#include "core/playing_cards.h"
#include "core/random.h"

namespace allclear {

namespace risky_business {

std::string card_short(int card) {
  if (card < 0 || card >= kMaxCards) return "?";
  return playing_card_short(card_rank(card), card_suit(card));
}

std::string card_name(int card) {
  if (card < 0 || card >= kMaxCards) return "?";
  return playing_card_name(card_rank(card), card_suit(card));
}

std::string card_sign(int card) {
  if (card < 0 || card >= kMaxCards) return "?";
  return playing_card_sign(card_rank(card), card_suit(card));
}

}  // namespace risky_business

using namespace risky_business;

namespace {

class RiskyBusinessGame : public Game {
 public:
  explicit RiskyBusinessGame(const GameParameters& parameters) : Game(parameters) {}
  const GameInfo& info() const override { return risky_business_game_info(); }
  std::unique_ptr<State> new_initial_state() const override {
    return std::make_unique<RiskyBusinessState>(shared_from_this());
  }
  const BotPolicy& bot_policy() const override { return risky_business::bot_policy(); }
};

std::string cards_text(const std::vector<int>& cards) { return playing_cards_text(cards, &card_short); }

// How the lowest score was decided: one player's alone, or among equal scores by more clears,
// or not even by clears (`clears_of` a seat's clears).
template <typename ClearsOf>
Branch lowest_score_branch(const std::vector<int>& scores, ClearsOf clears_of, Branch alone, Branch by_clears,
                           Branch not_by_clears) {
  const int best = *std::min_element(scores.begin(), scores.end());
  int tied = 0, most_clears = -1, with_most_clears = 0;
  for (int p = 0; p < static_cast<int>(scores.size()); ++p) {
    if (scores[p] != best) continue;
    ++tied;
    const int clears = clears_of(p);
    if (clears > most_clears) {
      most_clears = clears;
      with_most_clears = 0;
    }
    with_most_clears += clears == most_clears;
  }
  if (tied == 1) return alone;
  return with_most_clears == 1 ? by_clears : not_by_clears;
}

}  // namespace

int risky_business::points_of(const std::vector<int>& cards) {
  int points = 0;
  for (int c : cards) points += card_points(c);
  return points;
}

const GameInfo& risky_business_game_info() {
  static const GameInfo info{
      "risky-business",
      "Risky Business",
      {{"players", 2, 2, 4, "players (3 or 4 use two decks)"}, {"rounds", 3, 1, 15, "games in a match"}},
      /*lower_scores_win=*/true,
      /*strong_playouts=*/320,
  };
  return info;
}

std::shared_ptr<const Game> make_risky_business_game(const GameParameters& parameters) {
  return std::make_shared<RiskyBusinessGame>(parameters);
}

RiskyBusinessState::RiskyBusinessState(std::shared_ptr<const Game> game)
    : State(std::move(game)),
      rounds_(this->game().parameter("rounds")),
      cards_(num_players() > 2 ? 2 * kDeckSize : kDeckSize),
      hands_(num_players()),
      face_down_(num_players()),
      cleared_(num_players()),
      quads_(num_players()),
      kings_(num_players()),
      total_clears_(num_players()),
      turns_taken_(num_players()),
      known_(num_players()) {}

int RiskyBusinessState::compute_current_player() const {
  switch (phase_) {
    case Phase::kCut:
    case Phase::kDealing:
    case Phase::kDraw: return kChancePlayer;
    case Phase::kChooseFirst: return chooser_;
    case Phase::kMove:
    case Phase::kReplace:
    case Phase::kPickUp:
    case Phase::kSetAside: return turn_player_;
    case Phase::kGameOver: return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

int RiskyBusinessState::deck_size() const { return std::popcount(deck_[0]) + std::popcount(deck_[1]); }

int RiskyBusinessState::take_out(std::vector<int>& cards, int card) {
  const auto at = std::find(cards.begin(), cards.end(), card);
  const int index = static_cast<int>(at - cards.begin());
  cards.erase(at);
  return index;
}

void RiskyBusinessState::put_in(std::vector<int>& cards, int card, int* gap) {
  if (*gap >= 0 && *gap < static_cast<int>(cards.size()))
    cards.insert(cards.begin() + *gap, card);
  else
    cards.push_back(card);
  *gap = -1;
}

std::uint64_t RiskyBusinessState::ranks_key(const std::vector<int>& hand, const std::vector<int>& row) const {
  // Base 14 (ranks 1 to 13, 0 between the hand and the row): at most 16 digits fit.
  std::uint64_t key = 0;
  for (const std::vector<int>* cards : {&hand, &row}) {
    int ranks[kMaxCards];
    const int n = std::min(static_cast<int>(cards->size()), 7);
    for (int i = 0; i < n; ++i) ranks[i] = card_rank((*cards)[i]);
    std::sort(ranks, ranks + n);
    for (int i = 0; i < n; ++i) key = key * 14 + static_cast<std::uint64_t>(ranks[i]);
    key *= 14;
  }
  return key;
}

bool RiskyBusinessState::changes_nothing(Action action) const {
  if (phase_ == Phase::kMove && action >= kSwap && action < kEndMoves) {
    const int given = (action - kSwap) / kMaxCards, taken = (action - kSwap) % kMaxCards;
    std::vector<int> hand = hands_[turn_player_], row = row_;
    *std::find(hand.begin(), hand.end(), given) = taken;
    *std::find(row.begin(), row.end(), taken) = given;
    return std::find(turn_ranks_.begin(), turn_ranks_.end(), ranks_key(hand, row)) != turn_ranks_.end();
  }
  if (phase_ == Phase::kPickUp && action >= kPickPile && action < kPickRow) {
    const int k = action - kPickPile;
    return k == played_on_ && !piles_[k].empty() && piles_[k].back() == just_played_;
  }
  return false;
}

void RiskyBusinessState::reveal(int card) {
  for (int p = 0; p < num_players(); ++p) show(p, card);
}

int RiskyBusinessState::score(int player) const {
  return points_of(face_down_[player]) + points_of(hands_[player]) + kQuadPoints * quads_[player] +
         kKingPoints * kings_[player];
}

bool RiskyBusinessState::can_pick_up() const {
  if (!row_.empty() || deck_size() > 0) return true;
  return std::any_of(piles_.begin(), piles_.end(), [](const std::vector<int>& pile) { return !pile.empty(); });
}

void RiskyBusinessState::append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const {
  if (phase_ == Phase::kCut) {
    for (int p = 0; p < num_players(); ++p) outcomes->push_back({p, 1});
  } else if (phase_ == Phase::kDealing || phase_ == Phase::kDraw) {
    for (int word = 0; word < 2; ++word)
      for (std::uint64_t left = deck_[word]; left; left &= left - 1)
        outcomes->push_back({word * 64 + std::countr_zero(left), 1});
  }
}

std::vector<Action> RiskyBusinessState::legal_actions() const {
  std::vector<Action> actions;
  const std::vector<int>& hand = hands_[turn_player_];
  switch (phase_) {
    case Phase::kCut:
    case Phase::kDealing:
    case Phase::kDraw: {
      std::vector<ChanceOutcome> outcomes;
      append_chance_outcomes(&outcomes);
      for (const ChanceOutcome& o : outcomes) actions.push_back(o.action);
      break;
    }
    case Phase::kChooseFirst:
      for (int p = 0; p < num_players(); ++p) actions.push_back(kFirst + p);
      break;
    case Phase::kMove:
      for (int card : hand)
        for (int k = 0; k < kPiles; ++k)
          if (!piles_[k].empty() && (card_rank(card) == kKing || card_rank(piles_[k].back()) == card_rank(card)))
            actions.push_back(kPlay + card * kPiles + k);
      for (int card : hand)
        for (int taken : row_) actions.push_back(kSwap + card * kMaxCards + taken);
      actions.push_back(kEndMoves);
      break;
    case Phase::kReplace:
      // The last card of a hand stays: it is needed to set aside.
      if (hand.size() >= 2)
        for (int card : hand) actions.push_back(kReplaceHand + card);
      if (deck_size() > 0) actions.push_back(kReplaceDeck);
      break;
    case Phase::kPickUp:
      for (int k = 0; k < kPiles; ++k)
        if (!piles_[k].empty()) actions.push_back(kPickPile + k);
      for (int card : row_) actions.push_back(kPickRow + card);
      if (deck_size() > 0) actions.push_back(kPickDeck);
      break;
    case Phase::kSetAside:
      for (int card : hand) actions.push_back(kSetAside + card);
      break;
    case Phase::kGameOver: break;
  }
  std::sort(actions.begin(), actions.end());
  actions.erase(std::unique(actions.begin(), actions.end()), actions.end());
  return actions;
}

void RiskyBusinessState::start_round() {
  deck_ = {};
  for (int c = 0; c < cards_; ++c) deck_[c / 64] |= std::uint64_t{1} << (c % 64);
  for (auto& pile : piles_) pile.clear();
  row_.clear();
  for (int p = 0; p < num_players(); ++p) {
    hands_[p].clear();
    face_down_[p].clear();
    cleared_[p].clear();
    quads_[p] = kings_[p] = turns_taken_[p] = 0;
    known_[p] = {};
  }
  pending_piles_.clear();
  turning_pile_ = -1;
  hand_gap_ = row_gap_ = -1;
  pick_up_next_ = move_done_ = refill_row_ = turn_ending_ = false;
  hand_draws_ = 0;
  deal_index_ = 0;
  phase_ = Phase::kDealing;
}

int RiskyBusinessState::moves_left_to_make() const {
  // A play waits for its pick-up (and any replacement before it); a pick-up or a swap is done
  // once the deck has given what it owes.
  const bool under_way = pick_up_next_ || phase_ == Phase::kPickUp || move_done_;
  return moves_left_ - (under_way ? 1 : 0);
}

void RiskyBusinessState::start_turn() {
  moves_left_ = kMovesPerTurn;
  turn_ranks_.clear();
  enter_move();
}

void RiskyBusinessState::enter_move() {
  phase_ = Phase::kMove;
  just_played_ = played_on_ = -1;
  turn_ranks_.push_back(ranks_key(hands_[turn_player_], row_));
}

void RiskyBusinessState::do_apply_action(Action action) {
  const int me = turn_player_;
  picked_up_nothing_ = false;
  switch (phase_) {
    case Phase::kCut:
      first_player_ = action;
      start_round();
      return;
    case Phase::kChooseFirst:
      first_player_ = action - kFirst;
      start_round();
      return;
    case Phase::kDealing: {
      // The four piles, then four cards to each hand in seat order, then the row.
      take_from_deck(action);
      const int hands_end = kPiles + kHandCards * num_players();
      if (deal_index_ < kPiles) {
        piles_[deal_index_].push_back(action);
        reveal(action);
      } else if (deal_index_ < hands_end) {
        const int player = (deal_index_ - kPiles) / kHandCards;
        hands_[player].push_back(action);
        show(player, action);
      } else {
        row_.push_back(action);
        reveal(action);
      }
      if (++deal_index_ == hands_end + kRowCards) {
        turn_player_ = first_player_;
        start_turn();
      }
      return;
    }
    case Phase::kDraw:
      take_from_deck(action);
      if (draw_to_ == DrawTo::kHand) {
        put_in(hands_[me], action, &hand_gap_);
        show(me, action);
        --hand_draws_;
      } else if (draw_to_ == DrawTo::kRow) {
        put_in(row_, action, &row_gap_);
        reveal(action);
      } else {
        reveal(action);
        place_drawn(action);
      }
      return advance();
    case Phase::kMove:
      if (action == kEndMoves) {
        count_branch(Branch::kMovesEndedEarly);
        moves_left_ = 0;
      } else if (action >= kSwap) {
        count_branch(Branch::kSwapWithTheRow);
        // Each card takes the other's place.
        const int given = (action - kSwap) / kMaxCards, taken = (action - kSwap) % kMaxCards;
        *std::find(hands_[me].begin(), hands_[me].end(), given) = taken;
        *std::find(row_.begin(), row_.end(), taken) = given;
        reveal(given);
        move_done_ = true;
      } else {
        play((action - kPlay) / kPiles, (action - kPlay) % kPiles);
      }
      return advance();
    case Phase::kReplace: {
      const int pile = pending_piles_.front();
      pending_piles_.erase(pending_piles_.begin());
      if (action == kReplaceDeck) {
        count_branch(Branch::kReplaceFromTheDeck);
        turning_pile_ = pile;
      } else {
        count_branch(Branch::kReplaceFromTheHand);
        const int card = action - kReplaceHand;
        if (take_out(hands_[me], card) < hand_gap_) --hand_gap_;
        piles_[pile] = {card};
        reveal(card);
      }
      return advance();
    }
    case Phase::kPickUp:
      if (action == kPickDeck) {
        count_branch(Branch::kPickUpFromTheDeck);
        hand_draws_ = 1;
      } else if (action >= kPickRow) {
        count_branch(Branch::kPickUpFromTheRow);
        const int card = action - kPickRow;
        row_gap_ = take_out(row_, card);
        put_in(hands_[me], card, &hand_gap_);
        refill_row_ = true;  // "it must be replaced with the top card of the deck"
      } else {
        count_branch(Branch::kPickUpFromAPile);
        const int pile = action - kPickPile;
        put_in(hands_[me], piles_[pile].back(), &hand_gap_);
        piles_[pile].pop_back();
        if (piles_[pile].empty()) {  // replaced at once from the deck
          count_branch(Branch::kPickedPileEmptied);
          turning_pile_ = pile;
        }
      }
      move_done_ = true;
      return advance();
    case Phase::kSetAside: {
      const int card = action - kSetAside;
      const int place = take_out(hands_[me], card);
      face_down_[me].push_back(card);
      return end_turn(place);
    }
    case Phase::kGameOver: return;
  }
}

// A card from the hand onto a pile of its rank, or a king onto any pile; then the clears, their
// replacements and the pick-up.
void RiskyBusinessState::play(int card, int pile) {
  hand_gap_ = take_out(hands_[turn_player_], card);  // the pick-up goes there
  just_played_ = card;
  played_on_ = pile;
  turn_ranks_.clear();
  piles_[pile].push_back(card);
  reveal(card);
  if (card_rank(card) == kKing) {
    count_branch(Branch::kKingClears);
    clear_pile(pile, true);
  } else if (piles_[pile].size() == 4) {
    count_branch(Branch::kFourOfAKindClears);
    clear_pile(pile, false);
  } else {
    count_branch(Branch::kPlayOnItsRank);
  }
  pick_up_next_ = true;
}

void RiskyBusinessState::clear_pile(int pile, bool king) {
  const int me = turn_player_;
  cleared_[me].insert(cleared_[me].end(), piles_[pile].begin(), piles_[pile].end());
  piles_[pile].clear();
  ++(king ? kings_ : quads_)[me];
  ++total_clears_[me];
  pending_piles_.push_back(pile);
}

// A card turned from the deck for the empty pile `turning_pile_`: a king clears at once; a card
// matching another pile goes onto it (a fourth of a kind clears it); either way the next card is
// turned. Otherwise the card starts the new pile.
void RiskyBusinessState::place_drawn(int card) {
  const int me = turn_player_;
  if (card_rank(card) == kKing) {
    count_branch(Branch::kCascadeKingClears);
    cleared_[me].push_back(card);
    ++kings_[me];
    ++total_clears_[me];
    return;
  }
  for (int k = 0; k < kPiles; ++k) {
    if (k == turning_pile_ || piles_[k].empty() || card_rank(piles_[k].back()) != card_rank(card)) continue;
    piles_[k].push_back(card);
    count_branch(Branch::kCascadeOntoAMatchingPile);
    if (piles_[k].size() == 4) {
      count_branch(Branch::kCascadeFourOfAKind);
      clear_pile(k, false);
    }
    return;
  }
  count_branch(Branch::kDeckCardStartsThePile);
  piles_[turning_pile_] = {card};
  turning_pile_ = -1;
}

// Moves the game on to its next decision or chance node: cards owed from the deck first, then
// cleared piles to replace, the row to refill, the pick-up, and the move or turn that follows.
void RiskyBusinessState::advance() {
  const int me = turn_player_;
  const bool deck = deck_size() > 0;
  if (hand_draws_ > 0) {
    if (deck) {
      draw_to_ = DrawTo::kHand;
      phase_ = Phase::kDraw;
      return;
    }
    // Never reached: a hand draw is owed only by picking up from the deck, offered only while
    // it has a card, and drawn at once.
    hand_draws_ = 0;
    hand_gap_ = -1;
  }
  if (turning_pile_ >= 0) {
    if (deck) {
      draw_to_ = DrawTo::kPile;
      phase_ = Phase::kDraw;
      return;
    }
    count_branch(Branch::kPileLeftEmptyDeckOut);
    turning_pile_ = -1;  // no card left: the pile stays empty
  }
  while (!pending_piles_.empty()) {
    if (hands_[me].size() >= 2) {
      phase_ = Phase::kReplace;
      return;
    }
    const int pile = pending_piles_.front();
    pending_piles_.erase(pending_piles_.begin());
    count_branch(deck ? Branch::kLastHandCardStays : Branch::kClearedPileStaysEmpty);
    if (deck) {
      turning_pile_ = pile;
      draw_to_ = DrawTo::kPile;
      phase_ = Phase::kDraw;
      return;
    }
  }
  if (refill_row_) {
    if (static_cast<int>(row_.size()) < kRowCards && deck) {
      draw_to_ = DrawTo::kRow;
      phase_ = Phase::kDraw;
      return;
    }
    if (static_cast<int>(row_.size()) < kRowCards) count_branch(Branch::kRowLeftShortDeckOut);
    refill_row_ = false;
    row_gap_ = -1;
  }
  if (pick_up_next_) {
    pick_up_next_ = false;
    if (can_pick_up()) {
      phase_ = Phase::kPickUp;
      return;
    }
    count_branch(Branch::kNothingToPickUp);
    picked_up_nothing_ = true;
    move_done_ = true;
    hand_gap_ = -1;
  }
  if (turn_ending_) {
    turn_ending_ = false;
    if (std::all_of(turns_taken_.begin(), turns_taken_.end(), [](int t) { return t == kTurnsPerPlayer; }))
      return end_round();
    turn_player_ = (me + 1) % num_players();
    return start_turn();
  }
  if (move_done_) {
    move_done_ = false;
    --moves_left_;
  }
  if (moves_left_ > 0) return enter_move();
  if (!hands_[me].empty()) {
    phase_ = Phase::kSetAside;
    return;
  }
  // Only once the deck is out: a player who took an empty row began the turn with no hand. There
  // is nothing to set aside; the turn still counts and the row becomes the hand (our reading).
  count_branch(Branch::kNoCardToSetAside);
  end_turn(-1);
}

// The hand (after the card set aside) and the discard row change places, and the row is filled
// up to four from the deck, the first card from the deck where the card set aside was.
void RiskyBusinessState::end_turn(int set_aside_at) {
  const int me = turn_player_;
  std::swap(hands_[me], row_);
  hand_gap_ = -1;
  row_gap_ = set_aside_at;
  for (int c : hands_[me]) reveal(c);
  for (int c : row_) reveal(c);
  ++turns_taken_[me];
  refill_row_ = true;
  turn_ending_ = true;
  advance();
}

void RiskyBusinessState::end_round() {
  std::vector<int> scores(num_players());
  for (int p = 0; p < num_players(); ++p) scores[p] = score(p);
  round_scores_.push_back(scores);
  count_branch(lowest_score_branch(
      scores, [&](int p) { return quads_[p] + kings_[p]; }, Branch::kGameWonOnScore, Branch::kGameTieBrokenByClears,
      Branch::kGameTieToTheEarlierSeat));
  if (rounds_completed() == rounds_) {
    if (rounds_ > 1) {
      count_branch(lowest_score_branch(
          total_scores(), [&](int p) { return total_clears_[p]; }, Branch::kMatchWonOnTotal,
          Branch::kMatchTieBrokenByClears, Branch::kMatchTieShared));
    }
    phase_ = Phase::kGameOver;
    return;
  }
  // The game's winner picks who starts the next one.
  count_branch(Branch::kWinnerPicksWhoStarts);
  chooser_ = game_winner();
  phase_ = Phase::kChooseFirst;
}

int RiskyBusinessState::game_winner() const {
  if (round_scores_.empty()) return -1;
  const std::vector<int>& scores = round_scores_.back();
  int best = 0;
  for (int p = 1; p < num_players(); ++p) {
    const int clears = quads_[p] + kings_[p], best_clears = quads_[best] + kings_[best];
    if (scores[p] < scores[best] || (scores[p] == scores[best] && clears > best_clears)) best = p;
  }
  return best;
}

std::vector<int> RiskyBusinessState::winners() const {
  if (phase_ != Phase::kGameOver) return {};
  const std::vector<int> totals = total_scores();
  const int best = *std::min_element(totals.begin(), totals.end());
  int most_clears = 0;
  for (int p = 0; p < num_players(); ++p)
    if (totals[p] == best) most_clears = std::max(most_clears, total_clears_[p]);
  std::vector<int> seats;
  for (int p = 0; p < num_players(); ++p)
    if (totals[p] == best && total_clears_[p] == most_clears) seats.push_back(p);
  return seats;
}

std::string RiskyBusinessState::action_to_string(int player, Action action) const {
  std::string text;
  if (player == kChancePlayer) {
    if (phase_ == Phase::kCut) {
      text = "player ";
      text += std::to_string(action + 1);
      text += " cuts highest";
    } else {
      text = "deck: ";
      text += card_name(action);
    }
    return text;
  }
  if (action >= kFirst) {
    text = "player ";
    text += std::to_string(action - kFirst + 1);
    text += " starts";
  } else if (action >= kSetAside) {
    text = "set aside ";
    text += card_name(action - kSetAside);
  } else if (action == kReplaceDeck) {
    text = "replace the pile from the deck";
  } else if (action >= kReplaceHand) {
    text = "replace the pile with ";
    text += card_name(action - kReplaceHand);
  } else if (action == kPickDeck) {
    text = "pick up from the deck";
  } else if (action >= kPickRow) {
    text = "pick up ";
    text += card_name(action - kPickRow);
    text += " from the row";
  } else if (action >= kPickPile) {
    text = "pick up the top of pile ";
    text += std::to_string(action - kPickPile + 1);
  } else if (action == kEndMoves) {
    text = "end moves";
  } else if (action >= kSwap) {
    text = "swap ";
    text += card_name((action - kSwap) / kMaxCards);
    text += " for ";
    text += card_name((action - kSwap) % kMaxCards);
  } else {
    text = "play ";
    text += card_name((action - kPlay) / kPiles);
    text += " on pile ";
    text += std::to_string((action - kPlay) % kPiles + 1);
  }
  return text;
}

// What everyone sees: the game, whose turn, the piles, the row and the deck's size.
std::string RiskyBusinessState::table_text() const {
  std::string out = "game ";
  out += std::to_string(rounds_completed() + 1);
  out += ", turn of ";
  out += std::to_string(turn_player_);
  out += ", moves left ";
  out += std::to_string(moves_left_);
  out += ", phase ";
  out += std::to_string(static_cast<int>(phase_));
  out += "\npiles:";
  for (const auto& pile : piles_) {
    out += " [";
    out += cards_text(pile);
    out += ']';
  }
  out += "\nrow: ";
  out += cards_text(row_);
  out += "\ndeck: ";
  out += std::to_string(deck_size());
  return out;
}

std::string RiskyBusinessState::observation_string(int player) const {
  auto seen = [&](const std::vector<int>& cards) {
    std::string text;
    for (int c : cards) {
      if (!text.empty()) text += ' ';
      text += knows(player, c) ? card_short(c) : std::string("?");
    }
    return text.empty() ? std::string("-") : text;
  };
  std::string out = "Risky Business, player ";
  out += std::to_string(player);
  out += ", ";
  out += table_text();
  for (int p = 0; p < num_players(); ++p) {
    out += "\nplayer ";
    out += std::to_string(p);
    out += ": hand ";
    out += seen(hands_[p]);
    out += "; face down ";
    out += seen(face_down_[p]);
    out += "; clears ";
    out += std::to_string(quads_[p]);
    out += " quads, ";
    out += std::to_string(kings_[p]);
    out += " kings";
  }
  out += '\n';
  return out;
}

std::string RiskyBusinessState::to_string() const {
  std::string out = "Risky Business, ";
  out += table_text();
  for (int p = 0; p < num_players(); ++p) {
    out += "\nplayer ";
    out += std::to_string(p);
    out += ": hand ";
    out += cards_text(hands_[p]);
    out += "; face down ";
    out += cards_text(face_down_[p]);
    out += "; cleared ";
    out += cards_text(cleared_[p]);
  }
  out += '\n';
  return out;
}

std::unique_ptr<State> RiskyBusinessState::resample_hidden(int player, std::uint64_t seed) const {
  auto copy = std::make_unique<RiskyBusinessState>(*this);
  // The places of cards `player` does not know: other hands, other face-down cards, the deck.
  std::vector<int*> places;
  std::vector<int> cards;
  for (int p = 0; p < num_players(); ++p) {
    if (p == player) continue;
    for (auto* group : {&copy->hands_[p], &copy->face_down_[p]})
      for (int& c : *group)
        if (!knows(player, c)) places.push_back(&c);
  }
  for (int* place : places) cards.push_back(*place);
  for (int c = 0; c < cards_; ++c)
    if (in_deck(c)) cards.push_back(c);
  // Sorted first, so the result depends on which cards are unseen, never on where they are.
  std::sort(cards.begin(), cards.end());
  Random random(seed);
  for (std::size_t i = cards.size(); i > 1; --i)
    std::swap(cards[i - 1], cards[random.below(static_cast<std::uint32_t>(i))]);
  copy->deck_ = {};
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i < places.size()) {
      *places[i] = cards[i];
    } else {
      copy->deck_[cards[i] / 64] |= std::uint64_t{1} << (cards[i] % 64);
    }
  }
  return copy;
}

}  // namespace allclear
