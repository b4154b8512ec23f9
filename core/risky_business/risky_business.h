// Risky Business by Jeffrey Mowery and Josh Mullins (rules: shared/rules/risky-business.txt,
// read with DECISIONS.md). 2 to 4 players; two decks for 3 or 4. Four face-up piles in the
// middle, four cards in each hand, a face-up discard row of four and the deck. A turn is up to
// four moves: play a card on a pile of its rank (a king on any pile) and pick a card up, or
// swap a hand card with a row card. Four of a kind on a pile clears it (-2), a king clears a pile
// (-1); a cleared pile is replaced from the hand or the deck, and a card turned from the deck
// that matches another pile goes onto it (a cascade, credited to the player whose turn it is).
// The turn ends with one hand card set aside face down and the rest of the hand swapped with
// the discard row. After four turns each the face-down cards and the hand score their points
// (ace 1, 2-10 face value, jack, queen, king 10) minus the clears: the lowest total wins.
//
// Hidden information: each hand and the face-down cards are seen by their owner only (cards that
// reached a hand face up, from the row or a pile, are known to everyone); the deck is unseen.
//
// Actions:
//   the cut (chance, first game only): the seat that cuts highest and goes first;
//   dealing and drawing (chance): the card id that comes off the deck, deck * 52 + suit * 13 +
//     rank - 1 (ranks 1 = ace to 13 = king);
//   a move (the turn player): kPlay + card * 4 + pile, kSwap + hand card * kMaxCards + row card,
//     or kEndMoves;
//   after a play: kReplaceHand + card or kReplaceDeck for a cleared pile, then kPickPile + pile,
//     kPickRow + card or kPickDeck;
//   the turn's end: kSetAside + card;
//   from the second game on, the last game's winner picks who starts: kFirst + seat.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/rule_branches.h"

namespace allclear {

namespace risky_business {

inline constexpr int kPiles = 4;
inline constexpr int kHandCards = 4;
inline constexpr int kRowCards = 4;
inline constexpr int kMovesPerTurn = 4;
inline constexpr int kTurnsPerPlayer = 4;  // one card set aside face down each turn
inline constexpr int kDeckSize = 52;
inline constexpr int kMaxCards = 2 * kDeckSize;
inline constexpr int kKing = 13;
inline constexpr int kQuadPoints = -2;
inline constexpr int kKingPoints = -1;

inline constexpr Action kPlay = 0;
inline constexpr Action kSwap = 1000;
inline constexpr Action kEndMoves = 12000;
inline constexpr Action kPickPile = 12100;
inline constexpr Action kPickRow = 12200;
inline constexpr Action kPickDeck = 12400;
inline constexpr Action kReplaceHand = 12500;
inline constexpr Action kReplaceDeck = 12700;
inline constexpr Action kSetAside = 12800;
inline constexpr Action kFirst = 13000;

constexpr int card_rank(int card) { return card % 13 + 1; }  // 1 = ace .. 13 = king
constexpr int card_suit(int card) { return card / 13 % 4; }
// The point chart (DECISIONS.md): ace 1, 2 to 10 their face value, jack, queen and king 10.
constexpr int card_points(int card) { return card_rank(card) > 10 ? 10 : card_rank(card); }
// The points of some cards: a hand, a row, the cards set aside.
int points_of(const std::vector<int>& cards);

std::string card_name(int card);   // "queen of hearts"
std::string card_short(int card);  // "QH", "10D", "AS"
std::string card_sign(int card);   // "Q♥", "10♦", "A♠", as the card's corner shows it

enum class Phase {
  kCut,          // chance: who goes first in the first game
  kChooseFirst,  // the last game's winner picks who starts
  kDealing,      // chance: piles, hands, the row
  kMove,         // the turn player moves or ends their moves
  kReplace,      // the turn player replaces a cleared pile from the hand or the deck
  kPickUp,       // the turn player picks a card up after playing one
  kDraw,         // chance: the deck's next card (to a hand, the row or a pile)
  kSetAside,     // the turn player sets a card aside face down
  kGameOver,
};

// Where a card drawn from the deck goes.
enum class DrawTo { kHand, kRow, kPile };

// Every outcome a rule of the game decides between (core/rule_branches.h).
enum class Branch {
  kPlayOnItsRank,             // a card played on a pile of its rank
  kKingClears,                // a king played on any pile clears it (-1)
  kFourOfAKindClears,         // the fourth of a kind clears its pile (-2)
  kSwapWithTheRow,            // a hand card swapped with a row card
  kMovesEndedEarly,           // the player ends their moves before the fourth
  kReplaceFromTheHand,        // a cleared pile replaced by a hand card
  kReplaceFromTheDeck,        // ... by the deck's top card, chosen
  kLastHandCardStays,         // under two cards in hand: the deck replaces the pile, no choice
  kClearedPileStaysEmpty,     // under two cards in hand and the deck is out: it stays empty
  kPickUpFromAPile,           // the top card of a pile picked up
  kPickedPileEmptied,         // that pile is left empty: replaced at once from the deck
  kPickUpFromTheRow,          // a row card picked up: the row is refilled from the deck
  kPickUpFromTheDeck,         // the deck's top card picked up
  kNothingToPickUp,           // no pile, row or deck card: the play ends without a pick-up
  kDeckCardStartsThePile,     // a card turned for an empty pile starts it
  kCascadeKingClears,         // a king turned from the deck clears at once (-1)
  kCascadeOntoAMatchingPile,  // a card turned that matches another pile goes onto it
  kCascadeFourOfAKind,        // ... as its fourth of a kind: that pile clears too (-2)
  kPileLeftEmptyDeckOut,      // the deck ran out while turning cards for a pile
  kRowLeftShortDeckOut,       // the deck ran out: the row stays below four
  kNoCardToSetAside,          // the hand is empty at the turn's end: nothing set aside
  kGameWonOnScore,            // a game's lowest score is one player's
  kGameTieBrokenByClears,     // equal lowest scores: more clears wins the game
  kGameTieToTheEarlierSeat,   // equal scores and clears: the earlier seat picks who starts
  kWinnerPicksWhoStarts,      // the game's winner picks who starts the next
  kMatchWonOnTotal,           // a match's lowest total is one player's
  kMatchTieBrokenByClears,    // equal lowest totals: more clears wins the match
  kMatchTieShared,            // equal totals and clears: the match is shared
  kCount,
};
inline constexpr BranchName<Branch> kBranchNames[] = {
    {Branch::kPlayOnItsRank, "play on a pile of its rank"},
    {Branch::kKingClears, "king clears"},
    {Branch::kFourOfAKindClears, "four of a kind clears"},
    {Branch::kSwapWithTheRow, "swap with the row"},
    {Branch::kMovesEndedEarly, "moves ended early"},
    {Branch::kReplaceFromTheHand, "cleared pile replaced from the hand"},
    {Branch::kReplaceFromTheDeck, "cleared pile replaced from the deck"},
    {Branch::kLastHandCardStays, "last hand card stays: replaced from the deck"},
    {Branch::kClearedPileStaysEmpty, "cleared pile stays empty"},
    {Branch::kPickUpFromAPile, "pick up from a pile"},
    {Branch::kPickedPileEmptied, "picked pile emptied: turned from the deck"},
    {Branch::kPickUpFromTheRow, "pick up from the row"},
    {Branch::kPickUpFromTheDeck, "pick up from the deck"},
    {Branch::kNothingToPickUp, "nothing to pick up"},
    {Branch::kDeckCardStartsThePile, "deck card starts the pile"},
    {Branch::kCascadeKingClears, "cascade: king clears"},
    {Branch::kCascadeOntoAMatchingPile, "cascade onto a matching pile"},
    {Branch::kCascadeFourOfAKind, "cascade: four of a kind clears"},
    {Branch::kPileLeftEmptyDeckOut, "deck out: pile left empty"},
    {Branch::kRowLeftShortDeckOut, "deck out: row left short"},
    {Branch::kNoCardToSetAside, "no card to set aside"},
    {Branch::kGameWonOnScore, "game won on score"},
    {Branch::kGameTieBrokenByClears, "game tie broken by clears"},
    {Branch::kGameTieToTheEarlierSeat, "game tie to the earlier seat"},
    {Branch::kWinnerPicksWhoStarts, "winner picks who starts"},
    {Branch::kMatchWonOnTotal, "match won on total"},
    {Branch::kMatchTieBrokenByClears, "match tie broken by clears"},
    {Branch::kMatchTieShared, "match tie shared"},
};
static_assert(names_every_branch_in_order(kBranchNames));

}  // namespace risky_business

const GameInfo& risky_business_game_info();
std::shared_ptr<const Game> make_risky_business_game(const GameParameters& parameters);

class RiskyBusinessState : public State {
 public:
  explicit RiskyBusinessState(std::shared_ptr<const Game> game);

  std::vector<Action> legal_actions() const override;
  void append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const override;
  int rounds_completed() const override { return static_cast<int>(round_scores_.size()); }
  std::vector<std::vector<int>> round_scores() const override { return round_scores_; }
  // The lowest total wins; a tie goes to more clears; then it is shared.
  std::vector<int> winners() const override;
  // The winner of the game just finished (until the next deal): the lowest score, then more
  // clears, then the earlier seat. -1 before any game has finished.
  int game_winner() const;
  std::string action_to_string(int player, Action action) const override;
  // The player's hand and face-down cards, everyone's face-up cards, the counts, and the cards
  // of other hands that reached them face up; "?" for the rest.
  std::string observation_string(int player) const override;
  std::string to_string() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<RiskyBusinessState>(*this); }
  std::unique_ptr<State> resample_hidden(int player, std::uint64_t seed) const override;

  // The table, for drawing, bots and tests.
  risky_business::Phase phase() const { return phase_; }
  int rounds() const { return rounds_; }
  int turn_player() const { return turn_player_; }
  int first_player() const { return first_player_; }
  int moves_left() const { return moves_left_; }
  // The moves the turn player may still begin: a move counts from when it is made, while its
  // replacements, its pick-up and its cards from the deck are still to come (moves_left() counts
  // it once all that is done).
  int moves_left_to_make() const;
  const std::vector<int>& pile(int index) const { return piles_[index]; }
  const std::vector<int>& row() const { return row_; }
  const std::vector<int>& hand(int player) const { return hands_[player]; }
  const std::vector<int>& face_down(int player) const { return face_down_[player]; }
  // Cards cleared by the player this game (they leave play), and the clears by kind.
  const std::vector<int>& cleared(int player) const { return cleared_[player]; }
  int quads(int player) const { return quads_[player]; }
  int kings(int player) const { return kings_[player]; }
  // Clears over the whole match (the tie-break).
  int total_clears(int player) const { return total_clears_[player]; }
  int turns_taken(int player) const { return turns_taken_[player]; }
  int deck_size() const;
  int decks() const { return cards_ / risky_business::kDeckSize; }  // shuffled together: 1, or 2 for 3 or 4 players
  // Piles cleared and waiting for the turn player's choice of replacement.
  const std::vector<int>& pending_piles() const { return pending_piles_; }
  // The empty pile the deck's next card is turned up for (-1: none).
  int turning_pile() const { return turning_pile_; }
  // The turn player's turn is over (counted in turns_taken) and its discard row is being refilled.
  bool turn_ending() const { return turn_ending_; }
  // The last action finished a play whose pick-up found nothing to take (every pile, the row and
  // the deck empty): the play stands and the hand stays a card short (our reading).
  bool picked_up_nothing() const { return picked_up_nothing_; }
  // A player's score this game so far: face-down cards and hand, minus the clears.
  int score(int player) const;
  bool knows(int player, int card) const { return known_[player][card / 64] >> (card % 64) & 1; }
  // Cards keep their places: a swapped-in card takes the place of the card it replaced, a card
  // picked up after a play takes the place of the card played, and a card from the deck for the
  // row takes the place of the row card picked up (or of the card set aside, after the hand and
  // the row change places). The place waiting for its card, or -1: in the turn player's hand
  // (an index of the hand, from play to pick-up) and in the row (until the deck fills it).
  int hand_gap() const { return hand_gap_; }
  int row_gap() const { return row_gap_; }
  // A legal action of the turn player that leaves the game as it was, a move poorer: a swap for
  // a card of the same rank (suits play no part), a swap that brings the hand and the row back to
  // the ranks they held earlier in the turn (since its last play), and picking up the card just
  // played from the pile it went on. Bots never choose one while they have another choice. (A
  // change of mind, a swap giving back a rank taken in earlier with other swaps between, is
  // allowed: forbidding it cost the strong bot 8 points of win rate against quick, docs/bots.md.)
  bool changes_nothing(Action action) const;

 protected:
  void do_apply_action(Action action) override;
  int compute_current_player() const override;

 private:
  std::string table_text() const;
  void start_round();
  void start_turn();
  void advance();
  void play(int card, int pile);
  void clear_pile(int pile, bool king);
  void place_drawn(int card);
  void end_turn(int set_aside_at);
  void end_round();
  bool can_pick_up() const;
  bool in_deck(int card) const { return deck_[card / 64] >> (card % 64) & 1; }
  void take_from_deck(int card) { deck_[card / 64] &= ~(std::uint64_t{1} << (card % 64)); }
  void show(int player, int card) { known_[player][card / 64] |= std::uint64_t{1} << (card % 64); }
  void reveal(int card);
  // Removes `card` and returns where it was.
  static int take_out(std::vector<int>& cards, int card);
  // `card` put in at `gap` (-1 or past the end: at the end); the gap is filled.
  static void put_in(std::vector<int>& cards, int card, int* gap);
  // The ranks of the turn player's hand and of the row, sorted, in one number.
  std::uint64_t ranks_key(const std::vector<int>& hand, const std::vector<int>& row) const;
  void enter_move();

  int rounds_;
  int cards_;  // 52 or 104
  risky_business::Phase phase_ = risky_business::Phase::kCut;
  std::array<std::vector<int>, risky_business::kPiles> piles_;
  std::vector<int> row_;
  std::vector<std::vector<int>> hands_, face_down_, cleared_;
  std::vector<int> quads_, kings_, total_clears_, turns_taken_;
  std::array<std::uint64_t, 2> deck_{};
  std::vector<std::array<std::uint64_t, 2>> known_;
  int deal_index_ = 0;
  int first_player_ = 0;
  int turn_player_ = 0;
  int chooser_ = -1;
  int moves_left_ = 0;
  // A move in progress: the piles cleared awaiting a replacement, the pile a deck card is being
  // turned for, what comes after (pick up, then the move is done), and draws owed.
  std::vector<int> pending_piles_;
  int turning_pile_ = -1;
  bool pick_up_next_ = false;
  bool move_done_ = false;
  int hand_draws_ = 0;
  bool refill_row_ = false;
  bool turn_ending_ = false;
  bool picked_up_nothing_ = false;
  risky_business::DrawTo draw_to_ = risky_business::DrawTo::kHand;
  int hand_gap_ = -1, row_gap_ = -1;
  // The turn's hands and rows (as ranks_key) at each move since its last play, and the card
  // just played and its pile (-1: none), for changes_nothing().
  std::vector<std::uint64_t> turn_ranks_;
  int just_played_ = -1, played_on_ = -1;
  std::vector<std::vector<int>> round_scores_;
};

}  // namespace allclear
