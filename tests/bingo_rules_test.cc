// Bingo Battle's rules, one test per rule, each quoting the sentence of bingo-battle.txt or
// DECISIONS.md it checks. Positions are reached by scripted rolls: "2-A5" is the suns die
// showing 2, moons null, crowns ace, arms 5 (the dice are applied in suit order).
#include <gtest/gtest.h>

#include <string_view>

#include "core/bingo/bingo.h"

namespace allclear {
namespace {

using namespace bingo;

enum SuitIndex { kSuns = 0, kMoons = 1, kCrowns = 2, kArms = 3 };

std::unique_ptr<BingoState> new_game(int players) {
  std::string error;
  auto game = load_game("bingo", {{"players", players}}, &error);
  EXPECT_TRUE(game) << error;
  std::unique_ptr<State> state = game->new_initial_state();
  return std::unique_ptr<BingoState>(static_cast<BingoState*>(state.release()));
}

// Rolls the four dice: '-' null, 'A' ace, '2'..'5'.
void roll(BingoState& state, std::string_view faces) {
  ASSERT_EQ(faces.size(), 4u);
  for (char c : faces) {
    ASSERT_EQ(state.current_player(), kChancePlayer) << state.to_string();
    const Action face = c == '-' ? kNull : c == 'A' ? kAce : c - '0';
    ASSERT_TRUE(state.apply_action(face)) << faces;
  }
}

void choose(BingoState& state, std::initializer_list<int> squares) {
  SquareMask mask = 0;
  for (int s : squares) mask |= SquareMask{1} << s;
  ASSERT_TRUE(state.apply_action(static_cast<Action>(mask))) << state.to_string();
}

int coins_in_play(const BingoState& state) {
  int coins = state.kitty();
  for (int s = 0; s < kSquares; ++s) coins += state.stack(s).coins;
  for (int p = 0; p < state.num_players(); ++p) coins += state.claims(p);
  return coins;
}

bool has_event(const BingoState& state, EventKind kind, int square) {
  for (const Event& e : state.events())
    if (e.kind == kind && e.square == square) return true;
  return false;
}

// Two coins on every square of rows 2 to 4: 24 coins out, no stack of 3, the kitty empty.
void empty_the_kitty(BingoState& state) {
  for (const char* faces : {"2222", "2222", "3333", "3333", "4444", "4444"}) roll(state, faces);
  ASSERT_EQ(state.kitty(), 0);
}

const int kSuns2 = square_of(kSuns, 2);
const int kMoons2 = square_of(kMoons, 2);
const int kCrowns2 = square_of(kCrowns, 2);
const int kArms2 = square_of(kArms, 2);

TEST(BingoSetup, TwentySquaresEmptyKittyOfTwentyFourTwoPawnsEach) {
  // "Set aside 2 null tiles, then set up the rest in a 4x5 grid"; "Mix the coins into a kitty".
  auto s = new_game(2);
  EXPECT_EQ(s->kitty(), kCoins);
  for (int q = 0; q < kSquares; ++q) EXPECT_EQ(s->stack(q).coins, 0);
  EXPECT_EQ(s->free_pawns(0), 2);
  EXPECT_EQ(s->free_pawns(1), 2);
  EXPECT_EQ(s->claims_to_win(), 4);
  EXPECT_EQ(s->current_player(), kChancePlayer);
  EXPECT_EQ(square_name(square_of(kArms, 3)), "3 of arms");
}

TEST(BingoRoll, EachDiePlacesOneCoinOnItsSquare) {
  // "Turn consists of rolling all 4 dice, then placing 1 coin from the kitty on each matching tile."
  auto s = new_game(2);
  roll(*s, "A253");
  EXPECT_EQ(s->stack(square_of(kSuns, 1)).coins, 1);
  EXPECT_EQ(s->stack(square_of(kMoons, 2)).coins, 1);
  EXPECT_EQ(s->stack(square_of(kCrowns, 5)).coins, 1);
  EXPECT_EQ(s->stack(square_of(kArms, 3)).coins, 1);
  EXPECT_EQ(s->kitty(), 20);
  EXPECT_EQ(s->roller(), 1) << "the other player rolls next";
}

TEST(BingoNull, ClearsOnlyUnlockedCoinsOfItsColumn) {
  // "A null roll always clears the matching color column of all unlocked coins, which are
  // returned to the kitty."
  auto s = new_game(2);
  roll(*s, "2---");  // player 0
  roll(*s, "2---");  // player 1
  roll(*s, "2---");  // player 0: the third coin, locked
  ASSERT_EQ(s->stack(kSuns2).owner, 0);
  roll(*s, "3A--");  // player 1: 3 of suns, ace of moons
  roll(*s, "43--");  // player 0: 4 of suns, 3 of moons
  ASSERT_EQ(s->kitty(), 24 - 3 - 4);
  roll(*s, "-5--");  // player 1: the suns null
  EXPECT_EQ(s->stack(kSuns2).coins, 3) << "the locked stack stays";
  EXPECT_EQ(s->stack(kSuns2).owner, 0);
  EXPECT_EQ(s->stack(square_of(kSuns, 3)).coins, 0);
  EXPECT_EQ(s->stack(square_of(kSuns, 4)).coins, 0);
  EXPECT_EQ(s->stack(square_of(kMoons, 1)).coins, 1) << "other columns keep their coins";
  EXPECT_EQ(s->stack(square_of(kMoons, 3)).coins, 1);
  EXPECT_EQ(s->kitty(), 17 + 2 - 1);
  ASSERT_FALSE(s->events().empty());
  EXPECT_EQ(s->events().front().kind, EventKind::kNullClears);
  EXPECT_EQ(s->events().front().coins, 2);
}

TEST(BingoLock, TheThirdCoinLocksTheStackUnderTheRollersPawn) {
  // "Placing the third coin on a stack in a given square "locks" the stack; dice roller places
  // one of their pawns on the stack of 3 coins to lock it."
  auto s = new_game(2);
  roll(*s, "2---");
  roll(*s, "2---");
  EXPECT_FALSE(s->stack(kSuns2).locked());
  roll(*s, "2---");  // player 0 places the third coin
  EXPECT_EQ(s->stack(kSuns2).coins, 3);
  EXPECT_EQ(s->stack(kSuns2).owner, 0);
  EXPECT_EQ(s->free_pawns(0), 1);
  EXPECT_EQ(s->free_pawns(1), 2);
  EXPECT_TRUE(has_event(*s, EventKind::kLock, kSuns2));
}

TEST(BingoClaim, TheOwnerClaimsByRollingTheSquare) {
  // "The player whose pawn has locked the stack can claim the stack by ... rolling the
  // matching grid square with the dice".
  auto s = new_game(2);
  roll(*s, "2---");
  roll(*s, "2---");
  roll(*s, "2---");  // player 0 locks the 2 of suns
  roll(*s, "3---");  // player 1
  roll(*s, "2---");  // player 0 rolls their own lock
  EXPECT_EQ(s->claims(0), 1);
  EXPECT_EQ(s->claims(1), 0);
  EXPECT_TRUE(has_event(*s, EventKind::kClaim, kSuns2));
}

TEST(BingoClaim, AClaimReturnsThePawnAndTwoCoins) {
  // "When a locked stack is claimed, the pawn is returned to its owner, 2 of the 3 coins are
  // returned to the kitty, and the remaining coin is added to the player's scoring tile".
  auto s = new_game(2);
  roll(*s, "2---");
  roll(*s, "2---");
  roll(*s, "2---");
  roll(*s, "3---");
  const int kitty = s->kitty();
  roll(*s, "2---");
  EXPECT_EQ(s->stack(kSuns2).coins, 0) << "the claiming die places no coin";
  EXPECT_FALSE(s->stack(kSuns2).locked());
  EXPECT_EQ(s->free_pawns(0), 2);
  EXPECT_EQ(s->kitty(), kitty + 2);
  EXPECT_EQ(s->claims(0), 1);
  EXPECT_EQ(coins_in_play(*s), kCoins);
}

TEST(BingoClaim, TheOpponentStealsByRollingTheSquare) {
  // "The opposing player, who did not place the locking pawn, can "steal" the claim by
  // rolling a match with the dice."
  auto s = new_game(2);
  roll(*s, "2---");
  roll(*s, "2---");
  roll(*s, "2---");  // player 0 locks
  roll(*s, "2---");  // player 1 rolls it
  EXPECT_EQ(s->claims(1), 1);
  EXPECT_EQ(s->claims(0), 0);
  EXPECT_EQ(s->free_pawns(0), 2) << "the pawn goes home to its owner";
  EXPECT_TRUE(has_event(*s, EventKind::kSteal, kSuns2));
}

TEST(BingoClaim, TheOwnerClaimsByLockingAnotherStack) {
  // "... or by locking an additional stack by placing a 3rd coin elsewhere." DECISIONS.md:
  // "if any stack reached 3 coins this roll, every stack the roller had locked before this
  // roll is first claimed by the roller".
  auto s = new_game(2);
  roll(*s, "2---");
  roll(*s, "2---");
  roll(*s, "2---");  // player 0 locks the 2 of suns
  roll(*s, "-2--");  // player 1
  roll(*s, "-2--");  // player 0
  roll(*s, "-2--");  // player 1 locks the 2 of moons: not player 0's lock to claim
  EXPECT_EQ(s->stack(kSuns2).owner, 0);
  EXPECT_EQ(s->stack(kMoons2).owner, 1);
  roll(*s, "--2-");  // player 0
  roll(*s, "--2-");  // player 1
  EXPECT_EQ(s->claims(0), 0);
  roll(*s, "--2-");  // player 0 places the third coin on the 2 of crowns
  EXPECT_EQ(s->claims(0), 1);
  EXPECT_TRUE(has_event(*s, EventKind::kClaimByLock, kSuns2));
  EXPECT_EQ(s->stack(kSuns2).coins, 0);
  EXPECT_EQ(s->stack(kCrowns2).owner, 0) << "the new stack locks after the claim";
  EXPECT_EQ(s->stack(kMoons2).owner, 1) << "the opponent's lock is untouched";
  EXPECT_EQ(s->claims(1), 0);
}

TEST(BingoLock, TooFewPawnsTheRollerChoosesWhichStacksLock) {
  // DECISIONS.md: "each stack holding 3 unlocked coins locks with one of the roller's free
  // pawns (two per player; four in solitaire; with too few pawns the roller picks which)".
  auto s = new_game(2);
  roll(*s, "2222");
  roll(*s, "2222");
  roll(*s, "2222");  // player 0: four stacks reach 3, two pawns
  ASSERT_EQ(s->phase(), Phase::kLocking);
  EXPECT_EQ(s->current_player(), 0);
  EXPECT_EQ(s->choose_count(), 2);
  EXPECT_EQ(s->legal_actions().size(), 6u) << "any 2 of the 4 stacks";
  choose(*s, {kMoons2, kArms2});
  EXPECT_EQ(s->stack(kMoons2).owner, 0);
  EXPECT_EQ(s->stack(kArms2).owner, 0);
  EXPECT_FALSE(s->stack(kSuns2).locked());
  EXPECT_TRUE(has_event(*s, EventKind::kNoPawn, kSuns2));
  EXPECT_EQ(s->roller(), 1);
  EXPECT_EQ(s->phase(), Phase::kRolling);
}

TEST(BingoLock, AFullUnlockedStackTakesNoFourthCoin) {
  // DECISIONS.md: "every other die puts one coin from the kitty on its square (a stack holds at
  // most 3)".
  auto s = new_game(2);
  roll(*s, "2222");
  roll(*s, "2222");
  roll(*s, "2222");
  choose(*s, {kMoons2, kArms2});
  const int kitty = s->kitty();
  roll(*s, "25A5");  // player 1: the 2 of suns is full; three coins go elsewhere
  EXPECT_EQ(s->stack(kSuns2).coins, 3);
  EXPECT_EQ(s->kitty(), kitty - 3);
  EXPECT_TRUE(has_event(*s, EventKind::kStackFull, kSuns2));
}

TEST(BingoLock, AStackLeftUnlockedLocksWhenAnotherStackReachesThree) {
  // Our reading of DECISIONS.md's "then each stack holding 3 unlocked coins locks": when a
  // stack reaches 3, a full stack left unlocked for want of a pawn may lock too.
  auto s = new_game(2);
  roll(*s, "2222");
  roll(*s, "2222");
  roll(*s, "2222");
  choose(*s, {kMoons2, kArms2});  // the 2s of suns and crowns stay unlocked, full
  roll(*s, "2A2A");               // player 1
  roll(*s, "2A2A");               // player 0
  roll(*s, "2A2-");               // player 1: the ace of moons reaches 3
  ASSERT_EQ(s->phase(), Phase::kLocking);
  const int moons_ace = square_of(kMoons, 1);
  EXPECT_EQ(s->candidates(), SquareMask{1} << kSuns2 | SquareMask{1} << kCrowns2 | SquareMask{1} << moons_ace);
  EXPECT_EQ(s->choose_count(), 2);
  choose(*s, {kSuns2, moons_ace});
  EXPECT_EQ(s->stack(kSuns2).owner, 1);
  EXPECT_EQ(s->stack(moons_ace).owner, 1);
  EXPECT_FALSE(s->stack(kCrowns2).locked());
}

TEST(BingoKitty, ShortKittyTheRollerChoosesWhichSquaresGetCoins) {
  // "if less than 4 coins remain in the kitty, dice roller makes the best play they can with
  // remaining coins." DECISIONS.md: "when the kitty is short, the roller chooses which squares
  // get coins".
  auto s = new_game(2);
  roll(*s, "2222");
  roll(*s, "3333");
  roll(*s, "4444");
  roll(*s, "2222");
  roll(*s, "3333");
  ASSERT_EQ(s->kitty(), 4);
  roll(*s, "AAA2");  // player 1: four coins, four dice; the 2 of arms reaches 3 and locks
  ASSERT_EQ(s->kitty(), 0);
  ASSERT_EQ(s->stack(kArms2).owner, 1);
  roll(*s, "-555");  // player 0: the suns null returns 1 + 2 + 2 + 1 coins, then three go out
  ASSERT_EQ(s->kitty(), 6 - 3);
  roll(*s, "5A44");  // player 1: four dice want a coin, three are left
  ASSERT_EQ(s->phase(), Phase::kPlacing);
  EXPECT_EQ(s->current_player(), 1);
  EXPECT_EQ(s->choose_count(), 3);
  EXPECT_EQ(s->legal_actions().size(), 4u);
  EXPECT_FALSE(s->is_legal(static_cast<Action>(SquareMask{1} << square_of(kSuns, 5)))) << "all the coins go";
  choose(*s, {square_of(kMoons, 1), square_of(kCrowns, 4), square_of(kArms, 4)});
  EXPECT_EQ(s->kitty(), 0);
  EXPECT_EQ(s->stack(square_of(kMoons, 1)).coins, 2);
  EXPECT_EQ(s->stack(square_of(kCrowns, 4)).coins, 2);
  EXPECT_EQ(s->stack(square_of(kArms, 4)).coins, 2);
  EXPECT_EQ(s->stack(square_of(kSuns, 5)).coins, 0) << "no coin left for it";
  EXPECT_TRUE(has_event(*s, EventKind::kKittyEmpty, square_of(kSuns, 5)));
  EXPECT_EQ(coins_in_play(*s), kCoins);
}

TEST(BingoRoll, ClaimsComeBeforePlacementsAndRefillTheKitty) {
  // DECISIONS.md: "A roll resolves in this order: (1) nulls ... (2) each die whose square holds
  // a locked stack makes the roller claim it ... (3) every other die puts one coin".
  auto s = new_game(2);
  roll(*s, "2222");
  roll(*s, "2222");
  roll(*s, "2222");
  choose(*s, {kSuns2, kMoons2});  // player 0 locks two, 12 coins left
  roll(*s, "3333");
  roll(*s, "3333");
  roll(*s, "4444");
  ASSERT_EQ(s->kitty(), 0);
  roll(*s, "2555");  // player 0 claims the 2 of suns: 2 coins back, three dice want one
  EXPECT_EQ(s->claims(0), 1);
  ASSERT_EQ(s->phase(), Phase::kPlacing);
  EXPECT_EQ(s->choose_count(), 2);
  choose(*s, {square_of(kMoons, 5), square_of(kArms, 5)});
  EXPECT_EQ(s->kitty(), 0);
  EXPECT_EQ(coins_in_play(*s), kCoins);
}

TEST(BingoEnd, DeadRollWithAnEmptyKittyEndsTheGameAndEqualClaimsTie) {
  // "Play continues until no possible moves are left. If neither player has 4 claims, player
  // with most claims is the winner. Ties are possible." DECISIONS.md: "The game ends after a
  // roll, made while the kitty is empty, that changes nothing."
  auto s = new_game(2);
  empty_the_kitty(*s);
  roll(*s, "5555");  // four dice want coins, none left, no null, no lock rolled
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->events().back().kind, EventKind::kDeadRoll);
  EXPECT_EQ(s->winners(), (std::vector<int>{0, 1}));
  EXPECT_EQ(s->round_scores(), (std::vector<std::vector<int>>{{0, 0}}));
}

TEST(BingoEnd, ARollThatChangesSomethingWithAnEmptyKittyPlaysOn) {
  auto s = new_game(2);
  empty_the_kitty(*s);
  roll(*s, "-555");  // the null returns six coins; three of them go straight back out
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(s->kitty(), 3);
  EXPECT_EQ(s->stack(square_of(kMoons, 5)).coins, 1);
}

TEST(BingoEnd, AnEmptyKittyAloneDoesNotEndTheGame) {
  // The roll that empties the kitty changed the board, so play goes on.
  auto s = new_game(2);
  empty_the_kitty(*s);
  EXPECT_FALSE(s->is_terminal());
}

TEST(BingoWin, FirstToFourClaimsWinsAtOnce) {
  // "First player to fill their scoring tile with 4 claims is the winner."
  auto s = new_game(2);
  // Player 0 locks the 2 of suns on every third roll of theirs and claims it on the fourth;
  // player 1 does the same on the 3 of suns.
  for (int turn = 0; turn < 16 && !s->is_terminal(); ++turn) {
    roll(*s, "2---");
    if (s->is_terminal()) break;
    roll(*s, "3---");
  }
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->claims(0), 4);
  EXPECT_EQ(s->claims(1), 3);
  EXPECT_EQ(s->winners(), std::vector<int>{0});
  EXPECT_EQ(s->events().back().kind, EventKind::kWin);
  EXPECT_EQ(s->rounds_completed(), 1);
  EXPECT_EQ(s->total_scores(), (std::vector<int>{4, 3}));
}

TEST(BingoSolitaire, FourPawnsFourTilesAndEveryStackIsTheRollersOwn) {
  // "solitaire player takes all four null tiles ... to see how many claims can be made before
  // no possible moves remain." DECISIONS.md: "four in solitaire".
  auto s = new_game(1);
  EXPECT_EQ(s->free_pawns(0), 4);
  EXPECT_EQ(s->claims_to_win(), 16);
  roll(*s, "2222");
  roll(*s, "2222");
  roll(*s, "2222");  // four stacks reach 3: four pawns lock them all
  for (int q : {kSuns2, kMoons2, kCrowns2, kArms2}) EXPECT_EQ(s->stack(q).owner, 0);
  roll(*s, "3333");
  roll(*s, "3333");
  roll(*s, "3333");  // a new stack reaches 3: the four older locks are claimed, then the new ones lock
  EXPECT_EQ(s->claims(0), 4);
  EXPECT_EQ(s->free_pawns(0), 0);
  EXPECT_EQ(s->kitty(), kCoins - 4 - 12);
  roll(*s, "3A3A");  // rolling its own locks claims them
  EXPECT_EQ(s->claims(0), 6);
}

TEST(BingoSolitaire, EndsWhenARollWithAnEmptyKittyChangesNothing) {
  auto s = new_game(1);
  empty_the_kitty(*s);
  roll(*s, "5555");
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winners(), std::vector<int>{0});
  EXPECT_EQ(s->round_scores(), (std::vector<std::vector<int>>{{0}}));
}

TEST(BingoActions, IllegalChoicesAreRefused) {
  auto s = new_game(2);
  roll(*s, "2222");
  roll(*s, "2222");
  roll(*s, "2222");
  ASSERT_EQ(s->phase(), Phase::kLocking);
  const std::size_t history = s->history().size();
  EXPECT_FALSE(s->apply_action(0)) << "no stack at all";
  EXPECT_FALSE(s->apply_action(static_cast<Action>(SquareMask{1} << kSuns2))) << "one pawn left idle";
  EXPECT_FALSE(s->apply_action(static_cast<Action>(SquareMask{1} << 19 | SquareMask{1} << kSuns2)))
      << "not a full stack";
  EXPECT_FALSE(s->apply_action(-1));
  EXPECT_EQ(s->history().size(), history);
  EXPECT_EQ(s->action_to_string(0, static_cast<Action>(SquareMask{1} << kSuns2 | SquareMask{1} << kArms2)),
            "pawns on 2 of suns, 2 of arms");
}

}  // namespace
}  // namespace allclear
