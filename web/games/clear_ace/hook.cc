// Clear Ace's part of the test hook (window.__allclear.state.game): only what the viewing person
// may see (a hidden card is "?"), and what the table is showing.
#include <algorithm>
#include <cstdio>
#include <string>

#include "core/json.h"
#include "games/clear_ace/table.h"

namespace allclear::web::clear_ace {

void ClearAceTable::write_json(Text& out) const {
  const ClearAceState& s = state();
  static const char* kPhases[] = {"dealing", "startRoll", "drawRoll", "playing", "showdownDeal", "over"};
  const int view = viewer();
  const bool pass = pass_up();
  // Only what the viewer may see: a hidden card is "?".
  auto plays = [&](const std::vector<Play>& list) {
    out << '[';
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Play& p = list[i];
      out << (i ? "," : "") << "{\"player\":" << p.player << ",\"card\":\""
          << (p.seen_by(view) ? core::card_short(p.card) : std::string("?")) << "\",\"faceUp\":" << p.face_up
          << ",\"revealed\":" << p.revealed << "}";
    }
    out << ']';
  };
  std::vector<int> humans, hand_sizes, stacks, piles, won;
  for (const Seat& seat : match()->seats()) humans.push_back(seat.human() ? 1 : 0);
  for (int p = 0; p < 2; ++p) {
    hand_sizes.push_back(static_cast<int>(s.hand(p).size()));
    stacks.push_back(static_cast<int>(s.stack(p).size()));
    won.push_back(s.rounds_won(p));
  }
  for (int k = 0; k < core::kPiles; ++k) piles.push_back(static_cast<int>(s.pile(k).size()));
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"current\":" << s.current_player()
      << ",\"roller\":" << (s.phase() == Phase::kDrawRoll ? match()->roller() : -1);
  out << ",\"actor\":" << actor(s) << ",\"firstPlayer\":" << s.first_player() << ",\"lastWinner\":" << s.last_winner();
  out << ",\"inDuel\":" << s.in_duel() << ",\"inShowdown\":" << s.in_showdown();
  out << ",\"viewer\":" << view << ",\"bottom\":" << bottom_seat() << ",\"pass\":" << pass
      << ",\"passTo\":" << (pass ? actor(s) : -1);
  out << ",\"showing\":" << !follower().caught_up() << ",\"news\":";
  out << json_quote(follower().step() && !follower().step()->narration.empty() ? follower().step()->narration
                                                                               : latest_news());
  out << ",\"hand\":";
  json_strings(out, view >= 0 ? sorted_hand(s.hand(view)) : std::vector<int>{}, core::card_short);
  out << ",\"newCard\":\""
      << (view >= 0 && !recap().new_cards.empty() ? core::card_short(recap().new_cards.back()) : std::string()) << "\"";
  // As drawn in the latest frame (the rest of this hook is the game as it stands).
  out << ",\"dealing\":[" << shown_counts_.dealing[0] << "," << shown_counts_.dealing[1] << "]";
  out << ",\"shownPiles\":[";
  for (int k = 0; k < core::kPiles; ++k) out << (k ? "," : "") << shown_counts_.piles[k];
  out << "],\"shownStacks\":[" << shown_counts_.stacks[0] << "," << shown_counts_.stacks[1] << "],";
  write_moving(out, moving_);
  out << ",\"handSizes\":";
  json_list(out, hand_sizes);
  out << ",\"stacks\":";
  json_list(out, stacks);
  out << ",\"piles\":";
  json_list(out, piles);
  out << ",\"acesAside\":[";
  json_strings(out, s.aces_aside(0), core::card_short);
  out << ',';
  json_strings(out, s.aces_aside(1), core::card_short);
  out << "],\"stakes\":";
  std::vector<int> stakes;
  for (int p = 0; p < 2; ++p)
    if (s.stake(p) >= 0) stakes.push_back(s.stake(p));
  json_strings(out, stakes, core::card_short);
  out << ",\"table\":";
  plays(s.table());
  out << ",\"lastRound\":";
  plays(s.last_round());
  const DieShown& die = recap().die;
  out << ",\"die\":{\"player\":" << die.player << ",\"value\":" << die.die << ",\"named\":" << die.named + 1
      << ",\"drawn\":" << die.drawn + 1 << "},\"startRolls\":";
  json_list(out, recap().start_rolls);
  out << ",\"roundsWon\":";
  json_list(out, won);
  std::vector<int> legal;
  if (choosing())
    for (Action a : s.legal_actions()) legal.push_back(a);
  out << ",\"legal\":";
  json_strings(out, legal, core::card_short);
  out << ",\"selected\":\"" << (view >= 0 && selected_ >= 0 ? core::card_short(selected_) : std::string()) << "\"";
  out << ",\"history\":" << s.history().size() << ",\"turns\":" << s.turns();
  const Ending e = s.ending();
  const char* ending = e == Ending::kNone             ? "none"
                       : e == Ending::kAllAces        ? "allAces"
                       : e == Ending::kCannotDraw     ? "cannotDraw"
                       : e == Ending::kShowdownNoCard ? "showdownNoCard"
                       : e == Ending::kTurnLimit      ? "turnLimit"
                                                      : "other";
  out << ",\"ending\":\"" << ending << "\"";
  // The running score as home shows it, line by line, with each line's width in body text (CSS px).
  out << ",\"homeLines\":[";
  const std::string lines = scores();
  for (std::size_t at = 0, n = 0; at <= lines.size(); ++n) {
    const std::size_t end = std::min(lines.find('\n', at), lines.size());
    const std::string line = lines.substr(at, end - at);
    out << (n ? "," : "") << "{\"text\":";
    out << json_quote(line);
    out << ",\"width\":"
        << static_cast<int>(fonts().body->CalcTextSizeA(kBodySize, 1e9f, 0.0f, line.c_str()).x + 0.999f) << "}";
    at = end + 1;
  }
  out << "]";
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
}

}  // namespace allclear::web::clear_ace
