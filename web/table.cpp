#include "table.h"

#include <emscripten.h>

namespace allclear::web {

std::uint64_t new_game_seed() {
  // Seeds stay short enough to read aloud and type into the simulator.
  return 1 + static_cast<std::uint64_t>(emscripten_random() * 999999.0);
}

Table::Table(const GameInfo& info)
    : info_(info),
      game_key_("allclear." + info.name + ".game"),
      backup_key_(game_key_ + ".backup"),
      results_key_("allclear." + info.name + ".results.v1") {
  for (const GameParameter& p : info.parameters) {
    if (p.name == "players") setup.players = p.default_value;
    else setup.parameters[p.name] = p.default_value;
  }
  for (int i = 0; i < kMaxSeats; ++i) {
    setup.seats[i].name = i;
    setup.seats[i].kind = i == 0 ? "human" : "quick";
  }
  setup.seed = new_game_seed();
}

const GameParameter* Table::parameter(const std::string& name) const {
  for (const GameParameter& p : info_.parameters)
    if (p.name == name) return &p;
  return nullptr;
}

std::string Table::result_line(const GameRecord& record) const {
  std::string line = "Last game:";
  for (std::size_t p = 0; p < record.names.size(); ++p)
    line += (p ? ", " : " ") + record.names[p] + " " + std::to_string(record.final_scores[p]);
  return line;
}

}  // namespace allclear::web
