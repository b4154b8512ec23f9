#include "kit/pieces.h"

#include <algorithm>
#include <cmath>

#include "kit/ui.h"

namespace allclear::web {

namespace {
constexpr float kPi = 3.14159265f;
enum Suit : int { kSuns = 0, kMoons = 1, kCrowns = 2, kArms = 3 };
constexpr int kNull = 0;
constexpr ImU32 kPip = IM_COL32(30, 30, 36, 255);
}  // namespace

ImU32 with_alpha(ImU32 c, float a) {
  const int alpha = static_cast<int>(((c >> IM_COL32_A_SHIFT) & 0xFF) * std::clamp(a, 0.0f, 1.0f));
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
}

void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const char* text) {
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f), col, text);
}

const char* rank_symbol(int rank) {
  static const char* kSymbols[] = {"-", "A", "2", "3", "4", "5"};
  return rank >= 0 && rank < 6 ? kSymbols[rank] : "?";
}

ImU32 suit_colour(int suit) {
  switch (suit) {
    case kSuns: return IM_COL32(208, 48, 32, 255);
    case kMoons: return IM_COL32(28, 28, 36, 255);
    case kCrowns: return IM_COL32(24, 128, 56, 255);
    case kArms: return IM_COL32(32, 84, 196, 255);
  }
  return IM_COL32_WHITE;
}

float tumble_sine(double phase) {
  constexpr double kTurn = 6.283185307179586;
  return std::sin(static_cast<float>(phase - kTurn * std::floor(phase / kTurn)));
}

void draw_suit(ImDrawList* dl, ImVec2 c, float size, int suit, ImU32 background, ImU32 ink) {
  note_mark(dl, "suit", suit, c, size);
  const ImU32 col = ink ? ink : suit_colour(suit);
  const float r = size * 0.5f;
  switch (suit) {
    case kSuns: {  // a disc with eight rays
      dl->AddCircleFilled(c, r * 0.5f, col, 16);
      for (int i = 0; i < 8; ++i) {
        const float a = i * kPi / 4;
        dl->AddLine(ImVec2(c.x + std::cos(a) * r * 0.62f, c.y + std::sin(a) * r * 0.62f),
                    ImVec2(c.x + std::cos(a) * r, c.y + std::sin(a) * r), col, std::max(1.0f, r * 0.16f));
      }
      break;
    }
    case kMoons: {  // a crescent
      dl->AddCircleFilled(c, r * 0.9f, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 0.42f, c.y - r * 0.22f), r * 0.74f, background, 20);
      break;
    }
    case kCrowns: {  // a band with three points
      const float w = r * 0.95f, base = c.y + r * 0.55f, band = c.y + r * 0.15f, top = c.y - r * 0.75f;
      dl->AddRectFilled(ImVec2(c.x - w, band), ImVec2(c.x + w, base), col);
      dl->AddTriangleFilled(ImVec2(c.x - w, band), ImVec2(c.x - w * 0.9f, top), ImVec2(c.x - w * 0.3f, band), col);
      dl->AddTriangleFilled(ImVec2(c.x - w * 0.4f, band), ImVec2(c.x, top), ImVec2(c.x + w * 0.4f, band), col);
      dl->AddTriangleFilled(ImVec2(c.x + w * 0.3f, band), ImVec2(c.x + w * 0.9f, top), ImVec2(c.x + w, band), col);
      break;
    }
    case kArms: {  // a cross with flared arms
      const float t = r * 0.22f;
      dl->AddRectFilled(ImVec2(c.x - t, c.y - r), ImVec2(c.x + t, c.y + r), col);
      dl->AddRectFilled(ImVec2(c.x - r, c.y - t), ImVec2(c.x + r, c.y + t), col);
      dl->AddRectFilled(ImVec2(c.x - t * 2, c.y - r), ImVec2(c.x + t * 2, c.y - r + t), col);
      dl->AddRectFilled(ImVec2(c.x - t * 2, c.y + r - t), ImVec2(c.x + t * 2, c.y + r), col);
      dl->AddRectFilled(ImVec2(c.x - r, c.y - t * 2), ImVec2(c.x - r + t, c.y + t * 2), col);
      dl->AddRectFilled(ImVec2(c.x + r - t, c.y - t * 2), ImVec2(c.x + r, c.y + t * 2), col);
      break;
    }
  }
}

void draw_coin(ImDrawList* dl, ImVec2 c, float radius, int coin) {
  const int rank = coin % 6, suit = coin / 6;
  dl->AddCircleFilled(ImVec2(c.x + radius * 0.06f, c.y + radius * 0.1f), radius, IM_COL32(0, 0, 0, 90), 32);
  dl->AddCircleFilled(c, radius, colour::kCoin, 32);
  dl->AddCircle(c, radius, colour::kCoinEdge, 32, std::max(1.0f, radius * 0.06f));
  const ImU32 col = suit_colour(suit);
  if (radius < 10) {  // tiny coins: suit colour ring and the rank only
    dl->AddCircle(c, radius * 0.75f, col, 16, 1.5f);
    if (rank != kNull) text_at(dl, fonts().bold, radius * 1.3f, c, col, rank_symbol(rank));
    return;
  }
  // The suit above, the rank large below; a null is an empty ring.
  draw_suit(dl, ImVec2(c.x, c.y - radius * 0.5f), radius * 0.62f, suit, colour::kCoin);
  const ImVec2 rc(c.x, c.y + radius * 0.22f);
  if (rank == kNull) {
    dl->AddCircle(rc, radius * 0.3f, col, 24, std::max(1.5f, radius * 0.09f));
  } else {
    text_at(dl, fonts().title, radius * 0.95f, rc, col, rank_symbol(rank));
  }
}

void draw_die(ImDrawList* dl, ImVec2 min, float size, int face, int suit) {
  const ImVec2 max(min.x + size, min.y + size);
  dl->AddRectFilled(ImVec2(min.x + 2, min.y + 3), ImVec2(max.x + 2, max.y + 3), IM_COL32(0, 0, 0, 90), size * 0.18f);
  dl->AddRectFilled(min, max, suit_colour(suit), size * 0.18f);
  dl->AddRect(min, max, IM_COL32(255, 255, 255, 90), size * 0.18f, 0, 1.5f);
  // The suit's symbol as well as its colour: dice of equal grey are still told apart.
  draw_suit(dl, ImVec2(min.x + size * 0.5f, min.y + size * 0.29f), size * 0.34f, suit, suit_colour(suit),
            IM_COL32_WHITE);
  const ImVec2 c(min.x + size * 0.5f, min.y + size * 0.66f);
  if (face == kNull)
    dl->AddCircle(c, size * 0.15f, IM_COL32_WHITE, 24, std::max(2.0f, size * 0.06f));
  else
    text_at(dl, fonts().title, size * 0.5f, c, IM_COL32_WHITE, rank_symbol(face));
}

void draw_pip_die(ImDrawList* dl, ImVec2 min, float size, int value, ImU32 body, ImU32 edge, float edge_w) {
  const ImVec2 max(min.x + size, min.y + size);
  const float round = size * 0.18f;
  dl->AddRectFilled(ImVec2(min.x + 2, min.y + 3), ImVec2(max.x + 2, max.y + 3), IM_COL32(0, 0, 0, 90), round);
  dl->AddRectFilled(min, max, body, round);
  dl->AddRect(min, max, edge, round, 0, edge_w);
  if (value < 1 || value > 6) {
    text_at(dl, fonts().bold, size * 0.5f, ImVec2(min.x + size * 0.5f, min.y + size * 0.5f),
            IM_COL32(120, 120, 120, 255), "?");
    return;
  }
  // Pip places on a 3 x 3 lattice.
  static const int kPips[7][7] = {
      {0}, {1, 4}, {2, 0, 8}, {3, 0, 4, 8}, {4, 0, 2, 6, 8}, {5, 0, 2, 4, 6, 8}, {6, 0, 2, 3, 5, 6, 8}};
  const float r = size * 0.09f;
  for (int i = 1; i <= kPips[value][0]; ++i) {
    const int at = kPips[value][i];
    const ImVec2 c(min.x + size * (0.25f + 0.25f * (at % 3)), min.y + size * (0.25f + 0.25f * (at / 3)));
    dl->AddCircleFilled(c, r, kPip, 12);
  }
}

void draw_pawn(ImDrawList* dl, ImVec2 c, float h, ImU32 col, bool banded) {
  const float head = h * 0.2f;
  const ImVec2 hc(c.x, c.y - h * 0.5f + head);
  dl->AddCircleFilled(hc, head, col, 16);
  const float apex = hc.y + head * 0.4f, base = c.y + h * 0.5f;
  dl->AddTriangleFilled(ImVec2(c.x, apex), ImVec2(c.x - h * 0.3f, base), ImVec2(c.x + h * 0.3f, base), col);
  if (banded) {
    // The body's half width grows from 0 at the apex to 0.3 h at the base.
    auto half = [&](float y) { return h * 0.3f * (y - apex) / (base - apex); };
    const float top = c.y - h * 0.04f, bottom = c.y + h * 0.1f;
    dl->AddQuadFilled(ImVec2(c.x - half(top), top), ImVec2(c.x + half(top), top), ImVec2(c.x + half(bottom), bottom),
                      ImVec2(c.x - half(bottom), bottom), IM_COL32(20, 24, 30, 255));
  }
}

void fade_drawn(ImDrawList* dl, int first, float alpha) {
  alpha = alpha < 0.0f ? 0.0f : (alpha > 1.0f ? 1.0f : alpha);
  for (int v = first; v < dl->VtxBuffer.Size; ++v) {
    ImU32& col = dl->VtxBuffer[v].col;
    const float a = static_cast<float>((col >> IM_COL32_A_SHIFT) & 0xFF) * alpha;
    col = (col & ~IM_COL32_A_MASK) | (static_cast<ImU32>(a) << IM_COL32_A_SHIFT);
  }
}

}  // namespace allclear::web
