// Builds Clear! positions for tests: cards from a picture, and games dealt to order.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/clear/clear.h"

namespace allclear::testing {

// Rank of a symbol: "-" null, "A" ace, "2".."5"; "." an empty square.
inline int rank_of(const std::string& symbol) {
  if (symbol == "-") return clear::kNull;
  if (symbol == "A") return clear::kAce;
  return std::stoi(symbol);
}

// A card from four rows of six symbols; coins get suits in order so each coin is distinct.
inline clear::Card card_from(const std::vector<std::string>& rows) {
  clear::Card card;
  card.squares.fill(clear::kEmpty);
  int suit_of_rank[clear::kRanks] = {};
  for (int r = 0; r < clear::kRows; ++r) {
    std::istringstream in(rows[r]);
    for (int c = 0; c < clear::kColumns; ++c) {
      std::string symbol;
      in >> symbol;
      if (symbol == ".") continue;
      const int rank = rank_of(symbol);
      card.squares[clear::square_of(r, c)] = (suit_of_rank[rank]++ % clear::kSuits) * clear::kRanks + rank;
    }
  }
  return card;
}

inline std::vector<int> dice(const std::string& symbols) {
  std::vector<int> faces;
  std::istringstream in(symbols);
  for (std::string s; in >> s;) faces.push_back(rank_of(s));
  return faces;
}

// Rolls the dice one by one, as the chance nodes come.
inline bool roll(State& state, const std::string& symbols) {
  for (int face : dice(symbols))
    if (!state.apply_action(face)) return false;
  return true;
}

inline clear::SquareMask squares(const std::vector<std::string>& names) {
  clear::SquareMask m = 0;
  for (const std::string& n : names) m |= clear::SquareMask{1} << clear::square_of(n[1] - '1', n[0] - 'a');
  return m;
}

// A new game whose cards are dealt as pictured (each picture a full card: four of each rank).
inline std::unique_ptr<ClearState> dealt_game(const std::vector<std::vector<std::string>>& pictures, int rounds = 7) {
  std::string error;
  auto game = load_game("clear", {{"players", static_cast<int>(pictures.size())}, {"rounds", rounds}}, &error);
  EXPECT_NE(game, nullptr) << error;
  auto state = std::unique_ptr<ClearState>(static_cast<ClearState*>(game->new_initial_state().release()));
  for (const auto& picture : pictures) {
    const clear::Card card = card_from(picture);
    for (int s = 0; s < clear::kSquares; ++s) EXPECT_TRUE(state->apply_action(card.squares[s]));
  }
  EXPECT_EQ(state->phase(), clear::Phase::kRolling);
  return state;
}

// A full card on which no two equal ranks touch, so four equal dice match nothing.
inline const std::vector<std::string> kNoTwoAlike = {
    "- A 2 3 4 5",
    "2 3 4 5 - A",
    "4 5 - A 2 3",
    "A 2 3 4 5 -",
};

}  // namespace allclear::testing
