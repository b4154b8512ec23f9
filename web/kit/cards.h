// Playing cards drawn with ImDrawList, shared by the card games (Clear Ace, Risky Business):
// faces (hearts and diamonds red, clubs and spades black, each suit its own shape, so suits
// read without colour), backs, and face-down piles with their height.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "imgui.h"
#include "kit/motion.h"

namespace allclear::web {

// A card's face: `rank` 1 or 14 is the ace, 2..10, 11 jack, 12 queen, 13 king; `suit` 0 clubs,
// 1 diamonds, 2 hearts, 3 spades (the order of core/playing_cards.h).
struct CardFace {
  int rank;
  int suit;
};

// The card as its corner shows it, for lines of text: "K♠", "10♥" (short enough for a news line
// that tells a whole move; the suits are DejaVu's signs, distinct in shape).
std::string card_sign(CardFace face);

// The rank and suit in the top corner and a large suit below (small cards: the rank over the
// suit). `alpha` fades a card that has left play.
void draw_card_front(ImDrawList* dl, ImVec2 min, float w, float h, CardFace face, float alpha = 1.0f);
void draw_card_back(ImDrawList* dl, ImVec2 min, float w, float h, float alpha = 1.0f);
// A face-down pile of `count` cards (a few edges show its height), with the count on top; an
// empty pile is an outline saying "empty".
void draw_card_pile(ImDrawList* dl, ImVec2 min, float w, float h, int count, bool show_count = true);

// A card on its way (kit/motion.h) from the rectangle `from` to `to` (its size changes with
// it), face up (`face`) or face down (null), lifted a little in the middle of its way; with
// reduced motion it fades in at `to`.
void draw_card_on_its_way(ImDrawList* dl, const Box& from, const Box& to, const Motion& motion, const CardFace* face);

// The places of a hand's cards through a turn: a card keeps its place while the hand changes
// around it (a card played, one drawn, picked up or swapped in, one sent to refill a pile), so
// nothing moves under a finger; a place left empty closes at the turn's end.
class HandPlaces {
 public:
  // Each card's place (by index of `hand`) in the turn `turn` (any number that changes from one
  // turn to the next); `history` (the game's history size) going back means a new game. `gap`:
  // the index of `hand` where the next card goes (-1: none); `*gap_place` gets its place (-1
  // when none). A turn starts with `at_least` places (a card to come has its place kept).
  std::vector<int> places(const std::vector<int>& hand, long turn, std::size_t history, int gap, int* gap_place,
                          int at_least = 0);
  // How many places the hand takes this turn (at least its cards).
  int count() const { return static_cast<int>(cards_.size()); }

 private:
  long turn_ = -1;
  std::size_t history_ = 0;
  std::vector<int> cards_;  // the card in each place, -1 for an empty place
};

}  // namespace allclear::web
