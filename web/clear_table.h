// Drawing Clear!'s pieces with ImDrawList: piecepack coins (rank symbol, suit told apart by
// shape and colour), dice, cards of 6 x 4 squares laid on face-down tiles, scratch pawns.
#pragma once
#include <cstdint>
#include <vector>

#include "core/clear/clear.h"
#include "imgui.h"

namespace allclear::web {

ImU32 suit_colour(int suit);
void draw_suit(ImDrawList* dl, ImVec2 centre, float size, int suit, ImU32 background);
void draw_coin(ImDrawList* dl, ImVec2 centre, float radius, int coin);
void draw_die(ImDrawList* dl, ImVec2 min, float size, int face, int suit);
void draw_pawn(ImDrawList* dl, ImVec2 centre, float height, bool filled);

struct CardLook {
  clear::SquareMask glow = 0;        // coins on a legal line
  std::vector<clear::SquareMask> faint_lines;
  clear::SquareMask selected = 0;    // the chosen line
  clear::SquareMask ghost = 0;       // squares just emptied
};
// The card's squares are size x size; returns the card's size.
ImVec2 draw_card(ImDrawList* dl, ImVec2 min, float square, const clear::Card& card, const CardLook& look);
ImVec2 square_centre(ImVec2 card_min, float square, int sq);

}  // namespace allclear::web
