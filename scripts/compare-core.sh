#!/usr/bin/env bash
# Tells builds of the rules core apart on a shared machine (docs/performance.md, session 27): for
# each build, its WebAssembly/native ratios over paired runs, native and WebAssembly by turns,
# every build in every round:
#  - random two-player Clear! rounds as games per processor second (user + sys of the whole run;
#    wall time swings with other work on the machine);
#  - the strong bot's median decision over 40 seeded games, native time / WebAssembly time.
# Each DIR holds one build's simulators: allclear-sim (native), allclear-sim.js and .wasm.
# usage: scripts/compare-core.sh RUNS GAMES DIR...   (e.g. 7 100000 /tmp/main-build /tmp/branch-build)
set -euo pipefail
runs=$1 games=$2
shift 2
rounds_args=(play --game clear --players random,random --set rounds=1 --games "$games" --seed 1)
bot_args=(play --game clear --players strong,quick --games 40 --seed 1 --time-decisions)
cpu_rate() { /usr/bin/time -f "cpu %U %S" "$@" "${rounds_args[@]}" 2>&1 >/dev/null |
  awk -v g="$games" '/^cpu/ {printf "%.1f", g / ($2 + $3)}'; }
decision() { "$@" "${bot_args[@]}" | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }
summary() { tr ' ' '\n' | grep . | sort -g |
  awk '{a[NR] = $1} END {printf "median %s (%s to %s, %d pairs)", a[int((NR + 1) / 2)], a[1], a[NR], NR}'; }
declare -A rounds bot native_ms
for _ in $(seq "$runs"); do
  for dir in "$@"; do
    n=$(cpu_rate "$dir/allclear-sim")
    w=$(cpu_rate node --no-experimental-fetch "$dir/allclear-sim.js")
    rounds[$dir]+="$(ratio "$w" "$n") "
    n=$(decision "$dir/allclear-sim")
    w=$(decision node --no-experimental-fetch "$dir/allclear-sim.js")
    bot[$dir]+="$(ratio "$n" "$w") " native_ms[$dir]+="$n "
  done
done
for dir in "$@"; do
  echo "$dir"
  echo "  random rounds per processor second, WebAssembly / native: $(echo "${rounds[$dir]}" | summary)"
  echo "  strong bot's median decision, native / WebAssembly: $(echo "${bot[$dir]}" | summary)"
  echo "  strong bot's median decision natively, ms: $(echo "${native_ms[$dir]}" | summary)"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
