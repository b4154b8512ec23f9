// The round summary: each player's grid as the round ended, their points and totals.
#include "games/roll_and_clear/table.h"
#include "kit/pieces.h"

namespace allclear::web::roll_and_clear {

namespace {

// A grid in the summary: small cards.
constexpr float kSummaryCardW = 26.0f;
constexpr float kSummaryCardH = 34.0f;
constexpr float kSummaryGap = 3.0f;

}  // namespace

bool RollAndClearTable::round_finished() const { return state().rounds_completed() > 0; }

void RollAndClearTable::draw_summary(Host& host) {
  const RollAndClearState& s = state();
  const bool over = match()->next() == Match::Next::kGameOver;
  const int round = s.rounds_completed();
  const std::vector<int> scores = s.round_scores().back();
  const std::vector<int> totals = s.total_scores();
  const int n = s.num_players();
  const RollAndClearState::RoundEnd& end = s.last_round_end();
  const bool known = end.emptied_by >= 0;
  std::string headline;
  if (s.solitaire())
    headline = "You cleared the grid in " + plural(scores[0], "turn", "turns") + ".";
  else if (known)
    headline = name(end.emptied_by) + " emptied the grid and scores 0. Everyone else scores the cards left.";
  else
    headline = "The round is over.";
  // The last summary is titled as the final scores are; the round moves into the headline.
  const std::string of = std::to_string(round) + " of " + std::to_string(s.rounds());
  begin_summary(*this, over ? over_title() : "Round " + of, over ? "Last round (" + of + "): " + headline : headline);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    GridBox box;
    box.card_w = kSummaryCardW;
    box.card_h = kSummaryCardH;
    box.gap = kSummaryGap;
    box.min = at;
    const Grid* g = known && p < static_cast<int>(end.grids.size()) ? &end.grids[p] : nullptr;
    if (g) draw_grid(dl, box, *g, GridLook{});
    if (g && g->empty())
      text_at(dl, fonts().bold, 16.0f, ImVec2(at.x + box.size().x * 0.5f, at.y + box.size().y * 0.5f), colour::kGlow,
              "Empty!");
    ImGui::SetCursorScreenPos(ImVec2(at.x + box.size().x + 14.0f, at.y));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::PushFont(fonts().bold);
    // Short lines beside the grid: on a phone a longer one broke with a word alone below it.
    const std::string line = name(p) + ": " + std::to_string(scores[p]) + " this round";
    ImGui::TextUnformatted(line.c_str());
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    ImGui::TextUnformatted((std::to_string(totals[p]) + " in all").c_str());
    std::string detail;
    if (s.solitaire())
      detail = plural(scores[p], "turn", "turns") + " to clear the grid";
    else if (g && g->empty())
      detail = "Emptied the grid: 0 points";
    else if (g)
      detail = plural(g->size(), "card", "cards") + " left, worth " + std::to_string(g->value_sum());
    else
      detail = std::to_string(scores[p]) + " points";
    ImGui::TextUnformatted(detail.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const float used = ImGui::GetCursorScreenPos().y - at.y;
    if (used < box.size().y + 10.0f) ImGui::Dummy(ImVec2(1, box.size().y + 10.0f - used));
  }
  ImGui::Separator();
  if (over) {
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    const std::string text = s.solitaire() ? "Total: " + plural(totals[0], "turn", "turns") : winners_line();
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  muted_text(s.solitaire() ? "Fewer turns is better." : "The lowest total wins.");
  drag_scroll();
  end_body_begin_bar();
  if (draw_summary_bar(host, over)) {
    host.next_round();
    announce_round(host);
  }
  ImGui::End();
}

}  // namespace allclear::web::roll_and_clear
