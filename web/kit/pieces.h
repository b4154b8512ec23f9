// Pieces drawn with ImDrawList, shared by the tables: piecepack suits (told apart by shape and
// colour), coins, dice and pawns; plain dice with pips.
#pragma once
#include "imgui.h"

namespace allclear::web {

ImU32 with_alpha(ImU32 colour, float alpha);
// Text centred on a point.
void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const char* text);

ImU32 suit_colour(int suit);  // suns, moons, crowns, arms
// A suit's symbol in its colour (or `ink`) over `background` (the moon's crescent is cut with it).
void draw_suit(ImDrawList* dl, ImVec2 centre, float size, int suit, ImU32 background, ImU32 ink = 0);
// A coin's face: its suit above, its rank below (coin id = suit * 6 + rank; rank 0 is null).
void draw_coin(ImDrawList* dl, ImVec2 centre, float radius, int coin);
// A die of a suit's colour showing its suit's symbol over a face (0 null, 1 ace, 2-5).
void draw_die(ImDrawList* dl, ImVec2 min, float size, int face, int suit);
// A plain die with pips (1-6; anything else shows "?"), `body` and `edge` coloured.
void draw_pip_die(ImDrawList* dl, ImVec2 min, float size, int value, ImU32 body, ImU32 edge, float edge_w);
// A tumbling die's sway, sin(phase): the phase (the page's clock times 40, growing while it stays
// open) is taken into one turn in double, then its sine is taken in float, as precise at any hour;
// the double sine would bring its own argument reduction into the page (about 1.5 KB gzip).
float tumble_sine(double phase);
// A pawn; `banded` draws a dark band across its body, a second player's sign without colour.
void draw_pawn(ImDrawList* dl, ImVec2 centre, float height, ImU32 colour, bool banded = false);
// Fades what was drawn into `dl` since vertex `first` (dl->VtxBuffer.Size before drawing it) to
// `alpha` of its opacity: a piece fading in or out where it stands (reduced motion).
void fade_drawn(ImDrawList* dl, int first, float alpha);
// "-", "A", "2", ... for faces and ranks 0..5.
const char* rank_symbol(int rank);

}  // namespace allclear::web
