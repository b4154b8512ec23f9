// What the timeline shows of Clear!: each roll once its dice are all thrown (with what it did:
// who scratched, a Scratch Round, a Scratch-Off nobody can use) and each Line removed. Each
// roll and each bot's Line stays long enough to read; the person's own Line stays as long as its
// coins take to leave the card, and with several people at one device as long as a bot's, so
// the next person sees it before the card is theirs.
#include <algorithm>
#include <bit>
#include <string>

#include "games/clear/table.h"

namespace allclear::web::clear {

namespace {

constexpr double kRollSeconds = 1.0;
constexpr double kBotLineSeconds = 1.1;
// The person's own Line: long enough to see its coins leave the card (they know which it was).
constexpr double kOwnLineSeconds = 0.6;
// A roll nobody could use: the dice stay up even after the person's own roll.
constexpr double kEveryoneScratchedSeconds = 1.2;

// "; Bo and Cy scratch" for the players with no matching Line on this roll ("" if none).
std::string scratchers(const ClearState& s, const std::vector<Seat>& seats) {
  std::string names;
  int count = 0;
  for (int p = 0; p < s.num_players(); ++p) {
    if (s.last_roll()[p].outcome != core::Outcome::kScratch) continue;
    names += (names.empty() ? "" : ", ") + seats[p].name;
    ++count;
  }
  if (count == 0) return "";
  return "; " + names + (count == 1 ? " scratches" : " scratch");
}

// Where a Line lies, in words found on the card (it has no square names): "in row 2" (rows
// counted from the top), "in column 3" (from the left), "on a diagonal".
std::string line_place(std::uint32_t mask) {
  int first_row = -1, first_column = -1;
  bool one_row = true, one_column = true;
  for (int square = 0; square < core::kSquares; ++square) {
    if (!(mask >> square & 1)) continue;
    const int row = square / core::kColumns, column = square % core::kColumns;
    if (first_row < 0) {
      first_row = row;
      first_column = column;
    }
    one_row = one_row && row == first_row;
    one_column = one_column && column == first_column;
  }
  if (one_row) return "in row " + std::to_string(first_row + 1);
  if (one_column) return "in column " + std::to_string(first_column + 1);
  return "on a diagonal";
}

}  // namespace

std::string dice_words(const std::vector<int>& dice) {
  // Nulls by name after the ranks ("A 2 and a null"): a lone "null" read like a glitch.
  std::string words;
  int nulls = 0;
  for (int d : dice) {
    if (d == core::kNull)
      ++nulls;
    else
      words += (words.empty() ? "" : " ") + core::rank_symbol(d);
  }
  if (nulls == 0) return words;
  static const char* const kNulls[] = {"", "a null", "two nulls", "three nulls", "four nulls"};
  return words.empty() ? kNulls[nulls] : words + " and " + kNulls[nulls];
}

std::string line_words(const ClearState& state, int player, Action line) {
  std::vector<int> ranks;
  for (int square = 0; square < core::kSquares; ++square)
    if (line >> square & 1) ranks.push_back(core::coin_rank(state.card(player).squares[square]));
  const int length = static_cast<int>(ranks.size());
  return (length == 4 ? std::string("Four: ") : "Line of " + std::to_string(length) + ": ") + dice_words(ranks) + " " +
         line_place(static_cast<std::uint32_t>(line));
}

std::vector<Step> ClearTable::describe(const State& before, int player, Action action, const State& after) const {
  const ClearState& b = ClearTable::of(before);
  const ClearState& a = ClearTable::of(after);
  const std::vector<Seat>& seats = match()->seats();
  if (player < 0) {
    // Dealing shows at once; a roll shows once its last die is thrown.
    if (b.phase() != core::Phase::kRolling || !a.rolling().empty()) return {};
    std::vector<int> faces = b.rolling();
    faces.push_back(static_cast<int>(action));
    const Seat& roller = seats[b.roller()];
    std::string text = roller.name + (b.scratch_off() ? " rolls the Scratch-Off: " : " rolls ") + dice_words(faces);
    // Every roll stays its time, a person's too: its result is told once the dice land, and
    // neither the person's choice nor a bot's move comes before it has been seen.
    double seconds = kRollSeconds;
    Sound sound = Sound::kDice;
    if (a.rounds_completed() > b.rounds_completed()) {
      text += ". Nobody can move: Condition B scoring";
      sound = Sound::kScratchOff;
    } else if (a.phase() == core::Phase::kRolling) {
      text += a.scratch_off() ? ". Everyone scratches: Scratch-Off next, two dice, Lines of 2"
                              : ". Everyone scratches: Scratch Round " + std::to_string(a.scratch_rounds()) + " of 3";
      seconds = kEveryoneScratchedSeconds;
      sound = Sound::kScratch;
    } else {
      text += scratchers(a, seats);
    }
    return {Step{0, seconds, text}.sounding(sound)};
  }
  const Seat& seat = seats[player];
  const int length = std::popcount(static_cast<std::uint32_t>(action));
  // Which coins and where: the log then says what a bot's Line took, not only its length.
  const std::string line = line_words(b, player, action);
  std::string text = seat.name + (length == 4 ? " removes a Four! (+2): " : " removes a ") +
                     line.substr(length == 4 ? std::string("Four: ").size() : 0);
  const bool ended = a.rounds_completed() > b.rounds_completed();
  const core::PlayerRoll& roll = ended ? a.results().back().last_roll[player] : a.last_roll()[player];
  if (roll.cleared) text += ", and Clear!";
  const double seconds = seat.human() && match()->humans() == 1 ? kOwnLineSeconds : kBotLineSeconds;
  return {Step{0, seconds, text}.sounding(roll.cleared ? Sound::kClaim : Sound::kCoinsLeave, seat.human())};
}

}  // namespace allclear::web::clear
