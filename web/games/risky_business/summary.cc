// The summary after each game of the match: every player's cards turned up, their points and
// clears, then the match's winner or who picks the next starter. Its lines wrap at the screen's
// edge (drawn with table_text so the test hook can check them).
#include <cstdio>

#include "games/risky_business/table.h"
#include "kit/host.h"
#include "kit/ui.h"

namespace allclear::web::risky_business {

namespace {

// One player's block: the score line, the cards that count (face down, then the hand), and
// what they add up to. Returns nothing; the cursor moves past the block.
void draw_player_summary(const RiskyBusinessState& s, int p, const std::string& line, bool best) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const Box panel{ImVec2(at.x - 2.0f, at.y - 2.0f), ImVec2(w + 4.0f, 1e5f)};
  const float line_size = size_to_fit(fonts().bold, line, w, 22.0f, 17.0f, 13.0f);
  table_text(dl, fonts().bold, line_size, at, best ? colour::kGlow : colour::kText, line, w, panel);
  float y = at.y + fonts().bold->CalcTextSizeA(line_size, 1e9f, w, line.c_str()).y + 6.0f;
  // In the order they lay on the table (set aside turn by turn, the hand as it was held).
  const std::vector<int>& down = s.face_down(p);
  const std::vector<int>& hand = s.hand(p);
  const int count = static_cast<int>(down.size() + hand.size());
  const float cw = std::min(40.0f, (w - 14.0f) / std::max(1.0f, count * 1.1f)), ch = cw * 1.4f;
  float x = at.x;
  for (int c : down) {
    draw_card_front(dl, ImVec2(x, y), cw, ch, face_of(c));
    x += cw + 4.0f;
  }
  x += 14.0f;
  for (int c : hand) {
    draw_card_front(dl, ImVec2(x, y), cw, ch, face_of(c));
    x += cw + 4.0f;
  }
  y += ch + 6.0f;
  int card_points = 0;
  for (int c : down) card_points += core::card_points(c);
  for (int c : hand) card_points += core::card_points(c);
  std::vector<std::string> parts = {std::to_string(card_points) + " in cards (face down, then the hand)"};
  if (s.quads(p) > 0)
    parts.push_back(plural(s.quads(p), "four of a kind", "fours of a kind") + " " +
                    points_text(core::kQuadPoints * s.quads(p)));
  if (s.kings(p) > 0)
    parts.push_back(plural(s.kings(p), "king clear", "king clears") + " " +
                    points_text(core::kKingPoints * s.kings(p)));
  const std::string detail = joined_lines(parts, fonts().body, 14.0f, w);
  table_text(dl, fonts().body, 14.0f, ImVec2(at.x, y), colour::kMuted, detail, 0.0f, panel);
  y += fonts().body->CalcTextSizeA(14.0f, 1e9f, 0.0f, detail.c_str()).y + 8.0f;
  ImGui::Dummy(ImVec2(w, y - at.y));
}

}  // namespace

std::string RiskyBusinessTable::over_title() const {
  return match() && state().rounds() > 1 ? "Match over" : "Game over";
}

bool RiskyBusinessTable::round_finished() const { return state().rounds_completed() > 0; }

void RiskyBusinessTable::draw_summary(Host& host) {
  const RiskyBusinessState& s = state();
  const bool over = match()->next() == Match::Next::kGameOver;
  const int game = s.rounds_completed();
  const std::vector<int> scores = s.round_scores().back();
  const std::vector<int> totals = s.total_scores();
  const int best = s.game_winner();
  // The last summary says the match is over, as other games' last summaries do; the game's
  // number moves into the headline.
  const std::string where = "Game " + std::to_string(game) + " of " + std::to_string(s.rounds());
  const std::string lowest = name(best) + " has the lowest score";
  if (!over)
    begin_summary(*this, where, lowest + ": " + std::to_string(scores[best]) + ".");
  else if (s.rounds() == 1)
    begin_summary(*this, over_title(), lowest + ": " + std::to_string(scores[best]) + ".");
  else
    begin_summary(*this, over_title(),
                  "Last game (" + std::to_string(game) + " of " + std::to_string(s.rounds()) + "): " + lowest + ", " +
                      std::to_string(scores[best]) + ".");
  for (int p = 0; p < s.num_players(); ++p) {
    ImGui::Separator();
    draw_player_summary(
        s, p, name(p) + ": " + std::to_string(scores[p]) + " this game, " + std::to_string(totals[p]) + " in all",
        p == best);
  }
  muted_text(
      "Points: ace 1, 2 to 10 their value, jack, queen and king 10. "
      "Four of a kind cleared \xE2\x88\x92"
      "2, a king cleared \xE2\x88\x92"
      "1.");
  ImGui::Separator();
  if (over) {
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(winners_line().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    text_wrapped("The lowest total wins; a tie goes to the player with more clears over the match.");
  } else {
    text_wrapped((name(best) + " won this game and picks who starts the next one.").c_str());
  }
  const std::string seed = number_name() + " " + std::to_string(match()->seed());
  muted_text(seed.c_str());
  drag_scroll();
  end_body_begin_bar();
  if (draw_summary_bar(host, over, "Next game")) host.next_round();
  ImGui::End();
}

}  // namespace allclear::web::risky_business
