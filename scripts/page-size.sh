#!/bin/bash
# The page's size as a first visit downloads it: index.html, index.js and index.wasm at gzip -9
# (GitHub Pages serves them gzipped), and their sum. With a limit, fails when the sum passes it,
# so the page cannot grow past it unseen (scripts/test.sh's page_size stage; docs/performance.md).
# usage: scripts/page-size.sh [LIMIT_BYTES]   (after scripts/build-web.sh; honours ALLCLEAR_WEB_DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
web_dir=${ALLCLEAR_WEB_DIR:-build/web}
site_dir=build/site
[ "$web_dir" = build/web ] || site_dir="$web_dir-site"
total=0
for f in html js wasm; do
  size=$(gzip -9c "$site_dir/index.$f" | wc -c)
  total=$((total + size))
  printf "index.%-5s %9d bytes gzip -9\n" "$f" "$size"
done
printf "the page   %9d bytes gzip -9\n" "$total"
if [ $# -gt 0 ] && [ "$total" -gt "$1" ]; then
  echo "[page-size] the page is $total bytes, over its limit of $1" >&2
  exit 1
fi
