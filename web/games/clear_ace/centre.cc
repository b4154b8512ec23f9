// The middle of Clear Ace's table: the cards played this round (the opponent's row above, the
// bottom seat's below, one column per pair), a banner saying what is being played, and at the
// left the die that named the latest pile (or the start roll), or the showdown's stakes.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "games/clear_ace/table.h"
#include "kit/host.h"
#include "kit/pieces.h"

namespace allclear::web::clear_ace {

namespace {

constexpr ImU32 kDieBody = IM_COL32(252, 252, 248, 255);
constexpr ImU32 kDieEdge = IM_COL32(60, 60, 60, 255);

}  // namespace

void ClearAceTable::draw_centre(ImDrawList* dl, Host& host, Box box, int bottom, const Moment& sc) const {
  const CentreLayout c = lay_out_centre(box);
  dl->AddRectFilled(box.min, box.max(), colour::kFeltDark, 12.0f);
  const ClearAceState& s = *sc.state;
  if (sc.stakes_won || (s.in_showdown() && s.stake(0) >= 0 && s.stake(1) >= 0))
    draw_stakes_column(dl, c, bottom, sc);
  else
    draw_die_column(dl, host, c.side, sc);
  const std::string words = banner(sc);
  const bool loud = words.rfind("Attack", 0) != 0;  // a duel, the showdown
  table_text_line(dl, fonts().bold, 16.0f, c.banner.min, loud ? colour::kGlow : colour::kText, words, c.banner.size.x,
                  c.banner);
  draw_plays(dl, c, bottom, sc);
}

std::string ClearAceTable::banner(const Moment& sc) const {
  const ClearAceState& s = *sc.state;
  if (sc.kind == kShowdown) return "SHOWDOWN";
  if (sc.showdown || s.in_showdown()) return "Showdown: a 2 beats a king";
  // A duel's result too: its cards are still on the table, the state no longer in the duel.
  if (s.in_duel() || sc.kind == kDuel || (sc.kind == kReveal && sc.plays.size() > 2)) return "DUEL";
  if (s.phase() == Phase::kGameOver) return "";
  return "Attack" + std::string(s.rounds_won(0) + s.rounds_won(1) == 0 ? ": round 1, both face down" : "");
}

// The die: the latest draw and the pile it named, or before the first draw the start roll (each
// player's die, the higher one ringed). It tumbles just after a roll.
void ClearAceTable::draw_die_column(ImDrawList* dl, Host& host, Box col, const Moment& sc) const {
  const Recap& r = recap();
  const float die = std::min(48.0f, col.size.y * 0.32f);
  const ImVec2 at(col.min.x + (col.size.x - die) * 0.5f, col.min.y + 6.0f);
  const bool tumbling = host.tumbling();
  const float cx = col.min.x + col.size.x * 0.5f;
  if (r.die.player < 0 && r.start_rolls.size() >= 2) {
    // Both dice, under their players' names, tumble together and then land.
    const int rolls[2] = {r.start_rolls[r.start_rolls.size() - 2], r.start_rolls.back()};
    const float small = std::min(die * 0.8f, (col.size.x - 12.0f) * 0.5f);
    const bool glow = sc.kind == kStartRoll;
    for (int p = 0; p < 2; ++p) {
      const float slot_x = col.min.x + p * col.size.x * 0.5f;
      const float wobble = tumbling ? tumble_sine(host.now() * 40.0 + p) * 3.0f : 0.0f;
      const ImVec2 d(slot_x + (col.size.x * 0.5f - small) * 0.5f, at.y + wobble);
      const int face = tumbling ? 1 + static_cast<int>(host.now() * 30.0 + p * 7) % 6 : rolls[p];
      const bool higher = !tumbling && rolls[p] > rolls[1 - p];
      draw_pip_die(dl, d, small, face, kDieBody, higher ? colour::kGlow : kDieEdge,
                   higher && glow ? 3.5f : (higher ? 2.5f : 1.5f));
      const Box under{ImVec2(slot_x, at.y + small + 4.0f), ImVec2(col.size.x * 0.5f, 18.0f)};
      table_text_centred(dl, fonts().body, 13.0f, ImVec2(d.x + small * 0.5f, under.min.y + 9.0f), colour::kText,
                         name(p), under);
    }
    const Box label{ImVec2(col.min.x, at.y + small + 24.0f), ImVec2(col.size.x, 18.0f)};
    table_text_centred(dl, fonts().body, 13.0f, ImVec2(cx, label.min.y + 9.0f), colour::kMuted, "start roll", label);
    return;
  }
  const bool drawing = sc.kind == kDraw && !sc.die_tumbling;
  // The die has done its work once the piles are used up (the status over them says so): no
  // roll is coming, its last one would be stale.
  if (piles_left(sc) == 0 && !drawing && !tumbling) return;
  int face = r.die.die;
  if (tumbling) face = 1 + static_cast<int>(host.now() * 30.0) % 6;
  if (face >= 1) {
    const float wobble = tumbling ? tumble_sine(host.now() * 40.0) * 3.0f : 0.0f;
    draw_pip_die(dl, ImVec2(at.x, at.y + wobble), die, face, kDieBody, drawing ? colour::kGlow : kDieEdge,
                 drawing ? 3.0f : 1.5f);
  } else {
    dl->AddRect(at, ImVec2(at.x + die, at.y + die), IM_COL32(255, 255, 255, 90), 10.0f, 0, 2.0f);
  }
  if (r.die.player < 0) return;
  if (sc.die_tumbling) {
    const Box line{ImVec2(col.min.x, at.y + die + 6.0f), ImVec2(col.size.x, 18.0f)};
    table_text_centred(dl, fonts().body, 14.0f, ImVec2(cx, line.min.y + 9.0f), colour::kMuted,
                       name(r.die.player) + " rolls", line);
    return;
  }
  // The roll's words stay while the round's draws go on; then the die rests without them (they
  // stood beside the duel and the result that followed).
  const bool round_drawing = sc.kind == kDraw || (sc.state->phase() == Phase::kDrawRoll && r.round_draws > 0);
  if (!round_drawing) return;
  std::vector<std::string> lines = {name(r.die.player) + " rolled"};
  if (r.die.drawn != r.die.named) lines.push_back(std::to_string(r.die.named + 1) + " is empty");
  lines.push_back("\xE2\x86\x92 pile " + std::to_string(r.die.drawn + 1));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Box line{ImVec2(col.min.x, at.y + die + 6.0f + i * 18.0f), ImVec2(col.size.x, 18.0f)};
    if (line.max().y > col.max().y) break;
    table_text_centred(dl, i ? fonts().bold : fonts().body, 14.0f, ImVec2(cx, line.min.y + 9.0f),
                       i ? (drawing ? colour::kGlow : colour::kText) : colour::kMuted, lines[i], line);
  }
}

// The showdown's stakes beside their owners' rows; once a showdown round is won, where they went
// (the next round's stakes are already out).
void ClearAceTable::draw_stakes_column(ImDrawList* dl, const CentreLayout& c, int bottom, const Moment& sc) const {
  const ClearAceState& s = *sc.state;
  const Box col = c.side;
  const float cx = col.min.x + col.size.x * 0.5f;
  if (sc.stakes_won) {
    // The stakes have left the table (the winner's panel holds them): no header over nothing,
    // where they went beside the winner's card.
    const float y = (sc.winner == bottom ? c.row_bottom : c.row_top) + c.card_h * 0.5f;
    const Box words{ImVec2(col.min.x, y - 20.0f), ImVec2(col.size.x, 40.0f)};
    table_text_centred(dl, fonts().body, 14.0f, ImVec2(cx, y - 9.0f), colour::kSelected, "both aces", words);
    table_text_centred(dl, fonts().bold, 15.0f, ImVec2(cx, y + 9.0f), colour::kGlow, "to " + name(sc.winner), words);
    return;
  }
  table_text_centred(dl, fonts().bold, 14.0f, ImVec2(cx, col.min.y + 9.0f), colour::kSelected, "stakes",
                     Box{col.min, ImVec2(col.size.x, 18.0f)});
  const float w = std::min(c.card_w, col.size.x - 10.0f), h = w * 1.4f;
  const float x = cx - w * 0.5f;
  for (int p : {1 - bottom, bottom}) {
    const float y = p == bottom ? c.row_bottom : c.row_top;
    dl->AddRectFilled(ImVec2(x - 3, y - 3), ImVec2(x + w + 3, y + h + 3), colour::kSelected, 8.0f);
    draw_card_front(dl, ImVec2(x, y), w, h, face_of(s.stake(p)));
    // Whose stake it is, under it (as the cards played are named under theirs).
    // (Between this stake's ring and the next one's: 3 px clear of each.)
    const Box under{ImVec2(col.min.x, y + h + 3.0f), ImVec2(col.size.x, std::max(10.0f, c.tag_h - 4.0f))};
    table_text_centred(dl, fonts().body, 11.0f, ImVec2(cx, under.min.y + under.size.y * 0.5f), colour::kText,
                       name(p) + "'s ace", under);
  }
}

// The round's cards: the latest pairs that fit, the pair being won glowing, a card not yet
// turned over saying so under it, and who takes them beside the last pair.
void ClearAceTable::draw_plays(ImDrawList* dl, const CentreLayout& c, int bottom, const Moment& sc) const {
  const std::vector<Play>& plays = sc.plays;
  const int view = viewer();
  const float cw = c.card_w, ch = c.card_h, px = c.plays.min.x;
  const int pairs = (static_cast<int>(plays.size()) + 1) / 2;
  const int first_pair = std::max(0, pairs - c.fit);
  if (plays.empty() && sc.state->phase() != Phase::kGameOver) {
    const Box row{ImVec2(px, c.row_top), ImVec2(c.plays.size.x, ch)};
    table_text_line(dl, fonts().body, 15.0f, ImVec2(px, c.row_top + ch * 0.5f - 9.0f), colour::kMuted,
                    "No card played yet", row.size.x, row);
  }
  for (int i = first_pair * 2; i < static_cast<int>(plays.size()); ++i) {
    const Play& play = plays[i];
    const ImVec2 at(px + (i / 2 - first_pair) * (cw + c.col_gap), play.player == bottom ? c.row_bottom : c.row_top);
    const float alpha = sc.taken ? 0.6f : 1.0f;
    if (sc.winner == play.player && i / 2 == pairs - 1)
      dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + cw + 4, at.y + ch + 4),
                        with_alpha(colour::kGlow, sc.taken ? 0.5f : 0.95f), 8.0f);
    if (!flight_.drawn && flight_.is(play.card) && i + 1 == static_cast<int>(plays.size())) {
      flight_.to = Box{at, ImVec2(cw, ch)};  // on its way here: drawn over the table last
      flight_.to_known = true;
    } else if (play.seen_by(view)) {
      draw_card_front(dl, at, cw, ch, face_of(play.card), alpha);
    } else {
      draw_card_back(dl, at, cw, ch, alpha);
    }
    // Whose card, by name: its face or back already shows how it lies.
    const Box under{ImVec2(at.x - c.col_gap * 0.5f, at.y + ch + 1.0f), ImVec2(cw + c.col_gap, c.tag_h)};
    const std::string& tag = name(play.player);
    const float size = size_to_fit(fonts().body, tag, under.size.x, 0.0f, 12.0f, 9.0f);
    table_text_centred(dl, fonts().body, size, ImVec2(at.x + cw * 0.5f, under.min.y + c.tag_h * 0.5f), colour::kMuted,
                       tag, under);
  }
  if (sc.winner < 0 || plays.empty()) return;
  const std::string took = name(sc.winner) + (sc.taken ? " took these" : " takes them");
  const float tx = px + std::min(pairs, c.fit) * (cw + c.col_gap);
  const float ty = sc.winner == bottom ? c.row_bottom : c.row_top;
  const Box beside{ImVec2(tx, ty), ImVec2(std::max(0.0f, c.plays.max().x - tx), ch)};
  // Only when it fits whole: the news line says it too, and a cut "Bo takes…" would mislead.
  const float size = size_to_fit(fonts().bold, took, beside.size.x, 0.0f, 15.0f, 12.0f);
  if (fonts().bold->CalcTextSizeA(size, 1e9f, 0.0f, took.c_str()).x <= beside.size.x)
    table_text(dl, fonts().bold, size, ImVec2(tx, ty + ch * 0.5f - 9.0f), sc.taken ? colour::kMuted : colour::kGlow,
               took, 0.0f, beside);
}

}  // namespace allclear::web::clear_ace
