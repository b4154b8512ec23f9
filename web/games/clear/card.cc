// A Clear! card: six face-down tiles of 2 x 2 squares, its coins, and the Lines to choose from.
#include <algorithm>

#include "games/clear/table.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web::clear {

ImVec2 square_centre(ImVec2 m, float square, int sq) {
  const int row = sq / core::kColumns, col = sq % core::kColumns;
  return ImVec2(m.x + (col + 0.5f) * square, m.y + (row + 0.5f) * square);
}

ImVec2 draw_card(ImDrawList* dl, ImVec2 m, float square, const core::Card& card, const CardLook& look) {
  const ImVec2 size(square * core::kColumns, square * core::kRows);
  // Six face-down tiles, 3 across by 2 down, each holding 2 x 2 squares.
  const float gap = std::max(1.0f, square * 0.04f);
  for (int ty = 0; ty < 2; ++ty)
    for (int tx = 0; tx < 3; ++tx) {
      const ImVec2 a(m.x + tx * 2 * square + gap, m.y + ty * 2 * square + gap);
      const ImVec2 b(a.x + 2 * square - 2 * gap, a.y + 2 * square - 2 * gap);
      dl->AddRectFilled(a, b, colour::kTile, square * 0.12f);
      dl->AddRect(a, b, colour::kTileEdge, square * 0.12f, 0, std::max(1.0f, square * 0.03f));
      dl->AddLine(ImVec2((a.x + b.x) * 0.5f, a.y + 4), ImVec2((a.x + b.x) * 0.5f, b.y - 4),
                  IM_COL32(255, 255, 255, 18));
      dl->AddLine(ImVec2(a.x + 4, (a.y + b.y) * 0.5f), ImVec2(b.x - 4, (a.y + b.y) * 0.5f),
                  IM_COL32(255, 255, 255, 18));
    }
  const float radius = square * 0.42f;
  // Legal lines as faint strokes under the coins.
  auto stroke = [&](core::SquareMask mask, ImU32 col, float thickness) {
    int first = -1, last = -1;
    for (int sq = 0; sq < core::kSquares; ++sq)
      if (mask >> sq & 1) {
        if (first < 0) first = sq;
        last = sq;
      }
    if (first < 0) return;
    dl->AddLine(square_centre(m, square, first), square_centre(m, square, last), col, thickness);
  };
  for (core::SquareMask line : look.faint_lines) stroke(line, colour::kGlowFaint, std::max(2.0f, square * 0.08f));
  // A Four is marked apart from the Lines of 3: a wide band under its coins, and a bright line.
  for (core::SquareMask line : look.fours) {
    stroke(line, with_alpha(colour::kGlow, 0.35f), square * 0.5f);
    stroke(line, colour::kGlow, std::max(3.0f, square * 0.1f));
  }
  // The other Lines through the tapped coin: plainly drawn, so the choice is seen.
  for (core::SquareMask line : look.choices)
    stroke(line, with_alpha(colour::kText, 0.85f), std::max(3.0f, square * 0.09f));
  // The Line removed by the latest roll, traced through its empty places: a bot's move is seen
  // on its small card, not only read.
  stroke(look.ghost, with_alpha(colour::kGlow, 0.55f), std::max(2.0f, square * 0.1f));
  for (int sq = 0; sq < core::kSquares; ++sq) {
    const ImVec2 c = square_centre(m, square, sq);
    if (look.ghost >> sq & 1)
      dl->AddCircle(c, radius * 0.9f, with_alpha(colour::kGlow, 0.8f), 24, std::max(1.5f, square * 0.06f));
    if (look.glow >> sq & 1 && !(look.selected >> sq & 1))
      dl->AddCircleFilled(c, radius * 1.14f, with_alpha(colour::kGlow, 0.75f), 32);
    if (look.selected >> sq & 1) dl->AddCircleFilled(c, radius * 1.2f, colour::kSelected, 32);
  }
  if (look.selected) stroke(look.selected, colour::kSelected, std::max(4.0f, square * 0.16f));
  for (int sq = 0; sq < core::kSquares; ++sq)
    if (card.squares[sq] != core::kEmpty) draw_coin(dl, square_centre(m, square, sq), radius, card.squares[sq]);
  if (look.selected) {
    for (int sq = 0; sq < core::kSquares; ++sq)
      if (look.selected >> sq & 1)
        dl->AddCircle(square_centre(m, square, sq), radius * 1.02f, colour::kSelected, 32,
                      std::max(3.0f, square * 0.06f));
  }
  return size;
}

}  // namespace allclear::web::clear
