#!/bin/bash
# Where the page's bytes go: links the built page again with its functions' names kept
# (--profiling-funcs; the page itself is unchanged) and prints its WebAssembly by origin, its
# data, its JavaScript and its largest functions (scripts/size_report.py), after the page's own
# gzip sizes. docs/performance.md records its output; every size figure is measured this way.
# usage: scripts/size-report.sh [--top N]   (after scripts/build-web.sh; honours ALLCLEAR_WEB_DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
web_dir=${ALLCLEAR_WEB_DIR:-build/web}
site_dir=build/site
[ "$web_dir" = build/web ] || site_dir="$web_dir-site"
link="$web_dir/web/CMakeFiles/allclear_web.dir/link.txt"
[ -f "$link" ] || { echo "[size-report] no web build in $web_dir: run scripts/build-web.sh" >&2; exit 1; }
out="$PWD/$web_dir/size-report"
mkdir -p "$out"
command=$(cat "$link")
(cd "$web_dir/web" && eval "${command/..\/site\/index.html/$out/index.html} --profiling-funcs") >/dev/null
bash scripts/page-size.sh
echo "(load average $(uptime | sed 's/.*load average: //'))"
python3 scripts/size_report.py "$web_dir" "$out/index.wasm" "$site_dir/index.js" "$@"
