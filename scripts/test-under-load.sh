#!/usr/bin/env bash
# Runs the test command RUNS times in a row (3 unless given) with every core kept busy by
# `stress-ng --cpu 0` (Debian's stress-ng, installed here on first use), as a busy phone or CI
# machine would be: a test that only passes on a quiet machine fails here. Stops at the first
# red run. Logs: build/under-load-<n>.log. See docs/testing.md.
# usage: scripts/test-under-load.sh [RUNS]
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
if ! command -v stress-ng >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends stress-ng >/dev/null ||
    { echo "stress-ng could not be installed"; exit 1; }
fi
mkdir -p build
stress-ng --cpu 0 --quiet &
stress=$!
trap 'kill $stress 2>/dev/null' EXIT
for n in $(seq 1 "$runs"); do
  start=$(date +%s)
  if bash scripts/test.sh > "build/under-load-$n.log" 2>&1; then
    echo "run $n of $runs under load: passed in $(( $(date +%s) - start )) s ($(grep -E '^# (pass|fail) ' "build/under-load-$n.log" | tr '\n' ' '))"
  else
    echo "run $n of $runs under load: FAILED after $(( $(date +%s) - start )) s; see build/under-load-$n.log"
    exit 1
  fi
done
