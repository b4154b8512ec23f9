#!/bin/bash
# Builds the static site into build/site/ (index.html, index.js, index.wasm, the manifest, the
# icons and the service worker sw.js; web/CMakeLists.txt lists them as SITE_FILES).
# usage: scripts/build-web.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
if [ ! -f "$SDL_WASM_PREFIX/lib/cmake/SDL2/SDL2Config.cmake" ] || [ ! -f "$IMGUI_SRC/imgui.cpp" ] ||
   ! command -v rsvg-convert >/dev/null; then
  echo "[build-web] build dependencies missing: running scripts/setup.sh" >&2
  scripts/setup.sh
  source scripts/env.sh
fi
emcmake cmake -S . -B build/web -DCMAKE_BUILD_TYPE=Release \
  -DIMGUI_SRC="$IMGUI_SRC" -DSDL_WASM_PREFIX="$SDL_WASM_PREFIX" >/dev/null
cmake --build build/web -j2
rm -rf build/site
mkdir -p build/site
# build/web/site holds the site and nothing else (web/CMakeLists.txt's SITE_FILES and sw.js).
cp build/web/site/* build/site/
ls -l build/site
