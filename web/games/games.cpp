#include "games/games.h"

#include "games/bingo/bingo_table.h"
#include "games/clear/clear_table.h"
#include "games/clear_ace/clear_ace_table.h"
#include "games/risky_business/risky_business_table.h"
#include "games/roll_and_clear/roll_and_clear_table.h"

namespace allclear::web {

std::vector<std::unique_ptr<Table>> make_tables() {
  std::vector<std::unique_ptr<Table>> tables;
  tables.push_back(make_clear_table());
  tables.push_back(make_bingo_table());
  tables.push_back(make_roll_and_clear_table());
  tables.push_back(make_clear_ace_table());
  tables.push_back(make_risky_business_table());
  return tables;
}

}  // namespace allclear::web
