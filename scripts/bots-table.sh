#!/usr/bin/env bash
# Measures the bot levels against each other (docs/bots.md). usage: scripts/bots-table.sh [games]
#  - Clear!: seeded two-player games of seven rounds for each pairing, seats alternating;
#  - Bingo Battle: the same pairings over two-player games, then 10,000 solitaire games per level.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2000}
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native --target allclear-sim >/dev/null
for game in clear bingo; do
  for pair in quick,strong random,quick random,strong; do
    build/native/allclear-sim play --game "$game" --players "$pair" --games "$games" --seed 1 --swap-seats
    echo
  done
done
for level in random quick strong; do
  build/native/allclear-sim play --game bingo --players "$level" --games 10000 --seed 1
  echo
done
