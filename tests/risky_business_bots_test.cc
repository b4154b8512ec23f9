// Risky Business's bots make no move that changes nothing (docs/bots.md): seeded games of the
// quick and the strong level, every one of their choices checked against the table as it
// stood. Suits play no part in the game, so a swap for a card of the same rank changes
// nothing; neither does a swap that brings the hand and the row back to ranks they held earlier
// in the turn (since its last play), nor picking up the card just played from the pile it went on.
// The checks here read the table themselves; they do not ask the rules' own changes_nothing().
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/bots.h"
#include "core/risky_business/risky_business.h"
#include "playout_games.h"

namespace allclear {
namespace {

using namespace risky_business;

// The ranks of a hand and of the row, each sorted: what a swap can change.
struct Ranks {
  std::vector<int> hand, row;
  bool operator==(const Ranks& other) const { return hand == other.hand && row == other.row; }
};

std::vector<int> ranks_of(const std::vector<int>& cards) {
  std::vector<int> ranks;
  for (int c : cards) ranks.push_back(card_rank(c));
  std::sort(ranks.begin(), ranks.end());
  return ranks;
}

Ranks ranks_now(const RiskyBusinessState& s) { return {ranks_of(s.hand(s.turn_player())), ranks_of(s.row())}; }

// What a bot chose, and what the table showed when it chose.
struct Choice {
  int seat;
  std::string level;
  Action action;
  RiskyBusinessState before;
  std::vector<Ranks> turn_ranks;  // the hand and row's ranks at each move of the turn since its last play
  int just_played = -1, played_on = -1;
};

// Seeded two-player games of `levels` (seats alternating), calling `check` on every bot choice.
template <typename Check>
void play_games(const std::vector<std::string>& levels, int games, Check check) {
  std::string error;
  for (int g = 0; g < games; ++g) {
    auto game = load_game("risky-business", {{"players", 2}, {"rounds", 1}}, &error);
    ASSERT_TRUE(game) << error;
    std::unique_ptr<State> state = game->new_initial_state();
    auto& s = static_cast<RiskyBusinessState&>(*state);
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<std::string> seats;
    for (int p = 0; p < 2; ++p) {
      seats.push_back(levels[(p + g) % levels.size()]);
      bots.push_back(make_bot(seats.back(), 100 + 2 * g + p, &error));
    }
    std::vector<Ranks> turn_ranks;
    int turn = -1, just_played = -1, played_on = -1;
    while (!s.is_terminal()) {
      if (s.is_chance_node()) {
        ASSERT_TRUE(s.apply_action(sample_chance(s, 7000 + g)));
        continue;
      }
      const int key = s.turn_player() * 100 + s.turns_taken(s.turn_player());
      if (key != turn) {
        turn = key;
        turn_ranks.clear();
      }
      if (s.phase() == Phase::kMove) turn_ranks.push_back(ranks_now(s));
      const int p = s.current_player();
      const Action a = bots[p]->choose(s);
      check(Choice{p, seats[p], a, s, turn_ranks, just_played, played_on});
      if (s.phase() == Phase::kMove && a < kSwap) {
        just_played = (a - kPlay) / kPiles;
        played_on = (a - kPlay) % kPiles;
        turn_ranks.clear();
      } else if (s.phase() == Phase::kPickUp || s.phase() == Phase::kMove) {
        just_played = played_on = -1;
      }
      ASSERT_TRUE(s.apply_action(a));
    }
  }
}

// 300 quick and 12 strong games, a tenth (at least 2 strong) where ALLCLEAR_PLAYOUT_GAMES asks for
// fewer playouts: the sanitizer run looks for memory and undefined-behaviour faults on these paths,
// which a few games reach, and a strong game there takes about ten seconds.
const int kQuickGames = std::max(1, 300 * playout_games() / 10000);
const int kStrongGames = std::max(2, 12 * playout_games() / 10000);

TEST(RiskyBusinessBots, NeverSwapACardForAnEqualOne) {
  // "You may choose one card in your hand and place it in the discard pile, and then you may
  // choose one card from the discard pile and place it in your hand." Cards of one rank are
  // alike in play: swapping one for another is a move spent on nothing.
  int swaps = 0;
  auto check = [&](const Choice& c) {
    if (c.before.phase() != Phase::kMove || c.action < kSwap || c.action >= kEndMoves) return;
    ++swaps;
    const int given = (c.action - kSwap) / kMaxCards, taken = (c.action - kSwap) % kMaxCards;
    EXPECT_NE(card_rank(given), card_rank(taken))
        << c.level << " swaps " << card_name(given) << " for " << card_name(taken) << "\n"
        << c.before.to_string();
  };
  play_games({"quick"}, kQuickGames, check);
  play_games({"strong", "quick"}, kStrongGames, check);
  EXPECT_GT(swaps, 20) << "the bots do swap";
}

TEST(RiskyBusinessBots, NeverSwapBackToAHandAndRowOfTheSameTurn) {
  // A swap that undoes an earlier one (or a round of them) since the turn's last play leaves the
  // hand and the row as they were, a move poorer.
  auto check = [&](const Choice& c) {
    if (c.before.phase() != Phase::kMove || c.action < kSwap || c.action >= kEndMoves) return;
    auto after = c.before.clone();
    ASSERT_TRUE(after->apply_action(c.action));
    const Ranks now = ranks_now(static_cast<const RiskyBusinessState&>(*after));
    for (const Ranks& earlier : c.turn_ranks)
      EXPECT_FALSE(now == earlier) << c.level << ": " << c.before.action_to_string(c.seat, c.action)
                                   << " brings back an earlier hand and row\n"
                                   << c.before.to_string();
  };
  play_games({"quick"}, kQuickGames, check);
  play_games({"strong", "quick"}, kStrongGames, check);
}

TEST(RiskyBusinessBots, NeverPickUpTheCardJustPlayed) {
  // "After placing the card you must either pick-up one of the face-up cards in the middle, ..."
  // The card just played, taken back off its pile, leaves everything as it was.
  auto check = [&](const Choice& c) {
    if (c.before.phase() != Phase::kPickUp || c.action < kPickPile || c.action >= kPickRow || c.just_played < 0) return;
    const int k = c.action - kPickPile;
    const bool alternatives = c.before.legal_actions().size() > 1;
    EXPECT_FALSE(alternatives && k == c.played_on && c.before.pile(k).back() == c.just_played)
        << c.level << " takes back " << card_name(c.just_played) << "\n"
        << c.before.to_string();
  };
  play_games({"quick"}, kQuickGames, check);
  play_games({"strong", "quick"}, kStrongGames, check);
}

}  // namespace
}  // namespace allclear
