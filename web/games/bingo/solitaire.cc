// The solitaire scores kept on this device: the best and the latest games, in
// allclear.bingo.solitaire.v1 (web/README.md).
#include "core/json.h"
#include "games/bingo/table.h"

namespace allclear::web::bingo {

namespace {
constexpr std::string_view kSolitaireFormat = "allclear-bingo-solitaire";
}  // namespace

const char* const kSolitaireKey = "allclear.bingo.solitaire.v1";

std::string solitaire_to_json(const SolitaireScores& scores) {
  std::string out = "{\"format\":" + json_quote(kSolitaireFormat) +
                    ",\"version\":1,\"best\":" + std::to_string(scores.best) + ",\"games\":[";
  for (std::size_t i = 0; i < scores.games.size(); ++i) {
    const SolitaireGame& g = scores.games[i];
    out += (i ? "," : "") + std::string("{\"claims\":") + std::to_string(g.claims) +
           ",\"rolls\":" + std::to_string(g.rolls) + ",\"seed\":" + std::to_string(g.seed) + "}";
  }
  return out + "]}";
}

bool parse_solitaire(const std::string& text, SolitaireScores* scores, std::string* error) {
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
  std::int64_t version = 0, best = 0;
  if (!integer(doc.find("version"), 0, 1000, &version) || version != 1) {
    *error = "not version 1";
    return false;
  }
  const int most = core::kClaimsPerTile * core::kSolitaireTiles;
  if (!integer(doc.find("best"), 0, most, &best)) {
    *error = "the best score is not a number from 0 to 16";
    return false;
  }
  const Json* games = doc.find("games");
  if (!games || games->kind != Json::Kind::kArray) {
    *error = "no list of games";
    return false;
  }
  SolitaireScores read;
  read.best = static_cast<int>(best);
  for (const Json& g : games->items) {
    std::int64_t claims = 0, rolls = 0, seed = 0;
    if (g.kind != Json::Kind::kObject || !integer(g.find("claims"), 0, best, &claims) ||
        !integer(g.find("rolls"), 0, 1000000, &rolls) ||
        !integer(g.find("seed"), 0, (std::int64_t{1} << 53) - 1, &seed)) {
      *error = "a game in the list is not claims (up to the best), rolls and seed";
      return false;
    }
    read.games.push_back({static_cast<int>(claims), static_cast<int>(rolls), static_cast<std::uint64_t>(seed)});
  }
  *scores = std::move(read);
  return true;
}

}  // namespace allclear::web::bingo
