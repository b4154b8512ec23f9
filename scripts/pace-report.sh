#!/usr/bin/env bash
# The pace report (web/pace_report.cc): seeded games of every game at each pace, through the
# app's own session on a clock of its own; prints the median and 90th percentile of a bot turn's
# planned time and of a person's wait after their own move (docs/performance.md).
# usage: scripts/pace-report.sh [GAMES_PER_PACE]   (builds the web version first if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/web/allclear-pace.js ] || bash scripts/build-web.sh >/dev/null
cmake --build build/web --target allclear-pace >/dev/null
node --no-experimental-fetch build/web/allclear-pace.js "${1:-20}"
