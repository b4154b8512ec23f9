// Clear!'s round summary: each card as the round ended, with how its points were made.
#include <cstdio>
#include <string>

#include "games/clear/table.h"
#include "kit/host.h"
#include "kit/ui.h"

namespace allclear::web::clear {

bool ClearTable::round_finished() const { return !state().results().empty(); }

void ClearTable::draw_summary(Host& host) {
  const ClearState& s = state();
  const core::RoundResult& result = s.results().back();
  const bool over = match()->next() == Match::Next::kGameOver;
  std::string clearers;
  for (int p = 0; p < s.num_players(); ++p)
    if (result.players[p].cleared) clearers += (clearers.empty() ? "" : " and ") + match()->seats()[p].name;
  const std::string headline =
      result.condition == core::Condition::kA
          ? clearers +
                " called Clear! (no Line of 3 left). Scoring by Condition A: a clear card scores 10 minus its coins "
                "left."
          : "Scratch-Off with no Line for anyone. Condition B: fewer than 10 coins left scores 10 minus coins left.";
  // The last summary is titled as the final scores are (one word for the game's end); the round
  // moves into the headline.
  const std::string round = "Round " + std::to_string(s.results().size()) + " of " + std::to_string(s.rounds());
  begin_summary(*this, over ? over_title() : round,
                over ? "Last round (" + round.substr(6) + "): " + headline : headline);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const std::vector<int> totals = s.total_scores();
  const int n = s.num_players();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    const core::PlayerRoundScore& score = result.players[p];
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float sq = 22.0f;
    if (p < static_cast<int>(result.cards.size()))
      draw_card(dl, ImVec2(at.x, at.y + 4.0f), sq, result.cards[p], CardLook{});
    ImGui::SetCursorScreenPos(ImVec2(at.x + sq * core::kColumns + 14.0f, at.y));
    ImGui::BeginGroup();
    ImGui::PushFont(fonts().bold);
    char line[160];
    std::snprintf(line, sizeof line, "%s: %d this round, %d in all", match()->seats()[p].name.c_str(), score.total(),
                  totals[p]);
    ImGui::PushTextWrapPos(at.x + w - 8.0f);  // ImGui's wrap may pass its position by a letter
    ImGui::TextUnformatted(line);
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    std::snprintf(line, sizeof line, "%d coin%s left%s", score.coins_left, score.coins_left == 1 ? "" : "s",
                  score.cleared ? ", cleared" : "");
    ImGui::TextUnformatted(line);
    if (score.clear) {
      std::snprintf(line, sizeof line, "Clear: 10 \xE2\x88\x92 %d = %d", score.coins_left, score.clear);
      ImGui::TextUnformatted(line);
    }
    if (score.bonus) {
      std::snprintf(line, sizeof line, "Bonus: %d (the coins on %s's card)", score.bonus,
                    result.bonus_from >= 0 ? match()->seats()[result.bonus_from].name.c_str() : "?");
      ImGui::TextUnformatted(line);
    }
    if (score.scratch_off) {
      std::snprintf(line, sizeof line, "Condition B: 10 \xE2\x88\x92 %d = %d", score.coins_left, score.scratch_off);
      ImGui::TextUnformatted(line);
    }
    if (score.fours) {
      std::snprintf(line, sizeof line, "Fours: +%d", score.fours);
      ImGui::TextUnformatted(line);
    }
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const float used = ImGui::GetCursorScreenPos().y - at.y;
    if (used < sq * core::kRows + 12.0f) ImGui::Dummy(ImVec2(1, sq * core::kRows + 12.0f - used));
  }
  if (over) {
    ImGui::Separator();
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(winners_line().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  drag_scroll();
  end_body_begin_bar();
  if (draw_summary_bar(host, over)) {
    host.next_round();
    host.announce("Round " + std::to_string(s.rounds_completed() + 1) + ": new cards are laid", colour::kText);
  }
  ImGui::End();
}

}  // namespace allclear::web::clear
