// Every game's table, in home's order (made by the build: games.cc.in).
#pragma once
#include <memory>
#include <vector>

#include "kit/table.h"

namespace allclear::web {

std::vector<std::unique_ptr<Table>> make_tables();

}  // namespace allclear::web
