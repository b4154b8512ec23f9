// Hints (core/hint.h, issue 32): "the hinted move equals the strong bot's choice in at least 200
// seeded positions a game" (natively; a tenth in the sanitizer run), and "each reason names only
// what is true of the position". The
// positions are met as a player meets them: seeded games at seeded tables of random and quick
// players, chance sampled from the seed, a few decisions kept from each game (reservoir sampling
// along it), so 200 decisions a game come from many games. The reasons are checked for every legal
// move of those positions, not only the strong bot's: a reason is a pure function of the position
// and the move, and must be true whichever move it is asked about.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/bingo/bingo.h"
#include "core/bots.h"
#include "core/clear/clear.h"
#include "core/clear/clear_bot.h"
#include "core/clear_ace/clear_ace.h"
#include "core/game.h"
#include "core/hint.h"
#include "core/random.h"
#include "core/risky_business/risky_business.h"
#include "core/roll_and_clear/roll_and_clear.h"
#include "playout_games.h"
#include "registered_games.h"

namespace allclear {
namespace {

constexpr int kPositions = 200;      // decisions a game
constexpr std::size_t kPerGame = 4;  // at most, from one game played

// Decisions a game for the strong bot: kPositions, fewer when ALLCLEAR_PLAYOUT_GAMES asks for fewer
// games than its 10,000 (tests/playout_games.h): the sanitizer run's 1,000 ask for a tenth, where a
// strong decision costs several times more.
int strong_positions() { return std::max(20, kPositions * std::min(playout_games(), 10000) / 10000); }

// The characters of a UTF-8 text (a broken sequence counts as U+FFFD, which the font lacks).
std::vector<char32_t> characters(const std::string& text) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char lead = static_cast<unsigned char>(text[i]);
    const int length = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 0;
    if (length == 0 || i + length > text.size()) {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    char32_t c = length == 1 ? lead : lead & (0x7F >> length);
    for (int k = 1; k < length; ++k) c = c << 6 | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    out.push_back(c);
    i += length;
  }
  return out;
}

// The app's font keeps ALLCLEAR_FONT_UNICODES (CMakeLists.txt): "U+0020-007E,U+00A0-00FF,U+2212,...".
bool font_has(char32_t c) {
  static const std::vector<std::pair<char32_t, char32_t>> ranges = [] {
    std::vector<std::pair<char32_t, char32_t>> parsed;
    const std::string text = ALLCLEAR_FONT_UNICODES;
    for (std::size_t start = 0; start < text.size();) {
      std::size_t end = text.find(',', start);
      if (end == std::string::npos) end = text.size();
      const std::string range = text.substr(start + 2, end - start - 2);  // after "U+"
      const std::size_t dash = range.find('-');
      const char32_t low = static_cast<char32_t>(std::stoul(range.substr(0, dash), nullptr, 16));
      const char32_t high =
          dash == std::string::npos ? low : static_cast<char32_t>(std::stoul(range.substr(dash + 1), nullptr, 16));
      parsed.emplace_back(low, high);
      start = end + 1;
    }
    return parsed;
  }();
  return std::any_of(ranges.begin(), ranges.end(), [c](const auto& r) { return c >= r.first && c <= r.second; });
}

// A reason as the table shows it: one line on a phone, every character drawn by the font.
testing::AssertionResult fits_one_line(const std::string& reason) {
  if (reason.empty()) return testing::AssertionFailure() << "no reason";
  const std::vector<char32_t> text = characters(reason);
  if (text.size() > static_cast<std::size_t>(kReasonCharacters))
    return testing::AssertionFailure() << "\"" << reason << "\" has " << text.size() << " characters";
  for (char32_t c : text)
    if (!font_has(c))
      return testing::AssertionFailure() << "\"" << reason << "\" has U+" << std::hex << static_cast<std::uint32_t>(c)
                                         << ", which the font lacks";
  return testing::AssertionSuccess();
}

// A decision of a seeded game, and the seed its hint is asked with.
struct Position {
  std::unique_ptr<State> state;
  std::uint64_t seed;
};

std::string where(const Position& p) {
  return p.state->game().info().name + ", seed " + std::to_string(p.seed) + ", step " +
         std::to_string(p.state->history().size()) + "\n" + p.state->to_string();
}

// `count` positions where a player chooses among two moves or more, from seeded games of `info`:
// players over their whole range, every other parameter from its least to its default, each seat
// a random or a quick player.
std::vector<Position> decisions(const GameInfo& info, int count) {
  std::vector<Position> positions;
  for (std::uint64_t seed = 1; static_cast<int>(positions.size()) < count; ++seed) {
    Random shape(mix_seed(seed, 0x41e7));
    GameParameters parameters;
    for (const GameParameter& p : info.parameters) {
      const int high = p.name == "players" ? p.max_value : std::clamp(p.default_value, p.min_value, p.max_value);
      parameters[p.name] =
          p.min_value + static_cast<int>(shape.below(static_cast<std::uint32_t>(high - p.min_value + 1)));
    }
    std::string error;
    const std::shared_ptr<const Game> game = load_game(info.name, parameters, &error);
    EXPECT_TRUE(game) << error;
    if (!game) return positions;
    std::vector<std::unique_ptr<Bot>> seats;
    for (int p = 0; p < game->num_players(); ++p)
      seats.push_back(make_bot(shape.below(2) ? "quick" : "random", mix_seed(seed, 1000 + p), &error));
    std::unique_ptr<State> state = game->new_initial_state();
    std::vector<std::vector<Action>> kept;
    int met = 0;
    while (!state->is_terminal()) {
      if (state->is_chance_node()) {
        if (!state->apply_action(sample_chance(*state, seed))) return positions;
        continue;
      }
      if (state->legal_actions().size() >= 2) {
        ++met;
        if (kept.size() < kPerGame) {
          kept.push_back(state->history());
        } else if (const std::uint32_t slot = shape.below(static_cast<std::uint32_t>(met)); slot < kPerGame) {
          kept[slot] = state->history();
        }
      }
      if (!state->apply_action(seats[state->current_player()]->choose(*state))) return positions;
    }
    for (const std::vector<Action>& history : kept) {
      if (static_cast<int>(positions.size()) == count) break;
      positions.push_back({replay(*game, history, &error), mix_seed(seed, history.size())});
    }
  }
  return positions;
}

const GameInfo* game_info(const std::string& name) {
  for (const GameRegistration& r : game_registrations())
    if (r.info().name == name) return &r.info();
  return nullptr;
}

// Every legal move of `kPositions` decisions of the game, with the reason its policy gives it.
void for_each_reason(const std::string& name,
                     const std::function<void(const State& before, Action chosen, const std::string& reason)>& check) {
  const GameInfo* info = game_info(name);
  ASSERT_NE(info, nullptr) << name << " is not registered";
  const std::vector<Position> positions = decisions(*info, kPositions);
  ASSERT_EQ(positions.size(), static_cast<std::size_t>(kPositions));
  for (const Position& p : positions) {
    const BotPolicy& policy = p.state->game().bot_policy();
    for (Action a : p.state->legal_actions()) {
      SCOPED_TRACE(where(p) + "move " + p.state->action_to_string(p.state->current_player(), a));
      const std::string reason = policy.reason(*p.state, a);
      SCOPED_TRACE("reason: " + reason);
      ASSERT_TRUE(fits_one_line(reason));
      ASSERT_NO_FATAL_FAILURE(check(*p.state, a, reason));
    }
  }
}

// The state once `chosen` is made.
std::unique_ptr<State> after(const State& before, Action chosen) {
  std::unique_ptr<State> state = before.clone();
  EXPECT_TRUE(state->apply_action(chosen));
  return state;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The first whole number of `text` written between `before` and `after` ("" for anything), or -1
// when the text does not say it: number("A Four: +2, and 9 coins left", "", " coin") is 9.
int number(const std::string& text, const std::string& before, const std::string& after) {
  for (std::size_t at = text.find(before); at != std::string::npos; at = text.find(before, at + 1)) {
    const std::size_t start = at + before.size();
    std::size_t end = start;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    const bool whole = start == 0 || !std::isdigit(static_cast<unsigned char>(text[start - 1]));
    if (end > start && whole && text.compare(end, after.size(), after) == 0)
      return std::stoi(text.substr(start, end - start));
  }
  return -1;
}

// The words of `text` between `before` and the next `after` (or the end), "" when it has no `before`.
std::string words(const std::string& text, const std::string& before, const std::string& after) {
  const std::size_t at = text.find(before);
  if (at == std::string::npos) return "";
  const std::size_t start = at + before.size();
  return text.substr(start, text.find(after, start) - start);
}

class EveryGameHint : public testing::TestWithParam<GameRegistration> {};

TEST_P(EveryGameHint, IsTheStrongBotsChoiceWithAReasonOnOneLine) {
  // Issue 32: "the hinted move equals the strong bot's choice in at least 200 seeded positions a
  // game"; the reason fits one line on a phone, in the font's characters.
  const GameInfo& info = GetParam().info();
  std::string error;
  ASSERT_NE(load_game(info.name, {}, &error)->bot_policy().reason, nullptr) << info.name << " gives no reason";
  const std::vector<Position> positions = decisions(info, strong_positions());
  ASSERT_EQ(positions.size(), static_cast<std::size_t>(strong_positions()));
  for (const Position& p : positions) {
    const Hint given = hint(*p.state, p.seed);
    EXPECT_EQ(given.action, make_bot("strong", p.seed, &error)->choose(*p.state)) << where(p);
    EXPECT_TRUE(fits_one_line(given.reason)) << where(p);
  }
}

TEST_P(EveryGameHint, EveryLegalMoveHasAReasonOnOneLine) {
  for_each_reason(GetParam().info().name, [](const State&, Action, const std::string&) {});
}

INSTANTIATE_TEST_SUITE_P(Registered, EveryGameHint, testing::ValuesIn(game_registrations()), registered_game_test_name);

// ---- Clear!

// Rows, columns and diagonals of the card holding 3 coins or more.
int lines_of_3_or_more(clear::SquareMask occupied) {
  int lines = 0;
  for (clear::SquareMask line : clear::geometric_line_masks()) lines += std::popcount(occupied & line) >= 3 ? 1 : 0;
  return lines;
}

TEST(ClearHint, SaysFourOnlyForALineOf4AndClearOnlyWhenTheCardIsClear) {
  // "Line of 4: ... Removing one is a Four!: it scores 2 points"; "a card is Clear! when no row,
  // column or diagonal still holds 3 or more coins".
  for_each_reason("clear", [](const State& before, Action line, const std::string& reason) {
    const auto& s = static_cast<const ClearState&>(before);
    const auto removed = static_cast<clear::SquareMask>(line);
    const clear::SquareMask left = s.card(s.current_player()).occupied() & ~removed;
    EXPECT_EQ(has(reason, "Four"), std::popcount(removed) == 4);
    EXPECT_EQ(has(reason, "+2"), std::popcount(removed) == 4);
    EXPECT_EQ(has(reason, "lears your card"), lines_of_3_or_more(left) == 0);
  });
}

TEST(ClearHint, TheCoinsAndLinesCountedAreTheCardsOnceTheLineIsRemoved) {
  // A Clear scores "10 minus the coins left on their card"; the rule of thumb's "closest to a
  // Clear" is the Line leaving the fewest excess coins.
  for_each_reason("clear", [](const State& before, Action line, const std::string& reason) {
    const auto& s = static_cast<const ClearState&>(before);
    const clear::SquareMask occupied = s.card(s.current_player()).occupied();
    const clear::SquareMask left = occupied & ~static_cast<clear::SquareMask>(line);
    const int coins = number(reason, "", " coin");
    if (coins >= 0) {
      EXPECT_EQ(coins, std::popcount(left));
    } else {
      EXPECT_TRUE(has(reason, "Best odds")) << "every reason but the odds' counts the coins left";
    }
    EXPECT_EQ(has(reason, "The only Line"),
              s.legal_actions().size() == 1 && !has(reason, "Four") && !has(reason, "lears your card"));
    EXPECT_EQ(has(reason, "(more if"), has(reason, "lears your card") && s.num_players() > 1)
        << "a lone clearer's bonus needs another card";
    const int lines = number(reason, "", " line");
    if (lines >= 0) {
      EXPECT_EQ(lines, lines_of_3_or_more(left));
    }
    int fewest = 1 << 20;
    for (Action other : s.legal_actions())
      fewest = std::min(fewest, clear::excess_coins(occupied & ~static_cast<clear::SquareMask>(other)));
    if (has(reason, "Closest to a Clear")) {
      EXPECT_EQ(clear::excess_coins(left), fewest);
    }
    const int length = number(reason, "A Line of ", "");
    if (length >= 0) {
      EXPECT_EQ(length, std::popcount(static_cast<clear::SquareMask>(line)));
    }
  });
}

// Of the 6^4 rolls of four dice, the share in whole percent (rounded) that match a Line on `card`,
// counted roll by roll.
int percent_of_rolls_matching(const clear::Card& card) {
  int hits = 0;
  for (int roll = 0; roll < 1296; ++roll) {
    const std::vector<int> dice = {roll % 6, roll / 6 % 6, roll / 36 % 6, roll / 216};
    hits += clear::removable_lines(card, dice).empty() ? 0 : 1;
  }
  return (hits * 100 + 648) / 1296;
}

TEST(ClearHint, TheOddsOfTheNextRollAreThoseOfTheCardOnceTheLineIsRemoved) {
  // "A Line of 3 ... matching any 3 of the 4 dice rolled", "a Line of 4 ... matching all 4 dice":
  // the share of rolls said to match a Line is counted over every roll of four dice; "Best odds"
  // is said only of a Line no other Line beats on it, with the next best's share, or "tied" when
  // another equals it and some other does worse.
  const auto without = [](const clear::Card& card, Action line) {
    clear::Card rest = card;
    for (int square = 0; square < clear::kSquares; ++square)
      if (line >> square & 1) rest.squares[square] = clear::kEmpty;
    return rest;
  };
  for_each_reason("clear", [&](const State& before, Action line, const std::string& reason) {
    const auto& s = static_cast<const ClearState&>(before);
    const clear::Card& card = s.card(s.current_player());
    const int said = number(reason, "", "% of rolls");
    if (said < 0) return;
    EXPECT_EQ(said, percent_of_rolls_matching(without(card, line)));
    if (has(reason, "Best odds")) {
      int others_best = 0, worst = said;
      for (Action other : s.legal_actions()) {
        if (other == line) continue;
        others_best = std::max(others_best, percent_of_rolls_matching(without(card, other)));
        worst = std::min(worst, percent_of_rolls_matching(without(card, other)));
      }
      if (has(reason, "tied")) {
        EXPECT_EQ(said, others_best);
        EXPECT_LT(worst, said);
      } else {
        EXPECT_GT(said, others_best);
        EXPECT_EQ(number(reason, "the next best, ", "%"), others_best);
      }
    }
  });
}

// ---- Roll and Clear

// The places of a reason's "row 2" or "column 3" in `grid` (none when it names no line).
std::vector<int> named_line(const roll_and_clear::Grid& grid, const std::string& reason, int* line_action) {
  std::vector<int> places;
  const int row_number = number(reason, "row ", ""), column_number = number(reason, "column ", "");
  if (row_number < 0 && column_number < 0) return places;
  const bool row = row_number >= 0;
  const int index = (row ? row_number : column_number) - 1;
  *line_action = (row ? roll_and_clear::kClearRow : roll_and_clear::kClearColumn) + index;
  for (int i = 0; i < grid.size(); ++i)
    if (row ? i / grid.columns == index : i % grid.columns == index) places.push_back(i);
  return places;
}

// "A 2 5" as values, sorted.
std::vector<int> values_named(const std::string& text) {
  std::vector<int> values;
  for (char c : text)
    if (c == 'A' || (c >= '2' && c <= '6')) values.push_back(c == 'A' ? 1 : c - '0');
  std::sort(values.begin(), values.end());
  return values;
}

TEST(RollAndClearHint, ADieIsNamedOnItsCardAndTheLineNamedNeedsTheValuesNamed) {
  // "lock any of the rolled dice on cards of the same value"; "when every card of a row or a
  // column holds a die, that line is cleared".
  for_each_reason("roll-and-clear", [](const State& before, Action action, const std::string& reason) {
    const auto& s = static_cast<const RollAndClearState&>(before);
    if (action >= roll_and_clear::kDone) return;  // placements only
    const roll_and_clear::Grid& g = s.grid(s.current_player());
    const int card = g.cards[action];
    const int value = roll_and_clear::card_value(card);
    EXPECT_EQ(reason.rfind((value == 1 ? "An " : "A ") + roll_and_clear::value_name(value) + " on the " +
                               roll_and_clear::card_name(card),
                           0),
              0u);
    int line = 0;
    const std::vector<int> places = named_line(g, reason, &line);
    ASSERT_NE(std::find(places.begin(), places.end(), action), places.end()) << "the line runs through the die";
    const std::uint32_t locked = s.locked() | std::uint32_t{1} << action;
    std::vector<int> open, dice = s.free_dice();
    dice.erase(std::find(dice.begin(), dice.end(), value));
    for (int place : places)
      if (!(locked >> place & 1)) open.push_back(roll_and_clear::card_value(g.cards[place]));
    EXPECT_EQ(has(reason, " fills "), open.empty());
    std::vector<int> to_roll;
    for (int v : open) {
      auto it = std::find(dice.begin(), dice.end(), v);
      if (it == dice.end())
        to_roll.push_back(v);
      else
        dice.erase(it);
    }
    std::sort(to_roll.begin(), to_roll.end());
    EXPECT_EQ(has(reason, "this roll can fill"), !open.empty() && to_roll.empty());
    if (has(reason, "then needs ")) {
      EXPECT_EQ(values_named(words(reason, "then needs ", ",")), to_roll);
      const int rolls_left = roll_and_clear::kRollsPerTurn - s.rolls_made();
      EXPECT_TRUE(rolls_left == 0 ? has(reason, ", no rolls left") : number(reason, ", ", " roll") == rolls_left);
    }
  });
}

TEST(RollAndClearHint, AClearNamesTheLineThatClearsAndWhatItsCardsTakeOff) {
  // "its cards leave the grid ... and your turn ends"; the others "score the sum of the values of
  // the cards left"; "Clearing a column costs a die from your next turn on; clearing a row keeps
  // them all".
  for_each_reason("roll-and-clear", [](const State& before, Action action, const std::string& reason) {
    const auto& s = static_cast<const RollAndClearState&>(before);
    if (action < roll_and_clear::kDone) return;  // ending a placement, or choosing a line
    const std::unique_ptr<State> moved = after(before, action);
    const auto& a = static_cast<const RollAndClearState&>(*moved);
    const roll_and_clear::Grid& g = s.grid(s.current_player());
    const bool cleared = a.rounds_completed() > s.rounds_completed() || a.grid(s.current_player()).size() < g.size();
    EXPECT_EQ(reason.rfind("Clears ", 0) == 0, cleared);
    int line = 0;
    const std::vector<int> places = named_line(g, reason, &line);
    if (cleared) {
      const RollAndClearState::Cleared& c = a.last_cleared();
      EXPECT_EQ(line, c.row >= 0 ? roll_and_clear::kClearRow + c.row : roll_and_clear::kClearColumn + c.column);
      int points = 0;
      for (int card : c.cards) points += roll_and_clear::card_value(card);
      const int said = number(reason, "", " point");
      if (said >= 0) {
        EXPECT_EQ(said, points);
      }
      const int cards = number(reason, "", " card");
      if (cards >= 0) {
        EXPECT_EQ(cards, static_cast<int>(c.cards.size()));
      }
      const int dice = std::max(number(reason, "you keep ", " di"), number(reason, "; ", " di"));
      if (a.rounds_completed() == s.rounds_completed()) {
        EXPECT_EQ(dice, s.dice_for(s.current_player()) - (c.row < 0));
      }
    }
    if (has(reason, "No line can be filled: the third roll")) {
      for (Action line = 0; line < 2; ++line) {  // every row, then every column
        for (int index = 0; index < (line == 0 ? g.rows : g.columns); ++index) {
          std::vector<int> dice = s.free_dice();
          bool covered = true;
          for (int i = 0; i < g.size(); ++i) {
            if ((line == 0 ? i / g.columns : i % g.columns) != index || (s.locked() >> i & 1)) continue;
            auto it = std::find(dice.begin(), dice.end(), roll_and_clear::card_value(g.cards[i]));
            covered = covered && it != dice.end();
            if (it != dice.end()) dice.erase(it);
          }
          EXPECT_FALSE(covered) << (line == 0 ? "row " : "column ") << index + 1 << " can be filled";
        }
      }
    }
    const int rolled = number(reason, "Rolls ", " di");
    if (rolled >= 0) {
      EXPECT_EQ(a.phase(), roll_and_clear::Phase::kRolling);
      EXPECT_EQ(rolled, a.dice_to_roll());
      if (has(reason, "it needs ")) {
        std::vector<int> open;
        for (int place : places)
          if (!(s.locked() >> place & 1)) open.push_back(roll_and_clear::card_value(g.cards[place]));
        std::sort(open.begin(), open.end());
        EXPECT_EQ(values_named(words(reason, "it needs ", ",")), open);
      }
    }
  });
}

// ---- Clear Ace

// The cards a reason names ("the queen of hearts"), each once.
std::vector<int> clear_ace_cards_named(const std::string& reason) {
  std::vector<int> cards;
  for (int card = 0; card < clear_ace::kCards; ++card) {
    const std::string name = clear_ace::card_name(card);
    for (std::size_t at = reason.find(name); at != std::string::npos; at = reason.find(name, at + 1)) {
      const bool alone =
          (at == 0 || reason[at - 1] == ' ') &&
          (at + name.size() == reason.size() || !std::isalnum(static_cast<unsigned char>(reason[at + name.size()])));
      if (alone) {
        cards.push_back(card);
        break;
      }
    }
  }
  return cards;
}

// The opponent's face-up card the player answers (-1: none).
int answered_card(const ClearAceState& s) {
  const auto& table = s.table();
  const bool answering =
      !table.empty() && table.back().player != s.current_player() && table.back().face_up && !table.back().revealed;
  return answering ? table.back().card : -1;
}

TEST(ClearAceHint, NamesTheCardPlayedAndNoCardThePlayerCannotSee) {
  // Hands and piles are hidden: a reason may name the player's own cards and the face-up card
  // they answer, nothing else.
  for_each_reason("clear-ace", [](const State& before, Action card, const std::string& reason) {
    const auto& s = static_cast<const ClearAceState&>(before);
    EXPECT_TRUE(has(reason, clear_ace::card_name(card)));
    const std::vector<int>& hand = s.hand(s.current_player());
    for (int named : clear_ace_cards_named(reason))
      EXPECT_TRUE(std::find(hand.begin(), hand.end(), named) != hand.end() || named == answered_card(s))
          << clear_ace::card_name(named) << " is not the player's to see";
  });
}

TEST(ClearAceHint, BeatsTiesAndLosesAreTheRulesComparison) {
  // "The higher card wins"; "a 2 beats an ace" (in the showdown, a 2 beats a king); a tie is a duel.
  for_each_reason("clear-ace", [](const State& before, Action card, const std::string& reason) {
    const auto& s = static_cast<const ClearAceState&>(before);
    const bool showdown = s.in_showdown();
    const int answered = answered_card(s);
    const std::vector<int>& hand = s.hand(s.current_player());
    if (answered < 0) {
      EXPECT_FALSE(has(reason, "beats the") || has(reason, "ties") || has(reason, "loses")) << "nothing to answer";
    } else {
      const int result = clear_ace::compare(card, answered, showdown);
      EXPECT_EQ(has(reason, " ties "), result == 0);
      EXPECT_EQ(has(reason, " loses to ") || has(reason, "Nothing"), result < 0);
      for (int c : hand) {
        if (has(reason, "Nothing in your hand beats") || has(reason, "Nothing beats")) {
          EXPECT_LE(clear_ace::compare(c, answered, showdown), 0) << clear_ace::card_name(c);
        }
        if (has(reason, "cheapest") && clear_ace::card_rank(c) < clear_ace::card_rank(card)) {
          EXPECT_LE(clear_ace::compare(c, answered, showdown), 0) << clear_ace::card_name(c) << " is cheaper";
        }
      }
      if (has(reason, " stays in hand")) {
        const std::string kept = words(reason, "; your ", " stays in hand");
        EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [&](int c) {
          return clear_ace::card_name(c).rfind(kept + " of", 0) == 0 && clear_ace::compare(c, answered, showdown) > 0;
        })) << "the card kept would have beaten it";
      }
    }
    auto rank_of = [](int c) { return clear_ace::card_rank(c); };
    for (int c : hand) {
      if (has(reason, "your highest card") && !clear_ace::is_ace(c)) {
        EXPECT_LE(rank_of(c), rank_of(card));
      }
      if (has(reason, "your lowest")) {
        EXPECT_GE(rank_of(c), rank_of(card));
      }
    }
    if (has(reason, "that is not an ace")) {
      EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [](int c) { return clear_ace::is_ace(c); }));
    }
    if (has(reason, "only a 2 beats it")) {
      EXPECT_TRUE(clear_ace::is_ace(card) && !showdown);
    }
  });
}

// ---- Risky Business

// The card signs ("K♦") a reason names.
std::vector<std::string> signs_named(const std::string& reason) {
  std::vector<std::string> signs;
  for (int card = 0; card < risky_business::kDeckSize; ++card) {
    const std::string sign = risky_business::card_sign(card);
    const std::size_t at = reason.find(sign);
    if (at != std::string::npos && (at == 0 || reason[at - 1] == ' ')) signs.push_back(sign);
  }
  return signs;
}

std::string pile_words(int k) { return "pile\xC2\xA0" + std::to_string(k + 1); }

int row_points(const std::vector<int>& row) {
  int points = 0;
  for (int c : row) points += risky_business::card_points(c);
  return points;
}

TEST(RiskyBusinessHint, SaysAPileClearsOnlyWhenThePlayClearsIt) {
  // "A king played on a pile clears it: -1 point. A fourth card of one rank on a pile (four of a
  // kind) clears it: -2 points."
  for_each_reason("risky-business", [](const State& before, Action action, const std::string& reason) {
    const auto& s = static_cast<const RiskyBusinessState&>(before);
    const std::unique_ptr<State> moved = after(before, action);
    const auto& a = static_cast<const RiskyBusinessState&>(*moved);
    const int me = s.current_player();
    const bool play = s.phase() == risky_business::Phase::kMove && action < risky_business::kSwap;
    const int pile = play ? action % risky_business::kPiles : -1;
    for (int k = 0; k < risky_business::kPiles; ++k) {
      EXPECT_EQ(has(reason, "clears " + pile_words(k) +
                                ": \xE2\x88\x92"
                                "1"),
                k == pile && a.kings(me) > s.kings(me));
      EXPECT_EQ(has(reason, "four of a kind on " + pile_words(k) +
                                ": \xE2\x88\x92"
                                "2"),
                k == pile && a.quads(me) > s.quads(me));
    }
    if (has(reason, "makes three ")) {
      EXPECT_TRUE(pile >= 0 && a.pile(pile).size() == 3u);
    }
  });
}

TEST(RiskyBusinessHint, TheRowsPointsAndTheCardsNamedAreWhatThePlayerSees) {
  // "The rest of your hand swaps with the discard row": the row's points are what the turn's end
  // gives. Hands are hidden: a reason names only the player's hand, the row and the piles.
  for_each_reason("risky-business", [](const State& before, Action action, const std::string& reason) {
    const auto& s = static_cast<const RiskyBusinessState&>(before);
    std::vector<std::string> seen;
    auto see = [&seen](const std::vector<int>& cards) {
      for (int c : cards) seen.push_back(risky_business::card_sign(c));
    };
    see(s.hand(s.current_player()));
    see(s.row());
    for (int k = 0; k < risky_business::kPiles; ++k) see(s.pile(k));
    for (const std::string& sign : signs_named(reason))
      EXPECT_NE(std::find(seen.begin(), seen.end(), sign), seen.end()) << sign << " is not the player's to see";
    const int row = row_points(s.row());
    for (const char* words_before : {"the row's ", "keeps its "}) {
      const int said = number(reason, words_before, " ");
      if (said >= 0) {
        EXPECT_EQ(said, row) << words_before;
      }
    }
    // "your turn's end costs 31, not 36": the hand's lowest card (the one set aside) and the row
    // taken home, before the swap and after it.
    if (has(reason, "costs ")) {
      const auto cost = [](const std::vector<int>& hand, const std::vector<int>& row) {
        int low = 100;
        for (int c : hand) low = std::min(low, risky_business::card_points(c));
        return low + row_points(row);
      };
      const int given = (action - risky_business::kSwap) / risky_business::kMaxCards;
      const int taken = (action - risky_business::kSwap) % risky_business::kMaxCards;
      std::vector<int> hand = s.hand(s.current_player()), row = s.row();
      const int before_swap = cost(hand, row);
      *std::find(hand.begin(), hand.end(), given) = taken;
      *std::find(row.begin(), row.end(), taken) = given;
      const int after_swap = cost(hand, row);
      EXPECT_EQ(number(reason, "costs ", ""), after_swap);
      if (has(reason, ", not ")) {
        EXPECT_EQ(number(reason, ", not ", ""), before_swap);
        EXPECT_LT(after_swap, before_swap);
      } else if (has(reason, "up from ")) {
        EXPECT_EQ(number(reason, "up from ", ""), before_swap);
        EXPECT_GT(after_swap, before_swap);
      } else {
        EXPECT_TRUE(has(reason, "still costs"));
        EXPECT_EQ(after_swap, before_swap);
      }
    }
    if (has(reason, " next")) {
      // "to play on pile 2 next", "a king to clear a pile with next": the card swapped in may
      // then be played, and the swap leaves a move to play it with.
      const int taken = (action - risky_business::kSwap) % risky_business::kMaxCards;
      const std::unique_ptr<State> swapped = after(before, action);
      bool playable = false;
      for (int pile = 0; pile < risky_business::kPiles; ++pile)
        playable = playable || swapped->is_legal(risky_business::kPlay + taken * risky_business::kPiles + pile);
      EXPECT_TRUE(playable);
      const int pile = number(reason, "on pile\xC2\xA0", " next");
      if (pile >= 0) {
        EXPECT_TRUE(swapped->is_legal(risky_business::kPlay + taken * risky_business::kPiles + pile - 1));
      }
    }
  });
}

// ---- Bingo Battle

// The squares a text names ("the 3 of moons and ace of arms"), as a mask.
bingo::SquareMask squares_named(const std::string& text) {
  bingo::SquareMask squares = 0;
  for (int square = 0; square < bingo::kSquares; ++square) {
    const std::string name = bingo::square_name(square);
    const std::size_t at = text.find(name);
    if (at != std::string::npos && (at == 0 || text[at - 1] == ' ')) squares |= bingo::SquareMask{1} << square;
  }
  return squares;
}

TEST(BingoHint, TheStacksLocksAndClaimsNamedAreWhatTheChoiceMakes) {
  // "every stack of 3 unlocked coins gets one of the roller's free pawns"; "locking a new stack
  // claims your older locks"; a claim is +1 on the claimer's tile.
  for_each_reason("bingo", [](const State& before, Action action, const std::string& reason) {
    const auto& s = static_cast<const BingoState&>(before);
    const std::unique_ptr<State> moved = after(before, action);
    const auto& a = static_cast<const BingoState&>(*moved);
    const int me = s.current_player();
    // The squares named before a ";" are what the choice made; after it, what it left.
    const std::size_t split = reason.find(';');
    const bingo::SquareMask made = squares_named(reason.substr(0, split));
    const bingo::SquareMask left = split == std::string::npos ? 0 : squares_named(reason.substr(split));
    auto starts = [&reason](const char* words) { return reason.rfind(words, 0) == 0; };
    for (int square = 0; square < bingo::kSquares; ++square) {
      SCOPED_TRACE(bingo::square_name(square));
      const bingo::Stack& now = a.stack(square);
      if (left >> square & 1) {
        EXPECT_FALSE(now.locked());
      }
      if (!(made >> square & 1)) continue;
      if (starts("Locks ") || starts("A third coin locks") || starts("Third coins lock")) {
        EXPECT_EQ(now.owner, me);
      }
      if (starts("A new stack of 3 claims")) {
        EXPECT_EQ(s.stack(square).owner, me) << "was the player's lock";
        EXPECT_FALSE(now.locked());
      }
      if (starts("A coin short of a lock")) {
        EXPECT_EQ(now.coins, 2);
      }
      if (starts("Starts")) {
        EXPECT_EQ(now.coins, 1);
      }
      if (starts("Stacks of 3")) {
        EXPECT_EQ(now.coins, 3);
      }
      if (starts("No free pawn")) {
        EXPECT_FALSE(now.locked());
      }
    }
    const int claims = number(reason, "(+", ")");
    if (claims >= 0) {
      EXPECT_EQ(a.claims(me) - s.claims(me), claims);
    }
    if (has(reason, "pick the locks")) {
      EXPECT_EQ(a.phase(), bingo::Phase::kLocking);
    }
    if (has(reason, "you win") || has(reason, "all four tiles")) {
      EXPECT_EQ(a.winners(), std::vector<int>{me});
    }
  });
}

}  // namespace
}  // namespace allclear
