#!/usr/bin/env bash
# Speed of the rules core natively and in WebAssembly (docs/performance.md):
#  - random two-player Clear! rounds per second, native vs WebAssembly (node), and their ratio;
#  - the strong bot's decision times (median, 95th percentile) in both.
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

native_rate=$(for i in $(seq "$runs"); do rate "$native"; done | median)
wasm_rate=$(for i in $(seq "$runs"); do rate "${wasm[@]}"; done | median)
echo "random 2-player rounds per second (median of $runs): native $native_rate, WebAssembly $wasm_rate"
echo "WebAssembly / native: $(echo "$wasm_rate $native_rate" | awk '{printf "%.2f", $1 / $2}')"
echo "strong bot, native:      $("$native" "${bot_args[@]}" | grep 'strong decisions')"
echo "strong bot, WebAssembly: $("${wasm[@]}" "${bot_args[@]}" | grep 'strong decisions')"
