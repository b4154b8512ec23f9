// Names of standard playing cards, shared by the games played with a 52-card deck (Clear Ace
// counts the ace as 14, Risky Business as 1; both are "ace" here).
#pragma once
#include <string>
#include <vector>

namespace allclear {

std::string playing_card_name(int rank, int suit);   // "queen of hearts", "2 of clubs"
std::string playing_card_short(int rank, int suit);  // "QH", "2C", "10D", "AS"
std::string playing_card_sign(int rank, int suit);   // "Q♥", "2♣", "10♦", "A♠": as its corner shows it
// Cards as short names separated by spaces ("-" for none), each named by `short_name`.
std::string playing_cards_text(const std::vector<int>& cards, std::string (*short_name)(int card));

}  // namespace allclear
