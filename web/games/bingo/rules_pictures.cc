// The pictures of Bingo Battle's Rules screen (Table::draw_rules_picture), drawn with the table's
// own board, coins and pawns on a real position: the guided first game's two locks (its move 2),
// so the picture and its "Try it" show the same stacks.
#include <algorithm>

#include "games/bingo/table.h"
#include "kit/tutorial.h"
#include "kit/ui.h"

namespace allclear::web::bingo {

float BingoTable::draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const {
  if (picture != "lock") return 0.0f;
  constexpr int kMove = 2;  // the script's roll after the person's first locks
  constexpr int kPerson = 0;
  const Match* position = tutorial_position(kMove);
  if (!position) return 0.0f;
  const auto& s = of(position->state());
  const Moment m = moment_of(s, nullptr, nullptr);
  std::vector<std::string> names;
  for (const Seat& seat : position->seats()) names.push_back(seat.name);
  // The board's top rows, down to the person's lowest lock, as the table draws them.
  int rows = 2, locks = 0;
  for (int sq = 0; sq < core::kSquares; ++sq)
    if (m.stacks[sq].locked() && m.stacks[sq].owner == kPerson) {
      rows = std::max(rows, core::square_rank(sq));
      ++locks;
    }
  constexpr float kCaptionH = 24.0f;
  BoardGeometry g;
  g.min = at;
  g.cell_w = std::min(84.0f, width / core::kSuits);
  g.cell_h = std::min(g.cell_w * 0.8f, (200.0f - g.header_h - kCaptionH) / rows);
  BoardLook look;
  look.rows = rows;
  draw_board(dl, g, m, look, names);
  // The person's locks ringed, as the table rings the square a step is about.
  const float margin = std::max(2.0f, g.cell_w * 0.03f);
  for (int sq = 0; sq < core::kSquares; ++sq) {
    if (!m.stacks[sq].locked() || m.stacks[sq].owner != kPerson || core::square_rank(sq) > rows) continue;
    const ImVec2 c = g.cell(sq);
    dl->AddRect(ImVec2(c.x + margin - 1, c.y + margin - 1),
                ImVec2(c.x + g.cell_w - margin + 1, c.y + g.cell_h - margin + 1), IM_COL32_WHITE, g.cell_w * 0.1f, 0,
                3.5f);
  }
  const float board_h = g.header_h + rows * g.cell_h;
  const Box caption{ImVec2(at.x, at.y + board_h + 4.0f), ImVec2(width, kCaptionH - 4.0f)};
  const std::string words = "3 coins: " + names[kPerson] + (locks > 1 ? "'s pawns lock them" : "'s pawn locks it");
  table_text_line(dl, fonts().body, 15.0f, caption.min, colour::kText, words, width, caption);
  return board_h + kCaptionH;
}

}  // namespace allclear::web::bingo
