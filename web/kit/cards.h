// Playing cards drawn with ImDrawList, shared by the card games (Clear Ace, Risky Business):
// faces (hearts and diamonds red, clubs and spades black, each suit its own shape, so suits
// read without colour), backs, and face-down piles with their height.
#pragma once
#include "imgui.h"

namespace allclear::web {

// A card's face: `rank` 1 or 14 is the ace, 2..10, 11 jack, 12 queen, 13 king; `suit` 0 clubs,
// 1 diamonds, 2 hearts, 3 spades (the order of core/playing_cards.h).
struct CardFace {
  int rank;
  int suit;
};

// The rank and suit in the top corner and a large suit below (small cards: the rank over the
// suit). `alpha` fades a card that has left play.
void draw_card_front(ImDrawList* dl, ImVec2 min, float w, float h, CardFace face, float alpha = 1.0f);
void draw_card_back(ImDrawList* dl, ImVec2 min, float w, float h, float alpha = 1.0f);
// A face-down pile of `count` cards (a few edges show its height), with the count on top; an
// empty pile is an outline saying "empty".
void draw_card_pile(ImDrawList* dl, ImVec2 min, float w, float h, int count, bool show_count = true);

}  // namespace allclear::web
