// The presentation timeline (web/kit/timeline.h): the player sees every action a step at a
// time, each held for its time at the pace, and the move that ends a round before its summary.
// Portable code, so it is tested natively on real games.
#include "web/kit/timeline.h"

#include <gtest/gtest.h>

#include "core/game.h"
#include "core/random.h"

namespace allclear::web {
namespace {

// Every action a step of `seconds`, chance actions none (they show with what follows).
struct EveryMove : Narrator {
  double seconds = 1.0;
  std::vector<Step> describe(const State& before, int player, Action action, const State&) const override {
    if (player < 0) return {};
    return {Step{0, seconds, before.action_to_string(player, action)}};
  }
  int log_turn(const State& before) const override { return before.current_player(); }
};

// Every choice told by the same line.
struct SameLine : Narrator {
  std::string text;
  double seconds = 1.0;
  std::vector<Step> describe(const State&, int player, Action, const State&) const override {
    if (player < 0) return {};
    return {Step{0, seconds, text}};
  }
  int log_turn(const State& before) const override { return before.current_player(); }
};

// Choices told by their move; each chance action told with the step before it (when that one
// came in the same follow()), its words saying both.
struct ChanceWithItsChoice : Narrator {
  std::vector<Step> describe(const State& before, int player, Action action, const State&) const override {
    if (player >= 0) return {Step{0, 1.0, "chose " + before.action_to_string(player, action)}};
    Step step{0, 1.0, "chance after " + std::to_string(before.history().size())};
    step.with_previous = true;
    return {step};
  }
  int log_turn(const State& before) const override { return before.current_player(); }
};

std::unique_ptr<State> new_game(const std::string& name) {
  std::string error;
  auto game = load_game(name, {{"players", 2}}, &error);
  EXPECT_TRUE(game) << error;
  return game->new_initial_state();
}

// Plays on (chance sampled, the first legal choice) until `moves` choices were made.
void play(State& s, int moves, std::uint64_t seed) {
  while (moves > 0 && !s.is_terminal()) {
    if (s.is_chance_node()) {
      ASSERT_TRUE(s.apply_action(sample_chance(s, seed)));
    } else {
      ASSERT_TRUE(s.apply_action(s.legal_actions().front()));
      --moves;
    }
  }
}

// A new Clear! game with `moves` choices made, followed by `f` and nothing of it shown yet.
std::unique_ptr<State> followed_game(Follower& f, const Narrator& narrator, int moves) {
  auto live = new_game("clear");
  f.reset(*live);
  play(*live, moves, 7);
  f.follow(*live, narrator);
  return live;
}

// A new Clear! game up to its first choice (chance sampled from `seed`), followed by `f` and
// everything of it shown.
std::unique_ptr<State> shown_to_first_choice(Follower& f, const Narrator& narrator, std::uint64_t& seed) {
  auto live = new_game("clear");
  f.reset(*live);
  while (live->is_chance_node()) EXPECT_TRUE(live->apply_action(sample_chance(*live, seed)));
  f.follow(*live, narrator);
  f.show_all(0.0);
  return live;
}

// Plays `live` until its first round ends (chance sampled, the first legal choice), following
// every action; `show_all_before`: everything before the round's end is shown at once.
void play_to_round_end(State& live, Follower& f, const Narrator& narrator, bool show_all_before) {
  std::uint64_t seed = 3;
  while (live.rounds_completed() == 0) {
    if (live.is_chance_node()) {
      ASSERT_TRUE(live.apply_action(sample_chance(live, seed)));
    } else {
      ASSERT_TRUE(live.apply_action(live.legal_actions().front()));
    }
    f.follow(live, narrator);
    if (show_all_before && live.rounds_completed() == 0) f.show_all(0.0);
  }
}

TEST(Timeline, EachMoveStaysOnScreenItsTimeBeforeTheNext) {
  Follower f;
  EveryMove narrator;
  auto live = followed_game(f, narrator, 2);
  EXPECT_FALSE(f.caught_up());
  f.tick(10.0, 1.0);
  ASSERT_NE(f.step(), nullptr);
  const std::string first = f.step()->narration;
  f.tick(10.9, 1.0);  // not yet its second
  EXPECT_EQ(f.step()->narration, first);
  f.tick(11.0, 1.0);
  ASSERT_NE(f.step(), nullptr);
  EXPECT_NE(f.step()->narration, first);
  f.tick(12.0, 1.0);
  EXPECT_TRUE(f.caught_up());
  EXPECT_EQ(f.shown().history(), live->history());
  EXPECT_EQ(f.log().size(), 2u);
}

TEST(Timeline, AStepToldWithThePreviousOneIsOneStepOfBothFromTheEarliersState) {
  Follower f;
  ChanceWithItsChoice narrator;
  auto live = new_game("clear");
  f.reset(*live);
  std::uint64_t seed = 5;
  const auto to_next_choice = [&] {
    while (live->is_chance_node()) ASSERT_TRUE(live->apply_action(sample_chance(*live, seed)));
  };
  // The opening chance actions: nothing of this follow() before the first, so it is a step.
  to_next_choice();
  f.follow(*live, narrator);
  f.show_all(0.0);
  ASSERT_EQ(f.log().size(), 1u);
  // Choices, each followed on its own, until one brings chance actions: that choice and its
  // chance actions, in one follow(), are one step.
  std::size_t before_choice = 0;
  for (int i = 0; i < 50 && !live->is_chance_node(); ++i) {
    before_choice = live->history().size();
    ASSERT_TRUE(live->apply_action(live->legal_actions().front()));
    if (!live->is_chance_node()) {
      f.follow(*live, narrator);
      f.show_all(0.0);
    }
  }
  ASSERT_TRUE(live->is_chance_node()) << "a choice brought the next roll";
  const std::size_t lines = f.log().size();
  to_next_choice();
  f.follow(*live, narrator);
  f.tick(10.0, 1.0);
  ASSERT_NE(f.step(), nullptr);
  EXPECT_EQ(f.before()->history().size(), before_choice) << "drawn from the state before the choice";
  EXPECT_EQ(f.shown().history(), live->history()) << "both shown at once";
  f.tick(20.0, 1.0);
  EXPECT_TRUE(f.caught_up());
  ASSERT_EQ(f.log().size(), lines + 1) << "one line for the choice and its chance actions";
  EXPECT_EQ(f.log().back().text.rfind("chance after ", 0), 0u) << "in the later step's words";
}

// Choices sound as a coin placed, chance actions (told with their choice) as dice thrown.
struct SoundingChanceWithItsChoice : Narrator {
  std::vector<Step> describe(const State& before, int player, Action action, const State&) const override {
    if (player >= 0)
      return {Step{0, 1.0, "chose " + before.action_to_string(player, action)}.sounding(Sound::kCoinPlace)};
    Step step = Step{0, 1.0, "chance after " + std::to_string(before.history().size())}.sounding(Sound::kDice, true);
    step.with_previous = true;
    return {step};
  }
  int log_turn(const State& before) const override { return before.current_player(); }
};

TEST(Timeline, StepsToldAsOneSoundAsTheWeightierOfThemAndAreHeardOnceWhenShown) {
  Follower f;
  SoundingChanceWithItsChoice narrator;
  std::uint64_t seed = 5;
  auto live = shown_to_first_choice(f, narrator, seed);
  (void)f.take_heard();
  // A choice that brings chance actions: one step of both, heard once, as the dice (weightier
  // than the coin), with the pulse of the chance.
  for (int i = 0; i < 50 && !live->is_chance_node(); ++i) {
    ASSERT_TRUE(live->apply_action(live->legal_actions().front()));
    if (!live->is_chance_node()) {
      f.follow(*live, narrator);
      f.show_all(0.0);
    }
  }
  (void)f.take_heard();
  while (live->is_chance_node()) ASSERT_TRUE(live->apply_action(sample_chance(*live, seed)));
  f.follow(*live, narrator);
  EXPECT_TRUE(f.take_heard().empty()) << "nothing heard before it is shown";
  f.tick(10.0, 1.0);
  const std::vector<Follower::Heard> heard = f.take_heard();
  ASSERT_EQ(heard.size(), 1u);
  EXPECT_EQ(heard[0].sound, Sound::kDice);
  EXPECT_TRUE(heard[0].pulse);
  EXPECT_TRUE(f.take_heard().empty()) << "heard once";
}

TEST(Timeline, AReloadedGamePlaysNoSoundOfWhatWentBefore) {
  auto live = new_game("clear");
  SoundingChanceWithItsChoice narrator;
  play(*live, 6, 11);
  Follower reloaded;
  reloaded.resume(*live, narrator);
  EXPECT_FALSE(reloaded.log().empty());
  EXPECT_TRUE(reloaded.take_heard().empty());
}

// Choices told by their move, and chance actions by a step of their own (what a choice brought).
struct ChoiceThenItsChance : Narrator {
  std::vector<Step> describe(const State& before, int player, Action action, const State&) const override {
    if (player >= 0) return {Step{0, 1.0, "chose " + before.action_to_string(player, action)}};
    return {Step{0, 1.0, "chance after " + std::to_string(before.history().size())}};
  }
  int log_turn(const State& before) const override { return before.current_player(); }
};

// Issue 29: "What a person did themselves is shown at once and their next decision is open at
// once; holds are for what the player did not see coming."
TEST(Timeline, APersonsOwnMoveIsNotHeldBeforeWhatItBroughtAndEndsWhenTheyActNext) {
  Follower f;
  ChoiceThenItsChance narrator;
  std::uint64_t seed = 5;
  auto live = shown_to_first_choice(f, narrator, seed);
  // A choice of player `who` alone: their own move keeps its time (nothing followed it), but it
  // is theirs, so it ends at once when they are to act next.
  const int who = live->current_player();
  ASSERT_TRUE(live->apply_action(live->legal_actions().front()));
  f.follow(*live, narrator, who);
  f.tick(10.0, 1.0);
  ASSERT_NE(f.step(), nullptr);
  EXPECT_TRUE(f.showing_own());
  EXPECT_GE(f.hold(), 1.0) << "alone, it keeps its time";
  f.open_to_person();
  EXPECT_TRUE(f.caught_up()) << "their own move ends when they act next";
  // Choices until one brings chance actions: the person's move passes at once, what it brought
  // is held, and is not ended by their acting next.
  for (int i = 0; i < 50 && !live->is_chance_node(); ++i) {
    const int player = live->current_player();
    ASSERT_TRUE(live->apply_action(live->legal_actions().front()));
    if (live->is_chance_node()) {
      while (live->is_chance_node()) ASSERT_TRUE(live->apply_action(sample_chance(*live, seed)));
      f.follow(*live, narrator, player);
      break;
    }
    f.follow(*live, narrator);
    f.show_all(0.0);
  }
  f.tick(20.0, 1.0);
  ASSERT_NE(f.step(), nullptr);
  EXPECT_EQ(f.step()->narration.rfind("chance after ", 0), 0u) << "the choice passed at once: " << f.step()->narration;
  EXPECT_FALSE(f.showing_own());
  f.open_to_person();
  EXPECT_FALSE(f.caught_up()) << "what the move brought keeps its time";
}

TEST(Timeline, AStepStaysAtLeastAsLongAsItsLineTakesToRead) {
  Follower f;
  SameLine narrator;
  narrator.text = std::string(90, 'x');  // 3 s at 30 characters a second, more than its 1 s
  auto live = followed_game(f, narrator, 1);
  f.tick(10.0, 1.0);
  f.tick(12.9, 1.0);
  EXPECT_FALSE(f.caught_up());
  f.tick(13.0, 1.0);
  EXPECT_TRUE(f.caught_up());
  // A step of no time of its own (a person's own move) still passes at once.
  Follower own;
  narrator.seconds = 0.0;
  auto live_own = followed_game(own, narrator, 1);
  own.tick(10.0, 1.0);
  EXPECT_TRUE(own.caught_up());
}

TEST(Timeline, ALineIsReadByItsCharactersNotItsBytes) {
  // "K♠ 10♥": six characters, ten bytes (a suit sign is three).
  EXPECT_DOUBLE_EQ(Follower::reading_seconds("K\xE2\x99\xA0 10\xE2\x99\xA5"), 6.0 / Follower::kReadingCharsPerSecond);
}

// Choices told by their move; chance actions told with the step before them: added words, or
// none at all (the table shows them).
struct ChanceAddedOrSilent : Narrator {
  bool silent = false;
  std::vector<Step> describe(const State& before, int player, Action action, const State&) const override {
    if (player >= 0) return {Step{0, 1.0, "chose " + before.action_to_string(player, action)}};
    Step step{0, 2.0, silent ? "" : "chance"};
    step.with_previous = true;
    if (!silent) step.added = ", then chance";
    return {step};
  }
  int log_turn(const State& before) const override { return before.current_player(); }
};

// A new Clear! game past its deal; then its choices until one brings a roll, and the roll, all
// followed by `f` in one follow() and shown.
void follow_choices_and_their_roll(Follower& f, const Narrator& narrator) {
  auto live = new_game("clear");
  std::uint64_t seed = 5;
  while (live->is_chance_node()) ASSERT_TRUE(live->apply_action(sample_chance(*live, seed)));
  f.reset(*live);
  do ASSERT_TRUE(live->apply_action(live->legal_actions().front()));
  while (!live->is_chance_node());
  while (live->is_chance_node()) ASSERT_TRUE(live->apply_action(sample_chance(*live, seed)));
  f.follow(*live, narrator);
  f.show_all(0.0);
}

// Issue 29: a bot's move and what the deck did for it are one step (Risky Business's move, its
// cascade and its pick-up's card).
TEST(Timeline, WordsToldWithThePreviousStepAreAddedToItsAndAStepWithoutWordsAddsNone) {
  for (const bool silent : {false, true}) {
    Follower f;
    ChanceAddedOrSilent narrator;
    narrator.silent = silent;
    follow_choices_and_their_roll(f, narrator);
    ASSERT_FALSE(f.log().empty());
    const std::string& told = f.log().back().text;
    EXPECT_EQ(told.rfind("chose ", 0), 0u) << told;
    if (silent) {
      EXPECT_EQ(told.find("chance"), std::string::npos) << told;
    } else {
      EXPECT_NE(told.find(", then chance, then chance"), std::string::npos) << "each die's words added: " << told;
    }
  }
}

// Chance actions told with the step before them in words of their own length.
struct LongAdded : Narrator {
  std::vector<Step> describe(const State& before, int player, Action action, const State&) const override {
    if (player >= 0) return {Step{0, 1.0, "chose " + before.action_to_string(player, action)}};
    Step step{0, 1.0, "A die alone."};
    step.with_previous = true;
    step.added = " " + std::string(39, 'x');
    return {step};
  }
  int log_turn(const State& before) const override { return before.current_player(); }
};

TEST(Timeline, WordsThatWouldNotFitTheNewsLineStartAStepOfTheirOwn) {
  Follower f;
  LongAdded narrator;
  follow_choices_and_their_roll(f, narrator);
  bool alone = false;
  for (const LogLine& line : f.log()) {
    EXPECT_LE(Follower::characters(line.text), Follower::kLongestLine) << line.text;
    alone = alone || line.text.rfind("A die alone.", 0) == 0;
  }
  EXPECT_TRUE(alone) << "a die past the line's length is told in its own words";
}

TEST(Timeline, TheSameLineTwiceInARowIsToldAgain) {
  Follower f;
  SameLine narrator;
  narrator.text = "Bo turns up the 6 of clubs";
  auto live = followed_game(f, narrator, 3);
  f.show_all(0.0);
  ASSERT_EQ(f.log().size(), 3u);
  EXPECT_EQ(f.log()[0].text, "Bo turns up the 6 of clubs");
  EXPECT_EQ(f.log()[1].text, "Bo turns up the 6 of clubs (again)");
  EXPECT_EQ(f.log()[2].text, "Bo turns up the 6 of clubs (again)");
}

TEST(Timeline, AMoveCountsItsTimeFromTheFrameThatShowedIt) {
  Follower f;
  EveryMove narrator;
  auto live = followed_game(f, narrator, 1);
  f.tick(10.0, 1.0);
  f.drawn(10.3);  // a slow first frame: the move was on screen only from 10.3
  f.tick(11.1, 1.0);
  EXPECT_FALSE(f.caught_up());
  f.drawn(11.1);  // later frames do not move it again
  f.tick(11.3, 1.0);
  EXPECT_TRUE(f.caught_up());
}

TEST(Timeline, AMoveTheLogCoveredStaysItsWholeTimeOnceTheLogCloses) {
  Follower f;
  EveryMove narrator;
  auto live = followed_game(f, narrator, 2);
  f.tick(10.0, 1.0);
  f.drawn(10.0);
  const std::string first = f.step()->narration;
  // The log opens over the table at 10.1 and closes at 12.0: the app neither ticks nor draws the
  // table meanwhile; then the move is drawn again and stays a whole second from there.
  f.uncovered();
  f.drawn(12.0);
  f.tick(12.9, 1.0);
  EXPECT_EQ(f.step()->narration, first);
  f.tick(13.0, 1.0);
  ASSERT_NE(f.step(), nullptr);
  EXPECT_NE(f.step()->narration, first);
}

TEST(Timeline, SlowPaceHoldsLongerAndInstantShowsOnlyTheOutcome) {
  auto live = new_game("clear");
  EveryMove narrator;
  Follower slow, instant;
  slow.reset(*live);
  instant.reset(*live);
  play(*live, 1, 11);
  slow.follow(*live, narrator);
  instant.follow(*live, narrator);
  slow.tick(0.0, 1.6);
  slow.tick(1.5, 1.6);
  EXPECT_FALSE(slow.caught_up());
  slow.tick(1.6, 1.6);
  EXPECT_TRUE(slow.caught_up());
  instant.tick(0.0, 0.0);
  EXPECT_TRUE(instant.caught_up());
  EXPECT_EQ(instant.shown().history(), live->history());
}

TEST(Timeline, TheMoveThatEndsARoundIsSeenWhateverThePace) {
  auto live = new_game("roll-and-clear");
  EveryMove narrator;
  narrator.seconds = 0.0;
  Follower f;
  f.reset(*live);
  play_to_round_end(*live, f, narrator, /*show_all_before=*/false);
  f.tick(100.0, 0.0);  // Instant: everything before the round's end passes at once
  EXPECT_TRUE(f.showing_round_end());
  EXPECT_FALSE(f.caught_up());
  f.tick(100.0 + Follower::kRoundEndSeconds - 0.01, 0.0);
  EXPECT_FALSE(f.caught_up());
  f.tick(100.0 + Follower::kRoundEndSeconds, 0.0);
  EXPECT_TRUE(f.caught_up());
}

// Skip tapped while the round's end is already on screen (tick() put it there right after
// the action that ended the round) does not hide it: it keeps its time.
TEST(Timeline, SkipKeepsTheRoundsEndAlreadyOnScreen) {
  auto live = new_game("roll-and-clear");
  EveryMove narrator;
  Follower f;
  f.reset(*live);
  play_to_round_end(*live, f, narrator, /*show_all_before=*/true);
  f.tick(50.0, 1.0);
  ASSERT_TRUE(f.showing_round_end());
  f.show_all(50.5);  // Skip
  EXPECT_TRUE(f.showing_round_end());
  EXPECT_FALSE(f.caught_up());
  f.tick(50.0 + Follower::kRoundEndSeconds, 1.0);
  EXPECT_TRUE(f.caught_up());
}

TEST(Timeline, SkipDuringTheRoundsEndDoesNotHoldItLonger) {
  auto live = new_game("clear");
  EveryMove narrator;
  Follower f;
  f.reset(*live);
  play_to_round_end(*live, f, narrator, /*show_all_before=*/true);
  f.tick(50.0, 1.0);
  f.drawn(50.0);
  ASSERT_TRUE(f.only_round_end_left());
  for (double now = 50.2; now < 51.5; now += 0.2) {  // Skip tapped again and again
    f.show_all(now);
    f.drawn(now);
    f.tick(now, 1.0);
  }
  f.tick(50.0 + Follower::kRoundEndSeconds, 1.0);
  EXPECT_TRUE(f.caught_up());
}

TEST(Timeline, AReloadedGameKeepsTheRoundSoFarInItsLog) {
  auto live = new_game("clear");
  EveryMove narrator;
  Follower watched;
  watched.reset(*live);
  play_to_round_end(*live, watched, narrator, /*show_all_before=*/true);
  play(*live, 3, 11);  // into the second round
  watched.follow(*live, narrator);
  watched.show_all(0.0);
  Follower reloaded;
  reloaded.resume(*live, narrator);
  EXPECT_TRUE(reloaded.caught_up());
  EXPECT_EQ(reloaded.shown().history(), live->history());
  ASSERT_EQ(reloaded.log().size(), 3u);  // the second round's three moves, not the first's
  for (std::size_t i = 0; i < 3; ++i)
    EXPECT_EQ(reloaded.log()[i].text, watched.log()[watched.log().size() - 3 + i].text);
}

TEST(Timeline, SkipShowsEverythingAtOnceButTheRoundsEnd) {
  auto live = new_game("clear");
  EveryMove narrator;
  Follower f;
  f.reset(*live);
  play(*live, 3, 5);
  f.follow(*live, narrator);
  f.show_all(0.0);
  EXPECT_TRUE(f.caught_up());
  EXPECT_EQ(f.shown().history(), live->history());
  EXPECT_EQ(f.log().size(), 3u);  // skipped steps are still in the log
}

TEST(Timeline, AnotherGameIsShownAsItStandsWithNothingToReplay) {
  auto live = new_game("clear");
  EveryMove narrator;
  Follower f;
  play(*live, 2, 1);
  f.reset(*live);
  auto other = new_game("clear");
  play(*other, 1, 2);
  f.follow(*other, narrator);  // not a continuation of what was followed
  EXPECT_TRUE(f.caught_up());
  EXPECT_EQ(f.shown().history(), other->history());
}

}  // namespace
}  // namespace allclear::web
