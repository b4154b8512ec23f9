#include "core/clear_ace/clear_ace.h"
#include "core/clear_ace/clear_ace_bot.h"

#include <algorithm>
#include <bit>

#include "core/playing_cards.h"
#include "core/random.h"

namespace allclear {

namespace clear_ace {

std::string card_short(int card) {
  if (card < 0 || card >= kCards) return "?";
  return playing_card_short(card_rank(card), card_suit(card));
}

std::string card_name(int card) {
  if (card < 0 || card >= kCards) return "?";
  return playing_card_name(card_rank(card), card_suit(card));
}

int compare(int a, int b, bool showdown) {
  const int ra = card_rank(a), rb = card_rank(b);
  if (ra == rb) return 0;
  const int beaten_by_two = showdown ? kKingRank : kAceRank;
  if (ra == 2 && rb == beaten_by_two) return 1;
  if (rb == 2 && ra == beaten_by_two) return -1;
  return ra > rb ? 1 : -1;
}

}  // namespace clear_ace

using namespace clear_ace;

namespace {

class ClearAceGame : public Game {
 public:
  explicit ClearAceGame(const GameParameters& parameters) : Game(parameters) {}
  const GameInfo& info() const override { return clear_ace_game_info(); }
  std::unique_ptr<State> new_initial_state() const override {
    return std::make_unique<ClearAceState>(shared_from_this());
  }
  const BotPolicy& bot_policy() const override { return clear_ace::bot_policy(); }
};

constexpr int kDealPlaces = 2 * kStartHand + kPiles * kPileCards;

std::string cards_text(const std::vector<int>& cards) { return playing_cards_text(cards, &card_short); }

// Which rule decided a pair of cards of different ranks.
Branch result_branch(int a, int b, bool showdown) {
  auto either = [&](int rank) { return card_rank(a) == rank || card_rank(b) == rank; };
  if (either(2) && either(showdown ? kKingRank : kAceRank))
    return showdown ? Branch::kShowdownTwoBeatsKing : Branch::kTwoBeatsAce;
  return Branch::kHigherCardWins;
}

}  // namespace

const GameInfo& clear_ace_game_info() {
  static const GameInfo info{
      "clear-ace",
      "Clear Ace",
      {{"players", 2, 2, 2, "two players"}},
      /*lower_scores_win=*/false,
      /*strong_playouts=*/160,
  };
  return info;
}

std::shared_ptr<const Game> make_clear_ace_game(const GameParameters& parameters) {
  return std::make_shared<ClearAceGame>(parameters);
}

ClearAceState::ClearAceState(std::shared_ptr<const Game> game) : State(std::move(game)) {}

int ClearAceState::compute_current_player() const {
  switch (phase_) {
    case Phase::kDealing:
    case Phase::kStartRoll:
    case Phase::kDrawRoll:
    case Phase::kShowdownDeal: return kChancePlayer;
    case Phase::kPlaying: return to_play_;
    case Phase::kGameOver: return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

void ClearAceState::append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const {
  switch (phase_) {
    case Phase::kDealing:
      for (int card = 0; card < kCards; ++card)
        if (!(dealt_ >> card & 1)) outcomes->push_back({card, 1});
      return;
    case Phase::kStartRoll:
    case Phase::kDrawRoll:
      for (int face = 1; face <= 6; ++face) outcomes->push_back({face, 1});
      return;
    case Phase::kShowdownDeal: {
      std::vector<int> deck = stacks_[showdown_dealer_];
      std::sort(deck.begin(), deck.end());
      for (int card : deck) outcomes->push_back({card, 1});
      return;
    }
    case Phase::kPlaying:
    case Phase::kGameOver: return;
  }
}

std::vector<Action> ClearAceState::legal_actions() const {
  std::vector<Action> actions;
  if (phase_ != Phase::kPlaying) {
    std::vector<ChanceOutcome> outcomes;
    append_chance_outcomes(&outcomes);
    for (const ChanceOutcome& o : outcomes) actions.push_back(o.action);
    return actions;
  }
  const std::vector<int>& hand = hands_[to_play_];
  // In an attack or a duel a player holding a 2 must play a 2; not in the showdown.
  const bool forced_two = !showdown_ && std::any_of(hand.begin(), hand.end(), [](int c) { return card_rank(c) == 2; });
  for (int card : hand)
    if (!forced_two || card_rank(card) == 2) actions.push_back(card);
  std::sort(actions.begin(), actions.end());
  return actions;
}

bool ClearAceState::is_legal(Action action) const {
  const std::vector<Action> legal = legal_actions();
  return std::binary_search(legal.begin(), legal.end(), action);
}

int ClearAceState::piles_left() const {
  int cards = 0;
  for (const auto& pile : piles_) cards += static_cast<int>(pile.size());
  return cards;
}

int ClearAceState::aces_held(int player) const {
  int aces = static_cast<int>(aces_[player].size());
  for (const auto* cards : {&hands_[player], &stacks_[player]})
    aces += static_cast<int>(std::count_if(cards->begin(), cards->end(), is_ace));
  if (stakes_[player] >= 0) ++aces;
  return aces;
}

void ClearAceState::do_apply_action(Action action) {
  switch (phase_) {
    case Phase::kDealing: {
      dealt_ |= std::uint64_t{1} << action;
      if (deal_index_ < 2 * kStartHand) {
        const int player = deal_index_ / kStartHand;
        hands_[player].push_back(action);
        see(player, action);
      } else {
        piles_[(deal_index_ - 2 * kStartHand) / kPileCards].push_back(action);
      }
      if (++deal_index_ == kDealPlaces) phase_ = Phase::kStartRoll;
      return;
    }
    case Phase::kStartRoll:
      // Highest roll goes first; equal rolls are rolled again.
      start_rolls_[start_rolled_++] = action;
      if (start_rolled_ < 2) return;
      start_rolled_ = 0;
      if (start_rolls_[0] == start_rolls_[1]) return count_branch(Branch::kStartRollTied);
      first_player_ = start_rolls_[0] > start_rolls_[1] ? 0 : 1;
      start_round();
      return;
    case Phase::kDrawRoll:
      if (!draw(drawer_, action - 1)) return finish(opponent(drawer_), Ending::kCannotDraw);
      ++draws_this_round_;
      next_draw();
      return;
    case Phase::kShowdownDeal: {
      std::vector<int>& deck = stacks_[showdown_dealer_];
      deck.erase(std::find(deck.begin(), deck.end(), action));
      hands_[showdown_dealer_].push_back(action);
      see(showdown_dealer_, action);
      ++showdown_dealt_;
      if (showdown_dealt_ == kShowdownHand || deck.empty()) {
        if (showdown_dealt_ < kShowdownHand) count_branch(Branch::kShowdownDeckShort);
        showdown_dealt_ = 0;
        if (showdown_dealer_ == 0 && !stacks_[1].empty()) {
          showdown_dealer_ = 1;
          return;
        }
        to_play_ = first_showdown_round_ ? first_player_ : opponent(last_winner_);
        played_this_step_ = 0;
        phase_ = Phase::kPlaying;
      }
      return;
    }
    case Phase::kPlaying: {
      std::vector<int>& hand = hands_[to_play_];
      hand.erase(std::find(hand.begin(), hand.end(), action));
      // The first card of an attack after the first round is shown: the last loser plays face up.
      const bool opening = played_this_step_ == 0;
      const bool face_up = opening && opening_face_up();
      table_.push_back({to_play_, action, face_up, false});
      if (face_up) {
        count_branch(Branch::kOpeningPlayedFaceUp);
        see(opponent(to_play_), action);
      }
      ++turns_;
      if (++played_this_step_ == 1) {
        to_play_ = opponent(to_play_);
        if (hands_[to_play_].empty()) {  // nothing to answer with
          count_branch(Branch::kNoCardToAnswer);
          return end_round(opponent(to_play_));
        }
        return;
      }
      resolve();
      return;
    }
    case Phase::kGameOver: return;
  }
}

void ClearAceState::start_round() {
  table_.clear();
  in_duel_ = false;
  draws_this_round_ = 0;
  if (piles_left() > 0) {
    next_draw();
    return;
  }
  // The piles are gone: the hands are played out without drawing.
  if (hands_[0].empty() || hands_[1].empty()) return hands_played_out();
  count_branch(Branch::kHandsPlayedOutWithoutDrawing);
  to_play_ = first_round_ ? first_player_ : opponent(last_winner_);
  played_this_step_ = 0;
  phase_ = Phase::kPlaying;
}

// Each round the first player draws, then the other: by a die while any pile has a card,
// otherwise from their own stack.
void ClearAceState::next_draw() {
  while (draws_this_round_ < 2) {
    drawer_ = draws_this_round_ == 0 ? first_player_ : opponent(first_player_);
    if (piles_left() > 0) {
      phase_ = Phase::kDrawRoll;
      return;
    }
    // Never reached: the piles hold an even number of cards at a round's draws (a round takes
    // two, a duel twelve or all that are left), so a round that starts with pile cards has one
    // for each draw; once the piles are gone start_round() plays the hands out without drawing.
    if (!draw(drawer_, 0)) return finish(opponent(drawer_), Ending::kCannotDraw);
    ++draws_this_round_;
  }
  to_play_ = first_round_ ? first_player_ : opponent(last_winner_);
  played_this_step_ = 0;
  phase_ = Phase::kPlaying;
}

bool ClearAceState::draw(int player, int from) {
  for (int i = 0; i < kPiles; ++i) {
    std::vector<int>& pile = piles_[(from + i) % kPiles];
    if (pile.empty()) continue;
    count_branch(i == 0 ? Branch::kDrawFromNamedPile : Branch::kDrawPassedRight);
    hands_[player].push_back(pile.back());
    see(player, pile.back());
    pile.pop_back();
    return true;
  }
  std::vector<int>& stack = stacks_[player];
  if (stack.empty()) {
    count_branch(Branch::kCannotDraw);
    return false;
  }
  count_branch(Branch::kDrawFromOwnStack);
  hands_[player].push_back(stack.back());
  stack.pop_back();
  return true;
}

void ClearAceState::resolve() {
  Play& a = table_[table_.size() - 2];
  Play& b = table_.back();
  a.revealed = b.revealed = true;
  for (int p = 0; p < 2; ++p) {
    see(p, a.card);
    see(p, b.card);
  }
  const int result = compare(a.card, b.card, showdown_);
  if (turns_ >= kMaxTurns) return finish(-1, Ending::kTurnLimit);
  if (result != 0) {
    count_branch(result_branch(a.card, b.card, showdown_));
    return end_round(result > 0 ? a.player : b.player);
  }
  count_branch(showdown_ ? Branch::kShowdownTied : in_duel_ ? Branch::kDuelTiedAgain : Branch::kAttackTiedDuelDraws);
  start_duel();
}

// A tie: in an attack each player draws one card from each pile (passing right, then from their
// stack) and both play hidden; in a duel or the showdown both play again from their hands.
void ClearAceState::start_duel() {
  const bool first_duel = !in_duel_ && !showdown_;
  in_duel_ = true;
  if (first_duel) {
    for (int k = 0; k < kPiles; ++k)
      for (int p : {first_player_, opponent(first_player_)})
        if (!draw(p, k)) return finish(opponent(p), Ending::kCannotDraw);
  }
  to_play_ = first_player_;
  played_this_step_ = 0;
  phase_ = Phase::kPlaying;
  // A duel needs a card from each hand (the text: "use their existing card hand"). Neither has
  // one: nobody won, a draw. Only one has: the other cannot play and loses the duel, as a player
  // who cannot draw loses.
  if (hands_[0].empty() && hands_[1].empty()) {
    count_branch(showdown_ ? Branch::kShowdownDrawnBothHandsEmpty : Branch::kDuelDrawnBothHandsEmpty);
    return end_round_drawn();
  }
  if (hands_[to_play_].empty()) {
    count_branch(Branch::kNoCardForDuel);
    end_round(opponent(to_play_));
  }
}

// Each card played goes back to its owner: under their stack (a played ace aside, beside it, as
// aces played leave play), a staked ace back beside their deck. Nobody wins the round, so the
// order of play stays as it was; the piles are used up, so what follows is the showdown (or the
// next showdown round).
void ClearAceState::end_round_drawn() {
  last_round_ = table_;
  last_round_drawn_ = true;
  for (const Play& play : table_) {
    std::vector<int>& stack = stacks_[play.player];
    if (is_ace(play.card) && !showdown_)
      aces_[play.player].push_back(play.card);
    else
      stack.insert(stack.begin(), play.card);
  }
  table_.clear();
  in_duel_ = false;
  if (showdown_) {
    for (int p = 0; p < 2; ++p) {
      if (stakes_[p] >= 0) aces_[p].push_back(stakes_[p]);
      stakes_[p] = -1;
    }
    if (turns_ >= kMaxTurns) return finish(-1, Ending::kTurnLimit);
    count_branch(Branch::kNextShowdownRound);
    return start_showdown_round();
  }
  // Neither check below can fire; they stay as at every round's end. All four aces: a drawn
  // round moves no card between the players, so only aces drawn from the piles this round change
  // who holds what, and each was played (both hands are empty) into an ace of the other player,
  // who keeps it; so nobody holds four unless they did after the round before, which ended the
  // game then. The turn limit (here and in the showdown above): resolve() checked it just before
  // this round was found drawn, and no card was played since.
  for (int p = 0; p < 2; ++p)
    if (aces_held(p) == 4) return finish(p, Ending::kAllAces);
  if (turns_ >= kMaxTurns) return finish(-1, Ending::kTurnLimit);
  start_round();
}

void ClearAceState::end_round(int winner) {
  last_winner_ = winner;
  last_round_ = table_;
  last_round_drawn_ = false;
  const int loser = opponent(winner);
  if (showdown_) {
    // The stakes go to the winner, the played cards into the winner's deck, and the hands back
    // into their owners' decks.
    for (int p = 0; p < 2; ++p) {
      if (stakes_[p] >= 0) aces_[winner].push_back(stakes_[p]);
      stakes_[p] = -1;
    }
    for (const Play& play : table_) stacks_[winner].push_back(play.card);
    for (int p = 0; p < 2; ++p) {
      stacks_[p].insert(stacks_[p].end(), hands_[p].begin(), hands_[p].end());
      hands_[p].clear();
    }
    table_.clear();
    first_showdown_round_ = false;
    in_duel_ = false;
    if (aces_held(loser) == 0) {
      count_branch(Branch::kShowdownAllAcesWon);
      return finish(winner, Ending::kAllAces);
    }
    if (turns_ >= kMaxTurns) return finish(-1, Ending::kTurnLimit);
    count_branch(Branch::kNextShowdownRound);
    return start_showdown_round();
  }
  // Played aces leave play beside the winner's stack; the other cards go into the stack.
  for (const Play& play : table_) (is_ace(play.card) ? aces_[winner] : stacks_[winner]).push_back(play.card);
  ++rounds_won_[winner];
  if (in_duel_) {
    // After a duel each player keeps their two highest cards; the rest go into their stack.
    for (int p = 0; p < 2; ++p) {
      std::vector<int>& hand = hands_[p];
      std::sort(hand.begin(), hand.end(),
                [](int x, int y) { return card_rank(x) > card_rank(y) || (card_rank(x) == card_rank(y) && x < y); });
      if (static_cast<int>(hand.size()) > kDuelHand) {
        count_branch(Branch::kDuelKeepsTwoHighest);
        stacks_[p].insert(stacks_[p].end(), hand.begin() + kDuelHand, hand.end());
        hand.resize(kDuelHand);
      }
    }
  }
  first_round_ = false;
  table_.clear();
  in_duel_ = false;
  // Either player may hold all four: the loser can have drawn them.
  for (int p : {winner, loser})
    if (aces_held(p) == 4) {
      count_branch(p == winner ? Branch::kAllAcesToTheRoundsWinner : Branch::kAllAcesToTheRoundsLoser);
      return finish(p, Ending::kAllAces);
    }
  if (turns_ >= kMaxTurns) return finish(-1, Ending::kTurnLimit);
  start_round();
}

// The piles and hands are used up, and nobody holds all four aces (every round's end checks),
// so nobody holds none either. A player who never won a round loses (they can still hold cards:
// a lost duel puts the rest of the hand on the stack); otherwise the showdown.
void ClearAceState::hands_played_out() {
  for (int p = 0; p < 2; ++p)
    if (rounds_won_[p] == 0) {
      count_branch(Branch::kNeverWonARoundLoses);
      return finish(opponent(p), Ending::kNeverWon);
    }
  count_branch(Branch::kShowdownBegins);
  showdown_ = true;
  first_showdown_round_ = true;
  for (int p = 0; p < 2; ++p) {
    stacks_[p].insert(stacks_[p].end(), hands_[p].begin(), hands_[p].end());
    hands_[p].clear();
  }
  start_showdown_round();
}

// Every ace a player holds goes beside their deck, each stakes one, and each deals 8 cards from
// their shuffled deck (each card dealt is a chance outcome: the shuffle).
void ClearAceState::start_showdown_round() {
  for (int p = 0; p < 2; ++p) {
    std::vector<int>& deck = stacks_[p];
    for (auto it = deck.begin(); it != deck.end();)
      if (is_ace(*it)) {
        aces_[p].push_back(*it);
        it = deck.erase(it);
      } else {
        ++it;
      }
  }
  // Cannot fire, kept for safety: every way here leaves each player an ace. The first showdown
  // round follows a check that nobody holds four; a showdown round won ends the game when the
  // loser holds none; a drawn one gives each their stake back.
  for (int p = 0; p < 2; ++p)
    if (aces_[p].empty()) return finish(opponent(p), Ending::kAllAces);
  for (int p = 0; p < 2; ++p)
    if (stacks_[p].empty()) {
      count_branch(Branch::kShowdownNoCardToDeal);
      return finish(opponent(p), Ending::kShowdownNoCard);
    }
  for (int p = 0; p < 2; ++p) {
    std::sort(aces_[p].begin(), aces_[p].end());
    stakes_[p] = aces_[p].front();
    aces_[p].erase(aces_[p].begin());
  }
  table_.clear();
  in_duel_ = false;
  showdown_dealer_ = 0;
  showdown_dealt_ = 0;
  phase_ = Phase::kShowdownDeal;
}

void ClearAceState::finish(int winner, Ending ending) {
  if (ending == Ending::kTurnLimit) count_branch(Branch::kTurnLimit);
  // Stakes in play go back to their owners.
  for (int p = 0; p < 2; ++p) {
    if (stakes_[p] >= 0) aces_[p].push_back(stakes_[p]);
    stakes_[p] = -1;
  }
  if (ending == Ending::kTurnLimit) {
    const int a = aces_held(0), b = aces_held(1);
    winner = a == b ? -1 : (a > b ? 0 : 1);
  }
  winner_ = winner;
  ending_ = ending;
  phase_ = Phase::kGameOver;
}

std::vector<std::vector<int>> ClearAceState::round_scores() const {
  if (phase_ != Phase::kGameOver) return {};
  return {{aces_held(0), aces_held(1)}};
}

std::vector<int> ClearAceState::winners() const {
  if (phase_ != Phase::kGameOver) return {};
  if (winner_ < 0) return {0, 1};
  return {winner_};
}

std::string ClearAceState::action_to_string(int player, Action action) const {
  std::string text;
  if (player == kChancePlayer) {
    if (phase_ == Phase::kStartRoll || phase_ == Phase::kDrawRoll) {
      text = "die: ";
      text += std::to_string(action);
    } else {
      text = "deal ";
      text += card_short(action);
    }
    return text;
  }
  text = "play ";
  text += card_name(action);
  return text;
}

std::string ClearAceState::observation_string(int player) const {
  const int other = opponent(player);
  std::string out = "Clear Ace, player ";
  out += std::to_string(player);
  out += showdown_ ? ", showdown" : (in_duel_ ? ", duel" : "");
  out += "\nmy hand: ";
  std::vector<int> hand = hands_[player];
  std::sort(hand.begin(), hand.end());
  out += cards_text(hand);
  out += "\nmy stack: ";
  out += std::to_string(stacks_[player].size());
  out += " cards, their hand: ";
  out += std::to_string(hands_[other].size());
  out += ", their stack: ";
  out += std::to_string(stacks_[other].size());
  out += "\npiles:";
  for (const auto& pile : piles_) {
    out += ' ';
    out += std::to_string(pile.size());
  }
  out += "\naces: mine ";
  out += cards_text(aces_[player]);
  out += ", theirs ";
  out += cards_text(aces_[other]);
  out += "\ntable:";
  for (const Play& play : table_) {
    out += play.player == player ? " me " : " them ";
    out += play.seen_by(player) ? card_short(play.card) : std::string("?");
  }
  out += "\nrounds won: ";
  out += std::to_string(rounds_won_[player]);
  out += " to ";
  out += std::to_string(rounds_won_[other]);
  out += "\n";
  return out;
}

std::string ClearAceState::to_string() const {
  std::string out = "Clear Ace";
  out += showdown_ ? ", showdown" : (in_duel_ ? ", duel" : "");
  out += ", first player ";
  out += std::to_string(first_player_);
  out += ", turns ";
  out += std::to_string(turns_);
  out += '\n';
  for (int p = 0; p < 2; ++p) {
    out += "player ";
    out += std::to_string(p);
    out += ": hand ";
    out += cards_text(hands_[p]);
    out += "; stack ";
    out += cards_text(stacks_[p]);
    out += "; aces ";
    out += cards_text(aces_[p]);
    out += '\n';
  }
  for (int k = 0; k < kPiles; ++k) {
    out += "pile ";
    out += std::to_string(k + 1);
    out += ": ";
    out += cards_text(piles_[k]);
    out += '\n';
  }
  out += "table:";
  for (const Play& play : table_) {
    out += ' ';
    out += std::to_string(play.player);
    out += ':';
    out += card_short(play.card);
  }
  out += '\n';
  return out;
}

std::unique_ptr<State> ClearAceState::resample_hidden(int player, std::uint64_t seed) const {
  auto copy = std::make_unique<ClearAceState>(*this);
  if (phase_ == Phase::kDealing) return copy;
  const std::uint64_t known = seen_[player];
  // Every place holding a card `player` has not seen, in a fixed order.
  std::vector<int*> places;
  auto collect = [&](std::vector<int>& cards) {
    for (int& c : cards)
      if (!(known >> c & 1)) places.push_back(&c);
  };
  for (auto& pile : copy->piles_) collect(pile);
  collect(copy->hands_[opponent(player)]);
  collect(copy->stacks_[opponent(player)]);
  collect(copy->stacks_[player]);
  for (Play& play : copy->table_)
    if (!(known >> play.card & 1)) places.push_back(&play.card);
  std::vector<int> cards;
  for (int* place : places) cards.push_back(*place);
  // Sorted first, so the result depends on which cards are unseen, never on where they are.
  std::sort(cards.begin(), cards.end());
  Random random(seed);
  for (std::size_t i = cards.size(); i > 1; --i)
    std::swap(cards[i - 1], cards[random.below(static_cast<std::uint32_t>(i))]);
  for (std::size_t i = 0; i < places.size(); ++i) *places[i] = cards[i];
  return copy;
}

}  // namespace allclear
