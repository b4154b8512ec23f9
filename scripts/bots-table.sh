#!/usr/bin/env bash
# Measures the bot levels against each other (docs/bots.md). usage: scripts/bots-table.sh [games]
# Every game of the app (build/native/games.json, written by the build from its allclear_game()
# lines), in home's order:
#  - with two players: seeded games for each pairing, seats alternating;
#  - with one player (solitaire): `games` games per level (Bingo Battle: 10,000);
# and what docs/bots.md measures beyond that: Roll and Clear with four players (quick, strong,
# quick, strong). Risky Business plays one game a match, like the other games' single games.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/games.sh
games=${1:-2000}
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native --target allclear-sim >/dev/null
sim=build/native/allclear-sim
# The settings and solitaire game counts docs/bots.md was measured with, where not the defaults.
declare -A settings=([risky-business]="--set rounds=1")
declare -A solitaire_games=([bingo]=10000)
list=$(app_games build/native/games.json)
while read -r game min max _; do
  [ "$min" -le 2 ] && [ "$max" -ge 2 ] || continue
  for pair in quick,strong random,quick random,strong; do
    "$sim" play --game "$game" --players "$pair" ${settings[$game]:-} --games "$games" --seed 1 --swap-seats
    echo
  done
done <<<"$list"
while read -r game min _; do
  [ "$min" -eq 1 ] || continue
  for level in random quick strong; do
    "$sim" play --game "$game" --players "$level" ${settings[$game]:-} --games "${solitaire_games[$game]:-$games}" --seed 1
    echo
  done
done <<<"$list"
"$sim" play --game roll-and-clear --players quick,strong,quick,strong --games "$games" --seed 1 --swap-seats
echo
