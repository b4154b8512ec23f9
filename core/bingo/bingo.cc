#include "core/bingo/bingo.h"
#include "core/bingo/bingo_bot.h"

#include <algorithm>
#include <bit>

namespace allclear {

namespace bingo {

std::string face_name(int face) {
  static const char* const kNames[kFaces] = {"null", "ace", "2", "3", "4", "5"};
  return face >= 0 && face < kFaces ? kNames[face] : "?";
}

std::string suit_name(int suit) {
  static const char* const kNames[kSuits] = {"suns", "moons", "crowns", "arms"};
  return suit >= 0 && suit < kSuits ? kNames[suit] : "?";
}

std::string square_name(int square) {
  if (square < 0 || square >= kSquares) return "?";
  std::string name = face_name(square_rank(square));
  name += " of ";
  name += suit_name(square_suit(square));
  return name;
}

}  // namespace bingo

using namespace bingo;

namespace {

class BingoGame : public Game {
 public:
  explicit BingoGame(const GameParameters& parameters) : Game(parameters) {}
  const GameInfo& info() const override { return bingo_game_info(); }
  std::unique_ptr<State> new_initial_state() const override { return std::make_unique<BingoState>(shared_from_this()); }
  const BotPolicy& bot_policy() const override { return bingo::bot_policy(); }
};

// Every subset of `candidates` with exactly `count` squares, in increasing order.
std::vector<Action> subsets(SquareMask candidates, int count) {
  std::vector<Action> actions;
  // Walks the subsets of the candidate mask (s = (s - 1) & c visits them all, largest first).
  for (SquareMask s = candidates;; s = (s - 1) & candidates) {
    if (std::popcount(s) == count) actions.push_back(static_cast<Action>(s));
    if (s == 0) break;
  }
  std::sort(actions.begin(), actions.end());
  return actions;
}

std::string squares_text(SquareMask squares) {
  std::string text;
  for (SquareMask left = squares; left; left &= left - 1) {
    if (!text.empty()) text += ", ";
    text += square_name(std::countr_zero(left));
  }
  return text;
}

}  // namespace

const GameInfo& bingo_game_info() {
  static const GameInfo info{
      "bingo",
      "Bingo Battle",
      {{"players", 2, 1, 2, "players: 2, or 1 for solitaire"}},
  };
  return info;
}

std::shared_ptr<const Game> make_bingo_game(const GameParameters& parameters) {
  return std::make_shared<BingoGame>(parameters);
}

BingoState::BingoState(std::shared_ptr<const Game> game) : State(std::move(game)), claims_(num_players(), 0) {
  dice_.reserve(kDice);
  events_.reserve(16);
}

int BingoState::compute_current_player() const {
  switch (phase_) {
    case Phase::kRolling: return kChancePlayer;
    case Phase::kPlacing:
    case Phase::kLocking: return roller_;
    case Phase::kGameOver: return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

void BingoState::append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const {
  if (phase_ != Phase::kRolling) return;
  for (int face = 0; face < kFaces; ++face) outcomes->push_back({face, 1});
}

int BingoState::free_pawns(int player) const {
  int used = 0;
  for (const Stack& s : board_) used += s.owner == player;
  return pawns() - used;
}

int BingoState::choose_count() const {
  if (phase_ == Phase::kPlacing) return kitty_;
  if (phase_ == Phase::kLocking) return free_pawns(roller_);
  return 0;
}

std::vector<Action> BingoState::legal_actions() const {
  switch (phase_) {
    case Phase::kRolling: {
      std::vector<Action> faces(kFaces);
      for (int f = 0; f < kFaces; ++f) faces[f] = f;
      return faces;
    }
    case Phase::kPlacing:
    case Phase::kLocking: return subsets(candidates_, choose_count());
    case Phase::kGameOver: return {};
  }
  return {};
}

bool BingoState::is_legal(Action action) const {
  switch (phase_) {
    case Phase::kRolling: return action >= 0 && action < kFaces;
    case Phase::kPlacing:
    case Phase::kLocking: {
      if (action <= 0) return false;
      const SquareMask squares = static_cast<SquareMask>(action);
      return (squares & ~candidates_) == 0 && std::popcount(squares) == choose_count();
    }
    case Phase::kGameOver: return false;
  }
  return false;
}

void BingoState::do_apply_action(Action action) {
  switch (phase_) {
    case Phase::kRolling:
      if (dice_.size() == kDice) {  // the first die of a new roll
        dice_.clear();
        events_.clear();
      }
      dice_.push_back(action);
      if (dice_.size() == kDice) resolve_roll();
      return;
    case Phase::kPlacing: place(candidates_, static_cast<SquareMask>(action)); return;
    case Phase::kLocking: lock(candidates_, static_cast<SquareMask>(action)); return;
    case Phase::kGameOver: return;
  }
}

// Steps 1 to 3 of DECISIONS.md's order; step 4 follows in after_placing(), at once or after
// the roller chose where the kitty's last coins go.
void BingoState::resolve_roll() {
  kitty_was_empty_ = kitty_ == 0;
  changed_ = false;
  placed_this_roll_ = 0;
  older_locks_ = 0;
  for (int s = 0; s < kSquares; ++s)
    if (board_[s].owner == roller_) older_locks_ |= SquareMask{1} << s;

  // 1. A null returns every unlocked coin of its column to the kitty.
  for (int suit = 0; suit < kDice; ++suit) {
    if (dice_[suit] != kNull) continue;
    int returned = 0;
    for (int rank = 1; rank <= kRows; ++rank) {
      Stack& stack = board_[square_of(suit, rank)];
      if (stack.locked()) continue;
      returned += stack.coins;
      stack.coins = 0;
    }
    kitty_ += returned;
    changed_ |= returned > 0;
    count_branch(returned > 0 ? Branch::kNullReturnsCoins : Branch::kNullFindsNoCoin);
    events_.push_back({EventKind::kNullClears, suit, -1, kNobody, returned});
  }

  // 2. A die on a locked stack: the roller claims it (their own) or steals it.
  SquareMask waiting = 0;  // squares of dice still to resolve
  for (int suit = 0; suit < kDice; ++suit) {
    if (dice_[suit] == kNull) continue;
    const int square = square_of(suit, dice_[suit]);
    if (!board_[square].locked()) {
      waiting |= SquareMask{1} << square;
      continue;
    }
    const bool own = board_[square].owner == roller_;
    count_branch(own ? Branch::kClaimByRollingIt : Branch::kStealByRollingIt);
    claim(square, own ? EventKind::kClaim : EventKind::kSteal);
    if (won()) {
      count_branch(Branch::kWinByARolledClaim);
      return finish(EventKind::kWin);
    }
  }

  // 3. Every other die puts a coin from the kitty on its square, if the stack has room.
  SquareMask wanting = 0;
  for (SquareMask left = waiting; left; left &= left - 1) {
    const int square = std::countr_zero(left);
    if (board_[square].coins >= kStackLimit) {
      count_branch(Branch::kStackFull);
      events_.push_back({EventKind::kStackFull, square_suit(square), square});
    } else {
      wanting |= SquareMask{1} << square;
    }
  }
  const int wanted = std::popcount(wanting);
  if (wanted > kitty_ && kitty_ > 0) {
    // The kitty is short: the roller chooses which squares get its last coins.
    count_branch(Branch::kKittyShortRollerPicks);
    candidates_ = wanting;
    phase_ = Phase::kPlacing;
    return;
  }
  place(wanting, wanted <= kitty_ ? wanting : 0);
}

// Puts one coin from the kitty on each `chosen` square; the other `wanting` squares get none.
void BingoState::place(SquareMask wanting, SquareMask chosen) {
  for (SquareMask left = wanting; left; left &= left - 1) {
    const int square = std::countr_zero(left);
    if (chosen >> square & 1) {
      ++board_[square].coins;
      --kitty_;
      placed_this_roll_ |= SquareMask{1} << square;
      changed_ = true;
      count_branch(Branch::kCoinPlaced);
      events_.push_back({EventKind::kPlace, square_suit(square), square});
    } else {
      count_branch(Branch::kNoCoinForADie);
      events_.push_back({EventKind::kKittyEmpty, square_suit(square), square});
    }
  }
  candidates_ = 0;
  phase_ = Phase::kRolling;
  after_placing();
}

// 4. A stack that reached 3 coins: the roller first claims their older locks, then locks every
// stack of 3 unlocked coins with a free pawn (choosing which when pawns are short).
void BingoState::after_placing() {
  SquareMask reached = 0;
  for (SquareMask left = placed_this_roll_; left; left &= left - 1) {
    const int square = std::countr_zero(left);
    if (board_[square].coins == kStackLimit) reached |= SquareMask{1} << square;
  }
  if (reached == 0) return end_roll();
  for (SquareMask left = older_locks_; left; left &= left - 1) {
    const int square = std::countr_zero(left);
    if (board_[square].owner != roller_) {  // already claimed by a die this roll
      count_branch(Branch::kOlderLockClaimedByADie);
      continue;
    }
    count_branch(Branch::kClaimByLocking);
    claim(square, EventKind::kClaimByLock);
    if (won()) {
      count_branch(Branch::kWinByALockClaim);
      return finish(EventKind::kWin);
    }
  }
  SquareMask full = 0;
  for (int s = 0; s < kSquares; ++s)
    if (!board_[s].locked() && board_[s].coins == kStackLimit) full |= SquareMask{1} << s;
  const int pawns_free = free_pawns(roller_);
  if (std::popcount(full) > pawns_free && pawns_free > 0) {
    count_branch(Branch::kPawnsShortRollerPicks);
    candidates_ = full;
    phase_ = Phase::kLocking;
    return;
  }
  // Every pawn of the roller is free here (each older lock was just claimed, by a die or above),
  // so pawns_free is never 0 and the "0" never applies: every full stack locks, and a stack is
  // left unlocked only by the roller's choice above.
  lock(full, std::popcount(full) <= pawns_free ? full : 0);
}

// Locks each `chosen` stack with one of the roller's pawns; the other `full` stacks stay unlocked.
void BingoState::lock(SquareMask full, SquareMask chosen) {
  for (SquareMask left = full; left; left &= left - 1) {
    const int square = std::countr_zero(left);
    if (chosen >> square & 1) {
      board_[square].owner = roller_;
      changed_ = true;
      count_branch(placed_this_roll_ >> square & 1 ? Branch::kStackLocked : Branch::kStackLeftFromBeforeLocks);
      events_.push_back({EventKind::kLock, square_suit(square), square, roller_});
    } else {
      count_branch(Branch::kStackLeftUnlocked);
      events_.push_back({EventKind::kNoPawn, square_suit(square), square, roller_});
    }
  }
  candidates_ = 0;
  phase_ = Phase::kRolling;
  end_roll();
}

// The pawn goes home, 2 coins back to the kitty, 1 to the roller's scoring tile.
void BingoState::claim(int square, EventKind kind) {
  board_[square] = Stack{};
  kitty_ += kStackLimit - 1;
  ++claims_[roller_];
  changed_ = true;
  events_.push_back({kind, square_suit(square), square, roller_});
}

void BingoState::end_roll() {
  ++rolls_;
  if (kitty_was_empty_) count_branch(changed_ ? Branch::kEmptyKittyRollChangesSomething : Branch::kDeadRoll);
  if (kitty_was_empty_ && !changed_) return finish(EventKind::kDeadRoll);
  roller_ = (roller_ + 1) % num_players();
  phase_ = Phase::kRolling;
}

void BingoState::finish(EventKind reason) {
  if (reason == EventKind::kWin) ++rolls_;
  events_.push_back({reason, -1, -1, reason == EventKind::kWin ? roller_ : kNobody});
  candidates_ = 0;
  phase_ = Phase::kGameOver;
}

std::vector<std::vector<int>> BingoState::round_scores() const {
  if (phase_ != Phase::kGameOver) return {};
  return {claims_};
}

std::vector<int> BingoState::winners() const {
  if (phase_ != Phase::kGameOver) return {};
  const int best = *std::max_element(claims_.begin(), claims_.end());
  std::vector<int> seats;
  for (int p = 0; p < num_players(); ++p)
    if (claims_[p] == best) seats.push_back(p);
  return seats;
}

std::string BingoState::action_to_string(int player, Action action) const {
  if (player == kChancePlayer) {
    const int suit = phase_ == Phase::kRolling && dice_.size() < kDice ? static_cast<int>(dice_.size()) : 0;
    std::string text = suit_name(suit);
    text += " die: ";
    text += face_name(action);
    return text;
  }
  const SquareMask squares = static_cast<SquareMask>(action);
  std::string text = phase_ == Phase::kLocking ? "pawns on " : "coins on ";
  text += squares_text(squares);
  return text;
}

std::string BingoState::to_string() const {
  std::string out = "Bingo Battle, roll ";
  out += std::to_string(rolls_ + 1);
  out += ", roller ";
  out += std::to_string(roller_);
  out += ", kitty ";
  out += std::to_string(kitty_);
  out += ", claims";
  for (int c : claims_) {
    out += ' ';
    out += std::to_string(c);
  }
  out += '\n';
  for (int rank = 1; rank <= kRows; ++rank) {
    out += face_name(rank);
    for (int suit = 0; suit < kSuits; ++suit) {
      const Stack& s = board_[square_of(suit, rank)];
      out += ' ';
      out += static_cast<char>('0' + s.coins);
      out += s.locked() ? static_cast<char>('a' + s.owner) : '.';
    }
    out += "\n";
  }
  return out;
}

}  // namespace allclear
