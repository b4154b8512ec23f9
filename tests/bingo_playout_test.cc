// Random playouts of Bingo Battle: thousands of seeded games (two players and solitaire, random
// and quick players), every state checked against invariants, and every roll checked against
// a reference resolution written here from DECISIONS.md, independently of the rules code:
// coins conserved (kitty + board + scoring tiles = 24), at most 3 coins a stack, locked stacks
// hold 3, pawns conserved, claims equal to a recount of the claim events, every game ends (by
// a full tile or a dead roll, nothing else). What every game owes the interface (sorted legal
// actions, clones, replays, scores adding up) is checked in every_game_test.cc.
// ALLCLEAR_PLAYOUT_GAMES sets the number of games (the sanitizer run uses fewer).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "core/bingo/bingo.h"
#include "core/bots.h"
#include "playout_games.h"

namespace allclear {
namespace {

using namespace bingo;

// The table as the rules text describes it, for the reference resolution.
struct Table {
  std::array<int, kSquares> coins{};
  std::array<int, kSquares> owner{};
  int kitty = 0;
  std::vector<int> claims;
  bool operator==(const Table&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Table& t) {
  out << "kitty " << t.kitty << ", claims";
  for (int c : t.claims) out << ' ' << c;
  out << ", stacks";
  for (int q = 0; q < kSquares; ++q) out << ' ' << t.coins[q] << (t.owner[q] == kNobody ? '.' : char('a' + t.owner[q]));
  return out;
}

Table table_of(const BingoState& s) {
  Table t;
  for (int q = 0; q < kSquares; ++q) {
    t.coins[q] = s.stack(q).coins;
    t.owner[q] = s.stack(q).owner;
  }
  t.kitty = s.kitty();
  for (int p = 0; p < s.num_players(); ++p) t.claims.push_back(s.claims(p));
  return t;
}

// DECISIONS.md's order, step by step. `place_choice` and `lock_choice` are what the roller
// chose when coins or pawns ran short. Returns true if the roller filled their tiles.
bool reference_roll(Table& t, int roller, const std::vector<int>& dice, int pawns, int target, SquareMask place_choice,
                    SquareMask lock_choice) {
  std::vector<int> older;
  for (int q = 0; q < kSquares; ++q)
    if (t.owner[q] == roller) older.push_back(q);
  auto claim = [&](int q) {
    t.coins[q] = 0;
    t.owner[q] = kNobody;
    t.kitty += 2;
    return ++t.claims[roller] >= target;
  };
  // (1) nulls return the unlocked coins of their column.
  for (int suit = 0; suit < kSuits; ++suit) {
    if (dice[suit] != 0) continue;
    for (int rank = 1; rank <= kRows; ++rank) {
      const int q = (rank - 1) * kSuits + suit;
      if (t.owner[q] == kNobody) {
        t.kitty += t.coins[q];
        t.coins[q] = 0;
      }
    }
  }
  // (2) dice on locked stacks claim them.
  std::vector<int> others;
  for (int suit = 0; suit < kSuits; ++suit) {
    if (dice[suit] == 0) continue;
    const int q = (dice[suit] - 1) * kSuits + suit;
    if (t.owner[q] != kNobody) {
      if (claim(q)) return true;
    } else if (t.coins[q] < 3) {
      others.push_back(q);
    }
  }
  // (3) a coin each, or the roller's choice of squares when the kitty is short.
  std::vector<int> placed;
  const bool enough = static_cast<int>(others.size()) <= t.kitty;
  for (int q : others) {
    if ((enough || (place_choice >> q & 1)) && t.kitty > 0) {
      ++t.coins[q];
      --t.kitty;
      placed.push_back(q);
    }
  }
  // (4) a third coin: older locks are claimed, then full stacks lock as far as pawns go.
  if (std::none_of(placed.begin(), placed.end(), [&](int q) { return t.coins[q] == 3; })) return false;
  for (int q : older)
    if (t.owner[q] == roller && claim(q)) return true;
  std::vector<int> full;
  int in_use = 0;
  for (int q = 0; q < kSquares; ++q) {
    if (t.owner[q] == kNobody && t.coins[q] == 3) full.push_back(q);
    in_use += t.owner[q] == roller;
  }
  const int free = pawns - in_use;
  for (int q : full)
    if (static_cast<int>(full.size()) <= free || (lock_choice >> q & 1)) t.owner[q] = roller;
  return false;
}

void check_invariants(const BingoState& s) {
  int coins = s.kitty();
  std::vector<int> locks(s.num_players(), 0);
  for (int q = 0; q < kSquares; ++q) {
    const Stack& stack = s.stack(q);
    ASSERT_GE(stack.coins, 0);
    ASSERT_LE(stack.coins, kStackLimit);
    if (stack.locked()) {
      ASSERT_LT(stack.owner, s.num_players());
      ASSERT_EQ(stack.coins, kStackLimit) << "a locked stack holds 3 coins";
      ++locks[stack.owner];
    }
    coins += stack.coins;
  }
  for (int p = 0; p < s.num_players(); ++p) {
    coins += s.claims(p);
    ASSERT_LE(s.claims(p), s.claims_to_win());
    ASSERT_EQ(locks[p] + s.free_pawns(p), s.pawns()) << "pawns conserved";
    ASSERT_GE(s.free_pawns(p), 0);
  }
  ASSERT_EQ(coins, kCoins) << "kitty + board + scoring tiles = 24\n" << s.to_string();
  ASSERT_GE(s.kitty(), 0);

  const std::vector<Action> legal = s.legal_actions();
  if (s.phase() == Phase::kPlacing || s.phase() == Phase::kLocking) {
    // A choice is offered only when there is something to choose.
    ASSERT_GT(s.choose_count(), 0);
    ASSERT_GT(std::popcount(s.candidates()), s.choose_count());
    for (Action a : legal) ASSERT_EQ(std::popcount(static_cast<SquareMask>(a)), s.choose_count());
    for (int q = 0; q < kSquares; ++q) {
      if (!(s.candidates() >> q & 1)) continue;
      if (s.phase() == Phase::kPlacing) {
        ASSERT_LT(s.stack(q).coins, kStackLimit);
      } else {
        ASSERT_TRUE(!s.stack(q).locked() && s.stack(q).coins == kStackLimit);
      }
    }
  }
}

struct GameSummary {
  bool ended_by_win = false;
  int claims = 0;
};

void play_one(int players, const std::string& level, std::uint64_t seed, GameSummary* summary) {
  std::string error;
  auto game = load_game("bingo", {{"players", players}}, &error);
  ASSERT_TRUE(game) << error;
  std::unique_ptr<State> owned = game->new_initial_state();
  auto& s = static_cast<BingoState&>(*owned);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p) bots.push_back(make_bot(level, seed * 7 + p, &error));

  std::vector<int> claim_events(players, 0);
  Table before;
  int roller = 0;
  SquareMask place_choice = 0, lock_choice = 0;
  std::vector<int> dice;
  for (int step = 0; !s.is_terminal(); ++step) {
    ASSERT_LT(step, 100000) << "the game must end";
    ASSERT_NO_FATAL_FAILURE(check_invariants(s));
    Action action;
    if (s.is_chance_node()) {
      if (dice.empty()) {
        before = table_of(s);
        roller = s.roller();
        place_choice = lock_choice = 0;
      }
      action = sample_chance(s, seed);
      dice.push_back(action);
    } else {
      ASSERT_EQ(s.current_player(), s.roller()) << "only the roller chooses";
      action = bots[s.current_player()]->choose(s);
      (s.phase() == Phase::kPlacing ? place_choice : lock_choice) = static_cast<SquareMask>(action);
      // A mask of the wrong size is refused and changes nothing.
      const std::size_t history = s.history().size();
      ASSERT_FALSE(s.apply_action(static_cast<Action>(s.candidates())));
      ASSERT_EQ(s.history().size(), history);
    }
    ASSERT_TRUE(s.apply_action(action));
    if (dice.size() == kDice && (s.is_chance_node() || s.is_terminal())) {
      // The roll is resolved: compare with the reference.
      Table expected = before;
      const bool filled =
          reference_roll(expected, roller, dice, s.pawns(), s.claims_to_win(), place_choice, lock_choice);
      ASSERT_EQ(table_of(s), expected) << "before: " << before << "\n" << s.to_string();
      const bool dead = before.kitty == 0 && expected == before;
      ASSERT_EQ(s.is_terminal(), filled || dead) << "the game ends on a full tile or a dead roll";
      if (s.is_terminal()) {
        ASSERT_EQ(s.events().back().kind, filled ? EventKind::kWin : EventKind::kDeadRoll);
      }
      for (const Event& e : s.events())
        if (e.kind == EventKind::kClaim || e.kind == EventKind::kSteal || e.kind == EventKind::kClaimByLock) {
          ASSERT_EQ(e.player, roller) << "only the roller claims";
          ++claim_events[roller];
        }
      dice.clear();
    }
  }
  ASSERT_NO_FATAL_FAILURE(check_invariants(s));
  std::vector<int> claims;
  for (int p = 0; p < players; ++p) claims.push_back(s.claims(p));
  ASSERT_EQ(claims, claim_events) << "claims equal a recount of the claim events";
  ASSERT_EQ(s.round_scores(), std::vector<std::vector<int>>{claims});
  // Equal claims share the win.
  const int best = *std::max_element(claims.begin(), claims.end());
  std::vector<int> winners;
  for (int p = 0; p < players; ++p)
    if (claims[p] == best) winners.push_back(p);
  ASSERT_EQ(s.winners(), winners);
  summary->ended_by_win = s.events().back().kind == EventKind::kWin;
  summary->claims = best;
}

TEST(BingoPlayout, SeededGamesKeepEveryInvariant) {
  const int games = playout_games();
  int two_player_wins = 0, two_player = 0, solitaire_dead_rolls = 0;
  for (int g = 0; g < games; ++g) {
    const int players = g % 3 == 2 ? 1 : 2;
    const std::string level = g % 2 ? "quick" : "random";
    GameSummary summary;
    ASSERT_NO_FATAL_FAILURE(play_one(players, level, 1000 + g, &summary)) << "game " << g;
    if (players == 2) {
      ++two_player;
      two_player_wins += summary.ended_by_win;
    } else {
      solitaire_dead_rolls += !summary.ended_by_win;
    }
  }
  // Both ways of ending happen (most two-player games end with 4 claims).
  if (games >= 100) {
    EXPECT_GT(two_player_wins, two_player / 2);
    EXPECT_GT(solitaire_dead_rolls, 0);
  }
}

}  // namespace
}  // namespace allclear
