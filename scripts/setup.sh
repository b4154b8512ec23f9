#!/usr/bin/env bash
# Installs everything All Clear needs, skipping what is already there:
#  - Debian packages (compilers, emscripten, test tools, Chromium, fonts, rsvg-convert for the
#    PNG icons, sox to measure the sounds);
#  - Dear ImGui 1.86 from its Debian *source* package, unpacked outside the tree, keyed by
#    version;
#  - from npm: google-closure-compiler for the web build (scripts/closure); playwright-core and
#    axe-core for the browser tests; puppeteer-core and selenium-webdriver for the Firefox and
#    WebKit smoke tests (tests/engines, run under xvfb-run with Mesa's software GL).
# Prints the cache location variables on its last lines (eval-able), see scripts/env.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
source "$here/scripts/env.sh"

log() { echo "[setup] $*" >&2; }

packages=(g++ cmake make ninja-build pkg-config dpkg-dev xz-utils clang libclang-rt-14-dev
  googletest libgtest-dev libbenchmark-dev
  emscripten binaryen nodejs
  fonts-dejavu-core python3-fonttools xxd librsvg2-bin clang-format
  chromium gzip jq sox
  firefox-esr webkit2gtk-driver xvfb xauth libgl1-mesa-dri)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Some machines carry a nodejs that bundles npm (and conflicts with Debian's npm package).
command -v npm >/dev/null || missing+=(npm)

# deb-src entries derived from the machine's own deb entries (same mirror, same suites),
# so `apt-get source` works without naming any mirror here.
add_deb_src() {
  local changed=0 f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -e "$f" ] || continue
    case "$f" in *allclear-src.sources) continue ;; esac
    if grep -q '^Types:.*deb-src' "$f"; then return 1; fi
  done
  if [ -f /etc/apt/sources.list ] && grep -q '^deb-src ' /etc/apt/sources.list; then return 1; fi
  if [ -f /etc/apt/sources.list.d/allclear-src.sources ] || [ -f /etc/apt/sources.list.d/allclear-src.list ]; then return 1; fi
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -e "$f" ] || continue
    sed 's/^Types: deb$/Types: deb-src/' "$f" >> /etc/apt/sources.list.d/allclear-src.sources
    echo >> /etc/apt/sources.list.d/allclear-src.sources
    changed=1
  done
  if [ -f /etc/apt/sources.list ] && grep -q '^deb ' /etc/apt/sources.list; then
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > /etc/apt/sources.list.d/allclear-src.list
    changed=1
  fi
  [ $changed = 1 ]
}

need_update=0
add_deb_src && need_update=1
mkdir -p "$ALLCLEAR_CACHE/src"
imgui_dsc="$ALLCLEAR_CACHE/src/imgui_${IMGUI_DEBIAN_VERSION}.dsc"
if [ ${#missing[@]} -gt 0 ] || [ ! -f "$imgui_dsc" ]; then need_update=1; fi

if [ $need_update = 1 ]; then
  log "apt-get update"
  apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Debian's source package, unpacked once into the cache.
cd "$ALLCLEAR_CACHE/src"
if [ ! -d "$IMGUI_SRC" ]; then
  log "fetching Debian source of Dear ImGui $IMGUI_DEBIAN_VERSION"
  apt-get source -qq --download-only "imgui=$IMGUI_DEBIAN_VERSION" >/dev/null
  dpkg-source -x "$imgui_dsc" "$IMGUI_SRC" >/dev/null
fi

# playwright-core (driving Debian's Chromium; it never downloads a browser) and axe-core (the
# accessibility check run in the page).
if [ ! -d "$here/tests/browser/node_modules/playwright-core" ] || [ ! -d "$here/tests/browser/node_modules/axe-core" ]; then
  log "installing playwright-core and axe-core from npm"
  (cd "$here/tests/browser" && npm ci --no-audit --no-fund --loglevel=error)
fi
# The Closure Compiler, which the web build runs on the page's JavaScript (web/CMakeLists.txt).
if [ ! -x "$here/scripts/closure/node_modules/.bin/google-closure-compiler" ]; then
  log "installing google-closure-compiler from npm"
  (cd "$here/scripts/closure" && npm ci --no-audit --no-fund --loglevel=error)
fi
# puppeteer-core and selenium-webdriver: they drive Debian's firefox-esr and WebKitWebDriver
# (neither downloads a browser or a driver).
if [ ! -d "$here/tests/engines/node_modules/puppeteer-core" ] || [ ! -d "$here/tests/engines/node_modules/selenium-webdriver" ]; then
  log "installing puppeteer-core and selenium-webdriver from npm"
  (cd "$here/tests/engines" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
fi
log "ready"
