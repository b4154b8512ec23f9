#!/usr/bin/env bash
# Fuzzes the readers of everything a device keeps or imports (tests/fuzz): builds the libFuzzer
# harnesses with clang, seeds them with simulator records of every game, and runs each for
# SECONDS (30 unless given). A broken property stops its fuzzer and fails this script; the input
# that broke it is left in build/fuzz/crashes/ (copy it into tests/fuzz/regressions/<property>/).
# usage: scripts/fuzz.sh [SECONDS]   (needs build/native/allclear-sim: run after the native build)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DALLCLEAR_FUZZ=ON >/dev/null
cmake --build build/fuzz -j"$(nproc)"
corpus=build/fuzz/corpus
rm -rf "$corpus" build/fuzz/crashes
mkdir -p "$corpus"/{json,record,saved,backup} build/fuzz/crashes
# Seeds: records of every game of the app (build/native/games.json): quick against strong, and
# solitaire where the game has it.
source scripts/games.sh
runs=()
list=$(app_games build/native/games.json)
while read -r game min max short; do
  runs+=("$game $(seats "$(within 2 "$min" "$max")" quick strong) $short")
  if [ "$min" -eq 1 ]; then runs+=("$game quick $short"); fi
done <<<"$list"
: > build/fuzz/records.jsonl
for run in "${runs[@]}"; do
  read -r game players extra <<<"$run"
  build/native/allclear-sim play --game "$game" --players "$players" $extra --games 3 --seed 2026 \
    --records build/fuzz/one.jsonl >/dev/null
  cat build/fuzz/one.jsonl >> build/fuzz/records.jsonl
done
node tests/fuzz/make-corpus.js build/fuzz/records.jsonl "$corpus"
for property in json record saved backup; do
  echo "fuzzing $property for ${seconds} s"
  build/fuzz/tests/fuzz/fuzz_$property "$corpus/$property" -max_total_time="$seconds" -max_len=65536 \
    -artifact_prefix=build/fuzz/crashes/$property- -print_final_stats=1 2>build/fuzz/$property.log ||
    { tail -30 build/fuzz/$property.log; echo "fuzz_$property broke a property: see build/fuzz/crashes/"; exit 1; }
  grep -E "stat::number_of_executed_units|stat::new_units_added" build/fuzz/$property.log | tr '\n' ' '
  echo
done
