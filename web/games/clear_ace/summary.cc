// Clear Ace's game-over summary: the winner and why, each player's aces (wherever they are:
// hand, stack or aside) and how the game went.
#include <algorithm>
#include <cstdio>

#include "games/clear_ace/table.h"
#include "kit/host.h"

namespace allclear::web::clear_ace {

bool ClearAceTable::round_finished() const { return state().is_terminal(); }

void ClearAceTable::draw_summary(Host& host) {
  const ClearAceState& s = state();
  const std::vector<int> winners = s.winners();
  // The headline names the winner and why, once.
  begin_summary(*this, "Game over", ending_text(s));
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float cw = 40.0f, ch = 56.0f, name_h = 28.0f, detail_size = 15.0f;
  for (int p = 0; p < 2; ++p) {
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    std::vector<int> aces = s.aces_aside(p);
    for (const std::vector<int>* cards : {&s.hand(p), &s.stack(p)})
      for (int c : *cards)
        if (core::is_ace(c)) aces.push_back(c);
    std::sort(aces.begin(), aces.end());
    // Each count says what it counts: attacks won before the showdown (a duel decides its
    // attack), and the cards left (in hand and stack, or deck in the showdown).
    const std::string detail = "Attacks won: " + std::to_string(s.rounds_won(p)) +
                               ". Cards left: " + std::to_string(s.stack(p).size() + s.hand(p).size()) + ".";
    const float cards_h = aces.empty() ? 0.0f : ch;
    const float detail_h = fonts().body->CalcTextSizeA(detail_size, 1e9f, w, detail.c_str()).y;
    const Box block{at, ImVec2(w, name_h + cards_h + 8.0f + detail_h + 4.0f)};
    table_text_line(dl, fonts().bold, kBodySize, at, colour::kText,
                    name(p) + ": " + plural(s.aces_held(p), "ace", "aces"), w, block);
    for (std::size_t i = 0; i < aces.size(); ++i)
      draw_card_front(dl, ImVec2(at.x + i * (cw + 8.0f), at.y + name_h), cw, ch, face_of(aces[i]));
    table_text(dl, fonts().body, detail_size, ImVec2(at.x, at.y + name_h + cards_h + 8.0f), colour::kMuted, detail, w,
               block);
    ImGui::Dummy(ImVec2(w, block.size.y + 6.0f));
  }
  ImGui::Separator();
  const std::string seed = "Cards played by both players: " + std::to_string(s.turns()) + ".\n" + number_name() + " " +
                           std::to_string(match()->seed());
  muted_text(seed.c_str());
  drag_scroll();
  end_body_begin_bar();
  draw_summary_bar(host, true);
  ImGui::End();
}

}  // namespace allclear::web::clear_ace
