#!/usr/bin/env bash
# Measures the bot levels against each other (docs/bots.md): 2,000 seeded two-player games of
# seven rounds for each pairing, seats alternating. usage: scripts/bots-table.sh [games]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2000}
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native --target allclear-sim >/dev/null
for pair in quick,strong random,quick random,strong; do
  build/native/allclear-sim play --game clear --players "$pair" --games "$games" --seed 1 --swap-seats
  echo
done
