// Drawing one moment of the table: the board with its stacks and pawns, the players' scoring
// tiles and pawns, the dice with what each did, and the kitty. Every text goes through
// table_text, inside the panel it belongs to.
#include <algorithm>
#include <cmath>

#include "games/bingo/table.h"
#include "kit/pieces.h"

namespace allclear::web::bingo {

namespace {

constexpr float kDieMax = 46.0f;        // a die's side
constexpr float kKittyW = 96.0f;        // the kitty's place at the dice' right
constexpr float kDieLabelSize = 15.0f;  // what a die did, under it
constexpr float kSmallestText = 11.0f;
constexpr float kOwnerSize = 13.0f;  // the name under a locked stack
constexpr float kOwnerTagH = 16.0f;
constexpr float kCoinRise = 0.8f;    // a coin stands this share of a radius above the one under it
constexpr float kCoinLean = 0.1f;    // and a little to the right
constexpr float kCoinRim = 0.16f;    // its edge, seen under its face
constexpr float kDropHeight = 2.5f;  // a coin put on a square drops from this many radii above it

// A player's pawn; its body's centre is noted as that player's mark.
void draw_player_pawn(ImDrawList* dl, ImVec2 c, float h, int player) {
  draw_pawn(dl, c, h, player_colour(player), player == 1);
  note_mark(dl, "player", player, ImVec2(c.x, c.y + h * 0.32f), h * 0.14f);
}

// A stack seen from the side: coins piled straight up from `base` (the bottom coin's centre),
// each `kCoinRise` of a radius above the one under it, its rim showing as a band under its face,
// so one, two and three coins stand at three heights. The top coin shows the square's suit;
// each coin is noted as a "coin" mark of `square` for the test hook.
void draw_stack(ImDrawList* dl, ImVec2 base, float r, int coins, int suit, int square, const Motion* drop = nullptr) {
  for (int i = 0; i < coins; ++i) {
    ImVec2 at(base.x + i * r * kCoinLean, base.y - i * r * kCoinRise);
    // The top coin dropping: from kDropHeight radii above its place (with reduced motion it
    // fades in there).
    const bool falling = drop && i == coins - 1;
    if (falling && !drop->reduced) at.y -= (1.0f - drop->t) * kDropHeight * r;
    const int first = dl->VtxBuffer.Size;
    const float rim = r * kCoinRim;
    dl->AddCircleFilled(ImVec2(at.x + r * 0.08f, at.y + rim + r * 0.1f), r, IM_COL32(0, 0, 0, 120), 32);
    dl->AddCircleFilled(ImVec2(at.x, at.y + rim), r, colour::kCoinEdge, 32);  // the coin's edge, seen from the side
    dl->AddCircleFilled(at, r, colour::kCoin, 32);
    dl->AddCircle(at, r, colour::kCoinEdge, 32, std::max(1.5f, r * 0.08f));
    if (i == coins - 1) draw_suit(dl, at, r * 1.05f, suit, colour::kCoin);
    if (falling && drop->reduced) fade_drawn(dl, first, drop->alpha);
    note_mark(dl, "coin", square, at, r);
  }
}

// How many coins a stack holds, in figures: a dark disc in the tile's foot right corner.
void draw_count_badge(ImDrawList* dl, Box tile, int coins) {
  const float badge = std::clamp(std::min(tile.size.x, tile.size.y) * 0.15f, 10.0f, 14.0f);
  const ImVec2 c(tile.max().x - badge - 3.0f, tile.max().y - badge - 3.0f);
  dl->AddCircleFilled(c, badge, with_alpha(colour::kFeltDark, 0.92f), 20);
  dl->AddCircle(c, badge, with_alpha(colour::kCoin, 0.7f), 20, 1.5f);
  table_text_centred(dl, fonts().bold, badge * 1.4f, c, colour::kCoin, std::to_string(coins), tile);
}

void draw_board_pawn(ImDrawList* dl, ImVec2 c, float h, int owner) {
  draw_pawn(dl, ImVec2(c.x + 1.5f, c.y + 1.5f), h + 3.0f, IM_COL32(0, 0, 0, 200));
  draw_player_pawn(dl, c, h, owner);
}

// A null tile turned grid side up: 2 x 2 slots, a coin on each claimed slot.
void draw_scoring_tile(ImDrawList* dl, ImVec2 min, float size, int claimed) {
  const ImVec2 max(min.x + size, min.y + size);
  dl->AddRectFilled(min, max, colour::kTile, size * 0.12f);
  dl->AddRect(min, max, colour::kTileEdge, size * 0.12f, 0, 1.5f);
  const ImVec2 mid(min.x + size * 0.5f, min.y + size * 0.5f);
  dl->AddLine(ImVec2(mid.x, min.y + 4), ImVec2(mid.x, max.y - 4), colour::kTileEdge, 1.5f);
  dl->AddLine(ImVec2(min.x + 4, mid.y), ImVec2(max.x - 4, mid.y), colour::kTileEdge, 1.5f);
  for (int slot = 0; slot < claimed && slot < core::kClaimsPerTile; ++slot) {
    const ImVec2 c(min.x + size * (slot % 2 ? 0.75f : 0.25f), min.y + size * (slot / 2 ? 0.75f : 0.25f));
    const float r = size * 0.19f;
    dl->AddCircleFilled(ImVec2(c.x + 1, c.y + 2), r, IM_COL32(0, 0, 0, 100), 20);
    dl->AddCircleFilled(c, r, colour::kCoin, 20);
    dl->AddCircle(c, r, colour::kCoinEdge, 20, 1.5f);
  }
}

// A square's coins and, on a locked stack, its owner's pawn and name: the name tag at the foot
// of the tile says whose it is besides the colour (and the second player's banded pawn). A
// stack's height reads twice: the coins stand at one, two or three heights, and its count is
// written (a badge, or in the name: "Bo ×3").
void draw_tile_stack(ImDrawList* dl, Box tile, const core::Stack& stack, int square,
                     const std::vector<std::string>& names, bool owner_tags, const Motion* drop) {
  const ImVec2 a = tile.min, b = tile.max();
  const int suit = core::square_suit(square);
  const bool named = owner_tags && stack.locked() && names.size() > 1 && stack.owner >= 0 &&
                     stack.owner < static_cast<int>(names.size());
  // The coins stand on the tile's foot (above the room a lock's name tag takes, on every tile
  // where locks are named), a little left of the middle to leave the corner to the count, the
  // pawn at the top right. Every coin on the board is the same size, so heights compare.
  const float foot = names.size() > 1 && owner_tags ? kOwnerTagH + 6.0f : std::max(4.0f, tile.size.y * 0.07f);
  const float room = tile.size.y - foot - 3.0f;  // from the tile's top to the foot
  const float r = std::min(
      {tile.size.x * 0.22f, room / (2.0f + (core::kStackLimit - 1) * kCoinRise + kCoinRim), tile.size.y * 0.26f});
  const ImVec2 base((a.x + b.x) * 0.5f - r * (stack.locked() ? 0.55f : 0.35f), b.y - foot - r - r * kCoinRim);
  if (stack.coins > 0) draw_stack(dl, base, r, stack.coins, suit, square, drop);
  // A small tile has no room for the badge beside its coins, unless no name tag takes its foot.
  if (stack.coins > 0 && !named && (!owner_tags || std::min(tile.size.x, tile.size.y) >= 48.0f))
    draw_count_badge(dl, tile, stack.coins);
  if (!stack.locked()) return;
  const ImU32 col = player_colour(stack.owner);
  dl->AddRect(a, b, col, tile.size.x * 0.1f, 0, 3.0f);
  const float h = tile.size.y * 0.46f;
  draw_board_pawn(dl, ImVec2(b.x - h * 0.38f, a.y + h * 0.58f), h, stack.owner);
  // Solitaire has one player: every pawn is theirs.
  if (!named) return;
  const Box tag{ImVec2(a.x + 3.0f, b.y - kOwnerTagH - 3.0f), ImVec2(tile.size.x - 6.0f, kOwnerTagH)};
  dl->AddRectFilled(tag.min, tag.max(), with_alpha(colour::kFeltDark, 0.85f), 4.0f);
  const ImVec2 centre(tag.min.x + tag.size.x * 0.5f, tag.min.y + tag.size.y * 0.5f);
  const std::string owner = names[stack.owner] + (stack.coins > 1 ? " \xC3\x97" + std::to_string(stack.coins) : "");
  table_text_centred(dl, fonts().bold, kOwnerSize, centre, col, owner, tag);
}

// The square a claim just emptied: who took it, while the step is on show.
void draw_claim_tag(ImDrawList* dl, Box tile, int claimer, const std::vector<std::string>& names) {
  if (claimer >= static_cast<int>(names.size())) return;
  const ImVec2 centre(tile.min.x + tile.size.x * 0.5f, tile.min.y + tile.size.y * 0.55f);
  const Box inner{ImVec2(tile.min.x + 4.0f, tile.min.y + tile.size.y * 0.3f),
                  ImVec2(tile.size.x - 8.0f, tile.size.y * 0.5f)};
  dl->AddRectFilled(inner.min, inner.max(), with_alpha(colour::kFeltDark, 0.9f), 6.0f);
  table_text_centred(dl, fonts().bold, kBodySize, centre, player_colour(claimer), "+1 " + names[claimer], inner);
}

// The kitty: a pile of coins and how many are left.
void draw_kitty(ImDrawList* dl, Box box, float die, int kitty) {
  const float r = std::min(die * 0.34f, 16.0f);
  const ImVec2 c(box.min.x + r + 2.0f, box.min.y + die * 0.5f + 4.0f);
  const int pile = std::min(kitty, 3);
  for (int i = 0; i < pile; ++i) {
    const ImVec2 at(c.x + (i % 2) * r * 0.5f, c.y - i * r * 0.45f);
    dl->AddCircleFilled(ImVec2(at.x + 1, at.y + 2), r, IM_COL32(0, 0, 0, 110), 24);
    dl->AddCircleFilled(at, r, colour::kCoin, 24);
    dl->AddCircle(at, r, colour::kCoinEdge, 24, 1.5f);
  }
  if (pile == 0) dl->AddCircle(c, r, with_alpha(IM_COL32_WHITE, 0.3f), 24, 2.0f);
  const float tx = c.x + r * 1.6f + 4.0f;
  const Box text{ImVec2(tx, box.min.y), ImVec2(box.max().x - tx, box.size.y)};
  table_text(dl, fonts().body, 16.0f, ImVec2(tx, box.min.y + 2.0f), colour::kMuted, "Kitty", 0.0f, text);
  table_text(dl, fonts().title, 28.0f, ImVec2(tx, box.min.y + 22.0f), kitty == 0 ? colour::kWarning : colour::kText,
             std::to_string(kitty), 0.0f, text);
}

}  // namespace

ImU32 player_colour(int player) { return player == 1 ? IM_COL32(90, 165, 255, 255) : IM_COL32(255, 200, 70, 255); }

std::string square_id(int square) {
  const int rank = core::square_rank(square);
  return core::suit_name(core::square_suit(square)) + "." + (rank == 1 ? std::string("ace") : std::to_string(rank));
}

void draw_scoring_tiles(ImDrawList* dl, ImVec2 min, float size, float gap, int tiles, int claims) {
  for (int t = 0; t < tiles; ++t)
    draw_scoring_tile(dl, ImVec2(min.x + t * (size + gap), min.y), size,
                      std::clamp(claims - t * core::kClaimsPerTile, 0, core::kClaimsPerTile));
}

void draw_board(ImDrawList* dl, const BoardGeometry& g, const Moment& m, const BoardLook& look,
                const std::vector<std::string>& names) {
  note_in_sight(g.min, ImVec2(g.cell_w * core::kSuits, g.header_h));  // the row of suits
  for (int suit = 0; suit < core::kSuits; ++suit) {
    const ImVec2 c(g.min.x + (suit + 0.5f) * g.cell_w, g.min.y + g.header_h * 0.5f);
    const float r = std::min(g.header_h * 0.45f, 15.0f);
    dl->AddCircleFilled(c, r, colour::kCoin, 24);
    draw_suit(dl, c, r * 1.35f, suit, colour::kCoin);
  }
  const float margin = std::max(2.0f, g.cell_w * 0.03f);
  const float round = g.cell_w * 0.1f;
  const float rank_size = std::clamp(g.cell_h * 0.2f, 12.0f, 16.0f);
  for (int sq = 0; sq < core::kSquares; ++sq) {
    if (core::square_rank(sq) > look.rows) continue;
    const ImVec2 at = g.cell(sq);
    const ImVec2 a(at.x + margin, at.y + margin), b(at.x + g.cell_w - margin, at.y + g.cell_h - margin);
    const core::Stack& stack = m.stacks[sq];
    const bool candidate = look.candidates >> sq & 1, selected = look.selected >> sq & 1;
    const bool focus = sq == look.focus_square || core::square_suit(sq) == look.focus_column;
    dl->AddRectFilled(a, b,
                      selected    ? with_alpha(colour::kSelected, 0.55f)
                      : candidate ? with_alpha(colour::kGlow, 0.28f)
                                  : colour::kTile,
                      round);
    dl->AddRect(a, b, colour::kTileEdge, round, 0, 1.5f);
    const Box tile{a, ImVec2(b.x - a.x, b.y - a.y)};
    // The rank in the corner, so a square reads on its own.
    table_text(dl, fonts().bold, rank_size, ImVec2(a.x + 5, a.y + 3), with_alpha(colour::kMuted, 0.8f),
               rank_symbol(core::square_rank(sq)), 0.0f, tile);
    draw_tile_stack(dl, tile, stack, sq, names, look.owner_tags,
                    (look.dropping >> sq & 1) && look.drop.under_way ? &look.drop : nullptr);
    if (sq == look.focus_square && look.claimer >= 0) draw_claim_tag(dl, tile, look.claimer, names);
    if (candidate && !selected) dl->AddRect(a, b, colour::kGlow, round, 0, 2.5f);
    if (selected) dl->AddRect(a, b, colour::kSelected, round, 0, 4.5f);
    if (focus) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32_WHITE, round, 0, 3.5f);
  }
}

void draw_players(ImDrawList* dl, Box box, const Moment& m, const std::vector<std::string>& names, int pawns) {
  const int n = static_cast<int>(names.size());
  const bool solitaire = n == 1;
  const float gap = 10.0f, h = box.size.y;
  const float panel_w = (box.size.x - (n - 1) * gap) / n;
  for (int p = 0; p < n; ++p) {
    const ImVec2 a(box.min.x + p * (panel_w + gap), box.min.y), b(a.x + panel_w, a.y + h);
    dl->AddRectFilled(a, b, colour::kFeltDark, 10.0f);
    if (p == m.turn) dl->AddRect(a, b, player_colour(p), 10.0f, 0, 3.0f);
    const int tiles = solitaire ? core::kSolitaireTiles : 1;
    const float tile = std::min(h - 14.0f, (panel_w * (solitaire ? 0.64f : 0.4f) - (tiles - 1) * 6.0f) / tiles);
    draw_scoring_tiles(dl, ImVec2(a.x + 7.0f, a.y + (h - tile) * 0.5f), tile, 6.0f, tiles, m.claims[p]);
    // Name, claims and pawns beside the tiles, each on its own row.
    const float tx = a.x + 7.0f + tiles * (tile + 6.0f) + 4.0f;
    const Box text{ImVec2(tx, a.y + 2.0f), ImVec2(b.x - 6.0f - tx, h - 4.0f)};
    const float name_size = size_to_fit(fonts().bold, names[p], text.size.x, 0.0f, kBodySize, kSmallestText);
    table_text(dl, fonts().bold, name_size, ImVec2(tx, a.y + 4.0f), player_colour(p), names[p], 0.0f, text);
    const std::string claims = plural(m.claims[p], "claim", "claims");
    table_text(dl, fonts().body, size_to_fit(fonts().body, claims, text.size.x, 0.0f, 16.0f, kSmallestText),
               ImVec2(tx, a.y + 25.0f), colour::kText, claims, 0.0f, text);
    // Free pawns in the player's colour, pawns on the board as outlines.
    const int free = p < static_cast<int>(m.free_pawns.size()) ? m.free_pawns[p] : 0;
    const float ph = std::min(20.0f, text.size.x / (pawns * 0.8f));
    for (int i = 0; i < pawns; ++i) {
      const ImVec2 c(tx + ph * 0.35f + i * ph * 0.8f, b.y - ph * 0.5f - 5.0f);
      if (i < free)
        draw_player_pawn(dl, c, ph, p);
      else
        draw_pawn(dl, c, ph, with_alpha(IM_COL32_WHITE, 0.22f));
    }
  }
}

void draw_dice(ImDrawList* dl, Host& host, Box box, const Moment& m, const std::vector<std::string>& names) {
  // Each die has a slot of its own; what it did is centred under it and never leaves the slot.
  const float dice_w = box.size.x - kKittyW - 8.0f;
  const float slot = dice_w / core::kDice;
  const float die = std::min({kDieMax, slot - 12.0f, box.size.y - 24.0f});
  const bool tumbling = host.tumbling();
  // Between rolls the dice on the table are the last roll's, while the header and the prompt
  // name the next roller: dimmed, with whose roll it was under them instead of what each die did
  // (a caption over the faces hid them). Never while the roll is resolved (its roller chooses by
  // them).
  const bool last_roll = !m.stepping && !tumbling && m.roll_resolved && m.dice_roller >= 0 &&
                         m.dice_roller < static_cast<int>(names.size()) && names.size() > 1 &&
                         m.dice.size() == core::kDice;
  for (int suit = 0; suit < core::kDice; ++suit) {
    const ImVec2 at(box.min.x + suit * slot + (slot - die) * 0.5f, box.min.y + 2.0f);
    if (m.dice.size() != core::kDice) {
      dl->AddRect(at, ImVec2(at.x + die, at.y + die), IM_COL32(255, 255, 255, 60), die * 0.18f, 0, 2.0f);
      continue;
    }
    const int face = tumbling ? static_cast<int>(host.now() * 30.0 + suit * 7) % core::kFaces : m.dice[suit];
    draw_die(dl, ImVec2(at.x, at.y + (tumbling ? tumble_sine(host.now() * 40.0 + suit) * 4.0f : 0.0f)), die, face,
             suit);
    if (suit == m.focus_die)
      dl->AddRect(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + die + 4, at.y + die + 4), IM_COL32_WHITE, die * 0.22f, 0,
                  3.0f);
    if (!tumbling && !last_roll) {
      const Box label{ImVec2(box.min.x + suit * slot + 2.0f, at.y + die + 5.0f),
                      ImVec2(slot - 4.0f, box.max().y - (at.y + die + 5.0f))};
      const ImVec2 centre(label.min.x + label.size.x * 0.5f, label.min.y + label.size.y * 0.5f);
      table_text_centred(dl, fonts().body, kDieLabelSize, centre, colour::kText, die_label(suit, m.dice, m.events),
                         label);
    }
  }
  if (last_roll) {
    dl->AddRectFilled(box.min, ImVec2(box.min.x + dice_w, box.min.y + die + 6.0f), with_alpha(colour::kFelt, 0.55f),
                      8.0f);
    const Box caption{ImVec2(box.min.x, box.min.y + die + 5.0f),
                      ImVec2(dice_w, box.max().y - (box.min.y + die + 5.0f))};
    table_text_centred(dl, fonts().bold, kDieLabelSize,
                       ImVec2(caption.min.x + caption.size.x * 0.5f, caption.min.y + caption.size.y * 0.5f),
                       player_colour(m.dice_roller), names[m.dice_roller] + "'s last roll", caption);
  }
  draw_kitty(dl, Box{ImVec2(box.max().x - kKittyW, box.min.y), ImVec2(kKittyW, box.size.y)}, die, m.kitty);
}

}  // namespace allclear::web::bingo
