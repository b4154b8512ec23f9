#include "core/playing_cards.h"

namespace allclear {

namespace {

// Ranks 1 (or 14) = ace, 2..10, 11 = jack, 12 = queen, 13 = king; suits clubs, diamonds, hearts,
// spades.
int rank_index(int rank) { return rank == 14 ? 0 : rank - 1; }

// A rank as a card's corner shows it.
const char* rank_corner(int rank) {
  static const char* const kRanks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  return kRanks[rank_index(rank)];
}

}  // namespace

std::string playing_card_name(int rank, int suit) {
  static const char* const kRanks[] = {"ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"};
  static const char* const kSuits[] = {"clubs", "diamonds", "hearts", "spades"};
  std::string text = kRanks[rank_index(rank)];
  text += " of ";
  text += kSuits[suit];
  return text;
}

std::string playing_card_short(int rank, int suit) {
  static const char kSuits[] = {'C', 'D', 'H', 'S'};
  std::string text = rank_corner(rank);
  text += kSuits[suit];
  return text;
}

std::string playing_card_sign(int rank, int suit) {
  static const char* const kSuits[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"};  // ♣ ♦ ♥ ♠
  return std::string(rank_corner(rank)) + kSuits[suit];
}

std::string playing_cards_text(const std::vector<int>& cards, std::string (*short_name)(int card)) {
  std::string text;
  for (int c : cards) {
    if (!text.empty()) text += ' ';
    text += short_name(c);
  }
  return text.empty() ? "-" : text;
}

}  // namespace allclear
