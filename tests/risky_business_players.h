// Players that bring Risky Business to its rare corners, for the rule-branch tests and the rule
// tests of what happens once the deck is out: a player who drains the deck, and a deck stacked
// for cascades.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/bots.h"
#include "core/risky_business/risky_business.h"

namespace allclear {

// Plays every card it can, then picks up what empties a pile, else a row card, else the deck's
// top, and replaces a cleared pile from the hand: the deck runs out early, then the piles, the
// row and the hands run down, which random and quick players almost never bring about.
class DeckDrainerBot : public Bot {
 public:
  Action choose(const State& state) override {
    using namespace risky_business;
    const auto& s = static_cast<const RiskyBusinessState&>(state);
    const std::vector<Action> legal = s.legal_actions();
    auto offered = [&](Action a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); };
    switch (s.phase()) {
      case Phase::kMove:
        for (Action a : legal)
          if (a < kSwap) return a;  // a play
        return kEndMoves;
      case Phase::kPickUp:
        for (int k = 0; k < kPiles; ++k)
          if (s.pile(k).size() == 1 && offered(kPickPile + k)) return kPickPile + k;
        for (int card : s.row())
          if (offered(kPickRow + card)) return kPickRow + card;
        if (offered(kPickDeck)) return kPickDeck;
        return legal.front();
      case Phase::kReplace: return legal.front();  // a hand card
      default: return legal.front();
    }
  }
};

// A deck stacked so that each card turned up for an empty pile cascades while one can: a king,
// or a card of another pile's rank. The deck runs out within a few turns.
inline Action deck_stacked_for_cascades(const State& state, std::uint64_t seed) {
  using namespace risky_business;
  const auto& s = static_cast<const RiskyBusinessState&>(state);
  if (s.phase() == Phase::kDraw && s.turning_pile() >= 0) {
    for (Action card : s.legal_actions()) {
      if (card_rank(card) == kKing) return card;
      for (int k = 0; k < kPiles; ++k)
        if (k != s.turning_pile() && !s.pile(k).empty() && card_rank(s.pile(k).back()) == card_rank(card)) return card;
    }
  }
  return sample_chance(state, seed);
}

}  // namespace allclear
