#!/usr/bin/env bash
# Measures the bot levels against each other (docs/bots.md). usage: scripts/bots-table.sh [games]
#  - every game: seeded two-player games for each pairing, seats alternating;
#  - Bingo Battle solitaire: 10,000 games per level; Roll and Clear solitaire: `games` per level;
#  - Roll and Clear with four players: quick, strong, quick, strong;
#  - Risky Business: one game a match, like the other games' single games.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2000}
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native --target allclear-sim >/dev/null
sim=build/native/allclear-sim
for game in clear bingo roll-and-clear clear-ace; do
  for pair in quick,strong random,quick random,strong; do
    "$sim" play --game "$game" --players "$pair" --games "$games" --seed 1 --swap-seats
    echo
  done
done
for level in random quick strong; do
  "$sim" play --game bingo --players "$level" --games 10000 --seed 1
  echo
  "$sim" play --game roll-and-clear --players "$level" --games "$games" --seed 1
  echo
done
"$sim" play --game roll-and-clear --players quick,strong,quick,strong --games "$games" --seed 1 --swap-seats
echo
for pair in quick,strong random,quick random,strong; do
  "$sim" play --game risky-business --players "$pair" --set rounds=1 --games "$games" --seed 1 --swap-seats
  echo
done
