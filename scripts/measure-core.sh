#!/usr/bin/env bash
# Speed of the rules core natively and in WebAssembly (docs/performance.md):
#  - random two-player Clear! rounds per second, native vs WebAssembly (node), and their ratio
#    (runs alternate; the ratio is the median of the pairs' ratios);
#  - the strong bot's decision times (median, 95th percentile) in both: Clear!'s, and then every
#    game's against the quick bot (30 seeded games, two players, each game's short setting).
# Needs build/native (scripts/test.sh) and build/web (scripts/build-web.sh).
# usage: scripts/measure-core.sh [runs]   (the median of the runs is reported)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
native=build/native/allclear-sim
wasm=(node --no-experimental-fetch "${WASM_SIM:-build/web/allclear-sim.js}")
rounds_args=(play --game clear --players random,random --set rounds=1 --games 20000 --seed 1)
bot_args=(play --game clear --players strong,quick --games 40 --seed 1 --time-decisions)

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
rate() { "$@" "${rounds_args[@]}" | sed -n 's/.*games per second \([0-9.]*\).*/\1/p'; }
decision_median() { "$@" "${bot_args[@]}" | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'; }

# Native and WebAssembly runs alternate, and the ratio is taken pair by pair, so a machine that
# gets busier or quieter during the measurement moves both sides of each ratio alike.
native_rates=() wasm_rates=() ratios=()
for i in $(seq "$runs"); do
  n=$(rate "$native")
  w=$(rate "${wasm[@]}")
  native_rates+=("$n") wasm_rates+=("$w")
  ratios+=("$(echo "$w $n" | awk '{printf "%.3f", $1 / $2}')")
done
echo "random 2-player rounds per second (median of $runs): native $(printf '%s\n' "${native_rates[@]}" | median), WebAssembly $(printf '%s\n' "${wasm_rates[@]}" | median)"
echo "WebAssembly / native, median of $runs paired runs: $(printf '%s\n' "${ratios[@]}" | median)"
echo "strong bot, native:      $("$native" "${bot_args[@]}" | grep 'strong decisions')"
echo "strong bot, WebAssembly: $("${wasm[@]}" "${bot_args[@]}" | grep 'strong decisions')"
bot_ratios=()
for i in 1 2 3; do
  n=$(decision_median "$native")
  w=$(decision_median "${wasm[@]}")
  bot_ratios+=("$(echo "$n $w" | awk '{printf "%.3f", $1 / $2}')")
done
echo "strong bot's median decision, native time / WebAssembly time, median of 3 paired runs: $(printf '%s\n' "${bot_ratios[@]}" | median)"
# Every game of the app, natively and in WebAssembly: issue 33 asks for the strong bot's 95th
# percentile in each.
source scripts/games.sh
while read -r game _ _ short; do
  # shellcheck disable=SC2086  # $short is "--set rounds=2" or empty
  for side in native wasm; do
    if [ "$side" = native ]; then sim=("$native"); else sim=("${wasm[@]}"); fi
    line=$("${sim[@]}" play --game "$game" --players strong,quick $short --games 30 --seed 1 --time-decisions |
      grep 'strong decisions')
    printf '%-15s %-7s %s\n' "$game" "$side" "$line"
  done
done < <(app_games build/native/games.json)
