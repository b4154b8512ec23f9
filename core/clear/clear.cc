#include "core/clear/clear.h"
#include "core/clear/clear_bot.h"

#include <algorithm>
#include <bit>

namespace allclear {
namespace clear {

std::string rank_name(int rank) {
  static const char* const kNames[kRanks] = {"null", "ace", "2", "3", "4", "5"};
  return kNames[rank];
}
std::string rank_symbol(int rank) {
  static const char* const kSymbols[kRanks] = {"-", "A", "2", "3", "4", "5"};
  return kSymbols[rank];
}
std::string suit_name(int suit) {
  static const char* const kNames[kSuits] = {"suns", "moons", "crowns", "arms"};
  return kNames[suit];
}
std::string square_name(int square) {
  return std::string(1, static_cast<char>('a' + square % kColumns)) + std::to_string(square / kColumns + 1);
}

const std::vector<std::vector<int>>& geometric_lines() {
  static const std::vector<std::vector<int>> lines = [] {
    std::vector<std::vector<int>> all;
    // Walk from every square in each direction, starting only where the step back leaves the card.
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};  // row step, column step
    for (const auto& d : directions) {
      for (int r = 0; r < kRows; ++r) {
        for (int c = 0; c < kColumns; ++c) {
          const int pr = r - d[0], pc = c - d[1];
          if (pr >= 0 && pr < kRows && pc >= 0 && pc < kColumns) continue;
          std::vector<int> line;
          for (int rr = r, cc = c; rr >= 0 && rr < kRows && cc >= 0 && cc < kColumns; rr += d[0], cc += d[1])
            line.push_back(square_of(rr, cc));
          if (line.size() >= 2) all.push_back(line);
        }
      }
    }
    return all;
  }();
  return lines;
}

namespace {

SquareMask mask_of(const std::vector<int>& squares) {
  SquareMask m = 0;
  for (int s : squares) m |= SquareMask{1} << s;
  return m;
}

}  // namespace

const std::vector<SquareMask>& geometric_line_masks() {
  static const std::vector<SquareMask> masks = [] {
    std::vector<SquareMask> all;
    for (const auto& line : geometric_lines()) all.push_back(mask_of(line));
    return all;
  }();
  return masks;
}

namespace {

// The same lines flattened into one array: the search for Lines runs after every roll for
// every player, so it walks plain memory rather than nested vectors.
struct FlatLine {
  SquareMask mask;
  int length;
  int squares[kColumns];
};
const std::vector<FlatLine>& flat_lines() {
  static const std::vector<FlatLine> flat = [] {
    std::vector<FlatLine> all;
    for (const auto& line : geometric_lines()) {
      FlatLine f{mask_of(line), static_cast<int>(line.size()), {}};
      std::copy(line.begin(), line.end(), f.squares);
      all.push_back(f);
    }
    return all;
  }();
  return flat;
}

}  // namespace

SquareMask Card::occupied() const {
  SquareMask m = 0;
  for (int s = 0; s < kSquares; ++s) m |= SquareMask{squares[s] != kEmpty} << s;  // branch-free
  return m;
}

int Card::coins_left() const { return std::popcount(occupied()); }

bool Card::is_clear() const {
  const SquareMask occ = occupied();
  for (SquareMask line : geometric_line_masks())
    if (std::popcount(occ & line) >= 3) return false;
  return true;
}

namespace {

// Ranks are counted in byte lanes of one integer (lane r holds how many coins or dice show
// rank r, at most 4), so "these coins fit these dice" is one subtraction: with a guard bit
// set in every lane of the dice, a lane borrows (and clears its guard) exactly when the
// coins need more of that rank than the dice show.
constexpr std::uint64_t kLaneGuards = 0x808080808080ULL;
constexpr std::uint64_t rank_lane(int rank) { return std::uint64_t{1} << (8 * rank); }
// The lane of each coin's rank, looked up rather than divided out in the inner loop.
constexpr std::array<std::uint64_t, kCoins> kCoinLanes = [] {
  std::array<std::uint64_t, kCoins> lanes{};
  for (int coin = 0; coin < kCoins; ++coin) lanes[coin] = rank_lane(coin_rank(coin));
  return lanes;
}();
// The coins of each rank, as a bit per coin.
constexpr std::array<std::uint32_t, kRanks> kRankCoins = [] {
  std::array<std::uint32_t, kRanks> coins{};
  for (int coin = 0; coin < kCoins; ++coin) coins[coin_rank(coin)] |= std::uint32_t{1} << coin;
  return coins;
}();

// Appends every Line of each of the `Lengths` whose ranks fit the dice: each coin matches
// a different die (for a Line as long as the roll, the ranks equal the dice as a multiset).
// The lengths are template arguments so the window loops are compiled for each length.
template <int... Lengths>
void find_lines(const Card& card, const std::vector<int>& dice, std::vector<SquareMask>* found) {
  constexpr int kLongest = std::max({Lengths...});
  constexpr int kShortest = std::min({Lengths...});
  std::uint64_t rolled = kLaneGuards;
  std::uint32_t rolled_coins = 0;  // bit per coin of a rolled rank
  for (int d : dice) {
    rolled += rank_lane(d);
    rolled_coins |= kRankCoins[d];
  }
  // Squares holding a rolled rank: a line needs `kShortest` of them before any window can match.
  SquareMask matchable = 0;
  for (int s = 0; s < kSquares; ++s) {
    const int coin = card.squares[s];
    matchable |= SquareMask{coin != kEmpty && (rolled_coins >> coin & 1)} << s;
  }
  for (const FlatLine& line : flat_lines()) {
    if (std::popcount(matchable & line.mask) < kShortest) continue;
    // The last coins along the line, newest first, skipping empty squares. Indexed only by
    // constants, so they live in registers (WebAssembly keeps an indexed array in memory).
    std::uint64_t lane[kLongest] = {};
    SquareMask square[kLongest] = {};
    int n = 0;
    for (int k = 0; k < line.length; ++k) {
      const int s = line.squares[k];
      const int coin = card.squares[s];
      if (coin == kEmpty) continue;
      for (int i = kLongest - 1; i > 0; --i) {
        lane[i] = lane[i - 1];
        square[i] = square[i - 1];
      }
      lane[0] = kCoinLanes[coin];
      square[0] = SquareMask{1} << s;
      ++n;
      const auto window = [&](int length) {
        if (n < length) return;
        std::uint64_t lanes = 0;
        SquareMask squares = 0;
        for (int i = 0; i < length; ++i) {
          lanes += lane[i];
          squares |= square[i];
        }
        if (((rolled - lanes) & kLaneGuards) == kLaneGuards) found->push_back(squares);
      };
      (window(Lengths), ...);
    }
  }
  // Two squares fix a line, so no Line is found twice; sorting makes the order canonical.
  if (found->size() > 1) std::sort(found->begin(), found->end());
}

}  // namespace

std::vector<SquareMask> matching_lines(const Card& card, const std::vector<int>& dice, int length) {
  std::vector<SquareMask> found;
  if (length == 2)
    find_lines<2>(card, dice, &found);
  else if (length == 3)
    find_lines<3>(card, dice, &found);
  else if (length == 4)
    find_lines<4>(card, dice, &found);
  return found;
}

void find_removable_lines(const Card& card, const std::vector<int>& dice, std::vector<SquareMask>* found) {
  found->clear();
  if (dice.size() == 2)
    find_lines<2>(card, dice, found);
  else
    find_lines<3, 4>(card, dice, found);
}

std::vector<SquareMask> removable_lines(const Card& card, const std::vector<int>& dice) {
  std::vector<SquareMask> found;
  find_removable_lines(card, dice, &found);
  return found;
}

RoundResult score_round(Condition condition, const std::vector<int>& coins_left, const std::vector<bool>& cleared,
                        const std::vector<int>& four_points) {
  const int n = static_cast<int>(coins_left.size());
  RoundResult result;
  result.condition = condition;
  result.players.resize(n);
  int clearers = 0, clearer = -1;
  for (int p = 0; p < n; ++p) {
    PlayerRoundScore& s = result.players[p];
    s.fours = four_points[p];
    s.coins_left = coins_left[p];
    s.cleared = condition == Condition::kA && cleared[p];
    if (s.cleared) {
      s.clear = kClearBase - s.coins_left;
      ++clearers;
      clearer = p;
    }
    if (condition == Condition::kB) {
      const bool scores = s.coins_left < kClearBase;
      count_branch(scores ? Branch::kConditionBScores : Branch::kConditionBScoresNothing);
      if (scores) s.scratch_off = kClearBase - s.coins_left;
    }
  }
  if (clearers > 1) count_branch(Branch::kSeveralClearersNoBonus);
  if (clearers == 1 && n == 1) count_branch(Branch::kClearAloneNoBonus);
  if (clearers == 1 && n > 1) {
    count_branch(Branch::kSingleClearerBonus);
    // The clearer picks the other card holding the most coins (the first such seat on a tie).
    for (int p = 0; p < n; ++p) {
      if (p == clearer) continue;
      if (result.bonus_from < 0 || coins_left[p] > coins_left[result.bonus_from]) result.bonus_from = p;
    }
    result.players[clearer].bonus = coins_left[result.bonus_from];
    int fullest = 0;
    for (int p = 0; p < n; ++p) fullest += p != clearer && coins_left[p] == coins_left[result.bonus_from];
    if (fullest > 1) count_branch(Branch::kBonusCardsTied);
  }
  return result;
}

}  // namespace clear

using namespace clear;

namespace {

class ClearGame : public Game {
 public:
  explicit ClearGame(const GameParameters& parameters) : Game(parameters) {}
  const GameInfo& info() const override { return clear_game_info(); }
  std::unique_ptr<State> new_initial_state() const override { return std::make_unique<ClearState>(shared_from_this()); }
  const BotPolicy& bot_policy() const override { return clear::bot_policy(); }
};

std::string dice_text(const std::vector<int>& dice) {
  std::string text;
  for (int d : dice) {
    if (!text.empty()) text += '/';
    text += rank_name(d);
  }
  return text;
}

}  // namespace

const GameInfo& clear_game_info() {
  static const GameInfo info{
      "clear",
      "Clear!",
      {{"players", 2, 1, 6, "players, each with their own card"}, {"rounds", 7, 1, 15, "rounds in a game"}},
  };
  return info;
}

std::shared_ptr<const Game> make_clear_game(const GameParameters& parameters) {
  return std::make_shared<ClearGame>(parameters);
}

ClearState::ClearState(std::shared_ptr<const Game> game)
    : State(std::move(game)), rounds_(this->game().parameter("rounds")) {
  start_round();
}

void ClearState::start_round() {
  const int n = num_players();
  Card empty;
  empty.squares.fill(kEmpty);
  cards_.assign(n, empty);
  drawn_.assign(n, 0);
  dealing_player_ = 0;
  dealt_squares_ = 0;
  // The first roller moves one seat to the left each round.
  round_first_roller_ = rounds_completed() % n;
  roller_ = round_first_roller_;
  scratch_off_ = false;
  scratch_rounds_ = 0;
  rolls_this_round_ = 0;
  dice_.clear();
  rolling_.clear();
  last_roll_.assign(n, PlayerRoll{});
  choices_.assign(n, {});
  chooser_ = -1;
  round_fours_.assign(n, 0);
  phase_ = Phase::kDealing;
}

int ClearState::compute_current_player() const {
  switch (phase_) {
    case Phase::kDealing:
    case Phase::kRolling: return kChancePlayer;
    case Phase::kChoosing: return chooser_;
    case Phase::kGameOver: return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

void ClearState::append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const {
  if (phase_ == Phase::kDealing) {
    const std::uint32_t all_coins = (std::uint32_t{1} << kCoins) - 1;
    for (std::uint32_t left = all_coins & ~drawn_[dealing_player_]; left; left &= left - 1)
      outcomes->push_back({std::countr_zero(left), 1});
  } else if (phase_ == Phase::kRolling) {
    for (int face = 0; face < kRanks; ++face) outcomes->push_back({face, 1});
  }
}

std::vector<Action> ClearState::legal_actions() const {
  std::vector<Action> actions;
  if (phase_ == Phase::kChoosing) {
    for (SquareMask m : choices_[chooser_]) actions.push_back(static_cast<Action>(m));
  } else {
    for (const ChanceOutcome& o : chance_outcomes()) actions.push_back(o.action);
  }
  return actions;
}

bool ClearState::is_legal(Action action) const {
  switch (phase_) {
    case Phase::kDealing: return action >= 0 && action < kCoins && !(drawn_[dealing_player_] >> action & 1);
    case Phase::kRolling: return action >= 0 && action < kRanks;
    case Phase::kChoosing: {
      const auto& c = choices_[chooser_];
      return std::binary_search(c.begin(), c.end(), static_cast<SquareMask>(action));
    }
    case Phase::kGameOver: return false;
  }
  return false;
}

void ClearState::do_apply_action(Action action) {
  switch (phase_) {
    case Phase::kDealing: {
      cards_[dealing_player_].squares[dealt_squares_] = action;
      drawn_[dealing_player_] |= std::uint32_t{1} << action;
      if (++dealt_squares_ == kSquares) {
        dealt_squares_ = 0;
        if (++dealing_player_ == num_players()) phase_ = Phase::kRolling;
      }
      return;
    }
    case Phase::kRolling: {
      rolling_.push_back(action);
      if (static_cast<int>(rolling_.size()) == dice_count()) {
        dice_.swap(rolling_);
        rolling_.clear();
        ++rolls_this_round_;
        after_roll();
      }
      return;
    }
    case Phase::kChoosing: {
      const SquareMask mask = static_cast<SquareMask>(action);
      Card& card = cards_[chooser_];
      for (int s = 0; s < kSquares; ++s)
        if (mask >> s & 1) card.squares[s] = kEmpty;
      PlayerRoll& roll = last_roll_[chooser_];
      roll.removed = mask;
      roll.four = std::popcount(mask) == 4;
      roll.cleared = card.is_clear();
      roll.outcome = roll.cleared ? Outcome::kClear : roll.four ? Outcome::kFour : Outcome::kLine;
      count_branch(roll.four ? Branch::kFourRemoved : scratch_off_ ? Branch::kLineOf2Removed : Branch::kLineOf3Removed);
      if (roll.cleared) count_branch(roll.four ? Branch::kFourCleared : Branch::kCardCleared);
      if (roll.four) round_fours_[chooser_] += kFourPoints;
      advance_chooser(chooser_ + 1);
      return;
    }
    case Phase::kGameOver: return;
  }
}

void ClearState::after_roll() {
  const int n = num_players();
  for (int p = 0; p < n; ++p) {
    find_removable_lines(cards_[p], dice_, &choices_[p]);  // reuses the vector's room
    last_roll_[p] = PlayerRoll{};
    // Scratch is not a choice: it is called exactly when no Line matches.
    if (choices_[p].empty()) {
      last_roll_[p].outcome = Outcome::kScratch;
      count_branch(Branch::kScratch);
    }
  }
  phase_ = Phase::kChoosing;
  advance_chooser(0);
}

void ClearState::advance_chooser(int from) {
  for (int p = from; p < num_players(); ++p) {
    if (!choices_[p].empty() && last_roll_[p].outcome == Outcome::kWaiting) {
      chooser_ = p;
      return;
    }
  }
  chooser_ = -1;
  resolve_roll();
}

void ClearState::resolve_roll() {
  bool anyone_cleared = false, everyone_scratched = true;
  for (const PlayerRoll& r : last_roll_) {
    anyone_cleared |= r.cleared;
    everyone_scratched &= r.outcome == Outcome::kScratch;
  }
  if (anyone_cleared) {
    count_branch(scratch_off_ ? Branch::kConditionAInAScratchOff : Branch::kConditionA);
    return finish_round(Condition::kA);
  }
  const int n = num_players();
  if (scratch_off_) {
    if (everyone_scratched) {
      count_branch(Branch::kConditionB);
      return finish_round(Condition::kB);
    }
    // Someone removed a Line of 2: play on with four dice, the counter already at zero.
    count_branch(Branch::kScratchOffPlaysOn);
    scratch_off_ = false;
    roller_ = (roller_ + 1) % n;
  } else if (everyone_scratched) {
    count_branch(Branch::kScratchRound);
    if (++scratch_rounds_ == kScratchRoundsForScratchOff) {
      // The Scratch-Off: the counter is emptied and the same roller rolls two dice.
      count_branch(Branch::kScratchOffStarts);
      scratch_rounds_ = 0;
      scratch_off_ = true;
    } else {
      roller_ = (roller_ + 1) % n;
    }
  } else {
    if (scratch_rounds_ > 0) count_branch(Branch::kCounterResetByARemoval);
    scratch_rounds_ = 0;
    roller_ = (roller_ + 1) % n;
  }
  phase_ = Phase::kRolling;
}

void ClearState::finish_round(Condition condition) {
  std::vector<int> coins_left;
  std::vector<bool> cleared;
  for (int p = 0; p < num_players(); ++p) {
    coins_left.push_back(cards_[p].coins_left());
    cleared.push_back(last_roll_[p].cleared);
  }
  RoundResult result = score_round(condition, coins_left, cleared, round_fours_);
  result.cards = cards_;
  result.dice = dice_;
  result.last_roll = last_roll_;
  results_.push_back(std::move(result));
  if (rounds_completed() == rounds_) {
    phase_ = Phase::kGameOver;
  } else {
    start_round();
  }
}

std::vector<std::vector<int>> ClearState::round_scores() const {
  std::vector<std::vector<int>> scores;
  for (const RoundResult& r : results_) {
    std::vector<int> row;
    for (const PlayerRoundScore& s : r.players) row.push_back(s.total());
    scores.push_back(row);
  }
  return scores;
}

std::vector<int> ClearState::winners() const {
  std::vector<int> best;
  if (phase_ != Phase::kGameOver) return best;
  const std::vector<int> totals = total_scores();
  const int top = *std::max_element(totals.begin(), totals.end());
  for (int p = 0; p < num_players(); ++p)
    if (totals[p] == top) best.push_back(p);
  return best;
}

std::string ClearState::action_to_string(int player, Action action) const {
  if (player == kChancePlayer) {
    if (phase_ == Phase::kDealing)
      return rank_name(coin_rank(action)) + " of " + suit_name(coin_suit(action)) + " to " +
             square_name(dealt_squares_);
    return "die " + std::to_string(rolling_.size() + 1) + " of " + std::to_string(dice_count()) + ": " +
           rank_name(action);
  }
  const SquareMask mask = static_cast<SquareMask>(action);
  const int length = std::popcount(mask);
  std::string ranks, squares;
  for (int s = 0; s < kSquares; ++s) {
    if (!(mask >> s & 1)) continue;
    const int coin = player >= 0 && player < num_players() ? cards_[player].squares[s] : kEmpty;
    if (!ranks.empty()) ranks += ' ';
    ranks += coin == kEmpty ? std::string("?") : rank_symbol(coin_rank(coin));
    if (!squares.empty()) squares += ' ';
    squares += square_name(s);
  }
  std::string text = length == 4 ? std::string("Four") : std::string("Line of ") + std::to_string(length);
  text += ": ";
  text += ranks;
  text += " (";
  text += squares;
  text += ")";
  return text;
}

std::string ClearState::to_string() const {
  // Plain string building: <sstream> would add tens of kilobytes to the web page.
  std::string out = "Clear! round " + std::to_string(rounds_completed() + 1) + " of " + std::to_string(rounds_);
  if (!dice_.empty()) out += ", dice " + dice_text(dice_);
  out += ", scratch rounds " + std::to_string(scratch_rounds_) + (scratch_off_ ? ", Scratch-Off" : "") + "\n";
  for (int p = 0; p < num_players(); ++p) {
    out += "player " + std::to_string(p) + (p == chooser_ ? " (to choose)" : "") + "\n";
    for (int r = 0; r < kRows; ++r) {
      out += " ";
      for (int c = 0; c < kColumns; ++c) {
        const int coin = cards_[p].squares[square_of(r, c)];
        out += ' ';
        out += coin == kEmpty ? std::string(".") : rank_symbol(coin_rank(coin));
      }
      out += "\n";
    }
  }
  return out;
}

}  // namespace allclear
