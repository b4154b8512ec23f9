// The solitaire scores kept on this device: the best and the latest games, in
// allclear.bingo.solitaire.v1 (web/README.md); the app stores them (web/saves.h).
#include <algorithm>

#include "core/json.h"
#include "games/bingo/table.h"

namespace allclear::web::bingo {

namespace {
constexpr std::string_view kSolitaireFormat = "allclear-bingo-solitaire";
}  // namespace

bool SolitaireScores::add(const SolitaireGame& game) {
  const bool new_best = !games.empty() && game.claims > best;
  best = std::max(best, game.claims);
  games.push_back(game);
  if (games.size() > kKeptSolitaireGames) games.erase(games.begin());
  return new_best;
}

std::string SolitaireScores::to_text() const {
  std::string out = "{\"format\":" + json_quote(kSolitaireFormat) + ",\"version\":1,\"best\":" + std::to_string(best) +
                    ",\"games\":[";
  for (std::size_t i = 0; i < games.size(); ++i) {
    const SolitaireGame& g = games[i];
    out += (i ? "," : "") + std::string("{\"claims\":") + std::to_string(g.claims) +
           ",\"rolls\":" + std::to_string(g.rolls) + ",\"seed\":" + std::to_string(g.seed) + "}";
  }
  return out + "]}";
}

bool SolitaireScores::read(const std::string& text, std::string* error) {
  best = 0;
  games.clear();
  Json doc;
  if (!parse_json(text, &doc, error)) return false;
  const auto integer = [](const Json* v, std::int64_t lo, std::int64_t hi, std::int64_t* out) {
    if (!v || v->kind != Json::Kind::kNumber || !v->is_integer || v->integer < lo || v->integer > hi) return false;
    *out = v->integer;
    return true;
  };
  const Json* format = doc.find("format");
  if (doc.kind != Json::Kind::kObject || !format || format->kind != Json::Kind::kString ||
      format->string != kSolitaireFormat) {
    *error = "not a solitaire score list";
    return false;
  }
  std::int64_t version = 0, best_read = 0;
  if (!integer(doc.find("version"), 0, 1000, &version) || version != 1) {
    *error = "not version 1";
    return false;
  }
  const int most = core::kClaimsPerTile * core::kSolitaireTiles;
  if (!integer(doc.find("best"), 0, most, &best_read)) {
    *error = "the best score is not a number from 0 to 16";
    return false;
  }
  const Json* list = doc.find("games");
  if (!list || list->kind != Json::Kind::kArray) {
    *error = "no list of games";
    return false;
  }
  std::vector<SolitaireGame> kept;
  for (const Json& g : list->items) {
    std::int64_t claims = 0, rolls = 0, seed = 0;
    if (g.kind != Json::Kind::kObject || !integer(g.find("claims"), 0, best_read, &claims) ||
        !integer(g.find("rolls"), 0, 1000000, &rolls) ||
        !integer(g.find("seed"), 0, (std::int64_t{1} << 53) - 1, &seed)) {
      *error = "a game in the list is not claims (up to the best), rolls and seed";
      return false;
    }
    kept.push_back({static_cast<int>(claims), static_cast<int>(rolls), static_cast<std::uint64_t>(seed)});
  }
  best = static_cast<int>(best_read);
  games = std::move(kept);
  return true;
}

}  // namespace allclear::web::bingo
