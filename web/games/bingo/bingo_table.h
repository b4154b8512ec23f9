// Bingo Battle's table: the board of 20 tiles with its coin stacks and pawns, the kitty, the
// scoring tiles, the four suited dice and what each did, shown one step at a time; the
// roller's choices (select, then confirm); the game-over summary; the solitaire scores kept
// in localStorage; the rules.
#pragma once
#include <memory>

#include "kit/table.h"

namespace allclear::web {

std::unique_ptr<Table> make_bingo_table();

}  // namespace allclear::web
