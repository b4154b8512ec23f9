#!/bin/bash
# Builds the static site into build/site/ (index.html, index.js, index.wasm, the manifest, the
# icons and the service worker sw.js; web/CMakeLists.txt lists them as SITE_FILES).
# usage: scripts/build-web.sh
# ALLCLEAR_WEB_DIR names another build folder (build/web unless set): two people at work in one
# checkout build and test apart; its site is <folder>-site (build/site for build/web).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
if [ ! -f "$IMGUI_SRC/imgui.cpp" ] ||
   ! command -v rsvg-convert >/dev/null || [ ! -x scripts/closure/node_modules/.bin/google-closure-compiler ]; then
  echo "[build-web] build dependencies missing: running scripts/setup.sh" >&2
  scripts/setup.sh
  source scripts/env.sh
fi
web_dir=${ALLCLEAR_WEB_DIR:-build/web}
site_dir=build/site
[ "$web_dir" = build/web ] || site_dir="$web_dir-site"
emcmake cmake -S . -B "$web_dir" -DCMAKE_BUILD_TYPE=Release \
  -DIMGUI_SRC="$IMGUI_SRC" >/dev/null
cmake --build "$web_dir" -j2
rm -rf "$site_dir"
mkdir -p "$site_dir"
# <folder>/site holds the site and nothing else (web/CMakeLists.txt's SITE_FILES and sw.js).
cp "$web_dir"/site/* "$site_dir"/
ls -l "$site_dir"
