// The game-over summary: who won and why, each player's scoring tiles, the solitaire scores
// and the board as the game ended.
#include <cstdio>

#include "games/bingo/table.h"
#include "kit/host.h"

namespace allclear::web::bingo {

bool BingoTable::round_finished() const { return state().is_terminal(); }

void BingoTable::draw_summary(Host& host) {
  const BingoState& s = state();
  const std::vector<int> winners = s.winners();
  std::string headline;
  if (s.solitaire())
    headline = plural(s.claims(0), "claim", "claims") + (new_best_ ? ": a new best!" : "");
  else if (winners.size() == 1)
    headline = name(winners[0]) + " wins with " + plural(s.claims(winners[0]), "claim", "claims") + "!";
  else
    headline = "A tie: " + winners_line() + ", " + plural(s.claims(0), "claim", "claims") + " each";
  begin_summary(*this, "Game over", headline);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const bool won = !s.events().empty() && s.events().back().kind == EventKind::kWin;
  std::string reason =
      won ? (s.solitaire() ? "Every scoring tile is full" : name(winners[0]) + " filled the scoring tile")
          : std::string("The kitty was empty and a roll changed nothing");
  reason += ", after " + plural(s.rolls(), "roll", "rolls") + ".";
  muted_text(reason.c_str());
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Each player's scoring tiles.
  for (int p = 0; p < s.num_players(); ++p) {
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const int tiles = s.solitaire() ? core::kSolitaireTiles : 1;
    const float tile = std::min(56.0f, (w - 3 * 8.0f) / 4);
    const std::string line = name(p) + ": " + plural(s.claims(p), "claim", "claims");
    dl->AddText(fonts().bold, kBodySize, at, player_colour(p), line.c_str());
    draw_scoring_tiles(dl, ImVec2(at.x, at.y + 26.0f), tile, 8.0f, tiles, s.claims(p));
    ImGui::Dummy(ImVec2(w, 26.0f + tile + 4.0f));
  }
  if (s.solitaire()) {
    ImGui::Separator();
    heading(("Best solitaire score: " + plural(solitaire_.best, "claim", "claims")).c_str());
    const std::size_t n = solitaire_.games.size(), from = n > 10 ? n - 10 : 0;
    std::string latest = "Latest games:";
    for (std::size_t i = from; i < n; ++i)
      latest += (i > from ? ", " : " ") + std::to_string(solitaire_.games[i].claims);
    muted_text((latest + " (" + plural(static_cast<int>(n), "game", "games") + " kept on this device)").c_str());
  }
  // The board as the game ended.
  ImGui::Separator();
  {
    BoardGeometry g;
    g.header_h = 24.0f;
    g.cell_w = std::min(60.0f, w / core::kSuits);
    g.cell_h = g.cell_w * 0.8f;
    g.min = ImGui::GetCursorScreenPos();
    BoardLook look;
    look.owner_tags = false;  // each stack's count shows; its pawn says whose it is
    draw_board(dl, g, moment_of(s, nullptr, nullptr), look, names());
    ImGui::Dummy(g.size());
    if (!s.solitaire()) {
      muted_text(
          ("A locked stack carries its owner's pawn: " + name(0) + "'s plain, " + name(1) + "'s banded.").c_str());
    }
  }
  const std::string seed = number_name() + " " + std::to_string(match()->seed());
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  ImGui::TextUnformatted(seed.c_str());
  ImGui::PopStyleColor();
  drag_scroll();
  end_body_begin_bar();
  draw_summary_bar(host, true);
  ImGui::End();
}

}  // namespace allclear::web::bingo
